/**
 * The tree-structured CSP algorithm (Russell & Norvig fig. 6.11): when every constraint is binary
 * (unary ones are applied to the domains first, node consistency, each a recorded `unary` step) and
 * the constraint graph is a forest, a solution
 * is found without backtracking, in O(n d²):
 *
 *   function TREE-CSP-SOLVER(csp)
 *     root ← any variable in X                      here: the first variable of each tree
 *     X ← TOPOLOGICALSORT(X, root)                  breadth-first from the root
 *     for j = n down to 2 do                        from the leaves up
 *       MAKE-ARC-CONSISTENT(PARENT(Xj), Xj)         remove the parent's values without support
 *       if it cannot be made consistent then return failure
 *     for i = 1 to n do                             from the root down
 *       assignment[Xi] ← any consistent value from Di   (the first, in value order)
 *     return assignment
 *
 * `treeShape` says whether a problem qualifies; `treeCsp` is a generator of `TreeCspEvent`s
 * whose return value is a `SearchResult` (one solution, or `unsatisfiable`); `solveTreeCsp` runs
 * it without events. Constraints are read only through `isConsistent` on pairs of values, so any
 * binary constraint works (tables, `<`, ≠, ...).
 */
import { english, msg, type Message } from '../text/index.ts';
import { searchResult } from './budget.ts';
import { emptyStats, type TreeCspEvent } from './events.ts';
import { labelOf, type Problem } from './problem.ts';
import type { Sense } from './objective.ts';
import type { SearchResult } from './search.ts';
import type { ArcRef, AskKind, DecisionScript, Question } from './decisions.ts';
import { State } from './state.ts';
import { now } from './clock.ts';

export interface TreeShape {
  /** Every constraint has one or two variables (two different ones). */
  binary: boolean;
  /** The constraint graph (an edge per pair of variables sharing a constraint) has no cycle. */
  acyclic: boolean;
  /** Connected components of the graph (1: a tree; more: a forest). */
  components: number;
  /** Why the algorithm does not apply (null when it does): names a constraint or a cycle. */
  reason: Message | null;
}

/** Whether the tree algorithm applies to `problem`: binary constraints and a forest. */
export function treeShape(problem: Problem): TreeShape {
  const n = problem.variables.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x]!]!;
      x = parent[x]!;
    }
    return x;
  };
  const edges = new Set<number>();
  let binary = true;
  let acyclic = true;
  let reason: Message | null = null;
  let components = n;
  for (const c of problem.constraints) {
    const scope = c.scope;
    if (scope.length > 2 || (scope.length === 2 && scope[0] === scope[1])) {
      binary = false;
      reason ??= msg('names.refusal.notBinaryCount', { constraint: c.label, count: scope.length });
      continue;
    }
    if (scope.length < 2) continue;
    const a = Math.min(scope[0]!, scope[1]!);
    const b = Math.max(scope[0]!, scope[1]!);
    const key = a * n + b;
    if (edges.has(key)) continue; // a second constraint on the same pair: the same edge
    edges.add(key);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) {
      if (acyclic) reason ??= msg('names.refusal.closesCycle', { constraint: c.label });
      acyclic = false;
    } else {
      parent[ra] = rb;
      components--;
    }
  }
  return { binary, acyclic, components, reason };
}

/** The algorithm applies: every constraint binary, the constraint graph a forest. */
export function isTreeStructured(problem: Problem): boolean {
  const shape = treeShape(problem);
  return shape.binary && shape.acyclic;
}

/**
 * Run the tree algorithm, yielding events. With `script` (an exercise, decisions.ts) the student
 * makes the moves of the kinds asked: `tree`, the backward pass (which arc next, then what it
 * removes: `TreeQuestion`), and `value`, the forward pass (a `ValueQuestion` with `tree`: every
 * value agreeing with the parent's is right, the student's is taken); a wrong arc or value is
 * replaced by the algorithm's own. When the answers run out the run ends with status `question`.
 * Throws a RangeError when the problem is not
 * tree-structured or has an objective (check with `treeRefusal` first).
 */
