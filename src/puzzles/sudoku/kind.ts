/** Sudoku, declared once (see ../kind.ts): lines of N*N symbols or rows of N, its model of all-different units, its checker and makers' tools. */
import { sudokuCheck } from '../../checkers/solutions.ts';
import type { PuzzleDescriptor } from '../kind.ts';
import { generateSudokus } from '../numbers/generate.ts';
import { sudokuGrid } from '../numbers/grid.ts';
import { numberKind } from '../numbers/sniff.ts';
import { buildSudokuModel, SUDOKU_SEARCH } from './model.ts';
import { parseSudokuFile } from './parse.ts';
import { sudokuToLine, type SudokuPuzzle } from './puzzle.ts';
import { serializeSudoku } from './serialize.ts';

export const sudoku: PuzzleDescriptor<SudokuPuzzle, SudokuPuzzle, 'sudoku'> = {
  id: 'sudoku',

  formats: [
    {
      id: 'sudoku',
      extensions: ['sdk'],
      sniff: ({ lines }, current) => (numberKind(lines, current) === 'sudoku' ? { rank: 2 } : null),
      read: (text, name) => parseSudokuFile(text, name),
    },
  ],
  write: (puzzle) => ({ text: serializeSudoku(puzzle), extension: 'sdk' }),

  words: false,
  labels: true,
  search: SUDOKU_SEARCH,
  build: (puzzle, { alldiff }) => buildSudokuModel(puzzle, { alldiff }),
  check: (puzzle) => sudokuCheck(puzzle),

  makers: { grid: sudokuGrid, generate: generateSudokus, show: sudokuToLine, signs: false },
};
