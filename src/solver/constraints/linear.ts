/**
 * A linear constraint `Σ coef[k] · x_k ≤ rhs` or `= rhs`, where x_k is the integer its variable's
 * value index a stands for, `a + offset[k]` (FlatZinc's int_lin_le and int_lin_eq, a knapsack's
 * capacity, a schedule's precedences, Golomb's differences); optionally reified by a 0/1 variable
 * b: `b ⇔ Σ …` (int_lin_le_reif, the two sides of a job shop's disjunction), or half-reified,
 * `b ⇒ Σ …` (int_lin_le_imp).
 *
 * Filtering by bounds (Apt, "Principles of Constraint Programming", 6.5; Harvey & Schimpf 2002):
 * the sum's least possible value, Σ of each term's least, must not exceed rhs, so each term may not
 * exceed rhs minus the least of the others; with `=` also the other way round. Each variable keeps
 * the values between its new bounds (one `restrict` per variable that changes), and the loop runs
 * until no bound moves. For `≤` this is arc consistency (a value's best support takes every other
 * term at its least); for `=` it is bounds consistency, and once every variable is fixed the sum
 * itself decides. Reified: the sum's bounds decide b once the relation can no longer fail (b = 1)
 * or hold (b = 0); b = 1 filters the relation, b = 0 its negation (`≥ rhs + 1` for ≤; for =, the
 * one value that would make the sum rhs, once the others are fixed).
 * - inference `none`: checked once every variable of the scope has a value;
 * - forward checking: once one variable of the scope is left unassigned, its values that break
 *   the constraint with the assigned ones go (nFC0, as the models' other relations);
 * - MAC and AC-3: the filtering above, to its fixpoint (so the constraint is idempotent).
 *
 * Incremental: a term whose variable is fixed leaves the sums for the rest of the branch (Gecode's
 * linear propagators drop their assigned views the same way). The terms are kept in an order with
 * the fixed ones last, and two reversible numbers of the search state (`Domains.reversibleBase`)
 * say how many are fixed and what they add up to: backtracking takes both back, and the terms
 * put back are just before the fixed ones (the reversible sparse set of the domains' live words).
 * So the bounds' sums and the filtering loop visit the open terms only, and filter exactly as a
 * pass over every term would (a fixed term has nothing to lose and adds a constant).
 */
import { english, type Message } from '../../text/index.ts';
import { wordsFor } from '../bits.ts';
import type { Constraint, Domains } from '../problem.ts';

export type LinearRelation = 'le' | 'eq';

/** Fewer terms than this are summed in full each time: keeping the fixed ones apart would cost more than it saves. */
const INCREMENTAL_FROM = 4;

/** The 0/1 variable that says whether the relation holds: `b ⇔ Σ …`, or with `half` only `b ⇒ Σ …`. */
export interface Reification {
  readonly variable: number;
  readonly half: boolean;
}

export class Linear implements Constraint {
  readonly idempotent = true;
  readonly wholeScope = true;
  readonly scope: readonly number[];
  /** Each term: its variable, coefficient and the integer of value index 0 (x = a + offset). */
  protected readonly vars: Int32Array;
  protected readonly coef: Float64Array;
  protected readonly offset: Float64Array;
  /** The reifying variable (value index 0: false, 1: true), or -1. */
  protected readonly reif: number;
  protected readonly half: boolean;
  /** Each term's least and greatest value of `coef · x` now, and their sums (`sums`' results). */
  private readonly least: Float64Array;
  private readonly most: Float64Array;
  private minSum = 0;
  private maxSum = 0;
  /** A domain's words for `restrict`: the values between two bounds. */
  private readonly mask: Int32Array;
  /** Two reversible numbers when incremental (at least `INCREMENTAL_FROM` terms): how many terms are fixed, and their sum. */
  readonly reversibleCount: number;
  /** The terms in the state seen last, the fixed ones last (`order[open ..]`), and the index of its reversible numbers. */
  private order: Int32Array;
  private seen: Domains | null = null;
  private base = 0;
  /** Each state's order (a search and a check of the same problem may interleave). */
  private readonly orders = new WeakMap<Domains, Int32Array>();
  /** The open terms after `sums`: `order[0 .. open - 1]`. */
  private open = 0;

