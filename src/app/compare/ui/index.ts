/** The front door of src/app/compare/ui: the Compare view. */
// -- front door --
export * from './ComparePanel.tsx';
