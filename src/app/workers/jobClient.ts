/**
 * A worker's client that only asks questions (no streams, no cancel): the bridge, and each failure
 * as an error in the interface's language. The puzzle makers' worker is asked through one.
 */
import { WorkerBridge, type Handlers, type JobSet, type WorkerPort } from '../../worker/bridge/index.ts';
import { aborted, stoppedText } from './errors.ts';

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

/**
 * A worker's client that streams one job at a time: `run` stops the one before, hands each part to
 * `onPart` as it arrives, then the result to `done`, or why it failed (in the interface's
 * language) to `failed`; `stop()` ends it at once (the bridge terminates the worker) and says
 * nothing more. The compare and runs clients are made of one.
 */
export class StreamClient<J extends JobSet<J>> {
  private controller: AbortController | null = null;

  constructor(private readonly bridge: WorkerBridge<J>) {}

  run<K extends keyof J & string>(
    job: K,
    input: J[K]['input'],
    onPart: (part: J[K]['part']) => void,
    done: (result: J[K]['result']) => void,
    failed: (message: string) => void,
  ): void {
    this.stop();
    const controller = new AbortController();
    this.controller = controller;
    this.bridge.request(job, input, { signal: controller.signal, onPart }).then(
      (result) => {
        if (this.controller === controller) this.controller = null;
        done(result);
      },
      (error: unknown) => {
        if (aborted(error) && controller.signal.aborted) return;
        if (this.controller === controller) this.controller = null;
        failed(stoppedText(error));
      },
    );
  }

  stop(): void {
    this.controller?.abort();
    this.controller = null;
  }
}
