/**
 * The engine's linear constraint (src/solver/constraints/linear.ts): Σ coef · x ≤ rhs or = rhs,
 * plain, reified (b ⇔ Σ …) or half-reified (b ⇒ Σ …), over variables with holes in their domains
 * and offsets, with up to six terms (from four the sums are incremental; two terms and ≤ are a
 * `LinearPair`, built by `linearConstraint` as the models build them). Every search option
 * finds exactly the assignments brute force accepts, judged by the relation written here again
 * (not by the constraint's own check).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { linearConstraint, solve, type Problem, type SearchOptions } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

interface Case {
  /** Per variable: its number of values, the integer its value index 0 stands for, values removed before search. */
  sizes: number[];
  offsets: number[];
  removed: number[][];
  /** Terms: variable k of the sum (0..terms-1), its coefficient. */
  coef: number[];
  rel: 'le' | 'eq';
  rhs: number;
  /** none, b ⇔ Σ, b ⇒ Σ: b is the last variable (two values). */
  reif: 'none' | 'full' | 'half';
}

const arbitraryCase: fc.Arbitrary<Case> = fc
  .record({
    terms: fc.array(fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: -3, max: 2 }), fc.subarray([0, 1, 2, 3])), { minLength: 2, maxLength: 6 }),
    coef: fc.array(fc.integer({ min: -3, max: 3 }).filter((c) => c !== 0), { minLength: 6, maxLength: 6 }),
    rel: fc.constantFrom<'le' | 'eq'>('le', 'eq'),
    rhs: fc.integer({ min: -6, max: 6 }),
    reif: fc.constantFrom<'none' | 'full' | 'half'>('none', 'full', 'half'),
  })
  .map(({ terms, coef, rel, rhs, reif }) => {
    const sizes = terms.map(([size]) => size);
    const offsets = terms.map(([, offset]) => offset);
    // Keep at least one value of each domain.
    const removed = terms.map(([size, , gone]) => gone.filter((a) => a < size && a > 0));
    if (reif !== 'none') {
      sizes.push(2);
      offsets.push(0);
      removed.push([]);
    }
    return { sizes, offsets, removed, coef: coef.slice(0, terms.length), rel, rhs, reif };
  });

function problemOf(c: Case): Problem {
  const n = c.coef.length;
  const vars = c.coef.map((_, k) => k);
  const linear = linearConstraint(vars, c.coef, c.offsets.slice(0, n), c.rel, c.rhs, verbatim('sum'), c.sizes, c.reif === 'none' ? null : { variable: n, half: c.reif === 'half' });
  return {
    // `initial`: the values a variable keeps.
    variables: c.sizes.map((size, k) => ({ name: `x${k}`, size, initial: Array.from({ length: size }, (_, a) => a).filter((a) => !c.removed[k]!.includes(a)) })),
    constraints: [linear],
  };
}

/** Every assignment (value indices, joined) the relation accepts, by enumeration. */
function bruteForce(c: Case): string[] {
  const n = c.coef.length;
  const found: string[] = [];
  const a: number[] = [];
  const go = (k: number): void => {
    if (k === c.sizes.length) {
      let sum = 0;
      for (let t = 0; t < n; t++) sum += c.coef[t]! * (a[t]! + c.offsets[t]!);
      const holds = c.rel === 'le' ? sum <= c.rhs : sum === c.rhs;
      const b = c.reif === 'none' ? 1 : a[n]!;
      if (b === 1 ? holds : c.reif === 'half' || !holds) found.push(a.join(','));
      return;
    }
    for (let v = 0; v < c.sizes[k]!; v++) {
      if (c.removed[k]!.includes(v)) continue;
      a[k] = v;
      go(k + 1);
    }
  };
  go(0);
  return found.sort();
}

const CONFIGS: Partial<SearchOptions>[] = [];
for (const inference of ['none', 'fc', 'mac'] as const) {
  for (const ac3 of [false, true]) {
    for (const branching of ['d-way', 'binary'] as const) CONFIGS.push({ inference, ac3, branching, variableOrder: 'mrv' });
  }
  // Breadth-first search starts states afresh and backjumping adds cells: both beside the sums' reversible numbers (four terms or more).
  CONFIGS.push({ inference, strategy: 'bfs' }, { inference, backjump: true });
}

describe('the linear constraint', () => {
  it('plain, reified and half-reified: every search option finds exactly the assignments brute force accepts', () => {
    fc.assert(
      fc.property(arbitraryCase, fc.nat(CONFIGS.length - 1), (c, i) => {
        const result = solve(problemOf(c), { ...CONFIGS[i]!, maxSolutions: Infinity });
        const found = result.solutions.map((s) => [...s].join(',')).sort();
        check(found).toEqual(bruteForce(c));
      }),
      { numRuns: 600 },
    );
  });
});
