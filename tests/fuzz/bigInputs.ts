/**
 * The 10 MB inputs every parser must survive (tests/fuzz/huge.test.ts), and how long each parser
 * takes on them (`npm run bench parsers`): one line, and many short lines.
 */
import { parseDictionary, parseGridFile, parseSlotFile } from '../../src/puzzles/crossword/index.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { repeatTo, TEN_MB } from './hostile.ts';

/** Inputs of 10 MB: [what, text]. Built lazily, one at a time, to keep memory down. */
export const INPUTS: [string, () => string][] = [
  ['one line of x', () => repeatTo('x')],
  ['one line of spaces then x', () => repeatTo(' ', 10 * 1024 * 1024 - 1) + 'x'],
  ['one line of spaced digits', () => repeatTo('1 ')],
  ['one line of slot groups', () => repeatTo('0 0 2 h ')],
  ['one line of dots', () => repeatTo('.')],
  ['one line of digits', () => repeatTo('5')],
  ['one line of letters', () => repeatTo('é')],
  ['one line of combining marks', () => repeatTo('\u0301')],
  ['one line of emoji', () => repeatTo('😀')],
  ['one line of NUL', () => repeatTo('\u0000')],
  ['short lines of slots', () => repeatTo('0 0 2 h\n')],
  ['short lines of two slots', () => repeatTo('0 0 2 h 0 0 2 v\n')],
  ['short lines of grid rows', () => repeatTo('#..#.\n')],
  ['a long row then short rows', () => repeatTo('.\n', 5 * 1024 * 1024, repeatTo('.', 5 * 1024 * 1024) + '\n')],
  ['short lines of words', () => repeatTo('word\n')],
  ['short lines of Sudoku rows', () => repeatTo('1234\n')],
  ['short lines of Futoshiki rows', () => repeatTo('0 0 0 0\n')],
  ['short lines of CR', () => repeatTo('1 2\r')],
  ['short lines of NUL', () => repeatTo('a\u0000\n')],
];

export const PARSERS: [string, (text: string) => unknown][] = [
  ['slots', (t) => parseSlotFile(t, 'big')],
  ['grid', (t) => parseGridFile(t, 'big')],
  ['dictionary', (t) => parseDictionary(t, 'big')],
  ['sudoku', (t) => parseSudokuFile(t, 'big')],
  ['futoshiki', (t) => parseFutoshiki(t, 'big')],
];

/** FlatZinc files of 10 MB: one long line, many declarations, many constraints (tests/fuzz/flatzinc.test.ts). */
export const BIG_FLATZINC: (() => string)[] = [
  () => repeatTo('x'),
  () => repeatTo('var 1..3: x;\n', TEN_MB, ''),
  () => repeatTo('constraint int_eq(1,1);\n', TEN_MB, 'var 1..3: x;\n'),
];
