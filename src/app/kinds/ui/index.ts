/** The front door of src/app/kinds/ui: what other folders may use. */
// -- front door --
export * from './BoardPanel.tsx';
export * from './UndoRedo.tsx';
export * from './panels.ts';
export { PrintHost, printCrossword } from '../crossword/ui/PrintSheet.tsx';
// MiniZinc started on the intent to open a file (the browser's worker; not in the pure front door, which Node tests import).
export { compilerBusy, modelCompiler, warmUpCompiler } from '../model/compiler.ts';
export * from '../model/ui/treeOffer.ts';
export { CutsetChooser, toggleCutsetVariable, useCutsetModel } from '../model/ui/CutsetChooser.tsx';
