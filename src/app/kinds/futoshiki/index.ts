/** The Futoshiki kind: a grid of digits with signs between neighbours, in the seed-002 file format (src/puzzles/futoshiki/). */
import { parseFutoshiki } from '../../../puzzles/futoshiki/index.ts';
import { serializeFutoshiki } from '../../../puzzles/futoshiki/serialize.ts';
import { fromFutoshiki, toFutoshiki } from '../numbers/board.ts';
import { numberKind } from '../numbers/kind.ts';
import { msg } from '../../i18n/index.ts';

export const futoshikiKind = numberKind({
  id: 'futoshiki',
  label: 'Futoshiki',
  noun: 'the Futoshiki',
  sizes: [4, 5, 6, 7, 8, 9],
  defaultSize: 5,
  signs: true,
  parse: (text, name) => [fromFutoshiki(parseFutoshiki(text, name))],
  serialize: (p) => serializeFutoshiki(toFutoshiki(p)),
  extension: 'txt',
  request: (p, { runId, options, settings }) => ({ type: 'solve', kind: 'futoshiki', runId, puzzle: toFutoshiki(p), alldiff: settings.alldiff, options }),
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
