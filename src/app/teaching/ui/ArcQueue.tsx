/** Arc consistency: the arcs revised since the last assignment (from the prune events) and what each removed. */
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { moveBetweenLines, tabStopOf } from '../../widgets/ui/index.ts';
import { useApp } from '../../state/index.ts';
import { Empty, useSessionAt } from './useSession.tsx';
import { ArcQueuePicks } from '../../exercise/ui/index.ts';

export function ArcQueue() {
  const { t } = useTranslation();
  const { session, cursor } = useSessionAt();
  if (!session) return <Empty>{t('teaching.arcs.empty')}</Empty>;
  const { groups, since, truncated } = session.arcsAt(cursor);
  const names = session.sketch.labels.map((l) => textOf(l, t));
  const last = cursor - 1;
  const tabStop = tabStopOf(groups.map((g) => g.first <= last && last <= g.last));
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-xs text-slate-500">
        {t('teaching.arcs.intro', {
          since: since === 0 ? t('teaching.arcs.sinceStart') : t('teaching.arcs.sinceStep', { step: since }),
          truncated: truncated ? t('teaching.arcs.truncated', { n: 20_000 }) : '',
        })}
      </p>
      <ArcQueuePicks />
      {groups.length === 0 ? <Empty>{t('teaching.arcs.noneRemoved')}</Empty> : null}
      <ol className="view-fill max-h-80 overflow-auto" onKeyDown={moveBetweenLines}>
        {groups.map((g, k) => {
          const current = g.first <= last && last <= g.last;
          const raw = session.sketch.constraints[g.constraint]?.label;
          const label = raw !== undefined ? textOf(raw, t) : t('teaching.arcs.aConstraint');
          const arc = g.via >= 0 ? `${names[g.target]} ← ${names[g.via]}` : `${names[g.target]} ← ${label}`;
          const shown = g.values.slice(0, 8).map((v) => session.valueName(g.target, v));
          return (
            <li
              key={g.first}
              data-testid={current ? 'arc-current' : 'arc'}
              aria-current={current ? 'step' : undefined}
              className={`border-l-4 ${current ? 'border-sky-700 bg-sky-50' : 'border-transparent hover:bg-slate-50'}`}
            >
              <button type="button" tabIndex={k === tabStop ? 0 : -1} className="block w-full cursor-pointer px-2 py-1 text-left" onClick={() => useApp.getState().seek(g.last + 1)}>
              <span className="font-medium text-slate-900">{arc}</span> <span className="text-xs text-slate-600">({label})</span>
              <br />
              <span className="text-xs text-slate-700">
                {g.values.length > 0 ? t('teaching.arcs.removes', { n: g.values.length }) : ''}
                <span className="font-mono line-through">{shown.join(' ')}</span>
                {g.values.length > shown.length ? ' …' : ''}
                {g.wipeout ? <span className="ml-1 font-semibold text-orange-800">{t('teaching.arcs.wipeout')}</span> : null}
              </span>
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