export function* treeCsp(problem: Problem, script: DecisionScript | null = null): Generator<TreeCspEvent, SearchResult> {
  const shape = treeShape(problem);
  if (problem.objective) throw new RangeError('the tree algorithm gives one solution without search: it cannot optimise an objective');
  if (!shape.binary || !shape.acyclic) throw new RangeError(`the tree algorithm needs binary constraints on a forest: ${shape.reason ? english(shape.reason) : ''}`);
  const start = now();
  const stats = emptyStats();
  const state = new State(problem);
  const n = state.variableCount;
  const constraints = problem.constraints;
  const values = new Int32Array(n).fill(-1);

  const finish = (status: SearchResult['status'], solutions: Int32Array[], message?: Message): SearchResult =>
    searchResult(status, solutions, stats, { prunes: stats.prunes, checks: state.checks, start, inferenceMs: stats.inferenceMs }, message);
  function* fail(message: Message): Generator<TreeCspEvent, SearchResult> {
    const result = finish('unsatisfiable', [], message);
    yield { type: 'done', status: 'unsatisfiable', stats: { ...stats }, message };
    return result;
  }

  // Domains as lists (values in increasing order); the unary constraints narrow them after the order.
  const domains: number[][] = [];
  const scratch = new Int32Array(state.largestDomain);
  for (let v = 0; v < n; v++) domains.push(Array.from(scratch.subarray(0, state.valuesOf(v, scratch))));

  // Adjacency: per variable, its neighbours and the constraints on each pair.
  const between = new Map<number, number[]>();
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  constraints.forEach((c, i) => {
    if (c.scope.length !== 2) return;
    const [a, b] = c.scope as [number, number];
    const key = Math.min(a, b) * n + Math.max(a, b);
    let list = between.get(key);
    if (!list) {
      between.set(key, (list = []));
      neighbours[a]!.push(b);
      neighbours[b]!.push(a);
    }
    list.push(i);
  });
  const pairConstraints = (a: number, b: number): number[] => between.get(Math.min(a, b) * n + Math.max(a, b)) ?? [];

  /** May x = a and y = b hold together (every constraint between x and y)? */
  const compatible = (cs: readonly number[], x: number, a: number, y: number, b: number): boolean => {
    values[x] = a;
    values[y] = b;
    let ok = true;
    for (const ci of cs) {
      if (!constraints[ci]!.isConsistent(state, values)) {
        ok = false;
        break;
      }
    }
    values[x] = -1;
    values[y] = -1;
    return ok;
  };

  /**
   * A value question's counts, as LCV's (decisions.ts `ValueCandidate`): with v = a, the values
   * of v's unassigned neighbours that each constraint between them still allows, and those it rules out.
   */
  const valuesKept = (v: number, a: number): { left: number; ruledOut: number } => {
    let left = 0;
    let all = 0;
    for (const u of neighbours[v]!) {
      if (values[u]! >= 0) continue;
      for (const ci of pairConstraints(v, u)) {
        all += domains[u]!.length;
        left += domains[u]!.filter((b) => compatible([ci], v, a, u, b)).length;
      }
    }
    return { left, ruledOut: all - left };
  };

  // TOPOLOGICALSORT: breadth-first from the first variable of each tree.
  const order = new Int32Array(n);
  const parent = new Int32Array(n).fill(-1);
  const seen = new Uint8Array(n);
  let length = 0;
  for (let root = 0; root < n; root++) {
    if (seen[root]) continue;
    seen[root] = 1;
    order[length++] = root;
    for (let head = length - 1; head < length; head++) {
      const v = order[head]!;
      for (const u of neighbours[v]!) {
        if (seen[u]) continue;
        seen[u] = 1;
        parent[u] = v;
        order[length++] = u;
      }
    }
  }
  yield { type: 'order', order: order.slice(), parent: parent.slice() };

  // Node consistency: each unary constraint removes the values it forbids, one recorded step each.
  for (let ci = 0; ci < constraints.length; ci++) {
    const c = constraints[ci]!;
    if (c.scope.length !== 1) continue;
    const v = c.scope[0]!;
    const removed: number[] = [];
    domains[v] = domains[v]!.filter((a) => {
      values[v] = a;
      const ok = c.isConsistent(state, values);
      values[v] = -1;
      if (!ok) removed.push(a);
      return ok;
    });
    stats.prunes += removed.length;
    yield { type: 'unary', variable: v, constraint: ci, removed: Int32Array.from(removed), size: domains[v]!.length };
  }
  for (let v = 0; v < n; v++) if (domains[v]!.length === 0) return yield* fail(msg('names.end.noValue', { variable: labelOf(problem.variables[v]!) }));

  // An exercise (script): the student makes the moves asked (`tree`: the arcs; `value`: the values).
  const asks = (kind: AskKind) => script !== null && script.ask.includes(kind);
  let answered = 0;
  let question: Question | null = null;
  /** The student's answer to `q`, or null when the answers ran out (`q` is then the open question). */
  const answer = (q: Question): number | null => {
    if (answered < script!.answers.length) return script!.answers[answered++]!;
    question = q;
    return null;
  };
  function* asked(): Generator<TreeCspEvent, SearchResult> {
    const result = finish('question', []);
    yield { type: 'done', status: 'question', stats: { ...stats }, question: question! };
    return result;
  }
  const arcOf = (child: number): ArcRef => ({ id: child, variable: parent[child]!, constraint: pairConstraints(parent[child]!, child)[0] ?? -1, others: [child] });

  // From the leaves up: MAKE-ARC-CONSISTENT(PARENT(Xj), Xj), for j = n down to 2. By hand, any arc
  // whose child has no arc of its own left may come next (the domains end the same).
  const pending: number[] = [];
  const childArcsLeft = new Int32Array(n);
  for (let j = n - 1; j >= 0; j--) {
    const child = order[j]!;
    if (parent[child]! < 0) continue;
    pending.push(child);
    childArcsLeft[parent[child]!]!++;
  }
  const total = pending.length;
  while (pending.length > 0) {
    let child = pending[0]!;
    if (asks('tree') && pending.length > 1) {
      const right = pending.filter((c) => childArcsLeft[c] === 0);
      const pick = answer({ ask: 'tree', step: 'pick', arcs: pending.map(arcOf), done: total - pending.length, total, candidates: [], right, pick: child });
      if (pick === null) return yield* asked();
      if (right.includes(pick)) child = pick;
    }
    const p = parent[child]!;
    const cs = pairConstraints(p, child);
    const candidates = domains[p]!.map((a) => {
      const support = domains[child]!.find((b) => compatible(cs, p, a, child, b));
      return { value: a, removed: support === undefined, support: support ?? null };
    });
    const removed = candidates.filter((c) => c.removed).map((c) => c.value);
    if (asks('tree')) {
      const q: Question = { ask: 'tree', step: 'marks', arcs: [arcOf(child)], done: total - pending.length, total, candidates, right: removed, pick: -1 };
      if (answer(q) === null) return yield* asked();
    }
    domains[p] = candidates.filter((c) => !c.removed).map((c) => c.value);
    pending.splice(pending.indexOf(child), 1);
    childArcsLeft[p]!--;
    stats.prunes += removed.length;
    yield { type: 'revise', parent: p, child, constraints: Int32Array.from(cs), removed: Int32Array.from(removed), size: domains[p]!.length };
    if (domains[p]!.length === 0) return yield* fail(msg('names.end.noValueWith', { variable: labelOf(problem.variables[p]!), other: labelOf(problem.variables[child]!) }));
  }

  // From the root down: any consistent value (the first; by hand, the student's among them).
  for (let i = 0; i < n; i++) {
    const v = order[i]!;
    const p = parent[v]!;
    const pv = p < 0 ? -1 : values[p]!;
    const agrees = (b: number): boolean => {
      if (p < 0) return true;
      values[p] = -1;
      const ok = compatible(pairConstraints(p, v), p, pv, v, b);
      values[p] = pv;
      return ok;
    };
    let value = domains[v]!.find(agrees) ?? -1;
    // Directional arc consistency guarantees a value: none would be a bug, not an answer.
    if (value < 0) throw new Error(`tree algorithm: ${problem.variables[v]!.name} has no value consistent with its parent after arc consistency`);
    if (asks('value') && domains[v]!.length > 1) {
      const right = domains[v]!.filter(agrees);
      const candidates = domains[v]!.map((a) => ({ value: a, ...valuesKept(v, a) }));
      const chosen = answer({ ask: 'value', order: 'lex', variable: v, depth: i, candidates, right, pick: value, tree: { parent: p, parentValue: pv, children: neighbours[v]!.length - (p < 0 ? 0 : 1) } });
      if (chosen === null) return yield* asked();
      if (right.includes(chosen)) value = chosen;
    }
    values[v] = value;
    stats.nodes++;
    stats.maxDepth = i + 1;
    yield { type: 'assign', variable: v, value, parent: p };
  }
  const solution = values.slice();
  yield { type: 'solution', index: 0, values: solution };
  const result = finish('solved', [solution]);
  yield { type: 'done', status: 'solved', stats: { ...stats } };
  return result;
}

