/**
 * `--explain`: an answer without solution also says why — a minimal set of the puzzle's own parts
 * that have no solution together (each kind's reason in src/puzzles/<kind>/reason.ts, over the
 * engine of src/solver/reason), as the JSON's `"reason"` and a `Reason:` line of the text:
 *
 * - crossword: `{"slots": ["1-Across", ...], "patterns": {...}, "fit": {...}}` (each slot's given
 *   letters and the words that fit it alone); with `--min-score N`, when the bound is what starves
 *   the slots, `"starved": {"minScore": N, "fill": [{"slot", "word", "score"}]}` (a fill of those
 *   slots from the list without the bound);
 * - Sudoku and Futoshiki: `{"cells": [[row, column], ...], "digits": [...], "signs": [[[row,
 *   column], [row, column]], ...]}`, 1-based givens, and signs as [smaller cell, larger cell];
 * - queens (a board file with queens placed): `{"queens": [[row, column], ...]}`, 1-based;
 * - models: `{"lines": [3, 5], "constraints": ["...", ...], "linesIn": "model" | "flatzinc"}`;
 *
 * each with `"sentence"` (English), `"minimal"` (true only when every one-smaller set was proven to
 * have a solution), `"calls"` (searches made) and `"timeMs"`. The whole puzzle was just proven
 * without solution by the run, so it is not searched again. The reason gets `--explain-timeout`
 * seconds (default 60), each of its searches at most a fifth of them (a hard one then counts as
 * unknown, and the search for a reason goes on).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { findCrosswordReason } from '../puzzles/crossword/reason.ts';
import { applyWordChoices, scoreOf, WordIndex } from '../puzzles/crossword/index.ts';
import { parseFutoshiki } from '../puzzles/futoshiki/index.ts';
import { parseFlatZinc } from '../puzzles/model/flatzinc.ts';
import { ParseError } from '../puzzles/errors.ts';
import { ModelText } from '../puzzles/model/labels.ts';
import { buildFznProblem } from '../puzzles/model/model.ts';
import { constraintItems, withoutItems, type ModelItem } from '../puzzles/model/mznItems.ts';
import { findModelReason, modelItemsReason, placeInModel, satisfaction, type ModelReasonDetail } from '../puzzles/model/reason.ts';
import { findFutoshikiReason, findSudokuReason, type DigitsReasonDetail } from '../puzzles/numbers/reason.ts';
import { findQueensReason } from '../puzzles/queens/reason.ts';
import type { PuzzleReason } from '../puzzles/reason.ts';
import { parseSudokuFile } from '../puzzles/sudoku/index.ts';
import type { PuzzleKind } from '../puzzles/kinds.ts';
import { drainReason, searchOracle, type Oracle, type ReasonOptions } from '../solver/index.ts';
import { UsageError, type CliOptions } from './args.ts';
import { crosswordSetup } from './crossword.ts';
import { compileModel } from './model.ts';
import { queensBoard } from './queens.ts';

/** The time a reason may take unless `--explain-timeout` says otherwise. */
export const EXPLAIN_TIMEOUT_MS = 60_000;

/** What every kind's `"reason"` has. */
interface ReasonFields {
  sentence: string;
  minimal: boolean;
  calls: number;
  timeMs: number;
}

export type CliReason = ReasonFields &
  (
    | { slots: string[]; patterns: Record<string, string>; fit: Record<string, number>; starved?: { minScore: number; fill: { slot: string; word: string; score?: number | undefined }[] } }
    | { cells: [number, number][]; digits: number[]; signs?: [[number, number], [number, number]][] }
    | { queens: [number, number][] }
    | { lines: number[]; constraints: string[]; linesIn: 'model' | 'flatzinc' }
  );

function fields(reason: PuzzleReason<unknown>): ReasonFields {
  const r = reason.result;
  return { sentence: reason.english, minimal: r.minimal, calls: r.calls, timeMs: Math.round(r.timeMs * 1000) / 1000 };
}

function digits(reason: PuzzleReason<DigitsReasonDetail>, signs: boolean): CliReason {
  const d = reason.detail;
  const out: CliReason = { cells: d.givens.map((g) => [g.row, g.column]), digits: d.givens.map((g) => g.digit), ...fields(reason) };
  return signs ? { ...out, signs: d.signs.map((s) => [s.less, s.more]) } : out;
}

/** The budget of `--explain`: its time, a fifth of it per search, the whole puzzle known without solution. */
export function explainBudget(options: Pick<CliOptions, 'explainTimeoutMs'>): Budget {
  const timeLimitMs = options.explainTimeoutMs ?? EXPLAIN_TIMEOUT_MS;
  return { timeLimitMs, callTimeLimitMs: timeLimitMs / 5, knownUnsat: true };
}

/** A reason's budget, and the nodes each of its searches may take (the fuzz tests bound them so). */
type Budget = ReasonOptions & { nodeLimit?: number | undefined };

/** How one kind finds its reason: the puzzle's `text` read again, the budget given. */
type Explainer = (options: CliOptions, text: string, read: (path: string) => string, budget: Budget) => CliReason;

