/**
 * Batch runs: a search to the end without events, returning solutions and statistics.
 *
 * - `solveGeneric` drains the generic `search()` (search.ts) with recording off;
 * - `solve` picks the fastest engine: problems and options the all-different kernel mirrors
 *   (kernel/allDifferentKernel.ts: Sudoku, Latin squares under MAC + MRV or static order) run
 *   there, everything else runs `solveGeneric`. Both make the same choices and return the same
 *   solutions, nodes and backtracks; `solveGeneric` is there for comparisons and benchmarks.
 */
import { solveWithKernel, kernelFor } from './kernel/allDifferentKernel.ts';
import { withDefaults, type SearchOptions } from './options.ts';
import type { Problem } from './problem.ts';
import { search, type SearchResult } from './search.ts';

/** Run the generic search to the end without building events. */
export function solveGeneric(problem: Problem, options: Partial<SearchOptions> = {}): SearchResult {
  const run = search(problem, { ...options, record: false });
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/** Run a search to the end without events, in the all-different kernel when it applies. */
export function solve(problem: Problem, options: Partial<SearchOptions> = {}): SearchResult {
  // withDefaults returns a fresh object: setting `record` on it spares a copy of `options`.
  const merged = withDefaults(options);
  merged.record = false;
  if (kernelFor(problem, merged)) return solveWithKernel(problem, merged);
  return solveGeneric(problem, options);
}
