/**
 * The runs worker's client ("Run 100 times"), over the bridge: one job at a time in a worker of
 * its own, each batch of outcomes handed to the caller as it arrives; `stop()` ends it at once (the
 * bridge terminates the worker). The store's runs slice is its only user; components read the
 * outcomes from the store.
 */
import { WorkerBridge, type WorkerPort } from '../../worker/bridge/index.ts';
import type { RunOutcome, RunsJobs, RunsRequest } from '../../worker/protocol.ts';
import { spawnRuns, StreamClient } from '../workers/index.ts';

export interface RunsHandlers {
  progress(outcomes: RunOutcome[]): void;
  done(ms: number): void;
  /** The job or the worker failed: nothing more comes (why, in the interface's language). */
  failed(message: string): void;
}

/** A runs request: one grid puzzle, min-conflicts' settings and the seeds. */
export type RunsJob = RunsRequest;

export class RunsClient {
  private readonly stream: StreamClient<RunsJobs>;

  constructor(spawn: (() => WorkerPort) | null = spawnRuns) {
    this.stream = new StreamClient(
      new WorkerBridge<RunsJobs>({ name: 'runs', spawn, inline: () => import('../../worker/jobs/runsJob.ts').then((m) => m.runsJobs()) }),
    );
  }

  run(job: RunsJob, on: RunsHandlers): void {
    this.stream.run(
      'runs',
      job,
      (outcomes) => on.progress(outcomes),
      ({ ms }) => on.done(ms),
      (message) => on.failed(message),
    );
  }

  stop(): void {
    this.stream.stop();
  }
}
