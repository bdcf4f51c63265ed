/**
 * Sudoku as a CSP: one variable per cell ("r1c1" .. "r9c9", 1-based) whose values 0..N-1 mean the
 * digits 1..N; givens are single-value initial domains; one all-different constraint per unit
 * (row, column, box), either as value elimination (`neq`, the pairwise ≠ decomposition) or with
 * Régin's generalized arc consistency (`gac`, the default).
 */
import { allDifferent, type AllDiffForm, type Problem, type Variable } from '../../solver/index.ts';
import { digitRows } from '../digits.ts';
import type { SudokuPuzzle } from './puzzle.ts';

export interface SudokuModelOptions {
  alldiff?: AllDiffForm | undefined;
}

export interface SudokuModel {
  readonly puzzle: SudokuPuzzle;
  readonly problem: Problem;
  /** The cells of each unit: rows, then columns, then boxes. */
  readonly units: readonly (readonly number[])[];
  /** The board's rows as strings of symbols ("534678912"); unassigned cells show as `.`. */
  rows(values: Int32Array): string[];
}

/** Rows, columns and boxes of an N x N board as lists of cell indices. */
export function sudokuUnits(size: number, boxRows: number, boxCols: number): number[][] {
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push(Array.from({ length: size }, (_, c) => r * size + c));
  for (let c = 0; c < size; c++) units.push(Array.from({ length: size }, (_, r) => r * size + c));
  for (let br = 0; br < size; br += boxRows) {
    for (let bc = 0; bc < size; bc += boxCols) {
      const box: number[] = [];
      for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) box.push(r * size + c);
      units.push(box);
    }
  }
  return units;
}

export function buildSudokuModel(puzzle: SudokuPuzzle, options: SudokuModelOptions = {}): SudokuModel {
  const form = options.alldiff ?? 'gac';
  const n = puzzle.size;
  const variables: Variable[] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const given = puzzle.cells[r * n + c]!;
      variables.push({ name: `r${r + 1}c${c + 1}`, size: n, initial: given > 0 ? [given - 1] : undefined });
    }
  }
  const units = sudokuUnits(n, puzzle.boxRows, puzzle.boxCols);
  const names = [
    ...Array.from({ length: n }, (_, i) => `row ${i + 1}`),
    ...Array.from({ length: n }, (_, i) => `column ${i + 1}`),
    ...Array.from({ length: n }, (_, i) => `box ${i + 1}`),
  ];
  const constraints = units.map((unit, u) => allDifferent(form, unit, `all different: ${names[u]!}`, n));
  return {
    puzzle,
    problem: { variables, constraints },
    units,
    rows: (values: Int32Array): string[] => digitRows(n, values),
  };
}
