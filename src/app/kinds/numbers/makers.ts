/**
 * What the puzzle makers' tools need of a Sudoku or Futoshiki board (the store's makers slice,
 * state/slices/makers.ts, asks the makers' worker; the panel reads the slice): the shown board's
 * puzzle, the board as the worker reads it, and the sizes the generator makes. Pure.
 */
import type { MakersBoard } from '../../../worker/protocol.ts';
import { toFutoshiki, toSudoku, type NumberPuzzle } from './board.ts';

/** The shown board's puzzle when it is a grid of digits, else null. */
export function shownNumberPuzzle(s: { kind: string; boards: Record<string, { puzzle: unknown }> }): NumberPuzzle | null {
  if (s.kind !== 'sudoku' && s.kind !== 'futoshiki') return null;
  return s.boards[s.kind]!.puzzle as NumberPuzzle;
}

/** The board as the makers' worker reads it. */
export function makersBoardOf(p: NumberPuzzle): MakersBoard {
  return p.kind === 'sudoku' ? { kind: 'sudoku', puzzle: toSudoku(p) } : { kind: 'futoshiki', puzzle: toFutoshiki(p) };
}

/** Sizes the generator makes. */
export function generatorSize(kind: 'sudoku' | 'futoshiki', size: number): number {
  if (kind === 'sudoku') return [4, 6, 9].includes(size) ? size : 9;
  return size >= 4 && size <= 9 ? size : 5;
}
