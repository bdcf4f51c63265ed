/**
 * Min-conflicts in the app (issue 22): the `search`, `walk` and `maxSteps` settings in the schema,
 * saved records and runs; the worker's path (the model, min-conflicts, the encoder, the trace and
 * the conflicts series, the solution judged by the independent checker); "Run 100 times" (the
 * runs job, the run-length distribution, and the store's runs slice with a fake worker client).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { DEFAULT_SETTINGS, isSetting, readSettings, recordSettings, withLaterDefaults, SEARCH_CHOICES, type AlgorithmSettings } from '../settings/index.ts';
import { runOptions } from '../state/slices/run.ts';
import { createAppStore } from '../state/store.ts';
import type { StoreServices } from '../state/store.ts';
import type { RunsHandlers, RunsJob } from '../run/index.ts';
import { runLength, solvedWithin } from '../run/index.ts';
import { minConflicts } from '../../solver/index.ts';
import { parseSudokuFile, type SudokuPuzzle } from '../../puzzles/sudoku/index.ts';
import { sudokuCheck } from '../../checkers/solutions.ts';
import { puzzleKind } from '../../puzzles/registry.ts';
import { LocalEncoder } from '../../worker/encode.ts';
import { runMany } from '../../worker/jobs/runsJob.ts';
import type { RunOutcome } from '../../worker/protocol.ts';
import { ConflictSeries, EVENT_FIELDS, EventCode, isLocalTrace, Trace, TraceCursor } from '../../trace/index.ts';
import { describeStep } from '../kinds/sentences.ts';
import { i18n } from '../i18n/i18n.ts';
import { numberNames } from '../kinds/sentences.ts';
import { fromSudoku } from '../kinds/numbers/board.ts';
import { publicFile } from './record.ts';
import { FileClient } from '../files/index.ts';

const sudoku4 = (index: number): SudokuPuzzle => parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), 'sudoku-own-4x4.txt')[index]!;

describe('the search settings', () => {
  it('default to backtracking, walk 0 and 10,000 steps; the select offers backtracking and min-conflicts (the issue\'s values), then the tree algorithm and cutset conditioning', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ search: 'backtracking', walk: 0, maxSteps: 10_000 });
    check(SEARCH_CHOICES.map((c) => c.value)).toEqual(['backtracking', 'min-conflicts', 'tree', 'cutset']);
    check(isSetting('search', 'tree')).toBe(true);
    check(isSetting('search', 'cutset')).toBe(true);
  });

  it('check their values', () => {
    check(isSetting('search', 'min-conflicts')).toBe(true);
    check(isSetting('search', 'backtracking')).toBe(true);
    check(isSetting('search', 'local')).toBe(false);
    check(isSetting('walk', 0.1)).toBe(true);
    check(isSetting('walk', 2)).toBe(false);
    check(isSetting('walk', '0.1')).toBe(false);
    check(isSetting('maxSteps', 1000)).toBe(true);
    check(isSetting('maxSteps', -1)).toBe(false);
  });

  it('are later settings: an old record without them is sound, and a record with the defaults writes none of them', () => {
    const old: Partial<AlgorithmSettings> = { ...DEFAULT_SETTINGS };
    delete old.search;
    delete old.walk;
    delete old.maxSteps;
    const { settings, bad } = readSettings(old);
    check(bad).toEqual([]);
    expect(withLaterDefaults(settings)).toMatchObject({ search: 'backtracking', walk: 0, maxSteps: 10_000 });
    expect(recordSettings(DEFAULT_SETTINGS)).not.toHaveProperty('search');
    expect(recordSettings({ ...DEFAULT_SETTINGS, search: 'min-conflicts', walk: 0.1 })).toMatchObject({ search: 'min-conflicts', walk: 0.1 });
    check(readSettings({ ...DEFAULT_SETTINGS, search: 'tabu' }).bad).toEqual(['search']);
  });

  it('reach the worker only with min-conflicts (a backtracking run is exactly as before)', () => {
    expect(runOptions(DEFAULT_SETTINGS)).not.toHaveProperty('search');
    expect(runOptions({ ...DEFAULT_SETTINGS, search: 'min-conflicts', walk: 0.2, maxSteps: 1000 })).toMatchObject({ search: 'min-conflicts', walk: 0.2, maxSteps: 1000 });
  });
});

/** The worker's path for a grid kind: its model, min-conflicts with events, the local encoder, a trace. */
function recordLocal(puzzle: SudokuPuzzle, seed: number, walk: number, maxSteps = 10_000) {
  const model = puzzleKind('sudoku').build(puzzle, { alldiff: 'gac', reuse: false });
  const encoder = new LocalEncoder();
  const data: number[] = [];
  let status = '';
  let stats = null as null | { steps?: number | undefined; restarts: number };
  let solution: Int32Array | null = null;
  for (const e of minConflicts(model.problem, { seed, walk, maxSteps, record: true })) {
    if (e.type === 'done') {
      status = e.status;
      stats = e.stats;
    } else {
      if (e.type === 'solution') solution = e.values;
      encoder.encode(e, (t, v, x, y) => data.push(t, v, x, y));
    }
  }
  const trace = new Trace({ variables: model.problem.variables.length });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  return { model, trace, status, stats: stats!, solution };
}