/** Each kind's reason, in its own parts (a table, as kinds.ts: a new kind adds its row, tsc asks). */
const EXPLAINERS: { readonly [K in PuzzleKind]: Explainer } = {
  crossword(options, text, read, budget) {
    const setup = crosswordSetup(text, options, read);
    // "Unfillable at minimum score N": the same words without the bound, to see whether it is what starves the slots.
    const withoutBound =
      options.minScore === undefined
        ? undefined
        : {
            minScore: options.minScore,
            index: new WordIndex(applyWordChoices(setup.dictionary, { ...setup.choices, minScore: undefined }).words),
            score: setup.dictionary.weights ? (word: string) => scoreOf(setup.dictionary, word) : undefined,
          };
    const reason = findCrosswordReason(setup.layout, new WordIndex(setup.chosen.words), { ...budget, search: setup.search, variables: setup.variables, reuse: options.reuse, withoutBound });
    const slots = reason.detail.slots;
    const out: CliReason = {
      slots: slots.map((s) => s.name),
      patterns: Object.fromEntries(slots.map((s) => [s.name, s.pattern])),
      fit: Object.fromEntries(slots.map((s) => [s.name, s.fit])),
      ...fields(reason),
    };
    return reason.detail.starved ? { ...out, starved: reason.detail.starved } : out;
  },
  sudoku(options, text, _read, budget) {
    const puzzle = parseSudokuFile(text, options.file)[options.index];
    if (!puzzle) throw new UsageError(`--index ${options.index}: no such puzzle in ${options.file}`);
    return digits(findSudokuReason(puzzle, { ...budget, search: options.search, alldiff: options.alldiff }), false);
  },
  futoshiki: (options, text, _read, budget) => digits(findFutoshikiReason(parseFutoshiki(text, options.file), { ...budget, search: options.search, alldiff: options.alldiff }), true),
  queens(options, text, _read, budget) {
    const reason = findQueensReason(queensBoard(options, options.file === '' ? null : text), { ...budget, search: options.search });
    return { queens: reason.detail.queens, ...fields(reason) };
  },
  model(options, text, _read, budget) {
    // A .mzn is compiled again (the run kept no FlatZinc); its constraints are placed at the
    // model's lines, as the model writes them, through the compiler's paths (the FlatZinc's lines
    // only where the paths say nothing of the model: `"linesIn": "flatzinc"`).
    const fzn = options.file.endsWith('.fzn');
    const model = parseFlatZinc(fzn ? text : compileModel(options.file, options.data).fzn, options.file);
    const place = fzn ? undefined : placeInModel(model, new ModelText(text));
    let reason = findModelReason(model, options.file, { ...budget, search: options.search, alldiff: options.alldiff, place });
    if (fzn) return modelFields(reason);
    // The FlatZinc's reason is the model's only when the model's own items at those lines have no
    // solution either: MiniZinc may have made a unary constraint (`a[1] > 3`) the variable's domain,
    // or found the model inconsistent while compiling it (its FlatZinc `false`, from no line). Else
    // the reason among the model's own constraint items, each set compiled again.
    const items = constraintItems(text);
    if (items.length === 0) return modelFields(reason);
    const dir = mkdtempSync(join(tmpdir(), 'csp-explain-'));
    try {
      const oracle = itemsOracle(options, text, items, join(dir, basename(options.file)), budget.nodeLimit);
      const lines = reason.detail.lines;
      const at = items.flatMap((item, i) => (lines.some((line) => line >= item.line && line <= item.lastLine) ? [i] : []));
      const left = () => (budget.timeLimitMs ?? Infinity) - reason.result.timeMs;
      const holds = reason.result.status === 'found' && reason.detail.linesIn !== 'flatzinc' && oracle(at, { timeLimitMs: Math.min(left(), budget.callTimeLimitMs ?? Infinity), signal: budget.signal }) === 'unsat';
      if (!holds) reason = drainReason(modelItemsReason(items, oracle, { ...budget, timeLimitMs: left() }));
      return modelFields(reason);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

const modelFields = (reason: PuzzleReason<ModelReasonDetail>): CliReason => {
  const d = reason.detail;
  return { lines: d.lines, constraints: d.constraints.map((c) => c.text), linesIn: d.linesIn, ...fields(reason) };
};

/**
 * Whether some of the .mzn's `constraint` items have a solution together: the model with only
 * those items (the others blanked, every line kept) written to `file`, compiled by MiniZinc again
 * (its includes found beside the model) and searched by our engine, as satisfaction; a set
 * MiniZinc cannot compile is unknown.
 */
function itemsOracle(options: CliOptions, text: string, items: readonly ModelItem[], file: string, nodeLimit: number | undefined): Oracle {
  const search = searchOracle(
    (parts) => {
      writeFileSync(file, withoutItems(text, items, new Set(parts)));
      const model = satisfaction(parseFlatZinc(compileModel(file, options.data, undefined, undefined, ['-I', dirname(resolve(options.file))]).fzn, file));
      const fzn = buildFznProblem(model, file, { alldiff: options.alldiff });
      return fzn.failure ? null : fzn.problem;
    },
    { search: options.search, nodeLimit },
  );
  return (parts, call) => {
    try {
      return search(parts, call);
    } catch (e) {
      if (e instanceof ParseError) return 'unknown';
      throw e;
    }
  };
}

/** The reason why the puzzle of `options.file` (its `text`) has no solution. */
export function explain(options: CliOptions, text: string, read: (path: string) => string, budget: Budget = explainBudget(options)): CliReason {
  return EXPLAINERS[options.type](options, text, read, budget);
}
