/**
 * The facts of a decision of the search, as data: at a choice, every answer the chosen order
 * accepts (the variables or values tied for first, with the numbers the order compares) and the
 * algorithm's own pick; at a dead end, the variable the search goes back to. An exercise (issue 31)
 * asks the student for these decisions and grades each answer against them; a sentence says them
 * with the numbers. They follow heuristics.ts exactly (the same sizes, degrees, weights and LCV
 * counts), so that a right answer is a move the algorithm could make: the pick is always among them.
 */
import type { SmallestCutset } from './cycleCutset.ts';
import type { Half, NodeStatus, SplitCount } from './split.ts';
import { liveDegree } from './heuristics.ts';
import type { ValueOrder, VariableOrder } from './options.ts';
import type { State } from './state.ts';

/**
 * The kinds of question an exercise can ask. `variable` and `value` change the run (a right
 * answer is the move made); `backtrack` is asked at a dead end and graded against what the search
 * does next. The app's registry (src/app/exercise) lists these and the kinds other engines add.
 */
export type AskKind = 'variable' | 'value' | 'prune' | 'arc' | 'cutset' | 'tree' | 'backtrack' | 'repair' | 'split';
export const ASK_KINDS: readonly AskKind[] = ['variable', 'value', 'prune', 'arc', 'cutset', 'tree', 'backtrack', 'repair', 'split'];

/**
 * The student's part of a run: the decisions of the kinds in `ask` are asked, and `answers` holds
 * the answers given so far, in order (a variable's index or a value's index). `repair` is
 * min-conflicts' (src/solver/local/generic.ts): each repair asks which conflicted variable, then
 * which value.
 * When they run out at a question the search ends with status `question` and the question.
 */
export interface DecisionScript {
  ask: readonly AskKind[];
  answers: readonly number[];
}

/** One unassigned variable as the variable orders see it. */
export interface VariableCandidate {
  variable: number;
  /** Values left in its domain. */
  size: number;
  /** Constraints on it that still reach another unassigned variable. */
  degree: number;
  /** The sum of those constraints' dom/wdeg weights. */
  weightedDegree: number;
}

export interface VariableQuestion {
  ask: 'variable';
  order: VariableOrder;
  /** Variables assigned before this choice (the depth). */
  depth: number;
  /** Every unassigned variable, in the model's order. */
  candidates: VariableCandidate[];
  /** The variables tied for the choice under `order` (static: the first unassigned), in the model's order. */
  right: number[];
  /** The algorithm's own choice (the first of `right`). */
  pick: number;
}

/** One value of the chosen variable as the value orders see it. */
export interface ValueCandidate {
  value: number;
  /**
   * LCV: the values the neighbours keep if this value is chosen (heuristics.ts, a constraint's
   * `countSupports`), and the neighbours' values it rules out: their values counted (each
   * constraint, each other unassigned variable of its scope) minus those kept.
   */
  left: number;
  ruledOut: number;
}

export interface ValueQuestion {
  ask: 'value';
  order: ValueOrder;
  variable: number;
  depth: number;
  /** The variable's values left, in increasing order. */
  candidates: ValueCandidate[];
  /**
   * The values tied for first under `order`: lex the smallest, reverse the largest, LCV those
   * that rule out the fewest values, random every value (the order is a shuffle).
   */
  right: number[];
  pick: number;
  /**
   * The tree algorithm's forward pass (treeCsp.ts, asked with `value`): the variable's parent in
   * the order and the value it holds (-1 and -1 for a root), and how many children it has. Every
   * value of `candidates` agreeing with it is right (`right`, a root's every value); the algorithm
   * takes the first (`pick`).
   */
  tree?: { parent: number; parentValue: number; children: number };
}

export interface BacktrackQuestion {
  ask: 'backtrack';
  /** The variable every value of which failed. */
  variable: number;
  /** Conflict-directed backjumping on (the deepest variable of the conflict set is the target). */
  backjump: boolean;
  /** The assigned variables, deepest first: where the search may go back to. */
  candidates: number[];
  /** Backjumping: the assigned variables its conflict set blames, deepest first (empty without backjumping). */
  conflict: number[];
  /** The one variable the search goes back to: its next value is tried. */
  right: number[];
  pick: number;
}

/**
 * Min-conflicts' repair, in two questions: `variable`, which conflicted variable to move (any is
 * right: the algorithm picks one at random), then `value`, which value for it (those with the
 * fewest conflicts are right; the algorithm breaks the tie at random).
 */
