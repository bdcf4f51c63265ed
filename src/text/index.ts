/** The front door of src/text: messages as data (key and params) and their English. */
export * from './english.ts';
export * from './message.ts';
