/**
 * The compare presets (one per seed experiment): every job names files the app bundles, runs
 * headless through the compare worker's own runner (CompareRunner), and each solution passes the
 * independent checkers (src/checkers), reading the puzzle files themselves. Seed 001 without омар
 * and seed 003's complex board report no solution, with the reason the run found.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLUMNS, CSV_HEADER, PRESETS, reasonSentences, rowOf, toCsv, type CompareEntry, type CompareRow, type Preset } from '../../src/app/compare/compare.ts';
import i18next from 'i18next';
import enApp from '../../src/text/locales/en/app.json';
import enCore from '../../src/text/locales/en/core.json';
import { checkCrossword, runsOf, slotsOfSlotLine, type CheckSlot } from '../../src/checkers/crossword.ts';
import { checkFutoshiki, readFutoshikiFacts } from '../../src/checkers/futoshiki.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { SEED004_PICKS, SEED004_PUZZLES, SEED003_BOARDS, seed003Board, seed003Fixture } from '../../src/puzzles/experiments.ts';
import { CompareRunner, type CompareOutcome } from '../../src/worker/jobs/compareJob.ts';
import { publicPath, readFixture, readPublic } from '../data.ts';

// i18next itself with the English messages (the app's createI18n adds React, whose types are the DOM's).
const i18n = i18next.createInstance();
await i18n.init({ lng: 'en', resources: { en: { translation: { ...enCore, ...enApp } } }, interpolation: { escapeValue: false } });
const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
const fromPublic = (url: string) => Promise.resolve(readFileSync(publicPath(url.replace(/^\//, '')), 'utf8'));
const runner = new CompareRunner(fromPublic);
const preset = (id: string) => PRESETS.find((p) => p.id === id)!;

function urls(entry: CompareEntry): string[] {
  const job = entry.job;
  return job.kind === 'crossword' ? [job.puzzleUrl, job.dictionaryUrl] : [job.puzzleUrl];
}

/** The checkers' own reading of the puzzle and word list; the problems of the outcome's solution. */
function check(entry: CompareEntry, outcome: CompareOutcome): string[] {
  const job = entry.job;
  const rows = outcome.board!.rows;
  if (job.kind === 'crossword') {
    const text = readPublic(job.puzzleUrl.slice(1));
    const slots: CheckSlot[] = job.puzzleUrl.endsWith('.grid')
      ? runsOf(text.split('\n').filter((l) => l.trim() !== ''))
      : slotsOfSlotLine(text.split('\n').slice(1).join(' '));
    const out = new Set(job.leaveOut ?? []);
    const words = readPublic(job.dictionaryUrl.slice(1))
      .split('\n')
      .map((w) => w.trim().toLowerCase())
      .filter((w) => w !== '' && !out.has(w));
    return checkCrossword({ rows, slots, words, reuse: job.reuse });
  }
  if (job.kind === 'sudoku') {
    const line = readPublic(job.puzzleUrl.slice(1)).split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'))[job.puzzleIndex]!;
    return checkSudoku(line.split(':')[0]!, rows);
  }
  return checkFutoshiki(readFutoshikiFacts(readPublic(job.puzzleUrl.slice(1))), rows);
}

async function runPreset(p: Preset): Promise<{ rows: CompareRow[]; outcomes: CompareOutcome[] }> {
  const rows: CompareRow[] = [];
  const outcomes: CompareOutcome[] = [];
  for (const entry of p.entries) {
    const outcome = await runner.run(entry.job);
    outcomes.push(outcome);
    rows.push(rowOf(entry, outcome.result.status, outcome.result.stats, outcome.detail));
    if (outcome.board) expect(check(entry, outcome), `${entry.puzzle} ${entry.configuration}`).toEqual([]);
  }
  return { rows, outcomes };
}

