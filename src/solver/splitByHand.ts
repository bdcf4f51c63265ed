/**
 * Domain splitting by hand (an exercise's `split` questions, issue 31): the run grows a split tree
 * (split.ts) from the domains it has now, asking at each open node, depth-first, which variable to
 * split and which half to try first. At a question the board shows the open node's domains (prune
 * events along its path: each split's other half, by the search (-1), and what arc consistency
 * removed, by its constraint); at the end, every leaf decided, the solutions found, the last one
 * shown assigned (with an objective, the best of them optimal: branch and bound's bound is not used
 * while splitting).
 */
import type { SearchEvent } from './events.ts';
import type { SplitHalf, SplitNodeView, SplitQuestion } from './decisions.ts';
import type { Problem } from './problem.ts';
import { flush } from './recorder.ts';
import type { Run, SearchResult } from './search.ts';
import { halves, mrvSplitVariable, splitByMrv, SplitTree, type SplitCount, type SplitNode } from './split.ts';
import { HandArcs } from './handArcs.ts';

/** A node as a question carries it. */
function view(n: SplitNode): SplitNodeView {
  return {
    id: n.id,
    parent: n.parent,
    variable: n.split?.variable ?? -1,
    half: n.split?.half ?? null,
    values: n.split?.values.slice() ?? [],
    status: n.status,
    emptied: n.emptied,
    madeAfter: n.madeAfter,
  };
}

/** The variables MRV with halving may split at a node: those with the fewest values above one. */
export function mrvSplitChoices(domains: readonly (readonly number[])[]): number[] {
  const best = mrvSplitVariable(domains);
  if (best < 0) return [];
  const size = domains[best]!.length;
  return domains.flatMap((d, v) => (d.length === size ? [v] : []));
}

/** What each half of `variable`'s domain at `node` becomes after arc consistency (lower, then upper). */
function halvesOf(tree: SplitTree, node: SplitNode, variable: number): SplitHalf[] {
  return halves(node.domains[variable]!).map((values, i) => {
    const domains = node.domains.map((d) => [...d]);
    domains[variable] = values;
    const ac = HandArcs.afterChange(tree.problem, domains, variable);
    ac.finish();
    const after = ac.domains();
    const removed = ac.history.reduce((n, r) => n + r.removed.length, 0);
    const status = ac.wipedOut >= 0 ? 'failed' : after.every((d) => d.length === 1) ? 'solution' : 'open';
    return { half: i === 0 ? 'lower' : 'upper', values, status, emptied: ac.wipedOut, domains: after, removed };
  });
}

/**
 * The question at an open node: `variable` step, or `half` step once the variable is chosen. MRV
 * with halving's count (`mrv`, a whole tree of its own: 8-queens' takes half a second) is given on
 * the split that ends the exercise whichever half goes first (no other node open, neither half open).
 */
function question(tree: SplitTree, id: number, mrv: () => SplitCount, variable: number): SplitQuestion {
  const node = tree.node(id);
  const common = { ask: 'split' as const, node: id, domains: node.domains.map((d) => [...d]), tree: tree.nodes.map(view), splits: tree.splits };
  if (variable < 0) {
    const right = mrvSplitChoices(node.domains);
    return { ...common, step: 'variable', variable: -1, candidates: tree.splittable(id), halves: [], right, pick: right[0]!, mrv: null };
  }
  const halves = halvesOf(tree, node, variable);
  const last = halves.every((h) => h.status !== 'open') && tree.nodes.every((n) => n.status !== 'open' || n.id === id);
  return { ...common, step: 'half', variable, candidates: [0, 1], halves, right: [0], pick: 0, mrv: last ? mrv() : null };
}

/**
 * The tree after the `half` question `q` is answered with `answer` (0: lower half first): the open
 * node split, its two children added in the order tried (split.ts's ids). The end of an exercise
 * is drawn from its last question this way.
 */
