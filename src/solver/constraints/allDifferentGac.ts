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
 * With inference `fc`, `forwardCheck` only does value elimination (inherited from
 * `ValueElimination`, as `AllDifferentNeq`); with `mac` (and AC-3 before search), `propagate` does
 * the full filtering.
 */
import { english, type Message } from '../../text/index.ts';
import type { Constraint, Domains } from '../problem.ts';
import { AllDifferentNeq, ValueElimination } from './allDifferent.ts';
import { popcount } from '../bits.ts';

/** How a model states all-different: value elimination (≠ pairs) or Régin's filtering. */
export type AllDiffForm = 'neq' | 'gac';
export const ALLDIFF_FORMS: readonly AllDiffForm[] = ['neq', 'gac'];

/** An all-different constraint in the chosen form. */
export function allDifferent(form: AllDiffForm, scope: readonly number[], label: Message, valueCount: number): Constraint {
  return form === 'gac' ? new AllDifferentGac(scope, label, valueCount) : new AllDifferentNeq(scope, label);
}

/**
 * The strongly connected component of `root` (a bit) in the graph on the values `rest`, with
 * edges a → b for b in reach[a]: the values it reaches (a forward search on bit rows) that also
 * reach it back (grown backwards inside those, pass after pass). Values are few (≤ 32) and rows
 * are bit sets, so each step takes a whole row at once.
 */
export function componentOf(reach: Int32Array, rest: number, root: number): number {
  let forward = root;
  for (let todo = root; todo !== 0; ) {
    const bit = todo & -todo;
    todo ^= bit;
    const next = reach[31 - Math.clz32(bit)]! & rest & ~forward;
    forward |= next;
    todo |= next;
  }
  let back = root;
  for (let grew = true; grew; ) {
    grew = false;
    for (let others = forward & ~back; others !== 0; others &= others - 1) {
      const bit = others & -others;
      if ((reach[31 - Math.clz32(bit)]! & back) !== 0) {
        back |= bit;
        grew = true;
      }
    }
  }
  return back;
}

/** Do two of the four open positions `open[0 .. 4)` hold the same two values (and nothing else)? */
function samePair(d: Int32Array, open: Int32Array): boolean {
  for (let j = 0; j < 4; j++) {
    const w = d[open[j]!]!;
    const rest = w & (w - 1);
    if ((rest & (rest - 1)) !== 0) continue;
    for (let l = j + 1; l < 4; l++) if (d[open[l]!] === w) return true;
  }
  return false;
}

/**
 * Régin's filtering of one all-different scope, shared by `AllDifferentGac` and the all-different
 * kernel: the matching of the open positions (those with more than one value) repaired by Kuhn's
 * augmenting paths, the strongly connected components of the alternating graph on their values,
 * then every value kept only if it is matched, reaches a free value, or lies in the component of
 * its position's matched value.
 *
 * Positions are read where the caller keeps them: position i of the scope has the domain word
 * `dom[vars[start + i]]`, and the matching kept between calls is `valueOf[start + i]` (-1: none)
 * and `positionOf[po + a]`, which stays symmetric. The caller has already taken the values of the
 * fixed positions (one value left) out of the open ones; a fixed position gives up its match.
 * One function does it all, on locals: it runs once per unit and per propagation step, the
 * innermost loop of Sudoku solving.
 */
export class Regin {
  /** The kept values of open position i (`d[i]`) and the open positions (`open[0 .. m)`) of the last call. */
  readonly d: Int32Array;
  readonly open: Int32Array;
  m = 0;
  /** Values reachable from each value along alternating paths (bit rows). */
  private readonly reach = new Int32Array(32);
  /** The strongly connected component of each value (a bit set), when step 3 needs them. */
  private readonly comp = new Int32Array(32);
  private visited = 0;
  /** Values held by the open positions, while the matching is repaired. */
  private used = 0;
  /** After a call: the positions (bit i, for i < 32) found with one value, those passed as known included. */
  fixed = 0;

  /**
   * `size`: the largest scope this filters. `valueOf` and `positionOf`: the matching it keeps
   * between calls, the caller's arrays (`filter` says where each scope's part starts).
   */
  constructor(
    size: number,
    private readonly valueOf: Int32Array,
    private readonly positionOf: Int32Array,
  ) {
    this.d = new Int32Array(size);
    this.open = new Int32Array(size);
  }

