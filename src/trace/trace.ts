/**
 * The recorded search: every event in compact columns, with checkpoints so that the board at any
 * step is one checkpoint plus at most `checkpointInterval` events of replay.
 *
 * Glossary
 * - position p: the number of events applied (0 = before the first event, `total` = the end).
 * - event i: the (i+1)-th event; the board at position p shows events 0..p-1 applied.
 * - full region: positions 0..`recorded`, where every event is kept and any step can be shown.
 * - thinned region: above `maxEvents` events only snapshots every `thinInterval` events are kept.
 * - level of an assigned variable: the depth its assignment brought the search to (a backjump to
 *   depth d takes back every assignment of level > d, so the state keeps the levels too).
 * - checkpoint k: the state at position k * `checkpointInterval`, one record shared by every
 *   projection: the board (values, levels, counters) is filled as events arrive, the domains
 *   (sizes, candidate masks) when the trace index (traceIndex.ts) reaches that position.
 * - projection: what a view asks of the trace at a position (board values, domains, domain sizes,
 *   the search tree). Each moves along the trace with `replayTo`, from the shared checkpoints.
 */
import { EVENT_FIELDS, EventCode } from './codes.ts';

const CHUNK = 1 << 16;

/** Counters of the search up to a position. */
export interface Counters {
  nodes: number;
  backtracks: number;
  prunes: number;
  solutions: number;
  depth: number;
  /** min-conflicts: repairs made (`repair` and `walk` records). */
  steps: number;
}

const COUNTER_FIELDS = 6;

export interface TraceOptions {
  /** Number of variables (slots). */
  variables: number;
  /** Events between two checkpoints in the full region. */
  checkpointInterval?: number;
  /** Events kept in full; later events only update counters and sparse snapshots. */
  maxEvents?: number;
  /** Most snapshots kept in the thinned region (their spacing doubles to stay under it). */
  maxSnapshots?: number;
}

interface Chunk {
  type: Uint8Array;
  variable: Int32Array;
  value: Int32Array;
  extra: Int32Array;
}

export interface Snapshot {
  position: number;
  values: Int32Array;
  /** Level of each assigned variable (see the glossary). */
  levels: Int32Array;
  counters: Counters;
}

/** Domain sizes and candidate masks at a checkpoint (written by the trace index). */
export interface DomainSnapshot {
  sizes: Int32Array;
  /** One bit per value (puzzles of at most 31 values per variable), else null. */
  masks: Int32Array | null;
}

/** A checkpoint of the full region: the board, and the domains once the index has got there. */
export interface Checkpoint extends Snapshot {
  domains: DomainSnapshot | null;
}

/**
 * A state that moves along the trace one event at a time: a projection's cursor. `replayTo` is
 * the one replay of the trace: it starts from the shared checkpoint nearest the target when the
 * target is far (or an event cannot be undone), and applies or undoes the events in between.
 */
export interface Replay {
  /** Position whose state the replay holds. */
  position: number;
  /** Events between two checkpoints: farther than this, loading one is cheaper than replaying. */
  readonly interval: number;
  /** Load the checkpoint at or before p (sets `position`). */
  load(p: number): void;
  /** Apply event i (the replay is at position i). */
  forward(i: number): void;
  /** Undo event i (the replay is at position i + 1); false when it cannot be undone. */
  backward(i: number): boolean;
}

/** Move a replay to `target` (a position of the full region). */
export function replayTo(r: Replay, target: number): void {
  if (Math.abs(target - r.position) > r.interval) r.load(target);
  while (r.position < target) r.forward(r.position++);
  while (r.position > target) {
    const i = r.position - 1;
    if (!r.backward(i)) {
      // A restart or a backjump forgets what it cleared: come back through the checkpoint before it.
      r.load(target);
      while (r.position < target) r.forward(r.position++);
      return;
    }
    r.position = i;
  }
}

/** Apply one event to an assignment, its levels and counters (forward). */
function applyEvent(values: Int32Array, levels: Int32Array, c: Counters, type: number, variable: number, value: number): void {
  switch (type) {
    case EventCode.assign:
      values[variable] = value;
      c.nodes++;
      c.depth++;
      levels[variable] = c.depth;
      break;
    case EventCode.backtrack:
      values[variable] = -1;
      c.backtracks++;
      c.depth--;
      break;
    case EventCode.prune:
      c.prunes++;
      break;
    case EventCode.set:
      if (values[variable]! < 0 && value >= 0) c.depth++;
      else if (values[variable]! >= 0 && value < 0) c.depth--;
      values[variable] = value;
      break;
    case EventCode.solution:
      c.solutions++;
      break;
    case EventCode.restart:
    case EventCode.condition:
      values.fill(-1);
      c.depth = 0;
      break;
    case EventCode.backjump:
      // Every assignment deeper than depth `value` is taken back; each counts as a backtrack.
      for (let v = 0; v < values.length; v++) if (values[v]! >= 0 && levels[v]! > value) values[v] = -1;
      c.backtracks += c.depth - value;
      c.depth = value;
      break;
    case EventCode.place:
      values[variable] = value;
      break;
    case EventCode.repair:
    case EventCode.walk:
      values[variable] = value;
      c.steps++;
      break;
  }
}