describe('preset definitions', () => {
  it('are the five seeds, named by number, then local search beside backtracking', () => {
    expect(PRESETS.map((p) => p.id)).toEqual(['seed000', 'seed001', 'seed002', 'seed003', 'seed004', 'local']);
    for (const p of PRESETS.filter((x) => x.id.startsWith('seed'))) expect(p.label).toMatch(new RegExp(`^Seed ${p.id.slice(4)}: `));
  });

  for (const p of PRESETS) {
    it(`${p.id}: every job's files are bundled under public/`, () => {
      for (const entry of p.entries) for (const url of urls(entry)) expect(existsSync(publicPath(url.slice(1))), url).toBe(true);
    });
  }

  it('every column and preset has its words in English (and the other languages, by the i18n test)', () => {
    for (const id of Object.keys(COLUMNS)) {
      expect(t(`presets.column.${id}`)).not.toMatch(/^presets\./);
      expect(t(`presets.columnHelp.${id}`)).not.toMatch(/^presets\./);
    }
    for (const p of PRESETS) {
      expect(t(`presets.label.${p.id}`)).toBe(p.label);
      expect(t(`presets.note.${p.id}`)).not.toMatch(/^presets\./);
    }
  });

  it('the bundled seed-003 boards and seed-004 Sudoku are the fixtures the benchmarks read', () => {
    for (const board of SEED003_BOARDS) expect(readPublic(seed003Board(board))).toBe(readFixture(seed003Fixture(board)));
    const counted = readFixture('sudoku/counted.txt').split('\n');
    const bundled = readPublic(SEED004_PUZZLES).split('\n').filter((l) => l !== '' && !l.startsWith('#'));
    expect(bundled).toEqual(SEED004_PICKS.map((i) => counted[i]));
  });
});

describe('seed 000', () => {
  it('solves the four layouts with the seven configurations; the CSV has the preset columns', { timeout: 120_000 }, async () => {
    const p = preset('seed000');
    const { rows } = await runPreset(p);
    expect(rows).toHaveLength(28);
    for (const r of rows) expect(r.status, `${r.puzzle} ${r.configuration}`).toBe('solved');
    for (const r of rows) expect(r.nodes).toBe(r.slots! + r.backtracks);
    // The solver counts explored states and the frontier: every row has them, and a depth-first
    // search expands at least as many states as it has slots filled.
    for (const r of rows) {
      expect(r.explored, `${r.puzzle} ${r.configuration}`).toBeGreaterThanOrEqual(1);
      expect(r.maxFrontier, `${r.puzzle} ${r.configuration}`).toBeGreaterThanOrEqual(1);
      expect(r.explored!).toBeLessThanOrEqual(r.nodes);
    }
    const csv = toCsv(rows, p, t).trim().split('\n');
    expect(csv[0]!.split(',')).toEqual([...CSV_HEADER, 'nodes_per_slot', 'explored', 'max_frontier', 'us_per_node']);
    expect(csv).toHaveLength(29);
  });
});

describe('seed 001', () => {
  it('solves the Cyrillic example, and without омар reports no solution', async () => {
    const p = preset('seed001');
    const { rows, outcomes } = await runPreset(p);
    expect(rows.map((r) => r.status)).toEqual(['solved', 'unsatisfiable']);
    expect(outcomes[0]!.board!.rows[1]).toBe('компьютер####');
    expect(rows[1]!.facets?.leftOut).toEqual(['омар']);
    expect(outcomes[1]!.words).not.toContain('омар');
    expect(rows[1]!.backtracks).toBeGreaterThan(0);
    expect(reasonSentences(rows[1]!, t)).toEqual([`No solution: the search tried every possibility (${rows[1]!.backtracks} backtracks).`]);
    expect(reasonSentences(rows[0]!, t)).toEqual([]);
    expect(toCsv(rows, p, t).split('\n')[0]).toBe([...CSV_HEADER, 'left_out', 'reason'].join(','));
    expect(toCsv(rows, p, t).split('\n')[2]).toContain(',омар,No solution');
  });
});

