/**
 * What an N-queens board shows at a step, derived from the puzzle and the run — never stored:
 * the queen of each row (placed before search, or by the solver), the cells attacked by the queen
 * placed last (the current node of the search tree), the columns pruned from each row's domain
 * (from the trace index's prunes in effect; only for boards drawn cell by cell), and the event's
 * highlight. Pure.
 */
import { EventCode, type TraceIndex } from '../../../trace/index.ts';
import type { QueensPuzzle } from '../../../puzzles/queens/index.ts';
import type { StepEvent } from '../view.ts';

/** Boards up to this side are drawn cell by cell (DOM); larger ones as a density picture (canvas). */
export const QUEENS_CELLS_UP_TO = 40;

/** Events the view indexes at most per call (a few milliseconds). */
const SYNC_PER_VIEW = 100_000;

export type QueensMark = 'select' | 'assign' | 'prune' | 'conflict' | 'backtrack' | 'solution' | '';

export interface QueensView {
  size: number;
  /** Per row: the queen's column, or -1. */
  queens: Int32Array;
  /** Per row: whether its queen was placed before search. */
  given: Uint8Array;
  /** The queen placed last (row, column), whose attacks are highlighted; -1 when none. */
  lastRow: number;
  lastColumn: number;
  /** Per row, the columns pruned from its domain at this step (null: not computed). */
  pruned: (readonly number[])[] | null;
  /** The event's highlight: a whole row (`row`, column -1) or one cell. */
  mark: { kind: QueensMark; row: number; column: number };
  /** A queen just taken back (backtrack), shown faint: row and column, or -1. */
  ghostRow: number;
  ghostColumn: number;
  /**
   * Min-conflicts' repair at this step (the `pick`, then its `repair` or `walk` record), else null:
   * the row of the queen picked, the column it stands in (`from`), the column chosen (`to`, -1
   * while only picked), and the rows of the queens attacking it in `from` (its conflicts).
   */
  repair: QueensRepair | null;
}

export interface QueensRepair {
  phase: 'pick' | 'repair' | 'walk';
  row: number;
  from: number;
  to: number;
  attackers: number[];
}

/** Rows of the queens attacking the cell (row, column), the queen of `row` itself left out. */
export function attackersOf(queens: Int32Array, row: number, column: number): number[] {
  const out: number[] = [];
  for (let r = 0; r < queens.length; r++) {
    const c = queens[r]!;
    if (r !== row && c >= 0 && attacks(r, c, row, column)) out.push(r);
  }
  return out;
}

/** Does the queen at (r, c) attack the cell (row, column) (another cell of its column or diagonals)? */
export function attacks(r: number, c: number, row: number, column: number): boolean {
  if (r === row) return false;
  return column === c || row - r === column - c || row - r === c - column;
}

/**
 * The board at a step: `values` the assignment there (null: the puzzle alone), `index` the run's
 * trace index (for the node just placed and the prunes; null: none), `position` the step.
 */
export function queensView(
  puzzle: QueensPuzzle,
  values: Int32Array | null,
  event: StepEvent | null,
  index: TraceIndex | null = null,
  position = 0,
  withPruned = puzzle.size <= QUEENS_CELLS_UP_TO,
): QueensView {
  const n = puzzle.size;
  const queens = new Int32Array(n).fill(-1);
  const given = new Uint8Array(n);
  for (let r = 0; r < n; r++) {
    const g = puzzle.givens[r] ?? -1;
    if (g >= 0) {
      queens[r] = g;
      given[r] = 1;
    }
    const v = values?.[r] ?? -1;
    if (v >= 0) queens[r] = v;
  }
  let lastRow = -1;
  let lastColumn = -1;
  let pruned: (readonly number[])[] | null = null;
  // At most this many events are indexed per view, so that a frame never waits for millions; until
  // the index reaches the step, the board shows the queens without the last one's attacks.
  if (index && values && position > index.indexed) index.sync(Math.min(position - index.indexed, SYNC_PER_VIEW));
  if (index && values && position <= index.indexed) {
    const node = index.nodeAt(position);
    if (node > 0) {
      lastRow = index.tree.variable.at(node);
      lastColumn = index.tree.value.at(node);
    }
    if (withPruned) {
      pruned = [];
      for (let r = 0; r < n; r++) pruned.push(index.prunedAt(r, position).map((p) => p.value));
    }
  }
  const mark: QueensView['mark'] = { kind: '', row: -1, column: -1 };
  let ghostRow = -1;
  let ghostColumn = -1;
  let repair: QueensRepair | null = null;
  if (event) {
    const r = event.variable;
    switch (event.type) {
      case EventCode.select:
        Object.assign(mark, { kind: 'select', row: r });
        break;
      case EventCode.assign:
        Object.assign(mark, { kind: 'assign', row: r, column: event.value });
        break;
      case EventCode.prune:
        Object.assign(mark, { kind: 'prune', row: r, column: event.value });
        break;
      case EventCode.wipeout:
      case EventCode.conflict:
        if (r >= 0) Object.assign(mark, { kind: 'conflict', row: r });
        break;
      case EventCode.backjump:
        Object.assign(mark, { kind: 'backtrack', row: r });
        break;
      case EventCode.backtrack:
        Object.assign(mark, { kind: 'backtrack', row: r, column: event.value });
        if (queens[r] === -1) {
          ghostRow = r;
          ghostColumn = event.value;
        }
        break;
      case EventCode.solution:
        mark.kind = 'solution';
        break;
      // Min-conflicts: the start's placements, then each repair as its pick and its new column.
      case EventCode.place:
        Object.assign(mark, { kind: 'assign', row: r, column: event.value });
        break;
      case EventCode.pick: {
        const from = queens[r]!;
        repair = { phase: 'pick', row: r, from, to: -1, attackers: attackersOf(queens, r, from) };
        Object.assign(mark, { kind: 'select', row: r, column: from });
        lastRow = r;
        lastColumn = from;
        break;
      }
      case EventCode.repair:
      case EventCode.walk: {
        const from = event.extra;
        repair = { phase: event.type === EventCode.walk ? 'walk' : 'repair', row: r, from, to: event.value, attackers: attackersOf(queens, r, from) };
        Object.assign(mark, { kind: 'assign', row: r, column: event.value });
        if (from !== event.value) {
          ghostRow = r;
          ghostColumn = from;
        }
        lastRow = r;
        lastColumn = event.value;
        break;
      }
    }
  }
  return { size: n, queens, given, lastRow, lastColumn, pruned, mark, ghostRow, ghostColumn, repair };
}

/** The board as text rows: `Q` a queen, `.` an empty cell. */
export function queensTextRows(view: QueensView): string[] {
  const rows: string[] = [];
  for (let r = 0; r < view.size; r++) {
    const c = view.queens[r]!;
    rows.push(c >= 0 ? '.'.repeat(c) + 'Q' + '.'.repeat(view.size - c - 1) : '.'.repeat(view.size));
  }
  return rows;
}
