/**
 * Backtracking search as a generator of events (AIMA fig. 6.5, with an explicit stack so that a
 * viewer can pause between any two events and recursion depth costs nothing per event).
 *
 *   for await each event of search(problem, options) ...   // a viewer
 *   solve(problem, options)                                 // a batch run: no events are built
 */
import { emptyStats, type SearchEvent, type Stats, type Status } from './events.ts';
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

/** Run inference after `v` was assigned. Returns false when a domain empties or a check fails. */
function infer(state: State, v: number, options: SearchOptions): boolean {
  switch (options.inference) {
    case 'none': {
      const violated = state.checkAssigned(v);
      if (violated >= 0) {
        state.failedVar = v;
        state.failedConstraint = violated;
        return false;
      }
      return true;
    }
    case 'fc':
      return state.forwardCheck(v);
    case 'mac':
      state.schedule(v);
      return state.propagateQueue();
  }
}

function* drainPrunes(state: State, depth: number): Generator<SearchEvent, number> {
  const log = state.log;
  const n = state.logLength;
  for (let i = 0; i < n; i += 4) {
    yield { type: 'prune', variable: log[i]!, value: log[i + 1]!, constraint: log[i + 2]!, via: log[i + 3]!, depth };
  }
  state.logLength = 0;
  return n >>> 2;
}

function failureEvent(state: State, options: SearchOptions, depth: number): SearchEvent {
  return {
    type: options.inference === 'none' ? 'conflict' : 'wipeout',
    variable: state.failedVar,
    constraint: state.failedConstraint,
    depth,
  };
}

/**
 * Search for solutions, yielding events. The generator's return value is the final result; the
 * last event is always `done`. With `record: false` only `solution` and `done` are yielded.
 */