describe('seed 002', () => {
  it('solves the four Futoshiki with both configurations', async () => {
    const { rows } = await runPreset(preset('seed002'));
    expect(rows.every((r) => r.solved)).toBe(true);
  });
});

describe('seed 003', () => {
  it('fills simple and medium; complex has no fill, and the reason names the 16-cell slot', { timeout: 60_000 }, async () => {
    const { rows } = await runPreset(preset('seed003'));
    const of = (board: string) => rows.filter((r) => r.puzzle === `seed003-${board}`);
    for (const r of [...of('simple'), ...of('medium')]) expect(r.status).toBe('solved');
    for (const r of of('complex')) {
      expect(r.status).toBe('unsatisfiable');
      expect(r.nodes).toBe(0);
      const [reason] = r.noFill!;
      expect(reason).toMatchObject({ kind: 'wipeout', length: 16 });
      if (reason?.kind !== 'wipeout') throw new Error('expected a wipeout');
      // The reason is the run's: the list's 16-letter words are the ones named.
      const sixteen = readPublic('dictionaries/english-common.txt').split('\n').filter((w) => w.trim().length === 16);
      expect(reason.examples).toEqual(sixteen);
      expect(reason.candidates).toBe(sixteen.length);
      const sentences = reasonSentences(r, t);
      expect(sentences[0]).toContain(`AC-3 empties ${reason.slot} (row ${reason.row}, column ${reason.col}, 16 letters) before any search`);
      expect(sentences.join(' ')).toContain(sixteen[0]!);
    }
  });
});

describe('seed 004', () => {
  it('DFS and BFS, first and all, static and MRV: every solution checks, all-solution runs find 1 and 125', { timeout: 60_000 }, async () => {
    const { rows } = await runPreset(preset('seed004'));
    expect(rows).toHaveLength(16);
    for (const r of rows) {
      expect(r.status).toBe('solved');
      const expected = r.facets!.solutions === 'first' ? 1 : r.puzzle.endsWith('#1') ? 1 : 125;
      expect(r.found, `${r.puzzle} ${r.configuration}`).toBe(expected);
    }
    for (const r of rows) expect(r.maxFrontier, `${r.puzzle} ${r.configuration}`).toBeGreaterThanOrEqual(1);
    // Looking for every solution, both searches visit the same tree: the same nodes.
    for (const order of ['static', 'mrv']) {
      const bfs = rows.find((r) => r.puzzle.endsWith('#3') && r.configuration === `bfs/${order} all`)!;
      expect(bfs.nodes).toBe(rows.find((r) => r.puzzle.endsWith('#3') && r.configuration === `dfs/${order} all`)!.nodes);
    }
    expect(toCsv(rows, preset('seed004'), t).split('\n')[0]).toBe([...CSV_HEADER, 'search', 'order', 'solutions', 'found', 'max_frontier', 'explored'].join(','));
  });
});

describe('local search beside backtracking', () => {
  it('backtracking counts nodes, min-conflicts steps, on the same puzzles; every solution checks; walk 0.1 solves the 4 x 4 Sudoku for every seed', { timeout: 60_000 }, async () => {
    const p = preset('local');
    const { rows } = await runPreset(p);
    for (const r of rows) {
      if (r.configuration.startsWith('backtracking')) {
        expect(r.solved, r.configuration).toBe(true);
        expect(r.nodes).toBeGreaterThan(0);
        expect(r.steps).toBeUndefined();
      } else {
        expect(r.nodes).toBe(0);
        expect(r.steps).toBeGreaterThan(0);
        expect(['solved', 'stopped']).toContain(r.status);
        if (r.status === 'stopped') expect(r.steps).toBe(10_000);
      }
    }
    expect(rows.filter((r) => r.puzzle.startsWith('sudoku') && r.configuration.includes('walk p = 0.1')).every((r) => r.solved)).toBe(true);
    expect(toCsv(rows, p, t).split('\n')[0]).toBe([...CSV_HEADER, 'steps'].join(','));
  });
});
