/**
 * `explored` and `maxFrontier` (see `Stats` in src/solver/events.ts) on a problem small enough to
 * follow by hand: x0 < x1, both with values 0, 1, 2; inference `none`, no AC-3, static order,
 * values in increasing order. Its solutions: (0, 1), (0, 2), (1, 2).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { LessThan, search, solve, type Problem, type SearchOptions } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

const problem: Problem = {
  variables: [
    { name: 'x0', size: 3 },
    { name: 'x1', size: 3 },
  ],
  constraints: [new LessThan(0, 1, verbatim('x0 < x1'))],
};
const plain: Partial<SearchOptions> = { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' };

describe('states explored and the largest frontier', () => {
  it('depth-first, d-way, all solutions: x0 and then x1 under each value of x0', () => {
    // Expand the root (x0: 0, 1, 2 on the stack: 3); take 0 (2 left) and expand x1 (3 more: 5).
    // Every later expansion starts from fewer untried values of x0: 1 + 3, then 0 + 3.
    const r = solve(problem, { ...plain, maxSolutions: Infinity });
    check(r.solutions.map((s) => Array.from(s))).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(r.stats).toMatchObject({ nodes: 12, explored: 4, maxFrontier: 5 });
  });

  it('depth-first, first solution: two expansions', () => {
    // x0 (3 values), take 0 (2 left), x1 (3 values: 5), take 0 (fails), take 1: a solution.
    expect(solve(problem, plain).stats).toMatchObject({ nodes: 3, explored: 2, maxFrontier: 5 });
  });

  it('depth-first, binary branching: each choice puts x = v and x ≠ v on the stack', () => {
    // x0 = 0 / x0 ≠ 0 (2); take x0 = 0 (1); x1 = 0 / x1 ≠ 0 (3); x1 = 0 fails; take x1 ≠ 0 (1);
    // choose x1 again: x1 = 1 / x1 ≠ 1 (3); x1 = 1 holds: a solution after 3 expansions.
    expect(solve(problem, { ...plain, branching: 'binary' }).stats).toMatchObject({ nodes: 3, explored: 3, maxFrontier: 3 });
  });

  it('breadth-first, all solutions: the queue holds at most four states', () => {
    // [root] → [x0=0, x0=1, x0=2] → expand x0=0: [x0=1, x0=2, (0,1), (0,2)] (x1 = 0 is refuted
    // before it is queued) → expand x0=1: [x0=2, (0,1), (0,2), (1,2)] → expand x0=2: nothing.
    // The three complete states are taken off the queue as solutions, not expanded.
    const r = solve(problem, { ...plain, strategy: 'bfs', maxSolutions: Infinity });
    expect(r.solutions).toHaveLength(3);
    expect(r.stats).toMatchObject({ explored: 4, maxFrontier: 4 });
  });

  it('one expansion per select event, in every strategy', () => {
    for (const extra of [{}, { branching: 'binary' as const }, { strategy: 'bfs' as const }, { backjump: true }]) {
      const run = search(problem, { ...plain, ...extra, maxSolutions: Infinity, record: true });
      let selects = 0;
      let step = run.next();
      while (!step.done) {
        if (step.value.type === 'select') selects++;
        step = run.next();
      }
      check(step.value.stats.explored).toBe(selects);
    }
  });
});
