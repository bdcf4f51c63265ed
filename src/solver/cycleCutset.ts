/**
 * Cycle cutsets of the constraint graph (Russell & Norvig 6.5.1): a set S of variables such that
 * the constraint graph becomes a forest once S is removed. Cutset conditioning (cutset.ts) solves
 * the rest by the tree algorithm for each assignment of S; this file only reads the graph:
 *
 * - `constraintGraph`: the graph, an edge between every two variables sharing a constraint (the
 *   primal graph: a constraint on three variables is a triangle, so a forest left after removing S
 *   means every constraint has at most two variables outside S);
 * - `remainingCycle`: a shortest cycle among the variables left (null: they form a forest);
 * - `smallestCycleCutset`: a smallest cutset, exact on small graphs (below), greedy beyond;
 * - `gradeCutset`: the facts a teacher's verdict on a student's cutset needs, as data.
 *
 * Finding a smallest cycle cutset is NP-hard (it is the minimum feedback vertex set). Variables
 * on no cycle never belong to a smallest one, so the graph is first cut down to its 2-core
 * (variables of degree 0 or 1 removed, again and again), and each connected part of the core is
 * solved on its own: exactly by branch and bound when it has at most `EXACT_CORE_LIMIT`
 * variables and the search ends within `EXACT_STEP_LIMIT` steps, otherwise greedily (the
 * variable with the most neighbours in the core, again and again, then every variable the
 * others make unneeded dropped). `exact` says which happened.
 */
import type { Problem } from './problem.ts';

/** The largest connected part of the cyclic core solved exactly (beyond: greedy). */
export const EXACT_CORE_LIMIT = 40;
/** Steps of the exact search per part before it gives up and keeps the best set found. */
export const EXACT_STEP_LIMIT = 1 << 20;

/** The constraint graph: `neighbours[v]`, in increasing order, the variables sharing a constraint with v. */
export interface ConstraintGraph {
  readonly neighbours: readonly (readonly number[])[];
}

/** The primal constraint graph of a problem: an edge between every two variables of a scope. */
export function constraintGraph(problem: Problem): ConstraintGraph {
  const n = problem.variables.length;
  const sets = Array.from({ length: n }, () => new Set<number>());
  for (const c of problem.constraints) {
    const scope = c.scope;
    for (let i = 0; i < scope.length; i++) {
      for (let j = i + 1; j < scope.length; j++) {
        const a = scope[i]!;
        const b = scope[j]!;
        if (a === b) continue;
        sets[a]!.add(b);
        sets[b]!.add(a);
      }
    }
  }
  return { neighbours: sets.map((s) => [...s].sort((a, b) => a - b)) };
}

/** Membership of a set of variables as flags (throws on a variable out of range). */
function flags(n: number, set: Iterable<number>): Uint8Array {
  const out = new Uint8Array(n);
  for (const v of set) {
    if (!Number.isInteger(v) || v < 0 || v >= n) throw new RangeError(`variable ${v} out of range 0..${n - 1}`);
    out[v] = 1;
  }
  return out;
}

/**
 * A shortest cycle of the graph among the variables not in `removed`, as the variables around
 * it (each next to the following one, the last next to the first; it starts from its smallest
 * variable, towards the smaller of its two neighbours), or null when they form a forest.
 * Breadth-first search from every variable: O(n · m).
 */
export function remainingCycle(graph: ConstraintGraph, removed: Iterable<number> = []): number[] | null {
  const nb = graph.neighbours;
  const n = nb.length;
  const out = flags(n, removed);
  const dist = new Int32Array(n);
  const from = new Int32Array(n);
  let best: number[] | null = null;
  const pathUp = (v: number): number[] => {
    const path: number[] = [];
    for (let u = v; u !== -1; u = from[u]!) path.push(u);
    return path;
  };
  for (let s = 0; s < n; s++) {
    if (out[s] || nb[s]!.length < 2) continue;
    dist.fill(-1);
    from.fill(-1);
    dist[s] = 0;
    const queue = [s];
    for (let head = 0; head < queue.length; head++) {
      const u = queue[head]!;
      // No cycle found from here on can be shorter than the best (its two paths meet at depth ≥ dist[u]).
      if (best && 2 * dist[u]! + 1 >= best.length) break;
      for (const w of nb[u]!) {
        if (out[w]) continue;
        if (dist[w] === -1) {
          dist[w] = dist[u]! + 1;
          from[w] = u;
          queue.push(w);
        } else if (w !== from[u]) {
          // A non-tree edge u – w: the paths from u and w up to s, without their common part.
          const up = pathUp(u);
          const down = pathUp(w);
          while (up.length > 1 && down.length > 1 && up[up.length - 2] === down[down.length - 2]) {
            up.pop();
            down.pop();
          }
          const cycle = [...up, ...down.slice(0, -1).reverse()];
          if (!best || cycle.length < best.length) best = cycle;
        }
      }
    }
  }
  return best ? canonicalCycle(best) : null;
}

