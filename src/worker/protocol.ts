/**
 * The one protocol between the app and its workers: every job of every worker, its input, the parts
 * it streams and its result, typed once (the bridge, bridge/index.ts, carries them with ids).
 *
 * - the solver worker (`SolverJobs`): a run, why a run found no solution, and questions about the
 *   dictionaries it keeps;
 * - the files worker (`FilesJobs`): dropped files and word lists read off the main thread;
 * - the compare worker (`CompareJobs`): the compare presets' solves, one row each;
 * - the runs worker (`RunsJobs`): min-conflicts with many seeds ("Run 100 times");
 * - the makers' worker (`MakersJobs`): the Sudoku and Futoshiki makers' questions;
 * - MiniZinc's own worker (`MiniZincJobs`, spoken through bridge/miniZinc.ts).
 *
 * A run's events travel as compact records of four 32-bit integers — `[type, variable, value,
 * extra]` — packed into one transferable Int32Array per time slice (`EventsMessage`). `EventCode`
 * says how to read each field.
 */
import type { CrosswordLayout, EmptiedSlot, ScoreSummary, SkippedLine, SlotSpec } from '../puzzles/crossword/index.ts';
import type { XwordFile } from '../puzzles/crossword/xwordFile.ts';
import type { ExperimentOptions } from '../puzzles/experiments.ts';
import type { ErrorFile, PuzzleFile } from '../puzzles/files.ts';
import type { FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import type { Hint, Level, Rating, UniquenessStatus } from '../puzzles/numbers/index.ts';
import type { SudokuPuzzle } from '../puzzles/sudoku/index.ts';
import type { AllDiffForm, ReasonProgress, ReasonStatus, ReasonStop, Question, SearchSettings, Stats, Status } from '../solver/index.ts';
import type { CrosswordReasonDetail } from '../puzzles/crossword/reason.ts';
import type { ModelReasonDetail } from '../puzzles/model/reason.ts';
import type { DigitsReasonDetail } from '../puzzles/numbers/reason.ts';
import type { QueensReasonDetail } from '../puzzles/queens/reason.ts';
import type { ReasonSentence } from '../puzzles/reason.ts';
import type { NoFillReason } from '../puzzles/crossword/noFill.ts';
import type { EmptyVariable } from '../puzzles/kind.ts';
import type { PuzzleKind, SolvedPuzzle } from '../puzzles/registry.ts';
import type { ProblemSketch } from '../trace/index.ts';
import type { Message } from '../text/index.ts';
import type { Job } from './bridge/index.ts';

// =============================================================================================
// The solver worker

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
  search?: 'backtracking' | 'min-conflicts' | 'tree' | 'cutset' | undefined;
  /** Cutset conditioning: the cycle cutset, by the variables' names, in the order they are assigned (absent: a smallest one, `smallestCycleCutset`). */
  cutset?: readonly string[] | undefined;
  walk?: number | undefined;
  maxSteps?: number | undefined;
}

/**
 * A dictionary a run fills with, and where it comes from. `key` names the dictionary the worker
 * keeps (`load-dictionary`); `text` (a file of the user's) or `url` (a bundled list) is where to
 * load it from. The app's client (solverClient.ts) loads it from there when the worker lacks it,
 * and posts neither with a run or a question.
 */
export interface DictionaryRef {
  key: string;
  name: string;
  text?: string | undefined;
  url?: string | undefined;
}

/**
 * A run of any kind (src/puzzles/registry.ts): the puzzle as its kind's model reads it, the
 * settings a kind's model may use (the all-different form; whether one word may fill several
 * slots), and for a kind that fills with words, its dictionary (by key: the worker keeps it). The
 * app's `runId` is its own; the bridge numbers the request.
 */
export type SolveRequest = {
  [K in PuzzleKind]: {
    type: 'solve';
    kind: K;
    runId: number;
    puzzle: SolvedPuzzle<K>;
    alldiff: AllDiffForm;
    reuse: boolean;
    dictionary?: DictionaryRef | undefined;
    options: RunOptions;
  };
}[PuzzleKind];

export type CrosswordSolveRequest = Extract<SolveRequest, { kind: 'crossword' }>;
export type SudokuSolveRequest = Extract<SolveRequest, { kind: 'sudoku' }>;
export type FutoshikiSolveRequest = Extract<SolveRequest, { kind: 'futoshiki' }>;

