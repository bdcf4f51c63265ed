/**
 * A Sudoku or Futoshiki pasted onto the board: the usual 81-character line (digits, `.` or `0` for
 * a blank), a grid of lines (spaces and `|`, `+`, `-` rules allowed), or a Futoshiki in the seed
 * format (docs/formats.md). Pure: the board calls it with the clipboard's text.
 */
import { parseFutoshiki } from '../../../puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../../puzzles/sudoku/index.ts';
import { describeError } from '../../../puzzles/files.ts';
import { msg, type Message } from '../../i18n/index.ts';
import { fromFutoshiki, fromSudoku, type NumberKind, type NumberPuzzle } from './board.ts';

/** What a paste does: load a puzzle, say what is wrong, or nothing (not a puzzle at all: one digit, a word). */
export type Pasted = { puzzle: NumberPuzzle } | { error: Message } | null;

/** The name a pasted board shows as its source. */
export const PASTED = 'Pasted';

/** Sides a pasted Sudoku line may have (4 x 4, 6 x 6, 9 x 9). */
const SUDOKU_SIDES = [4, 6, 9];

/** The cells of a pasted Sudoku: every character but blanks and grid rules, `#` comment lines left out. */
function sudokuCells(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith('#'))
    .join('')
    .replace(/[\s|+-]/g, '');
}

/** The puzzle a pasted text gives on a board of this kind and side. */
export function pastedPuzzle(kind: NumberKind, text: string, side: number): Pasted {
  if (kind === 'sudoku') {
    const cells = sudokuCells(text);
    if (cells.length <= 1) return null;
    const sides = SUDOKU_SIDES.filter((n) => n * n === cells.length);
    if (sides.length === 0) return { error: msg('entry.wrongLength', { found: cells.length, expected: side * side }) };
    try {
      return { puzzle: fromSudoku(parseSudokuFile(cells, PASTED)[0]!) };
    } catch (error) {
      return { error: msg('entry.notSudoku', { error: describeError(error) }) };
    }
  }
  if (!/\d/.test(text) || text.trim().length <= 1) return null;
  try {
    return { puzzle: fromFutoshiki(parseFutoshiki(text, PASTED)) };
  } catch (error) {
    return { error: msg('entry.notFutoshiki', { error: describeError(error) }) };
  }
}

/**
 * The cell typing moves to after filling `cell`: the next one in reading order, to the next row at
 * a row's end; the last cell stays.
 */
export function nextCell(cell: number, side: number): number {
  return Math.min(cell + 1, side * side - 1);
}
