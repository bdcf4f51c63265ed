/**
 * Branch and bound in the app's words: the step sentences of its `bound` and `cut` records
 * (kinds/sentences.ts), in English, Chinese and Russian, against facts recomputed here from the
 * trace's assignments and brute force, never from the solver's bound (src/solver/objective.ts):
 * a new best names the solution's number and the objective's value in it (and is better than the
 * one before); a cut's "would be at least (most) P" holds for every solution of brute force that
 * extends the branch's assignments, "the best so far is B" is the objective in the last solution
 * before it, and no such solution is better than B. The optimum the records end with is brute
 * force's. Random small binary CSPs with an objective (tests/agreement/families.ts), d-way search
 * with every inference and two variable orders. The why log says each of them as the step does
 * (never an empty line), its long detail adding what the bound does.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { search, type Problem, type SearchOptions, type Sense } from '../../solver/index.ts';
import { EventCode, EVENT_FIELDS, improvements, sketchProblem, Trace, TraceCursor, TraceIndex } from '../../trace/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { describeStep } from '../kinds/index.ts';
import { Session } from '../teaching/session.ts';
import { improvementsShownAt } from '../run/bestSoFar.ts';
import { PLAIN_NAMES } from './plainNames.ts';
import { i18n } from '../i18n/index.ts';
import { binary, Rng } from '../../../tests/agreement/families.ts';

const names = PLAIN_NAMES;

const better = (sense: Sense, a: number, b: number) => (sense === 'minimize' ? a < b : a > b);

interface Case {
  problem: Problem;
  variable: number;
  sense: Sense;
  solutions: number[][];
}

function optimisation(seed: number): Case {
  const rng = new Rng(seed);
  const instance = binary(rng);
  const variable = rng.between(0, instance.problem.variables.length - 1);
  const sense: Sense = rng.chance(0.5) ? 'minimize' : 'maximize';
  const solutions = [...instance.brute()].map((s) => s.split(',').map(Number));
  return { problem: { ...instance.problem, objective: { variable, sense } }, variable, sense, solutions };
}

/** The run recorded as the worker records it (encode.ts), with the sketch the app gets. */
function recorded(c: Case, options: Partial<SearchOptions>, maxEvents?: number): { trace: Trace; sketch: ReturnType<typeof sketchProblem> } {
  const words: number[] = [];
  for (const e of search(c.problem, { ...options, record: true })) encodeEvent(e, (t, v, x, e2) => words.push(t, v, x, e2));
  const trace = new Trace({ variables: c.problem.variables.length, ...(maxEvents !== undefined ? { maxEvents } : {}) });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  const sketch = sketchProblem(c.problem, { inference: options.inference ?? 'fc', ac3: false, variableOrder: options.variableOrder ?? 'static', valueOrder: 'lex' });
  return { trace, sketch };
}

const OPTIONS: Partial<SearchOptions>[] = (['none', 'fc', 'mac'] as const).flatMap((inference) =>
  (['static', 'mrv'] as const).map((variableOrder) => ({ inference, variableOrder, valueOrder: 'lex' as const, branching: 'd-way' as const })),
);
const CASES = 60;

