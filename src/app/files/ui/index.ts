/** The front door of src/app/files/ui: what other folders may use. */
// -- front door --
export * from './LoadQuestion.tsx';
