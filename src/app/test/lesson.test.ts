/**
 * The first Solve and the guided lesson, computed headless: the puzzle a first visit opens on is
 * solved by the app's default settings with a visible search (assignments, prunes, backtracks), and
 * each lesson chapter's run has the step it stops on, the first of its kind. The searches are the
 * worker's (the slot model, the app's run options, the events encoded as the worker encodes them).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { crosswordCheck } from '../../checkers/solutions.ts';
import { buildCrosswordModel, layoutFromBoard, parseDictionary, slotLabel, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { CROSSWORD_CHAPTERS, FIRST_PUZZLE, findTeachingStep, noFillHint, StepFinder } from '../teaching/lesson.ts';
import { runOptions } from '../state/slices/run.ts';
import { createAppStore, useApp, type StoreServices } from '../state/store.ts';
import { Trace } from '../../trace/trace.ts';
import { sketchProblem, type ProblemSketch } from '../../trace/sketch.ts';
import { commonWords, publicFile, puzzle, record, type Recording } from './record.ts';
import { DEFAULT_DICTIONARY, SAMPLES } from '../settings/catalog.ts';
import { msg } from '../../text/index.ts';

/** A store with no workers: its initial state is the app's defaults. */
function defaults() {
  const unused = () => {
    throw new Error('not used');
  };
  const services: StoreServices = { solver: { run: unused, cancel: unused, unfillable: unused, loadDictionary: unused, wordsOfLength: unused }, files: { readFile: unused, readDictionary: unused, readCrossword: unused }, fetchText: unused };
  return createAppStore(services).getInitialState();
}

function traceOf(rec: Recording): Trace {
  const trace = new Trace({ variables: rec.variables });
  trace.append(rec.data, rec.count);
  return trace;
}

/** The sketch the worker posts for a run on `layout` (the constraints' kinds, scopes and crossing letters). */
function sketchOf(layout: CrosswordLayout, reuse = false): ProblemSketch {
  const problem = buildCrosswordModel(layout, commonWords(), { variables: 'slots', reuse }).problem;
  return sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
}

const layout = puzzle(FIRST_PUZZLE);

describe('the first Solve', () => {
  it('is a bundled sample on the default dictionary, an 8 x 8 board', () => {
    check(SAMPLES.some((s) => s.file === FIRST_PUZZLE && !s.dictionary && s.kind === 'crossword')).toBe(true);
    check([layout.width, layout.height]).toEqual([8, 8]);
    expect(layout.slots).toHaveLength(20);
    check(defaults().dictionaryId).toBe(DEFAULT_DICTIONARY);
  });

  it('opens without an undo step (a first visit), and as one step when chosen from the samples', async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => new Response(publicFile(`puzzles/${String(url).split('/').pop()!}`), { status: 200 })) as typeof fetch;
    const initial = useApp.getInitialState();
    try {
      useApp.setState(initial, true);
      await useApp.getState().loadSample(FIRST_PUZZLE, { firstVisit: true });
      let s = useApp.getState();
      check(s.kind).toBe('crossword');
      expect(s.boards.crossword).toMatchObject({ source: FIRST_PUZZLE, puzzle: { width: 8, height: 8 } });
      expect(s.boards.crossword.puzzle.slots).toHaveLength(20);
      expect(s.history.past).toHaveLength(0);
      s.clearBoard();
      await useApp.getState().loadSample(FIRST_PUZZLE);
      expect(useApp.getState().history.past).toHaveLength(2);
      // A first-visit load that finds the board changed meanwhile leaves it alone.
      const loading = useApp.getState().loadSample(FIRST_PUZZLE, { firstVisit: true });
      useApp.getState().clearBoard();
      await loading;
      check(useApp.getState().boards.crossword.source).toBe('Drawn');
      s = useApp.getState();
      check(s.history.past.map((h) => h.label)).toEqual([msg('names.undo.clearBoard'), msg('names.undo.load', { name: FIRST_PUZZLE }), msg('names.undo.clearBoard')]);
    } finally {
      globalThis.fetch = realFetch;
      useApp.setState(initial, true);
    }
  });

  it('is solved by the default settings with assignments, prunes and backtracks (a few seconds of playback)', () => {
    const s = defaults();
    const rec = record(layout, runOptions(s), s.reuse);
    check(rec.done.status).toBe('solved');
    // The numbers of the search the app shows (the solver is deterministic for these settings).
    expect(rec.done.stats).toMatchObject({ nodes: 28, backtracks: 8, solutions: 1 });
    check(rec.done.stats.prunes).toBe(3497);
    expect(rec.done.stats.backtracks).toBeGreaterThanOrEqual(1);
    const trace = traceOf(rec);
    expect(trace.end).toMatchObject({ nodes: 28, backtracks: 8, prunes: 3497, solutions: 1 });
    // The fill passes the independent checker.
    const model = buildCrosswordModel(layout, commonWords(), { variables: 'slots' });
    const solution = rec.events.find((e) => e.type === 'solution')!;
    const words = parseDictionary(publicFile('dictionaries/english-common.txt')).words;
    check(crosswordCheck(layout, words, s.reuse)({ rows: model.rows(solution.values) })).toEqual([]);
  });
});

