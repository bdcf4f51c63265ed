/**
 * Crossword files made for people — Across Lite `.puz` (binary, also scrambled/locked ones and
 * rebus grids), `.ipuz` (JSON, also the `ipuz({...})` form real files use) and `.jpz` (Crossword
 * Compiler XML) — read through the `@xwordly/xword-parser` package and turned into a board.
 *
 * What the board keeps: the block pattern (iPUZ "null" cells, which are not part of the grid, are
 * blocks too), the title and the circled cells. The solution letters become given letters only
 * when asked (`keepLetters`); letters a file shows to the solver before solving (iPUZ `value`
 * cells) are always given. A cell holds one letter, so a rebus cell (several letters, or anything
 * that is not a letter) stays open and is counted; a scrambled (locked) `.puz` has no readable
 * letters at all, so it opens as its pattern.
 *
 * Damaged files are refused with a `ParseError` naming the file (line 0: a binary file has no
 * lines): the `.puz` check codes are checked here (puzChecksum.ts), since the package does not.
 */
import { parseIpuz, parseJpz, parsePuz, type IpuzPuzzle } from '@xwordly/xword-parser';
import { ParseError } from '../errors.ts';
import { msg, type Message } from '../../text/index.ts';
import { layoutFromBoard, type CrosswordLayout, type CrosswordSheet } from './layout.ts';
import { keptSheet } from './publish/clues.ts';
import { keptOpenedFile, openForPublishing } from './publish/opened.ts';
import { puzChecksumProblem, puzHeaderStart } from './puzChecksum.ts';
import { cleanTitle, xwordFormat, type XwordFormat } from './xwordFormat.ts';

// The core is compiled without DOM types; TextDecoder is in every browser, worker and Node.
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };

export interface XwordOptions {
  /** Keep the solution letters as given letters. */
  keepLetters: boolean;
  /** The largest board side the app takes. */
  maxSide: number;
}

/** A crossword file read: the board and what the user should know about the reading. */
export interface XwordFile {
  format: XwordFormat;
  layout: CrosswordLayout;
  /** The file's title ('' when it has none). */
  title: string;
  /** Open cells whose solution letter became a given letter. */
  lettersKept: number;
  /** Open cells whose solution letter was left out (not asked for). */
  lettersDropped: number;
  /** Cells whose solution is more than one letter (rebus) or not a letter: left open. */
  rebusCells: number;
  /** Letters the file gives before solving (iPUZ), kept. */
  prefilled: number;
  /** A locked .puz: its solution is scrambled, so no letter is known. */
  scrambled: boolean;
}

/** One cell as read from a file: block, circle, solution (as written) and a letter shown before solving. */
interface FileCell {
  block: boolean;
  circled: boolean;
  solution: string;
  prefilled: string;
}

const ONE_LETTER = /^\p{L}\p{M}*$/u;

function fail(name: string, reason: Message): never {
  throw new ParseError(name, 0, 0, reason);
}

function text(name: string, bytes: Uint8Array, what: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(name, msg('parse.xword.notUtf8', { what }));
  }
}

/** The package's error message, without a trailing period. */
function messageOf(error: unknown): string {
  const m = error instanceof Error ? error.message : String(error);
  return m.replace(/\.$/, '');
}

function readPuz(name: string, bytes: Uint8Array, options: XwordOptions): { cells: FileCell[][]; title: string; scrambled: boolean } {
  const problem = puzChecksumProblem(bytes);
  if (problem) fail(name, problem);
  let puzzle;
  try {
    puzzle = parsePuz(bytes, { maxGridSize: { width: options.maxSide, height: options.maxSide } });
  } catch (error) {
    const m = messageOf(error);
    if (/too short|ended without/i.test(m)) fail(name, msg('parse.xword.cutShort', { detail: m }));
    return fail(name, msg('parse.xword.unreadablePuz', { detail: m }));
  }
  const scrambled = puzzle.isScrambled === true;
  const cells = puzzle.grid.map((row) =>
    row.map((c) => {
      // Diagramless puzzles mark blocks with ':'.
      const block = c.isBlack || c.solution === ':';
      const rebus = c.hasRebus && c.rebusKey !== undefined ? puzzle.rebusTable?.get(c.rebusKey) : undefined;
      return { block, circled: c.isCircled === true, solution: block || scrambled ? '' : (rebus ?? c.solution ?? ''), prefilled: '' };
    }),
  );
  // The package reads text as Latin-1; version 2 files are UTF-8 (a Latin-1 string is its bytes).
  const h = puzHeaderStart(bytes);
  const utf8 = bytes[h + 0x18]! >= 0x32;
  const latin1 = puzzle.metadata.title ?? '';
  let title = latin1;
  if (utf8) {
    try {
      title = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(latin1, (c) => c.charCodeAt(0)));
    } catch {
      title = latin1;
    }
  }
  return { cells, title, scrambled };
}

/** An iPUZ solution entry: a string, `{ "value": ... }`, or nothing. */
function ipuzSolution(x: unknown): string {
  if (typeof x === 'string') return x;
  if (typeof x === 'object' && x !== null && 'value' in x && typeof x.value === 'string') return x.value;
  return '';
}