  /**
   * `vars`, `coef`, `offset`: one entry per term (a variable appears in one term only; no zero
   * coefficient). `rel` and `rhs`: Σ coef · x ≤ rhs (`le`) or = rhs (`eq`). `sizes`: each
   * variable's number of values, by variable. `reification`: its variable must have the values
   * 0 and 1 and stand in no term.
   */
  constructor(
    vars: readonly number[],
    coef: readonly number[],
    offset: readonly number[],
    readonly rel: LinearRelation,
    readonly rhs: number,
    readonly label: Message,
    sizes: ArrayLike<number>,
    reification: Reification | null = null,
  ) {
    if (new Set(vars).size !== vars.length) throw new RangeError(`${english(label)}: a variable appears in two terms`);
    if (coef.some((c) => c === 0 || !Number.isSafeInteger(c))) throw new RangeError(`${english(label)}: coefficients must be non-zero integers`);
    if (reification && (vars.includes(reification.variable) || sizes[reification.variable] !== 2)) throw new RangeError(`${english(label)}: the reifying variable must be a 0/1 variable outside the sum`);
    this.vars = Int32Array.from(vars);
    this.scope = reification ? [...vars, reification.variable] : [...vars];
    this.coef = Float64Array.from(coef);
    this.offset = Float64Array.from(offset);
    this.reif = reification ? reification.variable : -1;
    this.half = reification?.half ?? false;
    this.least = new Float64Array(vars.length);
    this.most = new Float64Array(vars.length);
    let words = 1;
    for (const v of vars) words = Math.max(words, wordsFor(sizes[v]!));
    this.mask = new Int32Array(words);
    this.reversibleCount = vars.length >= INCREMENTAL_FROM ? 2 : 0;
    this.order = everyTerm(vars.length);
  }

