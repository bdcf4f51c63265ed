/**
 * Cutset conditioning (Russell & Norvig 6.5.1): when the constraint graph is not a tree, choose
 * a cycle cutset S, a set of variables whose removal leaves a forest (cycleCutset.ts), then
 *
 *   for each assignment of the variables in S that satisfies every constraint on S
 *     remove from the domains of the other variables every value inconsistent with it
 *     if the rest, a forest, has a solution (the tree algorithm, treeCsp.ts)
 *       return it together with the assignment of S
 *
 * which takes O(d^c · (n − c) d²) for a cutset of c variables: exponential in c only.
 *
 * Constraints on more than two variables are taken as they come: the graph is the primal one
 * (an edge between every two variables of a scope), so once S is removed every constraint has at
 * most two variables outside S. With S's values fixed, a constraint with none outside S is checked
 * while S is assigned, one with a single variable outside narrows that variable's domain (the
 * "prune" step above), one with two becomes a binary constraint of the forest, read through its
 * own `isConsistent` with S's values filled in.
 *
 * `cutsetConditioning` is a generator of `CutsetEvent`s (the tree algorithm's own events inside,
 * named by the problem's variables and constraints) returning a `SearchResult`; `stats.cutset`
 * names the cutset and `stats.cutsetAssignments` counts the assignments of it tried. With more than
 * one solution wanted, each forest's solutions are all listed: after directional arc consistency
 * every value of a child consistent with its parent's extends to a solution, so they come without
 * backtracking too.
 */
import { Budget, searchResult, type SearchResult } from './budget.ts';
import { now } from './clock.ts';
import { constraintGraph, isCycleCutset, smallestCycleCutset } from './cycleCutset.ts';
import { emptyStats, type CutsetEvent, type Status } from './events.ts';
import { withDefaults, type SearchOptions } from './options.ts';
import { OnlyTested, type Constraint, type Domains, type Problem } from './problem.ts';
import type { Message } from '../text/index.ts';
import { State } from './state.ts';
import { treeCsp } from './treeCsp.ts';

export interface CutsetOptions {
  /** The cycle cutset, in the order its variables are assigned; default: a smallest one (`smallestCycleCutset`). */
  cutset?: readonly number[] | undefined;
  /** As the search's (`SearchOptions`): 1 (the default) stops at the first solution, Infinity finds them all. */
  maxSolutions?: number | undefined;
  nodeLimit?: number | undefined;
  timeLimitMs?: number | undefined;
  signal?: SearchOptions['signal'];
}

/**
 * A constraint with two variables outside the cutset, seen by the tree algorithm as a binary
 * constraint of the forest (`scope`: the forest's numbering): its own test, with the cutset's
 * current values (in `full`, the problem's numbering) filled in.
 */
class Conditioned extends OnlyTested {
  readonly label: Message;

  constructor(
    readonly scope: readonly [number, number],
    private readonly original: Constraint,
    private readonly variables: readonly [number, number],
    private readonly full: Int32Array,
  ) {
    // The tree algorithm only ever tests pairs of values.
    super('cutset conditioning: a conditioned constraint is only tested');
    this.label = original.label;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const [a, b] = this.variables;
    const full = this.full;
    full[a] = values[this.scope[0]]!;
    full[b] = values[this.scope[1]]!;
    const ok = this.original.isConsistent(domains, full);
    full[a] = -1;
    full[b] = -1;
    return ok;
  }
}

