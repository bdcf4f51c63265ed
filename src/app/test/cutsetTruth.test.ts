/**
 * Cutset conditioning in the app, step by step: its encoded steps (the worker's CutsetEncoder)
 * and their sentences (kinds/cutsetSentences.ts, treeSentences.ts) against an independent
 * recomputation from the instance's own tables (cutsetCsps.ts), never from the solver: the cutset
 * leaves a forest (union-find); the assignments of the cutset come numbered 1, 2, … and each
 * breaks no table among the cutset's variables; conditioning removes exactly the values of the
 * other variables some table forbids with the cutset's values, each prune's sentence naming its
 * table and those values; a wipe-out's variable has no value left; the solution satisfies every
 * table. In English, 简体中文 and Русский (every sentence said, none a bare key).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { stepsOf } from './steps.ts';
import { describeStep } from '../kinds/index.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { cutsetConditioning } from '../../solver/index.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace, TraceIndex } from '../../trace/index.ts';
import { Session } from '../teaching/session.ts';
import { CutsetEncoder } from '../../worker/encode.ts';
import { i18n } from '../i18n/index.ts';
import type { StepNames } from '../kinds/sentences.ts';
import { agrees, csps, fzn, leavesForest, type Csp } from './cutsetCsps.ts';

/** Plain names: x0, x1, … values as numbers, constraint c as `c<c>` (FlatZinc's constraints in file order: one per edge). */
const names: StepNames = { nouns: 'variable', variable: (v) => `x${v}`, value: (_v, x) => String(x), constraint: (c) => `c${c}`, assignment: (v, x) => `x${v} = ${x}` };

