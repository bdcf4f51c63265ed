/**
 * Branch and bound in a recorded run (src/solver/objective.ts): its improving solutions, read from
 * the `bound` records (each right after its `solution` record: the objective's value in that
 * solution, the best so far from then on), which the trace keeps as they arrive, also past the
 * events it keeps in full (a long run's best so far is its last). The objective chart, the search
 * tree's marks and the status read them; values are value indices, as in the records.
 */
import { EventCode } from './codes.ts';
import type { Trace } from './trace.ts';

export interface Improvement {
  /** The position just after the `bound` record (the step that shows the new best). */
  position: number;
  /** The solution's index (0 for the first). */
  solution: number;
  /** The objective variable and its value (a value index) in that solution. */
  variable: number;
  value: number;
}

interface Scan {
  scanned: number;
  cuts: number[];
}

const scans = new WeakMap<Trace, Scan>();

/** The improving solutions of the run so far, in order (those past the recorded events too). */
export function improvements(trace: Trace): readonly Improvement[] {
  return trace.bounds;
}

/**
 * The positions just after each `cut` record (a branch the bound cut) among the recorded events, in
 * order (read once: a growing trace is scanned from where the last call stopped).
 */
export function cutPositions(trace: Trace): readonly number[] {
  let scan = scans.get(trace);
  if (!scan) scans.set(trace, (scan = { scanned: 0, cuts: [] }));
  for (let i = scan.scanned; i < trace.recorded; i++) if (trace.type(i) === EventCode.cut) scan.cuts.push(i + 1);
  scan.scanned = trace.recorded;
  return scan.cuts;
}

/** The improvements reached at position p (those whose step is at or before it). */
export function improvementsAt(list: readonly Improvement[], p: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]!.position <= p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
