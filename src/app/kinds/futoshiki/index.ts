/** The Futoshiki kind: a grid of digits with signs between neighbours; its files and model are the descriptor's (src/puzzles/futoshiki/kind.ts). */
import { futoshiki } from '../../../puzzles/futoshiki/kind.ts';
import { fromFutoshiki, toFutoshiki } from '../numbers/board.ts';
import { numberKind } from '../numbers/kind.ts';
import { msg } from '../../i18n/index.ts';

export const futoshikiKind = numberKind({
  id: 'futoshiki',
  label: 'Futoshiki',
  noun: msg('restore.part.board.futoshiki'),
  sizes: [4, 5, 6, 7, 8, 9],
  defaultSize: 5,
  signs: true,
  descriptor: futoshiki,
  board: fromFutoshiki,
  puzzle: toFutoshiki,
  fileSummary: (puzzles) => msg('loadQuestion.futoshiki', { size: `${puzzles[0]!.size} × ${puzzles[0]!.size}` }),
  openAs: msg('loadQuestion.openAsFutoshiki'),
  samples: [
    { file: 'futoshiki-own-4x4.txt', label: msg('catalog.sample.futoshikiSigns', { size: '4 × 4' }) },
    { file: 'futoshiki-own-5x5.txt', label: msg('catalog.sample.size', { size: '5 × 5' }) },
    { file: 'futoshiki-own-6x6.txt', label: msg('catalog.sample.size', { size: '6 × 6' }) },
    { file: 'futoshiki-own-7x7.txt', label: msg('catalog.sample.size', { size: '7 × 7' }) },
  ],
  quickSample: 'futoshiki-own-5x5.txt',
  // A first visit's Futoshiki has signs (an empty 5 x 5 solves trivially).
  firstSample: 'futoshiki-own-5x5.txt',
});
