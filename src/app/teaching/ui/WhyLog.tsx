/** Why, in words: one sentence per event, the last 50 up to the cursor, the current one marked. */
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { moveBetweenLines, tabStopOf } from '../../widgets/ui/index.ts';
import { useNumber } from '../../i18n/index.ts';
import { useApp } from '../../state/index.ts';
import { Empty, useSessionAt } from './useSession.tsx';

const LINES = 50;

export function WhyLog() {
  const { t } = useTranslation();
  const num = useNumber();
  const { session, cursor } = useSessionAt();
  const detail = useApp((s) => s.teaching.detail);
  const list = useRef<HTMLOListElement>(null);
  const lines = session ? session.log(cursor, LINES, detail) : [];
  useLayoutEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  });
  if (!session) return <Empty>{t('teaching.why.empty')}</Empty>;
  const tabStop = tabStopOf(lines.map((line) => line.step === cursor));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center gap-3 text-sm text-slate-700" role="radiogroup" aria-label={t('teaching.why.detail')}>
        {t('teaching.why.detail')}
        {(['short', 'long'] as const).map((d) => (
          <label key={d} className="flex items-center gap-1">
            <input type="radio" name="why-detail" data-testid={`why-detail-${d}`} checked={detail === d} onChange={() => useApp.getState().setTeaching({ detail: d })} />
            {d === 'short' ? t('teaching.why.short') : t('teaching.why.long')}
          </label>
        ))}
      </div>
      {lines.length === 0 ? <Empty>{t('teaching.why.start')}</Empty> : null}
      <ol ref={list} className="why-list view-fill max-h-80 overflow-auto text-sm" aria-label={t('teaching.why.list')} onKeyDown={moveBetweenLines}>
        {lines.map((line, k) => {
          const current = line.step === cursor;
          return (
            <li
              key={line.step}
              data-testid={current ? 'why-current' : undefined}
              aria-current={current ? 'step' : undefined}
              className={`border-l-4 ${current ? 'border-sky-700 bg-sky-50 font-medium text-slate-900' : 'border-transparent text-slate-600 hover:bg-slate-50'}`}
            >
              <button type="button" tabIndex={k === tabStop ? 0 : -1} className="flex w-full cursor-pointer gap-2 px-2 py-0.5 text-left" onClick={() => useApp.getState().seek(line.step)}>
                <span className="w-14 shrink-0 text-right font-mono text-xs text-slate-600 tabular-nums">{num(line.step)}</span>
                <span>{line.text}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
