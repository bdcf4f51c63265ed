import { afterEach, describe, expect, it, vi } from 'vitest';
import { check } from '../../../tests/check.ts';
import { layoutFromBoard, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { KEPT_DICTIONARIES, SentWords, Shelves, shelve } from '../../worker/jobs/dictionaries.ts';
import type { DictionaryRef, SolveRequest } from '../../worker/protocol.ts';
import { EventCode } from '../../trace/codes.ts';
import { SolverClient, SolverStopped, type RunHandlers } from '../run/solverClient.ts';
import { withWords } from '../run/words.ts';
import { fakeWorkers, settle, type FakeWorker } from './fakeWorker.ts';

function setup() {
  const { client, workers } = fakeWorkers((spawn) => new SolverClient(spawn));
  const words: unknown[] = [];
  const handlers: RunHandlers = { onModel: () => undefined, onEvents: (_d, _c, more) => words.push(more.words), onDone: () => undefined, onError: () => undefined };
  return { client, workers, words, handlers };
}

const layout: CrosswordLayout = layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), new Array<string>(9).fill(''));
const WORDS = 'cat\nact\ntac\nart\nrat\n';
const counts = (n: number) => ({ wordCount: n, skipped: 0, duplicates: 0, skippedExamples: [], tooLong: 0, lengths: { 3: n } });

