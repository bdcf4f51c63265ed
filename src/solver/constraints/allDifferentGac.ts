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
  private visited = 0;
  /** The domains when the call started (before any removal). */
  private readonly original: Int32Array;
  /** Scope positions whose domain is down to one value during the current call. */
  private readonly isFixed: Uint8Array;
  /** Values reachable from each value along alternating paths (bit rows). */
  private readonly reach: Int32Array;
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
    this.reach = new Int32Array(valueCount);
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
    const { n, dom, original, filtered, valueOf, positionOf, reach, isFixed } = this;
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

    // 2. Repair the matching: drop pairs whose value left the domain, then augment.
    for (let i = 0; i < n; i++) {
      const a = valueOf[i]!;
      if (a >= 0 && (dom[i]! & (1 << a)) === 0) {
        valueOf[i] = -1;
        positionOf[a] = -1;
      }
    }
    for (let i = 0; i < n; i++) {
      if (valueOf[i]! >= 0) continue;
      this.visited = 0;
      if (!this.augment(i)) return this.fail(domains, i);
    }

    // 3. Reachability between the open values: a → b when the position matched to a may take b
    //    instead (the path value a → its position → value b of the oriented graph). Warshall's
    //    closure on bit rows: values are few (≤ 32), so this beats a recursive SCC search.
    let union = 0;
    let active = 0;
    for (let i = 0; i < n; i++) {
      if (isFixed[i]) continue;
      const a = valueOf[i]!;
      union |= dom[i]!;
      active |= 1 << a;
      reach[a] = dom[i]! & ~(1 << a);
    }
    const free = union & ~active;
    // No free value and every open value reaching every other (one strongly connected
    // component): each edge lies on an alternating cycle, so step 4 would keep every value.
    const everyEdgeOnACycle = free === 0 && stronglyConnected(reach, active);
    for (let ks = everyEdgeOnACycle ? 0 : active; ks !== 0; ks &= ks - 1) {
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
    const mask = this.mask;
    for (let i = 0; i < n; i++) {
      let keep = dom[i]!;
      if (!isFixed[i] && !everyEdgeOnACycle) {
        const own = 1 << valueOf[i]!;
        const target = own | free;
        let others = keep & ~target;
        while (others !== 0) {
          const bit = others & -others;
          others &= others - 1;
          domains.checks++;
          if ((reach[31 - Math.clz32(bit)]! & target) === 0) keep &= ~bit;
        }
      }
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

  /** Kuhn's augmenting path from scope position i; `visited` marks values tried in this search. */
  private augment(i: number): boolean {
    let candidates = this.dom[i]! & ~this.visited;
    // Prefer a free value, then go deeper.
    let free = candidates;
    while (free !== 0) {
      const bit = free & -free;
      free &= free - 1;
      const a = 31 - Math.clz32(bit);
      if (this.positionOf[a]! < 0) {
        this.valueOf[i] = a;
        this.positionOf[a] = i;
        return true;
      }
    }
    while (candidates !== 0) {
      const bit = candidates & -candidates;
      candidates &= candidates - 1;
      if ((this.visited & bit) !== 0) continue;
      this.visited |= bit;
      const a = 31 - Math.clz32(bit);
      const j = this.positionOf[a]!;
      if (this.augment(j)) {
        this.valueOf[i] = a;
        this.positionOf[a] = i;
        return true;
      }
    }
    return false;
  }
}
