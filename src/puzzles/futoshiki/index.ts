export type { FutoshikiPuzzle, Inequality } from './puzzle.ts';
export { parseFutoshiki, type FutoshikiParseOptions } from './parse.ts';
export { buildFutoshikiModel, type FutoshikiModel, type FutoshikiModelOptions } from './model.ts';
