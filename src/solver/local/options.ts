/** Options of min-conflicts local search (src/solver/local/). */
import { msg, type Message } from '../../text/index.ts';
import type { DecisionScript } from '../decisions.ts';

export interface LocalSearchOptions {
  /** Give up (status `stopped`) after this many repairs in all (restarts included). */
  maxSteps: number;
  /** Seed of every random choice (the greedy start's ties, the variable picked, ties, the walk). */
  seed: number;
  /**
   * Random-walk probability: at each step, with this probability the picked variable gets a value
   * drawn at random from its domain (another one than its own when it has another) instead of the
   * min-conflicts value. 0 (the default) is Russell & Norvig's fig. 6.8.
   */
  walk: number;
  /** Start again from a fresh greedy assignment after this many repairs without a solution (Infinity: never). */
  restartSteps: number;
  /** Stop with status `timeout` after this many milliseconds. */
  timeLimitMs: number;
  /** Emit every event (`place`, `start`, `repair`); when false only `solution` and `done`. */
  record: boolean;
  /** Cancellation from outside: checked every few steps. */
  signal?: { readonly aborted: boolean } | undefined;
  /**
   * An exercise (decisions.ts): with `repair` asked, each repair's variable and value are the
   * student's (a right answer is the move made; after a wrong one the algorithm's); the run ends
   * with status `question` when the answers run out. Runs the generic engine (not the queens fast path).
   */
  script?: DecisionScript | undefined;
}

export const DEFAULT_LOCAL_OPTIONS: LocalSearchOptions = {
  maxSteps: 1_000_000,
  seed: 1,
  walk: 0,
  restartSteps: Infinity,
  timeLimitMs: Infinity,
  record: false,
};

export function withLocalDefaults(options: Partial<LocalSearchOptions> = {}): LocalSearchOptions {
  const merged = { ...DEFAULT_LOCAL_OPTIONS };
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined) (merged as Record<string, unknown>)[key] = value;
  }
  if (!(merged.walk >= 0 && merged.walk <= 1)) throw new RangeError(`walk probability must be between 0 and 1, got ${merged.walk}`);
  if (!(merged.maxSteps >= 0)) throw new RangeError(`maxSteps must be at least 0, got ${merged.maxSteps}`);
  if (!(merged.restartSteps >= 1)) throw new RangeError(`restartSteps must be at least 1, got ${merged.restartSteps}`);
  return merged;
}

/** Why min-conflicts stopped without a solution (the app words the status itself). */
export function giveUpMessage(status: 'stopped' | 'timeout', steps: number): Message {
  return status === 'timeout' ? msg('names.end.timeLimit') : msg('names.end.noRepair', { count: steps });
}
