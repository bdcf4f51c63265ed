/**
 * Branch and bound: a problem with an objective (a variable whose value is to be minimised or
 * maximised) is searched for solutions as usual, but each solution found tightens a bound on the
 * objective, kept as one more constraint for the rest of the search: from then on only a better
 * value is allowed (`objective < best` when minimising, `objective > best` when maximising). When
 * the search has nothing left to try, the last solution found is optimal.
 *
 * The bound is an ordinary constraint of the run (`ObjectiveBound`, the index after the problem's
 * own constraints), so everything the search does with constraints it does with the bound too:
 * inference `none` checks it once the objective has a value, forward checking and MAC remove the
 * values it forbids (prunes whose constraint is the bound) and MAC propagates them to the
 * objective's neighbours; when it leaves the objective no value, that is a failure like any other
 * (a `cut` event says by how much), backjumping blames it on nothing (it holds whatever was assigned), dom/wdeg weighs it.
 * Since the bound only ever tightens, what it removed stays removed for the rest of the search;
 * the search takes its removals back with the node that made them, and the inference makes them
 * again wherever the objective's domain still holds a value the bound forbids (`stale`).
 *
 * Values are value indices, as everywhere in the solver: the model orders the objective's values
 * so that a smaller index is a smaller objective (FlatZinc: index a is the integer a + offset).
 */
import { msg, type Message } from '../text/index.ts';
import { wordsFor } from './bits.ts';
import type { Constraint, Domains, Problem } from './problem.ts';

export type Sense = 'minimize' | 'maximize';

/** What a problem optimises: the value of one variable, minimised or maximised. */
export interface Objective {
  readonly variable: number;
  readonly sense: Sense;
}

/** No solution yet: the bound allows every value. */
const NONE = -1;

export class ObjectiveBound implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = true;
  readonly label: Message;
  readonly variable: number;
  readonly sense: Sense;
  /** The objective's value in the best solution so far (a value index), or -1 before the first. */
  best = NONE;
  /**
   * When the bound last left the objective no value (a cut): the best value the objective
   * could still have taken there (its smallest value left when minimising, its largest when
   * maximising; the value it was given under inference `none`).
   */
  possible = NONE;
  /** The values the bound allows, as the words of a domain (for `restrict`). */
  private readonly allowed: Int32Array;

  /**
   * `index`: the constraint's index in the run (the problem's constraints come first).
   * `size`: the objective's number of values. `name`: the objective's name, for the label.
   */
  constructor(
    objective: Objective,
    readonly index: number,
    size: number,
    name: string,
  ) {
    this.variable = objective.variable;
    this.sense = objective.sense;
    this.scope = [objective.variable];
    this.label = msg(objective.sense === 'minimize' ? 'names.bound.minimize' : 'names.bound.maximize', { variable: name });
    this.allowed = new Int32Array(wordsFor(size)).fill(-1);
  }

  /** Is `value` better than the best so far (every value is, before the first solution)? */
  better(value: number): boolean {
    if (this.best === NONE) return true;
    return this.sense === 'minimize' ? value < this.best : value > this.best;
  }

  /** A solution with objective `value` (a better one than the best so far): the bound tightens. */
  tighten(value: number): void {
    if (!this.better(value)) throw new Error(`branch and bound: a solution with objective ${value} is no better than ${this.best}`);
    this.best = value;
    const words = this.allowed;
    const w = value >>> 5;
    const bit = value & 31;
    if (this.sense === 'minimize') {
      // Values below `value`: the words before w whole, the bits below `bit` of word w.
      words.fill(-1, 0, w);
      words[w] = bit === 0 ? 0 : -1 >>> (32 - bit);
      words.fill(0, w + 1);
    } else {
      // Values above `value`: the bits above `bit` of word w, the words after w whole.
      words.fill(0, 0, w);
      words[w] = bit === 31 ? 0 : -1 << (bit + 1);
      words.fill(-1, w + 1);
    }
  }

  /** Does v's domain still hold a value the bound forbids (so the bound has to be enforced again)? */
  stale(domains: Domains): boolean {
    if (this.best === NONE) return false;
    const v = this.variable;
    return this.sense === 'minimize' ? domains.lastValue(v) >= this.best : domains.firstValue(v) <= this.best;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const value = values[this.variable]!;
    if (value < 0) return true;
    domains.checks++;
    if (this.better(value)) return true;
    this.possible = value;
    return false;
  }

  forwardCheck(domains: Domains): boolean {
    return this.enforce(domains);
  }

  propagate(domains: Domains): boolean {
    return this.enforce(domains);
  }

  /**
   * Remove the values the bound forbids from the objective's domain. When it forbids them all
   * (the cut), the constraint fails without emptying the domain, as constraints do that find a
   * variable without a possible value: an assigned objective keeps its value until the search
   * takes it back.
   */
  enforce(domains: Domains): boolean {
    if (!this.stale(domains)) return true;
    domains.checks++;
    const v = this.variable;
    const possible = this.sense === 'minimize' ? domains.firstValue(v) : domains.lastValue(v);
    if (!this.better(possible)) {
      this.possible = possible;
      return domains.fail(v);
    }
    return domains.restrict(v, this.allowed, 0);
  }

  /** Least constraining value: the bound leaves no other variable anything to count. */
  countSupports(): void {}

  /** Local search: one violation when the objective's value is no better than the best so far. */
  violations(values: Int32Array): number {
    return this.better(values[this.variable]!) ? 0 : 1;
  }

  conflicts(_values: Int32Array, v: number, value: number): number {
    return v === this.variable && !this.better(value) ? 1 : 0;
  }
}

/**
 * The problem a search runs on: with an objective, the problem's constraints and then the bound
 * (at index `constraints.length`), which starts allowing everything; without one, the problem itself.
 */
export function withBound(problem: Problem): { problem: Problem; bound: ObjectiveBound | null } {
  const objective = problem.objective;
  if (!objective) return { problem, bound: null };
  const variable = problem.variables[objective.variable];
  if (!variable) throw new RangeError(`the objective is variable ${objective.variable}, which the problem does not have`);
  const bound = new ObjectiveBound(objective, problem.constraints.length, variable.size, variable.name);
  return { problem: { variables: problem.variables, constraints: [...problem.constraints, bound], objective }, bound };
}
