/**
 * Does a Sudoku or Futoshiki have exactly one solution? The project's solver (MAC with GAC
 * all-different, MRV) counts solutions up to two; with two, both are returned and the cells where
 * they differ, so that the app can step to where a second solution differs.
 */
import { solve } from '../../solver/index.ts';
import type { NumberGrid } from './grid.ts';

export type UniquenessStatus = 'unique' | 'multiple' | 'none' | 'unknown';

export interface Uniqueness {
  /** `unique`, `multiple` (at least two), `none`, or `unknown` when a limit stopped the count. */
  status: UniquenessStatus;
  /** Solutions found, at most 2 (`multiple` is "2 or more"). */
  count: number;
  /** The solutions found, each one digit (1..N) per cell. */
  solutions: Uint8Array[];
  /** With two solutions: the cells where they differ (ascending). */
  differ: number[];
  /** What the board says: "unique", "2 solutions" (counted to 2: at least two), "no solution". */
  text: string;
  nodes: number;
}

export interface CountOptions {
  /** Stop counting at this many solutions (default 2). */
  limit?: number;
  /** Give up (status `unknown`) after this many search nodes. */
  nodeLimit?: number;
}

/** Count the solutions of `grid` with givens `cells` (default: the grid's), up to `limit`. */
export function countSolutions(grid: NumberGrid, cells: Uint8Array = grid.cells, options: CountOptions = {}): Uniqueness {
  const limit = options.limit ?? 2;
  const result = solve(grid.problem(cells), { ...grid.search, maxSolutions: limit, nodeLimit: options.nodeLimit ?? Infinity });
  const solutions = result.solutions.map((values) => Uint8Array.from(values, (v) => v + 1));
  const count = solutions.length;
  const finished = result.status === 'solved' || result.status === 'unsatisfiable';
  const status: UniquenessStatus =
    count >= 2 ? 'multiple' : !finished ? 'unknown' : count === 1 ? 'unique' : 'none';
  const differ: number[] = [];
  if (count >= 2) for (let i = 0; i < solutions[0]!.length; i++) if (solutions[0]![i] !== solutions[1]![i]) differ.push(i);
  const text = status === 'unique' ? 'unique' : status === 'none' ? 'no solution' : status === 'multiple' ? `${count} solutions` : 'unknown';
  return { status, count, solutions, differ, text, nodes: result.stats.nodes };
}

/** True when `cells` has exactly one solution. */
export function isUnique(grid: NumberGrid, cells: Uint8Array = grid.cells): boolean {
  return countSolutions(grid, cells).status === 'unique';
}
