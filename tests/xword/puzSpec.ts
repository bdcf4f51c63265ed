/**
 * Across Lite `.puz` files made by hand for the tests, from the format's description (puzpy's
 * FileFormat.md, "Across Lite" section), with none of the app's code: the header, the solution and
 * the solver's fill, the strings, the extra sections (GRBS/RTBL rebus squares, GEXT circles), every
 * checksum, and a locked (scrambled) solution with its key, as Across Lite locks one; and the
 * checksums any `.puz` should hold, recomputed from the same description (`checksumsRight`).
 */
import { expect } from 'vitest';

export interface PuzSpec {
  /** "1.3" (ISO-8859-1 text) or "2.0" (UTF-8 text). */
  version: '1.3' | '2.0';
  /** Rows of the solution: `#` a block, a letter a cell. */
  rows: string[];
  /** Rows of the solver's fill (`-` empty, `#` a block); empty when absent. */
  state?: string[];
  /** Rebus squares: the cell's whole text by cell index (its first letter is in `rows`). */
  rebus?: Record<number, string>;
  /** Circled cells, by index. */
  circles?: number[];
  /** Lock the solution with this four-digit key (1000-9999). */
  lock?: number;
  title: string;
  author: string;
  copyright: string;
  notes: string;
  /** Clues by slot name ("1-Across"), put in the format's order here. */
  clues: Record<string, string>;
}

/** The format's 16-bit running checksum. */
export function cksum(bytes: ArrayLike<number>, seed = 0): number {
  let c = seed;
  for (let i = 0; i < bytes.length; i++) {
    c = (c & 1 ? (c >> 1) + 0x8000 : c >> 1) & 0xffff;
    c = (c + bytes[i]!) & 0xffff;
  }
  return c;
}

/** Slot names in the format's clue order: by cell in reading order, Across before Down at a cell. */
export function clueOrder(rows: string[]): string[] {
  const h = rows.length;
  const w = rows[0]!.length;
  const white = (r: number, c: number) => r >= 0 && c >= 0 && r < h && c < w && rows[r]![c] !== '#';
  const names: string[] = [];
  let n = 0;
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      if (!white(r, c)) continue;
      const across = !white(r, c - 1) && white(r, c + 1);
      const down = !white(r - 1, c) && white(r + 1, c);
      if (!across && !down) continue;
      n++;
      if (across) names.push(`${n}-Across`);
      if (down) names.push(`${n}-Down`);
    }
  }
  return names;
}

const A = 'A'.charCodeAt(0);

/** Across Lite's scrambling of a string of capital letters with a four-digit key. */
function scramble(letters: number[], key: number[]): number[] {
  let s = letters.slice();
  for (const k of key) {
    s = s.map((ch, i) => A + ((ch - A + key[i % 4]!) % 26));
    s = [...s.slice(k), ...s.slice(0, k)];
    const mid = Math.floor(s.length / 2);
    const out: number[] = [];
    for (let i = 0; i < mid; i++) out.push(s[mid + i]!, s[i]!);
    if (s.length % 2) out.push(s[s.length - 1]!);
    s = out;
  }
  return s;
}

const encoder = new TextEncoder();

