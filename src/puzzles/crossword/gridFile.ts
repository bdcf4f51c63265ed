/**
 * Grid files (FORMATS.md): the board drawn as text. `#`, `*`, `0` are blocks; `.`, `_`, `-`, `1`
 * open cells; any letter an open cell with that letter given. Short rows are padded with blocks.
 */
import { ParseError, lines } from '../errors.ts';
import { layoutFromBoard, type CrosswordLayout } from './layout.ts';

const BLOCK = new Set(['#', '*', '0']);
const OPEN = new Set(['.', '_', '-', '1']);
const LETTER = /^\p{L}$/u;

export function parseGridFile(text: string, file = 'grid'): CrosswordLayout {
  const rows = lines(text).map((l) => l.replace(/\s+$/, ''));
  while (rows.length > 0 && rows[rows.length - 1] === '') rows.pop();
  if (rows.length === 0) throw new ParseError(file, 1, 1, 'expected the rows of a grid, found an empty file');
  const cells = rows.map((row, r) => {
    if (row === '') throw new ParseError(file, r + 1, 1, 'expected a row of cells, found an empty line');
    return Array.from(row.normalize('NFC'));
  });
  const width = Math.max(...cells.map((c) => c.length));
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
        const column = Array.from(rows[r]!.normalize('NFC')).slice(0, c).join('').length + 1;
        throw new ParseError(
          file,
          r + 1,
          column,
          `expected a cell (# block, . open, or a letter), found ${JSON.stringify(ch)}`,
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
