/**
 * Cycle cutsets (src/solver/cycleCutset.ts) against brute force on random graphs: "is a cycle
 * cutset" against the tests' own forest criterion (edges = vertices - parts), the cycle named
 * against a listing of every simple cycle, the smallest cutset against trying every subset, and
 * the grader's facts on Australia and on random graphs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import {
  BinaryTable,
  constraintGraph,
  EXACT_CORE_LIMIT,
  forestTrees,
  gradeCutset,
  greedyCycleCutset,
  isCycleCutset,
  remainingCycle,
  smallestCycleCutset,
  type ConstraintGraph,
  type Problem,
} from '../../src/solver/index.ts';
import { adjacency, bruteGirth, loadFzn, bruteMinimumCutset, graphs, isForestWithout, subsetsBySize, type Graph } from './cspFixtures.ts';
import { verbatim } from '../../src/text/index.ts';

/** The graph as a problem: a variable per vertex, a constraint (allowing everything) per edge. */
function problemOf(g: Graph): Problem {
  return {
    variables: Array.from({ length: g.n }, (_, i) => ({ name: `v${i}`, size: 2 })),
    constraints: g.edges.map(([a, b], i) => new BinaryTable(a, b, [[true, true], [true, true]], 2, 2, verbatim(`c${i}`))),
  };
}

const graphOf = (g: Graph): ConstraintGraph => constraintGraph(problemOf(g));

/** Is `cycle` a cycle of the graph avoiding `removed`: distinct vertices, each next to the following, the last to the first? */
function isCycle(adj: readonly Set<number>[], cycle: readonly number[], removed: ReadonlySet<number>): boolean {
  if (cycle.length < 3 || new Set(cycle).size !== cycle.length) return false;
  return cycle.every((v, i) => !removed.has(v) && adj[v]!.has(cycle[(i + 1) % cycle.length]!));
}