/** The tree algorithm to the end, without keeping events. */
export function solveTreeCsp(problem: Problem): SearchResult {
  const run = treeCsp(problem);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/**
 * Why the tree algorithm does not apply, as data (null when it does): an objective (`variable`,
 * to minimise or maximise: the algorithm gives one solution without search, so it cannot look for
 * a better one), a constraint on more than two variables (`constraint`, its index, and its
 * variables), or a cycle of the constraint graph (`cycle`: the variables around it, in order, the
 * first constraint that closes it last). The app and the CLI say it in words ("wa – nt – sa – wa").
 */
export type TreeRefusal =
  | { kind: 'objective'; variable: number; sense: Sense }
  | { kind: 'not-binary'; constraint: number; variables: number[] }
  | { kind: 'cycle'; constraint: number; cycle: number[] };

/**
 * The first reason the tree algorithm does not apply: an objective, else (in constraint order)
 * the first reason the constraint graph is not a forest of binary constraints.
 */
export function treeRefusal(problem: Problem): TreeRefusal | null {
  if (problem.objective) return { kind: 'objective', variable: problem.objective.variable, sense: problem.objective.sense };
  const n = problem.variables.length;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  const seenPair = new Set<number>();
  /** The path from a to b in the forest so far (breadth-first), or null when they are not joined. */
  const path = (a: number, b: number): number[] | null => {
    const from = new Int32Array(n).fill(-2);
    from[a] = -1;
    const queue = [a];
    for (let head = 0; head < queue.length; head++) {
      const v = queue[head]!;
      if (v === b) break;
      for (const u of neighbours[v]!) {
        if (from[u] !== -2) continue;
        from[u] = v;
        queue.push(u);
      }
    }
    if (from[b] === -2) return null;
    const out: number[] = [];
    for (let v = b; v !== -1; v = from[v]!) out.push(v);
    return out.reverse();
  };
  for (let ci = 0; ci < problem.constraints.length; ci++) {
    const scope = problem.constraints[ci]!.scope;
    // As `treeShape`: one or two different variables.
    if (scope.length > 2 || (scope.length === 2 && scope[0] === scope[1])) return { kind: 'not-binary', constraint: ci, variables: [...new Set(scope)] };
    if (scope.length < 2) continue;
    const [a, b] = scope as [number, number];
    const key = Math.min(a, b) * n + Math.max(a, b);
    if (seenPair.has(key)) continue;
    seenPair.add(key);
    const around = path(a, b);
    if (around) return { kind: 'cycle', constraint: ci, cycle: around };
    neighbours[a]!.push(b);
    neighbours[b]!.push(a);
  }
  return null;
}

/** A refusal as a message (the CLI's words in English): "the constraint graph has a cycle: wa – nt – sa – wa". */
export function treeRefusalText(problem: Problem, r: TreeRefusal): Message {
  const name = (v: number) => problem.variables[v]?.name ?? `x${v}`;
  if (r.kind === 'objective') return msg(r.sense === 'minimize' ? 'names.refusal.minimise' : 'names.refusal.maximise', { variable: name(r.variable) });
  if (r.kind === 'not-binary') return msg('names.refusal.notBinary', { constraint: problem.constraints[r.constraint]!.label, variables: r.variables.map(name).join(', ') });
  return msg('names.refusal.cycle', { cycle: [...r.cycle, r.cycle[0]!].map(name).join(' – ') });
}