describe('the lesson', () => {
  const runs = CROSSWORD_CHAPTERS.map((chapter) => {
    const rec = record(layout, runOptions({ ...defaults(), ...chapter.settings }), chapter.settings.reuse);
    return { chapter, rec, trace: traceOf(rec), step: findTeachingStep(traceOf(rec), sketchOf(layout, chapter.settings.reuse), chapter.stopAt) };
  });

  it('runs plain backtracking, forward checking and MAC, all on the slot model, each solving the puzzle', () => {
    check(runs.map((r) => r.chapter.settings.inference)).toEqual(['none', 'fc', 'mac']);
    check(runs.map((r) => r.rec.done.status)).toEqual(['solved', 'solved', 'solved']);
    check(runs.map((r) => r.rec.done.stats.nodes)).toEqual([2943, 49, 22]);
  });

  it('chapter 1 stops on the first backtrack: a word taken back for a clash with the word it crosses', () => {
    const { rec, step } = runs[0]!;
    const first = rec.events.findIndex((e) => e.type === 'backtrack');
    expect(step).not.toBeNull();
    check(step!.position).toBe(first + 1);
    const e = rec.events[first]!;
    if (e.type !== 'backtrack') throw new Error('not a backtrack');
    check([step!.variable, step!.value]).toEqual([e.variable, e.value]);
    // The check that failed names the crossing slot, which is filled.
    const conflict = rec.events[first - 1]!;
    check(conflict.type).toBe('conflict');
    expect(step!.other).toBeGreaterThanOrEqual(0);
    check(rec.reference[first]![step!.other]).toBe(step!.otherValue);
    expect(step!.otherValue).toBeGreaterThanOrEqual(0);
  });

  it('chapter 2 stops on the first wipe-out: a slot emptied by the word just placed in a crossing slot', () => {
    const { rec, step } = runs[1]!;
    const first = rec.events.findIndex((e) => e.type === 'wipeout');
    check(step!.position).toBe(first + 1);
    // Found early: before the search first backtracks, and the emptied slot is still unfilled.
    expect(first).toBeLessThan(rec.events.findIndex((e) => e.type === 'backtrack'));
    check(rec.reference[first]![step!.variable]).toBe(-1);
    const lastAssign = rec.events.slice(0, first).filter((e) => e.type === 'assign').at(-1);
    check(lastAssign?.type === 'assign' ? lastAssign.variable : -2).toBe(step!.other);
  });

  it('chapter 3 stops on the first prune by an arc between two empty slots (which forward checking never makes)', () => {
    const { rec, step } = runs[2]!;
    // Independently: the first prune whose cause (`via`) is a slot not filled at that moment.
    const first = rec.events.findIndex((e, i) => e.type === 'prune' && rec.reference[i]![e.via] === -1);
    expect(first).toBeGreaterThan(0);
    check(step!.position).toBe(first + 1);
    const e = rec.events[first]!;
    if (e.type !== 'prune') throw new Error('not a prune');
    check([step!.variable, step!.value, step!.other]).toEqual([e.variable, e.value, e.via]);
    // Earlier prunes of the same run were all made through the slot just filled (forward checking's).
    check(rec.events.slice(0, first).some((x) => x.type === 'prune')).toBe(true);
    // Forward checking's run has no such prune at all.
    const fc = runs[1]!.rec;
    check(fc.events.some((x, i) => x.type === 'prune' && fc.reference[i]![x.via] === -1)).toBe(false);
  });

  it('finds the step in a growing trace as the app does (events arriving in batches)', () => {
    for (const { rec, step, chapter } of runs) {
      const trace = new Trace({ variables: rec.variables });
      const finder = new StepFinder(trace, sketchOf(layout, chapter.settings.reuse), chapter.stopAt);
      let found = null;
      for (let start = 0; start < rec.count && !found; start += 97) {
        const count = Math.min(97, rec.count - start);
        trace.append(rec.data.subarray(start * 4, (start + count) * 4), count);
        found = finder.next();
      }
      check(found).toEqual(step);
    }
  });
});

