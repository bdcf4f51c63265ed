/**
 * Cutset conditioning in the app, end to end through the store and the worker's job run inline
 * (inlineStore): on the sample Australia and on random small CSPs whose constraint graph has a
 * cycle (FlatZinc files of random binary tables), with the app's proposed cutset and with one
 * chosen. Each solution is checked by the independent FlatZinc checker; the cutset, by a
 * test-side union-find (remove it: no edge left may join two variables already joined); the
 * number of assignments of the cutset tried, by brute force over the cutset's values (in the
 * cutset's order, values ascending: those that break no constraint among the cutset's variables,
 * up to the first whose rest has a solution). A cutset leaving a cycle, and a kind other than a
 * model, are refused with their reason and never run.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { checkModelSolution } from '../../checkers/model.ts';
import { EventCode } from '../../trace/index.ts';
import { i18n } from '../i18n/index.ts';
import { cutsetNotOffered, modelWithFile } from '../kinds/index.ts';
import { EMPTY_MODEL } from '../kinds/model/puzzle.ts';
import { inlineStore, settled, type InlineStore } from './inlineStore.ts';

/** The sample models as FlatZinc (tests/fixtures/model), as text. */
const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

/** A random CSP as the test knows it: domain sizes (values 0..size-1) and binary tables. */
interface Csp {
  sizes: number[];
  edges: { x: number; y: number; allowed: boolean[][] }[];
}

