/**
 * The run-length distribution of many min-conflicts runs (Hoos and Stützle's RLD): for each number
 * of steps x, the fraction of all runs solved within x steps. Runs that gave up (max steps reached)
 * never count as solved, so the curve ends below 1 when some failed: local search is incomplete.
 */
import type { RunOutcome } from '../../worker/protocol.ts';

export interface RunLength {
  total: number;
  solved: number;
  failed: number;
  /** Steps of the solved runs, ascending (the curve steps up by 1 / total at each). */
  steps: number[];
  /** The (lower) median of all runs' steps, a failed run counting as endless; null when half or more failed. */
  median: number | null;
  /** The most steps a solved run needed (0 when none). */
  longest: number;
}

export function runLength(outcomes: readonly RunOutcome[]): RunLength {
  const steps = outcomes.filter((o) => o.status === 'solved').map((o) => o.steps).sort((a, b) => a - b);
  const total = outcomes.length;
  const solved = steps.length;
  // The lower median over every run, failed ones as +∞: a number when more than half solved.
  const middle = Math.floor((total - 1) / 2);
  const median = total > 0 && solved > middle ? steps[middle]! : null;
  return { total, solved, failed: total - solved, steps, median, longest: solved > 0 ? steps[solved - 1]! : 0 };
}

/** The fraction of all runs solved within `x` steps. */
export function solvedWithin(rl: RunLength, x: number): number {
  if (rl.total === 0) return 0;
  let lo = 0;
  let hi = rl.steps.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (rl.steps[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo / rl.total;
}
