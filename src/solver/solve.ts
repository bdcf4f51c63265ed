/**
 * `solve()`: run a search to the end without events. Problems and options the all-different
 * kernel mirrors (kernel/allDifferentKernel.ts: Sudoku, Latin squares under MAC + MRV or static
 * order) run there; everything else runs the generic `search()`. Both make the same choices and
 * return the same solutions, nodes and backtracks; `solveGeneric` always takes the generic path
 * (for comparisons and benchmarks).
 */
import { solveWithKernel, kernelFor } from './kernel/allDifferentKernel.ts';
import { withDefaults, type SearchOptions } from './options.ts';
import type { Problem } from './problem.ts';
import { solve as solveGeneric, type SearchResult } from './search.ts';

export function solve(problem: Problem, options: Partial<SearchOptions> = {}): SearchResult {
  // withDefaults returns a fresh object: setting `record` on it spares a copy of `options`.
  const merged = withDefaults(options);
  merged.record = false;
  if (kernelFor(problem, merged)) return solveWithKernel(problem, merged);
  return solveGeneric(problem, options);
}

export { solveGeneric };
