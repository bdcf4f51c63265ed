import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import type { SolveRequest } from '../../worker/protocol.ts';
import type { RunHandlers } from '../run/solverClient.ts';
import { runOptions } from '../state/slices/run.ts';
import { createAppStore } from '../state/store.ts';
import { encodeLink } from '../share/link.ts';
import { quietServices } from './quietServices.ts';
import { puzzle, record } from './record.ts';

/** A store whose solver records each request and runs the real search on it when `finish` is called. */
function storeWithSolver() {
  const runs: { request: SolveRequest; handlers: RunHandlers }[] = [];
  const store = createAppStore(quietServices((request, handlers) => void runs.push({ request, handlers })));
  /** The last run answered as the worker would: the real search of its crossword with its options. */
  const finish = () => {
    const { request, handlers } = runs.at(-1)!;
    if (request.kind !== 'crossword') throw new Error('crossword runs only');
    const rec = record(request.puzzle, request.options, request.reuse);
    handlers.onModel({ type: 'model', emptySlots: [], buildMs: 0 });
    handlers.onEvents(rec.data, rec.count, {});
    handlers.onDone({ status: rec.done.status, stats: rec.done.stats });
    return rec;
  };
  return { store, runs, finish };
}

const lesson = puzzle('lesson-8x8.grid');
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('share slice: the link to what is shown', () => {
  it('holds the board, settings and dictionary, and the step of the run made from them', () => {
    const { store, finish } = storeWithSolver();
    store.getState().loadPuzzles('crossword', 'lesson-8x8.grid', [lesson]);
    store.getState().setAlgorithm({ inference: 'fc', variableOrder: 'mrv', seed: 9 });
    expect(store.getState().linkState()).toMatchObject({ state: { step: null, source: 'lesson-8x8.grid' }, stepLeftOut: false });
    void store.getState().solve();
    finish();
    store.getState().seek(5);
    const { state, stepLeftOut } = store.getState().linkState();
    check(stepLeftOut).toBe(false);
    check(state.step).toBe(5);
    check(state.board).toEqual({ kind: 'crossword', puzzle: lesson });
    expect(state.settings).toMatchObject({ inference: 'fc', variableOrder: 'mrv', seed: 9 });
    check(state.dictionary).toEqual({ bundled: 'english-common' });
    // A setting changed after the run: the run shown is not the link's settings' run.
    store.getState().setAlgorithm({ seed: 10 });
    expect(store.getState().linkState()).toMatchObject({ state: { step: null }, stepLeftOut: true });
    store.getState().setAlgorithm({ seed: 9 });
    check(store.getState().linkState().state.step).toBe(5);
  });
});

