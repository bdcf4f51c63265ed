/**
 * A linear constraint `Σ coef[k] · x_k ≤ rhs` or `= rhs`, where x_k is the integer its variable's
 * value index a stands for, `a + offset[k]` (FlatZinc's int_lin_le and int_lin_eq, a knapsack's
 * capacity, a schedule's precedences, Golomb's differences).
 *
 * Filtering by bounds (Apt, "Principles of Constraint Programming", 6.5; Harvey & Schimpf 2002):
 * the sum's least possible value, Σ of each term's least, must not exceed rhs, so each term may not
 * exceed rhs minus the least of the others; with `=` also the other way round. Each variable keeps
 * the values between its new bounds (one `restrict` per variable that changes), and the loop runs
 * until no bound moves. For `≤` this is arc consistency (a value's best support takes every other
 * term at its least); for `=` it is bounds consistency, and once every variable is fixed the sum
 * itself decides.
 * - inference `none`: checked once every variable of the scope has a value;
 * - forward checking: once one variable of the scope is left unassigned, its values that break
 *   the constraint with the assigned ones go (nFC0, as the models' other relations);
 * - MAC and AC-3: the bounds filtering above, to its fixpoint (so the constraint is idempotent).
 */
import { wordsFor } from '../bits.ts';
import type { Constraint, Domains } from '../problem.ts';

export type LinearRelation = 'le' | 'eq';

export class Linear implements Constraint {
  readonly idempotent = true;
  readonly wholeScope = true;
  readonly scope: readonly number[];
  /** Each term: its variable, coefficient and the integer of value index 0 (x = a + offset). */
  private readonly vars: Int32Array;
  private readonly coef: Float64Array;
  private readonly offset: Float64Array;
  /** Each term's least and greatest value of `coef · x` now (the bounds filtering's scratch). */
  private readonly least: Float64Array;
  private readonly most: Float64Array;
  /** A domain's words for `restrict`: the values between two bounds. */
  private readonly mask: Int32Array;

  /**
   * `vars`, `coef`, `offset`: one entry per term (a variable appears in one term only; no zero
   * coefficient). `rel` and `rhs`: Σ coef · x ≤ rhs (`le`) or = rhs (`eq`). `sizes`: each
   * variable's number of values, by variable.
   */
  constructor(
    vars: readonly number[],
    coef: readonly number[],
    offset: readonly number[],
    readonly rel: LinearRelation,
    readonly rhs: number,
    readonly label: string,
    sizes: ArrayLike<number>,
  ) {
    if (new Set(vars).size !== vars.length) throw new RangeError(`${label}: a variable appears in two terms`);
    if (coef.some((c) => c === 0 || !Number.isSafeInteger(c))) throw new RangeError(`${label}: coefficients must be non-zero integers`);
    this.vars = Int32Array.from(vars);
    this.scope = [...vars];
    this.coef = Float64Array.from(coef);
    this.offset = Float64Array.from(offset);
    this.least = new Float64Array(vars.length);
    this.most = new Float64Array(vars.length);
    let words = 1;
    for (const v of vars) words = Math.max(words, wordsFor(sizes[v]!));
    this.mask = new Int32Array(words);
  }

  /** Does the sum of the terms' values (x_k's integers, by term) satisfy the relation? */
  private holds(sum: number): boolean {
    return this.rel === 'le' ? sum <= this.rhs : sum === this.rhs;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const { vars, coef, offset } = this;
    let sum = 0;
    for (let k = 0; k < vars.length; k++) {
      const a = values[vars[k]!]!;
      if (a < 0) return true;
      sum += coef[k]! * (a + offset[k]!);
    }
    domains.checks++;
    return this.holds(sum);
  }

  forwardCheck(domains: Domains): boolean {
    const { vars, coef, offset } = this;
    let open = -1;
    let sum = 0;
    for (let k = 0; k < vars.length; k++) {
      const v = vars[k]!;
      if (!domains.isAssigned(v)) {
        if (open >= 0) return true;
        open = k;
      } else {
        sum += coef[k]! * (domains.assignedValue(v) + offset[k]!);
      }
    }
    domains.checks++;
    if (open < 0) return this.holds(sum) || domains.fail(vars[0]!);
    // One term open: c · x ≤ rhs - sum (and ≥ it, for =).
    const rest = this.rhs - sum;
    return this.keepBetween(domains, open, this.rel === 'eq' ? rest : -Infinity, rest);
  }

