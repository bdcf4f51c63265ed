/** Sudoku and Futoshiki for puzzle makers: uniqueness, rating, hints and a generator. */
export { cellName, futoshikiGrid, sudokuGrid, type NumberGrid, type NumberKind } from './grid.ts';
export { countSolutions, isUnique, type CountOptions, type Uniqueness, type UniquenessStatus } from './uniqueness.ts';
export { LEVELS, Reasoner, STEP_KINDS, STEP_LEVEL, type Level, type Step, type StepKind } from './reasoning.ts';
export { emptyNeeds, hint, rate, type Hint, type HintOptions, type Rating } from './rating.ts';
export { generateFutoshikis, generateSudokus, type GenerateOptions, type Generated } from './generate.ts';
