/**
 * Reasoning without guessing on a Sudoku or Futoshiki, one step at a time, as a CSP solver and as
 * a player see it. Candidates are each cell's domain (a bitset of values, value = digit - 1).
 *
 * Levels, weakest first (each includes the ones before):
 * - `singles`: forward checking. A decided cell removes its digit from its peers (and, across a
 *   `<`, the digits on the wrong side); a cell left with one candidate is decided: a **naked
 *   single** (step `naked-single`).
 * - `arc-consistency`: arc consistency on the binary constraints (≠ and <). On ≠ an arc only prunes
 *   when the other cell has one value, which singles already do, so on a Sudoku this level adds
 *   nothing; on a Futoshiki a `<` between two open cells trims their bounds (step `less-than`).
 * - `gac`: generalized arc consistency on each all-different (a unit). By Hall's theorem a value
 *   leaves a cell exactly when some other cells of the unit, k of them, share only k candidates (a
 *   Hall set). Steps: `hidden-single` (a digit with one place left in a unit: GAC on the unit),
 *   `naked-set` (k cells with k candidates between them, k ≥ 2, removed from the others of the
 *   unit: pairs, triples, ...), `hidden-set` (h cells that alone can take h digits keep only those:
 *   the same Hall set seen from the other side; reported as the smaller of the two).
 * - `search`: none of these finishes the puzzle; it needs guessing (the solver's nodes say how much).
 *
 * The stepper always takes a step of the weakest kind available, so the strongest kind it needed
 * to finish is the weakest level whose fixpoint solves the puzzle (each level's fixpoint does not
 * depend on the order of its steps).
 */
import { cellName, type NumberGrid } from './grid.ts';

export type Level = 'singles' | 'arc-consistency' | 'gac' | 'search';
export const LEVELS: readonly Level[] = ['singles', 'arc-consistency', 'gac', 'search'];

export type StepKind = 'naked-single' | 'less-than' | 'hidden-single' | 'naked-set' | 'hidden-set';
export const STEP_KINDS: readonly StepKind[] = ['naked-single', 'less-than', 'hidden-single', 'naked-set', 'hidden-set'];
export const STEP_LEVEL: Readonly<Record<StepKind, Level>> = {
  'naked-single': 'singles',
  'less-than': 'arc-consistency',
  'hidden-single': 'gac',
  'naked-set': 'gac',
  'hidden-set': 'gac',
};

/** One step of reasoning: a digit placed, or candidates removed, and the cells that cause it. */
export interface Step {
  kind: StepKind;
  level: Level;
  /** Singles: the cell decided and its digit (1..N). */
  cell?: number | undefined;
  digit?: number | undefined;
  /** Candidates removed (digits 1..N per cell); a single's placement removes none of its own. */
  removed: { cell: number; digits: number[] }[];
  /** The cells whose values or candidates cause the step. */
  causes: number[];
  /** Hidden singles and sets: the unit (index into `grid.units`) and its name. */
  unit?: number | undefined;
  unitName?: string | undefined;
  /** Sets: how many cells (and digits). */
  size?: number | undefined;
  /** A sentence for the step, in CSP and player terms. */
  text: string;
}

const POP = new Uint8Array(1 << 16);
for (let i = 1; i < POP.length; i++) POP[i] = POP[i >> 1]! + (i & 1);
const pop = (x: number) => POP[x & 0xffff]! + POP[(x >>> 16) & 0xffff]!;
const low = (x: number) => 31 - Math.clz32(x & -x);
const high = (x: number) => 31 - Math.clz32(x);
function digitsOf(mask: number): number[] {
  const out: number[] = [];
  for (let m = mask; m !== 0; m &= m - 1) out.push(low(m) + 1);
  return out;
}

/**
 * Hall sets are looked for in units of at most this many open cells (2^m subsets each); in larger
 * ones (a 16 x 16 Sudoku early on) the GAC steps are the hidden singles only, so a 16 x 16 may be
 * rated `search` where full GAC would have solved it.
 */
const HALL_MAX = 12;

/** Subsets of m items (as bit masks over positions), by size then value: cached per m. */
const SUBSETS = new Map<number, Int32Array[]>();
function subsetsBySize(m: number): Int32Array[] {
  let s = SUBSETS.get(m);
  if (!s) {
    const lists: number[][] = Array.from({ length: m + 1 }, () => []);
    for (let x = 0; x < 1 << m; x++) lists[pop(x)]!.push(x);
    s = lists.map((l) => Int32Array.from(l));
    SUBSETS.set(m, s);
  }
  return s;
}

/**
 * Unions of candidates of every subset of one unit's open cells, rebuilt per unit looked at:
 * working memory shared by every Reasoner (a look runs to its end before another starts).
 */
const TABLE: Int32Array[] = [];

