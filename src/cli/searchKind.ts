/** `--search backtracking|min-conflicts|tree`: one call that runs whichever the options ask for. */
import { solve, solveMinConflicts, solveTreeCsp, treeRefusal, treeRefusalText, type Problem, type SearchOptions, type SearchResult } from '../solver/index.ts';
import { UsageError, type CliOptions } from './args.ts';

/** Backtracking with `defaults` under the command line's options, min-conflicts, or the tree algorithm (refused off a tree). */
export function runSearch(problem: Problem, options: Pick<CliOptions, 'searchKind' | 'local' | 'search'>, defaults: Partial<SearchOptions> = {}): SearchResult {
  if (options.searchKind === 'min-conflicts') return solveMinConflicts(problem, options.local);
  if (options.searchKind === 'tree') {
    const refusal = treeRefusal(problem);
    if (refusal?.kind === 'objective') throw new UsageError(`--search tree cannot optimise: ${treeRefusalText(problem, refusal)}`);
    if (refusal) throw new UsageError(`--search tree needs binary constraints on a tree or forest: ${treeRefusalText(problem, refusal)}`);
    return solveTreeCsp(problem);
  }
  return solve(problem, { ...defaults, ...options.search });
}
