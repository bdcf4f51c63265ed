/**
 * The guided lesson (test id `lesson`): three narrated chapters on the lesson puzzle — plain
 * backtracking, forward checking, arc consistency. Each chapter sets the algorithm, solves, lets
 * the search play and stops the playback on the step that shows its idea (found in the trace by
 * lesson.ts), then says why in one sentence. Closing the lesson gives back the user's algorithm
 * settings and dictionary. Everything goes through the store's actions (solve, seek, …).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotName as shownSlotName } from '../../i18n/index.ts';
import { DEFAULT_DICTIONARY, pickSettings, type AlgorithmSettings } from '../../settings/index.ts';
import { CHAPTERS, FIRST_PUZZLE, lessonWhy, StepFinder, type Chapter, type TeachingStep } from '../lesson.ts';
import { useApp, type AppState } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

const CHAPTER_KEYS: Record<Chapter['id'], string> = {
  backtracking: 'backtracking',
  'forward-checking': 'forwardChecking',
  'arc-consistency': 'arcConsistency',
};

/** What the user had before the lesson, to give back on close. */
interface Saved {
  settings: AlgorithmSettings;
  dictionaryId: string;
}

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

type Progress = { state: 'starting' } | { state: 'running'; runId: number } | { state: 'reached'; runId: number; step: TeachingStep } | { state: 'missing'; runId: number };

/**
 * Follow the lesson's run: find the chapter's step as events arrive, and once the playback gets
 * there (or past it, at a high speed), seek back onto it: the playback stops on the step.
 */
function useStopOnStep(chapter: Chapter, progress: Progress, setProgress: (p: Progress) => void): TeachingStep | null {
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
          setProgress({ state: 'reached', runId, step });
        }
      } else if (s.phase !== 'running' && s.trace.total > 0 && s.trace.recorded >= s.trace.total) {
        unsubscribe();
        setProgress({ state: 'missing', runId });
      }
    };
    const unsubscribe = useApp.subscribe((s) => check(s));
    check(useApp.getState());
    return unsubscribe;
  }, [runId, waiting, chapter, setProgress]);
  return progress.state === 'reached' ? progress.step : found?.runId === runId ? found.step : null;
}

function LessonPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [progress, setProgress] = useState<Progress>({ state: 'starting' });
  const chapter = CHAPTERS[index]!;
  const key = CHAPTER_KEYS[chapter.id];
  const step = useStopOnStep(chapter, progress, setProgress);
  const why = useWhy(progress.state === 'reached' ? progress.step : null);
  const total = useApp((s) => s.trace?.total ?? 0);

  const go = (next: number) => {
    setProgress({ state: 'starting' });
    setIndex(next);
  };

  useEffect(() => {
    let live = true;
    void startChapter(chapter).then((runId) => {
      if (live) setProgress({ state: 'running', runId });
    });
    return () => {
      live = false;
    };
  }, [chapter]);

  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby="lesson-title"
      data-testid="lesson-panel"
      className="fixed right-3 bottom-3 z-20 flex max-h-[calc(100dvh-1.5rem)] w-[min(26rem,calc(100vw-1.5rem))] flex-col gap-2 overflow-auto rounded-xl border border-sky-300 bg-white p-4 text-sm text-slate-800 shadow-xl"
    >
      <header className="flex items-baseline justify-between gap-3">
        <h2 id="lesson-title" className="text-xs font-semibold tracking-wider text-sky-800 uppercase">
          {t('lesson.title')} · {t('lesson.chapterOf', { index: index + 1, total: CHAPTERS.length })}
        </h2>
        <Button data-testid="lesson-close" onClick={onClose} className="px-2 py-0.5 text-xs">
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
        <Button data-testid="lesson-prev" disabled={index === 0} onClick={() => go(index - 1)}>
          {t('lesson.prev')}
        </Button>
        <Button data-testid="lesson-jump" disabled={!step} onClick={() => step && useApp.getState().seek(step.position)}>
          {t('lesson.jump')}
        </Button>
        <Button data-testid="lesson-next" variant="primary" disabled={index === CHAPTERS.length - 1} onClick={() => go(index + 1)}>
          {t('lesson.next')}
        </Button>
      </div>
    </section>
  );
}

/** The `lesson` button and, while open, the lesson panel. */
export function Lesson() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const saved = useRef<Saved | null>(null);
  const locked = useApp((s) => s.phase === 'running');

  const start = () => {
    const s = useApp.getState();
    saved.current = { settings: pickSettings(s), dictionaryId: s.dictionaryId };
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    const s = useApp.getState();
    if (s.phase === 'running') s.cancel();
    const before = saved.current;
    saved.current = null;
    if (!before) return;
    s.setAlgorithm(before.settings);
    if (s.dictionaryId !== before.dictionaryId) void s.chooseDictionary(before.dictionaryId);
  };

  return (
    <>
      <button
        type="button"
        data-testid="lesson"
        title={t('lesson.openTitle')}
        aria-expanded={open}
        disabled={locked && !open}
        onClick={() => (open ? close() : start())}
        className="rounded-md border border-emerald-700 bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-900 hover:bg-emerald-100 disabled:opacity-45"
      >
        {t('lesson.open')}
      </button>
      {open ? <LessonPanel onClose={close} /> : null}
    </>
  );
}
