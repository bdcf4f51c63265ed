/**
 * What a puzzle kind declares once, below the app: its descriptor (`src/puzzles/<kind>/kind.ts`,
 * listed in `registry.ts`). How its files are recognised (extensions, a sniff of the content), read
 * and written; how its model is built for the solver (a `Problem`, and a solution as board rows);
 * which independent checker (src/checkers) judges an answer; and, for grids of digits, the makers'
 * tools. The file reader (`files.ts`), the solver, runs and makers workers, the command line and the
 * tests go through descriptors, so none of them names a kind in a branch.
 *
 * `F` is a puzzle as its files read (a crossword layout, a Sudoku); `S` a puzzle as the solver builds
 * it: the same but for the model kind (MiniZinc's text in a file, the FlatZinc compiled from it for
 * the solver). Pure: the kind's parsers, model and checker; no app, worker or CLI.
 */
import type { SolutionCheck } from '../checkers/solutions.ts';
import { contentLines } from './errors.ts';
import type { AllDiffForm, Problem, SearchOptions } from '../solver/index.ts';
import type { Message } from '../text/index.ts';
import type { NoFillReason } from './crossword/noFill.ts';
import type { WordIndex } from './crossword/wordIndex.ts';
import type { Generated, GenerateOptions } from './numbers/generate.ts';
import type { NumberGrid } from './numbers/grid.ts';

/** A file's content as the sniffs see it. */
export interface Content {
  /** The lines that say something: trimmed, without blank lines and `#` comments (`contentLines`). */
  readonly lines: readonly string[];
  /** The whole text (a grid is recognised by the shape of its rows). */
  readonly text: string;
}

/**
 * A content read as a format: `rank` says how strongly (the highest wins; formats that can both
 * claim a content rank apart: an N-queens header 3, rows of numbers 2, a crossword's slots or grid
 * 1); `orWords`: it reads as a list of words just as well, and the user is asked.
 */
export interface Claim {
  readonly rank: number;
  readonly orWords?: boolean | undefined;
}

/** One file format of a kind (a crossword has two: grids and slot files). */
export interface FileFormat<F> {
  /** The format's name, as `contentKind` and `extensionHint` say it: `grid`, `slots`, `sudoku`. */
  readonly id: string;
  /** Endings (lower case, no dot) that name files of this format. */
  readonly extensions: readonly string[];
  /** The name alone decides, the content is never looked at (MiniZinc reads these files, not we). */
  readonly byName?: boolean | undefined;
  /**
   * Whether the content reads as this format, and how strongly (null: not at all). `current`: the
   * kind being edited, which decides between kinds whose files look alike (rows of numbers).
   */
  sniff?(content: Content, current: string): Claim | null;
  /** The puzzles of a file; throws a ParseError naming the file, line and column. */
  read(text: string, name: string): F[];
  /**
   * Why the app refuses the file before parsing it (a board beyond `limits.ts`, so that a huge
   * board is never built), naming the file and the limit; null when it takes it. The command line
   * has limits of its own.
   */
  limit?(text: string, name: string): Message | null;
}

/** What a model is built with besides the puzzle. */
export interface BuildContext {
  alldiff: AllDiffForm;
  /** One word may fill several slots (kinds that fill with words). */
  reuse: boolean;
  /** Kinds that fill with words: the dictionary's words, indexed. */
  index?: WordIndex | undefined;
}

/** A variable no value fits before search (a crossword slot no word fits), as the run says it. */
export interface EmptyVariable {
  slot: number;
  name: string;
  /** Why, as a message (the CLI prints its English). */
  reason: Message;
  why?: 'length' | 'pattern' | undefined;
  /** 1-based row and column of its first cell, its length and its given letters. */
  row?: number | undefined;
  col?: number | undefined;
  length?: number | undefined;
  pattern?: string | undefined;
}

/** A kind's model of one puzzle, as the solver searches it and the checker reads its solutions. */
export interface BuiltModel {
  problem: Problem;
  /** A solution (a value per variable) as board rows, what the independent checker reads. */
  rows(values: Int32Array): string[];
  /** Kinds that fill with words: the length of the words each variable takes (the events' words are sent by length). */
  wordLengths?: Int32Array | undefined;
  /** Kinds that fill with words: the word of each slot in a solution. */
  words?(values: Int32Array): string[];
  /** Variables left without a value before search (none: the search decides). */
  empty?: readonly EmptyVariable[] | undefined;
  /** Why a search with `options` found no solution, when the kind can say more than the search did (the compare view's reason). */
  whyNoSolution?(options: Partial<SearchOptions>): NoFillReason[];
}

/** What an answer is checked against besides the puzzle: the words allowed and whether one may repeat. */
export interface CheckContext {
  words: readonly string[];
  reuse: boolean;
}

/** A puzzle as a file of its kind's own format, and the ending that names it (no dot). */
export interface WrittenPuzzle {
  text: string;
  extension: string;
}

/** The makers' tools of a grid of digits (uniqueness, rating, hints, a generator: src/puzzles/numbers). */
export interface MakersTools<S> {
  grid(puzzle: S): NumberGrid;
  generate(count: number, options: GenerateOptions): Generated<S>[];
  /** A generated puzzle as the command line prints it (one line, or the file's rows). */
  show(puzzle: S): string;
  /** The kind has signs between cells (the generator counts them). */
  signs: boolean;
}

export interface PuzzleDescriptor<F, S = F, Id extends string = string> {
  readonly id: Id;

  // Files
  /** Its file formats; the app writes the first one's files (`write`). */
  readonly formats: readonly FileFormat<F>[];
  /** A puzzle in the kind's own file format, which `formats` read back. */
  write(puzzle: F): WrittenPuzzle;

  // Solving
  /** A run needs a dictionary: the values are its words (the solver worker loads it first). */
  readonly words: boolean;
  /** The step sentences name a constraint by its label: the worker sends the labels with the model. */
  readonly labels: boolean;
  /** The search the command line runs unless told otherwise. */
  readonly search: Partial<SearchOptions>;
  /** Searches this kind is not offered, and why (in English: what the worker says). */
  readonly refuses?: { readonly 'min-conflicts'?: string | undefined } | undefined;
  build(puzzle: S, context: BuildContext): BuiltModel;
  /** The independent check (src/checkers) of a solution of `puzzle`. */
  check(puzzle: S, context: CheckContext): SolutionCheck;

  /** Grids of digits: the makers' tools. */
  readonly makers?: MakersTools<S> | undefined;
}

/** A descriptor of any kind, seen through the interface alone (what generic code holds). */
export type AnyPuzzleDescriptor = PuzzleDescriptor<unknown, unknown>;

/**
 * The puzzles of a text known to be of this kind (a sample, a saved board, a file given with
 * `--type`): read by the format its name's ending says, else by the first whose sniff claims the
 * content, else by the kind's first format. Throws the format's ParseError.
 */
export function readKind<F>(kind: Pick<PuzzleDescriptor<F, unknown>, 'id' | 'formats'>, text: string, name: string): F[] {
  const ending = /\.([^./\\]+)$/.exec(name.toLowerCase())?.[1] ?? '';
  const content: Content = { lines: contentLines(text), text };
  const format = kind.formats.find((f) => f.extensions.includes(ending)) ?? kind.formats.find((f) => f.sniff?.(content, kind.id)) ?? kind.formats[0]!;
  return format.read(text, name);
}