export function* search(problem: Problem, partial: Partial<SearchOptions> = {}): Generator<SearchEvent, SearchResult> {
  const options = withDefaults(partial);
  const start = now();
  const stats = emptyStats();
  const state = new State(problem);
  state.record = options.record;
  const solutions: Int32Array[] = [];
  let inferenceMs = 0;

  const finish = (status: Status, message?: string): SearchResult =>
    searchResult(status, solutions, stats, { prunes: state.prunes, checks: state.checks, start, inferenceMs }, message);
  function* done(status: Status, message?: string): Generator<SearchEvent, SearchResult> {
    const result = finish(status, message);
    const event: SearchEvent = { type: 'done', status, stats: { ...result.stats } };
    if (message !== undefined) event.message = message;
    yield event;
    return result;
  }

  // A variable with an empty initial domain: nothing to search.
  for (let v = 0; v < state.variableCount; v++) {
    if (state.size[v] === 0) {
      return yield* done('unsatisfiable', `${problem.variables[v]!.name} has no possible value`);
    }
  }

  if (options.ac3) {
    if (options.record) yield { type: 'phase', phase: 'ac3' };
    const t = now();
    state.scheduleAll();
    const ok = state.propagateQueue();
    inferenceMs += now() - t;
    if (options.record) {
      yield* drainPrunes(state, 0);
      if (!ok) yield failureEvent(state, options, 0);
    }
    if (!ok) {
      const name = problem.variables[state.failedVar]?.name ?? '?';
      return yield* done('unsatisfiable', `arc consistency leaves ${name} with no value`);
    }
  }
  if (options.record) yield { type: 'phase', phase: 'search' };

  if (options.strategy === 'bfs') {
    return yield* breadthFirst(state, options, stats, solutions, start, (ms) => (inferenceMs += ms), done);
  }

  const n = state.variableCount;
  const budget = new Budget(options, start);
  const random = new Random(options.seed);
  // One frame per depth: the variable chosen there, its ordered values, the next value to try.
  const frameVar = new Int32Array(n);
  const frameNext = new Int32Array(n);
  const frameCount = new Int32Array(n);
  const frameMark = new Int32Array(n);
  const framePrunes = new Int32Array(n);
  const frameValues: Int32Array[] = [];
  const maxSize = state.largestDomain;
  const scratch = new Float64Array(maxSize);

  const skipSettled = options.inference === 'mac' && options.ac3;
  // Restarts (first solution only): after a Luby-sequence number of failures, go back to the
  // root keeping what was learnt (dom/wdeg weights, the random generator's position).
  const restarting = options.restarts === 'luby' && options.maxSolutions === 1;
  const rootMark = state.trailMark;
  let restartIndex = 0;
  let failuresLeft = restarting ? luby(1) * options.restartBase : Infinity;
  /** Prunes of search decisions at the root (binary branching's refutations there). */
  let rootPrunes = 0;
  const binary = options.branching === 'binary';
  /**
   * Binary branching's right branch: remove `value` from `v` (a prune caused by the search itself)
   * and propagate as the inference says. Its prunes belong to the frame below `f`.
   */
  function* refute(v: number, value: number, f: number): Generator<SearchEvent, boolean> {
    state.cause = NO_CONSTRAINT;
    state.via = v;
    const t = now();
    let ok = state.remove(v, value);
    if (ok && options.inference === 'mac') {
      state.schedule(v);
      ok = state.propagateQueue();
    }
    inferenceMs += now() - t;
    if (options.record) {
      const count = yield* drainPrunes(state, assigned);
      if (f > 0) framePrunes[f - 1]! += count;
      else rootPrunes += count;
      if (!ok) yield failureEvent(state, options, assigned);
    }
    return ok;
  }
  // Conflict-directed backjumping (d-way branching only). Levels are depths: the assignment of
  // frame f is level f + 1. Each frame keeps the levels that refuted the values it tried
  // (`frameConflict`); the state keeps, per variable, the levels that explain its removals.
  const cbj = options.backjump && !binary;
  if (cbj) state.explainRemovals();
  const words = state.levelWords;
  const frameConflict = new Int32Array(cbj ? n * words : 0);
  /** Frames that had a solution below them: they back up chronologically. */
  const frameChrono = new Uint8Array(cbj ? n : 0);
  const failure = new Int32Array(words);
  /** The value just tried at frame f failed: its explanation, minus f's own level, refutes it. */
  const refuted = (f: number) => {
    failure.fill(0);
    const o = f * words;
    if (state.explainFailure(failure)) {
      const own = f + 1;
      failure[own >>> 5]! &= ~(1 << (own & 31));
      for (let i = 0; i < words; i++) frameConflict[o + i]! |= failure[i]!;
    } else {
      for (let l = 1; l <= f; l++) frameConflict[o + (l >>> 5)]! |= 1 << (l & 31);
    }
  };
  let retracted = false; // the top frame's assignment was already taken back (by a backjump)

  let level = 0; // frames in use
  let assigned = 0; // variables assigned (= depth)
  let descend = true; // true: choose a new variable; false: retract the top frame's assignment

  for (;;) {
    if (descend) {
      if (assigned === n) {
        const values = state.value.slice();
        solutions.push(values);
        stats.solutions = solutions.length;
        yield { type: 'solution', index: solutions.length - 1, values };
        if (solutions.length >= options.maxSolutions || level === 0) return yield* done('solved');
        if (cbj) frameChrono.fill(1, 0, level);
        descend = false;
      } else {
        const v = selectVariable(state, options.variableOrder);
        if (options.record) {
          yield { type: 'select', variable: v, depth: assigned, heuristic: options.variableOrder, ...selectReason(state, v) };
        }
        let values = frameValues[level];
        if (!values) values = frameValues[level] = new Int32Array(maxSize);
        frameVar[level] = v;
        frameCount[level] = orderValues(state, v, options.valueOrder, values, scratch, random);
        frameNext[level] = 0;
        if (cbj) {
          frameConflict.fill(0, level * words, (level + 1) * words);
          frameChrono[level] = 0;
        }
        level++;
      }
    }
    const f = level - 1;
    const v = frameVar[f]!;
    if (!descend && !retracted) {
      // Take back this frame's assignment (after a solution or an exhausted subtree below).
      const value = state.value[v]!;
      state.undoTo(frameMark[f]!);
      state.value[v] = -1;
      assigned--;
      stats.backtracks++;
      if (options.record) yield { type: 'backtrack', variable: v, value, depth: assigned, restored: framePrunes[f]! };
      if (binary) {
        // Binary branching: the other branch is `v ≠ value`; then choose again at this level.
        level = f;
        if (yield* refute(v, value, f)) {
          descend = true;
          continue;
        }
        failuresLeft--;
        if (level === 0) return yield* done(solutions.length > 0 ? 'solved' : 'unsatisfiable');
        continue;
      }
    }
    // Try the next value of frame f.
    retracted = false;
    descend = false;
    const values = frameValues[f]!;
    while (frameNext[f]! < frameCount[f]!) {
      const stop = budget.exceeded(stats.nodes);
      if (stop) return yield* done(stop);
      if (failuresLeft <= 0) {
        // Restart: take back every assignment at once, with every prune made since the root.
        const from = options.record ? state.value.slice() : EMPTY;
        let restored = rootPrunes;
        for (let k = 0; k < f; k++) restored += framePrunes[k]!;
        rootPrunes = 0;
        state.undoTo(rootMark);
        state.value.fill(-1);
        level = 0;
        assigned = 0;
        restartIndex++;
        stats.restarts = restartIndex;
        failuresLeft = luby(restartIndex + 1) * options.restartBase;
        if (options.record) yield { type: 'restart', index: restartIndex, from, to: state.value.slice(), restored };
        descend = true;
        break;
      }
      const value = values[frameNext[f]!++]!;
      // Under MAC after AC-3 the state is arc consistent: a variable already down to one value
      // changes nothing when assigned, so there is nothing to propagate.
      const settled = skipSettled && state.size[v] === 1;
      frameMark[f] = state.trailMark;
      state.value[v] = value;
      state.reduceTo(v, value);
      assigned++;
      if (cbj) state.levelOf[v] = assigned;
      stats.nodes++;
      if (assigned > stats.maxDepth) stats.maxDepth = assigned;
      if (options.record) yield { type: 'assign', variable: v, value, depth: assigned };
      let ok = true;
      if (!settled) {
        const t = now();
        ok = infer(state, v, options);
        inferenceMs += now() - t;
      }
      framePrunes[f] = options.record ? yield* drainPrunes(state, assigned) : 0;
      if (ok) {
        descend = true;
        break;
      }
      failuresLeft--;
      if (options.record) yield failureEvent(state, options, assigned);
      if (cbj) refuted(f);
      state.undoTo(frameMark[f]!);
      state.value[v] = -1;
      assigned--;
      stats.backtracks++;
      if (options.record) yield { type: 'backtrack', variable: v, value, depth: assigned, restored: framePrunes[f]! };
      if (binary) {
        if (yield* refute(v, value, f)) {
          level = f;
          descend = true;
        } else {
          frameNext[f] = frameCount[f]!;
        }
        break;
      }
    }
    if (descend) continue;
    failuresLeft--;
    if (cbj) {
      // Every value of frame f failed. Its conflict set: the levels that removed values of v before
      // it was chosen, and those that refuted the values tried. Go back to the deepest of them
      // (chronologically if a solution was found below), taking back everything in between.
      const target = frameChrono[f] ? f : deepestLevel(state.conflict, v * words, frameConflict, f * words, words);
      if (target > f) throw new Error(`backjump: frame ${f} blames level ${target}`);
      if (target === 0) return yield* done(solutions.length > 0 ? 'solved' : 'unsatisfiable');
      const g = target - 1; // the frame whose assignment is refuted
      if (!frameChrono[f]) {
        const o = g * words;
        for (let i = 0; i < words; i++) frameConflict[o + i]! |= state.conflict[v * words + i]! | frameConflict[f * words + i]!;
        frameConflict[o + (target >>> 5)]! &= ~(1 << (target & 31));
      }
      const count = f - g;
      const jumped = options.record && count > 1 ? new Int32Array(count) : EMPTY;
      const jumpedValues = options.record && count > 1 ? new Int32Array(count) : EMPTY;
      let restored = 0;
      const value = state.value[frameVar[g]!]!;
      for (let k = f - 1; k >= g; k--) {
        const u = frameVar[k]!;
        restored += framePrunes[k]!;
        if (jumped.length > 0) {
          jumped[f - 1 - k] = u;
          jumpedValues[f - 1 - k] = state.value[u]!;
        }
        state.value[u] = -1;
      }
      state.undoTo(frameMark[g]!);
      assigned = g;
      level = g + 1;
      stats.backtracks += count;
      if (count > 1) {
        stats.backjumps++;
        if (options.record) yield { type: 'backjump', variable: v, from: f, to: g, variables: jumped, values: jumpedValues, restored };
      } else if (options.record) {
        yield { type: 'backtrack', variable: frameVar[g]!, value, depth: g, restored };
      }
      retracted = true;
      continue;
    }
    // Every value of frame f failed: pop it and take back the assignment of the frame below.
    level--;
    if (level === 0) return yield* done(solutions.length > 0 ? 'solved' : 'unsatisfiable');
  }
}

