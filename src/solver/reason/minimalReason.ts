/**
 * Why no solution: a minimal set of a puzzle's own parts (a crossword's slots, a Sudoku's givens, a
 * model's constraints) that together have no solution — a minimal unsatisfiable subset, MUS. The
 * engine knows nothing of puzzles: parts are the numbers 0 .. count-1, and an `Oracle` says
 * whether some of them alone have a solution (each kind builds the sub-puzzle and searches it with
 * our engine: oracle.ts). It assumes what holds for every kind: fewer parts never lose a solution
 * (a subset of a set with a solution has one; a superset of a set without has none).
 *
 * Two steps:
 * 1. **QuickXplain** (Junker, AAAI 2004) shrinks the whole set: split the candidates in two halves,
 *    find what of the second half is needed given the first, then what of the first is needed given
 *    that. A reason of k parts out of n takes about 2k·log2(n/k) + 2k questions, far fewer than
 *    deletion's n when the reason is small (a clash of two givens among thirty), which is the
 *    usual case. Only an `unsat` answer ever drops a part, so the set it returns has no solution
 *    however many calls came back `unknown` (taken as "has a solution": the part is kept).
 * 2. **Deletion**, to prove minimality: each one-smaller set is asked again (or found inside a set
 *    already proven to have a solution, without a call). One proven without solution drops its
 *    part; one that comes back `unknown` leaves the result `minimal: false`.
 *
 * Budget: a number of oracle calls, a time, a signal; each call gets the time left. When the budget
 * ends, the smallest set proven without solution so far is the answer (`minimal: false`). Progress
 * is reported as the generator's values, one per oracle call.
 */
import { now } from '../clock.ts';

/** An oracle's answer: the parts have a solution, have none, or the search hit its own limit. */
export type Verdict = 'sat' | 'unsat' | 'unknown';

/** What one oracle call may spend. */
export interface OracleCall {
  /** Milliseconds this call may take: past them it answers `unknown`. */
  readonly timeLimitMs: number;
  readonly signal?: { readonly aborted: boolean } | undefined;
}

/** Do these parts alone (increasing indices) have a solution? */
export type Oracle = (parts: readonly number[], call: OracleCall) => Verdict;

export interface ReasonOptions {
  /** Oracle calls at most (default no limit). */
  maxCalls?: number | undefined;
  /** Milliseconds for the whole search for a reason (default no limit). */
  timeLimitMs?: number | undefined;
  /** Milliseconds one oracle call may take at most (default: the time left); past it, `unknown`. */
  callTimeLimitMs?: number | undefined;
  /** Cancellation from outside, checked between calls and inside each call's search. */
  signal?: { readonly aborted: boolean } | undefined;
  /** The whole set is known to have no solution (the search that just ended proved it): not asked again. */
  knownUnsat?: boolean | undefined;
}

export type ReasonPhase = 'whole' | 'shrink' | 'verify';

/** Reported after each oracle call. */
export interface ReasonProgress {
  phase: ReasonPhase;
  /** Oracle calls made so far. */
  calls: number;
  /** Size of the smallest set proven without solution so far. */
  best: number;
  /** Parts still to test: the candidates being split (shrink), the parts whose need is unproven (verify). */
  left: number;
  elapsedMs: number;
}

/**
 * `found`: `parts` have no solution (proven). `solvable`: the whole set has a solution, there is no
 * reason to find. `unknown`: not even the whole set could be proven without solution in the budget.
 */
export type ReasonStatus = 'found' | 'solvable' | 'unknown';

/** Why the search for a reason ended before proving minimality, or null. */
export type ReasonStop = 'calls' | 'time' | 'signal';

export interface ReasonResult {
  status: ReasonStatus;
  /** The reason (status `found`): part indices, increasing; [] otherwise (or when the board alone has no solution). */
  parts: number[];
  /** Every one-smaller set of `parts` was proven to have a solution. */
  minimal: boolean;
  /** Oracle calls made, and those that came back `unknown`. */
  calls: number;
  unknown: number;
  /** Questions answered from earlier answers (a subset of a set with a solution, a superset of one without). */
  reused: number;
  /** Why the budget cut the search short, or null. */
  stopped: ReasonStop | null;
  timeMs: number;
}

class Stop {
  constructor(readonly why: ReasonStop) {}
}

/** Is the increasing list `a` contained in the increasing list `b`? */
function within(a: readonly number[], b: readonly number[]): boolean {
  if (a.length > b.length) return false;
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j === b.length || b[j] !== x) return false;
    j++;
  }
  return true;
}

const increasing = (parts: readonly number[]): number[] => [...parts].sort((x, y) => x - y);

class Search {
  calls = 0;
  unknown = 0;
  reused = 0;
  phase: ReasonPhase = 'whole';
  left = 0;
  /** Sets proven to have a solution, and proven to have none (increasing lists). */
  private readonly solvable: number[][] = [];
  private readonly unsolvable: number[][] = [];
  /** The smallest set proven without solution (null: none yet). */
  best: number[] | null = null;
  private readonly start = now();
  private readonly deadline: number;