export interface RepairQuestion {
  ask: 'repair';
  step: 'variable' | 'value';
  /** The variable to move (`value` step); -1 for the `variable` step. */
  variable: number;
  /** `variable` step: every variable with its conflicts now; `value` step: each value with the conflicts it would have. */
  candidates: { id: number; conflicts: number }[];
  right: number[];
  pick: number;
}

/** A value the student may mark in a prune question, and what the inference does with it. */
export interface PruneCandidate {
  variable: number;
  value: number;
  /** The inference removes it. */
  removed: boolean;
  /**
   * Removed: the constraint (its index) that removed it. Kept: a constraint on both it and the
   * assigned variable, which allows it (forward checking checks these), or -1 when none links them
   * (MAC: a variable further away).
   */
  constraint: number;
}

/**
 * After the assignment `variable = value` (d-way branching, an inference that keeps every domain
 * non-empty), which values does the inference remove? Forward checking looks at the unassigned
 * variables sharing a constraint with the assigned one, MAC at every unassigned variable. Several
 * answers at once: `right` holds the indices (in `candidates`) of the values removed, and an answer
 * is right when the values marked are exactly those.
 */
export interface PruneQuestion {
  ask: 'prune';
  inference: 'fc' | 'mac';
  variable: number;
  value: number;
  depth: number;
  /** The values before the inference of the variables it looks at, by variable in the model's order, then by value. */
  candidates: PruneCandidate[];
  /** The indices of the removed candidates. */
  right: number[];
  /** The constraints named, each with its variables (for a constraint with no label of its own). */
  scopes: { constraint: number; variables: number[] }[];
  /** No single pick: "Show me" marks `right`. */
  pick: number;
}

/** An arc of arc consistency by hand (handArcs.ts): revising it narrows `variable` against `constraint`'s `others`. */
export interface ArcRef {
  id: number;
  variable: number;
  constraint: number;
  others: number[];
}

/**
 * Arc consistency by hand before search (handArcs.ts, as in AIspace), in two questions per
 * revision: `pick`, which arc of the queue to revise next (any is right: the domains end the same
 * whatever the order; AC-3 takes the queue's first, `pick`), then `marks`, which values of its
 * variable the revision removes (a set: `right` holds them). A `marks` question says what the
 * revision puts back in the queue and, when the queue then empties, the revisions made beside
 * AC-3's own count from the same start.
 */
export interface ArcQuestion {
  ask: 'arc';
  step: 'pick' | 'marks';
  /** `pick`: the queue, in order. `marks`: the one arc being revised. */
  arcs: ArcRef[];
  /** Revisions made before this question. */
  revisions: number;
  /** `marks`: each value of the arc's variable, removed or kept with one support (a value of each of `others`, in order). */
  candidates: { value: number; removed: boolean; support: number[] | null }[];
  /** `marks`: the arcs the revision puts back in the queue. */
  requeue: ArcRef[];
  /** `marks`: the queue is empty after this revision: the revisions made then, AC-3's from the same start, and whether a domain emptied. */
  end: { revisions: number; ac3: number; wipeout: boolean } | null;
  /** `pick`: every queued arc's id; `marks`: the values removed. */
  right: number[];
  /** `pick`: the queue's first (AC-3's choice); `marks`: -1 ("Show me" marks `right`). */
  pick: number;
}

/**
 * Choose a cycle cutset (R&N 6.5.1, cycleCutset.ts), asked once before search: the variables whose
 * removal leaves the constraint graph a forest. Any cutset is right (graded on `neighbours` with
 * `isCycleCutset`); a smallest one is best: `right` holds one, of `smallest.size` variables.
 */
export interface CutsetQuestion {
  ask: 'cutset';
  /** The primal constraint graph: each variable's neighbours. */
  neighbours: number[][];
  smallest: SmallestCutset;
  /** Every variable (the choices). */
  candidates: number[];
  right: number[];
  pick: number;
}

/**
 * The tree algorithm's backward pass by hand (treeCsp.ts with a script asking `tree`), two
 * questions per arc parent → child (an `ArcRef` whose `variable` is the parent, `others` the child,
 * `id` the child): `pick`, which arc to make consistent next, then `marks`, which values of the
 * parent it removes (a set: `right` holds them). Right picks are the arcs whose child has no arc
 * of its own left (every order that makes a child's arcs consistent before its own arc to its
 * parent ends with the same domains); the algorithm takes the arc of the child last in the order.
 */
