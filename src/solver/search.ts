/**
 * Backtracking search as a generator of events (AIMA fig. 6.5, with an explicit stack so that a
 * viewer can pause between any two events and recursion depth costs nothing per event).
 *
 *   for await each event of search(problem, options) ...   // a viewer
 *   solve(problem, options)                                 // a batch run: no events are built
 *
 * How to read it next to the textbook's BACKTRACK:
 *
 *   function BACKTRACK(assignment)                     depthFirst() below, one loop:
 *     if assignment is complete: return it               run.complete() → run.solution()
 *     var ← SELECT-UNASSIGNED-VARIABLE                   run.expand(): choose a variable, order
 *     for each value in ORDER-DOMAIN-VALUES(var)           its values, push them as a frame
 *       if value is consistent (+ INFERENCE)             run.tryNext(): assign the next value of
 *         result ← BACKTRACK(assignment)                   the top frame and infer
 *         if result ≠ failure: return result
 *       remove {var = value} and inferences              run.retract()
 *     return failure                                     run.backUp(): the frame is exhausted; go
 *                                                          back (chronologically, or a backjump)
 *
 * The policies (variable order, value order, inference, how to go back, restarts) are chosen
 * once, when the run is made; the loop itself tests no option. Each step of the run appends its
 * events to an outbox that the loop yields (only when recording: a batch run builds none).
 */
import { emptyStats, type EndCause, type SearchEvent, type Stats, type Status } from './events.ts';
import { orderValues, selectReason, selectVariable } from './heuristics.ts';
import { withDefaults, type SearchOptions } from './options.ts';
import type { Problem } from './problem.ts';
import { Random } from './random.ts';
import { NO_CONSTRAINT, State } from './state.ts';
import { now } from './clock.ts';

export interface SearchResult {
  status: Status;
  /** Each solution: the value of every variable. */
  solutions: Int32Array[];
  stats: Stats;
  message?: string;
}

/** The result of a search that ends now: the counters it kept outside `stats` are written in. */
export function searchResult(
  status: Status,
  solutions: Int32Array[],
  stats: Stats,
  counters: { prunes: number; checks: number; start: number; inferenceMs: number },
  message?: string,
): SearchResult {
  stats.prunes = counters.prunes;
  stats.checks = counters.checks;
  stats.timeMs = now() - counters.start;
  stats.inferenceMs = counters.inferenceMs;
  stats.solutions = solutions.length;
  const result: SearchResult = { status, solutions, stats };
  if (message !== undefined) result.message = message;
  return result;
}

/** Limits and cancellation, checked once per node. */
class Budget {
  private readonly deadline: number;
  constructor(
    private readonly options: SearchOptions,
    start: number,
  ) {
    this.deadline = start + options.timeLimitMs;
  }
  /** The status to stop with, or null to go on. */
  exceeded(nodes: number): Status | null {
    if (this.options.signal?.aborted) return 'stopped';
    if (nodes >= this.options.nodeLimit) return 'stopped';
    if (this.options.timeLimitMs !== Infinity && now() > this.deadline) return 'timeout';
    return null;
  }
}

/** Inference after `v` was assigned: false when a domain empties or a check fails. */
type Inference = (state: State, v: number) => boolean;

const INFERENCE: Record<SearchOptions['inference'], Inference> = {
  none(state, v) {
    const violated = state.checkAssigned(v);
    if (violated < 0) return true;
    state.failedVar = v;
    state.failedConstraint = violated;
    return false;
  },
  fc: (state, v) => state.forwardCheck(v),
  mac(state, v) {
    state.schedule(v);
    return state.propagateQueue();
  },
};

/** What `tryNext` did. */
type Try = (typeof Try)[keyof typeof Try];
const Try = {
  /** A value was assigned and inference kept every domain non-empty: go deeper. */
  Consistent: 0,
  /** A value was assigned, failed, and was taken back: try the next one. */
  Inconsistent: 1,
  /** No value of the top frame is left. */
  Exhausted: 2,
  /** The restart policy says: start again from the root. */
  Restart: 3,
  /** A limit or cancellation: `run.stopStatus` says which. */
  Stop: 4,
} as const;

