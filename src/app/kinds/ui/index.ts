/** The front door of src/app/kinds/ui: what other folders may use. */
// -- front door --
export * from './BoardPanel.tsx';
export * from './UndoRedo.tsx';
export * from './panels.ts';
export * from '../model/ui/treeOffer.ts';
