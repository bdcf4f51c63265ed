/**
 * Min-conflicts for N-queens, the fast path (the same algorithm, start and events as generic.ts,
 * on a board of any size up to millions of rows): the queen of row r is in column q[r]; per
 * column and per diagonal a count of queens and the XOR of their rows (so a line holding one queen
 * names it), which make CONFLICTS(r, c) = col[c] + up[r + c] + down[c - r + N] an O(1) lookup and a
 * move O(1); the set of empty columns; and a list of the rows that may be in conflict (stale
 * entries are dropped when drawn, so the row picked is uniform over the conflicted ones).
 *
 * The greedy start and each repair choose exactly a min-conflicts value with ties at random,
 * without scanning the whole row when they need not: a value with no conflict can only be an empty
 * column, so the empty columns are sampled (rejection sampling is uniform over those with no
 * conflict) and, when that is slow, scanned; when no empty column is free, the value with one
 * conflict is sampled over the whole row; only when all of that fails is the whole row scanned
 * (reservoir sampling of the ties). Minton et al. 1992 found about 50 repairs after such a start,
 * whatever N.
 *
 * "Violated constraints" are attacking pairs: a line holding k queens adds k(k-1)/2.
 */
import { emptyStats, type LocalSearchEvent } from '../events.ts';
import { Random } from '../random.ts';
import { now } from '../clock.ts';
import type { SearchResult } from '../search.ts';
import type { LocalSearchOptions } from './options.ts';

