/**
 * The runs slice ("Run 100 times"): min-conflicts on the shown grid puzzle with 100 seeds in the
 * runs worker, each series of outcomes (one per walk probability, up to MAX_SERIES overlaid) kept
 * here, so that the run-length chart reads them from the store and they stay when the view closes.
 */
import type { RunOutcome } from '../../../worker/protocol.ts';
import { kindOf } from '../../kinds/index.ts';
import { i18n } from '../../i18n/index.ts';
import type { RunsJob } from '../../run/index.ts';
import { runOptions } from './run.ts';
import type { Slice } from './shared.ts';

/** Seeds per "Run 100 times". */
export const RUNS_COUNT = 100;
/** Series overlaid on the chart (the oldest goes first). */
export const MAX_SERIES = 3;

/** One "Run 100 times": its settings and the outcomes so far. */
export interface RunSeries {
  walk: number;
  maxSteps: number;
  firstSeed: number;
  count: number;
  outcomes: RunOutcome[];
  /** Wall time of the whole series in the worker (null while it runs). */
  ms: number | null;
}

export interface RunsState {
  series: RunSeries[];
  running: boolean;
  error: string | null;
  /** The board the series were run on (a new board starts them afresh). */
  puzzle: unknown;
}

export interface RunsSlice {
  runs: RunsState;
  /** Run min-conflicts RUNS_COUNT times on the shown board with the settings' walk p and max steps (seeds from the settings' seed). */
  runMany(): void;
  stopRuns(): void;
  clearRuns(): void;
}

export const createRunsSlice: Slice<RunsSlice> = (services) => (set, get) => {
  const patch = (p: Partial<RunsState>) => set({ runs: { ...get().runs, ...p } });
  return {
    runs: { series: [], running: false, error: null, puzzle: null },
    runMany() {
      const s = get();
      const client = services.runs;
      if (!client) return;
      const kind = kindOf(s.kind);
      const puzzle = s.boards[s.kind].puzzle;
      const refusal = kind.usesDictionary ? i18n.t('local.runs.noPuzzle') : kind.refusal(puzzle);
      if (refusal) {
        patch({ error: refusal });
        return;
      }
      const request = kind.request(puzzle, { runId: 0, options: runOptions(s), settings: s, dictionary: null });
      if (request.kind === 'crossword') return;
      const series: RunSeries = { walk: s.walk, maxSteps: s.maxSteps, firstSeed: s.seed, count: RUNS_COUNT, outcomes: [], ms: null };
      // The same board: the new series replaces one with the same settings and joins the others.
      const kept = get().runs.puzzle === puzzle ? get().runs.series.filter((x) => x.walk !== series.walk || x.maxSteps !== series.maxSteps) : [];
      const all = [...kept.slice(-(MAX_SERIES - 1)), series];
      patch({ series: all, running: true, error: null, puzzle });
      let current = series;
      const update = (change: Partial<RunSeries>) => {
        const list = get().runs.series;
        const i = list.indexOf(current);
        if (i < 0) return;
        const next = { ...current, ...change };
        current = next;
        patch({ series: list.map((x, k) => (k === i ? next : x)) });
      };
      const job = { kind: request.kind, puzzle: request.puzzle, alldiff: request.alldiff, walk: series.walk, maxSteps: series.maxSteps, firstSeed: series.firstSeed, count: series.count } as RunsJob;
      client.run(job, {
        progress: (outcomes) => update({ outcomes: [...current.outcomes, ...outcomes] }),
        done: (ms) => {
          update({ ms });
          patch({ running: false });
        },
        failed: (message) => patch({ running: false, error: message || '?' }),
      });
    },
    stopRuns() {
      services.runs?.stop();
      patch({ running: false });
    },
    clearRuns() {
      services.runs?.stop();
      patch({ series: [], running: false, error: null });
    },
  };
};