export interface TreeQuestion {
  ask: 'tree';
  step: 'pick' | 'marks';
  /** `pick`: the arcs not yet made consistent, the algorithm's order (children last first); `marks`: the one arc. */
  arcs: ArcRef[];
  /** Arcs made consistent before this question, and how many the backward pass makes in all. */
  done: number;
  total: number;
  /** `marks`: each value of the parent, removed or kept with a value of the child that agrees with it (`support`). */
  candidates: { value: number; removed: boolean; support: number | null }[];
  /** `pick`: the children of the arcs that can be made consistent now; `marks`: the values removed. */
  right: number[];
  /** `pick`: the algorithm's arc (its child); `marks`: -1 ("Show me" marks `right`). */
  pick: number;
}

/** A node of a split tree as a question carries it (split.ts's `SplitNode` without its domains). */
export interface SplitNodeView {
  id: number;
  parent: number;
  /** The split that made it: the variable kept to `values`, its parent's `half`; -1 and null at the root. */
  variable: number;
  half: Half | null;
  values: number[];
  status: NodeStatus;
  /** The variable arc consistency emptied here (a failed node), or -1. */
  emptied: number;
  /** Splits made in the tree when it was made. */
  madeAfter: number;
}

/** One half of the split asked about, and what arc consistency makes of it (the same whichever half goes first). */
export interface SplitHalf {
  half: Half;
  /** The split variable's values in this half. */
  values: number[];
  status: NodeStatus;
  emptied: number;
  /** The domains after arc consistency (on failure, as the emptying revision left them). */
  domains: number[][];
  /** Values arc consistency removed beyond the split. */
  removed: number;
}

/**
 * Domain splitting with arc consistency (split.ts), in two questions at each open node: `variable`,
 * which variable to split (any with more than one value: the student solves this way, not graded
 * against an algorithm; `right` holds MRV's choices, the variables with the fewest values above
 * one), then `half`, which half to try first (0: the lower ⌊n/2⌋ values, 1: the rest; both are
 * fine; MRV with halving takes the lower: `right` [0]). `tree` is the tree so far, `mrv` what MRV
 * with halving needs from the same root (on the last split only).
 */
export interface SplitQuestion {
  ask: 'split';
  step: 'variable' | 'half';
  /** The open node worked on. */
  node: number;
  /** `half` step: the variable chosen; -1 at the `variable` step. */
  variable: number;
  /** The open node's domains (arc consistent). */
  domains: number[][];
  /** `variable` step: the variables with more than one value; `half` step: 0 and 1. */
  candidates: number[];
  /** `half` step: the lower and the upper half, in that order; empty at the `variable` step. */
  halves: SplitHalf[];
  tree: SplitNodeView[];
  /** Splits made so far. */
  splits: number;
  /** What MRV with halving needs from the same root: on the `half` question whose split ends the exercise, else null. */
  mrv: SplitCount | null;
  right: number[];
  pick: number;
}

export type Question = VariableQuestion | ValueQuestion | PruneQuestion | ArcQuestion | CutsetQuestion | TreeQuestion | BacktrackQuestion | RepairQuestion | SplitQuestion;

/** The questions answered by marking several choices, then confirming (an answer is a set). */
export function takesSet(q: Question): boolean {
  return q.ask === 'prune' || q.ask === 'cutset' || ((q.ask === 'arc' || q.ask === 'tree') && q.step === 'marks');
}

/**
 * The prune question after `variable = value`: `before` holds the values, before the inference, of
 * the variables it looks at; `causes` the constraint of each removal it made (keyed `variable:value`); the
 * state is after the inference.
 */
export function pruneQuestion(
  state: State,
  inference: 'fc' | 'mac',
  variable: number,
  value: number,
  depth: number,
  before: readonly { variable: number; values: readonly number[] }[],
  causes: ReadonlyMap<string, number>,
): PruneQuestion {
  const candidates: PruneCandidate[] = [];
  const right: number[] = [];
  const named = new Set<number>();
  const shared = (u: number): number => {
    for (let k = state.varConstraintStart[u]!, end = state.varConstraintStart[u + 1]!; k < end; k++) {
      const c = state.varConstraints[k]!;
      if (state.constraints[c]!.scope.includes(variable)) return c;
    }
    return -1;
  };
  for (const { variable: u, values } of before) {
    const link = shared(u);
    for (const a of values) {
      const removed = !state.has(u, a);
      const constraint = removed ? (causes.get(`${u}:${a}`) ?? -1) : link;
      if (removed) right.push(candidates.length);
      if (constraint >= 0) named.add(constraint);
      candidates.push({ variable: u, value: a, removed, constraint });
    }
  }
  const scopes = [...named].sort((a, b) => a - b).map((c) => ({ constraint: c, variables: Array.from(state.constraints[c]!.scope) }));
  return { ask: 'prune', inference, variable, value, depth, candidates, right, scopes, pick: -1 };
}

