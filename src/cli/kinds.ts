/**
 * What the command line knows of each puzzle kind before it loads any kind's code: start-up counts
 * in every command's time, so a million queens load neither the crossword parsers nor the FlatZinc
 * reader. Per kind of src/puzzles/registry.ts (tsc asks for each): how it is given (a file, or
 * `--size N`), the files it is taken for without `--type`, the options only it takes and the
 * refusals it words, its descriptor, imported when it runs, and its own runner when the descriptor
 * is not enough (a dictionary, MiniZinc, a board with no file). Pure data and dynamic imports.
 */
import type { AnyPuzzleDescriptor } from '../puzzles/kind.ts';
import type { PuzzleKind } from '../puzzles/kinds.ts';
import type { CliOptions } from './args.ts';
import type { CliResult } from './result.ts';

/** What a runner reads and writes besides the puzzle's text. */
export interface CliIO {
  /** A file's text (UTF-8); a missing file is a ParseError naming it. */
  read(path: string): string;
  /** One line of output, written as it comes (`--batch`). */
  write(line: string): void;
}

/** How one kind runs from the command line. */
export interface Runner {
  run(text: string, options: CliOptions, io: CliIO): CliResult<unknown>;
  /** The text output (default `formatText`). */
  format?(result: CliResult<unknown>): string;
}

/** Options that only one kind takes (`CliOptions` keys), with their flags as the refusal says them. */
type OwnOptions = Partial<Record<Exclude<keyof CliOptions, 'file'>, string>>;

export interface CliKind {
  /**
   * The kind reads FILE (`file`), or builds its board from `--size N` (`size`: an empty board; a
   * board file instead when the kind has `files`, queens placed before search).
   */
  input: 'file' | 'size';
  /** Without `--type`, a file ending so is this kind (any other file is the first kind's: a crossword). */
  files?: readonly string[];
  /** Files given after such a file that are its data. */
  data?: readonly string[];
  /** Options only this kind takes; any other kind refuses them naming this one's files ("--ban is for crosswords"). */
  own?: { options: OwnOptions; name: string };
  /** `--batch` solves every puzzle of its files; the refusal names them ("--batch is for Sudoku files"). */
  batch?: string;
  /** `--rate` and `--generate`: the kind has the makers' tools. */
  makers?: boolean;
  /** A file of this kind holds one puzzle: what `--index` other than 0 is told. */
  one?: string;
  /** Refusals of options by this kind, as the command line words them. */
  refuses?: { rate?: string; 'min-conflicts'?: string; tree?: string; cutset?: string };
  /** The kind's descriptor (src/puzzles/<kind>/kind.ts). */
  kind(): Promise<AnyPuzzleDescriptor>;
  /** The kind's own runner (src/cli/<kind>.ts); without one, the descriptor's model runs (generic.ts). */
  runner?(): Promise<Runner>;
}

export const CLI_KINDS: { readonly [K in PuzzleKind]: CliKind } = {
  crossword: {
    input: 'file',
    own: { options: { minScore: 'min-score', ban: 'ban', prefer: 'prefer', scoreOrder: 'val score', foldAccents: 'fold-accents', exportFile: 'export' }, name: 'crosswords' },
    refuses: {
      rate: '--rate is for --type sudoku or futoshiki',
      'min-conflicts': '--search min-conflicts is for queens, models, Sudoku and Futoshiki',
      tree: '--search tree is for models, queens, Sudoku and Futoshiki (a crossword is never a tree of binary constraints)',
      cutset: '--search cutset is for models, queens, Sudoku and Futoshiki',
    },
    kind: async () => (await import('../puzzles/crossword/kind.ts')).crossword,
    runner: async () => (await import('./crossword.ts')).crosswordRunner,
  },
  sudoku: {
    input: 'file',
    batch: 'Sudoku files',
    makers: true,
    kind: async () => (await import('../puzzles/sudoku/kind.ts')).sudoku,
    runner: async () => (await import('./sudoku.ts')).sudokuRunner,
  },
  futoshiki: {
    input: 'file',
    makers: true,
    one: 'a Futoshiki file holds one puzzle',
    kind: async () => (await import('../puzzles/futoshiki/kind.ts')).futoshiki,
  },
  queens: {
    input: 'size',
    files: ['.queens'],
    one: 'queens has one board',
    kind: async () => (await import('../puzzles/queens/kind.ts')).queens,
    runner: async () => (await import('./queens.ts')).queensRunner,
  },
  model: {
    input: 'file',
    files: ['.mzn', '.fzn'],
    data: ['.dzn', '.json'],
    one: 'a model file holds one model',
    kind: async () => (await import('../puzzles/model/kind.ts')).model,
    runner: async () => (await import('./model.ts')).modelRunner,
  },
};

/** The kinds' ids, in the registry's order (the first is the default `--type`). */
export const CLI_KIND_IDS = Object.keys(CLI_KINDS) as PuzzleKind[];

/** The kind a file is taken for without `--type`, when its ending says (a model), else null. */
export function kindOfFile(file: string): PuzzleKind | null {
  return CLI_KIND_IDS.find((id) => CLI_KINDS[id].files?.some((ending) => file.endsWith(ending))) ?? null;
}

/** The kinds with a property, as a refusal lists them: "sudoku or futoshiki". */
export function kindsWith(has: (kind: CliKind) => boolean): string {
  return CLI_KIND_IDS.filter((id) => has(CLI_KINDS[id])).join(' or ');
}