/**
 * Breadth-first search: a FIFO queue of whole states (domains and assignment). Expands every
 * state of depth d before any of depth d+1; stops with `memory-limit` before the queue would need
 * more than `bfsMaxBytes`.
 */
function* breadthFirst(
  state: State,
  options: SearchOptions,
  stats: Stats,
  solutions: Int32Array[],
  start: number,
  addInference: (ms: number) => void,
  done: (status: Status, message?: string) => Generator<SearchEvent, SearchResult>,
): Generator<SearchEvent, SearchResult> {
  const n = state.variableCount;
  const budget = new Budget(options, start);
  const random = new Random(options.seed);
  const maxSize = state.largestDomain;
  const values = new Int32Array(maxSize);
  const scratch = new Float64Array(maxSize);
  const bytesPerState = state.snapshotBytes;
  const maxStates = Math.max(1, Math.floor(options.bfsMaxBytes / bytesPerState));
  state.record = false; // states jump around: prunes are counted, not shown
  let queue: ReturnType<State['snapshot']>[] = [state.snapshot()];
  let head = 0;
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
      if (solutions.length >= options.maxSolutions) return yield* done('solved');
      continue;
    }
    const v = selectVariable(state, options.variableOrder);
    if (options.record) yield { type: 'select', variable: v, depth, heuristic: options.variableOrder, ...selectReason(state, v) };
    const count = orderValues(state, v, options.valueOrder, values, scratch, random);
    for (let k = 0; k < count; k++) {
      const stop = budget.exceeded(stats.nodes);
      if (stop) return yield* done(stop);
      const value = values[k]!;
      if (k > 0) state.restore(node);
      state.value[v] = value;
      state.reduceTo(v, value);
      stats.nodes++;
      if (depth + 1 > stats.maxDepth) stats.maxDepth = depth + 1;
      const t = now();
      const ok = infer(state, v, options);
      addInference(now() - t);
      if (options.record) {
        yield { type: 'assign', variable: v, value, depth: depth + 1 };
        if (!ok) yield failureEvent(state, options, depth + 1);
        yield { type: 'backtrack', variable: v, value, depth, restored: 0 };
      }
      if (!ok) continue;
      if (queue.length - head >= maxStates) {
        return yield* done(
          'memory-limit',
          `breadth-first search stopped: its queue would need more than ${Math.round(options.bfsMaxBytes / 1048576)} MB ` +
            `(${maxStates} states of ${bytesPerState} bytes); use depth-first search for this puzzle`,
        );
      }
      queue.push(state.snapshot());
    }
  }
  return yield* done(solutions.length > 0 ? 'solved' : 'unsatisfiable');
}

const EMPTY = new Int32Array(0);

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
