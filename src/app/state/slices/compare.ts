/**
 * The compare slice: the chosen preset, its rows as they arrive from the compare worker, and
 * whether it is running. Kept in the store (not in the view) so that the results stay when the
 * view closes or the layout switches. Beside the seed presets, the configurations a teacher ticks
 * run on the board shown (`runBoardCompare`, preset id `board`): in the solver worker, which keeps
 * the dictionaries, each to its end without events.
 */
import { BOARD_CONFIGS, PRESETS, boardEntries, errorRow, rowOf, type BoardConfigId, type CompareRow } from '../../compare/index.ts';
import { i18n } from '../../i18n/index.ts';
import { cutsetRunRefusal, kindOf, treeNotOffered } from '../../kinds/index.ts';
import { runOptions } from '../../settings/index.ts';
import { dictionaryOf } from './run.ts';
import type { Slice } from './shared.ts';

export interface CompareState {
  /** A seed preset's id, or `board`: the configurations ticked, on the board shown. */
  presetId: string;
  rows: CompareRow[];
  running: boolean;
  /** The compare worker stopped on its own, or the board cannot be compared: why ('' when the browser gave no reason). */
  error: string | null;
  /** The configurations ticked for the board shown, in the list's order. */
  boardConfigs: BoardConfigId[];
}

export interface CompareSlice {
  compare: CompareState;
  /** Run a preset (stopping one that runs). */
  runCompare(presetId: string): void;
  /** Run the ticked configurations on the board shown. */
  runBoardCompare(): void;
  /** Tick or untick a configuration for the board shown. */
  setBoardConfig(id: BoardConfigId, on: boolean): void;
  stopCompare(): void;
  /** Show another preset (its rows cleared). */
  chooseComparePreset(presetId: string): void;
}

export const BOARD_PRESET_ID = 'board';

export const createCompareSlice: Slice<CompareSlice> = (services) => (set, get) => {
  const patch = (p: Partial<CompareState>) => set({ compare: { ...get().compare, ...p } });
  /** The board compare's stop (the solver worker's request). */
  let boardStop: AbortController | null = null;
  return {
    compare: { presetId: PRESETS[0]!.id, rows: [], running: false, error: null, boardConfigs: ['bt', 'fc', 'mac-mrv'] },
    runCompare(presetId) {
      const preset = PRESETS.find((p) => p.id === presetId);
      const client = services.compare;
      if (!preset || !client) return;
      const entries = preset.entries;
      patch({ presetId, rows: [], running: true, error: null });
      client.run(
        entries.map((e) => e.job),
        {
          row: (index, status, stats, detail) => patch({ rows: [...get().compare.rows, rowOf(entries[index]!, status, stats, detail)] }),
          jobError: (index, message) => patch({ rows: [...get().compare.rows, errorRow(entries[index]!, message)] }),
          done: () => patch({ running: false }),
          failed: (message) => patch({ running: false, error: message }),
        },
      );
    },
    runBoardCompare() {
      const s = get();
      const measure = services.solver.measure?.bind(services.solver);
      if (!measure || s.compare.running) return;
      const kind = kindOf(s.kind);
      const puzzle = s.boards[s.kind].puzzle;
      const dictionary = kind.usesDictionary ? dictionaryOf(s) : null;
      const refusal = kind.refusal(puzzle) ?? (kind.usesDictionary && !dictionary ? i18n.t('run.noWordList') : null);
      if (refusal) {
        patch({ presetId: BOARD_PRESET_ID, rows: [], error: refusal });
        return;
      }
      const entries = boardEntries(s, s.compare.boardConfigs, {
        offers: (settings) => !(settings.search === 'min-conflicts' && kind.usesDictionary) && !(settings.search === 'tree' && treeNotOffered(s.kind, puzzle) !== null) && !(settings.search === 'cutset' && cutsetRunRefusal(s.kind, puzzle, settings.cutset) !== null),
      });
      if (entries.length === 0) {
        patch({ presetId: BOARD_PRESET_ID, rows: [], error: i18n.t('compareBoard.noneChosen') });
        return;
      }
      const runs = entries.map((e, runId) => kind.request(puzzle, { runId: -1 - runId, options: runOptions(e.settings), settings: e.settings, dictionary }));
      const stop = new AbortController();
      boardStop = stop;
      patch({ presetId: BOARD_PRESET_ID, rows: [], running: true, error: null });
      const mine = () => boardStop === stop;
      measure(
        runs,
        (row) => {
          if (!mine()) return;
          const entry = entries[row.index]!;
          patch({ rows: [...get().compare.rows, 'error' in row ? errorRow(entry, row.error) : rowOf(entry, row.status, row.stats, row.detail)] });
        },
        stop.signal,
      ).then(
        () => {
          if (mine()) patch({ running: false });
        },
        (error: unknown) => {
          if (mine() && !stop.signal.aborted) patch({ running: false, error: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    setBoardConfig(id, on) {
      const chosen = new Set(get().compare.boardConfigs);
      if (on) chosen.add(id);
      else chosen.delete(id);
      patch({ boardConfigs: BOARD_CONFIGS.map((c) => c.id).filter((c) => chosen.has(c)) });
    },
    stopCompare() {
      if (get().compare.presetId === BOARD_PRESET_ID) {
        boardStop?.abort();
        boardStop = null;
      } else services.compare?.stop();
      patch({ running: false });
    },
    chooseComparePreset(presetId) {
      if (get().compare.running) return;
      patch({ presetId, rows: [], error: null });
    },
  };
};
