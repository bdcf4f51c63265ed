/**
 * The N-queens kind: an N × N board (8 × 8 to start, up to 1,000 × 1,000) with queens placed
 * before search (one per row at most; a click places or removes one), in the queens file format
 * (src/puzzles/queens/puzzle.ts), read and written by its descriptor (src/puzzles/queens/kind.ts),
 * whose model the worker solves: one variable per row, its value the queen's column.
 */
import { attackingGivens, emptyQueens, MAX_QUEENS_BOARD, queensGiven, type QueensPuzzle } from '../../../puzzles/queens/index.ts';
import { queens } from '../../../puzzles/queens/kind.ts';
import { readKind } from '../../../puzzles/kind.ts';
import type { PuzzleKindModule } from '../kind.ts';
import { msg } from '../../i18n/index.ts';
import { queensSvg, queensText } from './export.ts';
import { queensNames } from './names.ts';

/** An edit of the board: place a queen at (row, column), or remove it when it is there already. */
export type QueensOp = { type: 'queen'; row: number; column: number };

export const QUEENS_DEFAULT_SIZE = 8;

export const queensKind: PuzzleKindModule<QueensPuzzle, QueensOp> & { readonly maxSize: number } = {
  id: 'queens',
  label: 'N-queens',
  noun: msg('restore.part.board.queens'),
  maxSize: MAX_QUEENS_BOARD,

  empty: () => emptyQueens(QUEENS_DEFAULT_SIZE),
  cleared: (p) => emptyQueens(p.size),
  resized(p, width) {
    const n = Math.round(width);
    if (n === p.size || !Number.isInteger(width) || n < 1 || n > MAX_QUEENS_BOARD) return null;
    // The queens that are still on the board stay.
    return { size: n, givens: Array.from({ length: n }, (_, r) => ((p.givens[r] ?? -1) < n ? (p.givens[r] ?? -1) : -1)) };
  },
  cellCount: (p) => p.size * p.size,
  edit(p, op) {
    const { row, column } = op;
    if (op.type !== 'queen' || !Number.isInteger(row) || !Number.isInteger(column) || row < 0 || row >= p.size || column < 0 || column >= p.size) return null;
    const givens = [...p.givens];
    const removing = givens[row] === column;
    givens[row] = removing ? -1 : column;
    return { puzzle: { size: p.size, givens }, label: msg(removing ? 'names.undo.removeQueen' : 'names.undo.placeQueen') };
  },
  describe: (p) => `${p.size} × ${p.size}, ${queensGiven(p)} queens placed`,

  parse: (text, name) => readKind(queens, text, name),
  serialize: (p) => queens.write(p).text,
  fromFile: (puzzles, name) => ({ source: name, puzzles: puzzles as QueensPuzzle[] }),
  fileSummary: (puzzles) => {
    const size = (puzzles[0] as QueensPuzzle).size;
    return msg('loadQuestion.queens', { size: `${size} × ${size}` });
  },
  openAs: msg('loadQuestion.openAsQueens'),
  save: (p) => ({ text: queens.write(p).text }),
  restore(part) {
    if (typeof part.text !== 'string') return null;
    try {
      return readKind(queens, part.text, 'saved queens')[0]!;
    } catch {
      return null;
    }
  },

  usesDictionary: false,
  refusal(p) {
    const attack = attackingGivens(p);
    if (!attack) return null;
    const [a, b, line] = attack;
    return `The queens placed in rows ${a + 1} and ${b + 1} attack each other (the same ${line}); move or remove one before solving.`;
  },
  variables: (p) => p.size,
  request: (p, { runId, options, settings }) => ({
    type: 'solve',
    kind: 'queens',
    runId,
    puzzle: { size: p.size, givens: [...p.givens] },
    alldiff: settings.alldiff,
    reuse: settings.reuse,
    options,
  }),

  stepNames: (_puzzle, run) => queensNames(run.constraints),

  svg: queensSvg,
  text: queensText,
  file: (p) => queens.write(p),
  valueText: (_p, _words, _variable, value) => String(value + 1),

  samples: [
    { file: 'queens-6.queens', label: msg('catalog.sample.size', { size: '6 × 6' }) },
    { file: 'queens-8-corner.queens', label: msg('catalog.sample.queensCorner', { size: '8 × 8' }) },
    { file: 'queens-100.queens', label: msg('catalog.sample.size', { size: '100 × 100' }) },
  ],
  quickSample: 'queens-8-corner.queens',
};
