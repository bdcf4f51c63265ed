/** The front door of src/app/persist/ui: what other folders may use. */
// -- front door --
export * from './SavedState.tsx';
