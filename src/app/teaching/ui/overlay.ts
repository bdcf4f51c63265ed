/**
 * The teaching overlay on the board: the heat map (open variables shaded by how few values they
 * have left) and the inspected variable. `overlayOf` is a selector over the two stores; a board
 * paints it onto its own cells with `useTeachingOverlay`, as it paints the step itself.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { useApp, type AppState } from '../../state/index.ts';
import { heatLevel } from '../../../trace/index.ts';
import { sessionOf, type TeachingView } from '../store.ts';

export interface Overlay {
  /** Heat level of each cell ('' for none). */
  heat: string[];
  /** Cells of the inspected variable. */
  inspect: boolean[];
}

/** The overlay for `cells` board cells, or null when there is nothing to show. */
export function overlayOf(app: AppState, teaching: Pick<TeachingView, 'heatmap' | 'selected'>, cells: number): Overlay | null {
  if (!teaching.heatmap && teaching.selected < 0) return null;
  const session = sessionOf(app);
  if (!session) return null;
  const heat = new Array<string>(cells).fill('');
  const inspect = new Array<boolean>(cells).fill(false);
  const p = Math.min(app.cursor, session.index.indexed);
  const layout = app.kind === 'crossword' ? app.runLayout : null;
  const cellsOf = (v: number): readonly number[] => (layout ? (layout.slots[v]?.cells ?? []) : [v]);
  if (teaching.heatmap) {
    const sizes = session.sizesAt(p);
    const values = session.valuesAt(p);
    const best = new Array<number>(cells).fill(9);
    for (let v = 0; v < sizes.length; v++) {
      if ((values[v] ?? -1) >= 0) continue;
      const level = heatLevel(sizes[v]!, session.index.initialSizes[v]!);
      for (const c of cellsOf(v)) if (c < cells) best[c] = Math.min(best[c]!, level);
    }
    best.forEach((b, c) => (heat[c] = b < 9 ? String(b) : ''));
  }
  if (teaching.selected >= 0) for (const c of cellsOf(teaching.selected)) if (c < cells) inspect[c] = true;
  return { heat, inspect };
}

function setData(el: HTMLElement, key: 'heat' | 'inspect', value: string): void {
  if ((el.dataset[key] ?? '') === value) return;
  if (value) el.dataset[key] = value;
  else delete el.dataset[key];
}

/**
 * Paint the overlay onto a board's cells (`data-heat`, `data-inspect`) whenever the store
 * changes; `key` is what the cells depend on (the layout or puzzle), so new cells are painted too.
 */
export function useTeachingOverlay(cells: RefObject<(HTMLElement | null)[]>, key: unknown): void {
  useLayoutEffect(() => {
    let painted = false;
    const paint = () => {
      const app = useApp.getState();
      const teaching = app.teaching;
      // Called on every change of the store: with nothing to show and nothing to clear, stop here.
      if (!teaching.heatmap && teaching.selected < 0 && !painted) return;
      const els = cells.current;
      const overlay = overlayOf(app, teaching, els.length);
      painted = overlay !== null;
      els.forEach((el, i) => {
        if (!el) return;
        setData(el, 'heat', overlay?.heat[i] ?? '');
        setData(el, 'inspect', overlay?.inspect[i] ? 'true' : '');
      });
    };
    paint();
    return useApp.subscribe(paint);
  }, [cells, key]);
}
