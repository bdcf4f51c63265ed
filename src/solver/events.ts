/**
 * The event stream of a search. A viewer applies events one by one to show the board; every event
 * carries what it needs to be applied and undone:
 * - `assign` / `backtrack` set and clear one variable (backtrack names the value it takes back);
 * - `prune` removes one value from a domain; undoing it puts the value back;
 * - a `backtrack` also undoes the `restored` prune events that followed its `assign`
 *   (they are the last `restored` prunes still in effect at that depth).
 */
import type { Message } from '../text/index.ts';
import type { Question } from './decisions.ts';
import type { Sense } from './objective.ts';

/**
 * How a search ended. `solved`: the solutions wanted were found (with an objective: a limit
 * stopped branch and bound after it found one, the best so far, not proven optimal); `optimal`:
 * branch and bound searched everything, so its last solution is optimal; `unsatisfiable`: there
 * is none; `timeout`, `stopped`, `memory-limit`: a limit (or cancellation) stopped it before any;
 * `question`: an exercise's script of answers ran out at a decision the student is asked
 * (options.ts `script`; the `done` event carries the question).
 */
export type Status = 'solved' | 'optimal' | 'unsatisfiable' | 'timeout' | 'stopped' | 'memory-limit' | 'question';

/** The limits that stop a search: a branch and bound stopped with a best so far says which (`done`'s `limit`). */
export type Limit = 'timeout' | 'stopped' | 'memory-limit';

/**
 * Statistics of one search.
 * - `nodes`: assignments made during search. A search that never backtracks makes exactly one per
 *   variable; breadth-first search counts each child state it creates.
 * - `backtracks`: assignments taken back (after a failure, after exhausting a subtree, or to go on
 *   after a solution). For a first-solution depth-first search, nodes = variables + backtracks.
 * - `prunes`: values removed from domains by inference (AC-3, forward checking, MAC), not counting
 *   the values an assignment itself sets aside.
 * - `checks`: constraint checks: one per consistency test of a constraint (inference `none`) and
 *   one per support test a filtering algorithm makes (a value, or a letter-set for a word index).
 * - `timeMs`: wall time of the whole search, preprocessing included.
 * - `inferenceMs`: the part of `timeMs` spent in inference (AC-3, forward checking, checks). AC-3
 *   before search is timed in full; during search one inference in eight is timed and the sum
 *   scaled (an estimate), in the generic search as in the all-different kernel.
 * - `solutions`: solutions found (with an objective: the improving ones, each better than the
 *   one before). `maxDepth`: the most variables assigned at once.
 * - `restarts`: times the search went back to the root to start again (Luby restarts).
 * - `backjumps`: with conflict-directed backjumping, times the search went back more than one
 *   level at once. Every assignment a backjump takes back also counts in `backtracks` (so
 *   nodes = variables + backtracks still holds); a jump of one level is a plain backtrack.
 * - `explored`: states expanded: taken off the frontier, a variable chosen there and its children
 *   generated (one per `select` event). A solution, or a state inference has already failed, is
 *   not expanded. Depth-first search expands each state once; so does breadth-first search.
 * - `maxFrontier`: the largest size the frontier reached, measured each time a state's children
 *   are added to it (and, for breadth-first search, with the root in the queue at the start).
 *   Breadth-first: the frontier is the FIFO queue of states waiting to be expanded (children
 *   that inference already refuted are not queued). Depth-first: the frontier is the set of
 *   alternatives generated but not yet tried, kept on the explicit stack: with `d-way` branching
 *   the values of each open variable not tried yet (a variable's whole ordered domain is
 *   generated when it is chosen; each try takes one away, whether it then fails or not); with
 *   `binary` branching the two branches `x = v` and `x ≠ v` of each choice not yet taken.
 *   A restart empties it; a backjump drops the untried values of the variables it jumps over.
 */
export interface Stats {
  /**
   * Min-conflicts local search only (src/solver/local/): repairs made, each one a conflicted
   * variable picked and given a value (possibly its own). Absent for systematic search.
   */
  steps?: number;
  nodes: number;
  backtracks: number;
  prunes: number;
  checks: number;
  timeMs: number;
  inferenceMs: number;
  solutions: number;
  maxDepth: number;
  /** Restarts made (Luby restarts; min-conflicts: fresh greedy starts after `restartSteps` repairs; 0 without them). */
  restarts: number;
  /** Backjumps over at least one level (conflict-directed backjumping; 0 without it). */
  backjumps: number;
  /** States expanded (one per variable chosen). */
  explored: number;
  /**
   * Cutset conditioning only (src/solver/cutset.ts): the cycle cutset's variables, by name, in the
   * order they are assigned. (Its `nodes` count every value tried for a cutset variable, every
   * assignment of the tree algorithm and every change to another solution of the same forest;
   * `backtracks` every one taken back: so nodes = variables + backtracks at the first solution.)
   */
  cutset?: string[];
  /**
   * Cutset conditioning only: the assignments of the cutset tried, each breaking no constraint on
   * its variables (a constraint checked on the values it has, as plain backtracking checks).
   */
  cutsetAssignments?: number;
  /** Largest frontier: queued states (breadth-first) or untried alternatives on the stack (depth-first). */
  maxFrontier: number;
}

