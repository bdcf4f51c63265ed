/** Messages of the compare worker: a list of solves in, one row of statistics per solve out. */
import type { AllDiffForm, SearchSettings, Stats, Status } from '../solver/index.ts';

/** The options a comparison varies (their meaning: `SearchOptions`). */
export type CompareOptions = Pick<SearchSettings, 'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'timeLimitMs'>;

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
