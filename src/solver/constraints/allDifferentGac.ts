/**
 * All-different with generalized arc consistency (Régin 1994): a value stays in a variable's
 * domain only if some assignment of the whole scope with pairwise different values uses it.
 *
 * Glossary (the value graph of the constraint):
 * - matching: a variable → value map, injective; a maximum matching covering every variable
 *   exists iff the constraint can still be satisfied (Hall's theorem).
 * - edge (x, a): value a is in x's domain. It belongs to some maximum matching, and so to some
 *   solution, iff it is matched, or lies on an alternating cycle (x and a in the same strongly
 *   connected component once matched edges point value → variable and the others variable →
 *   value), or on an alternating path that ends at a free (unmatched) value.
 *
 * Domains are read as one 32-bit word per variable, so the scope's values must be fewer than 33
 * (Sudoku 16 x 16 has 16). The matching is kept between calls and only repaired, and a call whose
 * domains equal those the constraint left after its last filtering returns at once.
 *
 * With inference `fc`, `forwardCheck` only does value elimination (like `AllDifferentNeq`); with
 * `mac` (and AC-3 before search), `propagate` does the full filtering.
 */
import type { Constraint, Domains } from '../problem.ts';
import { AllDifferentNeq } from './allDifferent.ts';

/** How a model states all-different: value elimination (≠ pairs) or Régin's filtering. */
export type AllDiffForm = 'neq' | 'gac';
export const ALLDIFF_FORMS: readonly AllDiffForm[] = ['neq', 'gac'];

/** An all-different constraint in the chosen form. */
export function allDifferent(form: AllDiffForm, scope: readonly number[], label: string, valueCount: number): Constraint {
  return form === 'gac' ? new AllDifferentGac(scope, label, valueCount) : new AllDifferentNeq(scope, label);
}

/**
 * Is the graph on the `active` values, with edges a → b for b in reach[a], strongly connected?
 * A forward search from one value, then a backward one: both must reach every value.
 */
export function stronglyConnected(reach: Int32Array, active: number): boolean {
  const first = active & -active;
  let seen = first;
  let todo = first;
  while (todo !== 0) {
    const bit = todo & -todo;
    todo &= todo - 1;
    const next = reach[31 - Math.clz32(bit)]! & ~seen;
    seen |= next;
    todo |= next;
  }
  if (seen !== active) return false;
  let back = first;
  for (let grew = true; grew; ) {
    grew = false;
    for (let rest = active & ~back; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if ((reach[31 - Math.clz32(bit)]! & back) !== 0) {
        back |= bit;
        grew = true;
      }
    }
  }
  return back === active;
}

/**
 * Régin's filtering of one all-different scope, shared by `AllDifferentGac` and the all-different
 * kernel: the matching of the open positions (those with more than one value) repaired by Kuhn's
 * augmenting paths, alternating-path reachability between their values, then every value kept
 * only if it is matched, reaches a free value, or reaches its position's matched value.
 *
 * The caller gives the domains `d[i]` (one word per position; the values of the fixed positions
 * already out of the open ones), the open positions `open[0 .. m)`, and the matching kept between
 * calls: `valueOf[vo + i]` (-1: none) and `positionOf[po + a]`, which the caller keeps symmetric.
 */
export class Regin {
  /** Values reachable from each value along alternating paths (bit rows). */
  private readonly reach = new Int32Array(32);
  private visited = 0;
  /** Values held by the open positions. */
  private used = 0;
  private d: Int32Array = this.reach;
  private valueOf: Int32Array = this.reach;
  private positionOf: Int32Array = this.reach;
  private vo = 0;
  private po = 0;

