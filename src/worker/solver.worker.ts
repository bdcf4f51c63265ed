/// <reference lib="webworker" />
/** The solver worker: runs and the dictionaries it keeps (jobs/solverJobs.ts), behind the bridge. */
import { serve } from './bridge/index.ts';
import { solverJobs } from './jobs/solverJobs.ts';
import type { SolverJobs } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

serve<SolverJobs>(solverJobs(), self);
