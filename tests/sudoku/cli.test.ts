import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseArgs } from '../../src/cli/args.ts';
import { genericRunner } from '../../src/cli/generic.ts';
import { CLI_KINDS, type CliIO } from '../../src/cli/kinds.ts';
import { runSudokuBatch, sudokuRunner } from '../../src/cli/sudoku.ts';
import { futoshiki } from '../../src/puzzles/futoshiki/kind.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { fixturePath, publicPath } from '../data.ts';

const hardest = publicPath('puzzles/sudoku-hardest.txt');
const io: CliIO = { read: (path) => readFileSync(path, 'utf8'), write: () => undefined };

describe('CLI runners', () => {
  it('--type sudoku --index N gives rows as digit strings', () => {
    const text = readFileSync(hardest, 'utf8');
    const options = parseArgs([hardest, '--type', 'sudoku', '--index', '2', '--alldiff', 'neq', '--inference', 'fc']);
    check(options.alldiff).toBe('neq');
    const result = sudokuRunner.run(text, options, io) as { status: string; solutions: { rows: string[] }[] };
    check(result.status).toBe('solved');
    expect(result.solutions[0]!.rows).toHaveLength(9);
    check(checkSudoku(text.split('\n')[2]!.trim(), result.solutions[0]!.rows)).toEqual([]);
  });
  it('--batch --json writes one JSON object per puzzle and returns a summary', () => {
    const text = readFileSync(hardest, 'utf8');
    const lines: string[] = [];
    const summary = runSudokuBatch(text, parseArgs([hardest, '--type', 'sudoku', '--batch', '--json']), (l) => lines.push(l));
    expect(lines).toHaveLength(11);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ status: 'solved', solutions: [{ rows: expect.any(Array) }] });
    expect(summary.summary).toMatchObject({ puzzles: 11, solved: 11, unsatisfiable: 0 });
    expect(summary.summary.puzzlesPerSecond).toBeGreaterThan(0);
    check(summary.status).toBe('solved');
  });
  it('--alldiff rejects other forms; futoshiki runs', () => {
    expect(() => parseArgs(['f', '--alldiff', 'x'])).toThrow(/--alldiff/);
    const file = fixturePath('futoshiki/futoshiki-8_0.txt');
    check(genericRunner(futoshiki, CLI_KINDS.futoshiki).run(readFileSync(file, 'utf8'), parseArgs([file, '--type', 'futoshiki']), io).status).toBe('unsatisfiable');
  });
});
