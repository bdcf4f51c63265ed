/**
 * `npm run solve -- GRID --dict LIST --clues CLUES --export FILE`, run as a user runs it; every
 * file read back by readers we did not write (@xwordly/xword-parser, xd-crossword-tools' .xd
 * reader and its puzjs for .puz clues).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseIpuz, parsePuz } from '@xwordly/xword-parser';
import { puzDecode, xdToJSON } from 'xd-crossword-tools';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkCrossword, runsOf } from '../../src/checkers/crossword.ts';
import { fixturePath, readFixture } from '../data.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'csp-export-'));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const GRID = join(dir, 'small.grid');
writeFileSync(GRID, '....\n....\n....\n....\n');
const SLOTS = ['1-Across', '1-Down', '2-Down', '3-Down', '4-Down', '5-Across', '6-Across', '7-Across'];
const CLUES = join(dir, 'small.clues');
writeFileSync(CLUES, ['# clues for small.grid', 'Title\tFour by four', 'Author\tThe tests', 'Copyright\tPublic domain', 'Notes\tA note.', '', ...SLOTS.map((s) => `${s}\tClue ${s}`)].join('\n') + '\n');
const DICT = fixturePath('crossword/top3000-english.txt');

function solvedRows(file: string): string[] {
  const r = cli(GRID, '--dict', DICT, '--clues', CLUES, '--export', file, '--json');
  check(r.code, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout);
  check(out.export).toEqual({ file, format: file.slice(file.lastIndexOf('.') + 1), clues: 8, missing: [] });
  return out.solutions[0].rows.map((row: string) => row.toUpperCase());
}

describe('--export', () => {
  const words = readFixture('crossword/top3000-english.txt').split('\n');

  it('writes a .puz that the independent readers open, with the fill, the clues in order and the metadata', () => {
    const file = join(dir, 'small.puz');
    const rows = solvedRows(file);
    const bytes = new Uint8Array(readFileSync(file));
    const p = parsePuz(bytes);
    check(p.grid.map((row) => row.map((c) => c.solution).join(''))).toEqual(rows);
    check(p.metadata).toEqual({ title: 'Four by four', author: 'The tests', copyright: 'Public domain', notes: 'A note.' });
    const decoded = puzDecode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    check(decoded.clues.across.filter(Boolean)).toEqual(['Clue 1-Across', 'Clue 5-Across', 'Clue 6-Across', 'Clue 7-Across']);
    check(decoded.clues.down.filter(Boolean)).toEqual(['Clue 1-Down', 'Clue 2-Down', 'Clue 3-Down', 'Clue 4-Down']);
    // The fill is a real one: the independent checker takes it.
    const slots = runsOf(rows.map((r) => r.replace(/./g, '.')));
    check(checkCrossword({ rows: rows.map((r) => r.toLowerCase()), slots, words, reuse: false })).toEqual([]);
  });

  it('writes an .ipuz and an .xd the independent readers open', () => {
    const ipuz = join(dir, 'small.ipuz');
    const rows = solvedRows(ipuz);
    const i = parseIpuz(readFileSync(ipuz, 'utf8'));
    check(i.solution!.map((row) => row.join(''))).toEqual(rows);
    check(i.clues.Across!.map((c) => [Number(c.number), c.text])).toEqual([[1, 'Clue 1-Across'], [5, 'Clue 5-Across'], [6, 'Clue 6-Across'], [7, 'Clue 7-Across']]);
    check(i.title).toBe('Four by four');
    const xd = join(dir, 'small.xd');
    const xrows = solvedRows(xd);
    const x = xdToJSON(readFileSync(xd, 'utf8'));
    check(x.report.success, JSON.stringify(x.report.errors)).toBe(true);
    check(x.clues.across.map((c) => [c.number, c.body, c.answer])).toEqual([1, 5, 6, 7].map((n, k) => [n, `Clue ${n}-Across`, xrows[k]]));
    expect(x.meta).toMatchObject({ title: 'Four by four', author: 'The tests', copyright: 'Public domain' });
  });

  it('refuses a missing clue by name unless allowed, and names the file and line of a bad clue line', () => {
    const partial = join(dir, 'partial.clues');
    writeFileSync(partial, '1-Across\tOnly one\n');
    const out = join(dir, 'missing.puz');
    const r = cli(GRID, '--dict', DICT, '--clues', partial, '--export', out);
    check(r.code).toBe(2);
    check(r.stderr).toContain(`error: ${partial}: no clue for 1-Down, 2-Down, 3-Down, 4-Down, 5-Across, 6-Across, 7-Across`);
    check(existsSync(out)).toBe(false);
    const allowed = cli(GRID, '--dict', DICT, '--clues', partial, '--export', out, '--allow-missing-clues', '--json');
    check(allowed.code, allowed.stderr).toBe(0);
    check(JSON.parse(allowed.stdout).export.missing).toEqual(['1-Down', '2-Down', '3-Down', '4-Down', '5-Across', '6-Across', '7-Across']);
    check(parsePuz(new Uint8Array(readFileSync(out))).across[0]!.text).toBe('Only one');

    const bad = join(dir, 'bad.clues');
    for (const [text, line, what] of [
      ['1-Across\tFine\n2-Across\tNo such slot\n', 2, 'the grid has no slot 2-Across'],
      ['1-Across\tFine\n1-across\tAgain\n', 2, 'a second clue for 1-Across (the first is on line 1)'],
      ['1-Across Feline pet\n', 1, 'found no tab'],
      ['Across-1\tFeline pet\n', 1, 'expected a slot such as 1-Across'],
    ] as const) {
      writeFileSync(bad, text);
      const e = cli(GRID, '--dict', DICT, '--clues', bad, '--export', join(dir, 'bad.puz'), '--json');
      check(e.code).toBe(2);
      const error = JSON.parse(e.stdout).error;
      expect(error).toMatchObject({ file: bad, line });
      check(error.message).toContain(what);
    }
  });

  it('says which clue a .puz cannot hold, and takes the options only where they mean something', () => {
    const ru = join(dir, 'ru.clues');
    writeFileSync(ru, SLOTS.map((s) => `${s}\t${s === '6-Across' ? 'Кошка' : 'Clue'}`).join('\n'));
    const r = cli(GRID, '--dict', DICT, '--clues', ru, '--export', join(dir, 'ru.puz'));
    check(r.code).toBe(2);
    check(r.stderr).toContain('the clue for 6-Across holds "К", which a .puz file cannot hold');
    check(cli(GRID, '--dict', DICT, '--clues', ru, '--export', join(dir, 'ru.ipuz')).code).toBe(0);
    check(cli(GRID, '--export', join(dir, 'x.pdf')).stderr).toContain('--export writes .puz, .ipuz or .xd files');
    check(cli(GRID, '--clues', CLUES).stderr).toContain('--clues and --allow-missing-clues go with --export');
  });

  it('keeps the clues and metadata of an opened .puz when exporting it again', () => {
    // tiny.puz's letters are no words: a dictionary of its own entries fills it as it is.
    const dict = join(dir, 'tiny.txt');
    writeFileSync(dict, ['abc', 'aejnr', 'bf', 'cgkpt', 'defgh', 'dim', 'hlq', 'ij', 'kl', 'mnopq', 'os', 'rst'].join('\n'));
    for (const name of ['tiny.puz', 'rebus.puz']) {
      const out = join(dir, `again-${name}`);
      const r = cli(fixturePath(`xword/${name}`), '--keep-letters', '--dict', dict, '--export', out, '--allow-missing-clues', '--json');
      check(r.code, r.stdout + r.stderr).toBe(0);
      if (name === 'tiny.puz') check([...readFileSync(out)]).toEqual([...readFileSync(fixturePath(`xword/${name}`))]);
      const before = parsePuz(new Uint8Array(readFileSync(fixturePath(`xword/${name}`))));
      const after = parsePuz(new Uint8Array(readFileSync(out)));
      check({ ...after.metadata, across: after.across, down: after.down }).toEqual({ ...before.metadata, across: before.across, down: before.down });
    }
  });
});