/** A cycle from its smallest variable, towards the smaller of that variable's two neighbours on it. */
function canonicalCycle(cycle: number[]): number[] {
  let at = 0;
  for (let i = 1; i < cycle.length; i++) if (cycle[i]! < cycle[at]!) at = i;
  const rotated = [...cycle.slice(at), ...cycle.slice(0, at)];
  if (rotated.length > 2 && rotated[rotated.length - 1]! < rotated[1]!) return [rotated[0]!, ...rotated.slice(1).reverse()];
  return rotated;
}

/**
 * The graph without `set`: whether it is a forest, and its connected parts (trees when it is one).
 * Union-find over its edges: an edge inside one part closes a cycle.
 */
function without(graph: ConstraintGraph, set: Iterable<number>): { acyclic: boolean; parts: number } {
  const nb = graph.neighbours;
  const n = nb.length;
  const out = flags(n, set);
  const uf = new UnionFind(n);
  let acyclic = true;
  let parts = 0;
  for (let v = 0; v < n; v++) if (!out[v]) parts++;
  for (let a = 0; a < n; a++) {
    if (out[a]) continue;
    for (const b of nb[a]!) {
      if (b <= a || out[b]) continue;
      if (uf.union(a, b)) parts--;
      else acyclic = false;
    }
  }
  return { acyclic, parts };
}

/** Does removing `set` leave the constraint graph a forest? */
export function isCycleCutset(graph: ConstraintGraph, set: Iterable<number>): boolean {
  return without(graph, set).acyclic;
}

/**
 * A cutset given by its variables' names (the CLI's `--cutset`, the app's choice, a run's options):
 * their indices in the order named, when each names a variable and together they leave a forest;
 * else the first name of no variable, or a cycle the rest still has (`remainingCycle`). Callers say
 * the refusal in their own words.
 */
export type NamedCutset = { state: 'ok'; variables: number[] } | { state: 'unknown'; name: string } | { state: 'cycle'; cycle: number[] };

export function cutsetByName(problem: Problem, names: readonly string[], graph: ConstraintGraph = constraintGraph(problem)): NamedCutset {
  const byName = new Map(problem.variables.map((v, i) => [v.name, i]));
  const variables: number[] = [];
  for (const name of names) {
    const v = byName.get(name);
    if (v === undefined) return { state: 'unknown', name };
    variables.push(v);
  }
  const cycle = remainingCycle(graph, variables);
  return cycle ? { state: 'cycle', cycle } : { state: 'ok', variables };
}

/** Trees of the forest left after removing `set` (a cycle cutset): its connected parts. */
export function forestTrees(graph: ConstraintGraph, set: Iterable<number>): number {
  return without(graph, set).parts;
}

/** A smallest cycle cutset found: its variables (increasing) and whether it is proven smallest. */
export interface SmallestCutset {
  size: number;
  set: number[];
  /** True when no smaller cutset exists (the exact search ran on every part of the core). */
  exact: boolean;
}

/**
 * The 2-core: variables of degree 0 or 1 (among those left) removed again and again. Returns
 * the flags of the variables left (those on a cycle or between two).
 */
function cyclicCore(nb: readonly (readonly number[])[], removed: Uint8Array): Uint8Array {
  const n = nb.length;
  const inCore = new Uint8Array(n);
  const degree = new Int32Array(n);
  const queue: number[] = [];
  for (let v = 0; v < n; v++) {
    if (removed[v]) continue;
    inCore[v] = 1;
    for (const u of nb[v]!) if (!removed[u]) degree[v]!++;
    if (degree[v]! <= 1) queue.push(v);
  }
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    if (!inCore[v]) continue;
    inCore[v] = 0;
    for (const u of nb[v]!) {
      if (!inCore[u]) continue;
      if (--degree[u]! === 1) queue.push(u);
    }
  }
  return inCore;
}

/** The connected parts of the variables flagged in `keep`, each in increasing order. */
function parts(nb: readonly (readonly number[])[], keep: Uint8Array): number[][] {
  const n = nb.length;
  const seen = new Uint8Array(n);
  const out: number[][] = [];
  for (let s = 0; s < n; s++) {
    if (!keep[s] || seen[s]) continue;
    seen[s] = 1;
    const part = [s];
    for (let head = 0; head < part.length; head++) {
      for (const u of nb[part[head]!]!) {
        if (keep[u] && !seen[u]) {
          seen[u] = 1;
          part.push(u);
        }
      }
    }
    out.push(part.sort((a, b) => a - b));
  }
  return out;
}

