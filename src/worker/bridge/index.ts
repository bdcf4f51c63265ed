/**
 * The one bridge between the app and its workers: the only code that posts messages.
 *
 * A worker serves a set of jobs (`serve`); the app asks for them through a `WorkerBridge`. Every
 * request has an id; a job may stream parts before its result (the solver's batches of event
 * records, each an Int32Array transferred, never one message per event); a job that throws is a
 * rejected request (`WorkerError` 'failed', with the job's `JobError` code and data; a job whose
 * part could not be posted fails `worker-unsound`, and the worker is replaced). Cancel is an
 * AbortSignal: the worker is terminated at once (running code cannot be interrupted any other way)
 * and the next request starts a fresh one; the requests of others in flight on it are asked again
 * of the fresh worker. A worker that crashes (an uncaught throw, a script that fails to load, a
 * message that cannot be read) rejects what it had with a clear reason; when it crashed before it
 * ever answered (it may simply have failed to start), what it had is asked once more of a fresh
 * worker. Without a Worker (unit tests under Node) the bridge runs the same jobs inline, in the
 * same thread, with the same ids, parts, errors and cancel.
 *
 * Why our own layer and not Comlink or birpc: both make one message per call or callback, know
 * nothing of terminate-to-cancel or of asking again on a fresh worker, and have no inline mode;
 * the jobs here are few, typed once in protocol.ts, and stream batches.
 *
 * Pure of the DOM: the worker's and the app's compilers both read it (`WorkerPort` is the part of
 * a Worker it uses).
 */

/** One job of a worker: its input, the parts it streams (never, for most), and its result. */
export interface Job<Input, Part, Result> {
  input: Input;
  part: Part;
  result: Result;
}

/** A worker's jobs by name. */
export type JobSet<J> = { [K in keyof J]: Job<unknown, unknown, unknown> };

/** What a running job may do: stream a part (its buffers transferred), and see whether it was cancelled. */
export interface JobContext<Part> {
  emit(part: Part, transfer?: ArrayBuffer[]): void;
  /** Aborted when the request is cancelled (inline: the job should stop; in a worker, the worker is terminated). */
  signal: AbortSignal;
}

export type Handlers<J extends JobSet<J>> = {
  [K in keyof J]: (input: J[K]['input'], context: JobContext<J[K]['part']>) => J[K]['result'] | Promise<J[K]['result']>;
};

/** The JobError code of a job whose part could not be posted: the app replaces that worker. */
export const UNSOUND = 'worker-unsound';

/** The JobError code of an error said as a message (its data, `{ key, params }`), which the app shows in the interface's language. */
export const SAID = 'said';

