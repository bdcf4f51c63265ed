/**
 * The exercise slice (issue 31): exercise mode on or off, what is asked, the answers given so far
 * and the question waiting. An exercise is a real run of the chosen algorithm whose asked
 * decisions are the student's: the run slice passes the answers to the solver as its script
 * (`RunOptions.script`), the solver ends with status `question` and the question, and each answer
 * runs the same search again one question further (the same seed, the same trace up to there).
 */
import { ASK_KINDS, takesSet, type AskKind, type Question } from '../../../solver/index.ts';
import { readChoice, saveChoice, type ChoiceHost } from '../../keptChoice.ts';
import { kindOf, modelCompilation, type ModelPuzzle } from '../../kinds/index.ts';
import type { AppState, Slice } from './shared.ts';

/** Where the exercise switch and what it asks are kept (a choice of the user's, kept over a reload). */
export const EXERCISE_KEY = 'csp-playground.exercise';

interface KeptExercise {
  on: boolean;
  ask: AskKind[];
}

/** The kept switch and asks, or null when none (or not readable). */
export function keptExercise(host: ChoiceHost = globalThis as ChoiceHost): KeptExercise | null {
  const text = readChoice(host, EXERCISE_KEY, (x): x is string => typeof x === 'string');
  if (text === null) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptExercise>;
    if (typeof kept.on !== 'boolean' || !Array.isArray(kept.ask)) return null;
    return { on: kept.on, ask: ASK_KINDS.filter((k) => kept.ask!.includes(k)) };
  } catch {
    return null;
  }
}

function keep(kept: KeptExercise, host: ChoiceHost = globalThis as ChoiceHost): void {
  saveChoice(host, EXERCISE_KEY, JSON.stringify(kept));
}

/** One question answered: the question, the answer taken, and whether "Show me" gave it. */
export interface ExerciseEntry {
  question: Question;
  answer: number;
  shown: boolean;
  /** A question answered by a set (prune): the choices marked (`answer` is then 0, what the run's script takes). */
  marks?: number[];
}

export interface ExerciseSlice {
  /** Solve starts an exercise instead of a run. */
  exerciseOn: boolean;
  /** The decisions the student is asked (the `exercise-ask-<kind>` checkboxes). */
  exerciseAsk: AskKind[];
  /** The questions answered, in order (their answers are the run's script). */
  exerciseEntries: ExerciseEntry[];
  /** The question the run stopped at (status `question`), or null. */
  exerciseQuestion: Question | null;
  /**
   * The choices marked so far for a question answered by a set (the list's toggles and the
   * board's, one set): `of` is the question they belong to (another question has none marked).
   */
  exerciseMarks: { of: Question; ids: number[] } | null;
  setExerciseOn(on: boolean): void;
  toggleExerciseAsk(kind: AskKind): void;
  /** Answer the open question (the answer is graded and the run goes on). */
  answerExercise(answer: number): void;
  /** Answer the open question that takes a set (prune): the choices marked, graded together. */
  answerExerciseMarks(marks: readonly number[]): void;
  /** Mark or unmark a choice of the open question answered by a set (confirmed by `answerExerciseMarks`). */
  toggleExerciseMark(id: number): void;
  /** "Show me": answer with the algorithm's own choice, counted as shown. */
  showExerciseAnswer(): void;
  /** Back one question: the last answer is taken back and the run stops at that question again. */
  undoExercise(): void;
  /**
   * Take up an exercise on the shown board (a reload, a shared exercise): exercise mode on, asking
   * `ask`, with `entries` answered; once `ready` (a word list being restored) and the board
   * solvable (a model compiled), the run goes to the next question. False when the board changed
   * meanwhile, a run started, the exercise was switched off, or the model did not compile.
   */
  resumeExercise(ask: readonly AskKind[], entries: ExerciseEntry[], ready?: Promise<unknown>): Promise<boolean>;
}

/** The shown board as its kind saves it (equal boards, equal text; a model's compilation left out). */
export function savedBoardOf(s: Pick<AppState, 'kind' | 'boards'>): string {
  return JSON.stringify(kindOf(s.kind).save(s.boards[s.kind].puzzle as never));
}

/** The choices marked for the open question (none for another question). */
export function exerciseMarksOf(s: Pick<AppState, 'exerciseMarks' | 'exerciseQuestion'>): readonly number[] {
  return s.exerciseMarks !== null && s.exerciseMarks.of === s.exerciseQuestion ? s.exerciseMarks.ids : NO_MARKS;
}
const NO_MARKS: readonly number[] = [];

