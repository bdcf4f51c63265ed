/// <reference lib="webworker" />
/** The puzzle makers' worker: uniqueness, rating, hints and generation off the main thread (makersProtocol.ts). */
import { makersJob } from './makersJob.ts';
import type { MakersToWorker } from './makersProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (e: MessageEvent<MakersToWorker>) => {
  self.postMessage(makersJob(e.data));
};
