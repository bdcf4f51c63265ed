/**
 * Across Lite `.puz`, read and written whole, so that a file opened here and written again keeps
 * everything it held: the header's fields, the solution (also a scrambled one), the solver's fill,
 * the texts, and every extra section (GEXT circles, GRBS/RTBL rebus squares, LTIM, ...) in its
 * order. Written from the format's description (puzpy's FileFormat.md; no npm package writes the
 * extra sections and the checksums without Node's Buffer): the overall checksum, the header's
 * (CIB), the masked low and high "ICHEATED" checksums and each section's checksum.
 *
 * Text: ISO-8859-1 in files of version 1.x (what Across Lite reads), UTF-8 from version 2.0 (the
 * format's Unicode variant, read by puzpy and a few apps; Across Lite does not). A new puzzle is
 * written as 1.3 in ISO-8859-1; a character that does not fit stops the writing with a
 * `PublishError` naming the clue, the field or the cell (`.ipuz` and `.xd` hold any text).
 */
import { ParseError } from '../../errors.ts';
import { puzChecksum, puzChecksumProblem, puzHeaderStart } from '../puzChecksum.ts';
import { slotsOf } from './clues.ts';
import { PublishError, rowColumn } from './problems.ts';
import type { Publication } from './publication.ts';

// The core is compiled without DOM types; TextEncoder and TextDecoder are in every browser, worker and Node.
declare const TextDecoder: new (label?: string, options?: { fatal?: boolean }) => { decode(input: Uint8Array): string };
declare const TextEncoder: new () => { encode(input: string): Uint8Array };

/** An Across Lite file as its parts. Texts are decoded (ISO-8859-1 or UTF-8, by `version`). */
export interface PuzFile {
  /** Bytes before the header (some files carry a preamble). */
  readonly preamble: Uint8Array;
  /** "1.3", "2.0", ... */
  readonly version: string;
  /** The header's bytes 0x1C-0x1D and 0x20-0x2B, kept as found. */
  readonly reserved1C: number;
  readonly reserved20: Uint8Array;
  /** The checksum of the unscrambled solution, in a scrambled file (0 otherwise). */
  readonly scrambledChecksum: number;
  /** Header 0x30: 1 for a normal puzzle, 0x0401 for a diagramless one. */
  readonly puzzleType: number;
  /** Header 0x32: 4 when the solution is scrambled, 0 otherwise. */
  readonly scrambledTag: number;
  readonly width: number;
  readonly height: number;
  /** One byte a cell, row by row: `.` a block, the letter (or a rebus square's first letter). */
  readonly solution: Uint8Array;
  /** The solver's fill: `.` a block, `-` empty, a letter. */
  readonly state: Uint8Array;
  readonly title: string;
  readonly author: string;
  readonly copyright: string;
  /** In the format's order: by number, Across before Down at a number. */
  readonly clues: readonly string[];
  readonly notes: string;
  /** Extra sections in file order, each its 4-letter name and its data. */
  readonly sections: readonly { name: string; data: Uint8Array }[];
  /** Bytes after the last section (some writers end with a line break). */
  readonly tail: Uint8Array;
}

const MAGIC = 'ACROSS&DOWN\0';
const MASK = 'ICHEATED';
const HEADER = 0x34;
/** The largest side the format's one-byte width and height hold. */
export const PUZ_MAX_SIDE = 255;

/** Whether a version's texts are UTF-8 (2.0 on) rather than ISO-8859-1. */
export function puzUsesUtf8(version: string): boolean {
  return version >= '2';
}

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

function decodeText(bytes: Uint8Array, utf8: boolean): string {
  if (!utf8) return latin1(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return latin1(bytes);
  }
}

