import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import {
  looksLikeGrid,
  parseDictionary,
  parseGridFile,
  parseSlotFile,
} from '../../src/puzzles/crossword/index.ts';
import { parseError } from '../parseError.ts';

describe('slot files', () => {
  it('reads the header, slots and both direction spellings', () => {
    const [layout] = parseSlotFile('13 4\n2 0 4 v\n0 1 9 h\n', 'x.slots');
    check(layout!.width).toBe(13);
    check(layout!.height).toBe(4);
    check(layout!.slots.map((s) => [s.name, s.row, s.col, s.length])).toEqual([
      ['1-Down', 0, 2, 4],
      ['2-Across', 1, 0, 9],
    ]);
    const [upper] = parseSlotFile('2 0 4 D\n0 1 5 a\n');
    check(upper!.slots.map((s) => s.direction)).toEqual(['down', 'across']);
  });

  it('defaults to 8 x 8 without a header, skips blank lines and comments', () => {
    const [layout] = parseSlotFile('# a comment\n\n0 0 4 h\n  \n0 0 5 v\n');
    check([layout!.width, layout!.height]).toEqual([8, 8]);
    expect(layout!.slots).toHaveLength(2);
    expect(layout!.blocks.filter((b) => !b)).toHaveLength(8);
  });

  it('reads one puzzle per line when lines hold several slots', () => {
    const puzzles = parseSlotFile('0 0 4 A 0 0 5 D\n0 0 3 A 2 0 3 D 0 2 3 A\n');
    check(puzzles.map((p) => p.slots.length)).toEqual([2, 3]);
  });

  it('numbers slots like a crossword: one number per starting cell', () => {
    const [layout] = parseSlotFile('0 0 4 h\n0 0 5 v\n2 0 4 v\n2 2 2 h\n0 3 3 h\n');
    check(layout!.slots.map((s) => s.name)).toEqual(['1-Across', '1-Down', '2-Down', '3-Across', '4-Across']);
  });

  const bad: [string, string, number, number, RegExp][] = [
    ['a non-number', '8 8\n0 x 4 h\n', 2, 3, /Y \(the row\).*"x"/],
    ['a bad direction', '0 0 4 q\n', 1, 7, /direction.*"q"/],
    ['a length below 2', '0 0 1 h\n', 1, 5, /LENGTH must be at least 2/],
    ['a slot leaving the board', '5 5\n3 0 4 h\n', 2, 1, /leaves the 5 x 5 board/],
    ['a slot leaving the board downwards', '0 6 3 v\n', 1, 1, /leaves the 8 x 8 board/],
    ['overlapping slots of one direction', '0 0 4 h\n2 0 4 h\n', 2, 1, /overlaps the across slot of line 1/],
    ['fields not in groups of four', '0 0 4 h 1 1\n', 1, 9, /groups of four fields.*6 fields/],
    ['an empty file', '\n# nothing\n', 1, 1, /empty file/],
    ['a header alone', '8 8\n', 2, 1, /slots after the board size/],
    ['a bad board size', '0 8\n0 0 2 h\n', 1, 1, /board width must be at least 1/],
    ['a negative coordinate', '-1 0 4 h\n', 1, 1, /X \(the column\) must be at least 0/],
  ];
  for (const [what, text, line, column, message] of bad) {
    it(`rejects ${what} with line and column`, () => {
      const e = parseError(() => parseSlotFile(text, 'bad.slots'));
      check(e.file).toBe('bad.slots');
      check([e.line, e.column]).toEqual([line, column]);
      check(e.reason).toMatch(message);
      check(e.message).toContain(`bad.slots:${line}:${column}`);
    });
  }
});

