/**
 * The model's board: its constraint graph. Variables are nodes showing their value or the domain
 * left (painted in the value's colour when the values are colour names: a map being coloured),
 * binary constraints are lines, an n-ary constraint is a small square joined to its variables.
 * Animated from the trace as the other boards are: the assignment and the domains at the player's
 * cursor, the node of the step's event marked.
 */
import { useTranslation } from 'react-i18next';
import { useApp, whyConstraints, type AppState } from '../../../state/index.ts';
import { textOf } from '../../../i18n/index.ts';
import { useBoxSize } from '../../../widgets/ui/index.ts';
import type { Board } from '../../kind.ts';
import { eventAt, showsRun, type CellMark } from '../../view.ts';
import { modelInfo, type ReadModel } from '../compiled.ts';
import type { ModelPuzzle } from '../puzzle.ts';
import { modelGraph, modelNodes, modelRepair, reasonOnGraph } from '../view.ts';
import { treeStepAt, type TreeStepView } from '../tree.ts';
import { checkCutset, cutsetFacts, cutsetStepAt } from '../cutset.ts';
import { toggleCutsetVariable } from './CutsetChooser.tsx';
import { AnswerRing, ArcAnswers, HalfAnswers, useOpenQuestion } from '../../../exercise/ui/index.ts';
import { answerVariable, variableMark } from '../../../exercise/index.ts';

/** The model board when the model kind is shown, else null. */
export function shownModel(s: Pick<AppState, 'kind' | 'boards'>): Board<ModelPuzzle> | null {
  return s.kind === 'model' ? (s.boards.model as Board<ModelPuzzle>) : null;
}

