/** Why, in words: one sentence per event, the last 50 up to the cursor, the current one marked. */
import { useLayoutEffect, useRef } from 'react';
import { useApp } from '../../store.ts';
import { useTeaching } from '../store.ts';
import { Empty, useSessionAt } from './useSession.tsx';

const LINES = 50;

export function WhyLog() {
  const { session, cursor } = useSessionAt();
  const detail = useTeaching((t) => t.detail);
  const list = useRef<HTMLOListElement>(null);
  const lines = session ? session.log(cursor, LINES, detail) : [];
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  });
  if (!session) return <Empty>Solve a puzzle: every step of the search gets a sentence here.</Empty>;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-sm text-slate-700" role="radiogroup" aria-label="Detail">
        Detail
        {(['short', 'long'] as const).map((d) => (
          <label key={d} className="flex items-center gap-1">
            <input type="radio" name="why-detail" data-testid={`why-detail-${d}`} checked={detail === d} onChange={() => useTeaching.getState().set({ detail: d })} />
            {d}
          </label>
        ))}
      </div>
      {lines.length === 0 ? <Empty>Start: nothing has happened yet. Step forward to see the first event explained.</Empty> : null}
      <ol ref={list} className="why-list view-fill max-h-80 overflow-auto text-sm" aria-label="Events explained">
        {lines.map((line) => {
          const current = line.step === cursor;
          return (
            <li
              key={line.step}
              data-testid={current ? 'why-current' : undefined}
              aria-current={current ? 'step' : undefined}
              className={`flex cursor-pointer gap-2 border-l-4 px-2 py-0.5 ${current ? 'border-sky-700 bg-sky-50 font-medium text-slate-900' : 'border-transparent text-slate-600 hover:bg-slate-50'}`}
              onClick={() => useApp.getState().seek(line.step)}
            >
              <span className="w-14 shrink-0 text-right font-mono text-xs text-slate-400 tabular-nums">{line.step.toLocaleString('en')}</span>
              <span>{line.text}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
