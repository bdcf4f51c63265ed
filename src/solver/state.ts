/**
 * The mutable search state: every variable's domain as a bitset, the assignment, and the trail that
 * undoes changes exactly. What else a search keeps lives where it is used: the AC-3 queue and
 * forward checking in inference.ts, the conflict sets of backjumping in backjump.ts, the whole-state
 * snapshots of breadth-first search in breadthFirst.ts, the events in recorder.ts.
 *
 * Domains live side by side in one Int32Array (`domainBits`), variable v owning the words
 * `wordStart[v] .. wordStart[v] + wordCounts[v] - 1`. Everything that search takes back (the
 * domain words, each domain's size, live-word count and first and last non-zero words, the
 * constraints' reversible numbers
 * (`Domains.reversibleBase`: a linear sum's fixed part), and cells others add with `extendCells`,
 * such as the conflict sets of backjumping) lives in one array of cells, and every change saves the
 * old cell on the trail (trail.ts); undoing to a mark restores the cells in reverse order. Nothing
 * is ever copied wholesale per node.
 *
 * Every removal is told to a `Watcher` (the running inference: it logs the prune, explains it,
 * schedules the constraints to wake up, and notes a wipeout); a bare state tells no one.
 */
import { english } from '../text/index.ts';
import { lowestBit, popcount, wordsFor } from './bits.ts';
import { writeInitialDomain, type Constraint, type Domains, type Problem } from './problem.ts';
import { Trail } from './trail.ts';

/** No constraint: used as the cause of removals made by the search itself. */
export const NO_CONSTRAINT = -1;

/**
 * Told of every change a constraint or the search makes to a domain: `removed` when one value
 * went (`remove`); `removedBits` for each word that lost values, then `shrunk` once (`restrict`);
 * `failed` for a constraint's `fail(v)`. `empty`: v has no value left. `removed` and `shrunk`
 * return false on a wipeout.
 */
export interface Watcher {
  removed(v: number, value: number, empty: boolean): boolean;
  /** The values of `bits`, in word `wordIndex` of v's domain, went. */
  removedBits(v: number, wordIndex: number, bits: number): void;
  shrunk(v: number, empty: boolean): boolean;
  failed(v: number): false;
}

/** A bare state's watcher: nothing to log, explain or schedule. */
const UNWATCHED: Watcher = {
  removed: (_v, _value, empty) => !empty,
  removedBits() {},
  shrunk: (_v, empty) => !empty,
  failed: () => false,
};