/** Read a `.puz` file into its parts. Throws a `ParseError` naming the file (line 0: a binary file has no lines). */
export function parsePuzFile(name: string, bytes: Uint8Array): PuzFile {
  const problem = puzChecksumProblem(bytes);
  if (problem) throw new ParseError(name, 0, 0, problem);
  const h = puzHeaderStart(bytes);
  const width = bytes[h + 0x2c]!;
  const height = bytes[h + 0x2d]!;
  const clueCount = u16(bytes, h + 0x2e);
  const versionBytes = bytes.subarray(h + 0x18, h + 0x1c);
  const version = latin1(versionBytes.subarray(0, versionBytes.indexOf(0) < 0 ? 4 : versionBytes.indexOf(0)));
  const utf8 = puzUsesUtf8(version);
  const cells = width * height;
  const solutionAt = h + HEADER;
  let at = solutionAt + 2 * cells;
  const strings: string[] = [];
  for (let i = 0; i < 3 + clueCount + 1; i++) {
    const end = bytes.indexOf(0, at);
    strings.push(decodeText(bytes.subarray(at, end), utf8));
    at = end + 1;
  }
  const sections: { name: string; data: Uint8Array }[] = [];
  for (;;) {
    if (at + 8 > bytes.length) break;
    const sectionName = latin1(bytes.subarray(at, at + 4));
    if (!/^[A-Z]{4}$/.test(sectionName)) break;
    const length = u16(bytes, at + 4);
    sections.push({ name: sectionName, data: bytes.slice(at + 8, at + 8 + length) });
    at += 8 + length + 1;
  }
  return {
    preamble: bytes.slice(0, h),
    version,
    reserved1C: u16(bytes, h + 0x1c),
    reserved20: bytes.slice(h + 0x20, h + 0x2c),
    scrambledChecksum: u16(bytes, h + 0x1e),
    puzzleType: u16(bytes, h + 0x30),
    scrambledTag: u16(bytes, h + 0x32),
    width,
    height,
    solution: bytes.slice(solutionAt, solutionAt + cells),
    state: bytes.slice(solutionAt + cells, solutionAt + 2 * cells),
    title: strings[0]!,
    author: strings[1]!,
    copyright: strings[2]!,
    clues: strings.slice(3, 3 + clueCount),
    notes: strings[3 + clueCount]!,
    sections,
    tail: bytes.slice(Math.min(at, bytes.length)),
  };
}

type TextField = 'title' | 'author' | 'copyright' | 'notes' | 'clue' | 'rebus';

/** A text as the file's bytes; a character ISO-8859-1 cannot hold stops the writing, naming where it is. */
function encodeText(text: string, utf8: boolean, field: TextField, slot?: string): Uint8Array {
  // A NUL would end the string early: the format has no way to hold one.
  const nul = text.indexOf('\0');
  if (nul >= 0) throw new PublishError({ code: 'text-charset', format: 'puz', field, ...(slot ? { slot } : {}), char: '\0' });
  if (utf8) return new TextEncoder().encode(text);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0xff) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      throw new PublishError({ code: 'text-charset', format: 'puz', field, ...(slot ? { slot } : {}), char });
    }
    out[i] = code;
  }
  return out;
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const NUL = new Uint8Array([0]);

