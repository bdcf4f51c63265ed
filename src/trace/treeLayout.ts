/**
 * A bounded picture of a search tree: the path to the current node, the subtrees holding
 * solutions, and whatever the user opened are drawn node by node; every run of consecutive failed
 * siblings elsewhere is one collapsed item ("✕ 37 tries, 412 nodes"), unless `fold` is off. At
 * most `cap` items.
 *
 * Which items to draw is ours (it knows the search); where they go is d3-hierarchy's tidy tree
 * (Reingold–Tilford in Buchheim et al.'s linear time): subtrees pack against each other's
 * contours, so a deep search is several times narrower than one column per leaf (`placeColumns`,
 * the layout this replaced, kept for the benchmark: bench/layouts.ts).
 */
import { hierarchy, tree as tidyTree } from 'd3-hierarchy';
import type { SearchTree } from './traceIndex.ts';

export type TreeItemKind = 'root' | 'branch' | 'failed' | 'solution' | 'open' | 'group' | 'more';

export interface TreeItem {
  /** Node id (group: its first node). */
  node: number;
  kind: TreeItemKind;
  /** For a group: the sibling nodes it stands for. */
  members: number[];
  /** Nodes in the subtree(s) it stands for. */
  size: number;
  x: number;
  depth: number;
  parentIndex: number;
  onPath: boolean;
  current: boolean;
  /** Assigned after the cursor. */
  future: boolean;
}

export interface TreePicture {
  items: TreeItem[];
  /** Columns used (x runs 0..width-1; the tidy layout's x may fall between whole columns). */
  width: number;
  maxDepth: number;
  truncated: boolean;
}

/** Final status of a node in the recorded tree (the cursor only fades future nodes). */
export function nodeKind(tree: SearchTree, node: number): TreeItemKind {
  if (node === 0) return 'root';
  if (tree.isSolution(node)) return 'solution';
  if (tree.isFailed(node)) return 'failed';
  return tree.hasSolution(node) ? 'branch' : 'open';
}

export interface LayoutOptions {
  /** Fold runs of failed siblings into one item (default true); off: every node, up to the cap. */
  fold?: boolean;
  /** How to place the items: 'tidy' (d3-hierarchy, default) or 'columns' (one column per leaf). */
  place?: 'tidy' | 'columns';
}

export function layoutTree(tree: SearchTree, current: number, position: number, expanded: ReadonlySet<number>, cap = 400, options: LayoutOptions = {}): TreePicture {
  const fold = options.fold ?? true;
  const sizes = tree.subtreeSizes();
  const path = new Set<number>();
  for (let v = current; v >= 0; v = tree.parent.at(v)) path.add(v);
  const items: TreeItem[] = [];
  let truncated = false;
  let maxDepth = 0;

  const place = (item: TreeItem): number => {
    items.push(item);
    maxDepth = Math.max(maxDepth, item.depth);
    return items.length - 1;
  };

  const visit = (node: number, parentIndex: number): number => {
    const depth = tree.depth.at(node);
    const index = place({
      node,
      kind: nodeKind(tree, node),
      members: [node],
      size: sizes[node]!,
      depth,
      parentIndex,
      onPath: path.has(node),
      current: node === current,
      future: node > 0 && tree.start.at(node) >= position,
      x: 0,
    });
    const children = tree.children(node);
    const open = !fold || node === 0 || path.has(node) || tree.hasSolution(node) || expanded.has(node);
    if (children.length === 0 || !open) return index;
    let run: number[] = [];
    const flush = () => {
      if (run.length === 0) return;
      const members = run;
      run = [];
      const size = members.reduce((a, m) => a + sizes[m]!, 0);
      const only = members.length === 1 ? members[0]! : -1;
      place({
        node: members[0]!,
        kind: only >= 0 ? nodeKind(tree, only) : 'group',
        members,
        size,
        depth: depth + 1,
        parentIndex: index,
        onPath: false,
        current: false,
        future: tree.start.at(members[0]!) >= position,
        x: 0,
      });
    };
    for (let k = 0; k < children.length; k++) {
      const child = children[k]!;
      if (items.length >= cap) {
        flush();
        // Fold the rest, but never the child on the path to the cursor: it is drawn after them.
        const onPath = children.slice(k).find((c) => path.has(c));
        const rest = children.slice(k).filter((c) => c !== onPath);
        truncated = true;
        if (rest.length === 0) {
          visit(onPath!, index);
          break;
        }
        place({
          node: rest[0]!,
          kind: 'more',
          members: rest,
          size: rest.reduce((a, m) => a + sizes[m]!, 0),
          depth: depth + 1,
          parentIndex: index,
          onPath: false,
          current: false,
          future: false,
          x: 0,
        });
        if (onPath !== undefined) visit(onPath, index);
        break;
      }
      const showOwn = !fold || path.has(child) || tree.hasSolution(child) || expanded.has(child) || tree.isOpen(child);
      if (showOwn) {
        flush();
        visit(child, index);
      } else {
        run.push(child);
      }
    }
    flush();
    return index;
  };
  visit(0, -1);
  // Selection only decides which items there are; placing them is one pass after it.
  const width = options.place === 'columns' ? placeColumns(items) : placeTidy(items);
  return { items, width, maxDepth, truncated };
}

/** One column per leaf, in order; a parent midway between its first and last child. Returns the width. */
export function placeColumns(items: TreeItem[]): number {
  const children = childLists(items);
  let column = 0;
  // Leaves in preorder; then parents bottom-up (items are in preorder: children after their parent).
  for (let i = 0; i < items.length; i++) if (children[i]!.length === 0) items[i]!.x = column++;
  for (let i = items.length - 1; i >= 0; i--) {
    const kids = children[i]!;
    if (kids.length > 0) items[i]!.x = (items[kids[0]!]!.x + items[kids[kids.length - 1]!]!.x) / 2;
  }
  return Math.max(1, column);
}

/** The tidy tree (d3-hierarchy) with unit spacing between neighbours; x from 0. Returns the width. */
export function placeTidy(items: TreeItem[]): number {
  if (items.length === 0) return 1;
  const children = childLists(items);
  const root = hierarchy<number>(0, (i) => children[i]);
  tidyTree<number>()
    .nodeSize([1, 1])
    .separation(() => 1)(root);
  let min = Infinity;
  let max = -Infinity;
  root.each((n) => {
    const x = n.x ?? 0;
    items[n.data]!.x = x;
    if (x < min) min = x;
    if (x > max) max = x;
  });
  for (const item of items) item.x -= min;
  return Math.max(1, max - min + 1);
}

/** Each item's children, in order. */
function childLists(items: readonly TreeItem[]): number[][] {
  const children: number[][] = items.map(() => []);
  items.forEach((item, i) => {
    if (item.parentIndex >= 0) children[item.parentIndex]!.push(i);
  });
  return children;
}
