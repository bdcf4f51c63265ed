/**
 * Sudoku and Futoshiki boards as the app edits them, and their conversion to the models' puzzles.
 *
 * Glossary:
 * - cell: index r * size + c (0-based), the model's variable of the same index.
 * - digit: 1..size; 0 is an empty cell. The model's value is digit - 1.
 * - sign: the Futoshiki inequality between a cell and its neighbour to the right (`right[cell]`)
 *   or below (`down[cell]`): 0 none, 1 "this cell is smaller" (`<`, `∧`), 2 "this cell is
 *   larger" (`>`, `∨`).
 */
import type { FutoshikiPuzzle, Inequality } from '../../../puzzles/futoshiki/index.ts';
import { BOX_SHAPES, type SudokuPuzzle } from '../../../puzzles/sudoku/index.ts';

export type NumberKind = 'sudoku' | 'futoshiki';

export const SIGN_NONE = 0;
export const SIGN_LESS = 1;
export const SIGN_GREATER = 2;

export interface NumberPuzzle {
  readonly kind: NumberKind;
  readonly size: number;
  /** Box shape (Sudoku); 0 x 0 for Futoshiki, which has no boxes. */
  readonly boxRows: number;
  readonly boxCols: number;
  readonly givens: readonly number[];
  /** Futoshiki signs (all SIGN_NONE for Sudoku). */
  readonly right: readonly number[];
  readonly down: readonly number[];
}

export function emptyNumberPuzzle(kind: NumberKind, size: number): NumberPuzzle {
  const [boxRows, boxCols] = kind === 'sudoku' ? (BOX_SHAPES.get(size) ?? [3, 3]) : [0, 0];
  const zeros = () => new Array<number>(size * size).fill(0);
  return { kind, size, boxRows, boxCols, givens: zeros(), right: zeros(), down: zeros() };
}

export function fromSudoku(p: SudokuPuzzle): NumberPuzzle {
  const zeros = new Array<number>(p.size * p.size).fill(0);
  return { kind: 'sudoku', size: p.size, boxRows: p.boxRows, boxCols: p.boxCols, givens: Array.from(p.cells), right: zeros, down: zeros };
}

export function toSudoku(p: NumberPuzzle): SudokuPuzzle {
  return { size: p.size, boxRows: p.boxRows, boxCols: p.boxCols, cells: Uint8Array.from(p.givens), line: 0 };
}

/** Signs from the file's "smaller cell, larger cell" pairs (a later pair on the same edge wins). */
export function fromFutoshiki(p: FutoshikiPuzzle): NumberPuzzle {
  const n = p.size;
  const right = new Array<number>(n * n).fill(SIGN_NONE);
  const down = new Array<number>(n * n).fill(SIGN_NONE);
  for (const { r1, c1, r2, c2 } of p.inequalities) {
    const first = Math.min(r1 * n + c1, r2 * n + c2);
    const sign = first === r1 * n + c1 ? SIGN_LESS : SIGN_GREATER;
    if (r1 === r2) right[first] = sign;
    else down[first] = sign;
  }
  return { kind: 'futoshiki', size: n, boxRows: 0, boxCols: 0, givens: Array.from(p.cells), right, down };
}

export function toFutoshiki(p: NumberPuzzle): FutoshikiPuzzle {
  const n = p.size;
  const inequalities: Inequality[] = [];
  for (let cell = 0; cell < n * n; cell++) {
    const r = Math.floor(cell / n);
    const c = cell % n;
    const pair = (r2: number, c2: number, sign: number) => {
      if (sign === SIGN_LESS) inequalities.push({ r1: r, c1: c, r2, c2 });
      else if (sign === SIGN_GREATER) inequalities.push({ r1: r2, c1: c2, r2: r, c2: c });
    };
    if (c + 1 < n) pair(r, c + 1, p.right[cell] ?? SIGN_NONE);
    if (r + 1 < n) pair(r + 1, c, p.down[cell] ?? SIGN_NONE);
  }
  return { size: n, cells: Uint8Array.from(p.givens), inequalities };
}

/** The text of a sign as the board shows it. */
export function signText(sign: number, direction: 'right' | 'down'): string {
  if (sign === SIGN_LESS) return direction === 'right' ? '<' : '∧';
  if (sign === SIGN_GREATER) return direction === 'right' ? '>' : '∨';
  return '';
}