/** Run cutset conditioning on the CSP's FlatZinc and encode it as the worker does. */
function run(csp: Csp): { trace: Trace; sketch: ReturnType<typeof sketchProblem> } {
  const built = buildFznProblem(parseFlatZinc(fzn(csp), 'random.fzn'), 'random.fzn');
  const words: number[] = [];
  const encoder = new CutsetEncoder();
  for (const e of cutsetConditioning(built.problem)) encoder.encode(e, (t, v, x, extra) => words.push(t, v, x, extra));
  const trace = new Trace({ variables: csp.sizes.length });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  return { trace, sketch: sketchProblem(built.problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' }) };
}

describe('cutset conditioning, step by step, against an independent recomputation', () => {
  it('says the cutset, each assignment of it, what conditioning removes and the solution, truly', async () => {
    await i18n.changeLanguage('en');
    let checked = 0;
    fc.assert(
      fc.property(csps, (csp) => {
        const { trace, sketch } = run(csp);
        const n = csp.sizes.length;
        const cutset: number[] = [];
        let i = 0;
        for (; trace.type(i) === EventCode.cutset; i++) cutset.push(trace.variable(i));
        check(leavesForest(n, csp.edges.map((e) => [e.x, e.y] as const), cutset)).toBe(true);
        let index = 0;
        const values = new Array<number>(n).fill(-1);
        for (const { k, type, v, sentence } of stepsOf(trace, names, sketch)) {
          if (type === EventCode.cutset) {
            check(sentence).toContain(`${trace.value(k) + 1} of ${cutset.length}: x${v}`);
            check(sentence).toContain(cutset.map((c) => `x${c}`).join(', '));
          } else if (type === EventCode.condition) {
            index++;
            check(v).toBe(index);
            check(sentence).toContain(`Assignment ${index} of the cutset`);
            values.fill(-1);
            // The cutset's values follow, one assign each, breaking no table among them.
            for (let j = 0; j < cutset.length; j++) {
              check(trace.type(k + 1 + j)).toBe(EventCode.assign);
              check(trace.variable(k + 1 + j)).toBe(cutset[j]);
              values[cutset[j]!] = trace.value(k + 1 + j);
            }
            check(agrees(csp, values)).toBe(true);
            // Conditioning's prunes follow: exactly the values some table forbids with the cutset's values.
            let p = k + 1 + cutset.length;
            const pruned = csp.sizes.map(() => new Set<number>());
            while (p < trace.recorded && trace.type(p) === EventCode.prune) pruned[trace.variable(p++)]!.add(trace.value(p - 1));
            const ended = p < trace.recorded && trace.type(p) === EventCode.wipeout;
            for (let w = 0; w < n; w++) {
              if (cutset.includes(w)) continue;
              const forbidden = new Set<number>();
              for (let a = 0; a < csp.sizes[w]!; a++) {
                const tried = values.slice();
                tried[w] = a;
                if (!agrees(csp, tried)) forbidden.add(a);
              }
              // A wipe-out stops conditioning at its variable: the variables before it are done, none after.
              if (!ended) check([...pruned[w]!].sort(), `x${w}`).toEqual([...forbidden].sort());
              else for (const a of pruned[w]!) check(forbidden.has(a)).toBe(true);
            }
            if (ended) {
              const w = trace.variable(p);
              check(pruned[w]!.size).toBe(csp.sizes[w]!);
            }
          } else if (type === EventCode.assign && trace.extra(k) <= cutset.length) {
            check(sentence).toBe(`Cutset: x${v} = ${trace.value(k)} (assignment ${index} of the cutset).`);
          } else if (type === EventCode.prune) {
            // Conditioning's prune (right after the cutset's assignments) or a revision's (the tree algorithm's, treeTruth's).
            let r = k - 1;
            while (trace.type(r) === EventCode.prune) r--;
            if (trace.type(r) === EventCode.assign) {
              const c = trace.extra(k);
              const edge = csp.edges[c]!;
              // The table named joins x_v to a cutset variable, and forbids the value with its value.
              const other = edge.x === v ? edge.y : edge.x;
              check(cutset).toContain(other);
              const tried = values.slice();
              tried[v] = trace.value(k);
              check(edge.x === v ? edge.allowed[tried[v]!]![values[other]!] : edge.allowed[values[other]!]![tried[v]!]).toBe(false);
              const said = cutset.map((u) => `x${u} = ${values[u]}`).join(', ');
              check(sentence).toBe(`Remove ${trace.value(k)} from x${v}: c${c} fails with x${v} = ${trace.value(k)} and the cutset's values (${said}).`);
            }
          } else if (type === EventCode.solution) {
            const solution = new Array<number>(n).fill(-1);
            for (let j = 0; j < k; j++) if (trace.type(j) === EventCode.assign) solution[trace.variable(j)] = trace.value(j);
            check(solution.every((x) => x >= 0)).toBe(true);
            check(agrees(csp, solution)).toBe(true);
            check(sentence).toContain(`from assignment ${index} of the cutset`);
          } else if (type === EventCode.wipeout) {
            check(sentence).toContain(`assignment ${index} of the cutset has no solution`);
          }
          checked++;
        }
      }),
      { numRuns: 150 },
    );
    expect(checked).toBeGreaterThan(150);
  });

  it('says every step in 简体中文 and Русский too, never a bare key', async () => {
    const samples = fc.sample(csps, { numRuns: 20, seed: 31 });
    for (const language of ['zh', 'ru']) {
      await i18n.changeLanguage(language);
      for (const csp of samples) {
        const { trace, sketch } = run(csp);
        for (let position = 1; position <= trace.recorded; position++) {
          const sentence = describeStep(trace, position, names, sketch);
          check(sentence).not.toMatch(/^(cutset|tree|sentence)\./);
          check(sentence).not.toBe('');
        }
      }
    }
    await i18n.changeLanguage('en');
  });

  it("the why log says cutset conditioning's steps as the step sentences do, and the tree algorithm's with the facts of its run under the assignment in effect", async () => {
    await i18n.changeLanguage('en');
    let lines = 0;
    fc.assert(
      fc.property(csps, (csp) => {
        const { trace, sketch } = run(csp);
        const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: 'variable', variable: (v) => `x${v}`, value: (_v, x) => String(x) } });
        session.sync();
        // The cutset's size: its records come first.
        const size = trace.findNext(0, EventCode.condition);
        for (let i = 0; i < trace.recorded; i++) {
          const line = session.sentence(i, 'short');
          check(line, `line ${i + 1}`).not.toBe('');
          const type = trace.type(i);
          if (type === EventCode.cutset || type === EventCode.condition || type === EventCode.wipeout || (type === EventCode.assign && trace.extra(i) <= size)) {
            check(line).toBe(describeStep(trace, i + 1, names, sketch));
          }
          // A tree assignment's parent, read from the order of its own run: never a value of another assignment of the cutset's.
          if (type === EventCode.assign && trace.extra(i) > size && /agrees with its parent (x\d+) = (\d+)/.test(line)) {
            const [, parent, value] = line.match(/agrees with its parent x(\d+) = (\d+)/)!;
            let last = -1;
            for (let j = i - 1; j >= 0 && trace.type(j) !== EventCode.condition; j--) if (trace.type(j) === EventCode.assign && trace.variable(j) === Number(parent)) {
              last = trace.value(j);
              break;
            }
            check(String(last)).toBe(value);
          }
          lines++;
        }
      }),
      { numRuns: 60 },
    );
    expect(lines).toBeGreaterThan(60);
  });
});
