/**
 * A plain-data sketch of a problem for the teaching views: variable names and initial domains,
 * each constraint's label and scope (and, for a crossword crossing, the two letter positions),
 * and the options of the run. Small enough to post once per run.
 */
import { Crossing } from '../puzzles/crossword/index.ts';
import type { Problem, SearchSettings } from '../solver/index.ts';

export interface ConstraintSketch {
  label: string;
  scope: number[];
  /** Crossing: letter position in scope[0] and in scope[1] (0-based). */
  positions?: [number, number] | undefined;
}

export interface ProblemSketch {
  names: string[];
  /** Values of each variable: 0..size-1. */
  sizes: number[];
  /** Values left before search (givens, patterns); null = all of 0..size-1. */
  initial: (number[] | null)[];
  constraints: ConstraintSketch[];
  options: Pick<SearchSettings, 'inference' | 'ac3' | 'variableOrder' | 'valueOrder'>;
}

export function sketchProblem(problem: Problem, options: ProblemSketch['options']): ProblemSketch {
  return {
    names: problem.variables.map((v) => v.name),
    sizes: problem.variables.map((v) => v.size),
    initial: problem.variables.map((v) => (v.initial ? [...v.initial] : null)),
    constraints: problem.constraints.map((c) => ({
      label: c.label,
      scope: [...c.scope],
      positions: c instanceof Crossing ? [c.posA, c.posB] : undefined,
    })),
    options: { inference: options.inference, ac3: options.ac3, variableOrder: options.variableOrder, valueOrder: options.valueOrder },
  };
}
