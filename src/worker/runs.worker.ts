/// <reference lib="webworker" />
/**
 * The runs worker ("Run 100 times"): min-conflicts on one puzzle with many seeds (runsJob.ts),
 * posting the outcomes in batches. Cancel with terminate().
 */
import { runMany } from './runsJob.ts';
import type { RunsFromWorker, RunsRequest } from './runsProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

function post(message: RunsFromWorker): void {
  self.postMessage(message);
}

self.onmessage = (e: MessageEvent<RunsRequest>) => {
  const request = e.data;
  const start = performance.now();
  try {
    runMany(request, (outcomes) => post({ type: 'runs-progress', id: request.id, outcomes }));
    post({ type: 'runs-done', id: request.id, ms: performance.now() - start });
  } catch (error) {
    post({ type: 'runs-error', id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
};