/** The bytes of a `.puz` file as its spec describes it. */
export function buildPuz(spec: PuzSpec): Uint8Array {
  const h = spec.rows.length;
  const w = spec.rows[0]!.length;
  const cells = w * h;
  const text = (s: string): number[] => (spec.version === '2.0' ? [...encoder.encode(s)] : Array.from(s, (ch) => {
    if (ch.charCodeAt(0) > 0xff) throw new Error(`not Latin-1: ${ch}`);
    return ch.charCodeAt(0);
  }));
  const solution = spec.rows.join('').split('').map((ch) => (ch === '#' ? 0x2e : ch.charCodeAt(0)));
  const state = (spec.state ?? spec.rows.map((r) => r.replace(/[^#]/g, '-'))).join('').split('').map((ch) => (ch === '#' ? 0x2e : ch.charCodeAt(0)));
  let scrambledSum = 0;
  if (spec.lock !== undefined) {
    // The letters column by column, blocks left out; their checksum is kept in the header.
    const order: number[] = [];
    for (let c = 0; c < w; c++) for (let r = 0; r < h; r++) if (solution[r * w + c] !== 0x2e) order.push(r * w + c);
    const letters = order.map((i) => solution[i]!);
    scrambledSum = cksum(letters);
    const key = String(spec.lock).split('').map(Number);
    scramble(letters, key).forEach((ch, k) => (solution[order[k]!] = ch));
  }
  const clues = clueOrder(spec.rows).map((name) => text(spec.clues[name] ?? ''));
  const title = text(spec.title);
  const author = text(spec.author);
  const copyright = text(spec.copyright);
  const notes = text(spec.notes);

  const header = new Array<number>(0x34).fill(0);
  const put16 = (at: number, v: number) => {
    header[at] = v & 0xff;
    header[at + 1] = v >> 8;
  };
  'ACROSS&DOWN\0'.split('').forEach((ch, i) => (header[0x02 + i] = ch.charCodeAt(0)));
  spec.version.split('').forEach((ch, i) => (header[0x18 + i] = ch.charCodeAt(0)));
  put16(0x1e, scrambledSum);
  header[0x2c] = w;
  header[0x2d] = h;
  put16(0x2e, clues.length);
  put16(0x30, 1);
  put16(0x32, spec.lock !== undefined ? 4 : 0);

  const cib = cksum(header.slice(0x2c, 0x34));
  const textSum = (seed: number) => {
    let c = seed;
    for (const t of [title, author, copyright]) if (t.length) c = cksum([...t, 0], c);
    for (const clue of clues) c = cksum(clue, c);
    if (notes.length) c = cksum([...notes, 0], c);
    return c;
  };
  const parts = [cib, cksum(solution), cksum(state), textSum(0)];
  put16(0x00, textSum(cksum(state, cksum(solution, cib))));
  put16(0x0e, cib);
  parts.forEach((p, k) => {
    header[0x10 + k] = 'ICHEATED'.charCodeAt(k) ^ (p & 0xff);
    header[0x14 + k] = 'ICHEATED'.charCodeAt(k + 4) ^ (p >> 8);
  });

  const bytes: number[] = [...header, ...solution, ...state, ...title, 0, ...author, 0, ...copyright, 0];
  for (const clue of clues) bytes.push(...clue, 0);
  bytes.push(...notes, 0);
  const section = (name: string, data: number[]) => {
    const sum = cksum(data);
    bytes.push(...name.split('').map((ch) => ch.charCodeAt(0)), data.length & 0xff, data.length >> 8, sum & 0xff, sum >> 8, ...data, 0);
  };
  const rebus = Object.entries(spec.rebus ?? {});
  if (rebus.length > 0) {
    const grbs = new Array<number>(cells).fill(0);
    rebus.forEach(([cell], k) => (grbs[Number(cell)] = k + 1));
    section('GRBS', grbs);
    section('RTBL', text(rebus.map(([, word], k) => `${String(k).padStart(2, ' ')}:${word};`).join('')));
  }
  if (spec.circles?.length) {
    const gext = new Array<number>(cells).fill(0);
    for (const i of spec.circles) gext[i] = 0x80;
    section('GEXT', gext);
  }
  return Uint8Array.from(bytes);
}

// ---- The checksums a file holds, recomputed ----


export interface PuzLayout {
  h: number;
  cells: number;
  strings: { from: number; to: number }[];
  sections: { name: string; from: number; to: number; stored: number }[];
  clueCount: number;
  version: string;
}

export function layoutOf(b: Uint8Array): PuzLayout {
  const magic = Buffer.from(b).indexOf('ACROSS&DOWN\0', 0, 'latin1');
  const h = magic - 2;
  const cells = b[h + 0x2c]! * b[h + 0x2d]!;
  const clueCount = b[h + 0x2e]! + 256 * b[h + 0x2f]!;
  let at = h + 0x34 + 2 * cells;
  const strings: { from: number; to: number }[] = [];
  for (let i = 0; i < clueCount + 4; i++) {
    const end = b.indexOf(0, at);
    strings.push({ from: at, to: end });
    at = end + 1;
  }
  const sections: PuzLayout['sections'] = [];
  while (at + 8 <= b.length) {
    const name = Buffer.from(b.subarray(at, at + 4)).toString('latin1');
    if (!/^[A-Z]{4}$/.test(name)) break;
    const length = b[at + 4]! + 256 * b[at + 5]!;
    sections.push({ name, from: at + 8, to: at + 8 + length, stored: b[at + 6]! + 256 * b[at + 7]! });
    at += 9 + length;
  }
  return { h, cells, strings, sections, clueCount, version: Buffer.from(b.subarray(h + 0x18, h + 0x1b)).toString('latin1') };
}

/** The checksums a .puz should hold: overall, CIB, the eight masked bytes, and each section's. */
export function expectedSums(b: Uint8Array): { overall: number; cib: number; masked: number[]; sections: number[] } {
  const L = layoutOf(b);
  const { h, cells } = L;
  const cib = cksum(b.subarray(h + 0x2c, h + 0x34));
  const solution = b.subarray(h + 0x34, h + 0x34 + cells);
  const state = b.subarray(h + 0x34 + cells, h + 0x34 + 2 * cells);
  const text = (seed: number) => {
    let c = seed;
    L.strings.forEach((s, i) => {
      if (s.to === s.from) return;
      const clue = i >= 3 && i < 3 + L.clueCount;
      const notes = i === 3 + L.clueCount;
      if (notes && L.version < '1.3') return;
      c = cksum(b.subarray(s.from, clue ? s.to : s.to + 1), c);
    });
    return c;
  };
  const parts = [cib, cksum(solution), cksum(state), text(0)];
  const mask = 'ICHEATED';
  const masked = [...parts.map((p, k) => mask.charCodeAt(k) ^ (p & 0xff)), ...parts.map((p, k) => mask.charCodeAt(k + 4) ^ (p >> 8))];
  return { overall: text(cksum(state, cksum(solution, cib))), cib, masked, sections: L.sections.map((s) => cksum(b.subarray(s.from, s.to))) };
}

export function checksumsRight(b: Uint8Array): void {
  const L = layoutOf(b);
  const want = expectedSums(b);
  expect(b[L.h]! + 256 * b[L.h + 1]!, 'overall checksum').toBe(want.overall);
  expect(b[L.h + 0x0e]! + 256 * b[L.h + 0x0f]!, 'CIB checksum').toBe(want.cib);
  expect([...b.subarray(L.h + 0x10, L.h + 0x18)], 'masked checksums').toEqual(want.masked);
  expect(L.sections.map((s) => s.stored), 'section checksums').toEqual(want.sections);
}

/** A .puz with its checksums set anew (to make test files from the fixtures). */
export function withSums(b: Uint8Array): Uint8Array {
  const out = b.slice();
  const L = layoutOf(out);
  const want = expectedSums(out);
  out[L.h] = want.overall & 0xff;
  out[L.h + 1] = want.overall >> 8;
  out.set(want.masked, L.h + 0x10);
  return out;
}
