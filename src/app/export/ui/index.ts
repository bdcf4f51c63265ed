/** The front door of src/app/export/ui: what other folders may use. */
// -- front door --
export * from './ExportMenu.tsx';
