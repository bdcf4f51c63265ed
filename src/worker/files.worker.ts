/// <reference lib="webworker" />
/**
 * The files worker: classifies and parses dropped files and dictionaries off the main thread and
 * answers only what the app keeps (jobs/fileSummary.ts).
 */
import { serve } from './bridge/index.ts';
import { filesJobs } from './jobs/fileSummary.ts';
import type { FilesJobs } from './protocol.ts';

declare const self: DedicatedWorkerGlobalScope;

serve<FilesJobs>(filesJobs(), self);
