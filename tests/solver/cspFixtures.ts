/**
 * Random small binary CSPs and graphs for the tests of cutset conditioning, hand arc consistency
 * and domain splitting, with the tests' own truth: every solution by plain enumeration of the
 * relation tables, and graph facts by depth-first search. None of it calls the solver; the solver
 * gets an instance through `binaryProblem`. Also the samples' FlatZinc (`loadFzn`).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem, type FznProblem } from '../../src/puzzles/model/model.ts';
import type { BinaryCsp, BinaryRelation } from '../../src/checkers/binary.ts';
import { BinaryTable, type Problem } from '../../src/solver/index.ts';
import { verbatim } from '../../src/text/index.ts';

/** A graph: n vertices, undirected edges (a ≠ b; the same pair may come twice). */
export interface Graph {
  n: number;
  edges: [number, number][];
}

/** Random graphs of `min`..`max` vertices and `minEdges`..`maxEdges` edges (before loops are dropped). */
export function graphs(min: number, max: number, maxEdges: number, minEdges = 0): fc.Arbitrary<Graph> {
  return fc.integer({ min, max }).chain((n) =>
    fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { minLength: minEdges, maxLength: maxEdges }).map((pairs) => ({ n, edges: pairs.filter(([a, b]) => a !== b) })),
  );
}

/** Neighbour sets (parallel edges merged). */
export function adjacency(g: Graph): Set<number>[] {
  const adj = Array.from({ length: g.n }, () => new Set<number>());
  for (const [a, b] of g.edges) {
    adj[a]!.add(b);
    adj[b]!.add(a);
  }
  return adj;
}

/**
 * Is the graph without `removed` a forest? Its own criterion: a graph is a forest exactly when it
 * has as many edges as vertices minus connected parts (parts counted by depth-first search).
 */
export function isForestWithout(adj: readonly Set<number>[], removed: ReadonlySet<number>): boolean {
  const n = adj.length;
  let vertices = 0;
  let edges = 0;
  let parts = 0;
  const seen = new Array<boolean>(n).fill(false);
  for (let v = 0; v < n; v++) {
    if (removed.has(v)) continue;
    vertices++;
    for (const u of adj[v]!) if (u > v && !removed.has(u)) edges++;
    if (seen[v]) continue;
    parts++;
    const stack = [v];
    seen[v] = true;
    while (stack.length > 0) {
      const x = stack.pop()!;
      for (const u of adj[x]!) {
        if (removed.has(u) || seen[u]) continue;
        seen[u] = true;
        stack.push(u);
      }
    }
  }
  return edges === vertices - parts;
}

/** Every subset of 0..n-1 as a set, smallest first. */
export function subsetsBySize(n: number): Set<number>[] {
  const all: Set<number>[] = [];
  for (let mask = 0; mask < 1 << n; mask++) all.push(new Set(Array.from({ length: n }, (_, v) => v).filter((v) => (mask >> v) & 1)));
  return all.sort((a, b) => a.size - b.size);
}

/** The smallest cycle cutset's size, by trying every subset. */
export function bruteMinimumCutset(adj: readonly Set<number>[]): number {
  for (const s of subsetsBySize(adj.length)) if (isForestWithout(adj, s)) return s.size;
  throw new Error('unreachable: removing every vertex leaves a forest');
}

/** The length of a shortest cycle among the vertices not in `removed` (Infinity: none), by listing simple cycles. */
export function bruteGirth(adj: readonly Set<number>[], removed: ReadonlySet<number>): number {
  let best = Infinity;
  const n = adj.length;
  for (let s = 0; s < n; s++) {
    if (removed.has(s)) continue;
    // Cycles whose smallest vertex is s: paths from s through larger vertices, closed back to s.
    const onPath = new Set([s]);
    const walk = (v: number, length: number): void => {
      for (const u of adj[v]!) {
        if (removed.has(u) || u < s) continue;
        if (u === s && length >= 3) best = Math.min(best, length);
        if (onPath.has(u)) continue;
        onPath.add(u);
        walk(u, length + 1);
        onPath.delete(u);
      }
    };
    walk(s, 1);
  }
  return best;
}

/**
 * Random binary CSPs: `min`..`max` variables with 1..`maxDomain` values, up to `maxEdges`
 * relations on random pairs (the same pair may have two), each table allowing a pair with a
 * probability drawn between 0.3 and 0.95.
 */
export function binaryCsps(min: number, max: number, maxDomain: number, maxEdges: number): fc.Arbitrary<BinaryCsp> {
  return graphs(min, max, maxEdges).chain((g) =>
    fc
      .record({
        sizes: fc.array(fc.integer({ min: 1, max: maxDomain }), { minLength: g.n, maxLength: g.n }),
        density: fc.double({ min: 0.3, max: 0.95, noNaN: true }),
        seed: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: Math.max(1, g.edges.length * maxDomain * maxDomain), maxLength: Math.max(1, g.edges.length * maxDomain * maxDomain) }),
      })
      .map(({ sizes, density, seed }): BinaryCsp => {
        let k = 0;
        const relations: BinaryRelation[] = g.edges.map(([x, y]) => ({
          x,
          y,
          allowed: Array.from({ length: sizes[x]! }, () => Array.from({ length: sizes[y]! }, () => seed[k++ % seed.length]! < density)),
        }));
        return { domainSizes: sizes, relations };
      }),
  );
}

/** The instance as the solver's problem: variables x0, x1, ... and a BinaryTable c0, c1, ... per relation. */
export function binaryProblem(csp: BinaryCsp): Problem {
  return {
    variables: csp.domainSizes.map((size, i) => ({ name: `x${i}`, size })),
    constraints: csp.relations.map((r, i) => new BinaryTable(r.x, r.y, r.allowed, csp.domainSizes[r.x]!, csp.domainSizes[r.y]!, verbatim(`c${i}`))),
  };
}

/** The graph of an instance. */
export function cspGraph(csp: BinaryCsp): Graph {
  return { n: csp.domainSizes.length, edges: csp.relations.map((r) => [r.x, r.y] as [number, number]) };
}

/** Every solution, by plain enumeration of the tables, as "a,b,c" strings (sorted). */
export function bruteSolutions(csp: BinaryCsp): string[] {
  const n = csp.domainSizes.length;
  const values = new Array<number>(n).fill(0);
  const out: string[] = [];
  const go = (i: number): void => {
    if (i === n) {
      if (csp.relations.every((r) => r.allowed[values[r.x]!]![values[r.y]!])) out.push(values.join(','));
      return;
    }
    for (let a = 0; a < csp.domainSizes[i]!; a++) {
      values[i] = a;
      go(i + 1);
    }
  };
  go(0);
  return out.sort();
}

/** A solver solution as the brute force writes it. */
export const show = (values: ArrayLike<number>): string => Array.from(values).join(',');

/** A sample model as MiniZinc compiles it with our mznlib (tests/fixtures/model): the engine's problem and the values' offsets. */
export function loadFznModel(file: string): FznProblem {
  const text = readFileSync(new URL(`../fixtures/model/${file}`, import.meta.url), 'utf8');
  return buildFznProblem(parseFlatZinc(text, file), file, {});
}

/** A sample model's problem (see `loadFznModel`). */
export const loadFzn = (file: string): Problem => loadFznModel(file).problem;
