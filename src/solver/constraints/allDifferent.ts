/**
 * All-different by value elimination: once a variable of the scope holds a value (its domain is a
 * single value), no other term of the scope may show it. This is what arc consistency on the
 * pairwise `≠` decomposition achieves.
 *
 * `ValueElimination` is the one decomposition, over terms: term i shows `sign[i] · a + shift[i]`
 * when its variable `vars[i]` has value index a (sign ±1; a variable may stand in several terms).
 * `AllDifferentNeq` is its plain form, where value indices mean the same thing for every variable
 * of the scope (the same word list, the same digits); the FlatZinc models' all-different on views
 * and offsets (src/puzzles/model/propagators.ts) is another; `AllDifferentGac` filters more but
 * forward checks and counts supports as this does.
 */
import type { Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';

export class ValueElimination implements Constraint {
  readonly idempotent: boolean = false;
  readonly scope: readonly number[];
  /** Term i: its variable, and the integer it shows for value index a, `sign[i] · a + shift[i]`. */
  private readonly vars: Int32Array;
  private readonly sign: Int32Array;
  private readonly shift: Int32Array;
  /** Every term shows its variable's value index itself (no view): the fast path of `eliminate`. */
  private readonly plain: boolean;

  /** `vars`: each term's variable; `sign` and `shift` (default 1 and 0): each term's view. */
  constructor(
    vars: readonly number[],
    readonly label: Message,
    sign?: ArrayLike<number>,
    shift?: ArrayLike<number>,
  ) {
    this.vars = Int32Array.from(vars);
    this.sign = sign ? Int32Array.from(sign) : new Int32Array(vars.length).fill(1);
    this.shift = shift ? Int32Array.from(shift) : new Int32Array(vars.length);
    this.plain = !sign && !shift;
    this.scope = this.plain ? vars : [...new Set(vars)];
  }

  /** The integer term i shows when its variable has value index a. */
  private shown(i: number, a: number): number {
    return this.sign[i]! * a + this.shift[i]!;
  }

  /** The value index of term i's variable that shows `value`, or -1 when there is none. */
  private indexShowing(i: number, value: number, domains: Domains): number {
    const a = this.sign[i]! * (value - this.shift[i]!);
    return a >= 0 && a < domains.initialSize(this.vars[i]!) ? a : -1;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    // Pairwise over the assigned terms (scopes are small): no Set made per call.
    const { vars } = this;
    for (let i = 0; i < vars.length; i++) {
      const a = values[vars[i]!]!;
      if (a < 0) continue;
      domains.checks++;
      const value = this.shown(i, a);
      for (let j = 0; j < i; j++) {
        const b = values[vars[j]!]!;
        if (b >= 0 && this.shown(j, b) === value) return false;
      }
    }
    return true;
  }

  /** Variable v is fixed to index a: the value each of its terms shows leaves the other terms. */
  private eliminate(domains: Domains, v: number, a: number): boolean {
    const { vars } = this;
    const n = vars.length;
    if (this.plain) {
      // Every term shows the index itself: a leaves every other variable (Sudoku's inner loop).
      for (let j = 0; j < n; j++) {
        const u = vars[j]!;
        if (u === v) continue;
        domains.checks++;
        if (!domains.remove(u, a)) return false;
      }
      return true;
    }
    for (let i = 0; i < n; i++) {
      if (vars[i] !== v) continue;
      const value = this.shown(i, a);
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        domains.checks++;
        const b = this.indexShowing(j, value, domains);
        if (b >= 0 && !domains.remove(vars[j]!, b)) return false;
      }
    }
    return true;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    return this.eliminate(domains, assigned, domains.assignedValue(assigned));
  }

  propagate(domains: Domains, changed: number): boolean {
    if (domains.size(changed) !== 1) return true;
    return this.eliminate(domains, changed, domains.firstValue(changed));
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const { vars } = this;
    for (let i = 0; i < vars.length; i++) {
      if (vars[i] !== variable) continue;
      for (let j = 0; j < vars.length; j++) {
        const u = vars[j]!;
        if (u === variable || domains.isAssigned(u)) continue;
        const size = domains.size(u);
        for (let k = 0; k < n; k++) {
          const b = this.indexShowing(j, this.shown(i, values[k]!), domains);
          out[k]! += b >= 0 && domains.has(u, b) ? size - 1 : size;
        }
      }
    }
  }
}

/** All-different where value indices mean the same thing for every variable of the scope. */
export class AllDifferentNeq extends ValueElimination {
  constructor(scope: readonly number[], label: Message) {
    super(scope, label);
  }
}
