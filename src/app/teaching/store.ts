/**
 * State of the teaching views, kept apart from the playground's store: the open tab, the variable
 * being inspected, detail level, classroom mode and the heat map, and the session (views of the
 * shown run's trace index, rebuilt when the run changes). Breakpoints and predict mode are stop
 * conditions of the playback slice.
 */
import { create } from 'zustand';
import { useApp, type AppState } from '../state/index.ts';
import type { Detail } from './explain.ts';
import type { TraceIndex } from '../../trace/index.ts';
import { Session, type KindNames } from './session.ts';
import { kindOf } from '../kinds/index.ts';

export type TeachingTab = 'domains' | 'why' | 'arcs' | 'graph' | 'tree' | 'compare' | 'local';

export interface TeachingState {
  tab: TeachingTab;
  /** Variable inspected in every view (-1: none). */
  selected: number;
  detail: Detail;
  heatmap: boolean;
  classroom: boolean;
  /** While a run is shown, a click on the board selects a slot instead of editing. */
  inspect: boolean;
  /** Events of the shown run indexed so far: views re-read the session when it grows. */
  indexed: number;
  setTab(tab: TeachingTab): void;
  selectVariable(v: number): void;
  set(patch: Partial<Pick<TeachingState, 'detail' | 'heatmap' | 'classroom' | 'inspect'>>): void;
}

export const useTeaching = create<TeachingState>()((set) => ({
  tab: 'domains',
  selected: -1,
  detail: 'short',
  heatmap: false,
  classroom: false,
  inspect: true,
  indexed: 0,
  setTab(tab) {
    set({ tab });
  },
  selectVariable(v) {
    set({ selected: v });
  },
  set(patch) {
    set(patch);
  },
}));

let cached: { index: TraceIndex; words: AppState['words']; layout: AppState['runLayout']; puzzle: unknown; session: Session } | null = null;

/** The why log's and the domains' names on N-queens (rows, columns) and a model (its variables and values); null on the other kinds. */
function kindNamesOf(s: AppState): KindNames | null {
  if (s.kind !== 'queens' && s.kind !== 'model') return null;
  const names = kindOf(s.kind).stepNames(s.boards[s.kind].puzzle as never, { words: s.words, constraints: s.constraintLabels });
  return { nouns: s.kind === 'queens' ? 'row' : 'variable', variable: (v) => names.variable(v), value: (v, x) => names.value(v, x) };
}

/** The session of the shown run (indexed up to the trace's last event), or null without one. */
export function sessionOf(s: AppState): Session | null {
  const index = s.traceIndex;
  if (!s.trace || !index || index.trace !== s.trace) return null;
  if (s.kind === 'crossword' && s.runLayout !== s.boards.crossword.puzzle) return null;
  const layout = s.kind === 'crossword' ? s.runLayout : null;
  const puzzle = s.kind === 'queens' || s.kind === 'model' ? s.boards[s.kind].puzzle : null;
  if (!cached || cached.index !== index || cached.words !== s.words || cached.layout !== layout || cached.puzzle !== puzzle) {
    cached = { index, words: s.words, layout, puzzle, session: new Session({ index, words: s.words, layout, kindNames: kindNamesOf(s) }) };
  }
  if (!cached.session.sync(SYNC_EVENTS)) catchUpLater();
  return cached.session;
}

/** Events indexed per call of `sessionOf` (a few milliseconds of work). */
const SYNC_EVENTS = 50_000;
let catchUpScheduled = false;

/**
 * The session is behind its trace: index the next part in a later task, and so on until it has
 * caught up; then tell the views (through `indexed`) to show it. While a run is live they render
 * every frame anyway, and each render indexes a part too.
 */
function catchUpLater(): void {
  if (catchUpScheduled) return;
  catchUpScheduled = true;
  setTimeout(() => {
    catchUpScheduled = false;
    const session = cached?.index === useApp.getState().traceIndex ? cached.session : null;
    if (!session) return;
    if (session.sync(SYNC_EVENTS)) useTeaching.setState({ indexed: session.index.indexed });
    else catchUpLater();
  }, 0);
}

/**
 * The board was clicked at `cell`. While a run is shown and inspecting is on, select the slot (or
 * cell) there — a second click on a crossword cell switches between its across and down slots —
 * and return true so the board does not edit.
 */
export function inspectCell(cell: number): boolean {
  const app = useApp.getState();
  const t = useTeaching.getState();
  if (!t.inspect || !app.trace || !app.sketch) return false;
  if (app.kind !== 'crossword') {
    t.selectVariable(cell);
    return true;
  }
  const layout = app.runLayout;
  if (!layout || layout !== app.boards.crossword.puzzle) return false;
  const slots = layout.slots.map((s, i) => ({ s, i })).filter(({ s }) => s.cells.includes(cell));
  if (slots.length === 0) return true;
  const now = slots.findIndex(({ i }) => i === t.selected);
  t.selectVariable(slots[(now + 1) % slots.length]!.i);
  return true;
}
