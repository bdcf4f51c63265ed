/**
 * The step of a recorded search that shows a lesson chapter's idea, as plain data: what the
 * lesson's step finder (src/app/teaching/lesson.ts, `StepFinder`) returns and the store's lesson
 * slice keeps (declared once here, below both).
 */
import type { Reason } from './reason.ts';

/**
 * The idea a chapter stops on: a backtrack, a wipe-out, an arc's prune (crosswords); the first
 * variable chosen and forward checking's prunes after its value (a map); a min-conflicts repair.
 */
export type TeachingKind = 'backtrack' | 'wipeout' | 'arc-prune' | 'first-choice' | 'repair' | 'cut';

/** A step of the trace that shows a chapter's idea. */
export interface TeachingStep {
  kind: TeachingKind;
  /** The position just after the event (what the board shows when the cursor is there). */
  position: number;
  /** The slot the event is about: taken back, emptied, or pruned. */
  variable: number;
  /** The word (value) taken back or pruned; -1 for a wipe-out. */
  value: number;
  /**
   * The slot that explains it, or -1: the crossing slot whose letter differs, or the slot that
   * already holds the same word (a clash); the slot just filled (a wipe-out); the arc's other end.
   */
  other: number;
  /** The other slot's word at that step, or -1 when it is empty. */
  otherValue: number;
  /** Why, as data (the constraint's kind, the slots and words): null for a dead end below the word. */
  reason: Reason | null;
  /**
   * `arc-prune` only: the cells of the two slots that show a letter at that step (a letter of a word
   * in a slot crossing them), read from the board: "both slots are empty" only when there are none.
   */
  lettersShown?: number | undefined;
  /** `first-choice` and `repair` only: what the chapter's sentence says about the step. */
  choice?: FirstChoice | undefined;
  repair?: Repair | undefined;
  /** `cut` only (branch and bound: `variable` is the objective, `value` the best it could still take there). */
  cut?: BoundCut | undefined;
}

/** A branch the bound cut (the `cut` record): the best so far then, and how many solutions were found before. */
export interface BoundCut {
  /** The objective's value in the best solution so far (a value index). */
  best: number;
  sense: 'minimize' | 'maximize';
  /** Solutions found before the cut (each one better than the one before). */
  solutions: number;
}

/**
 * The first variable the search chooses (`position` shows its `select`; `value` is the value it
 * then gets), read from the trace and the sketch: the domain sizes then, the degrees (constraints
 * on the variable that reach another unassigned variable, as the solver's degree heuristic counts
 * them), and the values forward checking removed right after the assignment.
 */
export interface FirstChoice {
  /** Its values left when chosen. */
  size: number;
  /** Other unassigned variables with fewer values left, and with as many. */
  fewer: number;
  tied: number;
  /** Its degree, and the highest degree among the variables tied with it (-1: none tied). */
  degree: number;
  nextDegree: number;
  /** Tied variables with the same degree that come before it (the solver keeps the first of equals). */
  sameDegreeBefore: number;
  /** The variables it shares a constraint with, in index order. */
  neighbours: number[];
  /** The prunes right after its assignment: [variable, value] each, in order. */
  pruned: [number, number][];
  /** The values left to each pruned variable after those prunes. */
  leftAfter: number[];
  /** Position just after the last of those prunes (the board shows forward checking's work); -1 when there is none. */
  then: number;
}

/** A min-conflicts repair: the variable picked, its conflicts, the value it leaves and the one it gets (with its conflicts). */
export interface Repair {
  /** Conflicts of the picked variable's current value, and of the value chosen. */
  conflicts: number;
  after: number;
  previous: number;
  /** Variables whose values it conflicts with (a shared all-different line), in index order. */
  attackers: number[];
  /** Which repair of the run this is (1-based). */
  ordinal: number;
}
