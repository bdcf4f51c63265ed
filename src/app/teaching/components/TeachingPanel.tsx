/**
 * The teaching views in one side panel: tabs (or all at once), the modes (classroom, predict,
 * heat map, click-to-inspect), breakpoints, keyboard shortcuts, and the painting of the heat map
 * and the inspected slot onto the board. Every view reads the one playback cursor.
 */
import { useEffect, useState } from 'react';
import { EventCode } from '../../../worker/protocol.ts';
import { Button, Panel } from '../../components/ui.tsx';
import { useApp } from '../../store.ts';
import { describeBreakpoint, nextBreak, nextDecision } from '../stops.ts';
import { sessionOf, useTeaching, type Breakpoint } from '../store.ts';
import '../teaching.css';
import { heatLevel } from './ConstraintGraph.tsx';
import { VIEWS as TABS } from './TeachingViews.tsx';

/** Whether some board cell carries a heat level or the inspect mark (then it must be cleared). */
let boardPainted = false;

/** Paint the heat map and the inspected variable onto the board's cells. */
function paintBoard(): void {
  // Called on every change of the app's state: with nothing to show and nothing to clear, stop here.
  const teaching = useTeaching.getState();
  if (!teaching.heatmap && teaching.selected < 0 && !boardPainted) return;
  const board = document.querySelector('[data-testid="board"]');
  if (!board) return;
  const cells = board.querySelectorAll<HTMLElement>('[data-testid^="cell-"]');
  const app = useApp.getState();
  const t = useTeaching.getState();
  const session = sessionOf(app);
  const heat = new Array<string>(cells.length).fill('');
  const inspect = new Array<boolean>(cells.length).fill(false);
  if (session) {
    const p = Math.min(app.cursor, session.history.indexed);
    const layout = app.kind === 'crossword' ? app.runLayout : null;
    const cellsOf = (v: number): readonly number[] => (layout ? (layout.slots[v]?.cells ?? []) : [v]);
    if (t.heatmap) {
      const sizes = session.sizesAt(p);
      const values = session.valuesAt(p);
      const best = new Array<number>(cells.length).fill(9);
      for (let v = 0; v < sizes.length; v++) {
        if ((values[v] ?? -1) >= 0) continue;
        const level = heatLevel(sizes[v]!, session.history.initialSizes[v]!);
        for (const c of cellsOf(v)) best[c] = Math.min(best[c]!, level);
      }
      best.forEach((b, c) => (heat[c] = b < 9 ? String(b) : ''));
    }
    if (t.selected >= 0) for (const c of cellsOf(t.selected)) inspect[c] = true;
  }
  boardPainted = heat.some(Boolean) || inspect.some(Boolean);
  cells.forEach((el, i) => {
    const h = heat[i] ?? '';
    if ((el.dataset.heat ?? '') !== h) {
      if (h) el.dataset.heat = h;
      else delete el.dataset.heat;
    }
    const on = inspect[i] ? 'true' : '';
    if ((el.dataset.inspect ?? '') !== on) {
      if (on) el.dataset.inspect = on;
      else delete el.dataset.inspect;
    }
  });
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, select, textarea, button, a, [role="grid"], [role="button"], [contenteditable="true"]') !== null;
}

function onKey(e: KeyboardEvent): void {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
  const s = useApp.getState();
  if (!s.trace) return;
  const trace = s.trace;
  if (e.key === ' ') s[s.playing ? 'pause' : 'play']();
  else if (e.key === 'ArrowRight' && e.shiftKey) s.jumpNext('assign');
  else if (e.key === 'ArrowLeft' && e.shiftKey) {
    const p = trace.findPrevious(s.cursor, EventCode.assign);
    if (p >= 0) s.seek(p);
  } else if (e.key === 'ArrowDown' && e.shiftKey) s.jumpNext('backtrack');
  else if (e.key === 'ArrowUp' && e.shiftKey) {
    const p = trace.findPrevious(s.cursor, EventCode.backtrack, EventCode.backjump);
    if (p >= 0) s.seek(p);
  } else if (e.key === 'ArrowRight') s.stepForward();
  else if (e.key === 'ArrowLeft') s.stepBack();
  else return;
  e.preventDefault();
}

