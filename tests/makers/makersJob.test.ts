/** The puzzle makers' worker job: uniqueness with the cells where a second solution differs, and a generated puzzle that is unique. */
import { describe, expect, it } from 'vitest';
import { makersJob } from '../../src/worker/makersJob.ts';
import { sudokuGrid, countSolutions } from '../../src/puzzles/numbers/index.ts';

const empty4 = { size: 4, boxRows: 2, boxCols: 2, cells: new Uint8Array(16), line: 0 };

describe('makers worker job', () => {
  it('an empty 4 x 4: two solutions, differing exactly where the job says', () => {
    const a = makersJob({ type: 'check', id: 1, board: { kind: 'sudoku', puzzle: empty4 } });
    expect(a.type).toBe('check');
    if (a.type !== 'check') return;
    expect(a.check.status).toBe('multiple');
    expect(a.check.rating).toBeNull();
    const [s1, s2] = a.check.solutions;
    const differ = s1!.flatMap((d, i) => (d !== s2![i] ? [i] : []));
    expect(a.check.differ).toEqual(differ);
    expect(differ.length).toBeGreaterThan(0);
  });

  it('two equal givens in a row: no solution', () => {
    const cells = new Uint8Array(16);
    cells[0] = 1;
    cells[1] = 1;
    const a = makersJob({ type: 'check', id: 2, board: { kind: 'sudoku', puzzle: { ...empty4, cells } } });
    expect(a.type === 'check' && a.check.status).toBe('none');
  });

  it('a generated Sudoku has one solution (counted again) and is rated', () => {
    const a = makersJob({ type: 'generate', id: 3, kind: 'sudoku', size: 4, seed: 5, level: null });
    expect(a.type).toBe('generate');
    if (a.type !== 'generate' || a.board.kind !== 'sudoku') return;
    expect(countSolutions(sudokuGrid(a.board.puzzle)).status).toBe('unique');
    const c = makersJob({ type: 'check', id: 4, board: a.board });
    expect(c.type === 'check' && c.check.rating?.level).toBe(a.rating.level);
  });
});
