/// <reference lib="webworker" />
/**
 * The files worker: classifies and parses dropped files and dictionaries off the main thread and
 * posts back only what the app keeps (see filesProtocol.ts).
 */
import { describeError } from '../app/files.ts';
import { summarizeDictionaryText, summarizeFile } from './fileSummary.ts';
import type { FilesFromWorker, FilesToWorker } from './filesProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

function post(message: FilesFromWorker): void {
  self.postMessage(message);
}

self.onmessage = (e: MessageEvent<FilesToWorker>) => {
  const request = e.data;
  try {
    if (request.type === 'file') post({ type: 'file', id: request.id, file: summarizeFile(request.name, request.text, request.current) });
    else post({ type: 'dictionary', id: request.id, summary: summarizeDictionaryText(request.name, request.text) });
  } catch (error) {
    post({ type: 'error', id: request.id, message: describeError(error) });
  }
};
