/** The front door of src/app/run: what other folders may use. */
// -- front door --
export * from './solverClient.ts';
export * from './stops.ts';
export * from './runsClient.ts';
export * from './runLength.ts';
