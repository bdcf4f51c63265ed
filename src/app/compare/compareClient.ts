/**
 * The compare worker's client: runs a preset's jobs in a worker of its own (one at a time), hands
 * each row to the caller as it arrives, and stops at once with `terminate()`. The store's compare
 * slice is its only user; components read the results from the store.
 */
import type { CompareFromWorker, CompareJob, CompareToWorker } from '../../worker/compareProtocol.ts';
import type { CompareDetail } from '../../worker/compareProtocol.ts';
import type { Stats, Status } from '../../solver/index.ts';

export interface CompareHandlers {
  row(index: number, status: Status, stats: Stats, detail: CompareDetail | undefined): void;
  /** One job failed (its row says why); the others go on. */
  jobError(index: number, message: string): void;
  done(): void;
  /** The worker itself failed: nothing more comes. `message` is empty when the browser gave none. */
  failed(message: string): void;
}

let nextId = 1;

export class CompareClient {
  private worker: Worker | null = null;

  run(jobs: readonly CompareJob[], on: CompareHandlers): void {
    this.stop();
    const w = new Worker(new URL('../../worker/compare.worker.ts', import.meta.url), { type: 'module', name: 'csp-compare' });
    this.worker = w;
    const id = nextId++;
    w.onmessage = (e: MessageEvent<CompareFromWorker>) => {
      const m = e.data;
      if (m.id !== id || this.worker !== w) return;
      if (m.type === 'row') on.row(m.index, m.status, m.stats, m.detail);
      else if (m.type === 'error') on.jobError(m.index, m.message);
      else {
        this.stop();
        on.done();
      }
    };
    w.onerror = (e) => {
      e.preventDefault();
      if (this.worker !== w) return;
      this.stop();
      on.failed(e.message || '');
    };
    w.postMessage({ type: 'compare', id, jobs: [...jobs] } satisfies CompareToWorker);
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
