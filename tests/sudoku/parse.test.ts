import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { ParseError } from '../../src/puzzles/errors.ts';
import { buildSudokuModel, parseSudokuFile, sudokuToLine } from '../../src/puzzles/sudoku/index.ts';
import { solve } from '../../src/solver/index.ts';

const P = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';

function error(text: string): { line: number; column: number; reason: string } {
  try {
    parseSudokuFile(text, 's.txt');
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    const p = e as ParseError;
    check(p.file).toBe('s.txt');
    return { line: p.line, column: p.column, reason: p.reason };
  }
  throw new Error('no error');
}

describe('parseSudokuFile', () => {
  it('reads 81-character lines with . or 0, and comments', () => {
    const ps = parseSudokuFile(`# two puzzles\n${P}\n\n${P.replaceAll('.', '0')}\n`, 's.txt');
    check(ps.map((p) => [p.size, p.line])).toEqual([
      [9, 2],
      [9, 4],
    ]);
    check(sudokuToLine(ps[0]!)).toBe(P);
    check(sudokuToLine(ps[1]!)).toBe(P);
  });
  it('reads the 9-line form with optional spaces', () => {
    const rows = Array.from({ length: 9 }, (_, r) => P.slice(r * 9, r * 9 + 9));
    const text = rows.map((row, r) => (r % 2 ? Array.from(row).join(' ') : row)).join('\n');
    const [p] = parseSudokuFile(text, 's.txt');
    check(sudokuToLine(p!)).toBe(P);
  });
  it('reads counted.txt lines, 4 x 4 and 16 x 16 puzzles', () => {
    const [c] = parseSudokuFile(`${P}:1:534678912672195348198342567859761423426853791713924856961537284287419635345286179`, 's.txt');
    check(c!.count).toBe(1);
    check(c!.solution).toMatch(/^534678912/);
    const [z] = parseSudokuFile(`${P}:0`, 's.txt');
    check(z!.count).toBe(0);
    check(parseSudokuFile('1..4..3...1.4..2', 's.txt')[0]!.size).toBe(4);
    const big = parseSudokuFile('A' + '.'.repeat(254) + 'g', 's.txt')[0]!;
    check([big.size, big.cells[0], big.cells[255]]).toEqual([16, 10, 16]);
  });
  it('wrong length', () => {
    expect(error(P.slice(0, 80))).toMatchObject({ line: 1, column: 81, reason: expect.stringContaining('80 cells') });
    expect(error(`${P}\n${P}5`)).toMatchObject({ line: 2, column: 83, reason: expect.stringContaining('82 cells') });
  });
  it('bad character', () => {
    expect(error(P.slice(0, 10) + 'x' + P.slice(11))).toMatchObject({ line: 1, column: 11, reason: expect.stringContaining('bad character "x"') });
  });
  it('given out of range', () => {
    expect(error('1..5..3...1.4..2')).toMatchObject({ line: 1, column: 4, reason: expect.stringContaining('out of range') });
    expect(error(P.slice(0, 5) + 'A' + P.slice(6))).toMatchObject({ line: 1, column: 6, reason: expect.stringContaining('out of range') });
  });
  it('an incomplete or ragged 9-line form', () => {
    expect(error('53..7....\n6..195...\n')).toMatchObject({ line: 3, reason: expect.stringContaining('only 2 rows') });
    expect(error('53..7....\n6..195..\n')).toMatchObject({ line: 2, column: 9, reason: expect.stringContaining('row 2') });
  });
  it('bad counted fields', () => {
    expect(error(`${P}:x`)).toMatchObject({ line: 1, column: 83, reason: expect.stringContaining('bad solution count') });
    expect(error(`${P}:1:123`)).toMatchObject({ line: 1, column: 85, reason: expect.stringContaining('solution has 3 cells') });
  });
  it('an empty file', () => {
    expect(error('# nothing\n\n')).toMatchObject({ reason: 'no puzzle in the file' });
  });
  it('duplicate givens parse, and the puzzle has no solution', () => {
    const [p] = parseSudokuFile('55' + '.'.repeat(79), 's.txt');
    for (const alldiff of ['gac', 'neq'] as const) {
      for (const inference of ['none', 'fc', 'mac'] as const) {
        check(solve(buildSudokuModel(p!, { alldiff }).problem, { inference, ac3: false, variableOrder: 'mrv', nodeLimit: 1e5 }).status).toBe('unsatisfiable');
      }
    }
  });
});
