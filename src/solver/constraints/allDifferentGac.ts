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
import type { Constraint } from '../problem.ts';
import type { State } from '../state.ts';
import { AllDifferentNeq } from './allDifferent.ts';

/** How a model states all-different: value elimination (≠ pairs) or Régin's filtering. */
export type AllDiffForm = 'neq' | 'gac';
export const ALLDIFF_FORMS: readonly AllDiffForm[] = ['neq', 'gac'];

/** An all-different constraint in the chosen form. */
export function allDifferent(form: AllDiffForm, scope: readonly number[], label: string, valueCount: number): Constraint {
  return form === 'gac' ? new AllDifferentGac(scope, label, valueCount) : new AllDifferentNeq(scope, label);
}

export class AllDifferentGac implements Constraint {
  /** One call reaches the fixpoint of this constraint: its own removals need not wake it. */
  readonly idempotent = true;
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
  // Tarjan's strongly connected components over n variable nodes then m value nodes.
  private readonly index: Int32Array;
  private readonly low: Int32Array;
  private readonly component: Int32Array;
  private readonly stack: Int32Array;
  private readonly onStack: Uint8Array;
  private stackLength = 0;
  private counter = 0;
  private components = 0;
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
    const nodes = this.n + valueCount;
    this.index = new Int32Array(nodes);
    this.low = new Int32Array(nodes);
    this.component = new Int32Array(nodes);
    this.stack = new Int32Array(nodes);
    this.onStack = new Uint8Array(nodes);
  }

  isConsistent(state: State, values: Int32Array): boolean {
    let seen = 0;
    for (const v of this.scope) {
      const value = values[v]!;
      if (value < 0) continue;
      state.checks++;
      const bit = 1 << value;
      if ((seen & bit) !== 0) return false;
      seen |= bit;
    }
    return true;
  }

  forwardCheck(state: State, assigned: number): boolean {
    const value = state.value[assigned]!;
    for (const u of this.scope) {
      if (u === assigned) continue;
      state.checks++;
      if (!state.remove(u, value)) return false;
    }
    return true;
  }

  countSupports(state: State, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    for (const u of this.scope) {
      if (u === variable || state.isAssigned(u)) continue;
      const size = state.size[u]!;
      for (let k = 0; k < n; k++) out[k]! += state.has(u, values[k]!) ? size - 1 : size;
    }
  }

  propagate(state: State, _changed: number): boolean {
    const { n, scope, dom, filtered, valueOf, positionOf } = this;
    const bits = state.bits;
    const offset = state.offset;
    let same = this.hasFiltered;
    for (let i = 0; i < n; i++) {
      const d = bits[offset[scope[i]!]!]!;
      dom[i] = d;
      if (d !== filtered[i]) same = false;
    }
    if (same) return true;

    // 1. Repair the matching: drop pairs whose value left the domain, then augment.
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
      if (!this.augment(i)) {
        state.failedVar = scope[i]!;
        state.failedConstraint = state.cause;
        this.hasFiltered = false;
        return false;
      }
    }

    // 2. Values that reach a free value along alternating paths (free values themselves included).
    let union = 0;
    let matched = 0;
    for (let i = 0; i < n; i++) {
      union |= dom[i]!;
      matched |= 1 << valueOf[i]!;
    }
    let reaching = union & ~matched;
    if (reaching !== 0) {
      let grew = true;
      // A position whose domain meets `reaching` can hand its matched value on: that value reaches
      // a free value too. (Every position is matched here, so n ≤ m ≤ 32.)
      while (grew) {
        grew = false;
        for (let i = 0; i < n; i++) {
          const bit = 1 << valueOf[i]!;
          if ((reaching & bit) === 0 && (dom[i]! & reaching) !== 0) {
            reaching |= bit;
            grew = true;
          }
        }
      }
    }

    // 3. Strongly connected components of the oriented value graph.
    this.index.fill(-1);
    this.onStack.fill(0);
    this.stackLength = 0;
    this.counter = 0;
    this.components = 0;
    for (let i = 0; i < n; i++) if (this.index[i]! < 0) this.strongConnect(i);

    // 4. Keep matched edges, edges inside a component, and edges to values reaching a free value.
    const component = this.component;
    const mask = this.mask;
    for (let i = 0; i < n; i++) {
      const d = dom[i]!;
      let keep = (1 << valueOf[i]!) | (d & reaching);
      let rest = d & ~keep;
      const ci = component[i]!;
      while (rest !== 0) {
        const bit = rest & -rest;
        rest &= rest - 1;
        state.checks++;
        if (component[n + 31 - Math.clz32(bit)] === ci) keep |= bit;
      }
      if (keep !== d) {
        mask[0] = keep;
        if (!state.restrict(scope[i]!, mask, 0)) return false;
        dom[i] = keep;
      }
      filtered[i] = keep;
    }
    this.hasFiltered = true;
    return true;
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

  /**
   * Tarjan's algorithm. Node i < n is scope position i, with arcs to the values of its domain other
   * than its matched one; node n + a is value a, with an arc to the position matched to it.
   */
  private strongConnect(node: number): void {
    const n = this.n;
    this.index[node] = this.low[node] = this.counter++;
    this.stack[this.stackLength++] = node;
    this.onStack[node] = 1;
    if (node < n) {
      let out = this.dom[node]! & ~(1 << this.valueOf[node]!);
      while (out !== 0) {
        const bit = out & -out;
        out &= out - 1;
        this.visit(node, n + 31 - Math.clz32(bit));
      }
    } else {
      const j = this.positionOf[node - n]!;
      if (j >= 0) this.visit(node, j);
    }
    if (this.low[node] === this.index[node]) {
      const c = this.components++;
      let w: number;
      do {
        w = this.stack[--this.stackLength]!;
        this.onStack[w] = 0;
        this.component[w] = c;
      } while (w !== node);
    }
  }

  private visit(node: number, next: number): void {
    if (this.index[next]! < 0) {
      this.strongConnect(next);
      if (this.low[next]! < this.low[node]!) this.low[node] = this.low[next]!;
    } else if (this.onStack[next] && this.index[next]! < this.low[node]!) {
      this.low[node] = this.index[next]!;
    }
  }
}
