/** N-queens by backtracking: every search option against brute force and the known counts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkQueens } from '../../src/checkers/queens.ts';
import { buildQueensModel, queensRows } from '../../src/puzzles/queens/index.ts';
import { INFERENCES, STRATEGIES, VALUE_ORDERS, VARIABLE_ORDERS, search, solve, type SearchOptions } from '../../src/solver/index.ts';
import { describeCombination, searchCombinations } from '../solver/combinations.ts';
import { allQueens, attackingPairs } from './bruteForce.ts';

/** OEIS A000170 for N = 1..8. */
const KNOWN = [1, 0, 0, 2, 10, 4, 40, 92];

function solutionsOf(n: number, options: Partial<SearchOptions>): string[] {
  const result = solve(buildQueensModel(n).problem, { ...options, maxSolutions: Infinity });
  const found = result.solutions.map((s) => {
    check(checkQueens(n, s)).toEqual([]);
    return Array.from(s).join(',');
  });
  check(result.status).toBe(found.length > 0 ? 'solved' : 'unsatisfiable');
  return found.sort();
}

describe('queens by backtracking', () => {
  it('brute force agrees with the known counts 1, 0, 0, 2, 10, 4, 40, 92', () => {
    check(KNOWN.map((_, i) => allQueens(i + 1).length)).toEqual(KNOWN);
  });

  it('every inference × variable order × value order × DFS/BFS counts N = 1..8 right', () => {
    for (const inference of INFERENCES)
      for (const variableOrder of VARIABLE_ORDERS)
        for (const valueOrder of VALUE_ORDERS)
          for (const strategy of STRATEGIES) {
            const options = { inference, variableOrder, valueOrder, strategy, ac3: inference === 'mac', seed: 7 };
            const counts = KNOWN.map((_, i) => solve(buildQueensModel(i + 1).problem, { ...options, maxSolutions: Infinity }).stats.solutions);
            check(counts, describeCombination(options)).toEqual(KNOWN);
          }
  });

  it('every search combination (branching, AC-3, restarts, backjumping too) finds exactly the brute-force solutions', () => {
    const expected = Array.from({ length: 7 }, (_, i) => allQueens(i + 1));
    fc.assert(
      fc.property(fc.constantFrom(...searchCombinations()), fc.integer({ min: 1, max: 7 }), fc.nat(1000), (combination, n, seed) => {
        const options = { ...combination, seed };
        check(solutionsOf(n, options), `${n}-queens, ${describeCombination(options)}`).toEqual(expected[n - 1]);
      }),
      { numRuns: 150 },
    );
  });

  it('first solutions of larger boards pass the checker, with every inference', () => {
    for (const inference of INFERENCES) {
      // Without inference, first-solution search on 30 queens takes hundreds of millions of nodes.
      for (const n of inference === 'none' ? [9, 16] : [9, 16, 30]) {
        const r = solve(buildQueensModel(n).problem, { inference, variableOrder: 'mrv', ac3: false });
        check(r.status).toBe('solved');
        check(checkQueens(n, r.solutions[0]!)).toEqual([]);
        check(attackingPairs(r.solutions[0]!)).toBe(0);
      }
    }
  });

  it('forward checking prunes exactly the cells the new queen attacks', () => {
    const n = 6;
    const events = [...search(buildQueensModel(n).problem, { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex', record: true })];
    const first = events.findIndex((e) => e.type === 'assign');
    const assign = events[first] as Extract<(typeof events)[number], { type: 'assign' }>;
    expect(assign).toMatchObject({ variable: 0, value: 0 });
    const pruned = new Set<string>();
    for (let i = first + 1; i < events.length && events[i]!.type === 'prune'; i++) {
      const e = events[i] as Extract<(typeof events)[number], { type: 'prune' }>;
      pruned.add(`${e.variable}:${e.value}`);
    }
    const attacked = new Set<string>();
    for (let r = 1; r < n; r++) for (let c = 0; c < n; c++) if (c === 0 || c === r) attacked.add(`${r}:${c}`);
    check(pruned).toEqual(attacked);
  });

  it('draws boards and refuses a size below 1', () => {
    check(queensRows(Int32Array.from([1, 3, 0, 2]))).toEqual(['.Q..', '...Q', 'Q...', '..Q.']);
    expect(() => buildQueensModel(0)).toThrow(/at least 1/);
  });
});

describe('the independent queens checker', () => {
  it('agrees with the pairwise brute force on random placements', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.nat(n - 1), { minLength: n, maxLength: n }))), ([n, q]) => {
        check(checkQueens(n, q).length === 0).toBe(attackingPairs(q) === 0);
      }),
      { numRuns: 500 },
    );
  });

  it('names what is wrong', () => {
    check(checkQueens(4, [1, 3, 0])).toEqual(['3 queens for a board of 4 rows']);
    check(checkQueens(4, [1, 3, 0, 4])[0]).toMatch(/row 4: column 4 is off the board/);
    check(checkQueens(4, [0, 2, 0, 3])[0]).toMatch(/column 0 holds another queen/);
    check(checkQueens(4, [0, 1, 3, 2]).join(' ')).toMatch(/diagonal/);
  });
});