describe('branch and bound sentences', () => {
  it(`say each new best and each cut truly, in every language (${CASES} random problems × ${OPTIONS.length} options)`, async () => {
    let bounds = 0;
    let cuts = 0;
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        for (let seed = 0; seed < CASES; seed++) {
          const c = optimisation(seed);
          const options = OPTIONS[seed % OPTIONS.length]!;
          const where = `seed ${seed}, ${options.inference}/${options.variableOrder}, ${c.sense} x${c.variable}, ${language}`;
          const { trace, sketch } = recorded(c, options);
          const cursor = new TraceCursor(trace);
          let best: number | null = null;
          let solutionCount = 0;
          for (let i = 0; i < trace.recorded; i++) {
            const type = trace.type(i);
            if (type === EventCode.solution) solutionCount++;
            if (type !== EventCode.bound && type !== EventCode.cut) continue;
            cursor.seek(i);
            const values = Array.from(cursor.values);
            const sentence = describeStep(trace, i + 1, names, sketch, null);
            if (type === EventCode.bound) {
              // The solution just before: every variable has its value, and it is one of brute force's.
              const value = values[c.variable]!;
              check(c.solutions.some((s) => s.every((x, v) => x === values[v])), where).toBe(true);
              if (best !== null) check(better(c.sense, value, best), where).toBe(true);
              best = value;
              const key = c.sense === 'minimize' ? 'optimise.sentence.boundMinimize' : 'optimise.sentence.boundMaximize';
              check(sentence, where).toBe(i18n.t(key, { n: solutionCount, variable: `x${c.variable}`, value: String(value) }));
              bounds++;
            } else {
              expect(best, where).not.toBeNull();
              // The branch: the assignments made; its solutions by brute force.
              const below = c.solutions.filter((s) => values.every((x, v) => x < 0 || s[v] === x));
              const objectives = below.map((s) => s[c.variable]!);
              // "would be at least P" (at most, when maximising): P is the best the branch's domain still allows.
              const possible = trace.value(i);
              for (const o of objectives) check(c.sense === 'minimize' ? o >= possible : o <= possible, `${where}: a solution below has ${o}`).toBe(true);
              if (values[c.variable]! >= 0) check(possible, where).toBe(values[c.variable]);
              // "the best so far is B": the last solution's; nothing below does better.
              check(trace.extra(i), where).toBe(best);
              check(better(c.sense, possible, best!), where).toBe(false);
              for (const o of objectives) check(better(c.sense, o, best!), where).toBe(false);
              const key = c.sense === 'minimize' ? 'optimise.sentence.cutMinimize' : 'optimise.sentence.cutMaximize';
              check(sentence, where).toBe(i18n.t(key, { variable: `x${c.variable}`, possible: String(possible), best: String(best) }));
              cuts++;
            }
          }
          // The last improvement is brute force's optimum.
          let optimum: number | null = null;
          for (const s of c.solutions) if (optimum === null || better(c.sense, s[c.variable]!, optimum)) optimum = s[c.variable]!;
          const list = improvements(trace);
          check(list.length > 0 ? list[list.length - 1]!.value : null, where).toBe(optimum);
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    // The cases reach both records often enough to mean something.
    expect(bounds).toBeGreaterThan(50);
    expect(cuts).toBeGreaterThan(50);
  });

  it('are said in the why log too: each new best and each cut as the step says it, and the long detail says what the bound does', async () => {
    let said = 0;
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        for (let seed = 0; seed < 20; seed++) {
          const c = optimisation(seed);
          const { trace, sketch } = recorded(c, OPTIONS[seed % OPTIONS.length]!);
          const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { ...names, nouns: 'variable' } });
          session.sync();
          for (let i = 0; i < trace.recorded; i++) {
            const type = trace.type(i);
            if (type !== EventCode.bound && type !== EventCode.cut) continue;
            const where = `seed ${seed}, event ${i}, ${language}`;
            const step = describeStep(trace, i + 1, names, sketch, null);
            check(step, where).not.toBe('');
            check(session.sentence(i, 'short'), where).toBe(step);
            const tail = i18n.t(type === EventCode.bound ? 'review32.explain.bound' : 'review32.explain.cut', { variable: `x${c.variable}` });
            check(session.sentence(i, 'long'), where).toBe(`${step} ${tail}`);
            said++;
          }
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(said).toBeGreaterThan(50);
  });

  it('the chart’s best so far at each step counts the solutions found up to it, the step of a solution included', () => {
    let steps = 0;
    for (let seed = 0; seed < CASES; seed++) {
      const c = optimisation(seed);
      const { trace } = recorded(c, OPTIONS[seed % OPTIONS.length]!);
      const list = improvements(trace);
      // Under branch and bound every solution found is better than the one before: each is an improvement.
      let found = 0;
      for (let step = 0; step <= trace.recorded; step++) {
        if (step > 0 && trace.type(step - 1) === EventCode.solution) found++;
        check(improvementsShownAt(trace, list, step), `seed ${seed}, step ${step}`).toBe(found);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(1000);
  });

  it('a run longer than the trace keeps in full: its improving solutions past the kept events are still listed, the best so far its last', () => {
    let past = 0;
    for (let seed = 0; seed < CASES; seed++) {
      const c = optimisation(seed);
      const options = OPTIONS[seed % OPTIONS.length]!;
      // Every record kept: the bound records read one by one.
      const full = recorded(c, options).trace;
      const expected: { position: number; value: number }[] = [];
      for (let i = 0; i < full.recorded; i++) if (full.type(i) === EventCode.bound) expected.push({ position: i + 1, value: full.value(i) });
      // Only the first 16 events kept in full.
      const { trace } = recorded(c, options, 16);
      check(trace.total, `seed ${seed}`).toBe(full.recorded);
      check(improvements(trace).map((i) => ({ position: i.position, value: i.value })), `seed ${seed}`).toEqual(expected);
      past += expected.filter((e) => e.position > trace.recorded).length;
    }
    expect(past).toBeGreaterThan(20);
  });

  it('name the bound as the constraint that empties or refutes the objective', () => {
    const c = optimisation(7);
    const { trace, sketch } = recorded(c, { inference: 'fc', variableOrder: 'static' });
    let seen = 0;
    for (let i = 0; i < trace.recorded; i++) {
      const type = trace.type(i);
      if ((type === EventCode.wipeout || type === EventCode.conflict) && trace.value(i) === sketch.constraints.length) {
        check(describeStep(trace, i + 1, names, sketch, null)).toContain(i18n.t(`names.bound.${c.sense}`, { variable: `x${c.variable}` }));
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
