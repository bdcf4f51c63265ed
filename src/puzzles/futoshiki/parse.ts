/**
 * The seed-002 Futoshiki format (docs/formats.md): N lines of N numbers (0 empty, otherwise a given
 * 1..N), then any number of lines `R1 C1 R2 C2` meaning cell (R1,C1) < cell (R2,C2), 0-based and
 * orthogonally adjacent. N comes from the first line and must be 4..9 (the limits are options, so
 * that tests can read the 3 x 3 `futoshiki-simple.txt`). Blank lines and `#` comments are skipped.
 * Givens that repeat in a row or column are not a parse error: the puzzle has no solution.
 */
import { describe, excerpt, fields, lines, ParseError } from '../errors.ts';
import { msg } from '../../text/index.ts';
import type { FutoshikiPuzzle, Inequality } from './puzzle.ts';

export interface FutoshikiParseOptions {
  minSize?: number;
  maxSize?: number;
}

function integer(text: string, file: string, line: number, column: number): number {
  if (!/^\d+$/.test(text)) throw new ParseError(file, line, column, msg('parse.futoshiki.badNumber', { text: describe(text) }));
  return Number(text);
}

export function parseFutoshiki(text: string, file: string, options: FutoshikiParseOptions = {}): FutoshikiPuzzle {
  const minSize = options.minSize ?? 4;
  const maxSize = options.maxSize ?? 9;
  let size = 0;
  let rows = 0;
  let cells = new Uint8Array(0);
  const inequalities: Inequality[] = [];
  const all = lines(text);
  all.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const f = fields(raw);
    if (size === 0) {
      if (f.length < minSize || f.length > maxSize) {
        throw new ParseError(file, line, 1, msg('parse.futoshiki.firstRow', { n: f.length, min: minSize, max: maxSize }));
      }
      size = f.length;
      cells = new Uint8Array(size * size);
    }
    if (rows < size) {
      if (f.length !== size) {
        const column = f.length > size ? f[size]!.column : raw.length + 1;
        throw new ParseError(file, line, column, msg('parse.futoshiki.rowLength', { row: rows + 1, n: f.length, size }));
      }
      f.forEach(({ text: t, column }, c) => {
        const digit = integer(t, file, line, column);
        if (digit > size) throw new ParseError(file, line, column, msg('parse.futoshiki.givenRange', { given: excerpt(t), size }));
        cells[rows * size + c] = digit;
      });
      rows++;
      return;
    }
    if (f.length !== 4) {
      const column = f.length > 4 ? f[4]!.column : raw.length + 1;
      throw new ParseError(file, line, column, msg('parse.futoshiki.inequality', { n: f.length }));
    }
    const [r1, c1, r2, c2] = f.map(({ text: t, column }) => {
      const x = integer(t, file, line, column);
      if (x >= size) throw new ParseError(file, line, column, msg('parse.futoshiki.offBoard', { text: excerpt(t), last: size - 1 }));
      return x;
    }) as [number, number, number, number];
    if (Math.abs(r1 - r2) + Math.abs(c1 - c2) !== 1) {
      throw new ParseError(file, line, f[2]!.column, msg('parse.futoshiki.notAdjacent', { r1, c1, r2, c2 }));
    }
    inequalities.push({ r1, c1, r2, c2 });
  });
  if (size === 0) throw new ParseError(file, 1, 1, msg('parse.noPuzzle'));
  if (rows < size) throw new ParseError(file, all.length, 1, msg('parse.futoshiki.rows', { size, rows }));
  return { size, cells, inequalities };
}