/** Write a `PuzFile` with every checksum computed. Throws a `PublishError` for a text the file's encoding cannot hold. */
export function serializePuzFile(file: PuzFile, slotNames?: readonly string[]): Uint8Array {
  const cells = file.width * file.height;
  if (file.width > PUZ_MAX_SIDE || file.height > PUZ_MAX_SIDE) throw new PublishError({ code: 'too-big', format: 'puz', width: file.width, height: file.height, max: PUZ_MAX_SIDE });
  if (file.solution.length !== cells || file.state.length !== cells) throw new RangeError(`a ${file.width} × ${file.height} grid has ${cells} cells`);
  if (file.clues.length > 0xffff) throw new PublishError({ code: 'too-long', format: 'puz', what: 'clues', length: file.clues.length, max: 0xffff });
  const utf8 = puzUsesUtf8(file.version);
  const title = encodeText(file.title, utf8, 'title');
  const author = encodeText(file.author, utf8, 'author');
  const copyright = encodeText(file.copyright, utf8, 'copyright');
  const clues = file.clues.map((c, i) => encodeText(c, utf8, 'clue', slotNames?.[i]));
  const notes = encodeText(file.notes, utf8, 'notes');

  const header = new Uint8Array(HEADER);
  for (let i = 0; i < MAGIC.length; i++) header[0x02 + i] = MAGIC.charCodeAt(i);
  const version = file.version.slice(0, 3);
  for (let i = 0; i < version.length; i++) header[0x18 + i] = version.charCodeAt(i);
  header[0x1c] = file.reserved1C & 0xff;
  header[0x1d] = file.reserved1C >> 8;
  header[0x1e] = file.scrambledChecksum & 0xff;
  header[0x1f] = file.scrambledChecksum >> 8;
  header.set(file.reserved20.subarray(0, 12), 0x20);
  header[0x2c] = file.width;
  header[0x2d] = file.height;
  header[0x2e] = file.clues.length & 0xff;
  header[0x2f] = file.clues.length >> 8;
  header[0x30] = file.puzzleType & 0xff;
  header[0x31] = file.puzzleType >> 8;
  header[0x32] = file.scrambledTag & 0xff;
  header[0x33] = file.scrambledTag >> 8;

  // Checksums (the format's running sum; title, author, copyright and notes count with their NUL
  // when not empty, clues without; notes only from version 1.3 on).
  const cib = puzChecksum(header, 0x2c, HEADER);
  const withNotes = file.version >= '1.3';
  const textSum = (seed: number): number => {
    let c = seed;
    for (const t of [title, author, copyright]) if (t.length > 0) c = puzChecksum(concat([t, NUL]), 0, t.length + 1, c);
    for (const clue of clues) c = puzChecksum(clue, 0, clue.length, c);
    if (withNotes && notes.length > 0) c = puzChecksum(concat([notes, NUL]), 0, notes.length + 1, c);
    return c;
  };
  const solutionSum = puzChecksum(file.solution);
  const stateSum = puzChecksum(file.state);
  const overall = textSum(puzChecksum(file.state, 0, cells, puzChecksum(file.solution, 0, cells, cib)));
  header[0x00] = overall & 0xff;
  header[0x01] = overall >> 8;
  header[0x0e] = cib & 0xff;
  header[0x0f] = cib >> 8;
  [cib, solutionSum, stateSum, textSum(0)].forEach((sum, k) => {
    header[0x10 + k] = MASK.charCodeAt(k) ^ (sum & 0xff);
    header[0x14 + k] = MASK.charCodeAt(k + 4) ^ (sum >> 8);
  });

  const parts: Uint8Array[] = [file.preamble, header, file.solution, file.state, title, NUL, author, NUL, copyright, NUL];
  for (const clue of clues) parts.push(clue, NUL);
  parts.push(notes, NUL);
  for (const section of file.sections) {
    if (section.data.length > 0xffff) throw new PublishError({ code: 'too-long', format: 'puz', what: section.name, length: section.data.length, max: 0xffff });
    const head = new Uint8Array(8);
    for (let i = 0; i < 4; i++) head[i] = section.name.charCodeAt(i);
    head[4] = section.data.length & 0xff;
    head[5] = section.data.length >> 8;
    const sum = puzChecksum(section.data);
    head[6] = sum & 0xff;
    head[7] = sum >> 8;
    parts.push(head, section.data, NUL);
  }
  parts.push(file.tail);
  return concat(parts);
}

/** Bit of a GEXT byte: the cell is circled. */
const GEXT_CIRCLED = 0x80;

/** The rebus table of a file (RTBL: " 0:HEART;12:CLUB;"): its strings by key. */
export function rebusTable(file: Pick<PuzFile, 'sections' | 'version'>): Map<number, string> {
  const table = new Map<number, string>();
  const rtbl = file.sections.find((s) => s.name === 'RTBL');
  if (!rtbl) return table;
  for (const entry of decodeText(rtbl.data, puzUsesUtf8(file.version)).split(';')) {
    const m = /^\s*(\d+):(.*)$/s.exec(entry);
    if (m) table.set(Number(m[1]), m[2]!);
  }
  return table;
}

