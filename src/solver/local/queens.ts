/**
 * Min-conflicts for N-queens, the fast path (the same algorithm, start and events as generic.ts,
 * on a board of any size up to millions of rows): the queen of row r is in column q[r]; per
 * column and per diagonal a count of queens and the XOR of their rows (so a line holding one queen
 * names it), which make CONFLICTS(r, c) = col[c] + up[r + c] + down[c - r + N] an O(1) lookup and a
 * move O(1) (count and XOR side by side, one cache line per line of the board); the set of empty columns; and a list of the rows that may be in conflict (stale
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
import type { LocalSearchEvent } from '../events.ts';
import { Random } from '../random.ts';
import type { SearchResult } from '../search.ts';
import { LocalBudget } from './budget.ts';
import type { LocalSearchOptions } from './options.ts';

/** The board: queens, line counts and XORs, empty columns and suspects (a class, so V8 keeps its fields fast). */
class Board {
  readonly N: number;
  readonly q: Int32Array;
  /** Per column c: count at 2c, XOR of rows at 2c + 1. */
  readonly col: Int32Array;
  /** Per ↗ diagonal r + c: count at 2(r + c), XOR at 2(r + c) + 1. */
  readonly up: Int32Array;
  /** Per ↘ diagonal c - r + N: count and XOR, as above. */
  readonly down: Int32Array;
  readonly free: Int32Array;
  readonly freeAt: Int32Array;
  freeCount = 0;
  readonly suspects: Int32Array;
  readonly suspected: Uint8Array;
  suspectCount = 0;
  violated = 0;
  checks = 0;
  /** Conflicts of the last column chosen by `minConflictColumn`. */
  best = 0;

  constructor(
    size: number,
    readonly random: Random,
  ) {
    const N = (this.N = size);
    this.q = new Int32Array(N);
    this.col = new Int32Array(2 * N);
    this.up = new Int32Array(4 * N);
    this.down = new Int32Array(4 * N);
    this.free = new Int32Array(N);
    this.freeAt = new Int32Array(N);
    this.suspects = new Int32Array(N);
    this.suspected = new Uint8Array(N);
  }

  /** True until the first reset: the line counts are still the zeros they were made with. */
  private fresh = true;

  reset(): void {
    // A new board's arrays are zeros already: filling them would only touch every page once more
    // (tens of megabytes for a million rows).
    if (!this.fresh) {
      this.col.fill(0);
      this.up.fill(0);
      this.down.fill(0);
    }
    this.fresh = false;
    this.q.fill(-1);
    for (let c = 0; c < this.N; c++) {
      this.free[c] = c;
      this.freeAt[c] = c;
    }
    this.freeCount = this.N;
    this.suspected.fill(0);
    this.suspectCount = 0;
    this.violated = 0;
  }

  suspect(r: number): void {
    if (this.suspected[r]) return;
    this.suspected[r] = 1;
    this.suspects[this.suspectCount++] = r;
  }

  /** Put row r's queen on column c (r holds no queen). */
  place(r: number, c: number): void {
    this.q[r] = c;
    const { col, up, down } = this;
    const a = 2 * c;
    const u = 2 * (r + c);
    const d = 2 * (c - r + this.N);
    // A line going from one queen to two: the queen already there is now in conflict.
    let k = col[a]!;
    this.violated += k;
    if (k === 0) {
      const i = this.freeAt[c]!;
      const last = this.free[--this.freeCount]!;
      this.free[i] = last;
      this.freeAt[last] = i;
    } else if (k === 1) this.suspect(col[a + 1]!);
    col[a] = k + 1;
    col[a + 1]! ^= r;
    k = up[u]!;
    this.violated += k;
    if (k === 1) this.suspect(up[u + 1]!);
    up[u] = k + 1;
    up[u + 1]! ^= r;
    k = down[d]!;
    this.violated += k;
    if (k === 1) this.suspect(down[d + 1]!);
    down[d] = k + 1;
    down[d + 1]! ^= r;
  }

  /** Take row r's queen off the board. */
  lift(r: number): void {
    const c = this.q[r]!;
    const { col, up, down } = this;
    const a = 2 * c;
    const u = 2 * (r + c);
    const d = 2 * (c - r + this.N);
    let k = --col[a]!;
    this.violated -= k;
    col[a + 1]! ^= r;
    if (k === 0) {
      this.freeAt[c] = this.freeCount;
      this.free[this.freeCount++] = c;
    }
    k = --up[u]!;
    this.violated -= k;
    up[u + 1]! ^= r;
    k = --down[d]!;
    this.violated -= k;
    down[d + 1]! ^= r;
    this.q[r] = -1;
  }

  /** Conflicts of a queen at (r, c) with the queens on the board (row r's own counts if it is there). */
  conflictsAt(r: number, c: number): number {
    return this.col[2 * c]! + this.up[2 * (r + c)]! + this.down[2 * (c - r + this.N)]!;
  }

