/**
 * The trace index: what the domain and tree projections ask of a recorded search, indexed once,
 * a part at a time, after the events arrive (the board's own projection is in trace.ts):
 * - which prunes are in effect at a position (each prune knows the backtrack that restores it),
 *   so the domain of one variable at any step is its initial values minus those prunes;
 * - the domain sizes (and, for puzzles of at most 31 values, the candidate masks) of every
 *   variable, written into the trace's shared checkpoints as the index passes them, so that
 *   `DomainCursor` (domains.ts) reaches any position from one checkpoint;
 * - the search tree: one node per assignment, closed by its backtrack.
 *
 * Glossary
 * - event i: the (i+1)-th event of the trace; position p shows events 0..p-1 applied.
 * - a prune at event i is in effect at position p when i < p and the backtrack restoring it
 *   (event `undoneAt[i]`, or never) is not yet applied, i.e. undoneAt[i] >= p.
 * - node: an assignment; node 0 is the root (nothing assigned).
 */
import { EventCode } from './codes.ts';
import type { ProblemSketch } from './sketch.ts';
import type { Trace } from './trace.ts';

const NEVER = 0x7fffffff;

/** A growable Int32 column. */
export class Column {
  data: Int32Array;
  length = 0;
  constructor(capacity = 64) {
    this.data = new Int32Array(capacity);
  }
  push(x: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = x;
  }
  /** Set entry i, growing (with `fill`) as needed. */
  put(i: number, x: number, fill = 0): void {
    while (i >= this.data.length) {
      const bigger = new Int32Array(this.data.length * 2).fill(fill);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[i] = x;
    if (i >= this.length) this.length = i + 1;
  }
  at(i: number): number {
    return this.data[i]!;
  }
}

/** One search-tree node per assignment (arrays indexed by node id; node 0 is the root). */
export class SearchTree {
  readonly parent = new Column();
  readonly variable = new Column();
  readonly value = new Column();
  /** Event index of the assignment (-1 for the root). */
  readonly start = new Column();
  /** Event index of its backtrack; NEVER while open. */
  readonly end = new Column();
  readonly depth = new Column();
  readonly firstChild = new Column();
  readonly lastChild = new Column();
  readonly nextSibling = new Column();
  /** Bit 1: a solution was found here; bit 2: a solution below; bit 4: a wipe-out or conflict here. */
  readonly flags = new Column();

  constructor() {
    this.add(-1, -1, -1, -1);
  }

  get size(): number {
    return this.parent.length;
  }

  add(parent: number, variable: number, value: number, start: number): number {
    const id = this.parent.length;
    this.parent.push(parent);
    this.variable.push(variable);
    this.value.push(value);
    this.start.push(start);
    this.end.push(NEVER);
    this.depth.push(parent < 0 ? 0 : this.depth.at(parent) + 1);
    this.firstChild.push(-1);
    this.lastChild.push(-1);
    this.nextSibling.push(-1);
    this.flags.push(0);
    if (parent >= 0) {
      const last = this.lastChild.at(parent);
      if (last < 0) this.firstChild.data[parent] = id;
      else this.nextSibling.data[last] = id;
      this.lastChild.data[parent] = id;
    }
    return id;
  }

  children(node: number): number[] {
    const out: number[] = [];
    for (let c = this.firstChild.at(node); c >= 0; c = this.nextSibling.at(c)) out.push(c);
    return out;
  }

  isSolution(node: number): boolean {
    return (this.flags.at(node) & 1) !== 0;
  }
  hasSolution(node: number): boolean {
    return (this.flags.at(node) & 3) !== 0;
  }
  /** Closed (backtracked) before `position`... or at all when position is omitted, with no solution in it. */
  isFailed(node: number): boolean {
    return node > 0 && this.end.at(node) !== NEVER && !this.hasSolution(node);
  }
  isOpen(node: number): boolean {
    return this.end.at(node) === NEVER;
  }