function crossword(runId: number, dictionary: DictionaryRef): SolveRequest {
  const options = { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', seed: 1, maxSolutions: 1, timeLimitMs: Infinity, restarts: 'none', backjump: false } as const;
  return { type: 'solve', kind: 'crossword', runId, puzzle: layout, dictionary, alldiff: 'gac', reuse: false, options };
}

/** The worker says it does not keep dictionary `key` (never loaded, dropped, or a fresh worker). */
function missing(w: FakeWorker, job: string, key: string): void {
  w.fail(w.last(job), `the dictionary ${key} is not loaded`, 'dictionary-missing', { key });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the dictionaries in the solver worker (client side): a handle, never a copy', () => {
  it('a run names its dictionary by key; the text crosses once, when the worker says it lacks it', async () => {
    const { client, workers, handlers } = setup();
    client.run(crossword(1, { key: 'custom:1', name: 'w.txt', text: WORDS }), handlers);
    const w = workers[0]!;
    check(w.jobs()).toEqual(['solve']);
    expect(w.last('solve').input).toMatchObject({ dictionary: { key: 'custom:1', name: 'w.txt' } });
    check(JSON.stringify(w.last('solve'))).not.toContain('cat');
    missing(w, 'solve', 'custom:1');
    await settle();
    check(w.jobs()).toEqual(['solve', 'load-dictionary']);
    expect(w.last('load-dictionary').input).toMatchObject({ key: 'custom:1', text: WORDS });
    w.done(w.last('load-dictionary'), counts(5));
    await settle();
    check(w.jobs()).toEqual(['solve', 'load-dictionary', 'solve']);
    w.done(w.last('solve'), { status: 'solved', stats: {} });
    // The next run: by key only, and the worker has it.
    client.run(crossword(2, { key: 'custom:1', name: 'w.txt', text: WORDS }), handlers);
    check(w.jobs().at(-1)).toBe('solve');
    check(JSON.stringify(w.calls.filter((c) => c.job === 'solve'))).not.toContain('cat');
    expect(w.calls.filter((c) => c.job === 'load-dictionary')).toHaveLength(1);
  });

  it('a bundled dictionary goes over as its address, never as its text; its counts are the worker’s answer', async () => {
    const { client, workers } = setup();
    const summary = client.loadDictionary({ key: 'english-common', name: 'english-common.txt', url: '/dictionaries/english-common.txt' });
    const w = workers[0]!;
    check(w.last('summary').input).toEqual({ key: 'english-common' });
    missing(w, 'summary', 'english-common');
    await settle();
    check(w.last('load-dictionary').input).toEqual({ key: 'english-common', name: 'english-common.txt', url: '/dictionaries/english-common.txt' });
    w.done(w.last('load-dictionary'), counts(5));
    await settle();
    w.done(w.last('summary'), counts(5));
    await expect(summary).resolves.toEqual(counts(5));
  });

  it('the words a run’s events use come with them, for the run (the store keeps them with the run)', async () => {
    const { client, workers, words, handlers } = setup();
    client.run(crossword(1, { key: 'k', name: 'w.txt', text: WORDS }), handlers);
    const w = workers[0]!;
    const call = w.last('solve');
    const table = { 3: { values: [2], text: 'cat', size: 5 } };
    w.part(call, { type: 'model', emptySlots: [], buildMs: 0 });
    w.part(call, { type: 'events', data: new Int32Array([EventCode.assign, 0, 2, 1]), count: 1, words: table });
    await settle();
    check(words).toEqual([table]);
  });

  it('after a cancel: the questions in flight are asked of a fresh worker, the dictionary loaded again from its source', async () => {
    const { client, workers, handlers } = setup();
    client.run(crossword(1, { key: 'k', name: 'w.txt', text: WORDS }), handlers);
    const answer = client.unfillable('k', layout);
    client.cancel();
    check(workers[0]!.terminated).toBe(true);
    const fresh = workers[1]!;
    check(fresh.jobs()).toEqual(['unfillable']);
    missing(fresh, 'unfillable', 'k');
    await settle();
    expect(fresh.last('load-dictionary').input).toMatchObject({ key: 'k', text: WORDS });
    fresh.done(fresh.last('load-dictionary'), counts(5));
    await settle();
    fresh.done(fresh.last('unfillable'), [1]);
    await expect(answer).resolves.toEqual([1]);
  });

  it('after a cancel, the last used dictionary is loaded into the fresh worker a moment later (the next run does not wait)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { client, workers, handlers } = setup();
    client.run(crossword(1, { key: 'k', name: 'w.txt', url: '/w.txt' }), handlers);
    client.cancel();
    expect(workers).toHaveLength(1);
    vi.advanceTimersByTime(150);
    vi.useRealTimers();
    const fresh = workers[1]!;
    check(fresh.last('summary').input).toEqual({ key: 'k' });
    missing(fresh, 'summary', 'k');
    await settle();
    check(fresh.last('load-dictionary').input).toEqual({ key: 'k', name: 'w.txt', url: '/w.txt' });
  });

  it('a worker that dies before answering anything: what it had is asked once more of a fresh worker', async () => {
    const { client, workers } = setup();
    const summary = client.loadDictionary({ key: 'b', name: 'b.txt', url: '/b.txt' });
    workers[0]!.die();
    expect(workers).toHaveLength(2);
    const fresh = workers[1]!;
    check(fresh.jobs()).toEqual(['summary']);
    fresh.done(fresh.last('summary'), counts(1));
    await expect(summary).resolves.toEqual(counts(1));
  });

  it('dies again: the question fails as "solver stopped"; the next run starts a fresh worker that loads the dictionary again', async () => {
    const { client, workers, handlers } = setup();
    const summary = client.loadDictionary({ key: 'c', name: 'c.txt', text: WORDS });
    workers[0]!.die();
    workers[1]!.die();
    expect(workers).toHaveLength(2);
    await expect(summary).rejects.toBeInstanceOf(SolverStopped);
    await expect(summary).rejects.toThrow('the solver stopped with an error (the worker could not start or died); it starts again when you press Solve or choose a dictionary');
    client.run(crossword(1, { key: 'c', name: 'c.txt' }), handlers);
    const w = workers[2]!;
    missing(w, 'solve', 'c');
    await settle();
    expect(w.last('load-dictionary').input).toMatchObject({ key: 'c', text: WORDS });
    // A worker that has answered and then dies: its questions fail at once (no second try).
    w.done(w.last('load-dictionary'), counts(5));
    await settle();
    w.done(w.last('solve'), { status: 'solved', stats: {} });
    await settle();
    const again = client.unfillable('c', layout);
    w.die();
    await expect(again).rejects.toBeInstanceOf(SolverStopped);
    expect(workers).toHaveLength(3);
  });

  it('a failed load rejects with its reason, and the next use loads again', async () => {
    const { client, workers } = setup();
    const first = client.loadDictionary({ key: 'b', name: 'b.txt', url: '/nope.txt' });
    const w = workers[0]!;
    missing(w, 'summary', 'b');
    await settle();
    w.fail(w.last('load-dictionary'), 'could not fetch /nope.txt (HTTP 404)');
    await expect(first).rejects.toThrow('could not fetch /nope.txt (HTTP 404)');
    void client.loadDictionary({ key: 'b', name: 'b.txt', url: '/nope.txt' }).catch(() => undefined);
    missing(w, 'summary', 'b');
    await settle();
    expect(w.calls.filter((c) => c.job === 'load-dictionary')).toHaveLength(2);
  });

  it('without a Worker the same jobs run inline: loads, counts, unfillable slots, words of a length', async () => {
    const client = new SolverClient(null);
    await expect(client.loadDictionary({ key: 'k', name: 'w.txt', text: 'cat\nact\nhorse\n42\n' })).resolves.toMatchObject({ wordCount: 3, skipped: 1, lengths: { 3: 2, 5: 1 } });
    const given = (letter: string) => layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), [letter, '', '', '', '', '', '', '', '']);
    check(await client.unfillable('k', given('c'))).toEqual([]);
    expect(await client.unfillable('k', given('x'))).toHaveLength(2);
    expect(await client.unfillable('k', given('t'))).toHaveLength(2);
    check(await client.wordsOfLength('k', 3)).toEqual(['act', 'cat']);
    await expect(client.loadDictionary({ key: 'e', name: 'e.txt', text: '42\n' })).rejects.toThrow();
  });

  it('the worker alone drops dictionaries to make room; asked about a dropped one, the client loads it again and gets the answer', async () => {
    const client = new SolverClient(null);
    const lists = Array.from({ length: KEPT_DICTIONARIES + 1 }, (_, i) => ({ key: `d${i}`, name: `d${i}.txt`, text: i === 0 ? 'xyz\n' : 'cat\n' }));
    for (const list of lists) await client.loadDictionary(list);
    // d0 was dropped by the worker (the least recently used); asking about it still answers from d0's words.
    check(await client.wordsOfLength('d0', 3)).toEqual(['xyz']);
  });
});

