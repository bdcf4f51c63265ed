/**
 * The app's side of the worker: one worker at a time, created on demand. Cancel terminates it
 * (running code cannot be interrupted any other way); a crash rejects the run and the next run
 * gets a fresh worker.
 *
 * Messages are handed to the run's handlers in order, but never more than `SLICE_MS` of work per
 * task: a batch of events is split into slices of `SLICE_EVENTS`, and what is left waits for the
 * next task (after the browser has had a chance to paint and handle input). The worker can post
 * tens of thousands of events in a few milliseconds; on a busy machine, handling them in one go
 * would freeze the page.
 *
 * Dictionaries live in the worker: each is loaded once by key (a bundled one fetched by the worker
 * from its address, a file of the user's handed over once), kept for every run and question, and
 * loaded again into a fresh worker after a cancel or a crash. The app gets counts, the answer to
 * "which slots can no word fill?", and only the words the runs use (one table per dictionary).
 */
import { deriveShelf, mergeWords, shelve, splitKey, unfillableSlots, wordsOf, type ShelvedDictionary } from '../../worker/dictionaries.ts';
import type { DictionarySummary } from '../../worker/filesProtocol.ts';
import type { CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { type DictionaryAnswer, type DictionaryRequest, type DoneMessage, type FromWorker, type InsightAnswer, type ModelMessage, type SolveRequest, type ToWorker } from '../../worker/protocol.ts';
import { InsightDesk, insightRequest } from '../../worker/insightDesk.ts';
import { EVENT_FIELDS } from '../../trace/index.ts';

/** Work per task on the main thread, and events per slice of a batch. */
const SLICE_MS = 8;
const SLICE_EVENTS = 4096;

export interface RunHandlers {
  onModel(message: ModelMessage): void;
  /** `frontier`: breadth-first search's queue size after the batch these events come from. */
  onEvents(data: Int32Array, count: number, frontier?: number): void;
  onDone(message: DoneMessage): void;
  onError(message: string): void;
}

export type WorkerFactory = () => Worker;

/** Where a dictionary comes from: a bundled list's address, or the text of a file of the user's. */
export interface DictionarySource {
  key: string;
  name: string;
  url?: string | undefined;
  text?: string | undefined;
}

/** Words by slot length as the app shows them: value v of length L is `words[L][v]` (sparse). */
export type WordTable = Record<number, string[]>;

/** Dictionaries kept in the worker at once (a 1M-word list takes a few hundred MB). */
export const KEPT_DICTIONARIES = 3;

/** Milliseconds after a cancel before the fresh worker gets its dictionary back. */
const RESPAWN_MS = 150;

/** What the app shows when the solver fails; the board and settings are never touched by a run. */
export function crashMessage(reason: string): string {
  return `The solver stopped with an error: ${reason}. Your board, dictionary and settings are unchanged; press Solve to try again.`;
}

/**
 * A question (a dictionary load, the unfillable slots, words) that failed because the solver
 * worker died, not because of what was asked: asking again starts a fresh worker.
 */
export class SolverStopped extends Error {
  override name = 'SolverStopped';
}

/** The message of a question that failed because the worker died (`reason` as in `crashMessage`). */
export function stoppedMessage(reason: string): string {
  return `the solver stopped with an error (${reason}); it starts again when you press Solve or choose a dictionary`;
}

const MESSAGE_TYPES: ReadonlySet<string> = new Set(['model', 'events', 'done', 'error']);
const ANSWER_TYPES: ReadonlySet<string> = new Set(['dictionary-loaded', 'unfillable', 'words', 'insight', 'request-failed']);

function isAnswer(data: FromWorker): data is DictionaryAnswer {
  return ANSWER_TYPES.has(data.type);
}

/** A message that reads as the protocol (anything else is a crash, not something to ignore). */
function readable(data: unknown): data is FromWorker {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; runId?: unknown; id?: unknown; data?: unknown; count?: unknown };
  if (typeof m.type === 'string' && ANSWER_TYPES.has(m.type)) return typeof m.id === 'number';
  if (typeof m.type !== 'string' || !MESSAGE_TYPES.has(m.type) || typeof m.runId !== 'number') return false;
  return m.type !== 'events' || (m.data instanceof Int32Array && typeof m.count === 'number' && m.count >= 0 && m.count * EVENT_FIELDS <= m.data.length);
}

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('../../worker/solver.worker.ts', import.meta.url), { type: 'module', name: 'csp-solver' });

