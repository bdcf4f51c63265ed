/**
 * The search tree: branch, failed and solution nodes by shape and colour; failed subtrees
 * collapsed (or every node, fold off); click to move the cursor. Pan (drag) and zoom (wheel,
 * pinch, buttons) by d3-zoom; the view follows the current node until the user drags it.
 *
 * Drawn in screen pixels from the zoom transform, and only what lies in view: glyphs and 12 px
 * labels keep their size at any zoom, and a tree of thousands of nodes costs what is on screen.
 * Zoomed out (nodes closer than a glyph) or with many nodes in view, the nodes are dots in one
 * path per kind; the current node, solutions and the path to the cursor stay glyphs.
 *
 * Zoomed in, each node says what it assigned ("12-Down = NO", the start of its tooltip) beside it
 * where the label has room (`treeLabels.ts`: the current node and its path first); the labels'
 * font is the view's own (classroom mode enlarges it), measured from a hidden probe.
 */
import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type D3ZoomEvent, type ZoomBehavior, type ZoomTransform } from 'd3-zoom';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import type { Message } from '../../../text/index.ts';
import { useBoxSize, useObserved } from '../../widgets/ui/index.ts';
import { useApp } from '../../state/index.ts';
import { cutPositions, improvements, layoutTree, type Improvement, type TreeItem, type TreeItemKind } from '../../../trace/index.ts';
import { Empty, useSessionAt } from './useSession.tsx';
import { fitLabels, labelsReadable, type Box, type LabelWish } from '../treeLabels.ts';

/** A variable's label in the interface's language ('' when the sketch has none). */
const shownLabel = (label: Message | undefined): string => (label ? textOf(label) : '');

/** The labels' font as the page styles it: its size in px and its family. */
interface LabelFont {
  size: number;
  family: string;
}

const DEFAULT_FONT: LabelFont = { size: 12, family: 'sans-serif' };
const sameFont = (a: LabelFont, b: LabelFont) => a.size === b.size && a.family === b.family;
/** Read from the hidden probe text styled as the labels are (classroom mode, the layout's root size). */
function readLabelFont(probe: SVGTextElement): LabelFont {
  const style = getComputedStyle(probe);
  return { size: parseFloat(style.fontSize) || 12, family: style.fontFamily || 'sans-serif' };
}

/** Widths of texts in a font, measured on a canvas once each. */
function textMeasurer(): (text: string, font: LabelFont) => number {
  let context: CanvasRenderingContext2D | null | undefined;
  const widths = new Map<string, number>();
  return (text, font) => {
    const css = `${font.size}px ${font.family}`;
    const key = `${css}\u0000${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    if (context === undefined) context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
    let width = text.length * font.size;
    if (context) {
      context.font = css;
      width = context.measureText(text).width;
    }
    if (widths.size > 20_000) widths.clear();
    widths.set(key, width);
    return width;
  };
}

/** Smallest spacing of the tree's columns and rows; a small tree spreads out to fill its box. */
const COL = 22;
const ROW = 30;
const MAX_COL = 56;
const MAX_ROW = 64;
/** Items drawn with fold on (runs of failed tries folded) and off (every node). */
const FOLDED_CAP = 350;
const FULL_CAP = 8_000;
/** Glyphs while at most this many items are in view and neighbours are this far apart on screen; dots beyond. */
const GLYPH_LIMIT = 600;
const GLYPH_SPACING = 16;
const ZOOM_STEP = 1.6;
const MAX_ZOOM = 4;

const DOT_COLOURS: Record<TreeItemKind, string> = {
  root: 'var(--tv-ink)',
  branch: 'var(--tv-blue)',
  open: 'var(--tv-blue)',
  failed: 'var(--tv-bad)',
  solution: 'var(--tv-ok)',
  group: 'var(--tv-bad)',
  more: 'var(--tv-more-line)',
};

const button =
  'rounded border border-slate-300 bg-white/95 px-2 py-0.5 text-xs text-slate-800 shadow-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700';

/** A toolbar button that stays pressed while its setting is on. */
function ToggleButton({ testId, on, title, onToggle, children }: { testId: string; on: boolean; title: string; onToggle: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${button} ${on ? 'bg-sky-100! border-sky-600!' : ''}`} data-testid={testId} aria-pressed={on} title={title} onClick={onToggle}>
      {children}
    </button>
  );
}