/** An error a job throws on purpose, with a code (and data) the app reads: `dictionary-missing`, `said`, … */
export class JobError extends Error {
  override name = 'JobError';
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/**
 * Why a request failed, as data the app words in its language:
 * - `failed`: the job threw (`message` is its error's, `job` its JobError code and data, if any);
 * - `crashed`: the worker died or threw outside a job (`reason`: what the browser said, or '');
 * - `unreadable`: the worker posted something that does not read as the protocol;
 * - `cannot-start`: the worker could not be created; `cannot-send`: the request could not be posted;
 * - `cannot-take`: the app's own handler of a streamed part threw (`reason`: its message);
 * - `aborted`: cancelled by its signal.
 */
export type WorkerErrorCode = 'failed' | 'crashed' | 'unreadable' | 'cannot-start' | 'cannot-send' | 'cannot-take' | 'aborted';

export class WorkerError extends Error {
  override name = 'WorkerError';
  constructor(
    readonly code: WorkerErrorCode,
    /** The worker's name (`solver`, `files`, …). */
    readonly worker: string,
    /** What the job, the browser or the handler said (English, for the log), or ''. */
    readonly reason: string,
    /** A failed job's JobError code and data. */
    readonly job?: { code: string; data?: unknown },
  ) {
    super(`${worker} worker: ${code}${reason ? ` (${reason})` : ''}`);
  }
}

/** Whether `error` is a failed job's JobError of `code`. */
export function jobFailed(error: unknown, code: string): error is WorkerError & { job: { code: string; data?: unknown } } {
  return error instanceof WorkerError && error.code === 'failed' && error.job?.code === code;
}

// ---------------------------------------------------------------------------------------------
// The wire: what crosses postMessage

/** App → worker. */
export interface Call {
  id: number;
  job: string;
  input: unknown;
}

/** Worker → app: a part of a streamed reply, the result, or the job's error. */
export type Reply =
  | { id: number; part: unknown }
  | { id: number; done: unknown }
  | { id: number; failed: { message: string; code?: string | undefined; data?: unknown } };

function readReply(data: unknown): Reply | null {
  if (typeof data !== 'object' || data === null) return null;
  const r = data as Record<string, unknown>;
  if (typeof r.id !== 'number') return null;
  if ('part' in r || 'done' in r) return r as Reply;
  const failed = r.failed as { message?: unknown } | undefined;
  return typeof failed === 'object' && failed !== null && typeof failed.message === 'string' ? (r as Reply) : null;
}

function errorOf(error: unknown): { message: string; code?: string; data?: unknown } {
  if (error instanceof JobError) return { message: error.message, code: error.code, data: error.data };
  return { message: error instanceof Error ? error.message : String(error) };
}

// ---------------------------------------------------------------------------------------------
// The worker's side

/**
 * An event handler as a worker's `on…` property holds it. (Declared through a method, so that the
 * DOM's handlers, which take the DOM's own event types, fit it.)
 */
export type Handler<E> = { handle(event: E): void }['handle'];

/** What the bridge reads of a message event, and of an error event (a crash, or a script that fails to load). */
export interface MessageLike {
  data: unknown;
}
export interface ErrorLike {
  preventDefault(): void;
  message?: string;
}

/** The part of a worker's global scope `serve` uses. */
export interface WorkerScope {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  onmessage: Handler<MessageLike> | null;
}

/** Answer the app's calls with `handlers` (in a worker entry file: `serve(handlers, self)`). */
export function serve<J extends JobSet<J>>(handlers: Handlers<J>, scope: WorkerScope): void {
  scope.onmessage = (event: MessageLike) => {
    const call = event.data as Call;
    const post = (reply: Reply, transfer: ArrayBuffer[] = []) => scope.postMessage(reply, transfer);
    const handler = (handlers as Record<string, (input: unknown, context: JobContext<unknown>) => unknown>)[call.job];
    if (!handler) {
      post({ id: call.id, failed: { message: `no job named ${call.job}` } });
      return;
    }
    const emit = (part: unknown, transfer?: ArrayBuffer[]) => {
      try {
        post({ id: call.id, part }, transfer);
      } catch (error) {
        // A part that cannot be posted (not cloneable, or the worker's own messaging broken).
        throw new JobError(UNSOUND, errorOf(error).message);
      }
    };
    const context: JobContext<unknown> = { emit, signal: new AbortController().signal };
    new Promise((resolve) => resolve(handler(call.input, context))).then(
      (result) => post({ id: call.id, done: result }),
      (error: unknown) => post({ id: call.id, failed: errorOf(error) }),
    );
  };
}

/** Yield to the event loop for one task (a message to ourselves: setTimeout would add a 4 ms clamp). */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    // (Typed as the DOM's channel: Node's types lack `onmessage`, which its MessagePort has too.)
    const channel = new MessageChannel() as unknown as { port1: { onmessage: (() => void) | null; close(): void }; port2: { postMessage(message: unknown): void } };
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

// ---------------------------------------------------------------------------------------------
// The app's side

/** The part of a Worker the bridge uses (a fake one in tests, an adapter for a foreign protocol). */
export interface WorkerPort {
  postMessage(message: unknown, transfer: ArrayBuffer[]): void;
  terminate(): void;
  onmessage: Handler<MessageLike> | null;
  onerror: Handler<ErrorLike> | null;
  onmessageerror: Handler<unknown> | null;
}

export interface BridgeOptions<J extends JobSet<J>> {
  /** The worker's name in errors: `solver`, `files`, `compare`, `runs`, `makers`, `minizinc`. */
  name: string;
  /** A fresh worker; null where there is no Worker: then `inline` runs the jobs here. */
  spawn: (() => WorkerPort) | null;
  /** The jobs, for the inline mode (loaded when first needed). */
  inline?: (() => Handlers<J> | Promise<Handlers<J>>) | undefined;
  /** Checks of streamed parts: a part that fails its check is a worker that cannot be read. */
  parts?: { [K in keyof J]?: (part: unknown) => boolean } | undefined;
}

export interface RequestOptions<Part> {
  /** Cancels the request: the worker is terminated at once, the request rejects `aborted`. */
  signal?: AbortSignal | undefined;
  /** Each streamed part, in order (a throw ends the request: `cannot-take`). */
  onPart?: ((part: Part) => void) | undefined;
  /** Buffers of the input to transfer (such a request is not asked again of a fresh worker). */
  transfer?: ArrayBuffer[] | undefined;
}

interface Pending {
  job: string;
  input: unknown;
  options: RequestOptions<unknown>;
  resolve(result: unknown): void;
  reject(error: WorkerError): void;
  /** Asked once more of a fresh worker already. */
  retried: boolean;
  /** Inline: the job's own abort. */
  controller?: AbortController | undefined;
  /** The abort listener, removed when the request settles. */
  unlisten?: (() => void) | undefined;
}

/** Strip the browser's prefix of an uncaught error ("Uncaught Error: boom" → "boom"). */
function crashReason(event: ErrorLike): string {
  const message = typeof event.message === 'string' ? event.message : '';
  return message.replace(/^Uncaught (\w*Error: )?/, '');
}

export class WorkerBridge<J extends JobSet<J>> {
  private port: WorkerPort | null = null;
  /** Whether the current worker has posted anything (one that never did may have failed to start). */
  private answered = false;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private handlers: Promise<Handlers<J>> | null = null;

