/** The front door of src/app/settings: what other folders may use. */
// -- front door --
export * from './catalog.ts';
export * from './schema.ts';
export * from './presets.ts';
export * from './runOptions.ts';
