/**
 * An N-queens board as a file and as the app edits it: its size and the queens placed on it before
 * search (givens), at most one per row. The file format (docs/formats.md, "N-queens"):
 *
 *     queens 8          the header: `queens N` (a bare `N` is read too)
 *     ........          then either nothing (no queen placed), or N rows of N cells,
 *     ..Q.....          `.` empty and `Q` a queen (at most one per row),
 *     ...               or one line `R C` per queen (row and column, both from 1)
 *
 * Blank lines and lines starting with `#` are skipped. The serialiser writes the rows of cells up
 * to 64 × 64 and the `R C` lines above, so that a 1,000 × 1,000 board stays a few bytes.
 * Pure: no DOM.
 */
import { describe, fields, lines, ParseError } from '../errors.ts';
import { msg } from '../../text/index.ts';

/** Largest board the app takes (the CLI's backtracking goes to 10,000). */
export const MAX_QUEENS_BOARD = 1000;
/** Largest board the serialiser writes as rows of cells. */
export const QUEENS_ROWS_UP_TO = 64;

export interface QueensPuzzle {
  readonly size: number;
  /** Per row: the 0-based column of a queen placed before search, or -1. */
  readonly givens: readonly number[];
}

export function emptyQueens(size: number): QueensPuzzle {
  return { size, givens: new Array<number>(size).fill(-1) };
}

/** Queens placed before search. */
export function queensGiven(p: QueensPuzzle): number {
  let n = 0;
  for (const c of p.givens) if (c >= 0) n++;
  return n;
}

/** The first two givens that attack each other (same column or diagonal), as 0-based rows, or null. */
export function attackingGivens(p: QueensPuzzle): [number, number, 'column' | 'diagonal'] | null {
  const byColumn = new Map<number, number>();
  const rising = new Map<number, number>();
  const falling = new Map<number, number>();
  for (let r = 0; r < p.size; r++) {
    const c = p.givens[r]!;
    if (c < 0) continue;
    const a = byColumn.get(c) ?? rising.get(r + c) ?? falling.get(c - r);
    if (a !== undefined) return [a, r, byColumn.has(c) ? 'column' : 'diagonal'];
    byColumn.set(c, r);
    rising.set(r + c, r);
    falling.set(c - r, r);
  }
  return null;
}

/** The board in its file format. */
export function serializeQueens(p: QueensPuzzle): string {
  const out = [`queens ${p.size}`];
  if (p.size <= QUEENS_ROWS_UP_TO) {
    for (let r = 0; r < p.size; r++) {
      const c = p.givens[r]!;
      out.push(c >= 0 ? '.'.repeat(c) + 'Q' + '.'.repeat(p.size - c - 1) : '.'.repeat(p.size));
    }
  } else {
    for (let r = 0; r < p.size; r++) if (p.givens[r]! >= 0) out.push(`${r + 1} ${p.givens[r]! + 1}`);
  }
  return out.join('\n') + '\n';
}

/** Read a queens file (see the file comment); throws a ParseError naming the line and column. */
export function parseQueens(text: string, name: string, maxSize = MAX_QUEENS_BOARD): QueensPuzzle {
  const all = lines(text);
  const content: { line: string; at: number }[] = [];
  all.forEach((line, i) => {
    const trimmed = line.trim();
    if (trimmed !== '' && !trimmed.startsWith('#')) content.push({ line: line.trimEnd(), at: i + 1 });
  });
  const head = content[0];
  if (!head) throw new ParseError(name, 1, 1, msg('parse.queens.header', { found: describe('') }));
  const m = /^\s*(?:queens\s+)?(\d+)\s*$/i.exec(head.line);
  if (!m) throw new ParseError(name, head.at, 1, msg('parse.queens.header', { found: describe(head.line.trim()) }));
  const size = Number(m[1]);
  const column = head.line.search(/\d/) + 1;
  if (!Number.isSafeInteger(size) || size < 1) throw new ParseError(name, head.at, column, msg('parse.queens.sizeTooSmall', { found: describe(m[1]!) }));
  if (size > maxSize) throw new ParseError(name, head.at, column, msg('parse.queens.tooLarge', { side: excerptNumber(m[1]!), max: maxSize }));
  const givens = new Array<number>(size).fill(-1);
  const body = content.slice(1);
  if (body.length === 0) return { size, givens };
  const pairs = /^\s*\d+\s+\d+\s*$/.test(body[0]!.line);
  if (pairs) {
    for (const { line, at } of body) {
      const f = fields(line);
      if (f.length !== 2 || !f.every((x) => /^\d+$/.test(x.text))) throw new ParseError(name, at, f[0]?.column ?? 1, msg('parse.queens.pair', { found: describe(line.trim()) }));
      const [r, c] = f.map((x) => Number(x.text)) as [number, number];
      if (r < 1 || r > size) throw new ParseError(name, at, f[0]!.column, msg('parse.queens.rowOff', { row: describe(f[0]!.text), size }));
      if (c < 1 || c > size) throw new ParseError(name, at, f[1]!.column, msg('parse.queens.columnOff', { column: describe(f[1]!.text), size }));
      if (givens[r - 1]! >= 0) throw new ParseError(name, at, f[0]!.column, msg('parse.queens.second', { row: r }));
      givens[r - 1] = c - 1;
    }
    return { size, givens };
  }
  if (body.length !== size) {
    const extra = body[size];
    if (extra) throw new ParseError(name, extra.at, 1, msg('parse.queens.extraRow', { size, found: describe(extra.line.trim()) }));
    const last = body[body.length - 1]!;
    // The line after the last row, or the last row itself when the file ends there (no line after it).
    throw new ParseError(name, Math.min(last.at + 1, all.length), 1, msg('parse.queens.rows', { size, n: body.length }));
  }
  body.forEach(({ line, at }, r) => {
    const row = line.trim();
    const offset = line.length - line.trimStart().length;
    const bad = /[^.Qq]/.exec(row);
    if (bad) throw new ParseError(name, at, offset + bad.index + 1, msg('parse.queens.cell', { found: describe(bad[0]) }));
    if (row.length !== size) throw new ParseError(name, at, offset + Math.min(row.length, size) + 1, msg('parse.queens.rowLength', { row: r + 1, n: row.length, size }));
    const first = row.search(/[Qq]/);
    if (first < 0) return;
    const second = row.slice(first + 1).search(/[Qq]/);
    if (second >= 0) throw new ParseError(name, at, offset + first + second + 2, msg('parse.queens.second', { row: r + 1 }));
    givens[r] = first;
  });
  return { size, givens };
}

function excerptNumber(digits: string): string {
  const plain = digits.replace(/^0+(?=\d)/, '');
  return plain.length > 12 ? `${plain.slice(0, 12)}…` : plain;
}
