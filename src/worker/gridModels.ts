/**
 * The grid puzzles the solver worker builds — every kind but the crossword, which brings a
 * dictionary: each one's model builder and its independent checker (src/checkers). The protocol's
 * request type (`GridSolveRequest`) and the worker follow from this table, so a fourth grid kind
 * (a Latin square, Kakuro) is one entry here.
 */
import { buildFutoshikiModel, type FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import { buildSudokuModel, type SudokuPuzzle } from '../puzzles/sudoku/index.ts';
import { buildQueensModel, type QueensPuzzle } from '../puzzles/queens/index.ts';
import { futoshikiCheck, queensCheck, sudokuCheck, type SolutionCheck } from '../checkers/solutions.ts';
import type { AllDiffForm, Problem } from '../solver/index.ts';
import { buildFlatZincModel, flatZincCheck, type FlatZincPuzzle } from './modelGrid.ts';

/** What the worker needs of a grid kind. */
export interface GridModel<P> {
  /** The problem, its constraint labels, and a solution as board rows (what the checker reads). */
  build(puzzle: P, options: { alldiff: AllDiffForm }): { problem: Problem; rows(values: Int32Array): string[] };
  /** The independent check of a solution of `puzzle`. */
  check(puzzle: P): SolutionCheck;
}

export const GRID_MODELS = {
  sudoku: { build: buildSudokuModel, check: sudokuCheck } satisfies GridModel<SudokuPuzzle>,
  futoshiki: { build: buildFutoshikiModel, check: futoshikiCheck } satisfies GridModel<FutoshikiPuzzle>,
  queens: { build: (p: QueensPuzzle) => buildQueensModel(p.size, p.givens), check: queensCheck } satisfies GridModel<QueensPuzzle>,
  model: { build: buildFlatZincModel, check: flatZincCheck } satisfies GridModel<FlatZincPuzzle>,
};

export type GridKind = keyof typeof GRID_MODELS;

/** The puzzle a grid kind's model reads. */
export type GridPuzzle<K extends GridKind> = Parameters<(typeof GRID_MODELS)[K]['build']>[0];

/** The model of `kind`, typed for its puzzle. */
export function gridModel<K extends GridKind>(kind: K): GridModel<GridPuzzle<K>> {
  return GRID_MODELS[kind] as unknown as GridModel<GridPuzzle<K>>;
}
