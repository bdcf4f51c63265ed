/**
 * Reading a dropped or picked file: a puzzle (slot, grid, Sudoku or Futoshiki file) or a
 * dictionary, or a question when the content could be either. Pure: no DOM, so that it can run in
 * a worker.
 *
 * The content decides, the extension is a hint:
 * - rows of numbers are a Sudoku or a Futoshiki (`numberKind`), a first line `W H` or
 *   `X Y LENGTH DIR` a slot file;
 * - a grid is recognised by its shape: two or more rows of cells (`#*0` blocks, `._-1` open cells,
 *   letters) of nearly equal length, in which block and open-cell marks are common;
 * - anything else is a word list. Words with hyphens, apostrophes, digits or accents, in any
 *   script, with or without a frequency column, never make a grid: one `-` is not a grid;
 * - rows of nearly equal length whose only marks are hyphens between letters (`x-ray`, `e-mail`)
 *   could be either: the user is asked, unless the extension (`.grid`, `.dic`) says which;
 * - a `.grid`, `.slots` or `.sdk` file whose content reads as a word list, or a `.dic` file whose
 *   content reads as a puzzle, is asked about when both readings load.
 * Boards beyond the limits (`limits.ts`) are refused with a message naming the file and the limit.
 */
import { parseDictionary, parseGridFile, parseSlotFile, type CrosswordLayout, type Dictionary } from './crossword/index.ts';
import { lines, ParseError } from './errors.ts';
import { parseFutoshiki, type FutoshikiPuzzle } from './futoshiki/index.ts';
import { parseSudokuFile, type SudokuPuzzle } from './sudoku/index.ts';
import { parseQueens, type QueensPuzzle } from './queens/index.ts';
import { crosswordTooLarge, MAX_FUTOSHIKI, MAX_SIDE, MIN_FUTOSHIKI } from './limits.ts';
import type { PuzzleKind } from './kinds.ts';

export type PuzzleFile =
  | { kind: 'puzzle'; name: string; layouts: CrosswordLayout[] }
  | { kind: 'sudoku'; name: string; puzzles: SudokuPuzzle[] }
  | { kind: 'futoshiki'; name: string; puzzle: FutoshikiPuzzle }
  | { kind: 'queens'; name: string; puzzle: QueensPuzzle }
  /** A MiniZinc model (`.mzn`), its data (`.dzn`) or FlatZinc (`.fzn`): text the model kind compiles or reads. */
  | { kind: 'model'; name: string; text: string };

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
  message: string;
}

/** Content that reads as a puzzle and as a word list: the user chooses. */
export interface AskFile {
  kind: 'ask';
  name: string;
  /** Why the file could be either, one sentence. */
  reason: string;
  asPuzzle: PuzzleFile;
  asDictionary: DictionaryFile;
}

export type LoadedFile = PuzzleFile | DictionaryFile | ErrorFile | AskFile;

/** What the content of a file looks like. */
export type ContentKind = 'grid' | 'slots' | 'sudoku' | 'futoshiki' | 'queens' | 'dictionary' | 'either';
type Reading = Exclude<ContentKind, 'either'>;

/** A parse error as one line: "file, line L, column C: reason" ("file: reason" for a file without lines, line 0: a .puz). */
export function describeError(error: unknown): string {
  if (error instanceof ParseError && error.line === 0) return `${error.file}: ${error.reason}`;
  if (error instanceof ParseError) return `${error.file}, line ${error.line}, column ${error.column}: ${error.reason}`;
  return error instanceof Error ? error.message : String(error);
}

