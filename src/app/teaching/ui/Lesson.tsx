/**
 * The guided lesson (test id `lesson`): three narrated chapters on the lesson puzzle — plain
 * backtracking, forward checking, arc consistency. Each chapter sets the algorithm, solves, lets
 * the search play and stops the playback on the step that shows its idea (found in the trace by
 * lesson.ts), then says why in one sentence. Closing the lesson gives back the user's algorithm
 * settings and dictionary. The lesson's progress (open, chapter, the run's state, the user's kept
 * settings) lives in the store's lesson slice, so the card (`LessonCard`, placed by the layout
 * beside the board and the player, never over them) can move when the layout switches.
 * Everything goes through the store's actions (solve, seek, …).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotName as shownSlotName } from '../../i18n/index.ts';
import { DEFAULT_DICTIONARY } from '../../settings/index.ts';
import { CHAPTERS, FIRST_PUZZLE, lessonWhy, StepFinder, type Chapter, type TeachingStep } from '../lesson.ts';
import { useApp, type AppState, type LessonProgress } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

const CHAPTER_KEYS: Record<Chapter['id'], string> = {
  backtracking: 'backtracking',
  'forward-checking': 'forwardChecking',
  'arc-consistency': 'arcConsistency',
};

/** The word of `value` in slot `slot` of the run shown. */
function wordOf(s: AppState, slot: number, value: number): string {
  const layout = s.runLayout ?? s.boards.crossword.puzzle;
  const length = layout.slots[slot]?.length;
  return (length !== undefined && value >= 0 ? s.words?.[length]?.[value] : undefined) ?? '?';
}

function slotName(s: AppState, slot: number): string {
  const name = (s.runLayout ?? s.boards.crossword.puzzle).slots[slot]?.name;
  return name !== undefined ? shownSlotName(name) : '?';
}

/** The one-sentence why of a step, translated. */
function useWhy(step: TeachingStep | null): string | null {
  const { t } = useTranslation();
  const words = useApp((s) => s.words);
  if (!step || !words) return null;
  const s = useApp.getState();
  const why = lessonWhy(step, { slot: (v) => slotName(s, v), word: (v, x) => wordOf(s, v, x) });
  return t(`lesson.why.${why.key}`, why.values);
}

/** Start chapter `chapter`: its settings, the lesson's puzzle and dictionary, a new solve. Returns the run's id. */
async function startChapter(chapter: Chapter): Promise<number> {
  let s = useApp.getState();
  if (s.phase === 'running') s.cancel();
  if (s.kind !== 'crossword' || s.boards.crossword.source !== FIRST_PUZZLE) await s.loadSample(FIRST_PUZZLE);
  s = useApp.getState();
  if (s.dictionaryId !== DEFAULT_DICTIONARY) await s.chooseDictionary(DEFAULT_DICTIONARY);
  useApp.getState().setAlgorithm(chapter.settings);
  const solving = useApp.getState().solve();
  // The run id is set as the solve starts (before it waits for the dictionary text).
  const runId = useApp.getState().runId;
  await solving;
  return runId;
}

/** Starts of chapters: a start that is no longer the latest one leaves the progress alone. */
let starts = 0;

/** Go to chapter `index` and start its run (the store keeps the progress). */
function beginChapter(index: number): void {
  const chapter = CHAPTERS[index];
  if (!chapter) return;
  useApp.getState().setLessonChapter(index);
  const mine = ++starts;
  void startChapter(chapter).then((runId) => {
    const s = useApp.getState();
    if (mine === starts && s.lesson.open && s.lesson.chapter === index) s.setLessonProgress({ state: 'running', runId });
  });
}

/**
 * Follow the lesson's run: find the chapter's step as events arrive, and once the playback gets
 * there (or past it, at a high speed), seek back onto it: the playback stops on the step.
 */
function useStopOnStep(chapter: Chapter, progress: LessonProgress): TeachingStep | null {
  const [found, setFound] = useState<{ runId: number; step: TeachingStep } | null>(null);
  const runId = progress.state === 'starting' ? -1 : progress.runId;
  const waiting = progress.state === 'running';
  useEffect(() => {
    if (!waiting) return;
    let finder: StepFinder | null = null;
    const check = (s: AppState) => {
      if (s.runId !== runId || !s.trace || !s.sketch) return;
      finder ??= new StepFinder(s.trace, s.sketch, chapter.stopAt);
      const step = finder.next();
      if (step) {
        setFound({ runId, step });
        if (s.cursor >= step.position) {
          unsubscribe();
          if (s.cursor !== step.position || s.playing) s.seek(step.position);
          s.setLessonProgress({ state: 'reached', runId, step });
        }
      } else if (s.phase !== 'running' && s.trace.total > 0 && s.trace.recorded >= s.trace.total) {
        unsubscribe();
        s.setLessonProgress({ state: 'missing', runId });
      }
    };
    const unsubscribe = useApp.subscribe((s) => check(s));
    check(useApp.getState());
    return unsubscribe;
  }, [runId, waiting, chapter]);
  return progress.state === 'reached' ? progress.step : found?.runId === runId ? found.step : null;
}

