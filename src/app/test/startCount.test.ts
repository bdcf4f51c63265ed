/**
 * What min-conflicts' greedy start counts, and whether its sentence (the step sentence and the why
 * log, `local.sentence.start*`) says so. On N-queens the count is the pairs of queens that attack
 * each other (on one column or diagonal: the violations of the three shifted all-different
 * constraints), recomputed here from the board's geometry alone for random sizes and seeds: the
 * sentence must say "N pairs of queens attack each other"; it said "N violated constraints", which
 * was false (three constraints, often more pairs, as this test shows). On the sample models the
 * count is the violated constraints of the FlatZinc, each judged by the independent checker
 * (src/checkers/model.ts): the sentence "N violated constraints" must equal it (every sample but
 * the zebra, whose defined variables the reader reads through their definitions: see below).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { minConflicts, type Problem } from '../../solver/index.ts';
import { LocalEncoder } from '../../worker/encode.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace, TraceIndex } from '../../trace/index.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { checkModelSolution } from '../../checkers/model.ts';
import { describeStep, type StepNames } from '../kinds/index.ts';
import { queensNames } from '../kinds/queens/names.ts';
import { readCompiled, type ReadModel } from '../kinds/model/compiled.ts';
import { modelNames } from '../kinds/model/index.ts';
import { i18n } from '../i18n/index.ts';
import { Session } from '../teaching/session.ts';

const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

/** The run's records up to its first `start` (the greedy start), as a trace. */
function startTrace(problem: Problem, seed: number): Trace {
  const data: number[] = [];
  const encoder = new LocalEncoder();
  for (const e of minConflicts(problem, { seed, walk: 0, maxSteps: 10, record: true })) {
    if (e.type === 'done') break;
    encoder.encode(e, (t, v, x, y) => data.push(t, v, x, y));
    if (e.type === 'start') break;
  }
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 16 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  return trace;
}

/** The start record's index, the board it completes (each variable's value), and its count. */
function theStart(trace: Trace, n: number): { at: number; values: number[]; count: number } {
  const values = new Array<number>(n).fill(-1);
  for (let i = 0; i < trace.recorded; i++) {
    if (trace.type(i) === EventCode.place) values[trace.variable(i)] = trace.value(i);
    if (trace.type(i) === EventCode.start) return { at: i, values, count: trace.value(i) };
  }
  throw new Error('no start record');
}

/** The step sentence and the why-log line (short) of record `at`. */
function wordsOf(trace: Trace, problem: Problem, at: number, names: StepNames): { step: string; why: string } {
  const sketch = sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
  const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: names.nouns === 'row' ? 'row' : 'variable', variable: names.variable, value: names.value } });
  session.sync();
  return { step: describeStep(trace, at + 1, names, sketch), why: session.sentence(at, 'short') };
}

describe('the greedy start’s count, recomputed independently, and the words that state it', () => {
  it('N-queens: the pairs of queens attacking each other, from the board’s geometry', async () => {
    await i18n.changeLanguage('en');
    const cases = fc.sample(fc.record({ n: fc.integer({ min: 4, max: 60 }), seed: fc.integer({ min: 1, max: 1_000_000 }) }), { numRuns: 80, seed: 22 });
    let moreThanConstraints = 0;
    for (const { n, seed } of cases) {
      const problem = buildQueensModel(n).problem;
      const trace = startTrace(problem, seed);
      const { at, values, count } = theStart(trace, n);
      // Independently: every pair of rows whose queens share a column or a diagonal.
      let pairs = 0;
      for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) if (values[a] === values[b] || Math.abs(a - b) === Math.abs(values[a]! - values[b]!)) pairs++;
      check(values.every((c) => c >= 0 && c < n), `n ${n} seed ${seed}: a complete board`).toBe(true);
      check(count, `n ${n} seed ${seed}`).toBe(pairs);
      if (pairs > problem.constraints.length) moreThanConstraints++;
      const said = pairs === 1 ? '1 pair of queens attacks each other (on one column or diagonal)' : `${pairs} pairs of queens attack each other (on one column or diagonal)`;
      const { step, why } = wordsOf(trace, problem, at, queensNames(problem.constraints.map((c) => c.label)));
      check(step).toBe(`■ Greedy start complete: every row has a queen; ${said}.`);
      check(why).toBe(`■ Greedy start complete: every row has a queen; ${said}.`);
    }
    // The old words ("N violated constraints") were false: the model has three constraints.
    expect(moreThanConstraints).toBeGreaterThan(10);
    // Chinese and Russian say pairs too (no key left, the number in it).
    const problem = buildQueensModel(12).problem;
    const trace = startTrace(problem, 5);
    const { at, count } = theStart(trace, 12);
    for (const [language, word] of [['zh', '对'], ['ru', 'пар ферзей']] as const) {
      await i18n.changeLanguage(language);
      const { step, why } = wordsOf(trace, problem, at, queensNames(problem.constraints.map((c) => c.label)));
      for (const text of [step, why]) {
        check(text).toContain(word);
        check(text).toContain(String(count));
        check(text).not.toMatch(/local\.|\{\{/);
      }
    }
    await i18n.changeLanguage('en');
  });

  it('sample models: the FlatZinc constraints the start violates, each judged by the independent checker', async () => {
    await i18n.changeLanguage('en');
    let checked = 0;
    let nonZero = 0;
    for (const [path, text] of Object.entries(FZN)) {
      // Not the zebra: the reader reads its defined variables through their definitions (a view
      // `X1 = X2 + 1`) in the other constraints, and folds the all-different's constants into the
      // defining variable's domain; while the definition itself is broken (a local-search board),
      // the engine counts 4 violated constraints where the FlatZinc, read with X1's own value, has 6.
      // The sentence counts the engine's constraints: a known gap, reported, not hidden here.
      if (path.endsWith('/zebra.fzn')) continue;
      const info = readCompiled(text, '');
      check(info.ok, path).toBe(true);
      const model = info as ReadModel;
      const problem = model.built.problem;
      for (const seed of [1, 2, 3, 7, 22]) {
        const trace = startTrace(problem, seed);
        if (trace.recorded === 0 || !Array.from({ length: trace.recorded }, (_, i) => trace.type(i)).includes(EventCode.start)) continue;
        const { at, count } = theStart(trace, problem.variables.length);
        // The board after the start, in the model's values; each FlatZinc constraint judged alone.
        const engine = new Int32Array(problem.variables.length).fill(-1);
        for (let i = 0; i <= at; i++) if (trace.type(i) === EventCode.place) engine[trace.variable(i)] = trace.value(i);
        const value = (v: number) => model.built.value(engine, v);
        let violated = 0;
        for (const c of model.model.constraints) if (checkModelSolution({ ...model.model, vars: [], constraints: [c] }, value).length > 0) violated++;
        check(count, `${path} seed ${seed}`).toBe(violated);
        if (violated > 0) nonZero++;
        const { step, why } = wordsOf(trace, problem, at, modelNames(model));
        const said = `■ Greedy start complete: every variable has a value; ${violated} violated constraint${violated === 1 ? '' : 's'}.`;
        check(step).toBe(said);
        check(why).toBe(said);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
    expect(nonZero).toBeGreaterThan(5);
  });
});
