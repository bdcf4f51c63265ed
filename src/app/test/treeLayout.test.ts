import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel } from '../../puzzles/crossword/index.ts';
import { buildSudokuModel, parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { search, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { boardHint, buildGraph } from '../../trace/graphLayout.ts';
import { layoutTree, placeColumns, type TreeItem, type TreePicture } from '../../trace/treeLayout.ts';
import { Trace } from '../../trace/trace.ts';
import { SearchTree, TraceIndex } from '../../trace/traceIndex.ts';
import { commonWords, publicFile, puzzle } from './record.ts';

/** The geometry every picture must have: checked against the items alone. */
function expectTidy(picture: TreePicture) {
  const { items } = picture;
  const children: number[][] = items.map(() => []);
  items.forEach((item, i) => {
    if (item.parentIndex >= 0) children[item.parentIndex]!.push(i);
  });
  // Parent one row above its children, centred over them; siblings left to right in order.
  children.forEach((kids, p) => {
    for (const c of kids) check(items[c]!.depth).toBe(items[p]!.depth + 1);
    if (kids.length === 0) return;
    expect(items[p]!.x).toBeCloseTo((items[kids[0]!]!.x + items[kids[kids.length - 1]!]!.x) / 2, 9);
    for (let j = 1; j < kids.length; j++) expect(items[kids[j]!]!.x - items[kids[j - 1]!]!.x).toBeGreaterThanOrEqual(1 - 1e-9);
  });
  // No two items on a row closer than one column (siblings or not): no overlaps.
  const rows = new Map<number, number[]>();
  for (const item of items) rows.set(item.depth, [...(rows.get(item.depth) ?? []), item.x]);
  for (const xs of rows.values()) {
    xs.sort((a, b) => a - b);
    for (let j = 1; j < xs.length; j++) expect(xs[j]! - xs[j - 1]!).toBeGreaterThanOrEqual(1 - 1e-9);
  }
  // Inside 0..width-1.
  for (const item of items) {
    expect(item.x).toBeGreaterThanOrEqual(-1e-9);
    expect(item.x).toBeLessThanOrEqual(picture.width - 1 + 1e-9);
  }
}

/** A real search tree: seed 000 p4, plain backtracking, cut after `nodes` assignments. */
function realTree(nodes: number) {
  const { problem } = buildCrosswordModel(puzzle('seed000-p4.slots'), commonWords(), { reuse: true });
  const options: Partial<SearchOptions> = { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' };
  const words: number[] = [];
  let assigned = 0;
  for (const e of search(problem, { ...options, record: true })) {
    if (e.type === 'done') break;
    encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
    if (e.type === 'assign' && ++assigned >= nodes) break;
  }
  const trace = new Trace({ variables: problem.variables.length });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  const index = new TraceIndex(trace, sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' }));
  index.sync();
  return { tree: index.tree, current: index.nodeAt(trace.total), position: trace.total };
}

/** A random tree grown depth-first (as a search grows it): each step opens a child or goes back up. */
const randomTree = fc.array(fc.boolean(), { minLength: 1, maxLength: 300 }).map((moves) => {
  const tree = new SearchTree();
  const stack = [0];
  moves.forEach((down, step) => {
    if (down || stack.length === 1) stack.push(tree.add(stack[stack.length - 1]!, stack.length - 1, step, step));
    else stack.pop();
  });
  return { tree, current: stack[stack.length - 1]! };
});

describe('tree layout', () => {
  it('a real search of 2,000 nodes, every node drawn: no overlaps, parents centred above their children, narrower than a column per leaf', () => {
    const { tree, current, position } = realTree(2000);
    const picture = layoutTree(tree, current, position, new Set(), 100_000, { fold: false });
    expect(picture.items).toHaveLength(tree.size);
    expectTidy(picture);
    const leaves = picture.items.filter((_, k) => !picture.items.some((c) => c.parentIndex === k)).length;
    expect(picture.width).toBeLessThan(leaves);
    // The same tree, again: the same picture.
    check(layoutTree(tree, current, position, new Set(), 100_000, { fold: false })).toEqual(picture);
  });

  it('folded: the same geometry on fewer items, the current node among them', () => {
    const { tree, current, position } = realTree(2000);
    const picture = layoutTree(tree, current, position, new Set(), 350);
    expect(picture.items.length).toBeLessThan(60);
    expect(picture.items.filter((i) => i.current)).toHaveLength(1);
    expectTidy(picture);
  });

  it('random trees: tidy, deterministic, and never wider than one column per leaf', () => {
    fc.assert(
      fc.property(randomTree, ({ tree, current }) => {
        const picture = layoutTree(tree, current, tree.size, new Set(), 10_000, { fold: false });
        expect(picture.items).toHaveLength(tree.size);
        expectTidy(picture);
        check(layoutTree(tree, current, tree.size, new Set(), 10_000, { fold: false })).toEqual(picture);
        const columns: TreeItem[] = picture.items.map((i) => ({ ...i }));
        expect(picture.width).toBeLessThanOrEqual(placeColumns(columns) + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});

describe('constraint graph layout (d3-force)', () => {
  it('a Sudoku: inside the unit square, deterministic, no two cells closer than a node in a 400 px box', () => {
    const sudoku = parseSudokuFile(publicFile('puzzles/sudoku-top95.txt'), 'sudoku-top95.txt')[0]!;
    const sketch = sketchProblem(buildSudokuModel(sudoku).problem, { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' });
    const graph = buildGraph(sketch, boardHint(81, null));
    expect(graph.hubs).toHaveLength(27);
    for (const v of [...graph.x, ...graph.y]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1 + 1e-9);
    }
    let least = Infinity;
    for (let a = 0; a < 81; a++) for (let b = a + 1; b < 81; b++) least = Math.min(least, Math.hypot(graph.x[a]! - graph.x[b]!, graph.y[a]! - graph.y[b]!));
    // ConstraintGraph draws 81 variables with a radius of 8 px in about 356 px.
    expect(least * 356).toBeGreaterThan(16);
    // The board's shape survives: row 1 above row 9, column 1 left of column 9, on average.
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const at = (f: (v: number) => boolean, c: Float64Array) => mean(Array.from({ length: 81 }, (_, v) => v).filter(f).map((v) => c[v]!));
    expect(at((v) => v < 9, graph.y)).toBeLessThan(at((v) => v >= 72, graph.y));
    expect(at((v) => v % 9 === 0, graph.x)).toBeLessThan(at((v) => v % 9 === 8, graph.x));
    check(buildGraph(sketch, boardHint(81, null))).toEqual(graph);
  });
});
