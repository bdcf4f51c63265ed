/**
 * Each kind's board panel (its board component with the size, set and summary around it): the UI
 * half of the registry (registry.ts is the pure half). A new kind adds one line here.
 */
import type { ComponentType } from 'react';
import { CrosswordPanel } from './crossword/Panel.tsx';
import { NumberBoardPanel } from './numbers/Panel.tsx';
import type { KindId } from './registry.ts';

export const PANELS: Record<KindId, ComponentType> = {
  crossword: CrosswordPanel,
  sudoku: NumberBoardPanel,
  futoshiki: NumberBoardPanel,
};