export function* queensMinConflicts(size: number, options: LocalSearchOptions): Generator<LocalSearchEvent, SearchResult> {
  const start = now();
  const stats = emptyStats();
  stats.steps = 0;
  const N = size;
  const record = options.record;
  const random = new Random(options.seed);
  const deadline = start + options.timeLimitMs;
  const q = new Int32Array(N).fill(-1);
  const col = new Int32Array(N);
  const colX = new Int32Array(N);
  const up = new Int32Array(2 * N);
  const upX = new Int32Array(2 * N);
  const down = new Int32Array(2 * N);
  const downX = new Int32Array(2 * N);
  // Empty columns: a sparse set.
  const free = new Int32Array(N);
  const freeAt = new Int32Array(N);
  let freeCount = 0;
  // Rows that may be in conflict (each at most once).
  const suspects = new Int32Array(N);
  const suspected = new Uint8Array(N);
  let suspectCount = 0;
  let violated = 0;
  let checks = 0;

  const suspect = (r: number): void => {
    if (suspected[r]) return;
    suspected[r] = 1;
    suspects[suspectCount++] = r;
  };

  /** Put row r's queen on column c (r holds no queen). */
  const place = (r: number, c: number): void => {
    q[r] = c;
    const u = r + c;
    const d = c - r + N;
    // A line going from one queen to two: the queen already there is now in conflict.
    let k = col[c]!;
    violated += k;
    if (k === 0) {
      const i = freeAt[c]!;
      const last = free[--freeCount]!;
      free[i] = last;
      freeAt[last] = i;
    } else if (k === 1) suspect(colX[c]!);
    col[c] = k + 1;
    colX[c]! ^= r;
    k = up[u]!;
    violated += k;
    if (k === 1) suspect(upX[u]!);
    up[u] = k + 1;
    upX[u]! ^= r;
    k = down[d]!;
    violated += k;
    if (k === 1) suspect(downX[d]!);
    down[d] = k + 1;
    downX[d]! ^= r;
  };

  /** Take row r's queen off the board. */
  const lift = (r: number): void => {
    const c = q[r]!;
    const u = r + c;
    const d = c - r + N;
    let k = --col[c]!;
    violated -= k;
    colX[c]! ^= r;
    if (k === 0) {
      freeAt[c] = freeCount;
      free[freeCount++] = c;
    }
    k = --up[u]!;
    violated -= k;
    upX[u]! ^= r;
    k = --down[d]!;
    violated -= k;
    downX[d]! ^= r;
    q[r] = -1;
  };

  /** Conflicts of a queen at (r, c) with the queens on the board (row r's own is lifted). */
  const conflictsAt = (r: number, c: number): number => col[c]! + up[r + c]! + down[c - r + N]!;

  let best = 0;
  /**
   * A column for row r (whose queen is off the board) with the fewest conflicts, ties at random;
   * sets `best` to its conflicts.
   */
  const minConflictColumn = (r: number): number => {
    // 1. Sample empty columns: the first with free diagonals is uniform over those with no conflict.
    const tries = Math.min(freeCount, 64 + (freeCount >>> 3));
    for (let t = 0; t < tries; t++) {
      const c = free[random.int(freeCount)]!;
      checks++;
      if (up[r + c] === 0 && down[c - r + N] === 0) {
        best = 0;
        return c;
      }
    }
    // 2. Scan the empty columns: no conflict possible elsewhere.
    let chosen = -1;
    let ties = 0;
    let lowest = Infinity;
    for (let i = 0; i < freeCount; i++) {
      const c = free[i]!;
      const k = up[r + c]! + down[c - r + N]!;
      if (k < lowest) {
        lowest = k;
        chosen = c;
        ties = 1;
      } else if (k === lowest && k === 0 && random.int(++ties) === 0) chosen = c;
    }
    checks += freeCount;
    if (lowest === 0) {
      best = 0;
      return chosen;
    }
    // 3. The minimum is at least 1, and 1 when some column has exactly one conflict: sample the row.
    for (let t = 0; t < 64; t++) {
      const c = random.int(N);
      checks++;
      if (conflictsAt(r, c) === 1) {
        best = 1;
        return c;
      }
    }
    // 4. Scan the row.
    lowest = Infinity;
    for (let c = 0; c < N; c++) {
      const k = conflictsAt(r, c);
      if (k < lowest) {
        lowest = k;
        chosen = c;
        ties = 1;
      } else if (k === lowest && random.int(++ties) === 0) chosen = c;
    }
    checks += N;
    best = lowest;
    return chosen;
  };

  function* greedyStart(restart: number): Generator<LocalSearchEvent, void> {
    col.fill(0);
    colX.fill(0);
    up.fill(0);
    upX.fill(0);
    down.fill(0);
    downX.fill(0);
    q.fill(-1);
    for (let c = 0; c < N; c++) {
      free[c] = c;
      freeAt[c] = c;
    }
    freeCount = N;
    suspected.fill(0);
    suspectCount = 0;
    violated = 0;
    for (let r = 0; r < N; r++) {
      const c = minConflictColumn(r);
      place(r, c);
      if (record) yield { type: 'place', variable: r, value: c, conflicts: best };
    }
    // Suspects: every row in conflict (place() only suspected the queens already there).
    suspected.fill(0);
    suspectCount = 0;
    for (let r = 0; r < N; r++) if (conflictsAt(r, q[r]!) > 3) suspect(r);
    if (record) yield { type: 'start', restart, values: q.slice(), violated };
  }

  const finish = (status: SearchResult['status'], solutions: Int32Array[], message?: string): SearchResult => {
    stats.timeMs = now() - start;
    stats.checks = checks;
    stats.solutions = solutions.length;
    const result: SearchResult = { status, solutions, stats };
    if (message !== undefined) result.message = message;
    return result;
  };

  yield* greedyStart(0);
  let sinceStart = 0;
  for (;;) {
    // Draw a conflicted row (dropping rows no longer in conflict).
    let r = -1;
    while (suspectCount > 0) {
      const i = random.int(suspectCount);
      const s = suspects[i]!;
      if (conflictsAt(s, q[s]!) > 3) {
        r = s;
        break;
      }
      suspects[i] = suspects[--suspectCount]!;
      suspected[s] = 0;
    }
    if (r < 0) {
      if (violated !== 0) throw new Error(`min-conflicts (queens): ${violated} attacking pairs counted but no queen in conflict`);
      const solution = q.slice();
      yield { type: 'solution', index: 0, values: solution };
      const result = finish('solved', [solution]);
      yield { type: 'done', status: 'solved', stats: { ...stats } };
      return result;
    }
    let status: SearchResult['status'] | null = null;
    if (stats.steps >= options.maxSteps) status = 'stopped';
    else if ((stats.steps & 255) === 0 && options.signal?.aborted) status = 'stopped';
    else if ((stats.steps & 255) === 0 && options.timeLimitMs !== Infinity && now() > deadline) status = 'timeout';
    if (status) {
      const message = status === 'timeout' ? 'time limit reached before a solution' : `no solution after ${stats.steps} repairs (local search is incomplete: this says nothing about whether one exists)`;
      const result = finish(status, [], message);
      yield { type: 'done', status, stats: { ...stats }, message };
      return result;
    }
    if (sinceStart >= options.restartSteps) {
      stats.restarts++;
      sinceStart = 0;
      yield* greedyStart(stats.restarts);
      continue;
    }
    const previous = q[r]!;
    const before = conflictsAt(r, previous) - 3;
    lift(r);
    let value: number;
    let walk = false;
    if (options.walk > 0 && random.next() < options.walk) {
      walk = true;
      value = N > 1 ? random.int(N - 1) : 0;
      if (value === previous) value = N - 1;
      best = conflictsAt(r, value);
    } else {
      value = minConflictColumn(r);
    }
    const after = best;
    place(r, value);
    if (after > 0) suspect(r);
    stats.steps++;
    sinceStart++;
    if (record) yield { type: 'repair', step: stats.steps, variable: r, conflicts: before, previous, value, valueConflicts: after, walk, violated };
  }
}