const EMPTY = new Int32Array(0);

/**
 * One search in progress: the state, the statistics, the solutions, the explicit stack (one frame
 * per depth: the variable chosen there, its ordered values, the next one to try, the trail mark
 * and prune count of its assignment) and the policies chosen from the options.
 */
class Run {
  readonly options: SearchOptions;
  readonly state: State;
  readonly stats: Stats = emptyStats();
  readonly solutions: Int32Array[] = [];
  readonly record: boolean;
  readonly start = now();
  inferenceMs = 0;
  /** Events waiting to be yielded: every event when recording, else only solutions. */
  readonly outbox: SearchEvent[] = [];
  stopStatus: Status = 'stopped';

  // Policies, chosen once.
  private readonly budget: Budget;
  private readonly random: Random;
  private readonly infer: Inference;
  /** Under MAC after AC-3 the state is arc consistent: assigning a variable already down to one value changes nothing. */
  private readonly skipSettled: boolean;
  /** Going back from an exhausted frame: chronologically or by a backjump. */
  readonly backUp: () => boolean;
  /** Alternatives one choice puts on the frontier: its values (d-way), or `x = v` and `x ≠ v` (binary). */
  private readonly binary: boolean;
  /** Binary branching under MAC: a refutation `x ≠ v` is propagated (else only the value goes). */
  private readonly propagateRefutations: boolean;

  // The explicit stack.
  private readonly n: number;
  private readonly frameVar: Int32Array;
  private readonly frameNext: Int32Array;
  private readonly frameCount: Int32Array;
  private readonly frameMark: Int32Array;
  private readonly framePrunes: Int32Array;
  private readonly frameValues: Int32Array[] = [];
  private readonly scratch: Float64Array;
  /** Frames in use. */
  level = 0;
  /** Variables assigned (the depth). */
  assigned = 0;
  /** Alternatives on the stack not yet tried (see `Stats.maxFrontier`). */
  private frontier = 0;

  // Restarts (first solution only): after a Luby-sequence number of failures, go back to the
  // root keeping what was learnt (dom/wdeg weights, the random generator's position).
  private readonly rootMark: number;
  private failuresLeft: number;
  /** Prunes of search decisions at the root (binary branching's refutations there). */
  private rootPrunes = 0;

  // Conflict-directed backjumping (d-way branching only). Levels are depths: the assignment of
  // frame f is level f + 1. Each frame keeps the levels that refuted the values it tried
  // (`frameConflict`); the state keeps, per variable, the levels that explain its removals.
  private readonly cbj: boolean;
  private readonly words: number;
  private readonly frameConflict: Int32Array;
  /** Frames that had a solution below them: they back up chronologically. */
  private readonly frameChrono: Uint8Array;
  private readonly failure: Int32Array;

  constructor(problem: Problem, options: SearchOptions) {
    this.options = options;
    const state = (this.state = new State(problem));
    this.record = state.record = options.record;
    this.budget = new Budget(options, this.start);
    this.random = new Random(options.seed);
    this.infer = INFERENCE[options.inference];
    this.skipSettled = options.inference === 'mac' && options.ac3;
    const n = (this.n = state.variableCount);
    this.frameVar = new Int32Array(n);
    this.frameNext = new Int32Array(n);
    this.frameCount = new Int32Array(n);
    this.frameMark = new Int32Array(n);
    this.framePrunes = new Int32Array(n);
    this.scratch = new Float64Array(state.largestDomain);
    this.rootMark = state.trailMark;
    const restarting = options.restarts === 'luby' && options.maxSolutions === 1;
    this.failuresLeft = restarting ? luby(1) * options.restartBase : Infinity;
    this.cbj = options.backjump && options.branching === 'd-way';
    if (this.cbj) state.explainRemovals();
    const words = (this.words = state.levelWords);
    this.frameConflict = new Int32Array(this.cbj ? n * words : 0);
    this.frameChrono = new Uint8Array(this.cbj ? n : 0);
    this.failure = new Int32Array(words);
    this.backUp = this.cbj ? this.backjump : this.backtrack;
    this.binary = options.branching === 'binary';
    this.propagateRefutations = options.inference === 'mac';
  }

