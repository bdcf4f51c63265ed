/** What every slice file shares: the whole state's type, the slice creator type and the store's services. */
import type { StateCreator } from 'zustand';
import type { FileClient } from '../../files/index.ts';
import type { SolverClient } from '../../run/index.ts';
import type { ModelCompiler } from '../../kinds/index.ts';
import type { JobClient } from '../../workers/index.ts';
import type { MakersJobs } from '../../../worker/protocol.ts';
import type { WordListKeeper } from '../../files/index.ts';
import type { ModelSlice } from './model.ts';
import type { MakersSlice } from './makers.ts';
import type { PlaybackSlice } from './playback.ts';
import type { PuzzleSlice } from './puzzle.ts';
import type { RunSlice } from './run.ts';
import type { SettingsSlice } from './settings.ts';
import type { ShareSlice } from './share.ts';
import type { XwordSlice } from './xword.ts';
import type { CompareSlice } from './compare.ts';
import type { LessonSlice } from './lesson.ts';
import type { InsightSlice } from './insight.ts';
import type { CompareClient } from '../../compare/index.ts';
import type { RunsClient } from '../../run/index.ts';
import type { RunsSlice } from './runs.ts';
import type { FilesSlice } from './files.ts';
import type { TeachingSlice } from './teaching.ts';
import type { RestoreSlice } from './restore.ts';
import type { ExerciseSlice } from './exercise.ts';
import type { WhySlice } from './why.ts';

export type AppState = PuzzleSlice & SettingsSlice & FilesSlice & RunSlice & PlaybackSlice & ShareSlice & XwordSlice & CompareSlice & LessonSlice & InsightSlice & RunsSlice & ModelSlice & MakersSlice & TeachingSlice & RestoreSlice & WhySlice & ExerciseSlice;

/** The store's `subscribe`, as a slice gets it. */
export type Subscribe = (listener: (s: AppState) => void) => () => void;

/** Resolves the first time the state meets `ok` (at once when it does now). */
export function until(get: () => AppState, subscribe: Subscribe, ok: (s: AppState) => boolean): Promise<void> {
  if (ok(get())) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribe((s) => {
      if (!ok(s)) return;
      stop();
      resolve();
    });
  });
}

/**
 * What the store talks to outside itself: the workers' clients, the network and the browser's
 * storage. `createAppStore` takes them, so that a test can hand in fakes (or clients running their
 * jobs inline); nothing in a slice is a module singleton.
 */
export interface StoreServices {
  /** Runs, and the dictionaries kept in the solver worker (loaded once, asked by key). */
  solver: Pick<SolverClient, 'run' | 'cancel' | 'loadDictionary' | 'unfillable' | 'wordsOfLength'> & Partial<Pick<SolverClient, 'insight' | 'reason' | 'stopReason' | 'measure'>>;
  files: Pick<FileClient, 'readFile' | 'readDictionary' | 'readCrossword'>;
  /** The text at a URL of the app (bundled dictionaries and samples). */
  fetchText(url: string): Promise<string>;
  /** The compare worker (absent: Compare does nothing, as in tests that do not ask for it). */
  compare?: Pick<CompareClient, 'run' | 'stop'>;
  /** The runs worker, "Run 100 times" (absent: the button does nothing, as in tests that do not ask for it). */
  runs?: Pick<RunsClient, 'run' | 'stop'>;
  /** The puzzle makers' worker (absent: the makers' tools answer nothing). */
  makers?: Pick<JobClient<MakersJobs>, 'ask'>;
  /**
   * The model compiler, MiniZinc in its worker (absent: models are not compiled, as in tests that
   * attach compilations). The browser's is provided by main.tsx (`provideServices`): it lives in
   * the model kind's browser code, which the store does not import.
   */
  compiler?: ModelCompiler;
  /** Where a word list of the user's is kept over reloads (absent: it is not kept). */
  wordLists?: Pick<WordListKeeper, 'keep'>;
}

/** A slice: zustand's slice creator, given the store's services. */
export type Slice<T> = (services: StoreServices) => StateCreator<AppState, [], [], T>;

/** No run shown: what every board change and every new run starts from. */
export function idleRun(): Partial<RunSlice & PlaybackSlice & WhySlice> {
  return {
    why: { phase: 'idle' },
    phase: 'idle',
    trace: null,
    cursorView: null,
    runBoard: null,
    runLayout: null,
    runPuzzle: null,
    traceIndex: null,
    domainCursor: null,
    constraintLabels: null,
    sketch: null,
    words: null,
    runWaiting: null,
    runDictionary: null,
    runSettings: null,
    emptySlots: [],
    status: null,
    finalStats: null,
    fillScores: null,
    finalObjective: null,
    frontier: null,
    message: null,
    runError: null,
    elapsedMs: 0,
    traceVersion: 0,
    cursor: 0,
    playing: false,
  };
}
