/**
 * The teaching views in one side panel: tabs (or all at once), the modes (classroom, predict,
 * heat map, click-to-inspect) and breakpoints. It talks through the stores only: the boards paint
 * the heat map and the inspected slot from a selector (overlay.ts), the keys are the app's
 * (useShortcuts.ts), and breakpoints and predict mode are stop conditions of the playback slice.
 * Every view reads the one playback cursor.
 */
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { EventCode } from '../../../trace/index.ts';
import { Button, CheckboxField, Panel } from '../../widgets/ui/index.ts';
import { useApp } from '../../state/index.ts';
import type { Breakpoint } from '../../run/index.ts';
import type { TeachingTab } from '../store.ts';
import '../teaching.css';
import { VIEWS as TABS } from './TeachingViews.tsx';

/** The tabs' names in the interface's language. */
function tabLabels(t: TFunction): Record<TeachingTab, string> {
  return {
    domains: t('teaching.tabDomains'),
    why: t('teaching.tabWhy'),
    arcs: t('teaching.tabArcs'),
    graph: t('teaching.tabGraph'),
    tree: t('teaching.tabTree'),
    compare: t('teaching.tabCompare'),
    local: t('local.view'),
  };
}

/** Predict mode's question at a paused choice, with Reveal (the teaching layout shows it above its views). */
export function PredictBanner() {
  const { t } = useTranslation();
  const predicting = useApp((s) => s.predicting);
  const cursor = useApp((s) => s.cursor);
  const trace = useApp((s) => s.trace);
  const names = useApp((s) => s.sketch?.labels ?? null);
  if (predicting < 0 || cursor !== predicting || !trace || predicting >= trace.recorded) return null;
  const select = trace.type(predicting) === EventCode.select;
  const what = select ? t('teaching.predictVariable') : t('teaching.predictValue', { variable: names?.[trace.variable(predicting)] !== undefined ? textOf(names[trace.variable(predicting)]!, t) : t('teaching.predictIt') });
  return (
    <div data-testid="predict-banner" className="flex flex-wrap items-center gap-2 rounded-md border-2 border-violet-500 bg-violet-50 px-3 py-2 text-violet-950">
      <span className="font-semibold">{t('teaching.predictTitle')}</span> {what}
      <Button
        variant="primary"
        data-testid="predict-reveal"
        onClick={() => useApp.getState().reveal(false)}
      >
        {t('teaching.reveal')}
      </Button>
      <Button
        onClick={() => useApp.getState().reveal(true)}
      >
        {t('teaching.revealAndPlay')}
      </Button>
    </div>
  );
}

function BreakpointControls() {
  const { t } = useTranslation();
  const breakpoint = useApp((s) => s.breakpoint);
  const stoppedAt = useApp((s) => s.stoppedAt);
  const sketch = useApp((s) => s.sketch);
  const names = (sketch?.labels ?? []).map((l) => textOf(l, t));
  const [depth, setDepth] = useState(3);
  const [variable, setVariable] = useState(0);
  const make = (kind: Breakpoint['kind']): Breakpoint =>
    kind === 'depth' ? { kind, depth } : kind === 'assigned' ? { kind, variable } : kind === 'wipeout' ? { kind } : { kind: 'none' };
  const set = (b: Breakpoint) => useApp.getState().setBreakpoint(b);
  const runTo = () => useApp.getState().runToBreakpoint();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <label className="flex items-center gap-1">
        {t('teaching.stopWhen')}
        <select
          data-testid="breakpoint-kind"
          value={breakpoint.kind}
          onChange={(e) => set(make(e.target.value as Breakpoint['kind']))}
          className="rounded-md border border-slate-300 px-1 py-1 text-sm"
        >
          <option value="none">{t('teaching.breakNone')}</option>
          <option value="wipeout">{t('teaching.breakWipeout')}</option>
          <option value="depth">{t('teaching.breakDepth')}</option>
          <option value="assigned">{t('teaching.breakAssigned')}</option>
        </select>
      </label>
      {breakpoint.kind === 'depth' ? (
        <input
          data-testid="breakpoint-depth"
          type="number"
          min={1}
          value={depth}
          onChange={(e) => {
            const d = Math.max(1, Number(e.target.value) || 1);
            setDepth(d);
            set({ kind: 'depth', depth: d });
          }}
          className="w-16 rounded-md border border-slate-300 px-1 py-1"
        />
      ) : null}
      {breakpoint.kind === 'assigned' ? (
        <select
          data-testid="breakpoint-variable"
          value={variable}
          onChange={(e) => {
            setVariable(Number(e.target.value));
            set({ kind: 'assigned', variable: Number(e.target.value) });
          }}
          className="rounded-md border border-slate-300 px-1 py-1 text-sm"
        >
          {names.map((n, v) => (
            <option key={v} value={v}>
              {n}
            </option>
          ))}
        </select>
      ) : null}
      <Button data-testid="run-to-breakpoint" disabled={breakpoint.kind === 'none'} onClick={runTo}>
        {t('teaching.runToBreakpoint')}
      </Button>
      {stoppedAt ? (
        <span data-testid="breakpoint-status" className="text-xs text-slate-600">
          {stoppedAt}
        </span>
      ) : null}
    </div>
  );
}

