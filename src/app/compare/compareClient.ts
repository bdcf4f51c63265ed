/**
 * The compare worker's client, over the bridge: runs a preset's jobs in a worker of its own (one
 * preset at a time), hands each row to the caller as it arrives, and stops at once (the bridge
 * terminates the worker). The store's compare slice is its only user; components read the results
 * from the store.
 */
import { WorkerBridge, type WorkerPort } from '../../worker/bridge/index.ts';
import type { CompareDetail, CompareJob, CompareJobs } from '../../worker/protocol.ts';
import type { Stats, Status } from '../../solver/index.ts';
import { spawnCompare, StreamClient } from '../workers/index.ts';

export interface CompareHandlers {
  row(index: number, status: Status, stats: Stats, detail: CompareDetail | undefined): void;
  /** One job failed (its row says why); the others go on. */
  jobError(index: number, message: string): void;
  done(): void;
  /** The worker itself failed: nothing more comes (why, in the interface's language). */
  failed(message: string): void;
}

export class CompareClient {
  private readonly stream: StreamClient<CompareJobs>;

  /** `fetchText`: the inline mode's files (a worker fetches them itself). */
  constructor(spawn: (() => WorkerPort) | null = spawnCompare, fetchText?: (url: string) => Promise<string>) {
    this.stream = new StreamClient(
      new WorkerBridge<CompareJobs>({
        name: 'compare',
        spawn,
        inline: () => import('../../worker/jobs/compareJob.ts').then((m) => m.compareJobs(fetchText ?? ((url) => fetch(url).then((r) => r.text())))),
      }),
    );
  }

  run(jobs: readonly CompareJob[], on: CompareHandlers): void {
    this.stream.run(
      'compare',
      { jobs: [...jobs] },
      (row) => {
        if ('error' in row) on.jobError(row.index, row.error);
        else on.row(row.index, row.status, row.stats, row.detail);
      },
      () => on.done(),
      (message) => on.failed(message),
    );
  }

  stop(): void {
    this.stream.stop();
  }
}
