/** The front door of src/app/i18n: what other folders may use. */
// -- front door --
export * from './format.ts';
export * from './i18n.ts';
export * from './message.ts';
export * from './names.ts';
