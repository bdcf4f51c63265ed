/** `--verify`: the CLI checks every solution with the independent checkers (src/checkers). */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { crosswordCheck, futoshikiCheck, sudokuCheck, verifyResult } from '../../src/cli/verify.ts';
import { exitCode, type CliResult } from '../../src/cli/result.ts';
import { layoutFromBoard } from '../../src/puzzles/crossword/index.ts';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { sudokuFromLine } from '../../src/puzzles/sudoku/index.ts';
import { emptyStats } from '../../src/solver/index.ts';
import { fixturePath, publicPath, readPublic } from '../data.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function solved(...rows: string[][]): CliResult {
  return { status: 'solved', solutions: rows.map((r) => ({ rows: r })), stats: emptyStats() };
}

describe('solve --verify (the command)', () => {
  it('crossword: adds "verified": true to the JSON and keeps every other field', () => {
    const r = cli(publicPath('puzzles/seed000-p4.slots'), '--dict', fixturePath('crossword/top3000-english.txt'), '--verify', '--json');
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'solved', verified: true });
    expect(Object.keys(out)).toEqual(expect.arrayContaining(['status', 'solutions', 'stats', 'verified']));
  });

  it('Sudoku: every one of all solutions verified; text output says so', () => {
    const r = cli(publicPath('puzzles/sudoku-own-4x4.txt'), '--type', 'sudoku', '--all', '--verify', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', verified: true });
    const text = cli(publicPath('puzzles/sudoku-own-4x4.txt'), '--type', 'sudoku', '--verify');
    expect(text.stdout).toContain('Verified: every solution passes the independent checker');
  });

  it('Sudoku --batch: every line carries "verified"', () => {
    const r = cli(publicPath('puzzles/sudoku-own-4x4.txt'), '--type', 'sudoku', '--batch', '--verify', '--json');
    expect(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(0, -1)) expect(line.verified).toBe(true);
  });

  it('Futoshiki: verified', () => {
    const r = cli(publicPath('puzzles/futoshiki-own-4x4.txt'), '--type', 'futoshiki', '--verify', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ status: 'solved', verified: true });
  });

  it('a run stopped by its node limit has no solution to fail: verified, and its own exit code (3)', () => {
    const r = cli(publicPath('puzzles/seed000-p4.slots'), '--dict', fixturePath('crossword/top3000-english.txt'), '--node-limit', '1', '--verify', '--json');
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'stopped', solutions: [], verified: true });
    expect(r.code).toBe(3);
  });
});

describe('verifyResult with corrupted solutions', () => {
  it('crossword: a word not in the dictionary, a reused word, a changed given, printed words that disagree with the board', () => {
    // ab
    // c.   slots: 1-Across "ab", 1-Down "ac"
    const layout = layoutFromBoard(2, 2, [false, false, false, true], ['a', '', '', '']);
    const check = crosswordCheck(layout, ['ab', 'ac', 'aa'], false);
    const good = { rows: ['ab', 'c#'], words: { '1-Across': 'ab', '1-Down': 'ac' } };
    expect(verifyResult({ ...solved(), solutions: [good] }, check, 'x.grid')).toMatchObject({ status: 'solved', verified: true });

    const notAWord = verifyResult({ ...solved(), solutions: [good, { rows: ['ab', 'd#'] }] }, check, 'x.grid');
    expect(notAWord).toMatchObject({ status: 'error', solverStatus: 'solved', verified: false, error: { file: 'x.grid' } });
    expect(notAWord.error!.message).toMatch(/^verification failed: solution 2 .*"ad" is not in the dictionary/);
    expect(exitCode(notAWord.status)).toBe(4);

    expect(verifyResult({ ...solved(), solutions: [{ rows: ['aa', 'a#'] }] }, check, 'x.grid').error!.message).toContain('"aa" is used 2 times');
    expect(verifyResult({ ...solved(), solutions: [{ rows: ['aa', 'a#'] }] }, crosswordCheck(layout, ['aa'], true), 'x.grid').verified).toBe(true);
    const givenChanged = crosswordCheck(layoutFromBoard(2, 2, [false, false, false, true], ['', 'c', '', '']), ['ab', 'ac'], false);
    expect(verifyResult(solved(['ab', 'c#']), givenChanged, 'x.grid').error!.message).toContain('given letter "c" at (0,1) was changed to "b"');
    const crossing = verifyResult({ ...solved(), solutions: [{ rows: ['ab', 'c#'], words: { '1-Across': 'ab', '1-Down': 'aa' } }] }, check, 'x.grid');
    expect(crossing.error!.message).toContain('1-Down is printed as "aa" but the board reads "ac" (crossings disagree)');
  });

  it('Sudoku: a repeated digit and a changed given', () => {
    const check = sudokuCheck(sudokuFromLine('1...............'));
    expect(verifyResult(solved(['1234', '3412', '2143', '4321']), check, 's.txt').verified).toBe(true);
    const repeated = verifyResult(solved(['1234', '3412', '2143', '4312']), check, 's.txt');
    expect(repeated.status).toBe('error');
    expect(repeated.error!.message).toContain('column 3 repeats a digit');
    const given = verifyResult(solved(['2134', '3412', '1243', '4321']), check, 's.txt');
    expect(given.error!.message).toContain('r1c1 changes the given 1');
  });

  it('Futoshiki: a broken inequality', () => {
    const puzzle = parseFutoshiki(readPublic('puzzles/futoshiki-own-4x4.txt'), 'futoshiki-own-4x4.txt');
    const check = futoshikiCheck(puzzle);
    const r = cli(publicPath('puzzles/futoshiki-own-4x4.txt'), '--type', 'futoshiki', '--json');
    const rows: string[] = JSON.parse(r.stdout).solutions[0].rows;
    expect(verifyResult(solved(rows), check, 'f.txt').verified).toBe(true);
    // Swapping two rows keeps a Latin square but breaks some `<` between rows or within them.
    const swapped = [rows[1]!, rows[0]!, rows[2]!, rows[3]!];
    const broken = verifyResult(solved(swapped), check, 'f.txt');
    expect(broken.status).toBe('error');
    expect(broken.error!.message).toMatch(/\(\d,\d\) < \(\d,\d\) fails/);
  });
});