/**
 * Greedy cycle cutset: while the core is not empty, take its variable with the most neighbours
 * in it (the smallest on a tie) and cut the core down again; then drop every chosen variable the
 * others make unneeded (last chosen first). A cutset, minimal (no variable can be left out), not
 * always smallest. O(n² + m): the core is cut down as variables leave it, not computed again.
 */
export function greedyCycleCutset(graph: ConstraintGraph): number[] {
  const nb = graph.neighbours;
  const n = nb.length;
  const alive = new Uint8Array(n).fill(1);
  const degree = Int32Array.from(nb, (list) => list.length);
  const queue: number[] = [];
  const leave = (v: number): void => {
    alive[v] = 0;
    for (const u of nb[v]!) if (alive[u] && --degree[u]! === 1) queue.push(u);
  };
  const peel = (): void => {
    while (queue.length > 0) {
      const v = queue.pop()!;
      if (alive[v]) leave(v);
    }
  };
  for (let v = 0; v < n; v++) if (degree[v]! <= 1) queue.push(v);
  const chosen: number[] = [];
  for (;;) {
    peel();
    let pick = -1;
    for (let v = 0; v < n; v++) if (alive[v] && (pick < 0 || degree[v]! > degree[pick]!)) pick = v;
    if (pick < 0) break;
    chosen.push(pick);
    leave(pick);
  }
  return dropUnneeded(graph, chosen).sort((a, b) => a - b);
}

/**
 * Leave out of a cutset every variable the rest make unneeded, in reverse order: a variable may go
 * back into the forest when its neighbours there lie in different trees (so no cycle closes).
 */
function dropUnneeded(graph: ConstraintGraph, cutset: readonly number[]): number[] {
  const nb = graph.neighbours;
  const n = nb.length;
  const out = flags(n, cutset);
  const uf = new UnionFind(n);
  for (let a = 0; a < n; a++) {
    if (out[a]) continue;
    for (const b of nb[a]!) if (b > a && !out[b]) uf.union(a, b);
  }
  for (let i = cutset.length - 1; i >= 0; i--) {
    const v = cutset[i]!;
    const roots = new Set<number>();
    let fits = true;
    for (const u of nb[v]!) {
      if (out[u]) continue;
      const r = uf.find(u);
      if (roots.has(r)) {
        fits = false;
        break;
      }
      roots.add(r);
    }
    if (!fits) continue;
    out[v] = 0;
    for (const u of nb[v]!) if (!out[u]) uf.union(v, u);
  }
  return cutset.filter((v) => out[v]);
}

/**
 * A smallest cycle cutset: exact on every part of the cyclic core of at most `EXACT_CORE_LIMIT`
 * variables (branch and bound, below), greedy on larger ones.
 */
export function smallestCycleCutset(graph: ConstraintGraph): SmallestCutset {
  const nb = graph.neighbours;
  const core = cyclicCore(nb, new Uint8Array(nb.length));
  const set: number[] = [];
  let exact = true;
  for (const part of parts(nb, core)) {
    const found = part.length <= EXACT_CORE_LIMIT ? exactPart(nb, part) : null;
    if (found) set.push(...found);
    else {
      exact = false;
      set.push(...greedyCycleCutset(subgraph(nb, part)).map((i) => part[i]!));
    }
  }
  set.sort((a, b) => a - b);
  return { size: set.length, set, exact };
}

/** The graph induced by `part`, renumbered 0 .. part.length - 1 (in the order of `part`). */
function subgraph(nb: readonly (readonly number[])[], part: readonly number[]): ConstraintGraph {
  const index = new Map(part.map((v, i) => [v, i]));
  return { neighbours: part.map((v) => nb[v]!.filter((u) => index.has(u)).map((u) => index.get(u)!)) };
}

/**
 * A smallest cutset of one connected part of the core, by branch and bound over its variables in
 * decreasing degree: each joins the forest (when its neighbours in the forest lie in different
 * trees) or the cutset. A branch ends when its cutset, plus a lower bound for the rest, is no
 * smaller than the best found (first the greedy one): removing a variable of degree d lowers the
 * graph's cyclomatic number (edges - vertices + parts) by at most d - 1. Null when the search
 * takes more than `EXACT_STEP_LIMIT` steps.
 */
