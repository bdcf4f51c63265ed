/**
 * Messages of the runs worker ("Run 100 times"): one grid puzzle and min-conflicts' settings in,
 * the steps each seed needed out (in batches, as they finish), so that the app plots the run-length
 * distribution without running anything on the page.
 */
import type { AllDiffForm, Status } from '../solver/index.ts';
import type { PuzzleKind, SolvedPuzzle } from '../puzzles/registry.ts';

export type RunsRequest = {
  [K in PuzzleKind]: {
    type: 'runs';
    id: number;
    kind: K;
    puzzle: SolvedPuzzle<K>;
    alldiff: AllDiffForm;
    /** Random-walk probability and repairs before giving up (as the run's settings). */
    walk: number;
    maxSteps: number;
    /** Seeds firstSeed, firstSeed + 1, …: `count` runs. */
    firstSeed: number;
    count: number;
  };
}[PuzzleKind];

/** One run: its seed, how it ended (`solved`, or `stopped` at max steps), its repairs and restarts. */
export interface RunOutcome {
  seed: number;
  status: Status;
  steps: number;
  restarts: number;
}

export type RunsFromWorker =
  | { type: 'runs-progress'; id: number; outcomes: RunOutcome[] }
  | { type: 'runs-done'; id: number; ms: number }
  | { type: 'runs-error'; id: number; message: string };
