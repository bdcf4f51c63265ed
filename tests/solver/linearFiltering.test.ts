/**
 * How much one propagation of the linear constraint removes (src/solver/constraints/linear.ts),
 * general `Linear` (two to six terms; from four the sums are incremental) and `LinearPair`: no
 * more and no less than bounds filtering to its fixpoint, computed here afresh by the textbook
 * rule over plain sets of values (each term keeps the values x with lower − Σ others' most ≤ c · x
 * ≤ upper − Σ others' least, until nothing changes). With b open, b loses 1 exactly when no value
 * of the sum can satisfy the relation and 0 exactly when every value does. A faster propagator
 * must keep this exact, since the search's node counts depend on it.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { Linear, State, linearConstraint, type LinearRelation } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

interface Case {
  /** Per term: its variable's number of values, the values it keeps (value indices), the integer of index 0, its coefficient. */
  sizes: number[];
  kept: number[][];
  offsets: number[];
  coef: number[];
  rel: LinearRelation;
  rhs: number;
  /** The reifying variable's values: absent (plain), open, or fixed. */
  b: 'none' | 'open' | 0 | 1;
  half: boolean;
  general: boolean;
}

/** Domains of one word and of two or three (the masks of bounds filtering span words). */
const SIZES = [6, 40, 70];
const MOST = Math.max(...SIZES);

const arbitraryCase: fc.Arbitrary<Case> = fc
  .record({
    terms: fc.array(
      fc.record({
        size: fc.constantFrom(...SIZES),
        keep: fc.array(fc.boolean(), { minLength: MOST, maxLength: MOST }),
        offset: fc.integer({ min: -3, max: 2 }),
        coef: fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0),
      }),
      { minLength: 2, maxLength: 6 },
    ),
    rel: fc.constantFrom<LinearRelation>('le', 'eq'),
    rhs: fc.integer({ min: -60, max: 60 }),
    b: fc.constantFrom<Case['b']>('none', 'open', 0, 1),
    half: fc.boolean(),
    general: fc.boolean(),
  })
  .map(({ terms, rel, rhs, b, half, general }) => ({
    sizes: terms.map((t) => t.size),
    kept: terms.map((t) => t.keep.slice(0, t.size).flatMap((k, a) => (k ? [a] : []))),
    offsets: terms.map((t) => t.offset),
    coef: terms.map((t) => t.coef),
    rel,
    rhs,
    b,
    half,
    general,
  }))
  // b = 0 on = is Σ ≠ rhs, which bounds do not filter: not this file's rule.
  .filter((c) => !(c.b === 0 && c.rel === 'eq') && c.kept.every((d) => d.length > 0));

/** The textbook fixpoint of bounds filtering of lower ≤ Σ c · x ≤ upper over sets of values; null on a wipeout. */
function boundsFixpoint(c: Case, lower: number, upper: number): number[][] | null {
  const sets = c.kept.map((d) => [...d]);
  const term = (k: number, a: number) => c.coef[k]! * (a + c.offsets[k]!);
  const least = (k: number) => Math.min(...sets[k]!.map((a) => term(k, a)));
  const most = (k: number) => Math.max(...sets[k]!.map((a) => term(k, a)));
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = 0; k < sets.length; k++) {
      let othersLeast = 0;
      let othersMost = 0;
      for (let j = 0; j < sets.length; j++) {
        if (j === k) continue;
        othersLeast += least(j);
        othersMost += most(j);
      }
      const keep = sets[k]!.filter((a) => term(k, a) <= upper - othersLeast && term(k, a) >= lower - othersMost);
      if (keep.length === 0) return null;
      if (keep.length !== sets[k]!.length) changed = true;
      sets[k] = keep;
    }
  }
  return sets;
}

function run(c: Case): { result: boolean; domains: number[][] } {
  const n = c.kept.length;
  const vars = c.kept.map((_, k) => k);
  const reification = c.b === 'none' ? null : { variable: n, half: c.half };
  const args = [vars, c.coef, c.offsets, c.rel, c.rhs, verbatim('sum'), [...c.sizes, 2], reification] as const;
  const constraint = c.general ? new Linear(...args) : linearConstraint(...args);
  const bValues = c.b === 'none' || c.b === 'open' ? [0, 1] : [c.b];
  const state = new State({
    variables: [...c.kept.map((kept, k) => ({ name: `x${k}`, size: c.sizes[k]!, initial: kept })), ...(c.b === 'none' ? [] : [{ name: 'b', size: 2, initial: bValues }])],
    constraints: [constraint],
  });
  const result = constraint.propagate(state);
  const out = new Int32Array(MOST);
  const domains = Array.from({ length: n + (c.b === 'none' ? 0 : 1) }, (_, v) => Array.from(out.subarray(0, state.valuesOf(v, out))));
  return { result, domains };
}

describe('the linear constraint filters by bounds exactly', () => {
  it('to the textbook fixpoint, and decides b by the sum’s bounds', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const { result, domains } = run(c);
        const upper = c.rhs;
        const lower = c.rel === 'eq' ? c.rhs : -Infinity;
        if (c.b === 'open') {
          // The sum's least and greatest value over the domains: b = 1 impossible, b = 0 impossible.
          let least = 0;
          let most = 0;
          c.kept.forEach((d, k) => {
            const values = d.map((a) => c.coef[k]! * (a + c.offsets[k]!));
            least += Math.min(...values);
            most += Math.max(...values);
          });
          const never = least > upper || most < lower;
          const always = most <= upper && least >= lower;
          check(result).toBe(true);
          check(domains.slice(0, -1)).toEqual(c.kept);
          check(domains.at(-1)).toEqual(never ? [0] : always && !c.half ? [1] : [0, 1]);
          return;
        }
        if (c.b === 0 && c.half) {
          check(result).toBe(true);
          check(domains.slice(0, -1)).toEqual(c.kept);
          return;
        }
        const expected = c.b === 0 ? boundsFixpoint(c, c.rhs + 1, Infinity) : boundsFixpoint(c, lower, upper);
        check(result, expected ? 'filters' : 'fails').toBe(expected !== null);
        if (expected) check(c.b === 'none' ? domains : domains.slice(0, -1)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });
});
