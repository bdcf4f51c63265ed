/**
 * The lesson slice: the guided lesson's progress (open, the chapter, how far its run got) and the
 * user's settings kept while the lesson or the guide shows its own (given back on close or on
 * "restore"). Kept in the store, not in the lesson's card, so that it survives a layout switch
 * (the card moves between the layouts) and so that the guide and the lesson keep the user's
 * settings the same one way.
 */
import type { TeachingStep } from '../../../trace/index.ts';
import type { KindId } from '../../kinds/index.ts';
import { pickSettings, type AlgorithmSettings } from '../../settings/index.ts';
import type { Slice } from './shared.ts';
import type { TeachingTab } from './teaching.ts';

/** How far the chapter's run got: starting it, running, stopped on its step, or it has none. */
export type LessonProgress =
  | { state: 'starting' }
  | { state: 'running'; runId: number }
  | { state: 'reached'; runId: number; step: TeachingStep }
  | { state: 'missing'; runId: number };

export interface LessonState {
  open: boolean;
  /** Index into the lesson's chapters. */
  chapter: number;
  progress: LessonProgress;
  /**
   * The teaching views the teaching layout shows beside the lesson's card (the chapter's, then
   * whatever the user picks there); the user's own slots stay as they were and come back on close.
   */
  views: TeachingTab[];
}

/** The user's settings (all, or the ones named) and dictionary, from before a lesson or a "show me". */
export interface KeptSettings {
  settings: Partial<AlgorithmSettings>;
  dictionaryId: string;
  /** The puzzle kind shown before (the lesson's chapters open other kinds; closing it comes back). */
  kind?: KindId;
}

/** Who keeps the user's settings: each gives back only its own. */
export type Keeper = 'lesson' | 'guide';

export interface LessonSlice {
  lesson: LessonState;
  kept: Record<Keeper, KeptSettings | null>;
  /** Open the lesson on its first chapter, keeping the user's settings. */
  openLesson(): void;
  /** Close it: a running solve stops and the user's settings come back. */
  closeLesson(): void;
  /** Go to chapter `index` (its run starting), showing its views. */
  setLessonChapter(index: number, views: readonly TeachingTab[]): void;
  /** Show `view` in the lesson's slot `i`; a slot that showed it already takes the slot's old view (a swap). */
  setLessonView(i: number, view: TeachingTab): void;
  setLessonProgress(progress: LessonProgress): void;
  /** Keep the user's settings (`names` only, or all with the dictionary), unless `who` keeps some already. */
  keepSettings(who: Keeper, names?: readonly (keyof AlgorithmSettings)[]): void;
  /** Give back what `who` kept (a running solve stops first); false when it kept nothing. */
  giveBackSettings(who: Keeper): boolean;
}

export const createLessonSlice: Slice<LessonSlice> = () => (set, get) => ({
  lesson: { open: false, chapter: 0, progress: { state: 'starting' }, views: [] },
  kept: { lesson: null, guide: null },
  openLesson() {
    get().keepSettings('lesson');
    set({ lesson: { open: true, chapter: 0, progress: { state: 'starting' }, views: [] } });
  },
  closeLesson() {
    set({ lesson: { ...get().lesson, open: false, progress: { state: 'starting' } } });
    const s = get();
    if (s.phase === 'running') s.cancel();
    s.giveBackSettings('lesson');
  },
  setLessonChapter(index, views) {
    set({ lesson: { ...get().lesson, chapter: index, progress: { state: 'starting' }, views: [...views] } });
  },
  setLessonView(i, view) {
    const views = [...get().lesson.views];
    if (i < 0 || i >= views.length) return;
    const other = views.indexOf(view);
    if (other >= 0) views[other] = views[i]!;
    views[i] = view;
    set({ lesson: { ...get().lesson, views } });
  },
  setLessonProgress(progress) {
    set({ lesson: { ...get().lesson, progress } });
  },
  keepSettings(who, names) {
    const s = get();
    if (s.kept[who]) return;
    const all = pickSettings(s);
    const settings = names ? Object.fromEntries(names.map((n) => [n, all[n]])) : all;
    set({ kept: { ...s.kept, [who]: { settings, dictionaryId: s.dictionaryId, ...(who === 'lesson' ? { kind: s.kind } : {}) } } });
  },
  giveBackSettings(who) {
    const s = get();
    const before = s.kept[who];
    if (!before) return false;
    set({ kept: { ...s.kept, [who]: null } });
    if (s.phase === 'running') s.cancel();
    s.setAlgorithm(before.settings);
    // The guide keeps only the settings it changes; the lesson also changes the dictionary.
    if (who === 'lesson' && s.dictionaryId !== before.dictionaryId) void s.chooseDictionary(before.dictionaryId);
    if (before.kind && get().kind !== before.kind) get().setKind(before.kind);
    return true;
  },
});