/** What a file's grid says, cell by cell: blocks, the solution (rebus squares whole; '' when scrambled), circles. */
export function puzGrid(file: PuzFile): { blocks: boolean[]; solution: string[]; circles: boolean[] } {
  const scrambled = file.scrambledTag !== 0;
  const grbs = file.sections.find((s) => s.name === 'GRBS')?.data;
  const gext = file.sections.find((s) => s.name === 'GEXT')?.data;
  const table = rebusTable(file);
  const blocks: boolean[] = [];
  const solution: string[] = [];
  const circles: boolean[] = [];
  for (let i = 0; i < file.width * file.height; i++) {
    const byte = file.solution[i]!;
    // Diagramless puzzles mark blocks with ':'.
    const block = byte === 0x2e || byte === 0x3a;
    blocks.push(block);
    const key = grbs?.[i] ?? 0;
    const rebus = key > 0 ? table.get(key - 1) : undefined;
    solution.push(block || scrambled ? '' : (rebus ?? String.fromCharCode(byte)));
    circles.push(!block && ((gext?.[i] ?? 0) & GEXT_CIRCLED) !== 0);
  }
  return { blocks, solution, circles };
}

function sameBlocks(file: PuzFile, blocks: readonly boolean[]): boolean {
  return file.width * file.height === blocks.length && blocks.every((b, i) => b === (file.solution[i] === 0x2e || file.solution[i] === 0x3a));
}

/**
 * A publication as a `.puz` file. With `base` (the file the puzzle was opened from), everything
 * the publication does not say is kept from it: the version and header fields, the solver's fill
 * and the sections other than the circles and the rebus (while the blocks are as they were), the
 * rebus keys, and a scrambled solution while no letter is known (a locked file stays locked).
 * Without, a new 1.3 file. Every white cell needs its solution unless the base's scrambled one is kept.
 */
