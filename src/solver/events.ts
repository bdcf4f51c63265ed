/**
 * The event stream of a search. A viewer applies events one by one to show the board; every event
 * carries what it needs to be applied and undone:
 * - `assign` / `backtrack` set and clear one variable (backtrack names the value it takes back);
 * - `prune` removes one value from a domain; undoing it puts the value back;
 * - a `backtrack` also undoes the `restored` prune events that followed its `assign`
 *   (they are the last `restored` prunes still in effect at that depth).
 */

export type Status = 'solved' | 'unsatisfiable' | 'timeout' | 'stopped' | 'memory-limit';

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
 * - `inferenceMs`: the part of `timeMs` spent in inference (AC-3, forward checking, checks). The
 *   all-different kernel times one propagation in eight and scales the sum (an estimate).
 * - `solutions`: solutions found. `maxDepth`: the most variables assigned at once.
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
  nodes: number;
  backtracks: number;
  prunes: number;
  checks: number;
  timeMs: number;
  inferenceMs: number;
  solutions: number;
  maxDepth: number;
  /** Restarts made (Luby restarts; 0 without them). */
  restarts: number;
  /** Backjumps over at least one level (conflict-directed backjumping; 0 without it). */
  backjumps: number;
  /** States expanded (one per variable chosen). */
  explored: number;
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
  | { type: 'done'; status: Status; stats: Stats; message?: string; cause?: EndCause };

/**
 * Why a search ended before it began, as data (`message` says it in English for the CLI): a
 * variable with no value at all, or one that AC-3 before search emptied.
 */
export interface EndCause {
  code: 'no-value' | 'arc-empty';
  variable: number;
}

export type EventType = SearchEvent['type'];

export function emptyStats(): Stats {
  return { nodes: 0, backtracks: 0, prunes: 0, checks: 0, timeMs: 0, inferenceMs: 0, solutions: 0, maxDepth: 0, restarts: 0, backjumps: 0, explored: 0, maxFrontier: 0 };
}
