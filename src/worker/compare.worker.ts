/// <reference lib="webworker" />
/**
 * The compare worker: solves one puzzle after another with `solve()` (no events, through
 * CompareRunner, jobs/compareJob.ts) and streams one row of statistics per configuration. Files are
 * fetched once and kept. Cancel: the app terminates it.
 */
import { serve } from './bridge/index.ts';
import { compareJobs } from './jobs/compareJob.ts';
import type { CompareJobs } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

serve<CompareJobs>(
  compareJobs((url) =>
    fetch(url).then((r) => {
      if (!r.ok) throw new Error(`could not fetch ${url} (HTTP ${r.status})`);
      return r.text();
    }),
  ),
  self,
);
