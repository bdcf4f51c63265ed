/**
 * Branch and bound in the run panel: the best objective so far (optimal when the search ran out)
 * and a chart of the objective's value against the step, one step up (or down) per improving
 * solution, with the playback position. Both read the run's `bound` records (src/trace/objective.ts).
 */
import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import { cutPositions, improvements } from '../../../trace/index.ts';
import { improvementsShownAt } from '../bestSoFar.ts';
import { useNumber } from '../../i18n/index.ts';
import { kindOf } from '../../kinds/index.ts';
import { useApp } from '../../state/index.ts';
import { useBoxSize } from '../../widgets/ui/index.ts';

/** The chart's width before its box is measured (then its measured width: one unit, one CSS pixel, so its labels are the page's text size). */
const WIDTH = 560;

/** The objective's name and how its values read (the kind's words: a model's integers). */
function useObjective() {
  const s = useApp(
    useShallow((s) => ({
      sketch: s.sketch,
      trace: s.trace,
      version: s.traceVersion,
      phase: s.phase,
      status: s.status,
      finalObjective: s.finalObjective,
      cursor: s.cursor,
      kind: s.kind,
      puzzle: s.boards[s.kind].puzzle,
      words: s.words,
    })),
  );
  const objective = s.sketch?.objective;
  if (!objective || !s.trace) return null;
  const kind = kindOf(s.kind);
  return {
    ...s,
    trace: s.trace,
    variable: objective.variable,
    sense: objective.sense,
    name: s.sketch?.names[objective.variable] ?? '',
    valueText: (x: number) => kind.valueText(s.puzzle as never, s.words, objective.variable, x),
  };
}

/** "Optimal: value = 23 …" or "Best so far: value = 21 (not proven optimal …)". */
export function ObjectiveStatus() {
  const { t } = useTranslation();
  const o = useObjective();
  if (!o) return null;
  const list = improvements(o.trace);
  const best = o.finalObjective ?? list[list.length - 1]?.value;
  if (best === undefined) return null;
  const optimal = o.phase === 'done' && o.status === 'optimal';
  const value = o.valueText(best);
  return (
    <p data-testid="objective-status" data-optimal={optimal ? 'true' : 'false'} data-value={value} className="mt-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm text-slate-800">
      {t(optimal ? 'optimise.status.optimal' : 'optimise.status.best', { variable: o.name, value })}
    </p>
  );
}