/** Every kind of question the solver asks, in the order of the checkboxes. */
export const EXERCISE_ASKS: readonly AskKind[] = ASK_KINDS;

/**
 * Domain splitting is its own way to solve (AIspace's): asked with the backtracking search's or
 * min-conflicts' questions it has no run to share, so checking one unchecks the others (arc
 * consistency by hand still comes first: AIspace makes the network arc consistent, then splits).
 */
export const NOT_WITH_SPLIT: readonly AskKind[] = ['variable', 'value', 'prune', 'cutset', 'tree', 'backtrack', 'repair'];

/** The asks after `kind` is checked among `asked`: split and the search's questions exclude each other. */
export function withAsk(asked: readonly AskKind[], kind: AskKind): AskKind[] {
  const kept = kind === 'split' ? asked.filter((k) => !NOT_WITH_SPLIT.includes(k)) : NOT_WITH_SPLIT.includes(kind) ? asked.filter((k) => k !== 'split') : asked;
  return EXERCISE_ASKS.filter((k) => k === kind || kept.includes(k));
}

export const createExerciseSlice: Slice<ExerciseSlice> = () => (set, get, api) => {
  /** Until the shown model is compiled (true) or failed (false); at once for the other kinds. */
  const solvable = (): Promise<boolean> =>
    new Promise((resolve) => {
      const state = (s: AppState) => (s.kind === 'model' ? modelCompilation(s.boards.model.puzzle as ModelPuzzle)?.state : 'compiled');
      const now = state(get());
      if (now === 'compiled' || now === 'failed') return resolve(now === 'compiled');
      const stop = api.subscribe((s) => {
        const at = state(s);
        if (at !== 'compiled' && at !== 'failed' && s.kind === 'model') return;
        stop();
        resolve(at === 'compiled');
      });
    });
  const answer = (value: number, shown: boolean, marks?: readonly number[]) => {
    const { exerciseQuestion: question, exerciseEntries } = get();
    if (!question || get().phase === 'running') return;
    const entry: ExerciseEntry = marks ? { question, answer: value, shown, marks: [...marks].sort((a, b) => a - b) } : { question, answer: value, shown };
    set({ exerciseEntries: [...exerciseEntries, entry], exerciseQuestion: null });
    get().continueExercise();
  };
  const kept = keptExercise();
  return {
    exerciseOn: kept?.on ?? false,
    exerciseAsk: kept?.ask ?? ['variable', 'value'],
    exerciseEntries: [],
    exerciseQuestion: null,
    exerciseMarks: null,
    setExerciseOn(on) {
      set({ exerciseOn: on, exerciseEntries: [], exerciseQuestion: null });
      keep({ on, ask: get().exerciseAsk });
    },
    toggleExerciseAsk(kind) {
      const asked = get().exerciseAsk;
      const next = asked.includes(kind) ? asked.filter((k) => k !== kind) : withAsk(asked, kind);
      set({ exerciseAsk: next });
      keep({ on: get().exerciseOn, ask: next });
    },
    answerExercise: (value) => answer(value, false),
    answerExerciseMarks: (marks) => answer(0, false, marks),
    toggleExerciseMark(id) {
      const q = get().exerciseQuestion;
      if (!q || !takesSet(q)) return;
      const ids = exerciseMarksOf(get());
      set({ exerciseMarks: { of: q, ids: ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id] } });
    },
    showExerciseAnswer() {
      const q = get().exerciseQuestion;
      if (q) {
        if (takesSet(q)) answer(0, true, q.right);
        else answer(q.pick, true);
      }
    },
    undoExercise() {
      const entries = get().exerciseEntries;
      if (entries.length === 0 || get().phase === 'running') return;
      set({ exerciseEntries: entries.slice(0, -1), exerciseQuestion: null });
      get().continueExercise();
    },
    async resumeExercise(ask, entries, ready = Promise.resolve()) {
      const asked = EXERCISE_ASKS.filter((k) => ask.includes(k));
      set({ exerciseOn: true, exerciseAsk: asked, exerciseEntries: entries, exerciseQuestion: null });
      keep({ on: true, ask: asked });
      const board = savedBoardOf(get());
      await ready;
      await get().whenLoaded();
      const compiled = await solvable();
      const s = get();
      if (!compiled || savedBoardOf(s) !== board || s.phase === 'running' || s.runWaiting || !s.exerciseOn || s.exerciseEntries !== entries) return false;
      s.continueExercise();
      return true;
    },
  };
};