/** Run cutset conditioning, yielding events. Throws a RangeError when `options.cutset` is not a cycle cutset. */
export function* cutsetConditioning(problem: Problem, options: CutsetOptions = {}): Generator<CutsetEvent, SearchResult> {
  const start = now();
  const given = options.cutset;
  const limits = withDefaults();
  limits.maxSolutions = options.maxSolutions ?? limits.maxSolutions;
  limits.nodeLimit = options.nodeLimit ?? limits.nodeLimit;
  limits.timeLimitMs = options.timeLimitMs ?? limits.timeLimitMs;
  limits.signal = options.signal;
  const budget = new Budget(limits, start);
  const n = problem.variables.length;
  const constraints = problem.constraints;
  const graph = constraintGraph(problem);
  let cutset: number[];
  let proposed = false;
  let exact = false;
  if (given) {
    cutset = [...new Set(given)];
    if (!isCycleCutset(graph, cutset)) throw new RangeError('cutset conditioning: the variables given are not a cycle cutset (the constraint graph without them has a cycle)');
  } else {
    const smallest = smallestCycleCutset(graph);
    cutset = smallest.set;
    proposed = true;
    exact = smallest.exact;
  }
  const stats = emptyStats();
  stats.cutset = cutset.map((v) => problem.variables[v]!.name);
  stats.cutsetAssignments = 0;
  yield { type: 'cutset', cutset: Int32Array.from(cutset), proposed, exact };

  const position = new Int32Array(n).fill(-1);
  cutset.forEach((v, i) => (position[v] = i));
  const rest: number[] = [];
  const forestIndex = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) if (position[v]! < 0) forestIndex[v] = rest.push(v) - 1;

  // Domains as the variables give them; `base` also counts the checks made outside the tree algorithm.
  const base = new State(problem);
  const scratch = new Int32Array(base.largestDomain);
  const domains = Array.from({ length: n }, (_, v) => Array.from(scratch.subarray(0, base.valuesOf(v, scratch))));
  /** The cutset's values (the rest -1 outside a conditioned constraint's test). */
  const full = new Int32Array(n).fill(-1);

  // Each constraint on a cutset variable is checked when that variable gets a value (as plain
  // backtracking checks it: only the values assigned so far); the others by how many of their
  // variables lie outside the cutset.
  const among: number[][] = cutset.map(() => []);
  const narrowing: number[][] = rest.map(() => []);
  const pairs: Conditioned[] = [];
  const pairSource: number[] = [];
  const pairsBetween = new Map<number, Conditioned[]>();
  constraints.forEach((c, ci) => {
    if (c.scope.length === 0) return;
    for (const v of new Set(c.scope)) if (position[v]! >= 0) among[position[v]!]!.push(ci);
    const outside = [...new Set(c.scope.filter((v) => position[v]! < 0))];
    if (outside.length === 0) return;
    if (outside.length === 1) narrowing[forestIndex[outside[0]!]!]!.push(ci);
    else if (outside.length === 2) {
      const [a, b] = outside as [number, number];
      const pair = new Conditioned([forestIndex[a]!, forestIndex[b]!], c, [a, b], full);
      pairs.push(pair);
      pairSource.push(ci);
      const key = Math.min(forestIndex[a]!, forestIndex[b]!) * n + Math.max(forestIndex[a]!, forestIndex[b]!);
      pairsBetween.set(key, [...(pairsBetween.get(key) ?? []), pair]);
    } else throw new Error(`cutset conditioning: ${c.label} keeps ${outside.length} variables outside a cycle cutset`);
  });

  const solutions: Int32Array[] = [];
  let stopped: Status | null = null;
  /** The forest's assignments in effect (taken back when the next assignment of the cutset comes). */
  let forestAssigned = 0;
  let treeChecks = 0;

  /** A solution: the cutset's values and the forest's (`forest`, by forest index). */
  function* found(forest: Int32Array): Generator<CutsetEvent, boolean> {
    const values = full.slice();
    rest.forEach((v, i) => (values[v] = forest[i]!));
    solutions.push(values);
    yield { type: 'solution', index: solutions.length - 1, values };
    if (solutions.length >= limits.maxSolutions) {
      stopped = 'solved';
      return true;
    }
    return false;
  }

  /** May forest variables p = a and v = b hold together (every constraint between them)? */
  const compatible = (p: number, a: number, v: number, b: number, tmp: Int32Array): boolean => {
    tmp[p] = a;
    tmp[v] = b;
    const ok = (pairsBetween.get(Math.min(p, v) * n + Math.max(p, v)) ?? []).every((c) => c.isConsistent(base, tmp));
    tmp[p] = -1;
    tmp[v] = -1;
    return ok;
  };

  /**
   * The forest's other solutions, in order after the first (`first`): depth-first through the
   * topological order, each variable's values (as directional arc consistency left them)
   * consistent with its parent's value.
   */
  function* otherSolutions(order: Int32Array, parent: Int32Array, left: number[][], first: Int32Array): Generator<CutsetEvent, boolean> {
    const m = order.length;
    const current = first.slice();
    const tmp = new Int32Array(m).fill(-1);
    const lists: number[][] = new Array<number[]>(m);
    const at = new Int32Array(m);
    const fill = (i: number): void => {
      const v = order[i]!;
      const p = parent[v]!;
      lists[i] = p < 0 ? left[v]! : left[v]!.filter((b) => compatible(p, current[p]!, v, b, tmp));
      // Directional arc consistency leaves every value of the parent a support in the child.
      if (lists[i]!.length === 0) throw new Error(`cutset conditioning: ${problem.variables[rest[v]!]!.name} has no value consistent with its parent after arc consistency`);
      at[i] = 0;
      current[v] = lists[i]![0]!;
    };
    for (let i = 0; i < m; i++) fill(i);
    for (;;) {
      let i = m - 1;
      while (i >= 0 && at[i]! + 1 >= lists[i]!.length) i--;
      if (i < 0) return false;
      const stop = budget.exceeded(stats.nodes);
      if (stop) {
        stopped = stop;
        return true;
      }
      const shown = current.slice();
      at[i]!++;
      current[order[i]!] = lists[i]![at[i]!]!;
      for (let j = i + 1; j < m; j++) fill(j);
      for (let j = i; j < m; j++) {
        const v = order[j]!;
        if (current[v] === shown[v]) continue;
        stats.nodes++;
        stats.backtracks++;
        yield { type: 'reassign', variable: rest[v]!, value: current[v]!, previous: shown[v]! };
      }
      if (yield* found(current)) return true;
    }
  }

  /** The rest, conditioned on the cutset's values in `full`: prune, then the tree algorithm. */
  function* conditioned(): Generator<CutsetEvent, boolean> {
    const index = ++stats.cutsetAssignments!;
    yield { type: 'condition', index, values: Int32Array.from(cutset, (v) => full[v]!) };
    const done = yield* conditionedRest();
    // On to the next assignment of the cutset: the forest's assignments are taken back.
    if (!done) {
      stats.backtracks += forestAssigned;
      forestAssigned = 0;
    }
    return done;
  }

  function* conditionedRest(): Generator<CutsetEvent, boolean> {
    // Each constraint with one variable outside the cutset narrows that variable's domain.
    const left: number[][] = [];
    for (let i = 0; i < rest.length; i++) {
      const r = rest[i]!;
      let values = domains[r]!;
      for (const ci of narrowing[i]!) {
        const kept: number[] = [];
        for (const a of values) {
          full[r] = a;
          if (constraints[ci]!.isConsistent(base, full)) kept.push(a);
          else {
            stats.prunes++;
            yield { type: 'prune', variable: r, value: a, constraint: ci };
          }
        }
        full[r] = -1;
        values = kept;
        if (values.length === 0) {
          yield { type: 'wipeout', variable: r, constraint: ci };
          return false;
        }
      }
      left.push(values);
    }

    // The tree algorithm on the forest, its events named by the problem's variables and constraints.
    const forest: Problem = { variables: rest.map((v, i) => ({ name: problem.variables[v]!.name, size: problem.variables[v]!.size, initial: left[i] })), constraints: pairs };
    const run = treeCsp(forest);
    const original = (v: number): number => (v < 0 ? -1 : rest[v]!);
    let order: Int32Array = new Int32Array(0);
    let parent: Int32Array = new Int32Array(0);
    let solution: Int32Array | null = null;
    for (;;) {
      const step = run.next();
      if (step.done) {
        treeChecks += step.value.stats.checks;
        break;
      }
      const e = step.value;
      switch (e.type) {
        case 'order': {
          order = e.order;
          parent = e.parent;
          const parents = new Int32Array(n).fill(-1);
          rest.forEach((v, i) => (parents[v] = original(e.parent[i]!)));
          yield { type: 'order', order: e.order.map(original), parent: parents };
          break;
        }
        case 'unary':
          // The forest has no unary constraint (conditioning applied them): never met.
          break;
        case 'revise':
          left[e.parent] = left[e.parent]!.filter((a) => !e.removed.includes(a));
          stats.prunes += e.removed.length;
          yield { ...e, parent: original(e.parent), child: original(e.child), constraints: e.constraints.map((ci) => pairSource[ci]!) };
          if (e.size === 0) yield { type: 'wipeout', variable: original(e.parent), constraint: pairSource[e.constraints[0]!] ?? -1 };
          break;
        case 'assign':
          stats.nodes++;
          forestAssigned++;
          stats.maxDepth = Math.max(stats.maxDepth, cutset.length + forestAssigned);
          yield { type: 'assign', variable: original(e.variable), value: e.value, parent: original(e.parent) };
          break;
        case 'solution':
          solution = e.values;
          break;
        case 'done':
          break;
      }
    }
    if (!solution) return false;
    if (yield* found(solution)) return true;
    return yield* otherSolutions(order, parent, left, solution);
  }

  /**
   * Depth-first through the cutset's assignments: each value checked against the constraints on
   * its variable with the values given so far (a constraint among the cutset's variables is
   * decided once they all have one). Every value tried is a node, taken back (a backtrack) when
   * refused or when the assignments below it are done.
   */
  function* assignFrom(i: number): Generator<CutsetEvent, boolean> {
    if (i === cutset.length) return yield* conditioned();
    const v = cutset[i]!;
    for (const a of domains[v]!) {
      const stop = budget.exceeded(stats.nodes);
      if (stop) {
        stopped = stop;
        return true;
      }
      full[v] = a;
      stats.nodes++;
      stats.maxDepth = Math.max(stats.maxDepth, i + 1);
      if (among[i]!.every((ci) => constraints[ci]!.isConsistent(base, full)) && (yield* assignFrom(i + 1))) return true;
      stats.backtracks++;
    }
    full[v] = -1;
    return false;
  }

  yield* assignFrom(0);
  const status: Status = stopped ?? (solutions.length > 0 ? 'solved' : 'unsatisfiable');
  const result = searchResult(status, solutions, stats, { prunes: stats.prunes, checks: base.checks + treeChecks, start, inferenceMs: 0 });
  yield { type: 'done', status, stats: { ...stats } };
  return result;
}

/** Cutset conditioning to the end, without keeping events. */
export function solveCutset(problem: Problem, options: CutsetOptions = {}): SearchResult {
  const run = cutsetConditioning(problem, options);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
