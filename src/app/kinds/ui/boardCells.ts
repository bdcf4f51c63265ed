/**
 * What the crossword board and the number board share: cells are painted straight from the store
 * (no React re-render per step), and keyboard focus follows the selected cell.
 */
import type { TFunction } from 'i18next';
import { useLayoutEffect, type RefObject } from 'react';
import { SPEEDS } from '../../settings/index.ts';
import { useApp, type AppState } from '../../state/index.ts';

/** Set or clear one `data-*` attribute, touching the DOM only when it changes. */
export function setData(el: HTMLElement, key: string, value: string): void {
  if ((el.dataset[key] ?? '') === value) return;
  if (value) el.dataset[key] = value;
  else delete el.dataset[key];
}

/** Paint now, and again whenever `changed(state, previous)` says the shown step or board moved. */
/**
 * Whether the shown board must be painted again: another step or run (cursor, events, trace, the
 * run's board, its words) or another puzzle or kind shown. One check for every kind's board.
 */
export function shownStepChanged(s: AppState, prev: AppState): boolean {
  return (
    s.cursor !== prev.cursor ||
    s.traceVersion !== prev.traceVersion ||
    s.words !== prev.words ||
    s.trace !== prev.trace ||
    s.runBoard !== prev.runBoard ||
    s.kind !== prev.kind ||
    s.boards[s.kind].puzzle !== prev.boards[s.kind].puzzle
  );
}

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

/** The pieces of the cells' names in one language. */
export interface CellNamer {
  /** "Row 2, column 3" (row and column from 0). */
  where(row: number, column: number): string;
  /** The message `key` with `{{letter}}` or `{{digit}}` set to `x`. */
  holding(key: 'a11y.letterGiven' | 'a11y.letterSolver' | 'a11y.digitGiven' | 'a11y.digitSolver', x: string): string;
  block: string;
  empty: string;
  /** A circled cell (crossword files mark theme squares so). */
  circled: string;
  /** Between the parts of a name: ", " or "，". */
  comma: string;
  candidates(list: string): string;
  /** Grid insight (issue 23): an empty cell's letter forced by every word left in its slot. */
  forced(letter: string): string;
  /** A cell the constructor locked. */
  locked: string;
  /** A cell of a slot left with no word, and the crossing that emptied it. */
  dead: string;
  crossing: string;
}

/**
 * The cells' names from templates translated once, not a t() call per cell: a resize to 50 x 50
 * names 2,500 new cells at once, and a t() call each made it several times slower.
 */
export function cellNamer(t: TFunction, language: string): CellNamer {
  const numbers = new Intl.NumberFormat(language);
  const ROW = '\u0001';
  const COLUMN = '\u0002';
  const X = '\u0003';
  const where = t('a11y.cell', { row: ROW, column: COLUMN });
  const templates = new Map<string, string>();
  const template = (key: 'a11y.letterGiven' | 'a11y.letterSolver' | 'a11y.digitGiven' | 'a11y.digitSolver' | 'a11y.candidates' | 'a11y.letterForced') => {
    let out = templates.get(key);
    if (out === undefined) templates.set(key, (out = t(key, { letter: X, digit: X, list: X })));
    return out;
  };
  return {
    where: (row, column) => where.replace(ROW, numbers.format(row + 1)).replace(COLUMN, numbers.format(column + 1)),
    holding: (key, x) => template(key).replace(X, x),
    block: t('a11y.block'),
    comma: t('a11y.separator'),
    empty: t('a11y.empty'),
    circled: t('a11y.circled'),
    candidates: (list) => template('a11y.candidates').replace(X, list),
    forced: (letter) => template('a11y.letterForced').replace(X, letter),
    locked: t('a11y.locked'),
    dead: t('a11y.deadSlot'),
    crossing: t('a11y.emptiedCrossing'),
  };
}