  constructor(private readonly options: BridgeOptions<J>) {}

  get name(): string {
    return this.options.name;
  }

  /** Whether requests run inline (no Worker here). */
  get inline(): boolean {
    return this.options.spawn === null;
  }

  /** Requests not settled yet. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Ask the worker for `job`; resolves with its result, after handing over its parts in order. */
  request<K extends keyof J & string>(job: K, input: J[K]['input'], options: RequestOptions<J[K]['part']> = {}): Promise<J[K]['result']> {
    return new Promise<J[K]['result']>((resolve, reject) => {
      const id = this.nextId++;
      if (options.signal?.aborted) {
        reject(new WorkerError('aborted', this.name, ''));
        return;
      }
      const p: Pending = { job, input, options: options as RequestOptions<unknown>, resolve: resolve as (r: unknown) => void, reject, retried: false };
      this.pending.set(id, p);
      if (options.signal) {
        const signal = options.signal;
        const onAbort = () => this.abort(id);
        signal.addEventListener('abort', onAbort, { once: true });
        p.unlisten = () => signal.removeEventListener('abort', onAbort);
      }
      if (this.inline) this.runInline(id, p);
      else this.send(id, p);
    });
  }

  /** Stop the worker (its requests reject `aborted`); the next request starts a fresh one. */
  terminate(): void {
    const pending = [...this.pending.keys()];
    this.drop();
    for (const id of pending) this.settle(id, (p) => p.reject(new WorkerError('aborted', this.name, '')));
  }

  private settle(id: number, how: (p: Pending) => void): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.pending.delete(id);
    p.unlisten?.();
    p.controller?.abort();
    how(p);
  }

  private drop(): void {
    const port = this.port;
    this.port = null;
    if (port) {
      port.onmessage = port.onerror = port.onmessageerror = null;
      port.terminate();
    }
  }

  private ensure(): WorkerPort {
    if (this.port) return this.port;
    const port = this.options.spawn!();
    this.answered = false;
    port.onmessage = (event) => {
      if (port === this.port) this.receive(event.data);
    };
    port.onerror = (event) => {
      event.preventDefault();
      if (port === this.port) this.crash('crashed', crashReason(event));
    };
    port.onmessageerror = () => {
      if (port === this.port) this.crash('unreadable', '');
    };
    this.port = port;
    return port;
  }