function readIpuz(name: string, bytes: Uint8Array, options: XwordOptions): { cells: FileCell[][]; title: string } {
  // Real files are often JSONP: `ipuz({...})`, sometimes with a `;` after it.
  const source = text(name, bytes, 'iPUZ').trim().replace(/\)\s*;$/, ')');
  let puzzle: IpuzPuzzle;
  try {
    puzzle = parseIpuz(source, { maxGridSize: { width: options.maxSide, height: options.maxSide } });
  } catch (error) {
    return fail(name, msg('parse.xword.unreadableIpuz', { detail: messageOf(error) }));
  }
  const { width, height } = puzzle.dimensions;
  const blockMark = puzzle.block ?? '#';
  const empty = String(puzzle.empty ?? '0');
  const cells: FileCell[][] = [];
  for (let y = 0; y < height; y++) {
    const row: FileCell[] = [];
    for (let x = 0; x < width; x++) {
      const c = puzzle.puzzle[y]?.[x];
      if (!c) fail(name, msg('parse.xword.noCellOf', { row: y + 1, column: x + 1, width, height }));
      const value = c.value ?? '';
      const block = c.type === 'block' || c.type === 'null' || value === blockMark;
      const solution = block ? '' : ipuzSolution(puzzle.solution?.[y]?.[x]);
      const prefilled = block || value === empty ? '' : value;
      row.push({ block, circled: c.style?.shapebg === 'circle', solution: solution === blockMark || solution === empty ? '' : solution, prefilled });
    }
    cells.push(row);
  }
  return { cells, title: puzzle.title ?? '' };
}

function readJpz(name: string, bytes: Uint8Array, options: XwordOptions): { cells: FileCell[][]; title: string } {
  // A zip archive starts with "PK": the package reads the XML, not the archive around it.
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) fail(name, msg('parse.xword.zipped'));
  let puzzle;
  try {
    puzzle = parseJpz(text(name, bytes, 'JPZ (XML)'), { maxGridSize: { width: options.maxSide, height: options.maxSide } });
  } catch (error) {
    if (error instanceof ParseError) throw error;
    return fail(name, msg('parse.xword.unreadableJpz', { detail: messageOf(error) }));
  }
  const cells = puzzle.grid.map((row) =>
    row.map((c) => {
      const block = c.type === 'block';
      return { block, circled: c.isCircled === true, solution: block ? '' : (c.solution ?? ''), prefilled: '' };
    }),
  );
  return { cells, title: puzzle.metadata.title ?? '' };
}

/**
 * The file's clues, author, copyright and notes as the board keeps them (publish/opened.ts, issue
 * 33), with the `.puz` or `.ipuz` file itself for writing it again, when it reads them for this very grid; null when it has none or they cannot be read (the
 * board still opens).
 */
function openedSheet(name: string, bytes: Uint8Array, blocks: readonly boolean[]): CrosswordSheet | null {
  try {
    const opened = openForPublishing(name, bytes);
    const { publication } = opened;
    if (publication.blocks.length !== blocks.length || publication.blocks.some((b, i) => b !== blocks[i])) return null;
    const file = keptOpenedFile(opened, bytes);
    return keptSheet({ ...publication.sheet, ...(file ? { opened: file } : {}) });
  } catch {
    return null;
  }
}

/** Read a crossword file into a board. Throws a `ParseError` naming the file and what was wrong. */
export function readXwordFile(name: string, bytes: Uint8Array, options: XwordOptions): XwordFile {
  const format = xwordFormat(name);
  if (!format) return fail(name, msg('parse.xword.notXword'));
  if (bytes.length === 0) return fail(name, msg('parse.xword.empty'));
  const read: { cells: FileCell[][]; title: string; scrambled?: boolean } = format === 'puz' ? readPuz(name, bytes, options) : format === 'ipuz' ? readIpuz(name, bytes, options) : readJpz(name, bytes, options);
  const height = read.cells.length;
  const width = read.cells[0]?.length ?? 0;
  if (width === 0 || height === 0) fail(name, msg('parse.xword.emptyGrid'));
  if (width > options.maxSide || height > options.maxSide) fail(name, msg('parse.xword.tooLarge', { width, height, max: options.maxSide }));

  const blocks: boolean[] = [];
  const given: string[] = [];
  const circles: boolean[] = [];
  let lettersKept = 0;
  let lettersDropped = 0;
  let rebusCells = 0;
  let prefilled = 0;
  for (const row of read.cells) {
    if (row.length !== width) fail(name, msg('parse.xword.ragged'));
    for (const cell of row) {
      blocks.push(cell.block);
      circles.push(cell.circled && !cell.block);
      let letter = '';
      const shown = cell.prefilled.normalize('NFC');
      const solution = cell.solution.normalize('NFC');
      if (!cell.block && ONE_LETTER.test(shown)) {
        letter = shown;
        prefilled++;
      } else if (!cell.block && solution !== '') {
        if (!ONE_LETTER.test(solution)) rebusCells++;
        else if (options.keepLetters) {
          letter = solution;
          lettersKept++;
        } else lettersDropped++;
      }
      given.push(letter.toLowerCase());
    }
  }
  const base = layoutFromBoard(width, height, blocks, given);
  const title = cleanTitle(read.title);
  const sheet = openedSheet(name, bytes, blocks);
  const layout: CrosswordLayout = {
    ...base,
    ...(title ? { title } : {}),
    ...(circles.some(Boolean) ? { circles } : {}),
    ...(sheet ? { sheet } : {}),
  };
  return { format, layout, title, lettersKept, lettersDropped, rebusCells, prefilled, scrambled: read.scrambled === true };
}