export function puzFromPublication(pub: Publication, base?: PuzFile): PuzFile {
  const { width, height, blocks } = pub;
  if (width > PUZ_MAX_SIDE || height > PUZ_MAX_SIDE) throw new PublishError({ code: 'too-big', format: 'puz', width, height, max: PUZ_MAX_SIDE });
  const cells = width * height;
  const version = base?.version ?? '1.3';
  const utf8 = puzUsesUtf8(version);
  const keepBase = base !== undefined && base.width === width && base.height === height && sameBlocks(base, blocks);
  const keepScrambled = keepBase && base.scrambledTag !== 0 && pub.solution.every((s, i) => blocks[i] || s === '');

  const solution = new Uint8Array(cells);
  const rebusKeys = new Uint8Array(cells);
  const baseTable = base ? rebusTable(base) : new Map<number, string>();
  const keyOf = new Map<string, number>([...baseTable].map(([k, v]) => [v, k]));
  const used = new Map<number, string>();
  const empty: number[] = [];
  const baseCells = keepBase ? puzGrid(base).solution : null;
  const baseGrbs = keepBase ? base.sections.find((s) => s.name === 'GRBS')?.data : undefined;
  for (let i = 0; i < cells; i++) {
    if (blocks[i]) {
      solution[i] = keepBase ? base.solution[i]! : 0x2e;
      continue;
    }
    if (keepScrambled) {
      solution[i] = base.solution[i]!;
      // A scrambled file's rebus squares stay as they were.
      continue;
    }
    const text = pub.solution[i] ?? '';
    if (text === '') {
      empty.push(i);
      continue;
    }
    if (keepBase && text === baseCells![i]) {
      // As the base file has it: its byte (a rebus square's may be any letter) and its rebus key.
      solution[i] = base.solution[i]!;
      const key = baseGrbs?.[i] ?? 0;
      if (key > 0) {
        rebusKeys[i] = key;
        used.set(key - 1, text);
      }
      continue;
    }
    const chars = Array.from(text);
    const first = chars[0]!.codePointAt(0)!;
    const oneByte = (code: number) => code > 0x20 && code !== 0x2e && code !== 0x3a && code !== 0x2d && (utf8 ? code < 0x80 : code <= 0xff);
    // The grid holds one byte a cell; a rebus square's whole text goes in RTBL (';' would end its entry).
    const fits = oneByte(first) && chars.every((ch) => ch !== ';' && (utf8 || ch.codePointAt(0)! <= 0xff));
    if (!fits) throw new PublishError({ code: 'cell-charset', format: 'puz', ...rowColumn(i, width), text });
    solution[i] = first;
    if (chars.length > 1) {
      // A rebus square: its first letter in the grid, the whole in the table (RTBL is text: checked when written).
      let key = keyOf.get(text);
      if (key === undefined) {
        key = 0;
        while (used.has(key) || baseTable.has(key)) key++;
        keyOf.set(text, key);
      }
      if (key + 1 > 0xff) throw new PublishError({ code: 'too-long', format: 'puz', what: 'rebus squares', length: key + 1, max: 0xff });
      used.set(key, text);
      rebusKeys[i] = key + 1;
    }
  }
  if (empty.length > 0) throw new PublishError({ code: 'cell-empty', format: 'puz', ...rowColumn(empty[0]!, width), count: empty.length });

  const state = new Uint8Array(cells);
  for (let i = 0; i < cells; i++) state[i] = keepBase ? base.state[i]! : blocks[i] ? 0x2e : 0x2d;

  const slots = slotsOf(pub);
  const clues = slots.map((s) => pub.sheet.clues[s.name] ?? '');

  // Sections: the base's in their order (those that describe cells only while the blocks are as
  // they were), with the circles and the rebus made from the publication.
  const circled = pub.circles?.some((c, i) => c && !blocks[i]) ?? false;
  const gext = new Uint8Array(cells);
  const baseGext = keepBase ? base.sections.find((s) => s.name === 'GEXT')?.data : undefined;
  for (let i = 0; i < cells; i++) gext[i] = ((baseGext?.[i] ?? 0) & ~GEXT_CIRCLED) | (pub.circles?.[i] && !blocks[i] ? GEXT_CIRCLED : 0);
  const hasRebus = keepScrambled ? false : used.size > 0;
  const rtbl = [...used].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${String(k).padStart(2, ' ')}:${v};`).join('');
  const made: Record<string, Uint8Array | null> = {
    GEXT: circled || gext.some((b) => b !== 0) ? gext : null,
    GRBS: hasRebus ? rebusKeys : null,
    RTBL: hasRebus ? encodeText(rtbl, utf8, 'rebus') : null,
  };
  const sections: { name: string; data: Uint8Array }[] = [];
  for (const s of base?.sections ?? []) {
    if (s.name in made) {
      if (keepScrambled && s.name !== 'GEXT') sections.push(s);
      else if (made[s.name]) sections.push({ name: s.name, data: made[s.name]! });
      made[s.name] = null;
    } else if (keepBase) sections.push(s);
  }
  // New sections in the order Across Lite writes them.
  for (const name of ['GRBS', 'RTBL', 'GEXT']) if (made[name]) sections.push({ name, data: made[name]! });

  const sheet = pub.sheet;
  return {
    preamble: base?.preamble ?? new Uint8Array(0),
    version,
    reserved1C: base?.reserved1C ?? 0,
    reserved20: base?.reserved20 ?? new Uint8Array(12),
    scrambledChecksum: keepScrambled ? base.scrambledChecksum : 0,
    puzzleType: base?.puzzleType ?? 1,
    scrambledTag: keepScrambled ? base.scrambledTag : 0,
    width,
    height,
    solution,
    state,
    title: sheet.title,
    author: sheet.author,
    copyright: sheet.copyright,
    clues,
    notes: sheet.notes,
    sections,
    tail: base?.tail ?? new Uint8Array(0),
  };
}

/** A publication as the bytes of a `.puz` file (see `puzFromPublication`; `base` by default the file it was opened from). */
export function writePuz(pub: Publication, base: PuzFile | undefined = pub.base?.puz): Uint8Array {
  const file = puzFromPublication(pub, base);
  return serializePuzFile(file, slotsOf(pub).map((s) => s.name));
}
