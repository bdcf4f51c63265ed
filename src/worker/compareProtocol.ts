/** Messages of the compare worker: a list of solves in, one row of statistics per solve out. */
import type { ExperimentOptions } from '../puzzles/experiments.ts';
import type { AllDiffForm, Stats, Status } from '../solver/index.ts';
import type { NoFillReason } from '../puzzles/crossword/noFill.ts';

/** The search options of one compare solve (a configuration of src/puzzles/experiments.ts plus a time limit). */
export type CompareOptions = ExperimentOptions;

export type CompareJob =
  | {
      kind: 'crossword';
      /** A `.slots` or `.grid` file. */
      puzzleUrl: string;
      dictionaryUrl: string;
      reuse: boolean;
      options: CompareOptions;
      /** Words of the dictionary left out of this solve (to show what happens without them). */
      leaveOut?: readonly string[] | undefined;
    }
  | { kind: 'futoshiki'; puzzleUrl: string; alldiff: AllDiffForm; options: CompareOptions; local?: LocalCompare | undefined }
  | {
      kind: 'sudoku';
      puzzleUrl: string;
      /** Which puzzle of the file (0-based). */
      puzzleIndex: number;
      alldiff: AllDiffForm;
      options: CompareOptions;
      local?: LocalCompare | undefined;
    };

/**
 * Sudoku and Futoshiki: solve by min-conflicts local search instead (src/solver/local/), with this
 * walk probability, repairs before giving up and seed (`options`' time limit applies too): its
 * `stats.steps` stand beside backtracking's nodes on the same puzzle.
 */
export interface LocalCompare {
  walk: number;
  maxSteps: number;
  seed: number;
}

export type { NoFillReason } from '../puzzles/crossword/noFill.ts';

/** What a solve tells beyond its statistics. */
export interface CompareDetail {
  /** The solver's own sentence, when it ends without a solution. */
  message?: string | undefined;
  /** Crosswords: the number of slots (for nodes per slot). */
  slots?: number | undefined;
  /** Crosswords without a fill: why. */
  noFill?: NoFillReason[] | undefined;
}

export interface CompareToWorker {
  type: 'compare';
  id: number;
  jobs: CompareJob[];
}

export type CompareFromWorker =
  | { type: 'row'; id: number; index: number; status: Status; stats: Stats; detail?: CompareDetail }
  | { type: 'error'; id: number; index: number; message: string }
  | { type: 'done'; id: number };
