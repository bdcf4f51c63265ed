import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel } from '../../puzzles/crossword/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { search, type Problem, type SearchOptions } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS, EventCode } from '../../trace/codes.ts';
import { sketchProblem } from '../../trace/sketch.ts';
import { DomainCursor } from '../../trace/domains.ts';
import { layoutTree } from '../../trace/treeLayout.ts';
import { Trace } from '../../trace/trace.ts';
import { TraceIndex } from '../../trace/traceIndex.ts';
import { commonWords, publicFile, puzzle } from './record.ts';

function recordProblem(problem: Problem, options: Partial<SearchOptions>, checkpointInterval = 64) {
  const events = [...search(problem, { ...options, record: true })].filter((e) => e.type !== 'done');
  const words: number[] = [];
  for (const e of events) encodeEvent(e, (t, v, x, y) => words.push(t, v, x, y));
  const count = words.length / EVENT_FIELDS;
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval });
  trace.append(Int32Array.from(words), count);
  const sketch = sketchProblem(problem, { inference: options.inference ?? 'fc', ac3: options.ac3 ?? false, variableOrder: options.variableOrder ?? 'mrv', valueOrder: 'lex' });
  return { events, trace, sketch };
}

/**
 * Domains from the solver's own event objects, walked alongside the index: an assignment saves
 * every domain, its backtrack restores them; a prune removes one value. At each position the
 * domain projection's sizes (and masks, when the values fit in one) must match; every `every`-th
 * position the index's full domains and prune causes too.
 */
function checkDomains(problem: Problem, options: Partial<SearchOptions>, every = 5) {
  const { events, trace, sketch } = recordProblem(problem, options, 16);
  check(trace.total).toBe(events.length);
  const history = new TraceIndex(trace, sketch);
  history.sync();
  const forward = new DomainCursor(history);
  const random = new DomainCursor(history);
  const maskOf = (present: Uint8Array) => present.reduce((m, x, k) => (x ? m | (1 << k) : m), 0);
  type Domains = { present: Uint8Array[]; size: Int32Array };
  const initial = problem.variables.map((v) => {
    const present = new Uint8Array(v.size);
    for (const x of v.initial ?? Array.from({ length: v.size }, (_, k) => k)) present[x] = 1;
    return present;
  });
  let domains: Domains = { present: initial, size: Int32Array.from(initial, (d) => d.reduce((a, b) => a + b, 0)) };
  const copy = (d: Domains): Domains => ({ present: d.present.map((x) => x.slice()), size: d.size.slice() });
  const saved: Domains[] = [];
  const refSizes: Int32Array[] = [];
  for (let p = 0; p <= events.length; p++) {
    if (p > 0) {
      const e = events[p - 1]!;
      if (e.type === 'assign') saved.push(copy(domains));
      if (e.type === 'prune') {
        domains.present[e.variable]![e.value] = 0;
        domains.size[e.variable]!--;
      }
      if (e.type === 'backtrack') domains = saved.pop()!;
      if (e.type === 'backjump') for (let k = 0; k < e.variables.length; k++) domains = saved.pop()!;
    }
    refSizes.push(domains.size.slice());
    check(forward.sizesAt(p)).toEqual(refSizes[p]);
    if (forward.masks) check(Array.from(forward.masks)).toEqual(domains.present.map(maskOf));
    if (p % every !== 0 && p !== events.length) continue;
    for (let v = 0; v < problem.variables.length; v++) {
      const { remaining, pruned } = history.domainAt(v, p);
      check(remaining.length).toBe(domains.size[v]);
      check(remaining.every((x) => domains.present[v]![x] === 1)).toBe(true);
      for (const x of pruned) {
        const e = events[x.event]!;
        check(e.type === 'prune' && e.variable === v && e.value === x.value && e.constraint === x.constraint).toBe(true);
      }
    }
  }
  // Backwards and scattered seeks give the same sizes.
  for (let p = events.length; p >= 0; p -= 3) check(random.sizesAt(p)).toEqual(refSizes[p]);
  for (const p of [0, events.length, Math.floor(events.length / 2), 1, events.length - 1]) check(random.sizesAt(p)).toEqual(refSizes[p]);
  return { events, history, trace };
}

