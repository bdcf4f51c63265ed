/** The lesson tests' way of feeding a run to the app's step finder. */
import { EVENT_FIELDS, Trace, type ProblemSketch } from '../../src/trace/index.ts';
import { StepFinder, type Chapter, type TeachingStep } from '../../src/app/teaching/lesson.ts';

/** Encode events into a trace in batches of `batch`, running the finder after each batch as the app does. */
export function traceAndStep(data: number[], variables: number, sketch: ProblemSketch, kind: Chapter['stopAt'], batch: number): { trace: Trace; step: TeachingStep | null } {
  const trace = new Trace({ variables, checkpointInterval: 16 });
  const finder = new StepFinder(trace, sketch, kind);
  const all = Int32Array.from(data);
  const total = all.length / EVENT_FIELDS;
  let step: TeachingStep | null = null;
  for (let start = 0; start < total; start += batch) {
    const count = Math.min(batch, total - start);
    trace.append(all.subarray(start * EVENT_FIELDS, (start + count) * EVENT_FIELDS), count);
    step = finder.next() ?? step;
  }
  return { trace, step };
}
