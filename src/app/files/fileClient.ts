/**
 * The app's side of the files worker: read a file or a dictionary off the main thread. One worker,
 * created on demand and kept; a worker that crashes fails the reads in flight and the next read
 * gets a fresh one. Where there is no Worker (unit tests in Node) the same functions run inline.
 */
import { summarizeDictionaryText, summarizeFile, summarizeXword } from '../../worker/fileSummary.ts';
import type { DictionarySummary, FilesFromWorker, FilesToWorker, FileSummary, XwordReading } from '../../worker/filesProtocol.ts';
import type { ErrorFile } from '../../puzzles/files.ts';
import type { PuzzleKind } from '../../puzzles/kinds.ts';

/** Files larger than this are refused before they are read (a word list of 50 MB is several million words). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Why a file of `bytes` bytes is refused, or null. */
export function tooBig(name: string, bytes: number): string | null {
  if (bytes <= MAX_FILE_BYTES) return null;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  return `${name} is ${mb(bytes)}; files over ${mb(MAX_FILE_BYTES)} are refused, to keep the page responsive`;
}

export type FilesWorkerFactory = (() => Worker) | null;

const defaultFactory: FilesWorkerFactory =
  typeof Worker === 'function' ? () => new Worker(new URL('../../worker/files.worker.ts', import.meta.url), { type: 'module', name: 'csp-files' }) : null;

type Pending = { resolve: (m: FilesFromWorker) => void; reject: (e: Error) => void };

export class FileClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly factory: FilesWorkerFactory = defaultFactory) {}

  /** Classify and parse a file; a dictionary comes back summarized. */
  async readFile(name: string, text: string, current: PuzzleKind): Promise<FileSummary> {
    if (!this.factory) return summarizeFile(name, text, current);
    const answer = await this.ask({ type: 'file', id: this.nextId++, name, text, current });
    if (answer.type !== 'file') throw new Error('the file reader answered out of turn');
    return answer.file;
  }

  /** Parse and summarize a dictionary's text. Rejects with the parse error's message. */
  async readDictionary(name: string, text: string): Promise<DictionarySummary> {
    if (!this.factory) return summarizeDictionaryText(name, text);
    const answer = await this.ask({ type: 'dictionary', id: this.nextId++, name, text });
    if (answer.type !== 'dictionary') throw new Error('the file reader answered out of turn');
    return answer.summary;
  }

  /** Read a crossword file's bytes (.puz, .ipuz, .jpz) onto a crossword board, or say why not. */
  async readCrossword(name: string, bytes: ArrayBuffer, keepLetters: boolean): Promise<XwordReading | ErrorFile> {
    if (!this.factory) return summarizeXword(name, bytes, keepLetters);
    const answer = await this.ask({ type: 'xword', id: this.nextId++, name, bytes, keepLetters });
    if (answer.type !== 'xword') throw new Error('the file reader answered out of turn');
    return answer.file;
  }

  private ask(request: FilesToWorker): Promise<FilesFromWorker> {
    return new Promise<FilesFromWorker>((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      try {
        this.ensure().postMessage(request);
      } catch (error) {
        this.pending.delete(request.id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }).then((answer) => {
      if (answer.type === 'error') throw new Error(answer.message);
      return answer;
    });
  }

  private ensure(): Worker {
    if (this.worker) return this.worker;
    const worker = this.factory!();
    worker.onmessage = (e: MessageEvent<FilesFromWorker>) => {
      const p = this.pending.get(e.data.id);
      this.pending.delete(e.data.id);
      p?.resolve(e.data);
    };
    worker.onerror = (e: Event) => {
      e.preventDefault();
      const message = 'message' in e && typeof e.message === 'string' && e.message ? e.message : 'the file reader stopped';
      this.crash(message);
    };
    worker.onmessageerror = () => this.crash('an answer of the file reader could not be read');
    this.worker = worker;
    return worker;
  }

  private crash(message: string): void {
    this.worker?.terminate();
    this.worker = null;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const p of pending) p.reject(new Error(message));
  }
}
