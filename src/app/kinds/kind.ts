/**
 * What a puzzle kind adds in the app (in the spirit of tldraw's `ShapeUtil`): one object per kind —
 * crossword, Sudoku, Futoshiki, N-queens, MiniZinc model — that the store, the saved state and the run speak
 * to, so none of them names a kind. It adds only what is drawn: the board state and its edits, its
 * saved record, its pictures and names; its files are read and written, its model built and its
 * answers checked by the kind's descriptor below the app (src/puzzles/<kind>/kind.ts). Pure: no
 * React, no store, no worker. A kind's board component is UI and lives beside it in a `.tsx` file
 * of its folder, registered in `panels.ts`.
 *
 * `P` is the kind's board state (the puzzle as drawn: a crossword layout, a grid of digits and
 * signs); `Op` the edits its board component asks for.
 */
import type { AllDiffForm } from '../../solver/index.ts';
import type { DictionaryRef, RunOptions, SolveRequest } from '../../worker/protocol.ts';
import type { Message } from '../i18n/index.ts';
import type { StepNames } from './sentences.ts';
import type { Words } from './view.ts';

/** A sample puzzle of the catalogue: a file under /puzzles/, or `file#index` for one puzzle of a set (0-based). */
/** What a run adds to the puzzle for naming its steps: the words it placed (crossword) and its constraints' labels. */
export interface RunNames {
  words: Words | null;
  constraints: readonly Message[] | null;
}

/**
 * What the board shows at a step of a run, for the exports (exporting.ts): the assignment there
 * (value per variable, -1 unassigned), the candidates of a grid of digits (a bit per value, or
 * null) and the run's words (crossword).
 */
export interface ShownStep {
  values: Int32Array;
  masks: Int32Array | null;
  words: Words | null;
}

/** A puzzle as a file of its kind's own format, and the extension that names it (no dot). */
export interface PuzzleFile {
  text: string;
  extension: string;
}

export interface Sample {
  file: string;
  /** The picker's text, in the interface's language. */
  label: Message;
  /** Dictionary to switch to when the sample needs its own words. */
  dictionary?: string;
}

/** What a solve request is built from besides the board. */
export interface RequestContext {
  runId: number;
  options: RunOptions;
  /** The kind-dependent settings. */
  settings: { reuse: boolean; alldiff: AllDiffForm };
  /** The word list, for kinds with `usesDictionary` (null otherwise). */
  dictionary: DictionaryRef | null;
}

/** An edit's outcome: the new board and what the undo button calls it ("block", "digit 5"), a message under `names.undo`. */
export interface Edited<P> {
  puzzle: P;
  label: Message;
}

export interface PuzzleKindModule<P, Op> {
  readonly id: string;
  /** "Crossword", "Sudoku": the kind picker's label. */
  readonly label: string;
  /** "the crossword", "the Sudoku": how a notice names its board (a message under `restore.part.board`). */
  readonly noun: Message;

  // The board
  /** The board a new session opens on. */
  empty(): P;
  /** The same board emptied, at its size. */
  cleared(puzzle: P): P;
  /** The board at another size, keeping what still fits; null when the size does not change. */
  resized(puzzle: P, width: number, height: number): P | null;
  /** Cells of the board (the selection's range). */
  cellCount(puzzle: P): number;
  /** An edit of the board; null when it changes nothing or is not one this kind takes. */
  edit(puzzle: P, op: Op): Edited<P> | null;
  /** One line for the picker of a set of puzzles: "12 slots", "17 givens". */
  describe(puzzle: P): string;

  // Files (read and written by the kind's descriptor, src/puzzles/<kind>/kind.ts)
  /** The puzzles of a file in the kind's format; throws the parser's ParseError. */
  parse(text: string, name: string): P[];
  /** The board in the kind's own file format. */
  serialize(puzzle: P): string;
  /**
   * The boards a file read below the app makes (a `PuzzleFile`'s puzzles, of this kind), and the
   * source they show; `board`: the board now (a model's data file joins the model shown).
   */
  fromFile(puzzles: readonly unknown[], name: string, board: Board<P>): { source: string; puzzles: P[] };
  /** What such a file holds, for the question "a puzzle or a word list?" (`loadQuestion.*`). */
  fileSummary(puzzles: readonly unknown[], name: string): Message;
  /** That question's button opening the file as this kind. */
  readonly openAs: Message;
  /** The board's part of the saved record (strings in the kind's file formats). */
  save(puzzle: P): Record<string, string | null>;
  /** A saved part read back; null when it is damaged. `problems` gets the parts that fell back. */
  restore(part: Readonly<Record<string, unknown>>, problems: Message[]): P | null;

  // Solving
  /** Whether a run needs the chosen word list. */
  readonly usesDictionary: boolean;
  /** Why the board cannot be solved as it is, or null. */
  refusal(puzzle: P): string | null;
  /** Variables of the problem the board makes (the trace's width). */
  variables(puzzle: P): number;
  /** The worker's solve request. */
  request(puzzle: P, context: RequestContext): SolveRequest;

  // Step sentences (sentences.ts's one generator speaks through these names)
  /** How the run's variables, values and constraints are named: "3-Across" / “APPLE”, "r3c5" / 7. */
  stepNames(puzzle: P, run: RunNames): StepNames;

  // Exports (exporting.ts; the formats are in docs/export.md)
  /** The board as the player shows it at `step` (null: the board as drawn), as a standalone SVG document. */
  svg(puzzle: P, step: ShownStep | null): string;
  /** The board at `step` as text: one row per line, `#` a block, `.` an empty cell. */
  text(puzzle: P, step: ShownStep | null): string;
  /** The puzzle in the kind's own file format, which the app and the CLI read back. */
  file(puzzle: P): PuzzleFile;
  /** A value of a variable as plain text, not translated: the word (crossword) or the digit. */
  valueText(puzzle: P, words: Words | null, variable: number, value: number): string;

  // Samples
  readonly samples: readonly Sample[];
  /** The sample one click away from the empty board. */
  readonly quickSample: string;
  /**
   * The sample a first visit puts on this kind's board (read in the background, not shown until the
   * user switches to the kind), where an empty board would teach nothing (a Futoshiki without signs).
   */
  readonly firstSample?: string | undefined;
}

/** A board of the store: the kind's board state, where it came from, and its set of puzzles. */
export interface Board<P> {
  puzzle: P;
  /** "Drawn", a file name, or "name (puzzle 2 of 4)". */
  source: string;
  /** A loaded file with several puzzles. */
  set: { name: string; puzzles: readonly P[]; index: number } | null;
  /** Cell with the keyboard focus. */
  selected: number;
}

export function boardOf<P>(puzzle: P, source = 'Drawn', set: Board<P>['set'] = null): Board<P> {
  return { puzzle, source, set, selected: 0 };
}
