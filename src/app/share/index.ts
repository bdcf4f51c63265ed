/** The front door of src/app/share: the share link's pure format. */
// -- front door --
export * from './link.ts';
export * from './exerciseFile.ts';
