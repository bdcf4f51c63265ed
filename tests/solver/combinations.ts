/** Every combination of search options, for the property tests of each puzzle kind. */
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

/** Short name of a combination, for failure messages. */
export function describeCombination(o: Partial<SearchOptions>): string {
  return [o.inference, o.variableOrder, o.valueOrder, o.strategy, o.ac3 ? 'ac3' : '', o.branching ?? '', o.restarts ?? '', o.backjump ? 'backjump' : ''].filter(Boolean).join(' ');
}
