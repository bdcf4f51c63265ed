/**
 * The sparse view of the domains (`Domains.liveWord`, `Domains.liveCount`): after any sequence of
 * restrictions, removals, assignments, undos and fresh starts (breadth-first search's
 * `setDomains`), every non-zero word of a domain is on its live list, the domains are exactly
 * those of a plain model of the same changes, and `firstValue` and `lastValue` (read from the
 * state's first and last non-zero words) are the model's least and greatest value (-1 when empty).
 */
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import fc from 'fast-check';
import { State } from '../../src/solver/index.ts';

type Step =
  | { kind: 'restrict'; v: number; keep: number[] }
  | { kind: 'remove'; v: number; value: number }
  | { kind: 'removeEnd'; v: number; last: boolean; count: number }
  | { kind: 'reduce'; v: number; value: number }
  | { kind: 'mark' }
  | { kind: 'undo' }
  | { kind: 'copy' }
  | { kind: 'restart' };

const SIZES = [70, 33, 5, 130, 0];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('restrict' as const),
    v: fc.integer({ min: 0, max: SIZES.length - 1 }),
    keep: fc.array(fc.integer({ min: 0, max: 129 }), { maxLength: 60 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), v: fc.integer({ min: 0, max: SIZES.length - 1 }), value: fc.integer({ min: 0, max: 129 }) }),
  // The `count` least or greatest values, one at a time: a bound's word empties by removals.
  fc.record({ kind: fc.constant('removeEnd' as const), v: fc.integer({ min: 0, max: SIZES.length - 1 }), last: fc.boolean(), count: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ kind: fc.constant('reduce' as const), v: fc.integer({ min: 0, max: SIZES.length - 1 }), value: fc.integer({ min: 0, max: 129 }) }),
  fc.constant({ kind: 'mark' as const }),
  fc.constant({ kind: 'undo' as const }),
  fc.constant({ kind: 'copy' as const }),
  fc.constant({ kind: 'restart' as const }),
);

function liveInvariant(state: State, v: number): void {
  const o = state.base(v);
  const listed = new Set<number>();
  for (let k = 0; k < state.liveCount(v); k++) listed.add(state.liveWord(o + k));
  check(listed.size).toBe(state.liveCount(v));
  for (let i = 0; i < state.wordCount(v); i++) {
    if (state.word(o + i) !== 0) check(listed.has(i), `word ${i} of variable ${v} is non-zero but not live`).toBe(true);
  }
  // The whole list (the dropped words after the live ones) is a permutation of the variable's words.
  const all = new Set(Array.from({ length: state.wordCount(v) }, (_, k) => state.liveWord(o + k)));
  check(all.size).toBe(state.wordCount(v));
}

describe('live word lists', () => {
  it('list every non-zero word and undo exactly', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
        const state = new State({ variables: SIZES.map((size, i) => ({ name: `x${i}`, size })), constraints: [] });
        // The plain model: one set per variable, and a stack of copies for the marks.
        let model = SIZES.map((size) => new Set(Array.from({ length: size }, (_, i) => i)));
        const marks: { mark: number; model: Set<number>[] }[] = [];
        const mask = new Int32Array(8);
        // A copy of the domains for `restart` (breadth-first search's fresh start from a copy).
        let copy: { bits: Int32Array; sizes: Int32Array; model: Set<number>[] } | null = null;
        for (const s of steps) {
          if (s.kind === 'copy') {
            const bits = new Int32Array(state.totalWords);
            const sizes = new Int32Array(SIZES.length);
            state.copyDomains(bits, sizes);
            copy = { bits, sizes, model: model.map((d) => new Set(d)) };
          } else if (s.kind === 'restart') {
            if (!copy) continue;
            state.setDomains(copy.bits, copy.sizes);
            model = copy.model.map((d) => new Set(d));
            marks.length = 0;
          } else if (s.kind === 'mark') {
            marks.push({ mark: state.trailMark, model: model.map((d) => new Set(d)) });
          } else if (s.kind === 'undo') {
            const m = marks.pop();
            if (!m) continue;
            state.undoTo(m.mark);
            model = m.model;
          } else {
            const d = model[s.v]!;
            if (d.size === 0) continue; // a wiped-out domain is only ever undone
            if (s.kind === 'restrict') {
              mask.fill(0);
              for (const value of s.keep) mask[value >>> 5]! |= 1 << (value & 31);
              state.restrict(s.v, mask, 0);
              for (const value of [...d]) if (!s.keep.includes(value)) d.delete(value);
            } else if (s.kind === 'removeEnd') {
              for (let k = 0; k < s.count && d.size > 0; k++) {
                const value = s.last ? Math.max(...d) : Math.min(...d);
                state.remove(s.v, value);
                d.delete(value);
              }
            } else if (s.kind === 'remove') {
              if (s.value >= SIZES[s.v]!) continue;
              state.remove(s.v, s.value);
              d.delete(s.value);
            } else {
              if (!d.has(s.value)) continue;
              state.reduceTo(s.v, s.value);
              d.clear();
              d.add(s.value);
            }
          }
          for (let v = 0; v < SIZES.length; v++) {
            liveInvariant(state, v);
            const values = new Int32Array(SIZES[v]!);
            const n = state.valuesOf(v, values);
            check(Array.from(values.subarray(0, n))).toEqual([...model[v]!].sort((a, b) => a - b));
            check(state.size(v)).toBe(model[v]!.size);
            const sorted = [...model[v]!].sort((a, b) => a - b);
            check(state.firstValue(v), `first value of variable ${v}`).toBe(sorted.length ? sorted[0]! : -1);
            check(state.lastValue(v), `last value of variable ${v}`).toBe(sorted.length ? sorted.at(-1)! : -1);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
