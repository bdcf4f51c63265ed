/** Search events as compact integer records (see EventCode in src/trace/codes.ts). */
import type { CutsetEvent, LocalSearchEvent, SearchEvent, TreeCspEvent } from '../solver/index.ts';
import { EventCode, LOCAL_RESTART, LocalStart } from '../trace/index.ts';

export type Push = (type: number, variable: number, value: number, extra: number) => void;

/** Encode one event through `push`; `done` is not encoded (it travels as its own message). */
export function encodeEvent(e: SearchEvent, push: Push): void {
  switch (e.type) {
    case 'phase':
      push(EventCode.phase, -1, e.phase === 'ac3' ? 0 : 1, 0);
      return;
    case 'select':
      push(EventCode.select, e.variable, e.domainSize, e.depth);
      return;
    case 'assign':
      push(EventCode.assign, e.variable, e.value, e.depth);
      return;
    case 'prune':
      // The depth is the cursor's; the constraint says why (the teaching views name it).
      push(EventCode.prune, e.variable, e.value, e.constraint);
      return;
    case 'wipeout':
    case 'conflict':
      // A domain emptied, or a constraint failed without emptying one: the same fields.
      push(EventCode[e.type], e.variable, e.constraint, e.depth);
      return;
    case 'backtrack':
      push(EventCode.backtrack, e.variable, e.value, e.restored);
      return;
    case 'jump':
      // Breadth-first search jumps between whole states: one record per changed variable.
      for (let v = 0; v < e.to.length; v++) {
        if (e.from[v] !== e.to[v]) push(EventCode.set, v, e.to[v]!, e.from[v]!);
      }
      return;
    case 'cut':
      push(EventCode.cut, e.variable, e.possible, e.best);
      return;
    case 'restart':
      // One record: the board empties at once. Stepping back over it replays from a checkpoint.
      push(EventCode.restart, e.index, -1, e.restored);
      return;
    case 'backjump':
      // One record: the assignments deeper than `to` go at once (the trace knows their depths).
      push(EventCode.backjump, e.variable, e.to, e.restored);
      return;
    default:
      encodeShared(e, push);
  }
}

/** The events every search says alike (`SearchEvent`'s own): a solution, a raised bound, and the end. */
type SharedEvent = Extract<SearchEvent, { type: 'solution' | 'bound' | 'done' }>;

/** Encode a `SharedEvent` for every encoder here; `done` is not encoded (it travels as its own message). */
function encodeShared(e: SharedEvent, push: Push): void {
  switch (e.type) {
    case 'solution':
      push(EventCode.solution, e.index, 0, 0);
      return;
    case 'bound':
      push(EventCode.bound, e.variable, e.value, e.index);
      return;
    case 'done':
      return;
  }
}

/**
 * The size of breadth-first search's queue, followed from its encoded events: the root is queued
 * when the search phase begins (after AC-3, which may refute it first);
 * each state taken off the queue is either a solution (`solution`) or expanded (`select`); each
 * child is an `assign` and its `backtrack` (the search goes back to the parent state to make the
 * next child), queued at the backtrack unless a `wipeout` or `conflict` in between refuted it.
 * (The search counts the largest size as `Stats.maxFrontier`; tests/worker/frontier.test.ts
 * compares the two.)
 */
export class FrontierCount {
  size = 0;
  max = 0;
  private child = 0;
  note(type: number, value = 0): void {
    switch (type) {
      case EventCode.phase:
        if (value === 1 && this.size === 0) this.size = this.max = 1;
        return;
      case EventCode.select:
      case EventCode.solution:
        this.size--;
        return;
      case EventCode.assign:
        this.child = 1;
        return;
      case EventCode.wipeout:
      case EventCode.conflict:
        this.child = 0;
        return;
      case EventCode.backtrack:
        this.size += this.child;
        this.child = 0;
        if (this.size > this.max) this.max = this.size;
        return;
    }
  }
}

/**
 * Encodes min-conflicts' events (src/solver/local/): `place` and `start` as they are (a restart's
 * places after one `restart` record, so that the board empties first), each repair as two records,
 * `pick` (the variable, its conflicts, the conflicts of the value it gets) then `repair` or `walk`
 * (the value, the previous value), so that the player shows the choice of the variable, then of
 * the value, as backtracking's select and assign.
 */