  /**
   * Filter the k positions of a scope: on return `d[i]` holds the values kept for each open
   * position `open[0 .. m)`. Returns how many values were tested against the reachability (the
   * filtering's checks; 0 when nothing could be removed), or -1 - i when open position i can have
   * no value in any matching (the constraint fails). `known`: positions (bit i) the caller knows
   * have one value since a call that found them so (`fixed` after it); they are skipped.
   */
  filter(dom: Int32Array, vars: Int32Array, start: number, k: number, po: number, known = 0): number {
    const { d, open, reach, valueOf, positionOf } = this;
    let fixed = known;
    // 1. Find the open positions; keep their matched pairs still in the domains and note the
    //    values they use. d[i] holds each open position's domain (augment and step 4 read it).
    let m = 0;
    let used = 0;
    let union = 0;
    let unmatched = 0;
    // Values held by two open positions or more (a value in `union` but not here has one place).
    let twice = 0;
    // Positions the caller knows are fixed (their match given up already) are not visited: the
    // positions are taken 32 at a time as a bit set (a scope of the kernel has at most 32).
    for (let base = 0; base < k; base += 32) {
      const left = k - base;
      for (let rest = (left >= 32 ? -1 : (1 << left) - 1) & (base === 0 ? ~known : -1); rest !== 0; rest &= rest - 1) {
        const i = base + 31 - Math.clz32(rest & -rest);
        const s = start + i;
        const w = dom[vars[s]!]!;
        const a = valueOf[s]!;
        if ((w & (w - 1)) === 0) {
          if (a >= 0) {
            valueOf[s] = -1;
            positionOf[po + a] = -1;
          }
          fixed |= 1 << i;
          continue;
        }
        d[i] = w;
        open[m++] = i;
        twice |= union & w;
        union |= w;
        if (a >= 0 && (w & (1 << a)) !== 0) {
          used |= 1 << a;
          reach[a] = w & ~(1 << a);
        } else {
          if (a >= 0) {
            valueOf[s] = -1;
            positionOf[po + a] = -1;
          }
          unmatched++;
        }
      }
    }
    this.m = m;
    this.fixed = fixed;
    // Nothing can go without a matching or components when no set of open positions but all of
    // them can be tight (a tight set: as many values as positions; a value is removed only from
    // a position outside a tight set that holds one of its values). One position: never. As many
    // values as positions (no free value once matched): a tight set of all but one position
    // leaves a value to the last one alone, so without such a value (a hidden single) three
    // positions have none; four have only pairs of positions holding the same two values. (The
    // full filtering returns 0 there too: one strongly connected component and no free value.)
    if (m <= 1) return 0;
    if (m <= 4 && popcount(union) === m && (union & ~twice) === 0 && (m < 4 || !samePair(d, open))) return 0;

    // 2. Repair the matching: augment from every open position left without a value; an
    //    augmenting path moves other positions' values, so their reach rows are written anew.
    //    reach[a]: the values the position matched to a may take instead.
    let active = used;
    if (unmatched > 0) {
      // A value no open position holds is taken at once (augment's first step, written out);
      // only when there is none does an augmenting path move other positions' values.
      let moved = false;
      for (let j = 0; j < m; j++) {
        const i = open[j]!;
        if (valueOf[start + i]! >= 0) continue;
        const free = d[i]! & ~used;
        if (free !== 0) {
          const bit = free & -free;
          const a = 31 - Math.clz32(bit);
          valueOf[start + i] = a;
          positionOf[po + a] = i;
          used |= bit;
          reach[a] = d[i]! & ~bit;
          continue;
        }
        this.used = used;
        this.visited = 0;
        if (!this.augment(start, po, i)) return -1 - i;
        used = this.used;
        moved = true;
      }
      active = used;
      if (moved) {
        for (let j = 0; j < m; j++) {
          const i = open[j]!;
          const a = valueOf[start + i]!;
          reach[a] = d[i]! & ~(1 << a);
        }
      }
    }
    const free = union & ~active;
    // Two open positions and no free value: both values are on one alternating cycle.
    if (free === 0 && m === 2) return 0;

    // 3. The strongly connected components of the values (comp[a]: a's component). When there is
    //    no free value and one component holds every open value, each edge lies on an
    //    alternating cycle and every value stays: the usual case, decided by the first
    //    component alone. (Each component costs about a row per value it reaches; Warshall's
    //    transitive closure, used before, cost a row per pair of values, the largest part of
    //    Sudoku solving.)
    const comp = this.comp;
    const first = componentOf(reach, active, active & -active);
    if (free === 0 && first === active) return 0;
    for (let x = first; x !== 0; x &= x - 1) comp[31 - Math.clz32(x & -x)] = first;
    for (let rest = active & ~first; rest !== 0; ) {
      const c = componentOf(reach, rest, rest & -rest);
      for (let x = c; x !== 0; x &= x - 1) comp[31 - Math.clz32(x & -x)] = c;
      rest &= ~c;
    }
    // The values with an alternating path to a free value (an even path: they stay).
    let toFree = 0;
    if (free !== 0) {
      for (let grew = true; grew; ) {
        grew = false;
        for (let others = active & ~toFree; others !== 0; others &= others - 1) {
          const bit = others & -others;
          if ((reach[31 - Math.clz32(bit)]! & (free | toFree)) !== 0) {
            toFree |= bit;
            grew = true;
          }
        }
      }
    }

    // 4. Keep (i, b) when b is i's matched value; when b is free or reaches a free value; or
    //    when b is in the component of i's matched value (an alternating cycle through both).
    let tests = 0;
    const stays = free | toFree;
    for (let j = 0; j < m; j++) {
      const i = open[j]!;
      const a = valueOf[start + i]!;
      const w = d[i]!;
      const keep = w & (comp[a]! | stays | (1 << a));
      tests += popcount(w & ~((1 << a) | free));
      d[i] = keep;
    }
    return tests;
  }

