/**
 * The why log and the domains speak each kind's language (issue 22): on N-queens they name rows
 * and columns ("row 4", "column 7", 1-based as the board shows them), on a model its variables and
 * values ("wa", "red"); never a crossword's slots and words or a grid's cells and digits. Runs are
 * made as the worker makes them; every sentence of the why log (short and long, in en, zh and ru)
 * is read through a Session as the app makes it (with the kind's names), and the names in it are
 * compared with names recomputed here: `row r+1` / `column x+1` for queens, and for Australia the
 * region's FlatZinc name and its colour read from the MiniZinc text (the enum) and the FlatZinc
 * domain (`var 1..3`).
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { i18n } from '../../src/app/i18n/i18n.ts';
import { compileModel } from '../../src/cli/model.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { EMPTY_MODEL, withCompilation, withFile } from '../../src/app/kinds/model/puzzle.ts';
import { puzzleKind } from '../../src/puzzles/registry.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { encodeEvent, LocalEncoder } from '../../src/worker/encode.ts';
import { minConflicts, search, type Problem, type SearchOptions } from '../../src/solver/index.ts';
import { EVENT_FIELDS, EventCode, sketchProblem, Trace, TraceIndex } from '../../src/trace/index.ts';
import { Session, type KindNames } from '../../src/app/teaching/session.ts';
import { describeStep, type StepNames } from '../../src/app/kinds/sentences.ts';

const counts = { sentences: 0, named: 0 };
afterAll(() => console.log(`kind words: ${JSON.stringify(counts)}`));

/** Words of the other kinds that must not appear, per language. */
const FOREIGN: Record<string, RegExp> = {
  en: /\b(digits?|cells?|slots?|words?)\b/i,
  zh: /数字|格子|单元格|槽位|单词/,
  ru: /цифр|клетк|слот|слов[оа]/i,
};

function traceOf(problem: Problem, options: Partial<SearchOptions>, local: boolean): { trace: Trace; data: number[] } {
  const data: number[] = [];
  const push = (t: number, v: number, x: number, y: number) => data.push(t, v, x, y);
  if (local) {
    const encoder = new LocalEncoder();
    for (const e of minConflicts(problem, { seed: options.seed ?? 1, walk: 0.1, maxSteps: 200, record: true })) encoder.encode(e, push);
  } else {
    for (const e of search(problem, { ...options, record: true, nodeLimit: 200 })) if (e.type !== 'done') encodeEvent(e, push);
  }
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 16 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  return { trace, data };
}

function sessionOf(problem: Problem, options: Partial<SearchOptions>, trace: Trace, kindNames: KindNames): Session {
  const sketch = sketchProblem(problem, { inference: options.inference ?? 'fc', ac3: options.ac3 ?? false, variableOrder: options.variableOrder ?? 'static', valueOrder: options.valueOrder ?? 'lex' });
  const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames });
  session.sync();
  return session;
}

/**
 * Every sentence of the run, in every language: no other kind's nouns, no untranslated key; the
 * event's variable and value named as `name` and `value` say (recomputed by the caller).
 */
async function checkRun(session: Session, trace: Trace, name: (v: number) => string, value: (v: number, x: number) => string): Promise<void> {
  for (const language of ['en', 'zh', 'ru']) {
    await i18n.changeLanguage(language);
    const own = { name: (v: number) => session.variableName(v), value: (v: number, x: number) => session.valueName(v, x) };
    for (let i = 0; i < trace.recorded; i++) {
      const type = trace.type(i);
      const v = trace.variable(i);
      const x = trace.value(i);
      for (const detail of ['short', 'long'] as const) {
        const text = session.sentence(i, detail);
        check(text, `event ${i}`).not.toMatch(FOREIGN[language]!);
        check(text, `event ${i}`).not.toMatch(/explain\.|_row|_variable/);
        counts.sentences++;
        if (language !== 'en') continue;
        // The names the sentence must hold, recomputed here.
        if (type === EventCode.assign || type === EventCode.prune || type === EventCode.backtrack || type === EventCode.place) {
          check(text, `event ${i}`).toContain(name(v));
          check(text, `event ${i}`).toContain(value(v, x));
          counts.named++;
        } else if (type === EventCode.select || type === EventCode.wipeout || type === EventCode.conflict || type === EventCode.pick) {
          check(text, `event ${i}`).toContain(name(v));
          counts.named++;
        } else if (type === EventCode.repair || type === EventCode.walk) {
          check(text, `event ${i}`).toContain(name(v));
          check(text, `event ${i}`).toContain(value(v, x));
          check(text, `event ${i}`).toContain(value(v, trace.extra(i)));
          counts.named++;
        }
      }
    }
    // The domains panel's names: the session's, as recomputed.
    for (let v = 0; v < session.sketch.names.length; v++) {
      if (language === 'en') check(own.name(v)).toBe(name(v));
      const domain = session.sketch.initial[v] ?? Array.from({ length: session.sketch.sizes[v]! }, (_, x) => x);
      for (const x of domain) if (language === 'en') check(own.value(v, x)).toBe(value(v, x));
    }
  }
  await i18n.changeLanguage('en');
}

