/**
 * The bridge (src/worker/bridge): a `WorkerBridge` talking to jobs served by `serve` through a port
 * pair in memory (each message cloned and delivered a task later, as a worker's are), and the same
 * jobs inline. Ids, streamed parts in order, transferred buffers, errors with their codes, cancel
 * by AbortSignal (the worker terminated, the others' requests asked again of a fresh one), a crash
 * (asked once more of a fresh worker when the worker never answered), and unreadable messages.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { JobError, nextTask, serve, WorkerBridge, WorkerError, type ErrorLike, type Handler, type Handlers, type Job, type MessageLike, type WorkerPort } from '../../src/worker/bridge/index.ts';

interface TestJobs {
  echo: Job<string, never, string>;
  count: Job<{ to: number }, Int32Array, number>;
  fail: Job<null, never, never>;
  /** Waits until the test lets it go (a long job). */
  hold: Job<string, never, string>;
  crash: Job<null, never, never>;
  /** Streams a part that cannot be cloned (a function): it cannot be posted. */
  unclonable: Job<null, () => number, never>;
}

/** A worker in memory: `serve`d jobs behind a port; `terminate` stops delivery both ways. */
class MemoryWorker implements WorkerPort {
  onmessage: Handler<MessageLike> | null = null;
  onerror: Handler<ErrorLike> | null = null;
  onmessageerror: Handler<unknown> | null = null;
  terminated = false;
  /** What the worker got, in order. */
  readonly received: { job: string; input: unknown }[] = [];
  /** The worker's side: what `serve` posts comes back to the app a task later. */
  private readonly scope = {
    postMessage: (message: unknown, transfer: ArrayBuffer[]) => {
      const copy = structuredClone(message, { transfer });
      void nextTask().then(() => {
        if (!this.terminated) this.onmessage?.({ data: copy });
      });
    },
    onmessage: null as Handler<MessageLike> | null,
  };

  constructor(handlers: Handlers<TestJobs>) {
    serve<TestJobs>(handlers, this.scope);
  }

