/**
 * Read this first: the textbook's BACKTRACK (AIMA fig. 6.5) as a plain recursive function, with
 * forward checking and MAC (AC-3) as small functions. search.ts does the same search with an
 * explicit stack, bitset domains, a trail, heuristics and events; the tests hold the two to the
 * same solutions and the same node counts (tests/solver/reference.test.ts).
 *
 * Binary constraints only (each relates two variables), asked only `isConsistent` on a pair.
 * Domains are arrays of values, copied at each node. A node is one assignment tried (as
 * `Stats.nodes`): with inference `none` it is counted before its consistency check.
 */
import type { Constraint, Domains, Problem } from './problem.ts';

export interface ReferenceOptions {
  inference: 'none' | 'fc' | 'mac';
  variableOrder: 'static' | 'mrv';
  /** AC-3 once before search. */
  ac3: boolean;
  maxSolutions: number;
}

export function referenceSolve(problem: Problem, options: ReferenceOptions): { solutions: Int32Array[]; nodes: number } {
  const n = problem.variables.length;
  const assignment = new Int32Array(n).fill(-1);
  const solutions: Int32Array[] = [];
  let nodes = 0;
  // (constraint, the variable it links to) for each variable.
  const arcs: [Constraint, number][][] = problem.variables.map(() => []);
  for (const c of problem.constraints) {
    const [x, y] = c.scope as [number, number];
    arcs[x]!.push([c, y]);
    arcs[y]!.push([c, x]);
  }
  const pair = new Int32Array(n).fill(-1);
  const counter = { checks: 0 } as Domains; // isConsistent only counts its checks here
  function allows(c: Constraint, x: number, a: number, y: number, b: number): boolean {
    pair[x] = a;
    pair[y] = b;
    const ok = c.isConsistent(counter, pair);
    pair[x] = pair[y] = -1;
    return ok;
  }
  /** Remove from y's domain the values with no support in x's; true when some went. */
  function revise(domains: number[][], y: number, c: Constraint, x: number): boolean {
    const kept = domains[y]!.filter((b) => domains[x]!.some((a) => allows(c, x, a, y, b)));
    const changed = kept.length < domains[y]!.length;
    domains[y] = kept;
    return changed;
  }
  /** AC-3 from the arcs (y ← x) in `queue`; false when a domain empties. */
  function ac3(domains: number[][], queue: [number, Constraint, number][]): boolean {
    for (let arc = queue.shift(); arc; arc = queue.shift()) {
      const [y, c, x] = arc;
      if (!revise(domains, y, c, x)) continue;
      if (domains[y]!.length === 0) return false;
      for (const [d, z] of arcs[y]!) if (d !== c) queue.push([z, d, y]);
    }
    return true;
  }
  /** Forward checking after x was assigned: its unassigned neighbours keep the values compatible with it. */
  function forwardCheck(domains: number[][], x: number): boolean {
    for (const [c, y] of arcs[x]!) if (assignment[y]! < 0 && (revise(domains, y, c, x), domains[y]!.length === 0)) return false;
    return true;
  }
  const consistent = (x: number, a: number) => arcs[x]!.every(([c, y]) => assignment[y]! < 0 || allows(c, x, a, y, assignment[y]!));
  const infer = (domains: number[][], x: number): boolean =>
    options.inference === 'fc' ? forwardCheck(domains, x) : options.inference === 'mac' ? ac3(domains, arcs[x]!.map(([c, y]) => [y, c, x])) : true;
  /** SELECT-UNASSIGNED-VARIABLE: the first unassigned (static) or one with the fewest values left (MRV, ties: the first); -1 when none. */
  function select(domains: number[][]): number {
    let best = -1;
    for (let v = 0; v < n; v++) if (assignment[v]! < 0 && (best < 0 || (options.variableOrder === 'mrv' && domains[v]!.length < domains[best]!.length))) best = v;
    return best;
  }
  /** BACKTRACK: true when enough solutions are found. */
  function backtrack(domains: number[][]): boolean {
    const x = select(domains);
    if (x < 0) return solutions.push(assignment.slice()) >= options.maxSolutions;
    for (const a of domains[x]!) {
      nodes++;
      if (options.inference === 'none' && !consistent(x, a)) continue;
      assignment[x] = a;
      const next = domains.map((d, v) => (v === x ? [a] : d.slice()));
      if (infer(next, x) && backtrack(next)) return true;
      assignment[x] = -1;
    }
    return false;
  }
  const domains = problem.variables.map((v) => Array.from({ length: v.size }, (_, a) => a).filter((a) => !v.initial || v.initial.includes(a)));
  const root = domains.every((d) => d.length > 0) && (!options.ac3 || ac3(domains, arcs.flatMap((list, x) => list.map(([c, y]): [number, Constraint, number] => [x, c, y]))));
  if (root) backtrack(domains);
  return { solutions, nodes };
}
