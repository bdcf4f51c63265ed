/** The front door of src/app/settings/ui: what other folders may use. */
// -- front door --
export * from './SettingsPanel.tsx';
