/**
 * Random tree-shaped CSPs for the tree algorithm's tests (tests/solver/treeCsp.test.ts,
 * treeTruth.test.ts, treeWhy.test.ts): a forest of binary tables over small domains, some domains
 * cut down up front. The tests read the instance itself (sizes, tables) as their own truth; the
 * solver gets it through `forestProblem`.
 */
import fc from 'fast-check';
import { BinaryTable, type Constraint, type Problem } from '../../solver/index.ts';
import { verbatim } from '../../text/index.ts';

export interface ForestEdge {
  x: number;
  y: number;
  /** allowed[a][b]: may x = a and y = b hold together? */
  allowed: boolean[][];
}

export interface Forest {
  sizes: number[];
  edges: ForestEdge[];
  /** The values left of each domain up front (a unary restriction through `initial`), or all. */
  initial: (number[] | undefined)[];
}

/**
 * Forests of 1 to 7 variables with domains of 1 to 4 values: variable i > 0 hangs from a random
 * earlier variable or starts a new tree; each table allows a pair with a probability drawn from
 * `density`; a restricted domain loses its value 0.
 */
export function forests(density: { min: number; max: number }): fc.Arbitrary<Forest> {
  return fc.integer({ min: 1, max: 7 }).chain((n) =>
    fc
      .record({
        sizes: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: n, maxLength: n }),
        parents: fc.array(fc.integer({ min: -1, max: n }), { minLength: n, maxLength: n }),
        density: fc.double({ ...density, noNaN: true }),
        seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: n * 16, maxLength: n * 16 }),
        restrict: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
        swap: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      })
      .map(({ sizes, parents, density, seed, restrict, swap }): Forest => {
        let k = 0;
        const edges: ForestEdge[] = [];
        for (let i = 1; i < n; i++) {
          const p = parents[i]! < 0 ? -1 : parents[i]! % i;
          if (p < 0) continue;
          const [x, y] = swap[i] ? [i, p] : [p, i];
          const allowed = Array.from({ length: sizes[x]! }, () => Array.from({ length: sizes[y]! }, () => seed[k++ % seed.length]! < density));
          edges.push({ x, y, allowed });
        }
        const initial = sizes.map((s, i) => (restrict[i] && s > 1 ? Array.from({ length: s - 1 }, (_, a) => a + 1) : undefined));
        return { sizes, edges, initial };
      }),
  );
}

/** The forest as the solver's problem: variables x0, x1, ... and a BinaryTable c0, c1, ... per edge. */
export function forestProblem(f: Forest): Problem {
  const variables = f.sizes.map((size, i) => ({ name: `x${i}`, size, initial: f.initial[i] }));
  const constraints: Constraint[] = f.edges.map((e, i) => new BinaryTable(e.x, e.y, e.allowed, f.sizes[e.x]!, f.sizes[e.y]!, verbatim(`c${i}`)));
  return { variables, constraints };
}
