/** Scored word lists (issue 23): the reader, the puzzle's choices, and the CLI's fill by score. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkCrossword, type CheckSlot } from '../../src/checkers/crossword.ts';
import {
  applyWordChoices,
  crosswordEntry,
  fillScore,
  parseDictionary,
  parseGridFile,
  parseWordListFile,
  scoreSummary,
  splitScoredLine,
  WordIndex,
} from '../../src/puzzles/crossword/index.ts';
import { parseError } from '../parseError.ts';
import { publicPath, readPublic } from '../data.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('crossword entries', () => {
  it.each([
    ['x-ray', 'xray'],
    ['X-RAY', 'xray'],
    ["rock 'n' roll", 'rocknroll'],
    ['rock ’n’ roll', 'rocknroll'],
    ['New York', 'newyork'],
    ["o'clock", 'oclock'],
    ['co-op', 'coop'],
    ['T-shirt', 'tshirt'],
    ['St. Louis', 'stlouis'],
    ['CAFÉ', 'café'],
    ['Кот-в-сапогах', 'котвсапогах'],
  ])('%s → %s', (text, entry) => {
    check(crosswordEntry(text)).toBe(entry);
  });

  it('folds accents only when asked', () => {
    check(crosswordEntry('CAFÉ', true)).toBe('cafe');
    check(crosswordEntry('Ёлка', true)).toBe('елка');
    check(crosswordEntry('naïve', false)).toBe('naïve');
  });

  it('splits at the last separator followed by an integer', () => {
    check(splitScoredLine('New York;60')).toEqual({ text: 'New York', score: 60 });
    check(splitScoredLine('NEW YORK\t60')).toEqual({ text: 'NEW YORK', score: 60 });
    check(splitScoredLine('new york 60')).toEqual({ text: 'new york', score: 60 });
    check(splitScoredLine('route 66;50')).toEqual({ text: 'route 66', score: 50 });
    check(splitScoredLine('x-ray')).toEqual({ text: 'x-ray', score: undefined });
    check(splitScoredLine('60')).toEqual({ text: '60', score: undefined });
  });
});

describe('scored lists', () => {
  const text = 'XRAY;50\nx-ray;70\nNew York;60\nrock \'n\' roll\t55\nCAFÉ 40\nroute 66;30\nplain\nnewyork;20\n';

  it('read a constructor list: normalised entries, the higher score wins, bad lines reported', () => {
    const d = parseDictionary(text, 'list.txt');
    check(d.scored).toBe(true);
    check(d.words).toEqual(['xray', 'newyork', 'rocknroll', 'café', 'plain']);
    check(d.weights?.get('xray')).toBe(70);
    check(d.weights?.get('newyork')).toBe(60);
    check(d.weights?.get('rocknroll')).toBe(55);
    check(d.weights?.has('plain')).toBe(false);
    check(d.duplicates).toBe(2);
    check(d.skipped).toBe(1);
    check(d.skippedExamples).toEqual([{ line: 6, text: 'route 66;30' }]);
  });

  it('fold accents as an option, merging what then coincides', () => {
    const d = parseDictionary('café;10\ncafe;30\nCAFÉ;20\n', 'l', { foldAccents: true });
    check(d.words).toEqual(['cafe']);
    check(d.weights?.get('cafe')).toBe(30);
  });

  it('keep any script (Cyrillic)', () => {
    const d = parseDictionary('кот;50\nКОТ-ёж;60\n', 'ru.txt');
    check(d.words).toEqual(['кот', 'котёж']);
  });

  it('leave plain lists as they were (first field, hyphens skipped)', () => {
    const d = parseDictionary('Cat 12 a clue\nx-ray\nNew York\n', 'p.txt');
    expect(d.scored).toBeUndefined();
    check(d.words).toEqual(['cat', 'new']);
    check(d.skipped).toBe(1);
  });

  it('still refuse a list with no word, naming file and line', () => {
    const e = parseError(() => parseDictionary('route 66;1\n4-4;2\n', 's.txt'));
    check([e.file, e.line]).toEqual(['s.txt', 1]);
    check(e.reason).toMatch(/found none \(2 lines skipped, e.g. line 1/);
  });
});

describe('score summary and choices', () => {
  const d = parseDictionary('aa;10\nbb;20\ncc;30\ndd;40\nee\n', 'x');

  it('summarises the distribution', () => {
    const s = scoreSummary(d, 3);
    expect(s).toMatchObject({ scored: 4, unscored: 1, min: 10, max: 40, mean: 25, median: 25 });
    check(s.histogram.map((b) => b.count)).toEqual([1, 1, 2]);
    check(s.histogram.reduce((a, b) => a + b.count, 0)).toBe(4);
    check(s.atLeast[0]).toEqual([10, 4]);
    check(scoreSummary(parseDictionary('a\nb\n')).histogram).toEqual([]);
  });

  it('applies a minimum score, bans and preferences', () => {
    const c = applyWordChoices(d, { minScore: 20, ban: ['C-C'], prefer: ['aa', 'zz'] });
    check([...c.words].sort()).toEqual(['aa', 'bb', 'dd', 'zz']);
    check(c.banned).toBe(1);
    check(c.belowMinimum).toBe(1); // ee (no score: 0); aa stays, preferred
    const index = new WordIndex(c.words, { rank: c.rank });
    check(index.bucket(2)!.words).toEqual(['aa', 'zz', 'dd', 'bb']);
    check(new WordIndex(c.words).bucket(2)!.words).toEqual(['aa', 'bb', 'dd', 'zz']);
  });

  it('reads a ban file and scores a fill', () => {
    check(parseWordListFile('# mine\nX-Ray\n\nrock ’n’ roll\n')).toEqual(['xray', 'rocknroll']);
    check(fillScore(d, ['aa', 'dd', 'ee'])).toEqual({ min: 0, mean: 16.67 });
  });
});

describe('the CLI fills from a scored list', () => {
  const dir = mkdtempSync(join(tmpdir(), 'scored-'));
  // A scored list of the bundled common words, scores spread by a fixed rule, and some spelt the constructor's way.
  const words = readPublic('dictionaries/english-common.txt').split('\n').filter((w) => w !== '');
  const score = (i: number) => (i * 37) % 100;
  const scores = new Map(words.map((w, i) => [w, score(i)]));
  const list = join(dir, 'scored.txt');
  writeFileSync(list, words.map((w, i) => `${w.toUpperCase()};${score(i)}`).join('\n') + '\n');
  const grid = publicPath('puzzles/seed003-simple.grid');
  const layout = parseGridFile(readPublic('puzzles/seed003-simple.grid'), 'g');
  const slots: CheckSlot[] = layout.slots.map((s) => ({ row: s.row, col: s.col, down: s.direction === 'down', length: s.length }));

  function solved(...args: string[]) {
    const r = cli(grid, '--dict', list, '--json', '--verify', ...args);
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    return out.solutions[0] as { rows: string[]; words: Record<string, string>; score: { min: number; mean: number } };
  }

  it('never uses a word below --min-score, and reports the fill score', () => {
    const s = solved('--min-score', '30');
    const allowed = words.filter((w) => scores.get(w)! >= 30);
    check(checkCrossword({ rows: s.rows, slots, words: allowed, reuse: false })).toEqual([]);
    const used = Object.values(s.words);
    for (const w of used) expect(scores.get(w)).toBeGreaterThanOrEqual(30);
    check(s.score.min).toBe(Math.min(...used.map((w) => scores.get(w)!)));
    expect(s.score.mean).toBeCloseTo(used.reduce((a, w) => a + scores.get(w)!, 0) / used.length, 2);
  });

  it('tries the best words first with --val score', () => {
    const best = solved('--val', 'score', '--max-solutions', '1');
    const lex = solved('--val', 'lex', '--model', 'slots');
    expect(best.score.mean).toBeGreaterThan(lex.score.mean);
    expect(scores.get(best.words['1-Across']!)! + scores.get(best.words['10-Across']!)!).toBeGreaterThan(100);
  });

  it('never uses a banned word', () => {
    const first = solved();
    const ban = join(dir, 'ban.txt');
    const banned = Object.values(first.words).filter((w) => w.length > 3);
    writeFileSync(ban, banned.join('\n') + '\n');
    const again = solved('--ban', ban);
    for (const w of Object.values(again.words)) check(banned).not.toContain(w);
    check(checkCrossword({ rows: again.rows, slots, words: words.filter((w) => !banned.includes(w)), reuse: false })).toEqual([]);
  });

  it('fills with a preferred word, even one below --min-score', () => {
    const low = words.filter((w) => w.length === 10 && scores.get(w)! < 30);
    const prefer = join(dir, 'prefer.txt');
    writeFileSync(prefer, low[0]! + '\n');
    const s = solved('--prefer', prefer, '--min-score', '30');
    check(Object.values(s.words)).toContain(low[0]);
    for (const w of Object.values(s.words)) if (w !== low[0]) expect(scores.get(w)).toBeGreaterThanOrEqual(30);
  });

  it('refuses --min-score that is not a number, and --rate for crosswords', () => {
    check(cli(grid, '--min-score', 'x').code).toBe(2);
    check(cli(grid, '--rate').code).toBe(2);
  });
});
