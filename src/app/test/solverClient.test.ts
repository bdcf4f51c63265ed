import { describe, expect, it } from 'vitest';
import { SolverClient, type RunHandlers } from '../run/solverClient.ts';
import { type FromWorker, type SolveRequest } from '../../worker/protocol.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { fakeWorkers, type FakeWorker } from './fakeWorker.ts';

function setup() {
  const { client, workers } = fakeWorkers((factory) => new SolverClient(factory));
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

describe('SolverClient survives a worker that throws, dies or talks nonsense', () => {
  /** Run 1 on a fresh client, break it with `breakIt`, then check run 2 works on a new worker. */
  async function breakThenRecover(breakIt: (w: FakeWorker) => void): Promise<string[]> {
    const { client, workers, log, events, handlers } = setup();
    client.run(request(1), handlers);
    const w = workers[0]!;
    w.send({ type: 'model', runId: 1, words: {}, emptySlots: [] } as unknown as FromWorker);
    w.send(batch(1, 0, 3));
    breakIt(w);
    await settle();
    expect(w.terminated).toBe(true);
    // Late messages of the dead worker change nothing.
    w.send(batch(1, 10, 3));
    w.send({ type: 'done', runId: 1, status: 'solved', stats: {} } as unknown as FromWorker);
    await settle();
    expect(events).toEqual([0, 1, 2]);
    const errors = log.filter((l) => l.startsWith('error'));
    expect(errors).toHaveLength(1);
    // The next run gets a fresh worker and completes.
    client.run(request(2), handlers);
    expect(workers).toHaveLength(2);
    workers[1]!.send(batch(2, 100, 2));
    workers[1]!.send({ type: 'done', runId: 2, status: 'solved', stats: {} } as unknown as FromWorker);
    await settle();
    expect(log.at(-1)).toBe('done after 5 events');
    return errors;
  }

  it('an error reported by the worker’s own handler', async () => {
    const [error] = await breakThenRecover((w) => w.send({ type: 'error', runId: 1, message: 'boom in build' }));
    expect(error).toMatch(/^error The solver stopped with an error: boom in build\. Your board, dictionary and settings are unchanged; press Solve to try again\.$/);
  });

  it('an uncaught throw (error event): the page does not see it as unhandled', async () => {
    let prevented = false;
    const [error] = await breakThenRecover((w) => (prevented = w.crash('Uncaught Error: injected crash').prevented));
    expect(prevented).toBe(true);
    expect(error).toContain('The solver stopped with an error: injected crash.');
  });

  it('a worker that dies or fails to load (an error event without a message)', async () => {
    const [error] = await breakThenRecover((w) => w.crash());
    expect(error).toContain('the worker could not start or died');
  });

  it('a message that cannot be deserialized, or does not read as the protocol', async () => {
    expect((await breakThenRecover((w) => w.onmessageerror?.()))[0]).toContain('could not be read');
    for (const junk of [null, 'text', { type: 'events', runId: 1, data: [1, 2], count: 1 }, { type: 'events', runId: 1, data: new Int32Array(4), count: 2 }, { type: 'nonsense', runId: 1 }, { type: 'done' }]) {
      expect((await breakThenRecover((w) => w.sendRaw(junk)))[0], JSON.stringify(junk)).toContain('cannot read');
    }
  });

  it('a handler of ours that throws ends the run instead of wedging the queue', async () => {
    const { client, workers, log, handlers } = setup();
    let calls = 0;
    client.run(request(1), {
      ...handlers,
      onEvents: () => {
        calls++;
        throw new Error('trace full');
      },
    });
    workers[0]!.send(batch(1, 0, 3));
    workers[0]!.send(batch(1, 3, 3));
    await settle();
    expect(calls).toBe(1);
    expect(log).toEqual([expect.stringContaining('(trace full)')]);
    expect(workers[0]!.terminated).toBe(true);
  });

  it('a request that cannot be posted, or a worker that cannot be created, is an error, not a throw', async () => {
    const { client, workers, log, handlers } = setup();
    client.run(request(1), handlers);
    workers[0]!.postMessage = () => {
      throw new Error('could not be cloned');
    };
    expect(() => client.run(request(2), handlers)).not.toThrow();
    await settle();
    expect(log).toEqual([expect.stringContaining('could not be cloned')]);

    const broken = new SolverClient(() => {
      throw new Error('worker-src blocked');
    });
    const errors: string[] = [];
    expect(() => broken.run(request(1), { ...handlers, onError: (m) => errors.push(m) })).not.toThrow();
    await settle();
    expect(errors).toEqual([expect.stringContaining('worker-src blocked')]);
  });
});
