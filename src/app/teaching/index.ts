/** The front door of src/app/teaching: what other folders may use. */
// -- front door --
export * from './lesson.ts';
export * from './store.ts';
