/// <reference lib="webworker" />
/**
 * The files worker: classifies and parses dropped files and dictionaries off the main thread and
 * posts back only what the app keeps (see filesProtocol.ts).
 */
import { describeError } from '../puzzles/files.ts';
import { summarizeDictionaryText, summarizeFile, summarizeXword } from './fileSummary.ts';
import type { FilesFromWorker, FilesToWorker } from './filesProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FilesFromWorker): void {
  self.postMessage(message);
}

self.onmessage = (e: MessageEvent<FilesToWorker>) => {
  const request = e.data;
  if (request.type === 'xword') {
    summarizeXword(request.name, request.bytes, request.keepLetters).then(
      (file) => post({ type: 'xword', id: request.id, file }),
      (error: unknown) => post({ type: 'error', id: request.id, message: describeError(error) }),
    );
    return;
  }
  try {
    if (request.type === 'file') post({ type: 'file', id: request.id, file: summarizeFile(request.name, request.text, request.current) });
    else post({ type: 'dictionary', id: request.id, summary: summarizeDictionaryText(request.name, request.text) });
  } catch (error) {
    post({ type: 'error', id: request.id, message: describeError(error) });
  }
};
