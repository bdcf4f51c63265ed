/**
 * What both min-conflicts loops (generic.ts, queens.ts) keep around their repairs: the steps and
 * restarts counted, when to give up (max steps, cancellation, the time limit), when to start again
 * from a greedy assignment, and how the run ends (its `done` event, after the solution if any, and
 * its result). The local search's own `Budget` (the backtracking search has budget.ts).
 */
import { searchResult, type SearchResult } from '../budget.ts';
import { now } from '../clock.ts';
import { emptyStats, type DoneEvent, type Limit, type LocalSearchEvent, type Stats, type Status } from '../events.ts';
import { giveUpMessage, type LocalSearchOptions } from './options.ts';

export class LocalBudget {
  readonly start = now();
  /** The run's statistics, with `steps` (repairs in all, restarts included). */
  readonly stats: Stats & { steps: number } = { ...emptyStats(), steps: 0 };
  private readonly deadline: number;
  /** Repairs since the last (re)start. */
  private sinceStart = 0;

  /**
   * `checks`: the run's constraint checks, read when it ends. `mask`: cancellation and the time
   * limit are read when `steps & mask` is 0 (0: before every repair), max steps before every one.
   */
  constructor(
    private readonly options: LocalSearchOptions,
    private readonly checks: () => number,
    private readonly mask = 0,
  ) {
    this.deadline = this.start + options.timeLimitMs;
  }

  /** The status to give up with before the next repair, or null to go on. */
  exceeded(): 'stopped' | 'timeout' | null {
    const { options } = this;
    const steps = this.stats.steps;
    if (steps >= options.maxSteps) return 'stopped';
    if ((steps & this.mask) !== 0) return null;
    if (options.signal?.aborted) return 'stopped';
    if (options.timeLimitMs !== Infinity && now() > this.deadline) return 'timeout';
    return null;
  }

  /** True when `restartSteps` repairs have passed since the last start: the restart is counted. */
  restartDue(): boolean {
    if (this.sinceStart < this.options.restartSteps) return false;
    this.stats.restarts++;
    this.sinceStart = 0;
    return true;
  }

  /** One repair was made. */
  repaired(): void {
    this.stats.steps++;
    this.sinceStart++;
  }

  /**
   * The run ends: the `done` event (a copy of the statistics, with the message if any, and with an
   * objective its value and the limit that stopped the search), and the result.
   */
  *end(status: Status, solutions: Int32Array[] = [], message?: string, best?: { objective: number; limit?: Limit }): Generator<LocalSearchEvent, SearchResult> {
    const { stats } = this;
    const result = searchResult(status, solutions, stats, { prunes: stats.prunes, checks: this.checks(), start: this.start, inferenceMs: stats.inferenceMs }, message);
    const done: DoneEvent = { type: 'done', status, stats: { ...stats } };
    if (message !== undefined) done.message = message;
    if (best !== undefined) {
      result.objective = done.objective = best.objective;
      if (best.limit !== undefined) result.limit = done.limit = best.limit;
    }
    yield done;
    return result;
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

  /** Giving up (`exceeded`'s status): never a wrong answer, only "not found". */
  giveUp(status: 'stopped' | 'timeout'): Generator<LocalSearchEvent, SearchResult> {
    return this.end(status, [], giveUpMessage(status, this.stats.steps));
  }
}