describe('grid files', () => {
  it('reads blocks, open cells and given letters in every spelling, padding short rows', () => {
    const layout = parseGridFile('#.-_1\n*0ab\nЖ.\n', 'g.grid');
    check([layout.width, layout.height]).toEqual([5, 3]);
    check(layout.blocks).toEqual([true, false, false, false, false, true, true, false, false, true, false, false, true, true, true]);
    check(layout.given[7]).toBe('a');
    check(layout.given[10]).toBe('ж');
  });

  it('derives slots as maximal runs of two or more open cells', () => {
    const layout = parseGridFile('...#\n.#..\n....\n');
    check(layout.slots.map((s) => `${s.name}:${s.length}`)).toEqual([
      '1-Across:3',
      '1-Down:3',
      '2-Down:3',
      '3-Across:2',
      '4-Down:2',
      '5-Across:4',
    ]);
  });

  it('reads every bundled sample grid', async () => {
    const { readFixture, readPublic } = await import('../data.ts');
    const grids = [
      ...['seed003-simple', 'seed003-medium', 'seed003-complex'].map((name) => readFixture(`crossword/${name}.grid`)),
      ...['swordsmith-15xcommon', 'swordsmith-7xopen'].map((name) => readPublic(`puzzles/${name}.grid`)),
    ];
    for (const text of grids) {
      const layout = parseGridFile(text);
      expect(layout.slots.length).toBeGreaterThan(3);
    }
  });

  it('rejects an unknown character with its line and column', () => {
    const e = parseError(() => parseGridFile('....\n.?..\n', 'g.grid'));
    check([e.file, e.line, e.column]).toEqual(['g.grid', 2, 2]);
    check(e.reason).toMatch(/found "\?"/);
  });

  it('rejects an empty file and an empty line inside the grid', () => {
    check(parseError(() => parseGridFile('\n\n')).reason).toMatch(/empty file/);
    check(parseError(() => parseGridFile('...\n\n...\n')).line).toBe(2);
  });

  it('tells grids from slot files', () => {
    check(looksLikeGrid('#..#\n....\n')).toBe(true);
    check(looksLikeGrid('0110\n1111\n')).toBe(true);
    check(looksLikeGrid('8 8\n0 0 4 h\n')).toBe(false);
    check(looksLikeGrid('# layout\n0 0 4 h\n')).toBe(false);
  });
});

describe('dictionaries', () => {
  it('keeps the first field, lower-cases, merges duplicates and counts skipped lines', () => {
    const d = parseDictionary('Cat 12 a clue\ncat\n# comment\n\ndog-house\nDOG\nit\'s\nКот\n', 'd.txt');
    check(d.words).toEqual(['cat', 'dog', 'кот']);
    check(d.duplicates).toBe(1);
    check(d.skipped).toBe(2);
    check(d.skippedExamples.map((s) => s.line)).toEqual([5, 7]);
  });

  it('keeps word;score weights', () => {
    const d = parseDictionary('apple;50\nbanana;25\n');
    check(d.words).toEqual(['apple', 'banana']);
    check(d.weights?.get('banana')).toBe(25);
  });

  it('rejects a file with no words, saying how many lines were skipped', () => {
    const e = parseError(() => parseDictionary('a-b\nc-d e\n', 'x.txt'));
    check(e.reason).toMatch(/found none \(2 lines skipped, e.g. line 1/);
    check(parseError(() => parseDictionary('')).reason).toMatch(/empty file/);
  });

  it('rejects binary data with its position', () => {
    const e = parseError(() => parseDictionary('abc\nde\u0000f\n', 'bin'));
    check([e.line, e.column]).toEqual([2, 3]);
  });
});

describe('line endings', () => {
  const ending = ['\n', '\r\n', '\r'] as const;

  it('reads LF, CRLF and lone CR (old Mac) files alike, with the same line numbers', () => {
    for (const eol of ending) {
      check(parseSlotFile(['5 5', '0 0 3 h', '0 0 3 v'].join(eol) + eol)[0]!.slots.length).toBe(2);
      check(parseGridFile(['..#', '...', '#..'].join(eol)).slots.length).toBe(6);
      check(parseDictionary(['apple', 'pear', 'plum'].join(eol)).words).toEqual(['apple', 'pear', 'plum']);
      const e = parseError(() => parseSlotFile(['5 5', '0 0 3 h', '0 0 x v'].join(eol)));
      check([e.line, e.column]).toEqual([3, 5]);
    }
  });

  it('counts the binary-data position as every parser does: after a BOM and a lone CR', () => {
    const e = parseError(() => parseDictionary('\uFEFFabc\rde\u0000f', 'bin'));
    check([e.line, e.column]).toEqual([2, 3]);
  });
});