describe('the hint under "No solution"', () => {
  const common = commonWords();
  const of = (l: CrosswordLayout) => {
    const model = buildCrosswordModel(l, common, { variables: 'slots' });
    const rec = record(l, runOptions(defaults()));
    return noFillHint({
      slots: l.slots,
      hasBlocks: l.blocks.some(Boolean),
      emptySlots: model.emptySlots.map((e) => ({ slot: e.slot.index })),
      trace: traceOf(rec),
      dictionary: 'english-common',
      wordsOfLength: (n) => common.bucket(n)?.words.length ?? 0,
    });
  };

  it('an empty 8 x 8 board: no blocks, every slot 8 letters long', () => {
    const empty = layoutFromBoard(8, 8, new Array<boolean>(64).fill(false), new Array<string>(64).fill(''));
    const hint = of(empty);
    check(hint).toEqual({ key: 'noBlocks', values: { slot: msg('names.across', { n: 1 }), length: 8, count: 567, dictionary: 'english-common' } });
  });

  const board = (blocked: (cell: number) => boolean) =>
    layoutFromBoard(8, 8, Array.from({ length: 64 }, (_, c) => blocked(c)), new Array<string>(64).fill(''));

  it('a board AC-3 empties before search names the slot it emptied', () => {
    // The last column blocked: eight rows of 7 letters crossing seven columns of 8.
    const l = board((c) => c % 8 === 7);
    const rec = record(l, runOptions(defaults()));
    check(rec.done.status).toBe('unsatisfiable');
    check(rec.done.stats.nodes).toBe(0);
    const wipe = rec.events.find((e) => e.type === 'wipeout');
    const hint = of(l);
    check(hint.key).toBe('ac3');
    check(wipe?.type === 'wipeout' && slotLabel(l.slots[wipe.variable]!)).toEqual(hint.values.slot);
    expect(hint.values).toMatchObject({ length: l.slots[wipe?.type === 'wipeout' ? wipe.variable : 0]!.length });
  });

  it('a board the search exhausts says so', () => {
    // Two corners blocked: AC-3 leaves words everywhere, the search then tries them all.
    const l = board((c) => c === 0 || c === 63);
    const rec = record(l, runOptions(defaults()));
    check(rec.done.status).toBe('unsatisfiable');
    expect(rec.done.stats.nodes).toBeGreaterThan(0);
    check(of(l)).toEqual({ key: 'search', values: { dictionary: 'english-common' } });
  });

  it('a slot no word fits is named with its length', () => {
    const given = new Array<string>(64).fill('');
    given[0] = 'q';
    given[1] = 'q';
    const blocks = new Array<boolean>(64).fill(false);
    for (let c = 0; c < 64; c++) if (c !== 0 && c !== 1 && c !== 8) blocks[c] = true;
    const l = layoutFromBoard(8, 8, blocks, given);
    const hint = of(l);
    check(hint.key).toBe('emptySlot');
    expect(hint.values).toMatchObject({ slot: msg('names.across', { n: 1 }), length: 2 });
  });
});
