/**
 * The model kind, declared once (see ../kind.ts): a MiniZinc model (`.mzn`), its data (`.dzn`) or
 * FlatZinc (`.fzn`), taken by its name alone (MiniZinc reads them, not we). The solver gets the
 * FlatZinc MiniZinc compiled (in the browser, or by the native `minizinc` for the command line),
 * read by the project's reader into the engine's problem; every solution is checked by the
 * independent checker (src/checkers/model.ts) on a FlatZinc read afresh: one row per FlatZinc
 * variable, its integer value.
 */
import { checkModelSolution } from '../../checkers/model.ts';
import type { PuzzleDescriptor } from '../kind.ts';
import { parseFlatZinc } from './flatzinc.ts';
import { modelPlace, ModelText } from './labels.ts';
import { buildFznProblem } from './model.ts';

/** A model's file: its name (without folders) and its text. */
export interface ModelFile {
  name: string;
  text: string;
}

/**
 * What the solver gets of a model: its name (for messages), the FlatZinc MiniZinc made of it and,
 * for a MiniZinc model, its text (`source`: the constraints are labelled as it writes them).
 */
export interface FlatZincPuzzle {
  name: string;
  fzn: string;
  source?: string | undefined;
}

const byName = (extension: string) => ({
  id: extension,
  extensions: [extension],
  byName: true,
  read: (text: string, name: string): ModelFile[] => [{ name: name.replace(/^.*[\\/]/, ''), text }],
});

export const model: PuzzleDescriptor<ModelFile, FlatZincPuzzle, 'model'> = {
  id: 'model',

  formats: [byName('mzn'), byName('dzn'), byName('fzn')],
  write: (file) => ({ text: file.text, extension: /\.(dzn|fzn)$/i.exec(file.name)?.[1]?.toLowerCase() ?? 'mzn' }),

  words: false,
  labels: true,
  search: {},
  build(puzzle, { alldiff }) {
    const fzn = parseFlatZinc(puzzle.fzn, puzzle.name);
    const built = buildFznProblem(fzn, puzzle.name, { alldiff, source: puzzle.source });
    if (built.failure) {
      const place = puzzle.source !== undefined ? modelPlace(puzzle.fzn, built.failure.line, new ModelText(puzzle.source)) : null;
      const where = place ? `line ${place.line}` : `line ${built.failure.line} of its FlatZinc`;
      throw new Error(`${puzzle.name} has no solution: ${where}: ${built.failure.reason}`);
    }
    return { problem: built.problem, rows: (values) => fzn.vars.map((_, v) => String(built.value(values, v))) };
  },
  check(puzzle) {
    const fzn = parseFlatZinc(puzzle.fzn, puzzle.name);
    return ({ rows }) => {
      if (rows.length !== fzn.vars.length) return [`a solution of ${rows.length} values for ${fzn.vars.length} variables`];
      return checkModelSolution(fzn, (v) => Number(rows[v]));
    };
  },
};
