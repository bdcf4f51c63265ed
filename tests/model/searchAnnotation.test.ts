/**
 * The solve item's search annotation (`int_search`, `bool_search`, `seq_search`): what the reader
 * reads of it, and that the search follows it when asked (`searchAnnotation`), judged by replaying
 * the search's `assign` events against an order worked out here from the annotation alone; the
 * Golomb ruler of the bench, followed as Gecode follows it, reaches Gecode's optimum.
 */
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkModelSolution } from '../../src/checkers/model.ts';
import { compileModel } from '../../src/cli/model.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { search, solve, type SearchOptions } from '../../src/solver/index.ts';
import { english } from '../../src/text/index.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** The variables assigned, in order, and their integer values, from the events of a search for the first solution. */
function assignments(fznText: string, options: Partial<SearchOptions>): [string, number][] {
  const model = parseFlatZinc(fznText);
  const built = buildFznProblem(model);
  const out: [string, number][] = [];
  for (const e of search(built.problem, { ...options, record: true, maxSolutions: 1 })) {
    if (e.type === 'assign') out.push([model.vars[e.variable]!.name, e.value + built.offset[e.variable]!]);
  }
  return out;
}

describe('the reader', () => {
  it('reads int_search and bool_search, seq_search in order, and names what it does not follow', () => {
    const text = [
      'var 1..3: x :: output_var;',
      'var 1..5: y :: output_var;',
      'var -2..0: z :: output_var;',
      'var bool: b :: output_var;',
      'array [1..3] of var int: xs = [x, y, z];',
      'solve :: seq_search([int_search(xs, anti_first_fail, indomain_max, complete), bool_search([b], input_order, indomain_min, complete),',
      '  int_search([x], first_fail, indomain_random, complete), restart_luby(10)]) satisfy;',
    ].join('\n');
    const model = parseFlatZinc(text);
    check(model.search).toEqual({
      phases: [
        { variables: [0, 1, 2], variableOrder: 'anti-first-fail', valueOrder: 'reverse' },
        { variables: [3], variableOrder: 'input-order', valueOrder: 'lex' },
      ],
      ignored: [
        { name: 'int_search', line: 7, column: 3 },
        { name: 'restart_luby', line: 7, column: 59 },
      ],
    });
    check(english(buildFznProblem(model).searchIgnored!)).toBe(
      '2 search annotations are not followed (int_search, restart_luby, the first at line 7): the search orders their variables its own way',
    );
    expect(parseFlatZinc('var 1..3: x;\nsolve minimize x;').search).toBeNull();
    expect(buildFznProblem(parseFlatZinc('var 1..3: x;\nsolve minimize x;')).problem.searchOrder).toBeUndefined();
  });
});

// dom_w_deg without constraints: no weights, so the smallest domain (as first_fail).
const CHOICES = ['input_order', 'first_fail', 'anti_first_fail', 'smallest', 'largest', 'dom_w_deg'] as const;

describe('following the annotation', () => {
  it('assigns the variables and values in the order the annotation says (replayed against the order worked out from it)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -40, max: 40 }), fc.integer({ min: 0, max: 6 })), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(...CHOICES),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (ranges, choice, max, seed) => {
          const n = ranges.length;
          // The annotation names the variables in a shuffled order, the last one left out when there are several.
          const named = [...Array(n).keys()].sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101)).slice(0, n > 1 ? n - 1 : n);
          const lines = ranges.map(([lo, extra], i) => `var ${lo}..${lo + extra}: v${i} :: output_var;`);
          lines.push(`solve :: int_search([${named.map((i) => `v${i}`).join(', ')}], ${choice}, ${max ? 'indomain_max' : 'indomain_min'}, complete) satisfy;`);
          const text = lines.join('\n');
          // Without constraints the domains never shrink: the order follows from the ranges alone.
          const key = (i: number): number => {
            const [lo, extra] = ranges[i]!;
            return choice === 'first_fail' || choice === 'dom_w_deg' ? extra : choice === 'anti_first_fail' ? -extra : choice === 'smallest' ? lo : choice === 'largest' ? -(lo + extra) : 0;
          };
          const order = [...named].sort((a, b) => key(a) - key(b) || named.indexOf(a) - named.indexOf(b));
          const expected = order.map((i): [string, number] => [`v${i}`, max ? ranges[i]![0] + ranges[i]![1] : ranges[i]![0]]);
          const followed = assignments(text, { searchAnnotation: true, variableOrder: 'static' });
          check(followed.slice(0, order.length), text).toEqual(expected);
          // The rest in the search's own order: here static, the one left out.
          check(followed.map(([name]) => name).slice(order.length), text).toEqual([...Array(n).keys()].filter((i) => !named.includes(i)).map((i) => `v${i}`));
          // Breadth-first search follows it too: its first solution takes the first value of each in that order.
          const built = buildFznProblem(parseFlatZinc(text));
          const bfs = solve(built.problem, { searchAnnotation: true, strategy: 'bfs', variableOrder: 'static' }).solutions[0]!;
          check(Object.fromEntries(ranges.map((_, i) => [`v${i}`, built.value(bfs, i)])), text).toEqual(Object.fromEntries(followed));
          // Not asked for: the search as before, as for the same model without the annotation.
          const plain = text.replace(/solve :: .*/, 'solve satisfy;');
          check(assignments(text, {}), text).toEqual(assignments(plain, {}));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the Golomb ruler of the bench, following its annotation: the marks in order, least first, to Gecode\'s optimum', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-search-annotation-'));
    const data = join(dir, 'golomb-7.dzn');
    writeFileSync(data, 'm = 7;\n');
    const file = join(ROOT, 'bench/optimise/golomb.mzn');
    const model = parseFlatZinc(compileModel(file, [data]).fzn, file);
    const built = buildFznProblem(model, file);
    // mark[1] = 0 is a constant in the FlatZinc: the phase names the other marks.
    const marks = model.outputs.find((o) => o.name === 'mark')!.items.flatMap((a) => (a.t === 'var' ? [a.v] : []));
    expect(marks).toHaveLength(6);
    check(built.problem.searchOrder).toEqual([{ variables: marks, variableOrder: 'input-order', valueOrder: 'lex', offsets: marks.map((v) => built.offset[v]) }]);
    const result = solve(built.problem, { searchAnnotation: true });
    check(result.status).toBe('optimal');
    for (const values of result.solutions) check(checkModelSolution(model, (v) => built.value(values, v))).toEqual([]);
    const gecode = spawnSync('minizinc', ['--solver', 'gecode', '--output-objective', '--output-mode', 'json', file, data], { encoding: 'utf8' });
    check(gecode.status, gecode.stderr).toBe(0);
    const best = Number([...gecode.stdout.matchAll(/"_objective" : (-?\d+)/g)].at(-1)![1]);
    check(built.objectiveValue(result.solutions.at(-1)!)).toBe(best);
    check(best).toBe(25);
  });
});
