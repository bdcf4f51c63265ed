/**
 * The teaching views in one side panel: tabs (or all at once), the modes (classroom, predict,
 * heat map, click-to-inspect) and breakpoints. It talks through the stores only: the boards paint
 * the heat map and the inspected slot from a selector (overlay.ts), the keys are the app's
 * (useShortcuts.ts), and breakpoints and predict mode are stop conditions of the playback slice.
 * Every view reads the one playback cursor.
 */
import { useEffect, useState } from 'react';
import { EventCode } from '../../../worker/protocol.ts';
import { Button, Panel } from '../../components/ui.tsx';
import { useApp } from '../../store.ts';
import type { Breakpoint } from '../stops.ts';
import { useTeaching, type TeachingTab } from '../store.ts';
import '../teaching.css';
import { ArcQueue } from './ArcQueue.tsx';
import { ComparePanel } from './ComparePanel.tsx';
import { ConstraintGraph } from './ConstraintGraph.tsx';
import { DomainPanel } from './DomainPanel.tsx';
import { SearchTreeView } from './SearchTreeView.tsx';
import { WhyLog } from './WhyLog.tsx';

const TABS: { id: TeachingTab; label: string; testId: string; view: () => React.JSX.Element }[] = [
  { id: 'domains', label: 'Domains', testId: 'domain-panel', view: DomainPanel },
  { id: 'why', label: 'Why', testId: 'why-log', view: WhyLog },
  { id: 'arcs', label: 'Arcs', testId: 'arc-queue', view: ArcQueue },
  { id: 'graph', label: 'Graph', testId: 'constraint-graph', view: ConstraintGraph },
  { id: 'tree', label: 'Tree', testId: 'search-tree', view: SearchTreeView },
  { id: 'compare', label: 'Compare', testId: 'compare-panel', view: ComparePanel },
];

function PredictBanner() {
  const predicting = useApp((s) => s.predicting);
  const cursor = useApp((s) => s.cursor);
  const trace = useApp((s) => s.trace);
  const names = useApp((s) => s.sketch?.names ?? null);
  if (predicting < 0 || cursor !== predicting || !trace || predicting >= trace.recorded) return null;
  const select = trace.type(predicting) === EventCode.select;
  const what = select ? 'Which slot or cell will the solver choose next?' : `Which value will it try in ${names?.[trace.variable(predicting)] ?? 'it'}?`;
  return (
    <div data-testid="predict-banner" className="flex flex-wrap items-center gap-2 rounded-md border-2 border-violet-500 bg-violet-50 px-3 py-2 text-violet-950">
      <span className="font-semibold">Predict:</span> {what}
      <Button
        variant="primary"
        data-testid="predict-reveal"
        onClick={() => useApp.getState().reveal(false)}
      >
        Reveal
      </Button>
      <Button
        onClick={() => useApp.getState().reveal(true)}
      >
        Reveal and play on
      </Button>
    </div>
  );
}

function BreakpointControls() {
  const breakpoint = useApp((s) => s.breakpoint);
  const stoppedAt = useApp((s) => s.stoppedAt);
  const sketch = useApp((s) => s.sketch);
  const names = sketch?.names ?? [];
  const [depth, setDepth] = useState(3);
  const [variable, setVariable] = useState(0);
  const make = (kind: Breakpoint['kind']): Breakpoint =>
    kind === 'depth' ? { kind, depth } : kind === 'assigned' ? { kind, variable } : kind === 'wipeout' ? { kind } : { kind: 'none' };
  const set = (b: Breakpoint) => useApp.getState().setBreakpoint(b);
  const runTo = () => useApp.getState().runToBreakpoint();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      <label className="flex items-center gap-1">
        Stop when
        <select
          data-testid="breakpoint-kind"
          value={breakpoint.kind}
          onChange={(e) => set(make(e.target.value as Breakpoint['kind']))}
          className="rounded-md border border-slate-300 px-1 py-1 text-sm"
        >
          <option value="none">never (no breakpoint)</option>
          <option value="wipeout">a domain empties</option>
          <option value="depth">depth reaches…</option>
          <option value="assigned">a variable is assigned…</option>
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
        ⇥ Run to breakpoint
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
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-700" title={hint}>
      <input type="checkbox" data-testid={testId} checked={checked} onChange={(e) => onChange(e.target.checked)} className="size-4 accent-sky-700" />
      {label}
    </label>
  );
}

