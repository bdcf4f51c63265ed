/** Crossword model: layouts, file formats, the word index and the CSP built from them. */
export * from './layout.ts';
export { parseSlotFile } from './slotFile.ts';
export { parseGridFile, looksLikeGrid } from './gridFile.ts';
export { parseDictionary, type Dictionary, type SkippedLine } from './dictionary.ts';
export { WordIndex, LengthBucket } from './wordIndex.ts';
export { buildCrosswordModel, Crossing, CellLetter, type CrosswordModel, type CrosswordModelOptions, type EmptySlot } from './model.ts';
export { crosswordVariables, FILL_MODEL, FILL_SEARCH, type CrosswordVariables } from './defaults.ts';
