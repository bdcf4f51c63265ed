/**
 * `npm run solve -- FILE --explain`, run as a user runs it: an answer without solution gets
 * `"reason"`, each kind's minimal set of parts, judged here by brute force outside the solver.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { countTo, groupsOf } from '../makers/bruteCount.ts';
import { allQueens } from '../queens/bruteForce.ts';
import { bruteFill } from '../reason/brute.ts';
import { parseGridFile } from '../../src/puzzles/crossword/gridFile.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'explain-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, text: string): string {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
}

/** The `"reason"` of a run expected to have no solution (exit code 1). */
function reasonOf(...args: string[]) {
  const r = cli(...args, '--explain', '--json');
  check(r.code, r.stderr).toBe(1);
  const out = JSON.parse(r.stdout);
  check(out.status).toBe('unsatisfiable');
  check(out.reason.sentence).toMatch(/^[^{}]+$/);
  check(typeof out.reason.calls).toBe('number');
  return out.reason;
}

describe('solve --explain', () => {
  it('Sudoku: the givens no completion keeps, 1-based, and the clash in its unit', () => {
    const line = '44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const reason = reasonOf(file('clash.txt', line + '\n'), '--type', 'sudoku');
    expect(reason).toMatchObject({ cells: [[1, 1], [1, 2]], digits: [4, 4], sentence: 'the givens r1c1 and r1c2 are both 4 in row 1', minimal: true });
    // Judged by the makers' counter: the two givens alone have no completion, each alone has one.
    const only = (cells: [number, number][]) => {
      const givens = new Uint8Array(81);
      for (const [r, c] of cells) givens[(r - 1) * 9 + c - 1] = Number(line[(r - 1) * 9 + c - 1]);
      return countTo({ size: 9, givens, groups: groupsOf(9, [3, 3]), less: [] }, 1);
    };
    check(only(reason.cells)).toBe(0);
    for (const cell of reason.cells) check(only([cell])).toBe(1);
  });

  it('Futoshiki: signs too, as [smaller cell, larger cell]', () => {
    const text = ['0 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 0', '0 0 0 1', '0 1 1 1', '1 1 1 0', '1 0 0 0', '2 2 2 3'].join('\n') + '\n';
    const reason = reasonOf(file('cycle.txt', text), '--type', 'futoshiki');
    expect(reason).toMatchObject({ cells: [], digits: [], minimal: true });
    check(reason.signs).toEqual([
      [[1, 1], [1, 2]],
      [[1, 2], [2, 2]],
      [[2, 2], [2, 1]],
      [[2, 1], [1, 1]],
    ]);
    check(reason.sentence).toBe('these 4 signs already have no completion: r1c1 < r1c2, r1c2 < r2c2, r2c2 < r2c1 and r2c1 < r1c1');
  });

  it('queens: a board file with queens placed (.queens), the queens no solution keeps', () => {
    const board = ['queens 6', '.Q....', '......', '......', '.....Q', '......', '......'].join('\n') + '\n';
    const reason = reasonOf(file('six.queens', board));
    const solutions = allQueens(6).map((s) => s.split(',').map(Number));
    const kept = (queens: [number, number][]) => solutions.some((s) => queens.every(([r, c]) => s[r - 1] === c - 1));
    expect(reason.queens.length).toBeGreaterThan(0);
    check(kept(reason.queens)).toBe(false);
    for (const q of reason.queens) check(kept(reason.queens.filter((x: [number, number]) => x !== q))).toBe(true);
    // No board at all for 3 queens: the empty reason says so.
    expect(reasonOf('--type', 'queens', '--size', '3')).toMatchObject({ queens: [], sentence: 'a 3 × 3 board has no solution, even without the queens placed', minimal: true });
  });

  it('queens: a board file is solved with its queens kept, and --verify checks they stay', () => {
    const r = cli(file('corner.queens', 'queens 5\n1 1\n'), '--json', '--verify');
    check(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    check(out.verified).toBe(true);
    check(out.solutions[0].queens[0]).toBe(0);
  });

  it('a FlatZinc model: the lines that contradict each other, and their constraints', () => {
    const text = ['var 0..20: x :: output_var;', 'var 0..20: y :: output_var;', 'var 0..20: z :: output_var;', 'constraint int_lin_eq([1,1],[x,y],10);', 'constraint int_le(3,z);', 'constraint int_lin_eq([1,-1],[x,y],3);', 'solve satisfy;'].join('\n') + '\n';
    const reason = reasonOf(file('xy.fzn', text));
    check(reason).toEqual({
      lines: [4, 6],
      constraints: ['int_lin_eq([1, 1], [x, y], 10)', 'int_lin_eq([1, -1], [x, y], 3)'],
      linesIn: 'model',
      sentence: 'lines 4 and 6 contradict each other: int_lin_eq([1, 1], [x, y], 10) and int_lin_eq([1, -1], [x, y], 3) have no solution together in the variables’ domains',
      minimal: true,
      calls: reason.calls,
      timeMs: reason.timeMs,
    });
  });

  it('a crossword: the slots that cannot be filled together, each with its pattern and words', () => {
    const reason = reasonOf('public/puzzles/swordsmith-5x.grid');
    check(reason.minimal).toBe(true);
    expect(reason.slots.length).toBeGreaterThan(1);
    for (const slot of reason.slots) check(reason.patterns[slot]).toBe('?????');
    check(Object.keys(reason.fit)).toEqual(reason.slots);
  });

  it('a crossword unfillable at a minimum score: the slots the bound starves, and a fill without it', () => {
    const grid = file('corner.grid', ['...', '.##', '.##'].join('\n') + '\n');
    const list = file('scored.txt', ['abc;9', 'bca;7', 'acb;1', 'cab;2'].join('\n') + '\n');
    const reason = reasonOf(grid, '--dict', list, '--min-score', '5');
    check(reason.slots).toEqual(['1-Across', '1-Down']);
    check(reason.starved.minScore).toBe(5);
    const words = reason.starved.fill.map((w: { word: string }) => w.word);
    const layout = parseGridFile(['...', '.##', '.##'].join('\n'), 'corner.grid');
    expect(bruteFill(layout, [0, 1], ['abc', 'bca', 'acb', 'cab'])).not.toBeNull();
    expect(bruteFill(layout, [0, 1], words)).not.toBeNull();
    check(reason.starved.fill.some((w: { score: number }) => w.score < 5)).toBe(true);
    check(reason.sentence).toMatch(/^at minimum score 5: 1-Across and 1-Down cannot be filled together from this list/);
  });

  it('the text output says the reason on a line of its own', () => {
    const r = cli(file('clash2.txt', '11..............\n'), '--type', 'sudoku', '--explain');
    check(r.code).toBe(1);
    check(r.stdout).toMatch(/^Reason: the givens r1c1 and r1c2 are both 1 in row 1 \(minimal\)$/m);
  });

  it('no time for the reason: the whole puzzle, not proven minimal', () => {
    const reason = reasonOf('public/puzzles/swordsmith-5x.grid', '--explain-timeout', '0');
    check(reason.minimal).toBe(false);
    expect(reason.slots).toHaveLength(10);
    check(reason.calls).toBe(0);
  });

  it('only an answer without solution gets a reason; without --explain nothing changes', () => {
    const solved = JSON.parse(cli(file('ok.txt', '1...............\n'), '--type', 'sudoku', '--explain', '--json').stdout);
    check(solved.status).toBe('solved');
    expect(solved).not.toHaveProperty('reason');
    const plain = JSON.parse(cli(file('clash3.txt', '11..............\n'), '--type', 'sudoku', '--json').stdout);
    check(plain.status).toBe('unsatisfiable');
    expect(plain).not.toHaveProperty('reason');
  });

  it('refuses what it cannot explain, naming the option', () => {
    for (const [args, message] of [
      [['x.txt', '--type', 'sudoku', '--batch', '--explain'], /--explain is for one puzzle/],
      [['--type', 'queens', '--size', '8', '--search', 'min-conflicts', '--explain'], /min-conflicts never does/],
      [['x.txt', '--explain-timeout', '5'], /--explain-timeout goes with --explain/],
      [['--type', 'sudoku', '--generate', '1', '--explain'], /not --generate/],
      [['x.txt', '--explain', '--explain-timeout', '-1'], /--explain-timeout expects a number/],
    ] as const) {
      const r = cli(...args, '--json');
      check(r.code).toBe(2);
      check(JSON.parse(r.stdout).error.message).toMatch(message);
    }
  });
});
