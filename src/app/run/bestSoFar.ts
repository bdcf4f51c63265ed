/**
 * The improving solutions a branch and bound run has reached at a step of its playback, for the
 * objective chart's sentence: those whose `bound` record is at or before the step, and the one
 * whose `solution` record is the step itself (its `bound` record comes right after it), so that
 * the step that finds a solution never says there is none yet.
 */
import { EventCode, improvementsAt, type Improvement, type Trace } from '../../trace/index.ts';

export function improvementsShownAt(trace: Trace, list: readonly Improvement[], step: number): number {
  const reached = improvementsAt(list, step);
  const next = list[reached];
  const found = next !== undefined && next.position === step + 1 && step >= 1 && trace.type(step - 1) === EventCode.solution;
  return found ? reached + 1 : reached;
}
