/**
 * Why a model has no solution: a minimal set of its FlatZinc constraints that have no solution
 * together within the variables' domains (src/solver/reason). The sub-puzzle of some constraints is
 * the FlatZinc with every variable (and its declared domain) and only those constraints.
 *
 * Each constraint is shown at its place: by default its line in the FlatZinc and its label there
 * (`int_lin_eq([1, 1], [x, y], 10)`; the user's own lines for a .fzn file). A model compiled from a .mzn gives `place`, which names
 * the line and text of the .mzn it came from (MiniZinc's paths, when the compiler kept them);
 * without it the lines are the FlatZinc's, and the sentence says so (`linesIn: 'flatzinc'`).
 */
import { drainReason, minimalReason, searchOracle, type AllDiffForm, type Oracle, type ReasonOptions, type ReasonProgress, type ReasonResult, type SearchOptions } from '../../solver/index.ts';
import { listOf, puzzleReason, say, type PuzzleReason, type ReasonSentence } from '../reason.ts';
import type { FznConstraint, FznModel } from './flatzinc.ts';
import { constraintSource, type ModelText } from './labels.ts';
import { buildFznProblem, fznConstraintLabel } from './model.ts';
import type { ModelItem } from './mznItems.ts';

/** Where a constraint stands in the text the user reads: a 1-based line and the constraint's text. */
export interface ConstraintPlace {
  line: number;
  text: string;
}

export interface ModelReasonOptions extends ReasonOptions {
  alldiff?: AllDiffForm | undefined;
  /** The search each question runs (default: the engine's defaults). */
  search?: Partial<SearchOptions> | undefined;
  /** Nodes one question may search (default no limit): past them it counts as unknown. */
  nodeLimit?: number | undefined;
  /** A constraint's place in the user's model (the .mzn), or null to fall back on the FlatZinc's. */
  place?: ((constraint: FznConstraint, index: number) => ConstraintPlace | null) | undefined;
  /** The FlatZinc's lines are not the user's (a compiled .mzn): `flatzinc`. Default `model`. */
  linesIn?: 'model' | 'flatzinc' | undefined;
}

export interface ModelReasonDetail {
  /** The reason's constraints: index in the FlatZinc's constraints, line and text where the user reads them. */
  constraints: { index: number; line: number; text: string }[];
  /** Their lines, increasing, each once. */
  lines: number[];
  /** Whose lines they are: the model's (a .fzn file, or a .mzn through its paths) or the FlatZinc MiniZinc compiled. */
  linesIn: 'model' | 'flatzinc';
}

/**
 * The model as a question of satisfaction: whether some constraints have a solution together does
 * not depend on what the model optimises (with its objective, the oracle's one-solution search
 * would end `optimal`, which it does not count as a solution).
 */
export const satisfaction = (model: FznModel): FznModel => ({ ...model, objective: null });

/**
 * The `place` of a model compiled from the .mzn `text`: each constraint at the line and as the text
 * of the model it came from, found through MiniZinc's paths (`x + y = 10` at line 4, not
 * `int_lin_eq([1, 1], [x, y], 10)` at a line of the FlatZinc); null where the paths say nothing.
 */
export function placeInModel(model: FznModel, text: ModelText): (constraint: FznConstraint) => ConstraintPlace | null {
  const introduced = (v: number) => model.vars[v]?.auxiliary === true;
  return (c) => {
    const source = constraintSource(c, text, introduced);
    return source ? { line: source.line, text: source.instance } : null;
  };
}

/** A minimal set of the model's constraints with no solution together, with progress after each question. */
export function* modelReason(model: FznModel, file: string, options: ModelReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<ModelReasonDetail>> {
  const oracle = searchOracle(
    (parts) => {
      const sub = buildFznProblem(satisfaction({ ...model, constraints: parts.map((i) => model.constraints[i]!) }), file, { alldiff: options.alldiff });
      return sub.failure ? null : sub.problem;
    },
    { search: options.search, nodeLimit: options.nodeLimit },
  );
  const result = yield* minimalReason(model.constraints.length, oracle, options);
  const mapped = options.place !== undefined;
  let linesIn = options.linesIn ?? 'model';
  const constraints = result.parts.map((index) => {
    const c = model.constraints[index]!;
    const place = options.place?.(c, index) ?? null;
    // One constraint the model's paths do not place: every line is then the FlatZinc's.
    if (mapped && place === null) linesIn = 'flatzinc';
    return { index, ...(place ?? { line: c.line, text: fznConstraintLabel(c, model) }) };
  });
  if (mapped && linesIn === 'flatzinc') {
    for (const c of constraints) {
      const fzn = model.constraints[c.index]!;
      c.line = fzn.line;
      c.text = fznConstraintLabel(fzn, model);
    }
  }
  return said(result, constraints, linesIn);
}

/** The reason's detail (its lines, increasing, each once) and sentence. */
function said(result: ReasonResult, constraints: ModelReasonDetail['constraints'], linesIn: ModelReasonDetail['linesIn']): PuzzleReason<ModelReasonDetail> {
  const lines = [...new Set(constraints.map((c) => c.line))].sort((a, b) => a - b);
  const detail: ModelReasonDetail = { constraints, lines, linesIn };
  return puzzleReason(result, detail, () => modelSentence(detail));
}

/**
 * A minimal set of the model's own `constraint` items (mznItems.ts) with no solution together,
 * asked of `oracle` (the items kept, by index): for a model whose FlatZinc says nothing of its
 * lines, as when MiniZinc's compiler found it inconsistent. Each constraint's index is its item's.
 */
export function* modelItemsReason(items: readonly ModelItem[], oracle: Oracle, options: ReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<ModelReasonDetail>> {
  const result = yield* minimalReason(items.length, oracle, options);
  return said(result, result.parts.map((index) => ({ index, line: items[index]!.line, text: items[index]!.text })), 'model');
}

export const findModelReason = (model: FznModel, file: string, options: ModelReasonOptions = {}) => drainReason(modelReason(model, file, options));

function modelSentence(detail: ModelReasonDetail): ReasonSentence {
  const { constraints, lines } = detail;
  if (constraints.length === 0) return say('names.reason.model.domains');
  const fzn = detail.linesIn === 'flatzinc';
  const where =
    lines.length === 1 ? say(fzn ? 'names.reason.model.where.fznLine' : 'names.reason.model.where.line', { n: lines[0]! }) : say(fzn ? 'names.reason.model.where.fznLines' : 'names.reason.model.where.lines', { list: listOf(lines) });
  const texts = [...new Set(constraints.map((c) => c.text))];
  if (constraints.length === 1) return say('names.reason.model.one', { where, constraint: texts[0]! });
  if (lines.length === 1) return say('names.reason.model.oneLine', { where, constraints: listOf(texts) });
  return say('names.reason.model.contradict', { where, constraints: listOf(texts) });
}
