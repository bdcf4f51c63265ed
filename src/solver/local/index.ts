/**
 * Min-conflicts local search (Russell & Norvig fig. 6.8) over any `Problem`: `minConflicts` is a
 * generator of `LocalSearchEvent`s whose return value is a `SearchResult` (status `solved` with one
 * solution, or with an objective the improving solutions it found, the last the best; or
 * `stopped` / `timeout` when it gives up: never a wrong answer); `solveMinConflicts`
 * runs it to the end without building events. It starts from a greedy complete assignment (each
 * variable in turn gets a value with the fewest conflicts with those placed before it, ties at
 * random). N-queens (the model of src/puzzles/queens/, recognised by `queensSize`) takes a fast
 * path with O(1) conflict counts per column and diagonal.
 */
import type { LocalSearchEvent } from '../events.ts';
import type { Problem } from '../problem.ts';
import type { SearchResult } from '../search.ts';
import { ShiftedAllDifferent } from '../constraints/shiftedAllDifferent.ts';
import { genericMinConflicts } from './generic.ts';
import { withLocalDefaults, type LocalSearchOptions } from './options.ts';
import { queensMinConflicts } from './queens.ts';

export { DEFAULT_LOCAL_OPTIONS, withLocalDefaults, type LocalSearchOptions } from './options.ts';
export { genericMinConflicts } from './generic.ts';
export { queensMinConflicts } from './queens.ts';

/**
 * N when `problem` is exactly N-queens as src/puzzles/queens builds it (N variables of N values
 * with no initial restriction; three shifted all-different constraints over every variable in
 * order, with shifts 0, +i and -i), else -1.
 */
export function queensSize(problem: Problem): number {
  const n = problem.variables.length;
  if (problem.objective) return -1;
  if (problem.constraints.length !== 3) return -1;
  for (const v of problem.variables) if (v.size !== n || v.initial) return -1;
  const seen = new Set<number>();
  for (const c of problem.constraints) {
    if (!(c instanceof ShiftedAllDifferent) || c.scope.length !== n) return -1;
    const k = n > 1 ? c.shift[1]! - c.shift[0]! : 0;
    if (k !== 0 && k !== 1 && k !== -1) return -1;
    for (let i = 0; i < n; i++) if (c.scope[i] !== i || c.shift[i] !== k * i) return -1;
    seen.add(k);
  }
  return seen.size === 3 || n === 1 ? n : -1;
}

/** Min-conflicts on `problem`, yielding events (only `solution` and `done` unless `record`). */
export function minConflicts(problem: Problem, partial: Partial<LocalSearchOptions> = {}): Generator<LocalSearchEvent, SearchResult> {
  const options = withLocalDefaults(partial);
  const n = queensSize(problem);
  // An exercise asks about every repair: the generic engine has the questions.
  return n >= 1 && !options.script?.ask.includes('repair') ? queensMinConflicts(n, options) : genericMinConflicts(problem, options);
}

/** Min-conflicts on an N × N queens board directly (no model needed, for millions of rows). */
export function minConflictsQueens(size: number, partial: Partial<LocalSearchOptions> = {}): Generator<LocalSearchEvent, SearchResult> {
  return queensMinConflicts(size, withLocalDefaults(partial));
}

/** Run a generator of events to the end; returns its result. */
export function drain(run: Generator<LocalSearchEvent, SearchResult>): SearchResult {
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
  }
}

/** Min-conflicts to the end without events. */
export function solveMinConflicts(problem: Problem, options: Partial<LocalSearchOptions> = {}): SearchResult {
  return drain(minConflicts(problem, { ...options, record: false }));
}
