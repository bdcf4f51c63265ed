import type { ReactNode } from 'react';
/** Solve and cancel, the status in words, and the live statistics. */
import { kindOf } from '../../kinds/index.ts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import type { Status } from '../../../solver/index.ts';
import { textOf, useNumber } from '../../i18n/index.ts';
import { useApp, type AppState } from '../../state/index.ts';
import { NoFillHint } from '../../teaching/ui/index.ts';
import { Button, ErrorNote, Panel } from '../../widgets/ui/index.ts';
import { WhyPanel } from './WhyPanel.tsx';
import { ObjectiveChart, ObjectiveStatus } from './ObjectiveChart.tsx';
import { ExercisePanel, ExerciseSwitch } from '../../exercise/ui/index.ts';

function statusWord(status: Status, t: TFunction): string {
  switch (status) {
    case 'solved':
      return t('run.solved');
    case 'optimal':
      return t('run.optimal');
    case 'unsatisfiable':
      return t('run.unsatisfiable');
    case 'timeout':
      return t('run.timeout');
    case 'stopped':
      return t('run.stopped');
    case 'memory-limit':
      return t('run.memoryLimit');
    case 'question':
      return t('exercise.waiting');
  }
}

export function statusText(s: Pick<AppState, 'phase' | 'status' | 'finalStats' | 'trace' | 'runError' | 'allSolutions'> & Partial<Pick<AppState, 'runWaiting'>>, t: TFunction): string {
  switch (s.phase) {
    case 'idle':
      // Solve waits for the user's word list to come back (after a reload).
      return s.runWaiting ? textOf(s.runWaiting, t) : t('run.idle');
    case 'running':
      return t('run.running');
    case 'error':
      return t('run.error', { error: s.runError ?? t('run.unknownError') });
    case 'done': {
      const solutions = s.finalStats?.solutions ?? s.trace?.end.solutions ?? 0;
      const base = s.status ? statusWord(s.status, t) : t('run.finished');
      if (s.status === 'optimal') return t('run.withSolutions', { status: base, count: solutions });
      if (s.status === 'solved') return t('run.withSolutions', { status: base, count: solutions }) + (s.allSolutions ? t('run.allFound') : '');
      if (solutions > 0) return t('run.foundBefore', { status: base, count: solutions });
      return base;
    }
  }
}

/** Fixed decimals for a time (as toFixed did), in the language's digits and separators. */
const digits = (n: number) => ({ minimumFractionDigits: n, maximumFractionDigits: n });

function ms(x: number, t: TFunction): string {
  if (x < 1) return t('run.ms', { x, formatParams: { x: digits(2) } });
  if (x < 1000) return t('run.ms', { x, formatParams: { x: digits(0) } });
  return t('run.seconds', { x: x / 1000, formatParams: { x: digits(x < 10_000 ? 2 : 1) } });
}

