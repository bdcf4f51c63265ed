/**
 * Reading a dropped or picked file: a puzzle of some kind, a dictionary, or a question when the
 * content could be either. Pure: no DOM, so that it can run in a worker. Nothing here knows a kind:
 * each kind's descriptor (registry.ts, kind.ts) says its formats' extensions, how its content is
 * recognised (`sniff`) and how it is read.
 *
 * The content decides, the extension is a hint:
 * - a format that the name alone decides (MiniZinc's `.mzn`, `.dzn`, `.fzn`) is taken as it is;
 * - otherwise the formats' sniffs claim the content, the strongest claim wins (an N-queens header,
 *   then rows of numbers, then a slot file or a grid by its shape), and content no format claims
 *   is a word list. Words with hyphens, apostrophes, digits or accents, in any script, never make
 *   a grid;
 * - content that a format claims as readable as words too (rows of nearly equal length whose only
 *   marks are hyphens between letters: `x-ray`, `e-mail`) is asked about, unless the extension
 *   (`.grid`, `.dic`) says which;
 * - a file named as a puzzle whose content reads as a word list, or a `.dic` file whose content
 *   reads as a puzzle, is asked about when both readings load.
 * Boards beyond the limits (`limits.ts`) are refused with a message naming the file and the limit.
 */
import { parseDictionary, type Dictionary } from './crossword/index.ts';
import { contentLines, ParseError } from './errors.ts';
import type { AnyPuzzleDescriptor, FileFormat } from './kind.ts';
import { MAX_SIDE } from './limits.ts';
import { english, msg, verbatim, type Message } from '../text/index.ts';
import { PUZZLES, type FilePuzzle, type PuzzleKind } from './registry.ts';

/** A file read as puzzles of one kind (a set of several, or one). */
export type PuzzleFile = { [K in PuzzleKind]: { kind: 'puzzle'; puzzleKind: K; name: string; puzzles: FilePuzzle<K>[] } }[PuzzleKind];

export interface DictionaryFile {
  kind: 'dictionary';
  name: string;
  text: string;
  dictionary: Dictionary;
  /** Words longer than the largest board side (`MAX_SIDE`): no slot can hold them, so they are left out. */
  tooLong: number;
}

export interface ErrorFile {
  kind: 'error';
  target: 'puzzle' | 'dictionary';
  name: string;
  /** What was wrong, in English (the CLI's words). */
  message: string;
  /** The same as a message, shown in the interface's language. */
  said: Message<string>;
}

/** Content that reads as a puzzle and as a word list: the user chooses. */
export interface AskFile {
  kind: 'ask';
  name: string;
  /** Why the file could be either, one sentence (a message). */
  reason: Message;
  asPuzzle: PuzzleFile;
  asDictionary: DictionaryFile;
}

export type LoadedFile = PuzzleFile | DictionaryFile | ErrorFile | AskFile;

/** What the content of a file looks like: a format of some kind (`grid`, `slots`, `sudoku`, …), a word list, or either. */
export type ContentKind = string;
/** A way to read a file: one of the kinds' formats, or `dictionary`. */
type Reading = string;

/** A parse error as one line: "file, line L, column C: reason" ("file: reason" for a file without lines, line 0: a .puz); any other error's own words. */
export function errorMessage(error: unknown): Message<string> {
  if (error instanceof ParseError && error.line === 0) return msg('parse.atFile', { file: error.file, reason: error.said });
  if (error instanceof ParseError) return msg('parse.at', { file: error.file, line: error.line, column: error.column, reason: error.said });
  return verbatim(error instanceof Error ? error.message : String(error));
}

/** A file that could not be read, said as a message and in English. */
export function errorFile(target: ErrorFile['target'], name: string, said: Message<string>): ErrorFile {
  return { kind: 'error', target, name, message: english(said), said };
}

/** `errorMessage` in English. */
export function describeError(error: unknown): string {
  return english(errorMessage(error));
}

/** Every kind's formats, each with its kind, in the registry's order. */
const FORMATS: readonly { kind: AnyPuzzleDescriptor; format: FileFormat<unknown> }[] = PUZZLES.flatMap((kind: AnyPuzzleDescriptor) =>
  kind.formats.map((format) => ({ kind, format })),
);

/** A file's ending, lower case, without the dot (null: none). */
function extensionOf(name: string): string | null {
  return /\.([^./\\]+)$/.exec(name.toLowerCase())?.[1] ?? null;
}

/** The format a file's name alone decides (the content is not looked at), if any. */
function namedFormat(name: string) {
  const ext = extensionOf(name);
  return FORMATS.find((f) => f.format.byName === true && f.format.extensions.includes(ext ?? '')) ?? null;
}

/** The strongest claim of the formats on a content (`current` breaks ties between kinds whose files look alike). */
function claimOf(text: string, current: PuzzleKind) {
  const content = { lines: contentLines(text), text };
  let best: { format: FileFormat<unknown>; rank: number; orWords: boolean } | null = null;
  for (const { format } of FORMATS) {
    const claim = format.sniff?.(content, current);
    if (claim && (best === null || claim.rank > best.rank)) best = { format, rank: claim.rank, orWords: claim.orWords === true };
  }
  return best;
}

/** What the content alone says the file is (`current` breaks Sudoku / Futoshiki ties): a format, `dictionary` or `either`. */
export function contentKind(text: string, current: PuzzleKind = 'crossword'): ContentKind {
  const claim = claimOf(text, current);
  return claim === null ? 'dictionary' : claim.orWords ? 'either' : claim.format.id;
}

