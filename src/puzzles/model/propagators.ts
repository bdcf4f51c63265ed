/**
 * The engine's constraints for FlatZinc: a relation over terms (variables or constants), given by
 * its test on a full assignment of real values, filtered
 * - with inference `none`: checked once every scope variable is assigned;
 * - with forward checking: once one scope variable is left unassigned, its values that fail the
 *   test with the assigned ones go (nFC0: a constraint is checked forward when it can be decided);
 * - with MAC (and AC-3): by generalised arc consistency, listing the tuples of the current domains
 *   when there are few (at most `ENUMERATION_LIMIT`), otherwise by filtering the last variable
 *   with more than one value. (Linear sums ≤ and = are the engine's `Linear` constraint, filtered
 *   by bounds: src/solver/constraints/linear.ts.)
 * Each step only removes values no assignment of the other variables supports, and every
 * variable fixed means the test itself decides: never a wrong answer, sometimes less pruning.
 *
 * Values: the engine's value index a of variable v means the integer a + offset[v].
 */
import { ValueElimination, type Constraint, type Domains } from '../../solver/index.ts';
import type { Message } from '../../text/index.ts';

/**
 * A term: a variable of the engine (read as `s · value + k` when given: a view, s = ±1), or a
 * constant.
 */
export type Term = { readonly v: number; readonly s?: number; readonly k?: number } | { readonly c: number };

/** Tuples listed at most per MAC call of a relation (product of its current domain sizes). */
export const ENUMERATION_LIMIT = 4096;

export class Relation implements Constraint {
  readonly scope: readonly number[];
  readonly idempotent = false;
  readonly wholeScope = true;
  /** Scope position of each term, or -1 for a constant. */
  private readonly pos: Int32Array;
  /** Values by term (constants written once). */
  private readonly x: Float64Array;
  /** Each term reads its variable as scale · value + shift. */
  private readonly scale: Float64Array;
  private readonly shift: Float64Array;
  private readonly size: number;
  /** Per scope position: its values during enumeration, and which were supported. */
  private readonly lists: Int32Array[];
  private readonly counts: Int32Array;
  private readonly at: Int32Array;
  private readonly supported: Uint8Array[];

  constructor(
    terms: readonly Term[],
    private readonly test: (x: Float64Array) => boolean,
    readonly label: Message,
    private readonly offset: Int32Array,
    maxSize: number,
  ) {
    const scope: number[] = [];
    this.pos = new Int32Array(terms.length);
    this.x = new Float64Array(terms.length);
    this.scale = new Float64Array(terms.length).fill(1);
    this.shift = new Float64Array(terms.length);
    terms.forEach((t, j) => {
      if ('c' in t) {
        this.pos[j] = -1;
        this.x[j] = t.c;
        return;
      }
      this.scale[j] = t.s ?? 1;
      this.shift[j] = t.k ?? 0;
      let p = scope.indexOf(t.v);
      if (p < 0) {
        p = scope.length;
        scope.push(t.v);
      }
      this.pos[j] = p;
    });
    this.scope = scope;
    this.size = scope.length;
    this.lists = scope.map(() => new Int32Array(maxSize));
    this.supported = scope.map(() => new Uint8Array(maxSize));
    this.counts = new Int32Array(this.size);
    this.at = new Int32Array(this.size);
  }

  /** Write the value of scope position p (real value `value`) into the terms that use it. */
  private put(p: number, value: number): void {
    const pos = this.pos;
    for (let j = 0; j < pos.length; j++) if (pos[j] === p) this.x[j] = this.scale[j]! * value + this.shift[j]!;
  }

  private holds(domains: Domains): boolean {
    domains.checks++;
    return this.test(this.x);
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const scope = this.scope;
    for (let p = 0; p < this.size; p++) if (values[scope[p]!]! < 0) return true;
    for (let p = 0; p < this.size; p++) this.put(p, values[scope[p]!]! + this.offset[scope[p]!]!);
    return this.holds(domains);
  }