  constructor(
    private readonly oracle: Oracle,
    private readonly options: ReasonOptions,
  ) {
    this.deadline = this.start + (options.timeLimitMs ?? Infinity);
  }

  elapsed(): number {
    return now() - this.start;
  }

  private budgetEnded(): ReasonStop | null {
    if (this.options.signal?.aborted) return 'signal';
    if (now() >= this.deadline) return 'time';
    return null;
  }

  /** Record `parts` (increasing) as proven without solution. */
  proven(parts: number[]): void {
    this.unsolvable.push(parts);
    if (this.best === null || parts.length < this.best.length) this.best = parts;
  }

  progress(): ReasonProgress {
    return { phase: this.phase, calls: this.calls, best: this.best?.length ?? -1, left: this.left, elapsedMs: this.elapsed() };
  }

  /** The oracle's verdict on `parts`, from earlier verdicts when they decide it. Throws Stop when the budget ends. */
  *ask(parts: readonly number[]): Generator<ReasonProgress, Verdict> {
    const set = increasing(parts);
    if (this.solvable.some((s) => within(set, s))) {
      this.reused++;
      return 'sat';
    }
    if (this.unsolvable.some((u) => within(u, set))) {
      this.reused++;
      return 'unsat';
    }
    const ended = this.budgetEnded();
    if (ended) throw new Stop(ended);
    if (this.calls >= (this.options.maxCalls ?? Infinity)) throw new Stop('calls');
    const left = this.deadline - now();
    const timeLimitMs = Math.max(0, Math.min(left, this.options.callTimeLimitMs ?? Infinity));
    this.calls++;
    const verdict = this.oracle(set, { timeLimitMs, signal: this.options.signal });
    if (verdict === 'unknown') {
      // Cut short by the whole budget rather than by its own limit: the search for a reason ends here.
      const cut = this.budgetEnded();
      if (cut) throw new Stop(cut);
      this.unknown++;
    } else if (verdict === 'sat') {
      this.solvable.push(set);
    } else {
      this.proven(set);
    }
    yield this.progress();
    return verdict;
  }

  /**
   * QuickXplain's QX(B, Δ, C): given that `base` ∪ `candidates` has no solution, the parts of
   * `candidates` that `base` needs (a subset X such that `base` ∪ X has none). `changed`: Δ is not
   * empty, so `base` alone is worth asking. An `unknown` counts as a solution: the parts stay.
   */
  *quickXplain(base: number[], changed: boolean, candidates: number[]): Generator<ReasonProgress, number[]> {
    this.left = candidates.length;
    if (changed && (yield* this.ask(base)) === 'unsat') return [];
    if (candidates.length === 1) return candidates;
    const half = candidates.length >> 1;
    const first = candidates.slice(0, half);
    const second = candidates.slice(half);
    const needSecond = yield* this.quickXplain(base.concat(first), first.length > 0, second);
    const needFirst = yield* this.quickXplain(base.concat(needSecond), needSecond.length > 0, first);
    return needFirst.concat(needSecond);
  }
}

/**
 * A minimal reason among parts 0 .. count-1 (see the file comment), reporting progress after each
 * oracle call. Drain it with `drainReason`, or step it to show progress and stop between calls.
 */
export function* minimalReason(count: number, oracle: Oracle, options: ReasonOptions = {}): Generator<ReasonProgress, ReasonResult> {
  const search = new Search(oracle, options);
  const all = Array.from({ length: count }, (_, i) => i);
  const result = (status: ReasonStatus, parts: number[], minimal: boolean, stopped: ReasonStop | null): ReasonResult => ({
    status,
    parts,
    minimal,
    calls: search.calls,
    unknown: search.unknown,
    reused: search.reused,
    stopped,
    timeMs: search.elapsed(),
  });
  try {
    if (options.knownUnsat) {
      search.proven(all);
    } else {
      search.left = count;
      const whole = yield* search.ask(all);
      if (whole === 'sat') return result('solvable', [], false, null);
      if (whole === 'unknown') return result('unknown', [], false, null);
    }
    let reason = all;
    if (count > 0) {
      search.phase = 'shrink';
      reason = increasing(yield* search.quickXplain([], false, all));
      // Proven by QuickXplain's invariant (every part it dropped, an `unsat` answer dropped).
      search.proven(reason);
    }
    search.phase = 'verify';
    let unproven = 0;
    const toTest = [...reason];
    for (let k = 0; k < toTest.length; k++) {
      search.left = toTest.length - k;
      const part = toTest[k]!;
      const smaller = reason.filter((p) => p !== part);
      const verdict = yield* search.ask(smaller);
      if (verdict === 'unsat') reason = smaller;
      else if (verdict === 'unknown') unproven++;
    }
    return result('found', reason, unproven === 0, null);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    if (search.best === null) return result('unknown', [], false, e.why);
    return result('found', search.best, false, e.why);
  }
}

/** Run a generator of progress reports to its end and return its result. */
export function drainReason<R>(run: Generator<ReasonProgress, R>): R {
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}
