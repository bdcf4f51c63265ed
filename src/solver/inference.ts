/**
 * Inference: what the search does after each assignment to cut the domains of the others (AIMA
 * 6.2 and 6.3.2), and the one place that runs constraints during search.
 *
 * - `none`: check the new value against the assigned variables (plain backtracking);
 * - `fc`: forward checking: each constraint on the assigned variable removes the values it rules out;
 * - `mac`: maintaining arc consistency: AC-3 (generalised to n-ary constraints) from the assigned
 *   variable's arcs until no domain changes.
 *
 * Each returns null, or the `Failure` it found: the variable left with no value and the constraint
 * to blame. While a constraint runs, the inference knows which one it is (`cause`) and which
 * variable's change woke it (`via`), and it is the state's `Watcher`: every removal the constraint
 * makes is logged as a prune (for events), explained (for backjumping) and wakes the arcs of the
 * shrunk variable (under AC-3).
 *
 * Branch and bound's bound (objective.ts) is one of the state's constraints, and each inference
 * keeps to it after every assignment: `none` checks it once the objective has a value, forward
 * checking enforces it on the objective's domain, MAC wakes it whenever that domain still holds a
 * value it forbids (after a solution tightened it, the domains the search goes back to do).
 */
import type { ObjectiveBound } from './objective.ts';
import type { Inference as InferenceKind } from './options.ts';
import { NO_CONSTRAINT, type State, type Watcher } from './state.ts';

/**
 * Why inference failed: a variable with no value left, and the constraint to blame
 * (NO_CONSTRAINT: the search's own removal). Read it at once: the next failure reuses the object
 * (a failure per node is common, and the search does not allocate per node).
 */
export interface Failure {
  readonly variable: number;
  readonly constraint: number;
}

/** Where removals go to become `prune` events: (variable, value, constraint, via). */
export interface PruneSink {
  prune(v: number, value: number, constraint: number, via: number): void;
  /** The values of `bits` in word `wordIndex` of v's domain. */
  pruneBits(v: number, wordIndex: number, bits: number, constraint: number, via: number): void;
}

/** Where removals are explained (conflict-directed backjumping, backjump.ts). */
export interface Explainer {
  blame(v: number, constraint: number): void;
}

/** Removals logged nowhere (breadth-first search counts its prunes but shows none). */
export const NOWHERE: PruneSink = { prune() {}, pruneBits() {} };

export class Propagator implements Watcher {
  /** Which inference `afterAssign` runs. */
  private readonly kind: InferenceKind;
  /** Removals become prune events here (a no-op when nothing is recorded). */
  prunes: PruneSink = NOWHERE;
  /** Removals are explained here (backjumping only). */
  explainer: Explainer | null = null;
  /** Branch and bound's bound, the state's last constraint (null: no objective). */
  private readonly bound: ObjectiveBound | null;
  /** The bound's one arc. */
  private readonly boundArc: number;

  /** The constraint running now (NO_CONSTRAINT: the search itself) and the variable whose change woke it. */
  private cause = NO_CONSTRAINT;
  private via = -1;
  /**
   * The variable that emptied last. A constraint may fail without emptying a domain (both its
   * variables assigned, under forward checking): that failure names the variable emptied before.
   */
  private emptied = -1;
  /** The failure returned last (see `Failure`). */
  private readonly failure = { variable: -1, constraint: NO_CONSTRAINT };

  // AC-3's arcs: one per (constraint, scope position), queued when that variable's domain changes.
  private readonly arcConstraint: Int32Array;
  /** Each arc's variable: the state's flat scopes (`scopeVars`), shared, never written here. */
  private readonly arcVar: Int32Array;
  /** The pending flag an arc uses: its own, or its constraint's first arc for whole-scope constraints. */
  private readonly arcKey: Int32Array;
  /** Arcs of each variable (CSR, with the same starts as `state.varConstraintStart`). */
  private readonly varArcs: Int32Array;
  private readonly pending: Uint8Array;
  /** 1 for each idempotent constraint (its own removals need not wake it again), by constraint. */
  private readonly idempotent: Uint8Array;
  private readonly queue: Int32Array;
  private queueHead = 0;
  private queueLength = 0;
  /** When true, removals wake up the constraints of the changed variable (AC-3 running). */
  private scheduling = false;

