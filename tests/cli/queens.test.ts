/** `npm run solve -- --type queens --size N` and `--search min-conflicts`, run as a user runs them. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkFutoshiki, readFutoshikiFacts } from '../../src/checkers/futoshiki.ts';
import { checkQueens } from '../../src/checkers/queens.ts';
import { parseArgs } from '../../src/cli/args.ts';
import { fixturePath, readFixture } from '../data.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('solve --type queens', () => {
  it('--all --json --verify: the 92 solutions of 8-queens as {"queens": [...]}, each passing the checker', () => {
    const r = cli('--type', 'queens', '--size', '8', '--all', '--json', '--verify');
    check(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'solved', verified: true });
    expect(out.solutions).toHaveLength(92);
    check(Object.keys(out.solutions[0])).toEqual(['queens']);
    for (const s of out.solutions) check(checkQueens(8, s.queens)).toEqual([]);
    check(new Set(out.solutions.map((s: { queens: number[] }) => s.queens.join(','))).size).toBe(92);
    check(out.stats.solutions).toBe(92);
  });

  it('takes the backtracking options and prints the board as text for small N', () => {
    const r = cli('--type', 'queens', '--size', '6', '--inference', 'mac', '--var', 'dom-wdeg', '--val', 'reverse', '--strategy', 'bfs', '--max-solutions', '2', '--verify');
    check(r.code).toBe(0);
    const boards = r.stdout.split('\n').filter((l) => /^[.Q]( [.Q]){5}$/.test(l));
    expect(boards).toHaveLength(12);
    for (let k = 0; k < 2; k++) {
      const queens = boards.slice(6 * k, 6 * k + 6).map((l) => l.split(' ').indexOf('Q'));
      check(checkQueens(6, queens)).toEqual([]);
    }
    check(r.stdout).toMatch(/Verified: every solution passes the independent checker/);
  });

  it('3-queens has no solution (exit 1)', () => {
    const r = cli('--type', 'queens', '--size', '3', '--json');
    check(r.code).toBe(1);
    check(JSON.parse(r.stdout).status).toBe('unsatisfiable');
  });

  it('--search min-conflicts: a checked answer, steps and restarts in the stats', () => {
    const r = cli('--type', 'queens', '--size', '2000', '--search', 'min-conflicts', '--seed', '3', '--walk', '0.01', '--max-steps', '100000', '--json', '--verify');
    check(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'solved', verified: true });
    check(checkQueens(2000, out.solutions[0].queens)).toEqual([]);
    expect(out.stats.steps).toBeGreaterThanOrEqual(0);
    check(out.stats.restarts).toBe(0);
    const again = JSON.parse(cli('--type', 'queens', '--size', '2000', '--search', 'min-conflicts', '--seed', '3', '--walk', '0.01', '--max-steps', '100000', '--json').stdout);
    check(again.solutions).toEqual(out.solutions);
  });

  it('--search min-conflicts gives up with status stopped and exit 3 after --max-steps, counting restarts', () => {
    const r = cli('--type', 'queens', '--size', '3', '--search', 'min-conflicts', '--max-steps', '50', '--restart-steps', '10', '--json');
    check(r.code).toBe(3);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'stopped', solutions: [] });
    check(out.stats.steps).toBe(50);
    check(out.stats.restarts).toBe(4);
    check(out.message).toMatch(/no solution after 50 repairs/);
  });

  it('min-conflicts text output says so, with the board for small N and the first columns for large N', () => {
    const small = cli('--type', 'queens', '--size', '10', '--search', 'min-conflicts', '--restart-steps', '100');
    check(small.code).toBe(0);
    check(small.stdout).toMatch(/Steps: \d+ \(min-conflicts repairs\)/);
    expect(small.stdout.split('\n').filter((l) => /^[.Q]( [.Q]){9}$/.test(l))).toHaveLength(10);
    const large = cli('--type', 'queens', '--size', '100', '--search', 'min-conflicts');
    check(large.stdout).toMatch(/^Columns \(0-based, row by row\): (\d+ ){20}\.\.\./);
  });

  it('--search min-conflicts on Sudoku and Futoshiki files, checked with --verify', () => {
    const futoshiki = cli('--type', 'futoshiki', fixturePath('futoshiki/futoshiki-4_0.txt'), '--search', 'min-conflicts', '--walk', '0.1', '--restart-steps', '5000', '--json', '--verify');
    check(futoshiki.code).toBe(0);
    const out = JSON.parse(futoshiki.stdout);
    expect(out).toMatchObject({ status: 'solved', verified: true });
    check(checkFutoshiki(readFutoshikiFacts(readFixture('futoshiki/futoshiki-4_0.txt')), out.solutions[0].rows)).toEqual([]);
    const sudoku = cli('--type', 'sudoku', fixturePath('sudoku/counted.txt'), '--search', 'min-conflicts', '--max-steps', '200', '--json', '--verify');
    check([0, 3]).toContain(sudoku.code);
    check(JSON.parse(sudoku.stdout).verified).toBe(true);
  });

  it('refuses bad options with a clear message', () => {
    const cases: [string[], RegExp][] = [
      [['--type', 'queens'], /needs --size N/],
      [['--type', 'queens', '--size', '8', 'file.txt'], /takes --size N, not a file/],
      [['--type', 'queens', '--size', '0'], /--size expects a number of at least 1/],
      [['--type', 'queens', '--size', '8', '--walk', '2', '--search', 'min-conflicts'], /--walk expects a probability/],
      [['--type', 'queens', '--size', '8', '--max-steps', '10'], /are for --search min-conflicts/],
      [['--type', 'queens', '--size', '8', '--search', 'min-conflicts', '--all'], /finds one solution/],
      [['--type', 'queens', '--size', '8', '--search', 'tabu'], /--search expects one of backtracking, min-conflicts/],
      [['--type', 'sudoku', 'counted.txt', '--size', '9'], /--size is for --type queens/],
      [['x.slots', '--search', 'min-conflicts'], /for queens, models, Sudoku and Futoshiki/],
    ];
    for (const [args, message] of cases) expect(() => parseArgs(args), args.join(' ')).toThrow(message);
    expect(parseArgs(['--type', 'queens', '--size', '8', '--search', 'min-conflicts', '--seed', '4', '--walk', '0.5', '--max-steps', '9', '--restart-steps', '3', '--timeout', '2'])).toMatchObject({
      file: '',
      size: 8,
      searchKind: 'min-conflicts',
      local: { seed: 4, walk: 0.5, maxSteps: 9, restartSteps: 3, timeLimitMs: 2000 },
    });
  });

  it('bad options from the command line: exit 2 with a JSON error; backtracking refuses boards past 10,000', () => {
    const usage = cli('--type', 'queens', '--json');
    check(usage.code).toBe(2);
    check(JSON.parse(usage.stdout).error.message).toMatch(/needs --size N/);
    const big = cli('--type', 'queens', '--size', '20000', '--json');
    check(big.code).toBe(2);
    check(JSON.parse(big.stdout).error.message).toMatch(/backtracking keeps N² bits/);
  });
});
