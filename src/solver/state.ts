/**
 * The mutable search state: every variable's domain as a bitset, the trail that undoes changes
 * exactly, the arc queue of AC-3, and the log of removals that becomes the `prune` events.
 *
 * Domains live side by side in one Int32Array (`domainBits`), variable v owning the words
 * `wordStart[v] .. wordStart[v] + wordCounts[v] - 1`. Everything that search takes back (the
 * domain words, each domain's size and live-word count, the conflict sets of backjumping) lives in
 * one array of cells, and every change saves the old cell on the trail (trail.ts); undoing to a
 * mark restores the cells in reverse order. Nothing is ever copied wholesale per node.
 *
 * For conflict-directed backjumping the state can also keep, per variable, a conflict set: the
 * decision levels (depths of the assignments) that explain the removals from its domain.
 */
import { lowestBit, popcount, wordsFor } from './bits.ts';
import { writeInitialDomain, type Constraint, type Domains, type Problem } from './problem.ts';
import { Trail } from './trail.ts';

/** No constraint: used as the cause of removals made by the search itself. */
export const NO_CONSTRAINT = -1;

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
   * sizes (from `sizeBase`) and the conflict sets (from `conflictBase`). The named arrays are views.
   */
  private cells: Int32Array;
  private readonly liveBase: number;
  private readonly sizeBase: number;
  private readonly conflictBase: number;
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
  /** Assigned value of each variable, -1 when unassigned. */
  readonly value: Int32Array;
  /** Constraints on each variable (CSR: `varConstraints[varConstraintStart[v] .. varConstraintStart[v+1]]`). */
  readonly varConstraintStart: Int32Array;
  readonly varConstraints: Int32Array;
  /** dom/wdeg weights, one per constraint, starting at 1. */
  readonly weight: Float64Array;

  private readonly trail = new Trail();

  // Arcs: one per (constraint, scope position); queued when that variable's domain changes.
  private readonly arcConstraint: Int32Array;
  private readonly arcVar: Int32Array;
  /** The pending flag an arc uses: its own, or its constraint's first arc for whole-scope constraints. */
  private readonly arcKey: Int32Array;
  private readonly varArcStart: Int32Array;
  private readonly varArcs: Int32Array;
  private readonly pending: Uint8Array;
  private readonly queue: Int32Array;
  private queueHead = 0;
  private queueLength = 0;
  /** When true, removals wake up the constraints of the changed variable (MAC, AC-3). */
  private scheduling = false;

  /** Constraint and variable blamed for removals being made now. */
  cause = NO_CONSTRAINT;
  via = -1;

  /** Whether removals are logged for `prune` events. */
  record = false;
  /** Removal log: quadruples (variable, value, constraint, via). */
  log: Int32Array = new Int32Array(0);
  logLength = 0;

  /** Counters (see `Stats` in events.ts for their definitions). */
  prunes = 0;
  checks = 0;

  /** Set when a domain empties: the variable and the constraint that emptied it. */
  failedVar = -1;
  failedConstraint = NO_CONSTRAINT;

  // ---- conflict sets (conflict-directed backjumping; see `explainRemovals`) ----
  /** Whether removals add their explanation to the conflict set of the variable they shrink. */
  explaining = false;
  /** Words per level set: bitsets over decision levels 0..n (level 0, the root, is never set). */
  levelWords = 0;
  /** Conflict set of each variable: `levelWords` words from `v * levelWords`. */
  conflict: Int32Array = new Int32Array(0);
  /** Decision level (depth after the assignment) of each assigned variable, set by the search. */
  levelOf: Int32Array = new Int32Array(0);
  private explanation: Int32Array = new Int32Array(0);

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
    this.conflictBase = words + 2 * n;
    this.cells = new Int32Array(this.conflictBase);
    this.domainBits = this.cells.subarray(0, words);
    this.liveCounts = this.cells.subarray(this.liveBase, this.sizeBase);
    this.sizes = this.cells.subarray(this.sizeBase, this.conflictBase);
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

    // Constraints per variable, and arcs: one arc per (constraint, scope variable), in CSR form
    // (`varArcs[varArcStart[v] .. varArcStart[v+1]]`), built in two passes without per-variable lists.
    const constraints = problem.constraints;
    this.weight = new Float64Array(constraints.length).fill(1);
    const start = new Int32Array(n + 1);
    let arcs = 0;
    for (const c of constraints) {
      for (const v of c.scope) {
        if (v < 0 || v >= n) throw new RangeError(`constraint ${c.label}: variable ${v} out of range`);
        start[v + 1]!++;
        arcs++;
      }
    }
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    this.arcConstraint = new Int32Array(arcs);
    this.arcVar = new Int32Array(arcs);
    this.arcKey = new Int32Array(arcs);
    this.varConstraints = new Int32Array(arcs);
    this.varArcs = new Int32Array(arcs);
    let arc = 0;
    for (let ci = 0; ci < constraints.length; ci++) {
      const c = constraints[ci]!;
      const first = arc;
      for (const v of c.scope) {
        this.arcConstraint[arc] = ci;
        this.arcVar[arc] = v;
        this.arcKey[arc] = c.wholeScope ? first : arc;
        const k = fill[v]!++;
        this.varConstraints[k] = ci;
        this.varArcs[k] = arc;
        arc++;
      }
    }
    this.varConstraintStart = start;
    this.varArcStart = start;
    this.pending = new Uint8Array(arcs);
    this.queue = new Int32Array(Math.max(1, arcs));
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
    return this.emptied(v);
  }

  /** The largest value in v's domain, or -1 when it is empty. */
  lastValue(v: number): number {
    const o = this.wordStart[v]!;
    for (let i = this.wordCounts[v]! - 1; i >= 0; i--) {
      const word = this.domainBits[o + i]!;
      if (word !== 0) return (i << 5) + 31 - Math.clz32(word);
    }
    return -1;
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
    const o = this.wordStart[v]!;
    const nw = this.wordCounts[v]!;
    for (let i = 0; i < nw; i++) {
      const word = this.domainBits[o + i]!;
      if (word !== 0) return (i << 5) + lowestBit(word);
    }
    return -1;
  }

  // ---- changing domains (all changes go through the trail) ----

  get trailMark(): number {
    return this.trail.length;
  }

  private logRemoval(v: number, value: number): void {
    if (this.logLength + 4 > this.log.length) {
      const bigger = new Int32Array(Math.max(4096, this.log.length * 2));
      bigger.set(this.log);
      this.log = bigger;
    }
    const l = this.log;
    const i = this.logLength;
    l[i] = v;
    l[i + 1] = value;
    l[i + 2] = this.cause;
    l[i + 3] = this.via;
    this.logLength = i + 4;
  }

  private logWord(v: number, wordIndex: number, removed: number): void {
    let r = removed;
    while (r !== 0) {
      this.logRemoval(v, (wordIndex << 5) + lowestBit(r));
      r &= r - 1;
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

  private emptied(v: number): false {
    this.failedVar = v;
    this.failedConstraint = this.cause;
    return false;
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
    if (this.record) this.logRemoval(v, value);
    if (this.explaining) this.blame(v);
    if (this.sizes[v] === 0) return this.emptied(v);
    if (this.scheduling) this.wake(v);
    return true;
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
        if (this.record) this.logWord(v, i, gone);
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
    if (this.explaining) this.blame(v);
    if (this.sizes[v] === 0) return this.emptied(v);
    if (this.scheduling) this.wake(v);
    return true;
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
  }

  /** The words of v's domain (a live view; do not keep it across changes of size). */
  domainWords(v: number): Int32Array {
    return this.domainBits.subarray(this.wordStart[v]!, this.wordStart[v]! + this.wordCounts[v]!);
  }

  // ---- AC-3 queue ----

  private wake(v: number): void {
    const constraints = this.constraints;
    const cause = this.cause;
    for (let k = this.varArcStart[v]!, end = this.varArcStart[v + 1]!; k < end; k++) {
      const arc = this.arcKey[this.varArcs[k]!]!;
      const c = this.arcConstraint[arc]!;
      if (c === cause && constraints[c]!.idempotent) continue;
      if (this.pending[arc]) continue;
      this.pending[arc] = 1;
      const q = this.queue;
      q[(this.queueHead + this.queueLength) % q.length] = arc;
      this.queueLength++;
    }
  }

  /** Queue the arcs of variable v (its domain changed, or it was assigned). */
  schedule(v: number): void {
    const saved = this.cause;
    this.cause = NO_CONSTRAINT;
    this.wake(v);
    this.cause = saved;
  }

  /** Queue every arc (AC-3 before search). */
  scheduleAll(): void {
    for (let v = 0; v < this.variableCount; v++) this.schedule(v);
  }

  private clearQueue(): void {
    while (this.queueLength > 0) {
      this.pending[this.queue[this.queueHead]!] = 0;
      this.queueHead = (this.queueHead + 1) % this.queue.length;
      this.queueLength--;
    }
  }

  /**
   * Run AC-3 (generalised to n-ary constraints) until the queue is empty. Returns false on a
   * wipeout, after raising the weight of the constraint that caused it.
   */
  propagateQueue(): boolean {
    this.scheduling = true;
    const constraints = this.constraints;
    while (this.queueLength > 0) {
      const arc = this.queue[this.queueHead]!;
      this.queueHead = (this.queueHead + 1) % this.queue.length;
      this.queueLength--;
      this.pending[arc] = 0;
      const c = this.arcConstraint[arc]!;
      const v = this.arcVar[arc]!;
      this.cause = c;
      this.via = v;
      if (!constraints[c]!.propagate(this, v)) {
        this.failedConstraint = c;
        this.weight[c]!++;
        this.clearQueue();
        this.scheduling = false;
        return false;
      }
    }
    this.scheduling = false;
    return true;
  }

  /** Forward checking after assigning v. Returns false on a wipeout. */
  forwardCheck(v: number): boolean {
    const constraints = this.constraints;
    this.via = v;
    for (let k = this.varConstraintStart[v]!, end = this.varConstraintStart[v + 1]!; k < end; k++) {
      const c = this.varConstraints[k]!;
      this.cause = c;
      if (!constraints[c]!.forwardCheck(this, v)) {
        this.failedConstraint = c;
        this.weight[c]!++;
        return false;
      }
    }
    return true;
  }

  /** Inference `none`: check v's value against the assigned variables. Returns the violated constraint, or -1. */
  checkAssigned(v: number): number {
    const constraints = this.constraints;
    for (let k = this.varConstraintStart[v]!, end = this.varConstraintStart[v + 1]!; k < end; k++) {
      const c = this.varConstraints[k]!;
      this.checks++;
      if (!constraints[c]!.isConsistent(this, this.value)) {
        this.weight[c]!++;
        return c;
      }
    }
    return -1;
  }

  // ---- conflict sets (conflict-directed backjumping, Prosser 1993) ----

  /**
   * Start keeping conflict sets: from now on every removal made by a constraint adds to the
   * conflict set of the variable it shrinks the explanation of every other variable of the
   * constraint's scope (its conflict set, and its level when assigned). For n-ary constraints this
   * blames the whole scope: sound, slightly coarse. Removals made before (AC-3 at the root) are
   * explained by nothing.
   */
  explainRemovals(): void {
    const n = this.variableCount;
    this.levelWords = wordsFor(n + 1);
    // The conflict sets join the reversible cells: the cells grow, the views follow.
    const cells = new Int32Array(this.conflictBase + n * this.levelWords);
    cells.set(this.cells);
    this.cells = cells;
    this.domainBits = cells.subarray(0, this.liveBase);
    this.liveCounts = cells.subarray(this.liveBase, this.sizeBase);
    this.sizes = cells.subarray(this.sizeBase, this.conflictBase);
    this.conflict = cells.subarray(this.conflictBase);
    this.levelOf = new Int32Array(n);
    this.explanation = new Int32Array(this.levelWords);
    this.explaining = true;
  }

  /** Add to `out` what explains the current domains of constraint c's scope (except `skip`). */
  explainScope(c: number, skip: number, out: Int32Array): void {
    const w = this.levelWords;
    const conflict = this.conflict;
    const scope = this.constraints[c]!.scope;
    for (let k = 0; k < scope.length; k++) {
      const u = scope[k]!;
      if (u === skip) continue;
      const o = u * w;
      for (let i = 0; i < w; i++) out[i]! |= conflict[o + i]!;
      if (this.value[u]! >= 0) {
        const level = this.levelOf[u]!;
        out[level >>> 5]! |= 1 << (level & 31);
      }
    }
  }

  /**
   * The levels that explain the last failure, added to `out`: the explanation of the failing
   * constraint's whole scope. Returns false when no constraint is to blame (then every level is).
   */
  explainFailure(out: Int32Array): boolean {
    if (this.failedConstraint < 0) return false;
    this.explainScope(this.failedConstraint, -1, out);
    return true;
  }

  /** The removal being made from v is explained by the scope of the constraint making it. */
  private blame(v: number): void {
    const c = this.cause;
    if (c < 0) return;
    const e = this.explanation;
    e.fill(0);
    this.explainScope(c, v, e);
    const w = this.levelWords;
    const o = v * w;
    const conflict = this.conflict;
    for (let i = 0; i < w; i++) {
      const old = conflict[o + i]!;
      const merged = old | e[i]!;
      if (merged !== old) {
        this.trail.save(this.conflictBase + o + i, old);
        conflict[o + i] = merged;
      }
    }
  }

  // ---- snapshots (breadth-first search keeps whole states) ----

  snapshot(): { bits: Int32Array; size: Int32Array; value: Int32Array } {
    return { bits: this.domainBits.slice(), size: this.sizes.slice(), value: this.value.slice() };
  }

  restore(s: { bits: Int32Array; size: Int32Array; value: Int32Array }): void {
    this.domainBits.set(s.bits);
    this.sizes.set(s.size);
    this.value.set(s.value);
    this.listEveryWord();
    this.trail.length = 0;
  }

  /** Bytes one snapshot takes. */
  get snapshotBytes(): number {
    return (this.domainBits.length + 2 * this.variableCount) * 4 + 200;
  }
}