  /** `bound`: branch and bound's bound, when the state's last constraint is one. */
  constructor(
    private readonly state: State,
    kind: InferenceKind = 'mac',
    bound: ObjectiveBound | null = null,
  ) {
    state.watcher = this;
    if (bound !== null && state.constraints[bound.index] !== bound) throw new Error('the objective bound must be a constraint of the state');
    this.bound = bound;
    const constraints = state.constraints;
    // Arc k is position k of the state's flat scopes: its variable is `scopeVars[k]`.
    const { scopeStart, scopeVars } = state;
    const arcs = scopeVars.length;
    this.arcConstraint = new Int32Array(arcs);
    this.arcVar = scopeVars;
    this.arcKey = new Int32Array(arcs);
    this.varArcs = new Int32Array(arcs);
    const fill = state.varConstraintStart.slice(0, state.variableCount);
    for (let ci = 0; ci < constraints.length; ci++) {
      const first = scopeStart[ci]!;
      const whole = constraints[ci]!.wholeScope;
      for (let arc = first; arc < scopeStart[ci + 1]!; arc++) {
        this.arcConstraint[arc] = ci;
        this.arcKey[arc] = whole ? first : arc;
        this.varArcs[fill[scopeVars[arc]!]!++] = arc;
      }
    }
    this.pending = new Uint8Array(arcs);
    this.idempotent = Uint8Array.from(constraints, (c) => (c.idempotent ? 1 : 0));
    this.queue = new Int32Array(Math.max(1, arcs));
    this.kind = kind;
    // The bound is the last constraint and has one variable: its arc is the last.
    this.boundArc = bound !== null ? arcs - 1 : -1;
  }

  // ---- the three inferences ----

  /** What runs after an assignment of v: the inference the options chose (and the bound, if any). */
  afterAssign(v: number): Failure | null {
    switch (this.kind) {
      case 'none':
        return this.check(v) ?? this.checkBound(v);
      case 'fc':
        return this.forwardCheck(v) ?? this.enforceBound();
      case 'mac':
        return this.maintainArcConsistency(v);
    }
  }

  // ---- branch and bound ----

  /**
   * Inference `none`: the objective, once it has a value, must beat the best so far (when v is the
   * objective, `check` has just asked the bound).
   */
  private checkBound(v: number): Failure | null {
    const bound = this.bound;
    if (bound === null || v === bound.variable) return null;
    const state = this.state;
    if (bound.isConsistent(state, state.value)) return null;
    state.weight[bound.index]!++;
    this.emptied = bound.variable;
    return this.failureOf(bound.variable, bound.index);
  }

  /** Forward checking: the values of the objective the bound forbids go. */
  private enforceBound(): Failure | null {
    const bound = this.bound;
    if (bound === null || !bound.stale(this.state)) return null;
    this.cause = bound.index;
    this.via = bound.variable;
    if (bound.enforce(this.state)) return null;
    this.state.weight[bound.index]!++;
    return this.failureOf(this.emptied, bound.index);
  }

  /** MAC: queue the bound's arc when the objective's domain holds a value it forbids. */
  private wakeBound(): void {
    const bound = this.bound;
    if (bound === null || this.pending[this.boundArc] || !bound.stale(this.state)) return;
    this.enqueue(this.boundArc);
  }