  /**
   * A column for row r (whose queen is off the board) with the fewest conflicts, ties at random;
   * sets `best` to its conflicts.
   */
  minConflictColumn(r: number): number {
    const { free, up, down, random, N } = this;
    const freeCount = this.freeCount;
    // 1. Sample empty columns: the first with free diagonals is uniform over those with no conflict.
    const tries = Math.min(freeCount, 64 + (freeCount >>> 3));
    for (let t = 0; t < tries; t++) {
      const c = free[random.int(freeCount)]!;
      if (up[2 * (r + c)] === 0 && down[2 * (c - r + N)] === 0) {
        this.checks += t + 1;
        this.best = 0;
        return c;
      }
    }
    this.checks += tries;
    // 2. Scan the empty columns: no conflict possible elsewhere.
    let chosen = -1;
    let ties = 0;
    let lowest = Infinity;
    for (let i = 0; i < freeCount; i++) {
      const c = free[i]!;
      const k = up[2 * (r + c)]! + down[2 * (c - r + N)]!;
      if (k < lowest) {
        lowest = k;
        chosen = c;
        ties = 1;
      } else if (k === lowest && k === 0 && random.int(++ties) === 0) chosen = c;
    }
    this.checks += freeCount;
    if (lowest === 0) {
      this.best = 0;
      return chosen;
    }
    // 3. The minimum is at least 1, and 1 when some column has exactly one conflict: sample the row.
    for (let t = 0; t < 64; t++) {
      const c = random.int(N);
      this.checks++;
      if (this.conflictsAt(r, c) === 1) {
        this.best = 1;
        return c;
      }
    }
    // 4. Scan the row.
    lowest = Infinity;
    for (let c = 0; c < N; c++) {
      const k = this.conflictsAt(r, c);
      if (k < lowest) {
        lowest = k;
        chosen = c;
        ties = 1;
      } else if (k === lowest && random.int(++ties) === 0) chosen = c;
    }
    this.checks += N;
    this.best = lowest;
    return chosen;
  }

  /**
   * Place row r's queen during the greedy start, on a column whose conflicts `best` says: a row
   * placed in conflict is suspected at once, and `place` suspects a queen when a second one joins
   * its line, so at the end the suspects are exactly the rows in conflict.
   */
  placeGreedy(r: number, c: number): void {
    this.place(r, c);
    if (this.best > 0) this.suspect(r);
  }

  /**
   * After a greedy start (every row placed with `placeGreedy`): the suspects, exactly the rows in
   * conflict, in increasing row order (the order a scan of every row would list them in, without
   * reading a million rows' lines again).
   */
  suspectConflicted(): void {
    this.suspects.subarray(0, this.suspectCount).sort();
  }

  /** The greedy start without events. */
  greedy(): void {
    this.reset();
    for (let r = 0; r < this.N; r++) this.placeGreedy(r, this.minConflictColumn(r));
    this.suspectConflicted();
  }

  /** A conflicted row drawn at random (rows no longer in conflict are dropped), or -1 when none is. */
  drawConflicted(): number {
    const { suspects, suspected, random } = this;
    while (this.suspectCount > 0) {
      const i = random.int(this.suspectCount);
      const s = suspects[i]!;
      if (this.conflictsAt(s, this.q[s]!) > 3) return s;
      suspects[i] = suspects[--this.suspectCount]!;
      suspected[s] = 0;
    }
    return -1;
  }
}

export function* queensMinConflicts(size: number, options: LocalSearchOptions): Generator<LocalSearchEvent, SearchResult> {
  // Cancellation and the time limit are read every 256 repairs (a repair takes well under a microsecond).
  const budget = new LocalBudget(options, () => board.checks, 255);
  const { stats } = budget;
  const N = size;
  const record = options.record;
  const random = new Random(options.seed);
  const board = new Board(N, random);

  function* greedyStart(restart: number): Generator<LocalSearchEvent, void> {
    if (!record) {
      board.greedy();
      return;
    }
    board.reset();
    for (let r = 0; r < N; r++) {
      const c = board.minConflictColumn(r);
      board.placeGreedy(r, c);
      yield { type: 'place', variable: r, value: c, conflicts: board.best };
    }
    board.suspectConflicted();
    yield { type: 'start', restart, values: board.q.slice(), violated: board.violated };
  }

  yield* greedyStart(0);
  for (;;) {
    const r = board.drawConflicted();
    if (r < 0) {
      if (board.violated !== 0) throw new Error(`min-conflicts (queens): ${board.violated} attacking pairs counted but no queen in conflict`);
      return yield* budget.solved(board.q.slice());
    }
    if (stats.steps >= budget.checkAt && budget.check()) {
      if (budget.stop) return yield* budget.giveUp();
      yield* greedyStart(stats.restarts);
      continue;
    }
    const previous = board.q[r]!;
    const before = board.conflictsAt(r, previous) - 3;
    board.lift(r);
    let value: number;
    let walk = false;
    let after: number;
    if (options.walk > 0 && random.next() < options.walk) {
      walk = true;
      value = N > 1 ? random.int(N - 1) : 0;
      if (value === previous) value = N - 1;
      after = board.conflictsAt(r, value);
    } else {
      value = board.minConflictColumn(r);
      after = board.best;
    }
    board.place(r, value);
    if (after > 0) board.suspect(r);
    stats.steps++;
    if (record) yield { type: 'repair', step: stats.steps, variable: r, conflicts: before, previous, value, valueConflicts: after, walk, violated: board.violated };
  }
}