describe('is a cycle cutset, and the cycle left', () => {
  it('agrees with the forest criterion on every subset of random graphs, and names a shortest cycle left', () => {
    let checked = 0;
    fc.assert(
      fc.property(graphs(1, 7, 12, 3), (g) => {
        const adj = adjacency(g);
        const graph = graphOf(g);
        for (const removed of subsetsBySize(g.n)) {
          const forest = isForestWithout(adj, removed);
          check(isCycleCutset(graph, removed)).toBe(forest);
          const cycle = remainingCycle(graph, removed);
          if (forest) expect(cycle).toBeNull();
          else {
            expect(cycle).not.toBeNull();
            check(isCycle(adj, cycle!, removed), `cycle ${cycle}`).toBe(true);
            check(cycle!.length).toBe(bruteGirth(adj, removed));
            check(cycle![0]).toBe(Math.min(...cycle!));
          }
          checked++;
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(1000);
  });

  it('counts the trees of the forest left', () => {
    fc.assert(
      fc.property(graphs(1, 8, 9), (g) => {
        const graph = graphOf(g);
        const cutset = greedyCycleCutset(graph);
        // A forest of V vertices and E edges has V - E trees.
        const removed = new Set(cutset);
        const adj = adjacency(g);
        let vertices = 0;
        let edges = 0;
        for (let v = 0; v < g.n; v++) {
          if (removed.has(v)) continue;
          vertices++;
          for (const u of adj[v]!) if (u > v && !removed.has(u)) edges++;
        }
        check(forestTrees(graph, cutset)).toBe(vertices - edges);
      }),
      { numRuns: 200 },
    );
  });

  it('reads a constraint on three variables as a triangle', () => {
    const ternary: Problem = {
      variables: ['a', 'b', 'c', 'd'].map((name) => ({ name, size: 2 })),
      constraints: [{ scope: [0, 1, 2], label: 'sum', idempotent: true } as never, new BinaryTable(2, 3, [[true, true], [true, true]], 2, 2, verbatim('c-d'))],
    };
    const graph = constraintGraph(ternary);
    check(graph.neighbours).toEqual([[1, 2], [0, 2], [0, 1, 3], [2]]);
    check(remainingCycle(graph)).toEqual([0, 1, 2]);
    check(isCycleCutset(graph, [3])).toBe(false);
    check(isCycleCutset(graph, [1])).toBe(true);
    check(smallestCycleCutset(graph)).toEqual({ size: 1, set: [0], exact: true });
  });
});

describe('the smallest cycle cutset', () => {
  it('is a cycle cutset of the size brute force finds (exact on small graphs), and the greedy one is a minimal cutset', () => {
    fc.assert(
      fc.property(graphs(4, 11, 26, 6), (g) => {
        const adj = adjacency(g);
        const graph = graphOf(g);
        const smallest = smallestCycleCutset(graph);
        check(smallest.exact).toBe(true);
        check(isForestWithout(adj, new Set(smallest.set))).toBe(true);
        check(smallest.size).toBe(smallest.set.length);
        check(smallest.size).toBe(bruteMinimumCutset(adj));
        const greedy = greedyCycleCutset(graph);
        check(isForestWithout(adj, new Set(greedy))).toBe(true);
        for (const v of greedy) check(isForestWithout(adj, new Set(greedy.filter((u) => u !== v))), `${v} of ${greedy} is needed`).toBe(false);
      }),
      { numRuns: 250 },
    );
  });

  it('on known graphs: a complete graph keeps two vertices, a grid, two cycles sharing a vertex', () => {
    const complete = (n: number): Graph => ({ n, edges: Array.from({ length: n }, (_, a) => Array.from({ length: n - a - 1 }, (_, k) => [a, a + k + 1] as [number, number])).flat() });
    for (const n of [3, 5, 8, 12]) expect(smallestCycleCutset(graphOf(complete(n)))).toMatchObject({ size: n - 2, exact: true });
    // A 4 × 4 grid (nine unit squares), against brute force over its 65,536 subsets.
    const grid: Graph = { n: 16, edges: [] };
    for (let r = 0; r < 4; r++) for (let c = 0; c < 4; c++) {
      if (c < 3) grid.edges.push([r * 4 + c, r * 4 + c + 1]);
      if (r < 3) grid.edges.push([r * 4 + c, (r + 1) * 4 + c]);
    }
    const found = smallestCycleCutset(graphOf(grid));
    check(found.exact).toBe(true);
    check(found.size).toBe(bruteMinimumCutset(adjacency(grid)));
    const bowtie: Graph = { n: 5, edges: [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 2]] };
    check(smallestCycleCutset(graphOf(bowtie))).toEqual({ size: 1, set: [2], exact: true });
  });

  it('beats the greedy cutset where greedy is not smallest (graphs found by a random search)', () => {
    const fromLists = (lists: number[][]): Graph => ({ n: lists.length, edges: lists.flatMap((l, a) => l.filter((b) => b > a).map((b) => [a, b] as [number, number])) });
    const cases = [
      fromLists([[1, 3, 4, 5, 7, 10], [0, 6, 8, 10], [5, 9], [0, 8], [0, 7, 10], [0, 2, 8, 9], [1, 7, 10], [0, 4, 6], [1, 3, 5, 9, 10], [2, 5, 8], [0, 1, 4, 6, 8]]),
      fromLists([[3], [2, 4, 5, 9], [1, 4, 7], [0, 5, 6, 9], [1, 2, 5, 7], [1, 3, 4], [3, 8, 9], [2, 4], [6], [1, 3, 6]]),
    ];
    for (const g of cases) {
      const best = bruteMinimumCutset(adjacency(g));
      expect(greedyCycleCutset(graphOf(g)).length).toBeGreaterThan(best);
      const found = smallestCycleCutset(graphOf(g));
      expect(found).toMatchObject({ size: best, exact: true });
      check(isForestWithout(adjacency(g), new Set(found.set))).toBe(true);
    }
  });

  it('beyond the exact limit: greedy, and says so', () => {
    const n = EXACT_CORE_LIMIT + 1;
    const ring: Graph = { n, edges: Array.from({ length: n }, (_, i) => [i, (i + 1) % n] as [number, number]) };
    const found = smallestCycleCutset(graphOf(ring));
    check(found.exact).toBe(false);
    check(found.size).toBe(1);
    check(isCycleCutset(graphOf(ring), found.set)).toBe(true);
    // Two parts: a small one solved exactly and the ring greedily.
    const both: Graph = { n: n + 3, edges: [...ring.edges, [n, n + 1], [n + 1, n + 2], [n + 2, n]] };
    expect(smallestCycleCutset(graphOf(both))).toMatchObject({ size: 2, exact: false });
  });
});

describe('grading a chosen cycle cutset', () => {
  const australia = loadFzn('australia.fzn');
  const index = (name: string) => australia.variables.findIndex((v) => v.name === name);
  const names = (vs: readonly number[]) => vs.map((v) => australia.variables[v]!.name);

  it('Australia: SA alone is right and smallest; WA is wrong (NT, SA, Q still form a cycle)', () => {
    const sa = gradeCutset(australia, [index('sa')]);
    expect(sa).toMatchObject({ right: true, cycle: null, best: true, unneeded: [], trees: 2 });
    check(sa.smallest).toEqual({ size: 1, set: [index('sa')], exact: true });
    const wa = gradeCutset(australia, [index('wa')]);
    check(wa.right).toBe(false);
    check(names(wa.cycle!)).toEqual(['nt', 'sa', 'q']);
    check(wa.best).toBe(false);
    const two = gradeCutset(australia, [index('sa'), index('t'), index('sa')]);
    expect(two).toMatchObject({ chosen: [index('sa'), index('t')], right: true, best: false });
    check(names(two.unneeded)).toEqual(['t']);
    const nswAndNt = gradeCutset(australia, [index('nsw'), index('nt')]);
    expect(nswAndNt).toMatchObject({ right: true, best: false, unneeded: [] });
    expect(() => gradeCutset(australia, [7])).toThrow(RangeError);
  });

  it('on random graphs: right exactly when brute force says forest; smallest size and unneeded variables as brute force finds them', () => {
    fc.assert(
      fc.property(graphs(1, 8, 14).chain((g) => fc.tuple(fc.constant(g), fc.subarray(Array.from({ length: g.n }, (_, i) => i)))), ([g, chosen]) => {
        const adj = adjacency(g);
        const grade = gradeCutset(problemOf(g), chosen);
        const forest = isForestWithout(adj, new Set(chosen));
        check(grade.right).toBe(forest);
        check(grade.cycle === null).toBe(forest);
        check(grade.smallest.size).toBe(bruteMinimumCutset(adj));
        check(grade.best).toBe(forest && chosen.length === grade.smallest.size);
        const unneeded = forest ? chosen.filter((v) => isForestWithout(adj, new Set(chosen.filter((u) => u !== v)))) : [];
        check(grade.unneeded).toEqual(unneeded.sort((a, b) => a - b));
      }),
      { numRuns: 250 },
    );
  });
});
