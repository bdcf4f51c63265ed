/** The smallest inputs the fuzzers found that broke a parser, one test each. */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { MAX_BOARD_SIDE, parseDictionary, parseGridFile, parseSlotFile } from '../../src/puzzles/crossword/index.ts';
import { describe as quote, ParseError } from '../../src/puzzles/errors.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { parseError } from '../parseError.ts';
import { english, msg } from '../../src/text/index.ts';

describe('messages quote at most a short excerpt of a long line', () => {
  it('a slot file with a 100,000-character field', () => {
    const e = parseError(() => parseSlotFile('0 0 2 ' + 'q'.repeat(100_000)));
    check([e.line, e.column]).toEqual([1, 7]);
    check(e.reason).toBe(`expected a direction (h, v, A or D), found "${'q'.repeat(20)}…"`);
    const x = parseError(() => parseSlotFile('x'.repeat(5000) + ' 0 2 h'));
    check(x.reason).toBe(`expected X (the column) (a whole number), found "${'x'.repeat(20)}…"`);
  });

  it('a dictionary of one long line without letters', () => {
    const e = parseError(() => parseDictionary('1'.repeat(3000)));
    check(e.reason).toBe(`expected words of letters, one per line, found none (1 lines skipped, e.g. line 1: "${'1'.repeat(40)}…")`);
  });

  it('a Futoshiki given of 400 digits is quoted, not shown as Infinity', () => {
    const e = parseError(() => parseFutoshiki(`${'1'.repeat(400)} 0 0 0\n`, 'f.txt'));
    check([e.line, e.column]).toEqual([1, 1]);
    check(e.reason).toBe(`given ${'1'.repeat(20)}… out of range 0..4`);
    const off = parseError(() => parseFutoshiki(`0 0 0 0\n`.repeat(4) + `0 0 ${'9'.repeat(400)} 0\n`, 'f.txt'));
    check(off.reason).toBe(`${'9'.repeat(20)}… is off the board (rows and columns are 0..3)`);
  });

  it('an excerpt never cuts a character in half', () => {
    check(quote('😀'.repeat(30))).toBe(JSON.stringify('😀'.repeat(20) + '…'));
    check(quote('😀'.repeat(15))).toBe(JSON.stringify('😀'.repeat(15)));
    check(quote('')).toEqual({ key: 'parse.nothing', params: {} });
    check(english(msg('parse.queens.header', { found: quote('') }))).toBe('expected a header `queens N` (the board size), found nothing');
  });
});

describe('errors at the end of a file point inside the file', () => {
  it('a slot file that is only a header, without a final newline', () => {
    const e = parseError(() => parseSlotFile('1 1'));
    check([e.line, e.column]).toEqual([1, 4]);
    check(e.reason).toMatch(/expected slots after the board size, found the end of the file/);
    const comment = parseError(() => parseSlotFile('5 5\n# no slots'));
    check([comment.line, comment.column]).toEqual([2, 11]);
  });
});

