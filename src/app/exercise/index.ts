/** The front door of src/app/exercise: what other folders may use. */
// -- front door --
export * from './asks.ts';
export * from './report.ts';
export * from './progress.ts';
export * from './ready.ts';
export * from './treeChoices.ts';
export * from './targets.ts';
