import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { buildFutoshikiModel, type FutoshikiPuzzle, type Inequality } from '../../src/puzzles/futoshiki/index.ts';
import { ALLDIFF_FORMS, solve, type AllDiffForm, type SearchOptions } from '../../src/solver/index.ts';
import { describeCombination, searchCombinations } from '../solver/combinations.ts';
import { bruteForce, latinGroups } from './bruteForce.ts';

/** A random Futoshiki (a Latin square when it has no signs) of size 3 or 4. */
const instance = fc
  .integer({ min: 3, max: 4 })
  .chain((n) =>
    fc.record({
      size: fc.constant(n),
      givens: fc.array(fc.tuple(fc.nat(n * n - 1), fc.integer({ min: 1, max: n })), { maxLength: 4 }),
      signs: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.boolean(), fc.boolean()), { maxLength: 5 }),
    }),
  )
  .map(({ size, givens, signs }): FutoshikiPuzzle => {
    const cells = new Uint8Array(size * size);
    for (const [cell, digit] of givens) cells[cell] = digit;
    const inequalities: Inequality[] = [];
    for (const [r, c, horizontal, flip] of signs) {
      const [r2, c2] = horizontal ? [r, c + 1] : [r + 1, c];
      if (r2 >= size || c2 >= size) continue;
      inequalities.push(flip ? { r1: r2, c1: c2, r2: r, c2: c } : { r1: r, c1: c, r2, c2 });
    }
    return { size, cells, inequalities };
  });

const combination = fc.record({
  search: fc.constantFrom(...searchCombinations()),
  seed: fc.nat(1000),
  alldiff: fc.constantFrom(...ALLDIFF_FORMS),
}).map(({ search, seed, alldiff }) => ({ ...search, seed, alldiff }));

function expected(p: FutoshikiPuzzle): string[] {
  const n = p.size;
  return bruteForce({
    size: n,
    givens: Array.from(p.cells),
    groups: latinGroups(n),
    less: p.inequalities.map(({ r1, c1, r2, c2 }) => [r1 * n + c1, r2 * n + c2]),
  }).sort();
}

function solutions(p: FutoshikiPuzzle, options: Partial<SearchOptions> & { alldiff: AllDiffForm }): string[] {
  const model = buildFutoshikiModel(p, { alldiff: options.alldiff });
  const result = solve(model.problem, { ...options, maxSolutions: Infinity });
  check(result.status).toBe(result.solutions.length > 0 ? 'solved' : 'unsatisfiable');
  return result.solutions.map((v) => model.rows(v).join('')).sort();
}

describe('Futoshiki and Latin squares: every algorithm finds exactly the brute-force solutions', () => {
  it('random instances, random combinations', () => {
    fc.assert(
      fc.property(instance, combination, (p, options) => {
        check(solutions(p, options)).toEqual(expected(p));
      }),
      { numRuns: 400 },
    );
  });

  it('every combination on a few random instances', () => {
    const samples = fc.sample(instance, { numRuns: 4, seed: 42 });
    for (const p of samples) {
      const want = expected(p);
      for (const search of searchCombinations())
        for (const alldiff of ALLDIFF_FORMS) {
          check(solutions(p, { ...search, alldiff }), `${describeCombination(search)} ${alldiff}`).toEqual(want);
        }
    }
  });
});
