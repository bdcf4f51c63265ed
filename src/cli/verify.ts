/**
 * `--verify`: every solution the CLI prints is checked again by the independent checkers of
 * src/checkers (which share no code with the solver or the models). A solution that fails makes
 * the run an error (exit code 4) whose message names the failing check.
 */
import { checkCrossword, type CheckSlot } from '../checkers/crossword.ts';
import { checkFutoshiki, type FutoshikiFacts } from '../checkers/futoshiki.ts';
import { checkSudoku } from '../checkers/sudoku.ts';
import type { CrosswordLayout } from '../puzzles/crossword/index.ts';
import type { FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import { sudokuToLine, type SudokuPuzzle } from '../puzzles/sudoku/index.ts';
import type { CliResult, CliSolution } from './result.ts';

/** The problems of one solution; an empty list means it passes. */
export type SolutionCheck = (solution: CliSolution) => string[];

/**
 * Crosswords: every slot's word (read from the board) is in the dictionary, no word twice unless
 * `reuse`, given letters kept, and the `words` printed per slot are the board's (crossings agree).
 */
export function crosswordCheck(layout: CrosswordLayout, words: readonly string[], reuse: boolean): SolutionCheck {
  const slots: CheckSlot[] = layout.slots.map((s) => ({ row: s.row, col: s.col, down: s.direction === 'down', length: s.length }));
  const givenRows = Array.from({ length: layout.height }, (_, r) =>
    Array.from({ length: layout.width }, (_, c) => {
      const i = r * layout.width + c;
      return layout.blocks[i] ? '#' : layout.given[i] || '.';
    }).join(''),
  );
  return (solution) => {
    const problems = checkCrossword({ rows: solution.rows, slots, words, reuse, givenRows });
    for (const slot of layout.slots) {
      const printed = solution.words?.[slot.name];
      if (printed === undefined) continue;
      const onBoard = slot.cells.map((cell) => Array.from(solution.rows[Math.floor(cell / layout.width)] ?? '')[cell % layout.width] ?? '?').join('');
      if (printed !== onBoard) problems.push(`${slot.name} is printed as "${printed}" but the board reads "${onBoard}" (crossings disagree)`);
    }
    return problems;
  };
}

/** Sudoku: rows, columns and boxes hold every digit once, and the givens are kept. */
export function sudokuCheck(puzzle: SudokuPuzzle): SolutionCheck {
  const givens = sudokuToLine(puzzle);
  return (solution) => checkSudoku(givens, solution.rows);
}

/** Futoshiki: rows and columns hold every digit once, givens are kept, every `<` holds. */
export function futoshikiCheck(puzzle: FutoshikiPuzzle): SolutionCheck {
  const n = puzzle.size;
  const facts: FutoshikiFacts = {
    size: n,
    givens: Array.from({ length: n }, (_, r) => Array.from(puzzle.cells.subarray(r * n, (r + 1) * n))),
    less: puzzle.inequalities.map(({ r1, c1, r2, c2 }) => [r1, c1, r2, c2]),
  };
  return (solution) => checkFutoshiki(facts, solution.rows);
}

/**
 * Check every solution of `result`. Adds `verified: true` when all pass (also when there are
 * none); otherwise `verified: false`, `status: "error"` and an `error` whose message names the
 * first failing solution and its failed checks (the solver's own status goes to `solverStatus`).
 */
export function verifyResult(result: CliResult, check: SolutionCheck, file: string): CliResult {
  for (const [i, solution] of result.solutions.entries()) {
    const problems = check(solution);
    if (problems.length === 0) continue;
    const message = `verification failed: solution ${i + 1} breaks the rules: ${problems.join('; ')}`;
    return { ...result, status: 'error', solverStatus: result.status === 'error' ? undefined : result.status, verified: false, error: { message, file, line: null, column: null } };
  }
  return { ...result, verified: true };
}
