/**
 * The model's board: its constraint graph. Variables are nodes showing their value or the domain
 * left (painted in the value's colour when the values are colour names: a map being coloured),
 * binary constraints are lines, an n-ary constraint is a small square joined to its variables.
 * Animated from the trace as the other boards are: the assignment and the domains at the player's
 * cursor, the node of the step's event marked.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useApp, type AppState } from '../../../state/index.ts';
import { useBoxSize } from '../../../widgets/ui/index.ts';
import type { Board } from '../../kind.ts';
import { eventAt, showsRun, type CellMark } from '../../view.ts';
import { modelInfo, type ReadModel } from '../compiled.ts';
import { ensureCompiled, useCompiler, warmUpCompiler } from '../compiler.ts';
import type { ModelPuzzle } from '../puzzle.ts';
import { modelGraph, modelNodes } from '../view.ts';

/** The model board when the model kind is shown, else null. */
export function shownModel(s: Pick<AppState, 'kind' | 'boards'>): Board<ModelPuzzle> | null {
  return s.kind === 'model' ? (s.boards.model as Board<ModelPuzzle>) : null;
}

/** Keep the shown model compiled (MiniZinc loads when the first model is shown). */
export function useCompiledModel(puzzle: ModelPuzzle | null): ReadModel | null {
  useCompiler((c) => c.version);
  useEffect(() => {
    if (!puzzle) return;
    warmUpCompiler();
    void ensureCompiled(puzzle);
  }, [puzzle]);
  const info = puzzle ? modelInfo(puzzle) : null;
  return info?.ok ? info : null;
}

const MARK_STROKE: Record<CellMark, string> = {
  select: 'var(--tv-blue)',
  assign: 'var(--tv-blue)',
  backtrack: 'var(--tv-bad)',
  prune: 'var(--heat-1)',
  conflict: 'var(--tv-bad)',
  solution: 'var(--tv-ok-line)',
  '': 'var(--tv-ink-muted)',
};

export function ModelBoard() {
  const { t } = useTranslation();
  const board = useApp((s) => shownModel(s));
  const puzzle = board?.puzzle ?? null;
  const info = useCompiledModel(puzzle);
  const cursor = useApp((s) => s.cursor);
  useApp((s) => s.traceVersion);
  const [attachBox, room] = useBoxSize<HTMLDivElement>();
  if (!puzzle) return null;
  if (!info) {
    return (
      <div ref={attachBox} data-testid="model-graph-empty" className="flex min-h-48 items-center justify-center rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        {t('model.graphEmpty')}
      </div>
    );
  }
  const s = useApp.getState();
  let values: Int32Array | null = null;
  let masks: Int32Array | null = null;
  let event = null;
  if (showsRun(s, puzzle)) {
    s.cursorView!.seek(cursor);
    values = s.cursorView!.values;
    masks = s.domainCursor?.seek(cursor) ?? null;
    event = s.cursorView!.position === cursor ? eventAt(s.trace!, cursor) : null;
  }
  const graph = modelGraph(info);
  const nodes = modelNodes(info, values, masks, event, (count) => t('model.valuesLeft', { count }));
  const n = graph.variables;
  const W = Math.max(320, room.width);
  const H = Math.max(300, Math.min(560, Math.round(W * 0.7)));
  const pad = 46;
  const X = (i: number) => pad + graph.x[i]! * (W - 2 * pad);
  const Y = (i: number) => pad + graph.y[i]! * (H - 2 * pad);
  const big = n <= 40;
  const r = n > 150 ? 5 : n > 60 ? 8 : 16;
  return (
    <div ref={attachBox} className="w-full overflow-hidden rounded-md border border-slate-200" style={{ background: 'var(--tv-surface)' }}>
      <svg data-testid="model-graph" width={W} height={H} viewBox={`0 0 ${W} ${H}`} className="block" role="img" aria-label={t('model.graph', { name: puzzle.name, count: n })}>
        <g style={{ stroke: 'var(--tv-edge)' }} strokeWidth={n > 100 ? 0.5 : 1.5}>
          {graph.edges.map(([a, b], k) => (
            <line key={k} x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} />
          ))}
        </g>
        {graph.hubs.map((c, i) => (
          <rect key={`h${c}`} style={{ fill: 'var(--tv-ink-muted)' }} x={X(n + i) - 4} y={Y(n + i) - 4} width={8} height={8}>
            <title>{info.sketch.constraints[c]!.label}</title>
          </rect>
        ))}
        {nodes.map((node, v) => {
          const rr = node.introduced && big ? Math.round(r * 0.6) : r;
          const marked = node.mark !== '';
          const swatches = !node.assigned && node.swatches && big ? node.swatches : null;
          return (
            <g key={v} data-testid={`model-node-${v}`} data-name={node.name} data-value={node.assigned ? node.text : ''} data-fill={node.fill ?? ''} data-mark={node.mark}>
              <title>{t('model.node', { name: node.name, text: node.text })}</title>
              <circle
                cx={X(v)}
                cy={Y(v)}
                r={rr}
                style={{ fill: node.fill ?? 'var(--tv-surface)', stroke: MARK_STROKE[node.mark] }}
                strokeWidth={marked ? 3.5 : 1.2}
                strokeDasharray={node.mark === 'backtrack' || node.mark === 'prune' ? '4 2' : undefined}
              />
              {swatches
                ? swatches.map((c, k) => <circle key={k} cx={X(v) + (k - (swatches.length - 1) / 2) * 9} cy={Y(v)} r={3.5} style={{ fill: c, stroke: '#334155' }} strokeWidth={0.6} />)
                : null}
              {big ? (
                <>
                  <text x={X(v)} y={Y(v) - rr - 5} textAnchor="middle" fontSize={12} fontWeight={600} style={{ fill: 'var(--tv-ink)' }}>
                    {node.name}
                  </text>
                  <text x={X(v)} y={Y(v) + rr + 13} textAnchor="middle" fontSize={11} fontWeight={node.assigned ? 600 : 400} style={{ fill: node.assigned ? 'var(--tv-blue)' : 'var(--tv-ink-muted)' }}>
                    {node.text}
                  </text>
                </>
              ) : null}
            </g>
          );
        })}
      </svg>
    </div>
  );
}