function Stat({ label, testId, value, title }: { label: string; testId: string; value: string; title?: string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2" title={title}>
      <dt className="text-xs text-slate-500">{label}</dt>
      {/* A number and its unit stay on one line ("3,142.9 µs"). */}
      <dd data-testid={testId} className="font-mono text-lg font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** `children` end the panel, after the counters (the teaching layout's strip puts the search picker there). */
export function RunPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const num = useNumber();
  const s = useApp(
    useShallow((s) => ({
      phase: s.phase,
      status: s.status,
      finalStats: s.finalStats,
      trace: s.trace,
      runError: s.runError,
      runWaiting: s.runWaiting,
      allSolutions: s.allSolutions,
      elapsedMs: s.elapsedMs,
      message: s.message,
      emptySlots: s.emptySlots,
      traceVersion: s.traceVersion,
      frontier: s.frontier,
      bfs: (s.runSettings?.options.strategy ?? 'dfs') === 'bfs',
      local: s.runSettings?.options.search === 'min-conflicts',
      slots: kindOf(s.kind).variables(s.boards[s.kind].puzzle),
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
  const steps = s.finalStats?.steps ?? live?.steps ?? 0;
  // Min-conflicts makes no nodes, backtracks or prunes: its own counts (steps, restarts) stand instead.
  const systematic = !s.local;
  const elapsed = s.finalStats ? s.finalStats.timeMs : s.elapsedMs;
  const running = s.phase === 'running' || s.runWaiting !== null;
  const tone =
    s.phase === 'error' || (s.phase === 'done' && s.status !== 'solved' && s.status !== 'optimal')
      ? 'border-orange-300 bg-orange-50 text-orange-950'
      : s.status === 'solved' || s.status === 'optimal'
        ? 'border-emerald-300 bg-emerald-50 text-emerald-950'
        : 'border-slate-200 bg-slate-50 text-slate-800';
  const icon = s.phase === 'running' ? '…' : s.phase === 'error' ? '⚠' : s.status === 'solved' || s.status === 'optimal' ? '✓' : s.phase === 'done' ? '■' : '•';

  return (
    <Panel title={t('run.title')}>
      <div className="flex flex-wrap gap-2">
        <Button variant="primary" data-testid="solve" disabled={running} onClick={() => void useApp.getState().solve()} className="min-w-28 text-base">
          {t('run.solve')}
        </Button>
        <Button variant="danger" data-testid="cancel" disabled={!running} onClick={() => useApp.getState().cancel()} className="min-w-24 text-base">
          {t('run.cancel')}
        </Button>
        <ExerciseSwitch />
      </div>
      <p role="status" aria-live="polite" className={`mt-3 rounded-lg border px-3 py-2 text-sm font-medium ${tone}`}>
        {running ? (
          <span aria-hidden="true" className="mr-1.5 inline-block size-3 animate-spin rounded-full border-2 border-sky-700 border-t-transparent align-[-1px]" />
        ) : (
          <span aria-hidden="true">{icon} </span>
        )}
        <span data-testid="status">{statusText(s, t)}</span>
        {s.phase === 'done' && s.status === 'memory-limit' ? (
          <span data-testid="memory-limit" className="block text-xs font-normal">
            {t('run.memoryLimitSentence', { n: s.finalStats?.maxFrontier ?? s.frontier ?? 0 })}
          </span>
        ) : s.message && s.phase === 'done' ? (
          <span className="block text-xs font-normal opacity-80">{textOf(s.message, t)}</span>
        ) : null}
      </p>
      <ObjectiveStatus />
      <ObjectiveChart />
      <WhyPanel />
      <ExercisePanel />
      <FillScore />
      <NoFillHint />
      {s.emptySlots.length > 0 ? (
        <ErrorNote testId="empty-slots">
          {t('run.noWordFits', { count: s.emptySlots.length })}
          <ul className="mt-1 list-disc pl-5">
            {s.emptySlots.slice(0, 5).map((e) => (
              <li key={e.slot}>{textOf(e.reason, t)}</li>
            ))}
          </ul>
        </ErrorNote>
      ) : null}
      <RunFoot extra={children}>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3">
          {systematic ? <Stat label={t('run.nodes')} testId="stat-nodes" value={num(nodes)} title={t('run.nodesHint')} /> : null}
          {systematic ? <Stat label={t('run.backtracks')} testId="stat-backtracks" value={num(backtracks)} title={t('run.backtracksHint')} /> : null}
          {systematic ? <Stat label={t('run.prunes')} testId="stat-prunes" value={num(prunes)} title={t('run.prunesHint')} /> : null}
          <Stat label={t('run.elapsed')} testId="stat-elapsed" value={s.phase === 'idle' ? '—' : ms(elapsed, t)} title={t('run.elapsedHint')} />
          {systematic ? (
            <Stat
              label={t('run.timePerNode')}
              testId="stat-time-per-node"
              value={nodes > 0 ? t('run.us', { x: (elapsed * 1000) / nodes, formatParams: { x: digits(1) } }) : '—'}
            />
          ) : null}
          {systematic ? <Stat label={t('run.depth')} testId="stat-depth" value={`${num(depth)} / ${num(maxDepth)}`} title={t('run.depthHint', { n: s.slots })} /> : null}
          {s.bfs ? <Stat label={t('run.frontier')} testId="stat-frontier" value={s.frontier === null ? '—' : num(s.frontier)} title={t('run.frontierHint')} /> : null}
          {s.bfs && s.finalStats ? <Stat label={t('run.maxFrontier')} testId="stat-max-frontier" value={num(s.finalStats.maxFrontier)} title={t('run.maxFrontierHint')} /> : null}
          {s.local ? <Stat label={t('local.steps')} testId="stat-steps" value={num(steps)} title={t('local.stepsHint')} /> : null}
          {s.local ? <Stat label={t('local.restarts')} testId="stat-local-restarts" value={num(restarts)} title={t('local.restartsHint')} /> : null}
          {restarts > 0 && !s.local ? <Stat label={t('run.restarts')} testId="stat-restarts" value={num(restarts)} title={t('run.restartsHint')} /> : null}
          {backjumps > 0 ? <Stat label={t('run.backjumps')} testId="stat-backjumps" value={num(backjumps)} title={t('run.backjumpsHint')} /> : null}
          {s.finalStats?.cutset ? <Stat label={t('cutset.stats.cutset')} testId="stat-cutset" value={s.finalStats.cutset.length > 0 ? s.finalStats.cutset.join(', ') : '∅'} title={t('cutset.stats.cutsetHint')} /> : null}
          {s.finalStats?.cutsetAssignments !== undefined ? <Stat label={t('cutset.stats.assignments')} testId="stat-cutset-assignments" value={num(s.finalStats.cutsetAssignments)} title={t('cutset.stats.assignmentsHint')} /> : null}
        </dl>
      </RunFoot>
    </Panel>
  );
}

/**
 * The counters, and after them what the caller adds (the teaching layout's strip: its search picker
 * and N-queens' size), together in one row of their own (`run-foot`) so that what is added sits
 * beside the counters where the row has room; without an addition, the counters alone.
 */
function RunFoot({ extra, children }: { extra: ReactNode; children: ReactNode }) {
  if (extra === undefined || extra === null) return children;
  return (
    <div className="run-foot">
      {children}
      {extra}
    </div>
  );
}

/**
 * The fill's quality with a scored list (the lowest and the mean score of its words): of the
 * solution the player shows (the last one reached at the cursor), or the first when none is yet.
 */
function FillScore() {
  const { t } = useTranslation();
  const { scores, reached } = useApp(
    useShallow((st) => {
      if (!st.fillScores || st.fillScores.length === 0) return { scores: null, reached: 0 };
      let reached = 0;
      if (st.cursorView && st.trace) {
        st.cursorView.seek(st.cursor);
        reached = st.cursorView.counters.solutions;
      }
      return { scores: st.fillScores, reached };
    }),
  );
  if (!scores) return null;
  const n = Math.max(1, Math.min(reached, scores.length));
  const score = scores[n - 1]!;
  const text = scores.length > 1 ? t('makers.fillScoreOf', { n, min: score.min, mean: score.mean }) : t('makers.fillScore', { min: score.min, mean: score.mean });
  return (
    <p data-testid="fill-score" data-min={score.min} data-mean={score.mean} className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-800">
      {text}
    </p>
  );
}
