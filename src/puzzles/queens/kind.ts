/** N-queens, declared once (see ../kind.ts): the `queens N` file, the model of one variable per row, the O(N) checker. */
import { queensCheck } from '../../checkers/solutions.ts';
import type { PuzzleDescriptor } from '../kind.ts';
import { buildQueensModel, QUEENS_SEARCH } from './model.ts';
import { parseQueens, serializeQueens, type QueensPuzzle } from './puzzle.ts';

export const queens: PuzzleDescriptor<QueensPuzzle, QueensPuzzle, 'queens'> = {
  id: 'queens',

  formats: [
    {
      id: 'queens',
      extensions: ['queens'],
      // A file starts with its header, `queens N`.
      sniff: ({ lines }) => (/^queens\s+\d+$/i.test(lines[0] ?? '') ? { rank: 3 } : null),
      read: (text, name) => [parseQueens(text, name)],
    },
  ],
  write: (puzzle) => ({ text: serializeQueens(puzzle), extension: 'queens' }),

  words: false,
  labels: true,
  search: QUEENS_SEARCH,
  build: (puzzle) => buildQueensModel(puzzle.size, puzzle.givens),
  check: (puzzle) => queensCheck(puzzle),
};