describe('grid files: long lines and many rows', () => {
  it('200,000 rows: an error at the first row too many (it overflowed the stack: Math.max of every row)', () => {
    const e = parseError(() => parseGridFile('.\n'.repeat(200_000), 'big.grid'));
    check([e.line, e.column]).toEqual([MAX_BOARD_SIDE + 1, 1]);
    check(e.reason).toBe(`expected at most ${MAX_BOARD_SIDE} rows, found 200000`);
  });

  it('a row of a million spaces before a cell: linear, not quadratic, trimming (quadratic would run into the timeout; the time: `npm run bench parsers`)', () => {
    const e = parseError(() => parseGridFile(' '.repeat(1_000_000) + '.', 'g.grid'));
    check([e.line, e.column]).toEqual([1, MAX_BOARD_SIDE + 1]);
  });

  it('a row wider than the board limit, and one as wide as the limit', () => {
    const e = parseError(() => parseGridFile('#'.repeat(MAX_BOARD_SIDE) + '..', 'g.grid'));
    check([e.line, e.column]).toEqual([1, MAX_BOARD_SIDE + 1]);
    check(e.reason).toBe(`expected at most ${MAX_BOARD_SIDE} cells in a row, found ${MAX_BOARD_SIDE + 2}`);
    const wide = parseGridFile('.'.repeat(MAX_BOARD_SIDE) + '\n#\n', 'g.grid');
    check([wide.width, wide.height, wide.slots.length]).toEqual([MAX_BOARD_SIDE, 2, 1]);
    // A long row padding many short ones cannot make a board of millions of cells.
    expect(() => parseGridFile('.'.repeat(100_000) + '\n.'.repeat(100_000), 'g.grid')).toThrow(ParseError);
  });

  it('columns count the line as written when NFC changes it', () => {
    // e + combining acute is one cell (é) but two characters: the NUL is at column 3.
    check(parseError(() => parseGridFile('e\u0301\u0000', 'g.grid')).column).toBe(3);
    // U+0958 becomes two code points under NFC, a letter and a combining nukta (not a cell).
    check(parseError(() => parseGridFile('\u0958', 'g.grid')).column).toBe(1);
  });
});

describe('slot files: huge numbers', () => {
  it('a huge board size is an error at that number, not a RangeError or an exhausted memory', () => {
    const e = parseError(() => parseSlotFile('99999999999 5\n0 0 2 h\n'));
    check([e.line, e.column]).toEqual([1, 1]);
    check(e.reason).toBe(`the board width must be at most ${MAX_BOARD_SIDE}, found 99999999999`);
    const tall = parseError(() => parseSlotFile(`5 ${2 ** 31}\n0 0 2 h\n`));
    check([tall.line, tall.column, tall.reason]).toEqual([1, 3, `the board height must be at most ${MAX_BOARD_SIDE}, found ${2 ** 31}`]);
    const [big] = parseSlotFile(`${MAX_BOARD_SIDE} ${MAX_BOARD_SIDE}\n0 0 2 h\n`);
    expect(big!.blocks).toHaveLength(MAX_BOARD_SIDE * MAX_BOARD_SIDE);
  });

  it('a coordinate of 400 digits is quoted, not shown as Infinity', () => {
    const e = parseError(() => parseSlotFile(`0 ${'9'.repeat(400)} 2 h\n`));
    check([e.line, e.column]).toEqual([1, 3]);
    check(e.reason).toBe(`Y (the row) must be at most ${MAX_BOARD_SIDE}, found ${'9'.repeat(20)}…`);
    check(parseError(() => parseSlotFile(`-${'9'.repeat(400)} 0 2 h\n`)).reason).toBe(`X (the column) must be at least 0, found -${'9'.repeat(19)}…`);
  });
});

describe('Sudoku files: counts', () => {
  it('a solution count beyond 2^53 is an error, not a rounded or infinite number', () => {
    const puzzle = '1' + '.'.repeat(15);
    const e = parseError(() => parseSudokuFile(`${puzzle}:${'9'.repeat(400)}\n`, 's.txt'));
    check([e.line, e.column]).toEqual([1, 18]);
    check(e.reason).toBe(`bad solution count "${'9'.repeat(20)}…": at most ${Number.MAX_SAFE_INTEGER}`);
    expect(() => parseSudokuFile(`${puzzle}:${2 ** 53}\n`, 's.txt')).toThrow(/bad solution count/);
    check(parseSudokuFile(`${puzzle}:${2 ** 53 - 1}\n`, 's.txt')[0]!.count).toBe(2 ** 53 - 1);
  });
});

describe('Sudoku files: bad characters', () => {
  it('an emoji is quoted whole, not as half a surrogate pair', () => {
    const e = parseError(() => parseSudokuFile('12😀4\n', 's.txt'));
    check([e.line, e.column]).toEqual([1, 3]);
    check(e.reason).toBe('bad character "😀": expected a digit 1-9 (A-G in 16 x 16), 0 or .');
  });
});
