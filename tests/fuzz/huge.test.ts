/**
 * 10 MB inputs: one line, and many short lines, for every parser. Each must finish (with a value
 * or a ParseError) within 30 s: a bound that catches hangs and quadratic work (a quadratic pass
 * over 10 MB takes hours) without flaking on a loaded machine; most take well under 3 s. The
 * timings are printed under `npm run fuzz`.
 */
import { describe, expect, it } from 'vitest';
import { parseDictionary, parseGridFile, parseSlotFile } from '../../src/puzzles/crossword/index.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import { readFileText } from '../../src/puzzles/files.ts';
import { REPORT, repeatTo } from './hostile.ts';
import { errorProblems, timed } from './outcome.ts';

const LIMIT_MS = 30_000;

/** Inputs of 10 MB: [what, text]. Built lazily, one at a time, to keep memory down. */
const INPUTS: [string, () => string][] = [
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

const PARSERS: [string, (text: string) => unknown][] = [
  ['slots', (t) => parseSlotFile(t, 'big')],
  ['grid', (t) => parseGridFile(t, 'big')],
  ['dictionary', (t) => parseDictionary(t, 'big')],
  ['sudoku', (t) => parseSudokuFile(t, 'big')],
  ['futoshiki', (t) => parseFutoshiki(t, 'big')],
];

describe('10 MB inputs', () => {
  for (const [what, make] of INPUTS) {
    it(`${what}: every parser finishes with a value or a ParseError`, () => {
      const text = make();
      const timings: string[] = [];
      for (const [name, parse] of PARSERS) {
        const { ms, outcome, threw } = timed(() => parse(text));
        timings.push(`${name} ${Math.round(ms)} ms${threw ? ` (${outcome instanceof Error ? outcome.name : 'throw'})` : ''}`);
        if (threw) expect(errorProblems(outcome, text, 'big'), name).toEqual([]);
        expect(ms, name).toBeLessThan(LIMIT_MS);
      }
      const app = timed(() => readFileText('big.txt', text));
      expect(app.threw).toBe(false);
      timings.push(`readFileText ${Math.round(app.ms)} ms`);
      expect(app.ms).toBeLessThan(LIMIT_MS);
      if (REPORT) console.log(`10 MB, ${what}: ${timings.join(', ')}`);
    }, 300_000);
  }
});