/** Undo one event (backward); restarts, backjumps and conditions are undone by replaying from a checkpoint. */
function undoEvent(values: Int32Array, levels: Int32Array, c: Counters, type: number, variable: number, value: number, extra: number): void {
  switch (type) {
    case EventCode.assign:
      values[variable] = -1;
      c.nodes--;
      c.depth--;
      break;
    case EventCode.backtrack:
      values[variable] = value;
      c.backtracks--;
      c.depth++;
      levels[variable] = c.depth;
      break;
    case EventCode.prune:
      c.prunes--;
      break;
    case EventCode.set:
      if (value >= 0 && extra < 0) c.depth--;
      else if (value < 0 && extra >= 0) c.depth++;
      values[variable] = extra;
      break;
    case EventCode.solution:
      c.solutions--;
      break;
    case EventCode.place:
      values[variable] = -1;
      break;
    case EventCode.repair:
    case EventCode.walk:
      values[variable] = extra;
      c.steps--;
      break;
  }
}

const zero = (): Counters => ({ nodes: 0, backtracks: 0, prunes: 0, solutions: 0, depth: 0, steps: 0 });

export class Trace {
  readonly variables: number;
  readonly checkpointInterval: number;
  readonly maxEvents: number;
  readonly maxSnapshots: number;
  /** Events seen. */
  total = 0;
  /** Events kept in full (a prefix of all events). */
  recorded = 0;
  /** Restarts so far (the live count). */
  restarts = 0;
  /** Backjumps so far (the live count). */
  backjumps = 0;
  /** The most variables assigned at once so far (the best depth reached). */
  maxDepth = 0;
  /** Spacing of the snapshots of the thinned region. */
  thinInterval: number;
  /** Bumped on every append: a cheap "did it change" for the UI. */
  version = 0;

  private readonly chunks: Chunk[] = [];
  /** Checkpoint k: the state at position k * checkpointInterval (see the glossary). */
  readonly checkpoints: Checkpoint[] = [];
  private readonly thin: Snapshot[] = [];
  /** State at position `total`. */
  readonly endValues: Int32Array;
  readonly endLevels: Int32Array;
  readonly end: Counters = zero();
  /** Positions just after each solution event and after each backtrack (for jumps). */
  readonly solutionPositions: number[] = [];
  /**
   * Branch and bound's `bound` records (each improving solution: the position just after it, the
   * solution's index, the objective variable and its value), kept past the recorded region too.
   */
  readonly bounds: { position: number; solution: number; variable: number; value: number }[] = [];

  constructor(options: TraceOptions) {
    this.variables = options.variables;
    this.checkpointInterval = options.checkpointInterval ?? 1024;
    this.maxEvents = options.maxEvents ?? 4_000_000;
    this.maxSnapshots = options.maxSnapshots ?? 4096;
    this.thinInterval = this.checkpointInterval * 64;
    this.endValues = new Int32Array(this.variables).fill(-1);
    this.endLevels = new Int32Array(this.variables);
    this.saveCheckpoint();
  }

  get thinned(): boolean {
    return this.total > this.recorded;
  }

  /** Bytes held by events, checkpoints and snapshots. */
  get bytes(): number {
    const perEvent = 1 + 4 * 3;
    return (
      this.chunks.length * CHUNK * perEvent +
      this.checkpoints.reduce((sum, c) => sum + this.variables * 8 + COUNTER_FIELDS * 8 + (c.domains ? c.domains.sizes.byteLength + (c.domains.masks?.byteLength ?? 0) : 0), 0) +
      this.thin.length * (this.variables * 8 + 64)
    );
  }

  private saveCheckpoint(): void {
    this.checkpoints.push({ position: this.total, values: this.endValues.slice(), levels: this.endLevels.slice(), counters: { ...this.end }, domains: null });
  }

  /** Append `count` encoded events (EVENT_FIELDS integers each). */
  append(data: Int32Array, count: number): void {
    const values = this.endValues;
    const levels = this.endLevels;
    const end = this.end;
    for (let i = 0; i < count; i++) {
      const o = i * EVENT_FIELDS;
      const type = data[o]!;
      const variable = data[o + 1]!;
      const value = data[o + 2]!;
      const extra = data[o + 3]!;
      if (this.recorded === this.total && this.recorded < this.maxEvents) {
        const at = this.recorded;
        const k = at % CHUNK;
        if (k === 0 && at / CHUNK === this.chunks.length) {
          this.chunks.push({
            type: new Uint8Array(CHUNK),
            variable: new Int32Array(CHUNK),
            value: new Int32Array(CHUNK),
            extra: new Int32Array(CHUNK),
          });
        }
        const chunk = this.chunks[(at / CHUNK) | 0]!;
        chunk.type[k] = type;
        chunk.variable[k] = variable;
        chunk.value[k] = value;
        chunk.extra[k] = extra;
        this.recorded++;
        applyEvent(values, levels, end, type, variable, value);
        this.total++;
        if (this.total % this.checkpointInterval === 0) this.saveCheckpoint();
      } else {
        applyEvent(values, levels, end, type, variable, value);
        this.total++;
        if (this.total % this.thinInterval === 0) this.saveSnapshot();
      }
      if (type === EventCode.solution) this.solutionPositions.push(this.total);
      else if (type === EventCode.bound) this.bounds.push({ position: this.total, solution: extra, variable, value });
      else if (type === EventCode.restart) this.restarts++;
      else if (type === EventCode.backjump) this.backjumps++;
      if (end.depth > this.maxDepth) this.maxDepth = end.depth;
    }
    this.version++;
  }