function Toggle({ testId, label, checked, onChange, hint }: { testId: string; label: string; checked: boolean; onChange: (on: boolean) => void; hint: string }) {
  return <CheckboxField testId={testId} label={label} hint={hint} checked={checked} onChange={onChange} />;
}

/**
 * The teaching panel. With `views` false (the teaching layout, which shows the views side by side
 * itself) it holds only the modes and the breakpoint controls; the layout shows the Predict banner itself.
 */
export function TeachingPanel({ views = true }: { views?: boolean }) {
  const { t } = useTranslation();
  const labels = tabLabels(t);
  const tab = useApp((s) => s.teaching.tab);
  const classroom = useApp((s) => s.teaching.classroom);
  const predict = useApp((s) => s.predict);
  const heatmap = useApp((s) => s.teaching.heatmap);
  const inspect = useApp((s) => s.teaching.inspect);
  const [all, setAll] = useState(false);

  useEffect(() => {
    // The Sudoku / Futoshiki board selects cells itself: follow it.
    const d = useApp.subscribe((s, prev) => {
      if (s.kind !== 'crossword' && s.boards[s.kind].selected !== prev.boards[s.kind].selected && s.trace) useApp.getState().selectVariable(s.boards[s.kind].selected);
    });
    // A new run keeps the inspected variable only if it still exists.
    const e = useApp.subscribe((s, prev) => {
      if (s.sketch !== prev.sketch && s.sketch && useApp.getState().teaching.selected >= s.sketch.names.length) useApp.getState().selectVariable(-1);
    });
    return () => {
      d();
      e();
    };
  }, []);

  useEffect(() => {
    if (classroom) document.documentElement.dataset.classroom = 'true';
    else delete document.documentElement.dataset.classroom;
  }, [classroom]);

  const set = useApp.getState().setTeaching;
  const shown = all ? TABS : TABS.filter((v) => v.id === tab);
  return (
    <Panel title={t('teaching.title')} className="teaching">
      <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1.5">
        <Toggle testId="classroom-mode" label={t('teaching.classroom')} checked={classroom} onChange={(on) => set({ classroom: on })} hint={t('teaching.classroomHint')} />
        <Toggle testId="predict-mode" label={t('teaching.predict')} checked={predict} onChange={(on) => useApp.getState().setPredict(on)} hint={t('teaching.predictHint')} />
        <Toggle testId="heatmap" label={t('teaching.heatmap')} checked={heatmap} onChange={(on) => set({ heatmap: on })} hint={t('teaching.heatmapHint')} />
        <Toggle testId="inspect-mode" label={t('teaching.inspect')} checked={inspect} onChange={(on) => set({ inspect: on })} hint={t('teaching.inspectHint')} />
        {views ? <Toggle testId="teaching-all" label={t('teaching.all')} checked={all} onChange={setAll} hint={t('teaching.allHint')} /> : null}
      </div>
      <div className="mb-3">
        <BreakpointControls />
      </div>
      {views ? <PredictBanner /> : null}
      {views && !all ? (
        <div role="tablist" aria-label={t('teaching.views')} className="mt-2 mb-3 flex flex-wrap gap-1 border-b border-slate-200">
          {TABS.map((v) => (
            <button
              key={v.id}
              type="button"
              role="tab"
              data-testid={`tab-${v.id}`}
              aria-selected={tab === v.id}
              onClick={() => useApp.getState().setTab(v.id)}
              className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm ${tab === v.id ? 'border-slate-200 border-b-white bg-white font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {labels[v.id]}
            </button>
          ))}
        </div>
      ) : null}
      <div className={views ? 'flex flex-col gap-4' : 'hidden'}>
        {(views ? shown : []).map((v) => (
          <section key={v.id} data-testid={v.testId} role={all ? undefined : 'tabpanel'} aria-label={labels[v.id]}>
            {all ? <h3 className="mb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">{labels[v.id]}</h3> : null}
            <v.view />
          </section>
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-500">{t('teaching.keys')}</p>
    </Panel>
  );
}