  propagate(domains: Domains): boolean {
    const { vars, coef, offset, least, most } = this;
    const n = vars.length;
    for (;;) {
      let minSum = 0;
      let maxSum = 0;
      for (let k = 0; k < n; k++) {
        const v = vars[k]!;
        const c = coef[k]!;
        const lo = c * (domains.firstValue(v) + offset[k]!);
        const hi = c * (domains.lastValue(v) + offset[k]!);
        least[k] = c > 0 ? lo : hi;
        most[k] = c > 0 ? hi : lo;
        minSum += least[k]!;
        maxSum += most[k]!;
      }
      domains.checks++;
      if (minSum > this.rhs || (this.rel === 'eq' && maxSum < this.rhs)) return domains.fail(vars[0]!);
      let moved = false;
      for (let k = 0; k < n; k++) {
        // c · x ≤ rhs - (the others' least); with = also c · x ≥ rhs - (the others' most).
        const upper = this.rhs - (minSum - least[k]!);
        const lower = this.rel === 'eq' ? this.rhs - (maxSum - most[k]!) : -Infinity;
        if (most[k]! <= upper && least[k]! >= lower) continue;
        const before = domains.size(vars[k]!);
        if (!this.keepBetween(domains, k, lower, upper)) return false;
        if (domains.size(vars[k]!) !== before) moved = true;
      }
      if (!moved) return true;
    }
  }

  /** Term k keeps the values x with lower ≤ coef · x ≤ upper (lower may be -Infinity). False when none is left. */
  private keepBetween(domains: Domains, k: number, lower: number, upper: number): boolean {
    const c = this.coef[k]!;
    const off = this.offset[k]!;
    const v = this.vars[k]!;
    // The integers x between two bounds, then as value indices a = x - offset.
    const lo = c > 0 ? (lower === -Infinity ? -Infinity : Math.ceil(lower / c)) : Math.ceil(upper / c);
    const hi = c > 0 ? Math.floor(upper / c) : lower === -Infinity ? Infinity : Math.floor(lower / c);
    const first = domains.firstValue(v);
    const last = domains.lastValue(v);
    const from = Math.max(first, lo - off);
    const to = Math.min(last, hi - off);
    if (from > to) return domains.fail(v);
    if (from === first && to === last) return true;
    return domains.restrict(v, this.range(from, to), 0);
  }

  /** The mask of the value indices from..to (inclusive). */
  private range(from: number, to: number): Int32Array {
    const mask = this.mask;
    mask.fill(0);
    const a = from >>> 5;
    const b = to >>> 5;
    for (let w = a; w <= b; w++) mask[w] = -1;
    mask[a] = mask[a]! & (-1 << (from & 31));
    const top = to & 31;
    mask[b] = mask[b]! & (top === 31 ? -1 : (1 << (top + 1)) - 1);
    return mask;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    // Least constraining value: with one other variable open, count its values that fit each of
    // `values`; otherwise (many open) every value is as constraining: add the open domains' sizes.
    const { vars, coef, offset } = this;
    let other = -1;
    let open = 0;
    let sum = 0;
    let me = -1;
    for (let k = 0; k < vars.length; k++) {
      const v = vars[k]!;
      if (v === variable) {
        me = k;
        continue;
      }
      if (domains.isAssigned(v)) sum += coef[k]! * (domains.assignedValue(v) + offset[k]!);
      else {
        open++;
        other = k;
      }
    }
    if (open !== 1 || me < 0) {
      let sizes = 0;
      for (let k = 0; k < vars.length; k++) if (vars[k] !== variable && !domains.isAssigned(vars[k]!)) sizes += domains.size(vars[k]!);
      for (let i = 0; i < n; i++) out[i]! += sizes;
      return;
    }
    const u = vars[other]!;
    const cu = coef[other]!;
    const ou = offset[other]!;
    for (let i = 0; i < n; i++) {
      const rest = this.rhs - sum - coef[me]! * (values[i]! + offset[me]!);
      let count = 0;
      for (let b = domains.firstValue(u), last = domains.lastValue(u); b <= last; b++) {
        if (!domains.has(u, b)) continue;
        const t = cu * (b + ou);
        if (this.rel === 'le' ? t <= rest : t === rest) count++;
      }
      out[i]! += count;
    }
  }
}