/** The count under a folded group (✕) or a "+" item. */
const countText = (item: TreeItem): string => (item.kind === 'group' ? `✕${item.members.length}` : `+${item.members.length}`);

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
            {countText(item)}
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
  const [fold, setFold] = useState(true);
  const [follow, setFollow] = useState(true);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const [svg, setSvg] = useState<SVGSVGElement | null>(null);
  const zoomRef = useRef<ZoomBehavior<SVGSVGElement, unknown> | null>(null);
  const [measureBox, room] = useBoxSize<HTMLDivElement>();
  const tree = session?.index.tree ?? null;
  const recorded = tree?.size ?? 0;
  const [focused, setFocused] = useState(-1);
  const keysHint = useId();
  // The labels' font, read from a hidden probe text styled as the labels are (classroom mode, the
  // layout's root size); read again whenever the probe's box changes size.
  const [setProbe, labelFont] = useObserved<SVGTextElement, LabelFont>(readLabelFont, sameFont, DEFAULT_FONT);
  const measure = useMemo(() => textMeasurer(), []);
  const current = session ? session.index.nodeAt(cursor) : 0;
  const picture = useMemo(
    () => (tree && recorded > 0 ? layoutTree(tree, current, cursor, expanded, fold ? FOLDED_CAP : FULL_CAP, { fold }) : null),
    [tree, recorded, current, cursor, expanded, fold],
  );
  // Branch and bound: each improving solution's node (the `bound` record follows its `solution` record, on the same node).
  const marks = useMemo(() => {
    if (!session?.sketch.objective || recorded === 0) return null;
    const index = session.index;
    const out = new Map<number, Improvement>();
    for (const m of improvements(index.trace)) if (m.position <= index.indexed) out.set(index.nodeAt(m.position), m);
    return out;
  }, [session, recorded]);
  // The nodes whose branch the bound cut (a `cut` record is on the node the search stands on).
  const cuts = useMemo(() => {
    if (!session?.sketch.objective || recorded === 0) return null;
    const index = session.index;
    const out = new Set<number>();
    for (const p of cutPositions(index.trace)) if (p <= index.indexed) out.add(index.nodeAt(p));
    return out;
  }, [session, recorded]);
  // What depends on the picture alone, worked out once per picture rather than on every pan or zoom frame.
  const currentItem = useMemo(() => picture?.items.find((i) => i.current) ?? null, [picture]);
  const solutions = useMemo(() => picture?.items.filter((i) => i.kind === 'solution').length ?? 0, [picture]);
  // Spread a tree smaller than its box over the box (up to a limit), so it reads from the back of a room.
  const col = picture ? Math.max(COL, Math.min(MAX_COL, Math.floor((room.width - 8) / (picture.width + 1)))) : COL;
  const row = picture ? Math.max(ROW, Math.min(MAX_ROW, Math.floor((room.height - 8) / (picture.maxDepth + 2)))) : ROW;
  const W = picture ? picture.width * col + col : 0;
  const H = picture ? (picture.maxDepth + 1) * row + row : 0;
  /** The whole tree in the box, never enlarged (small trees are already spread). */
  const fitTransform = useCallback((): ZoomTransform => {
    if (W === 0 || room.width === 0 || room.height === 0) return zoomIdentity;
    // A margin wider than Follow's, so the whole tree in view counts as the cursor in view.
    const k = Math.min(1, (room.width - 32) / W, (room.height - 8) / H);
    return zoomIdentity.translate((room.width - W * k) / 2, Math.max(0, (room.height - H * k) / 2)).scale(k);
  }, [W, H, room.width, room.height]);
  const minZoom = Math.min(0.5, fitTransform().k / 2);
  // Rows never closer than what fits the box's height: a wide tree zoomed out to fit its width
  // would otherwise be a flat line. While that holds, the tree is centred vertically.
  const rowScale = (k: number) => (H > 0 && room.height > 0 ? Math.max(k, Math.min(1, (room.height - 8) / H)) : k);
  const rowOffset = (tr: ZoomTransform) => (rowScale(tr.k) > tr.k ? (room.height - H * rowScale(tr.k)) / 2 : tr.y);

  useEffect(() => {
    if (!svg) return;
    const behaviour = zoom<SVGSVGElement, unknown>()
      .scaleExtent([0.001, MAX_ZOOM])
      .on('zoom', (e: D3ZoomEvent<SVGSVGElement, unknown>) => {
        setTransform(e.transform);
        // A drag (not a wheel, a pinch or a button) takes the view off the cursor.
        const type = (e.sourceEvent as Event | null)?.type;
        if (type === 'mousemove' || type === 'pointermove' || (type === 'touchmove' && (e.sourceEvent as TouchEvent).touches.length === 1)) setFollow(false);
      });
    const selection = select(svg);
    selection.call(behaviour).on('dblclick.zoom', null);
    zoomRef.current = behaviour;
    return () => {
      selection.on('.zoom', null);
      zoomRef.current = null;
    };
  }, [svg]);
  useEffect(() => {
    zoomRef.current?.scaleExtent([minZoom, MAX_ZOOM]);
  }, [minZoom, svg]);

  const apply = useCallback(
    (next: ZoomTransform) => {
      if (svg && zoomRef.current) select(svg).call(zoomRef.current.transform, next);
    },
    [svg],
  );
  // A new run (or a first measure): the first view.
  const shownFor = useRef<unknown>(null);
  const X = (i: TreeItem) => i.x * col + col / 2 + 4;
  const Y = (i: TreeItem) => i.depth * row + row / 2 + 4;
  useLayoutEffect(() => {
    if (!svg || !picture || room.width === 0 || room.height === 0) return;
    if (shownFor.current !== session) {
      shownFor.current = session;
      setFollow(true);
      // The whole tree while its nodes can still be glyphs, else full size at the cursor.
      const fit = fitTransform();
      apply(fit.k * col >= GLYPH_SPACING ? fit : zoomIdentity);
    }
  }, [svg, picture, room.width, room.height, session, fitTransform, apply, col]);
  const k = transform.k;
  const ky = rowScale(k);
  const oy = rowOffset(transform);
  const sx = (i: TreeItem) => transform.x + X(i) * k;
  const sy = (i: TreeItem) => oy + Y(i) * ky;
  // Follow: bring the current node back into view when it leaves the box (not while it is in it).
  const targetX = currentItem ? X(currentItem) : 0;
  const targetY = currentItem ? Y(currentItem) : 0;
  useLayoutEffect(() => {
    if (!follow || !currentItem || !svg || room.width === 0 || room.height === 0) return;
    // The transform as it is now (an effect before this one may have just set it).
    const now = zoomTransform(svg);
    const px = now.x + targetX * now.k;
    const py = rowOffset(now) + targetY * rowScale(now.k);
    const margin = 12;
    if (px < margin || px > room.width - margin || py < margin || py > room.height - margin)
      apply(zoomIdentity.translate(room.width / 2 - targetX * now.k, room.height / 2 - targetY * now.k).scale(now.k));
  });

  if (!session || !tree || !picture) return <Empty>{t('teaching.tree.empty')}</Empty>;
  // What lies in view (with a margin for glyphs and labels), in the layout's own units.
  const pad = 30;
  const x0 = (-pad - transform.x) / k;
  const x1 = (room.width + pad - transform.x) / k;
  const y0 = (-pad - oy) / ky;
  const y1 = (room.height + pad - oy) / ky;
  const inView = (i: TreeItem) => {
    const x = X(i);
    const y = Y(i);
    return x >= x0 && x <= x1 && y >= y0 && y <= y1;
  };
  const visible = picture.items.filter(inView);
  // The items whose node lies in the box: what "drawing N" counts (the others are a pan or Fit away).
  const inBox = visible.filter((i) => sx(i) >= 0 && sx(i) <= room.width && sy(i) >= 0 && sy(i) <= room.height).length;
  // The items laid out but a pan or Fit away: said beside "drawing N", so that N is not read as the whole picture.
  const outOfBox = picture.items.length - inBox;
  const glyphs = visible.length <= GLYPH_LIMIT && col * k >= GLYPH_SPACING;
  const special = (i: TreeItem) => i.current || i.onPath || i.kind === 'solution' || i.kind === 'root';
  const drawnAsGlyph = glyphs ? visible : visible.filter(special);
  // Edges: those whose box meets the view, in one path (the path to the cursor in another); at
  // most one per pair of whole pixels (zoomed out, thousands of edges share a few pixels).
  const edgeParts: string[] = [];
  const pathParts: string[] = [];
  const seenEdges = new Set<string>();
  for (const i of picture.items) {
    if (i.parentIndex < 0) continue;
    const p = picture.items[i.parentIndex]!;
    const ax = X(p);
    const bx = X(i);
    if (Math.max(ax, bx) < x0 || Math.min(ax, bx) > x1 || Y(i) < y0 || Y(p) > y1) continue;
    const px = Math.round(sx(p));
    const py = Math.round(sy(p));
    const cx = Math.round(sx(i));
    const cy = Math.round(sy(i));
    const d = `M${px} ${py}L${cx} ${cy}`;
    if (i.onPath) pathParts.push(d);
    else if (!seenEdges.has(d)) {
      seenEdges.add(d);
      edgeParts.push(d);
    }
  }
  // Dots, one path per colour, at most one per pixel.
  const dots = new Map<string, string[]>();
  if (!glyphs) {
    const r = Math.max(1.5, Math.min(4, (col * k) / 2.5));
    const seen = new Set<string>();
    for (const i of visible) {
      if (special(i)) continue;
      const x = Math.round(sx(i));
      const y = Math.round(sy(i));
      const colour = DOT_COLOURS[i.kind];
      const key = `${colour}${x},${y}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const list = dots.get(colour) ?? [];
      list.push(`M${x - r} ${y - r}h${2 * r}v${2 * r}h${-2 * r}z`);
      dots.set(colour, list);
    }
  }
  const edges = edgeParts.join('');
  const pathEdges = pathParts.join('');
  const objective = session.sketch.objective;
  /** Branch and bound: the improving solution at a node, marked with its objective's value. */
  const markOf = (i: TreeItem) => (i.kind === 'solution' ? (marks?.get(i.node) ?? null) : null);
  const markText = (m: Improvement) => t('optimise.tree.mark', { n: m.solution + 1, variable: objective ? session.sketch.names[objective.variable] : '', value: session.valueName(m.variable, m.value) });
  const cutAt = (i: TreeItem) => i.kind !== 'group' && i.kind !== 'more' && (cuts?.has(i.node) ?? false);
  const label = (i: TreeItem) => {
    if (i.kind === 'root') return t('teaching.tree.root');
    const mark = markOf(i);
    if (mark) return `${markText(mark)}. ${plainLabel(i)}`;
    if (cutAt(i)) return `${t('optimise.chart.cut')}. ${plainLabel(i)}`;
    return plainLabel(i);
  };
  /** What a node assigned, in the model's and the kind's words ("12-Down = NO"): its drawn label and the start of its tooltip. */
  const assigned = (i: TreeItem) => {
    const v = tree.variable.at(i.node);
    return `${shownLabel(session.sketch.labels[v])} = ${session.valueName(v, tree.value.at(i.node))}`;
  };
  const plainLabel = (i: TreeItem) => {
    const what = assigned(i);
    if (i.kind === 'group') return t('teaching.tree.group', { count: i.members.length, nodes: i.size, what });
    if (i.kind === 'more') return t('teaching.tree.more', { count: i.members.length, nodes: i.size });
    const kind =
      i.kind === 'failed' ? t('teaching.tree.kindFailed') : i.kind === 'solution' ? t('teaching.tree.kindSolution') : i.kind === 'open' ? t('teaching.tree.kindOpen') : t('teaching.tree.kindBranch');
    return t('teaching.tree.node', { what, kind, below: i.size > 1 ? t('teaching.tree.below', { n: i.size }) : '', step: tree.start.at(i.node) + 1 });
  };
  const markValue = (m: Improvement) => session.valueName(m.variable, m.value);
  // Node labels, zoomed in: the glyphs' nodes that assigned something (not the root, a folded group
  // or a "+"), the current node, its path and the solutions first, then the nearest to the current
  // node; each where it overlaps no glyph, mark or label and stays in the box.
  const fontSize = labelFont.size;
  const labels =
    glyphs && labelsReadable(row * ky, fontSize)
      ? (() => {
          const obstacles: Box[] = [];
          for (const i of drawnAsGlyph) {
            const [x, y] = [sx(i), sy(i)];
            const r = i.current ? 12 : 10;
            obstacles.push({ x0: x - r, y0: y - r, x1: x + r, y1: y + r });
            if (i.kind === 'group' || i.kind === 'more') {
              const w = measure(countText(i), labelFont) / 2;
              obstacles.push({ x0: x - w, y0: y + 21 - fontSize, x1: x + w, y1: y + 21 + fontSize * 0.3 });
            }
            const mark = markOf(i);
            // The mark is bold: a fifth wider than the regular font measures it.
            const drawnMark = mark ? markValue(mark) : cutAt(i) ? '✂' : null;
            if (drawnMark !== null) obstacles.push({ x0: x + 12, y0: y + 4 - fontSize, x1: x + 12 + measure(drawnMark, labelFont) * 1.2, y1: y + 4 + fontSize * 0.3 });
          }
          const rank = (i: TreeItem) => (i.current ? 0 : i.onPath ? 1 : i.kind === 'solution' ? 2 : 3);
          const near = (i: TreeItem) => (currentItem ? (sx(i) - sx(currentItem)) ** 2 + (sy(i) - sy(currentItem)) ** 2 : 0);
          const texts = new Map<number, string>();
          const wishes: LabelWish[] = drawnAsGlyph
            .filter((i) => i.kind !== 'root' && i.kind !== 'group' && i.kind !== 'more')
            .sort((a, b) => rank(a) - rank(b) || near(a) - near(b))
            .map((i) => {
              const text = assigned(i);
              texts.set(i.node, text);
              return { id: i.node, x: sx(i), y: sy(i), width: measure(text, labelFont) };
            });
          return fitLabels(wishes, obstacles, { width: room.width, height: room.height, font: fontSize, rowSpacing: row * ky }).map((p) => ({ ...p, text: texts.get(p.id)! }));
        })()
      : [];
  const choose = (i: TreeItem) => {
    if (i.kind === 'group' || i.kind === 'more') {
      setExpanded((e) => new Set([...e, ...i.members.slice(0, 40), tree.parent.at(i.node)]));
      return;
    }
    if (i.node > 0) useApp.getState().seek(tree.start.at(i.node) + 1);
    else useApp.getState().seek(0);
  };
  /** A click on the dots: the nearest item within 12 px. */
  const pick = (e: React.MouseEvent<SVGSVGElement>) => {
    if (glyphs || !svg) return;
    const box = svg.getBoundingClientRect();
    const px = e.clientX - box.left;
    const py = e.clientY - box.top;
    let best: TreeItem | null = null;
    let bestD = 12 * 12;
    for (const i of visible) {
      const d = (sx(i) - px) ** 2 + (sy(i) - py) ** 2;
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    if (best) choose(best);
  };
  const zoomBy = (factor: number) => {
    // Around the current node while following (it stays put on screen), else around the middle.
    const [cx, cy] = follow && currentItem ? transform.apply([targetX, targetY]) : [room.width / 2, room.height / 2];
    const k2 = Math.max(minZoom, Math.min(MAX_ZOOM, k * factor));
    apply(zoomIdentity.translate(cx - ((cx - transform.x) / k) * k2, cy - ((cy - transform.y) / k) * k2).scale(k2));
  };
  // Keyboard: one drawn node is in the tab order (the one last moved to, else the current one);
  // arrow keys move between the drawn nodes, Enter or Space does what a click does.
  const tabStop = focused >= 0 && focused < drawnAsGlyph.length ? focused : Math.max(0, drawnAsGlyph.findIndex((i) => i.current));
  const onNodesKeyDown = (e: KeyboardEvent<SVGSVGElement>) => {
    const step = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? 1 : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    e.preventDefault();
    const next = Math.max(0, Math.min(drawnAsGlyph.length - 1, tabStop + step));
    setFocused(next);
    e.currentTarget.querySelector<SVGGElement>(`[data-k="${next}"]`)?.focus();
  };
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p data-testid="tree-recorded" className="text-xs text-slate-600">
        {t('teaching.tree.recorded', { count: tree.size - 1, drawn: inBox })}
        {outOfBox > 0
          ? t(picture.truncated ? 'treeView.outOfViewFolded' : 'treeView.outOfView', { count: outOfBox, fit: t('layouts.fit') })
          : picture.truncated
            ? t('teaching.tree.folded')
            : ''}
        {t('teaching.tree.current', {
          where: current === 0 ? t('teaching.tree.currentRoot') : t('teaching.tree.currentAt', { variable: shownLabel(session.sketch.labels[tree.variable.at(current)]), depth: tree.depth.at(current) }),
        })}
        {solutions > 0 ? t('teaching.tree.solutionsShown', { count: solutions }) : ''}
        {glyphs ? '' : t('layouts.dots')}
      </p>
      <p id={keysHint} className="sr-only">
        {t('a11y.treeNodes')}
      </p>
      {/* The zoom caption and the buttons above the drawing, never over a node. */}
      <div className="flex flex-wrap items-center gap-1">
        <span data-testid="tree-caption" className="text-[0.7rem] text-slate-600">
          {t('layouts.zoom', { percent: Number((k * 100).toPrecision(k < 0.1 ? 2 : 3)) })} · {t('layouts.help')}
        </span>
        <div role="toolbar" aria-label={t('layouts.controls')} className="ml-auto flex flex-wrap gap-1">
          <button type="button" className={button} data-testid="tree-zoom-out" aria-label={t('layouts.zoomOut')} title={t('layouts.zoomOut')} onClick={() => zoomBy(1 / ZOOM_STEP)}>
            −
          </button>
          <button type="button" className={button} data-testid="tree-zoom-in" aria-label={t('layouts.zoomIn')} title={t('layouts.zoomIn')} onClick={() => zoomBy(ZOOM_STEP)}>
            +
          </button>
          <button type="button" className={button} data-testid="tree-fit" aria-label={t('layouts.fitLabel')} title={t('layouts.fitLabel')} onClick={() => apply(fitTransform())}>
            {t('layouts.fit')}
          </button>
          <ToggleButton testId="tree-follow" on={follow} title={t('layouts.followLabel')} onToggle={() => setFollow((f) => !f)}>
            {t('layouts.follow')}
          </ToggleButton>
          <ToggleButton testId="tree-fold" on={fold} title={t('layouts.foldLabel', { cap: FULL_CAP })} onToggle={() => setFold((f) => !f)}>
            {t('layouts.fold')}
          </ToggleButton>
        </div>
      </div>
      <div
        ref={measureBox}
        data-testid="tree-scroll"
        className="view-fill relative h-96 overflow-hidden rounded-md border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-sky-700"
        tabIndex={0}
        aria-label={t('layouts.keys')}
        onKeyDown={(e) => {
          // Modified keys stay the app's playback shortcuts (useShortcuts.ts); unhandled keys too.
          if (e.target !== e.currentTarget || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey) return;
          const pan = { ArrowLeft: [80, 0], ArrowRight: [-80, 0], ArrowUp: [0, 80], ArrowDown: [0, -80] }[e.key];
          if (pan) {
            setFollow(false);
            apply(transform.translate(pan[0]! / k, pan[1]! / k));
          } else if (e.key === '+' || e.key === '=') zoomBy(ZOOM_STEP);
          else if (e.key === '-' || e.key === '_') zoomBy(1 / ZOOM_STEP);
          else if (e.key === '0') apply(fitTransform());
          else return;
          e.preventDefault();
        }}
      >
        <svg
          ref={setSvg}
          width={room.width}
          height={room.height}
          className="absolute inset-0 block cursor-grab touch-none select-none active:cursor-grabbing"
          role="group"
          aria-label={t('teaching.tree.label')}
          aria-describedby={keysHint}
          onKeyDown={onNodesKeyDown}
          data-testid="tree-svg"
          data-scale={k.toFixed(4)}
          data-tx={transform.x.toFixed(1)}
          data-ty={transform.y.toFixed(1)}
          data-drawn={visible.length}
          data-in-box={inBox}
          data-mode={glyphs ? 'glyphs' : 'dots'}
          data-labels={labels.length}
          onClick={pick}
        >
          <path d={edges} style={{ stroke: 'var(--tv-edge-soft)' }} strokeWidth={glyphs ? 1.5 : 1} fill="none" />
          <path d={pathEdges} style={{ stroke: 'var(--tv-blue)' }} strokeWidth={2.5} fill="none" />
          {[...dots].map(([colour, d]) => (
            <path key={colour} d={d.join('')} style={{ fill: colour }} />
          ))}
          {/* Keyed by place, not node: while a search runs the current node changes many times a
              second, and elements updated in place (rather than replaced) stay put for a reader. */}
          {drawnAsGlyph.map((i, n) => (
            <g
              key={n}
              data-testid={`tree-node-${i.kind}`}
              data-node={i.node}
              data-current={i.current ? 'true' : undefined}
              data-k={n}
              role="button"
              tabIndex={n === tabStop ? 0 : -1}
              className="cursor-pointer"
              onClick={(e) => {
                e.stopPropagation();
                choose(i);
              }}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                choose(i);
              }}
            >
              <title>{label(i)}</title>
              <rect x={sx(i) - 10} y={sy(i) - 10} width={20} height={20} fill="transparent" />
              {i.current ? <circle style={{ stroke: 'var(--tv-ink)' }} cx={sx(i)} cy={sy(i)} r={11} fill="none" strokeWidth={2.5} strokeDasharray="3 2" /> : null}
              <Glyph item={i} x={sx(i)} y={sy(i)} />
              {markOf(i) ? (
                <text data-testid="tree-objective" data-solution={markOf(i)!.solution + 1} style={{ fill: 'var(--tv-ok-line)' }} x={sx(i) + 12} y={sy(i) + 4} fontSize={12} fontWeight={600}>
                  {markValue(markOf(i)!)}
                </text>
              ) : cutAt(i) ? (
                <text data-testid="tree-cut" style={{ fill: 'var(--tv-bad)' }} x={sx(i) + 12} y={sy(i) + 4} fontSize={12} fontWeight={600}>
                  ✂
                </text>
              ) : null}
            </g>
          ))}
          {/* The nodes' labels: what each assigned, where there is room (its tooltip says it to a screen reader). */}
          <g aria-hidden="true" pointerEvents="none">
            {labels.map((l) => (
              <text
                key={l.id}
                data-testid="tree-label"
                data-node={l.id}
                x={l.x}
                y={l.baseline}
                textAnchor={l.anchor}
                fontSize={12}
                style={{ fill: 'var(--tv-ink)', stroke: 'var(--tv-surface)' }}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {l.text}
              </text>
            ))}
            {/* Digits, not a word: the probe only needs a box that follows the font's size. */}
            <text ref={setProbe} x={-1000} y={-1000} fontSize={12} visibility="hidden">
              00
            </text>
          </g>
        </svg>
      </div>
      <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
        <span>{t('teaching.tree.legendBranch')}</span>
        <span className="text-orange-800">{t('teaching.tree.legendFailed')}</span>
        {objective ? <span className="text-orange-800">{t('review32.treeCut')}</span> : null}
        <span className="text-emerald-800">{t('teaching.tree.legendSolution')}</span>
        <span>{t('teaching.tree.legendOpen')}</span>
        <span>{t('teaching.tree.legendCollapsed')}</span>
        <span>{t('teaching.tree.legendCursor')}</span>
      </p>
    </div>
  );
}
