/**
 * The tree algorithm in the app: its encoded steps (the worker's TreeEncoder) and their sentences
 * (kinds/treeSentences.ts) against an independent recomputation from the instance's own tables,
 * never from the solver's constraints or bookkeeping: the order is a breadth-first order of the
 * forest (every edge a parent-child pair, parents first); each value a revision removes has no
 * compatible value left in the child (the values the sentence lists are exactly the child's,
 * recomputed by directional arc consistency here), every value kept has one; each assignment is
 * the first value left compatible with the parent's value; the end is a solution, found exactly
 * when brute force finds one. Also the sample "Australia without South Australia" end to end:
 * its solution checked by the independent FlatZinc checker.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { stepsOf } from './steps.ts';
import { treeCsp, treeRefusal, type Problem } from '../../solver/index.ts';
import { forestProblem, forests, type Forest } from './forests.ts';
import { TreeEncoder } from '../../worker/encode.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace } from '../../trace/index.ts';
import { describeStep, treeStepAt } from '../kinds/index.ts';
import { PLAIN_NAMES } from './plainNames.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { checkModelSolution } from '../../checkers/model.ts';
import { i18n } from '../i18n/index.ts';
import { modelWithFile, treeNotOffered } from '../kinds/index.ts';
import { EMPTY_MODEL } from '../kinds/model/puzzle.ts';
import { DEFAULT_SETTINGS } from '../settings/index.ts';
import { runOptions } from '../state/slices/run.ts';
import { createAppStore, type StoreServices } from '../state/store.ts';

/** The sample models as FlatZinc (tests/fixtures/model), as text. */
const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

/** The instance as the tests know it (forests.ts): sizes and tables. */
type Instance = Forest;

/** A random forest (forests.ts). */
const forest = forests({ min: 0.3, max: 0.95 });

/** May u = a and w = b hold together? Read from the instance's tables. */
function agree(inst: Instance, u: number, a: number, w: number, b: number): boolean {
  for (const e of inst.edges) {
    if (e.x === u && e.y === w && !e.allowed[a]![b]) return false;
    if (e.x === w && e.y === u && !e.allowed[b]![a]) return false;
  }
  return true;
}

function bruteForceSolvable(inst: Instance): boolean {
  const n = inst.sizes.length;
  const values = new Array<number>(n).fill(0);
  const ok = (): boolean =>
    values.every((x, v) => !inst.initial[v] || inst.initial[v]!.includes(x)) && inst.edges.every((e) => e.allowed[values[e.x]!]![values[e.y]!]);
  const go = (i: number): boolean => {
    if (i === n) return ok();
    for (let a = 0; a < inst.sizes[i]!; a++) {
      values[i] = a;
      if (go(i + 1)) return true;
    }
    return false;
  };
  return go(0);
}

/** Run the tree algorithm and encode it as the worker does. */
function traceOf(problem: Problem): Trace {
  const words: number[] = [];
  const encoder = new TreeEncoder();
  for (const e of treeCsp(problem)) encoder.encode(e, (t, v, x, e2) => words.push(t, v, x, e2));
  const trace = new Trace({ variables: problem.variables.length });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  return trace;
}

const names = PLAIN_NAMES;

