/**
 * The model kind's step sentences are true (issue 20's rule, for models): Australia is searched
 * with several switches, the events are encoded as the worker does and worded by the one sentence
 * generator with the model kind's names; each sentence is checked against facts read here from
 * MiniZinc's own output, not from the kind's code:
 * - the variable named is the event's FlatZinc variable (its name in the .fzn's declaration order);
 * - a value named is the enum's name of that integer (read from the .ozn's `_enum_to_string`);
 * - a prune by forward checking names a constraint of the map as the model writes it (`wa != sa`,
 *   compiled to `int_lin_ne(X_INTRODUCED_0_,[wa,sa],0)`), between the pruned region and a region
 *   that really holds the pruned colour at that step (the solver's own assignment, replayed from
 *   its events).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel } from '../../src/cli/model.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { describeStep } from '../../src/app/kinds/sentences.ts';
import { EMPTY_MODEL, withCompilation, withFile } from '../../src/app/kinds/model/puzzle.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { search, type SearchOptions } from '../../src/solver/index.ts';
import { EVENT_FIELDS, Trace } from '../../src/trace/index.ts';
import { encodeEvent } from '../../src/worker/encode.ts';
import { readFileSync } from 'node:fs';

const file = new URL('../../public/models/australia.mzn', import.meta.url).pathname;
const compiled = compileModel(file, []);
const puzzle = withCompilation(withFile(EMPTY_MODEL, 'australia.mzn', readFileSync(file, 'utf8')), { state: 'compiled', fzn: compiled.fzn, ozn: compiled.ozn, ms: compiled.ms });

/** Facts from MiniZinc's text: variable names in declaration order, and Colour's names by value. */
const declared = [...compiled.fzn.matchAll(/^var [^:]+: ([A-Za-z_][A-Za-z0-9_]*)/gm)].map((m) => m[1]!);
const colourNames = JSON.parse(`[${/_enum_to_string_\d+_Colour = \[(.*)\];/.exec(compiled.ozn)![1]!}]`) as string[];
/** Pairs of regions a constraint keeps apart, from the FlatZinc `int_lin_ne([1,-1],[a,b],0)` lines. */
const borders = new Set([...compiled.fzn.matchAll(/int_lin_ne\(\w+,\[(\w+),(\w+)\],0\)/g)].flatMap((m) => [`${m[1]}|${m[2]}`, `${m[2]}|${m[1]}`]));

const SWITCHES: Partial<SearchOptions>[] = [
  { inference: 'fc', variableOrder: 'static', maxSolutions: Infinity },
  { inference: 'fc', variableOrder: 'mrv-degree', maxSolutions: Infinity },
  { inference: 'mac', variableOrder: 'dom-wdeg', ac3: true, maxSolutions: 3 },
  { inference: 'none', variableOrder: 'static', maxSolutions: 2 },
];

describe('model step sentences are true (Australia)', () => {
  it('knows the map from MiniZinc: seven regions, three colours, nine borders', () => {
    check(declared.sort()).toEqual(['nsw', 'nt', 'q', 'sa', 't', 'v', 'wa']);
    check(colourNames).toEqual(['red', 'green', 'blue']);
    check(borders.size).toBe(18);
  });

  it.each(SWITCHES.map((s) => [JSON.stringify(s), s] as const))('every sentence of a search with %s', (_, options) => {
    const names = kindOf('model').stepNames(puzzle, { words: null, constraints: null });
    const model = parseFlatZinc(compiled.fzn);
    const built = buildFznProblem(model, 'australia.fzn', { source: puzzle.text });
    const varNames = model.vars.map((v) => v.name);
    const events = [...search(built.problem, { ...options, record: true })];
    const data: number[] = [];
    for (const e of events) encodeEvent(e, (t, v, x, w) => data.push(t, v, x, w));
    const trace = new Trace({ variables: varNames.length, maxEvents: 1 << 20 });
    trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
    const colour = (v: number, x: number) => colourNames[x + built.offset[v]! - 1]!;
    const values = new Int32Array(varNames.length).fill(-1);
    let position = 0;
    let prunes = 0;
    for (const e of events) {
      if (e.type === 'done' || e.type === 'phase' || e.type === 'solution') {
        if (e.type !== 'done') position++;
        continue;
      }
      position++;
      const sentence = describeStep(trace, position, names);
      if ('variable' in e && e.variable >= 0) check(sentence, sentence).toContain(varNames[e.variable]!);
      if (e.type === 'assign') {
        check(sentence).toContain(`${varNames[e.variable]} = ${colour(e.variable, e.value)}`);
        values[e.variable] = e.value;
      }
      if (e.type === 'backtrack') {
        check(sentence).toContain(colour(e.variable, e.value));
        values[e.variable] = -1;
      }
      if (e.type === 'prune' && options.inference === 'fc') {
        prunes++;
        const region = varNames[e.variable]!;
        check(sentence).toContain(colour(e.variable, e.value));
        // The constraint named, in the model's words, is a border of this region with one that holds the pruned colour now.
        const m = /\(([A-Za-z_]\w*) != ([A-Za-z_]\w*)\)/.exec(sentence);
        expect(m, sentence).not.toBeNull();
        const other = m![1] === region ? m![2]! : m![1]!;
        check(borders.has(`${region}|${other}`), sentence).toBe(true);
        const o = varNames.indexOf(other);
        expect(values[o], sentence).toBeGreaterThanOrEqual(0);
        check(colour(o, values[o]!), sentence).toBe(colour(e.variable, e.value));
      }
    }
    if (options.inference === 'fc') expect(prunes).toBeGreaterThan(0);
  });
});
