/**
 * Why no solution, in the solver worker: the puzzle of a run that ended without solution (the same
 * request as its run) is given to its kind's reason (src/puzzles/<kind>/reason.ts, over the engine
 * of src/solver/reason), stepped in time slices: after each slice the progress of the last oracle
 * call is streamed, and a task passes (inline, a cancel stops the search there; in a worker, the
 * bridge terminates it). A crossword's words are the dictionary this worker keeps (by key, as a
 * run's; with a minimum score, the same list without it says whether the bound starves the slots); a model's constraints are placed at their lines in the model's text through MiniZinc's
 * paths (a FlatZinc file's lines are the user's own; else the FlatZinc's lines are said to be its).
 */
import { scoreOf, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { crosswordReason } from '../../puzzles/crossword/reason.ts';
import type { FutoshikiPuzzle } from '../../puzzles/futoshiki/index.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import type { FlatZincPuzzle } from '../../puzzles/model/kind.ts';
import { ModelText } from '../../puzzles/model/labels.ts';
import { modelReason, placeInModel } from '../../puzzles/model/reason.ts';
import { futoshikiReason, sudokuReason } from '../../puzzles/numbers/reason.ts';
import type { QueensPuzzle } from '../../puzzles/queens/puzzle.ts';
import { queensReason } from '../../puzzles/queens/reason.ts';
import type { PuzzleReason } from '../../puzzles/reason.ts';
import type { PuzzleKind } from '../../puzzles/registry.ts';
import type { SudokuPuzzle } from '../../puzzles/sudoku/index.ts';
import type { ReasonOptions, ReasonProgress } from '../../solver/index.ts';
import { nextTask, type JobContext } from '../bridge/index.ts';
import type { ReasonAnswer, ReasonParts, ReasonRequest } from '../protocol.ts';
import { chosenKey, splitKey, type Shelves } from './dictionaries.ts';

/** Milliseconds of search between two progress parts. */
const SLICE_MS = 20;
/** The share of the reason's time one oracle call may take (as the CLI's `--explain`). */
const CALL_SHARE = 5;

type Steps = Generator<ReasonProgress, PuzzleReason<unknown>>;

type Run = ReasonRequest['run'];
type Stepper = (shelves: Shelves, run: Run, budget: ReasonOptions) => Promise<{ steps: Steps; parts: (detail: unknown) => ReasonParts }>;

/** Each kind's reason of a request's puzzle, as steps, and how its detail reads as parts (a table by kind, as the CLI's `explain.ts`). */
const STEPPERS: { readonly [K in PuzzleKind]: Stepper } = {
  async crossword(shelves, run, budget) {
    if (!run.dictionary) throw new Error('a crossword needs a word list');
    const key = run.dictionary.key;
    const shelf = await shelves.get(key);
    // "Unfillable at minimum score N": the same words without the bound, to see whether it is what starves the slots (as `--explain`).
    const { base, choices } = splitKey(key);
    const minScore = choices?.minScore ?? 0;
    const unbound = minScore > 0 ? await shelves.get(chosenKey(base, { ...choices, minScore: 0 })) : null;
    const weighted = unbound?.dictionary?.weights ? unbound.dictionary : null;
    const withoutBound = unbound ? { minScore, index: unbound.index, score: weighted ? (word: string) => scoreOf(weighted, word) : undefined } : undefined;
    return {
      steps: crosswordReason(run.puzzle as CrosswordLayout, shelf.index, { ...budget, reuse: run.reuse, withoutBound }),
      parts: (d) => {
        const detail = d as Pick<Extract<ReasonParts, { kind: 'crossword' }>, 'slots' | 'starved'>;
        return { kind: 'crossword', slots: detail.slots, ...(detail.starved ? { starved: detail.starved } : {}) };
      },
    };
  },
  sudoku: async (_, run, budget) => ({ steps: sudokuReason(run.puzzle as SudokuPuzzle, { ...budget, alldiff: run.alldiff }), parts: digitParts }),
  futoshiki: async (_, run, budget) => ({ steps: futoshikiReason(run.puzzle as FutoshikiPuzzle, { ...budget, alldiff: run.alldiff }), parts: digitParts }),
  queens: async (_, run, budget) => ({ steps: queensReason(run.puzzle as QueensPuzzle, budget), parts: (d) => ({ kind: 'queens', ...(d as Omit<Extract<ReasonParts, { kind: 'queens' }>, 'kind'>) }) }),
  async model(_, run, budget) {
    const puzzle = run.puzzle as FlatZincPuzzle;
    const model = parseFlatZinc(puzzle.fzn, puzzle.name);
    const text = puzzle.source !== undefined ? new ModelText(puzzle.source) : null;
    const place = text ? placeInModel(model, text) : undefined;
    return {
      steps: modelReason(model, puzzle.name, { ...budget, alldiff: run.alldiff, place, linesIn: text || /\.fzn$/i.test(puzzle.name) ? 'model' : 'flatzinc' }),
      parts: (d) => ({ kind: 'model', ...(d as Omit<Extract<ReasonParts, { kind: 'model' }>, 'kind'>) }),
    };
  },
};

/** A Sudoku's or a Futoshiki's parts: givens and signs. */
const digitParts = (d: unknown): ReasonParts => ({ kind: 'digits', ...(d as Omit<Extract<ReasonParts, { kind: 'digits' }>, 'kind'>) });

/** The kind's reason of the request's puzzle, as steps, and how its detail reads as parts. */
function stepsOf(shelves: Shelves, request: ReasonRequest, budget: ReasonOptions): Promise<{ steps: Steps; parts: (detail: unknown) => ReasonParts }> {
  return STEPPERS[request.run.kind](shelves, request.run, budget);
}

/** The reason why the run's puzzle has no solution: progress after each slice, then the reason. */
export async function findReason(shelves: Shelves, request: ReasonRequest, { emit, signal }: JobContext<ReasonProgress>, stopped: () => boolean = () => false): Promise<ReasonAnswer> {
  // Stop (`stopped`) ends the search as its time limit would: with the smallest set proven so far.
  const ended = { get aborted() { return signal.aborted || stopped(); } };
  const budget: ReasonOptions = { timeLimitMs: request.timeLimitMs, callTimeLimitMs: request.timeLimitMs / CALL_SHARE, knownUnsat: true, signal: ended };
  const { steps, parts } = await stepsOf(shelves, request, budget);
  for (;;) {
    const deadline = performance.now() + SLICE_MS;
    let last: ReasonProgress;
    do {
      const next = steps.next();
      if (next.done) {
        const { result, detail, sentence } = next.value;
        return { status: result.status, minimal: result.minimal, stopped: result.stopped, calls: result.calls, timeMs: result.timeMs, sentence, parts: parts(detail) };
      }
      last = next.value;
    } while (performance.now() < deadline);
    emit(last);
    await nextTask();
    if (signal.aborted) throw new Error('cancelled');
  }
}