export class LocalEncoder {
  private starts = 0;
  private placing = false;

  encode(e: LocalSearchEvent, push: Push): void {
    switch (e.type) {
      case 'place':
        if (!this.placing && this.starts > 0) push(EventCode.restart, this.starts, LOCAL_RESTART, 0);
        this.placing = true;
        push(EventCode.place, e.variable, e.value, e.conflicts);
        return;
      case 'start':
        this.placing = false;
        this.starts++;
        push(EventCode.start, e.restart, e.violated, LocalStart.greedy);
        return;
      case 'repair':
        push(EventCode.pick, e.variable, e.conflicts, e.valueConflicts);
        push(e.walk ? EventCode.walk : EventCode.repair, e.variable, e.value, e.previous);
        return;
      default:
        encodeShared(e, push);
    }
  }
}

/**
 * Encodes the tree algorithm's events (src/solver/treeCsp.ts): the order as one `order` record
 * per variable, a `prune` per value a unary constraint forbids, each arc revision as a `revise`
 * record then one `prune` per value it removes, each assignment from the root down as an `assign`
 * (its depth: its place in the order, from 1).
 */
export class TreeEncoder {
  /** `assigned`: the variables assigned before the tree algorithm's first (cutset conditioning's cutset). */
  constructor(private assigned = 0) {}

  encode(e: TreeCspEvent, push: Push): void {
    switch (e.type) {
      case 'order':
        for (let i = 0; i < e.order.length; i++) push(EventCode.order, e.order[i]!, i, e.parent[e.order[i]!]!);
        return;
      case 'unary':
        // Node consistency: a `prune` per value the unary constraint forbids, its extra that constraint
        // (after the `order` records, before any `revise`: no arc names a child for them).
        for (const value of e.removed) push(EventCode.prune, e.variable, value, e.constraint);
        return;
      case 'revise':
        push(EventCode.revise, e.parent, e.child, e.removed.length);
        for (const value of e.removed) push(EventCode.prune, e.parent, value, e.constraints[0] ?? -1);
        return;
      case 'assign':
        // The variables are assigned in order: the depth is how many are assigned with it.
        push(EventCode.assign, e.variable, e.value, ++this.assigned);
        return;
      default:
        encodeShared(e, push);
    }
  }
}

/**
 * Encodes cutset conditioning's events (src/solver/cutset.ts): the cutset as `cutset` records;
 * each assignment of it as a `condition` record (taking back every prune since the previous one)
 * then an `assign` per cutset variable; conditioning's `prune`s and `wipeout`s; the tree
 * algorithm's events on the rest through a `TreeEncoder` (depths going on from the cutset's); the
 * same forest's other solutions as `set` records.
 */
export class CutsetEncoder {
  private cutset: Int32Array = new Int32Array(0);
  private tree = new TreeEncoder();
  /** Prunes since the last `condition` (the next one takes them back). */
  private prunes = 0;

  encode(e: CutsetEvent, push: Push): void {
    const counted: Push = (type, variable, value, extra) => {
      if (type === EventCode.prune) this.prunes++;
      push(type, variable, value, extra);
    };
    switch (e.type) {
      case 'cutset':
        this.cutset = e.cutset;
        for (let i = 0; i < e.cutset.length; i++) push(EventCode.cutset, e.cutset[i]!, i, e.cutset.length);
        return;
      case 'condition':
        push(EventCode.condition, e.index, 0, this.prunes);
        this.prunes = 0;
        for (let i = 0; i < this.cutset.length; i++) push(EventCode.assign, this.cutset[i]!, e.values[i]!, i + 1);
        this.tree = new TreeEncoder(this.cutset.length);
        return;
      case 'prune':
        counted(EventCode.prune, e.variable, e.value, e.constraint);
        return;
      case 'wipeout':
        // Before any assignment of the forest (conditioning, or a revision): the cutset's depth.
        push(EventCode.wipeout, e.variable, e.constraint, this.cutset.length);
        return;
      case 'reassign':
        push(EventCode.set, e.variable, e.value, e.previous);
        return;
      default:
        // The forest's events, its solutions and the end.
        this.tree.encode(e, counted);
    }
  }
}
