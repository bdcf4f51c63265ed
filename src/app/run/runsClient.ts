/**
 * The runs worker's client ("Run 100 times"): one job at a time in a worker of its own, each batch
 * of outcomes handed to the caller as it arrives; `stop()` terminates it at once. The store's runs
 * slice is its only user; components read the outcomes from the store.
 */
import type { RunOutcome, RunsFromWorker, RunsRequest } from '../../worker/runsProtocol.ts';

export interface RunsHandlers {
  progress(outcomes: RunOutcome[]): void;
  done(ms: number): void;
  /** The job or the worker failed: nothing more comes ('' when the browser gave no reason). */
  failed(message: string): void;
}

/** A runs request without its id (the client numbers them). */
export type RunsJob = RunsRequest extends infer R ? (R extends RunsRequest ? Omit<R, 'id' | 'type'> : never) : never;

let nextId = 1;

export class RunsClient {
  private worker: Worker | null = null;

  run(job: RunsJob, on: RunsHandlers): void {
    this.stop();
    const w = new Worker(new URL('../../worker/runs.worker.ts', import.meta.url), { type: 'module', name: 'csp-runs' });
    this.worker = w;
    const id = nextId++;
    w.onmessage = (e: MessageEvent<RunsFromWorker>) => {
      const m = e.data;
      if (m.id !== id || this.worker !== w) return;
      if (m.type === 'runs-progress') on.progress(m.outcomes);
      else if (m.type === 'runs-done') {
        this.stop();
        on.done(m.ms);
      } else {
        this.stop();
        on.failed(m.message);
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.worker !== w) return;
      this.stop();
      on.failed(e.message || '');
    };
    w.postMessage({ ...job, type: 'runs', id } as RunsRequest);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
