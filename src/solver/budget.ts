/**
 * What every search strategy shares besides the state and the inference: the limits it stops at
 * (`Budget`, checked once per node, the clock once in eight) and how its result is made (`searchResult`).
 */
import type { Message } from '../text/index.ts';
import { now } from './clock.ts';
import type { Limit, Stats, Status } from './events.ts';
import type { SearchOptions } from './options.ts';

export interface SearchResult {
  status: Status;
  /**
   * Each solution: the value of every variable. With an objective (branch and bound): every
   * improving solution in the order found, each better than the one before; the last is the best.
   */
  solutions: Int32Array[];
  stats: Stats;
  /** Why it ended, when it says (no value for a variable, a time limit): a message, in English for the CLI. */
  message?: Message;
  /** With an objective and a solution: the objective's value (a value index) in the last, best one. */
  objective?: number;
  /** With an objective: the limit that stopped the search after it found a solution (status `solved`). */
  limit?: Limit;
}

/** The result of a search that ends now: the counters it kept outside `stats` are written in. */
export function searchResult(
  status: Status,
  solutions: Int32Array[],
  stats: Stats,
  counters: { prunes: number; checks: number; start: number; inferenceMs: number },
  message?: Message,
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

/** The time limit is looked at once in this many checks. */
const CLOCK_EVERY = 8;

/**
 * Limits and cancellation, checked once per node; the clock is read at one check in
 * `CLOCK_EVERY` (the first included), as a clock read costs as much as a small node.
 */
export class Budget {
  private readonly deadline: number;
  private checks = 0;
  constructor(
    private readonly options: SearchOptions,
    start: number,
  ) {
    this.deadline = start + options.timeLimitMs;
  }
  /** The limit to stop at, or null to go on. */
  exceeded(nodes: number): Limit | null {
    if (this.options.signal?.aborted) return 'stopped';
    if (nodes >= this.options.nodeLimit) return 'stopped';
    if (this.options.timeLimitMs !== Infinity && this.checks++ % CLOCK_EVERY === 0 && now() > this.deadline) return 'timeout';
    return null;
  }
}