/** Per grid shape: peers of each cell and its `<` neighbours. */
interface Shape {
  peers: Int32Array[];
  /** `<` neighbours of each cell: pairs (other cell, +1 when cell < other, -1 when cell > other). */
  lessOf: { other: number; sign: number }[][];
  unitsOf: number[][];
}
const shapes = new WeakMap<NumberGrid, Shape>();
/** The same shapes by their layout (size, units and signs), so that grids of one layout (every 9 x 9 Sudoku) share one. */
const layouts = new Map<string, Shape>();
function shapeOf(grid: NumberGrid): Shape {
  let s = shapes.get(grid);
  if (s) return s;
  const layout = `${grid.size}|${grid.units.map((unit) => unit.join(',')).join(';')}|${grid.less.map((pair) => pair.join('<')).join(';')}`;
  s = layouts.get(layout);
  if (s) {
    shapes.set(grid, s);
    return s;
  }
  const cells = grid.size * grid.size;
  const peerSets: Set<number>[] = Array.from({ length: cells }, () => new Set());
  const unitsOf: number[][] = Array.from({ length: cells }, () => []);
  grid.units.forEach((unit, u) => {
    for (const a of unit) {
      unitsOf[a]!.push(u);
      for (const b of unit) if (a !== b) peerSets[a]!.add(b);
    }
  });
  const lessOf: { other: number; sign: number }[][] = Array.from({ length: cells }, () => []);
  for (const [a, b] of grid.less) {
    lessOf[a]!.push({ other: b, sign: 1 });
    lessOf[b]!.push({ other: a, sign: -1 });
  }
  s = { peers: peerSets.map((p) => Int32Array.from([...p].sort((x, y) => x - y))), lessOf, unitsOf };
  shapes.set(grid, s);
  layouts.set(layout, s);
  return s;
}

/** The candidates of a board and the steps that narrow them. */
export class Reasoner {
  readonly n: number;
  readonly full: number;
  /** Candidates of each cell (bit v: digit v + 1). */
  readonly cand: Int32Array;
  /** Decided digit of each cell (1..N), 0 when open. */
  readonly decided: Uint8Array;
  open: number;
  /** Set when reasoning finds no solution: the cells (or unit's cells) that show it, and why. */
  contradiction: { cells: number[]; reason: string } | null = null;
  private readonly shape: Shape;

  /** Start from the grid's givens and the player's `entries` (0 empty), each decided with forward checking. */
  /**
   * `explain`: fill each step's causes and text (hints); the rating turns it off, and steps then
   * carry empty causes and text (their kind, cells, digits and removals are the same).
   */
  constructor(
    readonly grid: NumberGrid,
    entries?: Uint8Array,
    readonly explain = true,
  ) {
    const n = grid.size;
    this.n = n;
    this.full = (1 << n) - 1;
    this.shape = shapeOf(grid);
    this.cand = new Int32Array(n * n).fill(this.full);
    this.hallFound = new Int32Array(grid.units.length);
    this.hallAt = new Int32Array(grid.units.length);
    this.decided = new Uint8Array(n * n);
    this.open = n * n;
    for (let i = 0; i < n * n; i++) {
      const d = grid.cells[i] || entries?.[i] || 0;
      if (d === 0) continue;
      if (this.contradiction) break;
      if ((this.cand[i]! & (1 << (d - 1))) === 0) {
        this.contradiction = { cells: [i], reason: `${cellName(grid, i)} cannot hold ${d}` };
        break;
      }
      this.place(i, d);
    }
  }

  get solved(): boolean {
    return this.open === 0 && this.contradiction === null;
  }

  /** Keep only the candidates in `mask` for open cells (the app's own eliminations). */
  restrictTo(candidates: ArrayLike<number>): void {
    for (let i = 0; i < this.cand.length; i++) {
      if (this.decided[i] === 0) this.narrow(i, this.cand[i]! & candidates[i]!);
    }
  }

  private narrow(cell: number, mask: number): void {
    this.cand[cell] = mask;
    const units = this.shape.unitsOf[cell]!;
    for (let k = 0; k < units.length; k++) this.hallFound[units[k]!] = 0;
    if (mask === 0 && !this.contradiction) this.contradiction = { cells: [cell], reason: `${cellName(this.grid, cell)} has no candidate left` };
  }

  /** Decide `cell` = `digit` and forward check: peers lose the digit, `<` neighbours the wrong side. */
  place(cell: number, digit: number): void {
    const bit = 1 << (digit - 1);
    this.decided[cell] = digit;
    this.narrow(cell, bit);
    this.open--;
    const peers = this.shape.peers[cell]!;
    for (let k = 0; k < peers.length; k++) {
      const p = peers[k]!;
      if (this.cand[p]! & bit) this.narrow(p, this.cand[p]! & ~bit);
    }
    for (const { other, sign } of this.shape.lessOf[cell]!) {
      // cell < other: other keeps digits above; cell > other: other keeps digits below.
      const keep = sign > 0 ? this.full & ~((bit << 1) - 1) : bit - 1;
      if (this.cand[other]! & ~keep) this.narrow(other, this.cand[other]! & keep);
    }
  }

