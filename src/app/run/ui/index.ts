/** The front door of src/app/run/ui: what other folders may use. */
// -- front door --
export * from './PlaybackPanel.tsx';
export * from './RunPanel.tsx';
export * from './playback.ts';