/** Random CSPs on 3..7 variables whose graph has a cycle (a triangle on 0, 1, 2 at least). */
const csps: fc.Arbitrary<Csp> = fc
  .integer({ min: 3, max: 7 })
  .chain((n) =>
    fc.record({
      sizes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: n, maxLength: n }),
      // Pairs outside the triangle (a filter on the elements could never pass with 3 variables: kept or dropped as a whole).
      extra: fc.uniqueArray(fc.tuple(fc.integer({ min: 0, max: n - 1 }), fc.integer({ min: 0, max: n - 1 })), { maxLength: 8, selector: ([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}` }),
      seed: fc.array(fc.boolean(), { minLength: 200, maxLength: 200 }),
    }),
  )
  .map(({ sizes, extra, seed }) => {
    let k = 0;
    // Mostly allowed pairs, so that some CSPs have solutions and some do not.
    const bit = () => seed[k++ % seed.length]! || seed[(k * 7) % seed.length]!;
    const more = extra.map(([a, b]): [number, number] => [Math.min(a, b), Math.max(a, b)]).filter(([a, b]) => a < b && !(a <= 2 && b <= 2));
    const pairs: [number, number][] = [[0, 1], [1, 2], [0, 2], ...more];
    return { sizes, edges: pairs.map(([x, y]) => ({ x, y, allowed: Array.from({ length: sizes[x]! }, () => Array.from({ length: sizes[y]! }, bit)) })) };
  });

/** The CSP as a FlatZinc file: one `table_int` of allowed pairs per edge. */
function fzn(csp: Csp): string {
  const lines = csp.sizes.map((s, v) => `var 0..${s - 1}: x${v}:: output_var;`);
  for (const e of csp.edges) {
    const tuples = e.allowed.flatMap((row, a) => row.flatMap((ok, b) => (ok ? [a, b] : [])));
    // A table with no allowed pair: a pair outside both domains (allowed nowhere).
    lines.push(`constraint table_int([x${e.x},x${e.y}],[${(tuples.length > 0 ? tuples : [-1, -1]).join(',')}]);`);
  }
  lines.push('solve satisfy;');
  return `${lines.join('\n')}\n`;
}

/** Does every edge with both ends in `values` (set: >= 0) allow them? */
function agrees(csp: Csp, values: number[]): boolean {
  return csp.edges.every((e) => values[e.x]! < 0 || values[e.y]! < 0 || e.allowed[values[e.x]!]![values[e.y]!]);
}

/** Has the CSP a solution extending `values` (brute force over the variables not set)? */
function extends_(csp: Csp, values: number[]): boolean {
  const free = values.flatMap((x, v) => (x < 0 ? [v] : []));
  const go = (i: number): boolean => {
    if (!agrees(csp, values)) return false;
    if (i === free.length) return true;
    const v = free[i]!;
    for (let a = 0; a < csp.sizes[v]!; a++) {
      values[v] = a;
      if (go(i + 1)) return (values[v] = -1), true;
    }
    values[v] = -1;
    return false;
  };
  return go(0);
}

/** The assignments of `cutset` cutset conditioning tries (brute force, see the top), and whether one leads to a solution. */
function bruteCutsetAssignments(csp: Csp, cutset: number[]): { tried: number; solved: boolean } {
  const values = csp.sizes.map(() => -1);
  let tried = 0;
  const go = (i: number): boolean => {
    if (i === cutset.length) {
      if (!agrees(csp, values)) return false;
      tried++;
      return extends_(csp, values);
    }
    for (let a = 0; a < csp.sizes[cutset[i]!]!; a++) {
      values[cutset[i]!] = a;
      if (go(i + 1)) return true;
    }
    values[cutset[i]!] = -1;
    return false;
  };
  const solved = go(0);
  return { tried, solved };
}

/** Does removing `cutset` leave the graph a forest? Union-find: no remaining edge may join two variables already joined. */
function leavesForest(n: number, edges: readonly (readonly [number, number])[], cutset: Iterable<number>): boolean {
  const out = new Set(cutset);
  const root = Array.from({ length: n }, (_, v) => v);
  const find = (v: number): number => (root[v] === v ? v : (root[v] = find(root[v]!)));
  const seen = new Set<string>();
  for (const [a, b] of edges) {
    if (out.has(a) || out.has(b) || a === b) continue;
    const key = `${Math.min(a, b)}-${Math.max(a, b)}`;
    // Two constraints on one pair are one edge of the graph.
    if (seen.has(key)) continue;
    seen.add(key);
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return false;
    root[ra] = rb;
  }
  return true;
}

/** Solve the model file with cutset conditioning in the store (the worker's job inline), to its end. */
async function solveModel(name: string, text: string, cutset: string[] = []): Promise<InlineStore> {
  // Each run from a fresh start (nothing kept from the previous one's saved state).
  globalThis.localStorage?.clear();
  const s = inlineStore();
  s.getState().setKind('model');
  s.getState().loadPuzzles('model', name, [modelWithFile(EMPTY_MODEL, name, text)]);
  s.getState().setAlgorithm({ search: 'cutset', cutset });
  void s.getState().solve();
  await settled(s, (st) => st.phase === 'done' || st.phase === 'error');
  return s;
}

/** The run's solution at its `solution` record, as the engine's values (null: none): each variable's last assignment before it. */
function solutionOf(s: InlineStore): Int32Array | null {
  const trace = s.getState().trace!;
  const at = trace.findNext(0, EventCode.solution);
  if (at < 0) return null;
  const values = new Int32Array(trace.variables).fill(-1);
  for (let k = 0; k < at; k++) if (trace.type(k) === EventCode.assign) values[trace.variable(k)] = trace.value(k);
  return values;
}

/** Random CSPs run through the store (each a whole run of the app's pipeline). */
const RUNS = 40;

describe('cutset conditioning in the app, through the store', () => {
  it('colours Australia on the proposed cutset {sa}: one assignment of it, a solution the FlatZinc checker accepts', async () => {
    await i18n.changeLanguage('en');
    const text = FZN['../../../tests/fixtures/model/australia.fzn']!;
    expect(cutsetNotOffered('model', modelWithFile(EMPTY_MODEL, 'australia.fzn', text))).toBeNull();
    const s = await solveModel('australia.fzn', text);
    const st = s.getState();
    expect(st.runError).toBeNull();
    expect(st.status).toBe('solved');
    expect(st.finalStats?.cutset).toEqual(['sa']);
    expect(st.finalStats?.cutsetAssignments).toBe(1);
    const model = parseFlatZinc(text, 'australia.fzn');
    const values = solutionOf(s)!;
    const built = buildFznProblem(model, 'australia.fzn');
    expect(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
    // The trace starts with the cutset, then its first assignment.
    expect(st.trace!.type(0)).toBe(EventCode.cutset);
    expect(st.trace!.type(1)).toBe(EventCode.condition);
  });

  it('on random CSPs with a cycle: a cycle cutset (union-find), the assignments tried as brute force counts them, every solution checked', async () => {
    await i18n.changeLanguage('en');
    let runs = 0;
    let solved = 0;
    await fc.assert(
      fc.asyncProperty(csps, fc.boolean(), async (csp, choose) => {
        const text = fzn(csp);
        const n = csp.sizes.length;
        // Chosen: every variable but the last two (a forest of at most one edge is left), in reverse order.
        const chosen = choose ? Array.from({ length: n - 2 }, (_, v) => `x${n - 3 - v}`) : [];
        const s = await solveModel('random.fzn', text, chosen);
        const st = s.getState();
        expect(st.runError).toBeNull();
        const names = st.finalStats!.cutset!;
        if (choose) expect(names).toEqual(chosen);
        const cutset = names.map((name) => Number(name.slice(1)));
        expect(leavesForest(n, csp.edges.map((e) => [e.x, e.y] as const), cutset)).toBe(true);
        const brute = bruteCutsetAssignments(csp, cutset);
        expect(st.finalStats!.cutsetAssignments).toBe(brute.tried);
        expect(st.status).toBe(brute.solved ? 'solved' : 'unsatisfiable');
        runs++;
        if (brute.solved) {
          solved++;
          const values = solutionOf(s)!;
          const model = parseFlatZinc(text, 'random.fzn');
          const built = buildFznProblem(model, 'random.fzn');
          expect(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
        } else expect(solutionOf(s)).toBeNull();
      }),
      { numRuns: RUNS },
    );
    expect(runs).toBe(RUNS);
    // The generator gives both kinds of problem.
    expect(solved).toBeGreaterThan(0);
    expect(solved).toBeLessThan(RUNS);
  });

  it('refuses a chosen set that leaves a cycle, naming it, and another kind than a model; neither runs', async () => {
    await i18n.changeLanguage('en');
    const text = FZN['../../../tests/fixtures/model/australia.fzn']!;
    const s = await solveModel('australia.fzn', text, ['t']);
    expect(s.getState().phase).toBe('error');
    expect(s.getState().runError).toBe('Not a cycle cutset: without it the constraint graph still has the cycle wa – nt – sa – wa. Add one of its variables.');
    expect(s.getState().trace).toBeNull();

    const sudoku = inlineStore();
    sudoku.getState().setKind('sudoku');
    sudoku.getState().setAlgorithm({ search: 'cutset' });
    void sudoku.getState().solve();
    expect(sudoku.getState().phase).toBe('error');
    expect(sudoku.getState().runError).toContain('offered for models');
  });
});
