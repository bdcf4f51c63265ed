/**
 * The teaching views' choices, in the one store: the tab open in the normal layout, the variable
 * inspected in every view, the why log's detail, classroom mode, the heat map, inspect mode (a
 * click on the board selects while a run is shown), and how far the shown run's trace has been
 * indexed (`indexed`: the views re-read their session when it grows). The session itself is
 * derived from the run (teaching/store.ts `sessionOf`); breakpoints and predict mode are the
 * playback slice's.
 */
import type { Slice } from './shared.ts';

export type TeachingTab = 'domains' | 'why' | 'arcs' | 'graph' | 'tree' | 'compare' | 'local';

export interface TeachingView {
  tab: TeachingTab;
  /** Variable inspected in every view (-1: none). */
  selected: number;
  /** The why log's sentences: short, or with the reasons spelled out (teaching/explain.ts `Detail`). */
  detail: 'short' | 'long';
  heatmap: boolean;
  classroom: boolean;
  /** While a run is shown, a click on the board selects a slot instead of editing. */
  inspect: boolean;
  /** Events of the shown run indexed so far: views re-read the session when it grows. */
  indexed: number;
}

export interface TeachingSlice {
  teaching: TeachingView;
  setTab(tab: TeachingTab): void;
  selectVariable(v: number): void;
  setTeaching(patch: Partial<TeachingView>): void;
}

export const createTeachingSlice: Slice<TeachingSlice> = () => (set) => ({
  teaching: { tab: 'domains', selected: -1, detail: 'short', heatmap: false, classroom: false, inspect: true, indexed: 0 },
  setTab(tab) {
    set((s) => ({ teaching: { ...s.teaching, tab } }));
  },
  selectVariable(v) {
    set((s) => (s.teaching.selected === v ? s : { teaching: { ...s.teaching, selected: v } }));
  },
  setTeaching(patch) {
    set((s) => ({ teaching: { ...s.teaching, ...patch } }));
  },
});
