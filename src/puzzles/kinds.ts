/**
 * The puzzle kinds' ids, in the picker's order: the one list below the app that the file reader,
 * the files worker and the app's kind registry (`src/app/kinds/registry.ts`, which checks that it
 * has a module for each) agree on.
 */
export const PUZZLE_KINDS = ['crossword', 'sudoku', 'futoshiki', 'queens', 'model'] as const;

export type PuzzleKind = (typeof PUZZLE_KINDS)[number];
