/**
 * Breadth-first search: a FIFO queue of whole states (domains and assignment), each a snapshot
 * copied out of the state and copied back in when its turn comes. Expands every state of depth d
 * before any of depth d+1; stops with `memory-limit` before the queue would need more than
 * `bfsMaxBytes`. It shares the depth-first search's run: its state, inference, budget, value
 * order's random generator and events. States jump around, so prunes are counted, not shown.
 * With an objective (branch and bound), each solution tightens the bound, which the children made
 * after it keep to; a complete state queued before the bound tightened is dropped unless better.
 */
import { msg } from '../text/index.ts';
import type { SearchEvent } from './events.ts';
import { orderValues } from './heuristics.ts';
import { NOWHERE } from './inference.ts';
import { flush } from './recorder.ts';
import type { Run, SearchResult } from './search.ts';
import type { State } from './state.ts';

/** A whole state: every domain's words and size, and the assignment. */
interface Snapshot {
  bits: Int32Array;
  size: Int32Array;
  value: Int32Array;
}

function snapshot(state: State): Snapshot {
  const bits = new Int32Array(state.totalWords);
  const size = new Int32Array(state.variableCount);
  state.copyDomains(bits, size);
  return { bits, size, value: state.value.slice() };
}

function restore(state: State, s: Snapshot): void {
  state.setDomains(s.bits, s.size);
  state.value.set(s.value);
}

/** Bytes one snapshot takes (an estimate, with the objects' overhead). */
function snapshotBytes(state: State): number {
  return (state.totalWords + 2 * state.variableCount) * 4 + 200;
}

export function* breadthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const { state, options, stats, budget, random, inference, events, bound } = run;
  const outbox = events.outbox;
  const n = state.variableCount;
  const maxSize = state.largestDomain;
  const values = new Int32Array(maxSize);
  const scratch = new Float64Array(maxSize);
  const bytesPerState = snapshotBytes(state);
  const maxStates = Math.max(1, Math.floor(options.bfsMaxBytes / bytesPerState));
  inference.prunes = NOWHERE;
  let queue: (Snapshot | undefined)[] = [snapshot(state)];
  let head = 0;
  stats.maxFrontier = 1;

  while (head < queue.length) {
    const node = queue[head]!;
    queue[head++] = undefined;
    if (head > 4096 && head * 2 > queue.length) {
      queue = queue.slice(head);
      head = 0;
    }
    restore(state, node);
    events.show(node.value);
    if (outbox.length > 0) yield* flush(outbox);
    let depth = 0;
    for (let v = 0; v < n; v++) if (node.value[v]! >= 0) depth++;
    if (depth === n) {
      // Queued before a solution tightened the bound, and no better than it: not a solution now.
      if (bound !== null && !bound.better(node.value[bound.variable]!)) continue;
      run.record(node.value.slice());
      yield* flush(outbox);
      if (run.enough()) return yield* run.done('solved');
      continue;
    }
    const v = run.chooseVariable();
    events.select(state, v, depth, options.variableOrder);
    if (outbox.length > 0) yield* flush(outbox);
    stats.explored++;
    const count = orderValues(state, v, run.valueOrder, values, scratch, random);
    for (let k = 0; k < count; k++) {
      const stop = budget.exceeded(stats.nodes);
      if (stop) return yield* run.stopped(stop);
      const value = values[k]!;
      if (k > 0) restore(state, node);
      state.value[v] = value;
      state.reduceTo(v, value);
      stats.nodes++;
      if (depth + 1 > stats.maxDepth) stats.maxDepth = depth + 1;
      const t = run.inferenceStart();
      const failure = inference.afterAssign(v);
      run.inferenceEnd(t);
      events.assign(v, value, depth + 1);
      if (failure) events.failure(failure, depth + 1);
      events.backtrack(v, value, depth, 0);
      if (outbox.length > 0) yield* flush(outbox);
      if (failure) continue;
      if (queue.length - head >= maxStates) {
        return yield* run.stopped(
          'memory-limit',
          msg('names.end.bfsMemory', { mb: Math.round(options.bfsMaxBytes / 1048576), states: maxStates, bytes: bytesPerState }),
        );
      }
      queue.push(snapshot(state));
      if (queue.length - head > stats.maxFrontier) stats.maxFrontier = queue.length - head;
    }
  }
  return yield* run.exhausted();
}