/**
 * Grid insight (issue 23): arc consistency over the slots of a board being drawn, against a loaded
 * dictionary. Small: the blocks as one string (`#` a block, `.` an open cell), the typed letters,
 * and the slots only when they are not the board's own (a slot file's). A newer insight request
 * supersedes one not yet started: that one is answered `superseded` (see jobs/insightDesk.ts).
 */
export interface InsightRequest {
  /** The client's number for it (the newest wins). */
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

/** A slot left with no word, and why (the crossing that emptied it, or no word fits at all). */
export type InsightEmpty = EmptiedSlot;

/**
 * The insight of one board: per slot (layout order) the words left after arc consistency, the
 * letters every remaining word forces (`[cell, letter]`), the slots left with none. `superseded`:
 * a newer request came before this one was started (no fields but the id).
 */
export interface InsightAnswer {
  id: number;
  superseded?: boolean | undefined;
  counts?: number[] | undefined;
  forced?: [number, string][] | undefined;
  empty?: InsightEmpty[] | undefined;
  /** Milliseconds the worker took (build and propagation). */
  ms?: number | undefined;
}

/** A slot no word fits: why, as a message, and the same as data (the kind's model says it: `BuiltModel.empty`). */
export type EmptySlotMessage = EmptyVariable;

/** A run's first part: the model is built, with what the app needs to show letters and reasons. */
export interface ModelMessage {
  type: 'model';
  /** Slots that no word can fill, found before search (`reason` says why, as a message). */
  emptySlots: EmptySlotMessage[];
  /** Labels of the model's constraints (every kind but the crossword), to name the one a wipe-out blames. */
  constraints?: Message[] | undefined;
  /** Names, initial domains and constraint scopes, for the teaching views. */
  sketch?: ProblemSketch | undefined;
  buildMs: number;
}

/**
 * Words posted along with events: for each slot length, the values first referenced in this run
 * and their words (joined with '\n', one string to clone instead of one per word), and how many
 * words of that length the dictionary has (`size`, so the app can lay out the list once).
 */
export type WordTable = Record<number, { values: number[]; text: string; size?: number }>;

/** A batch of a run's events: one per time slice of search (and an early one when its buffer is full). */
export interface EventsMessage {
  type: 'events';
  /** `count` events of EVENT_FIELDS integers each (the buffer may be longer). */
  data: Int32Array;
  count: number;
  /** Crossword: the words of the values these events use that this run has not been sent yet. */
  words?: WordTable | undefined;
  /** Breadth-first search: the states waiting in its queue after these events (absent for depth-first). */
  frontier?: number | undefined;
}

/** What a run streams: its model, then its events in batches. */
export type RunPart = ModelMessage | EventsMessage;

/** How a run ended (its result). */
export interface DoneMessage {
  status: Status;
  stats: Stats;
  /** Why the run ended, when it says (a variable with no value, a time limit), as a message. */
  message?: Message | undefined;
  /** Crossword with a scored list: each solution's fill quality, in order (the first 1000). */
  scores?: { min: number; mean: number }[] | undefined;
  /** An exercise (`RunOptions.script`) waiting for the student's answer: the question (status `question`). */
  question?: Question | undefined;
  /** Branch and bound: the objective's value (a value index) in the best solution found (status `optimal`, or `solved` and stopped by a limit). */
  objective?: number | undefined;
}

/** The data of the JobError `dictionary-missing`: the dictionary to load (then ask again). */
export interface MissingDictionary {
  key: string;
}

/**
 * The solver worker's jobs. A question naming a dictionary the worker does not keep (never loaded,
 * dropped to make room, or a fresh worker) fails with the JobError `dictionary-missing`
 * (`MissingDictionary`): the app loads it from its source and asks again. The worker alone decides
 * which dictionaries it keeps.
 */
export interface SolverJobs {
  /** A run: its model, its events in batches, then how it ended. A broken fill or a crash of the search fails it. */
  solve: Job<SolveRequest, RunPart, DoneMessage>;
  /** Parse a dictionary once and keep it under `key` (a bundled list fetched from `url`, a user's file as `text`). */
  'load-dictionary': Job<DictionaryRef, never, DictionarySummary>;
  /** The counts of a kept dictionary (a key with a puzzle's choices is made from its dictionary). */
  summary: Job<{ key: string }, never, DictionarySummary>;
  /** Which slots of `layout` no word of the dictionary fills (slot indices). */
  unfillable: Job<{ key: string; layout: CrosswordLayout }, never, number[]>;
  /** Every word of one length, in value order, joined with '\n' (the teaching views list a slot's domain). */
  words: Job<{ key: string; length: number }, never, string>;
  /** Grid insight of a board being drawn. */
  insight: Job<InsightRequest, never, InsightAnswer>;
  /** Why a run's puzzle has no solution: progress as the search for a reason goes, then the reason (jobs/reasonJob.ts). */
  reason: Job<ReasonRequest, ReasonProgress, ReasonAnswer>;
  /**
   * Stop the search for the reason of run `runId` where it is: its `reason` job then answers with the
   * smallest set proven without solution so far, not proven minimal (`stopped` 'signal').
   */
  'reason-stop': Job<{ runId: number }, never, void>;
  /**
   * The compare view's "on the board shown": each run to its end without events (its dictionary by
   * key, as a run's), a row each as it ends, in order; a run that fails is a row saying why.
   */
  measure: Job<{ runs: SolveRequest[] }, CompareRow, null>;
}

/** Why no solution: the puzzle as its run had it (the same request, its dictionary by key), and the time the reason may take. */
export interface ReasonRequest {
  run: SolveRequest;
  timeLimitMs: number;
}

/** The parts of a reason as each kind names them (src/puzzles/<kind>/reason.ts). */
export type ReasonParts =
  | ({ kind: 'crossword' } & CrosswordReasonDetail)
  | ({ kind: 'digits' } & DigitsReasonDetail)
  | ({ kind: 'queens' } & QueensReasonDetail)
  | ({ kind: 'model' } & ModelReasonDetail);

/**
 * A reason: `found` (its parts have no solution together; `minimal` when every one-smaller set was
 * proven to have one, else `stopped` says what cut the proof short), `solvable` or `unknown` (no
 * reason: the sentence says which), with its sentence as a message and the searches it took.
 */
export interface ReasonAnswer {
  status: ReasonStatus;
  minimal: boolean;
  stopped: ReasonStop | null;
  calls: number;
  timeMs: number;
  sentence: ReasonSentence;
  parts: ReasonParts;
}

// =============================================================================================
// The files worker

/** What the app keeps of a dictionary (never its words: they live in the solver worker). */
export interface DictionarySummary {
  wordCount: number;
  skipped: number;
  duplicates: number;
  skippedExamples: SkippedLine[];
  /** Words longer than the largest board side, left out (see `readFileText`). */
  tooLong: number;
  /** Number of words of each length (in code points). */
  lengths: Record<number, number>;
  /** A scored list (`word;score` lines): the distribution of its scores. */
  scores?: ScoreSummary | undefined;
  /** A dictionary with a puzzle's choices applied (jobs/dictionaries.ts `deriveShelf`): the words left out. */
  chosen?: { banned: number; belowMinimum: number } | undefined;
}

/** A file read as a word list, as the app gets it (the app has the text already). */
export interface DictionaryReading {
  kind: 'dictionary';
  name: string;
  summary: DictionarySummary;
}

/** A file that could be a puzzle or a word list: both readings, for the user to choose. */
export interface AskSummary {
  kind: 'ask';
  name: string;
  reason: Message;
  asPuzzle: PuzzleFile;
  asDictionary: DictionaryReading;
}

/** A crossword file (.puz, .ipuz, .jpz) read onto a board, with what the reading left out. */
export interface XwordReading extends XwordFile {
  kind: 'xword';
  name: string;
}

/** A read file as the app gets it: puzzles as parsed, a dictionary as a summary. */
export type FileSummary = PuzzleFile | ErrorFile | DictionaryReading | AskSummary;

export interface FilesJobs {
  /** Classify and parse a dropped or picked file (see `readFileText`). */
  file: Job<{ name: string; text: string; current: PuzzleKind }, never, FileSummary>;
  /** Parse a text known to be a dictionary (a bundled one); a parse error fails it. */
  dictionary: Job<{ name: string; text: string }, never, DictionarySummary>;
  /** Read a crossword file's bytes (.puz is binary) onto a crossword board (see `readXwordFile`). */
  xword: Job<{ name: string; bytes: ArrayBuffer; keepLetters: boolean }, never, XwordReading | ErrorFile>;
}

// =============================================================================================
// The compare worker

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
  message?: Message | undefined;
  /** Crosswords: the number of slots (for nodes per slot). */
  slots?: number | undefined;
  /** Crosswords without a fill: why. */
  noFill?: NoFillReason[] | undefined;
}

