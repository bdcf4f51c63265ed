import { afterEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { SolverClient, type RunHandlers } from '../run/solverClient.ts';
import { type SolveRequest } from '../../worker/protocol.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { i18n } from '../i18n/i18n.ts';
import { FakeWorker, fakeWorkers, settle } from './fakeWorker.ts';

function setup() {
  const { client, workers } = fakeWorkers((spawn) => new SolverClient(spawn));
  const log: string[] = [];
  const events: number[] = [];
  let slices = 0;
  let largest = 0;
  /** Milliseconds each onEvents call takes (a slow page). */
  const cost = { ms: 0 };
  let ended: () => void = () => undefined;
  const end = new Promise<void>((resolve) => (ended = resolve));
  const handlers: RunHandlers = {
    onModel: () => log.push('model'),
    onEvents: (data, count) => {
      for (const until = performance.now() + cost.ms; performance.now() < until; );
      slices++;
      largest = Math.max(largest, count);
      for (let i = 0; i < count; i++) events.push(data[i * EVENT_FIELDS + 1]!);
    },
    onDone: () => {
      log.push(`done after ${events.length} events`);
      ended();
    },
    onError: (m) => {
      log.push(`error ${m}`);
      ended();
    },
  };
  return { client, workers, log, events, handlers, end, cost, stats: () => ({ slices, largest }) };
}

/** A batch of `count` events whose variable field numbers them from `first`. */
function batch(first: number, count: number) {
  const data = new Int32Array(count * EVENT_FIELDS);
  for (let i = 0; i < count; i++) data[i * EVENT_FIELDS + 1] = first + i;
  return { type: 'events', data, count };
}

const request = (runId: number) => ({ runId, kind: 'sudoku' }) as unknown as SolveRequest;
const model = { type: 'model', emptySlots: [], buildMs: 0 };
const done = { status: 'solved', stats: {} };

afterEach(() => i18n.changeLanguage('en'));

describe('SolverClient hands a run’s parts over in order, a slice at a time', () => {
  it('splits big batches, keeps the order, and reports done after every event', async () => {
    const { client, workers, log, events, handlers, end, stats } = setup();
    client.run(request(1), handlers);
    const w = workers[0]!;
    const call = w.last('solve');
    w.part(call, model);
    w.part(call, batch(0, 30_000));
    w.part(call, batch(30_000, 5));
    w.done(call, done);
    await end;
    check(events).toEqual(Array.from({ length: 30_005 }, (_, i) => i));
    check(log).toEqual(['model', 'done after 30005 events']);
    expect(stats().largest).toBeLessThanOrEqual(4096);
    expect(stats().slices).toBeGreaterThanOrEqual(8);
  });

  it('a cancel reaches the worker at once (it is terminated) and drops what is pending; the next run gets a fresh worker', async () => {
    const { client, workers, log, events, handlers, cost } = setup();
    client.run(request(2), handlers);
    const w = workers[0]!;
    const call = w.last('solve');
    w.part(call, batch(100, 3));
    // A slow page and a big batch: the first task stops after about 8 ms (a few slices); a cancel now drops the rest.
    cost.ms = 3;
    w.part(call, batch(1000, 40 * 4096));
    const handed = events.length;
    expect(handed).toBeLessThan(3 + 40 * 4096);
    client.cancel();
    check(w.terminated).toBe(true);
    await settle();
    check(events.length).toBe(handed);
    check(log).toEqual([]);
    client.run(request(3), handlers);
    expect(workers).toHaveLength(2);
    check(workers[1]!.jobs()).toEqual(['solve']);
  });
});

describe('SolverClient survives a worker that throws, dies or talks nonsense', () => {
  /**
   * Run 1 on a fresh client, break it with `breakIt`, then check run 2 works on a new worker (on
   * the same one when only the job failed: that worker is sound, and keeps its dictionaries).
   */
  async function breakThenRecover(breakIt: (w: FakeWorker) => void, workerDies = true): Promise<string[]> {
    const { client, workers, log, events, handlers, end } = setup();
    client.run(request(1), handlers);
    const w = workers[0]!;
    const call = w.last('solve');
    w.part(call, model);
    w.part(call, batch(0, 3));
    breakIt(w);
    await end;
    check(w.terminated).toBe(workerDies);
    // Late messages of the dead worker (or of the failed job) change nothing.
    w.part(call, batch(10, 3));
    w.done(call, done);
    await settle();
    check(events).toEqual([0, 1, 2]);
    const errors = log.filter((l) => l.startsWith('error'));
    expect(errors).toHaveLength(1);
    // The next run gets a fresh worker and completes.
    const next = setup();
    client.run(request(2), next.handlers);
    expect(workers).toHaveLength(workerDies ? 2 : 1);
    const fresh = workers.at(-1)!;
    const again = fresh.last('solve');
    fresh.part(again, batch(100, 2));
    fresh.done(again, done);
    await next.end;
    check(next.log.at(-1)).toBe('done after 2 events');
    return errors;
  }

  it('an error of the run itself (the job failed)', async () => {
    const [error] = await breakThenRecover((w) => w.fail(w.last('solve'), 'boom in build'), false);
    check(error).toBe('error The solver stopped with an error: boom in build. Your board, dictionary and settings are unchanged; press Solve to try again.');
  });

  it('an uncaught throw (error event): the page does not see it as unhandled', async () => {
    let prevented = false;
    const [error] = await breakThenRecover((w) => (prevented = w.crash('Uncaught Error: injected crash').prevented));
    check(prevented).toBe(true);
    check(error).toContain('The solver stopped with an error: injected crash.');
  });

  it('a worker that dies (an error event without a message)', async () => {
    const [error] = await breakThenRecover((w) => w.crash());
    check(error).toContain('the worker could not start or died');
  });

  it('a message that cannot be deserialized, or does not read as the protocol', async () => {
    check((await breakThenRecover((w) => w.onmessageerror?.({})))[0]).toContain('a message from the solver could not be read');
    const call = { id: 1 };
    for (const junk of [null, 'text', { id: 'x', done: 1 }, { ...call, part: { type: 'events', data: [1, 2], count: 1 } }, { ...call, part: { type: 'events', data: new Int32Array(4), count: 2 } }, { ...call, part: { type: 'nonsense' } }, { ...call, failed: {} }]) {
      check((await breakThenRecover((w) => w.sendRaw(junk)))[0], JSON.stringify(junk)).toContain('could not be read');
    }
  });

  it('a handler of ours that throws ends the run instead of wedging the queue', async () => {
    const { client, workers, log, handlers, end } = setup();
    let calls = 0;
    client.run(request(1), {
      ...handlers,
      onEvents: () => {
        calls++;
        throw new Error('trace full');
      },
    });
    const call = workers[0]!.last('solve');
    workers[0]!.part(call, batch(0, 3));
    workers[0]!.part(call, batch(3, 3));
    await end;
    check(calls).toBe(1);
    check(log).toEqual([expect.stringContaining('(trace full)')]);
    check(workers[0]!.terminated).toBe(true);
  });

  it('a request that cannot be posted, or a worker that cannot be created, is an error, not a throw', async () => {
    const unclonable = new SolverClient(() => {
      const w = new FakeWorker();
      w.postMessage = () => {
        throw new Error('could not be cloned');
      };
      return w;
    });
    const second = setup();
    expect(() => unclonable.run(request(2), second.handlers)).not.toThrow();
    await second.end;
    check(second.log).toEqual([expect.stringContaining('could not be cloned')]);

    const broken = new SolverClient(() => {
      throw new Error('worker-src blocked');
    });
    const third = setup();
    expect(() => broken.run(request(1), third.handlers)).not.toThrow();
    await third.end;
    check(third.log).toEqual([expect.stringContaining('worker-src blocked')]);
  });

  it('a crash is said in the interface’s language (Русский, 简体中文)', async () => {
    await i18n.changeLanguage('ru');
    const ru = await breakThenRecover((w) => w.crash());
    check(ru[0]).toBe('error Решатель остановился с ошибкой: рабочий поток не запустился или завершился. Поле, словарь и настройки не изменились; нажмите «Решить», чтобы попробовать снова.');
    await i18n.changeLanguage('zh');
    const zh = await breakThenRecover((w) => w.onmessageerror?.({}));
    check(zh[0]).toBe('error 求解器出错停止：无法读取求解器发来的消息。你的棋盘、词典和设置都没有改变；按“求解”重试。');
  });
});
