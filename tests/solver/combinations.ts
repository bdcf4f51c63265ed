/** Combinations of search options, for the property tests of each puzzle kind and the agreement suite. */
import { INFERENCES, STRATEGIES, VALUE_ORDERS, VARIABLE_ORDERS, type SearchOptions } from '../../src/solver/index.ts';

/**
 * inference × variable order × value order × strategy × AC-3 first × branching (breadth-first
 * ignores branching), then Luby restarts with each inference (first-solution searches only;
 * ignored when all solutions are wanted), then conflict-directed backjumping (depth-first,
 * d-way) with every inference × variable order × value order × AC-3 first, with restarts, and
 * with binary branching (where it is ignored).
 */
export function searchCombinations(seed = 3): Partial<SearchOptions>[] {
  const out: Partial<SearchOptions>[] = [];
  for (const inference of INFERENCES)
    for (const variableOrder of VARIABLE_ORDERS)
      for (const valueOrder of VALUE_ORDERS)
        for (const strategy of STRATEGIES)
          for (const ac3 of [false, true])
            for (const branching of ['d-way', 'binary'] as const) {
              if (strategy === 'bfs' && branching === 'binary') continue;
              out.push({ inference, variableOrder, valueOrder, strategy, ac3, branching, seed });
            }
  for (const inference of INFERENCES) out.push({ inference, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 1, seed: seed + 2 });
  out.push(...backjumpCombinations(seed));
  return out;
}

/** The combinations with conflict-directed backjumping (see `searchCombinations`). */
export function backjumpCombinations(seed = 3): Partial<SearchOptions>[] {
  const out: Partial<SearchOptions>[] = [];
  for (const inference of INFERENCES)
    for (const variableOrder of VARIABLE_ORDERS)
      for (const valueOrder of VALUE_ORDERS)
        for (const ac3 of [false, true]) out.push({ inference, variableOrder, valueOrder, strategy: 'dfs', ac3, branching: 'd-way', backjump: true, seed });
  for (const inference of INFERENCES) {
    out.push({ inference, variableOrder: 'dom-wdeg', valueOrder: 'random', restarts: 'luby', restartBase: 1, backjump: true, seed: seed + 2 });
    out.push({ inference, variableOrder: 'mrv', valueOrder: 'lex', branching: 'binary', backjump: true, seed });
  }
  return out;
}

export const BRANCHINGS = ['d-way', 'binary'] as const;
export const RESTARTS = ['none', 'luby'] as const;

/**
 * Every combination of inference × AC-3 first × variable order × value order × branching ×
 * strategy × restarts × backjumping: 3 × 2 × 4 × 4 × 2 × 2 × 2 × 2 = 1,536 (the agreement suite,
 * tests/agreement). The solver refuses none of them. They come in two runs: first the 672 where
 * every option takes effect (depth-first: d-way with or without restarts and backjumping, binary
 * with or without restarts; breadth-first with d-way and nothing else), then the 864 where the
 * solver ignores an option (breadth-first ignores branching, restarts and backjumping; binary
 * branching ignores backjumping), so a run over the first N combinations covers the effective
 * ones first. Luby restarts use base 1, so that they happen on tiny instances. `seed` is left to
 * the caller; restarts are ignored by the solver when all solutions are wanted.
 */
export function everyCombination(): Partial<SearchOptions>[] {
  const effective: Partial<SearchOptions>[] = [];
  const ignoring: Partial<SearchOptions>[] = [];
  for (const strategy of STRATEGIES)
    for (const branching of BRANCHINGS)
      for (const restarts of RESTARTS)
        for (const backjump of [false, true])
          for (const inference of INFERENCES)
            for (const ac3 of [false, true])
              for (const variableOrder of VARIABLE_ORDERS)
                for (const valueOrder of VALUE_ORDERS) {
                  const options: Partial<SearchOptions> = { inference, ac3, variableOrder, valueOrder, branching, strategy, restarts, backjump };
                  if (restarts === 'luby') options.restartBase = 1;
                  const ignored = strategy === 'bfs' ? branching !== 'd-way' || restarts !== 'none' || backjump : branching === 'binary' && backjump;
                  (ignored ? ignoring : effective).push(options);
                }
  return [...effective, ...ignoring];
}

/** How many of `everyCombination()` have every option take effect (they come first). */
export const EFFECTIVE_COMBINATIONS = 672;

/** Short name of a combination, for failure messages. */
export function describeCombination(o: Partial<SearchOptions>): string {
  return [o.inference, o.variableOrder, o.valueOrder, o.strategy, o.ac3 ? 'ac3' : '', o.branching ?? '', o.restarts === 'none' ? '' : (o.restarts ?? ''), o.backjump ? 'backjump' : ''].filter(Boolean).join(' ');
}
