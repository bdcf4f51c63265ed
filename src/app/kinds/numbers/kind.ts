/**
 * What Sudoku and Futoshiki share as kinds: an N x N grid of given digits (and, for Futoshiki,
 * signs between neighbours) — `NumberPuzzle` of board.ts. Each kind is this factory given its
 * descriptor below the app (its files, its model), the board it makes of the descriptor's puzzles
 * and back, its sizes and samples; a Latin square would be one more call.
 */
import { readKind, type PuzzleDescriptor } from '../../../puzzles/kind.ts';
import { emptyNumberPuzzle, SIGN_GREATER, SIGN_LESS, SIGN_NONE, type NumberKind, type NumberPuzzle } from './board.ts';
import type { PuzzleKindModule, Sample } from '../kind.ts';
import type { Message } from '../../i18n/index.ts';
import type { SolveRequest } from '../../../worker/protocol.ts';
import { numberNames } from '../sentences.ts';
import { digitText } from '../view.ts';
import { numberSvg, numberText } from './export.ts';
import { msg } from '../../i18n/index.ts';

/** The edits of a grid of digits: a given digit (0 clears it), or the sign to a neighbour cycled none → < → > → none. */
export type NumberOp = { type: 'digit'; cell: number; digit: number } | { type: 'sign'; cell: number; direction: 'right' | 'down' };

export interface NumberKindSpec<X> {
  id: NumberKind;
  label: string;
  noun: Message;
  /** Sizes the board offers (a loaded puzzle may have another). */
  sizes: readonly number[];
  defaultSize: number;
  /** Whether the board takes signs between neighbours (Futoshiki). */
  signs: boolean;
  /** The kind below the app (src/puzzles/<kind>/kind.ts): its files and its model. */
  descriptor: PuzzleDescriptor<X>;
  /** The board of one of the descriptor's puzzles, and back. */
  board(puzzle: X): NumberPuzzle;
  puzzle(board: NumberPuzzle): X;
  /** What a file of such puzzles holds, for the question "a puzzle or a word list?". */
  fileSummary(puzzles: readonly X[]): Message;
  /** The question's button opening a file as this kind. */
  openAs: Message;
  samples: readonly Sample[];
  quickSample: string;
  /** The sample a first visit puts on the board (see `PuzzleKindModule.firstSample`). */
  firstSample?: string;
}

export function numberKind<X>(spec: NumberKindSpec<X>): PuzzleKindModule<NumberPuzzle, NumberOp> & { readonly sizes: readonly number[]; readonly signs: boolean } {
  const parse = (text: string, name: string) => readKind(spec.descriptor, text, name).map(spec.board);
  const serialize = (p: NumberPuzzle) => spec.descriptor.write(spec.puzzle(p)).text;
  return {
    id: spec.id,
    label: spec.label,
    noun: spec.noun,
    sizes: spec.sizes,
    signs: spec.signs,

    empty: () => emptyNumberPuzzle(spec.id, spec.defaultSize),
    cleared: (p) => emptyNumberPuzzle(spec.id, p.size),
    resized: (p, width) => (Math.round(width) === p.size || !Number.isInteger(width) ? null : emptyNumberPuzzle(spec.id, width)),
    cellCount: (p) => p.size * p.size,
    edit(p, op) {
      const n = p.size;
      if (op.type === 'digit') {
        const { cell, digit } = op;
        if (cell < 0 || cell >= p.givens.length || digit < 0 || digit > n || p.givens[cell] === digit) return null;
        const givens = [...p.givens];
        givens[cell] = digit;
        return { puzzle: { ...p, givens }, label: digit === 0 ? msg('names.undo.clearDigit') : msg('names.undo.digit', { digit }) };
      }
      const { cell, direction } = op;
      if (!spec.signs || cell < 0 || cell >= n * n || (direction === 'right' && cell % n === n - 1) || (direction === 'down' && cell >= n * (n - 1))) return null;
      const signs = [...p[direction]];
      const now = signs[cell] ?? SIGN_NONE;
      signs[cell] = now === SIGN_NONE ? SIGN_LESS : now === SIGN_LESS ? SIGN_GREATER : SIGN_NONE;
      return { puzzle: { ...p, [direction]: signs }, label: msg('names.undo.sign') };
    },
    describe: (p) => `${p.givens.filter((d) => d > 0).length} givens`,

    parse,
    serialize,
    fromFile: (puzzles, name) => ({ source: name, puzzles: (puzzles as readonly X[]).map(spec.board) }),
    fileSummary: (puzzles) => spec.fileSummary(puzzles as readonly X[]),
    openAs: spec.openAs,
    save: (p) => ({ text: serialize(p) }),
    restore(part) {
      if (typeof part.text !== 'string') return null;
      try {
        const all = parse(part.text, `saved ${spec.id}`);
        return all.length === 1 ? all[0]! : null;
      } catch {
        return null;
      }
    },

    usesDictionary: false,
    refusal: () => null,
    variables: (p) => p.size * p.size,
    request: (p, { runId, options, settings }) =>
      ({ type: 'solve', kind: spec.id, runId, puzzle: spec.puzzle(p), alldiff: settings.alldiff, reuse: settings.reuse, options }) as SolveRequest,

    stepNames: (puzzle, run) => numberNames(puzzle, run.constraints),

    svg: numberSvg,
    text: numberText,
    file: (p) => spec.descriptor.write(spec.puzzle(p)),
    valueText: (_p, _words, _variable, value) => digitText(value + 1),

    samples: spec.samples,
    quickSample: spec.quickSample,
    firstSample: spec.firstSample,
  };
}
