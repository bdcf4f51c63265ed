/**
 * The sparse view of the domains (`Domains.liveWord`, `Domains.liveCount`): after any sequence of
 * restrictions, removals, assignments and undos, every non-zero word of a domain is on its live
 * list, and the domains are exactly those of a plain model of the same changes.
 */
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import fc from 'fast-check';
import { State } from '../../src/solver/index.ts';

type Step =
  | { kind: 'restrict'; v: number; keep: number[] }
  | { kind: 'remove'; v: number; value: number }
  | { kind: 'reduce'; v: number; value: number }
  | { kind: 'mark' }
  | { kind: 'undo' };

const SIZES = [70, 33, 5, 130];

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('restrict' as const),
    v: fc.integer({ min: 0, max: SIZES.length - 1 }),
    keep: fc.array(fc.integer({ min: 0, max: 129 }), { maxLength: 60 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), v: fc.integer({ min: 0, max: SIZES.length - 1 }), value: fc.integer({ min: 0, max: 129 }) }),
  fc.record({ kind: fc.constant('reduce' as const), v: fc.integer({ min: 0, max: SIZES.length - 1 }), value: fc.integer({ min: 0, max: 129 }) }),
  fc.constant({ kind: 'mark' as const }),
  fc.constant({ kind: 'undo' as const }),
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
      fc.property(fc.array(step, { maxLength: 80 }), (steps) => {
        const state = new State({ variables: SIZES.map((size, i) => ({ name: `x${i}`, size })), constraints: [] });
        // The plain model: one set per variable, and a stack of copies for the marks.
        let model = SIZES.map((size) => new Set(Array.from({ length: size }, (_, i) => i)));
        const marks: { mark: number; model: Set<number>[] }[] = [];
        const mask = new Int32Array(8);
        for (const s of steps) {
          if (s.kind === 'mark') {
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
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