describe('share slice: opening a link', () => {
  it('puts the board, settings and dictionary in place, solves again and seeks to the step; Undo brings the board back', async () => {
    const from = storeWithSolver();
    from.store.getState().loadPuzzles('crossword', 'lesson-8x8.grid', [lesson]);
    from.store.getState().setAlgorithm({ inference: 'fc', valueOrder: 'reverse', seed: 3 });
    void from.store.getState().chooseDictionary('english-63k');
    void from.store.getState().solve();
    const rec = from.finish();
    const step = Math.min(40, rec.count - 1);
    from.store.getState().seek(step);
    const link = encodeLink(from.store.getState().linkState().state);

    const { store, runs, finish } = storeWithSolver();
    store.getState().edit('crossword', { type: 'toggle', cell: 0 });
    const mine = store.getState().boards.crossword.puzzle;
    let ready: () => void = () => {};
    check(store.getState().openLink(`#${link}`, new Promise<void>((r) => (ready = r)))).toBe('opened');
    // At once: the board, settings and dictionary; the notice says so.
    check(store.getState().boards.crossword.puzzle).toEqual(lesson);
    expect(store.getState()).toMatchObject({ kind: 'crossword', inference: 'fc', valueOrder: 'reverse', seed: 3, dictionaryId: 'english-63k' });
    expect(store.getState().shareNotice).toMatchObject({ tone: 'info', lines: [{ key: 'share.opened', params: { source: 'lesson-8x8.grid' } }] });
    // The run waits for `ready` (the saved word list at start-up).
    await flush();
    expect(runs).toHaveLength(0);
    ready();
    await flush();
    expect(runs).toHaveLength(1);
    expect(runs[0]!.request).toMatchObject({ kind: 'crossword', puzzle: lesson, options: runOptions(store.getState()) });
    check(store.getState().shareReplay).toEqual({ step });
    check(store.getState().playing).toBe(false);
    const again = finish();
    check(again.data).toEqual(rec.data); // the same run, step for step
    expect(store.getState()).toMatchObject({ cursor: step, playing: false, shareReplay: null, phase: 'done' });
    store.getState().undo();
    check(store.getState().boards.crossword.puzzle).toBe(mine);
  });

  it('a link that does not decode changes nothing but the notice', () => {
    const { store, runs } = storeWithSolver();
    store.getState().edit('crossword', { type: 'toggle', cell: 3 });
    store.getState().setAlgorithm({ seed: 77 });
    const before = store.getState();
    const good = encodeLink(before.linkState().state);
    check(store.getState().openLink(`#${good.slice(0, -12)}`)).toBe('failed');
    const after = store.getState();
    check(after.boards).toBe(before.boards);
    check(after.history).toBe(before.history);
    check(after.seed).toBe(77);
    check(after.shareNotice).toEqual({ tone: 'error', lines: [{ key: 'share.failed.damaged', params: {} }] });
    expect(runs).toHaveLength(0);
    check(store.getState().openLink('#v=9&s=AAAA')).toBe('failed');
    check(store.getState().shareNotice?.lines[0]).toEqual({ key: 'share.failed.version', params: { version: '9', known: 1 } });
    check(store.getState().boards).toBe(before.boards);
  });

  it('a fragment that is no share link is left alone', () => {
    const { store } = storeWithSolver();
    const before = store.getState();
    check(store.getState().openLink('#top')).toBe('none');
    check(store.getState()).toBe(before);
  });

  it('a link made with an own word list that is not loaded says to load it, and does not solve', async () => {
    const { store, runs } = storeWithSolver();
    const link = encodeLink({ board: { kind: 'crossword', puzzle: lesson }, source: 'x.grid', dictionary: { custom: 'mine.txt' }, settings: store.getState().linkState().state.settings, step: 4 });
    check(store.getState().openLink(link)).toBe('opened');
    await flush();
    expect(runs).toHaveLength(0);
    check(store.getState().shareNotice?.lines.map((l) => l.key)).toEqual(['share.opened', 'share.customDictionary']);
    check(store.getState().dictionaryId).toBe('english-common');
  });

  it('a link made with an own word list the app has loaded under that name uses it and solves', async () => {
    const { store, runs } = storeWithSolver();
    await store.getState().loadDictionary('mine.txt', 'cat\ndog\nowl\n');
    await store.getState().chooseDictionary('english-common');
    const link = encodeLink({ board: { kind: 'crossword', puzzle: lesson }, source: 'x.grid', dictionary: { custom: 'mine.txt' }, settings: store.getState().linkState().state.settings, step: 4 });
    store.getState().openLink(link);
    await flush();
    check(store.getState().dictionaryId).toBe('custom');
    expect(runs).toHaveLength(1);
    expect(runs[0]!.request).toMatchObject({ kind: 'crossword', dictionary: { name: 'mine.txt' } });
  });

  it('a step past the end of the run stops at the end and says so', async () => {
    const { store, finish } = storeWithSolver();
    const state = { ...store.getState().linkState().state, board: { kind: 'crossword', puzzle: lesson } as const, step: 10_000_000 };
    store.getState().openLink(encodeLink(state));
    await flush();
    const rec = finish();
    check(store.getState().cursor).toBe(rec.count);
    check(store.getState().shareNotice?.lines.at(-1)).toEqual({ key: 'share.replayShort', params: { step: 10_000_000, total: rec.count } });
  });

  it('a long run is sought as soon as its trace reaches the step, while it goes on', async () => {
    const { store, runs } = storeWithSolver();
    store.getState().openLink(encodeLink({ ...store.getState().linkState().state, board: { kind: 'crossword', puzzle: lesson }, step: 20 }));
    await flush();
    const { request, handlers } = runs[0]!;
    if (request.kind !== 'crossword') throw new Error('a crossword run');
    const rec = record(request.puzzle, request.options, request.reuse);
    handlers.onModel({ type: 'model', emptySlots: [], buildMs: 0 });
    handlers.onEvents(rec.data.subarray(0, 10 * 4), 10, {});
    store.getState().publishProgress();
    expect(store.getState()).toMatchObject({ cursor: 0, shareReplay: { step: 20 }, phase: 'running' });
    handlers.onEvents(rec.data.subarray(10 * 4, 30 * 4), 20, {});
    store.getState().publishProgress();
    expect(store.getState()).toMatchObject({ cursor: 20, shareReplay: null, phase: 'running', playing: false });
  });

  it('a replay the user stops is not sought', async () => {
    const { store } = storeWithSolver();
    store.getState().openLink(encodeLink({ ...store.getState().linkState().state, board: { kind: 'crossword', puzzle: lesson }, step: 30 }));
    await flush();
    check(store.getState().shareReplay).toEqual({ step: 30 });
    store.getState().cancel();
    expect(store.getState()).toMatchObject({ shareReplay: null, cursor: 0 });
  });
});
