/** The search tree: branch, failed and solution nodes by shape and colour; failed subtrees collapsed; click to move the cursor. */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoxSize } from '../../components/useBox.ts';
import { useApp } from '../../store.ts';
import { layoutTree, type TreeItem } from '../treeLayout.ts';
import { Empty, useSessionAt } from './useSession.tsx';

/** Smallest spacing of the tree's columns and rows; a small tree spreads out to fill its box. */
const COL = 22;
const ROW = 30;
const MAX_COL = 56;
const MAX_ROW = 64;

function Glyph({ item, x, y }: { item: TreeItem; x: number; y: number }) {
  const faded = item.future ? 0.35 : 1;
  switch (item.kind) {
    case 'root':
      return <circle style={{ fill: 'var(--tv-ink)' }} cx={x} cy={y} r={6} opacity={faded} />;
    case 'solution':
      return <path style={{ fill: 'var(--tv-ok)', stroke: 'var(--tv-ok-line)' }} d={`M${x} ${y - 9} L${x + 8} ${y} L${x} ${y + 9} L${x - 8} ${y} Z`} opacity={faded} />;
    case 'failed':
      return (
        <g style={{ stroke: 'var(--tv-bad)' }} opacity={faded} strokeWidth={3}>
          <path d={`M${x - 5} ${y - 5} L${x + 5} ${y + 5} M${x + 5} ${y - 5} L${x - 5} ${y + 5}`} />
        </g>
      );
    case 'group':
    case 'more':
      return (
        <g opacity={faded}>
          <path style={{ fill: item.kind === 'group' ? 'var(--tv-bad-fill)' : 'var(--tv-more-fill)', stroke: item.kind === 'group' ? 'var(--tv-bad)' : 'var(--tv-more-line)' }} d={`M${x} ${y - 8} L${x + 9} ${y + 7} L${x - 9} ${y + 7} Z`} />
          <text style={{ fill: 'var(--tv-ink-soft)' }} x={x} y={y + 21} textAnchor="middle" fontSize={12}>
            {item.kind === 'group' ? `✕${item.members.length}` : `+${item.members.length}`}
          </text>
        </g>
      );
    case 'open':
      return <circle style={{ fill: 'var(--tv-surface)', stroke: 'var(--tv-blue)' }} cx={x} cy={y} r={6} strokeWidth={2} opacity={faded} />;
    default:
      return <circle style={{ fill: 'var(--tv-blue)' }} cx={x} cy={y} r={6} opacity={faded} />;
  }
}

