/**
 * The one message protocol between the app and the solver worker.
 *
 * Events travel as compact records of four 32-bit integers — `[type, variable, value, extra]` —
 * packed into one transferable Int32Array per time slice. `EventCode` says how to read each field.
 */
import type { CrosswordLayout, EmptiedSlot, SlotSpec } from '../puzzles/crossword/index.ts';
import type { AllDiffForm, Question, SearchSettings, Stats, Status } from '../solver/index.ts';
import type { WordTable } from './dictionaries.ts';
import type { DictionarySummary } from './filesProtocol.ts';
import type { GridKind, GridPuzzle } from './gridModels.ts';
import type { ProblemSketch } from '../trace/index.ts';
import type { Message } from '../text/index.ts';



/**
 * The search options the app exposes (their meaning: `SearchOptions`): inference, AC-3, variable
 * and value order, seed, how many solutions, time limit, Luby restarts, backjumping, and depth- or
 * breadth-first search (`strategy`; absent: depth-first).
 */
export type RunOptions = Pick<
  SearchSettings,
  'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'seed' | 'maxSolutions' | 'timeLimitMs' | 'restarts' | 'backjump'
> &
  Partial<Pick<SearchSettings, 'script'>> &
  Partial<Pick<SearchSettings, 'strategy'>> &
  LocalRunOptions;

/**
 * Min-conflicts local search instead of backtracking (`search`; absent: backtracking), its
 * random-walk probability and its repairs before giving up (src/solver/local/; `seed` and
 * `timeLimitMs` above apply too). Grid kinds only: the crossword is refused by the app.
 */
export interface LocalRunOptions {
  search?: 'backtracking' | 'min-conflicts' | 'tree' | undefined;
  walk?: number | undefined;
  maxSteps?: number | undefined;
}

export interface CrosswordSolveRequest {
  type: 'solve';
  kind: 'crossword';
  runId: number;
  layout: CrosswordLayout;
  /**
   * `key` names the dictionary the worker has loaded (`LoadDictionaryRequest`). A `text` that
   * reaches the worker is parsed and kept under `key`. The app's client (solverClient.ts) takes
   * `text` and `url` as where to load the dictionary from when the worker lacks it, and posts
   * neither with the run.
   */
  dictionary: { key: string; name: string; text?: string | undefined; url?: string | undefined };
  reuse: boolean;
  options: RunOptions;
}

/**
 * A grid puzzle (Sudoku, Futoshiki, any kind in `GRID_MODELS`): the puzzle as its model reads it,
 * and the all-different form.
 */
export type GridSolveRequest = {
  [K in GridKind]: {
    type: 'solve';
    kind: K;
    runId: number;
    puzzle: GridPuzzle<K>;
    alldiff: AllDiffForm;
    options: RunOptions;
  };
}[GridKind];

export type SudokuSolveRequest = Extract<GridSolveRequest, { kind: 'sudoku' }>;
export type FutoshikiSolveRequest = Extract<GridSolveRequest, { kind: 'futoshiki' }>;

export type SolveRequest = CrosswordSolveRequest | GridSolveRequest;

/**
 * Parse a dictionary once and keep it under `key` for every later run and question. A bundled
 * list is fetched by the worker from `url`; a file of the user's comes as `text`, once.
 * Answered with a `DictionaryLoaded` (or a `RequestFailed`) of the same `id`.
 */
export interface LoadDictionaryRequest {
  type: 'load-dictionary';
  id: number;
  key: string;
  name: string;
  url?: string | undefined;
  text?: string | undefined;
}

/** Forget a dictionary (the app keeps a few). Not answered. */
export interface DropDictionaryRequest {
  type: 'drop-dictionary';
  key: string;
}

/** Which slots of `layout` no word of the dictionary fills? Answered with `UnfillableAnswer`. */
export interface UnfillableRequest {
  type: 'unfillable';
  id: number;
  key: string;
  layout: CrosswordLayout;
}

/** Every word of one length (the teaching views list a slot's domain). Answered with `WordsAnswer`. */
export interface WordsRequest {
  type: 'words';
  id: number;
  key: string;
  length: number;
}