/** The shown model as read, once compiled (the store compiles it: `compileModel`; the puzzle carries the result). */
export function useCompiledModel(puzzle: ModelPuzzle | null): ReadModel | null {
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
  const reasonParts = useApp(whyConstraints);
  const [attachBox, room] = useBoxSize<HTMLDivElement>();
  // An exercise's question waiting: the nodes and arcs that answer it are outlined, a click answers.
  const { question, marks } = useOpenQuestion();
  // Cutset conditioning's choice is drawn on the graph: redrawn when it or the search changes.
  useApp((s) => s.search);
  useApp((s) => s.cutset);
  useApp((s) => s.phase);
  if (!puzzle) return null;
  if (!info) {
    return (
      <div ref={attachBox} data-testid="model-graph-empty" className="flex min-h-48 items-center justify-center rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-500">
        {modelInfo(puzzle)?.ok === false ? t('model.graphRefused') : t('model.graphEmpty')}
      </div>
    );
  }
  const s = useApp.getState();
  let values: Int32Array | null = null;
  let masks: Int32Array | null = null;
  let event = null;
  let tree: TreeStepView | null = null;
  if (showsRun(s, puzzle)) {
    // A tree run: the order from the root (numbers, arrows parent → child) and the arc being revised.
    tree = treeStepAt(s.trace, cursor, info.sketch.names.length);
    s.cursorView!.seek(cursor);
    values = s.cursorView!.values;
    masks = s.domainCursor?.seek(cursor) ?? null;
    event = s.cursorView!.position === cursor ? eventAt(s.trace!, cursor) : null;
  }
  // Cutset conditioning: the run's cutset (out of the forest once an assignment of it is in effect),
  // or before a run the cutset chosen (or proposed), a click on a variable adding or removing it.
  const cutsetRun = showsRun(s, puzzle) ? cutsetStepAt(s.trace, cursor) : null;
  const choosing = !cutsetRun && s.search === 'cutset' && s.phase !== 'running' && !question;
  const problem = info.built.problem;
  const proposal = choosing ? cutsetFacts(problem).smallest.set.map((v) => problem.variables[v]!.name) : [];
  const chosenCheck = choosing ? checkCutset(problem, s.cutset) : null;
  const cutsetMembers = new Set<number>(
    cutsetRun ? cutsetRun.cutset : chosenCheck ? (chosenCheck.state === 'proposed' ? cutsetFacts(problem).smallest.set : s.cutset.map((name) => problem.variables.findIndex((v) => v.name === name)).filter((v) => v >= 0)) : [],
  );
  const outOfForest = cutsetRun !== null && cutsetRun.condition > 0;
  const graph = modelGraph(info);
  // Why no solution: the reason's constraints, drawn over the graph (as their lines are marked in the editor).
  const reason = reasonParts ? reasonOnGraph(info, reasonParts) : null;
  // Min-conflicts: the constraints the picked variable violates, drawn as red dashed edges.
  const repair = modelRepair(info, values, event);
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
          {graph.edges.map(([a, b], k) =>
            // The cutset's edges are out of the forest while the tree algorithm runs on the rest: drawn faint and dashed.
            outOfForest && (cutsetMembers.has(a) || cutsetMembers.has(b)) ? (
              <line key={k} data-testid="model-cutset-edge" x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} strokeDasharray="3 5" opacity={0.35} />
            ) : (
              <line key={k} x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} />
            ),
          )}
        </g>
        {repair ? (
          <g data-testid="model-conflicts" data-variable={repair.variable} data-count={repair.constraints.size} style={{ stroke: 'var(--tv-bad)' }} strokeWidth={4} strokeDasharray="7 4">
            {graph.edges.map(([a, b], k) =>
              (a >= n ? repair.constraints.has(graph.edgeConstraint[k]!) : (a === repair.variable && repair.partners.has(b)) || (b === repair.variable && repair.partners.has(a))) ? <line key={k} data-testid="model-conflict-edge" x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} /> : null,
            )}
          </g>
        ) : null}
        {reason ? (
          // Each constraint of the reason: a line between its two variables, or its hub's spokes (two
          // constraints on the same pair share the graph's one edge, so they are drawn here one by one).
          <g data-testid="model-why" data-count={reason.size} style={{ stroke: 'var(--tv-bad)' }} strokeWidth={5} strokeLinecap="round" opacity={0.8}>
            {[...reason].map(([c, part]) => {
              const scope = info.sketch.constraints[c]?.scope ?? [];
              const hub = graph.hubs.indexOf(c);
              const spokes: [number, number][] = hub >= 0 ? scope.map((v) => [n + hub, v]) : scope.length === 2 ? [[scope[0]!, scope[1]!]] : [];
              return (
                <g key={c} data-testid="model-why-constraint" data-item={part.index} data-line={part.line} data-text={part.text}>
                  <title>{part.text}</title>
                  {spokes.map(([a, b], k) => (
                    <line key={k} x1={X(a)} y1={Y(a)} x2={X(b)} y2={Y(b)} />
                  ))}
                </g>
              );
            })}
          </g>
        ) : null}
        {tree ? <TreeOrder tree={tree} X={X} Y={Y} r={r} /> : null}
        <ArcAnswers question={question} graph={graph} X={X} Y={Y} r={r} />
        {graph.hubs.map((c, i) => {
          const part = reason?.get(c);
          return part ? (
            <rect key={`h${c}`} data-testid="model-why-hub" data-item={part.index} style={{ fill: 'var(--tv-bad)' }} x={X(n + i) - 6} y={Y(n + i) - 6} width={12} height={12}>
              <title>{textOf(info.sketch.constraints[c]!.label, t)}</title>
            </rect>
          ) : (
            <rect key={`h${c}`} style={{ fill: 'var(--tv-ink-muted)' }} x={X(n + i) - 4} y={Y(n + i) - 4} width={8} height={8}>
              <title>{textOf(info.sketch.constraints[c]!.label, t)}</title>
            </rect>
          );
        })}
        {nodes.map((node, v) => {
          const rr = node.introduced && big ? Math.round(r * 0.6) : r;
          const marked = node.mark !== '';
          const swatches = !node.assigned && node.swatches && big ? node.swatches : null;
          const inCutset = cutsetMembers.has(v);
          return (
            <g
              key={v}
              data-testid={`model-node-${v}`}
              data-name={node.name}
              data-value={node.assigned ? node.text : ''}
              data-fill={node.fill ?? ''}
              data-mark={node.mark}
              data-conflict={repair?.neighbours.has(v) ? 'true' : undefined}
              data-answer={question ? variableMark(question, v, marks) : undefined}
              data-cutset={inCutset ? (cutsetRun ? 'run' : 'chosen') : undefined}
              opacity={inCutset && outOfForest ? 0.6 : undefined}
              className={choosing ? 'cursor-pointer' : undefined}
              onClick={question ? () => answerVariable(v) || useApp.getState().selectVariable(v) : choosing ? () => toggleCutsetVariable(node.name, proposal) : undefined}
            >
              <AnswerRing question={question} marks={marks} v={v} cx={X(v)} cy={Y(v)} r={rr} />
              <title>{inCutset ? `${t('cutset.graph.member', { name: node.name })}: ${node.text}` : t('model.node', { name: node.name, text: node.text })}</title>
              {inCutset ? <rect x={X(v) - rr - 5} y={Y(v) - rr - 5} width={2 * rr + 10} height={2 * rr + 10} rx={3} style={{ fill: 'none', stroke: CUTSET_STROKE }} strokeWidth={2.5} strokeDasharray={cutsetRun ? undefined : '5 3'} /> : null}
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
              {tree && tree.place[v]! > 0 ? (
                <g data-testid={`model-order-${v}`} data-place={tree.place[v]} data-parent={tree.parent[v]}>
                  <circle cx={X(v) + rr + 5} cy={Y(v) - rr - 1} r={8} style={{ fill: 'var(--tv-blue)' }} />
                  <text x={X(v) + rr + 5} y={Y(v) - rr + 3} textAnchor="middle" fontSize={10} fontWeight={700} style={{ fill: 'var(--tv-surface)' }}>
                    {tree.place[v]}
                  </text>
                </g>
              ) : null}
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
        <HalfAnswers question={question} X={X} Y={Y} r={r} width={W} />
      </svg>
      {cutsetMembers.size > 0 || choosing ? (
        <p data-testid="model-cutset-legend" data-state={cutsetRun ? 'run' : 'chosen'} className="flex items-center gap-2 px-2 py-1 text-xs" style={{ color: 'var(--tv-ink)' }}>
          <svg width={16} height={16} aria-hidden="true">
            <rect x={2} y={2} width={12} height={12} rx={2} style={{ fill: 'none', stroke: CUTSET_STROKE }} strokeWidth={2} strokeDasharray={cutsetRun ? undefined : '4 2'} />
          </svg>
          {t(cutsetRun ? 'cutset.graph.legend' : 'cutset.graph.chosen')}
        </p>
      ) : null}
    </div>
  );
}

/** The cycle cutset's square around a node (distinct from the marks' circles and the answers' rings). */
const CUTSET_STROKE = 'var(--tv-cutset, #7c3aed)';

/**
 * The tree algorithm's order on the graph: an arrow from each parent to its child (the order's
 * edges, drawn as the variables are ordered), and the arc being made consistent, thick.
 */
function TreeOrder({ tree, X, Y, r }: { tree: TreeStepView; X: (i: number) => number; Y: (i: number) => number; r: number }) {
  const { t } = useTranslation();
  const arrows: { parent: number; child: number }[] = [];
  tree.parent.forEach((p, v) => {
    if (p >= 0 && tree.place[v]! > 0) arrows.push({ parent: p, child: v });
  });
  /** The segment from a to b, shortened by the nodes' radius (the arrow head shows at b's edge). */
  const segment = (a: number, b: number) => {
    const dx = X(b) - X(a);
    const dy = Y(b) - Y(a);
    const d = Math.max(1, Math.hypot(dx, dy));
    const k = (r + 3) / d;
    return { x1: X(a) + dx * k, y1: Y(a) + dy * k, x2: X(b) - dx * k, y2: Y(b) - dy * k };
  };
  return (
    <g data-testid="model-tree-order" aria-label={t('tree.order')}>
      <defs>
        <marker id="tree-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
          <path d="M 0 0 L 10 5 L 0 10 z" style={{ fill: 'var(--tv-blue)' }} />
        </marker>
      </defs>
      {arrows.map(({ parent, child }) => (
        <line key={child} data-testid={`model-tree-edge-${child}`} {...segment(parent, child)} style={{ stroke: 'var(--tv-blue)' }} strokeWidth={2} markerEnd="url(#tree-arrow)" />
      ))}
      {tree.arc ? (
        <line
          data-testid="model-tree-arc"
          data-parent={tree.arc.parent}
          data-child={tree.arc.child}
          {...segment(tree.arc.child, tree.arc.parent)}
          style={{ stroke: 'var(--heat-1)' }}
          strokeWidth={6}
          strokeOpacity={0.8}
          strokeLinecap="round"
        />
      ) : null}
    </g>
  );
}
