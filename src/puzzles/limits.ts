/**
 * What the app lets a user draw or load. A file beyond these limits is refused with a message that
 * names the file and the limit, and the board stays as it was.
 */
import { excerpt } from './errors.ts';
import { msg, type Message } from '../text/index.ts';
import { BOX_SHAPES } from './sudoku/index.ts';

/** Crossword board sides: drawn boards are clamped to these, larger files are refused. */
export const MIN_SIDE = 3;
export const MAX_SIDE = 50;

/** Futoshiki sides the parser and the board take. */
export const MIN_FUTOSHIKI = 4;
export const MAX_FUTOSHIKI = 9;

/** Sudoku sizes with a box shape (4, 6, 9 and 16). */
export const SUDOKU_FILE_SIZES: readonly number[] = [...BOX_SHAPES.keys()].sort((a, b) => a - b);

/** Steps the Undo button can go back. */
export const MAX_UNDO = 200;

/**
 * The message for a crossword that is too large (or a slot file whose board is). Sides come as
 * numbers, or as a slot file writes them: digits, shortened like every quote of the input.
 */
export function crosswordTooLarge(file: string, width: number | string, height: number | string): Message {
  const side = (n: number | string) => (typeof n === 'number' ? String(n) : excerpt(n.replace(/^0+(?=\d)/, '')));
  return msg('parse.tooLarge.crossword', { file, width: side(width), height: side(height), max: MAX_SIDE });
}