type Pending = { request: DictionaryRequest; resolve: (answer: DictionaryAnswer) => void; reject: (error: Error) => void };

export class SolverClient {
  private worker: Worker | null = null;
  private runId = -1;
  private handlers: RunHandlers | null = null;
  /** Messages of the current run not yet handed over; `offset`: events of the first already handed over. */
  private pending: FromWorker[] = [];
  private offset = 0;
  private scheduled = false;
  private readonly wake: MessageChannel | null = typeof MessageChannel === 'function' ? new MessageChannel() : null;
  /** Where each dictionary the app has named comes from. */
  private readonly sources = new Map<string, DictionarySource>();
  /** Dictionaries the current worker has been told to load, least recently used first. */
  private loaded: string[] = [];
  /** Each dictionary's summary, once loaded. */
  private readonly summaries = new Map<string, Promise<DictionarySummary>>();
  /** The words the app has been sent, per dictionary. */
  private readonly tables = new Map<string, WordTable>();
  /** The table of the current run's dictionary (its events bring words). */
  private runTable: WordTable | null = null;
  private readonly requests = new Map<number, Pending>();
  private nextId = 1;
  /** The id of the newest insight asked: the answers of older ones are dropped. */
  private latestInsight = 0;
  /** Where there is no Worker: the insight session, kept here. */
  private inlineDesk: InsightDesk | null = null;
  /** Whether the current worker has posted anything (one that never did may have failed to start). */
  private answered = false;
  /** The questions in flight were asked again of a fresh worker after a crash (once: see `fail`). */
  private retried = false;
  /** Where there is no Worker (unit tests in Node): the dictionaries, kept here. */
  private readonly inline: Map<string, Promise<ShelvedDictionary>> | null;

  /** `factory` null: no worker for dictionaries (they are kept inline); runs fail. */
  constructor(private readonly factory: WorkerFactory | null = typeof Worker === 'function' ? defaultFactory : null) {
    this.inline = factory === null ? new Map() : null;
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    if (!this.factory) throw new Error('this environment has no Worker');
    this.loaded = [];
    this.answered = false;
    const worker = this.factory();
    worker.onmessage = (e: MessageEvent<unknown>) => this.receive(worker, e.data);
    // An uncaught throw in the worker, or a worker script that fails to load (then the event is a
    // plain Event without a message).
    worker.onerror = (e: Event) => {
      e.preventDefault();
      if (worker !== this.worker) return;
      const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
      this.fail(message.replace(/^Uncaught (Error: )?/, '') || 'the worker could not start or died');
    };
    worker.onmessageerror = () => {
      if (worker === this.worker) this.fail('a message from the solver could not be read');
    };
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, data: unknown): void {
    if (worker !== this.worker) return;
    if (!readable(data)) {
      this.fail('the solver sent a message the app cannot read');
      return;
    }
    this.answered = true;
    this.retried = false;
    if (isAnswer(data)) {
      this.settle(data);
      return;
    }
    if (!this.handlers || data.runId !== this.runId) return;
    // The words arrive before the events that use them are handed over.
    if (data.type === 'events' && data.words && this.runTable) mergeWords(this.runTable, data.words);
    this.pending.push(data);
    if (this.pending.length === 1) this.pump();
  }

