/** `--search backtracking|min-conflicts|tree|cutset`: one call that runs whichever the options ask for. */
import {
  constraintGraph,
  remainingCycle,
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
    const index = new Map(problem.variables.map((v, i) => [v.name, i]));
    cutset = options.cutset.map((n) => {
      const v = index.get(n);
      if (v === undefined) throw new UsageError(`--cutset: no variable named ${JSON.stringify(n)} (the variables: ${problem.variables.slice(0, 12).map((x) => x.name).join(', ')}${problem.variables.length > 12 ? ', ...' : ''})`);
      return v;
    });
    const cycle = remainingCycle(constraintGraph(problem), cutset);
    if (cycle) throw new UsageError(`--cutset ${options.cutset.join(',')} is not a cycle cutset: without it the constraint graph still has a cycle: ${[...cycle, cycle[0]!].map(name).join(' – ')}`);
  }
  const { maxSolutions, nodeLimit, timeLimitMs } = options.search;
  return solveCutset(problem, { cutset, maxSolutions, nodeLimit, timeLimitMs });
}