export class State implements Domains {
  readonly variableCount: number;
  readonly constraints: readonly Constraint[];
  /** Initial domain size of each variable. */
  private readonly initialSizes: Int32Array;
  /** The largest initial domain (at least 1): the room a list of one variable's values needs. */
  readonly largestDomain: number;
  /** First word of each variable's domain in `domainBits`. */
  private readonly wordStart: Int32Array;
  private readonly wordCounts: Int32Array;
  private domainBits: Int32Array;
  /** Current domain size of each variable. */
  private sizes: Int32Array;
  /**
   * The reversible cells: the domain words (from 0), the live-word counts (from `liveBase`), the
   * sizes (from `sizeBase`), the first and last non-zero words (from `lowBase`, `highBase`), the
   * constraints' reversible numbers (from `numberBase`, even: two cells each, a float64) and the
   * cells added by `extendCells` (from `extraBase`). The named arrays are views.
   */
  private cells: Int32Array;
  private readonly liveBase: number;
  private readonly sizeBase: number;
  private readonly lowBase: number;
  private readonly highBase: number;
  private readonly extraBase: number;
  private readonly numberBase: number;
  /** The constraints' reversible numbers, a float64 view of their cells; the first of each constraint's (those with `reversibleCount`). */
  private numbers: Float64Array;
  private readonly numberStart: Map<Constraint, number>;
  /**
   * Sparse view of the domains (the reversible sparse bitsets of Compact-Table, Demeulenaere et
   * al. 2016): `liveList[wordStart[v] .. wordStart[v] + liveCounts[v] - 1]` lists (as indices 0 ..
   * wordCounts[v] - 1) every non-zero word of v's domain, in no particular order, and perhaps some
   * zero ones. `restrict` drops the words it finds zero, so loops over a shrinking domain visit
   * fewer and fewer words. Only `liveCount` is trailed: the words dropped since a mark sit just
   * after the count, so restoring the count restores the list.
   */
  private readonly liveList: Int32Array;
  private liveCounts: Int32Array;
  /**
   * The index (0 .. wordCounts[v] - 1) of the first and of the last non-zero word of each domain,
   * so that `firstValue` and `lastValue` read one word, not every zero word below or above the
   * bounds (a makespan's or a knapsack's value has dozens of words, and the bounds are the
   * hottest reads of linear filtering). Exact while the domain has a value; on a wipeout they
   * stay where they were (the reads see the size 0).
   */
  private lows: Int32Array;
  private highs: Int32Array;
  /** Assigned value of each variable, -1 when unassigned. */
  readonly value: Int32Array;
  /** Constraints on each variable (CSR: `varConstraints[varConstraintStart[v] .. varConstraintStart[v+1]]`). */
  readonly varConstraintStart: Int32Array;
  readonly varConstraints: Int32Array;
  /** The constraints' scopes, flat (CSR: constraint c's are `scopeVars[scopeStart[c] .. scopeStart[c+1]]`). */
  readonly scopeStart: Int32Array;
  readonly scopeVars: Int32Array;
  /** dom/wdeg weights, one per constraint, starting at 1 (inference raises a constraint's on each failure it causes). */
  readonly weight: Float64Array;

  private readonly trail = new Trail();
  /** Who is told of removals (see `Watcher`). */
  watcher: Watcher = UNWATCHED;

  /** Counters (see `Stats` in events.ts for their definitions). */
  prunes = 0;
  checks = 0;

  constructor(problem: Problem) {
    const vars = problem.variables;
    const n = vars.length;
    this.variableCount = n;
    this.constraints = problem.constraints;
    this.initialSizes = new Int32Array(n);
    this.wordStart = new Int32Array(n);
    this.wordCounts = new Int32Array(n);
    let words = 0;
    for (let v = 0; v < n; v++) {
      const size = vars[v]!.size;
      this.initialSizes[v] = size;
      this.wordStart[v] = words;
      this.wordCounts[v] = wordsFor(size);
      words += this.wordCounts[v]!;
    }
    this.largestDomain = this.initialSizes.reduce((a, b) => Math.max(a, b), 1);
    this.liveBase = words;
    this.sizeBase = words + n;
    this.lowBase = words + 2 * n;
    this.highBase = words + 3 * n;
    this.numberStart = new Map();
    let numberCount = 0;
    for (const c of problem.constraints) {
      if (!c.reversibleCount || this.numberStart.has(c)) continue;
      this.numberStart.set(c, numberCount);
      numberCount += c.reversibleCount;
    }
    this.numberBase = (words + 4 * n + 1) & ~1; // a float64 view starts on 8 bytes
    this.extraBase = this.numberBase + 2 * numberCount;
    this.cells = new Int32Array(this.extraBase);
    this.numbers = new Float64Array(this.cells.buffer, this.numberBase * 4, numberCount);
    this.domainBits = this.cells.subarray(0, words);
    this.liveCounts = this.cells.subarray(this.liveBase, this.sizeBase);
    this.sizes = this.cells.subarray(this.sizeBase, this.lowBase);
    this.lows = this.cells.subarray(this.lowBase, this.highBase);
    this.highs = this.cells.subarray(this.highBase, this.highBase + n);
    this.liveList = new Int32Array(words);
    this.listEveryWord();
    this.value = new Int32Array(n).fill(-1);
    for (let v = 0; v < n; v++) {
      const o = this.wordStart[v]!;
      const nw = this.wordCounts[v]!;
      const variable = vars[v]!;
      writeInitialDomain(variable, this.domainBits, o);
      let count = 0;
      for (let i = 0; i < nw; i++) count += popcount(this.domainBits[o + i]!);
      this.sizes[v] = count;
    }
    this.findEnds();

    // Constraints per variable, in CSR form, built in two passes without per-variable lists.
    const constraints = problem.constraints;
    this.weight = new Float64Array(constraints.length).fill(1);
    const start = new Int32Array(n + 1);
    let arcs = 0;
    for (const c of constraints) {
      for (const v of c.scope) {
        if (v < 0 || v >= n) throw new RangeError(`constraint ${english(c.label)}: variable ${v} out of range`);
        start[v + 1]!++;
        arcs++;
      }
    }
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    this.varConstraints = new Int32Array(arcs);
    for (let ci = 0; ci < constraints.length; ci++) {
      for (const v of constraints[ci]!.scope) this.varConstraints[fill[v]!++] = ci;
    }
    this.varConstraintStart = start;
    // Every scope, flat: constraint c's variables are scopeVars[scopeStart[c] .. scopeStart[c + 1]].
    this.scopeStart = new Int32Array(constraints.length + 1);
    this.scopeVars = new Int32Array(arcs);
    let at = 0;
    for (let ci = 0; ci < constraints.length; ci++) {
      for (const v of constraints[ci]!.scope) this.scopeVars[at++] = v;
      this.scopeStart[ci + 1] = at;
    }
  }

