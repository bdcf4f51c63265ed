/**
 * The linear constraint's incremental sums (src/solver/constraints/linear.ts): the fixed terms
 * leave the sums, their total kept in the state's reversible numbers (`Domains.reversibleBase`).
 * After any sequence of removals, assignments, marks, undos, fresh starts (breadth-first search's
 * `setDomains`) and added cells, in two states used by turns, the sum's bounds the constraint
 * computes equal those summed afresh here from the domains, term by term.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { Linear, State, type Problem } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

/** Six terms (the incremental path: four or more), domains small and large, with offsets. */
const SIZES = [3, 40, 5, 70, 2, 33];
const OFFSETS = [0, -7, 2, 0, 5, -20];

type Step =
  | { kind: 'remove'; v: number; value: number }
  | { kind: 'bound'; v: number; from: number; to: number }
  | { kind: 'assign'; v: number; value: number }
  | { kind: 'mark' }
  | { kind: 'undo' }
  | { kind: 'afresh' }
  | { kind: 'cells' }
  | { kind: 'other' };

const variable = fc.integer({ min: 0, max: SIZES.length - 1 });
const value = fc.integer({ min: 0, max: 69 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), v: variable, value }),
  fc.record({ kind: fc.constant('bound' as const), v: variable, from: value, to: value }),
  fc.record({ kind: fc.constant('assign' as const), v: variable, value }),
  fc.constant({ kind: 'mark' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'afresh' as const }),
  fc.constant({ kind: 'cells' as const }),
  fc.constant({ kind: 'other' as const }),
);

/** Σ coef · x's least and greatest value over the domains, summed afresh. */
function freshBounds(state: State, coef: readonly number[]): [number, number] {
  let least = 0;
  let most = 0;
  for (let k = 0; k < SIZES.length; k++) {
    const lo = coef[k]! * (state.firstValue(k) + OFFSETS[k]!);
    const hi = coef[k]! * (state.lastValue(k) + OFFSETS[k]!);
    least += Math.min(lo, hi);
    most += Math.max(lo, hi);
  }
  return [least, most];
}

describe('the linear constraint, incrementally', () => {
  it('after any assignments, removals and backtracks, in two states by turns, its sums equal a fresh recomputation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -9, max: 9 }).filter((c) => c !== 0), { minLength: SIZES.length, maxLength: SIZES.length }), fc.array(step, { maxLength: 80 }), (coef, steps) => {
        const vars = SIZES.map((_, k) => k);
        const linear = new Linear(vars, coef, OFFSETS, 'le', 0, verbatim('sum'), SIZES);
        const problem: Problem = { variables: SIZES.map((size, k) => ({ name: `x${k}`, size })), constraints: [linear] };
        const states = [new State(problem), new State(problem)];
        const marks: number[][] = [[], []];
        const snapshot = (s: State): [Int32Array, Int32Array] => {
          const bits = new Int32Array(s.totalWords);
          const sizes = new Int32Array(SIZES.length);
          s.copyDomains(bits, sizes);
          return [bits, sizes];
        };
        const saved = states.map(snapshot);
        let now = 0;
        for (const st of steps) {
          const state = states[now]!;
          switch (st.kind) {
            case 'remove':
              // Never empty a domain: the search stops at a wipe-out, and so does the constraint.
              if (state.size(st.v) > 1) state.remove(st.v, st.value % SIZES[st.v]!);
              break;
            case 'bound': {
              const size = SIZES[st.v]!;
              const from = Math.min(st.from, st.to) % size;
              const to = Math.max(st.from, st.to) % size;
              const mask = new Int32Array(state.wordCount(st.v));
              for (let a = from; a <= to; a++) mask[a >>> 5]! |= 1 << (a & 31);
              const kept = Array.from({ length: size }, (_, a) => a).filter((a) => state.has(st.v, a) && (mask[a >>> 5]! & (1 << (a & 31))) !== 0);
              if (kept.length > 0) state.restrict(st.v, mask, 0);
              break;
            }
            case 'assign': {
              if (state.isAssigned(st.v)) break;
              const values = Array.from({ length: SIZES[st.v]! }, (_, a) => a).filter((a) => state.has(st.v, a));
              state.reduceTo(st.v, values[st.value % values.length]!);
              break;
            }
            case 'mark':
              marks[now]!.push(state.trailMark);
              break;
            case 'undo': {
              const mark = marks[now]!.pop();
              if (mark !== undefined) state.undoTo(mark);
              break;
            }
            case 'afresh':
              // Breadth-first search starts a state again from domains it copied earlier.
              state.setDomains(...saved[now]!);
              marks[now] = [];
              break;
            case 'cells':
              state.extendCells(3);
              break;
            case 'other':
              saved[now] = snapshot(state);
              now = 1 - now;
              break;
          }
          check(linear.sumBounds(states[now]!)).toEqual(freshBounds(states[now]!, coef));
        }
      }),
      { numRuns: 400 },
    );
  });
});
