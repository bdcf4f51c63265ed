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
import { check } from '../../../tests/check.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { checkModelSolution } from '../../checkers/model.ts';
import { EventCode } from '../../trace/index.ts';
import { i18n } from '../i18n/index.ts';
import { cutsetNotOffered, modelWithFile } from '../kinds/index.ts';
import { EMPTY_MODEL } from '../kinds/model/puzzle.ts';
import { inlineStore, settled, type InlineStore } from './inlineStore.ts';
import { bruteCutsetAssignments, csps, fzn, leavesForest } from './cutsetCsps.ts';

/** The sample models as FlatZinc (tests/fixtures/model), as text. */
const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

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
    check(st.status).toBe('solved');
    check(st.finalStats?.cutset).toEqual(['sa']);
    check(st.finalStats?.cutsetAssignments).toBe(1);
    const model = parseFlatZinc(text, 'australia.fzn');
    const values = solutionOf(s)!;
    const built = buildFznProblem(model, 'australia.fzn');
    check(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
    // The trace starts with the cutset, then its first assignment.
    check(st.trace!.type(0)).toBe(EventCode.cutset);
    check(st.trace!.type(1)).toBe(EventCode.condition);
  });

  it('a cutset chosen on another model gives way to the proposal; one with a name of this model stays, refused naming the unknown one', async () => {
    await i18n.changeLanguage('en');
    const australia = FZN['../../../tests/fixtures/model/australia.fzn']!;
    globalThis.localStorage?.clear();
    const s = inlineStore();
    s.getState().setKind('model');
    s.getState().loadPuzzles('model', 'australia.fzn', [modelWithFile(EMPTY_MODEL, 'australia.fzn', australia)]);
    s.getState().setAlgorithm({ search: 'cutset', cutset: ['sa'] });
    check(s.getState().cutset).toEqual(['sa']);
    // Another model, whose variables are x0, x1, ...: nothing of {sa} is there.
    // Three variables of two values each, pairwise different: a triangle, no solution.
    const different = [[false, true], [true, false]];
    const other = fzn({ sizes: [2, 2, 2], edges: [[0, 1], [1, 2], [0, 2]].map(([x, y]) => ({ x: x!, y: y!, allowed: different })) });
    s.getState().loadPuzzles('model', 'ring.fzn', [modelWithFile(EMPTY_MODEL, 'ring.fzn', other)]);
    check(s.getState().cutset).toEqual([]);
    void s.getState().solve();
    await settled(s, (st) => st.phase === 'done' || st.phase === 'error');
    expect(s.getState().runError).toBeNull();
    check(s.getState().status).toBe('unsatisfiable');
    // Back on Australia, a set naming one of its variables and an unknown one is kept, and refused.
    s.getState().loadPuzzles('model', 'australia.fzn', [modelWithFile(EMPTY_MODEL, 'australia.fzn', australia)]);
    s.getState().setAlgorithm({ cutset: ['sa', 'x0'] });
    s.getState().loadPuzzles('model', 'australia.fzn', [modelWithFile(EMPTY_MODEL, 'australia.fzn', australia)]);
    check(s.getState().cutset).toEqual(['sa', 'x0']);
    void s.getState().solve();
    await settled(s, (st) => st.phase === 'done' || st.phase === 'error' || st.phase === 'idle');
    check(s.getState().runError ?? '').toContain('x0');
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
        if (choose) check(names).toEqual(chosen);
        const cutset = names.map((name) => Number(name.slice(1)));
        check(leavesForest(n, csp.edges.map((e) => [e.x, e.y] as const), cutset)).toBe(true);
        const brute = bruteCutsetAssignments(csp, cutset);
        check(st.finalStats!.cutsetAssignments).toBe(brute.tried);
        check(st.status).toBe(brute.solved ? 'solved' : 'unsatisfiable');
        runs++;
        if (brute.solved) {
          solved++;
          const values = solutionOf(s)!;
          const model = parseFlatZinc(text, 'random.fzn');
          const built = buildFznProblem(model, 'random.fzn');
          check(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
        } else expect(solutionOf(s)).toBeNull();
      }),
      { numRuns: RUNS },
    );
    check(runs).toBe(RUNS);
    // The generator gives both kinds of problem.
    expect(solved).toBeGreaterThan(0);
    expect(solved).toBeLessThan(RUNS);
  });

  it('refuses a chosen set that leaves a cycle, naming it, and another kind than a model; neither runs', async () => {
    await i18n.changeLanguage('en');
    const text = FZN['../../../tests/fixtures/model/australia.fzn']!;
    const s = await solveModel('australia.fzn', text, ['t']);
    check(s.getState().phase).toBe('error');
    check(s.getState().runError).toBe('Not a cycle cutset: without it the constraint graph still has the cycle wa – nt – sa – wa. Add one of its variables.');
    expect(s.getState().trace).toBeNull();

    // Exercise mode asks no question of cutset conditioning: refused, saying so.
    const exercise = inlineStore();
    exercise.getState().setKind('model');
    exercise.getState().loadPuzzles('model', 'australia.fzn', [modelWithFile(EMPTY_MODEL, 'australia.fzn', text)]);
    exercise.getState().setAlgorithm({ search: 'cutset' });
    exercise.setState({ exerciseOn: true });
    void exercise.getState().solve();
    check(exercise.getState().phase).toBe('error');
    check(exercise.getState().runError).toContain('Exercise mode asks the moves of');

    const sudoku = inlineStore();
    sudoku.getState().setKind('sudoku');
    sudoku.getState().setAlgorithm({ search: 'cutset' });
    void sudoku.getState().solve();
    check(sudoku.getState().phase).toBe('error');
    check(sudoku.getState().runError).toContain('offered for models');
  });
});