function exactPart(nb: readonly (readonly number[])[], part: readonly number[]): number[] | null {
  const sub = subgraph(nb, part);
  const adj = sub.neighbours;
  const k = part.length;
  const order = Array.from({ length: k }, (_, i) => i).sort((a, b) => adj[b]!.length - adj[a]!.length || a - b);
  const position = new Int32Array(k);
  order.forEach((v, i) => (position[v] = i));

  let best = greedyCycleCutset(sub);
  // 0 undecided, 1 in the forest, 2 in the cutset.
  const state = new Uint8Array(k);
  const uf = new UnionFind(k);
  const cut: number[] = [];
  let steps = 0;
  let gaveUp = false;

  /** Lower bound on the variables still to cut among the undecided (the forest's so far stay). */
  const bound = (): number => {
    const count = new UnionFind(k);
    let vertices = 0;
    let edges = 0;
    let parts = 0;
    let most = 0;
    for (let v = 0; v < k; v++) {
      if (state[v] === 2) continue;
      vertices++;
      parts++;
      let d = 0;
      for (const u of adj[v]!) {
        if (state[u] === 2) continue;
        d++;
        if (u > v) {
          edges++;
          if (count.union(u, v)) parts--;
        }
      }
      if (state[v] === 0 && d > most) most = d;
    }
    const cyclomatic = edges - vertices + parts;
    if (cyclomatic <= 0) return 0;
    return most <= 1 ? Infinity : Math.ceil(cyclomatic / (most - 1));
  };

  const go = (i: number): void => {
    if (gaveUp) return;
    if (++steps > EXACT_STEP_LIMIT) {
      gaveUp = true;
      return;
    }
    if (cut.length + bound() >= best.length) return;
    if (i === k) {
      best = [...cut];
      return;
    }
    const v = order[i]!;
    // Into the forest: its forest neighbours must lie in different trees.
    const roots: number[] = [];
    let fits = true;
    for (const u of adj[v]!) {
      if (state[u] !== 1) continue;
      const r = uf.find(u);
      if (roots.includes(r)) {
        fits = false;
        break;
      }
      roots.push(r);
    }
    if (fits) {
      const mark = uf.mark();
      state[v] = 1;
      for (const u of adj[v]!) if (state[u] === 1) uf.union(v, u);
      go(i + 1);
      uf.rollback(mark);
      state[v] = 0;
    }
    // Into the cutset.
    state[v] = 2;
    cut.push(v);
    go(i + 1);
    cut.pop();
    state[v] = 0;
  };
  go(0);
  if (gaveUp) return null;
  return best.map((i) => part[i]!);
}

/** The facts of a verdict on a chosen cycle cutset, as data (the app says them in words). */
export interface CutsetGrade {
  /** The chosen variables, each once, in increasing order. */
  chosen: number[];
  /** Removing them leaves a forest. */
  right: boolean;
  /** When wrong: a shortest cycle left among the other variables, in order around it. */
  cycle: number[] | null;
  /** When right: the trees of the forest left. */
  trees: number;
  /** A smallest cycle cutset (its size, one such set, and whether it is proven smallest). */
  smallest: SmallestCutset;
  /** Right, and no larger than the smallest. */
  best: boolean;
  /** When right: chosen variables that could each be left out, the rest still a cutset. */
  unneeded: number[];
}

/** Grade a chosen set of variables as a cycle cutset of the problem's constraint graph. */
export function gradeCutset(problem: Problem, chosen: Iterable<number>, graph: ConstraintGraph = constraintGraph(problem)): CutsetGrade {
  const set = [...new Set(chosen)].sort((a, b) => a - b);
  flags(graph.neighbours.length, set);
  const cycle = remainingCycle(graph, set);
  const smallest = smallestCycleCutset(graph);
  const right = cycle === null;
  const unneeded = right ? set.filter((v) => isCycleCutset(graph, set.filter((u) => u !== v))) : [];
  return { chosen: set, right, cycle, trees: right ? forestTrees(graph, set) : 0, smallest, best: right && set.length <= smallest.size, unneeded };
}

/** Union-find with union by size and no path compression, so unions can be rolled back. */
class UnionFind {
  private readonly parent: Int32Array;
  private readonly size: Int32Array;
  /** The roots whose parent a union changed, last first: what `rollback` undoes. */
  private readonly history: number[] = [];

  constructor(n: number) {
    this.parent = Int32Array.from({ length: n }, (_, i) => i);
    this.size = new Int32Array(n).fill(1);
  }

  find(x: number): number {
    while (this.parent[x] !== x) x = this.parent[x]!;
    return x;
  }

  /** Join the trees of a and b; false when they were one already. */
  union(a: number, b: number): boolean {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;
    if (this.size[ra]! < this.size[rb]!) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;
    this.size[ra]! += this.size[rb]!;
    this.history.push(rb);
    return true;
  }

  mark(): number {
    return this.history.length;
  }

  rollback(mark: number): void {
    while (this.history.length > mark) {
      const rb = this.history.pop()!;
      const ra = this.parent[rb]!;
      this.size[ra]! -= this.size[rb]!;
      this.parent[rb] = rb;
    }
  }
}
