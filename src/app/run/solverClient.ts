/**
 * The app's side of the solver worker, over the bridge (src/worker/bridge): a run streams its model
 * and its batches of events, a cancel stops it at once (the bridge terminates the worker), a crash
 * ends it with the reason in the interface's language, and the next run gets a fresh worker.
 *
 * Messages are handed to the run's handlers in order, but never more than `SLICE_MS` of work per
 * task: a batch of events is split into slices of `SLICE_EVENTS`, and what is left waits for the
 * next task (after the browser has had a chance to paint and handle input). The worker can post
 * tens of thousands of events in a few milliseconds; on a busy machine, handling them in one go
 * would freeze the page.
 *
 * The dictionaries live in the worker, which alone decides which it keeps: the app holds a handle
 * (the key, and the counts the worker answers) and where each came from (a bundled list's address,
 * or the text of a file of the user's), so that a question about one the worker no longer keeps
 * (dropped to make room, or a fresh worker after a cancel or a crash) loads it again and is asked
 * again. The words a run uses come with its events, to be kept with the run.
 */
import type { CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { EVENT_FIELDS } from '../../trace/index.ts';
import { jobFailed, nextTask, WorkerBridge, WorkerError, type WorkerPort } from '../../worker/bridge/index.ts';
import { insightRequest } from '../../worker/jobs/insightDesk.ts';
import { splitKey } from '../../worker/jobs/dictionaries.ts';
import type { ReasonProgress } from '../../solver/index.ts';
import type { CompareRow, DictionaryRef, DictionarySummary, DoneMessage, InsightAnswer, MissingDictionary, ModelMessage, ReasonAnswer, RunPart, SolveRequest, SolverJobs, WordTable } from '../../worker/protocol.ts';
import { i18n, msg, SaidError } from '../i18n/index.ts';
import { aborted, reasonOf, reasonText, spawnSolver, workerStopped } from '../workers/index.ts';

export type { DictionaryRef, WordTable } from '../../worker/protocol.ts';

/** Work per task on the main thread, and events per slice of a batch. */
const SLICE_MS = 8;
const SLICE_EVENTS = 4096;

export interface RunHandlers {
  onModel(message: ModelMessage): void;
  /**
   * `count` events of the run. `words`: the words of the values they use that the run had not
   * been sent yet (crossword); `frontier`: breadth-first search's queue size after their batch.
   */
  onEvents(data: Int32Array, count: number, more: { frontier?: number | undefined; words?: WordTable | undefined }): void;
  onDone(message: DoneMessage): void;
  /** The run failed: what to tell the user, in the interface's language. */
  onError(message: string): void;
}

/** Milliseconds after a cancel before the fresh worker gets the last used dictionary back. */
const RESPAWN_MS = 150;

/** What the app shows when a run fails; the board and settings are never touched by a run. */
export function crashMessage(reason: string): string {
  return i18n.t('worker.runCrashed', { reason });
}

/**
 * A question (a dictionary load, the unfillable slots, words) that failed because the solver
 * worker died, not because of what was asked: asking again starts a fresh worker.
 */
export class SolverStopped extends SaidError {
  override name = 'SolverStopped';
}

/** A part that reads as the protocol (anything else is a worker that cannot be read, not something to ignore). */
function readablePart(part: unknown): boolean {
  if (typeof part !== 'object' || part === null) return false;
  const m = part as { type?: unknown; data?: unknown; count?: unknown };
  if (m.type === 'model') return true;
  return m.type === 'events' && m.data instanceof Int32Array && typeof m.count === 'number' && m.count >= 0 && m.count * EVENT_FIELDS <= m.data.length;
}

/** What the run hands over, in order: its parts, then its end (or its failure). */
type Delivery = RunPart | { type: 'done'; done: DoneMessage } | { type: 'failed'; error: unknown };

interface Run {
  handlers: RunHandlers;
  controller: AbortController;
  /** Deliveries not yet handed over; `offset`: events of the first already handed over. */
  queue: Delivery[];
  offset: number;
  scheduled: boolean;
}

export class SolverClient {
  private readonly bridge: WorkerBridge<SolverJobs>;
  /** Where each dictionary the app has named comes from (by its key; a chosen key's comes from its dictionary's). */
  private readonly sources = new Map<string, DictionaryRef>();
  private current: Run | null = null;
  /** The dictionary of the last run, loaded again into a fresh worker after a cancel. */
  private lastKey: string | null = null;
  /** The id of the newest insight asked: the answers of older ones are dropped. */
  private latestInsight = 0;
  private nextInsight = 1;

  /** `spawn` null: no Worker (the jobs run inline, in this thread). */
  constructor(spawn: (() => WorkerPort) | null = spawnSolver, fetchText?: (url: string) => Promise<string>) {
    this.bridge = new WorkerBridge<SolverJobs>({
      name: 'solver',
      spawn,
      inline: () => import('../../worker/jobs/solverJobs.ts').then((m) => m.solverJobs(fetchText)),
      parts: { solve: readablePart },
    });
  }

  /**
   * Ask `call` of the worker; when it answers that it does not keep the dictionary the call names,
   * load that one from its source and ask once more.
   */
  private async withDictionary<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (!jobFailed(error, 'dictionary-missing')) throw error;
      const key = (error.job.data as MissingDictionary).key;
      const source = this.sources.get(key);
      if (!source) throw new SaidError(msg('worker.notLoaded', { key }), { cause: error });
      await this.bridge.request('load-dictionary', source);
      return call();
    }
  }

  /** A question's failure as the app reports it: the worker's death as `SolverStopped`, else the job's words. */
  private question<T>(call: () => Promise<T>): Promise<T> {
    return this.withDictionary(call).catch((error: unknown) => {
      if (workerStopped(error)) throw new SolverStopped(msg('worker.questionStopped', { reason: reasonOf(error) }), { cause: error });
      throw error instanceof WorkerError ? new SaidError(reasonOf(error), { cause: error }) : error;
    });
  }

  private remember(source: DictionaryRef): void {
    if (source.url === undefined && source.text === undefined) return;
    // A key with a puzzle's choices (chosenKey) names words made from its dictionary's.
    this.sources.set(splitKey(source.key).base, { ...source, key: splitKey(source.key).base });
  }

  // -------------------------------------------------------------------------------------------
  // Runs

  /**
   * Start a run. Never throws: a worker that cannot be created or a request that cannot be posted
   * is reported through `onError` (a task later, so the caller has finished setting up).
   */
  run(request: SolveRequest, handlers: RunHandlers): void {
    this.stopRun();
    const run: Run = { handlers, controller: new AbortController(), queue: [], offset: 0, scheduled: false };
    this.current = run;
    if (request.dictionary) {
      const { key, name } = request.dictionary;
      this.remember(request.dictionary);
      this.lastKey = key;
      // The worker keeps the words: the run names them by key only.
      request = { ...request, dictionary: { key, name } };
    }
    const solve = request;
    this.withDictionary(() => this.bridge.request('solve', solve, { signal: run.controller.signal, onPart: (part) => this.deliver(run, part) })).then(
      (done) => this.deliver(run, { type: 'done', done }),
      (error: unknown) => {
        if (!aborted(error) || !run.controller.signal.aborted) this.deliver(run, { type: 'failed', error });
      },
    );
  }

  /**
   * Stop at once: the worker is terminated. The last used dictionary is loaded again into a fresh
   * worker a little later, so that the next run does not wait for it (and the cancel shows first).
   */
  cancel(): void {
    if (this.stopRun()) this.reloadLater();
  }

  /** After the worker was terminated: the last used dictionary loaded again into a fresh one, a little later. */
  private reloadLater(): void {
    const key = this.lastKey;
    if (key === null) return;
    setTimeout(() => {
      if (this.current === null && !this.bridge.busy) void this.loadDictionary({ key, name: key }).catch(() => undefined);
    }, RESPAWN_MS);
  }

  /** Drop the current run (its worker stopped); whether there was one still running. */
  private stopRun(): boolean {
    const run = this.current;
    this.current = null;
    if (!run) return false;
    run.queue = [];
    run.controller.abort();
    return true;
  }

  private deliver(run: Run, delivery: Delivery): void {
    if (this.current !== run) return;
    run.queue.push(delivery);
    if (run.queue.length === 1) this.pump(run);
  }

  /** Hand deliveries over; a handler that throws ends the run like a crash would. */
  private pump(run: Run): void {
    try {
      this.pumpSlice(run);
    } catch (error) {
      this.fail(run, crashMessage(i18n.t('worker.reason.cannotTake', { detail: error instanceof Error ? error.message : String(error) })));
    }
  }

  /** Hand deliveries over for at most SLICE_MS, then leave the rest to a later task. */
  private pumpSlice(run: Run): void {
    run.scheduled = false;
    const start = performance.now();
    while (run.queue.length > 0 && this.current === run) {
      const item = run.queue[0]!;
      switch (item.type) {
        case 'events': {
          const count = Math.min(SLICE_EVENTS, item.count - run.offset);
          const first = run.offset === 0;
          const data = first && count === item.count ? item.data : item.data.subarray(run.offset * EVENT_FIELDS, (run.offset + count) * EVENT_FIELDS);
          run.offset += count;
          if (run.offset >= item.count) this.next(run);
          // The batch's words come with its first slice (before the events that use them).
          run.handlers.onEvents(data, count, { frontier: item.frontier, words: first ? item.words : undefined });
          break;
        }
        case 'model':
          this.next(run);
          run.handlers.onModel(item);
          break;
        case 'done':
          this.next(run);
          this.current = null;
          run.handlers.onDone(item.done);
          return;
        case 'failed':
          this.fail(run, crashMessage(reasonText(item.error)));
          return;
      }
      if (run.queue.length > 0 && performance.now() - start >= SLICE_MS) {
        this.schedule(run);
        return;
      }
    }
  }

  private next(run: Run): void {
    run.queue.shift();
    run.offset = 0;
  }

  private schedule(run: Run): void {
    if (run.scheduled) return;
    run.scheduled = true;
    void nextTask().then(() => {
      if (this.current === run) this.pump(run);
    });
  }

  /** End the run with `message` (its worker stopped: the next run gets a fresh one). */
  private fail(run: Run, message: string): void {
    if (this.current !== run) return;
    this.stopRun();
    run.handlers.onError(message);
  }

  // -------------------------------------------------------------------------------------------
  // Dictionaries

  /**
   * Load a dictionary into the worker (once per key: a key names one content) and get its counts.
   * A key with a puzzle's choices is made from its dictionary's source. Rejects with the parse or
   * fetch error's message, or `SolverStopped` when the worker died.
   */
  loadDictionary(source: DictionaryRef): Promise<DictionarySummary> {
    this.remember(source);
    return this.question(() => this.bridge.request('summary', { key: source.key }));
  }

  /** Indices of the slots of `layout` that no word of dictionary `key` fills. */
  unfillable(key: string, layout: CrosswordLayout): Promise<number[]> {
    return this.question(() => this.bridge.request('unfillable', { key, layout }));
  }

  /**
   * Grid insight of `layout` against dictionary `key` (arc consistency per slot, forced letters,
   * emptied slots). Resolves null when a newer insight was asked meanwhile: its answer is stale
   * (the worker drops one still waiting as well, see insightDesk.ts). `fromBlocks`: the layout's
   * slots are the blocks' own (else they are sent).
   */
  async insight(key: string, layout: CrosswordLayout, reuse: boolean, fromBlocks: boolean): Promise<InsightAnswer | null> {
    const id = this.nextInsight++;
    this.latestInsight = id;
    const answer = await this.question(() => this.bridge.request('insight', insightRequest(id, key, layout, reuse, fromBlocks)));
    if (answer.superseded || id !== this.latestInsight) return null;
    return answer;
  }

  /**
   * Why the run `request` asked found no solution: a minimal set of its puzzle's parts without
   * solution (jobs/reasonJob.ts), in at most `timeLimitMs`; `onProgress` after each slice of it.
   * `signal` stops it at once (the worker is terminated, the last dictionary loaded again later, as
   * after a cancelled run). Rejects as the other questions do (`aborted` when stopped).
   */
  reason(request: SolveRequest, timeLimitMs: number, onProgress: (progress: ReasonProgress) => void, signal: AbortSignal): Promise<ReasonAnswer> {
    let run = request;
    if (request.dictionary) {
      this.remember(request.dictionary);
      this.lastKey = request.dictionary.key;
      run = { ...request, dictionary: { key: request.dictionary.key, name: request.dictionary.name } };
    }
    const answer = this.question(() => this.bridge.request('reason', { run, timeLimitMs }, { signal, onPart: onProgress }));
    signal.addEventListener('abort', () => this.reloadLater(), { once: true });
    return answer;
  }

  /**
   * The compare view's runs on the board shown (jobs `measure`): each to its end without events, a
   * row each through `onRow` as it ends. `signal` stops them at once (the worker is terminated, the
   * last dictionary loaded again later, as after a cancelled run).
   */
  measure(runs: readonly SolveRequest[], onRow: (row: CompareRow) => void, signal: AbortSignal): Promise<void> {
    const named = runs.map((request) => {
      if (!request.dictionary) return request;
      this.remember(request.dictionary);
      this.lastKey = request.dictionary.key;
      return { ...request, dictionary: { key: request.dictionary.key, name: request.dictionary.name } };
    });
    const done = this.question(() => this.bridge.request('measure', { runs: named }, { signal, onPart: onRow })).then(() => undefined);
    signal.addEventListener('abort', () => this.reloadLater(), { once: true });
    return done;
  }

  /** Stop the search for run `runId`'s reason where it is: `reason` then resolves with the best set so far, not proven minimal. */
  async stopReason(runId: number): Promise<void> {
    await this.bridge.request('reason-stop', { runId });
  }

  /** Every word of one length of dictionary `key`, in value order. */
  async wordsOfLength(key: string, length: number): Promise<string[]> {
    const text = await this.question(() => this.bridge.request('words', { key, length }));
    return text === '' ? [] : text.split('\n');
  }
}