describe('the worker path: min-conflicts on a grid kind, recorded', () => {
  it('solves the 4 x 4 sample with walk 0.1: the trace ends on a board the independent checker accepts, and its counters are the stats', () => {
    const puzzle = sudoku4(0);
    const { model, trace, status, stats, solution } = recordLocal(puzzle, 1, 0.1);
    check(status).toBe('solved');
    check(isLocalTrace(trace)).toBe(true);
    const end = new TraceCursor(trace);
    end.seek(trace.total);
    check(Array.from(end.values)).toEqual(Array.from(solution!));
    check(sudokuCheck(puzzle)({ rows: model.rows(end.values) })).toEqual([]);
    check(end.counters.steps).toBe(stats.steps);
    check(trace.end.solutions).toBe(1);
    // One pick and one repair (or walk) per step, one place per cell, one start.
    let picks = 0;
    let places = 0;
    for (let i = 0; i < trace.recorded; i++) {
      if (trace.type(i) === EventCode.pick) picks++;
      if (trace.type(i) === EventCode.place) places++;
    }
    check(picks).toBe(stats.steps);
    check(places).toBe(16);
  });

  it('the conflicts series: one point per start and per repair, from the start’s count down to 0, following the playback position', () => {
    const { trace, stats } = recordLocal(sudoku4(1), 3, 0.1);
    const series = new ConflictSeries(trace).update();
    check(series.count).toBe(stats.steps! + 1);
    check(series.kinds[0]).toBe(2);
    const startAt = series.positions[0]!;
    check(trace.type(startAt - 1)).toBe(EventCode.start);
    check(series.violated[0]).toBe(trace.value(startAt - 1));
    check(series.violated[series.count - 1]).toBe(0);
    check(series.steps[series.count - 1]).toBe(stats.steps);
    check(series.pointAt(0)).toBe(-1);
    check(series.pointAt(startAt)).toBe(0);
    check(series.pointAt(trace.total)).toBe(series.count - 1);
    // Between a pick and its repair the point shown is still the one before.
    check(series.pointAt(startAt + 1)).toBe(0);
    check(series.pointAt(startAt + 2)).toBe(1);
  });

  it('the chart counts in the timeline\'s steps: at every position it names that step, the repairs made before it and the violated count after the last of them (issue 30: not "step 2" at step 14)', async () => {
    const { trace } = recordLocal(sudoku4(1), 3, 0.1);
    const series = new ConflictSeries(trace).update();
    let repairs = 0;
    let started = false;
    let differ = 0;
    for (let p = 0; p <= trace.recorded; p++) {
      if (p > 0) {
        const type = trace.type(p - 1);
        if (type === EventCode.repair || type === EventCode.walk) repairs++;
        if (type === EventCode.start) started = true;
      }
      const now = series.at(p);
      if (!started) {
        expect(now).toBeNull();
        continue;
      }
      expect(now).toMatchObject({ step: p, repairs });
      if (now!.repairs !== p) differ++;
      for (const lang of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(lang);
        const text = i18n.t('local.chart.now', { step: now!.step, violated: now!.violated, count: now!.repairs });
        check(text).toContain(p.toLocaleString(lang));
        if (repairs > 0) check(text).toContain(repairs.toLocaleString(lang));
      }
    }
    await i18n.changeLanguage('en');
    // The repairs and the steps are different numbers (a pick comes before each repair): the chart says both.
    expect(differ).toBeGreaterThan(0);
    check(i18n.t('local.chart.now', { step: 14, violated: 0, count: 2 })).toBe('Step 14: 0 violated, after 2 repairs');
  });

  it('gives up at max steps without a wrong answer, and says nothing is solved', () => {
    const { status, stats, trace } = recordLocal(sudoku4(0), 1, 0, 200);
    check(status).toBe('stopped');
    check(stats.steps).toBe(200);
    check(trace.end.solutions).toBe(0);
  });

  it('the step sentence of a repair says the conflicts before and the value with the fewest', () => {
    const puzzle = sudoku4(0);
    const { trace, model } = recordLocal(puzzle, 1, 0.1);
    const names = numberNames(fromSudoku(puzzle), model.problem.constraints.map((c) => c.label));
    let checked = 0;
    for (let i = 1; i < trace.recorded; i++) {
      if (trace.type(i) !== EventCode.repair || trace.value(i) === trace.extra(i)) continue;
      const text = describeStep(trace, i + 1, names);
      check(text).toMatch(/^→ r\dc\d has \d+ conflicts?; \d has the fewest \(\d+\): Place \d in r\dc\d\.$/);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe('Run 100 times', () => {
  it('the runs job: every seed once, in batches, the same steps for the same seed; walk 0 fails where walk 0.1 solves', () => {
    const puzzle = sudoku4(0);
    const job = (walk: number) => ({ type: 'runs' as const, id: 1, kind: 'sudoku' as const, puzzle, alldiff: 'gac' as const, walk, maxSteps: 2000, firstSeed: 1, count: 25 });
    const collect = (walk: number) => {
      const out: RunOutcome[] = [];
      const batches: number[] = [];
      runMany(job(walk), (o) => {
        batches.push(o.length);
        out.push(...o);
      });
      return { out, batches };
    };
    const a = collect(0.1);
    check(a.out.map((o) => o.seed)).toEqual(Array.from({ length: 25 }, (_, k) => k + 1));
    check(a.batches).toEqual([10, 10, 5]);
    check(a.out.every((o) => o.status === 'solved' && o.steps > 0)).toBe(true);
    check(collect(0.1).out).toEqual(a.out);
    const b = collect(0);
    const failed = b.out.filter((o) => o.status !== 'solved');
    expect(failed.length).toBeGreaterThan(0);
    check(failed.every((o) => o.status === 'stopped' && o.steps === 2000)).toBe(true);
  });

  it('the run-length distribution: the fraction of all runs solved within x steps, failed runs never', () => {
    const o = (steps: number, status: 'solved' | 'stopped' = 'solved'): RunOutcome => ({ seed: 0, status, steps, restarts: 0 });
    const rl = runLength([o(30), o(10), o(1000, 'stopped'), o(20), o(1000, 'stopped')]);
    expect(rl).toMatchObject({ total: 5, solved: 3, failed: 2, steps: [10, 20, 30], median: 30, longest: 30 });
    check(solvedWithin(rl, 9)).toBe(0);
    check(solvedWithin(rl, 10)).toBe(0.2);
    check(solvedWithin(rl, 25)).toBe(0.4);
    check(solvedWithin(rl, 1_000_000)).toBe(0.6);
    expect(runLength([o(5), o(1, 'stopped'), o(1, 'stopped')]).median).toBeNull();
    expect(runLength([]).median).toBeNull();
  });

  it('the store runs the shown grid puzzle in the runs client and keeps each walk’s series (same walk replaces, another overlays)', async () => {
    const jobs: RunsJob[] = [];
    let handlers: RunsHandlers | null = null;
    const runs = { run: (job: RunsJob, on: RunsHandlers) => ((handlers = on), jobs.push(job)), stop: () => undefined };
    const reject = () => Promise.reject(new Error('no'));
    const services: StoreServices = {
      solver: { run: () => undefined, cancel: () => undefined, loadDictionary: reject, unfillable: reject, wordsOfLength: reject } as unknown as StoreServices['solver'],
      files: new FileClient(),
      fetchText: (url) => Promise.resolve(publicFile(`puzzles/${url.split('/').pop()!}`)),
      runs,
    };
    const store = createAppStore(services);
    store.getState().runMany();
    // A crossword: refused, no job.
    expect(jobs).toHaveLength(0);
    check(store.getState().runs.error).toContain('grid');
    await store.getState().loadSample('sudoku-own-4x4.txt#0');
    check(store.getState().kind).toBe('sudoku');
    store.getState().setAlgorithm({ search: 'min-conflicts', walk: 0.1, maxSteps: 1000 });
    store.getState().runMany();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ kind: 'sudoku', walk: 0.1, maxSteps: 1000, firstSeed: 1, count: 100 });
    expect(store.getState().runs).toMatchObject({ running: true, error: null });
    const outcomes = Array.from({ length: 10 }, (_, k): RunOutcome => ({ seed: k + 1, status: 'solved', steps: 10 * (k + 1), restarts: 0 }));
    handlers!.progress(outcomes);
    handlers!.progress(outcomes);
    expect(store.getState().runs.series.at(-1)!.outcomes).toHaveLength(20);
    handlers!.done(12);
    check(store.getState().runs.running).toBe(false);
    check(store.getState().runs.series.at(-1)!.ms).toBe(12);
    store.getState().setAlgorithm({ walk: 0 });
    store.getState().runMany();
    check(store.getState().runs.series.map((s) => s.walk)).toEqual([0.1, 0]);
    store.getState().setAlgorithm({ walk: 0.1 });
    store.getState().runMany();
    check(store.getState().runs.series.map((s) => s.walk)).toEqual([0, 0.1]);
    expect(store.getState().runs.series.at(-1)!.outcomes).toHaveLength(0);
    store.getState().clearRuns();
    check(store.getState().runs.series).toEqual([]);
  });

  it('a min-conflicts Solve on a crossword is refused with a clear message, not run', () => {
    let ran = 0;
    const reject = () => Promise.reject(new Error('no'));
    const store = createAppStore({
      solver: { run: () => void ran++, cancel: () => undefined, loadDictionary: reject, unfillable: reject, wordsOfLength: reject } as unknown as StoreServices['solver'],
      files: { readFile: reject, readDictionary: reject, readCrossword: reject },
      fetchText: reject,
    });
    store.getState().setAlgorithm({ search: 'min-conflicts' });
    void store.getState().solve();
    check(ran).toBe(0);
    check(store.getState().phase).toBe('error');
    check(store.getState().runError).toContain('not for crosswords');
  });
});
