/**
 * The one message protocol between the app and the solver worker.
 *
 * Events travel as compact records of four 32-bit integers — `[type, variable, value, extra]` —
 * packed into one transferable Int32Array per time slice. `EventCode` says how to read each field.
 */
import type { CrosswordLayout } from '../puzzles/crossword/index.ts';
import type { FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import type { SudokuPuzzle } from '../puzzles/sudoku/index.ts';
import type { AllDiffForm, SearchSettings, Stats, Status } from '../solver/index.ts';
import type { ProblemSketch } from './sketch.ts';

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
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** Integers per encoded event. */
export const EVENT_FIELDS = 4;

/**
 * The search options the app exposes (their meaning: `SearchOptions`): inference, AC-3, variable
 * and value order, seed, how many solutions, time limit, Luby restarts, backjumping.
 */
export type RunOptions = Pick<
  SearchSettings,
  'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'seed' | 'maxSolutions' | 'timeLimitMs' | 'restarts' | 'backjump'
>;

export interface CrosswordSolveRequest {
  type: 'solve';
  kind: 'crossword';
  runId: number;
  layout: CrosswordLayout;
  /** `key` names the dictionary so the worker can keep its word index between runs. */
  dictionary: { key: string; name: string; text: string };
  reuse: boolean;
  options: RunOptions;
}

/** Sudoku and Futoshiki: the puzzle as the model reads it, and the all-different form. */
export interface SudokuSolveRequest {
  type: 'solve';
  kind: 'sudoku';
  runId: number;
  puzzle: SudokuPuzzle;
  alldiff: AllDiffForm;
  options: RunOptions;
}

export interface FutoshikiSolveRequest {
  type: 'solve';
  kind: 'futoshiki';
  runId: number;
  puzzle: FutoshikiPuzzle;
  alldiff: AllDiffForm;
  options: RunOptions;
}

export type SolveRequest = CrosswordSolveRequest | SudokuSolveRequest | FutoshikiSolveRequest;

export type ToWorker = SolveRequest;

/** The model is built: what the app needs to show letters and reasons. */
export interface ModelMessage {
  type: 'model';
  runId: number;
  /** Words per slot length (value v of a slot of length L is `words[L][v]`), only lengths used. */
  words: Record<number, string[]>;
  /** Slots that no word can fill, found before search. */
  emptySlots: { slot: number; name: string; reason: string }[];
  /** Labels of the model's constraints (Sudoku and Futoshiki), to name the one a wipe-out blames. */
  constraints?: string[] | undefined;
  /** Names, initial domains and constraint scopes, for the teaching views. */
  sketch?: ProblemSketch | undefined;
  buildMs: number;
}

export interface EventsMessage {
  type: 'events';
  runId: number;
  /** `count` events of EVENT_FIELDS integers each (the buffer may be longer). */
  data: Int32Array;
  count: number;
}

export interface DoneMessage {
  type: 'done';
  runId: number;
  status: Status;
  stats: Stats;
  message?: string | undefined;
}

export interface ErrorMessage {
  type: 'error';
  runId: number;
  message: string;
}

export type FromWorker = ModelMessage | EventsMessage | DoneMessage | ErrorMessage;
