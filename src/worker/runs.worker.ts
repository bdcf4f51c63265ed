/// <reference lib="webworker" />
/**
 * The runs worker ("Run 100 times"): min-conflicts on one puzzle with many seeds (jobs/runsJob.ts),
 * streaming the outcomes in batches. Cancel: the app terminates it.
 */
import { serve } from './bridge/index.ts';
import { runsJobs } from './jobs/runsJob.ts';
import type { RunsJobs } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

serve<RunsJobs>(runsJobs(), self);