describe('the tree algorithm, step by step, against an independent recomputation', () => {
  it('orders, revises, assigns and says why, truly, on random forests', async () => {
    await i18n.changeLanguage('en');
    fc.assert(
      fc.property(forest, (inst) => {
        const problem = forestProblem(inst);
        expect(treeRefusal(problem)).toBeNull();
        const trace = traceOf(problem);
        const sketch = sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
        const n = inst.sizes.length;
        // The order: every variable once, parents before children, the parent-child pairs exactly the edges.
        const place = new Array<number>(n).fill(-1);
        const parent = new Array<number>(n).fill(-2);
        let i = 0;
        for (; i < trace.recorded && trace.type(i) === EventCode.order; i++) {
          const v = trace.variable(i);
          check(place[v]).toBe(-1);
          place[v] = trace.value(i);
          parent[v] = trace.extra(i);
          if (parent[v]! >= 0) expect(place[parent[v]!]).toBeGreaterThanOrEqual(0);
        }
        check(i).toBe(n);
        const pairs = new Set(inst.edges.map((e) => `${Math.min(e.x, e.y)}-${Math.max(e.x, e.y)}`));
        const treeEdges = new Set(parent.flatMap((p, v) => (p >= 0 ? [`${Math.min(p, v)}-${Math.max(p, v)}`] : [])));
        check(treeEdges).toEqual(pairs);
        // Directional arc consistency recomputed here, leaves up in the trace's order.
        const domain = inst.sizes.map((s, v) => (inst.initial[v] ?? Array.from({ length: s }, (_, a) => a)).slice());
        const byPlace = [...Array(n).keys()].sort((a, b) => place[a]! - place[b]!);
        for (const { position, k, type, v, sentence } of stepsOf(trace, names, sketch)) {
          if (type === EventCode.revise) {
            const child = trace.value(k);
            check(parent[child]).toBe(v);
            // Revisions go leaves up: every child of `child` was revised before.
            const expectedRemoved = domain[v]!.filter((a) => !domain[child]!.some((b) => agree(inst, v, a, child, b)));
            check(trace.extra(k)).toBe(expectedRemoved.length);
            check(sentence).toContain(`Arc x${v} → x${child}`);
            // Its prunes follow: exactly those values, each with the child's values left listed.
            for (const [j, a] of expectedRemoved.entries()) {
              const p = k + 1 + j;
              check(trace.type(p)).toBe(EventCode.prune);
              check(trace.variable(p)).toBe(v);
              check(trace.value(p)).toBe(a);
              const why = describeStep(trace, p + 1, names, sketch);
              const left = domain[child]!.length === 0 ? '(none)' : `{${domain[child]!.join(', ')}}`;
              check(why).toBe(`Remove ${a} from x${v}: no value left of x${child} ${left} agrees with x${v} = ${a}.`);
              for (const b of domain[child]!) check(agree(inst, v, a, child, b)).toBe(false);
            }
            domain[v] = domain[v]!.filter((a) => !expectedRemoved.includes(a));
            // Every value kept has a compatible value in the child.
            for (const a of domain[v]!) check(domain[child]!.some((b) => agree(inst, v, a, child, b))).toBe(true);
          }
          if (type === EventCode.assign) {
            const p = parent[v]!;
            const value = trace.value(k);
            const view = treeStepAt(trace, position, n)!;
            check(view.pass).toBe('assign');
            if (p < 0) {
              check(value).toBe(domain[v]![0]);
              check(sentence).toBe(`x${v} = ${value}: the first value left of x${v}, a root (no parent to agree with).`);
            } else {
              let pv = -1;
              for (let q = k - 1; q >= 0; q--) if (trace.type(q) === EventCode.assign && trace.variable(q) === p) pv = trace.value(q);
              expect(pv).toBeGreaterThanOrEqual(0);
              check(value).toBe(domain[v]!.find((b) => agree(inst, p, pv, v, b)));
              check(sentence).toBe(`x${v} = ${value}: the first value left of x${v} that agrees with its parent, x${p} = ${pv}. No backtracking.`);
            }
          }
        }
        // The end: a solution exactly when brute force finds one, and every constraint holds.
        const solved = trace.findNext(0, EventCode.solution) >= 0;
        check(solved).toBe(bruteForceSolvable(inst));
        if (solved) {
          const values = byPlace.map(() => -1);
          for (let k = 0; k < trace.recorded; k++) if (trace.type(k) === EventCode.assign) values[trace.variable(k)] = trace.value(k);
          for (const e of inst.edges) check(e.allowed[values[e.x]!]![values[e.y]!]).toBe(true);
          for (let v = 0; v < n; v++) if (inst.initial[v]) check(inst.initial[v]).toContain(values[v]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('colours Australia without South Australia, checked by the independent FlatZinc checker; Australia itself is refused with its cycle', () => {
    const read = (name: string) => FZN[`../../../tests/fixtures/model/${name}.fzn`]!;
    const model = parseFlatZinc(read('australia-tree'), 'australia-tree.fzn');
    const built = buildFznProblem(model, 'australia-tree.fzn');
    expect(treeRefusal(built.problem)).toBeNull();
    const trace = traceOf(built.problem);
    const values = new Int32Array(built.problem.variables.length).fill(-1);
    for (let k = 0; k < trace.recorded; k++) {
      check(trace.type(k)).not.toBe(EventCode.backtrack);
      if (trace.type(k) === EventCode.assign) values[trace.variable(k)] = trace.value(k);
    }
    expect(trace.findNext(0, EventCode.solution)).toBeGreaterThan(0);
    check(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
    // Tasmania has no neighbour: a tree of its own, so two roots.
    const roots = Array.from({ length: built.problem.variables.length }, (_, k) => k).filter((k) => trace.type(k) === EventCode.order && trace.extra(k) < 0);
    check(roots.map((k) => built.problem.variables[trace.variable(k)]!.name)).toEqual(['wa', 't']);

    const full = buildFznProblem(parseFlatZinc(read('australia'), 'australia.fzn'), 'australia.fzn').problem;
    const r = treeRefusal(full);
    check(r?.kind).toBe('cycle');
    const cycle = r?.kind === 'cycle' ? r.cycle.map((v) => full.variables[v]!.name) : [];
    check(cycle).toEqual(['nt', 'wa', 'sa']);
  });
});

describe('the tree algorithm offered, or refused with its reason', () => {
  const reject = () => Promise.reject(new Error('no'));
  function store() {
    const sent: unknown[] = [];
    const s = createAppStore({
      solver: { run: (request: unknown) => void sent.push(request), cancel: () => undefined, loadDictionary: reject, unfillable: reject, wordsOfLength: reject } as unknown as StoreServices['solver'],
      files: { readFile: reject, readDictionary: reject, readCrossword: reject },
      fetchText: reject,
    });
    return { s, sent };
  }

  it('a forest model runs with search tree; a cycle and another kind are refused, naming why, and never run', async () => {
    await i18n.changeLanguage('en');
    // A FlatZinc file is its own compilation.
    const tree = modelWithFile(EMPTY_MODEL, 'australia-tree.fzn', FZN['../../../tests/fixtures/model/australia-tree.fzn']!);
    const cycle = modelWithFile(EMPTY_MODEL, 'australia.fzn', FZN['../../../tests/fixtures/model/australia.fzn']!);
    expect(treeNotOffered('model', tree)).toBeNull();
    check(treeNotOffered('model', cycle)).toBe('nt is on a cycle: nt – wa – sa – nt. The tree algorithm needs a constraint graph without cycles.');
    // A constraint on more than two variables is named in the model's words (its label was said as '[object Object]').
    const sendMore = modelWithFile(EMPTY_MODEL, 'send-more-money.fzn', FZN['../../../tests/fixtures/model/send-more-money.fzn']!);
    check(treeNotOffered('model', sendMore)).toBe('alldifferent([S, E, N, D, M, O, …]) joins S, E, N, D, M, O, R, Y: the tree algorithm needs constraints on two variables.');
    check(treeNotOffered('sudoku', null)).toBe('The tree algorithm is offered for models (the Model kind) whose constraint graph is a tree or a forest.');
    expect(runOptions({ ...DEFAULT_SETTINGS, search: 'tree' })).toMatchObject({ search: 'tree', maxSolutions: 1 });

    const a = store();
    a.s.getState().setKind('model');
    a.s.getState().loadPuzzles('model', 'australia-tree.fzn', [tree]);
    a.s.getState().setAlgorithm({ search: 'tree' });
    void a.s.getState().solve();
    expect(a.s.getState().runError).toBeNull();
    expect(a.sent).toHaveLength(1);
    expect(a.sent[0]).toMatchObject({ kind: 'model', options: { search: 'tree' } });

    const b = store();
    b.s.getState().setKind('model');
    b.s.getState().loadPuzzles('model', 'australia.fzn', [cycle]);
    b.s.getState().setAlgorithm({ search: 'tree' });
    void b.s.getState().solve();
    expect(b.sent).toHaveLength(0);
    check(b.s.getState().phase).toBe('error');
    check(b.s.getState().runError).toContain('nt – wa – sa – nt');

    const c = store();
    c.s.getState().setKind('sudoku');
    c.s.getState().setAlgorithm({ search: 'tree' });
    void c.s.getState().solve();
    expect(c.sent).toHaveLength(0);
    check(c.s.getState().runError).toContain('offered for models');
  });
});
