/**
 * Tree and graph layouts: ours (hand-written) against the libraries, on real runs. Run on demand:
 * `npm run bench layouts` (not a timed test).
 *
 * Trees: seed 000 p4 (8 x 8, the 3,000 common words, words may repeat) and the lesson's 8 x 8
 * grid (words once each) with plain backtracking (none/static), cut at 100, 1,000 and 10,000 nodes, every node drawn (fold off). Placements:
 * one column per leaf (ours before), d3-hierarchy's tidy tree (now), elkjs's mrtree. Reported:
 * best time of the repeats (the machine may be shared: the best is the steadiest), width in node spacings, sibling overlaps (neighbours on a row closer than one
 * spacing), parents not centred over their children.
 *
 * Graphs: the constraint graphs of the 8 x 8 lesson grid, a 15 x 15 grid and a Sudoku (one
 * all-different hub per unit). Engines: our Fruchterman–Reingold (the
 * app's iteration counts), d3-force (now), elkjs stress. Reported: best time, edge crossings,
 * node overlaps and the smallest node distance when drawn in a 400 px box.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { buildCrosswordModel, parseDictionary, parseGridFile, parseSlotFile, WordIndex, type CrosswordLayout } from '../src/puzzles/crossword/index.ts';
import { SEED000_REUSE } from '../src/puzzles/experiments.ts';
import { buildSudokuModel, parseSudokuFile } from '../src/puzzles/sudoku/index.ts';
import { search, type Problem } from '../src/solver/index.ts';
import { encodeEvent } from '../src/worker/encode.ts';
import { EVENT_FIELDS, sketchProblem, Trace, TraceIndex, layoutTree, placeColumns, placeTidy, type TreeItem, boardHint, buildGraph, type GraphEngine, type GraphPicture } from '../src/trace/index.ts';
import { readPublic } from '../tests/data.ts';
import { printTable } from './table.ts';

const elk = new ELK();

function time<T>(f: () => T, reps: number): { ms: number; result: T } {
  let result = f();
  const times: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t = performance.now();
    result = f();
    times.push(performance.now() - t);
  }
  return { ms: Math.min(...times), result };
}

async function timeAsync<T>(f: () => Promise<T>, reps: number): Promise<{ ms: number; result: T }> {
  let result = await f();
  const times: number[] = [];
  for (let r = 0; r < reps; r++) {
    const t = performance.now();
    result = await f();
    times.push(performance.now() - t);
  }
  return { ms: Math.min(...times), result };
}

/** A real search tree of (about) `nodes` nodes: the events up to that many assignments. */
function recordTree(problem: Problem, nodes: number) {
  const words: number[] = [];
  let assigned = 0;
  let stop = false;
  for (const e of search(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex', record: true })) {
    if (e.type === 'done') break;
    if (e.type === 'assign') {
      if (assigned + 1 >= nodes) stop = true;
      assigned++;
    }
    encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
    if (stop) break;
  }
  const count = words.length / EVENT_FIELDS;
  const trace = new Trace({ variables: problem.variables.length });
  trace.append(Int32Array.from(words), count);
  const index = new TraceIndex(trace, sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' }));
  index.sync();
  return { index, total: trace.total };
}

/** Neighbours on the same row closer than one spacing; parents off the middle of their children. */
function treeQuality(items: readonly TreeItem[]) {
  const rows = new Map<number, number[]>();
  for (const i of items) rows.set(i.depth, [...(rows.get(i.depth) ?? []), i.x]);
  let overlaps = 0;
  for (const xs of rows.values()) {
    xs.sort((a, b) => a - b);
    for (let k = 1; k < xs.length; k++) if (xs[k]! - xs[k - 1]! < 1 - 1e-9) overlaps++;
  }
  const kids: number[][] = items.map(() => []);
  items.forEach((it, k) => (it.parentIndex >= 0 ? kids[it.parentIndex]!.push(k) : undefined));
  let offCentre = 0;
  kids.forEach((c, p) => {
    if (c.length === 0) return;
    const mid = (items[c[0]!]!.x + items[c[c.length - 1]!]!.x) / 2;
    if (Math.abs(items[p]!.x - mid) > 1e-6) offCentre++;
  });
  return { overlaps, offCentre };
}

async function elkTree(items: readonly TreeItem[]) {
  const graph = {
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'mrtree', 'elk.spacing.nodeNode': '10', 'elk.direction': 'DOWN' },
    children: items.map((_, k) => ({ id: `n${k}`, width: 10, height: 10 })),
    edges: items.flatMap((it, k) => (it.parentIndex >= 0 ? [{ id: `e${k}`, sources: [`n${it.parentIndex}`], targets: [`n${k}`] }] : [])),
  };
  const out = await elk.layout(graph);
  const xs = (out.children ?? []).map((c) => c.x ?? 0);
  // In node spacings (a node of 10 and a gap of 10).
  return (Math.max(...xs) - Math.min(...xs)) / 20 + 1;
}

async function trees() {
  const words = new WordIndex(parseDictionary(readPublic('dictionaries/english-common.txt')).words);
  const seed = buildCrosswordModel(parseSlotFile(readPublic('puzzles/seed000-p4.slots'), 'seed000-p4.slots')[0]!, words, { reuse: SEED000_REUSE }).problem;
  const lesson = buildCrosswordModel(parseGridFile(readPublic('puzzles/lesson-8x8.grid'), 'lesson-8x8.grid'), words).problem;
  const rows: string[][] = [];
  for (const [name, problem, size] of [
    ['seed 000 p4', seed, 100],
    ['seed 000 p4', seed, 1_000],
    ['seed 000 p4', seed, 10_000],
    ['lesson 8 x 8', lesson, 1_000],
    ['lesson 8 x 8', lesson, 10_000],
  ] as const) {
    const { index, total } = recordTree(problem, size);
    const tree = index.tree;
    const current = index.nodeAt(total);
    const reps = size >= 10_000 ? 5 : 20;
    // The selection alone (which items), then each placement on the same items.
    const all = layoutTree(tree, current, total, new Set(), 1_000_000, { fold: false, place: 'columns' });
    const columns = time(() => placeColumns(all.items.map((i) => ({ ...i }))), reps);
    const colItems = all.items.map((i) => ({ ...i }));
    placeColumns(colItems);
    const tidyItems = all.items.map((i) => ({ ...i }));
    const tidy = time(() => placeTidy(tidyItems), reps);
    const elkRun = size <= 1_000 ? await timeAsync(() => elkTree(all.items), reps) : null;
    const whole = time(() => layoutTree(tree, current, total, new Set(), 1_000_000, { fold: false }), reps);
    const folded = layoutTree(tree, current, total, new Set(), 350);
    const foldedCols = layoutTree(tree, current, total, new Set(), 350, { place: 'columns' });
    const qc = treeQuality(colItems);
    const qt = treeQuality(tidyItems);
    rows.push([
      `${name}: ${tree.size.toLocaleString('en')} (depth ${all.maxDepth})`,
      `${columns.ms.toFixed(2)} / ${tidy.ms.toFixed(2)} / ${elkRun ? elkRun.ms.toFixed(1) : '—'}`,
      `${columns.result} / ${tidy.result.toFixed(0)} / ${elkRun ? elkRun.result.toFixed(0) : '—'}`,
      `${qc.overlaps}, ${qc.offCentre} / ${qt.overlaps}, ${qt.offCentre}`,
      `${whole.ms.toFixed(2)}`,
      `${folded.items.length}: ${foldedCols.width} / ${folded.width.toFixed(0)}`,
    ]);
  }
  console.log('Search trees, none/static; placements: columns (ours before) / d3-hierarchy tidy (now) / elkjs mrtree');
  printTable(['nodes', 'place ms', 'width (spacings)', 'overlaps, off-centre', 'whole layoutTree ms (tidy)', 'folded (cap 350): items: width'], rows);
}

/** Segments crossing (sharing no end). */
function crossings(g: GraphPicture): number {
  const { x, y, edges } = g;
  const side = (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => Math.sign((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  let count = 0;
  for (let i = 0; i < edges.length; i++) {
    const [a, b] = edges[i]!;
    for (let j = i + 1; j < edges.length; j++) {
      const [c, d] = edges[j]!;
      if (a === c || a === d || b === c || b === d) continue;
      const d1 = side(x[a]!, y[a]!, x[b]!, y[b]!, x[c]!, y[c]!);
      const d2 = side(x[a]!, y[a]!, x[b]!, y[b]!, x[d]!, y[d]!);
      const d3 = side(x[c]!, y[c]!, x[d]!, y[d]!, x[a]!, y[a]!);
      const d4 = side(x[c]!, y[c]!, x[d]!, y[d]!, x[b]!, y[b]!);
      if (d1 * d2 < 0 && d3 * d4 < 0) count++;
    }
  }
  return count;
}

/** Drawn in a 400 px box as ConstraintGraph draws it: node pairs closer than a node's diameter, and the smallest distance. */
function overlaps(g: GraphPicture) {
  const n = g.variables;
  const W = 400 - 44;
  const r = n > 150 ? 5 : n > 60 ? 8 : 12;
  let count = 0;
  let least = Infinity;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) {
      const d = Math.hypot((g.x[i]! - g.x[j]!) * W, (g.y[i]! - g.y[j]!) * W);
      least = Math.min(least, d);
      if (d < 2 * r) count++;
    }
  return { count, least, r };
}

async function elkGraph(g: GraphPicture) {
  const total = g.x.length;
  const graph = {
    id: 'root',
    layoutOptions: { 'elk.algorithm': 'stress', 'elk.stress.desiredEdgeLength': '40' },
    children: Array.from({ length: total }, (_, k) => ({ id: `n${k}`, width: 10, height: 10, x: g.x[k]! * 400, y: g.y[k]! * 400 })),
    edges: g.edges.map(([a, b], k) => ({ id: `e${k}`, sources: [`n${a}`], targets: [`n${b}`] })),
  };
  const out = await elk.layout(graph);
  const x = new Float64Array(total);
  const y = new Float64Array(total);
  for (const c of out.children ?? []) {
    const k = Number(c.id.slice(1));
    x[k] = c.x ?? 0;
    y[k] = c.y ?? 0;
  }
  const minX = Math.min(...x);
  const minY = Math.min(...y);
  const span = Math.max(1e-9, Math.max(...x) - minX, Math.max(...y) - minY);
  for (let k = 0; k < total; k++) {
    x[k] = (x[k]! - minX) / span;
    y[k] = (y[k]! - minY) / span;
  }
  return { ...g, x, y };
}

async function graphs() {
  const words = new WordIndex(parseDictionary(readPublic('dictionaries/english-common.txt')).words);
  // Words once each, as the app solves them by default (an all-different hub per word length).
  const crossword = (file: string) => {
    const layout: CrosswordLayout = parseGridFile(readPublic(`puzzles/${file}`), file);
    return { problem: buildCrosswordModel(layout, words, { reuse: false }).problem, layout };
  };
  const sudoku = parseSudokuFile(readPublic('puzzles/sudoku-top95.txt'), 'sudoku-top95.txt')[0]!;
  const cases: { name: string; problem: Problem; layout: CrosswordLayout | null }[] = [
    { name: 'lesson 8 x 8', ...crossword('lesson-8x8.grid') },
    { name: '15 x 15 (swordsmith common)', ...crossword('swordsmith-15xcommon.grid') },
    // One all-different per unit (either propagation form draws the same graph): 27 hubs.
    { name: 'Sudoku', problem: buildSudokuModel(sudoku).problem, layout: null },
  ];
  const rows: string[][] = [];
  for (const c of cases) {
    const sketch = sketchProblem(c.problem, { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' });
    const n = sketch.names.length;
    const hint = boardHint(n, c.layout);
    const iterations = n > 250 ? 60 : 200;
    const run = (engine: GraphEngine) => time(() => buildGraph(sketch, hint, iterations, engine), 5);
    const fr = run('fr');
    const d3 = run('d3');
    const elkRun = await timeAsync(() => elkGraph(fr.result), 3);
    const cell = (r: { ms: number; result: GraphPicture }) => {
      const o = overlaps(r.result);
      return `${r.ms.toFixed(1)} ms, ${crossings(r.result)} ×, ${o.count} ov, ${o.least.toFixed(1)} px`;
    };
    rows.push([`${c.name}: ${n} vars, ${fr.result.hubs.length} hubs, ${fr.result.edges.length} edges`, cell(fr), cell(d3), cell(elkRun)]);
  }
  console.log('\nConstraint graphs: time, edge crossings (×), node overlaps in a 400 px box (ov), smallest node distance');
  printTable(['graph', 'ours (FR)', 'd3-force', 'elkjs stress'], rows);
}

export async function run(): Promise<void> {
  const only = process.argv.slice(3);
  if (!only.includes('--graphs')) await trees();
  if (!only.includes('--trees')) await graphs();
}