/** The objective's value against the step: the best so far after each improving solution. */
export function ObjectiveChart() {
  const { t } = useTranslation();
  const num = useNumber();
  const o = useObjective();
  const [box, size] = useBoxSize<HTMLElement>();
  if (!o) return null;
  const list = improvements(o.trace);
  if (list.length === 0) return null;
  // The whole run: an improving solution past the events kept in full stands where it was found.
  const lastStep = Math.max(1, o.trace.total);
  let lo = list[0]!.value;
  let hi = lo;
  for (const i of list) {
    lo = Math.min(lo, i.value);
    hi = Math.max(hi, i.value);
  }
  const span = Math.max(1, hi - lo);
  // The labels are the figure's text (text-xs, growing with classroom mode), drawn one unit per pixel.
  const em = labelSize();
  const W = size.width > 0 ? size.width : WIDTH;
  const widest = Math.max(o.valueText(lo).length, o.valueText(hi).length);
  const PAD = { left: Math.ceil(widest * em * 0.62) + 10, right: Math.ceil(em * 0.6), top: Math.ceil(em * 0.6), bottom: Math.ceil(em * 1.8) };
  const H = Math.round(Math.max(em * 7, W * 0.28));
  const PLOT_W = W - PAD.left - PAD.right;
  const PLOT_H = H - PAD.top - PAD.bottom;
  const xOf = (step: number) => PAD.left + (step / lastStep) * PLOT_W;
  const yOf = (v: number) => PAD.top + PLOT_H - ((v - lo) / span) * PLOT_H;
  // A step line: flat until the next improvement, then up (maximising) or down (minimising).
  const parts: string[] = [];
  list.forEach((i, k) => {
    const x = xOf(i.position).toFixed(1);
    const y = yOf(i.value).toFixed(1);
    parts.push(k === 0 ? `M${x} ${y}` : `H${x} V${y}`);
  });
  parts.push(`H${xOf(lastStep).toFixed(1)}`);
  const reached = improvementsShownAt(o.trace, list, o.cursor);
  const now = reached > 0 ? list[reached - 1]! : null;
  const cursorX = xOf(Math.min(o.cursor, lastStep));
  // The branches the bound cut, as ticks under the line (the first 2000).
  const cuts = cutPositions(o.trace);
  return (
    <figure ref={box} className="mt-2 text-xs text-slate-600">
      <figcaption className="mb-1 font-medium text-slate-800">{t('optimise.chart.title', { variable: o.name })}</figcaption>
      <svg
        data-testid="objective-chart"
        data-points={list.length}
        data-values={list.map((i) => o.valueText(i.value)).join(',')}
        data-steps={list.map((i) => i.position).join(',')}
        data-sense={o.sense}
        data-cuts={cuts.length}
        data-first-cut={cuts[0] ?? -1}
        viewBox={`0 0 ${W} ${H}`}
        className="w-full"
        role="img"
        aria-label={t('optimise.chart.title', { variable: o.name })}
      >
        <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} style={{ fill: 'var(--tv-surface)', stroke: 'var(--tv-edge-soft)' }} />
        <path d={parts.join(' ')} fill="none" style={{ stroke: 'var(--tv-blue)' }} strokeWidth={2} />
        {list.map((i) => (
          <circle key={i.position} data-testid="objective-point" cx={xOf(i.position)} cy={yOf(i.value)} r={3.5} style={{ fill: 'var(--tv-ok)' }}>
            <title>{t('optimise.tree.mark', { n: i.solution + 1, variable: o.name, value: o.valueText(i.value) })}</title>
          </circle>
        ))}
        {cuts.slice(0, 2000).map((step) => (
          <line key={step} x1={xOf(step)} x2={xOf(step)} y1={PAD.top + PLOT_H} y2={PAD.top + PLOT_H - 5} style={{ stroke: 'var(--tv-bad)' }}>
            <title>{t('optimise.chart.cut')}</title>
          </line>
        ))}
        <line x1={cursorX} x2={cursorX} y1={PAD.top} y2={PAD.top + PLOT_H} style={{ stroke: 'var(--tv-ink-muted)' }} strokeDasharray="3 3" />
        <g style={{ fill: 'var(--tv-ink-muted)', fontSize: `${em}px` }}>
          <text x={PAD.left - 6} y={yOf(hi) + em * 0.35} textAnchor="end">
            {o.valueText(hi)}
          </text>
          {hi !== lo ? (
            <text x={PAD.left - 6} y={yOf(lo) + em * 0.35} textAnchor="end">
              {o.valueText(lo)}
            </text>
          ) : null}
          <text x={PAD.left} y={H - em * 0.4}>
            0
          </text>
          <text x={PAD.left + PLOT_W / 2} y={H - em * 0.4} textAnchor="middle">
            {t('optimise.chart.x')}
          </text>
          <text x={W - PAD.right} y={H - em * 0.4} textAnchor="end">
            {num(lastStep)}
          </text>
        </g>
      </svg>
      <p data-testid="objective-now">{now ? t('optimise.chart.now', { step: o.cursor, variable: o.name, value: o.valueText(now.value), count: reached }) : t('optimise.chart.none')}</p>
    </figure>
  );
}

/** The size of the page's small text (text-xs, 0.75 rem: larger in classroom mode), in CSS pixels. */
function labelSize(): number {
  const root = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
  return Number.isFinite(root) && root > 0 ? root * 0.75 : 12;
}
