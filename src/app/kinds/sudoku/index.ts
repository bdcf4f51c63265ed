/** The Sudoku kind: a grid of digits with boxes, in the one-line file format (src/puzzles/sudoku/). */
import { parseSudokuFile } from '../../../puzzles/sudoku/index.ts';
import { serializeSudoku } from '../../../puzzles/sudoku/serialize.ts';
import { fromSudoku, toSudoku } from '../../numbers.ts';
import { numberKind } from '../numbers/kind.ts';

export const sudokuKind = numberKind({
  id: 'sudoku',
  label: 'Sudoku',
  noun: 'the Sudoku',
  sizes: [4, 6, 9],
  defaultSize: 9,
  signs: false,
  parse: (text, name) => parseSudokuFile(text, name).map(fromSudoku),
  serialize: (p) => serializeSudoku(toSudoku(p)),
  request: (p, { runId, options, settings }) => ({ type: 'solve', kind: 'sudoku', runId, puzzle: toSudoku(p), alldiff: settings.alldiff, options }),
  samples: [
    { file: 'sudoku-own-4x4.txt#0', label: '4 × 4 — puzzle 1' },
    { file: 'sudoku-own-4x4.txt#1', label: '4 × 4 — puzzle 2' },
    { file: 'sudoku-top95.txt#0', label: 'top95 — puzzle 1' },
    { file: 'sudoku-top95.txt#1', label: 'top95 — puzzle 2' },
    { file: 'sudoku-top95.txt#5', label: 'top95 — puzzle 6' },
    { file: 'sudoku-top95.txt', label: 'top95 — all 95 (a set)' },
    { file: 'sudoku-hardest.txt#0', label: 'hardest — puzzle 1' },
    { file: 'sudoku-hardest.txt#4', label: 'hardest — puzzle 5' },
    { file: 'sudoku-hardest.txt', label: 'hardest — all 11 (a set)' },
  ],
  quickSample: 'sudoku-top95.txt#0',
});
