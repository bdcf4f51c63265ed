/// <reference lib="webworker" />
/** The puzzle makers' worker: uniqueness, rating, hints and generation off the main thread (jobs/makersJob.ts). */
import { serve } from './bridge/index.ts';
import { makersJobs } from './jobs/makersJob.ts';
import type { MakersJobs } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

serve<MakersJobs>(makersJobs(), self);
