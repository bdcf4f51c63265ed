/** Search options. Each is independent of the others. */
import type { DecisionScript } from './decisions.ts';

export type Inference = 'none' | 'fc' | 'mac';
export type VariableOrder = 'static' | 'mrv' | 'mrv-degree' | 'dom-wdeg';
export type ValueOrder = 'lex' | 'reverse' | 'lcv' | 'random';
export type Strategy = 'dfs' | 'bfs';
export type BranchOn = 'all' | 'declared';

export const INFERENCES: readonly Inference[] = ['none', 'fc', 'mac'];
export const VARIABLE_ORDERS: readonly VariableOrder[] = ['static', 'mrv', 'mrv-degree', 'dom-wdeg'];
export const VALUE_ORDERS: readonly ValueOrder[] = ['lex', 'reverse', 'lcv', 'random'];
export const STRATEGIES: readonly Strategy[] = ['dfs', 'bfs'];
export const BRANCH_ON: readonly BranchOn[] = ['all', 'declared'];

export interface SearchOptions {
  /**
   * What happens after each assignment: `none` only checks the new value against assigned
   * variables (plain chronological backtracking); `fc` removes incompatible values from the
   * neighbours (forward checking); `mac` maintains arc consistency with AC-3.
   */
  inference: Inference;
  /** Run AC-3 once before search (with any inference). */
  ac3: boolean;
  /** Which variable to assign next. */
  variableOrder: VariableOrder;
  /** In which order to try its values. */
  valueOrder: ValueOrder;
  /**
   * Follow the problem's own search order (`Problem.searchOrder`: a FlatZinc model's `int_search`,
   * `bool_search` or `seq_search` annotation, as MiniZinc's solvers do) for the variables it names,
   * phase after phase; the variables it leaves out come after, in `variableOrder` and
   * `valueOrder`. Without a search order (or when false) the search is as the other options say.
   */
  searchAnnotation: boolean;
  /**
   * `all`: the variable order chooses among every unassigned variable. `declared`: among the
   * problem's declared variables first (`Problem.declared`: a FlatZinc model's own, not those
   * MiniZinc introduced), the others only once those are all assigned, as Gecode's FlatZinc
   * interface does. Without that list both are the same. After the search annotation's phases.
   */
  branchOn: BranchOn;
  /** Seed of `random` value order: the same seed gives the same search. */
  seed: number;
  /**
   * `d-way` (the textbook): a variable's values are tried one after another at the same node.
   * `binary`: after `x = v` fails, the search goes on with `x ≠ v` (propagated) and chooses a
   * variable again, which lets inference and the variable order act between two values.
   */
  branching: 'd-way' | 'binary';
  /** Depth-first (backtracking) or breadth-first (whole states in a queue, small problems only). */
  strategy: Strategy;
  /**
   * Stop after this many solutions (1: first solution; Infinity: all). Ignored when the problem
   * has an objective: branch and bound goes on after every solution, for a better one.
   */
  maxSolutions: number;
  /** Stop with status `timeout` after this many milliseconds. */
  timeLimitMs: number;
  /** Stop with status `stopped` after this many nodes (assignments). */
  nodeLimit: number;
  /** Emit every event (for a viewer); when false only `solution` and `done` are emitted. */
  record: boolean;
  /** Breadth-first search stops with status `memory-limit` before its queue needs more bytes than this. */
  bfsMaxBytes: number;
  /**
   * `luby`: restart from the root after 1, 1, 2, 1, 1, 2, 4, ... times `restartBase` failures,
   * keeping the dom/wdeg weights (first solution, or branch and bound with the bound kept;
   * ignored when looking for several solutions of a problem without an objective).
   */
  restarts: 'none' | 'luby';
  restartBase: number;
  /**
   * Conflict-directed backjumping (Prosser's CBJ, with FC and MAC as FC-CBJ / MAC-CBJ): when every
   * value of a variable has failed, go back to the deepest assignment its conflict set blames,
   * taking back every assignment in between at once. Depth-first search with `d-way` branching
   * only (ignored with `binary` branching and breadth-first search). After a solution the search
   * backs up chronologically through the assignments that led to it.
   */
  backjump: boolean;
  /**
   * An exercise (decisions.ts): the decisions of the kinds asked are the student's. At each, the
   * next scripted answer is taken (a right one is the move made, a tie broken the student's way;
   * after a wrong one the algorithm's own move is made); when the answers run out the search ends
   * with status `question`. Depth-first search only (d-way branching; binary asks variable and
   * value); breadth-first search ignores it. Absent: the algorithm makes every decision.
   */
  script?: DecisionScript | undefined;
  /** Cancellation from outside: checked at every node. */
  signal?: { readonly aborted: boolean } | undefined;
}

/**
 * The options as plain data (what a settings panel, a URL or a worker message carries): every
 * option but the cancellation signal and the event switch, which belong to one run. Other
 * layers pick from this type rather than declare the fields again.
 */
export type SearchSettings = Omit<SearchOptions, 'signal' | 'record'>;

export const DEFAULT_OPTIONS: SearchOptions = {
  inference: 'mac',
  ac3: true,
  variableOrder: 'dom-wdeg',
  valueOrder: 'lex',
  searchAnnotation: false,
  branchOn: 'all',
  seed: 1,
  strategy: 'dfs',
  maxSolutions: 1,
  timeLimitMs: Infinity,
  nodeLimit: Infinity,
  record: false,
  bfsMaxBytes: 256 * 1024 * 1024,
  restarts: 'none',
  restartBase: 50,
  branching: 'd-way',
  backjump: false,
};

export function withDefaults(options: Partial<SearchOptions> = {}): SearchOptions {
  const merged = { ...DEFAULT_OPTIONS };
  // Keys, not entries: one array rather than one per option (solve() merges once per puzzle).
  for (const key of Object.keys(options) as (keyof SearchOptions)[]) {
    const value = options[key];
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}
