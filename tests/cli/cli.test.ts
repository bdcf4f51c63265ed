/** The command line, run as a user runs it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkCrossword, runsOf, slotsOfSlotLine } from '../../src/checkers/crossword.ts';
import { fixturePath, publicPath, readFixture, readPublic } from '../data.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('npm run solve', () => {
  it('prints exactly one JSON object with a checked solution', () => {
    const r = cli(publicPath('puzzles/seed000-p4.slots'), '--dict', fixturePath('crossword/top3000-english.txt'), '--json');
    check(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    check(Object.keys(out.stats)).toEqual(expect.arrayContaining(['nodes', 'backtracks', 'prunes', 'checks', 'timeMs', 'inferenceMs']));
    // Added for the seed experiments (issue 13): states expanded and the largest frontier.
    expect(out.stats.explored).toBeGreaterThan(0);
    expect(out.stats.maxFrontier).toBeGreaterThan(0);
    const words = readFixture('crossword/top3000-english.txt').split('\n');
    const slots = slotsOfSlotLine(readPublic('puzzles/seed000-p4.slots').split('\n').slice(1).join(' '));
    check(checkCrossword({ rows: out.solutions[0].rows, slots, words, reuse: false })).toEqual([]);
  });

  it('takes every search option', () => {
    const r = cli(
      publicPath('puzzles/seed000-puzzles.txt'),
      '--index', '2',
      '--dict', fixturePath('crossword/top3000-english.txt'),
      '--inference', 'fc', '--ac3', '--var', 'mrv-degree', '--val', 'random', '--seed', '5',
      '--strategy', 'dfs', '--max-solutions', '3', '--reuse', '--timeout', '10', '--json',
    );
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    expect(out.solutions).toHaveLength(3);
    const slots = slotsOfSlotLine(readPublic('puzzles/seed000-puzzles.txt').split('\n')[2]!);
    const words = readFixture('crossword/top3000-english.txt').split('\n');
    for (const s of out.solutions) check(checkCrossword({ rows: s.rows, slots, words, reuse: true })).toEqual([]);
  });

  it('--backjump: conflict-directed backjumping, counted in stats.backjumps', () => {
    const r = cli('public/puzzles/seed000-p4.slots', '--inference', 'fc', '--var', 'static', '--val', 'lex', '--model', 'slots', '--backjump', '--json');
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    check(out.stats.backjumps).toBe(1);
    const plain = JSON.parse(cli('public/puzzles/seed000-p4.slots', '--inference', 'fc', '--var', 'static', '--val', 'lex', '--model', 'slots', '--json').stdout);
    check(plain.stats.backjumps).toBe(0);
    expect(out.stats.nodes).toBeLessThan(plain.stats.nodes);
  });

  it('finds all solutions of the Cyrillic example: exactly one', () => {
    const r = cli(publicPath('puzzles/seed001-example.slots'), '--dict', publicPath('puzzles/seed001-vocabulary.txt'), '--all', '--json');
    const out = JSON.parse(r.stdout);
    expect(out.solutions).toHaveLength(1);
    check(out.solutions[0].rows[1]).toBe('компьютер####');
  });

  it('uses the bundled dictionary by default and prints a board as text', () => {
    const r = cli(fixturePath('crossword/seed003-simple.grid'));
    check(r.code).toBe(0);
    check(r.stdout).toMatch(/Status: solved/);
    const rows = r.stdout.split('\n').slice(0, 10).map((l) => l.replace(/ /g, ''));
    check(runsOf(rows).length).toBe(runsOf(readFixture('crossword/seed003-simple.grid').split('\n')).length);
  });

  it('opens published crossword files (.puz, .ipuz) as the app does; --keep-letters keeps their letters; a damaged one is refused', () => {
    // tiny.puz's solution grid (tests/fixtures/xword/README.md), its runs as the dictionary.
    const solution = ['#abc#', 'defgh', 'ij#kl', 'mnopq', '#rst#'];
    const dir = mkdtempSync(join(tmpdir(), 'xword-'));
    const dict = join(dir, 'runs.txt');
    writeFileSync(dict, ['abc', 'defgh', 'ij', 'kl', 'mnopq', 'rst', 'dim', 'aejnr', 'bf', 'os', 'cgkpt', 'hlq', 'zz', 'zzz'].join('\n'));
    const r = cli(fixturePath('xword/tiny.puz'), '--dict', dict, '--model', 'slots', '--json', '--verify');
    check(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    check(out.solutions[0].rows.map((row: string) => row.replace(/[^a-z]/g, '#'))).toEqual(solution);
    // With the letters kept, an .ipuz whose words the list lacks names a slot and its letters.
    const ipuz = cli(fixturePath('xword/tiny.ipuz'), '--keep-letters', '--json');
    check(ipuz.code).toBe(1);
    check(JSON.parse(ipuz.stdout).message).toMatch(/no word of the dictionary matches "[a-z]+"/);
    const bad = cli(fixturePath('xword/bad-checksum.puz'), '--json');
    check(bad.code).toBe(2);
    expect(JSON.parse(bad.stdout)).toMatchObject({ status: 'error', error: { file: expect.stringContaining('bad-checksum.puz'), message: expect.stringContaining('checksum') } });
  });

  it('names the slot that no word fits, with exit code 1', () => {
    const r = cli(fixturePath('crossword/seed003-complex.grid'), '--dict', fixturePath('crossword/top3000-english.txt'), '--json');
    check(r.code).toBe(1);
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('unsatisfiable');
    check(out.message).toMatch(/Across.*16 letters/);
  });

  it('reports a timeout', () => {
    const r = cli(publicPath('puzzles/swordsmith-15xopen.grid'), '--dict', publicPath('dictionaries/english-63k.txt'), '--inference', 'none', '--var', 'static', '--no-ac3', '--timeout', '0.3', '--json');
    check(JSON.parse(r.stdout).status).toBe('timeout');
    check(r.code).toBe(3);
  });

  it('bad input: status error with file, line and column, exit code 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    const file = join(dir, 'bad.slots');
    writeFileSync(file, '8 8\n0 0 4 h\n0 0 4 x\n');
    const r = cli(file, '--json');
    check(r.code).toBe(2);
    check(JSON.parse(r.stdout)).toEqual({
      status: 'error',
      error: { message: expect.stringMatching(/direction/), file, line: 3, column: 7 },
    });
    const text = cli(file);
    check(text.code).toBe(2);
    check(text.stderr).toContain(`${file}:3:7`);
  });

  it('bad options and missing files are errors too', () => {
    check(JSON.parse(cli('x.slots', '--inference', 'magic', '--json').stdout).error.message).toMatch(/--inference expects one of none, fc, mac/);
    const missing = cli('no-such-file.slots', '--json');
    check(missing.code).toBe(2);
    expect(JSON.parse(missing.stdout).error).toMatchObject({ file: 'no-such-file.slots', message: 'no such file' });
  });
});
