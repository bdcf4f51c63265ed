/**
 * The compare slice: the chosen preset, its rows as they arrive from the compare worker, and
 * whether it is running. Kept in the store (not in the view) so that the results stay when the
 * view closes or the layout switches.
 */
import { PRESETS, errorRow, rowOf, type CompareRow } from '../../compare/index.ts';
import type { Slice } from './shared.ts';

export interface CompareState {
  presetId: string;
  rows: CompareRow[];
  running: boolean;
  /** The compare worker stopped on its own: why ('' when the browser gave no reason). */
  error: string | null;
}

export interface CompareSlice {
  compare: CompareState;
  /** Run a preset (stopping one that runs). */
  runCompare(presetId: string): void;
  stopCompare(): void;
  /** Show another preset (its rows cleared). */
  chooseComparePreset(presetId: string): void;
}

export const createCompareSlice: Slice<CompareSlice> = (services) => (set, get) => {
  const patch = (p: Partial<CompareState>) => set({ compare: { ...get().compare, ...p } });
  return {
    compare: { presetId: PRESETS[0]!.id, rows: [], running: false, error: null },
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
    stopCompare() {
      services.compare?.stop();
      patch({ running: false });
    },
    chooseComparePreset(presetId) {
      if (get().compare.running) return;
      patch({ presetId, rows: [] });
    },
  };
};
