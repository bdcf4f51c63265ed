/**
 * Random small CSPs whose constraint graph has a cycle, for the cutset conditioning tests: binary
 * tables the tests read on their own (never the solver's constraints), as a FlatZinc file too,
 * with brute force over a cutset's values and a union-find check that a cutset leaves a forest.
 */
import fc from 'fast-check';

/** A random CSP as the test knows it: domain sizes (values 0..size-1) and binary tables. */
export interface Csp {
  sizes: number[];
  edges: { x: number; y: number; allowed: boolean[][] }[];
}

/** Random CSPs on 3..7 variables whose graph has a cycle (a triangle on 0, 1, 2 at least). */
export const csps: fc.Arbitrary<Csp> = fc
  .integer({ min: 3, max: 7 })
  .chain((n) =>
    fc.record({
      sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: n, maxLength: n }),
      // Pairs outside the triangle (a filter on the elements could never pass with 3 variables: kept or dropped as a whole).
      extra: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 8, selector: ([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}` }),
      seed: fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
    }),
  )
  .map(({ sizes, extra, seed }) => {
    let k = 0;
    // Mostly allowed pairs, so that some CSPs have solutions and some do not.
    const bit = () => seed[k++ % seed.length]! || seed[(k * 7) % seed.length]!;
    const more = extra.map(([a, b]): [number, number] => [Math.min(a, b), Math.max(a, b)]).filter(([a, b]) => a < b && !(a <= 2 && b <= 2));
    const pairs: [number, number][] = [[0, 1], [1, 2], [0, 2], ...more];
    return { sizes, edges: pairs.map(([x, y]) => ({ x, y, allowed: Array.from({ length: sizes[x]! }, () => Array.from({ length: sizes[y]! }, bit)) })) };
  });

/** The CSP as a FlatZinc file: one `table_int` of allowed pairs per edge. */
export function fzn(csp: Csp): string {
  const lines = csp.sizes.map((s, v) => `var 0..${s - 1}: x${v}:: output_var;`);
  for (const e of csp.edges) {
    const tuples = e.allowed.flatMap((row, a) => row.flatMap((ok, b) => (ok ? [a, b] : [])));
    // A table with no allowed pair: a pair outside both domains (allowed nowhere).
    lines.push(`constraint table_int([x${e.x},x${e.y}],[${(tuples.length > 0 ? tuples : [-1, -1]).join(',')}]);`);
  }
  lines.push('solve satisfy;');
  return `${lines.join('\n')}\n`;
}

/** Does every edge with both ends in `values` (set: >= 0) allow them? */
export function agrees(csp: Csp, values: number[]): boolean {
  return csp.edges.every((e) => values[e.x]! < 0 || values[e.y]! < 0 || e.allowed[values[e.x]!]![values[e.y]!]);
}

/** Has the CSP a solution extending `values` (brute force over the variables not set)? */
function extends_(csp: Csp, values: number[]): boolean {
  const free = values.flatMap((x, v) => (x < 0 ? [v] : []));
  const go = (i: number): boolean => {
    if (!agrees(csp, values)) return false;
    if (i === free.length) return true;
    const v = free[i]!;
    for (let a = 0; a < csp.sizes[v]!; a++) {
      values[v] = a;
      if (go(i + 1)) return (values[v] = -1), true;
    }
    values[v] = -1;
    return false;
  };
  return go(0);
}

/** The assignments of `cutset` cutset conditioning tries (brute force, see the top), and whether one leads to a solution. */
export function bruteCutsetAssignments(csp: Csp, cutset: number[]): { tried: number; solved: boolean } {
  const values = csp.sizes.map(() => -1);
  let tried = 0;
  const go = (i: number): boolean => {
    if (i === cutset.length) {
      if (!agrees(csp, values)) return false;
      tried++;
      return extends_(csp, values);
    }
    for (let a = 0; a < csp.sizes[cutset[i]!]!; a++) {
      values[cutset[i]!] = a;
      if (go(i + 1)) return true;
    }
    values[cutset[i]!] = -1;
    return false;
  };
  const solved = go(0);
  return { tried, solved };
}

/** Does removing `cutset` leave the graph a forest? Union-find: no remaining edge may join two variables already joined. */
export function leavesForest(n: number, edges: readonly (readonly [number, number])[], cutset: Iterable<number>): boolean {
  const out = new Set(cutset);
  const root = Array.from({ length: n }, (_, v) => v);
  const find = (v: number): number => (root[v] === v ? v : (root[v] = find(root[v]!)));
  const seen = new Set<string>();
  for (const [a, b] of edges) {
    if (out.has(a) || out.has(b) || a === b) continue;
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    // Two constraints on one pair are one edge of the graph.
    if (seen.has(key)) continue;
    seen.add(key);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    root[ra] = rb;
  }
  return true;
}

