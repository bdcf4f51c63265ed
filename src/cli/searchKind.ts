/** `--search backtracking|min-conflicts`: one call that runs whichever the options ask for. */
import { solve, solveMinConflicts, type Problem, type SearchOptions, type SearchResult } from '../solver/index.ts';
import type { CliOptions } from './args.ts';

/** Backtracking with `defaults` under the command line's options, or min-conflicts. */
export function runSearch(problem: Problem, options: CliOptions, defaults: Partial<SearchOptions> = {}): SearchResult {
  if (options.searchKind === 'min-conflicts') return solveMinConflicts(problem, options.local);
  return solve(problem, { ...defaults, ...options.search });
}
