/**
 * The teaching views' session: views of the shown run's trace index, rebuilt when the run changes,
 * derived from the one store (`sessionOf`), and the board's click while a run is shown
 * (`inspectCell`). What the views show (tab, inspected variable, detail, classroom mode, heat map)
 * is the store's teaching slice (state/slices/teaching.ts); breakpoints and predict mode are stop
 * conditions of the playback slice.
 */
import { useApp, type AppState } from '../state/index.ts';
import type { TraceIndex } from '../../trace/index.ts';
import { Session, type KindNames } from './session.ts';
import { kindOf } from '../kinds/index.ts';
import { treeChosenOf } from '../exercise/index.ts';

export type { TeachingTab, TeachingView } from '../state/index.ts';

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
    cached = { index, words: s.words, layout, puzzle, session: new Session({ index, words: s.words, layout, kindNames: kindNamesOf(s), treeChosen: treeChosenOf(s) }) };
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
    if (session.sync(SYNC_EVENTS)) useApp.getState().setTeaching({ indexed: session.index.indexed });
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
  const t = app.teaching;
  if (!t.inspect || !app.trace || !app.sketch) return false;
  if (app.kind !== 'crossword') {
    app.selectVariable(cell);
    return true;
  }
  const layout = app.runLayout;
  if (!layout || layout !== app.boards.crossword.puzzle) return false;
  const slots = layout.slots.map((s, i) => ({ s, i })).filter(({ s }) => s.cells.includes(cell));
  if (slots.length === 0) return true;
  const now = slots.findIndex(({ i }) => i === t.selected);
  app.selectVariable(slots[(now + 1) % slots.length]!.i);
  return true;
}
