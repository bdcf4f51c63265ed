/**
 * The app's side of the files worker, over the bridge: read a file or a dictionary off the main
 * thread. One worker, started on demand and kept; a worker that crashes fails the reads in flight
 * (with the reason as a message, said in the interface's language where it is shown) and the next
 * read gets a fresh one. Where there is no Worker (unit tests in Node) the same jobs run inline.
 */
import { WorkerBridge, type WorkerPort } from '../../worker/bridge/index.ts';
import type { DictionarySummary, FilesJobs, FileSummary, XwordReading } from '../../worker/protocol.ts';
import { errorMessage, type ErrorFile } from '../../puzzles/files.ts';
import type { PuzzleKind } from '../../puzzles/kinds.ts';
import { msg, SaidError, type AnyMessage, type Message } from '../i18n/index.ts';
import { spawnFiles, stoppedOf } from '../workers/index.ts';

/** Files larger than this are refused before they are read (a word list of 50 MB is several million words). */
export const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Why a file of `bytes` bytes is refused (a message, said where it is shown), or null. */
export function tooBig(name: string, bytes: number): Message | null {
  if (bytes <= MAX_FILE_BYTES) return null;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  return msg('worker.tooBig', { name, size: mb(bytes), max: mb(MAX_FILE_BYTES) });
}

/**
 * An error as a message, to be said in the interface's language where it is shown: a parse error
 * naming the file, line and column; an error that carries its message (`SaidError`: a worker that
 * stopped); any other error's own words, verbatim.
 */
export function saidOf(error: unknown): AnyMessage {
  if (error instanceof SaidError) return error.said;
  return errorMessage(error);
}

/** "`name` could not be read (why)", as a message. */
export function unreadMessage(name: string, error: unknown): Message {
  return msg('fileErrors.couldNotRead', { name, reason: saidOf(error) });
}

/** "`name`: why", as a message (a word list that did not load). */
export function namedError(name: string, error: unknown): Message {
  return msg('shownError.named', { name, reason: saidOf(error) });
}

export class FileClient {
  private readonly bridge: WorkerBridge<FilesJobs>;

  constructor(spawn: (() => WorkerPort) | null = spawnFiles) {
    this.bridge = new WorkerBridge<FilesJobs>({ name: 'files', spawn, inline: () => import('../../worker/jobs/fileSummary.ts').then((m) => m.filesJobs()) });
  }

  /** The job's answer; a failure rejects with its reason as a message (the worker's death said as such). */
  private ask<K extends keyof FilesJobs>(job: K, input: FilesJobs[K]['input']): Promise<FilesJobs[K]['result']> {
    return this.bridge.request(job, input).catch((error: unknown) => {
      throw new SaidError(stoppedOf(error), { cause: error });
    });
  }

  /** Classify and parse a file; a dictionary comes back summarized. */
  readFile(name: string, text: string, current: PuzzleKind): Promise<FileSummary> {
    return this.ask('file', { name, text, current });
  }

  /** Parse and summarize a dictionary's text. Rejects with the parse error's message. */
  readDictionary(name: string, text: string): Promise<DictionarySummary> {
    return this.ask('dictionary', { name, text });
  }

  /** Read a crossword file's bytes (.puz, .ipuz, .jpz) onto a crossword board, or say why not. */
  readCrossword(name: string, bytes: ArrayBuffer, keepLetters: boolean): Promise<XwordReading | ErrorFile> {
    return this.ask('xword', { name, bytes, keepLetters });
  }
}
