/**
 * The app's one store, composed from slices (zustand's slices pattern), each in its own file under
 * `slices/`: the puzzles being drawn (`puzzle.ts`), the settings (`settings.ts`), reading files
 * (`files.ts`), the run (`run.ts`), the playback (`playback.ts`), share links (`share.ts`),
 * published crossword files (`xword.ts`), the compare experiments (`compare.ts`), the lesson's
 * progress (`lesson.ts`), grid insight (`insight.ts`), "Run 100 times" (`runs.ts`), a model's
 * compilation (`model.ts`), the puzzle makers' tools (`makers.ts`), the teaching views' choices
 * (`teaching.ts`) and what a reload could not restore (`restore.ts`). Actions live next to the
 * state they change. The store reaches the workers, the network and the browser's storage only
 * through the services it is given (`StoreServices`), so a test can build a store of its own with
 * fakes.
 */
import { create } from 'zustand';
import { FileClient, keptWordLists } from '../files/index.ts';
import { JobClient, spawnMakers } from '../workers/index.ts';
import type { MakersJobs } from '../../worker/protocol.ts';
import { createPlaybackSlice } from './slices/playback.ts';
import { createPuzzleSlice } from './slices/puzzle.ts';
import { createRunSlice } from './slices/run.ts';
import { createSettingsSlice } from './slices/settings.ts';
import { createFilesSlice } from './slices/files.ts';
import { createShareSlice } from './slices/share.ts';
import { createXwordSlice } from './slices/xword.ts';
import { createCompareSlice } from './slices/compare.ts';
import { createLessonSlice } from './slices/lesson.ts';
import { createInsightSlice } from './slices/insight.ts';
import { createRunsSlice } from './slices/runs.ts';
import { createModelSlice, watchModel } from './slices/model.ts';
import { createMakersSlice } from './slices/makers.ts';
import { createTeachingSlice } from './slices/teaching.ts';
import { createRestoreSlice } from './slices/restore.ts';
import { createWhySlice } from './slices/why.ts';
import { createExerciseSlice } from './slices/exercise.ts';
import { CompareClient } from '../compare/index.ts';
import type { AppState, StoreServices } from './slices/shared.ts';
import { RunsClient, SolverClient } from '../run/index.ts';

export type { AppState, StoreServices } from './slices/shared.ts';
export type { PlaybackSlice } from './slices/playback.ts';
export { instantFromUrl } from './slices/playback.ts';
export type { BoardHistory, BoardSnapshot, HistoryStep, PuzzleSlice } from './slices/puzzle.ts';
export { MAX_SIZE, MIN_SIZE, shownBoard } from './slices/puzzle.ts';
export type { RunPhase, RunSlice } from './slices/run.ts';
export type { AlgorithmSettings, Lexicon, SettingsSlice } from './slices/settings.ts';
export type { FilesSlice } from './slices/files.ts';
export { fillKey } from './slices/settings.ts';
export type { ShareNotice, ShareSlice } from './slices/share.ts';
export type { XwordNote, XwordSlice } from './slices/xword.ts';
export type { CompareSlice, CompareState } from './slices/compare.ts';
export type { InsightShown, InsightSlice } from './slices/insight.ts';
export type { RunSeries, RunsSlice, RunsState } from './slices/runs.ts';
export type { ModelSlice } from './slices/model.ts';
export { KEEP_COMPILED } from './slices/model.ts';
export type { Generated, MakersSlice, MakersState } from './slices/makers.ts';
export type { ExerciseEntry, ExerciseSlice } from './slices/exercise.ts';
export { EXERCISE_ASKS, exerciseMarksOf, savedBoardOf } from './slices/exercise.ts';
export { MAX_SERIES, RUNS_COUNT } from './slices/runs.ts';
export type { TeachingSlice, TeachingTab, TeachingView } from './slices/teaching.ts';
export type { RestoreSlice } from './slices/restore.ts';
export { signKey, WHY_TIME_MS, whyConstraints, whyLines, whyMarks, type ReasonAnswer, type WhyMarks, type WhySlice, type WhyState } from './slices/why.ts';
export type { Keeper, KeptSettings, LessonProgress, LessonSlice, LessonState } from './slices/lesson.ts';

/** `fetch` of the app's own files, each fetched once (a failed fetch is tried again next time). */
export function cachedFetchText(): StoreServices['fetchText'] {
  const texts = new Map<string, Promise<string>>();
  return (url) => {
    let text = texts.get(url);
    if (!text) {
      text = fetch(url).then((r) => {
        if (!r.ok) throw new Error(`could not fetch ${url} (HTTP ${r.status})`);
        return r.text();
      });
      text.catch(() => texts.delete(url));
      texts.set(url, text);
    }
    return text;
  };
}

/** The services of the browser: the workers' clients (each worker started on first use), `fetch` and IndexedDB. */
export function browserServices(): StoreServices {
  return {
    solver: new SolverClient(),
    files: new FileClient(),
    fetchText: cachedFetchText(),
    compare: new CompareClient(),
    runs: new RunsClient(),
    makers: new JobClient<MakersJobs>('makers', spawnMakers, () => import('../../worker/jobs/makersJob.ts').then((m) => m.makersJobs())),
    wordLists: keptWordLists,
  };
}

/** A store of its own, talking to `services`. */
export function createAppStore(services: StoreServices = browserServices()) {
  const store = create<AppState>()((...a) => ({
    ...createPuzzleSlice(services)(...a),
    ...createSettingsSlice(services)(...a),
    ...createFilesSlice(services)(...a),
    ...createRunSlice(services)(...a),
    ...createPlaybackSlice(services)(...a),
    ...createShareSlice(services)(...a),
    ...createXwordSlice(services)(...a),
    ...createCompareSlice(services)(...a),
    ...createLessonSlice(services)(...a),
    ...createInsightSlice(services)(...a),
    ...createRunsSlice(services)(...a),
    ...createModelSlice(services)(...a),
    ...createMakersSlice(services)(...a),
    ...createTeachingSlice(services)(...a),
    ...createRestoreSlice(services)(...a),
    ...createWhySlice(services)(...a),
    ...createExerciseSlice(services)(...a),
  }));
  // A model shown is compiled by the store, whenever its source changes.
  watchModel(store);
  return store;
}

/** The services of the app's store. */
const appServices = browserServices();

/** The app's store. */
export const useApp = createAppStore(appServices);

/**
 * Services of the app's store that live in folders the store does not import (the model kind's
 * MiniZinc): main.tsx provides them before the saved session is read.
 */
export function provideServices(more: Partial<StoreServices>): void {
  Object.assign(appServices, more);
}
