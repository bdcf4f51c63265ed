/**
 * Why no solution (issue 32): after a run ends without solution, the reason asked of the solver
 * worker for the puzzle as the run had it (its board, settings and dictionary), its progress while
 * it is searched, and the reason found (its parts as the kind names them, its sentence as a
 * message, whether it was proven minimal). What every board change and every new run starts from
 * (`idleRun`) clears it, and a reason still being searched then is stopped.
 */
import type { ReasonProgress } from '../../../solver/index.ts';
import type { ReasonAnswer } from '../../../worker/protocol.ts';

export type { ReasonAnswer };
import { kindOf } from '../../kinds/index.ts';
import { reasonText } from '../../workers/index.ts';
import { dictionaryOf } from './run.ts';
import type { AppState, Slice } from './shared.ts';

/** The time a reason may take in the app: past it, the smallest set proven so far, said not minimal. */
export const WHY_TIME_MS = 20_000;

export type WhyState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: ReasonProgress | null; stopping?: boolean | undefined }
  | { phase: 'done'; answer: ReasonAnswer }
  | { phase: 'stopped' }
  | { phase: 'failed'; error: string };

export const WHY_IDLE: WhyState = { phase: 'idle' };

export interface WhySlice {
  why: WhyState;
  /** Find why the run shown has no solution (only after a run that ended `unsatisfiable`). */
  askWhy(): void;
  /**
   * Stop the search for a reason: the worker ends it where it is and the smallest set proven so far
   * is shown, said not proven minimal (without the worker's stop: stopped, nothing shown).
   */
  stopWhy(): void;
}

export const createWhySlice: Slice<WhySlice> =
  ({ solver }) =>
  (set, get, store) => {
    let controller: AbortController | null = null;
    /** The run whose reason is searched (the worker's stop names it). */
    let asked = -1;
    // A board change or a new run clears `why` (idleRun): a reason still searched is stopped.
    store.subscribe((s, before) => {
      if (before.why.phase === 'working' && s.why.phase !== 'working' && controller) {
        controller.abort();
        controller = null;
      }
    });
    return {
      why: WHY_IDLE,
      askWhy() {
        const s = get();
        const board = s.runBoard;
        const settings = s.runSettings;
        if (!solver.reason || s.phase !== 'done' || s.status !== 'unsatisfiable' || !board || !settings || s.why.phase === 'working') return;
        const kind = kindOf(board.kind);
        const chosen = kind.usesDictionary ? dictionaryOf(s) : null;
        // The run's own list: the one chosen now when it is the same, else the run's by its key (the client knows its source).
        const dictionary = chosen && chosen.key === s.runDictionary ? chosen : s.runDictionary !== null ? { key: s.runDictionary, name: settings.dictionary ?? s.runDictionary } : null;
        const request = kind.request(board.puzzle as never, { runId: s.runId, options: settings.options, settings: { reuse: settings.reuse, alldiff: settings.alldiff }, dictionary });
        const mine = new AbortController();
        controller = mine;
        asked = s.runId;
        const working: WhyState = { phase: 'working', progress: null };
        set({ why: working });
        const current = () => controller === mine && get().why.phase === 'working';
        solver.reason(request, WHY_TIME_MS, (progress) => current() && set({ why: { phase: 'working', progress, stopping: (get().why as { stopping?: boolean }).stopping } }), mine.signal).then(
          (answer) => {
            if (!current()) return;
            controller = null;
            set({ why: { phase: 'done', answer } });
          },
          (error: unknown) => {
            if (!current()) return;
            controller = null;
            set({ why: { phase: 'failed', error: error instanceof Error ? error.message : reasonText(error) } });
          },
        );
      },
      stopWhy() {
        const why = get().why;
        if (why.phase !== 'working' || why.stopping) return;
        const giveUp = () => {
          if (get().why.phase === 'working') set({ why: { phase: 'stopped' } });
        };
        if (!solver.stopReason) {
          giveUp();
          return;
        }
        // The reason's request then answers with the best set so far (not proven minimal).
        set({ why: { ...why, stopping: true } });
        solver.stopReason(asked).catch(giveUp);
      },
    };
  };

