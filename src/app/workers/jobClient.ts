/**
 * A worker's client that only asks questions (no streams, no cancel): the bridge, and each failure
 * as an error in the interface's language. The puzzle makers' worker is asked through one.
 */
import { WorkerBridge, type Handlers, type JobSet, type WorkerPort } from '../../worker/bridge/index.ts';
import { stoppedText } from './errors.ts';

export class JobClient<J extends JobSet<J>> {
  private readonly bridge: WorkerBridge<J>;

  /** `spawn` null: no Worker (the jobs, from `inline`, run in this thread). */
  constructor(name: string, spawn: (() => WorkerPort) | null, inline: () => Handlers<J> | Promise<Handlers<J>>) {
    this.bridge = new WorkerBridge<J>({ name, spawn, inline });
  }

  /** The job's answer; a failure rejects with its reason in the interface's language. */
  ask<K extends keyof J & string>(job: K, input: J[K]['input']): Promise<J[K]['result']> {
    return this.bridge.request(job, input).catch((error: unknown) => {
      throw new Error(stoppedText(error), { cause: error });
    });
  }
}
