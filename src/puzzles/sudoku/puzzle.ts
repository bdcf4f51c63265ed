/**
 * Sudoku boards and their symbols.
 *
 * Glossary:
 * - size N: the board is N x N (4, 6, 9 or 16), split into boxes of `boxRows` x `boxCols` cells.
 * - cell: index r * N + c (0-based); its variable is named "r{r+1}c{c+1}".
 * - digit: 1..N, written with the symbols `123456789ABCDEFG` (16 x 16 uses A-G for 10-16);
 *   value = digit - 1 in the CSP.
 * - unit: a row, a column or a box: N cells that must hold different digits.
 */

import { SYMBOLS } from '../digits.ts';

export { SYMBOLS };

/** Board sizes we know how to split into boxes: N → [box rows, box columns]. */
export const BOX_SHAPES: ReadonlyMap<number, readonly [number, number]> = new Map([
  [4, [2, 2]],
  [6, [2, 3]],
  [9, [3, 3]],
  [16, [4, 4]],
]);

export interface SudokuPuzzle {
  readonly size: number;
  readonly boxRows: number;
  readonly boxCols: number;
  /** One entry per cell: 0 empty, otherwise the given digit 1..N. */
  readonly cells: Uint8Array;
  /** 1-based line of the file where the puzzle starts (0 when built in code). */
  readonly line: number;
  /** counted.txt: the known number of solutions, and one solution as a line of symbols. */
  readonly count?: number | undefined;
  readonly solution?: string | undefined;
}

/** A puzzle from a line of N*N symbols (`0` or `.` empty); throws RangeError on a bad line. */
export function sudokuFromLine(line: string): SudokuPuzzle {
  const size = Math.round(Math.sqrt(line.length));
  const shape = BOX_SHAPES.get(size);
  if (!shape || size * size !== line.length) throw new RangeError(`no Sudoku has ${line.length} cells`);
  const cells = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '0' || ch === '.') continue;
    const digit = SYMBOLS.indexOf(ch.toUpperCase()) + 1;
    if (digit < 1 || digit > size) throw new RangeError(`bad symbol ${JSON.stringify(ch)} for a ${size} x ${size} Sudoku`);
    cells[i] = digit;
  }
  return { size, boxRows: shape[0], boxCols: shape[1], cells, line: 0 };
}

/** The puzzle as one line of symbols, `.` for an empty cell. */
export function sudokuToLine(puzzle: SudokuPuzzle): string {
  return Array.from(puzzle.cells, (d) => (d === 0 ? '.' : SYMBOLS[d - 1]!)).join('');
}