export type SelectReason = {
  /** Values left in the chosen variable's domain. */
  domainSize: number;
  /** Constraints linking it to unassigned variables. */
  degree: number;
  /** Sum of the weights of those constraints (dom/wdeg). */
  weightedDegree: number;
};

export type SearchEvent =
  | { type: 'phase'; phase: 'ac3' | 'search' }
  | ({ type: 'select'; variable: number; depth: number; heuristic: string } & SelectReason)
  | { type: 'assign'; variable: number; value: number; depth: number }
  | { type: 'prune'; variable: number; value: number; constraint: number; via: number; depth: number }
  | { type: 'wipeout'; variable: number; constraint: number; depth: number }
  | { type: 'conflict'; variable: number; constraint: number; depth: number }
  | { type: 'backtrack'; variable: number; value: number; depth: number; restored: number }
  | { type: 'jump'; from: Int32Array; to: Int32Array }
  /**
   * Restart: every assignment is taken back at once (`from` → `to`, the root), and with them the
   * last `restored` prunes (every prune made since search began, AC-3's before it excepted).
   */
  | { type: 'restart'; index: number; from: Int32Array; to: Int32Array; restored: number }
  /**
   * Backjump (conflict-directed backjumping): no value of `variable` is left, and its conflict set
   * blames nothing deeper than depth `to + 1`, so the search goes from depth `from` to depth `to`
   * at once, taking back the assignments `variables[k] = values[k]` (deepest first; the last is
   * the one refuted, whose next value is tried next) and with them the last `restored` prunes.
   * Always at least two assignments (one is a `backtrack`).
   */
  | { type: 'backjump'; variable: number; from: number; to: number; variables: Int32Array; values: Int32Array; restored: number }
  | { type: 'solution'; index: number; values: Int32Array }
  /**
   * Branch and bound (objective.ts): solution `index` gives the objective `variable` the value
   * `value`, the best so far, and the bound tightens: from now on a solution must do better (a
   * smaller value when `sense` is minimize, a larger one when maximize). Right after the solution.
   */
  | { type: 'bound'; variable: number; value: number; index: number; sense: Sense }
  /**
   * Branch and bound: the bound cuts this branch: here the objective `variable` could be no better
   * than `possible` (its smallest value left when minimising, its largest when maximising; under
   * inference `none`, the value it holds), and the best so far is `best`. ("makespan would
   * be at least 14; the best so far is 12".) Right before the `wipeout` or `conflict` event that
   * names the bound's constraint (the index after the problem's constraints).
   */
  | { type: 'cut'; variable: number; possible: number; best: number; depth: number }
  | DoneEvent;

/**
 * The last event. With an objective, `objective` is its value (a value index) in the last
 * solution, and `limit` says which limit stopped a search that ends `solved` with a best so far.
 */
export interface DoneEvent {
  type: 'done';
  status: Status;
  stats: Stats;
  message?: Message;
  cause?: EndCause;
  question?: Question;
  objective?: number;
  limit?: Limit;
}

/**
 * Why a search ended before it began, as data (`message` says it as a message): a
 * variable with no value at all, or one that AC-3 before search emptied.
 */
export interface EndCause {
  code: 'no-value' | 'arc-empty';
  variable: number;
}

export type EventType = SearchEvent['type'];

/**
 * The events of min-conflicts local search (src/solver/local/, Russell & Norvig fig. 6.8), apart
 * from `SearchEvent` (whose meanings they leave alone). A run emits, when recording: `place` once
 * per variable (the greedy start), `start`, then one `repair` per step, and at the end the usual
 * `solution` (when every constraint holds) and `done`. After a restart, `place` events and a
 * `start` again. "Violated constraints" counts the violated binary constraints of the pairwise
 * decomposition (two queens attacking each other, two cells of a unit holding the same digit, a
 * `<` that fails): what `Constraint.violations` returns, summed.
 */
