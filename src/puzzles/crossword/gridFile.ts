/**
 * Grid files (docs/formats.md): the board drawn as text. `#`, `*`, `0` are blocks; `.`, `_`, `-`, `1`
 * open cells; any letter an open cell with that letter given. Short rows are padded with blocks.
 * A board has at most MAX_BOARD_SIDE (1,000) rows and columns.
 */
import { ParseError, lines } from '../errors.ts';
import { msg } from '../../text/index.ts';
import { layoutFromBoard, MAX_BOARD_SIDE, type CrosswordLayout } from './layout.ts';

const BLOCK = new Set(['#', '*', '0']);
const OPEN = new Set(['.', '_', '-', '1']);
const LETTER = /^\p{L}$/u;

/**
 * The 1-based column, in the line as written, of a row's cell `c` (cells are the code points of
 * the row after NFC). Walks the row a base character and its combining marks at a time, which NFC
 * composes together; never past the end of the line.
 */
function columnOf(row: string, c: number): number {
  const nfc = row.normalize('NFC');
  if (nfc === row) return Array.from(row).slice(0, c).join('').length + 1;
  let cells = 0;
  for (const m of row.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    const n = Array.from(m[0].normalize('NFC')).length;
    if (cells + n > c) return m.index + 1;
    cells += n;
  }
  return row.length + 1;
}

export function parseGridFile(text: string, file = 'grid'): CrosswordLayout {
  // trimEnd, not a /\s+$/ regex: that is quadratic on a long line with white space inside.
  const rows = lines(text).map((l) => l.trimEnd());
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  if (rows.length === 0) throw new ParseError(file, 1, 1, msg('parse.grid.empty'));
  if (rows.length > MAX_BOARD_SIDE) {
    throw new ParseError(file, MAX_BOARD_SIDE + 1, 1, msg('parse.grid.tooManyRows', { max: MAX_BOARD_SIDE, n: rows.length }));
  }
  let width = 0;
  const cells = rows.map((row, r) => {
    if (row === '') throw new ParseError(file, r + 1, 1, msg('parse.grid.emptyLine'));
    const cs = Array.from(row.normalize('NFC'));
    if (cs.length > MAX_BOARD_SIDE) {
      throw new ParseError(file, r + 1, columnOf(row, MAX_BOARD_SIDE), msg('parse.grid.tooManyCells', { max: MAX_BOARD_SIDE, n: cs.length }));
    }
    width = Math.max(width, cs.length);
    return cs;
  });
  const height = cells.length;
  const blocks: boolean[] = [];
  const given: string[] = [];
  cells.forEach((row, r) => {
    for (let c = 0; c < width; c++) {
      const ch = row[c];
      if (ch === undefined || BLOCK.has(ch)) {
        blocks.push(true);
        given.push('');
      } else if (OPEN.has(ch)) {
        blocks.push(false);
        given.push('');
      } else if (LETTER.test(ch)) {
        blocks.push(false);
        given.push(ch.toLowerCase());
      } else {
        throw new ParseError(
          file,
          r + 1,
          columnOf(rows[r]!, c),
          msg('parse.grid.cell', { found: JSON.stringify(ch) }),
        );
      }
    }
  });
  return layoutFromBoard(width, height, blocks, given);
}

/**
 * Guess whether a text is a grid file rather than a slot file (the app takes both): a slot file's
 * first line of content is numbers separated by spaces. Lines that start with `#` and hold spaces
 * are slot-file comments; a grid row has no spaces.
 */
export function looksLikeGrid(text: string): boolean {
  const first = lines(text).find((l) => l.trim() !== '' && !(l.trimStart().startsWith('#') && /\s/.test(l.trim())));
  if (first === undefined) return false;
  return !/^\s*[+-]?\d+\s+[+-]?\d+(\s|$)/.test(first);
}