/** A short description of what a loaded file holds, for the question and for messages. */
export function describeLoaded(file: PuzzleFile | { kind: 'dictionary'; summary: { wordCount: number; skipped: number } }): string {
  switch (file.kind) {
    case 'puzzle': {
      const first = file.layouts[0]!;
      const size = `${first.width} × ${first.height}`;
      return file.layouts.length > 1 ? `${file.layouts.length} crosswords of ${size}` : `a ${size} crossword with ${first.slots.length} slots`;
    }
    case 'sudoku':
      return file.puzzles.length > 1 ? `${file.puzzles.length} Sudoku puzzles` : `a ${file.puzzles[0]!.size} × ${file.puzzles[0]!.size} Sudoku`;
    case 'futoshiki':
      return `a ${file.puzzle.size} × ${file.puzzle.size} Futoshiki`;
    case 'queens':
      return `a ${file.puzzle.size} × ${file.puzzle.size} N-queens board`;
    case 'model':
      return /\.dzn$/i.test(file.name) ? 'MiniZinc data' : /\.fzn$/i.test(file.name) ? 'a FlatZinc model' : 'a MiniZinc model';
    case 'dictionary': {
      const { wordCount, skipped } = file.summary;
      const count = `a word list of ${wordCount.toLocaleString('en')} word${wordCount === 1 ? '' : 's'}`;
      return skipped > 0 ? `${count} (${skipped.toLocaleString('en')} line${skipped === 1 ? '' : 's'} skipped: not only letters)` : count;
    }
  }
}

