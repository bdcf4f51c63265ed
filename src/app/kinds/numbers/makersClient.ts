/**
 * The app's side of the puzzle makers' worker (src/worker/makers.worker.ts). One worker, made on
 * demand and kept; where there is no Worker (unit tests in Node) the same job runs inline.
 */
import { makersJob } from '../../../worker/makersJob.ts';
import type { MakersFromWorker, MakersToWorker } from '../../../worker/makersProtocol.ts';

type Ask = MakersToWorker extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

export class MakersClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (m: MakersFromWorker) => void>();

  constructor(private readonly factory: (() => Worker) | null) {}

  ask(request: Ask): Promise<MakersFromWorker> {
    const full = { ...request, id: this.nextId++ } as MakersToWorker;
    if (!this.factory) return Promise.resolve(makersJob(full));
    return new Promise((resolve) => {
      this.pending.set(full.id, resolve);
      this.ensure().postMessage(full);
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory!();
    worker.onmessage = (e: MessageEvent<MakersFromWorker>) => {
      const done = this.pending.get(e.data.id);
      this.pending.delete(e.data.id);
      done?.(e.data);
    };
    worker.onerror = () => {
      // A crashed worker fails what it had; the next request gets a fresh one.
      for (const [id, done] of this.pending) done({ type: 'error', id, message: 'the puzzle checker stopped' });
      this.pending.clear();
      this.worker = null;
      worker.terminate();
    };
    this.worker = worker;
    return worker;
  }
}

export const makersClient = new MakersClient(
  typeof Worker === 'function' ? () => new Worker(new URL('../../../worker/makers.worker.ts', import.meta.url), { type: 'module', name: 'csp-makers' }) : null,
);
