/**
 * A crossword file opened for publishing: its grid, solution, circles, clues, title, author,
 * copyright and notes as a `Publication`, and what its format keeps beyond them (a `.puz` file's
 * parts, an `.ipuz` file's JSON) so that writing it again keeps everything else as it was.
 *
 * `.puz` is read whole by puz.ts (its checksums checked); `.ipuz`, `.jpz` and `.xd` through the
 * `@xwordly/xword-parser` package, as the app reads them. A clue goes to the slot of its number
 * and direction in the grid's own numbering; a clue the grid has no slot for is handed back in
 * `unmatched`, not lost.
 */
import { parseIpuz, parseJpz, parseXd } from '@xwordly/xword-parser';
import { ParseError } from '../../errors.ts';
import { msg, type Message } from '../../../text/index.ts';
import { slotsOf, type ClueSheet } from './clues.ts';
import { ipuzJson, type JsonObject } from './ipuz.ts';
import type { OpenedFile } from '../layout.ts';
import type { Publication } from './publication.ts';
import { parsePuzFile, puzGrid, type PuzFile } from './puz.ts';

// The core is compiled without DOM types; TextDecoder is in every browser, worker and Node.
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

export type OpenedFormat = 'puz' | 'ipuz' | 'jpz' | 'xd';

export interface UnmatchedClue {
  direction: 'across' | 'down';
  /** The file's clue number (a `.puz` clue's place in the file's list, from 1, when its grid has fewer slots). */
  number: number;
  text: string;
}

export interface OpenedPuzzle {
  format: OpenedFormat;
  publication: Publication;
  /** `.puz`: the file's parts (pass to `writePuz` as its base). */
  puz?: PuzFile;
  /** `.ipuz`: the file's JSON (pass to `writeIpuz` as its base). */
  ipuz?: JsonObject;
  /** A locked `.puz`: its solution is scrambled, no letter is known. */
  scrambled: boolean;
  unmatched: UnmatchedClue[];
}

/** The format a file name says, or null. */
export function openedFormat(name: string): OpenedFormat | null {
  const ext = /\.([^./\\]+)$/.exec(name.toLowerCase())?.[1];
  return ext === 'puz' || ext === 'ipuz' || ext === 'jpz' || ext === 'xd' ? ext : null;
}

function fail(name: string, reason: Message): never {
  throw new ParseError(name, 0, 0, reason);
}

/** What the format's reader (a library's) reads, or the file's error `key` with the reader's own words. */
function readBy<T>(name: string, key: 'parse.xword.unreadableIpuz' | 'parse.xword.unreadableJpz' | 'parse.xword.unreadableXd', read: () => T): T {
  try {
    return read();
  } catch (error) {
    return fail(name, msg(key, { detail: messageOf(error) }));
  }
}

function text(name: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return fail(name, msg('parse.xword.notText'));
  }
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');
}

interface Read {
  width: number;
  height: number;
  blocks: boolean[];
  solution: string[];
  circles: boolean[];
  meta: Omit<ClueSheet, 'clues' | 'changed'>;
  clues: { direction: 'across' | 'down'; number: number; text: string }[];
  /** The cell each number labels in the file's own grid, when the file numbers its cells (iPUZ, JPZ). */
  labels: Map<number, number>;
}

/** The clue sheet of what was read: each clue at its slot; the rest unmatched. */
function assemble(read: Read): { publication: Publication; unmatched: UnmatchedClue[] } {
  const grid = { width: read.width, height: read.height, blocks: read.blocks };
  const slots = slotsOf(grid);
  // A clue's number names a cell: the file's own label when it numbers its cells (some number
  // cells that start no word), else the grid's numbering; the clue goes to the slot starting there.
  const byStart = new Map(slots.map((s) => [`${s.direction}:${s.row * read.width + s.col}`, s]));
  const numbered = new Map(slots.map((s) => [s.number, s.row * read.width + s.col]));
  const clues: Record<string, string> = {};
  const unmatched: UnmatchedClue[] = [];
  for (const c of read.clues) {
    const cell = read.labels.get(c.number) ?? numbered.get(c.number);
    const slot = cell === undefined ? undefined : byStart.get(`${c.direction}:${cell}`);
    if (slot && clues[slot.name] === undefined) clues[slot.name] = c.text;
    else unmatched.push(c);
  }
  const circled = read.circles.some((c, i) => c && !read.blocks[i]);
  return {
    publication: { ...grid, solution: read.solution, ...(circled ? { circles: read.circles } : {}), sheet: { ...read.meta, clues, changed: [] } },
    unmatched,
  };
}

