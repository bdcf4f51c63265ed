/**
 * dom/wdeg's choice (src/solver/heuristics.ts, which sees each constraint's unassigned variables
 * once per choice when its scope has four or more): on random problems with n-ary scopes (a
 * variable may appear twice in one), random weights, and choices made one after another as
 * variables are assigned and unassigned, the variable chosen is the first unassigned one of
 * smallest size / weighted degree, the degree counted here again by the definition: the weights
 * of v's constraints with another unassigned variable in their scope (0.5 when none; a
 * constraint counts once for each time v is in its scope, as the state lists it once for each).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { State, type Constraint, type Problem } from '../../src/solver/index.ts';
import { selectVariable } from '../../src/solver/heuristics.ts';
import { verbatim } from '../../src/text/index.ts';

/** A constraint with a scope and nothing else: the choice reads only scopes, domains and weights. */
function scopeOnly(scope: number[]): Constraint {
  const never = (): never => {
    throw new Error('not searched');
  };
  return { scope, label: verbatim('c'), idempotent: true, isConsistent: never, forwardCheck: never, propagate: never, countSupports: never };
}

/** The choice by the definition, scanning every scope for every variable. */
function expected(state: State, problem: Problem): number {
  let best = -1;
  let bestScore = Infinity;
  for (let v = 0; v < problem.variables.length; v++) {
    if (state.value[v]! >= 0) continue;
    let w = 0;
    problem.constraints.forEach((c, ci) => {
      if (c.scope.some((u) => u !== v && state.value[u]! < 0)) w += state.weight[ci]! * c.scope.filter((u) => u === v).length;
    });
    const score = state.size(v) / (w > 0 ? w : 0.5);
    if (score < bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

const N = 7;
const arbitraryCase = fc.record({
  sizes: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: N, maxLength: N }),
  scopes: fc.array(fc.array(fc.integer({ min: 0, max: N - 1 }), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 8 }),
  weights: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 8, maxLength: 8 }),
  /** Each step assigns (value ≥ 0) or unassigns (-1) a variable, then the choice is asked. */
  steps: fc.array(fc.tuple(fc.integer({ min: 0, max: N - 1 }), fc.integer({ min: -1, max: 0 })), { maxLength: 20 }),
});

describe('dom/wdeg', () => {
  it('chooses as the definition says, choice after choice, as variables are assigned and unassigned', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ sizes, scopes, weights, steps }) => {
        const problem: Problem = { variables: sizes.map((size, v) => ({ name: `x${v}`, size })), constraints: scopes.map(scopeOnly) };
        const state = new State(problem);
        scopes.forEach((_, c) => (state.weight[c] = weights[c]!));
        check(selectVariable(state, 'dom-wdeg')).toBe(expected(state, problem));
        for (const [v, value] of steps) {
          state.value[v] = value;
          check(selectVariable(state, 'dom-wdeg')).toBe(expected(state, problem));
        }
      }),
      { numRuns: 500 },
    );
  });
});