  // ---- the steps of the search ----

  /** Every variable has a value. */
  complete(): boolean {
    return this.assigned === this.n;
  }

  /** Record the current assignment as a solution; true when no more are wanted. */
  solution(): boolean {
    const values = this.state.value.slice();
    const solutions = this.solutions;
    solutions.push(values);
    this.stats.solutions = solutions.length;
    this.outbox.push({ type: 'solution', index: solutions.length - 1, values });
    // Below a solution, backjumping backs up chronologically.
    if (this.cbj) this.frameChrono.fill(1, 0, this.level);
    return solutions.length >= this.options.maxSolutions || this.level === 0;
  }

  /** SELECT-UNASSIGNED-VARIABLE and ORDER-DOMAIN-VALUES: push a frame for the chosen variable. */
  expand(): void {
    const { state, options, level } = this;
    const v = selectVariable(state, options.variableOrder);
    if (this.record) {
      this.outbox.push({ type: 'select', variable: v, depth: this.assigned, heuristic: options.variableOrder, ...selectReason(state, v) });
    }
    let values = this.frameValues[level];
    if (!values) values = this.frameValues[level] = new Int32Array(state.largestDomain);
    const count = orderValues(state, v, options.valueOrder, values, this.scratch, this.random);
    this.frameVar[level] = v;
    this.frameCount[level] = count;
    this.frameNext[level] = 0;
    if (this.cbj) {
      this.frameConflict.fill(0, level * this.words, (level + 1) * this.words);
      this.frameChrono[level] = 0;
    }
    this.level = level + 1;
    this.stats.explored++;
    this.grow(this.binary ? 2 : count);
  }

  /** `count` alternatives join the frontier. */
  private grow(count: number): void {
    this.frontier += count;
    if (this.frontier > this.stats.maxFrontier) this.stats.maxFrontier = this.frontier;
  }

  /** Try the next value of the top frame: assign it and infer; on failure take it back. */
  tryNext(): Try {
    const f = this.level - 1;
    if (this.frameNext[f]! >= this.frameCount[f]!) return Try.Exhausted;
    const { state, stats } = this;
    const stop = this.budget.exceeded(stats.nodes);
    if (stop) {
      this.stopStatus = stop;
      return Try.Stop;
    }
    if (this.failuresLeft <= 0) return Try.Restart;
    const v = this.frameVar[f]!;
    const value = this.frameValues[f]![this.frameNext[f]!++]!;
    this.frontier--;
    const settled = this.skipSettled && state.size(v) === 1;
    this.frameMark[f] = state.trailMark;
    state.value[v] = value;
    state.reduceTo(v, value);
    const depth = ++this.assigned;
    if (this.cbj) state.levelOf[v] = depth;
    stats.nodes++;
    if (depth > stats.maxDepth) stats.maxDepth = depth;
    if (this.record) this.outbox.push({ type: 'assign', variable: v, value, depth });
    let ok = true;
    if (!settled) {
      const t = now();
      ok = this.infer(state, v);
      this.inferenceMs += now() - t;
    }
    this.framePrunes[f] = this.record ? this.drainPrunes(depth) : 0;
    if (ok) return Try.Consistent;
    this.failuresLeft--;
    if (this.record) this.outbox.push(this.failureEvent(depth));
    if (this.cbj) this.refuted(f);
    this.retract();
    return Try.Inconsistent;
  }

