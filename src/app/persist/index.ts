/** The front door of src/app/persist: what other folders may use. */
// -- front door --
export * from './persist.ts';
