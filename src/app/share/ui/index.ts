/** The front door of src/app/share/ui: the Share button and the address bar's links. */
// -- front door --
export * from './address.ts';
export * from './Share.tsx';
