/** The front door of src/app/shell/ui: what other folders may use. */
// -- front door --
export * from './LanguagePicker.tsx';
export * from './PhoneDock.tsx';
export * from './PuzzleTools.tsx';
export * from './TeachLayout.tsx';
export * from './ThemePicker.tsx';
export * from './UpdateNotice.tsx';
export * from './useShortcuts.ts';
