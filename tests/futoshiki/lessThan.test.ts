import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { establishArcConsistency, LessThan, State, type Problem } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

const domain = fc.uniqueArray(fc.nat(8), { minLength: 1, maxLength: 9 });

describe('LessThan', () => {
  it('keeps exactly the values with a support (bounds propagation is arc consistency for <)', () => {
    fc.assert(
      fc.property(domain, domain, (a, b) => {
        const problem: Problem = {
          variables: [
            { name: 'a', size: 9, initial: a },
            { name: 'b', size: 9, initial: b },
          ],
          constraints: [new LessThan(0, 1, verbatim('a < b'))],
        };
        const state = new State(problem);
        const ok = establishArcConsistency(state);
        const wantA = a.filter((x) => b.some((y) => x < y)).sort((p, q) => p - q);
        const wantB = b.filter((y) => a.some((x) => x < y)).sort((p, q) => p - q);
        if (wantA.length === 0) {
          check(ok).toBe(false);
          return;
        }
        check(ok).toBe(true);
        const out = new Int32Array(9);
        check(Array.from(out.subarray(0, state.valuesOf(0, out)))).toEqual(wantA);
        check(Array.from(out.subarray(0, state.valuesOf(1, out)))).toEqual(wantB);
      }),
      { numRuns: 500 },
    );
  });
});
