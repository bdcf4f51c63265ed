/**
 * What the board shows at a step, derived from the puzzle, the words (crossword) or candidates
 * (Sudoku, Futoshiki) and the assignment there — never stored. The sentence describing the
 * current event is in sentences.ts.
 */
import type { Slot } from '../../puzzles/crossword/index.ts';
import { SYMBOLS } from '../../puzzles/digits.ts';
import { EventCode, type Trace, type TraceCursor } from '../../trace/index.ts';

/** Highlight of a cell; never shown by colour alone (see index.css: outlines, stripes, icons). */
export type CellMark = 'select' | 'assign' | 'backtrack' | 'prune' | 'conflict' | 'solution' | '';

/**
 * The highlight a backtracking search's event puts on its variable's cells: chosen, assigned, a
 * value pruned, emptied or in a clash, taken back (or jumped over); '' for any other event.
 */
export function searchMark(type: number): CellMark {
  return SEARCH_MARKS.get(type) ?? '';
}

const SEARCH_MARKS = new Map<number, CellMark>([
  [EventCode.select, 'select'],
  [EventCode.assign, 'assign'],
  [EventCode.prune, 'prune'],
  [EventCode.wipeout, 'conflict'],
  [EventCode.conflict, 'conflict'],
  [EventCode.backjump, 'backtrack'],
  [EventCode.backtrack, 'backtrack'],
]);

export interface StepEvent {
  type: number;
  variable: number;
  value: number;
  extra: number;
}

export type Words = Record<number, string[]>;

export function wordOf(words: Words | null, slot: Slot | undefined, value: number): string {
  if (!slot || !words || value < 0) return '';
  return words[slot.length]?.[value] ?? '';
}

export function eventAt(trace: Trace, position: number): StepEvent | null {
  const i = position - 1;
  if (i < 0 || i >= trace.recorded) return null;
  return { type: trace.type(i), variable: trace.variable(i), value: trace.value(i), extra: trace.extra(i) };
}

// ---------------------------------------------------------------------------------------------
// Sudoku and Futoshiki

/** A digit as the board writes it (16 x 16 Sudoku uses A-G for 10-16). */
export function digitText(digit: number): string {
  return digit > 0 ? (SYMBOLS[digit - 1] ?? '?') : '';
}


/** "r3c5" for a cell of an N x N board. */
export function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/**
 * Does a board whose puzzle is `puzzle` show the run (at the player's cursor)? Only when the run is
 * of that very puzzle and its trace can be replayed; otherwise it shows the puzzle alone. The boards,
 * the exports and the share link all go by this one rule.
 */
export function showsRun(s: { trace: Trace | null; cursorView: TraceCursor | null; runBoard: { puzzle: unknown } | null }, puzzle: unknown): boolean {
  return s.trace !== null && s.cursorView !== null && s.runBoard?.puzzle === puzzle;
}