  // ---- reading domains (the `Domains` interface constraints see) ----

  size(v: number): number {
    return this.sizes[v]!;
  }

  initialSize(v: number): number {
    return this.initialSizes[v]!;
  }

  assignedValue(v: number): number {
    return this.value[v]!;
  }

  wordCount(v: number): number {
    return this.wordCounts[v]!;
  }

  base(v: number): number {
    return this.wordStart[v]!;
  }

  word(at: number): number {
    return this.domainBits[at]!;
  }

  liveCount(v: number): number {
    return this.liveCounts[v]!;
  }

  liveWord(at: number): number {
    return this.liveList[at]!;
  }

  fail(v: number): false {
    return this.watcher.failed(v);
  }

  reversibleBase(c: Constraint): number {
    const start = this.numberStart.get(c);
    if (start === undefined) throw new Error(`constraint ${english(c.label)} keeps no reversible numbers in this state`);
    return start;
  }

  reversible(at: number): number {
    return this.numbers[at]!;
  }

  setReversible(at: number, value: number): void {
    const cell = this.numberBase + 2 * at;
    this.trail.save(cell, this.cells[cell]!);
    this.trail.save(cell + 1, this.cells[cell + 1]!);
    this.numbers[at] = value;
  }

  /** The largest value in v's domain, or -1 when it is empty. */
  lastValue(v: number): number {
    if (this.sizes[v] === 0) return -1;
    const i = this.highs[v]!;
    return (i << 5) + 31 - Math.clz32(this.domainBits[this.wordStart[v]! + i]!);
  }

  has(v: number, value: number): boolean {
    return (this.domainBits[this.wordStart[v]! + (value >>> 5)]! & (1 << (value & 31))) !== 0;
  }

  isAssigned(v: number): boolean {
    return this.value[v]! >= 0;
  }

  /** The values of v's domain in increasing order, written to `out`; returns how many. */
  valuesOf(v: number, out: Int32Array): number {
    const o = this.wordStart[v]!;
    const nw = this.wordCounts[v]!;
    let k = 0;
    for (let i = 0; i < nw; i++) {
      let word = this.domainBits[o + i]!;
      while (word !== 0) {
        out[k++] = (i << 5) + lowestBit(word);
        word &= word - 1;
      }
    }
    return k;
  }

