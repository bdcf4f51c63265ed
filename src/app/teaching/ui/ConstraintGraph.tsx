/** The constraint graph: variables as nodes (colour and label show the domain size; a ring and a check show assigned), constraints as edges. */
import { useMemo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { shortLabel, textOf } from '../../i18n/index.ts';
import { useBoxSize } from '../../widgets/ui/index.ts';
import { useApp } from '../../state/index.ts';
import { boardHint, buildGraph, HEAT_COLOURS, heatLevel } from '../../../trace/index.ts';
import { Empty, useSessionAt } from './useSession.tsx';
import { AnswerRing, ArcAnswers, HalfAnswers, useOpenQuestion } from '../../exercise/ui/index.ts';
import { answerVariable, variableMark } from '../../exercise/index.ts';


export function ConstraintGraph() {
  const { t } = useTranslation();
  const { session, cursor } = useSessionAt();
  const selected = useApp((s) => s.teaching.selected);
  const runLayout = useApp((s) => s.runLayout);
  const [attachBox, room] = useBoxSize<HTMLDivElement>();
  // An exercise's question waiting: the nodes and arcs that answer it are outlined, a click answers.
  const { question, marks } = useOpenQuestion();
  const sketch = session?.sketch ?? null;
  const graph = useMemo(() => {
    if (!sketch) return null;
    const n = sketch.names.length;
    const hint = boardHint(n, runLayout);
    return buildGraph(sketch, hint, n > 250 ? 60 : 200);
  }, [sketch, runLayout]);
  if (!session || !graph) return <Empty>{t('teaching.graph.empty')}</Empty>;
  const values = session.valuesAt(cursor);
  const sizes = session.sizesAt(cursor);
  const initial = session.index.initialSizes;
  const n = graph.variables;
  // Drawn in the box's own pixels (square in the tab layout, the slot's shape in the teaching
  // layout), so the labels are 12 px whatever the room.
  const W = Math.max(240, room.width);
  const H = Math.max(240, room.height || room.width);
  const pad = 22;
  const X = (i: number) => pad + graph.x[i]! * (W - 2 * pad);
  const Y = (i: number) => pad + 6 + graph.y[i]! * (H - 2 * pad - 6);
  const r = n > 150 ? 5 : n > 60 ? 8 : Math.min(16, Math.max(12, Math.round(Math.min(W, H) / 40)));
  const labels = n <= 100;
  const pairwise = session.sketch.constraints.filter((c) => c.scope.length === 2).length;
  // One node in the tab order (the selected variable, else the first); arrow keys move between
  // the variables in their order, Enter or Space selects.
  const tabStop = selected >= 0 && selected < n ? selected : 0;
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    const at = Number((e.target as Element).getAttribute('data-v'));
    if (step === 0 || !Number.isInteger(at)) return;
    e.preventDefault();
    e.currentTarget.querySelector<SVGGElement>(`[data-v="${Math.max(0, Math.min(n - 1, at + step))}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <div ref={attachBox} className="view-fill aspect-square w-full overflow-hidden rounded-md border border-slate-200 bg-white">
      <svg width={W} height={H} viewBox={`0 0 ${W} ${H}`} className="block" role="group" aria-label={t('teaching.graph.label', { count: n })} onKeyDown={onKeyDown}>
        <g style={{ stroke: 'var(--tv-edge)' }} strokeWidth={n > 100 ? 0.5 : 1}>
          {graph.edges.map(([a, b], k) => {
            const hot = a === selected || b === selected;
            return <line style={{ stroke: hot ? 'var(--tv-blue)' : undefined }} key={k} x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} strokeWidth={hot ? 2 : undefined} />;
          })}
        </g>
        <ArcAnswers question={question} graph={graph} X={X} Y={Y} r={r} />
        {graph.hubs.map((k, i) => (
          <rect style={{ fill: 'var(--tv-ink-muted)' }} key={`h${k}`} x={X(n + i) - 3} y={Y(n + i) - 3} width={6} height={6}>
            <title>{textOf(session.sketch.constraints[k]!.label, t)}</title>
          </rect>
        ))}
        {Array.from({ length: n }, (_, v) => {
          const assigned = (values[v] ?? -1) >= 0;
          const size = sizes[v] ?? 0;
          const fill = assigned ? 'var(--tv-ok)' : HEAT_COLOURS[heatLevel(size, initial[v] ?? 1)];
          const label = session.sketch.labels[v]!;
          const name = textOf(label, t);
          const shown = `${textOf(shortLabel(label), t)}${assigned ? ' ✓' : ` ${size > 999 ? `${Math.round(size / 1000)}k` : size}`}`;
          return (
            <g
              key={v}
              data-testid={`graph-node-${v}`}
              data-v={v}
              role="button"
              tabIndex={v === tabStop ? 0 : -1}
              // The name starts with the node's visible text (WCAG 2.5.3: what is seen is what a voice command says).
              aria-label={`${labels ? `${shown} — ` : ''}${name}: ${assigned ? t('teaching.graph.assigned', { value: session.valueName(v, values[v]!) }) : t('teaching.graph.left', { n: size })}`}
              className="cursor-pointer"
              data-answer={question ? variableMark(question, v, marks) : undefined}
              onClick={() => answerVariable(v) || useApp.getState().selectVariable(v)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                useApp.getState().selectVariable(v);
              }}
            >
              <AnswerRing question={question} marks={marks} v={v} cx={X(v)} cy={Y(v)} r={r} />
              <title>{`${name}: ${assigned ? t('teaching.graph.assigned', { value: session.valueName(v, values[v]!) }) : t('teaching.graph.valuesLeft', { count: size })}`}</title>
              {assigned ? (
                <rect style={{ fill, stroke: v === selected ? 'var(--tv-ink)' : 'var(--tv-ok-line)' }} x={X(v) - r} y={Y(v) - r} width={2 * r} height={2 * r} rx={2} strokeWidth={v === selected ? 3 : 1.5} />
              ) : (
                <circle style={{ fill, stroke: v === selected ? 'var(--tv-ink)' : 'var(--tv-ink-muted)' }} cx={X(v)} cy={Y(v)} r={r} strokeWidth={v === selected ? 3 : 1} strokeDasharray={size === 0 ? '2 2' : undefined} />
              )}
              {labels ? (
                <text style={{ fill: 'var(--tv-ink)' }} x={X(v)} y={Y(v) - r - 3} textAnchor="middle" fontSize={12}>
                  {shown}
                </text>
              ) : null}
            </g>
          );
        })}
        <HalfAnswers question={question} X={X} Y={Y} r={r} width={W} />
      </svg>
      </div>
      <p className="text-xs text-slate-600">
        {t('teaching.graph.legend')}
        {graph.hubs.length > 0 ? (session.nouns.variable === 'slot' ? t('teaching.graph.hubsSlots') : t('teaching.graph.hubsCells')) : ''} {t('teaching.graph.binary', { count: pairwise })}{' '}
        {t('teaching.graph.click')}
      </p>
    </div>
  );
}