  /** Take back the assignment of the top frame (and the inferences it made). */
  retract(): void {
    const { state } = this;
    const f = this.level - 1;
    const v = this.frameVar[f]!;
    const value = state.value[v]!;
    state.undoTo(this.frameMark[f]!);
    state.value[v] = -1;
    const depth = --this.assigned;
    this.stats.backtracks++;
    if (this.record) this.outbox.push({ type: 'backtrack', variable: v, value, depth, restored: this.framePrunes[f]! });
  }

  /**
   * Chronological backtracking: the top frame is exhausted, so pop it and take back the
   * assignment of the frame below, whose next value is tried next. False when none is left.
   */
  private backtrack(): boolean {
    if (!this.pop()) return false;
    this.retract();
    return true;
  }

  /** Drop the exhausted top frame (a failure); false when it was the last one. */
  pop(): boolean {
    this.failuresLeft--;
    this.level--;
    return this.level > 0;
  }

  /**
   * Conflict-directed backjumping: every value of the top frame failed. Its conflict set: the
   * levels that removed values of its variable before it was chosen, and those that refuted the
   * values tried. Go back to the deepest of them (chronologically if a solution was found below),
   * taking back everything in between at once. False when the conflict set is empty.
   */
  private backjump(): boolean {
    this.failuresLeft--;
    const { state, stats, words, frameConflict, frameVar } = this;
    const f = this.level - 1;
    const v = frameVar[f]!;
    const target = this.frameChrono[f] ? f : deepestLevel(state.conflict, v * words, frameConflict, f * words, words);
    if (target > f) throw new Error(`backjump: frame ${f} blames level ${target}`);
    if (target === 0) return false;
    const g = target - 1; // the frame whose assignment is refuted
    if (!this.frameChrono[f]) {
      const o = g * words;
      for (let i = 0; i < words; i++) frameConflict[o + i]! |= state.conflict[v * words + i]! | frameConflict[f * words + i]!;
      frameConflict[o + (target >>> 5)]! &= ~(1 << (target & 31));
    }
    const count = f - g;
    const jumped = this.record && count > 1 ? new Int32Array(count) : EMPTY;
    const jumpedValues = this.record && count > 1 ? new Int32Array(count) : EMPTY;
    let restored = 0;
    const value = state.value[frameVar[g]!]!;
    for (let k = f - 1; k >= g; k--) {
      const u = frameVar[k]!;
      restored += this.framePrunes[k]!;
      if (jumped.length > 0) {
        jumped[f - 1 - k] = u;
        jumpedValues[f - 1 - k] = state.value[u]!;
      }
      state.value[u] = -1;
    }
    // The untried values of the frames jumped over leave the frontier.
    for (let k = g + 1; k <= f; k++) this.frontier -= this.frameCount[k]! - this.frameNext[k]!;
    state.undoTo(this.frameMark[g]!);
    this.assigned = g;
    this.level = g + 1;
    stats.backtracks += count;
    if (count > 1) {
      stats.backjumps++;
      if (this.record) this.outbox.push({ type: 'backjump', variable: v, from: f, to: g, variables: jumped, values: jumpedValues, restored });
    } else if (this.record) {
      this.outbox.push({ type: 'backtrack', variable: frameVar[g]!, value, depth: g, restored });
    }
    return true;
  }

  /** The value just tried at frame f failed: its explanation, minus f's own level, refutes it. */
  private refuted(f: number): void {
    const { failure, words, frameConflict } = this;
    failure.fill(0);
    const o = f * words;
    if (this.state.explainFailure(failure)) {
      const own = f + 1;
      failure[own >>> 5]! &= ~(1 << (own & 31));
      for (let i = 0; i < words; i++) frameConflict[o + i]! |= failure[i]!;
    } else {
      for (let l = 1; l <= f; l++) frameConflict[o + (l >>> 5)]! |= 1 << (l & 31);
    }
  }