  /** Apply a step found by `next`. */
  apply(step: Step): void {
    for (const { cell, digits } of step.removed) {
      let mask = this.cand[cell]!;
      for (const d of digits) mask &= ~(1 << (d - 1));
      this.narrow(cell, mask);
    }
    if (step.cell !== undefined && step.digit !== undefined && this.decided[step.cell] === 0 && !this.contradiction) this.place(step.cell, step.digit);
  }

  /** The next step of the weakest kind available at or below `upTo`, or null when stuck (or solved, or contradicted). */
  next(upTo: Level = 'gac'): Step | null {
    if (this.contradiction || this.open === 0) return null;
    const cap = LEVELS.indexOf(upTo);
    return this.nakedSingle() ?? (cap >= 1 ? this.lessThan() : null) ?? (cap >= 2 ? this.hiddenSingle() ?? this.hallSet() : null);
  }

  private nakedSingle(): Step | null {
    const { cand, decided } = this;
    for (let i = 0; i < cand.length; i++) {
      if (decided[i] !== 0) continue;
      const c = cand[i]!;
      if (c === 0 || (c & (c - 1)) !== 0) continue;
      const digit = low(c) + 1;
      if (!this.explain) return { kind: 'naked-single', level: 'singles', cell: i, digit, removed: [], causes: [], text: '' };
      // Causes: for each other digit, a decided peer holding it, or a `<` neighbour that rules it out.
      const causes = new Set<number>();
      const peers = this.shape.peers[i]!;
      for (let d = 1; d <= this.n; d++) {
        if (d === digit) continue;
        const p = peers.find((q) => decided[q] === d);
        if (p !== undefined) causes.add(p);
      }
      for (const { other } of this.shape.lessOf[i]!) causes.add(other);
      return {
        kind: 'naked-single',
        level: 'singles',
        cell: i,
        digit,
        removed: [],
        causes: [...causes].sort((a, b) => a - b),
        text: `${cellName(this.grid, i)} has one value left: ${digit} (a naked single; forward checking)`,
      };
    }
    return null;
  }

  private lessThan(): Step | null {
    const { cand, decided } = this;
    for (const [a, b] of this.grid.less) {
      if (decided[a] !== 0 && decided[b] !== 0) continue;
      const ca = cand[a]!;
      const cb = cand[b]!;
      if (ca === 0 || cb === 0) continue;
      // a < b: a keeps digits below b's largest, b keeps digits above a's smallest.
      const keepA = ca & ((1 << high(cb)) - 1);
      const keepB = cb & ~((1 << (low(ca) + 1)) - 1);
      const removed: { cell: number; digits: number[] }[] = [];
      if (keepA !== ca) removed.push({ cell: a, digits: digitsOf(ca & ~keepA) });
      if (keepB !== cb) removed.push({ cell: b, digits: digitsOf(cb & ~keepB) });
      if (removed.length === 0) continue;
      if (!this.explain) return { kind: 'less-than', level: 'arc-consistency', removed, causes: [], text: '' };
      return {
        kind: 'less-than',
        level: 'arc-consistency',
        removed,
        causes: [a, b],
        text: `${cellName(this.grid, a)} < ${cellName(this.grid, b)}: ${removed.map((r) => `${cellName(this.grid, r.cell)} loses ${r.digits.join(', ')}`).join('; ')} (arc consistency on <)`,
      };
    }
    return null;
  }

  private hiddenSingle(): Step | null {
    const { cand, decided } = this;
    const units = this.grid.units;
    for (let u = 0; u < units.length; u++) {
      const unit = units[u]!;
      let placed = 0;
      for (const c of unit) if (decided[c] !== 0) placed |= 1 << (decided[c]! - 1);
      for (let v = 0; v < this.n; v++) {
        const bit = 1 << v;
        if (placed & bit) continue;
        let where = -1;
        let count = 0;
        for (const c of unit) {
          if (decided[c] === 0 && cand[c]! & bit) {
            where = c;
            if (++count > 1) break;
          }
        }
        if (count === 0) {
          if (!this.contradiction) this.contradiction = { cells: [...unit], reason: `${this.grid.unitNames[u]} has no place for ${v + 1}` };
          return null;
        }
        if (count !== 1) continue;
        if (!this.explain) return { kind: 'hidden-single', level: 'gac', cell: where, digit: v + 1, removed: [], causes: [], unit: u, text: '' };
        // Causes: for each other open cell of the unit, a decided peer holding the digit (else the cell itself).
        const causes = new Set<number>();
        for (const c of unit) {
          if (c === where || decided[c] !== 0) continue;
          const p = this.shape.peers[c]!.find((q) => decided[q] === v + 1);
          causes.add(p ?? c);
        }
        return {
          kind: 'hidden-single',
          level: 'gac',
          cell: where,
          digit: v + 1,
          removed: [],
          causes: [...causes].sort((a, b) => a - b),
          unit: u,
          unitName: this.grid.unitNames[u],
          text: `${v + 1} has one place left in ${this.grid.unitNames[u]}: ${cellName(this.grid, where)} (a hidden single; GAC on the unit)`,
        };
      }
    }
    return null;
  }