  /**
   * Kuhn's augmenting path from open position i: a value no open position holds (`used`), else a
   * value whose holder can move. `visited` marks the values tried.
   */
  private augment(start: number, po: number, i: number): boolean {
    const { valueOf, positionOf } = this;
    const candidates = this.d[i]! & ~this.visited;
    const free = candidates & ~this.used;
    if (free !== 0) {
      const bit = free & -free;
      const a = 31 - Math.clz32(bit);
      valueOf[start + i] = a;
      positionOf[po + a] = i;
      this.used |= bit;
      return true;
    }
    for (let rest = candidates; rest !== 0; rest &= rest - 1) {
      const bit = rest & -rest;
      if ((this.visited & bit) !== 0) continue;
      this.visited |= bit;
      const a = 31 - Math.clz32(bit);
      if (this.augment(start, po, positionOf[po + a]!)) {
        valueOf[start + i] = a;
        positionOf[po + a] = i;
        return true;
      }
    }
    return false;
  }
}

export class AllDifferentGac extends ValueElimination {
  /** One call reaches the fixpoint of this constraint: its own removals need not wake it. */
  override readonly idempotent = true;
  readonly wholeScope = true;
  private readonly n: number;
  /** Domains of the scope (bit a = value a), read at the start of a call. */
  private readonly dom: Int32Array;
  /** The domains as this constraint left them after its last successful filtering. */
  private readonly filtered: Int32Array;
  private hasFiltered = false;
  /** Matching: value of each scope position, and scope position of each value (-1: none). */
  private readonly matched: Int32Array;
  private readonly positionOf: Int32Array;
  /** The domains when the call started (before any removal). */
  private readonly original: Int32Array;
  /** Scope positions whose domain is down to one value during the current call. */
  private readonly isFixed: Uint8Array;
  /** Scope position i is `positions[i]` in `dom` (Régin reads domains through an index). */
  private readonly positions: Int32Array;
  private readonly regin: Regin;
  private readonly mask = new Int32Array(1);

  constructor(scope: readonly number[], label: Message, valueCount: number) {
    super(scope, label);
    if (valueCount > 32) throw new RangeError(`${english(label)}: AllDifferentGac handles at most 32 values, got ${valueCount}`);
    this.n = scope.length;
    this.dom = new Int32Array(this.n);
    this.filtered = new Int32Array(this.n);
    this.matched = new Int32Array(this.n).fill(-1);
    this.positionOf = new Int32Array(valueCount).fill(-1);
    this.positions = Int32Array.from({ length: this.n }, (_, i) => i);
    this.regin = new Regin(this.n, this.matched, this.positionOf);
    this.original = new Int32Array(this.n);
    this.isFixed = new Uint8Array(this.n);
  }

  override isConsistent(domains: Domains, values: Int32Array): boolean {
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

  override propagate(domains: Domains, _changed: number): boolean {
    const { n, dom, original, filtered, isFixed } = this;
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

    // 2. Régin's filtering of the open positions (shared with the kernel).
    const regin = this.regin;
    const tests = regin.filter(dom, this.positions, 0, n, 0);
    if (tests < 0) return this.fail(domains, -1 - tests);
    domains.checks += tests;
    const kept = regin.d;
    for (let j = 0; j < regin.m; j++) {
      const i = regin.open[j]!;
      dom[i] = kept[i]!;
    }

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