function openPuz(name: string, bytes: Uint8Array): OpenedPuzzle {
  const file = parsePuzFile(name, bytes);
  const { blocks, solution, circles } = puzGrid(file);
  const grid = { width: file.width, height: file.height, blocks };
  const slots = slotsOf(grid);
  const clues: Record<string, string> = {};
  const unmatched: UnmatchedClue[] = [];
  file.clues.forEach((clue, i) => {
    const slot = slots[i];
    if (slot) clues[slot.name] = clue;
    else unmatched.push({ direction: 'across', number: i + 1, text: clue });
  });
  const circled = circles.some(Boolean);
  const publication: Publication = {
    ...grid,
    solution,
    ...(circled ? { circles } : {}),
    sheet: { title: file.title, author: file.author, copyright: file.copyright, notes: file.notes, clues, changed: [] },
  };
  return { format: 'puz', publication, puz: file, scrambled: file.scrambledTag !== 0, unmatched };
}

function openIpuz(name: string, bytes: Uint8Array): OpenedPuzzle {
  const source = text(name, bytes);
  const json = ipuzJson(source);
  if (!json) fail(name, msg('parse.xword.notIpuz'));
  const puzzle = readBy(name, 'parse.xword.unreadableIpuz', () => parseIpuz(JSON.stringify(json)));
  const { width, height } = puzzle.dimensions;
  const blockMark = puzzle.block ?? '#';
  const empty = String(puzzle.empty ?? '0');
  const read: Read = { width, height, blocks: [], solution: [], circles: [], meta: { title: puzzle.title ?? '', author: puzzle.author ?? '', copyright: puzzle.copyright ?? '', notes: puzzle.notes ?? '' }, clues: [], labels: new Map() };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = puzzle.puzzle[y]?.[x];
      if (!c) fail(name, msg('parse.xword.noCell', { row: y + 1, column: x + 1 }));
      const block = c.type === 'block' || c.type === 'null' || c.value === blockMark;
      const raw: unknown = puzzle.solution?.[y]?.[x];
      const value = typeof raw === 'string' ? raw : typeof raw === 'object' && raw !== null && 'value' in raw && typeof raw.value === 'string' ? raw.value : '';
      read.blocks.push(block);
      read.solution.push(block || value === blockMark || value === empty ? '' : value.toUpperCase());
      read.circles.push(c.style?.shapebg === 'circle');
      const label = Number(c.number);
      if (!block && c.number !== undefined && Number.isInteger(label) && label > 0) read.labels.set(label, y * width + x);
    }
  }
  for (const [key, list] of Object.entries(puzzle.clues)) {
    const direction = key.split(':')[0]!.toLowerCase();
    if (direction !== 'across' && direction !== 'down') continue;
    for (const clue of list) read.clues.push({ direction, number: Number(clue.number), text: clue.text });
  }
  return { format: 'ipuz', ...assemble(read), ipuz: json, scrambled: false };
}

function openJpz(name: string, bytes: Uint8Array): OpenedPuzzle {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) fail(name, msg('parse.xword.zipped'));
  const puzzle = readBy(name, 'parse.xword.unreadableJpz', () => parseJpz(text(name, bytes)));
  const m = puzzle.metadata;
  const read: Read = { width: puzzle.width, height: puzzle.height, blocks: [], solution: [], circles: [], meta: { title: m.title ?? '', author: m.creator ?? '', copyright: m.copyright ?? '', notes: m.description ?? '' }, clues: [], labels: new Map() };
  for (const row of puzzle.grid) {
    for (const c of row) {
      const block = c.type === 'block';
      if (!block && c.number !== undefined) read.labels.set(c.number, read.blocks.length);
      read.blocks.push(block);
      read.solution.push(block ? '' : (c.solution ?? '').toUpperCase());
      read.circles.push(c.isCircled === true);
    }
  }
  for (const [direction, list] of [['across', puzzle.across], ['down', puzzle.down]] as const) {
    for (const clue of list) read.clues.push({ direction, number: Number(clue.number), text: clue.text });
  }
  return { format: 'jpz', ...assemble(read), scrambled: false };
}

