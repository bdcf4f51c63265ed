/** The front door of src/app/compare: the experiments' presets and rows, and the compare worker's client. */
// -- front door --
export * from './compare.ts';
export * from './compareClient.ts';