function contentLines(text: string): string[] {
  return lines(text)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Content that starts like a slot file: a "W H" header or groups of "X Y LENGTH DIR" (`content`: contentLines). */
function looksLikeSlots(content: readonly string[]): boolean {
  const first = content[0];
  if (!first) return false;
  return /^\d+\s+\d+$/.test(first) || /^\d+\s+\d+\s+\d+\s+[hvad]\b/i.test(first);
}

/**
 * Content that reads as a Futoshiki (seed-002): a first row of N numbers, N rows of N numbers in
 * all, then only lines of four numbers. N from 2 up is recognised, so that a size beyond the
 * limits gets a message about the limits rather than about words.
 */
function futoshikiSize(content: readonly string[]): number | null {
  // The first row decides N; a word list (one field a line) stops here, before any other row is split.
  const n = content[0]?.split(/\s+/).length ?? 0;
  if (n < 2 || content.length < n) return null;
  return content.every((line, i) => {
    const fields = line.split(/\s+/);
    return fields.length === (i < n ? n : 4) && fields.every((f) => /^\d+$/.test(f));
  })
    ? n
    : null;
}

/**
 * Content that reads as Sudoku: lines of 16, 36, 81 or 256 symbols (digits and dots, an optional
 * `:COUNT:SOLUTION` tail), or rows of 4, 6 or 9 symbols. Some given 2-9 is needed unless the file
 * is a single line: rows of only 0, 1 and dots are crossword grids.
 */
function looksLikeSudoku(content: readonly string[]): boolean {
  if (content.length === 0) return false;
  const rows: string[] = [];
  for (const line of content) {
    // Stop at the first row that is not digits and dots (a word list stops at its first word).
    const row = line.split(':')[0]!.replace(/[ \t]/g, '');
    if (!/^[0-9.]+$/.test(row)) return false;
    rows.push(row);
  }
  if (rows.length > 1 && !rows.some((r) => /[2-9]/.test(r))) return false;
  if (rows.every((r) => [16, 36, 81, 256].includes(r.length))) return true;
  const n = rows[0]!.length;
  return [4, 6, 9].includes(n) && rows.length % n === 0 && rows.every((r) => r.length === n);
}

/**
 * The kind a file of numbers is. Rows of N numbers without signs could be either: the kind being
 * edited decides, else Sudoku for sizes it has boxes for (4, 6, 9) and Futoshiki otherwise.
 */
function numberKind(content: readonly string[], current: PuzzleKind): 'sudoku' | 'futoshiki' | null {
  const n = futoshikiSize(content);
  const sudoku = looksLikeSudoku(content);
  if (n !== null && n >= 4) {
    // Inequality lines after the rows: only Futoshiki has them.
    if (content.length > n) return 'futoshiki';
    if (!sudoku) return 'futoshiki';
    if (current === 'sudoku' || current === 'futoshiki') return current;
    return [4, 6, 9].includes(n) ? 'sudoku' : 'futoshiki';
  }
  return sudoku ? 'sudoku' : null;
}

const GRID_ROW = /^[#*.\-_01\p{L}\p{M}]+$/u;
/** Marks that only a grid has: blocks, open cells, and a `-` that is not between two letters. */
const GRID_MARKS = /[#*._01]|(?<!\p{L})-|-(?!\p{L})/gu;

/** Rows of a would-be grid: lines without trailing spaces, trailing empty lines dropped. */
function gridRows(text: string): string[] {
  // trimEnd, not /\s+$/: that regex is quadratic on a long run of spaces followed by text.
  const rows = lines(text).map((l) => l.trimEnd());
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  while (rows.length > 0 && rows[0] === '') rows.shift();
  return rows;
}

/**
 * Grid, word list, or either, by shape: rows of cells only (no spaces), two or more, of nearly
 * equal length (at least 80% as long as the longest; short rows are padded with blocks), with
 * block or open-cell marks in at least half the rows and a fifth of the cells.
 */
function gridOrWords(text: string): 'grid' | 'dictionary' | 'either' {
  const raw = gridRows(text);
  // Test the rows as written first: a word list with spaces, digits or punctuation stops here.
  if (raw.length < 2 || !raw.every((r) => GRID_ROW.test(r))) return 'dictionary';
  const rows = raw.map((r) => r.normalize('NFC'));
  // Cells are code points. A loop, not Math.max(...lengths): a million rows would overflow the call stack.
  const widths = rows.map((r) => Array.from(r).length);
  let longest = 0;
  for (const w of widths) longest = Math.max(longest, w);
  const nearlyEqual = longest >= 2 && widths.filter((w) => w === longest).length >= 0.8 * rows.length;
  let marks = 0;
  let cells = 0;
  let rowsWithMarks = 0;
  let rowsWithHyphens = 0;
  rows.forEach((line, i) => {
    const m = line.match(GRID_MARKS)?.length ?? 0;
    marks += m;
    cells += widths[i]!;
    if (m > 0) rowsWithMarks++;
    if (line.includes('-')) rowsWithHyphens++;
  });
  const marked = rowsWithMarks * 2 >= rows.length && marks * 5 >= cells;
  if (marked && nearlyEqual) return 'grid';
  // Mostly marks but ragged rows, or equal rows with hyphens in half of them: a grid or words.
  if (marked || (nearlyEqual && rowsWithHyphens * 2 >= rows.length)) return 'either';
  return 'dictionary';
}

/** What the content alone says the file is (`current` breaks Sudoku / Futoshiki ties). */
export function contentKind(text: string, current: PuzzleKind = 'crossword'): ContentKind {
  const content = contentLines(text);
  // An N-queens file starts with its header, `queens N`.
  if (/^queens\s+\d+$/i.test(content[0] ?? '')) return 'queens';
  const numbers = numberKind(content, current);
  if (numbers) return numbers;
  if (looksLikeSlots(content)) return 'slots';
  return gridOrWords(text);
}

/** What the extension says the file is, if anything (`.txt` says nothing). */
export function extensionHint(name: string): Reading | null {
  const ext = /\.([^./\\]+)$/.exec(name.toLowerCase())?.[1];
  switch (ext) {
    case 'grid':
      return 'grid';
    case 'slots':
      return 'slots';
    case 'sdk':
      return 'sudoku';
    case 'queens':
      return 'queens';
    case 'dic':
      return 'dictionary';
    default:
      return null;
  }
}

/** A slot file's board size from its `W H` header (8 x 8 without one), as written (it may be 400 digits long). */
function slotHeader(text: string): [string, string] {
  const first = contentLines(text)[0] ?? '';
  const m = /^(\d+)\s+(\d+)$/.exec(first);
  return m ? [m[1]!, m[2]!] : ['8', '8'];
}

/** Read a text as a word list only (a saved list, a bundled one): never a puzzle, never a question. */
export function readAsDictionary(name: string, text: string): DictionaryFile | ErrorFile {
  return readAs('dictionary', name, text) as DictionaryFile | ErrorFile;
}

/** Read the file one way; limits are checked before parsing, so a huge board is never built. */
function readAs(reading: Reading, name: string, text: string): PuzzleFile | DictionaryFile | ErrorFile {
  const target = reading === 'dictionary' ? 'dictionary' : 'puzzle';
  const error = (message: string): ErrorFile => ({ kind: 'error', target, name, message });
  try {
    switch (reading) {
      case 'grid': {
        const rows = gridRows(text);
        // A loop, not Math.max(...widths): a file of a million rows would overflow the call stack.
        let width = 0;
        for (const r of rows) width = Math.max(width, Array.from(r).length);
        if (width > MAX_SIDE || rows.length > MAX_SIDE) return error(crosswordTooLarge(name, width, rows.length));
        return { kind: 'puzzle', name, layouts: [parseGridFile(text, name)] };
      }
      case 'slots': {
        const [width, height] = slotHeader(text);
        if (Number(width) > MAX_SIDE || Number(height) > MAX_SIDE) return error(crosswordTooLarge(name, width, height));
        return { kind: 'puzzle', name, layouts: parseSlotFile(text, name) };
      }
      case 'sudoku':
        return { kind: 'sudoku', name, puzzles: parseSudokuFile(text, name) };
      case 'futoshiki': {
        const n = futoshikiSize(contentLines(text));
        if (n !== null && (n < MIN_FUTOSHIKI || n > MAX_FUTOSHIKI)) {
          return error(`${name}: the Futoshiki is ${n} × ${n}; the app takes Futoshiki from ${MIN_FUTOSHIKI} × ${MIN_FUTOSHIKI} to ${MAX_FUTOSHIKI} × ${MAX_FUTOSHIKI}`);
        }
        return { kind: 'futoshiki', name, puzzle: parseFutoshiki(text, name) };
      }
      case 'queens':
        return { kind: 'queens', name, puzzle: parseQueens(text, name) };
      case 'dictionary': {
        const parsed = parseDictionary(text, name);
        const fitsBoard = (w: string) => Array.from(w).length <= MAX_SIDE;
        const fits = parsed.words.filter(fitsBoard);
        const tooLong = parsed.words.length - fits.length;
        if (fits.length === 0) return error(`${name}: every word is longer than ${MAX_SIDE} letters, the largest board side`);
        // The words left out take their weights (`word;score`) with them.
        const weights = parsed.weights && new Map([...parsed.weights].filter(([w]) => fitsBoard(w)));
        const dictionary: Dictionary = tooLong === 0 ? parsed : { ...parsed, words: fits, weights };
        return { kind: 'dictionary', name, text, dictionary, tooLong };
      }
    }
  } catch (e) {
    return error(describeError(e));
  }
}

function isError(file: PuzzleFile | DictionaryFile | ErrorFile): file is ErrorFile {
  return file.kind === 'error';
}

/**
 * A file that could be a puzzle or a word list: ask when both load, else take the one that loads,
 * else report the error of `preferred`.
 */
function either(name: string, text: string, puzzle: Exclude<Reading, 'dictionary'>, preferred: Reading, reason: string): LoadedFile {
  const asPuzzle = readAs(puzzle, name, text);
  const asDictionary = readAs('dictionary', name, text);
  if (!isError(asPuzzle) && asPuzzle.kind !== 'dictionary' && !isError(asDictionary) && asDictionary.kind === 'dictionary') {
    return { kind: 'ask', name, reason, asPuzzle, asDictionary };
  }
  if (!isError(asPuzzle)) return asPuzzle;
  if (!isError(asDictionary)) return asDictionary;
  return preferred === 'dictionary' ? asDictionary : asPuzzle;
}

/** Read a file's text as the right kind (see the file comment for the rules). */
export function readFileText(name: string, text: string, current: PuzzleKind = 'crossword'): LoadedFile {
  // A model, its data or FlatZinc: the extension alone decides (MiniZinc reads them, not we).
  if (/\.(mzn|dzn|fzn)$/i.test(name)) return { kind: 'model', name: name.replace(/^.*[\\/]/, ''), text };
  const hint = extensionHint(name);
  const content = contentKind(text, current);
  if (hint === null || hint === content) {
    if (content === 'either') return either(name, text, 'grid', 'grid', `${name} has rows of nearly equal length with hyphens: a grid or a list of words.`);
    return readAs(content, name, text);
  }
  if (content === 'either') return readAs(hint, name, text);
  if (hint === 'dictionary') {
    return either(name, text, content as Exclude<Reading, 'dictionary'>, 'dictionary', `${name} is named as a word list but its content reads as a puzzle.`);
  }
  if (content === 'dictionary') {
    return either(name, text, hint, hint, `${name} is named as a puzzle but its content reads as a word list.`);
  }
  // Two puzzle kinds: the extension wins, as it always has (`.grid` and `.slots` are crosswords, `.sdk` Sudoku).
  return readAs(hint, name, text);
}
