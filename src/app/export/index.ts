/** The front door of src/app/export: the pictures, texts and files a run exports. */
// -- front door --
export * from './exporting.ts';
export { download } from './download.ts';
