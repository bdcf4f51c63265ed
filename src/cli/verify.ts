/**
 * `--verify`: every solution the CLI prints is checked again by the independent checkers of
 * src/checkers (which share no code with the solver or the models). A solution that fails makes
 * the run an error (exit code 4) whose message names the failing check.
 */
import type { CliResult } from './result.ts';

export { crosswordCheck, futoshikiCheck, sudokuCheck, type SolutionCheck } from '../checkers/solutions.ts';

/**
 * Check every solution of `result`. Adds `verified: true` when all pass (also when there are
 * none); otherwise `verified: false`, `status: "error"` and an `error` whose message names the
 * first failing solution and its failed checks (the solver's own status goes to `solverStatus`).
 */
export function verifyResult<S>(result: CliResult<S>, check: (solution: S) => string[], file: string | null): CliResult<S> {
  for (const [i, solution] of result.solutions.entries()) {
    const problems = check(solution);
    if (problems.length === 0) continue;
    const message = `verification failed: solution ${i + 1} breaks the rules: ${problems.join('; ')}`;
    return { ...result, status: 'error', solverStatus: result.status === 'error' ? undefined : result.status, verified: false, error: { message, file, line: null, column: null } };
  }
  return { ...result, verified: true };
}
