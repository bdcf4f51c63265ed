/**
 * The lesson's card (Lesson.tsx places it while the lesson is open, and loads this file then): the
 * chapter, its state, the sentence why, and the chapter buttons; it follows the lesson's run and
 * stops the playback on the chapter's step (found in the trace by lesson.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { slotLabel } from '../../../puzzles/crossword/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { CHAPTERS, lessonWhy, localOutcome, optimumOutcome, StepFinder, type Chapter, type TeachingStep } from '../lesson.ts';
import { useApp, type AppState, type LessonProgress } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';
import { ReadyExercisePick } from '../../exercise/ui/index.ts';
import { beginChapter } from './Lesson.tsx';

const CHAPTER_KEYS = {
  backtracking: 'backtracking',
  'forward-checking': 'forwardChecking',
  'arc-consistency': 'arcConsistency',
  'map-colouring': 'mapColouring',
  'min-conflicts': 'minConflicts',
  'branch-and-bound': 'branchAndBound',
} as const satisfies Record<Chapter['id'], string>;

/** The word of `value` in slot `slot` of the run shown. */
function wordOf(s: AppState, slot: number, value: number): string {
  const layout = s.runLayout ?? s.boards.crossword.puzzle;
  const length = layout.slots[slot]?.length;
  return (length !== undefined && value >= 0 ? s.words?.[length]?.[value] : undefined) ?? '?';
}

function slotName(s: AppState, slot: number): string {
  const shown = (s.runLayout ?? s.boards.crossword.puzzle).slots[slot];
  return shown !== undefined ? textOf(slotLabel(shown)) : '?';
}

/** The names the lesson's sentences use for the run shown: a crossword's slots and words, else the kind's own. */
function lessonNames(s: AppState, and: string) {
  if (s.kind === 'crossword') return { slot: (v: number) => slotName(s, v), word: (v: number, x: number) => wordOf(s, v, x), and };
  const names = kindOf(s.kind).stepNames(s.boards[s.kind].puzzle as never, { words: s.words, constraints: s.constraintLabels });
  return { slot: (v: number) => names.variable(v), word: (v: number, x: number) => names.value(v, x), and };
}

/** The why of a step, translated: one sentence, and for the textbook chapters a second one (what follows). */
function useWhy(step: TeachingStep | null): { why: string; then: string | null } | null {
  const { t } = useTranslation();
  const words = useApp((s) => s.words);
  const recorded = useApp((s) => s.traceVersion);
  if (!step || (step.kind !== 'first-choice' && step.kind !== 'repair' && step.kind !== 'cut' && !words)) return null;
  void recorded;
  const s = useApp.getState();
  // How the min-conflicts run ended, once it has (undefined until then: no second sentence yet).
  const outcome = step.kind === 'repair' && s.trace && s.phase !== 'running' ? localOutcome(s.trace) : undefined;
  // Branch and bound: the optimum, once the run ended optimal.
  const optimum = step.kind === 'cut' && s.trace && s.phase === 'done' && s.status === 'optimal' ? optimumOutcome(s.trace) : undefined;
  const why = lessonWhy(step, lessonNames(s, t('lesson.and')), outcome, optimum);
  return { why: t(`lesson.why.${why.key}`, why.values), then: why.then ? t(`lesson.why.${why.then.key}`, why.then.values) : null };
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
          // The views inspect the variable the step is about (Domains shows its words).
          if (step.variable >= 0) s.selectVariable(step.variable);
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


/** The open lesson's card: the chapter, its state, the sentence why, and the chapter buttons. */
export function LessonChapterCard() {
  const { t } = useTranslation();
  const index = useApp((s) => s.lesson.chapter);
  const progress = useApp((s) => s.lesson.progress);
  const chapter = CHAPTERS[index]!;
  const key = CHAPTER_KEYS[chapter.id];
  const step = useStopOnStep(chapter, progress);
  const why = useWhy(progress.state === 'reached' ? progress.step : null);
  const total = useApp((s) => s.trace?.total ?? 0);
  const thenAt = useApp((s) =>
    step?.choice
      ? step.choice.then
      : step?.kind === 'repair' && s.trace && s.phase !== 'running'
        ? (localOutcome(s.trace)?.position ?? -1)
        : step?.kind === 'cut' && s.trace && s.phase === 'done' && s.status === 'optimal'
          ? (optimumOutcome(s.trace)?.position ?? -1)
          : -1,
  );
  // The textbook chapters (a model, queens) have their own settings line and a next step to show.
  const textbook = key === 'mapColouring' || key === 'minConflicts' || key === 'branchAndBound' ? key : null;

  return (
    <section
      role="region"
      aria-labelledby="lesson-title"
      data-testid="lesson-panel"
      className="lesson-card flex flex-col gap-2 rounded-xl border border-sky-300 bg-white p-3 text-sm text-slate-800 shadow-sm"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="lesson-title" className="text-xs font-semibold tracking-wider text-sky-800 uppercase">
          {t('lesson.title')} · {t('lesson.chapterOf', { index: index + 1, total: CHAPTERS.length })}
        </h2>
        <select
          data-testid="lesson-chapter-pick"
          aria-label={t('lesson.pick')}
          value={index}
          onChange={(e) => beginChapter(Number(e.target.value))}
          className="ml-auto max-w-48 rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-800"
        >
          {CHAPTERS.map((c, i) => (
            <option key={c.id} value={i}>
              {i + 1}. {t(`lesson.chapters.${CHAPTER_KEYS[c.id]}.title`)}
            </option>
          ))}
        </select>
        <ReadyExercisePick />
        <Button data-testid="lesson-close" onClick={() => useApp.getState().closeLesson()} className="px-2 py-0.5 text-xs">
          {t('lesson.close')}
        </Button>
      </header>
      <div data-testid="lesson-chapter" data-chapter={chapter.id} data-state={progress.state}>
        <h3 className="text-base font-semibold text-slate-900">{t(`lesson.chapters.${key}.title`)}</h3>
        <p className="mt-1 leading-snug">{t(`lesson.chapters.${key}.intro`)}</p>
        <p data-testid="lesson-views" data-views={chapter.views.join(' ')} className="mt-1 leading-snug">
          {t(`lessonViews.${key}`)}
        </p>
        <p className="mt-1 text-xs text-slate-500">
          {textbook ? t(`lesson.chapters.${textbook}.settings`, { seed: chapter.settings.seed }) : t('lesson.settings', { inference: t(`lesson.inference.${chapter.settings.inference}`) })}
        </p>
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
          {why.why}
        </p>
      ) : null}
      {why?.then ? (
        <p data-testid="lesson-then-why" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 leading-snug text-sky-950">
          {why.then}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="lesson-prev" disabled={index === 0} onClick={() => beginChapter(index - 1)}>
          {t('lesson.prev')}
        </Button>
        <Button data-testid="lesson-jump" disabled={!step} onClick={() => step && useApp.getState().seek(step.position)}>
          {t('lesson.jump')}
        </Button>
        {textbook ? (
          <Button data-testid="lesson-then" disabled={thenAt < 0} onClick={() => useApp.getState().seek(thenAt)}>
            {t(`lesson.chapters.${textbook}.then`)}
          </Button>
        ) : null}
        <Button data-testid="lesson-next" variant="primary" disabled={index === CHAPTERS.length - 1} onClick={() => beginChapter(index + 1)}>
          {t('lesson.next')}
        </Button>
      </div>
    </section>
  );
}

