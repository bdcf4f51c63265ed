/**
 * A plain-data sketch of a problem for the teaching views: variable names (and labels) and initial domains,
 * each constraint's label (a message) and scope (and, for a crossword crossing, the two letter positions),
 * and the options of the run. Small enough to post once per run.
 */
import { CellLetter, Crossing } from '../puzzles/crossword/index.ts';
import { AllDifferentGac, AllDifferentNeq, labelOf, LessThan, ShiftedAllDifferent, type Constraint, type Problem, type SearchSettings } from '../solver/index.ts';
import type { Message } from '../text/index.ts';

/**
 * What a constraint says, for the sentences that explain a step: two crossing slots put the same
 * letter in their shared cell; the variables of an all-different scope hold different values (a
 * crossword's words of one length, a Sudoku unit, a Futoshiki row or column); `scope[0] <
 * scope[1]` (a Futoshiki sign); a slot's letter equals a cell's letter; `x[i] + shift[i]` all
 * different (N-queens: a column or a diagonal holds one queen); anything else.
 */
export type ConstraintKind = 'crossing' | 'all-different' | 'less-than' | 'cell-letter' | 'shifted-all-different' | 'other';

export function constraintKindOf(c: Constraint): ConstraintKind {
  if (c instanceof Crossing) return 'crossing';
  if (c instanceof AllDifferentNeq || c instanceof AllDifferentGac) return 'all-different';
  if (c instanceof LessThan) return 'less-than';
  if (c instanceof CellLetter) return 'cell-letter';
  if (c instanceof ShiftedAllDifferent) return 'shifted-all-different';
  return 'other';
}

export interface ConstraintSketch {
  /** What it says, for people (a message). */
  label: Message;
  scope: number[];
  /** Crossing: letter position in scope[0] and in scope[1] (0-based). */
  positions?: [number, number] | undefined;
  /** What the constraint says (absent in sketches saved before it was kept: read by `kindOf` in reason.ts). */
  kind?: ConstraintKind | undefined;
  /** Crossing: the board cell (row * width + col) the two slots share. */
  cell?: number | undefined;
  /** Shifted all-different: the shift of each scope variable (`scope[k]` takes `value + shifts[k]`). */
  shifts?: number[] | undefined;
}

export interface ProblemSketch {
  /** The variables' names (files, the CLI) and how people read them (`labelOf`: "1-Across" in their language). */
  names: string[];
  labels: Message[];
  /** Values of each variable: 0..size-1. */
  sizes: number[];
  /** Values left before search (givens, patterns); null = all of 0..size-1. */
  initial: (number[] | null)[];
  constraints: ConstraintSketch[];
  /** Branch and bound: the variable whose value the run minimises or maximises (absent without an objective). */
  objective?: { variable: number; sense: 'minimize' | 'maximize' } | undefined;
  options: Pick<SearchSettings, 'inference' | 'ac3' | 'variableOrder' | 'valueOrder'> & {
    /** Crosswords: the values (words) are numbered best score first (a scored list's order by score, or preferred words), not alphabetically. */
    wordOrder?: 'score' | undefined;
  };
}

export function sketchProblem(problem: Problem, options: ProblemSketch['options']): ProblemSketch {
  return {
    names: problem.variables.map((v) => v.name),
    labels: problem.variables.map(labelOf),
    sizes: problem.variables.map((v) => v.size),
    initial: problem.variables.map((v) => (v.initial ? [...v.initial] : null)),
    constraints: problem.constraints.map((c) => ({
      label: c.label,
      scope: [...c.scope],
      positions: c instanceof Crossing ? [c.posA, c.posB] : undefined,
      kind: constraintKindOf(c),
      cell: c instanceof Crossing ? c.cell : undefined,
      shifts: c instanceof ShiftedAllDifferent ? Array.from(c.shift) : undefined,
    })),
    objective: problem.objective ? { variable: problem.objective.variable, sense: problem.objective.sense } : undefined,
    options: { inference: options.inference, ac3: options.ac3, variableOrder: options.variableOrder, valueOrder: options.valueOrder },
  };
}
