/**
 * Ready exercises from the textbook's CSP chapter (R&N ch. 6; issue 31), offered in the lesson's
 * picker: each names its puzzle, the algorithm and the decisions asked. `want` lists the question
 * kinds the exercise is about; only those the app asks are asked (`asksOf`), so an exercise whose
 * question kind is still to come (arc consistency by hand) asks what exists meanwhile.
 */
import { ASK_KINDS, type AskKind } from '../../solver/index.ts';
import { DEFAULT_SETTINGS, type AlgorithmSettings } from '../settings/index.ts';

export type ReadyPuzzle = { kind: 'crossword'; file: string } | { kind: 'model'; sample: string } | { kind: 'queens'; size: number };

export interface ReadyExercise {
  /** Its id, also its message keys' (`readyExercise.<id>`). */
  id: 'australia-fc-mrv' | 'arc-crossword' | 'arc-send-more' | 'tree-australia' | 'cutset-australia' | 'min-conflicts-queens' | 'backjump-crossword';
  puzzle: ReadyPuzzle;
  /** Every algorithm setting, so the exercise is always the same run. */
  settings: AlgorithmSettings;
  /** The question kinds it is about, in the textbook's words (some may be asked only by a later app). */
  want: readonly string[];
}

const backtracking: AlgorithmSettings = { ...DEFAULT_SETTINGS, search: 'backtracking', ac3: false, valueOrder: 'lex', allSolutions: false, backjump: false, restarts: false };

export const READY_EXERCISES: readonly ReadyExercise[] = [
  { id: 'australia-fc-mrv', puzzle: { kind: 'model', sample: '../models/australia.mzn' }, settings: { ...backtracking, inference: 'fc', variableOrder: 'mrv' }, want: ['variable', 'value'] },
  { id: 'arc-crossword', puzzle: { kind: 'crossword', file: 'seed001-example.slots' }, settings: { ...backtracking, inference: 'mac', ac3: true, variableOrder: 'static' }, want: ['arc', 'variable', 'value'] },
  { id: 'arc-send-more', puzzle: { kind: 'model', sample: '../models/send-more-money.mzn' }, settings: { ...backtracking, inference: 'mac', ac3: true, variableOrder: 'static' }, want: ['arc', 'variable', 'value'] },
  // R&N 6.5: without South Australia the map is a tree (and Tasmania): the student makes the tree algorithm's moves.
  { id: 'tree-australia', puzzle: { kind: 'model', sample: '../models/australia-tree.mzn' }, settings: { ...DEFAULT_SETTINGS, search: 'tree' }, want: ['tree', 'value'] },
  // R&N 6.5.1: a cycle cutset of the whole map ({SA} is the smallest), then the search goes on as set.
  { id: 'cutset-australia', puzzle: { kind: 'model', sample: '../models/australia.mzn' }, settings: { ...backtracking, inference: 'fc', variableOrder: 'mrv' }, want: ['cutset'] },
  { id: 'min-conflicts-queens', puzzle: { kind: 'queens', size: 8 }, settings: { ...DEFAULT_SETTINGS, search: 'min-conflicts', seed: 1, walk: 0, maxSteps: 10_000 }, want: ['repair'] },
  // Backjumping pays here: 827 nodes with it, 999 without (static order, no inference; checked by src/app/test/readyExercises.test.ts).
  { id: 'backjump-crossword', puzzle: { kind: 'crossword', file: 'lesson-8x8.grid' }, settings: { ...backtracking, inference: 'none', variableOrder: 'static', backjump: true }, want: ['backtrack'] },
];

/** The decisions an exercise asks in this app: those of `want` the app knows, in the checkboxes' order. */
export function asksOf(exercise: ReadyExercise): AskKind[] {
  return ASK_KINDS.filter((k) => exercise.want.includes(k));
}
