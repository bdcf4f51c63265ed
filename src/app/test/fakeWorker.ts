/** A stand-in for the solver worker in unit tests: requests are recorded, messages are posted by hand. */
import type { FromWorker, ToWorker } from '../../worker/protocol.ts';

export class FakeWorker {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  requests: ToWorker[] = [];
  postMessage(request: ToWorker): void {
    this.requests.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  /** Whatever a broken worker might post. */
  sendRaw(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent<FromWorker>);
  }
  /** An uncaught throw (an ErrorEvent with a message) or a script that fails to load (a bare Event). */
  crash(message?: string): { prevented: boolean } {
    const event = { prevented: false, preventDefault() { this.prevented = true; }, ...(message === undefined ? {} : { message }) };
    this.onerror?.(event as unknown as Event);
    return event;
  }
  /** A worker script that fails to load: an error event without a message. */
  die(): void {
    this.crash();
  }
  /** Bytes of text the requests carry (what a structured clone copies, roughly). */
  textBytes(): number {
    return JSON.stringify(this.requests).length;
  }
}

/** A client whose workers are fakes, and the workers it made, in order. */
export function fakeWorkers<C>(make: (factory: () => Worker) => C): { client: C; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const client = make(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  return { client, workers };
}
