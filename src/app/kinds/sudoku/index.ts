/** The Sudoku kind: a grid of digits with boxes; its files and model are the descriptor's (src/puzzles/sudoku/kind.ts). */
import { sudoku } from '../../../puzzles/sudoku/kind.ts';
import { fromSudoku, toSudoku } from '../numbers/board.ts';
import { numberKind } from '../numbers/kind.ts';
import { msg } from '../../i18n/index.ts';

export const sudokuKind = numberKind({
  id: 'sudoku',
  label: 'Sudoku',
  noun: msg('restore.part.board.sudoku'),
  sizes: [4, 6, 9],
  defaultSize: 9,
  signs: false,
  descriptor: sudoku,
  board: fromSudoku,
  puzzle: toSudoku,
  fileSummary: (puzzles) =>
    puzzles.length > 1 ? msg('loadQuestion.sudokus', { count: puzzles.length }) : msg('loadQuestion.sudoku', { size: `${puzzles[0]!.size} × ${puzzles[0]!.size}` }),
  openAs: msg('loadQuestion.openAsSudoku'),
  samples: [
    { file: 'sudoku-own-4x4.txt#0', label: msg('catalog.sample.sizePuzzle', { size: '4 × 4', n: 1 }) },
    { file: 'sudoku-own-4x4.txt#1', label: msg('catalog.sample.sizePuzzle', { size: '4 × 4', n: 2 }) },
    { file: 'sudoku-top95.txt#0', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 1 }) },
    { file: 'sudoku-top95.txt#1', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 2 }) },
    { file: 'sudoku-top95.txt#5', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 6 }) },
    { file: 'sudoku-top95.txt', label: msg('catalog.sample.setAll', { set: 'top95', n: 95 }) },
    { file: 'sudoku-hardest.txt#0', label: msg('catalog.sample.setPuzzle', { set: 'hardest', n: 1 }) },
    { file: 'sudoku-hardest.txt#4', label: msg('catalog.sample.setPuzzle', { set: 'hardest', n: 5 }) },
    { file: 'sudoku-hardest.txt', label: msg('catalog.sample.setAll', { set: 'hardest', n: 11 }) },
  ],
  quickSample: 'sudoku-top95.txt#0',
});
