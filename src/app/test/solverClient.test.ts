import { describe, expect, it } from 'vitest';
import { SolverClient, type RunHandlers } from '../solverClient.ts';
import { EVENT_FIELDS, type FromWorker, type SolveRequest } from '../../worker/protocol.ts';

/** A stand-in worker: the test posts its messages by hand. */
class FakeWorker {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  requests: unknown[] = [];
  postMessage(request: unknown): void {
    this.requests.push(request);
  }
  terminate(): void {
    this.terminated = true;
  }
  send(message: FromWorker): void {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
}

function setup() {
  const workers: FakeWorker[] = [];
  const client = new SolverClient(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w as unknown as Worker;
  });
  const log: string[] = [];
  const events: number[] = [];
  let slices = 0;
  let largest = 0;
  /** Milliseconds each onEvents call takes (a slow page). */
  const cost = { ms: 0 };
  const handlers: RunHandlers = {
    onModel: () => log.push('model'),
    onEvents: (data, count) => {
      for (const until = performance.now() + cost.ms; performance.now() < until; );
      slices++;
      largest = Math.max(largest, count);
      for (let i = 0; i < count; i++) events.push(data[i * EVENT_FIELDS + 1]!);
    },
    onDone: () => log.push(`done after ${events.length} events`),
    onError: (m) => log.push(`error ${m}`),
  };
  return { client, workers, log, events, handlers, cost, stats: () => ({ slices, largest }) };
}

/** A batch of `count` events whose variable field numbers them from `first`. */
function batch(runId: number, first: number, count: number): FromWorker {
  const data = new Int32Array(count * EVENT_FIELDS);
  for (let i = 0; i < count; i++) data[i * EVENT_FIELDS + 1] = first + i;
  return { type: 'events', runId, data, count };
}

const request = (runId: number) => ({ runId }) as unknown as SolveRequest;
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));

describe('SolverClient hands the worker’s messages over in order, a slice at a time', () => {
  it('splits big batches, keeps the order, and reports done after every event', async () => {
    const { client, workers, log, events, handlers, stats } = setup();
    client.run(request(1), handlers);
    const w = workers[0]!;
    w.send({ type: 'model', runId: 1, words: {}, emptySlots: [] } as unknown as FromWorker);
    w.send(batch(1, 0, 30_000));
    w.send(batch(1, 30_000, 5));
    w.send({ type: 'done', runId: 1, status: 'solved', stats: {} } as unknown as FromWorker);
    await settle();
    expect(events).toEqual(Array.from({ length: 30_005 }, (_, i) => i));
    expect(log).toEqual(['model', 'done after 30005 events']);
    expect(stats().largest).toBeLessThanOrEqual(4096);
    expect(stats().slices).toBeGreaterThanOrEqual(8);
  });

  it('ignores another run’s messages, and drops what is pending on cancel', async () => {
    const { client, workers, log, events, handlers, cost } = setup();
    client.run(request(2), handlers);
    const w = workers[0]!;
    w.send(batch(1, 0, 10));
    w.send(batch(2, 100, 3));
    await settle();
    expect(events).toEqual([100, 101, 102]);
    // A slow page and a big batch: the first task stops after about 8 ms (each message is a task
    // of its own in a browser), later messages wait behind the rest, and cancel drops them all.
    cost.ms = 3;
    w.send(batch(2, 1000, 40 * 4096));
    w.send(batch(2, 1000 + 40 * 4096, 10));
    expect(events.length).toBeLessThanOrEqual(3 + 4 * 4096);
    client.cancel();
    await settle();
    expect(events.length).toBeLessThanOrEqual(3 + 4 * 4096);
    expect(log).toEqual([]);
    expect(w.terminated).toBe(true);
  });
});
