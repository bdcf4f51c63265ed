import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { buildSudokuModel, sudokuFromLine, sudokuUnits } from '../../src/puzzles/sudoku/index.ts';
import { ALLDIFF_FORMS, solve } from '../../src/solver/index.ts';
import { bruteForce } from '../futoshiki/bruteForce.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { describeCombination, searchCombinations } from '../solver/combinations.ts';

/** A 4 x 4 Sudoku with up to 6 random givens (possibly clashing: then it has no solution). */
const puzzleLine = fc
  .array(fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 4 })), { maxLength: 6 })
  .map((givens) => {
    const cells = Array.from({ length: 16 }, () => '.');
    for (const [cell, digit] of givens) cells[cell] = String(digit);
    return cells.join('');
  });

const combination = fc.record({
  search: fc.constantFrom(...searchCombinations()),
  seed: fc.nat(1000),
  alldiff: fc.constantFrom(...ALLDIFF_FORMS),
}).map(({ search, seed, alldiff }) => ({ ...search, seed, alldiff }));

// Groups written out by hand, not taken from the model.
const GROUPS_4X4 = [
  ...[0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => r * 4 + c)),
  ...[0, 1, 2, 3].map((c) => [0, 1, 2, 3].map((r) => r * 4 + c)),
  [0, 1, 4, 5],
  [2, 3, 6, 7],
  [8, 9, 12, 13],
  [10, 11, 14, 15],
];

describe('4 x 4 Sudoku: every algorithm finds exactly the brute-force solutions', () => {
  it('the model has the hand-written units', () => {
    check(sudokuUnits(4, 2, 2).map((u) => [...u].sort((a, b) => a - b))).toEqual(GROUPS_4X4);
  });

  it('random puzzles, random combinations', () => {
    fc.assert(
      fc.property(puzzleLine, combination, (line, options) => {
        const puzzle = sudokuFromLine(line);
        const want = bruteForce({ size: 4, givens: Array.from(puzzle.cells), groups: GROUPS_4X4, less: [] }).sort();
        const model = buildSudokuModel(puzzle, { alldiff: options.alldiff });
        const result = solve(model.problem, { ...options, maxSolutions: Infinity });
        const got = result.solutions.map((v) => model.rows(v).join('')).sort();
        check(got).toEqual(want);
        for (const v of result.solutions) check(checkSudoku(line, model.rows(v))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('every combination on one puzzle with several solutions', () => {
    const line = '1...' + '..3.' + '....' + '...4';
    const want = bruteForce({ size: 4, givens: Array.from(sudokuFromLine(line).cells), groups: GROUPS_4X4, less: [] }).sort();
    expect(want.length).toBeGreaterThan(1);
    for (const search of searchCombinations())
      for (const alldiff of ALLDIFF_FORMS) {
        const model = buildSudokuModel(sudokuFromLine(line), { alldiff });
        const result = solve(model.problem, { ...search, maxSolutions: Infinity });
        check(result.solutions.map((v) => model.rows(v).join('')).sort(), `${describeCombination(search)} ${alldiff}`).toEqual(want);
      }
  });
});
