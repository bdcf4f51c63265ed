/**
 * The model kind's board state: a MiniZinc model as text (or FlatZinc, read without compiling),
 * its data file (`.dzn`, optional) and their names, and the compilation the store attached to it
 * (state/slices/model.ts). Pure.
 */
import type { Compilation } from './compiled.ts';

export interface ModelPuzzle {
  /** The model's file name: `australia.mzn`, `model.fzn` (a `.fzn` name means `text` is FlatZinc). */
  readonly name: string;
  /** The MiniZinc (or FlatZinc) text, as the user wrote it. */
  readonly text: string;
  /** The data file's text ('' for none) and its name. */
  readonly data: string;
  readonly dataName: string;
  /**
   * The compilation of this source, attached by the store's `compileModel` (never saved): read it
   * with `compilationOf`. `key` is the `sourceKey` it was made for.
   */
  readonly compiled?: { readonly key: string; readonly compilation: Compilation } | undefined;
}

/** The edits of a model: its text, its data, or a file opened onto it. */
export type ModelOp =
  | { type: 'text'; text: string }
  | { type: 'data'; data: string }
  | { type: 'file'; name: string; text: string };

export const EMPTY_MODEL: ModelPuzzle = { name: 'model.mzn', text: '', data: '', dataName: 'data.dzn' };

/** Whether the text is FlatZinc (read as it is) rather than MiniZinc (compiled first). */
export function isFlatZinc(p: Pick<ModelPuzzle, 'name'>): boolean {
  return /\.fzn$/i.test(p.name);
}

/**
 * The model after opening a file: a `.dzn` becomes the data of the model shown, a `.mzn` or `.fzn`
 * a model of its own (without data).
 */
export function withFile(p: ModelPuzzle, name: string, text: string): ModelPuzzle {
  if (/\.dzn$/i.test(name)) return { ...uncompiled(p), data: text, dataName: name };
  return { name, text, data: '', dataName: EMPTY_MODEL.dataName };
}

/** The model without a compilation (an edit changes what it compiles to). */
export function uncompiled(p: ModelPuzzle): ModelPuzzle {
  if (p.compiled === undefined) return p;
  const { compiled, ...rest } = p;
  void compiled;
  return rest;
}

/** The model with its compilation (the store's `compileModel`; tests). */
export function withCompilation(p: ModelPuzzle, compilation: Compilation): ModelPuzzle {
  return { ...p, compiled: { key: sourceKey(p), compilation } };
}

/** The key of a model's compilation: everything MiniZinc reads. */
export function sourceKey(p: ModelPuzzle): string {
  return `${isFlatZinc(p) ? 'fzn' : 'mzn'}\u0000${p.name}\u0000${p.text}\u0000${p.data}`;
}

/** Lines of a text (for the editor's line numbers and the error marks). */
export function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}