describe('the worker’s shelves', () => {
  it(`keep at most ${KEPT_DICTIONARIES} dictionaries, dropping the least recently used (with the chosen ones made from it)`, async () => {
    const shelves = new Shelves(() => Promise.reject(new Error('no fetching')));
    for (let i = 0; i < KEPT_DICTIONARIES; i++) await shelves.load({ key: `d${i}`, name: `d${i}`, text: 'cat\n' });
    await shelves.get('d0\u241Fchoices:{"minScore":0,"ban":["cat"],"prefer":[],"scoreOrder":false}');
    // d0 used last: d1 goes when another comes.
    await shelves.get('d0');
    await shelves.load({ key: 'new', name: 'new', text: 'dog\n' });
    check(shelves.keys().filter((k) => !k.includes('choices'))).toEqual(['d2', 'd0', 'new']);
    await expect(shelves.get('d1')).rejects.toMatchObject({ code: 'dictionary-missing', data: { key: 'd1' } });
    // A chosen dictionary of a dropped one: its dictionary is what is missing.
    await expect(shelves.get('d1\u241Fchoices:{"minScore":5,"ban":[],"prefer":[],"scoreOrder":false}')).rejects.toMatchObject({ data: { key: 'd1' } });
  });

  it('forget a failed load (asked again, it is loaded again)', async () => {
    let tries = 0;
    const shelves = new Shelves(() => (++tries === 1 ? Promise.reject(new Error('HTTP 500')) : Promise.resolve('cat\n')));
    await expect(shelves.load({ key: 'b', name: 'b', url: '/b' })).rejects.toThrow('HTTP 500');
    await expect(shelves.get('b')).rejects.toMatchObject({ code: 'dictionary-missing' });
    await expect(shelves.load({ key: 'b', name: 'b', url: '/b' })).resolves.toMatchObject({ words: ['cat'] });
  });
});

describe('a run’s word table', () => {
  it('sends each word once per run, sorted-index values with their words; the store’s table gets a new list per length touched', () => {
    const { index } = shelve('w.txt', WORDS);
    const sent = new SentWords(index);
    expect(sent.take()).toBeUndefined();
    sent.note(3, 0);
    sent.note(3, 4);
    sent.note(3, 0);
    const table = sent.take()!;
    check(table).toEqual({ 3: { values: [0, 4], text: 'act\ntac', size: 5 } });
    sent.note(3, 4);
    sent.note(3, -1);
    expect(sent.take()).toBeUndefined();
    const before = { 4: ['tact'] };
    const words = withWords(before, table);
    check(words[3]![0]).toBe('act');
    check(words[3]![4]).toBe('tac');
    expect(words[3]![1]).toBeUndefined();
    // One packed list per length, as long as the dictionary's words of that length.
    expect(words[3]).toHaveLength(5);
    // The lengths not touched are shared; the old table is never written to.
    check(words[4]).toBe(before[4]);
    const more = withWords(words, { 3: { values: [1], text: 'art' } });
    check(more[3]).toEqual(['act', 'art', undefined, undefined, 'tac']);
    expect(words[3]![1]).toBeUndefined();
  });
});
