/**
 * The insight slice (issue 23): a grid that warns while it is drawn, and the constructor's locks
 * and fills. After each change of the crossword board the solver worker is asked for its insight
 * (arc consistency over the slots: the words each slot keeps, the letters they force, the slots
 * left with none and the crossing that emptied them); an older answer that comes after a newer
 * question is dropped, so the board always shows the last edit's. `performance` marks time each
 * edit from the question (`insight-edit-N`) to the board painted with its answer
 * (`insight-shown-N`, measure `insight-N`), for the e2e test's trace.
 */
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import type { InsightEmpty } from '../../../worker/protocol.ts';
import { lockCells, regionOf, shownLetters, slotsFromBlocks, type Region } from '../../kinds/index.ts';
import type { Slice } from './shared.ts';
import { fillKey } from './settings.ts';

/** The insight of one board against one dictionary, as the board shows it. */
export interface InsightShown {
  /** The board asked about (the answer shows only while it is the board shown). */
  layout: CrosswordLayout;
  /** The words asked (`fillKey`: the dictionary after the minimum score and the bans). */
  key: string;
  /** The question's number (its performance marks are `insight-edit-N`, `insight-shown-N`). */
  id: number;
  /** Per slot (layout order): the words left after arc consistency. */
  counts: number[];
  /** Letters every remaining word forces, by cell (open cells without a typed letter). */
  forced: ReadonlyMap<number, string>;
  /** Slots left with no word, and why. */
  empty: InsightEmpty[];
  /** The worker's milliseconds. */
  ms: number;
}

export interface InsightSlice {
  /** The last insight answered (shown while its layout and dictionary are the board's). */
  insight: InsightShown | null;
  /** Ask the worker for the insight of the crossword board shown (after every change of it). */
  checkInsight(): Promise<void>;
  /** Note that the board painted `insight` (ends its performance measure). */
  insightShown(id: number): void;
  /** A rectangle of the crossword board (Shift + click), for a lock or a region fill. */
  region: Region | null;
  /** The rectangle from the selected cell to `cell` (null: none). */
  selectRegion(cell: number | null): void;
  /**
   * Lock the region's cells, or the slot through the selected cell, keeping the letters shown
   * (typed, or a fill's); when all of them are locked already, unlock them. One undo step.
   */
  toggleLock(): void;
  /** Fill the rest: today's Solve, the typed and locked letters as givens. */
  fillRest(): void;
  /** Fill this region: the slots the region touches are solved, every letter shown outside it kept. */
  fillRegion(): void;
}

let nextQuestion = 1;

function mark(name: string): void {
  if (typeof performance !== 'undefined' && typeof performance.mark === 'function') performance.mark(name);
}

export const createInsightSlice: Slice<InsightSlice> = ({ solver }) => (set, get) => ({
  insight: null,
  async checkInsight() {
    const { boards, reuse } = get();
    const layout = boards.crossword.puzzle;
    // The words a fill would use (the minimum score and the bans applied: `fillKey`).
    const key = fillKey(get());
    if (key === null || !solver.insight || layout.slots.length === 0) return;
    const id = nextQuestion++;
    mark(`insight-edit-${id}`);
    try {
      const answer = await solver.insight(key, layout, reuse, slotsFromBlocks(layout));
      // Only the answer for the board and dictionary shown now (a newer question supersedes it).
      if (!answer || get().boards.crossword.puzzle !== layout || fillKey(get()) !== key) return;
      set({ insight: { layout, key, id, counts: answer.counts ?? [], forced: new Map(answer.forced ?? []), empty: answer.empty ?? [], ms: answer.ms ?? 0 } });
    } catch {
      // The dictionary failed to load or the worker stopped: the dictionary panel says so.
    }
  },
  insightShown(id) {
    if (typeof performance === 'undefined' || typeof performance.measure !== 'function') return;
    if (performance.getEntriesByName(`insight-shown-${id}`).length > 0) return;
    mark(`insight-shown-${id}`);
    try {
      performance.measure(`insight-${id}`, `insight-edit-${id}`, `insight-shown-${id}`);
    } catch {
      // The start mark was cleared: nothing to measure.
    }
  },
  region: null,
  selectRegion(cell) {
    const s = get();
    if (cell === null) {
      set({ region: null });
      return;
    }
    set({ region: regionOf(s.boards.crossword.puzzle.width, s.boards.crossword.selected, cell) });
  },
  toggleLock() {
    const s = get();
    if (s.kind !== 'crossword' || s.phase === 'running') return;
    const layout = s.boards.crossword.puzzle;
    const cells = lockCells(layout, s.boards.crossword.selected, s.region);
    if (cells.length === 0) return;
    const letters = shownLetters(s, layout);
    const withLetter = cells.filter((c) => letters[c] !== '');
    const allLocked = withLetter.length > 0 && withLetter.every((c) => layout.locked?.[c] === true);
    s.edit('crossword', { type: 'lock', cell: cells[0]!, cells, locked: !allLocked, letters });
  },
  fillRest() {
    void get().solve();
  },
  fillRegion() {
    const s = get();
    if (s.kind !== 'crossword' || s.phase === 'running' || !s.region) return;
    const layout = s.boards.crossword.puzzle;
    const letters = shownLetters(s, layout);
    const before = get().boards.crossword.puzzle;
    s.edit('crossword', { type: 'region', cell: s.boards.crossword.selected, region: s.region, letters });
    if (get().boards.crossword.puzzle === before) return;
    void get().solve();
  },
});