// ---------------------------------------------------------------------------------------------
// What the boards draw

/*
 * What the boards draw of a reason why there is no solution (the store's why slice): the cells of
 * its givens, queens or slots (indices into the run's board, row by row) and, on a Futoshiki, its
 * signs (as the key `cell:direction` of the sign after `cell`). Null when no reason is shown or the
 * board shown is not the run's (another kind). Kept per answer, so a board reads one Set.
 */

export interface WhyMarks {
  cells: ReadonlySet<number>;
  signs: ReadonlySet<string>;
}

const EMPTY: WhyMarks = { cells: new Set(), signs: new Set() };

const kept = new WeakMap<ReasonAnswer, WhyMarks>();

/** The key of the sign between two cells next to each other (either order): the first cell's, right or down. */
export function signKey(a: number, b: number): string {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  return `${lo}:${hi - lo === 1 ? 'right' : 'down'}`;
}

function marksOf(answer: ReasonAnswer, s: Pick<AppState, 'runBoard'>): WhyMarks {
  const board = s.runBoard;
  const parts = answer.parts;
  if (!board) return EMPTY;
  switch (parts.kind) {
    case 'crossword': {
      if (board.kind !== 'crossword') return EMPTY;
      const slots = board.puzzle.slots;
      return { cells: new Set(parts.slots.flatMap((x) => slots[x.slot]?.cells ?? [])), signs: new Set() };
    }
    case 'digits': {
      if (board.kind !== 'sudoku' && board.kind !== 'futoshiki') return EMPTY;
      const n = board.puzzle.size;
      const at = ([r, c]: readonly [number, number]) => (r - 1) * n + (c - 1);
      return { cells: new Set(parts.givens.map((g) => g.cell)), signs: new Set(parts.signs.map((x) => signKey(at(x.less), at(x.more)))) };
    }
    case 'queens': {
      if (board.kind !== 'queens') return EMPTY;
      const n = board.puzzle.size;
      return { cells: new Set(parts.queens.map(([r, c]) => (r - 1) * n + (c - 1))), signs: new Set() };
    }
    case 'model':
      return EMPTY;
  }
}

/** The reason's marks on the board shown, or null. */
export function whyMarks(s: Pick<AppState, 'why' | 'runBoard' | 'kind'>): WhyMarks | null {
  if (s.why.phase !== 'done' || s.why.answer.status !== 'found' || s.runBoard?.kind !== s.kind) return null;
  const answer = s.why.answer;
  let marks = kept.get(answer);
  if (!marks) {
    marks = marksOf(answer, s);
    kept.set(answer, marks);
  }
  return marks;
}

/** A model's reason, while it is shown on the run's model board: its constraints (FlatZinc index, line, text), else null. */
export function whyConstraints(s: Pick<AppState, 'why' | 'runBoard' | 'kind'>): readonly { index: number; line: number; text: string }[] | null {
  if (s.why.phase !== 'done' || s.why.answer.status !== 'found' || s.kind !== 'model' || s.runBoard?.kind !== 'model') return null;
  const parts = s.why.answer.parts;
  return parts.kind === 'model' ? parts.constraints : null;
}

const keptLines = new WeakMap<ReasonAnswer, ReadonlySet<number>>();

/** The model's lines of the reason, when they are the text the model's editor shows (not the FlatZinc MiniZinc made), or null. */
export function whyLines(s: Pick<AppState, 'why' | 'runBoard' | 'kind'>): ReadonlySet<number> | null {
  if (s.why.phase !== 'done' || s.kind !== 'model' || s.runBoard?.kind !== 'model') return null;
  const answer = s.why.answer;
  const parts = answer.parts;
  if (parts.kind !== 'model' || parts.linesIn !== 'model') return null;
  let lines = keptLines.get(answer);
  if (!lines) {
    lines = new Set(parts.lines);
    keptLines.set(answer, lines);
  }
  return lines;
}