  /** Hand pending messages over; a handler that throws ends the run like a crash would. */
  private pump(): void {
    try {
      this.pumpSlice();
    } catch (error) {
      this.fail(`the app could not take the solver's answer (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  /** Hand pending messages over for at most SLICE_MS, then leave the rest to a later task. */
  private pumpSlice(): void {
    this.scheduled = false;
    const start = performance.now();
    while (this.pending.length > 0 && this.handlers) {
      const message = this.pending[0]!;
      if (message.type === 'events') {
        const count = Math.min(SLICE_EVENTS, message.count - this.offset);
        const data = this.offset === 0 && count === message.count ? message.data : message.data.subarray(this.offset * EVENT_FIELDS, (this.offset + count) * EVENT_FIELDS);
        this.offset += count;
        if (this.offset >= message.count) this.next();
        this.handlers.onEvents(data, count, message.frontier);
      } else {
        this.next();
        this.deliver(message);
      }
      if (this.pending.length > 0 && performance.now() - start >= SLICE_MS) {
        this.schedule();
        return;
      }
    }
  }

  private next(): void {
    this.pending.shift();
    this.offset = 0;
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    if (this.wake) {
      this.wake.port1.onmessage = () => this.pump();
      this.wake.port2.postMessage(null);
    } else {
      setTimeout(() => this.pump(), 0);
    }
  }

  /** A message other than events (those are handed over in slices by `pump`). */
  private deliver(message: Exclude<FromWorker, { type: 'events' }>): void {
    const handlers = this.handlers;
    if (!handlers) return;
    switch (message.type) {
      case 'model':
        handlers.onModel(message.dictionaryKey !== undefined && this.runTable ? { ...message, words: this.runTable } : message);
        break;
      case 'done':
        this.handlers = null;
        handlers.onDone(message);
        break;
      case 'error':
        this.fail(message.message);
        break;
      default:
        break;
    }
  }

  /**
   * Drop the worker (it may be broken) and report the error to the current run. Questions in
   * flight without a run (a dictionary loading at page start, the unfillable slots) are asked once
   * more of a fresh worker when this one never answered anything (a worker script that failed to
   * load, a network hiccup); otherwise they fail with the worker (asking again could crash it
   * again), and the next question or run starts a fresh worker, which loads its dictionary again
   * from where it came (the address, or the kept text).
   */
  private fail(reason: string): void {
    const message = crashMessage(reason);
    const handlers = this.handlers;
    this.handlers = null;
    this.drop();
    this.worker?.terminate();
    this.worker = null;
    this.loaded = [];
    if (!handlers && this.requests.size > 0 && !this.answered && !this.retried) {
      this.retried = true;
      this.reask(undefined);
      return;
    }
    this.retried = false;
    const pending = [...this.requests.values()];
    this.requests.clear();
    for (const p of pending) {
      if (p.request.type === 'load-dictionary') this.summaries.delete(p.request.key);
      p.reject(new SolverStopped(stoppedMessage(reason)));
    }
    handlers?.onError(message);
  }

  /** Forget the messages not yet handed over (a new run, a cancel, a failure). */
  private drop(): void {
    this.pending = [];
    this.offset = 0;
  }

  /**
   * Start a run. Never throws: a worker that cannot be created or a request that cannot be posted
   * is reported through `onError` (a task later, so the caller has finished setting up).
   */
  run(request: SolveRequest, handlers: RunHandlers): void {
    this.drop();
    this.runId = request.runId;
    this.handlers = handlers;
    this.runTable = null;
    try {
      const worker = this.ensure();
      if (request.dictionary) {
        const { key, name, url, text } = request.dictionary;
        // A key with a puzzle's choices (chosenKey) names words made from its dictionary's.
        if (url !== undefined || text !== undefined) this.remember({ key: splitKey(key).base, name, url, text });
        this.prepare(key);
        this.runTable = this.tableOf(key);
        request = { ...request, dictionary: { key, name } };
      }
      worker.postMessage(request);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => {
        if (this.handlers === handlers && this.runId === request.runId) this.fail(`the request could not be sent (${reason})`);
      });
    }
  }

  /**
   * Stop at once: terminate the worker. A fresh one starts at once when there are dictionaries to
   * keep (the last used is loaded again, so that the next run does not wait for it) or questions
   * in flight (asked again).
   */
  cancel(): void {
    this.handlers = null;
    this.drop();
    this.worker?.terminate();
    this.worker = null;
    const last = this.loaded[this.loaded.length - 1];
    this.loaded = [];
    if (last === undefined && this.requests.size === 0) return;
    // Later, so that the cancel shows at once (handing a big list over takes a while).
    setTimeout(() => this.respawn(last), RESPAWN_MS);
  }

  /** After a cancel: a fresh worker with the last used dictionary, asked again what was in flight. */
  private respawn(last: string | undefined): void {
    if (this.worker) {
      // A run or a question came first and started a worker: it loads what it needs.
      for (const p of this.requests.values()) if (!this.loaded.includes(p.request.key)) this.resend(p.request);
      return;
    }
    this.reask(last);
  }

  /** A fresh worker, asked again what was in flight, and given dictionary `last` (when defined). */
  private reask(last: string | undefined): void {
    try {
      const requests = [...this.requests.values()].map((p) => p.request);
      // Loads in flight first (their answers are awaited), then the questions, then the last used.
      for (const request of requests) if (request.type === 'load-dictionary') this.resend(request);
      for (const request of requests) if (request.type !== 'load-dictionary') this.resend(request);
      if (last !== undefined) this.prepare(last);
    } catch (error) {
      this.fail(error instanceof Error ? error.message : String(error));
    }
  }

  private resend(request: DictionaryRequest): void {
    const worker = this.ensure();
    if (request.type === 'load-dictionary') {
      if (this.loaded.includes(request.key)) return;
      this.loaded.push(request.key);
    } else this.prepare(request.key);
    worker.postMessage(request satisfies ToWorker);
  }

  // -------------------------------------------------------------------------------------------
  // Dictionaries

  private remember(source: DictionarySource): void {
    const known = this.sources.get(source.key);
    if (known && known.url === source.url && known.text === source.text) return;
    this.sources.set(source.key, source);
  }

  /** The words of dictionary `key` the app has been sent (grows as runs use words). */
  tableOf(key: string): WordTable {
    let table = this.tables.get(key);
    if (!table) this.tables.set(key, (table = {}));
    return table;
  }

  /**
   * See that the worker has dictionary `key` (posting its load, once per worker), and mark it as
   * just used; the least recently used beyond `KEPT_DICTIONARIES` is dropped.
   */
  private prepare(key: string): void {
    const worker = this.ensure();
    // A dictionary with a puzzle's choices: its dictionary first (the worker makes it from that one).
    const base = splitKey(key).base;
    if (base !== key) this.prepare(base);
    const at = this.loaded.indexOf(key);
    if (at >= 0) {
      this.loaded.splice(at, 1);
      this.loaded.push(key);
      return;
    }
    const baseSource = this.sources.get(base);
    const source = base === key ? baseSource : baseSource && { key, name: baseSource.name };
    if (!source) return; // the worker answers "not loaded"
    const id = this.nextId++;
    const request: DictionaryRequest = { type: 'load-dictionary', id, key, name: source.name, url: source.url, text: source.text };
    const summary = new Promise<DictionaryAnswer>((resolve, reject) => this.requests.set(id, { request, resolve, reject })).then((answer) =>
      answer.type === 'dictionary-loaded' ? answer.summary : Promise.reject(new Error('the solver answered out of turn')),
    );
    summary.catch(() => this.summaries.get(key) === summary && this.summaries.delete(key));
    this.summaries.set(key, summary);
    worker.postMessage(request satisfies ToWorker);
    this.loaded.push(key);
    if (base !== key) {
      // The worker keeps two chosen dictionaries per dictionary (solver.worker.ts), so does the app.
      const chosen = this.loaded.filter((k) => k !== base && splitKey(k).base === base);
      for (const old of chosen.slice(0, Math.max(0, chosen.length - 2))) this.forget(old);
      return;
    }
    while (this.loaded.filter((k) => splitKey(k).base === k).length > KEPT_DICTIONARIES) {
      const old = this.loaded.find((k) => splitKey(k).base === k)!;
      worker.postMessage({ type: 'drop-dictionary', key: old } satisfies ToWorker);
      // The worker drops the chosen dictionaries made from it too.
      for (const k of this.loaded.filter((k) => splitKey(k).base === old)) this.forget(k);
    }
  }

  /** Forget a dictionary the worker no longer keeps (its table, summary and place in `loaded`). */
  private forget(key: string): void {
    this.loaded = this.loaded.filter((k) => k !== key);
    this.tables.delete(key);
    this.summaries.delete(key);
  }

  private settle(answer: DictionaryAnswer): void {
    const p = this.requests.get(answer.id);
    if (!p) return;
    this.requests.delete(answer.id);
    if (answer.type === 'request-failed') {
      if (p.request.type === 'load-dictionary') {
        // Loaded again next time it is asked for.
        this.loaded = this.loaded.filter((k) => k !== p.request.key);
      }
      p.reject(new Error(answer.message));
    } else p.resolve(answer);
  }

  /** Ask the worker about a loaded dictionary (loading it first when needed). */
  private ask(request: DictionaryRequest): Promise<DictionaryAnswer> {
    return new Promise<DictionaryAnswer>((resolve, reject) => {
      try {
        this.prepare(request.key);
        this.requests.set(request.id, { request, resolve, reject });
        this.worker!.postMessage(request satisfies ToWorker);
      } catch (error) {
        this.requests.delete(request.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  private shelved(key: string): Promise<ShelvedDictionary> {
    const inline = this.inline!;
    let shelf = inline.get(key);
    const { base, choices } = splitKey(key);
    if (!shelf && choices !== null) {
      shelf = this.shelved(base).then((plain) => deriveShelf(plain, choices));
      inline.set(key, shelf);
    }
    if (!shelf) {
      const source = this.sources.get(key);
      if (!source) return Promise.reject(new Error(`the dictionary ${key} is not loaded`));
      shelf = (source.text !== undefined ? Promise.resolve(source.text) : fetchText(source.url ?? '')).then((text) => shelve(source.name, text));
      shelf.catch(() => inline.delete(key));
      inline.set(key, shelf);
    }
    return shelf;
  }

  /**
   * Load a dictionary into the worker (once per key: a key names one content) and get its counts.
   * Rejects with the parse or fetch error's message.
   */
  loadDictionary(source: DictionarySource): Promise<DictionarySummary> {
    // A key with a puzzle's choices (chosenKey) comes from its dictionary's source: its summary counts the words left.
    if (splitKey(source.key).choices === null) this.remember(source);
    if (this.inline) return this.shelved(source.key).then((d) => d.summary);
    const known = this.summaries.get(source.key);
    if (known && this.loaded.includes(source.key)) {
      this.prepare(source.key);
      return known;
    }
    try {
      this.prepare(source.key);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return this.summaries.get(source.key) ?? Promise.reject(new Error(`the dictionary ${source.key} could not be loaded`));
  }

  /** Indices of the slots of `layout` that no word of dictionary `key` fills. */
  async unfillable(key: string, layout: CrosswordLayout): Promise<number[]> {
    if (this.inline) return unfillableSlots(layout, (await this.shelved(key)).index);
    const answer = await this.ask({ type: 'unfillable', id: this.nextId++, key, layout });
    if (answer.type !== 'unfillable') throw new Error('the solver answered out of turn');
    return answer.slots;
  }

  /**
   * Grid insight of `layout` against dictionary `key` (arc consistency per slot, forced letters,
   * emptied slots). Resolves null when a newer insight was asked meanwhile: its answer is stale
   * (the worker drops one still waiting as well, see insightDesk.ts). `fromBlocks`: the layout's
   * slots are the blocks' own (else they are sent).
   */
  async insight(key: string, layout: CrosswordLayout, reuse: boolean, fromBlocks: boolean): Promise<InsightAnswer | null> {
    const id = this.nextId++;
    this.latestInsight = id;
    const request = insightRequest(id, key, layout, reuse, fromBlocks);
    let answer: DictionaryAnswer;
    if (this.inline) {
      const index = (await this.shelved(key)).index;
      answer = (this.inlineDesk ??= new InsightDesk()).answer(request, index);
    } else answer = await this.ask(request);
    if (answer.type !== 'insight') throw new Error('the solver answered out of turn');
    if (answer.superseded || id !== this.latestInsight) return null;
    return answer;
  }

  /** Every word of one length of dictionary `key`, added to its table (see `tableOf`). */
  async wordsOfLength(key: string, length: number): Promise<WordTable> {
    const table = this.tableOf(key);
    const text = this.inline
      ? wordsOf((await this.shelved(key)).index, length, null)
      : await this.ask({ type: 'words', id: this.nextId++, key, length }).then((a) => {
          if (a.type !== 'words') throw new Error('the solver answered out of turn');
          return a.text;
        });
    table[length] = text === '' ? [] : text.split('\n');
    return table;
  }
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`could not fetch ${url} (HTTP ${response.status})`);
  return response.text();
}