export function treeAfterSplit(q: SplitQuestion, answer: number): SplitNodeView[] {
  if (q.step !== 'half') return q.tree;
  const tree = q.tree.map((n) => (n.id === q.node ? { ...n, status: 'split' as const } : n));
  const order = answer === 1 ? [q.halves[1]!, q.halves[0]!] : [q.halves[0]!, q.halves[1]!];
  order.forEach((h, i) =>
    tree.push({ id: q.tree.length + i, parent: q.node, variable: q.variable, half: h.half, values: h.values.slice(), status: h.status, emptied: h.emptied, madeAfter: q.splits + 1 }),
  );
  return tree;
}

/** A tree's count (as split.ts's `SplitTree.count`): splits made, those made when the last solution was reached, solutions. */
export function splitCountOf(tree: readonly SplitNodeView[]): SplitCount {
  const found = tree.filter((n) => n.status === 'solution');
  return { splits: tree.filter((n) => n.status === 'split').length, toEverySolution: found.reduce((m, n) => Math.max(m, n.madeAfter), 0), solutions: found.length };
}

/** The path from the root to `id`, root first. */
function pathTo(tree: SplitTree, id: number): SplitNode[] {
  const path: SplitNode[] = [];
  for (let n = tree.node(id); ; n = tree.node(n.parent)) {
    path.unshift(n);
    if (n.parent < 0) return path;
  }
}

/** Prune events that take the board from the run's domains to node `id`'s (each node's at its depth). */
function showNode(run: Run, tree: SplitTree, id: number): void {
  for (const n of pathTo(tree, id)) {
    if (n.split) {
      const kept = new Set(n.split.values);
      const parent = tree.node(n.parent);
      for (const value of parent.domains[n.split.variable]!) if (!kept.has(value)) run.inference.removeBy(n.split.variable, value, -1);
    }
    for (const r of n.removed) run.inference.removeBy(r.variable, r.value, r.constraint);
    run.events.prunes(n.depth);
  }
}

/** The run's domains now (after arc consistency by hand, or AC-3, when they ran). */
function domainsOf(run: Run): number[][] {
  const { state } = run;
  const scratch = new Int32Array(state.largestDomain);
  return Array.from({ length: state.variableCount }, (_, v) => Array.from(scratch.subarray(0, state.valuesOf(v, scratch))));
}

/** Domain splitting by hand to the end, or to the first question the script does not answer. */
export function* splitByHand(run: Run, problem: Problem): Generator<SearchEvent, SearchResult> {
  const start = domainsOf(run);
  const tree = new SplitTree(problem, start);
  let count: SplitCount | null = null;
  const mrv = () => (count ??= splitByMrv(problem, start).count());
  for (let id = tree.next(); id >= 0; id = tree.next()) {
    const splittable = tree.splittable(id);
    const asked = run.answer(question(tree, id, mrv, -1));
    if (asked === null) break;
    const variable = splittable.includes(asked) ? asked : mrvSplitVariable(tree.node(id).domains);
    const half = run.answer(question(tree, id, mrv, variable));
    if (half === null) break;
    tree.split(id, variable, half === 1 ? 'upper' : 'lower');
  }
  const open = tree.next();
  if (open >= 0) {
    showNode(run, tree, open);
    return yield* run.done('question');
  }
  // Every leaf decided: the solutions, the last one shown assigned.
  const solutions = tree.nodes.filter((n) => n.status === 'solution');
  const last = solutions[solutions.length - 1];
  if (last) {
    showNode(run, tree, last.id);
    last.domains.forEach((d, v) => run.events.assign(v, d[0]!, last.depth));
  } else showNode(run, tree, 0);
  yield* flush(run.events.outbox);
  for (const n of solutions) {
    const values = Int32Array.from(n.domains, (d) => d[0]!);
    run.solutions.push(values);
    run.stats.solutions = run.solutions.length;
    run.events.solution(run.solutions.length - 1, values);
  }
  // With an objective every solution is found, so the best of them is optimal: the bound ends there.
  const bound = run.bound;
  for (const values of run.solutions) if (bound?.better(values[bound.variable]!)) bound.tighten(values[bound.variable]!);
  return yield* run.exhausted();
}
