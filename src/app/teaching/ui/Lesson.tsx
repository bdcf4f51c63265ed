/**
 * The guided lesson (test id `lesson`): three narrated chapters on the lesson puzzle — plain
 * backtracking, forward checking, arc consistency. Each chapter sets the algorithm, solves, lets
 * the search play and stops the playback on the step that shows its idea (found in the trace by
 * lesson.ts), then says why in one sentence. Closing the lesson gives back the user's algorithm
 * settings and dictionary. The lesson's progress (open, chapter, the run's state, the user's kept
 * settings) lives in the store's lesson slice, so the card (`LessonCard`, placed by the layout
 * beside the board and the player, never over them; its code, LessonChapterCard.tsx, loaded when
 * the lesson first opens) can move when the layout switches.
 * Everything goes through the store's actions (solve, seek, …).
 */
import { DEFAULT_DICTIONARY } from '../../settings/index.ts';
import { emptyQueens } from '../../../puzzles/queens/index.ts';
import { modelCompilation, modelSourceKey, type ModelPuzzle } from '../../kinds/index.ts';
import { CHAPTERS, type Chapter, type ChapterPuzzle } from '../lesson.ts';
import { useApp } from '../../state/index.ts';
import { later, Later } from '../../widgets/ui/index.ts';
import { useTranslation } from 'react-i18next';

/** The card's code (LessonChapterCard.tsx), fetched when the lesson first opens. */
const LessonChapterCard = later(() => import('./LessonChapterCard.tsx').then((m) => m.LessonChapterCard));

/** The board each chapter opened last: opened again only when the user changed it since. */
const opened = new Map<string, unknown>();

/** How long the lesson waits for MiniZinc to compile its model (a loaded machine takes a while to load MiniZinc). */
const COMPILE_WAIT_MS = 180_000;

/**
 * Wait until the shown model is compiled (the model's board asks MiniZinc as soon as it shows the
 * model): true when compiled, false when MiniZinc failed, the board changed, or it took too long.
 */
async function modelCompiled(): Promise<boolean> {
  const source = modelSourceKey(useApp.getState().boards.model.puzzle as ModelPuzzle);
  const start = performance.now();
  while (performance.now() - start < COMPILE_WAIT_MS) {
    const s = useApp.getState();
    // The same source (the store attaches its compilation to the board's puzzle).
    const puzzle = s.boards.model.puzzle as ModelPuzzle;
    if (s.kind !== 'model' || modelSourceKey(puzzle) !== source) return false;
    const c = modelCompilation(puzzle);
    if (c?.state === 'compiled') return true;
    if (c?.state === 'failed') return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** Open a chapter's puzzle (a crossword file, a model sample compiled, an empty N-queens board); false when it cannot be solved. */
async function openPuzzle(p: ChapterPuzzle): Promise<boolean> {
  let s = useApp.getState();
  switch (p.kind) {
    case 'crossword':
      if (s.kind !== 'crossword' || s.boards.crossword.source !== p.file) await s.loadSample(p.file);
      s = useApp.getState();
      if (s.dictionaryId !== DEFAULT_DICTIONARY) await s.chooseDictionary(DEFAULT_DICTIONARY);
      return true;
    case 'model': {
      if (s.kind !== 'model' || opened.get(p.sample) !== s.boards.model) {
        await s.loadSample(p.sample);
        s = useApp.getState();
        if (s.kind !== 'model') return false;
        opened.set(p.sample, s.boards.model);
      }
      return modelCompiled();
    }
    case 'queens': {
      const key = `queens ${p.size}`;
      if (s.kind !== 'queens' || opened.get(key) !== s.boards.queens) {
        s.loadPuzzles('queens', `${p.size} × ${p.size}`, [emptyQueens(p.size)]);
        opened.set(key, useApp.getState().boards.queens);
      }
      return true;
    }
  }
}

/** Start chapter `chapter`: its puzzle and settings, a new solve. Returns the run's id (-1: its puzzle could not be opened). */
async function startChapter(chapter: Chapter): Promise<number> {
  const s = useApp.getState();
  if (s.phase === 'running') s.cancel();
  if (!(await openPuzzle(chapter.puzzle))) return -1;
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
export function beginChapter(index: number): void {
  const chapter = CHAPTERS[index];
  if (!chapter) return;
  const app = useApp.getState();
  app.setLessonChapter(index, chapter.views);
  // The one-view layout (a narrow screen) opens the view the chapter's text names.
  app.setTab(chapter.views[0]);
  const mine = ++starts;
  void startChapter(chapter).then((runId) => {
    const s = useApp.getState();
    if (mine === starts && s.lesson.open && s.lesson.chapter === index) s.setLessonProgress(runId < 0 ? { state: 'missing', runId } : { state: 'running', runId });
  });
}


/**
 * The lesson's card while it is open (nothing otherwise): the chapter, its state, the sentence
 * why, and the chapter buttons. The layout places it (in the teaching layout above the views; in
 * the one-column layout above the Solve panel), so it covers nothing.
 */
export function LessonCard() {
  const open = useApp((s) => s.lesson.open);
  return open ? (
    <Later>
      <LessonChapterCard />
    </Later>
  ) : null;
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
