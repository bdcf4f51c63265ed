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
 */
import { EVENT_FIELDS, type DoneMessage, type FromWorker, type ModelMessage, type SolveRequest } from '../worker/protocol.ts';

/** Work per task on the main thread, and events per slice of a batch. */
const SLICE_MS = 8;
const SLICE_EVENTS = 4096;

export interface RunHandlers {
  onModel(message: ModelMessage): void;
  onEvents(data: Int32Array, count: number): void;
  onDone(message: DoneMessage): void;
  onError(message: string): void;
}

export type WorkerFactory = () => Worker;

/** What the app shows when the solver fails; the board and settings are never touched by a run. */
export function crashMessage(reason: string): string {
  return `The solver stopped with an error: ${reason}. Your board, dictionary and settings are unchanged; press Solve to try again.`;
}

const MESSAGE_TYPES: ReadonlySet<string> = new Set(['model', 'events', 'done', 'error']);

/** A message that reads as the protocol (anything else is a crash, not something to ignore). */
function readable(data: unknown): data is FromWorker {
  if (typeof data !== 'object' || data === null) return false;
  const m = data as { type?: unknown; runId?: unknown; data?: unknown; count?: unknown };
  if (typeof m.type !== 'string' || !MESSAGE_TYPES.has(m.type) || typeof m.runId !== 'number') return false;
  return m.type !== 'events' || (m.data instanceof Int32Array && typeof m.count === 'number' && m.count >= 0 && m.count * EVENT_FIELDS <= m.data.length);
}

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL('../worker/solver.worker.ts', import.meta.url), { type: 'module', name: 'csp-solver' });

export class SolverClient {
  private worker: Worker | null = null;
  private runId = -1;
  private handlers: RunHandlers | null = null;
  /** Messages of the current run not yet handed over; `offset`: events of the first already handed over. */
  private pending: FromWorker[] = [];
  private offset = 0;
  private scheduled = false;
  private readonly wake: MessageChannel | null = typeof MessageChannel === 'function' ? new MessageChannel() : null;

  constructor(private readonly factory: WorkerFactory = defaultFactory) {}

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory();
    worker.onmessage = (e: MessageEvent<unknown>) => this.receive(worker, e.data);
    // An uncaught throw in the worker, or a worker script that fails to load (then the event is a
    // plain Event without a message).
    worker.onerror = (e: Event) => {
      e.preventDefault();
      if (worker !== this.worker) return;
      const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
      this.fail(crashMessage(message.replace(/^Uncaught (Error: )?/, '') || 'the worker could not start or died'));
    };
    worker.onmessageerror = () => {
      if (worker === this.worker) this.fail(crashMessage('a message from the solver could not be read'));
    };
    this.worker = worker;
    return worker;
  }

  private receive(worker: Worker, data: unknown): void {
    if (worker !== this.worker || !this.handlers) return;
    if (!readable(data)) {
      this.fail(crashMessage('the solver sent a message the app cannot read'));
      return;
    }
    if (data.runId !== this.runId) return;
    this.pending.push(data);
    if (this.pending.length === 1) this.pump();
  }

  /** Hand pending messages over; a handler that throws ends the run like a crash would. */
  private pump(): void {
    try {
      this.pumpSlice();
    } catch (error) {
      this.fail(crashMessage(`the app could not take the solver's answer (${error instanceof Error ? error.message : String(error)})`));
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
        this.handlers.onEvents(data, count);
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
        handlers.onModel(message);
        break;
      case 'done':
        this.handlers = null;
        handlers.onDone(message);
        break;
      case 'error':
        this.fail(crashMessage(message.message));
        break;
    }
  }

  /** Drop the worker (it may be broken) and report the error to the current run. */
  private fail(message: string): void {
    const handlers = this.handlers;
    this.handlers = null;
    this.drop();
    this.worker?.terminate();
    this.worker = null;
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
    try {
      this.ensure().postMessage(request);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      queueMicrotask(() => {
        if (this.handlers === handlers && this.runId === request.runId) this.fail(crashMessage(`the request could not be sent (${reason})`));
      });
    }
  }

  /** Stop at once: terminate the worker; the next run starts a fresh one. */
  cancel(): void {
    this.handlers = null;
    this.drop();
    this.worker?.terminate();
    this.worker = null;
  }
}
