import { describe, expect, it } from 'vitest';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { randomFlatZinc } from '../model/randomModels.ts';
import { mutated, repeatTo, TEN_MB } from './hostile.ts';
import { fuzzParser, timed } from './outcome.ts';

/** A read model: variables with values, constraints over them, outputs naming read variables. */
function problems(built: ReturnType<typeof buildFznProblem>): string[] {
  const out: string[] = [];
  const n = built.problem.variables.length;
  if (n !== built.model.vars.length) out.push(`${n} engine variables for ${built.model.vars.length} FlatZinc variables`);
  for (const v of built.problem.variables) if (!(v.size >= 1)) out.push(`variable ${v.name} of size ${v.size}`);
  for (const c of built.problem.constraints) for (const v of c.scope) if (!(v >= 0 && v < n)) out.push(`constraint ${c.label} on variable ${v}`);
  for (const o of built.model.outputs) for (const item of o.items) if (item.t === 'var' && !(item.v >= 0 && item.v < n)) out.push(`output ${o.name} names variable ${item.v}`);
  return out;
}

describe('FlatZinc files under hostile input', () => {
  it('read into engine problems or throw a ParseError at a line and column of the text', () => {
    fuzzParser('FlatZinc', mutated(randomFlatZinc), 'm.fzn', (t) => buildFznProblem(parseFlatZinc(t, 'm.fzn'), 'm.fzn'), problems);
  });

  it('a 10 MB file of one long line or of many declarations is refused or read quickly', () => {
    for (const text of [repeatTo('x'), repeatTo('var 1..3: x;\n', TEN_MB, ''), repeatTo('constraint int_eq(1,1);\n', TEN_MB, 'var 1..3: x;\n')]) {
      const { ms, outcome, threw } = timed(() => parseFlatZinc(text, 'big.fzn'));
      expect(ms).toBeLessThan(20_000);
      if (threw) expect((outcome as Error).name).toBe('ParseError');
    }
  }, 60_000);
});