  /** Does the sum of the terms' values satisfy the relation? */
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
    const b = this.reif >= 0 ? values[this.reif]! : 1;
    if (b < 0) return true;
    domains.checks++;
    return b === 1 ? this.holds(sum) : this.half || !this.holds(sum);
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
    const reif = this.reif;
    const b = reif < 0 ? 1 : domains.isAssigned(reif) ? domains.assignedValue(reif) : -1;
    if (b < 0 && open >= 0) return true; // two variables open: the sum's and b
    domains.checks++;
    if (open < 0) {
      const holds = this.holds(sum);
      // Every term fixed: b is what the sum says (b ⇒ sum: b may only be 0 when it fails).
      if (b < 0) return holds ? this.half || domains.remove(reif, 0) : domains.remove(reif, 1);
      return (b === 1 ? holds : this.half || !holds) || domains.fail(vars[0]!);
    }
    // One term open: c · x ≤ rest (and ≥ it, for =) when the relation must hold, the opposite when it must not.
    const rest = this.rhs - sum;
    if (b === 1) return this.keepBetween(domains, open, this.rel === 'eq' ? rest : -Infinity, rest);
    return this.half || this.keepOutside(domains, open, rest);
  }

  propagate(domains: Domains): boolean {
    const reif = this.reif;
    if (reif < 0) return this.narrow(domains, this.rel === 'eq' ? this.rhs : -Infinity, this.rhs);
    if (domains.size(reif) === 2) {
      this.sums(domains);
      const fails = this.minSum > this.rhs || (this.rel === 'eq' && this.maxSum < this.rhs);
      const holds = this.maxSum <= this.rhs && (this.rel === 'le' || this.minSum >= this.rhs);
      domains.checks++;
      if (fails) return domains.remove(reif, 1);
      if (!holds || this.half) return true;
      return domains.remove(reif, 0);
    }
    if (domains.firstValue(reif) === 1) return this.narrow(domains, this.rel === 'eq' ? this.rhs : -Infinity, this.rhs);
    if (this.half) return true;
    // b = 0: the negation. Σ ≥ rhs + 1 for ≤; for =, Σ ≠ rhs, which bounds see once one term is left open.
    if (this.rel === 'le') return this.narrow(domains, this.rhs + 1, Infinity);
    return this.notEqual(domains);
  }

  /**
   * Each open term's least and greatest `coef · x` now, and the sum's (`minSum`, `maxSum`, with the
   * fixed terms' sum); the open terms are `order[0 .. open - 1]`. Incremental: the terms found
   * fixed join the fixed ones (see the file's comment).
   */
  private sums(domains: Domains): void {
    const { vars, coef, offset, least, most } = this;
    const n = vars.length;
    if (this.reversibleCount === 0) return this.sumTerms(domains);
    if (domains !== this.seen) this.see(domains);
    const order = this.order;
    const base = this.base;
    const fixedBefore = domains.reversible(base);
    let fixedSum = domains.reversible(base + 1);
    let open = n - fixedBefore;
    let minSum = 0;
    let maxSum = 0;
    for (let p = 0; p < open; ) {
      const k = order[p]!;
      const v = vars[k]!;
      const c = coef[k]!;
      const first = domains.firstValue(v);
      const last = domains.lastValue(v);
      if (first === last) {
        // Fixed: its value joins the fixed sum, and the term goes just before the fixed ones.
        fixedSum += c * (first + offset[k]!);
        open--;
        order[p] = order[open]!;
        order[open] = k;
        continue;
      }
      const lo = c * (first + offset[k]!);
      const hi = c * (last + offset[k]!);
      least[k] = c > 0 ? lo : hi;
      most[k] = c > 0 ? hi : lo;
      minSum += least[k]!;
      maxSum += most[k]!;
      p++;
    }
    if (open !== n - fixedBefore) {
      domains.setReversible(base, n - open);
      domains.setReversible(base + 1, fixedSum);
    }
    this.open = open;
    this.minSum = fixedSum + minSum;
    this.maxSum = fixedSum + maxSum;
  }

  /** `sums` over every term (a constraint with few terms, whose `order` stays 0 .. n - 1). */
  private sumTerms(domains: Domains): void {
    const { vars, coef, offset, least, most } = this;
    let minSum = 0;
    let maxSum = 0;
    for (let k = 0; k < vars.length; k++) {
      const v = vars[k]!;
      const c = coef[k]!;
      const lo = c * (domains.firstValue(v) + offset[k]!);
      const hi = c * (domains.lastValue(v) + offset[k]!);
      least[k] = c > 0 ? lo : hi;
      most[k] = c > 0 ? hi : lo;
      minSum += least[k]!;
      maxSum += most[k]!;
    }
    this.open = vars.length;
    this.minSum = minSum;
    this.maxSum = maxSum;
  }

  /** Take up the order and reversible numbers of another state than the last one seen. */
  private see(domains: Domains): void {
    let order = this.orders.get(domains);
    if (order === undefined) {
      order = everyTerm(this.vars.length);
      this.orders.set(domains, order);
    }
    this.order = order;
    this.base = domains.reversibleBase(this);
    this.seen = domains;
  }

  /** The sum's least and greatest value in `domains` now, as the filtering computes them (incrementally): what the tests compare with a sum made afresh. */
  sumBounds(domains: Domains): [number, number] {
    this.sums(domains);
    return [this.minSum, this.maxSum];
  }

  /** Bounds filtering of lower ≤ Σ coef · x ≤ upper (either may be infinite), to its fixpoint. */
  private narrow(domains: Domains, lower: number, upper: number): boolean {
    const { vars, coef, offset, least, most } = this;
    this.sums(domains);
    const { order, open } = this;
    let { minSum, maxSum } = this;
    for (;;) {
      domains.checks++;
      if (minSum > upper || maxSum < lower) return domains.fail(vars[0]!);
      let moved = false;
      for (let p = 0; p < open; p++) {
        const k = order[p]!;
        // c · x ≤ upper - (the others' least) and ≥ lower - (the others' most).
        const below = upper - (minSum - least[k]!);
        const above = lower - (maxSum - most[k]!);
        if (most[k]! <= below && least[k]! >= above) continue;
        if (!this.keepBetween(domains, k, above, below)) return false;
        // The term's new bounds, and the sums with them (the terms after it see them at once).
        const v = vars[k]!;
        const c = coef[k]!;
        const lo = c * (domains.firstValue(v) + offset[k]!);
        const hi = c * (domains.lastValue(v) + offset[k]!);
        const newLeast = c > 0 ? lo : hi;
        const newMost = c > 0 ? hi : lo;
        if (newLeast === least[k] && newMost === most[k]) continue;
        minSum += newLeast - least[k]!;
        maxSum += newMost - most[k]!;
        least[k] = newLeast;
        most[k] = newMost;
        moved = true;
      }
      // Only bounds move the other terms: a hole made inside a domain changes nothing here.
      if (!moved) return true;
      // One-sided (≤, or the negation's ≥): a term's narrowing moves only its most (least), which
      // no other term's bound reads, so this pass reached the fixpoint. The pass that would
      // confirm it is counted as a check, as it was when it ran.
      if (lower === -Infinity || upper === Infinity) {
        domains.checks++;
        return true;
      }
    }
  }

  /** Σ ≠ rhs: with one term left open, it loses the value that would make the sum rhs; with none, the sum must differ. */
  private notEqual(domains: Domains): boolean {
    const { vars, coef, offset } = this;
    let open = -1;
    let sum = 0;
    for (let k = 0; k < vars.length; k++) {
      const v = vars[k]!;
      if (domains.size(v) > 1) {
        if (open >= 0) return true;
        open = k;
      } else {
        sum += coef[k]! * (domains.firstValue(v) + offset[k]!);
      }
    }
    domains.checks++;
    if (open < 0) return sum !== this.rhs || domains.fail(vars[0]!);
    return this.keepOutside(domains, open, this.rhs - sum);
  }

  /** Term k loses the values x with coef · x rel `rest` (≤ rest for le, = rest for eq): the negation, one term open. */
  private keepOutside(domains: Domains, k: number, rest: number): boolean {
    if (this.rel === 'le') return this.keepBetween(domains, k, rest + 1, Infinity);
    const c = this.coef[k]!;
    if (rest % c !== 0) return true;
    const a = rest / c - this.offset[k]!;
    const v = this.vars[k]!;
    return a < 0 || a >= domains.initialSize(v) || !domains.has(v, a) || domains.remove(v, a);
  }

  /** Term k keeps the values x with lower ≤ coef · x ≤ upper (either may be infinite). False when none is left. */
  protected keepBetween(domains: Domains, k: number, lower: number, upper: number): boolean {
    const c = this.coef[k]!;
    const off = this.offset[k]!;
    const v = this.vars[k]!;
    // The integers x between two bounds, then as value indices a = x - offset.
    const lo = c > 0 ? Math.ceil(lower / c) : Math.ceil(upper / c);
    const hi = c > 0 ? Math.floor(upper / c) : Math.floor(lower / c);
    const first = domains.firstValue(v);
    const last = domains.lastValue(v);
    const from = Math.max(first, lo - off);
    const to = Math.min(last, hi - off);
    if (from > to) return domains.fail(v);
    if (from === first && to === last) return true;
    return domains.restrict(v, this.range(first, last, from, to), 0);
  }

  /**
   * The mask of the value indices from..to (inclusive), for a domain whose values lie in
   * first..last. Only the words of first..last are written: `restrict` reads the others only where
   * the domain's word is zero, which no mask changes.
   */
  private range(first: number, last: number, from: number, to: number): Int32Array {
    const mask = this.mask;
    const a = from >>> 5;
    const b = to >>> 5;
    for (let w = first >>> 5; w < a; w++) mask[w] = 0;
    for (let w = a; w <= b; w++) mask[w] = -1;
    for (let w = b + 1, end = last >>> 5; w <= end; w++) mask[w] = 0;
    mask[a] = mask[a]! & (-1 << (from & 31));
    const top = to & 31;
    mask[b] = mask[b]! & (top === 31 ? -1 : (1 << (top + 1)) - 1);
    return mask;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    // Least constraining value, for the plain relation: with one other variable open, count its
    // values that fit each of `values`; otherwise every value is as constraining: add the open
    // domains' sizes.
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
    if (open !== 1 || me < 0 || this.reif >= 0) {
      let sizes = 0;
      for (const v of this.scope) if (v !== variable && !domains.isAssigned(v)) sizes += domains.size(v);
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

/** The terms 0 .. n - 1 in order. */
function everyTerm(n: number): Int32Array {
  const order = new Int32Array(n);
  for (let k = 0; k < n; k++) order[k] = k;
  return order;
}

/**
 * Two terms and `≤`, plain, reified or half-reified: `c0 · x + c1 · y ≤ rhs` (a precedence of a
 * schedule; `b ⇔ …`, one side of a job shop's disjunction). The same filtering as `Linear`, which
 * it extends (its checks, forward checking and counts are `Linear`'s), with a propagation of its
 * own: no sums kept and no loop to a fixpoint. Each term's bound comes from the other's least
 * (most, for the negation `≥ rhs + 1`), which a term's own narrowing never moves, so one pass is
 * the fixpoint; with b open the sum's two bounds say at once whether the relation is entailed
 * (b = 1), disentailed (b = 0) or neither. For two terms this filtering is arc consistency: a
 * value of x has a support exactly when the least of the other term lets it.
 */
export class LinearPair extends Linear {
  constructor(vars: readonly number[], coef: readonly number[], offset: readonly number[], rhs: number, label: Message, sizes: ArrayLike<number>, reification: Reification | null = null) {
    if (vars.length !== 2) throw new RangeError(`${english(label)}: LinearPair has two terms`);
    super(vars, coef, offset, 'le', rhs, label, sizes, reification);
  }

  override propagate(domains: Domains): boolean {
    const reif = this.reif;
    if (reif < 0) return this.atMost(domains, this.rhs);
    if (domains.size(reif) === 2) {
      domains.checks++;
      if (this.termLeast(domains, 0) + this.termLeast(domains, 1) > this.rhs) return domains.remove(reif, 1);
      if (this.half || this.termMost(domains, 0) + this.termMost(domains, 1) > this.rhs) return true;
      return domains.remove(reif, 0);
    }
    if (domains.firstValue(reif) === 1) return this.atMost(domains, this.rhs);
    return this.half || this.atLeast(domains, this.rhs + 1);
  }

  /** Term k's least value now: `coef · x` at the bound of x that makes it least. */
  private termLeast(domains: Domains, k: number): number {
    const c = this.coef[k]!;
    const v = this.vars[k]!;
    return c * ((c > 0 ? domains.firstValue(v) : domains.lastValue(v)) + this.offset[k]!);
  }

  /** Term k's greatest value now. */
  private termMost(domains: Domains, k: number): number {
    const c = this.coef[k]!;
    const v = this.vars[k]!;
    return c * ((c > 0 ? domains.lastValue(v) : domains.firstValue(v)) + this.offset[k]!);
  }

  /**
   * cx · x + cy · y ≤ upper: each term at most upper minus the other's least. The checks are
   * counted as `Linear.narrow` counts its passes: one, and one more that confirms the fixpoint
   * when a bound moved.
   */
  private atMost(domains: Domains, upper: number): boolean {
    const leastX = this.termLeast(domains, 0);
    const leastY = this.termLeast(domains, 1);
    domains.checks++;
    if (leastX + leastY > upper) return domains.fail(this.vars[0]!);
    let moved = false;
    if (this.termMost(domains, 0) > upper - leastY) {
      if (!this.keepBetween(domains, 0, -Infinity, upper - leastY)) return false;
      moved = true;
    }
    if (this.termMost(domains, 1) > upper - leastX) {
      if (!this.keepBetween(domains, 1, -Infinity, upper - leastX)) return false;
      moved = true;
    }
    if (moved) domains.checks++;
    return true;
  }

  /** cx · x + cy · y ≥ lower (b = 0: the negation of ≤ rhs), as `atMost` the other way round. */
  private atLeast(domains: Domains, lower: number): boolean {
    const mostX = this.termMost(domains, 0);
    const mostY = this.termMost(domains, 1);
    domains.checks++;
    if (mostX + mostY < lower) return domains.fail(this.vars[0]!);
    let moved = false;
    if (this.termLeast(domains, 0) < lower - mostY) {
      if (!this.keepBetween(domains, 0, lower - mostY, Infinity)) return false;
      moved = true;
    }
    if (this.termLeast(domains, 1) < lower - mostX) {
      if (!this.keepBetween(domains, 1, lower - mostX, Infinity)) return false;
      moved = true;
    }
    if (moved) domains.checks++;
    return true;
  }
}

/** `Linear` for a relation in general; `LinearPair` for two terms and `≤` (the same filtering, faster). */
export function linearConstraint(
  vars: readonly number[],
  coef: readonly number[],
  offset: readonly number[],
  rel: LinearRelation,
  rhs: number,
  label: Message,
  sizes: ArrayLike<number>,
  reification: Reification | null = null,
): Linear {
  if (vars.length === 2 && rel === 'le') return new LinearPair(vars, coef, offset, rhs, label, sizes, reification);
  return new Linear(vars, coef, offset, rel, rhs, label, sizes, reification);
}