  /**
   * Filter: on return `d[i]` holds the values kept for each open position. Returns how many values
   * were tested against the reachability (the filtering's checks), or -1 - i when open position i
   * can have no value in any matching (the constraint fails).
   */
  filter(d: Int32Array, open: Int32Array, m: number, valueOf: Int32Array, vo: number, positionOf: Int32Array, po: number): number {
    if (m === 0) return 0;
    const reach = this.reach;
    // 1. Keep the matched pairs still in the domains; note the values they use.
    let used = 0;
    let union = 0;
    let unmatched = 0;
    for (let j = 0; j < m; j++) {
      const i = open[j]!;
      const w = d[i]!;
      const a = valueOf[vo + i]!;
      union |= w;
      if (a >= 0 && (w & (1 << a)) !== 0) {
        used |= 1 << a;
        reach[a] = w & ~(1 << a);
      } else {
        if (a >= 0) {
          valueOf[vo + i] = -1;
          positionOf[po + a] = -1;
        }
        unmatched++;
      }
    }
    // 2. Repair the matching: augment from every open position left without a value; an
    //    augmenting path moves other positions' values, so their reach rows are written anew.
    //    reach[a]: the values the position matched to a may take instead.
    let active = used;
    if (unmatched > 0) {
      this.d = d;
      this.valueOf = valueOf;
      this.positionOf = positionOf;
      this.vo = vo;
      this.po = po;
      this.used = used;
      for (let j = 0; j < m; j++) {
        const i = open[j]!;
        if (valueOf[vo + i]! >= 0) continue;
        this.visited = 0;
        if (!this.augment(i)) return -1 - i;
      }
      active = 0;
      for (let j = 0; j < m; j++) {
        const i = open[j]!;
        const a = valueOf[vo + i]!;
        active |= 1 << a;
        reach[a] = d[i]! & ~(1 << a);
      }
    }
    const free = union & ~active;
    // No free value and every open value reaching every other (one strongly connected
    // component): each edge lies on an alternating cycle, so every value stays.
    if (free === 0 && (m === 2 || stronglyConnected(reach, active))) return 0;

    // 3. Close reach transitively (Warshall's closure on bit rows: values are few, ≤ 32, so this
    //    beats a recursive SCC search).
    for (let ks = active; ks !== 0; ks &= ks - 1) {
      const bit = ks & -ks;
      const rk = reach[31 - Math.clz32(bit)]!;
      for (let rows = active; rows !== 0; rows &= rows - 1) {
        const a = 31 - Math.clz32(rows & -rows);
        if ((reach[a]! & bit) !== 0) reach[a]! |= rk;
      }
    }

    // 4. Keep (i, b) when b is i's matched value; when b is free or reaches a free value (an even
    //    alternating path); or when b reaches i's matched value (an alternating cycle: b and i are
    //    in the same strongly connected component).
    let tests = 0;
    for (let j = 0; j < m; j++) {
      const i = open[j]!;
      const target = (1 << valueOf[vo + i]!) | free;
      const w = d[i]!;
      let keep = w;
      for (let others = w & ~target; others !== 0; others &= others - 1) {
        const bit = others & -others;
        tests++;
        if ((reach[31 - Math.clz32(bit)]! & target) === 0) keep &= ~bit;
      }
      d[i] = keep;
    }
    return tests;
  }

  /**
   * Kuhn's augmenting path from open position i: a value no open position holds (`used`), else a
   * value whose holder can move. `visited` marks the values tried.
   */
  private augment(i: number): boolean {
    const { valueOf, positionOf, vo, po } = this;
    const candidates = this.d[i]! & ~this.visited;
    const free = candidates & ~this.used;
    if (free !== 0) {
      const bit = free & -free;
      const a = 31 - Math.clz32(bit);
      valueOf[vo + i] = a;
      positionOf[po + a] = i;
      this.used |= bit;
      return true;
    }
    for (let rest = candidates; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if ((this.visited & bit) !== 0) continue;
      this.visited |= bit;
      const a = 31 - Math.clz32(bit);
      if (this.augment(positionOf[po + a]!)) {
        valueOf[vo + i] = a;
        positionOf[po + a] = i;
        return true;
      }
    }
    return false;
  }
}

