import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { AllDifferentGac, establishArcConsistency, State, type Problem } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

/** Values of each variable that appear in some assignment with all values different. */
function supported(domains: number[][]): Set<number>[] {
  const out = domains.map(() => new Set<number>());
  const chosen: number[] = [];
  const go = (i: number): void => {
    if (i === domains.length) {
      chosen.forEach((value, v) => out[v]!.add(value));
      return;
    }
    for (const value of domains[i]!) {
      if (chosen.includes(value)) continue;
      chosen.push(value);
      go(i + 1);
      chosen.pop();
    }
  };
  go(0);
  return out;
}

const domainsArb = fc.integer({ min: 1, max: 6 }).chain((values) =>
  fc.array(fc.uniqueArray(fc.nat(values - 1), { minLength: 1, maxLength: values }), { minLength: 1, maxLength: 6 }).map((d) => ({ values, domains: d })),
);

describe('AllDifferentGac removes exactly the values that belong to no solution', () => {
  it('random domains against brute force', () => {
    fc.assert(
      fc.property(domainsArb, ({ values, domains }) => {
        const scope = domains.map((_, i) => i);
        const constraint = new AllDifferentGac(scope, verbatim('test'), values);
        const problem: Problem = { variables: domains.map((d, i) => ({ name: `x${i}`, size: values, initial: d })), constraints: [constraint] };
        const want = supported(domains);
        // Twice on the same constraint object: the kept matching must not change the answer.
        for (let round = 0; round < 2; round++) {
          const state = new State(problem);
          const ok = establishArcConsistency(state);
          if (want.some((s) => s.size === 0)) {
            check(ok).toBe(false);
          } else {
            check(ok).toBe(true);
            const out = new Int32Array(values);
            scope.forEach((v) => {
              const n = state.valuesOf(v, out);
              check(Array.from(out.subarray(0, n))).toEqual([...want[v]!].sort((a, b) => a - b));
            });
          }
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('finds a Hall set that pairwise ≠ misses: {1,2},{1,2},{1,2,3} leaves the third variable only 3', () => {
    const constraint = new AllDifferentGac([0, 1, 2], verbatim('test'), 3);
    const problem: Problem = {
      variables: [
        { name: 'a', size: 3, initial: [0, 1] },
        { name: 'b', size: 3, initial: [0, 1] },
        { name: 'c', size: 3, initial: [0, 1, 2] },
      ],
      constraints: [constraint],
    };
    const state = new State(problem);
    check(establishArcConsistency(state)).toBe(true);
    check(state.size(2)).toBe(1);
    check(state.has(2, 2)).toBe(true);
  });

  it('rejects more than 32 values', () => {
    expect(() => new AllDifferentGac([0], verbatim('big'), 33)).toThrow(RangeError);
  });
});