/** One row of a compare: a solve's statistics, or why that one job failed (the others go on). */
export type CompareRow = { index: number; status: Status; stats: Stats; detail?: CompareDetail | undefined } | { index: number; error: string };

export interface CompareJobs {
  /** The solves one after another, a row each as it ends. */
  compare: Job<{ jobs: CompareJob[] }, CompareRow, null>;
}

// =============================================================================================
// The runs worker ("Run 100 times")

/** One puzzle and min-conflicts' settings: the steps each seed needs, so that the app plots the run-length distribution. */
export type RunsRequest = {
  [K in PuzzleKind]: {
    kind: K;
    puzzle: SolvedPuzzle<K>;
    alldiff: AllDiffForm;
    /** Random-walk probability and repairs before giving up (as the run's settings). */
    walk: number;
    maxSteps: number;
    /** Seeds firstSeed, firstSeed + 1, …: `count` runs. */
    firstSeed: number;
    count: number;
  };
}[PuzzleKind];

/** One run: its seed, how it ended (`solved`, or `stopped` at max steps), its repairs and restarts. */
export interface RunOutcome {
  seed: number;
  status: Status;
  steps: number;
  restarts: number;
}

export interface RunsJobs {
  /** Every seed, the outcomes streamed in batches as they finish; the result is the milliseconds taken. */
  runs: Job<RunsRequest, RunOutcome[], { ms: number }>;
}

