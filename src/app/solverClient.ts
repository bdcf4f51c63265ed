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
    worker.onmessage = (e: MessageEvent<FromWorker>) => this.receive(e.data);
    worker.onerror = (e: ErrorEvent) => {
      e.preventDefault();
      this.fail(`The solver stopped with an error: ${e.message || 'unknown error'}. Your board and settings are unchanged.`);
    };
    worker.onmessageerror = () => this.fail('A message from the solver could not be read.');
    this.worker = worker;
    return worker;
  }

  private receive(message: FromWorker): void {
    if (!this.handlers || message.runId !== this.runId) return;
    this.pending.push(message);
    if (this.pending.length === 1) this.pump();
  }

  /** Hand pending messages over for at most SLICE_MS, then leave the rest to a later task. */
  private pump(): void {
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
        this.fail(message.message);
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

  run(request: SolveRequest, handlers: RunHandlers): void {
    this.drop();
    this.runId = request.runId;
    this.handlers = handlers;
    this.ensure().postMessage(request);
  }

  /** Stop at once: terminate the worker; the next run starts a fresh one. */
  cancel(): void {
    this.handlers = null;
    this.drop();
    this.worker?.terminate();
    this.worker = null;
  }
}
