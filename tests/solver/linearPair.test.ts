/**
 * The two-term linear constraint `LinearPair` (src/solver/constraints/linear.ts): c0 · x + c1 · y
 * ≤ rhs, plain, reified (b ⇔ …) or half-reified (b ⇒ …), over domains with holes and offsets.
 *
 * One propagation leaves exactly the values that have a support (arc consistency, which bounds
 * filtering is for two terms and ≤), found here by enumerating the relation written again, and
 * fails exactly when some variable has none. And it does what the general `Linear` does on the
 * same domains: the same values removed, the same variable named on a failure, the same checks
 * counted (it replaces `Linear` for these relations, and must filter no more and no less).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { Linear, LinearPair, State, linearConstraint } from '../../src/solver/index.ts';
import type { Watcher } from '../../src/solver/state.ts';
import { verbatim } from '../../src/text/index.ts';

interface Case {
  /** x, y and, when reified, b: each variable's number of values and the values it keeps. */
  sizes: number[];
  kept: number[][];
  offsets: [number, number];
  coef: [number, number];
  rhs: number;
  reif: 'none' | 'full' | 'half';
}

const domain = fc
  .tuple(fc.integer({ min: 1, max: 7 }), fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }))
  .map(([size, keep]) => ({ size, kept: Array.from({ length: size }, (_, a) => a).filter((a) => keep[a]) }))
  .filter((d) => d.kept.length > 0);

const arbitraryCase: fc.Arbitrary<Case> = fc
  .record({
    x: domain,
    y: domain,
    b: fc.constantFrom<number[]>([0, 1], [0], [1]),
    offsets: fc.tuple(fc.integer({ min: -4, max: 3 }), fc.integer({ min: -4, max: 3 })),
    coef: fc.tuple(fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0), fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0)),
    rhs: fc.integer({ min: -12, max: 12 }),
    reif: fc.constantFrom<'none' | 'full' | 'half'>('none', 'full', 'half'),
  })
  .map(({ x, y, b, offsets, coef, rhs, reif }) => ({
    sizes: reif === 'none' ? [x.size, y.size] : [x.size, y.size, 2],
    kept: reif === 'none' ? [x.kept, y.kept] : [x.kept, y.kept, b],
    offsets,
    coef,
    rhs,
    reif,
  }));

/** Does the assignment (value indices of x, y and b) satisfy the relation? Written again, not the constraint's. */
function holds(c: Case, a: readonly number[]): boolean {
  const sum = c.coef[0] * (a[0]! + c.offsets[0]) + c.coef[1] * (a[1]! + c.offsets[1]);
  if (c.reif === 'none') return sum <= c.rhs;
  if (a[2] === 1) return sum <= c.rhs;
  return c.reif === 'half' || sum > c.rhs;
}

/** Each variable's values with a support in the others' domains (arc consistency), by enumeration. */
function supported(c: Case): number[][] {
  const out = c.kept.map(() => new Set<number>());
  const a: number[] = [];
  const go = (k: number): void => {
    if (k === c.kept.length) {
      if (holds(c, a)) a.forEach((value, v) => out[v]!.add(value));
      return;
    }
    for (const value of c.kept[k]!) {
      a[k] = value;
      go(k + 1);
    }
  };
  go(0);
  return out.map((s) => [...s].sort((p, q) => p - q));
}

/** A state of the case's domains with `constraint`, the variable its watcher saw fail, and one propagation's result. */
function propagateOnce(c: Case, build: typeof linearConstraint): { result: boolean; failed: number; checks: number; domains: number[][] } {
  const reification = c.reif === 'none' ? null : { variable: 2, half: c.reif === 'half' };
  const constraint = build([0, 1], c.coef, c.offsets, 'le', c.rhs, verbatim('sum'), c.sizes, reification);
  const state = new State({
    variables: c.sizes.map((size, k) => ({ name: `v${k}`, size, initial: c.kept[k]! })),
    constraints: [constraint],
  });
  let failed = -1;
  const watcher: Watcher = {
    removed: (_v, _value, empty) => !empty,
    removedBits() {},
    shrunk: (_v, empty) => !empty,
    failed: (v) => {
      failed = v;
      return false;
    },
  };
  state.watcher = watcher;
  const result = constraint.propagate(state);
  const values = new Int32Array(8);
  const domains = c.sizes.map((_, v) => Array.from(values.subarray(0, state.valuesOf(v, values))));
  return { result, failed, checks: state.checks, domains };
}

const asPair: typeof linearConstraint = (...args) => {
  const pair = linearConstraint(...args);
  check(pair instanceof LinearPair, 'two terms and ≤ make a LinearPair').toBe(true);
  return pair;
};
const asLinear: typeof linearConstraint = (vars, coef, offset, rel, rhs, label, sizes, reification) => new Linear(vars, coef, offset, rel, rhs, label, sizes, reification);

describe('the two-term linear constraint', () => {
  it('leaves exactly the values with a support, and fails exactly when a variable has none', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const expected = supported(c);
        const { result, domains } = propagateOnce(c, asPair);
        const wipeout = expected.some((d) => d.length === 0);
        check(result, `propagation ${wipeout ? 'fails' : 'succeeds'}`).toBe(!wipeout);
        if (!wipeout) check(domains).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('removes, fails and counts checks as the general Linear does', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const pair = propagateOnce(c, asPair);
        const general = propagateOnce(c, asLinear);
        check(pair.result).toBe(general.result);
        check(pair.failed).toBe(general.failed);
        check(pair.checks).toBe(general.checks);
        if (pair.result) check(pair.domains).toEqual(general.domains);
      }),
      { numRuns: 3000 },
    );
  });
});