  /**
   * Filter the one scope position `open` (every other one is fixed: to its assigned value when
   * `assigned`, else to its domain's one value): its values failing the test go. Returns false on
   * a wipeout or when the test fails with nothing open. (A flag, not a callback: no closure is
   * made per call on the search's hottest path.)
   */
  private filterLast(domains: Domains, open: number, assigned: boolean): boolean {
    const scope = this.scope;
    for (let p = 0; p < this.size; p++) {
      if (p === open) continue;
      const v = scope[p]!;
      this.put(p, (assigned ? domains.assignedValue(v) : domains.firstValue(v)) + this.offset[v]!);
    }
    if (open < 0) return this.holds(domains) || domains.fail(scope[0] ?? 0);
    const u = scope[open]!;
    const list = this.lists[open]!;
    const n = domains.valuesOf(u, list);
    const off = this.offset[u]!;
    for (let k = 0; k < n; k++) {
      this.put(open, list[k]! + off);
      if (!this.holds(domains) && !domains.remove(u, list[k]!)) return false;
    }
    return true;
  }

  forwardCheck(domains: Domains, _assigned: number): boolean {
    const scope = this.scope;
    let open = -1;
    for (let p = 0; p < this.size; p++) {
      if (domains.isAssigned(scope[p]!)) continue;
      if (open >= 0) return true;
      open = p;
    }
    return this.filterLast(domains, open, true);
  }

  propagate(domains: Domains, _changed: number): boolean {
    const scope = this.scope;
    let product = 1;
    for (let p = 0; p < this.size && product <= ENUMERATION_LIMIT; p++) product *= domains.size(scope[p]!);
    if (product <= ENUMERATION_LIMIT) return this.enumerate(domains);
    let open = -1;
    for (let p = 0; p < this.size; p++) {
      if (domains.size(scope[p]!) === 1) continue;
      if (open >= 0) return true;
      open = p;
    }
    return this.filterLast(domains, open, false);
  }

  /** Generalised arc consistency over the tuples of the current domains. */
  private enumerate(domains: Domains): boolean {
    const { scope, size, lists, counts, at, supported } = this;
    for (let p = 0; p < size; p++) {
      counts[p] = domains.valuesOf(scope[p]!, lists[p]!);
      supported[p]!.fill(0, 0, counts[p]);
      at[p] = 0;
      this.put(p, lists[p]![0]! + this.offset[scope[p]!]!);
    }
    let any = false;
    for (;;) {
      if (this.holds(domains)) {
        any = true;
        for (let p = 0; p < size; p++) supported[p]![at[p]!] = 1;
      }
      let p = size - 1;
      while (p >= 0 && at[p]! + 1 >= counts[p]!) {
        at[p] = 0;
        this.put(p, lists[p]![0]! + this.offset[scope[p]!]!);
        p--;
      }
      if (p < 0) break;
      at[p]!++;
      this.put(p, lists[p]![at[p]!]! + this.offset[scope[p]!]!);
    }
    if (!any) return domains.fail(scope[0] ?? 0);
    for (let p = 0; p < size; p++) {
      const list = lists[p]!;
      for (let k = 0; k < counts[p]!; k++) if (!supported[p]![k] && !domains.remove(scope[p]!, list[k]!)) return false;
    }
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const scope = this.scope;
    let other = -1;
    let open = 0;
    for (let p = 0; p < this.size; p++) {
      const u = scope[p]!;
      if (u === variable || domains.isAssigned(u)) continue;
      open++;
      other = p;
    }
    if (open !== 1) {
      for (let p = 0; p < this.size; p++) {
        const u = scope[p]!;
        if (u !== variable && !domains.isAssigned(u)) for (let k = 0; k < n; k++) out[k]! += domains.size(u);
      }
      return;
    }
    const me = scope.indexOf(variable);
    for (let p = 0; p < this.size; p++) if (p !== other && p !== me) this.put(p, domains.assignedValue(scope[p]!) + this.offset[scope[p]!]!);
    const u = scope[other]!;
    const list = this.lists[other]!;
    const m = domains.valuesOf(u, list);
    for (let k = 0; k < n; k++) {
      this.put(me, values[k]! + this.offset[variable]!);
      let count = 0;
      for (let i = 0; i < m; i++) {
        this.put(other, list[i]! + this.offset[u]!);
        if (this.test(this.x)) count++;
      }
      out[k]! += count;
    }
  }
}