  private saveSnapshot(): void {
    this.thin.push({ position: this.total, values: this.endValues.slice(), levels: this.endLevels.slice(), counters: { ...this.end } });
    if (this.thin.length > this.maxSnapshots) {
      // Keep every other snapshot: the spacing doubles, the memory stays bounded.
      this.thinInterval *= 2;
      const kept = this.thin.filter((s) => s.position % this.thinInterval === 0);
      this.thin.length = 0;
      this.thin.push(...kept);
    }
  }

  /** Fields of event i (0-based), which must be in the full region. */
  type(i: number): number {
    return this.chunks[(i / CHUNK) | 0]!.type[i % CHUNK]!;
  }
  variable(i: number): number {
    return this.chunks[(i / CHUNK) | 0]!.variable[i % CHUNK]!;
  }
  value(i: number): number {
    return this.chunks[(i / CHUNK) | 0]!.value[i % CHUNK]!;
  }
  extra(i: number): number {
    return this.chunks[(i / CHUNK) | 0]!.extra[i % CHUNK]!;
  }

  /** The checkpoint at or before position p (p in the full region). */
  checkpoint(p: number): Checkpoint {
    const k = Math.min(Math.floor(p / this.checkpointInterval), this.checkpoints.length - 1);
    return this.checkpoints[k]!;
  }

  /** The snapshot at or before position p in the thinned region (the end when p is the end). */
  snapshot(p: number): Snapshot {
    if (p >= this.total) return { position: this.total, values: this.endValues, levels: this.endLevels, counters: this.end };
    let best: Snapshot | null = null;
    let lo = 0;
    let hi = this.thin.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const s = this.thin[mid]!;
      if (s.position <= p) {
        best = s;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (!best || best.position < this.recorded) return this.checkpoint(this.recorded);
    return best;
  }

  /** First position > p just after an event of the given type (or of `also`; in the full region), or -1. */
  findNext(p: number, type: number, also = -1): number {
    for (let i = p; i < this.recorded; i++) {
      const t = this.type(i);
      if (t === type || t === also) return i + 1;
    }
    return -1;
  }

  /** Last position < p just after an event of the given type (or of `also`), or -1. */
  findPrevious(p: number, type: number, also = -1): number {
    for (let i = Math.min(p, this.recorded) - 2; i >= 0; i--) {
      const t = this.type(i);
      if (t === type || t === also) return i + 1;
    }
    return -1;
  }
}

/**
 * The board projection: the assignment and counters at one position. Moving by a few steps
 * applies or undoes those events; a long jump starts from the nearest checkpoint; in the thinned
 * region it shows the snapshot at or before the position.
 */
export class TraceCursor implements Replay {
  readonly values: Int32Array;
  readonly levels: Int32Array;
  readonly counters: Counters = zero();
  /** Position whose state `values` holds (may be below the requested one in the thinned region). */
  position = 0;
  /** Last requested position. */
  requested = 0;
  readonly interval: number;

  constructor(readonly trace: Trace) {
    this.values = new Int32Array(trace.variables).fill(-1);
    this.levels = new Int32Array(trace.variables);
    this.interval = trace.checkpointInterval;
  }

  private show(s: Snapshot): void {
    this.values.set(s.values);
    this.levels.set(s.levels);
    Object.assign(this.counters, s.counters);
    this.position = s.position;
  }

  load(p: number): void {
    this.show(this.trace.checkpoint(p));
  }

  forward(i: number): void {
    const t = this.trace;
    applyEvent(this.values, this.levels, this.counters, t.type(i), t.variable(i), t.value(i));
  }

  backward(i: number): boolean {
    const t = this.trace;
    const type = t.type(i);
    if (type === EventCode.restart || type === EventCode.backjump || type === EventCode.condition) return false;
    undoEvent(this.values, this.levels, this.counters, type, t.variable(i), t.value(i), t.extra(i));
    return true;
  }

  /** Move to position p (clamped to 0..total). Returns the position actually shown. */
  seek(p: number): number {
    const t = this.trace;
    const target = Math.max(0, Math.min(Math.round(p), t.total));
    this.requested = target;
    if (target > t.recorded) {
      this.show(t.snapshot(target));
      return this.position;
    }
    if (this.position > t.recorded) this.load(target);
    replayTo(this, target);
    return this.position;
  }
}