export class AllDifferentGac implements Constraint {
  /** One call reaches the fixpoint of this constraint: its own removals need not wake it. */
  readonly idempotent = true;
  readonly wholeScope = true;
  private readonly n: number;
  /** Domains of the scope (bit a = value a), read at the start of a call. */
  private readonly dom: Int32Array;
  /** The domains as this constraint left them after its last successful filtering. */
  private readonly filtered: Int32Array;
  private hasFiltered = false;
  /** Matching: value of each scope position, and scope position of each value (-1: none). */
  private readonly valueOf: Int32Array;
  private readonly positionOf: Int32Array;
  /** The domains when the call started (before any removal). */
  private readonly original: Int32Array;
  /** Scope positions whose domain is down to one value during the current call. */
  private readonly isFixed: Uint8Array;
  /** Scope positions still open (more than one value) in the current call. */
  private readonly open: Int32Array;
  private readonly regin = new Regin();
  private readonly mask = new Int32Array(1);

  constructor(
    readonly scope: readonly number[],
    readonly label: string,
    valueCount: number,
  ) {
    if (valueCount > 32) throw new RangeError(`${label}: AllDifferentGac handles at most 32 values, got ${valueCount}`);
    this.n = scope.length;
    this.dom = new Int32Array(this.n);
    this.filtered = new Int32Array(this.n);
    this.valueOf = new Int32Array(this.n).fill(-1);
    this.positionOf = new Int32Array(valueCount).fill(-1);
    this.open = new Int32Array(this.n);
    this.original = new Int32Array(this.n);
    this.isFixed = new Uint8Array(this.n);
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    let seen = 0;
    for (const v of this.scope) {
      const value = values[v]!;
      if (value < 0) continue;
      domains.checks++;
      const bit = 1 << value;
      if ((seen & bit) !== 0) return false;
      seen |= bit;
    }
    return true;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    const value = domains.assignedValue(assigned);
    for (const u of this.scope) {
      if (u === assigned) continue;
      domains.checks++;
      if (!domains.remove(u, value)) return false;
    }
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    for (const u of this.scope) {
      if (u === variable || domains.isAssigned(u)) continue;
      const size = domains.size(u);
      for (let k = 0; k < n; k++) out[k]! += domains.has(u, values[k]!) ? size - 1 : size;
    }
  }

  propagate(domains: Domains, _changed: number): boolean {
    const { n, dom, original, filtered, valueOf, positionOf, isFixed } = this;
    const scope = this.scope;
    let same = this.hasFiltered;
    for (let i = 0; i < n; i++) {
      const d = domains.word(domains.base(scope[i]!));
      dom[i] = d;
      original[i] = d;
      if (d !== filtered[i]) same = false;
    }
    if (same) return true;

    // 1. Positions with one value left take it from the others (repeat for new single values).
    //    The rest of the algorithm then only works on the positions still open.
    let fixed = 0;
    isFixed.fill(0);
    for (let grew = true; grew; ) {
      grew = false;
      for (let i = 0; i < n; i++) {
        if (isFixed[i]) continue;
        const d = dom[i]! & ~fixed;
        domains.checks++;
        if (d === 0) return this.fail(domains, i);
        dom[i] = d;
        if ((d & (d - 1)) === 0) {
          isFixed[i] = 1;
          fixed |= d;
          grew = true;
        }
      }
    }

    // 2. Régin's filtering of the open positions (shared with the kernel). A fixed position
    //    keeps its single value as its match.
    const open = this.open;
    let m = 0;
    for (let i = 0; i < n; i++) {
      if (!isFixed[i]) {
        open[m++] = i;
        continue;
      }
      const own = 31 - Math.clz32(dom[i]!);
      const a = valueOf[i]!;
      if (a === own) continue;
      if (a >= 0) positionOf[a] = -1;
      const holder = positionOf[own]!;
      if (holder >= 0) valueOf[holder] = -1;
      valueOf[i] = own;
      positionOf[own] = i;
    }
    const tests = this.regin.filter(dom, open, m, valueOf, 0, positionOf, 0);
    if (tests < 0) return this.fail(domains, -1 - tests);
    domains.checks += tests;

    // 3. Write back the domains that shrank.
    const mask = this.mask;
    for (let i = 0; i < n; i++) {
      const keep = dom[i]!;
      if (keep !== original[i]) {
        mask[0] = keep;
        if (!domains.restrict(this.scope[i]!, mask, 0)) return false;
      }
      filtered[i] = keep;
    }
    this.hasFiltered = true;
    return true;
  }

  private fail(domains: Domains, i: number): false {
    return domains.fail(this.scope[i]!);
  }
}