  /** The smallest value in v's domain, or -1 when it is empty. */
  firstValue(v: number): number {
    if (this.sizes[v] === 0) return -1;
    const i = this.lows[v]!;
    const word = this.domainBits[this.wordStart[v]! + i]!;
    return (i << 5) + 31 - Math.clz32(word & -word); // lowestBit, inlined: the hottest read of all
  }

  // ---- changing domains (all changes go through the trail) ----

  get trailMark(): number {
    return this.trail.length;
  }

  /** Every domain's first and last non-zero words, found afresh (0 for an empty domain). */
  private findEnds(): void {
    for (let v = 0; v < this.variableCount; v++) {
      const o = this.wordStart[v]!;
      let low = 0;
      let high = this.wordCounts[v]! - 1;
      while (low < high && this.domainBits[o + low] === 0) low++;
      while (high > low && this.domainBits[o + high] === 0) high--;
      this.lows[v] = low;
      this.highs[v] = high;
    }
  }

  /**
   * After v's domain lost values: move its first and last words past the words that became zero
   * (trailed). An empty domain keeps them where they were.
   */
  private moveEnds(v: number): void {
    const o = this.wordStart[v]!;
    const bits = this.domainBits;
    let low = this.lows[v]!;
    let high = this.highs[v]!;
    if (bits[o + low] !== 0 && bits[o + high] !== 0) return;
    if (this.sizes[v] === 0) return;
    if (bits[o + low] === 0) {
      while (bits[o + low] === 0) low++;
      this.trail.save(this.lowBase + v, this.lows[v]!);
      this.lows[v] = low;
    }
    if (bits[o + high] === 0) {
      while (bits[o + high] === 0) high--;
      this.trail.save(this.highBase + v, this.highs[v]!);
      this.highs[v] = high;
    }
  }

  /** Put every word of every domain on its live list (some may be zero: the list allows that). */
  private listEveryWord(): void {
    this.liveCounts.set(this.wordCounts);
    for (let v = 0; v < this.variableCount; v++) {
      const o = this.wordStart[v]!;
      for (let i = 0, nw = this.wordCounts[v]!; i < nw; i++) this.liveList[o + i] = i;
    }
  }

  /** Undo every change made since `mark`. */
  undoTo(mark: number): void {
    this.trail.undoTo(mark, this.cells);
  }

  /** Remove one value from v's domain. Returns false when the domain becomes empty. */
  remove(v: number, value: number): boolean {
    const word = this.wordStart[v]! + (value >>> 5);
    const bit = 1 << (value & 31);
    const old = this.domainBits[word]!;
    if ((old & bit) === 0) return true;
    const trail = this.trail;
    trail.save(word, old);
    this.domainBits[word] = old & ~bit;
    trail.save(this.sizeBase + v, this.sizes[v]!);
    this.sizes[v]!--;
    this.prunes++;
    if (old === bit) this.moveEnds(v);
    return this.watcher.removed(v, value, this.sizes[v] === 0);
  }

  /**
   * Keep only the values of v whose bits are set in `mask` (words `maskOffset ..`). Returns false
   * when the domain becomes empty. Only the words on v's live list are read from `mask`.
   */
  restrict(v: number, mask: Int32Array, maskOffset: number): boolean {
    const o = this.wordStart[v]!;
    const bits = this.domainBits;
    const live = this.liveList;
    const count = this.liveCounts[v]!;
    let n = count;
    let removed = 0;
    for (let k = 0; k < n; ) {
      const i = live[o + k]!;
      const old = bits[o + i]!;
      const kept = old & mask[maskOffset + i]!;
      if (kept !== old) {
        this.trail.save(o + i, old);
        bits[o + i] = kept;
        const gone = old & ~kept;
        removed += popcount(gone);
        this.watcher.removedBits(v, i, gone);
      }
      if (kept === 0) {
        // Drop the word from the live list: swap it with the last live one.
        n--;
        live[o + k] = live[o + n]!;
        live[o + n] = i;
      } else {
        k++;
      }
    }
    if (n !== count) {
      this.trail.save(this.liveBase + v, count);
      this.liveCounts[v] = n;
    }
    if (removed === 0) return true;
    this.trail.save(this.sizeBase + v, this.sizes[v]!);
    this.sizes[v]! -= removed;
    this.prunes += removed;
    this.moveEnds(v);
    return this.watcher.shrunk(v, this.sizes[v] === 0);
  }