/**
 * Grid insight (issue 23): arc consistency over the slots of a board being drawn, against a loaded
 * dictionary. Small: the blocks as one string (`#` a block, `.` an open cell), the typed letters,
 * and the slots only when they are not the board's own (a slot file's). A newer insight request
 * supersedes one not yet started: that one is answered `superseded` (see `insightDesk.ts`).
 */
export interface InsightRequest {
  type: 'insight';
  id: number;
  key: string;
  width: number;
  height: number;
  blocks: string;
  given: string[];
  slots?: SlotSpec[] | undefined;
  reuse: boolean;
  /** Words kept outside the slots (a region fill's board: `CrosswordLayout.used`), when there are some. */
  used?: string[] | undefined;
}

export type DictionaryRequest = LoadDictionaryRequest | UnfillableRequest | WordsRequest | InsightRequest;

export type ToWorker = SolveRequest | DictionaryRequest | DropDictionaryRequest;

/** The model is built: what the app needs to show letters and reasons. */
export interface ModelMessage {
  type: 'model';
  runId: number;
  /**
   * Words per slot length (value v of a slot of length L is `words[L][v]`). Empty for a dictionary
   * loaded by key: then the words come with the events that use them (`EventsMessage.words`).
   */
  words: Record<number, string[]>;
  /** The dictionary of a crossword run: the app keeps one word table per dictionary. */
  dictionaryKey?: string | undefined;
  /** Slots that no word can fill, found before search (`reason` says why, as a message). */
  emptySlots: EmptySlotMessage[];
  /** Labels of the model's constraints (Sudoku and Futoshiki), to name the one a wipe-out blames. */
  constraints?: Message[] | undefined;
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
  /** Words of the values these events use that the app has not been sent yet (crossword). */
  words?: WordTable | undefined;
  /** Breadth-first search: the states waiting in its queue after these events (absent for depth-first). */
  frontier?: number | undefined;
}

/** A slot no word fits: why, as a message, and the same as data. */
export interface EmptySlotMessage {
  slot: number;
  name: string;
  reason: Message;
  why?: 'length' | 'pattern' | undefined;
  /** 1-based row and column of the slot's first cell. */
  row?: number | undefined;
  col?: number | undefined;
  length?: number | undefined;
  pattern?: string | undefined;
}

export interface DoneMessage {
  type: 'done';
  runId: number;
  status: Status;
  stats: Stats;
  /** Why the run ended, when it says (a variable with no value, a time limit), as a message. */
  message?: Message | undefined;
  /** Crossword with a scored list: each solution's fill quality, in order (the first 1000). */
  scores?: { min: number; mean: number }[] | undefined;
  /** An exercise (`RunOptions.script`) waiting for the student's answer: the question (status `question`). */
  question?: Question | undefined;
}

export interface ErrorMessage {
  type: 'error';
  runId: number;
  message: string;
}

/** Counts of a loaded dictionary (never its words). */
export interface DictionaryLoaded {
  type: 'dictionary-loaded';
  id: number;
  key: string;
  summary: DictionarySummary;
}

export interface UnfillableAnswer {
  type: 'unfillable';
  id: number;
  /** Indices of the slots no word fills. */
  slots: number[];
}

/** A slot left with no word, and why (the crossing that emptied it, or no word fits at all). */
export type InsightEmpty = EmptiedSlot;

/**
 * The insight of one board: per slot (layout order) the words left after arc consistency, the
 * letters every remaining word forces (`[cell, letter]`), the slots left with none. `superseded`:
 * a newer request came before this one was started (no fields but the id).
 */
export interface InsightAnswer {
  type: 'insight';
  id: number;
  superseded?: boolean | undefined;
  counts?: number[] | undefined;
  forced?: [number, string][] | undefined;
  empty?: InsightEmpty[] | undefined;
  /** Milliseconds the worker took (build and propagation). */
  ms?: number | undefined;
}

export interface WordsAnswer {
  type: 'words';
  id: number;
  /** The words of the length, in value order, joined with '\n'. */
  text: string;
}

export interface RequestFailed {
  type: 'request-failed';
  id: number;
  message: string;
}

/** Answers to `DictionaryRequest`s, by `id`. */
export type DictionaryAnswer = DictionaryLoaded | UnfillableAnswer | WordsAnswer | InsightAnswer | RequestFailed;

export type FromWorker = ModelMessage | EventsMessage | DoneMessage | ErrorMessage | DictionaryAnswer;
