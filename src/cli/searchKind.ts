/** `--search backtracking|min-conflicts|tree|cutset`: one call that runs whichever the options ask for. */
import {
  cutsetByName,
  solve,
  solveCutset,
  solveMinConflicts,
  solveTreeCsp,
  treeRefusal,
  treeRefusalText,
  type Problem,
  type SearchOptions,
  type SearchResult,
} from '../solver/index.ts';
import { english } from '../text/index.ts';
import { UsageError, type CliOptions } from './args.ts';

/**
 * Backtracking with `defaults` under the command line's options, min-conflicts, the tree algorithm
 * (refused off a tree), or cutset conditioning (a given cutset refused, naming a cycle, when the
 * rest is not a forest).
 */
export function runSearch(problem: Problem, options: Pick<CliOptions, 'searchKind' | 'local' | 'search' | 'cutset'>, defaults: Partial<SearchOptions> = {}): SearchResult {
  if (options.searchKind === 'min-conflicts') return solveMinConflicts(problem, options.local);
  if (options.searchKind === 'cutset') return runCutset(problem, options);
  if (options.searchKind === 'tree') {
    const refusal = treeRefusal(problem);
    if (refusal?.kind === 'objective') throw new UsageError(`--search tree cannot optimise: ${english(treeRefusalText(problem, refusal))}`);
    if (refusal) throw new UsageError(`--search tree needs binary constraints on a tree or forest: ${english(treeRefusalText(problem, refusal))}`);
    return solveTreeCsp(problem);
  }
  return solve(problem, { ...defaults, ...options.search });
}

/** `--search cutset`, with `--cutset a,b,c` when given (names of variables). */
function runCutset(problem: Problem, options: Pick<CliOptions, 'search' | 'cutset'>): SearchResult {
  const name = (v: number) => problem.variables[v]!.name;
  let cutset: number[] | undefined;
  if (options.cutset) {
    const named = cutsetByName(problem, options.cutset);
    if (named.state === 'unknown') throw new UsageError(`--cutset: no variable named ${JSON.stringify(named.name)} (the variables: ${problem.variables.slice(0, 12).map((x) => x.name).join(', ')}${problem.variables.length > 12 ? ', ...' : ''})`);
    if (named.state === 'cycle') throw new UsageError(`--cutset ${options.cutset.join(',')} is not a cycle cutset: without it the constraint graph still has a cycle: ${[...named.cycle, named.cycle[0]!].map(name).join(' – ')}`);
    cutset = named.variables;
  }
  const { maxSolutions, nodeLimit, timeLimitMs } = options.search;
  return solveCutset(problem, { cutset, maxSolutions, nodeLimit, timeLimitMs });
}
