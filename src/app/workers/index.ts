/** The front door of src/app/workers: what the workers' clients share (their workers, and their errors in words). */
// -- front door --
export * from './errors.ts';
export * from './spawn.ts';
export * from './jobClient.ts';