describe('domains at the cursor', () => {
  it('match a replay of the solver’s own events (crossword, forward checking)', () => {
    const layout = puzzle('seed000-p4.slots');
    const model = buildCrosswordModel(layout, commonWords(), { reuse: true });
    const { events } = checkDomains(model.problem, { inference: 'fc', variableOrder: 'mrv' }, 31);
    check(events.some((e) => e.type === 'backtrack' && e.restored > 0)).toBe(true);
  });

  it('match a replay with MAC and AC-3 first (crossword)', () => {
    const model = buildCrosswordModel(puzzle('seed000-p3.slots'), commonWords(), { reuse: true });
    checkDomains(model.problem, { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg' }, 23);
  });

  it('match a replay on a Futoshiki with GAC all-different', () => {
    const text = publicFile('puzzles/futoshiki-own-5x5.txt');
    const model = buildFutoshikiModel(parseFutoshiki(text, '5x5'), { alldiff: 'gac' });
    const { history } = checkDomains(model.problem, { inference: 'mac', ac3: true, variableOrder: 'mrv' });
    // Five values a cell: the projection keeps candidate masks too (checked above).
    expect(history.initialMasks).not.toBeNull();
  });
});

describe('search tree', () => {
  it('has one node per assignment, closed by its backtrack, solution marked', () => {
    const layout = puzzle('seed000-p4.slots');
    const model = buildCrosswordModel(layout, commonWords(), { reuse: true });
    const { events, trace, sketch } = recordProblem(model.problem, { inference: 'fc', variableOrder: 'static' });
    const history = new TraceIndex(trace, sketch);
    history.sync();
    const tree = history.tree;
    const assigns = events.filter((e) => e.type === 'assign').length;
    const backtracks = events.filter((e) => e.type === 'backtrack').length;
    check(tree.size).toBe(assigns + 1);
    let closed = 0;
    for (let n = 1; n < tree.size; n++) if (!tree.isOpen(n)) closed++;
    check(closed).toBe(backtracks);
    // The node at the end is the solution leaf, at depth = number of slots.
    const end = history.nodeAt(trace.total);
    check(tree.isSolution(end)).toBe(true);
    check(tree.depth.at(end)).toBe(layout.slots.length);
    // Walking up from it gives the solution's assignment.
    const solution = events.find((e) => e.type === 'solution')!;
    if (solution.type !== 'solution') throw new Error('no solution');
    for (let n = end; n > 0; n = tree.parent.at(n)) check(tree.value.at(n)).toBe(solution.values[tree.variable.at(n)]);
    // Failed nodes are closed and hold no solution; every node's children start after it.
    for (let n = 1; n < tree.size; n++) {
      if (tree.isFailed(n)) check(tree.hasSolution(n)).toBe(false);
      for (const c of tree.children(n)) expect(tree.start.at(c)).toBeGreaterThan(tree.start.at(n));
    }
  });

  it('draws the path and solution, collapses failed siblings, and stays under the cap', () => {
    const model = buildCrosswordModel(puzzle('seed000-p2.slots'), commonWords(), { reuse: true });
    const { sketch, trace } = recordProblem(model.problem, { inference: 'none', variableOrder: 'static' });
    const h = new TraceIndex(trace, sketch);
    h.sync();
    const current = h.nodeAt(trace.total);
    const picture = layoutTree(h.tree, current, trace.total, new Set(), 120);
    expect(picture.items.length).toBeLessThanOrEqual(121 + picture.maxDepth);
    expect(picture.items.filter((i) => i.current)).toHaveLength(1);
    check(picture.items.some((i) => i.kind === 'solution')).toBe(true);
    const groups = picture.items.filter((i) => i.kind === 'group');
    expect(groups.length).toBeGreaterThan(0);
    for (const g of groups) for (const m of g.members) check(h.tree.isFailed(m)).toBe(true);
    // Every drawn node lies inside its parent's column span… and the root is item 0.
    check(picture.items[0]!.kind).toBe('root');
    for (const item of picture.items) if (item.parentIndex >= 0) check(picture.items[item.parentIndex]!.depth).toBe(item.depth - 1);
  });
});

describe('backjumps', () => {
  it('restore the domains of every assignment they take back, and close those tree nodes', () => {
    const model = buildCrosswordModel(puzzle('seed000-p4.slots'), commonWords(), { reuse: true });
    const options: Partial<SearchOptions> = { inference: 'fc', ac3: false, variableOrder: 'static', backjump: true };
    const { events, history, trace } = checkDomains(model.problem, options, 29);
    check(events.some((e) => e.type === 'backjump' && e.restored > 0)).toBe(true);
    const tree = history.tree;
    for (let i = 0; i < trace.recorded; i++) {
      if (trace.type(i) !== EventCode.backjump) continue;
      const before = history.nodeAt(i);
      const after = history.nodeAt(i + 1);
      check(tree.depth.at(after)).toBe(trace.value(i));
      // The nodes between are closed at the backjump; the node jumped to stays open.
      for (let n = before; n !== after; n = tree.parent.at(n)) check(tree.end.at(n)).toBe(i);
      check(tree.isOpen(after)).toBe(true);
    }
    const end = history.nodeAt(trace.total);
    check(tree.isSolution(end)).toBe(true);
  });
});

describe('restarts', () => {
  it('take every domain back to where search began, and the tree back to its root', () => {
    const model = buildCrosswordModel(puzzle('swordsmith-4x.grid'), commonWords());
    const options: Partial<SearchOptions> = { inference: 'fc', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'random', seed: 3, restarts: 'luby', restartBase: 1, nodeLimit: 400 };
    const { events, trace, sketch } = recordProblem(model.problem, options, 16);
    const history = new TraceIndex(trace, sketch);
    history.sync();
    const cursor = new DomainCursor(history);
    // Sizes when the search phase begins: the initial sizes less AC-3's prunes, counted from the events.
    const atSearch = Int32Array.from(model.problem.variables, (v) => v.initial?.length ?? v.size);
    for (const e of events) {
      if (e.type === 'phase' && e.phase === 'search') break;
      if (e.type === 'prune') atSearch[e.variable]!--;
    }
    let restarts = 0;
    for (let i = 0; i < trace.recorded; i++) {
      if (trace.type(i) !== EventCode.restart) continue;
      restarts++;
      check(Array.from(cursor.sizesAt(i + 1))).toEqual(Array.from(atSearch));
      check(history.nodeAt(i + 1)).toBe(0);
      // Stepping back over the restart brings back the prunes it took back.
      const before = cursor.sizesAt(i);
      const gone = Array.from(atSearch).reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0);
      check(gone).toBe(trace.extra(i));
    }
    check(restarts).toBe(events.filter((e) => e.type === 'restart').length);
    expect(restarts).toBeGreaterThan(2);
  });
});

describe('indexing a part at a time', () => {
  it('gives the same index as indexing at once, and says when it has caught up', () => {
    const problem = buildCrosswordModel(puzzle('seed000-p4.slots'), commonWords()).problem;
    // Two recordings of the same search: each index writes the domains into its own trace's checkpoints.
    const { trace, sketch } = recordProblem(problem, { inference: 'fc', variableOrder: 'static' }, 16);
    const other = recordProblem(problem, { inference: 'fc', variableOrder: 'static' }, 16);
    const whole = new TraceIndex(trace, sketch);
    check(whole.sync()).toBe(true);
    const parts = new TraceIndex(other.trace, other.sketch);
    let calls = 0;
    while (!parts.sync(997)) calls++;
    check(calls).toBe(Math.ceil(trace.recorded / 997) - 1);
    check(parts.indexed).toBe(whole.indexed);
    const a = new DomainCursor(whole);
    const b = new DomainCursor(parts);
    for (let p = 0; p <= trace.recorded; p += 7) check(Array.from(b.sizesAt(p))).toEqual(Array.from(a.sizesAt(p)));
    check(parts.tree.parent.length).toBe(whole.tree.parent.length);
    check(Array.from(parts.tree.end.data.subarray(0, parts.tree.end.length))).toEqual(Array.from(whole.tree.end.data.subarray(0, whole.tree.end.length)));
  });
});