  /**
   * Per unit, the first Hall set that makes a step in it (the smallest size k, then the first such
   * set in `subsetsBySize` order, over the unit's open cells): `hallFound[u]` is its k, -1 when the
   * unit has none, 0 when a cell of the unit changed since it was looked at; `hallAt[u]` the set.
   * The first step over all units (smallest k, then lowest unit) is then the one a scan of every
   * unit, size after size, finds; only the units that changed are looked at again.
   */
  private hallFound = new Int32Array(0);
  private readonly hallAt: Int32Array;

  private hallSet(): Step | null {
    const units = this.grid.units;
    let bestK = Infinity;
    let best = -1;
    for (let u = 0; u < units.length; u++) {
      if (this.hallFound[u] === 0) this.findHall(u);
      const k = this.hallFound[u]!;
      if (k > 0 && k < bestK) {
        bestK = k;
        best = u;
      }
    }
    if (best < 0) return null;
    const { cand, decided } = this;
    const open = units[best]!.filter((c) => decided[c] === 0);
    const set = this.hallAt[best]!;
    let union = 0;
    for (let i = 0; i < open.length; i++) if (set & (1 << i)) union |= cand[open[i]!]!;
    const size = pop(union);
    if (size < bestK) {
      const cells = open.filter((_, i) => set & (1 << i));
      this.contradiction = { cells, reason: `${bestK} cells of ${this.grid.unitNames[best]} share only ${size} digits` };
      return null;
    }
    return this.hallStep(best, open, set, union);
  }

  /** Look for unit u's first Hall set (see hallFound): k cells sharing fewer than k digits, or k digits some other open cell has. */
  private findHall(u: number): void {
    const { cand, decided } = this;
    const unit = this.grid.units[u]!;
    const open: number[] = [];
    for (const c of unit) if (decided[c] === 0) open.push(c);
    const m = open.length;
    this.hallFound[u] = -1;
    if (m > HALL_MAX) return;
    // union[set] = union[set without its lowest cell] | that cell's candidates.
    const table = (TABLE[0] ??= new Int32Array(1 << HALL_MAX));
    table[0] = 0;
    for (let set = 1; set < 1 << m; set++) table[set] = table[set & (set - 1)]! | cand[open[low(set)]!]!;
    const all = (1 << m) - 1;
    for (let k = 2; k <= m - 1; k++) {
      const subsets = subsetsBySize(m)[k]!;
      for (let s = 0; s < subsets.length; s++) {
        const set = subsets[s]!;
        const union = table[set]!;
        const size = pop(union);
        if (size > k) continue;
        if (size === k && (table[all ^ set]! & union) === 0) continue;
        this.hallFound[u] = k;
        this.hallAt[u] = set;
        return;
      }
    }
  }

  private hallStep(u: number, open: number[], set: number, union: number): Step {
    const cand = this.cand;
    const m = open.length;
    const k = pop(set);
    const removed: { cell: number; digits: number[] }[] = [];
    for (let i = 0; i < m; i++) {
      if (set & (1 << i)) continue;
      const c = cand[open[i]!]!;
      if (c & union) removed.push({ cell: open[i]!, digits: digitsOf(c & union) });
    }
    const rest = m - k;
    const naked = k <= rest;
    if (!this.explain) return { kind: naked ? 'naked-set' : 'hidden-set', level: 'gac', removed, causes: [], unit: u, size: naked ? k : rest, text: '' };
    const cells = open.filter((_, i) => set & (1 << i));
    const name = this.grid.unitNames[u]!;
    const digits = digitsOf(union).join(', ');
    return {
      kind: naked ? 'naked-set' : 'hidden-set',
      level: 'gac',
      removed,
      causes: cells,
      unit: u,
      unitName: name,
      size: naked ? k : rest,
      text: naked
        ? `${cells.map((c) => cellName(this.grid, c)).join(', ')} hold only ${digits} between them: the rest of ${name} loses them (a naked set of ${k}; GAC on the unit)`
        : `only ${removed.map((r) => cellName(this.grid, r.cell)).join(', ')} can take the other digits of ${name}: they lose ${digits} (a hidden set of ${rest}; GAC on the unit)`,
    };
  }
}