export type LocalSearchEvent =
  /**
   * Greedy start: `variable` gets `value`, a value of its domain with the fewest conflicts
   * (`conflicts`) with the variables placed before it, ties broken at random.
   */
  | { type: 'place'; variable: number; value: number; conflicts: number }
  /**
   * The complete starting assignment is made (`restart` 0 the first time, k after the k-th
   * restart): `values` for every variable, and the number of violated constraints.
   */
  | { type: 'start'; restart: number; values: Int32Array; violated: number }
  /**
   * One repair (the `step`-th, from 1): `variable` was picked at random among the conflicted ones,
   * with `conflicts` violated constraints involving it; it goes from `previous` to `value` (maybe
   * the same), which has `valueConflicts` conflicts; `walk` is true when the value was drawn at
   * random (the random-walk probability) rather than as the min-conflicts value; `violated` is
   * the total number of violated constraints after the step.
   */
  | { type: 'repair'; step: number; variable: number; conflicts: number; previous: number; value: number; valueConflicts: number; walk: boolean; violated: number }
  /**
   * A solution: every constraint holds (the same event as systematic search's). With an
   * objective, min-conflicts goes on after it, each solution better than the one before.
   */
  | Extract<SearchEvent, { type: 'solution' }>
  /**
   * With an objective, after each solution: the bound tightens (the same event as systematic
   * search's); from then on a value of the objective no better than the best counts as one violation.
   */
  | Extract<SearchEvent, { type: 'bound' }>
  /** The end (the same event as systematic search's; `stats.steps` and `stats.restarts` set). */
  | Extract<SearchEvent, { type: 'done' }>;

export function emptyStats(): Stats {
  return { nodes: 0, backtracks: 0, prunes: 0, checks: 0, timeMs: 0, inferenceMs: 0, solutions: 0, maxDepth: 0, restarts: 0, backjumps: 0, explored: 0, maxFrontier: 0 };
}

/**
 * The events of the tree-structured CSP algorithm (src/solver/treeCsp.ts, Russell & Norvig
 * fig. 6.11), apart from `SearchEvent` too: `order` once, then one `unary` per unary constraint
 * (node consistency), then one `revise` per arc from the
 * leaves up (directional arc consistency), then one `place` per variable from the root down, and
 * `solution` and `done` as in systematic search (or `done` alone when a revision empties a domain).
 */
export type TreeCspEvent =
  /**
   * The variables in topological order (each tree of the forest from its root, breadth-first:
   * a parent always comes before its children) and each variable's parent (-1 for a root).
   */
  | { type: 'order'; order: Int32Array; parent: Int32Array }
  /**
   * Node consistency, after the order and before the arcs: the unary constraint `constraint` (its
   * index) on `variable` removes the values it forbids (`removed`, in increasing order); `size`
   * is what is left of the variable's domain (0: no solution). One per unary constraint.
   */
  | { type: 'unary'; variable: number; constraint: number; removed: Int32Array; size: number }
  /**
   * MAKE-ARC-CONSISTENT(parent, child): every value of `parent` without a compatible value left
   * in `child` is removed; `removed` lists them, `size` is what is left of the parent's domain
   * (0: no solution). `constraints`: the indices of the constraints between the two.
   */
  | { type: 'revise'; parent: number; child: number; constraints: Int32Array; removed: Int32Array; size: number }
  /**
   * From the root down: `variable` gets `value`, the first value of its (arc-consistent) domain
   * compatible with its parent's value (`parent` -1 for a root: its first value). Never undone.
   */
  | { type: 'assign'; variable: number; value: number; parent: number }
  | Extract<SearchEvent, { type: 'solution' }>
  | Extract<SearchEvent, { type: 'done' }>;

/**
 * The events of cutset conditioning (src/solver/cutset.ts, Russell & Norvig 6.5.1): `cutset` once,
 * then for each assignment of the cutset breaking no constraint on its variables a
 * `condition`, the `prune`s its values make in the other variables' domains (or a `wipeout`), then
 * the tree algorithm's own events on the rest (`order`, `revise`, `assign`, named by the problem's
 * variables and constraints; a `wipeout` after a revision that empties a domain), a `solution`,
 * and with several solutions wanted the rest's other solutions (`reassign`s then a `solution`
 * each). `done` ends the run.
 */
export type CutsetEvent =
  /**
   * The cycle cutset, in the order its variables are assigned; `proposed`: chosen by the engine
   * (a smallest one when `exact`), not given.
   */
  | { type: 'cutset'; cutset: Int32Array; proposed: boolean; exact: boolean }
  /**
   * The `index`-th (from 1) assignment of the cutset that breaks no constraint on its variables
   * (each checked on the values it has): `values[i]` for `cutset[i]`. Everything the previous
   * one did is taken back.
   */
  | { type: 'condition'; index: number; values: Int32Array }
  /**
   * Conditioning: `value` leaves the domain of `variable` (outside the cutset) because
   * `constraint`, whose only variable outside the cutset it is, fails with the cutset's values.
   */
  | { type: 'prune'; variable: number; value: number; constraint: number }
  /** `variable` has no value left (`constraint` removed the last): this assignment of the cutset has no solution. */
  | { type: 'wipeout'; variable: number; constraint: number }
  /** The tree algorithm on the variables outside the cutset (see `TreeCspEvent`; `order` lists only them). */
  | Exclude<TreeCspEvent, { type: 'solution' } | { type: 'done' }>
  /** Another solution of the same forest: `variable` goes from `previous` to `value` (consistent with its parent's). */
  | { type: 'reassign'; variable: number; value: number; previous: number }
  | Extract<SearchEvent, { type: 'solution' }>
  | Extract<SearchEvent, { type: 'done' }>;