/** What the extension says the file is, if anything (`.txt` says nothing; `.dic` is a word list). */
export function extensionHint(name: string): Reading | null {
  const ext = extensionOf(name);
  if (ext === null) return null;
  if (ext === 'dic') return 'dictionary';
  return FORMATS.find((f) => f.format.byName !== true && f.format.extensions.includes(ext))?.format.id ?? null;
}

/** Read a text as a word list only (a saved list, a bundled one): never a puzzle, never a question. */
export function readAsDictionary(name: string, text: string): DictionaryFile | ErrorFile {
  return readAs('dictionary', name, text) as DictionaryFile | ErrorFile;
}

/** Read the file one way; a format checks its limits before parsing, so a huge board is never built. */
function readAs(reading: Reading, name: string, text: string): PuzzleFile | DictionaryFile | ErrorFile {
  const target = reading === 'dictionary' ? 'dictionary' : 'puzzle';
  const error = (said: Message<string>): ErrorFile => errorFile(target, name, said);
  try {
    if (reading !== 'dictionary') {
      const found = FORMATS.find((f) => f.format.id === reading);
      if (!found) throw new Error(`${name}: no puzzle kind reads ${reading} files`);
      const refused = found.format.limit?.(text, name) ?? null;
      if (refused !== null) return error(refused);
      return { kind: 'puzzle', puzzleKind: found.kind.id as PuzzleKind, name, puzzles: found.format.read(text, name) } as PuzzleFile;
    }
    const parsed = parseDictionary(text, name);
    const fitsBoard = (w: string) => Array.from(w).length <= MAX_SIDE;
    const fits = parsed.words.filter(fitsBoard);
    const tooLong = parsed.words.length - fits.length;
    if (fits.length === 0) return error(msg('parse.tooLarge.words', { file: name, max: MAX_SIDE }));
    // The words left out take their weights (`word;score`) with them.
    const weights = parsed.weights && new Map([...parsed.weights].filter(([w]) => fitsBoard(w)));
    const dictionary: Dictionary = tooLong === 0 ? parsed : { ...parsed, words: fits, weights };
    return { kind: 'dictionary', name, text, dictionary, tooLong };
  } catch (e) {
    return error(errorMessage(e));
  }
}

function isError(file: PuzzleFile | DictionaryFile | ErrorFile): file is ErrorFile {
  return file.kind === 'error';
}

/**
 * A file that could be a puzzle or a word list: ask when both load, else take the one that loads,
 * else report the error of `preferred`.
 */
function either(name: string, text: string, puzzle: Reading, preferred: Reading, reason: Message): LoadedFile {
  const asPuzzle = readAs(puzzle, name, text);
  const asDictionary = readAs('dictionary', name, text);
  if (asPuzzle.kind === 'puzzle' && asDictionary.kind === 'dictionary') return { kind: 'ask', name, reason, asPuzzle, asDictionary };
  if (!isError(asPuzzle)) return asPuzzle;
  if (!isError(asDictionary)) return asDictionary;
  return preferred === 'dictionary' ? asDictionary : asPuzzle;
}

/** Read a file's text as the right kind (see the file comment for the rules). */
export function readFileText(name: string, text: string, current: PuzzleKind = 'crossword'): LoadedFile {
  // A model, its data or FlatZinc: the extension alone decides (MiniZinc reads them, not we).
  const named = namedFormat(name);
  if (named) return readAs(named.format.id, name, text);
  const hint = extensionHint(name);
  const claim = claimOf(text, current);
  const content = claim === null ? 'dictionary' : claim.format.id;
  if (claim?.orWords) {
    if (hint === null) return either(name, text, content, content, msg('names.file.orWords', { name }));
    return readAs(hint, name, text);
  }
  if (hint === null || hint === content) return readAs(content, name, text);
  if (hint === 'dictionary') return either(name, text, content, 'dictionary', msg('names.file.namedWordList', { name }));
  if (content === 'dictionary') return either(name, text, hint, hint, msg('names.file.namedPuzzle', { name }));
  // Two puzzle formats: the extension wins, as it always has (`.grid` and `.slots` are crosswords, `.sdk` Sudoku).
  return readAs(hint, name, text);
}

/** The first bytes of a text a sniff looks at when deciding where to read it. */
const HEAD_CHARS = 64 * 1024;
/** Files read on the page itself at most this long: a puzzle within the app's limits is far smaller. */
export const MAIN_THREAD_CHARS = 1024 * 1024;

/**
 * Whether a file is a puzzle by its name (a format the name decides) or by the first bytes of its
 * content, and small enough to be read where it was dropped: the page reads it at once (through
 * `readFileText`, as a worker would); anything else (a word list, a question, a big set) goes to a
 * worker, which reads and summarises it.
 */
export function readsAsPuzzle(name: string, text: string, current: PuzzleKind = 'crossword'): boolean {
  if (text.length > MAIN_THREAD_CHARS) return false;
  if (namedFormat(name)) return true;
  // The head, cut at its last line end (a whole line is what a sniff reads).
  const head = text.length <= HEAD_CHARS ? text : text.slice(0, text.lastIndexOf('\n', HEAD_CHARS) + 1);
  const claim = claimOf(head, current);
  return claim !== null && !claim.orWords;
}
