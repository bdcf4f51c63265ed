/** Messages of the compare worker: a list of solves in, one row of statistics per solve out. */
import type { AllDiffForm, Inference, Stats, Status, ValueOrder, VariableOrder } from '../solver/index.ts';

export interface CompareOptions {
  inference: Inference;
  ac3: boolean;
  variableOrder: VariableOrder;
  valueOrder: ValueOrder;
  timeLimitMs: number;
}

export type CompareJob =
  | { kind: 'crossword'; puzzleUrl: string; dictionaryUrl: string; reuse: boolean; options: CompareOptions }
  | { kind: 'futoshiki'; puzzleUrl: string; alldiff: AllDiffForm; options: CompareOptions };

export interface CompareToWorker {
  type: 'compare';
  id: number;
  jobs: CompareJob[];
}

export type CompareFromWorker =
  | { type: 'row'; id: number; index: number; status: Status; stats: Stats }
  | { type: 'error'; id: number; index: number; message: string }
  | { type: 'done'; id: number };
