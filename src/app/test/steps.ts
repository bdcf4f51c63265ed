/**
 * The step sentences of a whole trace, event by event, for the truth tests that recompute what
 * each must say (tree algorithm, cutset conditioning): every recorded event with its position (from
 * 1, as the player counts), its index in the trace, its code and variable, and its sentence, which
 * is never empty.
 */
import { check } from '../../../tests/check.ts';
import type { ProblemSketch, Trace } from '../../trace/index.ts';
import { describeStep } from '../kinds/index.ts';
import type { StepNames } from '../kinds/sentences.ts';

export interface Step {
  position: number;
  k: number;
  type: number;
  v: number;
  sentence: string;
}

export function* stepsOf(trace: Trace, names: StepNames, sketch: ProblemSketch | null): Generator<Step> {
  for (let position = 1; position <= trace.recorded; position++) {
    const k = position - 1;
    const sentence = describeStep(trace, position, names, sketch);
    check(sentence, `step ${position}`).not.toBe('');
    yield { position, k, type: trace.type(k), v: trace.variable(k), sentence };
  }
}
