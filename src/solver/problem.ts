/**
 * The generic finite-domain CSP the search works on. It knows nothing of crosswords or Sudoku:
 * a model (see `src/puzzles/`) turns a puzzle into variables with integer values 0..size-1 and
 * constraints over them, and maps values back to words or digits for display.
 *
 * Glossary:
 * - variable: an index 0..n-1; its domain is a bitset of the values still possible.
 * - value: an index 0..size-1 into the variable's initial value list (a word, a digit).
 * - constraint: a relation over a scope of variables, with its own filtering (`propagate`).
 * - arc: a (constraint, variable) pair; it is queued when the variable's domain changes.
 */
import type { State } from './state.ts';

export interface Variable {
  /** Name shown to users: "1-Across", "r3c5". */
  readonly name: string;
  /** Number of values in the initial domain. */
  readonly size: number;
  /** Values removed before search (givens, word patterns); optional. */
  readonly initial?: readonly number[] | undefined;
}

export interface Constraint {
  /** Variables the constraint relates. */
  readonly scope: readonly number[];
  /** Short description for explanations: "1-Across[2] = 3-Down[0]". */
  readonly label: string;
  /**
   * True when one call of `propagate` leaves the constraint consistent with respect to the
   * variables it changed, so that it need not be woken up by its own removals (binary arcs).
   */
  readonly idempotent: boolean;
  /**
   * True when `propagate` filters the whole scope whatever variable changed (n-ary filtering such
   * as GAC): the constraint is then queued once, not once per changed variable.
   */
  readonly wholeScope?: boolean;
  /**
   * Inference `none`: are the values of the assigned scope variables consistent with each other?
   * `values[v]` is the value of variable v, or -1 when unassigned.
   */
  isConsistent(state: State, values: Int32Array): boolean;
  /**
   * Forward checking: `assigned` has just received its value; remove from the unassigned scope
   * variables every value incompatible with the assigned ones. Returns false on a wipeout.
   */
  forwardCheck(state: State, assigned: number): boolean;
  /**
   * Arc consistency: the domain of `changed` shrank; remove from the other scope variables every
   * value without support. Returns false on a wipeout.
   */
  propagate(state: State, changed: number): boolean;
  /**
   * Least constraining value: for each k < n, add to `out[k]` the number of values left in the
   * other unassigned scope variables that stay compatible with `variable = values[k]`.
   */
  countSupports(state: State, variable: number, values: Int32Array, n: number, out: Float64Array): void;
}

export interface Problem {
  readonly variables: readonly Variable[];
  readonly constraints: readonly Constraint[];
}
