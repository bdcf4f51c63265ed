/**
 * A stand-in for a worker behind the bridge in unit tests: the calls it gets are recorded (the
 * bridge's envelope, `{ id, job, input }`), and its replies are posted by hand.
 */
import type { Call, ErrorLike, Handler, MessageLike, WorkerPort } from '../../worker/bridge/index.ts';

export class FakeWorker implements WorkerPort {
  onmessage: Handler<MessageLike> | null = null;
  onerror: Handler<ErrorLike> | null = null;
  onmessageerror: Handler<unknown> | null = null;
  terminated = false;
  calls: Call[] = [];
  postMessage(message: unknown): void {
    this.calls.push(message as Call);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** The jobs called, in order. */
  jobs(): string[] {
    return this.calls.map((c) => c.job);
  }
  /** The last call of `job`. */
  last(job: string): Call {
    const call = this.calls.filter((c) => c.job === job).at(-1);
    if (!call) throw new Error(`no call of ${job}: ${this.jobs().join(', ')}`);
    return call;
  }
  part(call: Call, part: unknown): void {
    this.sendRaw({ id: call.id, part });
  }
  done(call: Call, result: unknown): void {
    this.sendRaw({ id: call.id, done: result });
  }
  fail(call: Call, message: string, code?: string, data?: unknown): void {
    this.sendRaw({ id: call.id, failed: { message, code, data } });
  }
  /** Whatever a broken worker might post. */
  sendRaw(data: unknown): void {
    this.onmessage?.({ data });
  }
  /** An uncaught throw (an ErrorEvent with a message) or a script that fails to load (a bare Event). */
  crash(message?: string): { prevented: boolean } {
    const event = { prevented: false, preventDefault() { this.prevented = true; }, ...(message === undefined ? {} : { message }) };
    this.onerror?.(event);
    return event;
  }
  /** A worker script that fails to load: an error event without a message. */
  die(): void {
    this.crash();
  }
  /** Bytes of text the calls carry (what a structured clone copies, roughly). */
  textBytes(): number {
    return JSON.stringify(this.calls).length;
  }
}

/** A client whose workers are fakes, and the workers it made, in order. */
export function fakeWorkers<C>(make: (spawn: () => WorkerPort) => C): { client: C; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const client = make(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { client, workers };
}

/** Let the microtasks and one task run (replies the clients handle in promise callbacks). */
export function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