  /** Nodes in each subtree (nodes are numbered in preorder, so one backward pass suffices). */
  subtreeSizes(): Int32Array {
    const n = this.size;
    const sizes = new Int32Array(n).fill(1);
    for (let v = n - 1; v > 0; v--) sizes[this.parent.at(v)]! += sizes[v]!;
    return sizes;
  }
}

export interface PrunedValue {
  value: number;
  /** Event index of the prune (the step is event + 1). */
  event: number;
  constraint: number;
}

export class TraceIndex {
  /** Events indexed so far (a prefix of the trace's full region). */
  indexed = 0;
  /** Per event: a prune's undoing backtrack (NEVER); a backtrack's offset into `restoredList`. */
  private readonly aux = new Column(1024);
  /** Per event: the tree node current after it. */
  private readonly nodeAfter = new Column(1024);
  /** For each backtrack: the count, then the event indices of the prunes it restores. */
  private readonly restoredList = new Column(1024);
  /** Prunes in effect at the end, oldest first (event indices). */
  private readonly stack = new Column(1024);
  /** Prune event indices of each variable, in order. */
  private readonly prunesOf: Column[];
  readonly tree = new SearchTree();
  private current = 0;
  /** Event index where search begins after AC-3 (-1: no AC-3 phase seen). */
  searchStart = -1;
  private sawAc3 = false;
  readonly initialSizes: Int32Array;
  /** Candidate masks before search (null when some variable has more than 31 values). */
  readonly initialMasks: Int32Array | null;
  /** Sizes and masks at position `indexed`. */
  private readonly endSizes: Int32Array;
  private readonly endMasks: Int32Array | null;

  /** One index per trace: it writes the domains into the trace's checkpoints. */
  constructor(
    readonly trace: Trace,
    readonly sketch: ProblemSketch,
  ) {
    const n = sketch.names.length;
    this.prunesOf = Array.from({ length: n }, () => new Column(16));
    this.initialSizes = Int32Array.from(sketch.sizes, (size, v) => sketch.initial[v]?.length ?? size);
    this.initialMasks = sketch.sizes.every((size) => size <= 31)
      ? Int32Array.from(sketch.sizes, (size, v) => (sketch.initial[v] ?? Array.from({ length: size }, (_, k) => k)).reduce((m, x) => m | (1 << x), 0))
      : null;
    this.endSizes = this.initialSizes.slice();
    this.endMasks = this.initialMasks?.slice() ?? null;
    trace.checkpoints[0]!.domains = { sizes: this.endSizes.slice(), masks: this.endMasks?.slice() ?? null };
  }

  /** Events between two checkpoints (the trace's). */
  get interval(): number {
    return this.trace.checkpointInterval;
  }

  get variables(): number {
    return this.sketch.names.length;
  }

  /**
   * Index the events the trace has recorded since the last call, at most `limit` of them (a long
   * solve adds hundreds of thousands between two frames). Returns true when every recorded event
   * is indexed.
   */
  sync(limit = Infinity): boolean {
    const t = this.trace;
    const upTo = Math.min(t.recorded, this.indexed + limit);
    const sizes = this.endSizes;
    const masks = this.endMasks;
    const tree = this.tree;
    const interval = this.interval;
    for (let i = this.indexed; i < upTo; i++) {
      const type = t.type(i);
      const variable = t.variable(i);
      switch (type) {
        case EventCode.prune:
          this.aux.put(i, NEVER);
          this.stack.push(i);
          this.prunesOf[variable]?.push(i);
          sizes[variable]!--;
          if (masks) masks[variable]! &= ~(1 << t.value(i));
          break;
        case EventCode.backtrack:
        case EventCode.backjump:
        case EventCode.restart:
        case EventCode.condition: {
          const wanted = t.extra(i);
          const count = Math.min(wanted, this.stack.length);
          const offset = this.restoredList.length;
          this.aux.put(i, offset);
          this.restoredList.push(count);
          for (let k = 0; k < count; k++) {
            const p = this.stack.data[--this.stack.length]!;
            this.aux.data[p] = i;
            this.restoredList.push(p);
            sizes[t.variable(p)]!++;
            if (masks) masks[t.variable(p)]! |= 1 << t.value(p);
          }
          if (type === EventCode.restart || type === EventCode.condition) {
            // Every open branch ends here; the search starts again from the root (a restart, or cutset conditioning's next assignment).
            for (let node = this.current; node > 0; node = tree.parent.at(node)) tree.end.data[node] = i;
            this.current = 0;
            break;
          }
          if (type === EventCode.backjump) {
            // Every node deeper than the depth it jumps back to ends here.
            const to = t.value(i);
            while (this.current > 0 && tree.depth.at(this.current) > to) {
              tree.end.data[this.current] = i;
              this.current = tree.parent.at(this.current);
            }
            break;
          }
          const node = this.current;
          if (node > 0) {
            tree.end.data[node] = i;
            this.current = tree.parent.at(node);
          }
          break;
        }
        case EventCode.assign:
          this.aux.put(i, 0);
          this.current = tree.add(this.current, variable, t.value(i), i);
          break;
        case EventCode.solution:
          this.aux.put(i, 0);
          tree.flags.data[this.current]! |= 1;
          for (let a = tree.parent.at(this.current); a >= 0; a = tree.parent.at(a)) tree.flags.data[a]! |= 2;
          break;
        case EventCode.wipeout:
        case EventCode.conflict:
          this.aux.put(i, 0);
          tree.flags.data[this.current]! |= 4;
          break;
        case EventCode.phase:
          this.aux.put(i, 0);
          if (t.value(i) === 0) this.sawAc3 = true;
          else if (this.sawAc3 && this.searchStart < 0) this.searchStart = i;
          break;
        default:
          this.aux.put(i, 0);
      }
      this.nodeAfter.put(i, this.current);
      if ((i + 1) % interval === 0) {
        const checkpoint = t.checkpoints[(i + 1) / interval];
        if (checkpoint) checkpoint.domains = { sizes: sizes.slice(), masks: masks?.slice() ?? null };
      }
    }
    this.indexed = upTo;
    return upTo === t.recorded;
  }

