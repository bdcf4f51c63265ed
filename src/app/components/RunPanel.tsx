/** Solve and cancel, the status in words, and the live statistics. */
import { useShallow } from 'zustand/react/shallow';
import type { Status } from '../../solver/index.ts';
import { useApp, type AppState } from '../store.ts';
import { NoFillHint } from './NoFillHint.tsx';
import { Button, ErrorNote, Panel } from './ui.tsx';

const STATUS_WORDS: Record<Status, string> = {
  solved: 'Solved',
  unsatisfiable: 'No solution',
  timeout: 'Time limit reached',
  stopped: 'Stopped',
  'memory-limit': 'Stopped: memory limit',
};

export function statusText(s: Pick<AppState, 'phase' | 'status' | 'finalStats' | 'trace' | 'runError' | 'allSolutions'>): string {
  switch (s.phase) {
    case 'idle':
      return 'Ready — draw or load a puzzle, then press Solve.';
    case 'running':
      return 'Solving…';
    case 'error':
      return `Error — ${s.runError ?? 'unknown'}`;
    case 'done': {
      const solutions = s.finalStats?.solutions ?? s.trace?.end.solutions ?? 0;
      const base = s.status ? STATUS_WORDS[s.status] : 'Finished';
      if (s.status === 'solved') return `${base} — ${solutions} solution${solutions === 1 ? '' : 's'}${s.allSolutions ? ' (all found)' : ''}`;
      if (solutions > 0) return `${base} — ${solutions} solution${solutions === 1 ? '' : 's'} found before stopping`;
      return base;
    }
  }
}

function ms(x: number): string {
  if (x < 1) return `${x.toFixed(2)} ms`;
  if (x < 1000) return `${x.toFixed(0)} ms`;
  return `${(x / 1000).toFixed(x < 10_000 ? 2 : 1)} s`;
}

function Stat({ label, testId, value, title }: { label: string; testId: string; value: string; title?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" title={title}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd data-testid={testId} className="font-mono text-lg font-semibold text-slate-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

export function RunPanel() {
  const s = useApp(
    useShallow((s) => ({
      phase: s.phase,
      status: s.status,
      finalStats: s.finalStats,
      trace: s.trace,
      runError: s.runError,
      allSolutions: s.allSolutions,
      elapsedMs: s.elapsedMs,
      message: s.message,
      emptySlots: s.emptySlots,
      traceVersion: s.traceVersion,
      slots: s.kind === 'crossword' ? s.layout.slots.length : s[s.kind].puzzle.size ** 2,
    })),
  );
  // Depth at the step shown (changes with the cursor, so it has its own small subscription).
  const depth = useApp((st) => {
    if (!st.cursorView || !st.trace) return 0;
    st.cursorView.seek(st.cursor);
    return st.cursorView.counters.depth;
  });
  const live = s.trace?.end;
  const nodes = s.finalStats?.nodes ?? live?.nodes ?? 0;
  const backtracks = s.finalStats?.backtracks ?? live?.backtracks ?? 0;
  const prunes = s.finalStats?.prunes ?? live?.prunes ?? 0;
  const maxDepth = s.finalStats?.maxDepth ?? s.trace?.maxDepth ?? 0;
  const restarts = s.finalStats?.restarts ?? s.trace?.restarts ?? 0;
  const backjumps = s.finalStats?.backjumps ?? s.trace?.backjumps ?? 0;
  const elapsed = s.finalStats ? s.finalStats.timeMs : s.elapsedMs;
  const running = s.phase === 'running';
  const tone =
    s.phase === 'error' || (s.phase === 'done' && s.status !== 'solved')
      ? 'border-orange-300 bg-orange-50 text-orange-950'
      : s.status === 'solved'
        ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
        : 'border-slate-200 bg-slate-50 text-slate-800';
  const icon = s.phase === 'running' ? '…' : s.phase === 'error' ? '⚠' : s.status === 'solved' ? '✓' : s.phase === 'done' ? '■' : '•';

  return (
    <Panel title="Solve">
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" data-testid="solve" disabled={running} onClick={() => void useApp.getState().solve()} className="min-w-28 text-base">
          ▶ Solve
        </Button>
        <Button variant="danger" data-testid="cancel" disabled={!running} onClick={() => useApp.getState().cancel()} className="min-w-24 text-base">
          ■ Cancel
        </Button>
      </div>
      <p role="status" aria-live="polite" className={`mt-3 rounded-lg border px-3 py-2 text-sm font-medium ${tone}`}>
        {s.phase === 'running' ? (
          <span aria-hidden="true" className="mr-1.5 inline-block size-3 animate-spin rounded-full border-2 border-sky-700 border-t-transparent align-[-1px]" />
        ) : (
          <span aria-hidden="true">{icon} </span>
        )}
        <span data-testid="status">{statusText(s)}</span>
        {s.message && s.phase === 'done' ? <span className="block text-xs font-normal opacity-80">{s.message}</span> : null}
      </p>
      <NoFillHint />
      {s.emptySlots.length > 0 ? (
        <ErrorNote testId="empty-slots">
          No word fits {s.emptySlots.length === 1 ? 'a slot' : `${s.emptySlots.length} slots`}:
          <ul className="mt-1 list-disc pl-5">
            {s.emptySlots.slice(0, 5).map((e) => (
              <li key={e.slot}>{e.reason}</li>
            ))}
          </ul>
        </ErrorNote>
      ) : null}
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Stat label="Nodes" testId="stat-nodes" value={nodes.toLocaleString('en')} title="Assignments made (words tried)." />
        <Stat label="Backtracks" testId="stat-backtracks" value={backtracks.toLocaleString('en')} title="Assignments taken back." />
        <Stat label="Prunes" testId="stat-prunes" value={prunes.toLocaleString('en')} title="Words removed from domains by inference." />
        <Stat label="Elapsed" testId="stat-elapsed" value={s.phase === 'idle' ? '—' : ms(elapsed)} title="Wall time of the search (live while running)." />
        <Stat label="Time per node" testId="stat-time-per-node" value={nodes > 0 ? `${((elapsed * 1000) / nodes).toFixed(1)} µs` : '—'} />
        <Stat label="Depth (here / best)" testId="stat-depth" value={`${depth} / ${maxDepth}`} title={`Variables assigned at the step shown, and the most at once so far (the best depth reached; ${s.slots} would fill the board).`} />
        {restarts > 0 ? <Stat label="Restarts" testId="stat-restarts" value={restarts.toLocaleString('en')} title="Times the search went back to the empty board (Luby restarts)." /> : null}
        {backjumps > 0 ? (
          <Stat label="Backjumps" testId="stat-backjumps" value={backjumps.toLocaleString('en')} title="Times the search went back more than one level at once (conflict-directed backjumping); their assignments also count as backtracks." />
        ) : null}
      </dl>
    </Panel>
  );
}
