/**
 * The app's side of the worker: one worker at a time, created on demand. Cancel terminates it
 * (running code cannot be interrupted any other way); a crash rejects the run and the next run
 * gets a fresh worker.
 */
import type { DoneMessage, FromWorker, ModelMessage, SolveRequest } from '../worker/protocol.ts';

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
    const handlers = this.handlers;
    if (!handlers || message.runId !== this.runId) return;
    switch (message.type) {
      case 'model':
        handlers.onModel(message);
        break;
      case 'events':
        handlers.onEvents(message.data, message.count);
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
    this.worker?.terminate();
    this.worker = null;
    handlers?.onError(message);
  }

  run(request: SolveRequest, handlers: RunHandlers): void {
    this.runId = request.runId;
    this.handlers = handlers;
    this.ensure().postMessage(request);
  }

  /** Stop at once: terminate the worker; the next run starts a fresh one. */
  cancel(): void {
    this.handlers = null;
    this.worker?.terminate();
    this.worker = null;
  }
}
