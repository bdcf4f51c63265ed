/**
 * The minimal-reason engine (src/solver/reason) on abstract puzzles: a set of parts has no solution
 * exactly when it contains one of a few hidden "conflicts" (any monotone family is such a puzzle).
 * The answers are judged against the hidden conflicts, not by the engine's own oracle calls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { drainReason, minimalReason, type Oracle, type ReasonProgress, type Verdict } from '../../src/solver/index.ts';

/** A puzzle of `count` parts whose sets without solution are the supersets of `conflicts`. */
interface Family {
  count: number;
  conflicts: number[][];
}

const family: fc.Arbitrary<Family> = fc.integer({ min: 1, max: 40 }).chain((count) =>
  fc.record({
    count: fc.constant(count),
    conflicts: fc.array(fc.uniqueArray(fc.nat(count - 1), { minLength: 1, maxLength: Math.min(count, 6) }), { minLength: 1, maxLength: 4 }),
  }),
);

const unsolvable = (f: Family, parts: readonly number[]): boolean => f.conflicts.some((c) => c.every((p) => parts.includes(p)));

/** The oracle of a family: exact, or `unknown` on the calls `unknownAt` says. */
function oracleOf(f: Family, unknownAt: (call: number) => boolean = () => false): { oracle: Oracle; asked: number[][] } {
  const asked: number[][] = [];
  const oracle: Oracle = (parts) => {
    asked.push([...parts]);
    if (unknownAt(asked.length)) return 'unknown';
    return unsolvable(f, parts) ? 'unsat' : 'sat';
  };
  return { oracle, asked };
}

describe('minimal reasons on abstract puzzles', () => {
  it('with exact answers: a set without solution from which no part can go', () => {
    fc.assert(
      fc.property(family, (f) => {
        const { oracle, asked } = oracleOf(f);
        const r = drainReason(minimalReason(f.count, oracle));
        check(r.status).toBe('found');
        check(r.minimal).toBe(true);
        expect(r.stopped).toBeNull();
        check(unsolvable(f, r.parts)).toBe(true);
        for (const p of r.parts) check(unsolvable(f, r.parts.filter((q) => q !== p)), `without ${p}`).toBe(false);
        // The reason is one of the conflicts (the minimal ones among them).
        check(f.conflicts.some((c) => [...c].sort((a, b) => a - b).join() === r.parts.join())).toBe(true);
        check(r.calls).toBe(asked.length);
        for (const parts of asked) check([...parts]).toEqual([...parts].sort((a, b) => a - b));
      }),
    );
  });

  it('QuickXplain: a small reason among many parts takes few questions (not one per part)', () => {
    // One conflict of 2 parts among 200: about 2k·log2(n/k) + 2k questions, far below 200.
    const f: Family = { count: 200, conflicts: [[37, 150]] };
    const { oracle } = oracleOf(f);
    const r = drainReason(minimalReason(f.count, oracle));
    check(r.parts).toEqual([37, 150]);
    expect(r.calls).toBeLessThanOrEqual(2 * 2 * Math.log2(200 / 2) + 2 * 2 + 2);
  });

  it('unknown answers never make a set with a solution the reason, nor a non-minimal one "minimal"', () => {
    fc.assert(
      fc.property(family, fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }), (f, pattern) => {
        const { oracle } = oracleOf(f, (call) => pattern[call % 64]!);
        const r = drainReason(minimalReason(f.count, oracle));
        if (r.status === 'unknown') {
          // Only when the whole set itself came back unknown.
          check(r.parts).toEqual([]);
          check(pattern[1]).toBe(true);
          return;
        }
        check(r.status).toBe('found');
        check(unsolvable(f, r.parts)).toBe(true);
        const removable = r.parts.filter((p) => unsolvable(f, r.parts.filter((q) => q !== p)));
        if (r.minimal) check(removable).toEqual([]);
        if (r.unknown === 0) check(r.minimal).toBe(true);
      }),
    );
  });

  it('a budget of calls ends with the smallest set proven without solution, "minimal": false', () => {
    fc.assert(
      fc.property(family, fc.integer({ min: 0, max: 8 }), (f, maxCalls) => {
        const { oracle, asked } = oracleOf(f);
        const r = drainReason(minimalReason(f.count, oracle, { maxCalls, knownUnsat: true }));
        expect(asked.length).toBeLessThanOrEqual(maxCalls);
        check(r.status).toBe('found');
        check(unsolvable(f, r.parts)).toBe(true);
        if (r.stopped) check(r.minimal).toBe(false);
        else check(r.parts.every((p) => !unsolvable(f, r.parts.filter((q) => q !== p)))).toBe(true);
      }),
    );
  });

  it('reports progress after every call, and stops between calls when its signal is raised', () => {
    const f: Family = { count: 30, conflicts: [[3, 4, 20], [5, 29]] };
    const signal = { aborted: false };
    const { oracle } = oracleOf(f);
    const run = minimalReason(f.count, oracle, { signal });
    const seen: ReasonProgress[] = [];
    let step = run.next();
    while (!step.done) {
      seen.push(step.value);
      if (seen.length === 3) signal.aborted = true;
      step = run.next();
    }
    check(seen.map((p) => p.calls)).toEqual([1, 2, 3]);
    check(seen[0]!.phase).toBe('whole');
    expect(step.value).toMatchObject({ stopped: 'signal', minimal: false, status: 'found' });
    check(unsolvable(f, step.value.parts)).toBe(true);
  });

  it('the whole set with a solution: no reason; nothing at all without solution: the empty reason', () => {
    const solvable = drainReason(minimalReason(5, () => 'sat'));
    expect(solvable).toMatchObject({ status: 'solvable', parts: [], calls: 1 });
    // A board that has no solution even without any part (3-queens): the reason is empty, and minimal.
    const none = drainReason(minimalReason(6, (): Verdict => 'unsat'));
    expect(none).toMatchObject({ status: 'found', parts: [], minimal: true });
  });
});

describe('the time budget', () => {
  it('no time at all: the whole set (known without solution), not proven minimal, no question asked', () => {
    let asked = 0;
    const r = drainReason(minimalReason(8, () => (asked++, 'sat'), { timeLimitMs: 0, knownUnsat: true }));
    expect(r).toMatchObject({ status: 'found', parts: [0, 1, 2, 3, 4, 5, 6, 7], minimal: false, stopped: 'time', calls: 0 });
    check(asked).toBe(0);
  });
});
