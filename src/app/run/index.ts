/** The front door of src/app/run: what other folders may use. */
// -- front door --
export * from './solverClient.ts';
export * from './stops.ts';
export { chosenKey, splitKey, type ChosenWordsKey } from '../../worker/jobs/dictionaries.ts';
export * from './runsClient.ts';
export * from './runLength.ts';
export * from './words.ts';
