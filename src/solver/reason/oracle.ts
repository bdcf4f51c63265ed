/**
 * The usual oracle of a minimal reason: build the sub-puzzle of some parts as a `Problem` and search
 * it with our engine for one solution, within the call's time and an optional node limit (past
 * either, `unknown`: never a guess).
 */
import type { SearchOptions } from '../options.ts';
import type { Problem } from '../problem.ts';
import { solve } from '../solve.ts';
import type { Oracle, Verdict } from './minimalReason.ts';

export interface SearchOracleOptions {
  /** The search (inference, orders, ...); it always looks for one solution, depth-first. */
  search?: Partial<SearchOptions> | undefined;
  /** Nodes one call may search (default no limit): past them the call answers `unknown`. */
  nodeLimit?: number | undefined;
}

/**
 * An oracle over `build(parts)`: the problem of those parts alone, or null when it is known to
 * have no solution without a search (a slot no word fits, a constraint over constants that fails).
 */
export function searchOracle(build: (parts: readonly number[]) => Problem | null, options: SearchOracleOptions = {}): Oracle {
  return (parts, call): Verdict => {
    const problem = build(parts);
    if (problem === null) return 'unsat';
    const result = solve(problem, {
      ...options.search,
      strategy: 'dfs',
      maxSolutions: 1,
      timeLimitMs: call.timeLimitMs,
      nodeLimit: options.nodeLimit ?? Infinity,
      signal: call.signal,
    });
    return result.status === 'solved' ? 'sat' : result.status === 'unsatisfiable' ? 'unsat' : 'unknown';
  };
}
