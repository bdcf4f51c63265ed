/**
 * Sudoku and Futoshiki seen alike, for the puzzle-maker tools (uniqueness, rating, hint, generator):
 * an N x N board of digits 1..N, units that hold each digit once (rows, columns, and boxes for
 * Sudoku), and `<` signs between cells (Futoshiki). Cell i is r * N + c; digit d is value d - 1.
 */
import { buildFutoshikiModel, type FutoshikiPuzzle } from '../futoshiki/index.ts';
import { buildSudokuModel, sudokuUnits, type SudokuPuzzle } from '../sudoku/index.ts';
import { SUDOKU_SEARCH } from '../sudoku/model.ts';
import type { Problem, SearchOptions } from '../../solver/index.ts';

export type NumberKind = 'sudoku' | 'futoshiki';

export interface NumberGrid {
  readonly kind: NumberKind;
  readonly size: number;
  /** Givens: 0 empty, else the digit 1..N. */
  readonly cells: Uint8Array;
  /** Cells of each unit (rows, then columns, then boxes for Sudoku). */
  readonly units: readonly (readonly number[])[];
  /** Unit names, for explanations: "row 1", "column 3", "box 5". */
  readonly unitNames: readonly string[];
  /** `<` signs as [smaller cell, larger cell]. */
  readonly less: readonly (readonly [number, number])[];
  /** The CSP of these cells (the project's models), for the solver. */
  problem(cells: Uint8Array): Problem;
  /** The search the solver runs on it. */
  readonly search: Partial<SearchOptions>;
}

function unitNames(n: number, boxes: boolean): string[] {
  const names = [...Array.from({ length: n }, (_, i) => `row ${i + 1}`), ...Array.from({ length: n }, (_, i) => `column ${i + 1}`)];
  if (boxes) names.push(...Array.from({ length: n }, (_, i) => `box ${i + 1}`));
  return names;
}

export function sudokuGrid(puzzle: SudokuPuzzle): NumberGrid {
  const { size, boxRows, boxCols } = puzzle;
  return {
    kind: 'sudoku',
    size,
    cells: puzzle.cells,
    units: sudokuUnits(size, boxRows, boxCols),
    unitNames: unitNames(size, true),
    less: [],
    problem: (cells) => buildSudokuModel({ ...puzzle, cells }).problem,
    search: SUDOKU_SEARCH,
  };
}

export function futoshikiGrid(puzzle: FutoshikiPuzzle): NumberGrid {
  const n = puzzle.size;
  const units: number[][] = [];
  for (let r = 0; r < n; r++) units.push(Array.from({ length: n }, (_, c) => r * n + c));
  for (let c = 0; c < n; c++) units.push(Array.from({ length: n }, (_, r) => r * n + c));
  return {
    kind: 'futoshiki',
    size: n,
    cells: puzzle.cells,
    units,
    unitNames: unitNames(n, false),
    less: puzzle.inequalities.map(({ r1, c1, r2, c2 }) => [r1 * n + c1, r2 * n + c2] as const),
    problem: (cells) => buildFutoshikiModel({ ...puzzle, cells }).problem,
    search: { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex' },
  };
}

/** The cell's name as the models name variables: r1c1 (1-based). */
export function cellName(grid: { size: number }, cell: number): string {
  return `r${Math.floor(cell / grid.size) + 1}c${(cell % grid.size) + 1}`;
}
