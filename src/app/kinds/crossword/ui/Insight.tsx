/**
 * Grid insight under the crossword board (issue 23): the words each slot keeps after arc
 * consistency (test id `slot-candidates`, one per slot), what the grey and red marks mean, which
 * slots are left with none and the crossing that emptied them; and the constructor's tools: lock
 * the selected slot or region, fill the rest, fill the region.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../../i18n/index.ts';
import { Button } from '../../../widgets/ui/index.ts';
import { fillKey, useApp, type InsightShown } from '../../../state/index.ts';
import { slotLabel, type CrosswordLayout } from '../../../../puzzles/crossword/index.ts';

type InsightEmpty = InsightShown['empty'][number];

const SHOWN_NOTICES = 3;

function Notice({ e, layout }: { e: InsightEmpty; layout: CrosswordLayout }) {
  const { t } = useTranslation();
  const slot = textOf(slotLabel(layout.slots[e.slot]!), t);
  if (e.reason === 'no-word') return <li>{t('insight.noWord', { slot })}</li>;
  const other = e.other !== undefined ? layout.slots[e.other] : undefined;
  if (other && e.cell !== undefined) {
    return <li>{t('insight.crossing', { slot, other: textOf(slotLabel(other), t), row: Math.floor(e.cell / layout.width) + 1, col: (e.cell % layout.width) + 1 })}</li>;
  }
  return <li>{t('insight.emptied', { slot })}</li>;
}

export function InsightPanel() {
  const { t, i18n } = useTranslation();
  const layout = useApp((s) => s.boards.crossword.puzzle);
  const lexicon = useApp((s) => s.lexicon);
  // The words a fill would use: the insight counts with the minimum score and the bans applied.
  const key = useApp(fillKey);
  const reuse = useApp((s) => s.reuse);
  const insight = useApp((s) => s.insight);
  const region = useApp((s) => s.region);
  const running = useApp((s) => s.phase === 'running');
  // Every change of the board, the dictionary or the reuse rule asks the worker again.
  useEffect(() => void useApp.getState().checkInsight(), [layout, lexicon, key, reuse]);

  const fresh = insight !== null && insight.layout === layout && insight.key === key;
  // While the answer for this board is on its way, the last one stays (dimmed) when it has as many slots.
  const shown = insight !== null && insight.key === key && insight.counts.length === layout.slots.length ? insight : null;
  const numbers = new Intl.NumberFormat(i18n.language);

  return (
    <section aria-label={t('insight.title')} data-testid="insight" className="flex flex-col gap-1.5 rounded-lg border border-slate-200 p-2 text-sm">
      <div className="flex flex-wrap items-center gap-1.5">
        <h3 className="font-semibold text-slate-800">{t('insight.title')}</h3>
        <Button className="px-2! py-0.5!" data-testid="lock-toggle" title={t('insight.lockHint')} disabled={running || layout.slots.length === 0} onClick={() => useApp.getState().toggleLock()}>
          {t('insight.lock')}
        </Button>
        <Button className="px-2! py-0.5!" data-testid="fill-rest" title={t('insight.fillRestHint')} disabled={running || layout.slots.length === 0} onClick={() => useApp.getState().fillRest()}>
          {t('insight.fillRest')}
        </Button>
        <Button className="px-2! py-0.5!" data-testid="fill-region" title={t('insight.fillRegionHint')} disabled={running || region === null} onClick={() => useApp.getState().fillRegion()}>
          {t('insight.fillRegion')}
        </Button>
        <span data-testid="region" className="text-xs text-slate-600">
          {region ? t('insight.region', { top: region.top + 1, bottom: region.bottom + 1, left: region.left + 1, right: region.right + 1 }) : t('insight.regionHelp')}
        </span>
      </div>
      {!lexicon ? (
        <p className="text-slate-600">{t('insight.noDictionary')}</p>
      ) : (
        <>
          <p data-testid="insight-legend" className="text-xs text-slate-600">
            {t('insight.legend')}
          </p>
          <div data-testid="insight-notice" aria-live="polite" className={shown && shown.empty.length > 0 ? 'font-medium text-red-700' : 'text-slate-700'}>
            {!shown ? (
              t('insight.pending')
            ) : shown.empty.length === 0 ? (
              t('insight.allFine')
            ) : (
              <ul className="list-inside list-disc">
                {shown.empty.slice(0, SHOWN_NOTICES).map((e) => (
                  <Notice key={`${e.slot}`} e={e} layout={shown.layout} />
                ))}
                {shown.empty.length > SHOWN_NOTICES ? <li>{t('insight.more', { count: shown.empty.length - SHOWN_NOTICES })}</li> : null}
              </ul>
            )}
          </div>
          {shown ? (
            <ul aria-label={t('insight.aria')} aria-busy={!fresh} data-fresh={fresh || undefined} className={`flex max-h-28 flex-wrap gap-1 overflow-y-auto ${fresh ? '' : 'opacity-60'}`}>
              {/* The nearly impossible first: fewest words left, then in slot order. */}
              {layout.slots
                .map((slot, s) => ({ slot, count: shown.counts[s] ?? 0 }))
                .sort((a, b) => a.count - b.count || a.slot.index - b.slot.index)
                .map(({ slot, count }) => {
                const dead = count === 0;
                return (
                  <li
                    key={slot.name}
                    aria-label={dead ? t('insight.slotDead', { slot: textOf(slotLabel(slot), t) }) : t('insight.slotWords', { slot: textOf(slotLabel(slot), t), words: t('count.words', { count }) })}
                    data-slot={slot.name}
                    data-dead={dead || undefined}
                    className={`rounded border px-1.5 py-0.5 text-xs tabular-nums ${dead ? 'border-red-600 bg-red-50 font-semibold text-red-800' : 'border-slate-200 text-slate-700'}`}
                  >
                    {textOf(slotLabel(slot), t)}{' '}
                    <span data-testid="slot-candidates" data-slot={slot.name} data-count={count}>
                      {numbers.format(count)}
                    </span>
                  </li>
                );
                })}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
