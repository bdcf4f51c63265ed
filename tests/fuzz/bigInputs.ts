/**
 * The 10 MB inputs every parser must survive (tests/fuzz/huge.test.ts), and how long each parser
 * takes on them (`npm run bench parsers`): one line, and many short lines.
 */
import { parseDictionary, parseGridFile, parseSlotFile } from '../../src/puzzles/crossword/index.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { repeatTo, TEN_MB } from './hostile.ts';

/**
 * Inputs of 10 MB (`bytes` to make them smaller): [what, make, shape]. Built lazily, one at a time,
 * to keep memory down. `line` inputs are one 10 MB line (issue 11's "10 MB lines"); `lines`
 * inputs are many short lines, whose cost is in the values built per line.
 */
export const INPUTS: [string, (bytes?: number) => string, 'line' | 'lines'][] = [
  ['one line of x', (bytes = TEN_MB) => repeatTo('x', bytes), 'line'],
  ['one line of spaces then x', (bytes = TEN_MB) => repeatTo(' ', bytes - 1) + 'x', 'line'],
  ['one line of spaced digits', (bytes = TEN_MB) => repeatTo('1 ', bytes), 'line'],
  ['one line of slot groups', (bytes = TEN_MB) => repeatTo('0 0 2 h ', bytes), 'line'],
  ['one line of dots', (bytes = TEN_MB) => repeatTo('.', bytes), 'line'],
  ['one line of digits', (bytes = TEN_MB) => repeatTo('5', bytes), 'line'],
  ['one line of letters', (bytes = TEN_MB) => repeatTo('é', bytes), 'line'],
  ['one line of combining marks', (bytes = TEN_MB) => repeatTo('\u0301', bytes), 'line'],
  ['one line of emoji', (bytes = TEN_MB) => repeatTo('😀', bytes), 'line'],
  ['one line of NUL', (bytes = TEN_MB) => repeatTo('\u0000', bytes), 'line'],
  ['short lines of slots', (bytes = TEN_MB) => repeatTo('0 0 2 h\n', bytes), 'lines'],
  ['short lines of two slots', (bytes = TEN_MB) => repeatTo('0 0 2 h 0 0 2 v\n', bytes), 'lines'],
  ['short lines of grid rows', (bytes = TEN_MB) => repeatTo('#..#.\n', bytes), 'lines'],
  ['a long row then short rows', (bytes = TEN_MB) => repeatTo('.\n', bytes, repeatTo('.', bytes / 2) + '\n'), 'lines'],
  ['short lines of words', (bytes = TEN_MB) => repeatTo('word\n', bytes), 'lines'],
  ['short lines of Sudoku rows', (bytes = TEN_MB) => repeatTo('1234\n', bytes), 'lines'],
  ['short lines of Futoshiki rows', (bytes = TEN_MB) => repeatTo('0 0 0 0\n', bytes), 'lines'],
  ['short lines of CR', (bytes = TEN_MB) => repeatTo('1 2\r', bytes), 'lines'],
  ['short lines of NUL', (bytes = TEN_MB) => repeatTo('a\u0000\n', bytes), 'lines'],
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
