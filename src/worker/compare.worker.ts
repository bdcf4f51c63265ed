/// <reference lib="webworker" />
/**
 * The compare worker: solves one puzzle after another with `solve()` (no events, through
 * CompareRunner) and posts one row of statistics per configuration. Files are fetched once and
 * kept. Cancel with terminate().
 */
import { CompareRunner } from './compareJob.ts';
import type { CompareFromWorker, CompareToWorker } from './compareProtocol.ts';

declare const self: DedicatedWorkerGlobalScope;

const runner = new CompareRunner((url) =>
  fetch(url).then((r) => {
    if (!r.ok) throw new Error(`could not fetch ${url} (HTTP ${r.status})`);
    return r.text();
  }),
);

function post(message: CompareFromWorker): void {
  self.postMessage(message);
}

self.onmessage = async (e: MessageEvent<CompareToWorker>) => {
  const { id, jobs } = e.data;
  for (let k = 0; k < jobs.length; k++) {
    try {
      const { result, detail } = await runner.run(jobs[k]!);
      post({ type: 'row', id, index: k, status: result.status, stats: result.stats, detail });
    } catch (error) {
      post({ type: 'error', id, index: k, message: error instanceof Error ? error.message : String(error) });
    }
  }
  post({ type: 'done', id });
};
