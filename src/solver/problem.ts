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
import { type Message, verbatim } from '../text/index.ts';
import { lastWordMask, wordsFor } from './bits.ts';
import type { Objective } from './objective.ts';

/**
 * What a constraint sees of the search state: the current domains, read and narrowed through
 * these methods only (the search's `State` implements it; nothing here says how domains are
 * stored). Every narrowing is undone by the search when it backtracks.
 *
 * Values of a variable are 0 .. initialSize(v) - 1. A domain is also readable as a bitset of
 * 32-bit words (value x is bit x & 31 of word x >>> 5), for filtering a word at a time: word i of
 * v's domain is `word(base(v) + i)` for i < wordCount(v); the words that may be non-zero are
 * `liveWord(base(v) + k)` for k < liveCount(v) (a list that only shrinks as the domain does).
 */
export interface Domains {
  /** Is `value` still in v's domain? */
  has(v: number, value: number): boolean;
  /** Values left in v's domain. */
  size(v: number): number;
  /** Values v had before any removal (its variable's `size`). */
  initialSize(v: number): number;
  /** Has the search assigned v? */
  isAssigned(v: number): boolean;
  /** The value the search assigned to v, or -1. */
  assignedValue(v: number): number;
  /** The smallest / largest value of v's domain, or -1 when it is empty. */
  firstValue(v: number): number;
  lastValue(v: number): number;
  /** Write v's values in increasing order to `out`; returns how many. */
  valuesOf(v: number, out: Int32Array): number;

  /** Remove one value from v's domain. Returns false when the domain becomes empty. */
  remove(v: number, value: number): boolean;
  /**
   * Keep only the values of v whose bits are set in `mask` (word i of the domain against
   * `mask[maskOffset + i]`). Returns false when the domain becomes empty.
   */
  restrict(v: number, mask: Int32Array, maskOffset: number): boolean;
  /** The constraint finds v without a possible value (without emptying its domain): a failure. */
  fail(v: number): false;

  /** The domain as words: see above. */
  base(v: number): number;
  wordCount(v: number): number;
  word(at: number): number;
  liveCount(v: number): number;
  liveWord(at: number): number;

  /** Constraint checks made (`Stats.checks`): a constraint adds its own. */
  checks: number;
  /**
   * Reversible numbers a constraint keeps from one call to the next (its `reversibleCount` of
   * them, each 0 before search; an incremental sum, a count): `reversibleBase(c)` is the index of
   * c's first in this state (each state has its own), read with `reversible`, written with
   * `setReversible`, which saves the old value on the trail, so backtracking takes it back with
   * the domains. A state started afresh (breadth-first search) sets them all to 0 again, so what
   * they hold must be a cache that 0 leaves true.
   */
  reversibleBase(c: Constraint): number;
  reversible(at: number): number;
  setReversible(at: number, value: number): void;
}

export interface Variable {
  /** Its name in files, the CLI and the trace: "1-Across", "r3c5", "row 3". */
  readonly name: string;
  /** How a person reads it, in their language ("1-Across" as `names.across` n = 1); absent: its name as it is. */
  readonly label?: Message | undefined;
  /** Number of values in the initial domain. */
  readonly size: number;
  /** The values the variable keeps before search (givens, word patterns); optional: without it, all of 0 .. size - 1. */
  readonly initial?: readonly number[] | undefined;
}

/** A variable as people read it: its label, else its name as it is. */
export function labelOf(variable: Variable): Message {
  return variable.label ?? verbatim(variable.name);
}

export interface Constraint {
  /** Variables the constraint relates. */
  readonly scope: readonly number[];
  /** What it says, for people (a message: "1-Across letter 2 = 3-Down letter 1" in the reader's language). */
  readonly label: Message;
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
  /** How many reversible numbers it keeps in the search state (`Domains.reversibleBase`); absent: none. */
  readonly reversibleCount?: number;
  /**
   * Inference `none`: are the values of the assigned scope variables consistent with each other?
   * `values[v]` is the value of variable v, or -1 when unassigned.
   */
  isConsistent(domains: Domains, values: Int32Array): boolean;
  /**
   * Forward checking: `assigned` has just received its value; remove from the unassigned scope
   * variables every value incompatible with the assigned ones. Returns false on a wipeout.
   */
  forwardCheck(domains: Domains, assigned: number): boolean;
  /**
   * Arc consistency: the domain of `changed` shrank; remove from the other scope variables every
   * value without support. Returns false on a wipeout.
   */
  propagate(domains: Domains, changed: number): boolean;
  /**
   * Least constraining value: for each k < n, add to `out[k]` the number of values left in the
   * other unassigned scope variables that stay compatible with `variable = values[k]`.
   */
  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void;
  /**
   * Local search (optional; src/solver/local/): how many violations this constraint has under the
   * complete assignment `values` (for an n-ary constraint that decomposes into binary ones, the
   * violated pairs). Without it the constraint counts as one violation when `isConsistent` fails.
   */
  violations?(values: Int32Array): number;
  /**
   * Local search (optional, with `violations`): the violations involving variable v if v took
   * `value`, the others keeping `values`. Violations not involving v must not depend on v's value,
   * so that moving v changes the total by `conflicts(new) - conflicts(old)`.
   */
  conflicts?(values: Int32Array, v: number, value: number): number;
}

