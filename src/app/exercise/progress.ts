/**
 * An exercise in progress, kept over a reload (issue 31): the board it is on (as its kind saves
 * it), the algorithm's settings, what is asked and every answer given with its question, in
 * localStorage under `PROGRESS_KEY`, written at each answer. After a reload, when the restored
 * board and settings are the same, the exercise is taken up where it was: the same questions
 * answered, the same score, the run at the same question (`resumeExercise` runs it again with the
 * answers as its script, as an answer does). A board or settings changed since is another
 * exercise: the record is left alone, never applied to it.
 */
import { ASK_KINDS, type AskKind, type Question } from '../../solver/index.ts';
import { readChoice, saveChoice, type ChoiceHost } from '../keptChoice.ts';
import { isKindId, type KindId } from '../kinds/index.ts';
import { pickSettings, recordSettings } from '../settings/index.ts';
import { savedBoardOf, useApp, type AppState, type ExerciseEntry } from '../state/index.ts';

/** Where the exercise in progress is kept. */
export const PROGRESS_KEY = 'csp-playground.exercise-progress';
export const PROGRESS_VERSION = 1;

/** What is kept of an exercise in progress. */
export interface ExerciseProgress {
  version: typeof PROGRESS_VERSION;
  kind: KindId;
  /** The board as its kind saves it (`savedBoardOf`). */
  board: string;
  /** The settings by name, as a saved record writes them (JSON). */
  settings: string;
  ask: AskKind[];
  entries: ExerciseEntry[];
}

type ProgressSource = Pick<AppState, 'kind' | 'boards' | 'exerciseAsk' | 'exerciseEntries'> & Parameters<typeof pickSettings>[0];

const settingsText = (s: Parameters<typeof pickSettings>[0]) => JSON.stringify(recordSettings(pickSettings(s)));

/** The record of the exercise on the shown board. */
export function progressOf(s: ProgressSource): ExerciseProgress {
  return { version: PROGRESS_VERSION, kind: s.kind, board: savedBoardOf(s), settings: settingsText(s), ask: [...s.exerciseAsk], entries: s.exerciseEntries };
}

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

const isNumbers = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => Number.isSafeInteger(n));

/** An answered question as kept: a question the solver asks, an answer, whether it was shown, and the marks of a question answered by a set. */
function isEntry(x: unknown): x is ExerciseEntry {
  if (!isObject(x) || typeof x.shown !== 'boolean' || !(Number.isSafeInteger(x.answer) || isNumbers(x.answer))) return false;
  const q = x.question;
  return isObject(q) && ASK_KINDS.includes(q.ask as AskKind) && isNumbers(q.right) && Number.isSafeInteger(q.pick);
}

/** Read a kept record; null when there is none or it is not one (never throws). */
export function readProgress(text: string | null): ExerciseProgress | null {
  if (text === null) return null;
  let x: unknown;
  try {
    x = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(x) || x.version !== PROGRESS_VERSION || !isKindId(x.kind) || typeof x.board !== 'string' || typeof x.settings !== 'string') return null;
  if (!Array.isArray(x.ask) || !Array.isArray(x.entries) || !x.entries.every(isEntry)) return null;
  return {
    version: PROGRESS_VERSION,
    kind: x.kind,
    board: x.board,
    settings: x.settings,
    ask: ASK_KINDS.filter((k) => (x.ask as unknown[]).includes(k)),
    entries: (x.entries as ExerciseEntry[]).map((e) => ({ question: e.question as Question, answer: e.answer, shown: e.shown, ...(isNumbers(e.marks) ? { marks: e.marks } : {}) })),
  };
}

/** Whether `p` is an exercise on the board and settings shown now. */
export function progressFits(p: ExerciseProgress, s: ProgressSource): boolean {
  return p.kind === s.kind && p.board === savedBoardOf(s) && p.settings === settingsText(s);
}

const hostOf = (): ChoiceHost => globalThis as ChoiceHost;
/** The store kept (the app's; a test's own). */
type Store = Pick<typeof useApp, 'subscribe' | 'getState'>;

/**
 * Keep the exercise in progress: written whenever an exercise's run starts or stops on the shown
 * board (each answer, Undo, Solve), cleared when exercise mode is switched off.
 */
export function startKeepingExercise(host: ChoiceHost = hostOf(), store: Store = useApp): () => void {
  return store.subscribe((s, prev) => {
    if (s.exerciseOn === prev.exerciseOn && s.exerciseEntries === prev.exerciseEntries && s.exerciseQuestion === prev.exerciseQuestion && s.runId === prev.runId) return;
    if (!s.exerciseOn) {
      if (prev.exerciseOn) saveChoice(host, PROGRESS_KEY, 'null');
      return;
    }
    const exercise = s.runSettings?.options.script !== undefined;
    const ofShownBoard = s.runBoard !== null && s.runBoard.kind === s.kind && s.runBoard.puzzle === s.boards[s.kind].puzzle;
    if (exercise && ofShownBoard) saveChoice(host, PROGRESS_KEY, JSON.stringify(progressOf(s)));
  });
}

/**
 * After a reload: take up the kept exercise when it is of the board and settings restored (and
 * exercise mode is on). `ready` resolves when the saved word list is back. True when taken up.
 */
export function restoreExercise(ready: Promise<unknown> = Promise.resolve(), host: ChoiceHost = hostOf(), store: Store = useApp): Promise<boolean> {
  const s = store.getState();
  const kept = readProgress(readChoice(host, PROGRESS_KEY, (x): x is string => typeof x === 'string'));
  if (!kept || !s.exerciseOn || !progressFits(kept, s)) return Promise.resolve(false);
  return s.resumeExercise(kept.ask, kept.entries, ready);
}
