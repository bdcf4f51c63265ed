/**
 * The worker checks every solution with the independent checker (src/checkers, through the run's
 * kind) before it posts it: a fill that breaks the puzzle's rules becomes an error message instead
 * of "Solved".
 */
import { anyKind } from '../puzzles/registry.ts';
import type { SolveRequest } from './protocol.ts';

/** What the worker says instead of "Solved" when a solution fails the checker. */
export function brokenFillMessage(problems: readonly string[]): string {
  return `The solver returned a fill that breaks ${problems.join('; ')}; please report it`;
}

/**
 * The check of one solution (`values`, shown as rows by `rows`) for this request: null when it
 * passes, else the error message. `words`: the dictionary's words, for a kind that fills with them.
 */
export function fillCheckFor(
  request: SolveRequest,
  rows: (values: Int32Array) => string[],
  words: readonly string[] = [],
): (values: Int32Array) => string | null {
  const check = anyKind(request.kind).check(request.puzzle, { words, reuse: request.reuse });
  return (values) => {
    const problems = check({ rows: rows(values) });
    return problems.length === 0 ? null : brokenFillMessage(problems);
  };
}
