/**
 * Writing a Sudoku back in its own file format (docs/formats.md): the one-line form of N*N symbols,
 * `.` for an empty cell (1-9, then A-G for 10-16), so that `parseSudokuFile(serializeSudoku(p))`
 * gives the same size, boxes and cells. The count and solution of counted.txt are not written.
 */
import { sudokuToLine, type SudokuPuzzle } from './puzzle.ts';

export function serializeSudoku(puzzle: SudokuPuzzle): string {
  return sudokuToLine(puzzle) + '\n';
}
