/** What a Sudoku or Futoshiki board shows at a step: givens, digits, candidates and the event's highlight — derived, never stored. */
import { EventCode } from '../../../trace/index.ts';
import type { NumberPuzzle } from './board.ts';
import { digitText, searchMark, type CellMark, type StepEvent } from '../view.ts';

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
  const mark = searchMark(event.type);
  if (mark && cell >= 0) marks[cell] = mark;
  switch (event.type) {
    case EventCode.backtrack:
      if (digits[cell] === '') ghosts[cell] = digitText(event.value + 1);
      break;
    case EventCode.solution:
      marks.fill('solution');
      break;
    // min-conflicts: the picked variable is in conflict; a repair places its new value.
    case EventCode.pick: {
      // The cells of its row, column and box that hold the same digit are its clashes.
      const n = puzzle.size;
      const r = Math.floor(cell / n);
      const c = cell % n;
      const sameUnit = (other: number) => {
        const r2 = Math.floor(other / n);
        const c2 = other % n;
        if (r2 === r || c2 === c) return true;
        return puzzle.boxRows > 0 && Math.floor(r2 / puzzle.boxRows) === Math.floor(r / puzzle.boxRows) && Math.floor(c2 / puzzle.boxCols) === Math.floor(c / puzzle.boxCols);
      };
      for (let other = 0; other < n * n; other++) {
        if (other !== cell && digits[other] !== '' && digits[other] === digits[cell] && sameUnit(other)) marks[other] = 'prune';
      }
      marks[cell] = 'conflict';
      break;
    }
    case EventCode.place:
    case EventCode.repair:
    case EventCode.walk:
      marks[cell] = 'assign';
      break;
  }
  return { digits, candidates, marks, ghosts };
}

