/**
 * The local-search view: the violated constraints after each min-conflicts step (following the
 * playback position), and "Run 100 times", the run-length distribution of many seeds (from the
 * store's runs slice, computed in the runs worker).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { ConflictSeries, isLocalTrace, type Trace } from '../../../trace/index.ts';
import { runLength, solvedWithin, type RunLength } from '../../run/index.ts';
import { useNumber } from '../../i18n/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { RUNS_COUNT, useApp, type RunSeries } from '../../state/index.ts';
import { Button } from '../../widgets/ui/index.ts';

const W = 560;
const H = 200;
const PAD = { left: 40, right: 12, top: 10, bottom: 30 };
const PLOT_W = W - PAD.left - PAD.right;
const PLOT_H = H - PAD.top - PAD.bottom;

/** One series per trace, grown as the trace grows (a projection of the trace, like the cursors). */
const seriesCache = new WeakMap<Trace, ConflictSeries>();
function seriesOf(trace: Trace): ConflictSeries {
  let s = seriesCache.get(trace);
  if (!s) seriesCache.set(trace, (s = new ConflictSeries(trace)));
  return s.update();
}

/** The series as a path, at most two points per pixel column (the lowest and highest there). */
function conflictPath(s: ConflictSeries, xOf: (step: number) => number, yOf: (v: number) => number): string {
  const parts: string[] = [];
  let column = -1;
  let lo = 0;
  let hi = 0;
  let last = 0;
  const flush = () => {
    if (column < 0) return;
    parts.push(`${parts.length === 0 ? 'M' : 'L'}${column} ${yOf(hi).toFixed(1)}`);
    if (lo !== hi) parts.push(`L${column} ${yOf(lo).toFixed(1)}`);
    parts.push(`L${column} ${yOf(last).toFixed(1)}`);
  };
  for (let k = 0; k < s.count; k++) {
    const x = Math.round(xOf(s.steps[k]!));
    const v = s.violated[k]!;
    if (x !== column) {
      flush();
      column = x;
      lo = hi = v;
    } else {
      lo = Math.min(lo, v);
      hi = Math.max(hi, v);
    }
    last = v;
  }
  flush();
  return parts.join(' ');
}

export function ConflictsChart() {
  const { t } = useTranslation();
  const num = useNumber();
  const { trace, cursor } = useApp(useShallow((s) => ({ trace: s.trace, cursor: s.cursor, version: s.traceVersion })));
  if (!trace || !isLocalTrace(trace)) {
    return (
      <p data-testid="conflicts-chart-empty" className="text-sm text-slate-600">
        {t('local.chart.empty')}
      </p>
    );
  }
  const s = seriesOf(trace);
  const lastStep = Math.max(1, s.count > 0 ? s.steps[s.count - 1]! : 1);
  const top = Math.max(1, s.max);
  const xOf = (step: number) => PAD.left + (step / lastStep) * PLOT_W;
  const yOf = (v: number) => PAD.top + PLOT_H - (v / top) * PLOT_H;
  const now = s.at(cursor);
  const k = now?.point ?? -1;
  const walks: number[] = [];
  for (let i = 0; i < s.count && walks.length < 2000; i++) if (s.kinds[i] === 1) walks.push(s.steps[i]!);
  return (
    <figure className="text-xs text-slate-600">
      <figcaption className="mb-1 font-medium text-slate-800">{t('local.chart.title')}</figcaption>
      <svg
        data-testid="conflicts-chart"
        data-points={s.count}
        data-step={k >= 0 ? s.steps[k] : -1}
        data-position={now?.step ?? -1}
        data-violated={k >= 0 ? s.violated[k] : -1}
        viewBox={`0 0 ${W} ${H}`}
        className="w-full"
        role="img"
        aria-label={t('local.chart.title')}
      >
        <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} style={{ fill: 'var(--tv-surface)', stroke: 'var(--tv-edge-soft)' }} />
        <path d={conflictPath(s, xOf, yOf)} fill="none" style={{ stroke: 'var(--tv-blue)' }} strokeWidth={1.5} />
        {walks.map((step, i) => (
          <line key={i} x1={xOf(step)} x2={xOf(step)} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H - 5} style={{ stroke: 'var(--tv-bad)' }}>
            <title>{t('local.chart.walkMark')}</title>
          </line>
        ))}
        {k >= 0 ? (
          <g data-testid="conflicts-now">
            <line x1={xOf(s.steps[k]!)} x2={xOf(s.steps[k]!)} y1={PAD.top} y2={PAD.top + PLOT_H} style={{ stroke: 'var(--tv-ink-muted)' }} strokeDasharray="3 3" />
            <circle cx={xOf(s.steps[k]!)} cy={yOf(s.violated[k]!)} r={4} style={{ fill: 'var(--tv-bad)' }} />
          </g>
        ) : null}
        <AxisLabels top={num(top)} x={t('local.chart.x')} y={t('local.chart.y')}>
          <text x={PAD.left} y={H - 14}>
            0
          </text>
          <text x={W - PAD.right} y={H - 14} textAnchor="end">
            {num(lastStep)}
          </text>
        </AxisLabels>
      </svg>
      <p data-testid="conflicts-now-text">{now ? t('local.chart.now', { step: now.step, violated: now.violated, count: now.repairs }) : ''}</p>
    </figure>
  );
}