  postMessage(message: unknown, transfer: ArrayBuffer[]): void {
    const copy = structuredClone(message, { transfer }) as { job: string; input: unknown };
    this.received.push({ job: copy.job, input: copy.input });
    if (copy.job === 'crash') {
      void nextTask().then(() => {
        if (!this.terminated) this.onerror?.({ preventDefault: () => undefined, message: 'Uncaught Error: out of memory' });
      });
      return;
    }
    void nextTask().then(() => {
      if (!this.terminated) this.scope.onmessage?.({ data: copy });
    });
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** The jobs, with the holds they wait on. */
function testJobs() {
  const holds: ((value: string) => void)[] = [];
  const seen: { signal: AbortSignal }[] = [];
  const handlers: Handlers<TestJobs> = {
    echo: (text) => text.toUpperCase(),
    count: ({ to }, { emit }) => {
      for (let i = 0; i < to; i++) {
        const part = Int32Array.of(i, i * i);
        emit(part, [part.buffer]);
      }
      return to;
    },
    fail: () => {
      throw new JobError('dictionary-missing', 'the dictionary k is not loaded', { key: 'k' });
    },
    hold: (text, { signal }) => {
      seen.push({ signal });
      return new Promise<string>((resolve) => holds.push(resolve)).then((v) => `${text}:${v}`);
    },
    crash: () => {
      throw new Error('not reached in a worker');
    },
    unclonable: (_, { emit }) => {
      emit(() => 1);
      throw new Error('not reached');
    },
  };
  return { handlers, holds, seen };
}

function memoryBridge() {
  const workers: MemoryWorker[] = [];
  const jobs = testJobs();
  const bridge = new WorkerBridge<TestJobs>({
    name: 'test',
    spawn: () => {
      const w = new MemoryWorker(jobs.handlers);
      workers.push(w);
      return w;
    },
  });
  return { bridge, workers, jobs };
}

describe('the bridge to a worker', () => {
  it('answers each request by its id, the parts in order and transferred, then the result', async () => {
    const { bridge, workers } = memoryBridge();
    const parts: number[][] = [];
    const [a, b, c] = await Promise.all([bridge.request('echo', 'one'), bridge.request('count', { to: 4 }, { onPart: (p) => parts.push([...p]) }), bridge.request('echo', 'two')]);
    check([a, b, c]).toEqual(['ONE', 4, 'TWO']);
    check(parts).toEqual([
      [0, 0],
      [1, 1],
      [2, 4],
      [3, 9],
    ]);
    expect(workers).toHaveLength(1);
  });

  it('transfers the buffers it is told to (the app’s copy is detached)', async () => {
    const { bridge, workers } = memoryBridge();
    const bytes = new Uint8Array([1, 2, 3]).buffer;
    await bridge.request('echo', 'x', { transfer: [bytes] });
    check(bytes.byteLength).toBe(0);
    expect(workers[0]!.received).toHaveLength(1);
  });

  it('a job’s error rejects its request with its code and data; the worker goes on', async () => {
    const { bridge, workers } = memoryBridge();
    const error = await bridge.request('fail', null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerError);
    expect(error).toMatchObject({ code: 'failed', worker: 'test', reason: 'the dictionary k is not loaded', job: { code: 'dictionary-missing', data: { key: 'k' } } });
    await expect(bridge.request('echo', 'after')).resolves.toBe('AFTER');
    expect(workers).toHaveLength(1);
  });

  it('a job whose part cannot be posted fails `worker-unsound`, and the worker is replaced: the others in flight and the next request go to a fresh one', async () => {
    const { bridge, workers, jobs } = memoryBridge();
    const held = bridge.request('hold', 'h');
    const error = await bridge.request('unclonable', null).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'failed', job: { code: 'worker-unsound' } });
    check(workers[0]!.terminated).toBe(true);
    await expect(bridge.request('echo', 'after')).resolves.toBe('AFTER');
    expect(workers).toHaveLength(2);
    check(workers[1]!.received.map((r) => r.job)).toEqual(['hold', 'echo']);
    jobs.holds.at(-1)!('go');
    await expect(held).resolves.toBe('h:go');
  });

  it('a cancel terminates the worker at once; the others’ requests are asked again of a fresh one', async () => {
    const { bridge, workers, jobs } = memoryBridge();
    const controller = new AbortController();
    const cancelled = bridge.request('hold', 'mine', { signal: controller.signal });
    const other = bridge.request('hold', 'other');
    await nextTask();
    await nextTask();
    expect(jobs.holds).toHaveLength(2);
    controller.abort();
    await expect(cancelled).rejects.toMatchObject({ code: 'aborted' });
    check(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2);
    check(workers[1]!.received).toEqual([{ job: 'hold', input: 'other' }]);
    // The old worker's answer never comes through; the fresh one answers.
    jobs.holds[0]!('late');
    jobs.holds[1]!('late');
    await nextTask();
    await nextTask();
    jobs.holds[2]!('fresh');
    await expect(other).resolves.toBe('other:fresh');
  });

  it('a request whose signal is already aborted never reaches the worker', async () => {
    const { bridge, workers } = memoryBridge();
    await expect(bridge.request('echo', 'x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'aborted' });
    expect(workers).toHaveLength(0);
  });

  it('a worker that crashes before it ever answered: its requests are asked once more of a fresh worker, then fail', async () => {
    const { bridge, workers } = memoryBridge();
    const error = await bridge.request('crash', null).catch((e: unknown) => e);
    expect(workers).toHaveLength(2);
    check(workers.every((w) => w.terminated)).toBe(true);
    expect(error).toMatchObject({ code: 'crashed', reason: 'out of memory' });
  });

  it('a worker that crashes after answering: what it had fails at once, and the next request gets a fresh worker', async () => {
    const { bridge, workers } = memoryBridge();
    await bridge.request('echo', 'first');
    const waiting = bridge.request('hold', 'w');
    await expect(bridge.request('crash', null)).rejects.toMatchObject({ code: 'crashed', reason: 'out of memory' });
    await expect(waiting).rejects.toMatchObject({ code: 'crashed' });
    expect(workers).toHaveLength(1);
    await expect(bridge.request('echo', 'next')).resolves.toBe('NEXT');
    expect(workers).toHaveLength(2);
  });

  it('a message that does not read as the protocol is a crash (`unreadable`), never ignored', async () => {
    const { bridge, workers } = memoryBridge();
    await bridge.request('echo', 'first');
    const waiting = bridge.request('hold', 'w');
    workers[0]!.onmessage?.({ data: { nonsense: true } });
    await expect(waiting).rejects.toMatchObject({ code: 'unreadable' });
    check(workers[0]!.terminated).toBe(true);
  });

  it('a handler of the app that throws ends its request (`cannot-take`) and stops its job', async () => {
    const { bridge, workers } = memoryBridge();
    const request = bridge.request('count', { to: 3 }, {
      onPart: () => {
        throw new Error('trace full');
      },
    });
    await expect(request).rejects.toMatchObject({ code: 'cannot-take', reason: 'trace full' });
    check(workers[0]!.terminated).toBe(true);
  });

  it('a worker that cannot be created, or a request that cannot be posted, rejects (never throws)', async () => {
    const broken = new WorkerBridge<TestJobs>({
      name: 'test',
      spawn: () => {
        throw new Error('worker-src blocked');
      },
    });
    await expect(broken.request('echo', 'x')).rejects.toMatchObject({ code: 'cannot-start', reason: 'worker-src blocked' });
    const { bridge } = memoryBridge();
    await expect(bridge.request('echo', (() => undefined) as unknown as string)).rejects.toMatchObject({ code: 'cannot-send' });
  });
});

describe('the same jobs inline (no Worker)', () => {
  it('answer alike: parts in order, results, errors with their codes', async () => {
    const { handlers } = testJobs();
    const bridge = new WorkerBridge<TestJobs>({ name: 'test', spawn: null, inline: () => handlers });
    const parts: number[] = [];
    await expect(bridge.request('count', { to: 3 }, { onPart: (p) => parts.push(p[0]!) })).resolves.toBe(3);
    check(parts).toEqual([0, 1, 2]);
    await expect(bridge.request('fail', null)).rejects.toMatchObject({ code: 'failed', job: { code: 'dictionary-missing', data: { key: 'k' } } });
  });

  it('a cancel rejects at once and reaches the job (its signal is aborted)', async () => {
    const { handlers, holds, seen } = testJobs();
    const bridge = new WorkerBridge<TestJobs>({ name: 'test', spawn: null, inline: () => handlers });
    const controller = new AbortController();
    const held = bridge.request('hold', 'x', { signal: controller.signal });
    await nextTask();
    expect(seen).toHaveLength(1);
    check(seen[0]!.signal.aborted).toBe(false);
    controller.abort();
    await expect(held).rejects.toMatchObject({ code: 'aborted' });
    check(seen[0]!.signal.aborted).toBe(true);
    holds[0]!('late');
  });
});
