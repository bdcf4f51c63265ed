/** The teaching session of the shown run and the cursor, re-read when either moves. */
import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useApp } from '../../state/index.ts';
import type { Session } from '../session.ts';
import { sessionOf } from '../store.ts';

export function useSessionAt(): { session: Session | null; cursor: number } {
  useApp(
    useShallow((s) => ({
      cursor: s.cursor,
      version: s.traceVersion,
      trace: s.trace,
      sketch: s.sketch,
      words: s.words,
      layout: s.boards.crossword.puzzle,
      kind: s.kind,
    })),
  );
  useApp((s) => s.teaching.indexed);
  const state = useApp.getState();
  const session = sessionOf(state);
  return { session, cursor: session ? Math.min(state.cursor, session.index.indexed) : 0 };
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">{children}</p>;
}
