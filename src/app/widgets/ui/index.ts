/** The front door of src/app/widgets/ui: what other folders may use. */
// -- front door --
export * from './controls.tsx';
export * from './listKeys.ts';
export * from './useBox.ts';
export * from './labelled.tsx';
export * from './later.tsx';
