/**
 * The `minizinc` package's worker behind the bridge: it speaks its own protocol (minizinc 4.5.1,
 * as its `Model` class does), which this adapter turns into the bridge's calls and replies.
 *
 * Started with `{wasmURL, dataURL}`, it loads its WebAssembly and posts `ready`; then each run is
 * `{jsonStream, files, args, outputFiles}`, answered by MiniZinc's JSON stream messages and `exit`
 * with the output files. It has no ids and runs one thing at a time: runs wait here until it is
 * ready and the run before them has exited. A run's parts are the stream messages, its result the
 * exit; the job `ready` is answered as soon as MiniZinc has loaded.
 */
import type { FromMiniZinc, MiniZincExit, MiniZincJobs } from '../protocol.ts';
import type { Call, ErrorLike, Handler, MessageLike, Reply, WorkerPort } from './index.ts';

export class MiniZincPort implements WorkerPort {
  onmessage: Handler<MessageLike> | null = null;
  onerror: Handler<ErrorLike> | null = null;
  onmessageerror: Handler<unknown> | null = null;
  private ready = false;
  private readonly waiting: Call[] = [];
  /** The call MiniZinc is running. */
  private current: number | null = null;

  /** `worker`: the package's worker script, started; `urls`: where its WebAssembly and library data are. */
  constructor(
    private readonly worker: WorkerPort,
    urls: { wasmURL: string; dataURL: string },
  ) {
    worker.onmessage = (event) => this.receive(event.data as FromMiniZinc);
    worker.onerror = (event) => this.onerror?.(event);
    worker.onmessageerror = (event) => this.onmessageerror?.(event);
    worker.postMessage(urls, []);
  }

  /** Calls of the job `ready` waiting for MiniZinc to load. */
  private readonly readyCalls: number[] = [];

  postMessage(message: unknown): void {
    const call = message as Call;
    if (call.job === 'ready') {
      if (this.ready) queueMicrotask(() => this.reply({ id: call.id, done: null }));
      else this.readyCalls.push(call.id);
      return;
    }
    this.waiting.push(call);
    this.next();
  }

  terminate(): void {
    this.worker.terminate();
  }

  private reply(reply: Reply): void {
    this.onmessage?.({ data: reply });
  }

  private next(): void {
    if (!this.ready || this.current !== null) return;
    const call = this.waiting.shift();
    if (!call) return;
    this.current = call.id;
    const input = call.input as MiniZincJobs['run']['input'];
    this.worker.postMessage({ jsonStream: true, files: input.files, args: input.args, outputFiles: input.outputFiles }, []);
  }

  private receive(m: FromMiniZinc): void {
    if (m.type === 'ready') {
      this.ready = true;
      for (const id of this.readyCalls.splice(0)) this.reply({ id, done: null });
      this.next();
      return;
    }
    const id = this.current;
    if (id === null) return;
    if (m.type === 'exit') {
      this.current = null;
      const { type, ...exit } = m as { type: 'exit' } & MiniZincExit;
      void type;
      this.reply({ id, done: exit });
      this.next();
      return;
    }
    this.reply({ id, part: m });
  }
}
