/**
 * What the board shows at a step, derived from the puzzle, the words (crossword) or candidates
 * (Sudoku, Futoshiki) and the assignment there — never stored. The sentence describing the
 * current event is in sentences.ts.
 */
import type { CrosswordLayout, Slot } from '../puzzles/crossword/index.ts';
import { SYMBOLS } from '../puzzles/digits.ts';
import { EventCode } from '../worker/protocol.ts';
import type { NumberPuzzle } from './numbers.ts';
import type { Trace } from './trace.ts';

/** Highlight of a cell; never shown by colour alone (see index.css: outlines, stripes, icons). */
export type CellMark = 'select' | 'assign' | 'backtrack' | 'prune' | 'conflict' | 'solution' | '';

export interface BoardView {
  letters: string[];
  marks: CellMark[];
  /** Letters just taken back by a backtrack, shown fading in cells that are now empty. */
  ghosts: string[];
}

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

export function boardView(layout: CrosswordLayout, words: Words | null, values: Int32Array | null, event: StepEvent | null): BoardView {
  const n = layout.width * layout.height;
  const letters = layout.blocks.map((b, i) => (b ? '' : layout.given[i] || ''));
  const marks = new Array<CellMark>(n).fill('');
  const ghosts = new Array<string>(n).fill('');
  if (values && words) {
    layout.slots.forEach((slot, s) => {
      const word = Array.from(wordOf(words, slot, values[s] ?? -1));
      if (word.length === 0) return;
      slot.cells.forEach((cell, pos) => (letters[cell] = word[pos] ?? ''));
    });
  }
  if (!event) return { letters, marks, ghosts };
  const slot = layout.slots[event.variable];
  const markSlot = (mark: CellMark) => slot?.cells.forEach((c) => (marks[c] = mark));
  switch (event.type) {
    case EventCode.select:
      markSlot('select');
      break;
    case EventCode.assign:
      markSlot('assign');
      break;
    case EventCode.prune:
      markSlot('prune');
      break;
    case EventCode.wipeout:
    case EventCode.conflict:
      markSlot('conflict');
      break;
    case EventCode.backjump:
      markSlot('backtrack');
      break;
    case EventCode.backtrack: {
      markSlot('backtrack');
      const word = Array.from(wordOf(words, slot, event.value));
      slot?.cells.forEach((c, pos) => {
        if (letters[c] === '') ghosts[c] = word[pos] ?? '';
      });
      break;
    }
    case EventCode.solution:
      layout.blocks.forEach((b, i) => !b && (marks[i] = 'solution'));
      break;
  }
  return { letters, marks, ghosts };
}

/**
 * Slots no word of the dictionary can fill (by length, and by the letters given in them).
 * `byLength`: the words of each length (in code points) joined with '\n'.
 */
export function unfillableSlots(layout: CrosswordLayout, byLength: ReadonlyMap<number, string> | null): Slot[] {
  if (!byLength) return [];
  return layout.slots.filter((slot) => {
    const words = byLength.get(slot.length);
    if (words === undefined || words === '') return true;
    const pattern = slot.cells.map((c) => layout.given[c] ?? '');
    if (pattern.every((l) => l === '')) return false;
    // One line of the joined list that matches the pattern ('.' is one code point with the u flag).
    const source = pattern.map((l) => (l === '' ? '.' : l.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&'))).join('');
    return !new RegExp(`^${source}$`, 'mu').test(words);
  });
}

// ---------------------------------------------------------------------------------------------
// Sudoku and Futoshiki

/** A digit as the board writes it (16 x 16 Sudoku uses A-G for 10-16). */
export function digitText(digit: number): string {
  return digit > 0 ? (SYMBOLS[digit - 1] ?? '?') : '';
}

export interface NumberBoardView {
  /** The digit shown in each cell ('' when empty): a given, or the solver's value. */
  digits: string[];
  /**
   * Candidates of each empty cell, as the text the cell's aria-hidden layer shows: one line per
   * row of the candidate grid, a space where a value was pruned. '' when there is nothing to show.
   */
  candidates: string[];
  marks: CellMark[];
  ghosts: string[];
}

/** Columns of the small candidate grid: 2 for N ≤ 4, 3 up to 9, 4 for 16. */
export function candidateColumns(size: number): number {
  return size <= 4 ? 2 : size <= 9 ? 3 : 4;
}

/** The candidate grid of one cell as text (monospace lines; pruned values as spaces). */
export function candidateText(mask: number, size: number): string {
  const cols = candidateColumns(size);
  const lines: string[] = [];
  for (let start = 0; start < size; start += cols) {
    let line = '';
    for (let v = start; v < Math.min(size, start + cols); v++) line += (mask & (1 << v)) !== 0 ? digitText(v + 1) : ' ';
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * The board at a step: givens, the assignment there, the candidates of empty cells (from the
 * replayed domains; none before a run) and the highlight of the event that led there.
 */
export function numberBoardView(puzzle: NumberPuzzle, values: Int32Array | null, masks: Int32Array | null, event: StepEvent | null): NumberBoardView {
  const n = puzzle.size * puzzle.size;
  const digits = puzzle.givens.map((d) => digitText(d));
  const candidates = new Array<string>(n).fill('');
  const marks = new Array<CellMark>(n).fill('');
  const ghosts = new Array<string>(n).fill('');
  for (let cell = 0; cell < n; cell++) {
    const value = values?.[cell] ?? -1;
    if (value >= 0) digits[cell] = digitText(value + 1);
    if (digits[cell] === '' && masks) candidates[cell] = candidateText(masks[cell] ?? 0, puzzle.size);
  }
  if (!event) return { digits, candidates, marks, ghosts };
  const cell = event.variable;
  switch (event.type) {
    case EventCode.select:
      marks[cell] = 'select';
      break;
    case EventCode.assign:
      marks[cell] = 'assign';
      break;
    case EventCode.prune:
      marks[cell] = 'prune';
      break;
    case EventCode.wipeout:
    case EventCode.conflict:
      if (cell >= 0) marks[cell] = 'conflict';
      break;
    case EventCode.backjump:
      marks[cell] = 'backtrack';
      break;
    case EventCode.backtrack:
      marks[cell] = 'backtrack';
      if (digits[cell] === '') ghosts[cell] = digitText(event.value + 1);
      break;
    case EventCode.solution:
      marks.fill('solution');
      break;
  }
  return { digits, candidates, marks, ghosts };
}

/** "r3c5" for a cell of an N x N board. */
export function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}