  /** Restart: take back every assignment at once, with every prune made since the root. */
  restart(): void {
    const { state, stats } = this;
    const f = this.level - 1;
    const from = this.record ? state.value.slice() : EMPTY;
    let restored = this.rootPrunes;
    for (let k = 0; k < f; k++) restored += this.framePrunes[k]!;
    this.rootPrunes = 0;
    state.undoTo(this.rootMark);
    state.value.fill(-1);
    this.level = 0;
    this.assigned = 0;
    this.frontier = 0;
    const index = ++stats.restarts;
    this.failuresLeft = luby(index + 1) * this.options.restartBase;
    if (this.record) this.outbox.push({ type: 'restart', index, from, to: state.value.slice(), restored });
  }

  // ---- binary branching ----

  /**
   * Binary branching's right branch at frame f: pop the frame, remove its value from its variable
   * (a prune caused by the search itself) and propagate as the inference says. Its prunes belong
   * to the frame below.
   */
  refute(value: number): boolean {
    const { state } = this;
    const f = this.level - 1;
    const v = this.frameVar[f]!;
    this.level = f;
    this.frontier--;
    state.cause = NO_CONSTRAINT;
    state.via = v;
    const t = now();
    let ok = state.remove(v, value);
    if (ok && this.propagateRefutations) {
      state.schedule(v);
      ok = state.propagateQueue();
    }
    this.inferenceMs += now() - t;
    if (this.record) {
      const count = this.drainPrunes(this.assigned);
      if (f > 0) this.framePrunes[f - 1]! += count;
      else this.rootPrunes += count;
      if (!ok) this.outbox.push(this.failureEvent(this.assigned));
    }
    if (!ok) this.failuresLeft--;
    return ok;
  }

  /** The value frame f tried (binary branching tries one). */
  triedValue(f: number): number {
    return this.frameValues[f]![this.frameNext[f]! - 1]!;
  }

  // ---- events ----

  /** Move the logged removals to the outbox as `prune` events; returns how many. */
  drainPrunes(depth: number): number {
    const state = this.state;
    const log = state.log;
    const n = state.logLength;
    for (let i = 0; i < n; i += 4) {
      this.outbox.push({ type: 'prune', variable: log[i]!, value: log[i + 1]!, constraint: log[i + 2]!, via: log[i + 3]!, depth });
    }
    state.logLength = 0;
    return n >>> 2;
  }

  failureEvent(depth: number): SearchEvent {
    return {
      type: this.options.inference === 'none' ? 'conflict' : 'wipeout',
      variable: this.state.failedVar,
      constraint: this.state.failedConstraint,
      depth,
    };
  }

  finish(status: Status, message?: string): SearchResult {
    const { state } = this;
    return searchResult(status, this.solutions, this.stats, { prunes: state.prunes, checks: state.checks, start: this.start, inferenceMs: this.inferenceMs }, message);
  }
}

/** Yield the events the run's last steps left in its outbox. */
function* flush(run: Run): Generator<SearchEvent, void> {
  const outbox = run.outbox;
  for (let i = 0; i < outbox.length; i++) yield outbox[i]!;
  outbox.length = 0;
}

/** The last event: `done`, with a copy of the statistics. */
function* done(run: Run, status: Status, message?: string, cause?: EndCause): Generator<SearchEvent, SearchResult> {
  yield* flush(run);
  const result = run.finish(status, message);
  const event: SearchEvent = { type: 'done', status, stats: { ...result.stats } };
  if (message !== undefined) event.message = message;
  if (cause !== undefined && event.type === 'done') event.cause = cause;
  yield event;
  return result;
}

/**
 * Search for solutions, yielding events. The generator's return value is the final result; the
 * last event is always `done`. With `record: false` only `solution` and `done` are yielded.
 */
