/** Test helper: put a real recorded search (seed000 p4, forward checking, static order) in the app store, as a finished run. */
import type { CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { useApp } from '../state/store.ts';
import { Trace, TraceCursor } from '../../trace/trace.ts';
import { commonWords, puzzle, record } from './record.ts';

export function loadRecordedRun(): { layout: CrosswordLayout; trace: Trace } {
  const layout = puzzle('seed000-p4.slots');
  const r = record(layout, { inference: 'fc', variableOrder: 'static' });
  const trace = new Trace({ variables: r.variables });
  trace.append(r.data, r.count);
  const words: Record<number, string[]> = {};
  for (const slot of layout.slots) words[slot.length] = [...commonWords().bucket(slot.length)!.words];
  useApp.getState().loadPuzzles('crossword', 'p4', [layout]);
  useApp.setState({ runBoard: { kind: 'crossword', puzzle: layout }, runLayout: layout, trace, cursorView: new TraceCursor(trace), phase: 'done', words });
  return { layout, trace };
}