export function SearchTreeView() {
  const { t } = useTranslation();
  const { session, cursor } = useSessionAt();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const box = useRef<HTMLDivElement>(null);
  const [measureBox, room] = useBoxSize<HTMLDivElement>();
  const attachBox = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      measureBox(el);
    },
    [measureBox],
  );
  const tree = session?.index.tree ?? null;
  // Keyboard: one node is in the tab order (the one last moved to, else the cursor's); arrow keys
  // move between the drawn nodes, Enter or Space does what a click does.
  const [focused, setFocused] = useState(-1);
  const keysHint = useId();
  const current = session ? session.index.nodeAt(cursor) : 0;
  const picture = tree ? layoutTree(tree, current, cursor, expanded, 350) : null;
  // Spread a tree smaller than its box over the box (up to a limit), so it reads from the back of a room.
  const col = picture ? Math.max(COL, Math.min(MAX_COL, Math.floor((room.width - 8) / (picture.width + 1)))) : COL;
  const row = picture ? Math.max(ROW, Math.min(MAX_ROW, Math.floor((room.height - 8) / (picture.maxDepth + 2)))) : ROW;
  const currentItem = picture?.items.find((i) => i.current) ?? null;
  const target = currentItem ? { x: currentItem.x * col + col / 2 + 4, y: currentItem.depth * row + row / 2 + 4 } : null;
  const targetRef = useRef(target);
  useEffect(() => {
    // A resized window can reset the box's scroll: bring the cursor's node back.
    const onResize = () => {
      const el = box.current;
      const t = targetRef.current;
      if (!el || !t) return;
      el.scrollLeft = Math.max(0, t.x - el.clientWidth / 2);
      el.scrollTop = Math.max(0, t.y - el.clientHeight / 2);
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  useLayoutEffect(() => {
    targetRef.current = target;
    const el = box.current;
    if (!el || !target) return;
    // Keep the cursor's node in view. Synchronously, after every render: reading the box's size
    // lays the new picture out, and a frame callback would be cancelled by the next render while
    // a long solve re-renders the view faster than frames come (the box then stayed blank).
    if (target.x < el.scrollLeft + col || target.x > el.scrollLeft + el.clientWidth - col) el.scrollLeft = Math.max(0, target.x - el.clientWidth / 2);
    if (target.y < el.scrollTop + row || target.y > el.scrollTop + el.clientHeight - row) el.scrollTop = Math.max(0, target.y - el.clientHeight / 2);
  });
  if (!session || !tree || !picture) return <Empty>{t('teaching.tree.empty')}</Empty>;
  const W = picture.width * col + col;
  const H = (picture.maxDepth + 1) * row + row;
  const X = (i: TreeItem) => i.x * col + col / 2 + 4;
  const Y = (i: TreeItem) => i.depth * row + row / 2 + 4;
  const label = (i: TreeItem) => {
    if (i.kind === 'root') return t('teaching.tree.root');
    const v = tree.variable.at(i.node);
    const what = `${session.sketch.names[v]} = ${session.valueName(v, tree.value.at(i.node))}`;
    if (i.kind === 'group') return t('teaching.tree.group', { count: i.members.length, nodes: i.size, what });
    if (i.kind === 'more') return t('teaching.tree.more', { count: i.members.length, nodes: i.size });
    const kind =
      i.kind === 'failed' ? t('teaching.tree.kindFailed') : i.kind === 'solution' ? t('teaching.tree.kindSolution') : i.kind === 'open' ? t('teaching.tree.kindOpen') : t('teaching.tree.kindBranch');
    return t('teaching.tree.node', { what, kind, below: i.size > 1 ? t('teaching.tree.below', { n: i.size }) : '', step: tree.start.at(i.node) + 1 });
  };
  const solutions = picture.items.filter((i) => i.kind === 'solution').length;
  const tabStop = focused >= 0 && focused < picture.items.length ? focused : Math.max(0, picture.items.findIndex((i) => i.current));
  const activate = (i: TreeItem) => {
    if (i.kind === 'group' || i.kind === 'more') {
      setExpanded((e) => new Set([...e, ...i.members.slice(0, 40), tree.parent.at(i.node)]));
      return;
    }
    if (i.node > 0) useApp.getState().seek(tree.start.at(i.node) + 1);
    else useApp.getState().seek(0);
  };
  const onKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(picture.items.length - 1, tabStop + step));
    setFocused(next);
    e.currentTarget.querySelector<SVGGElement>(`[data-k="${next}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p className="text-xs text-slate-600">
        {t('teaching.tree.recorded', { count: tree.size - 1, drawn: picture.items.length })}
        {picture.truncated ? t('teaching.tree.folded') : ''}
        {t('teaching.tree.current', {
          where: current === 0 ? t('teaching.tree.currentRoot') : t('teaching.tree.currentAt', { variable: session.sketch.names[tree.variable.at(current)], depth: tree.depth.at(current) }),
        })}
        {solutions > 0 ? t('teaching.tree.solutionsShown', { count: solutions }) : ''}
      </p>
      <p id={keysHint} className="sr-only">
        {t('a11y.treeNodes')}
      </p>
      <div ref={attachBox} data-testid="tree-scroll" className="view-fill max-h-96 overflow-auto rounded-md border border-slate-200 bg-white">
        <svg width={W} height={H} className="mx-auto block" role="group" aria-label={t('teaching.tree.label')} aria-describedby={keysHint} onKeyDown={onKeyDown}>
          <g style={{ stroke: 'var(--tv-edge-soft)' }} strokeWidth={1.5}>
            {picture.items.map((i, k) => {
              if (i.parentIndex < 0) return null;
              const p = picture.items[i.parentIndex]!;
              return <line style={{ stroke: i.onPath ? 'var(--tv-blue)' : undefined }} key={k} x1={X(p)} y1={Y(p)} x2={X(i)} y2={Y(i)} strokeWidth={i.onPath ? 2.5 : undefined} />;
            })}
          </g>
          {picture.items.map((i, k) => (
            <g
              key={k}
              data-testid={`tree-node-${i.kind}`}
              data-node={i.node}
              data-current={i.current ? 'true' : undefined}
              data-k={k}
              role="button"
              tabIndex={k === tabStop ? 0 : -1}
              className="cursor-pointer"
              onClick={() => activate(i)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                activate(i);
              }}
            >
              <title>{label(i)}</title>
              <rect x={X(i) - 10} y={Y(i) - 10} width={20} height={20} fill="transparent" />
              {i.current ? <circle style={{ stroke: 'var(--tv-ink)' }} cx={X(i)} cy={Y(i)} r={11} fill="none" strokeWidth={2.5} strokeDasharray="3 2" /> : null}
              <Glyph item={i} x={X(i)} y={Y(i)} />
            </g>
          ))}
        </svg>
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
        <span>{t('teaching.tree.legendBranch')}</span>
        <span className="text-orange-800">{t('teaching.tree.legendFailed')}</span>
        <span className="text-emerald-800">{t('teaching.tree.legendSolution')}</span>
        <span>{t('teaching.tree.legendOpen')}</span>
        <span>{t('teaching.tree.legendCollapsed')}</span>
        <span>{t('teaching.tree.legendCursor')}</span>
      </p>
    </div>
  );
}
