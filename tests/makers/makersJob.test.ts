/** The puzzle makers' worker job: uniqueness with the cells where a second solution differs, and a generated puzzle that is unique. */
import { describe, expect, it } from 'vitest';
import { checkBoard, generateBoard } from '../../src/worker/jobs/makersJob.ts';
import { sudokuGrid, countSolutions } from '../../src/puzzles/numbers/index.ts';

const empty4 = { size: 4, boxRows: 2, boxCols: 2, cells: new Uint8Array(16), line: 0 };

describe('makers worker job', () => {
  it('an empty 4 x 4: two solutions, differing exactly where the job says', () => {
    const check = checkBoard({ kind: 'sudoku', puzzle: empty4 });
    expect(check.status).toBe('multiple');
    expect(check.rating).toBeNull();
    const [s1, s2] = check.solutions;
    const differ = s1!.flatMap((d, i) => (d !== s2![i] ? [i] : []));
    expect(check.differ).toEqual(differ);
    expect(differ.length).toBeGreaterThan(0);
  });

  it('two equal givens in a row: no solution', () => {
    const cells = new Uint8Array(16);
    cells[0] = 1;
    cells[1] = 1;
    expect(checkBoard({ kind: 'sudoku', puzzle: { ...empty4, cells } }).status).toBe('none');
  });

  it('a generated Sudoku has one solution (counted again) and is rated', () => {
    const a = generateBoard({ kind: 'sudoku', size: 4, seed: 5, level: null });
    if (a.board.kind !== 'sudoku') throw new Error('not a Sudoku');
    expect(countSolutions(sudokuGrid(a.board.puzzle)).status).toBe('unique');
    expect(checkBoard(a.board).rating?.level).toBe(a.rating.level);
  });
});
