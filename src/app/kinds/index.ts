/** The front door of src/app/kinds: what other folders may use. */
// -- front door --
export * from './kind.ts';
export * from './numbers/board.ts';
export { generatorSize, makersBoardOf, shownNumberPuzzle } from './numbers/makers.ts';
export * from './registry.ts';
export * from './sentences.ts';
export { choiceWhy, nameList, zeroWords } from './choiceWords.ts';
export * from './view.ts';
export * from './crossword/region.ts';
export { isLocked } from './crossword/index.ts';
export { slotsFromBlocks } from './crossword/export.ts';
export { withFile as modelWithFile, sourceKey as modelSourceKey, withCompilation as modelWithCompilation, uncompiled as modelUncompiled, isFlatZinc, type ModelPuzzle, type ModelOp } from './model/puzzle.ts';
export { compilationOf as modelCompilation, type Compilation as ModelCompilation, type ModelCompiler } from './model/compiled.ts';
export { treeNotOffered, treeReason, treeStepAt, isTreeTrace, type TreeStepView } from './model/tree.ts';
export { checkCutset, cutsetChosenElsewhere, cutsetFacts, cutsetNotOffered, cutsetRefusal, cutsetRunRefusal, cutsetStepAt, isCutsetTrace, MAX_OFFERED_CUTSET, type CutsetCheck, type CutsetStepView } from './model/cutset.ts';
export { describeTreeStep, treeSegmentStart, treeValuesLeft } from './treeSentences.ts';
export { describeCutsetStep, traceCutset } from './cutsetSentences.ts';
