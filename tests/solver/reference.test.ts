/**
 * The fast search (search.ts: explicit stack, bitsets, trail, AC-3 queue) against the plain
 * recursive reference (reference.ts) on random small binary CSPs (relation tables, `<` and `≠`
 * pairs, random initial domains): the same solutions in the same order, and the same number of
 * nodes, for inference none / fc / mac × static / MRV variable order × lex value order × AC-3
 * first or not × first or all solutions.
 *
 * A node, in both: one assignment tried (`Stats.nodes`: the search counts it when it assigns a
 * value, before inference; the reference when it picks the value, before its consistency check).
 * Both choose the same variable (static: the first unassigned; MRV: the fewest values left, ties
 * to the first) and try its values in increasing order, so with the same domains at every node
 * the two trees are the same tree.
 *
 * One exception, where the two MACs are different algorithms: without AC-3 first, the search
 * wakes a constraint when any of its variables changes and filters both directions (the filtering
 * of `BinaryTable` and `LessThan`), while the textbook's AC-3 revises only the arcs towards the
 * changed variable, so on a network that was not arc consistent to begin with the search may
 * prune more. There only the solutions are compared (as sets). With AC-3 first every node starts
 * arc consistent and the two reach the same (unique) arc-consistent closure.
 *
 * Conflict-directed backjumping visits a subset of the same tree: the same solutions in the same
 * order, never more nodes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { AllDifferentNeq, BinaryTable, LessThan, solveGeneric, type Constraint, type Problem } from '../../src/solver/index.ts';
import { referenceSolve, type ReferenceOptions } from '../../src/solver/reference.ts';
import { verbatim } from '../../src/text/index.ts';

interface Spec {
  sizes: number[];
  initial: (number[] | null)[];
  constraints: { kind: 'table' | 'less' | 'neq'; x: number; y: number; allowed: boolean[][] }[];
}

const spec: fc.Arbitrary<Spec> = fc.integer({ min: 2, max: 6 }).chain((n) =>
  fc.record({
    sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: n, maxLength: n }),
    initial: fc.array(fc.option(fc.uniqueArray(fc.nat(3), { minLength: 1, maxLength: 4 }), { nil: null }), { minLength: n, maxLength: n }),
    constraints: fc.array(
      fc.record({
        kind: fc.constantFrom('table' as const, 'table' as const, 'less' as const, 'neq' as const),
        x: fc.nat(n - 1),
        y: fc.nat(n - 1),
        allowed: fc.array(fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), { minLength: 4, maxLength: 4 }),
      }),
      { maxLength: 9 },
    ),
  }),
);

function problemOf(s: Spec): Problem {
  const variables = s.sizes.map((size, v) => {
    // Initial values inside the domain; an empty choice keeps the whole domain.
    const initial = s.initial[v]?.filter((a) => a < size);
    return { name: `x${v}`, size, initial: initial && initial.length > 0 ? initial : undefined };
  });
  const constraints: Constraint[] = [];
  for (const c of s.constraints) {
    if (c.x === c.y) continue;
    const label = verbatim(`${c.kind}(x${c.x}, x${c.y})`);
    if (c.kind === 'table') constraints.push(new BinaryTable(c.x, c.y, c.allowed, s.sizes[c.x]!, s.sizes[c.y]!, label));
    else if (c.kind === 'less') constraints.push(new LessThan(c.x, c.y, label));
    else constraints.push(new AllDifferentNeq([c.x, c.y], label));
  }
  return { variables, constraints };
}

const rows = (solutions: Int32Array[]) => solutions.map((s) => Array.from(s).join(','));

const COMBINATIONS: ReferenceOptions[] = [];
for (const inference of ['none', 'fc', 'mac'] as const)
  for (const variableOrder of ['static', 'mrv'] as const)
    for (const ac3 of [false, true]) for (const maxSolutions of [1, Infinity]) COMBINATIONS.push({ inference, variableOrder, ac3, maxSolutions });

describe('the search against the reference solver (reference.ts)', () => {
  it('same solutions and the same nodes on random binary CSPs', () => {
    let compared = 0;
    let withSolutions = 0;
    fc.assert(
      fc.property(spec, (s) => {
        const problem = problemOf(s);
        for (const o of COMBINATIONS) {
          const what = `${o.inference} ${o.variableOrder}${o.ac3 ? ' ac3' : ''} max ${o.maxSolutions}`;
          const want = referenceSolve(problem, o);
          const got = solveGeneric(problem, { ...o, valueOrder: 'lex' });
          check(got.status, what).toBe(want.solutions.length > 0 ? 'solved' : 'unsatisfiable');
          if (o.inference === 'mac' && !o.ac3) {
            // Different MACs (see the header): the same solutions, maybe found in another order.
            if (o.maxSolutions === Infinity) check(rows(got.solutions).sort(), what).toEqual(rows(want.solutions).sort());
            continue;
          }
          check(rows(got.solutions), what).toEqual(rows(want.solutions));
          check(got.stats.nodes, what).toBe(want.nodes);
          compared++;
          if (want.solutions.length > 0) withSolutions++;
        }
      }),
      { numRuns: 400, seed: 21 },
    );
    // The random problems are neither all solvable nor all unsatisfiable.
    expect(withSolutions).toBeGreaterThan(compared / 5);
    expect(withSolutions).toBeLessThan(compared);
  });

  it('backjumping: the same solutions in the same order, never more nodes', () => {
    fc.assert(
      fc.property(spec, (s) => {
        const problem = problemOf(s);
        for (const o of COMBINATIONS) {
          if (o.inference === 'mac' && !o.ac3) continue;
          const what = `${o.inference} ${o.variableOrder}${o.ac3 ? ' ac3' : ''} max ${o.maxSolutions} CBJ`;
          const want = referenceSolve(problem, o);
          const got = solveGeneric(problem, { ...o, valueOrder: 'lex', backjump: true });
          check(rows(got.solutions), what).toEqual(rows(want.solutions));
          expect(got.stats.nodes, what).toBeLessThanOrEqual(want.nodes);
        }
      }),
      { numRuns: 300, seed: 22 },
    );
  });
});
