/**
 * The one seam between the search and its events. The search tells its recorder what it does
 * (select, assign, prune, fail, backtrack, ...); a `Recorder` turns each into an event in its
 * outbox, which the search's generator yields, and `Silent` (a batch run) builds none: it keeps
 * only the solutions. The search never asks which of the two it has.
 */
import { lowestBit } from './bits.ts';
import type { DoneEvent, SearchEvent, Stats, Status } from './events.ts';
import type { Frame } from './frame.ts';
import type { Failure, PruneSink } from './inference.ts';
import { selectReason } from './heuristics.ts';
import type { ObjectiveBound } from './objective.ts';
import type { State } from './state.ts';

/** What the `done` event says besides its status and statistics. */
export type DoneDetails = Omit<DoneEvent, 'type' | 'status' | 'stats'>;

export interface Events extends PruneSink {
  /** Events waiting to be yielded. */
  readonly outbox: SearchEvent[];
  phase(phase: 'ac3' | 'search'): void;
  select(state: State, v: number, depth: number, heuristic: string): void;
  assign(v: number, value: number, depth: number): void;
  /** Move the removals logged since the last call to the outbox as `prune` events at `depth`; returns how many. */
  prunes(depth: number): number;
  /**
   * Inference failed: a `conflict` when a value just placed fails a check (inference `none`), a
   * `wipeout` when a domain emptied (`emptied`: AC-3 before search, a refutation; or any inference).
   * A failure of branch and bound's bound is announced by a `cut` first.
   */
  failure(failure: Failure, depth: number, emptied?: boolean): void;
  backtrack(v: number, value: number, depth: number, restored: number): void;
  /**
   * A backjump from frame `from` to frame `to`: the variables of frames `from - 1` down to `to` are
   * taken back (called before they are, so that their values are still in `state`).
   */
  backjump(state: State, v: number, from: number, to: number, frames: readonly Frame[], restored: number): void;
  restart(index: number, from: Int32Array, to: Int32Array, restored: number): void;
  /** Breadth-first search takes up a state with assignment `values`: a `jump` when it is not the one shown. */
  show(values: Int32Array): void;
  solution(index: number, values: Int32Array): void;
  /** Branch and bound: solution `index` tightened the bound to its objective's value. */
  bound(bound: ObjectiveBound, index: number): void;
  /**
   * The last event; `details.cause` says as data why a search ended before it began (`message`
   * says it in English), `objective` and `limit` how branch and bound ended.
   */
  done(status: Status, stats: Stats, details?: DoneDetails): void;
}

function doneEvent(status: Status, stats: Stats, details: DoneDetails): SearchEvent {
  return { type: 'done', status, stats: { ...stats }, ...details };
}

/** Every event, for a viewer. */
export class Recorder implements Events {
  readonly outbox: SearchEvent[] = [];
  /** Removal log: quadruples (variable, value, constraint, via). */
  private log = new Int32Array(4096);
  private logLength = 0;

  /** `bound`: branch and bound's bound, whose failures are announced by a `cut` (null: no objective). */
  constructor(
    private readonly failureType: 'conflict' | 'wipeout',
    private readonly objectiveBound: ObjectiveBound | null = null,
  ) {}

  phase(phase: 'ac3' | 'search'): void {
    this.outbox.push({ type: 'phase', phase });
  }

  select(state: State, v: number, depth: number, heuristic: string): void {
    this.outbox.push({ type: 'select', variable: v, depth, heuristic, ...selectReason(state, v) });
  }

  assign(v: number, value: number, depth: number): void {
    this.outbox.push({ type: 'assign', variable: v, value, depth });
  }

  prune(v: number, value: number, constraint: number, via: number): void {
    if (this.logLength + 4 > this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    const l = this.log;
    const i = this.logLength;
    l[i] = v;
    l[i + 1] = value;
    l[i + 2] = constraint;
    l[i + 3] = via;
    this.logLength = i + 4;
  }

  pruneBits(v: number, wordIndex: number, bits: number, constraint: number, via: number): void {
    for (let r = bits; r !== 0; r &= r - 1) this.prune(v, (wordIndex << 5) + lowestBit(r), constraint, via);
  }

  prunes(depth: number): number {
    const log = this.log;
    const n = this.logLength;
    for (let i = 0; i < n; i += 4) {
      this.outbox.push({ type: 'prune', variable: log[i]!, value: log[i + 1]!, constraint: log[i + 2]!, via: log[i + 3]!, depth });
    }
    this.logLength = 0;
    return n >>> 2;
  }

  failure(failure: Failure, depth: number, emptied = false): void {
    const bound = this.objectiveBound;
    if (bound !== null && failure.constraint === bound.index) {
      this.outbox.push({ type: 'cut', variable: bound.variable, possible: bound.possible, best: bound.best, depth });
    }
    this.outbox.push({ type: emptied ? 'wipeout' : this.failureType, variable: failure.variable, constraint: failure.constraint, depth });
  }

  backtrack(v: number, value: number, depth: number, restored: number): void {
    this.outbox.push({ type: 'backtrack', variable: v, value, depth, restored });
  }

  backjump(state: State, v: number, from: number, to: number, frames: readonly Frame[], restored: number): void {
    const variables = new Int32Array(from - to);
    const values = new Int32Array(from - to);
    for (let k = from - 1; k >= to; k--) {
      const u = frames[k]!.variable;
      variables[from - 1 - k] = u;
      values[from - 1 - k] = state.value[u]!;
    }
    this.outbox.push({ type: 'backjump', variable: v, from, to, variables, values, restored });
  }

  restart(index: number, from: Int32Array, to: Int32Array, restored: number): void {
    this.outbox.push({ type: 'restart', index, from, to, restored });
  }

  /** The assignment the viewer shows after the events so far (kept by `show`). */
  private shown: Int32Array | null = null;

  show(values: Int32Array): void {
    const from = (this.shown ??= new Int32Array(values.length).fill(-1));
    if (sameValues(from, values)) return;
    this.outbox.push({ type: 'jump', from, to: values.slice() });
    this.shown = values.slice();
  }

  solution(index: number, values: Int32Array): void {
    this.outbox.push({ type: 'solution', index, values });
  }

  bound(bound: ObjectiveBound, index: number): void {
    this.outbox.push({ type: 'bound', variable: bound.variable, value: bound.best, index, sense: bound.sense });
  }

  done(status: Status, stats: Stats, details: DoneDetails = {}): void {
    this.outbox.push(doneEvent(status, stats, details));
  }
}

/** A batch run: only `solution` and `done` events (branch and bound's `bound` and `cut` are not made either). */
export class Silent implements Events {
  readonly outbox: SearchEvent[] = [];
  phase(): void {}
  select(): void {}
  assign(): void {}
  prune(): void {}
  pruneBits(): void {}
  prunes(): number {
    return 0;
  }
  failure(): void {}
  backtrack(): void {}
  backjump(): void {}
  restart(): void {}
  show(): void {}
  solution(index: number, values: Int32Array): void {
    this.outbox.push({ type: 'solution', index, values });
  }
  bound(): void {}
  done(status: Status, stats: Stats, details: DoneDetails = {}): void {
    this.outbox.push(doneEvent(status, stats, details));
  }
}

function sameValues(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Yield the events waiting in `outbox`, emptying it. */
export function* flush(outbox: SearchEvent[]): Generator<SearchEvent, void> {
  for (let i = 0; i < outbox.length; i++) yield outbox[i]!;
  outbox.length = 0;
}
