/**
 * Domains (the candidate digits) of a recorded search on a small puzzle, replayed from the trace.
 *
 * The events carry what is needed: a `prune` removes one value; a `backtrack` puts back the last
 * `restored` prunes still in effect (events.ts). So the replay keeps the prunes in effect as a
 * stack of (variable, value) and each domain as a bitmask. An assignment does not change the
 * masks: the board shows the assigned digit instead of the candidates.
 *
 * Going forward is one event at a time. Going back cannot undo a backtrack without knowing which
 * prunes it put back, so a step back starts from the nearest checkpoint (masks and stack, every
 * `interval` events) and replays forward. That is at most `interval` cheap events per seek.
 *
 * Only for small puzzles (at most 31 values per variable: one Int32 mask each); only positions in
 * the trace's full region (and its end) can be shown.
 */
import { EVENT_FIELDS, EventCode } from '../worker/protocol.ts';
import type { Trace } from './trace.ts';

/** Masks and the stack of prunes in effect, at one position. */
export interface DomainState {
  position: number;
  masks: Int32Array;
  /** Prunes in effect, oldest first: variable * 32 + value. */
  stack: Int32Array;
  stackLength: number;
}

function fresh(initial: Int32Array, capacity: number): DomainState {
  return { position: 0, masks: initial.slice(), stack: new Int32Array(capacity), stackLength: 0 };
}

function copy(s: DomainState): DomainState {
  return { position: s.position, masks: s.masks.slice(), stack: s.stack.slice(0, Math.max(s.stackLength, 1)), stackLength: s.stackLength };
}

/** Apply one event to masks and stack. */
export function applyDomainEvent(s: DomainState, type: number, variable: number, value: number, extra: number): void {
  if (type === EventCode.prune) {
    s.masks[variable]! &= ~(1 << value);
    if (s.stackLength === s.stack.length) {
      const bigger = new Int32Array(Math.max(64, s.stack.length * 2));
      bigger.set(s.stack);
      s.stack = bigger;
    }
    s.stack[s.stackLength++] = variable * 32 + value;
  } else if (type === EventCode.backtrack || type === EventCode.restart || type === EventCode.backjump) {
    // A restart takes back every prune since search began, a backjump those of every assignment
    // it takes back, as their `extra` says.
    for (let k = 0; k < extra && s.stackLength > 0; k++) {
      const entry = s.stack[--s.stackLength]!;
      s.masks[entry >> 5]! |= 1 << (entry & 31);
    }
  }
  s.position++;
}

/** Initial masks: a given's single value, or every value 0..size-1. */
export function initialMasks(size: number, givens: readonly number[]): Int32Array {
  const full = size >= 31 ? -1 : (1 << size) - 1;
  return Int32Array.from(givens, (d) => (d > 0 ? 1 << (d - 1) : full));
}

export class DomainTrace {
  readonly interval: number;
  private readonly checkpoints: DomainState[] = [];
  /** State after every event appended so far. */
  readonly end: DomainState;

  constructor(
    readonly trace: Trace,
    readonly initial: Int32Array,
    interval = 512,
  ) {
    this.interval = interval;
    this.end = fresh(initial, initial.length * 4);
    this.checkpoints.push(copy(this.end));
  }

  /** Follow `count` encoded events (call with the same batches as trace.append). */
  append(data: Int32Array, count: number): void {
    const end = this.end;
    for (let i = 0; i < count; i++) {
      const o = i * EVENT_FIELDS;
      applyDomainEvent(end, data[o]!, data[o + 1]!, data[o + 2]!, data[o + 3]!);
      if (end.position % this.interval === 0 && end.position <= this.trace.recorded) this.checkpoints.push(copy(end));
    }
  }

  checkpoint(p: number): DomainState {
    const k = Math.min(Math.floor(p / this.interval), this.checkpoints.length - 1);
    return this.checkpoints[k]!;
  }
}

/** A view of the domains at one position of the trace. */
export class DomainCursor {
  private readonly state: DomainState;

  constructor(readonly domains: DomainTrace) {
    this.state = copy(domains.checkpoint(0));
  }

  /** The masks at position p, or null when p is in the thinned region (not the end). */
  seek(p: number): Int32Array | null {
    const d = this.domains;
    const t = d.trace;
    const target = Math.max(0, Math.min(Math.round(p), t.total));
    if (target === d.end.position) return d.end.masks;
    if (target > t.recorded) return null;
    const s = this.state;
    if (target < s.position || target - s.position > d.interval) {
      const from = d.checkpoint(target);
      s.masks.set(from.masks);
      if (s.stack.length < from.stack.length) s.stack = new Int32Array(from.stack.length);
      s.stack.set(from.stack.subarray(0, from.stackLength));
      s.stackLength = from.stackLength;
      s.position = from.position;
    }
    while (s.position < target) {
      const i = s.position;
      applyDomainEvent(s, t.type(i), t.variable(i), t.value(i), t.extra(i));
    }
    return s.masks;
  }
}
