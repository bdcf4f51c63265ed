/**
 * Why no solution (issue 32): after a run ends without solution, the reason asked of the solver
 * worker for the puzzle as the run had it (its board, settings and dictionary), its progress while
 * it is searched, and the reason found (its parts as the kind names them, its sentence as a
 * message, whether it was proven minimal). What every board change and every new run starts from
 * (`idleRun`) clears it, and a reason still being searched then is stopped.
 */
import type { ReasonProgress } from '../../../solver/index.ts';
import type { ReasonAnswer } from '../../../worker/protocol.ts';
import { kindOf } from '../../kinds/index.ts';
import { reasonText } from '../../workers/index.ts';
import { dictionaryOf } from './run.ts';
import type { Slice } from './shared.ts';

/** The time a reason may take in the app: past it, the smallest set proven so far, said not minimal. */
export const WHY_TIME_MS = 20_000;

export type WhyState =
  | { phase: 'idle' }
  | { phase: 'working'; progress: ReasonProgress | null }
  | { phase: 'done'; answer: ReasonAnswer }
  | { phase: 'stopped' }
  | { phase: 'failed'; error: string };

export const WHY_IDLE: WhyState = { phase: 'idle' };

export interface WhySlice {
  why: WhyState;
  /** Find why the run shown has no solution (only after a run that ended `unsatisfiable`). */
  askWhy(): void;
  /** Stop the search for a reason (the worker is stopped; nothing found is shown). */
  stopWhy(): void;
}

export const createWhySlice: Slice<WhySlice> =
  ({ solver }) =>
  (set, get, store) => {
    let controller: AbortController | null = null;
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
        const working: WhyState = { phase: 'working', progress: null };
        set({ why: working });
        const current = () => controller === mine && get().why.phase === 'working';
        solver.reason(request, WHY_TIME_MS, (progress) => current() && set({ why: { phase: 'working', progress } }), mine.signal).then(
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
        if (get().why.phase !== 'working') return;
        set({ why: { phase: 'stopped' } });
      },
    };
  };
