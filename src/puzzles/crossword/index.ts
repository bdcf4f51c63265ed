/** Crossword model: layouts, file formats, the word index and the CSP built from them. */
export * from './layout.ts';
export { parseSlotFile } from './slotFile.ts';
export { parseGridFile, looksLikeGrid } from './gridFile.ts';
export { parseDictionary, crosswordEntry, splitScoredLine, type Dictionary, type DictionaryOptions, type SkippedLine } from './dictionary.ts';
export {
  applyWordChoices,
  fillScore,
  normaliseEntries,
  parseWordListFile,
  scoreOf,
  scoreSummary,
  type ChosenWords,
  type FillScore,
  type ScoreBucket,
  type ScoreSummary,
  type WordChoices,
} from './scores.ts';
export { WordIndex, LengthBucket, type WordIndexOptions } from './wordIndex.ts';
export { buildCrosswordModel, Crossing, CellLetter, type CrosswordModel, type CrosswordModelOptions, type EmptySlot } from './model.ts';
export { crosswordVariables, FILL_MODEL, FILL_SEARCH, type CrosswordVariables } from './defaults.ts';
export { gridInsight, InsightSession, type EmptiedSlot, type GridInsight, type InsightOptions, type SlotInsight } from './insight.ts';
