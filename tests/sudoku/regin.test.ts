import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { Regin } from '../../src/solver/constraints/allDifferentGac.ts';

/** Bit a of the word: value a. The values of each position found in some all-different assignment. */
function supported(domains: number[]): number[] | null {
  const out = domains.map(() => 0);
  let any = false;
  const go = (i: number, used: number, chosen: number[]): void => {
    if (i === domains.length) {
      any = true;
      chosen.forEach((a, j) => (out[j]! |= 1 << a));
      return;
    }
    for (let rest = domains[i]! & ~used; rest !== 0; rest &= rest - 1) {
      const a = 31 - Math.clz32(rest & -rest);
      chosen.push(a);
      go(i + 1, used | (1 << a), chosen);
      chosen.pop();
    }
  };
  go(0, 0, []);
  return any ? out : null;
}

/** The caller's part (as the kernel does it): single values out of the other positions, to a fixpoint; false when a domain empties. */
function takeSingles(domains: number[]): boolean {
  for (let grew = true; grew; ) {
    grew = false;
    for (let i = 0; i < domains.length; i++) {
      const w = domains[i]!;
      if (w === 0) return false;
      if ((w & (w - 1)) !== 0) continue;
      for (let j = 0; j < domains.length; j++) {
        if (j !== i && (domains[j]! & w) !== 0) {
          domains[j]! &= ~w;
          grew = true;
        }
      }
    }
  }
  return domains.every((w) => w !== 0);
}

// Up to 9 positions over up to 10 values, then a few rounds of removals: the same Regin (its
// matching kept from round to round, the positions it found fixed passed back as known), as
// the all-different kernel runs it on a unit during a search.
const caseArb = fc
  .record({ positions: fc.integer({ min: 1, max: 9 }), extra: fc.integer({ min: 0, max: 1 }) })
  .chain(({ positions, extra }) => {
    const values = positions + extra;
    const full = (1 << values) - 1;
    const word = fc.integer({ min: 1, max: full });
    return fc.record({
      values: fc.constant(values),
      domains: fc.array(word, { minLength: positions, maxLength: positions }),
      rounds: fc.array(fc.array(fc.integer({ min: 0, max: full }), { minLength: positions, maxLength: positions }), { maxLength: 4 }),
    });
  });

describe('Régin filtering (shared by AllDifferentGac and the kernel) against brute force', () => {
  it('keeps exactly the supported values, fails exactly when no assignment exists, over rounds with a kept matching', () => {
    fc.assert(
      fc.property(caseArb, ({ values, domains, rounds }) => {
        const k = domains.length;
        const valueOf = new Int32Array(k).fill(-1);
        const positionOf = new Int32Array(values).fill(-1);
        const regin = new Regin(k, valueOf, positionOf);
        const vars = Int32Array.from({ length: k }, (_, i) => i);
        const current = domains.slice();
        let known = 0;
        for (let round = 0; round <= rounds.length; round++) {
          if (round > 0) {
            // Remove some values (a domain left empty keeps one value instead).
            rounds[round - 1]!.forEach((drop, i) => {
              const rest = current[i]! & ~drop;
              current[i] = rest !== 0 ? rest : current[i]! & -current[i]!;
            });
          }
          if (!takeSingles(current)) return;
          const want = supported(current);
          const dom = Int32Array.from(current);
          const tests = regin.filter(dom, vars, 0, k, 0, known);
          if (want === null) {
            expect(tests).toBeLessThan(0);
            return;
          }
          expect(tests).toBeGreaterThanOrEqual(0);
          // Positions with one value are fixed (reported in `fixed`), the others come back in d.
          for (let i = 0; i < k; i++) {
            if ((current[i]! & (current[i]! - 1)) === 0) check((regin.fixed >>> i) & 1).toBe(1);
          }
          for (let j = 0; j < regin.m; j++) {
            const i = regin.open[j]!;
            check(regin.d[i]).toBe(want[i]);
            current[i] = regin.d[i]!;
          }
          check(current).toEqual(want);
          // The matching stays a matching (symmetric).
          for (let i = 0; i < k; i++) if (valueOf[i]! >= 0) check(positionOf[valueOf[i]!]).toBe(i);
          known = regin.fixed;
        }
      }),
      { numRuns: 3000 },
    );
  });
});