  /** The tree node current at position p (0 = the root). */
  nodeAt(p: number): number {
    const i = Math.min(p, this.indexed) - 1;
    return i < 0 ? 0 : this.nodeAfter.at(i);
  }

  /** Is event i part of AC-3 before search? */
  beforeSearch(i: number): boolean {
    return this.sawAc3 && (this.searchStart < 0 || i < this.searchStart);
  }

  /** Is the prune at event i in effect at position p? */
  inEffect(i: number, p: number): boolean {
    return i < p && this.aux.at(i) >= p;
  }

  /** Event index of the backtrack that restores the prune at event i, or -1 if none does. */
  restoredBy(i: number): number {
    const b = this.aux.at(i);
    return b === NEVER ? -1 : b;
  }

  /** Event indices of the prunes a backtrack at event i restores. */
  restoredPrunes(i: number): Int32Array {
    const offset = this.aux.at(i);
    const count = this.restoredList.at(offset);
    return this.restoredList.data.subarray(offset + 1, offset + 1 + count);
  }

  /** Values of `variable` pruned and still pruned at position p, in prune order. */
  prunedAt(variable: number, p: number): PrunedValue[] {
    const list = this.prunesOf[variable];
    if (!list) return [];
    const t = this.trace;
    const out: PrunedValue[] = [];
    for (let k = 0; k < list.length; k++) {
      const i = list.data[k]!;
      if (i >= p) break;
      if (this.aux.at(i) >= p) out.push({ value: t.value(i), event: i, constraint: t.extra(i) });
    }
    return out;
  }

  /** Initial values of a variable. */
  initialValues(variable: number): number[] {
    const initial = this.sketch.initial[variable];
    if (initial) return initial;
    return Array.from({ length: this.sketch.sizes[variable] ?? 0 }, (_, v) => v);
  }

  /** Remaining values of `variable` at position p (ignores the assignment itself). */
  domainAt(variable: number, p: number): { remaining: number[]; pruned: PrunedValue[] } {
    const pruned = this.prunedAt(variable, p);
    const gone = new Set(pruned.map((x) => x.value));
    return { remaining: this.initialValues(variable).filter((v) => !gone.has(v)), pruned };
  }

  /**
   * Apply event i to domain sizes and masks (forward) or undo it (backward). Every event can be
   * undone: a backtrack, a backjump, a restart or a condition knows the prunes it restored.
   */
  applyDomains(sizes: Int32Array, masks: Int32Array | null, i: number, direction: 1 | -1): void {
    const t = this.trace;
    const type = t.type(i);
    if (type === EventCode.prune) {
      const v = t.variable(i);
      sizes[v]! -= direction;
      if (masks) masks[v] = direction > 0 ? masks[v]! & ~(1 << t.value(i)) : masks[v]! | (1 << t.value(i));
    } else if (type === EventCode.backtrack || type === EventCode.restart || type === EventCode.backjump || type === EventCode.condition) {
      for (const p of this.restoredPrunes(i)) {
        const v = t.variable(p);
        sizes[v]! += direction;
        if (masks) masks[v] = direction > 0 ? masks[v]! | (1 << t.value(p)) : masks[v]! & ~(1 << t.value(p));
      }
    }
  }
}
