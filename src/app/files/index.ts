/** The front door of src/app/files: what other folders may use. */
// -- front door --
export * from './fileClient.ts';
export * from './keptList.ts';