// =============================================================================================
// The puzzle makers' worker

/**
 * A Sudoku or Futoshiki in, whether it has one solution, its rating, a hint or a newly generated
 * puzzle out. A small worker of its own, so that checking a puzzle as its givens are typed never
 * waits behind a long solver run.
 */
export type MakersBoard = { kind: 'sudoku'; puzzle: SudokuPuzzle } | { kind: 'futoshiki'; puzzle: FutoshikiPuzzle };

export interface MakersCheck {
  status: UniquenessStatus;
  /** Solutions found, at most 2. */
  count: number;
  /** The solutions found (one digit per cell). */
  solutions: number[][];
  /** With two solutions: the cells where they differ. */
  differ: number[];
  nodes: number;
  /** The rating, when the puzzle has exactly one solution. */
  rating: Rating | null;
}

/** A generated puzzle: the board, its rating and its number of givens. */
export interface MakersGenerated {
  board: MakersBoard;
  rating: Rating;
  givens: number;
}

export interface MakersJobs {
  check: Job<{ board: MakersBoard }, never, MakersCheck>;
  hint: Job<{ board: MakersBoard }, never, Hint>;
  generate: Job<{ kind: 'sudoku' | 'futoshiki'; size: number; seed: number; level: Level | null }, never, MakersGenerated>;
}

// =============================================================================================
// MiniZinc's worker (the `minizinc` package's own protocol, minizinc 4.5.1)

/** Where a MiniZinc message points. */
export interface MiniZincLocation {
  filename?: string;
  firstLine?: number;
  firstColumn?: number;
  lastLine?: number;
  lastColumn?: number;
}

/** A message of MiniZinc's JSON stream (an error at its place, a warning, a status line, …). */
export type MiniZincMessage = { type: 'error'; what?: string; message?: string; location?: MiniZincLocation } | { type: string; [key: string]: unknown };

/** How MiniZinc ended: its exit code, what it said, and the output files asked for. */
export interface MiniZincExit {
  code: number | null;
  message?: string;
  stderr?: string;
  stdout?: string;
  outputFiles?: Record<string, string | null>;
}

/** What the package's worker posts: `ready` once loaded, then per run its stream messages and `exit`. */
export type FromMiniZinc = { type: 'ready' } | ({ type: 'exit' } & MiniZincExit) | MiniZincMessage;

export interface MiniZincJobs {
  /** Answered once MiniZinc has loaded its WebAssembly (at once when it has). */
  ready: Job<null, never, null>;
  /** One MiniZinc run over a virtual file system: its stream messages, then its exit. */
  run: Job<{ files: Record<string, string>; args: string[]; outputFiles: string[] }, MiniZincMessage, MiniZincExit>;
}
