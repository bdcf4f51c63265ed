/** Domains: the inspected variable's values at the cursor, pruned ones struck through with their cause. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { useApp } from '../../state/index.ts';
import { otherEnd } from '../explain.ts';
import type { PrunedValue } from '../../../trace/index.ts';
import { Empty, useSessionAt } from './useSession.tsx';
import type { Session } from '../session.ts';
import { DomainAnswers, useAskedVariable } from '../../exercise/ui/index.ts';

/**
 * By what the run's values are: "3 of 8 words left" (… digits, columns, values) and the filter's
 * placeholder ("Filter words", …).
 */
const NOUN_KEYS = {
  word: { left: 'teaching.domains.wordsLeft', filter: 'teaching.domains.filterWords' },
  digit: { left: 'teaching.domains.digitsLeft', filter: 'teaching.domains.filterDigits' },
  column: { left: 'teaching.domains.columnsLeft', filter: 'teaching.domains.filterColumns' },
  value: { left: 'teaching.domains.valuesLeft', filter: 'teaching.domains.filterValues' },
} as const satisfies Record<Session['nouns']['value'], { left: string; filter: string }>;

const SHOWN = 60;

export function DomainPanel() {
  const { t } = useTranslation();
  const { session, cursor } = useSessionAt();
  const selected = useApp((s) => s.teaching.selected);
  const [filter, setFilter] = useState('');
  const [focus, setFocus] = useState<PrunedValue | null>(null);
  // An exercise asking for values: the view shows a variable asked, its values answers to click.
  useAskedVariable();
  // A crossword slot's words: those the events used came with them; the rest of its length are
  // fetched from the solver worker once, so every word left is named (re-rendered when they come).
  useApp((s) => s.wordsVersion);
  const slotLength = session?.input.layout?.slots[selected]?.length;
  useEffect(() => {
    if (slotLength !== undefined) void useApp.getState().loadWords(slotLength);
  }, [slotLength, session]);
  if (!session) return <Empty>{t('teaching.domains.empty')}</Empty>;
  const sketch = session.sketch;
  const names = sketch.names.map((_, v) => session.variableName(v));
  const variable = selected >= 0 && selected < names.length ? selected : -1;
  const picker = (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {t(`teaching.domains.${session.nouns.variable}`)}
      <select
        data-testid="domain-variable"
        value={variable}
        onChange={(e) => useApp.getState().selectVariable(Number(e.target.value))}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      >
        <option value={-1}>{t('teaching.domains.choose')}</option>
        {names.map((n, v) => (
          <option key={v} value={v}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
  if (variable < 0) {
    return (
      <div className="flex flex-col gap-2">
        {picker}
        <Empty>{t('teaching.domains.clickToInspect')}</Empty>
      </div>
    );
  }
  const { remaining, pruned } = session.index.domainAt(variable, cursor);
  const assigned = session.valuesAt(cursor)[variable] ?? -1;
  const total = remaining.length + pruned.length;
  const needle = filter.trim().toUpperCase();
  const match = (v: number) => !needle || session.valueName(variable, v).toUpperCase().includes(needle);
  const shownRemaining = remaining.filter(match).slice(0, SHOWN);
  const recent = [...pruned].reverse().filter((p) => match(p.value));
  const shownPruned = recent.slice(0, SHOWN);
  const cause = (p: PrunedValue) => {
    const c = sketch.constraints[p.constraint];
    const via = otherEnd(sketch, p.constraint, variable);
    const value = session.valueName(variable, p.value);
    const step = p.event + 1;
    if (!c) return t('teaching.domains.setAside', { value, step });
    if (via < 0) return t('teaching.domains.removedBy', { value, step, constraint: textOf(c.label, t) });
    return t('teaching.domains.removedByArc', { value, step, constraint: textOf(c.label, t), arc: `${names[variable]} ← ${names[via]}` });
  };
  const shownCause = focus && pruned.some((p) => p.event === focus.event) ? focus : (shownPruned[0] ?? null);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <DomainAnswers variable={variable} />
      {picker}
      <p data-testid="domain-summary" className="text-slate-800">
        <span className="font-semibold">{names[variable]}</span>:{' '}
        {t(NOUN_KEYS[session.nouns.value].left, { left: remaining.length, count: total })}
        {pruned.length > 0 ? t('teaching.domains.pruned', { n: pruned.length }) : ''}
        {assigned >= 0 ? (
          <>
            {' '}
            · {t('teaching.domains.assigned')} <span className="font-mono font-semibold">{session.valueName(variable, assigned)}</span>
          </>
        ) : null}
      </p>
      <input
        data-testid="domain-filter"
        type="search"
        placeholder={t(NOUN_KEYS[session.nouns.value].filter)}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
      />
      <div>
        <h3 className="text-xs font-semibold text-slate-500">
          {t('teaching.domains.left')}
          {remaining.length > SHOWN || needle ? t('teaching.domains.showing', { shown: shownRemaining.length, total: remaining.filter(match).length }) : ''}
        </h3>
        <ul data-testid="domain-remaining" className="mt-1 flex max-h-32 flex-wrap content-start gap-1 overflow-auto font-mono text-xs">
          {shownRemaining.map((v) => (
            <li key={v} className={`rounded border px-1 ${v === assigned ? 'border-sky-700 bg-sky-100 font-bold' : 'border-slate-300 bg-white'}`}>
              {session.valueName(variable, v)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="text-xs font-semibold text-slate-500">
          {t('teaching.domains.prunedLatest')}
          {recent.length > SHOWN ? t('teaching.domains.showing', { shown: SHOWN, total: recent.length }) : ''}
          {t('teaching.domains.prunedHint')}
        </h3>
        <ul className="mt-1 flex max-h-32 flex-wrap content-start gap-1 overflow-auto font-mono text-xs">
          {shownPruned.map((p) => (
            <li key={p.event}>
              <button
                type="button"
                data-testid="pruned-value"
                title={cause(p)}
                onMouseEnter={() => setFocus(p)}
                onFocus={() => setFocus(p)}
                onClick={() => useApp.getState().seek(p.event + 1)}
                className="rounded border border-orange-300 bg-orange-50 px-1 text-orange-900 line-through decoration-2"
              >
                {session.valueName(variable, p.value)}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p data-testid="prune-cause" aria-live="polite" className="min-h-[2.5rem] rounded-md bg-slate-50 px-2 py-1 text-xs text-slate-700">
        {shownCause ? cause(shownCause) : t('teaching.domains.nothingPruned')}
      </p>
    </div>
  );
}
