/** Messages of the compare worker: a list of solves in, one row of statistics per solve out. */
import type { ExperimentOptions } from '../puzzles/experiments.ts';
import type { AllDiffForm, Stats, Status } from '../solver/index.ts';
import type { Message } from '../text/index.ts';

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

/**
 * Why a crossword has no fill, found from the run itself: a slot the model leaves without a word
 * (`empty-slot`, before any search), or the slot whose domain AC-3 (or the first check) empties
 * (`wipeout`), with the words of its length and, for a few of them, the crossing that rules each out.
 */
export type NoFillReason =
  | { kind: 'empty-slot'; slot: string; label: Message; length: number; row: number; col: number; pattern: string; detail: Message }
  | {
      kind: 'wipeout';
      slot: string;
      /** The slot as people read it. */
      label: Message;
      length: number;
      row: number;
      col: number;
      /** Words of the slot's length that fit its given letters. */
      candidates: number;
      /** Up to five of them. */
      examples: string[];
      /** For each example, the crossing that offers no word with its letter there (none: ruled out through propagation). */
      blocked: { word: string; crossing: string; crossingLabel: Message; crossingLength: number; position: number; letter: string }[];
      /**
       * The constraint that emptied the slot: its crossings (absent, as before), or the rule that
       * one word may not fill two slots (`different-words`: the words left were already in other slots).
       */
      rule?: 'crossings' | 'different-words' | undefined;
    };

/** What a solve tells beyond its statistics. */
export interface CompareDetail {
  /** The solver's own sentence, when it ends without a solution. */
  message?: Message | undefined;
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
