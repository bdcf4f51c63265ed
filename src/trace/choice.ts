/**
 * What decided a choice of variable: the facts every sentence about a `select` is made of (the why
 * log, the step sentence, the lesson, an exercise's verdict), computed in one place from the problem's
 * shape, the assignment and the domain sizes just before it, and, for dom/wdeg, the constraints'
 * weights then (`FailureWeights`). It follows src/solver/heuristics.ts exactly: the scan in the
 * model's order with a strict `<` (MRV, dom/wdeg: the first of equals stays), MRV + degree keeping
 * the first of the smallest domains with the highest degree, dom/wdeg's ratio `size / wdeg` with a
 * weighted degree of 0 taken as 0.5, a degree counting each constraint on the variable that still
 * reaches an unassigned variable.
 */
import type { VariableOrder } from '../solver/index.ts';
import { EventCode } from './codes.ts';
import type { ProblemSketch } from './sketch.ts';
import type { Trace } from './trace.ts';

/**
 * What decided it: `only` (no other variable left), `first` (static order: the first unassigned),
 * `fewest` (MRV: strictly fewer values than every other), `degree` (MRV's tie broken by a strictly
 * higher degree), `order` (a tie the heuristic leaves: the first in the model's order),
 * `ratio` (dom/wdeg: strictly the smallest ratio).
 */
export type ChoiceDecider = 'only' | 'first' | 'fewest' | 'degree' | 'order' | 'ratio';

export interface ChoiceFacts {
  order: VariableOrder;
  variable: number;
  /** Its values left. */
  size: number;
  /** Constraints on it that reach an unassigned variable, and the sum of their weights (dom/wdeg). */
  degree: number;
  weightedDegree: number;
  /** The ratio's divisor as the solver takes it: the weighted degree, or 0.5 when that is 0. */
  divisor: number;
  /** Other unassigned variables. */
  others: number;
  /** Other unassigned variables with fewer values (dom/wdeg may take a bigger domain). */
  fewer: number;
  /**
   * Other unassigned variables equal to it on the heuristic's first key (MRV: as many values;
   * dom/wdeg: the same ratio), in the model's order; empty for static order.
   */
  tied: number[];
  /** MRV + degree: the tied variables' highest degree (-1: none tied). */
  nextDegree: number;
  /** MRV + degree: the tied variables with its degree (the degree does not separate them). */
  sameDegree: number[];
  decidedBy: ChoiceDecider;
}

/** The solver's degree of v: its constraints (once per place in the scope) reaching another unassigned variable, and their weights' sum. */
function degrees(sketch: ProblemSketch, byVariable: readonly number[][], values: ArrayLike<number>, weights: ArrayLike<number> | null, v: number): [number, number] {
  let degree = 0;
  let weighted = 0;
  for (const c of byVariable[v] ?? []) {
    const scope = sketch.constraints[c]!.scope;
    if (scope.some((u) => u !== v && values[u]! < 0)) {
      degree++;
      weighted += weights ? weights[c]! : 1;
    }
  }
  return [degree, weighted];
}

/** Each variable's constraints, once per place in their scopes (as the solver lists them). */
export function constraintsByVariable(sketch: ProblemSketch): number[][] {
  const out: number[][] = sketch.sizes.map(() => []);
  sketch.constraints.forEach((c, ci) => {
    for (const v of c.scope) out[v]?.push(ci);
  });
  return out;
}

/**
 * The facts of choosing `variable` under `order`, with the assignment `values` (-1 unassigned), the
 * domain sizes `sizes` and the constraints' `weights` (dom/wdeg; null: all 1) just before the choice.
 */
export function choiceFacts(
  sketch: ProblemSketch,
  order: VariableOrder,
  variable: number,
  values: ArrayLike<number>,
  sizes: ArrayLike<number>,
  weights: ArrayLike<number> | null,
  byVariable: readonly number[][] = constraintsByVariable(sketch),
): ChoiceFacts {
  const size = sizes[variable]!;
  const [degree, weightedDegree] = degrees(sketch, byVariable, values, weights, variable);
  const divisor = weightedDegree > 0 ? weightedDegree : 0.5;
  const ratio = size / divisor;
  let others = 0;
  let fewer = 0;
  const tied: number[] = [];
  const sameDegree: number[] = [];
  let nextDegree = -1;
  for (let v = 0; v < sizes.length; v++) {
    if (v === variable || values[v]! >= 0) continue;
    others++;
    const s = sizes[v]!;
    if (s < size) fewer++;
    if (order === 'static') continue;
    if (order === 'dom-wdeg') {
      const w = degrees(sketch, byVariable, values, weights, v)[1];
      if (s / (w > 0 ? w : 0.5) === ratio) tied.push(v);
    } else if (s === size) {
      tied.push(v);
      if (order === 'mrv-degree') {
        const d = degrees(sketch, byVariable, values, null, v)[0];
        nextDegree = Math.max(nextDegree, d);
        if (d === degree) sameDegree.push(v);
      }
    }
  }
  const decidedBy: ChoiceDecider =
    others === 0
      ? 'only'
      : order === 'static'
        ? 'first'
        : tied.length === 0
          ? order === 'dom-wdeg'
            ? 'ratio'
            : 'fewest'
          : order === 'mrv-degree' && sameDegree.length === 0
            ? 'degree'
            : 'order';
  return { order, variable, size, degree, weightedDegree, divisor, others, fewer, tied, nextDegree, sameDegree, decidedBy };
}

/**
 * dom/wdeg's weights along a recorded run: every constraint starts at 1 and gains 1 for each failure
 * it caused (a `conflict` or a `wipeout` record naming it: the inference raises the weight of the
 * constraint that failed, src/solver/inference.ts; a refutation that empties a domain by itself names
 * none). `at(p)` gives the weights before record p; moving forward or back costs the records between.
 */
export class FailureWeights {
  private readonly weights: Float64Array;
  private position = 0;

  constructor(
    private readonly trace: Trace,
    constraints: number,
  ) {
    this.weights = new Float64Array(constraints).fill(1);
  }

  private step(i: number, by: number): void {
    const type = this.trace.type(i);
    if (type !== EventCode.wipeout && type !== EventCode.conflict) return;
    const c = this.trace.value(i);
    if (c >= 0 && c < this.weights.length) this.weights[c]! += by;
  }

  /** The weights just before record p (read them before the next call). */
  at(p: number): Float64Array {
    const to = Math.max(0, Math.min(p, this.trace.recorded));
    for (; this.position < to; this.position++) this.step(this.position, 1);
    for (; this.position > to; this.position--) this.step(this.position - 1, -1);
    return this.weights;
  }
}
