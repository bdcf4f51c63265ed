/**
 * min-conflicts in the trace: the number of violated constraints after each repair, read from the
 * records (`start` says the count of a complete assignment, each `pick` the picked variable's
 * conflicts before and after its repair, so a repair changes the count by after − before, as the
 * solver keeps it). Grown as the trace grows; the conflicts chart reads it and finds the step
 * shown at a position.
 */
import { EventCode } from './codes.ts';
import type { Trace } from './trace.ts';

export class ConflictSeries {
  /** Points so far: a start (step = the repairs before it) or a repair. */
  count = 0;
  /** Repairs made up to each point (x of the chart). */
  steps: Int32Array = new Int32Array(256);
  /** Violated constraints after each point (y of the chart). */
  violated: Int32Array = new Int32Array(256);
  /** Position just after each point's record (the playback position that shows it). */
  positions: Int32Array = new Int32Array(256);
  /** 1 when the point is a random-walk repair, 2 when it is a (re)start, 0 for a min-conflicts repair. */
  kinds: Uint8Array = new Uint8Array(256);
  /** The largest count seen (the chart's y range). */
  max = 0;
  /** Events of the trace read so far. */
  private read = 0;
  private current = 0;
  private repairs = 0;
  private before = 0;
  private after = 0;

  constructor(readonly trace: Trace) {}

  /** Read the events appended since the last call (only the full region: thinned events are gone). */
  update(): this {
    const t = this.trace;
    for (let i = this.read; i < t.recorded; i++) {
      switch (t.type(i)) {
        case EventCode.start:
          this.current = t.value(i);
          this.push(i + 1, 2);
          break;
        case EventCode.pick:
          this.before = t.value(i);
          this.after = t.extra(i);
          break;
        case EventCode.repair:
        case EventCode.walk:
          this.current += this.after - this.before;
          this.repairs++;
          this.push(i + 1, t.type(i) === EventCode.walk ? 1 : 0);
          break;
      }
    }
    this.read = t.recorded;
    return this;
  }

  private push(position: number, kind: number): void {
    if (this.count === this.steps.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2);
        b.set(a);
        return b;
      };
      this.steps = grow(this.steps);
      this.violated = grow(this.violated);
      this.positions = grow(this.positions);
      this.kinds = grow(this.kinds);
    }
    const k = this.count++;
    this.steps[k] = this.repairs;
    this.violated[k] = this.current;
    this.positions[k] = position;
    this.kinds[k] = kind;
    if (this.current > this.max) this.max = this.current;
  }

  /**
   * What the chart says at playback position p, in the timeline's steps: the step (p itself while it
   * lies in the records read; beyond them, the last point's own), the repairs made up to it and the
   * violated constraints then. Null before the first start.
   */
  at(p: number): { point: number; step: number; repairs: number; violated: number } | null {
    const k = this.pointAt(p);
    if (k < 0) return null;
    return { point: k, step: p <= this.read ? p : this.positions[k]!, repairs: this.steps[k]!, violated: this.violated[k]! };
  }

  /** The last point shown at playback position p (-1 before the first start). */
  pointAt(p: number): number {
    let lo = 0;
    let hi = this.count - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.positions[mid]! <= p) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }
}

/** Does the trace hold a local search (a `place` or `start` among its first records)? */
export function isLocalTrace(trace: Trace): boolean {
  if (trace.recorded === 0) return false;
  const t = trace.type(0);
  return t === EventCode.place || t === EventCode.start;
}
