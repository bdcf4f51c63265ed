import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { buildSudokuModel, parseSudokuFile, sudokuToLine } from '../../src/puzzles/sudoku/index.ts';
import { solve } from '../../src/solver/index.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { readFixture, readPublic } from '../data.ts';


describe('counted.txt: --all finds exactly the known number of solutions', () => {
  const puzzles = parseSudokuFile(readFixture('sudoku/counted.txt'), 'counted.txt');
  it('has 43 puzzles with counts', () => {
    expect(puzzles).toHaveLength(43);
    check(puzzles.every((p) => p.count !== undefined)).toBe(true);
  });
  it.each(puzzles.map((p, i) => [i, p] as const))('puzzle %i', (_, puzzle) => {
    const model = buildSudokuModel(puzzle);
    const result = solve(model.problem, { maxSolutions: Infinity, variableOrder: 'mrv' });
    check(result.status).toBe(puzzle.count! > 0 ? 'solved' : 'unsatisfiable');
    expect(result.solutions).toHaveLength(puzzle.count!);
    const givens = sudokuToLine(puzzle);
    const lines = new Set<string>();
    for (const values of result.solutions) {
      const rows = model.rows(values);
      check(checkSudoku(givens, rows)).toEqual([]);
      lines.add(rows.join(''));
    }
    check(lines.size).toBe(puzzle.count!);
    if (puzzle.solution) check(lines.has(puzzle.solution)).toBe(true);
  });
  it('the pairwise-≠ form with forward checking agrees on the counts of the small ones', () => {
    for (const puzzle of puzzles.filter((p) => p.count! <= 200)) {
      const result = solve(buildSudokuModel(puzzle, { alldiff: 'neq' }).problem, { inference: 'fc', variableOrder: 'mrv', maxSolutions: Infinity });
      check(result.solutions.length).toBe(puzzle.count);
    }
  });
});

describe.each(['top95.txt', 'hardest.txt'])('%s', (file) => {
  it('every puzzle is solved, with GAC and with ≠ forward checking, and the checker accepts it', () => {
    const puzzles = parseSudokuFile(readPublic(`puzzles/sudoku-${file}`), file);
    puzzles.forEach((puzzle, index) => {
      const givens = sudokuToLine(puzzle);
      // ≠ with forward checking takes ~10 ms a puzzle on top95: check it on the first 20 only.
      const forms = index < 20 ? ([['gac', 'mac'], ['neq', 'fc']] as const) : ([['gac', 'mac']] as const);
      for (const [alldiff, inference] of forms) {
        const model = buildSudokuModel(puzzle, { alldiff });
        const result = solve(model.problem, { inference, variableOrder: 'mrv', maxSolutions: 2 });
        expect(result.solutions).toHaveLength(1);
        check(checkSudoku(givens, model.rows(result.solutions[0]!))).toEqual([]);
      }
    });
  });
});
