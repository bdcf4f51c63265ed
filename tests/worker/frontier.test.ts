/**
 * The live frontier the solver worker sends while breadth-first search runs (`FrontierCount`,
 * followed from the encoded events) against the search's own count: the largest size it reaches
 * is `Stats.maxFrontier`, it never goes below zero, and it is zero when the queue ran dry.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { INFERENCES, LessThan, search, AllDifferentNeq, type Problem, type SearchOptions, type SearchResult } from '../../src/solver/index.ts';
import { encodeEvent, FrontierCount } from '../../src/worker/encode.ts';
import { verbatim } from '../../src/text/index.ts';

function followed(problem: Problem, options: Partial<SearchOptions>): { count: FrontierCount; lowest: number; result: SearchResult } {
  const count = new FrontierCount();
  let lowest = count.size;
  const run = search(problem, { ...options, strategy: 'bfs', record: true });
  for (;;) {
    const step = run.next();
    if (step.done) return { count, lowest, result: step.value };
    encodeEvent(step.value, (type, _variable, value) => {
      count.note(type, value);
      lowest = Math.min(lowest, count.size);
    });
  }
}

/** A random small problem: n variables of d values, some x < y and some all-different pairs. */
const smallProblem = fc
  .record({
    n: fc.integer({ min: 2, max: 5 }),
    d: fc.integer({ min: 2, max: 4 }),
    pairs: fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean()), { maxLength: 6 }),
  })
  .map(({ n, d, pairs }): Problem => ({
    variables: Array.from({ length: n }, (_, i) => ({ name: `x${i}`, size: d })),
    constraints: pairs
      .map(([a, b, less]) => [a % n, b % n, less] as const)
      .filter(([a, b]) => a !== b)
      .map(([a, b, less]) => (less ? new LessThan(a, b, verbatim(`x${a} < x${b}`)) : new AllDifferentNeq([a, b], verbatim(`x${a} ≠ x${b}`)))),
  }));

describe('the breadth-first frontier followed from the events', () => {
  it('x0 < x1 on 0..2, every solution: the queue grows to the search’s largest frontier and empties', () => {
    const problem: Problem = {
      variables: [
        { name: 'x0', size: 3 },
        { name: 'x1', size: 3 },
      ],
      constraints: [new LessThan(0, 1, verbatim('x0 < x1'))],
    };
    const { count, result } = followed(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex', maxSolutions: Infinity });
    expect(result.solutions).toHaveLength(3);
    check(count.max).toBe(result.stats.maxFrontier);
    check(count.size).toBe(0);
  });

  it('agrees with Stats.maxFrontier on random small problems, every inference (fast-check)', () => {
    fc.assert(
      fc.property(smallProblem, fc.constantFrom(...INFERENCES), fc.boolean(), fc.boolean(), (problem, inference, ac3, all) => {
        const { count, lowest, result } = followed(problem, { inference, ac3, variableOrder: 'mrv', valueOrder: 'lex', maxSolutions: all ? Infinity : 1 });
        check(count.max).toBe(result.stats.maxFrontier);
        expect(lowest).toBeGreaterThanOrEqual(0);
        // Every state queued is taken off again.
        if (all) check(count.size).toBe(0);
      }),
      { numRuns: 300, seed: 20 },
    );
  });
});
