/**
 * Each kind's board panel (its board component with the size, set and summary around it): the UI
 * half of the registry (registry.ts is the pure half). A new kind adds one line to each map here.
 */
import type { ComponentType } from 'react';
import { Board } from '../crossword/ui/Board.tsx';
import { CrosswordPanel } from '../crossword/ui/Panel.tsx';
import { NumberBoard } from '../numbers/ui/Board.tsx';
import { NumberBoardPanel } from '../numbers/ui/Panel.tsx';
import { QueensBoard } from '../queens/ui/Board.tsx';
import { QueensPanel, QueensSize } from '../queens/ui/Panel.tsx';
import type { KindId } from '../registry.ts';
import { ModelPanel, ModelTeachBoard } from '../model/ui/Panel.tsx';

/** `board={false}` leaves the board out: the kind's own tools, for the teaching layout's fold. */
export const PANELS: Record<KindId, ComponentType<{ board?: boolean }>> = {
  crossword: CrosswordPanel,
  sudoku: NumberBoardPanel,
  futoshiki: NumberBoardPanel,
  queens: QueensPanel,
  model: ModelPanel,
};

/** Each kind's bare board (the teaching layout shows it without the panel's controls). */
export const BOARDS: Record<KindId, ComponentType> = {
  crossword: Board,
  sudoku: NumberBoard,
  futoshiki: NumberBoard,
  queens: QueensBoard,
  model: ModelTeachBoard,
};

/**
 * What of a kind's tools the teaching layout keeps on screen, in its strip beside the search
 * picker, rather than in the folded tools (N-queens' size: a lesson or a class changes it often).
 * The kind's panel leaves it out when drawn without its board.
 */
export const AT_HAND: Partial<Record<KindId, ComponentType>> = {
  queens: QueensSize,
};
