import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { ParseError } from '../../src/puzzles/errors.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { solve } from '../../src/solver/index.ts';

const board4 = '0 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n';

function error(text: string): { line: number; column: number; reason: string } {
  try {
    parseFutoshiki(text, 'f.txt');
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    const p = e as ParseError;
    check(p.file).toBe('f.txt');
    return { line: p.line, column: p.column, reason: p.reason };
  }
  throw new Error('no error');
}

describe('parseFutoshiki', () => {
  it('reads the board, the signs, comments and blank lines', () => {
    const p = parseFutoshiki('# a comment\n' + board4 + '\n0 1 0 0\n1 2 1 1\n', 'f.txt');
    check(p.size).toBe(4);
    check(Array.from(p.cells.slice(0, 4))).toEqual([0, 0, 0, 2]);
    check(p.inequalities).toEqual([
      { r1: 0, c1: 1, r2: 0, c2: 0 },
      { r1: 1, c1: 2, r2: 1, c2: 1 },
    ]);
  });
  it('N outside 4..9', () => {
    expect(error('0 0 0\n0 0 0\n0 0 0\n')).toMatchObject({ line: 1, column: 1, reason: expect.stringContaining('4 to 9') });
    expect(error('0 '.repeat(10) + '\n')).toMatchObject({ line: 1, column: 1 });
  });
  it('a row of the wrong length', () => {
    expect(error('0 0 0 0\n0 0 0 0 0\n')).toMatchObject({ line: 2, column: 9, reason: expect.stringContaining('row 2 has 5 numbers') });
    expect(error('0 0 0 0\n0 0 0\n')).toMatchObject({ line: 2, column: 6 });
  });
  it('a bad number and a given out of range', () => {
    expect(error('0 0 x 0\n')).toMatchObject({ line: 1, column: 5, reason: expect.stringContaining('bad number') });
    expect(error('0 0 0 0\n0 5 0 0\n')).toMatchObject({ line: 2, column: 3, reason: expect.stringContaining('out of range') });
  });
  it('too few rows', () => {
    expect(error('0 0 0 0\n0 0 0 0\n')).toMatchObject({ line: 3, reason: expect.stringContaining('expected 4 rows') });
    expect(error('\n# nothing\n')).toMatchObject({ reason: 'no puzzle in the file' });
  });
  it('inequalities: wrong field count, off the board, not adjacent', () => {
    expect(error(board4 + '0 0 0\n')).toMatchObject({ line: 5, reason: expect.stringContaining('4 numbers') });
    expect(error(board4 + '0 0 0 1 2\n')).toMatchObject({ line: 5, column: 9 });
    expect(error(board4 + '0 3 0 4\n')).toMatchObject({ line: 5, column: 7, reason: expect.stringContaining('off the board') });
    expect(error(board4 + '0 0 1 1\n')).toMatchObject({ line: 5, column: 5, reason: expect.stringContaining('not adjacent') });
    expect(error(board4 + '0 0 0 0\n')).toMatchObject({ line: 5, reason: expect.stringContaining('not adjacent') });
    expect(error(board4 + '0 -1 0 0\n')).toMatchObject({ line: 5, column: 3, reason: expect.stringContaining('bad number') });
  });
  it('duplicate givens parse, and the puzzle has no solution', () => {
    const p = parseFutoshiki('1 0 0 1\n0 0 0 0\n0 0 0 0\n0 0 0 0\n', 'f.txt');
    for (const alldiff of ['gac', 'neq'] as const) {
      check(solve(buildFutoshikiModel(p, { alldiff }).problem).status).toBe('unsatisfiable');
    }
  });
});