export function TeachingPanel() {
  const tab = useTeaching((t) => t.tab);
  const classroom = useTeaching((t) => t.classroom);
  const predict = useApp((s) => s.predict);
  const heatmap = useTeaching((t) => t.heatmap);
  const inspect = useTeaching((t) => t.inspect);
  const [all, setAll] = useState(false);

  useEffect(() => {
    // The Sudoku / Futoshiki board selects cells itself: follow it.
    const d = useApp.subscribe((s, prev) => {
      if (s.kind !== 'crossword' && s.boards[s.kind].selected !== prev.boards[s.kind].selected && s.trace) useTeaching.getState().selectVariable(s.boards[s.kind].selected);
    });
    // A new run keeps the inspected variable only if it still exists.
    const e = useApp.subscribe((s, prev) => {
      if (s.sketch !== prev.sketch && s.sketch && useTeaching.getState().selected >= s.sketch.names.length) useTeaching.getState().selectVariable(-1);
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

  const set = useTeaching.getState().set;
  const shown = all ? TABS : TABS.filter((t) => t.id === tab);
  return (
    <Panel title="Why the solver does what it does" className="teaching">
      <div className="mb-3 flex flex-wrap gap-x-4 gap-y-1.5">
        <Toggle testId="classroom-mode" label="Classroom" checked={classroom} onChange={(on) => set({ classroom: on })} hint="Large type and thick lines for a projector" />
        <Toggle testId="predict-mode" label="Predict" checked={predict} onChange={(on) => useApp.getState().setPredict(on)} hint="While playing, pause before each choice of variable and value so the class can guess" />
        <Toggle testId="heatmap" label="Heat map" checked={heatmap} onChange={(on) => set({ heatmap: on })} hint="Shade open slots by how few values they have left (the MRV picture)" />
        <Toggle testId="inspect-mode" label="Click inspects" checked={inspect} onChange={(on) => set({ inspect: on })} hint="While a run is shown, a click on the board selects a slot instead of editing" />
        <Toggle testId="teaching-all" label="All views" checked={all} onChange={setAll} hint="Show every view at once instead of tabs" />
      </div>
      <div className="mb-3">
        <BreakpointControls />
      </div>
      <PredictBanner />
      {!all ? (
        <div role="tablist" aria-label="Teaching views" className="mt-2 mb-3 flex flex-wrap gap-1 border-b border-slate-200">
          {TABS.map((t) => (
            <button
              key={t.id}
              type="button"
              role="tab"
              data-testid={`tab-${t.id}`}
              aria-selected={tab === t.id}
              onClick={() => useTeaching.getState().setTab(t.id)}
              className={`-mb-px rounded-t-md border px-3 py-1.5 text-sm ${tab === t.id ? 'border-slate-200 border-b-white bg-white font-semibold text-slate-900' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
            >
              {t.label}
            </button>
          ))}
        </div>
      ) : null}
      <div className="flex flex-col gap-4">
        {shown.map((t) => (
          <section key={t.id} data-testid={t.testId} role={all ? undefined : 'tabpanel'} aria-label={t.label}>
            {all ? <h3 className="mb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase">{t.label}</h3> : null}
            <t.view />
          </section>
        ))}
      </div>
      <p className="mt-3 text-xs text-slate-500">Keys: space play/pause · ← → step · shift+← → previous/next assignment · shift+↑ ↓ previous/next backtrack.</p>
    </Panel>
  );
}
