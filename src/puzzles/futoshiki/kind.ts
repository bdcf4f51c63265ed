/** Futoshiki, declared once (see ../kind.ts): the seed-002 format, its model of rows, columns and `<` signs, its checker and makers' tools. */
import { futoshikiCheck } from '../../checkers/solutions.ts';
import { contentLines } from '../errors.ts';
import { msg } from '../../text/index.ts';
import type { PuzzleDescriptor } from '../kind.ts';
import { MAX_FUTOSHIKI, MIN_FUTOSHIKI } from '../limits.ts';
import { generateFutoshikis } from '../numbers/generate.ts';
import { futoshikiGrid } from '../numbers/grid.ts';
import { futoshikiSize, numberKind } from '../numbers/sniff.ts';
import { buildFutoshikiModel } from './model.ts';
import { parseFutoshiki } from './parse.ts';
import type { FutoshikiPuzzle } from './puzzle.ts';
import { serializeFutoshiki } from './serialize.ts';

export const futoshiki: PuzzleDescriptor<FutoshikiPuzzle, FutoshikiPuzzle, 'futoshiki'> = {
  id: 'futoshiki',

  formats: [
    {
      id: 'futoshiki',
      // The seed's files are .txt: the content decides.
      extensions: [],
      sniff: ({ lines }, current) => (numberKind(lines, current) === 'futoshiki' ? { rank: 2 } : null),
      // A size beyond the limits gets a message about the limits rather than the parser's.
      limit(text, name) {
        const n = futoshikiSize(contentLines(text));
        return n !== null && (n < MIN_FUTOSHIKI || n > MAX_FUTOSHIKI)
          ? msg('parse.tooLarge.futoshiki', { file: name, n, min: MIN_FUTOSHIKI, max: MAX_FUTOSHIKI })
          : null;
      },
      read: (text, name) => [parseFutoshiki(text, name)],
    },
  ],
  write: (puzzle) => ({ text: serializeFutoshiki(puzzle), extension: 'txt' }),

  words: false,
  labels: true,
  search: {},
  build: (puzzle, { alldiff }) => buildFutoshikiModel(puzzle, { alldiff }),
  check: (puzzle) => futoshikiCheck(puzzle),

  makers: { grid: futoshikiGrid, generate: generateFutoshikis, show: serializeFutoshiki, signs: true },
};
