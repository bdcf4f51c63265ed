/**
 * A model's constraints are named in the model's own words wherever a sentence names one (issue
 * 30): every sample model is compiled (the native MiniZinc, with the app's paths), sent to the
 * worker's model as the app sends it (`request`), and run under several algorithm settings, by
 * min-conflicts, and by the tree algorithm where the model is a forest; every step sentence
 * (`describeStep`) and every why line (short and long), in English, 简体中文 and Русский, and every
 * constraint label (the graph's edges, the domains' causes) is scanned for FlatZinc's names
 * (`int_lin_ne(`, `bool_clause(`, `array_bool_or(`, `set_in(`, `fzn_…(`), and in Chinese for a
 * model's text glued to a Chinese character. Some sentences must quote a constraint as the model
 * writes it (`wa != sa`, found in the model's text).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { i18n } from '../../src/app/i18n/i18n.ts';
import { EMPTY_MODEL, withCompilation, withFile } from '../../src/app/kinds/model/puzzle.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { describeStep } from '../../src/app/kinds/sentences.ts';
import { Session } from '../../src/app/teaching/session.ts';
import { compileModel } from '../../src/cli/model.ts';
import type { FlatZincPuzzle } from '../../src/puzzles/model/kind.ts';
import { puzzleKind } from '../../src/puzzles/registry.ts';
import { minConflicts, search, treeCsp, treeRefusal, type Problem, type SearchOptions } from '../../src/solver/index.ts';
import { EVENT_FIELDS, sketchProblem, Trace, TraceIndex } from '../../src/trace/index.ts';
import { encodeEvent, LocalEncoder, TreeEncoder } from '../../src/worker/encode.ts';
import { english } from '../../src/text/index.ts';

const MODELS = new URL('../../public/models/', import.meta.url).pathname;
const SAMPLES = readdirSync(MODELS).filter((f) => f.endsWith('.mzn')).sort();

/** A FlatZinc call: a builtin's or our library's name followed by its arguments. */
const FLATZINC = /\b(?:int|bool|array|set|float|fzn)_[a-z_]+\(/;

type Run = { label: string; options: Partial<SearchOptions>; how: 'search' | 'local' | 'tree' };
const RUNS: Run[] = [
  { label: 'forward checking, static order', options: { inference: 'fc', variableOrder: 'static' }, how: 'search' },
  { label: 'MAC with AC-3, dom/wdeg', options: { inference: 'mac', variableOrder: 'dom-wdeg', ac3: true }, how: 'search' },
  { label: 'no inference, MRV, backjumping', options: { inference: 'none', variableOrder: 'mrv', backjump: true }, how: 'search' },
  { label: 'forward checking, MRV + degree, LCV', options: { inference: 'fc', variableOrder: 'mrv-degree', valueOrder: 'lcv' }, how: 'search' },
  { label: 'min-conflicts', options: { seed: 3 }, how: 'local' },
  { label: 'the tree algorithm', options: {}, how: 'tree' },
];

const counts = { sentences: 0, quoting: 0 };
/** A Chinese character (a model's text after one needs a space). */
const HAN = /[\u3400-\u9fff]/;
afterAll(async () => {
  console.log(`model words: ${JSON.stringify(counts)}`);
  await i18n.changeLanguage('en');
});

/** The run's trace, encoded as the worker encodes it (at most a few hundred steps). */
function traceOf(problem: Problem, run: Run): Trace {
  const data: number[] = [];
  const push = (t: number, v: number, x: number, y: number) => data.push(t, v, x, y);
  if (run.how === 'local') {
    const encoder = new LocalEncoder();
    for (const e of minConflicts(problem, { seed: run.options.seed ?? 1, walk: 0.1, maxSteps: 150, record: true })) encoder.encode(e, push);
  } else if (run.how === 'tree') {
    const encoder = new TreeEncoder();
    for (const e of treeCsp(problem)) encoder.encode(e, push);
  } else {
    for (const e of search(problem, { ...run.options, record: true, nodeLimit: 150, maxSolutions: 2 })) if (e.type !== 'done') encodeEvent(e, push);
  }
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 16 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  return trace;
}

describe("a model's constraints in its own words, in every sentence and language", () => {
  for (const file of SAMPLES) {
    const text = readFileSync(join(MODELS, file), 'utf8');
    const compiled = compileModel(join(MODELS, file), []);
    const puzzle = withCompilation(withFile(EMPTY_MODEL, file, text), { state: 'compiled', fzn: compiled.fzn, ozn: compiled.ozn, ms: compiled.ms });
    const kind = kindOf('model');
    // What the app sends the worker, and what the worker builds of it.
    const request = kind.request(puzzle, { runId: 1, options: {} as never, settings: { reuse: false, alldiff: 'gac' }, dictionary: null }) as { puzzle: FlatZincPuzzle };
    const problem = puzzleKind('model').build(request.puzzle, { alldiff: 'gac', reuse: false }).problem;
    const names = kind.stepNames(puzzle, { words: null, constraints: null });
    const model = text.replace(/%.*$/gm, '').replace(/\s+/g, ' ');

    for (const run of RUNS) {
      if (run.how === 'tree' && treeRefusal(problem) !== null) continue;
      it(`${file}, ${run.label}`, async () => {
        const labels = problem.constraints.map((c) => english(c.label));
        for (const label of labels) check(label, label).not.toMatch(FLATZINC);
        let quoting = 0;
        const trace = traceOf(problem, run);
        expect(trace.recorded).toBeGreaterThan(0);
        const sketch = sketchProblem(problem, { inference: run.options.inference ?? 'fc', ac3: run.options.ac3 ?? false, variableOrder: run.options.variableOrder ?? 'static', valueOrder: run.options.valueOrder ?? 'lex' });
        const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: 'variable', variable: names.variable, value: names.value } });
        session.sync();
        for (const language of ['en', 'zh', 'ru']) {
          await i18n.changeLanguage(language);
          for (let i = 0; i < trace.recorded; i++) {
            for (const sentence of [describeStep(trace, i + 1, names, sketch), session.sentence(i, 'short'), session.sentence(i, 'long')]) {
              counts.sentences++;
              check(sentence, `${language}, step ${i + 1}`).not.toMatch(FLATZINC);
              if (language === 'zh') {
                for (const label of labels) {
                  const at = sentence.indexOf(label);
                  if (at > 0) check(sentence[at - 1], `${sentence} (before "${label}")`).not.toMatch(HAN);
                }
              }
              if (language === 'en' && labels.some((label) => sentence.includes(label) && model.includes(label))) quoting++;
            }
          }
        }
        counts.quoting += quoting;
        // Forward checking prunes, and says which constraint did it: as the model writes it.
        if (run === RUNS[0]) expect(quoting).toBeGreaterThan(0);
      });
    }
  }
});