  /** Inference `none`: check v's value against the assigned variables. */
  check(v: number): Failure | null {
    const { state } = this;
    const constraints = state.constraints;
    for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
      const c = state.varConstraints[k]!;
      state.checks++;
      if (!constraints[c]!.isConsistent(state, state.value)) {
        state.weight[c]!++;
        this.emptied = v;
        return this.failureOf(v, c);
      }
    }
    return null;
  }

  /** Forward checking after assigning v. */
  forwardCheck(v: number): Failure | null {
    const { state } = this;
    const constraints = state.constraints;
    this.via = v;
    for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
      const c = state.varConstraints[k]!;
      this.cause = c;
      if (!constraints[c]!.forwardCheck(state, v)) {
        state.weight[c]!++;
        return this.failureOf(this.emptied, c);
      }
    }
    return null;
  }

  /** MAC after assigning v: AC-3 from v's arcs (and the bound's, when it has values to remove). */
  maintainArcConsistency(v: number): Failure | null {
    this.schedule(v);
    this.wakeBound();
    return this.propagate();
  }

  /** AC-3 on every arc (before search). */
  arcConsistency(): Failure | null {
    for (let v = 0; v < this.state.variableCount; v++) this.schedule(v);
    return this.propagate();
  }

  /**
   * A removal made by the search itself (binary branching's `x ≠ value`), then, when
   * `propagateAfter`, AC-3 from x's arcs.
   */
  refute(x: number, value: number, propagateAfter: boolean): Failure | null {
    this.cause = NO_CONSTRAINT;
    this.via = x;
    if (!this.state.remove(x, value)) return this.failureOf(this.emptied, NO_CONSTRAINT);
    return propagateAfter ? this.maintainArcConsistency(x) : null;
  }

  private failureOf(variable: number, constraint: number): Failure {
    const f = this.failure;
    f.variable = variable;
    f.constraint = constraint;
    return f;
  }

  // ---- AC-3 ----

  /** Queue the arcs of variable v (its domain changed, or it was assigned). */
  schedule(v: number): void {
    const saved = this.cause;
    this.cause = NO_CONSTRAINT;
    this.wake(v);
    this.cause = saved;
  }

  /**
   * Run AC-3 until the queue is empty. On a wipeout, raises the weight of the constraint that
   * caused it, empties the queue and returns the failure.
   */
  propagate(): Failure | null {
    this.scheduling = true;
    const { state } = this;
    const constraints = state.constraints;
    while (this.queueLength > 0) {
      const arc = this.queue[this.queueHead]!;
      this.queueHead = this.queueHead + 1 === this.queue.length ? 0 : this.queueHead + 1;
      this.queueLength--;
      this.pending[arc] = 0;
      const c = this.arcConstraint[arc]!;
      const v = this.arcVar[arc]!;
      this.cause = c;
      this.via = v;
      if (!constraints[c]!.propagate(state, v)) {
        state.weight[c]!++;
        this.clearQueue();
        this.scheduling = false;
        return this.failureOf(this.emptied, c);
      }
    }
    this.scheduling = false;
    return null;
  }

  private wake(v: number): void {
    const { arcKey, varArcs, arcConstraint, pending, idempotent } = this;
    const cause = this.cause;
    const start = this.state.varConstraintStart;
    for (let k = start[v]!, end = start[v + 1]!; k < end; k++) {
      const arc = arcKey[varArcs[k]!]!;
      if (pending[arc]) continue;
      const c = arcConstraint[arc]!;
      if (c === cause && idempotent[c]) continue;
      this.enqueue(arc);
    }
  }

  /**
   * Put an arc that is not pending at the queue's tail. The queue is a ring with room for every
   * arc, and an arc is queued once until it runs (its pending flag), so it never overflows.
   */
  private enqueue(arc: number): void {
    this.pending[arc] = 1;
    const q = this.queue;
    const at = this.queueHead + this.queueLength;
    q[at < q.length ? at : at - q.length] = arc;
    this.queueLength++;
  }

  /**
   * Empty the queue after a wipeout (a failure per node is common). A queue holding a good part of
   * the arcs lowers every pending flag at once (one native fill); a short one lowers its own.
   */
  private clearQueue(): void {
    const { pending, queue } = this;
    const n = this.queueLength;
    if (n * 8 >= pending.length) {
      pending.fill(0);
    } else {
      for (let i = 0, at = this.queueHead; i < n; i++, at = at + 1 === queue.length ? 0 : at + 1) pending[queue[at]!] = 0;
    }
    this.queueHead = 0;
    this.queueLength = 0;
  }

  /** Remove `value` from v's domain as `constraint`'s doing (arc consistency by hand, search.ts); false when v has no value left. */
  removeBy(v: number, value: number, constraint: number): boolean {
    this.cause = constraint;
    this.via = -1;
    return this.state.remove(v, value);
  }

  // ---- the state's watcher ----

  removed(v: number, value: number, empty: boolean): boolean {
    this.prunes.prune(v, value, this.cause, this.via);
    return this.shrunk(v, empty);
  }

  removedBits(v: number, wordIndex: number, bits: number): void {
    this.prunes.pruneBits(v, wordIndex, bits, this.cause, this.via);
  }

  shrunk(v: number, empty: boolean): boolean {
    if (this.explainer !== null) this.explainer.blame(v, this.cause);
    if (empty) return this.failed(v);
    if (this.scheduling) this.wake(v);
    return true;
  }

  failed(v: number): false {
    this.emptied = v;
    return false;
  }
}

/** AC-3 on a fresh state (for tests and tools): false when a domain empties. */
export function establishArcConsistency(state: State): boolean {
  return new Propagator(state, 'mac').arcConsistency() === null;
}
