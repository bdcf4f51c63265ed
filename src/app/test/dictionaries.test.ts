import { describe, expect, it } from 'vitest';
import { layoutFromBoard, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { mergeWords, SentWords, shelve } from '../../worker/dictionaries.ts';
import { type DictionaryRequest, type FromWorker, type SolveRequest } from '../../worker/protocol.ts';
import { EventCode } from '../../trace/codes.ts';
import { KEPT_DICTIONARIES, SolverClient, SolverStopped, type RunHandlers } from '../run/solverClient.ts';
import { fakeWorkers } from './fakeWorker.ts';

function setup() {
  const { client, workers } = fakeWorkers((factory) => new SolverClient(factory));
  const models: Record<number, string[]>[] = [];
  const handlers: RunHandlers = { onModel: (m) => models.push(m.words), onEvents: () => undefined, onDone: () => undefined, onError: () => undefined };
  return { client, workers, models, handlers };
}

const layout: CrosswordLayout = layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), new Array<string>(9).fill(''));
const WORDS = 'cat\nact\ntac\nart\nrat\n';

function crossword(runId: number, dictionary: { key: string; name: string; text?: string; url?: string }): SolveRequest {
  const options = { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', seed: 1, maxSolutions: 1, timeLimitMs: Infinity, restarts: 'none', backjump: false } as const;
  return { type: 'solve', kind: 'crossword', runId, puzzle: layout, dictionary, alldiff: 'gac', reuse: false, options };
}

describe('the dictionary in the solver worker (client side)', () => {
  it('hands a text over once per worker, then runs name the dictionary by key only', () => {
    const { client, workers, handlers } = setup();
    client.run(crossword(1, { key: 'custom:1', name: 'w.txt', text: WORDS }), handlers);
    const w = workers[0]!;
    expect(w.requests.map((r) => r.type)).toEqual(['load-dictionary', 'solve']);
    expect(w.requests[0]).toMatchObject({ key: 'custom:1', text: WORDS });
    expect(w.requests[1]).toMatchObject({ dictionary: { key: 'custom:1', name: 'w.txt' } });
    expect(JSON.stringify(w.requests[1])).not.toContain('cat');
    w.send({ type: 'done', runId: 1, status: 'solved', stats: {} as never });
    const before = w.requests.length;
    client.run(crossword(2, { key: 'custom:1', name: 'w.txt', text: WORDS }), handlers);
    expect(w.requests.slice(before).map((r) => r.type)).toEqual(['solve']);
    expect(JSON.stringify(w.requests.slice(before))).not.toContain('cat');
  });

  it('a bundled dictionary goes over as its address, never as its text', async () => {
    const { client, workers } = setup();
    const summary = client.loadDictionary({ key: 'english-common', name: 'english-common.txt', url: '/dictionaries/english-common.txt' });
    const w = workers[0]!;
    const load = w.requests[0] as DictionaryRequest;
    expect(load).toMatchObject({ type: 'load-dictionary', url: '/dictionaries/english-common.txt', text: undefined });
    const counts = { wordCount: 5, skipped: 0, duplicates: 0, skippedExamples: [], tooLong: 0, lengths: { 3: 5 } };
    w.send({ type: 'dictionary-loaded', id: load.id, key: 'english-common', summary: counts });
    await expect(summary).resolves.toEqual(counts);
    // Asked again: the summary is kept, nothing is posted.
    await expect(client.loadDictionary({ key: 'english-common', name: 'english-common.txt', url: '/dictionaries/english-common.txt' })).resolves.toEqual(counts);
    expect(w.requests).toHaveLength(1);
  });

  it('merges the words that come with the events into one table per dictionary, kept across runs', () => {
    const { client, workers, models, handlers } = setup();
    client.run(crossword(1, { key: 'k', name: 'w.txt', text: WORDS }), handlers);
    const w = workers[0]!;
    w.send({ type: 'model', runId: 1, words: {}, dictionaryKey: 'k', emptySlots: [], buildMs: 0 });
    const data = new Int32Array([EventCode.assign, 0, 2, 1]);
    w.send({ type: 'events', runId: 1, data, count: 1, words: { 3: { values: [2], text: 'cat' } } });
    expect(models[0]![3]![2]).toBe('cat');
    w.send({ type: 'done', runId: 1, status: 'solved', stats: {} as never });
    client.run(crossword(2, { key: 'k', name: 'w.txt' }), handlers);
    w.send({ type: 'model', runId: 2, words: {}, dictionaryKey: 'k', emptySlots: [], buildMs: 0 });
    expect(models[1]).toBe(models[0]);
    expect(models[1]![3]![2]).toBe('cat');
  });

  it('loads the last used dictionary into the fresh worker after a cancel, and asks pending questions again', async () => {
    const { client, workers, handlers } = setup();
    client.run(crossword(1, { key: 'k', name: 'w.txt', text: WORDS }), handlers);
    const answer = client.unfillable('k', layout);
    client.cancel();
    expect(workers[0]!.terminated).toBe(true);
    // The fresh worker comes a little later (the cancel shows first).
    expect(workers).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fresh = workers[1]!;
    expect(fresh.requests.map((r) => r.type)).toEqual(['load-dictionary', 'unfillable']);
    expect(fresh.requests[0]).toMatchObject({ key: 'k', text: WORDS });
    const question = fresh.requests[1] as DictionaryRequest;
    fresh.send({ type: 'unfillable', id: question.id, slots: [1] });
    await expect(answer).resolves.toEqual([1]);
    // The next run finds it loaded: no second copy of the text.
    client.run(crossword(2, { key: 'k', name: 'w.txt', text: WORDS }), handlers);
    expect(fresh.requests.filter((r) => r.type === 'load-dictionary')).toHaveLength(1);
  });

  it('a worker that dies before answering anything: the loads in flight are asked once more of a fresh worker', async () => {
    const { client, workers } = setup();
    const summary = client.loadDictionary({ key: 'b', name: 'b.txt', url: '/b.txt' });
    workers[0]!.die();
    expect(workers).toHaveLength(2);
    const fresh = workers[1]!;
    expect(fresh.requests).toEqual([expect.objectContaining({ type: 'load-dictionary', key: 'b', url: '/b.txt' })]);
    const loaded = { wordCount: 1, skipped: 0, duplicates: 0, tooLong: 0, skippedExamples: [], lengths: { 3: 1 } };
    fresh.send({ type: 'dictionary-loaded', key: 'b', id: (fresh.requests[0] as DictionaryRequest).id, summary: loaded });
    await expect(summary).resolves.toEqual(loaded);
  });

  it('dies again: the questions fail as "solver stopped"; the next run or question starts a fresh worker that loads the dictionary again', async () => {
    const { client, workers, handlers } = setup();
    const summary = client.loadDictionary({ key: 'c', name: 'c.txt', text: WORDS });
    workers[0]!.die();
    workers[1]!.die();
    expect(workers).toHaveLength(2);
    await expect(summary).rejects.toBeInstanceOf(SolverStopped);
    await expect(summary).rejects.toThrow(/the solver stopped with an error \(the worker could not start or died\)/);
    client.run(crossword(1, { key: 'c', name: 'c.txt' }), handlers);
    expect(workers[2]!.requests.map((r) => r.type)).toEqual(['load-dictionary', 'solve']);
    expect(workers[2]!.requests[0]).toMatchObject({ key: 'c', text: WORDS });
    // A worker that has answered and then dies: its questions fail at once (no second try).
    const w = workers[2]!;
    w.send({ type: 'dictionary-loaded', key: 'c', id: (w.requests[0] as DictionaryRequest).id, summary: { wordCount: 5, skipped: 0, duplicates: 0, tooLong: 0, skippedExamples: [], lengths: { 3: 5 } } });
    w.send({ type: 'done', runId: 1, status: 'solved', stats: {} } as unknown as FromWorker);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = client.unfillable('c', layout);
    w.die();
    await expect(again).rejects.toBeInstanceOf(SolverStopped);
    expect(workers).toHaveLength(3);
  });

  it('a failed load rejects, and the next use loads again', async () => {
    const { client, workers } = setup();
    const first = client.loadDictionary({ key: 'b', name: 'b.txt', url: '/nope.txt' });
    const w = workers[0]!;
    w.send({ type: 'request-failed', id: (w.requests[0] as DictionaryRequest).id, message: 'could not fetch /nope.txt (HTTP 404)' });
    await expect(first).rejects.toThrow('HTTP 404');
    void client.loadDictionary({ key: 'b', name: 'b.txt', url: '/nope.txt' });
    expect(w.requests.filter((r) => r.type === 'load-dictionary')).toHaveLength(2);
  });

  it(`keeps at most ${KEPT_DICTIONARIES} dictionaries in the worker, dropping the least recently used`, () => {
    const { client, workers } = setup();
    for (let i = 0; i <= KEPT_DICTIONARIES; i++) void client.loadDictionary({ key: `d${i}`, name: `d${i}`, text: 'cat\n' }).catch(() => undefined);
    const w = workers[0]!;
    expect(w.requests.filter((r) => r.type === 'drop-dictionary')).toEqual([{ type: 'drop-dictionary', key: 'd0' }]);
  });

  it('without a Worker, keeps the dictionaries inline and answers the same questions', async () => {
    const client = new SolverClient(null);
    await expect(client.loadDictionary({ key: 'k', name: 'w.txt', text: 'cat\nact\nhorse\n42\n' })).resolves.toMatchObject({ wordCount: 3, skipped: 1, lengths: { 3: 2, 5: 1 } });
    const given = (letter: string) => layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), [letter, '', '', '', '', '', '', '', '']);
    expect(await client.unfillable('k', given('c'))).toEqual([]);
    expect(await client.unfillable('k', given('x'))).toHaveLength(2);
    expect(await client.unfillable('k', given('t'))).toHaveLength(2);
    expect((await client.wordsOfLength('k', 3))[3]).toEqual(['act', 'cat']);
    await expect(client.loadDictionary({ key: 'e', name: 'e.txt', text: '42\n' })).rejects.toThrow();
  });
});

describe('the worker’s word table', () => {
  it('sends each word of a dictionary once, sorted-index values with their words', () => {
    const { index } = shelve('w.txt', WORDS);
    const sent = new SentWords(index);
    expect(sent.take()).toBeUndefined();
    sent.note(3, 0);
    sent.note(3, 4);
    sent.note(3, 0);
    const table = sent.take()!;
    expect(table).toEqual({ 3: { values: [0, 4], text: 'act\ntac', size: 5 } });
    sent.note(3, 4);
    sent.note(3, -1);
    expect(sent.take()).toBeUndefined();
    const into: Record<number, string[]> = {};
    mergeWords(into, table);
    expect(into[3]![0]).toBe('act');
    expect(into[3]![4]).toBe('tac');
    expect(into[3]![1]).toBeUndefined();
    // One packed list per length, as long as the dictionary's words of that length.
    expect(into[3]).toHaveLength(5);
  });
});
