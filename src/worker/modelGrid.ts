/**
 * A FlatZinc model in the solver worker, as a grid kind (`GRID_MODELS.model`): the app compiled
 * the MiniZinc model (in the browser, with MiniZinc's WebAssembly) and sends the FlatZinc; the
 * worker reads it with the project's reader and builds the engine's problem (src/puzzles/model),
 * and checks every solution with the independent checker (src/checkers/model.ts) on a FlatZinc
 * read afresh: one row per FlatZinc variable, its integer value.
 */
import { checkModelSolution } from '../checkers/model.ts';
import type { SolutionCheck } from '../checkers/solutions.ts';
import { parseFlatZinc } from '../puzzles/model/flatzinc.ts';
import { modelPlace, ModelText } from '../puzzles/model/labels.ts';
import { buildFznProblem } from '../puzzles/model/model.ts';
import type { AllDiffForm, Problem } from '../solver/index.ts';

/**
 * What the worker gets of a model: its name (for messages), the FlatZinc MiniZinc made of it and,
 * for a MiniZinc model, its text (`source`: the constraints are labelled as it writes them).
 */
export interface FlatZincPuzzle {
  name: string;
  fzn: string;
  source?: string | undefined;
}

export function buildFlatZincModel(puzzle: FlatZincPuzzle, options: { alldiff: AllDiffForm }): { problem: Problem; rows(values: Int32Array): string[] } {
  const model = parseFlatZinc(puzzle.fzn, puzzle.name);
  const built = buildFznProblem(model, puzzle.name, { alldiff: options.alldiff, source: puzzle.source });
  if (built.failure) {
    const place = puzzle.source !== undefined ? modelPlace(puzzle.fzn, built.failure.line, new ModelText(puzzle.source)) : null;
    const where = place ? `line ${place.line}` : `line ${built.failure.line} of its FlatZinc`;
    throw new Error(`${puzzle.name} has no solution: ${where}: ${built.failure.reason}`);
  }
  return { problem: built.problem, rows: (values) => model.vars.map((_, v) => String(built.value(values, v))) };
}

export function flatZincCheck(puzzle: FlatZincPuzzle): SolutionCheck {
  const model = parseFlatZinc(puzzle.fzn, puzzle.name);
  return ({ rows }) => {
    if (rows.length !== model.vars.length) return [`a solution of ${rows.length} values for ${model.vars.length} variables`];
    return checkModelSolution(model, (v) => Number(rows[v]));
  };
}