  private send(id: number, p: Pending): void {
    let port: WorkerPort;
    try {
      port = this.ensure();
    } catch (error) {
      this.settle(id, (q) => q.reject(new WorkerError('cannot-start', this.name, errorOf(error).message)));
      return;
    }
    try {
      port.postMessage({ id, job: p.job, input: p.input } satisfies Call, p.options.transfer ?? []);
    } catch (error) {
      this.settle(id, (q) => q.reject(new WorkerError('cannot-send', this.name, errorOf(error).message)));
    }
  }

  private receive(data: unknown): void {
    const reply = readReply(data);
    if (!reply) {
      this.crash('unreadable', '');
      return;
    }
    this.answered = true;
    const p = this.pending.get(reply.id);
    if (!p) return;
    if ('part' in reply) {
      const check = this.options.parts?.[p.job as keyof J];
      if (check && !check(reply.part)) {
        this.crash('unreadable', '');
        return;
      }
      this.hand(reply.id, p, reply.part);
    } else if ('done' in reply) this.settle(reply.id, (q) => q.resolve(reply.done));
    else {
      const { message, code, data } = reply.failed;
      this.settle(reply.id, (q) => q.reject(new WorkerError('failed', this.name, message, code === undefined ? undefined : { code, data })));
      // A worker that could not post a part is not to be trusted again: the next request gets a
      // fresh one (the others in flight are asked again of it).
      if (code === UNSOUND) {
        this.drop();
        this.resendAll(() => true);
      }
    }
  }

  /** Hand a part to the request's handler; one that throws ends the request (and stops its job). */
  private hand(id: number, p: Pending, part: unknown): void {
    try {
      p.options.onPart?.(part);
    } catch (error) {
      this.abort(id, new WorkerError('cannot-take', this.name, errorOf(error).message));
    }
  }

  /** Cancel one request: stop its job (terminate the worker) and ask the others again of a fresh one. */
  private abort(id: number, error = new WorkerError('aborted', this.name, '')): void {
    const p = this.pending.get(id);
    if (!p) return;
    this.settle(id, (q) => q.reject(error));
    if (this.inline) return;
    this.drop();
    this.resendAll(() => true);
  }

  /** Ask the requests in flight of a fresh worker (those `again` allows and that transfer nothing); reject the rest. */
  private resendAll(again: (p: Pending) => boolean, error?: WorkerError): void {
    for (const [id, p] of [...this.pending]) {
      if (again(p) && !p.options.transfer?.length) this.send(id, p);
      else this.settle(id, (q) => q.reject(error ?? new WorkerError('crashed', this.name, '')));
    }
  }

  /** The worker died or cannot be read: drop it; a worker that never answered gets its requests asked once more. */
  private crash(code: 'crashed' | 'unreadable', reason: string): void {
    const neverAnswered = !this.answered;
    this.drop();
    this.resendAll(
      (p) => {
        if (!neverAnswered || p.retried) return false;
        p.retried = true;
        return true;
      },
      new WorkerError(code, this.name, reason),
    );
  }

  private runInline(id: number, p: Pending): void {
    const controller = new AbortController();
    p.controller = controller;
    this.handlers ??= Promise.resolve().then(() => {
      if (!this.options.inline) throw new Error('no worker and no inline jobs');
      return this.options.inline();
    });
    const handlers = this.handlers;
    const context: JobContext<unknown> = {
      emit: (part) => {
        if (this.pending.get(id) === p) this.hand(id, p, part);
      },
      signal: controller.signal,
    };
    handlers
      .then((h) => {
        if (this.pending.get(id) !== p) return undefined;
        return (h as Record<string, (input: unknown, context: JobContext<unknown>) => unknown>)[p.job]!(p.input, context);
      })
      .then(
        (result) => {
          if (this.pending.get(id) === p) this.settle(id, (q) => q.resolve(result));
        },
        (error: unknown) => {
          if (this.pending.get(id) !== p) return;
          const e = errorOf(error);
          this.settle(id, (q) => q.reject(new WorkerError('failed', this.name, e.message, e.code === undefined ? undefined : { code: e.code, data: e.data })));
        },
      );
  }
}