/** Every unassigned variable with its size and degrees, in the model's order. */
function variableCandidates(state: State): VariableCandidate[] {
  const out: VariableCandidate[] = [];
  for (let v = 0; v < state.variableCount; v++) {
    if (state.value[v]! >= 0) continue;
    out.push({ variable: v, size: state.size(v), ...liveDegree(state, v) });
  }
  return out;
}

/** dom/wdeg's score as heuristics.ts computes it (a weighted degree of 0 counts as 0.5). */
export function domOverWdeg(c: Pick<VariableCandidate, 'size' | 'weightedDegree'>): number {
  return c.size / (c.weightedDegree > 0 ? c.weightedDegree : 0.5);
}

/** The variables tied for first under `order` among `candidates` (in their order). */
export function tiedVariables(order: VariableOrder, candidates: readonly VariableCandidate[]): number[] {
  if (candidates.length === 0) return [];
  const keep = (key: (c: VariableCandidate) => number, among: readonly VariableCandidate[]) => {
    const best = Math.min(...among.map(key));
    return among.filter((c) => key(c) === best);
  };
  switch (order) {
    case 'static':
      return [candidates[0]!.variable];
    case 'mrv':
      return keep((c) => c.size, candidates).map((c) => c.variable);
    case 'mrv-degree':
      return keep((c) => -c.degree, keep((c) => c.size, candidates)).map((c) => c.variable);
    case 'dom-wdeg':
      return keep(domOverWdeg, candidates).map((c) => c.variable);
  }
}

/** The question of choosing the next variable, whose algorithm's answer is `pick`. */
export function variableQuestion(state: State, order: VariableOrder, depth: number, pick: number): VariableQuestion {
  const candidates = variableCandidates(state);
  return { ask: 'variable', order, depth, candidates, right: tiedVariables(order, candidates), pick };
}

/**
 * The question of which value of v to try first. `ordered` holds the first `count` values in the
 * order the algorithm tries them (its pick is the first); `scratch` is LCV's as in heuristics.ts.
 */
export function valueQuestion(state: State, v: number, order: ValueOrder, depth: number, ordered: Int32Array, count: number, scratch: Float64Array): ValueQuestion {
  const values = Int32Array.from(ordered.subarray(0, count)).sort();
  scratch.fill(0, 0, count);
  let neighbourValues = 0;
  for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
    const c = state.constraints[state.varConstraints[k]!]!;
    c.countSupports(state, v, values, count, scratch);
    for (const u of c.scope) if (u !== v && state.value[u]! < 0) neighbourValues += state.size(u);
  }
  const candidates = Array.from(values, (value, i) => ({ value, left: scratch[i]!, ruledOut: neighbourValues - scratch[i]! }));
  return { ask: 'value', order, variable: v, depth, candidates, right: tiedValues(order, candidates), pick: ordered[0]! };
}

/** The values tied for first under `order` among `candidates` (increasing values). */
export function tiedValues(order: ValueOrder, candidates: readonly ValueCandidate[]): number[] {
  if (candidates.length === 0) return [];
  switch (order) {
    case 'lex':
      return [candidates[0]!.value];
    case 'reverse':
      return [candidates[candidates.length - 1]!.value];
    case 'random':
      return candidates.map((c) => c.value);
    case 'lcv': {
      const most = Math.max(...candidates.map((c) => c.left));
      return candidates.filter((c) => c.left === most).map((c) => c.value);
    }
  }
}

/** ORDER-DOMAIN-VALUES with the student's first value: `first` moves to the front, the rest keep their order. */
export function putFirst(values: Int32Array, count: number, first: number): void {
  const at = values.subarray(0, count).indexOf(first);
  if (at <= 0) return;
  values.copyWithin(1, 0, at);
  values[0] = first;
}