/** Series colours and dashes (colour-blind safe; the dash tells them apart without colour too). */
const LOOKS = [
  { color: 'var(--tv-blue)', dash: '' },
  { color: 'var(--tv-bad)', dash: '6 3' },
  { color: 'var(--tv-ok)', dash: '2 3' },
];

function RunsChart({ series }: { series: readonly RunSeries[] }) {
  const { t } = useTranslation();
  const num = useNumber();
  const lengths: RunLength[] = series.map((x) => runLength(x.outcomes));
  const maxX = Math.max(10, ...series.map((x) => x.maxSteps));
  const logMax = Math.log10(maxX);
  const xOf = (steps: number) => PAD.left + (Math.log10(Math.max(1, steps)) / logMax) * PLOT_W;
  const yOf = (f: number) => PAD.top + PLOT_H - f * PLOT_H;
  const ticks: number[] = [];
  for (let p = 1; p <= maxX; p *= 10) ticks.push(p);
  const latest = series.at(-1);
  return (
    <figure className="mt-2 text-xs text-slate-600">
      <figcaption className="mb-1 font-medium text-slate-800">{t('local.runs.title')}</figcaption>
      <svg data-testid="runs-chart" data-runs={latest?.outcomes.length ?? 0} data-series={series.length} viewBox={`0 0 ${W} ${H}`} className="w-full" role="img" aria-label={t('local.runs.title')}>
        <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} style={{ fill: 'var(--tv-surface)', stroke: 'var(--tv-edge-soft)' }} />
        {ticks.map((x) => (
          <line key={x} x1={xOf(x)} x2={xOf(x)} y1={PAD.top} y2={PAD.top + PLOT_H} style={{ stroke: 'var(--tv-edge-soft)' }} strokeDasharray="1 3" />
        ))}
        {lengths.map((rl, i) => {
          const look = LOOKS[i % LOOKS.length]!;
          // A step curve: up by 1/total at each solved run's steps; flat to max steps where the failed runs stay.
          let d = `M${xOf(1)} ${yOf(0)}`;
          let f = 0;
          for (const s of rl.steps) {
            d += ` L${xOf(s).toFixed(1)} ${yOf(f).toFixed(1)}`;
            f = solvedWithin(rl, s);
            d += ` L${xOf(s).toFixed(1)} ${yOf(f).toFixed(1)}`;
          }
          d += ` L${xOf(series[i]!.maxSteps).toFixed(1)} ${yOf(f).toFixed(1)}`;
          return (
            <g key={i} data-testid="runs-series" data-walk={series[i]!.walk} data-solved={rl.solved} data-failed={rl.failed}>
              <path d={d} fill="none" style={{ stroke: look.color }} strokeWidth={2} strokeDasharray={look.dash} />
              {rl.failed > 0 ? <circle cx={xOf(series[i]!.maxSteps)} cy={yOf(f)} r={4} style={{ fill: 'var(--tv-surface)', stroke: look.color }} strokeWidth={2} /> : null}
            </g>
          );
        })}
        <AxisLabels top="100%" x={t('local.runs.x')} y={t('local.runs.y')}>
          {ticks.map((x, i) => (
            <text key={x} x={xOf(x)} y={H - 16} textAnchor={i === 0 ? 'start' : xOf(x) > W - PAD.right - 20 ? 'end' : 'middle'}>
              {num(x)}
            </text>
          ))}
        </AxisLabels>
      </svg>
      <ul className="mt-1 space-y-0.5">
        {lengths.map((rl, i) => {
          const look = LOOKS[i % LOOKS.length]!;
          const x = series[i]!;
          return (
            <li key={i} data-testid="runs-legend" className="flex items-center gap-1.5">
              <svg width={22} height={8} aria-hidden="true">
                <line x1={0} x2={22} y1={4} y2={4} style={{ stroke: look.color }} strokeWidth={2} strokeDasharray={look.dash} />
              </svg>
              <span>
                {t('local.runs.legend', { walk: x.walk, solved: rl.solved, total: rl.total, median: rl.median === null ? t('local.runs.none') : num(rl.median) })}
                {rl.failed > 0 ? ` · ${t('local.runs.failed', { failed: rl.failed, max: x.maxSteps })}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}

/** A chart's labels around its plot: the top and 0 of the y axis, `children` (the x axis' marks), and the two axes' titles. */
function AxisLabels({ top, x, y, children }: { top: string; x: string; y: string; children: ReactNode }) {
  return (
    <g style={{ fill: 'var(--tv-ink-soft)' }} fontSize={11}>
      <text x={PAD.left - 4} y={PAD.top + 9} textAnchor="end">
        {top}
      </text>
      <text x={PAD.left - 4} y={PAD.top + PLOT_H} textAnchor="end">
        0
      </text>
      {children}
      <text x={PAD.left + PLOT_W / 2} y={H - 3} textAnchor="middle">
        {x}
      </text>
      <text x={12} y={PAD.top + PLOT_H / 2} textAnchor="middle" transform={`rotate(-90 12 ${PAD.top + PLOT_H / 2})`}>
        {y}
      </text>
    </g>
  );
}

export function RunsPanel() {
  const { t } = useTranslation();
  const { runs, crossword } = useApp(useShallow((s) => ({ runs: s.runs, crossword: kindOf(s.kind).usesDictionary })));
  const latest = runs.series.at(-1);
  return (
    <div className="mt-3 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button data-testid="runs-run" disabled={runs.running || crossword} onClick={() => useApp.getState().runMany()}>
          {t('local.runs.run')}
        </Button>
        {runs.series.length > 0 ? (
          <Button data-testid="runs-clear" onClick={() => useApp.getState().clearRuns()}>
            {t('local.runs.clear')}
          </Button>
        ) : null}
        {runs.running && latest ? (
          <span data-testid="runs-progress" className="text-xs text-slate-600">
            {t('local.runs.running', { done: latest.outcomes.length, total: RUNS_COUNT })}
          </span>
        ) : null}
      </div>
      {crossword ? <p className="mt-1 text-xs text-slate-600">{t('local.runs.noPuzzle')}</p> : null}
      {runs.error !== null ? (
        <p data-testid="runs-error" className="mt-1 text-xs text-orange-800">
          {t('local.runs.error', { error: runs.error })}
        </p>
      ) : null}
      {runs.series.length > 0 ? <RunsChart series={runs.series} /> : <p className="mt-1 text-xs text-slate-600">{t('local.runs.empty')}</p>}
    </div>
  );
}

/** The view: the conflicts chart of the shown run, then the runs. */
export function LocalSearchView() {
  return (
    <div data-testid="local-view">
      <ConflictsChart />
      <RunsPanel />
    </div>
  );
}