export function* search(problem: Problem, partial: Partial<SearchOptions> = {}): Generator<SearchEvent, SearchResult> {
  const options = withDefaults(partial);
  const run = new Run(problem, options);
  const state = run.state;

  // A variable with an empty initial domain: nothing to search.
  for (let v = 0; v < state.variableCount; v++) {
    if (state.size(v) === 0) return yield* done(run, 'unsatisfiable', `${problem.variables[v]!.name} has no possible value`, { code: 'no-value', variable: v });
  }

  if (options.ac3) {
    if (options.record) yield { type: 'phase', phase: 'ac3' };
    const t = now();
    state.scheduleAll();
    const ok = state.propagateQueue();
    run.inferenceMs += now() - t;
    if (options.record) {
      run.drainPrunes(0);
      if (!ok) run.outbox.push(run.failureEvent(0));
      yield* flush(run);
    }
    if (!ok) {
      const name = problem.variables[state.failedVar]?.name ?? '?';
      return yield* done(run, 'unsatisfiable', `arc consistency leaves ${name} with no value`, { code: 'arc-empty', variable: state.failedVar });
    }
  }
  if (options.record) yield { type: 'phase', phase: 'search' };

  if (options.strategy === 'bfs') return yield* breadthFirst(run);
  if (options.branching === 'binary') return yield* binaryDepthFirst(run);
  return yield* depthFirst(run);
}

/** Depth-first search, d-way branching: BACKTRACK with an explicit stack. */
function* depthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const record = run.record;
  let deeper = true; // the last assignment was consistent (or nothing is assigned yet)
  for (;;) {
    if (deeper) {
      if (run.complete()) {
        const enough = run.solution();
        yield* flush(run);
        if (enough) return yield* done(run, 'solved');
        run.retract(); // go on after a solution: take back the last assignment
      } else {
        run.expand();
      }
    }
    const outcome = run.tryNext();
    if (record) yield* flush(run);
    deeper = outcome === Try.Consistent;
    if (outcome === Try.Exhausted) {
      if (!run.backUp()) return yield* done(run, run.solutions.length > 0 ? 'solved' : 'unsatisfiable');
    } else if (outcome === Try.Restart) {
      run.restart();
      deeper = true;
    } else if (outcome === Try.Stop) {
      return yield* done(run, run.stopStatus);
    }
  }
}

/**
 * Depth-first search, binary branching: each choice is `x = v` (left) then `x ≠ v` (right, the
 * value removed and propagated), after which a variable is chosen again at the same depth, so
 * that inference and the variable order act between two values.
 */
function* binaryDepthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const record = run.record;
  const finished = () => done(run, run.solutions.length > 0 ? 'solved' : 'unsatisfiable');
  let deeper = true;
  for (;;) {
    if (deeper) {
      if (run.complete()) {
        const enough = run.solution();
        yield* flush(run);
        if (enough) return yield* done(run, 'solved');
        deeper = false;
      } else {
        run.expand();
        const outcome = run.tryNext();
        if (record) yield* flush(run);
        if (outcome === Try.Consistent) continue;
        if (outcome === Try.Stop) return yield* done(run, run.stopStatus);
        if (outcome === Try.Exhausted) {
          // No value at all (an empty domain, which inference never leaves): a dead end.
          if (!run.pop()) return yield* finished();
          deeper = false;
          continue;
        }
        if (outcome === Try.Restart) {
          run.restart();
          continue;
        }
        // `x = v` failed (and was taken back): take the right branch `x ≠ v`.
        const refuted = run.refute(run.triedValue(run.level - 1));
        if (record) yield* flush(run);
        if (refuted) continue;
        if (run.level === 0) return yield* finished();
        deeper = false;
      }
    }
    // Go back: take back the top frame's `x = v` and take its right branch `x ≠ v`, until one holds.
    run.retract();
    const refuted = run.refute(run.triedValue(run.level - 1));
    if (record) yield* flush(run);
    if (refuted) deeper = true;
    else if (run.level === 0) return yield* finished();
  }
}

/**
 * Breadth-first search: a FIFO queue of whole states (domains and assignment). Expands every
 * state of depth d before any of depth d+1; stops with `memory-limit` before the queue would need
 * more than `bfsMaxBytes`.
 */
function* breadthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const { state, options, stats, solutions } = run;
  const n = state.variableCount;
  const budget = new Budget(options, run.start);
  const random = new Random(options.seed);
  const infer = INFERENCE[options.inference];
  const maxSize = state.largestDomain;
  const values = new Int32Array(maxSize);
  const scratch = new Float64Array(maxSize);
  const bytesPerState = state.snapshotBytes;
  const maxStates = Math.max(1, Math.floor(options.bfsMaxBytes / bytesPerState));
  state.record = false; // states jump around: prunes are counted, not shown
  let queue: ReturnType<State['snapshot']>[] = [state.snapshot()];
  let head = 0;
  stats.maxFrontier = 1;
  let shown = new Int32Array(n).fill(-1);

  while (head < queue.length) {
    const node = queue[head]!;
    queue[head++] = undefined as never;
    if (head > 4096 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    state.restore(node);
    if (options.record && !sameValues(shown, node.value)) {
      yield { type: 'jump', from: shown, to: node.value.slice() };
      shown = node.value.slice();
    }
    let depth = 0;
    for (let v = 0; v < n; v++) if (node.value[v]! >= 0) depth++;
    if (depth === n) {
      const solution = node.value.slice();
      solutions.push(solution);
      stats.solutions = solutions.length;
      yield { type: 'solution', index: solutions.length - 1, values: solution };
      if (solutions.length >= options.maxSolutions) return yield* done(run, 'solved');
      continue;
    }
    const v = selectVariable(state, options.variableOrder);
    if (options.record) yield { type: 'select', variable: v, depth, heuristic: options.variableOrder, ...selectReason(state, v) };
    stats.explored++;
    const count = orderValues(state, v, options.valueOrder, values, scratch, random);
    for (let k = 0; k < count; k++) {
      const stop = budget.exceeded(stats.nodes);
      if (stop) return yield* done(run, stop);
      const value = values[k]!;
      if (k > 0) state.restore(node);
      state.value[v] = value;
      state.reduceTo(v, value);
      stats.nodes++;
      if (depth + 1 > stats.maxDepth) stats.maxDepth = depth + 1;
      const t = now();
      const ok = infer(state, v);
      run.inferenceMs += now() - t;
      if (options.record) {
        yield { type: 'assign', variable: v, value, depth: depth + 1 };
        if (!ok) yield run.failureEvent(depth + 1);
        yield { type: 'backtrack', variable: v, value, depth, restored: 0 };
      }
      if (!ok) continue;
      if (queue.length - head >= maxStates) {
        return yield* done(
          run,
          'memory-limit',
          `breadth-first search stopped: its queue would need more than ${Math.round(options.bfsMaxBytes / 1048576)} MB ` +
            `(${maxStates} states of ${bytesPerState} bytes); use depth-first search for this puzzle`,
        );
      }
      queue.push(state.snapshot());
      if (queue.length - head > stats.maxFrontier) stats.maxFrontier = queue.length - head;
    }
  }
  return yield* done(run, solutions.length > 0 ? 'solved' : 'unsatisfiable');
}

/** The deepest level in the union of two level sets (`words` words each at offsets a and b), or 0. */
function deepestLevel(x: Int32Array, a: number, y: Int32Array, b: number, words: number): number {
  for (let i = words - 1; i >= 0; i--) {
    const word = x[a + i]! | y[b + i]!;
    if (word !== 0) return (i << 5) + 31 - Math.clz32(word);
  }
  return 0;
}

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (i from 1). */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    const top = 2 ** k - 1;
    if (i === top) return 2 ** (k - 1);
    if (i < top) return luby(i - 2 ** (k - 1) + 1);
  }
}

function sameValues(a: Int32Array, b: Int32Array): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Run a search to the end without building events; returns solutions and statistics. */
export function solve(problem: Problem, options: Partial<SearchOptions> = {}): SearchResult {
  const run = search(problem, { ...options, record: false });
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

export { NO_CONSTRAINT };
