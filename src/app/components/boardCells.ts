/**
 * What the crossword board and the number board share: cells are painted straight from the store
 * (no React re-render per step), and keyboard focus follows the selected cell.
 */
import { useLayoutEffect, type RefObject } from 'react';
import { SPEEDS } from '../catalog.ts';
import { useApp, type AppState } from '../store.ts';

/** Set or clear one `data-*` attribute, touching the DOM only when it changes. */
export function setData(el: HTMLElement, key: string, value: string): void {
  if ((el.dataset[key] ?? '') === value) return;
  if (value) el.dataset[key] = value;
  else delete el.dataset[key];
}

/** Paint now, and again whenever `changed(state, previous)` says the shown step or board moved. */
export function useRepaint(paint: () => void, changed: (s: AppState, prev: AppState) => boolean, key: unknown): void {
  useLayoutEffect(() => {
    paint();
    return useApp.subscribe((s, prev) => {
      if (changed(s, prev)) paint();
    });
    // `key` (the board's layout or puzzle) is what the painted cells depend on.
  }, [paint, changed, key]);
}

/** Keep keyboard focus on the selected cell while focus is on the board. */
export function useFollowFocus(cells: RefObject<(HTMLDivElement | null)[]>, selected: number): void {
  useLayoutEffect(() => {
    const el = cells.current[selected];
    if (el && document.activeElement && cells.current.includes(document.activeElement as HTMLDivElement)) el.focus();
  }, [cells, selected]);
}

/** Above this many steps a second a cell's colour changes without its 120 ms fade. */
const FADE_MAX_SPEED = 10;

/**
 * Whether the board should drop its colour fades: while the solver runs live, and when playback
 * is faster than FADE_MAX_SPEED steps a second. A step then lasts less than the fade, so the fades
 * would only overlap, and restyling hundreds of cells every frame is what keeps a busy page from
 * answering (it was a third of the main thread while a 21 x 21 fill played back).
 */
export function useFastBoard(): boolean {
  return useApp((s) => s.phase === 'running' || (SPEEDS[s.speedIndex] ?? Infinity) > FADE_MAX_SPEED);
}

const spokenKeys = new WeakMap<HTMLElement, string>();

/**
 * Set a cell's accessible name (its row, column and what it holds) when `key` — everything the
 * name depends on — changed since the last paint, so playback builds only the names of cells
 * that changed. The name is an attribute, not text: the cell's text stays its letter or digit.
 */
export function setSpoken(el: HTMLElement, key: string, name: () => string): void {
  if (spokenKeys.get(el) === key) return;
  spokenKeys.set(el, key);
  el.setAttribute('aria-label', name());
}
