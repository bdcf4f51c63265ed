/** The solver worker checks each solution before posting it (src/worker/checkFill.ts). */
import { describe, expect, it } from 'vitest';
import { brokenFillMessage, fillCheckFor } from '../../src/worker/checkFill.ts';
import type { RunOptions, SolveRequest } from '../../src/worker/protocol.ts';
import { buildCrosswordModel, layoutFromBoard, WordIndex } from '../../src/puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { buildSudokuModel, sudokuFromLine } from '../../src/puzzles/sudoku/index.ts';
import { solve } from '../../src/solver/index.ts';
import { readPublic } from '../data.ts';

const OPTIONS: RunOptions = {
  inference: 'mac',
  ac3: true,
  variableOrder: 'mrv',
  valueOrder: 'lex',
  seed: 1,
  maxSolutions: 1,
  timeLimitMs: Infinity,
  restarts: 'none',
  backjump: false,
};

describe('the worker checks a fill before it says "Solved"', () => {
  it('crossword: the solver fill passes; a fill with a word outside the dictionary becomes the error message', () => {
    const layout = layoutFromBoard(2, 2, [false, false, false, true], ['', '', '', '']);
    const words = ['ab', 'ac'];
    const request: SolveRequest = { type: 'solve', kind: 'crossword', runId: 1, puzzle: layout, alldiff: 'gac', dictionary: { key: 'k', name: 'd', text: words.join('\n') }, reuse: false, options: OPTIONS };
    const model = buildCrosswordModel(layout, new WordIndex(words), { reuse: false });
    const check = fillCheckFor(request, (values) => model.rows(values), words);
    const result = solve(model.problem);
    expect(result.status).toBe('solved');
    expect(check(result.solutions[0]!)).toBeNull();
    // Rows as a broken solver might return them: "ad" down is no word.
    const corrupt = fillCheckFor(request, () => ['ab', 'd#'], words);
    expect(corrupt(new Int32Array(0))).toBe('The solver returned a fill that breaks slot at row 0 col 0: "ad" is not in the dictionary; please report it');
  });

  it('crossword: the same word twice without reuse is reported', () => {
    const layout = layoutFromBoard(2, 2, [false, false, false, true], ['', '', '', '']);
    const request: SolveRequest = { type: 'solve', kind: 'crossword', runId: 1, puzzle: layout, alldiff: 'gac', dictionary: { key: 'k', name: 'd', text: 'aa' }, reuse: false, options: OPTIONS };
    expect(fillCheckFor(request, () => ['aa', 'a#'], ['aa'])(new Int32Array(0))).toContain('"aa" is used 2 times');
    expect(fillCheckFor({ ...request, reuse: true }, () => ['aa', 'a#'], ['aa'])(new Int32Array(0))).toBeNull();
  });

  it('Sudoku: a correct fill passes, a changed given does not', () => {
    const puzzle = sudokuFromLine('1...............');
    const request: SolveRequest = { type: 'solve', kind: 'sudoku', runId: 2, puzzle, alldiff: 'gac', reuse: false, options: OPTIONS };
    const model = buildSudokuModel(puzzle);
    const check = fillCheckFor(request, (values) => model.rows(values));
    const values = solve(model.problem).solutions[0]!;
    expect(check(values)).toBeNull();
    const changed = Int32Array.from(values, (v) => (v + 1) % 4); // still a Sudoku, but r1c1 is no longer 1
    expect(check(changed)).toMatch(/^The solver returned a fill that breaks r1c1 changes the given 1; please report it$/);
  });

  it('Futoshiki: a fill that breaks an inequality is reported', () => {
    const puzzle = parseFutoshiki(readPublic('puzzles/futoshiki-own-4x4.txt'), 'futoshiki-own-4x4.txt');
    const request: SolveRequest = { type: 'solve', kind: 'futoshiki', runId: 3, puzzle, alldiff: 'neq', reuse: false, options: OPTIONS };
    const model = buildFutoshikiModel(puzzle);
    const check = fillCheckFor(request, (values) => model.rows(values));
    const values = solve(model.problem).solutions[0]!;
    expect(check(values)).toBeNull();
    const reversed = Int32Array.from(values, (v) => 3 - v); // a Latin square with every `<` turned round
    expect(check(reversed)).toMatch(/^The solver returned a fill that breaks \(\d,\d\) < \(\d,\d\) fails/);
  });

  it('names every failed check in one message', () => {
    expect(brokenFillMessage(['row 1 repeats a digit', 'column 2 repeats a digit'])).toBe(
      'The solver returned a fill that breaks row 1 repeats a digit; column 2 repeats a digit; please report it',
    );
  });
});
