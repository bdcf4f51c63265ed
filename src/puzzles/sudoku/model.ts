/**
 * Sudoku as a CSP: one variable per cell ("r1c1" .. "r9c9", 1-based) whose values 0..N-1 mean the
 * digits 1..N; givens are single-value initial domains; one all-different constraint per unit
 * (row, column, box), either as value elimination (`neq`, the pairwise ≠ decomposition) or with
 * Régin's generalized arc consistency (`gac`, the default).
 */
import { allDifferent, type AllDiffForm, type Constraint, type Problem, type SearchOptions, type Variable } from '../../solver/index.ts';
import { msg } from '../../text/index.ts';
import { digitRows } from '../digits.ts';
import type { SudokuPuzzle } from './puzzle.ts';

/**
 * The search the command line uses for Sudoku unless told otherwise: MAC with GAC all-different
 * (the defaults) and MRV, which `solve()` runs in the all-different kernel (`npm run bench sudoku`).
 */
export const SUDOKU_SEARCH: Partial<SearchOptions> = { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex' };

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

/** What every puzzle of one shape and all-different form shares: names, units, constraints. */
interface Shape {
  readonly names: readonly string[];
  readonly units: readonly (readonly number[])[];
  readonly constraints: readonly Constraint[];
  /**
   * The variable of cell i holding given g (0: none) at `cells[i * (size + 1) + g]`, made once:
   * variables are plain read-only data, so puzzles of one shape share them (a batch of puzzles
   * then allocates no variables at all).
   */
  readonly cells: (Variable | undefined)[];
  /** The model's `rows`, one function per shape (it depends on the size only). */
  readonly rows: (values: Int32Array) => string[];
}
const shapes = new Map<string, Shape>();

/**
 * The cells' names, the units and the constraint objects of one board shape, built once and
 * shared by every puzzle of that shape (the solver keeps no state in them that depends on the
 * puzzle, and compiles a shape once: see solver/kernel).
 */
function shapeOf(size: number, boxRows: number, boxCols: number, form: AllDiffForm): Shape {
  const key = `${size}:${boxRows}:${boxCols}:${form}`;
  let shape = shapes.get(key);
  if (!shape) {
    const names: string[] = [];
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) names.push(`r${r + 1}c${c + 1}`);
    const units = sudokuUnits(size, boxRows, boxCols);
    const labels = (['names.allDifferentRow', 'names.allDifferentColumn', 'names.allDifferentBox'] as const).flatMap((key) => Array.from({ length: size }, (_, i) => msg(key, { n: i + 1 })));
    const constraints = units.map((unit, u) => allDifferent(form, unit, labels[u]!, size));
    shape = { names, units, constraints, cells: new Array<Variable | undefined>(size * size * (size + 1)), rows: (values: Int32Array): string[] => digitRows(size, values) };
    shapes.set(key, shape);
  }
  return shape;
}

export function buildSudokuModel(puzzle: SudokuPuzzle, options: SudokuModelOptions = {}): SudokuModel {
  const n = puzzle.size;
  const { names, units, constraints, cells, rows } = shapeOf(n, puzzle.boxRows, puzzle.boxCols, options.alldiff ?? 'gac');
  const variables: Variable[] = new Array<Variable>(n * n);
  for (let i = 0; i < n * n; i++) {
    const given = puzzle.cells[i]!;
    // (A given out of range is not shared: its variable keeps it, and the solver names the cell.)
    const k = Number.isInteger(given) && given >= 0 && given <= n ? i * (n + 1) + given : -1;
    let variable = k >= 0 ? cells[k] : undefined;
    if (variable === undefined) {
      variable = { name: names[i]!, size: n, initial: given > 0 ? [given - 1] : undefined };
      if (k >= 0) cells[k] = variable;
    }
    variables[i] = variable;
  }
  return {
    puzzle,
    problem: { variables, constraints },
    units,
    rows,
  };
}