  /** Reduce v's domain to the single value `value` (an assignment; not logged as prunes). */
  reduceTo(v: number, value: number): void {
    const o = this.wordStart[v]!;
    const nw = this.wordCounts[v]!;
    const target = value >>> 5;
    const bit = 1 << (value & 31);
    for (let i = 0; i < nw; i++) {
      const old = this.domainBits[o + i]!;
      const kept = i === target ? old & bit : 0;
      if (kept !== old) {
        this.trail.save(o + i, old);
        this.domainBits[o + i] = kept;
      }
    }
    this.trail.save(this.sizeBase + v, this.sizes[v]!);
    this.sizes[v] = 1;
    if (this.lows[v] !== target) {
      this.trail.save(this.lowBase + v, this.lows[v]!);
      this.lows[v] = target;
    }
    if (this.highs[v] !== target) {
      this.trail.save(this.highBase + v, this.highs[v]!);
      this.highs[v] = target;
    }
  }

  /** The words of v's domain (a live view; do not keep it across changes of size). */
  domainWords(v: number): Int32Array {
    return this.domainBits.subarray(this.wordStart[v]!, this.wordStart[v]! + this.wordCounts[v]!);
  }

  // ---- more reversible cells ----

  /**
   * Add `count` reversible cells (zero) after the others, for data that search must take back
   * with the domains (the conflict sets of backjumping). Returns the index of the first; read them
   * through `cellView`, change them through `setCell`. Call before search begins.
   */
  extendCells(count: number): number {
    const base = this.cells.length;
    const cells = new Int32Array(base + count);
    cells.set(this.cells);
    this.cells = cells;
    this.domainBits = cells.subarray(0, this.liveBase);
    this.liveCounts = cells.subarray(this.liveBase, this.sizeBase);
    this.sizes = cells.subarray(this.sizeBase, this.lowBase);
    this.lows = cells.subarray(this.lowBase, this.highBase);
    this.highs = cells.subarray(this.highBase, this.highBase + this.variableCount);
    this.numbers = new Float64Array(cells.buffer, this.numberBase * 4, this.numbers.length);
    return base;
  }

  /** The cells `base .. base + count - 1` as an array (a live view until the next `extendCells`). */
  cellView(base: number, count: number): Int32Array {
    return this.cells.subarray(base, base + count);
  }

  /** Set a reversible cell, saving its old value on the trail. */
  setCell(index: number, value: number): void {
    this.trail.save(index, this.cells[index]!);
    this.cells[index] = value;
  }

  // ---- whole domains (breadth-first search starts each state afresh) ----

  /** Words of every domain together. */
  get totalWords(): number {
    return this.domainBits.length;
  }

  /** Copy every domain's words and size to `bits` and `sizes`. */
  copyDomains(bits: Int32Array, sizes: Int32Array): void {
    bits.set(this.domainBits);
    sizes.set(this.sizes);
  }

  /** Start afresh from domains copied by `copyDomains`: every word live again, the reversible numbers 0, the trail empty. */
  setDomains(bits: Int32Array, sizes: Int32Array): void {
    this.domainBits.set(bits);
    this.sizes.set(sizes);
    this.numbers.fill(0);
    this.findEnds();
    this.listEveryWord();
    this.trail.length = 0;
  }
}