/**
 * A constraint the tree algorithm only ever tests (`isConsistent`), never filters: asked to
 * forward-check, propagate or count supports, it throws, saying `why`. Cutset conditioning's
 * conditioned constraints are such.
 */
export abstract class OnlyTested implements Constraint {
  abstract readonly scope: readonly number[];
  abstract readonly label: Message;
  readonly idempotent = true;

  constructor(private readonly why: string) {}

  abstract isConsistent(domains: Domains, values: Int32Array): boolean;
  forwardCheck(): boolean {
    throw new Error(this.why);
  }
  propagate(): boolean {
    throw new Error(this.why);
  }
  countSupports(): void {
    throw new Error(this.why);
  }
}

/**
 * Write v's initial domain as a bitset (`wordsFor(variable.size)` words from `out[offset]`, which
 * must be zero): its `initial` values, or all of 0 .. size - 1. Throws on a value out of range.
 * The generic search and the all-different kernel both set up their domains with it.
 */
export function writeInitialDomain(variable: Variable, out: Int32Array, offset: number): void {
  if (variable.size <= 32) {
    out[offset] = initialWord(variable);
    return;
  }
  if (variable.initial) {
    for (const value of variable.initial) {
      if (value < 0 || value >= variable.size) throw new RangeError(`${variable.name}: value ${value} out of range`);
      out[offset + (value >>> 5)]! |= 1 << (value & 31);
    }
    return;
  }
  const nw = wordsFor(variable.size);
  out.fill(-1, offset, offset + nw);
  out[offset + nw - 1] = lastWordMask(variable.size);
}

/** The initial domain of a variable of at most 32 values, as one word (bit a = value a). */
export function initialWord(variable: Variable): number {
  const size = variable.size;
  const initial = variable.initial;
  if (!initial) return size === 32 ? -1 : (1 << size) - 1;
  // One value (a Sudoku given): the usual case, without the loop.
  if (initial.length === 1) {
    const value = initial[0]!;
    if (value >= 0 && value < size) return 1 << value;
  }
  let word = 0;
  for (let k = 0; k < initial.length; k++) {
    const value = initial[k]!;
    if (value < 0 || value >= size) throw new RangeError(`${variable.name}: value ${value} out of range`);
    word |= 1 << value;
  }
  return word;
}

export interface Problem {
  readonly variables: readonly Variable[];
  readonly constraints: readonly Constraint[];
  /**
   * A variable whose value to minimise or maximise (objective.ts): the search is then branch
   * and bound, and its last solution is optimal when it ends with status `optimal`. Without one,
   * any solution will do.
   */
  readonly objective?: Objective | undefined;
  /**
   * The problem's own search order (a FlatZinc search annotation), followed when the option
   * `searchAnnotation` asks for it (heuristics.ts `AnnotatedOrder`): phases in turn, each over the
   * variables it names.
   */
  readonly searchOrder?: readonly SearchPhase[] | undefined;
  /**
   * The variables the problem's author declared, when others were added to state it (a FlatZinc
   * model: those MiniZinc did not introduce). With the option `branchOn: 'declared'` the search
   * chooses among these first; the others come after (most are fixed by then).
   */
  readonly declared?: readonly number[] | undefined;
}

/** Which variable of a phase to assign next (FlatZinc's variable choice annotations). */
export type PhaseVariableOrder = 'input-order' | 'first-fail' | 'anti-first-fail' | 'smallest' | 'largest' | 'dom-wdeg';
export const PHASE_VARIABLE_ORDERS: readonly PhaseVariableOrder[] = ['input-order', 'first-fail', 'anti-first-fail', 'smallest', 'largest', 'dom-wdeg'];

/** One phase of a search order: its variables, in the order written, and how to choose among them. */
export interface SearchPhase {
  readonly variables: readonly number[];
  /**
   * `input-order`: the first unassigned; `first-fail` / `anti-first-fail`: the smallest / largest
   * domain; `smallest` / `largest`: the smallest least value / the largest greatest value;
   * `dom-wdeg`: dom/wdeg. Ties: the first in `variables`.
   */
  readonly variableOrder: PhaseVariableOrder;
  /** Values least first (`lex`) or greatest first (`reverse`). */
  readonly valueOrder: 'lex' | 'reverse';
  /** For `smallest` / `largest`: the integer each variable's value 0 stands for (absent: 0). */
  readonly offsets?: readonly number[] | undefined;
}
