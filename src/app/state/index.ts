/** The front door of src/app/state: what other folders may use. */
// -- front door --
export * from './store.ts';