function openXd(name: string, bytes: Uint8Array): OpenedPuzzle {
  const puzzle = readBy(name, 'parse.xword.unreadableXd', () => parseXd(text(name, bytes)));
  const m = puzzle.metadata;
  const rebus = new Map<string, string>();
  for (const pair of (m.rebus ?? '').split(/\s+/)) {
    const eq = pair.indexOf('=');
    if (eq > 0) rebus.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  const special = (m.special ?? '') !== '';
  const height = puzzle.grid.length;
  const width = puzzle.grid[0]?.length ?? 0;
  const read: Read = { width, height, blocks: [], solution: [], circles: [], meta: { title: m.title ?? '', author: m.author ?? '', copyright: m.copyright ?? '', notes: puzzle.notes ?? '' }, clues: [], labels: new Map() };
  for (const row of puzzle.grid) {
    if (row.length !== width) fail(name, msg('parse.xword.ragged'));
    for (const ch of row) {
      const block = ch === '#' || ch === '_';
      const lower = ch !== ch.toUpperCase() && ch === ch.toLowerCase();
      read.blocks.push(block);
      read.solution.push(block || ch === '.' ? '' : (rebus.get(ch) ?? ch).toUpperCase());
      read.circles.push(!block && special && lower);
    }
  }
  for (const [direction, list] of [['across', puzzle.across], ['down', puzzle.down]] as const) {
    for (const clue of list) read.clues.push({ direction, number: Number(clue.number), text: clue.clue });
  }
  return { format: 'xd', ...assemble(read), scrambled: false };
}

/** Open a `.puz`, `.ipuz`, `.jpz` or `.xd` file for publishing. Throws a `ParseError` naming the file and what was wrong. */
export function openForPublishing(name: string, bytes: Uint8Array): OpenedPuzzle {
  const format = openedFormat(name);
  if (!format) return fail(name, msg('parse.xword.notOpened'));
  if (bytes.length === 0) return fail(name, msg('parse.xword.empty'));
  return format === 'puz' ? openPuz(name, bytes) : format === 'ipuz' ? openIpuz(name, bytes) : format === 'jpz' ? openJpz(name, bytes) : openXd(name, bytes);
}

/** The opened file as its board keeps it (`CrosswordSheet.opened`): a `.puz` file's bytes, an `.ipuz` file's JSON; null for other formats. */
export function keptOpenedFile(opened: OpenedPuzzle, bytes: Uint8Array): OpenedFile | null {
  if (opened.format === 'puz') {
    let file = '';
    for (const b of bytes) file += String.fromCharCode(b);
    return { format: 'puz', file };
  }
  return opened.format === 'ipuz' && opened.ipuz ? { format: 'ipuz', file: JSON.stringify(opened.ipuz) } : null;
}

/** A kept file opened again (null when it no longer reads: the board is then written as a new puzzle). */
function reopen(kept: OpenedFile): OpenedPuzzle | null {
  try {
    const bytes = kept.format === 'puz' ? Uint8Array.from(kept.file, (c) => c.charCodeAt(0) & 0xff) : new TextEncoder().encode(kept.file);
    return openForPublishing(`opened.${kept.format}`, bytes);
  } catch {
    return null;
  }
}

/**
 * A board's publication with the file it was opened from: its writer keeps what the board does
 * not hold (`Publication.base`), and while the blocks are as they were, a white cell the board
 * leaves empty takes the file's solution there (a rebus square's text, which a board cell cannot
 * hold; the letters of a board opened without them). A locked file's solution is not known, so
 * its cells stay empty and the writer keeps the scrambled solution as it was.
 */
export function withOpened(pub: Publication, kept: OpenedFile | undefined): Publication {
  const opened = kept ? reopen(kept) : null;
  if (!opened) return pub;
  const file = opened.publication;
  const sameBlocks = file.width === pub.width && file.height === pub.height && file.blocks.every((b, i) => b === pub.blocks[i]);
  const solution = sameBlocks ? pub.solution.map((s, i) => (s === '' && !pub.blocks[i] ? (file.solution[i] ?? '') : s)) : pub.solution;
  return { ...pub, solution, base: opened.puz ? { puz: opened.puz } : opened.ipuz ? { ipuz: opened.ipuz } : undefined };
}
