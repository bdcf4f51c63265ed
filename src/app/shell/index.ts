/** The front door of src/app/shell: the layout choice and the theme (their stores). */
// -- front door --
export * from './layout.ts';
export * from './theme.ts';
