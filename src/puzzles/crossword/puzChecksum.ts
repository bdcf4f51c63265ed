/**
 * The check codes of an Across Lite `.puz` file: the parser package reads the file but does not
 * check them, so a damaged file (a changed byte, a cut-off end) would open as a wrong board. This
 * checks the header checksum, the global checksum, the masked "ICHEATED" checksums and the
 * checksum of each extra section (GEXT circles, GRBS/RTBL rebus), as Across Lite writes them (the
 * format is described in puzpy's FileFormat.md). Pure: bytes in, a reason or null out.
 */
import { msg, type Message } from '../../text/index.ts';

/** Across Lite's running checksum: rotate right by one bit, add the byte. */
export function puzChecksum(bytes: Uint8Array, start = 0, end = bytes.length, seed = 0): number {
  let c = seed;
  for (let i = start; i < end; i++) {
    c = c & 1 ? (c >>> 1) | 0x8000 : c >>> 1;
    c = (c + bytes[i]!) & 0xffff;
  }
  return c;
}

const MAGIC = 'ACROSS&DOWN\0';
const MASK = 'ICHEATED';
/** Bytes from the start of the header to the solution grid. */
const HEADER = 0x34;

function u16(bytes: Uint8Array, at: number): number {
  return bytes[at]! | (bytes[at + 1]! << 8);
}

/** Where the header starts (two bytes before the magic string), or -1. */
export function puzHeaderStart(bytes: Uint8Array): number {
  outer: for (let i = 2; i + MAGIC.length <= bytes.length; i++) {
    for (let j = 0; j < MAGIC.length; j++) if (bytes[i + j] !== MAGIC.charCodeAt(j)) continue outer;
    return i - 2;
  }
  return -1;
}

/** A NUL-terminated string's bounds from `at`: [start, end of text) and the next offset, or null when the file ends first. */
function zstring(bytes: Uint8Array, at: number): { start: number; end: number; next: number } | null {
  let i = at;
  while (i < bytes.length && bytes[i] !== 0) i++;
  return i < bytes.length ? { start: at, end: i, next: i + 1 } : null;
}

/** Why the checksums of a `.puz` file do not match, or null when they do (or the file carries none). */
export function puzChecksumProblem(bytes: Uint8Array): Message | null {
  const h = puzHeaderStart(bytes);
  if (h < 0) return msg('parse.xword.notPuz');
  if (h + HEADER > bytes.length) return msg('parse.xword.cutHeader');
  const width = bytes[h + 0x2c]!;
  const height = bytes[h + 0x2d]!;
  const clueCount = u16(bytes, h + 0x2e);
  const version = String.fromCharCode(...bytes.subarray(h + 0x18, h + 0x1b));
  const cells = width * height;
  const solutionAt = h + HEADER;
  const fillAt = solutionAt + cells;
  let at = fillAt + cells;
  if (at > bytes.length) return msg('parse.xword.cutGrid');
  const strings: { start: number; end: number }[] = [];
  for (let i = 0; i < 3 + clueCount + 1; i++) {
    const s = zstring(bytes, at);
    if (!s) return msg('parse.xword.cutText');
    strings.push(s);
    at = s.next;
  }

  const stored = { global: u16(bytes, h), header: u16(bytes, h + 0x0e), masked: bytes.subarray(h + 0x10, h + 0x18) };
  // A writer that leaves every check code at zero gives nothing to check.
  const none = stored.global === 0 && stored.header === 0 && stored.masked.every((b) => b === 0);

  const headerSum = puzChecksum(bytes, h + 0x2c, h + HEADER);
  const solutionSum = puzChecksum(bytes, solutionAt, fillAt);
  const fillSum = puzChecksum(bytes, fillAt, fillAt + cells);
  /** Title, author, copyright (with their NUL, when not empty), the clues (without), the notes (v1.3 on, with NUL). */
  const textSum = (seed: number, withNotes: boolean): number => {
    let c = seed;
    strings.forEach((s, i) => {
      if (s.end === s.start) return;
      const isClue = i >= 3 && i < 3 + clueCount;
      const isNotes = i === 3 + clueCount;
      if (isNotes && !withNotes) return;
      c = puzChecksum(bytes, s.start, isClue ? s.end : s.end + 1, c);
    });
    return c;
  };
  // Notes count from version 1.3 on; files that say otherwise exist, so either reading is taken.
  const notesFirst = version >= '1.3';
  const readings = [notesFirst, !notesFirst];

  if (!none) {
    if (stored.header !== headerSum) return msg('parse.xword.headerSum');
    const gridSum = puzChecksum(bytes, fillAt, fillAt + cells, puzChecksum(bytes, solutionAt, fillAt, headerSum));
    const globalFits = readings.some((withNotes) => textSum(gridSum, withNotes) === stored.global);
    if (!globalFits) return msg('parse.xword.globalSum');
    const maskedFits = readings.some((withNotes) => {
      const sums = [headerSum, solutionSum, fillSum, textSum(0, withNotes)];
      return sums.every((sum, k) => stored.masked[k] === (MASK.charCodeAt(k) ^ (sum & 0xff)) && stored.masked[k + 4] === (MASK.charCodeAt(k + 4) ^ (sum >> 8)));
    });
    if (!maskedFits) return msg('parse.xword.maskedSum');
  }

  // Extra sections: a 4-letter name, a length, a checksum, the data and a NUL.
  while (at < bytes.length) {
    while (at < bytes.length && bytes[at] === 0) at++;
    if (at + 8 > bytes.length) break;
    const name = String.fromCharCode(...bytes.subarray(at, at + 4));
    // Some writers end the file with a line break or other trailing bytes: only named sections are checked.
    if (!/^[A-Z]{4}$/.test(name)) break;
    const length = u16(bytes, at + 4);
    const sum = u16(bytes, at + 6);
    const dataAt = at + 8;
    if (dataAt + length > bytes.length) return msg('parse.xword.cutSection', { name });
    if (!none && puzChecksum(bytes, dataAt, dataAt + length) !== sum) return msg('parse.xword.sectionSum', { name });
    at = dataAt + length + 1;
  }
  return null;
}
