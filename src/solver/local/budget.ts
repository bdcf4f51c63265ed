/**
 * What both min-conflicts loops (generic.ts, queens.ts) keep around their repairs: the statistics,
 * when to give up (max steps, cancellation, the time limit), when to start again from a greedy
 * assignment, and how the run ends (its `done` event, after the solution if any, and its result).
 * The local search's own `Budget` (the backtracking search has budget.ts).
 */
import { searchResult, type SearchResult } from '../budget.ts';
import { now } from '../clock.ts';
import type { RepairQuestion } from '../decisions.ts';
import { emptyStats, type DoneEvent, type Limit, type LocalSearchEvent, type Stats, type Status } from '../events.ts';
import type { Message } from '../../text/index.ts';
import { giveUpMessage, type LocalSearchOptions } from './options.ts';

export class LocalBudget {
  readonly start = now();
  /**
   * The run's statistics, with `steps` (repairs in all, restarts included: the loop counts them).
   * Made by adding `steps` to `emptyStats()`'s object, not by a spread: the loop's `steps++` on a
   * spread copy measured 9% slower on 8-queens.
   */
  readonly stats: Stats & { steps: number } = Object.assign(emptyStats(), { steps: 0 });
  /**
   * The step count at which `check` must be called before the next repair. Between two such
   * counts nothing can be due, so the loop's own test is one comparison per repair.
   */
  checkAt = 0;
  private readonly deadline: number;
  /** The step count at which the next restart is due (Infinity: never). */
  private restartAt: number;

  /**
   * `checks`: the run's constraint checks, read when it ends. `mask`: cancellation and the time
   * limit are read when `steps & mask` is 0 (0: before every repair); max steps and restarts are
   * always on time.
   */
  constructor(
    private readonly options: LocalSearchOptions,
    private readonly checks: () => number,
    private readonly mask = 0,
  ) {
    this.deadline = this.start + options.timeLimitMs;
    this.restartAt = options.restartSteps;
  }

  /** Why the run gives up, once `check` says so (null: not giving up). */
  stop: 'stopped' | 'timeout' | null = null;

  /**
   * Before a repair, once the steps reach `checkAt`: true when the run stops here (`stop` says
   * why) or starts again from a greedy assignment (after `restartSteps` repairs since the last
   * start; the restart is counted); false to go on.
   */
  check(): boolean {
    const { options, stats } = this;
    const steps = stats.steps;
    if (steps >= options.maxSteps) this.stop = 'stopped';
    else if ((steps & this.mask) === 0 && options.signal?.aborted) this.stop = 'stopped';
    else if ((steps & this.mask) === 0 && options.timeLimitMs !== Infinity && now() > this.deadline) this.stop = 'timeout';
    if (this.stop) return true;
    if (steps >= this.restartAt) {
      stats.restarts++;
      this.restartAt = steps + options.restartSteps;
      // Before the first repair after the start, everything is checked again.
      this.checkAt = steps;
      return true;
    }
    this.checkAt = Math.min(options.maxSteps, this.restartAt, (steps | this.mask) + 1);
    return false;
  }

  /**
   * The run ends: the `done` event (a copy of the statistics, with the message if any, and with an
   * objective its value and the limit that stopped the search), and the result.
   */
  *end(status: Status, solutions: Int32Array[] = [], message?: Message, best?: { objective: number; limit?: Limit }): Generator<LocalSearchEvent, SearchResult> {
    const { stats } = this;
    const result = this.result(status, solutions, message);
    const done: DoneEvent = { type: 'done', status, stats: { ...stats } };
    if (message !== undefined) done.message = message;
    if (best !== undefined) {
      result.objective = done.objective = best.objective;
      if (best.limit !== undefined) result.limit = done.limit = best.limit;
    }
    yield done;
    return result;
  }

  /** An exercise's answers ran out (options.script): the run ends with status `question`, its `done` event carrying the open question. */
  *ask(question: RepairQuestion): Generator<LocalSearchEvent, SearchResult> {
    const result = this.result('question', []);
    yield { type: 'done', status: 'question', stats: { ...this.stats }, question };
    return result;
  }

  private result(status: Status, solutions: Int32Array[], message?: Message): SearchResult {
    const { stats } = this;
    return searchResult(status, solutions, stats, { prunes: stats.prunes, checks: this.checks(), start: this.start, inferenceMs: stats.inferenceMs }, message);
  }

  /** A solution: its event, then the end. */
  *solved(values: Int32Array): Generator<LocalSearchEvent, SearchResult> {
    yield { type: 'solution', index: 0, values };
    return yield* this.end('solved', [values]);
  }

  /**
   * With an objective: the improving solutions found, the last the best (`objective` its value),
   * status `solved` (local search proves nothing optimal); `limit`: what stopped it, if a limit did.
   */
  best(solutions: Int32Array[], objective: number, limit?: Limit): Generator<LocalSearchEvent, SearchResult> {
    return this.end('solved', solutions, undefined, limit === undefined ? { objective } : { objective, limit });
  }

  /** Giving up (`check` found a `stop`): never a wrong answer, only "not found". */
  giveUp(): Generator<LocalSearchEvent, SearchResult> {
    const status = this.stop ?? 'stopped';
    return this.end(status, [], giveUpMessage(status, this.stats.steps));
  }
}