/**
 * The step sentences under the board (describeStep) and the why log of a min-conflicts run, in
 * English: no "variable" or "a value with the fewest conflicts" on the queens board, the queen of
 * each row and its columns named, where it moves from and to; on a model the variable, its value
 * and its previous value. `expect` gets the event and its two texts.
 */
async function checkLocalWords(session: Session, trace: Trace, steps: StepNames, check: (i: number, step: string, why: string) => void): Promise<void> {
  await i18n.changeLanguage('en');
  let checked = 0;
  for (let i = 0; i < trace.recorded; i++) {
    const type = trace.type(i);
    if (type !== EventCode.place && type !== EventCode.start && type !== EventCode.pick && type !== EventCode.repair && type !== EventCode.walk) continue;
    check(i, describeStep(trace, i + 1, steps, session.sketch), session.sentence(i, 'short'));
    checked++;
  }
  expect(checked).toBeGreaterThan(0);
  counts.named += checked;
}

const OPTIONS: Partial<SearchOptions>[] = [
  { inference: 'none', variableOrder: 'static', valueOrder: 'lex', maxSolutions: 2 },
  { inference: 'fc', variableOrder: 'mrv-degree', valueOrder: 'lex', maxSolutions: 3 },
  { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lcv', maxSolutions: 2 },
  { inference: 'fc', variableOrder: 'dom-wdeg', valueOrder: 'lex', backjump: true, maxSolutions: 2 },
  { inference: 'fc', variableOrder: 'static', valueOrder: 'reverse', restarts: 'luby', restartBase: 1, maxSolutions: 1 },
];

describe('N-queens: the why log and the domains name rows and columns', () => {
  const queens = kindOf('queens');
  const puzzle = queens.empty();
  const names = queens.stepNames(puzzle, { words: null, constraints: null });
  const kindNames: KindNames = { nouns: 'row', variable: (v) => names.variable(v), value: (v, x) => names.value(v, x) };
  for (const size of [6, 8]) {
    const problem = puzzleKind('queens').build({ size, givens: new Array<number>(size).fill(-1) }, { alldiff: 'gac', reuse: false }).problem;
    for (const options of OPTIONS) {
      it(`${size}-queens, ${JSON.stringify(options)}`, async () => {
        const { trace } = traceOf(problem, options, false);
        const session = sessionOf(problem, options, trace, kindNames);
        check(session.nouns).toEqual({ variable: 'row', value: 'column' });
        await checkRun(session, trace, (v) => `row ${v + 1}`, (_, x) => `column ${x + 1}`);
      });
    }
    it(`${size}-queens by min-conflicts (with a random walk)`, async () => {
      const { trace } = traceOf(problem, { seed: 3 }, true);
      const session = sessionOf(problem, {}, trace, kindNames);
      await checkRun(session, trace, (v) => `row ${v + 1}`, (_, x) => `column ${x + 1}`);
      await checkLocalWords(session, trace, names, (i, step, why) => {
        const type = trace.type(i);
        const queen = `the queen of row ${trace.variable(i) + 1}`;
        const to = `column ${trace.value(i) + 1}`;
        const from = `column ${trace.extra(i) + 1}`;
        for (const text of [step, why]) {
          check(text, `event ${i}`).not.toMatch(/\bvariables?\b|a value with the fewest/i);
          if (type !== EventCode.start) check(text.toLowerCase(), `event ${i}`).toContain(queen);
        }
        if (type === EventCode.start) check(step).toMatch(/every row has a queen/);
        if (type === EventCode.place) check(step).toContain(`${queen} goes to ${to}, a column with the fewest conflicts`);
        if (type === EventCode.pick) check(step).toMatch(/^◎ Pick a queen under attack at random: the queen of row \d+ has \d+ conflicts? \((a queen attacks it|queens attacking it)\)\.$/);
        if (type === EventCode.repair && trace.value(i) !== trace.extra(i)) {
          check(step).toContain(`it moves from ${from} to ${to}.`);
          check(why).toBe(`→ The queen of row ${trace.variable(i) + 1}: ${from} → ${to}, a column with the fewest conflicts.`);
        }
        if (type === EventCode.repair && trace.value(i) === trace.extra(i)) check(step).toContain(`no column has fewer: it stays in ${to}.`);
        if (type === EventCode.walk) check(step).toContain(`it moves from ${from} to ${to}, drawn at random`);
      });
    });
  }
});

describe('a model: the why log and the domains name its variables and values', () => {
  const file = new URL('../../public/models/australia.mzn', import.meta.url).pathname;
  const mzn = readFileSync(file, 'utf8');
  const compiled = compileModel(file, []);
  const puzzle = withCompilation(withFile(EMPTY_MODEL, 'australia.mzn', mzn), { state: 'compiled', fzn: compiled.fzn, ozn: compiled.ozn, ms: compiled.ms });
  const names = kindOf('model').stepNames(puzzle, { words: null, constraints: null });
  const kindNames: KindNames = { nouns: 'variable', variable: (v) => names.variable(v), value: (v, x) => names.value(v, x) };
  // Facts from MiniZinc's text: the regions in FlatZinc's order with their lowest value, and the enum's names.
  const declared = [...compiled.fzn.matchAll(/^var (\d+)\.\.\d+: ([A-Za-z_]\w*)/gm)].map((m) => ({ low: Number(m[1]), name: m[2]! }));
  const colours = /enum Colour = \{([^}]*)\}/.exec(mzn)![1]!.split(',').map((s) => s.trim());
  const problem = puzzleKind('model').build({ name: 'australia.mzn (compiled)', fzn: compiled.fzn }, { alldiff: 'gac', reuse: false }).problem;
  // The engine's value x of a variable is the integer x + offset (the reader's convention, as tests/model/truth.test.ts reads it).
  const offset = buildFznProblem(parseFlatZinc(compiled.fzn)).offset;
  const colourOf = (v: number, x: number) => colours[x + offset[v]! - declared[v]!.low]!;
  for (const options of OPTIONS) {
    it(`Australia, ${JSON.stringify(options)}`, async () => {
      check(problem.variables.map((v) => v.name)).toEqual(declared.map((d) => d.name));
      const { trace } = traceOf(problem, options, false);
      const session = sessionOf(problem, options, trace, kindNames);
      check(session.nouns).toEqual({ variable: 'variable', value: 'value' });
      await checkRun(
        session,
        trace,
        (v) => declared[v]!.name,
        colourOf,
      );
    });
  }
  it('Australia by min-conflicts', async () => {
    const { trace } = traceOf(problem, { seed: 2 }, true);
    const session = sessionOf(problem, {}, trace, kindNames);
    await checkRun(
      session,
      trace,
      (v) => declared[v]!.name,
      colourOf,
    );
    await checkLocalWords(session, trace, names, (i, step) => {
      const type = trace.type(i);
      const v = trace.variable(i);
      if (type === EventCode.start) return;
      check(step, `event ${i}`).toContain(declared[v]!.name);
      if (type === EventCode.place) check(step).toContain(`Greedy start: ${declared[v]!.name} = ${colourOf(v, trace.value(i))}, a value`);
      if (type === EventCode.repair && trace.value(i) !== trace.extra(i)) check(step).toContain(`${declared[v]!.name} = ${colourOf(v, trace.value(i))} (was ${colourOf(v, trace.extra(i))}).`);
      if (type === EventCode.walk) check(step).toContain(`it gets ${colourOf(v, trace.value(i))} (was ${colourOf(v, trace.extra(i))})`);
    });
  });
});
