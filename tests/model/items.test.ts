/**
 * Each of a built model's constraints knows the FlatZinc item it was built from (`FznProblem.items`,
 * which the app's constraint graph uses to draw a reason's constraints): on random FlatZinc texts,
 * every constraint's variables are variables the item names in its arguments (read here from the
 * parsed arguments; items on variables the compiler introduced are not judged: those may be views of others), and the items come in the text's order. (An item may make none: a unary one
 * narrows a domain, a defining one may become a view.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseFlatZinc, type Arg } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { randomFlatZinc } from './randomModels.ts';

function variablesOf(args: readonly Arg[], out = new Set<number>()): Set<number> {
  for (const a of args) {
    if (a.t === 'var') out.add(a.v);
    else if (a.t === 'array') variablesOf(a.v, out);
  }
  return out;
}

describe('FznProblem.items', () => {
  it('names, for every constraint, the FlatZinc item whose variables it constrains', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomFlatZinc, (text) => {
        const model = parseFlatZinc(text, 'r.fzn');
        const built = buildFznProblem(model, 'r.fzn');
        expect(built.items).toHaveLength(built.problem.constraints.length);
        let last = -1;
        built.problem.constraints.forEach((c, k) => {
          const item = built.items[k]!;
          expect(item).toBeGreaterThanOrEqual(last);
          last = item;
          const named = variablesOf(model.constraints[item]!.args);
          // A variable the compiler introduced may be a view of others (x3 = x0): the constraint is then on those; not judged here.
          if ([...named].some((u) => model.vars[u]?.auxiliary === true)) return;
          for (const v of c.scope) check(named.has(v), `constraint ${k} (item ${item}) on variable ${v}`).toBe(true);
          checked++;
        });
      }),
      { numRuns: 200 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});
