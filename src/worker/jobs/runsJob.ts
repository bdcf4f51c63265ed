/**
 * The runs worker's job: min-conflicts on one puzzle with many seeds, without events
 * (`solveMinConflicts`), each solution checked by the kind's independent checker before the run
 * counts as solved. The runs worker serves it (`runsJobs`); the tests call it alike.
 */
import { anyKind } from '../../puzzles/registry.ts';
import { solveMinConflicts } from '../../solver/index.ts';
import type { Handlers } from '../bridge/index.ts';
import type { RunOutcome, RunsJobs, RunsRequest } from '../protocol.ts';

/** Runs per batch handed to `report` (the worker streams one part per batch). */
export const RUNS_BATCH = 10;

/** Run every seed of `request`, handing the outcomes to `report` in batches of RUNS_BATCH. */
export function runMany(request: RunsRequest, report: (outcomes: RunOutcome[]) => void): void {
  const kind = anyKind(request.kind);
  const { problem, rows } = kind.build(request.puzzle, { alldiff: request.alldiff, reuse: false });
  const check = kind.check(request.puzzle, { words: [], reuse: false });
  let batch: RunOutcome[] = [];
  for (let k = 0; k < request.count; k++) {
    const seed = request.firstSeed + k;
    const result = solveMinConflicts(problem, { seed, walk: request.walk, maxSteps: request.maxSteps });
    if (result.status === 'solved') {
      const problems = check({ rows: rows(result.solutions[0]!) });
      if (problems.length > 0) throw new Error(`min-conflicts (seed ${seed}) returned a fill that breaks ${problems.join('; ')}; please report it`);
    }
    batch.push({ seed, status: result.status, steps: result.stats.steps ?? 0, restarts: result.stats.restarts });
    if (batch.length === RUNS_BATCH) {
      report(batch);
      batch = [];
    }
  }
  if (batch.length > 0) report(batch);
}

export function runsJobs(): Handlers<RunsJobs> {
  return {
    runs(request, { emit }) {
      const start = performance.now();
      runMany(request, emit);
      return { ms: performance.now() - start };
    },
  };
}