/**
 * The lesson's card while it is open (nothing otherwise): the chapter, its state, the sentence
 * why, and the chapter buttons. The layout places it (in the teaching layout above the views; in
 * the one-column layout above the Solve panel), so it covers nothing.
 */
export function LessonCard() {
  const { t } = useTranslation();
  const open = useApp((s) => s.lesson.open);
  const index = useApp((s) => s.lesson.chapter);
  const progress = useApp((s) => s.lesson.progress);
  const chapter = CHAPTERS[index]!;
  const key = CHAPTER_KEYS[chapter.id];
  const step = useStopOnStep(chapter, progress);
  const why = useWhy(progress.state === 'reached' ? progress.step : null);
  const total = useApp((s) => s.trace?.total ?? 0);
  if (!open) return null;

  return (
    <section
      role="region"
      aria-labelledby="lesson-title"
      data-testid="lesson-panel"
      className="lesson-card flex flex-col gap-2 rounded-xl border border-sky-300 bg-white p-3 text-sm text-slate-800 shadow-sm"
    >
      <header className="flex items-baseline justify-between gap-3">
        <h2 id="lesson-title" className="text-xs font-semibold tracking-wider text-sky-800 uppercase">
          {t('lesson.title')} · {t('lesson.chapterOf', { index: index + 1, total: CHAPTERS.length })}
        </h2>
        <Button data-testid="lesson-close" onClick={() => useApp.getState().closeLesson()} className="px-2 py-0.5 text-xs">
          {t('lesson.close')}
        </Button>
      </header>
      <div data-testid="lesson-chapter" data-chapter={chapter.id} data-state={progress.state}>
        <h3 className="text-base font-semibold text-slate-900">{t(`lesson.chapters.${key}.title`)}</h3>
        <p className="mt-1 leading-snug">{t(`lesson.chapters.${key}.intro`)}</p>
        <p className="mt-1 text-xs text-slate-500">{t('lesson.settings', { inference: t(`lesson.inference.${chapter.settings.inference}`) })}</p>
      </div>
      <p data-testid="lesson-status" data-position={progress.state === 'reached' ? progress.step.position : ''} className="text-xs text-slate-600">
        {progress.state === 'reached'
          ? t('lesson.reached', { step: progress.step.position, total })
          : progress.state === 'missing'
            ? t('lesson.missing')
            : t('lesson.running')}
      </p>
      {why ? (
        <p data-testid="lesson-why" className="rounded-lg border border-emerald-300 bg-emerald-50 px-3 py-2 leading-snug text-emerald-950">
          {why}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="lesson-prev" disabled={index === 0} onClick={() => beginChapter(index - 1)}>
          {t('lesson.prev')}
        </Button>
        <Button data-testid="lesson-jump" disabled={!step} onClick={() => step && useApp.getState().seek(step.position)}>
          {t('lesson.jump')}
        </Button>
        <Button data-testid="lesson-next" variant="primary" disabled={index === CHAPTERS.length - 1} onClick={() => beginChapter(index + 1)}>
          {t('lesson.next')}
        </Button>
      </div>
    </section>
  );
}

/** The `lesson` button: opens the lesson (the card shows where the layout puts it) or closes it. */
export function Lesson() {
  const { t } = useTranslation();
  const open = useApp((s) => s.lesson.open);
  const locked = useApp((s) => s.phase === 'running');
  return (
    <button
      type="button"
      data-testid="lesson"
      title={t('lesson.openTitle')}
      aria-expanded={open}
      disabled={locked && !open}
      onClick={() => {
        if (open) useApp.getState().closeLesson();
        else {
          useApp.getState().openLesson();
          beginChapter(0);
        }
      }}
      className="rounded-md border border-emerald-700 bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-100 disabled:opacity-45"
    >
      {t('lesson.open')}
    </button>
  );
}
