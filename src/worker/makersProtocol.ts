/**
 * Messages of the puzzle makers' worker (makers.worker.ts): a Sudoku or Futoshiki in, whether it
 * has one solution, its rating, a hint or a newly generated puzzle out. A small worker of its own,
 * so that checking a puzzle as its givens are typed never waits behind a long solver run.
 */
import type { FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import type { Hint, Level, Rating, UniquenessStatus } from '../puzzles/numbers/index.ts';
import type { SudokuPuzzle } from '../puzzles/sudoku/index.ts';

/** The board a request is about. */
export type MakersBoard = { kind: 'sudoku'; puzzle: SudokuPuzzle } | { kind: 'futoshiki'; puzzle: FutoshikiPuzzle };

export interface MakersCheck {
  status: UniquenessStatus;
  /** Solutions found, at most 2. */
  count: number;
  /** The solutions found (one digit per cell). */
  solutions: number[][];
  /** With two solutions: the cells where they differ. */
  differ: number[];
  nodes: number;
  /** The rating, when the puzzle has exactly one solution. */
  rating: Rating | null;
}

export type MakersToWorker =
  | { type: 'check'; id: number; board: MakersBoard }
  | { type: 'hint'; id: number; board: MakersBoard }
  | { type: 'generate'; id: number; kind: 'sudoku' | 'futoshiki'; size: number; seed: number; level: Level | null };

export type MakersFromWorker =
  | { type: 'check'; id: number; check: MakersCheck }
  | { type: 'hint'; id: number; hint: Hint }
  | { type: 'generate'; id: number; board: MakersBoard; rating: Rating; givens: number }
  | { type: 'error'; id: number; message: string };
