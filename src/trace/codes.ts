/**
 * The trace's event records: four 32-bit integers `[type, variable, value, extra]` per event, packed
 * into one transferable Int32Array per time slice by the worker (`src/worker/encode.ts`) and read by
 * the trace store, its index, the app and the benchmarks. `EventCode` says how to read each field.
 */
/** Integer codes of encoded events. Fields: variable, value, extra. */
export const EventCode = {
  /** value: 0 = AC-3 before search, 1 = search. */
  phase: 0,
  /** variable chosen; value = its domain size; extra = depth. */
  select: 1,
  /** variable := value; extra = depth after the assignment. */
  assign: 2,
  /** value removed from variable's domain; extra = the constraint that removed it (-1: none). */
  prune: 3,
  /** variable's domain emptied; value = constraint; extra = depth. */
  wipeout: 4,
  /** variable's value violates constraint `value`; extra = depth. */
  conflict: 5,
  /** variable's value taken back; extra = number of prunes it restores. */
  backtrack: 6,
  /** breadth-first jump, one record per changed variable: variable := value (was extra). */
  set: 7,
  /** a solution; variable = its index. */
  solution: 8,
  /**
   * a restart: every assignment is taken back at once; variable = its number (1, 2, ...);
   * extra = the prunes it takes back. (Undone by replaying from a checkpoint.)
   */
  restart: 9,
  /**
   * a backjump (conflict-directed backjumping): no value of `variable` is left and the search goes
   * back at once to depth `value`, taking back every assignment deeper than it; extra = the prunes
   * it takes back. (Undone by replaying from a checkpoint.)
   */
  backjump: 10,
  /**
   * min-conflicts' start (src/solver/local/): `variable` := `value`, a value with the fewest
   * conflicts (extra) with the variables placed before it. (A restart's places follow a `restart`
   * record, so the variable was empty before.)
   */
  place: 11,
  /**
   * min-conflicts: the complete starting assignment is made; variable = the start's number (0 the
   * first, k after the k-th restart), value = the violated constraints, extra = how it was made
   * (`LocalStart`: 1 greedy).
   */
  start: 12,
  /**
   * min-conflicts: `variable` is picked at random among the conflicted ones; value = its conflicts
   * now; extra = the conflicts of the value the repair then gives it (the next record).
   */
  pick: 13,
  /** min-conflicts: the picked `variable` := `value`, a value with the fewest conflicts; extra = its previous value. */
  repair: 14,
  /** min-conflicts: random walk, the picked `variable` := `value` drawn at random; extra = its previous value. */
  walk: 15,
  /**
   * the tree algorithm (src/solver/treeCsp.ts), one record per variable in topological order:
   * `variable` is the `value`-th (from 0) of the order; extra = its parent (-1: a root). Right
   * after the order records (before any `revise`), node consistency: one `prune` per value a unary
   * constraint forbids, its extra that unary constraint.
   */
  order: 16,
  /**
   * the tree algorithm, from the leaves up: MAKE-ARC-CONSISTENT(`variable`, its child `value`);
   * extra = how many values of `variable` it removes (a `prune` record each follows, its extra
   * the first constraint between the two). Its assignments from the root down are `assign` records.
   */
  revise: 17,
  /**
   * cutset conditioning (src/solver/cutset.ts), once per variable of the cycle cutset before
   * anything else: `variable` is the `value`-th (from 0) of the cutset; extra = the cutset's size.
   * Changes nothing on the board.
   */
  cutset: 18,
  /**
   * cutset conditioning: the `variable`-th (from 1) assignment of the cutset begins; as a restart,
   * every assignment is taken back, and the `extra` prunes made since the previous one. Then an
   * `assign` per cutset variable, a `prune` per value their values rule out elsewhere (extra the
   * constraint; a `wipeout` when a domain empties), the tree algorithm's records on the rest
   * (`order`, `revise` and its `prune`s, `assign`), a `solution`; the same forest's other
   * solutions (`--all`) as `set` records (variable := value, extra the previous value) then a
   * `solution`. (Undone by replaying from a checkpoint.)
   */
  condition: 19,
  /**
   * branch and bound (src/solver/objective.ts), right after a `solution` record: the bound
   * tightens to that solution's objective; variable = the objective, value = its value in the
   * solution (the best so far, a value index), extra = the solution's index. From then on a
   * solution must do better: a smaller value when minimising, a larger one when maximising.
   */
  bound: 20,
  /**
   * branch and bound: the bound cuts the branch, right before the `wipeout` or `conflict` record
   * that names the bound's constraint (the index after the problem's constraints); variable = the
   * objective, value = the best value it could still take here (when minimising its least value
   * left: "would be at least 14"; when maximising its greatest; under inference none the value
   * it holds), extra = the best so far ("the best so far is 12"). Value indices.
   */
  cut: 21,
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** The `restart` record's value when min-conflicts restarts (a fresh greedy start; backtracking's restarts have -1). */
export const LOCAL_RESTART = -2;

/** How min-conflicts made its starting assignment (the `start` record's extra). */
export const LocalStart = { random: 0, greedy: 1 } as const;

/** Integers per encoded event. */
export const EVENT_FIELDS = 4;