/** Predict mode and breakpoints: stop playback at the next decision or break. */
function watchPlayback(): () => void {
  return useApp.subscribe((s, prev) => {
    if (!s.playing || !s.trace || s.trace !== prev.trace || s.cursor <= prev.cursor) return;
    const t = useTeaching.getState();
    if (t.predict) {
      const i = nextDecision(s.trace, prev.cursor, s.cursor);
      if (i >= 0) {
        useApp.setState({ cursor: i, playing: false });
        useTeaching.setState({ predicting: i });
        return;
      }
    }
    const b = nextBreak(s.trace, prev.cursor, s.cursor, t.breakpoint);
    if (b >= 0) {
      useApp.setState({ cursor: b + 1, playing: false });
      useTeaching.setState({ stoppedAt: `Stopped at step ${(b + 1).toLocaleString('en')}: ${describeBreakpoint(t.breakpoint, s.sketch?.names ?? [])}.` });
    }
  });
}

function PredictBanner() {
  const predicting = useTeaching((t) => t.predicting);
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
        onClick={() => {
          useTeaching.setState({ predicting: -1 });
          useApp.getState().seek(predicting + 1);
        }}
      >
        Reveal
      </Button>
      <Button
        onClick={() => {
          useTeaching.setState({ predicting: -1 });
          useApp.getState().seek(predicting + 1);
          useApp.getState().play();
        }}
      >
        Reveal and play on
      </Button>
    </div>
  );
}

function BreakpointControls() {
  const breakpoint = useTeaching((t) => t.breakpoint);
  const stoppedAt = useTeaching((t) => t.stoppedAt);
  const sketch = useApp((s) => s.sketch);
  const names = sketch?.names ?? [];
  const [depth, setDepth] = useState(3);
  const [variable, setVariable] = useState(0);
  const make = (kind: Breakpoint['kind']): Breakpoint =>
    kind === 'depth' ? { kind, depth } : kind === 'assigned' ? { kind, variable } : kind === 'wipeout' ? { kind } : { kind: 'none' };
  const set = (b: Breakpoint) => useTeaching.getState().set({ breakpoint: b });
  const runTo = () => {
    const s = useApp.getState();
    if (!s.trace) return;
    const i = nextBreak(s.trace, s.cursor, s.trace.recorded, breakpoint);
    if (i >= 0) {
      s.seek(i + 1);
      useTeaching.setState({ stoppedAt: `Stopped at step ${(i + 1).toLocaleString('en')}: ${describeBreakpoint(breakpoint, names)}.` });
    } else useTeaching.setState({ stoppedAt: 'The breakpoint does not fire again in the recorded events.' });
  };
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

/**
 * The teaching panel. With `views` false (the teaching layout, which shows the views side by side
 * itself) it keeps only the modes, the breakpoints and the predict banner.
 */
export function TeachingPanel({ views = true }: { views?: boolean }) {
  const tab = useTeaching((t) => t.tab);
  const classroom = useTeaching((t) => t.classroom);
  const predict = useTeaching((t) => t.predict);
  const heatmap = useTeaching((t) => t.heatmap);
  const inspect = useTeaching((t) => t.inspect);
  const [all, setAll] = useState(false);

  useEffect(() => {
    paintBoard();
    const a = useApp.subscribe(paintBoard);
    const b = useTeaching.subscribe(paintBoard);
    const c = watchPlayback();
    // The Sudoku / Futoshiki board selects cells itself: follow it.
    const d = useApp.subscribe((s, prev) => {
      if (s.kind !== 'crossword' && s[s.kind].selected !== prev[s.kind].selected && s.trace) useTeaching.getState().selectVariable(s[s.kind].selected);
    });
    // A new run keeps the inspected variable only if it still exists.
    const e = useApp.subscribe((s, prev) => {
      if (s.sketch !== prev.sketch && s.sketch && useTeaching.getState().selected >= s.sketch.names.length) useTeaching.getState().selectVariable(-1);
    });
    window.addEventListener('keydown', onKey);
    return () => {
      a();
      b();
      c();
      d();
      e();
      window.removeEventListener('keydown', onKey);
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
        <Toggle testId="predict-mode" label="Predict" checked={predict} onChange={(on) => set({ predict: on })} hint="While playing, pause before each choice of variable and value so the class can guess" />
        <Toggle testId="heatmap" label="Heat map" checked={heatmap} onChange={(on) => set({ heatmap: on })} hint="Shade open slots by how few values they have left (the MRV picture)" />
        <Toggle testId="inspect-mode" label="Click inspects" checked={inspect} onChange={(on) => set({ inspect: on })} hint="While a run is shown, a click on the board selects a slot instead of editing" />
        {views ? <Toggle testId="teaching-all" label="All views" checked={all} onChange={setAll} hint="Show every view at once instead of tabs" /> : null}
      </div>
      <div className="mb-3">
        <BreakpointControls />
      </div>
      <PredictBanner />
      {views && !all ? (
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
      <div className={views ? 'flex flex-col gap-4' : 'hidden'}>
        {(views ? shown : []).map((t) => (
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