/**
 * All-different on terms whose value indices may mean different integers (other offsets, views
 * `s · x + k`): the solver's value elimination (`ValueElimination`: a fixed term's value leaves the
 * other terms), which is forward checking and the arc consistency of the ≠ decomposition. Term
 * `s · (a + offset[v]) + k` is the view `s · a + (s · offset[v] + k)` of value index a.
 */
export class AllDifferentValues extends ValueElimination {
  constructor(terms: readonly { readonly v: number; readonly s?: number; readonly k?: number }[], label: Message, offset: Int32Array) {
    super(
      terms.map((t) => t.v),
      label,
      terms.map((t) => t.s ?? 1),
      terms.map((t) => (t.s ?? 1) * offset[t.v]! + (t.k ?? 0)),
    );
  }
}

/**
 * A table constraint (`table_int`): the scope's values must form one of the rows. Generalised arc
 * consistency: a value stays when some row still possible (every value in its domain) uses it.
 */
export class Table implements Constraint {
  readonly idempotent = true;
  readonly wholeScope = true;
  readonly scope: readonly number[];
  /** Rows in value indices (-1: a value outside the variable's domain: the row never holds). */
  private readonly rows: Int32Array[];
  /** Scope position of each column. */
  private readonly column: Int32Array;
  private readonly marks: Uint8Array[];

  constructor(
    vars: readonly number[],
    rows: readonly (readonly number[])[],
    readonly label: Message,
    offset: Int32Array,
    sizes: Int32Array,
  ) {
    const scope: number[] = [];
    this.column = Int32Array.from(vars, (v) => {
      let p = scope.indexOf(v);
      if (p < 0) {
        p = scope.length;
        scope.push(v);
      }
      return p;
    });
    this.scope = scope;
    this.rows = rows.map((row) => Int32Array.from(row, (value, i) => {
      const v = vars[i]!;
      const a = value - offset[v]!;
      return a >= 0 && a < sizes[v]! ? a : -1;
    }));
    this.marks = scope.map((v) => new Uint8Array(sizes[v]!));
  }

  /** Can the row still hold (every column's value possible, repeated variables consistent)? */
  private alive(domains: Domains, row: Int32Array, value: (p: number, a: number) => boolean): boolean {
    const col = this.column;
    for (let i = 0; i < row.length; i++) {
      const a = row[i]!;
      if (a < 0 || !value(col[i]!, a)) return false;
      for (let j = 0; j < i; j++) if (col[j] === col[i] && row[j] !== a) return false;
    }
    domains.checks++;
    return true;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    for (const v of this.scope) if (values[v]! < 0) return true;
    return this.rows.some((row) => this.alive(domains, row, (p, a) => values[this.scope[p]!] === a));
  }

  forwardCheck(domains: Domains, _assigned: number): boolean {
    let open = -1;
    for (let p = 0; p < this.scope.length; p++) {
      if (domains.isAssigned(this.scope[p]!)) continue;
      if (open >= 0) return true;
      open = p;
    }
    const isOk = (p: number, a: number) => (p === open ? domains.has(this.scope[p]!, a) : domains.assignedValue(this.scope[p]!) === a);
    return this.filter(domains, isOk);
  }

  propagate(domains: Domains, _changed: number): boolean {
    return this.filter(domains, (p, a) => domains.has(this.scope[p]!, a));
  }

  private filter(domains: Domains, isOk: (p: number, a: number) => boolean): boolean {
    for (const m of this.marks) m.fill(0);
    let any = false;
    for (const row of this.rows) {
      if (!this.alive(domains, row, isOk)) continue;
      any = true;
      for (let i = 0; i < row.length; i++) this.marks[this.column[i]!]![row[i]!] = 1;
    }
    if (!any) return domains.fail(this.scope[0] ?? 0);
    for (let p = 0; p < this.scope.length; p++) {
      const v = this.scope[p]!;
      const m = this.marks[p]!;
      for (let a = 0; a < m.length; a++) if (!m[a] && domains.has(v, a) && !domains.remove(v, a)) return false;
    }
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const me = this.scope.indexOf(variable);
    for (let k = 0; k < n; k++) {
      let count = 0;
      for (const row of this.rows) {
        if (this.alive(domains, row, (p, a) => (p === me ? a === values[k] : domains.has(this.scope[p]!, a)))) count++;
      }
      out[k]! += count;
    }
  }
}
