import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { ParseError } from '../../src/puzzles/errors.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem, displayNames } from '../../src/puzzles/model/model.ts';
import { readOzn, solutionValues } from '../../src/puzzles/model/output.ts';

function refusal(text: string): ParseError {
  try {
    buildFznProblem(parseFlatZinc(text, 'm.fzn'), 'm.fzn');
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error('no refusal');
}

describe('FlatZinc reader', () => {
  it('refuses what the engine cannot search, naming the line and the construct', () => {
    const cases: [string, number, string][] = [
      ['var 1..3: x;\nsolve minimize 1.5;\n', 2, 'not supported: float objectives'],
      ['var 1..3: x;\nsolve maximize [x];\n', 2, 'the objective must be an integer variable or an integer'],
      ['var 1..3: x;\nsolve minimize y;\n', 2, 'unknown name "y"'],
      ['var 1..3: x;\nvar float: f;\nsolve satisfy;\n', 2, 'not supported: float variables'],
      ['var 1..3: x;\n\nvar set of 1..3: s;\nsolve satisfy;\n', 3, 'not supported: set variables'],
      ['var 1..3: x;\nconstraint foo_bar(x);\nsolve satisfy;\n', 2, 'not supported: constraint "foo_bar"'],
      ['var int: x;\nsolve satisfy;\n', 1, 'no finite domain'],
      // The engine keeps values in 32 bits: 2^32 - 1 was read as -1 (found by tests/fuzz/explain.test.ts).
      ['var 1..3: x;\nvar {4294967295}: y;\nsolve satisfy;\n', 2, 'not supported: variable "y" has values beyond 32-bit integers'],
      ['var {-2147483649, -2147483648}: x;\nsolve satisfy;\n', 1, 'beyond 32-bit integers'],
      ['var 1..3: x;\n', 2, 'no solve item'],
      ['var 1..3: x;\nconstraint int_eq(x, y);\nsolve satisfy;\n', 2, 'unknown name "y"'],
      ['var 1..3: x;\nconstraint int_lin_eq([1,2],[x],3);\nsolve satisfy;\n', 2, 'int_lin_eq: 2 coefficients for 1 variables'],
    ];
    for (const [text, line, reason] of cases) {
      const e = refusal(text);
      check(e.line, text).toBe(line);
      check(e.reason, text).toContain(reason);
    }
  });

  it('reads the objective of solve minimize / maximize: a variable, an array element, a constant', () => {
    const objective = (text: string) => {
      const model = parseFlatZinc(text, 'm.fzn');
      const built = buildFznProblem(model, 'm.fzn');
      return { fzn: model.objective, problem: built.problem.objective, variables: built.problem.variables.length, built };
    };
    expect(objective('var 1..3: x;\nsolve satisfy;\n')).toMatchObject({ fzn: null, problem: undefined, variables: 1 });
    const plain = objective('var 1..3: x;\nvar 0..9: cost;\nsolve :: int_search([x], input_order, indomain_min, complete) minimize cost;\n');
    check(plain.fzn).toEqual({ sense: 'minimize', value: { t: 'var', v: 1 }, line: 3, column: 72 });
    check(plain.problem).toEqual({ variable: 1, sense: 'minimize' });
    const element = objective('var 1..3: x;\nvar -5..5: y;\narray [1..2] of var int: a = [x, y];\nsolve maximize a[2];\n');
    check(element.problem).toEqual({ variable: 1, sense: 'maximize' });
    // Value indices keep the order of the integers (y's offset is -5).
    check(element.built.objectiveValue(Int32Array.of(0, 7))).toBe(2);
    // Fixed while compiling: one more variable of one value holds it.
    const fixed = objective('int: k = 7;\nvar 1..3: x;\nsolve minimize k;\n');
    check(fixed.fzn?.value).toEqual({ t: 'int', v: 7 });
    check(fixed.variables).toBe(2);
    check(fixed.built.problem.variables[1]).toEqual({ name: 'objective', size: 1 });
    check(fixed.built.objectiveValue(Int32Array.of(0, 0))).toBe(7);
  });

  it('reads arrays, sets, output annotations, and names array elements after their output array', () => {
    const text = [
      'predicate fzn_all_different_int(array [int] of var int: x);',
      'array [1..2] of int: C = [1,-1];',
      'var {1,3,5}: a;',
      'var -2..2: b;',
      'var bool: p :: output_var;',
      'array [1..2] of var int: m :: output_array([1..1,1..2]) = [a,b];',
      'constraint int_lin_ne(C,[a,b],0);',
      'constraint fzn_all_different_int([a,b,4]);',
      'solve :: int_search([a], input_order, indomain_min, complete) satisfy;',
    ].join('\n');
    const model = parseFlatZinc(text, 'm.fzn');
    check(model.predicates).toEqual(['fzn_all_different_int']);
    check(model.vars.map((v) => v.values)).toEqual([[1, 3, 5], [-2, -1, 0, 1, 2], [0, 1]]);
    check(displayNames(model)).toEqual(['m[1,1]', 'm[1,2]', 'p']);
    const values = [3, -1, 1];
    check(solutionValues(model, null, (v) => values[v]!)).toEqual({ p: true, m: [[3, -1]] });
  });

  it('takes the order, the enum names and the fixed values of the outputs from the .ozn', () => {
    const model = parseFlatZinc('var 1..3: c :: output_var;\nsolve satisfy;\n', 'm.fzn');
    const ozn = [
      'output ["{\\n","  \\"x\\" : ",showJSON(x),",\\n  \\"c\\" : ",_toString_Colour(c,false,true),"\\n}\\n"];',
      'array [1..3] of string: _enum_to_string_0_Colour = ["red","green","blue"];',
      'int: x = 2;',
    ].join('\n');
    check(solutionValues(model, readOzn(ozn), () => 3)).toEqual({ x: 2, c: 'blue' });
  });

  it("reads the enum names of MiniZinc 2.10's .ozn, which holds a model's own output item before the JSON", () => {
    const model = parseFlatZinc('var 1..3: wa :: output_var;\nsolve satisfy;\n', 'm.fzn');
    // As the browser's MiniZinc (2.10) writes it for Australia with `output ["wa=\(wa)\n"];`.
    const ozn = [
      'output let {array [int] of string: X_INTRODUCED_17_ = ["wa="++format(wa)++"\\n"]} in (["\\"output\\": {","\\"default\\": ",showJSON(concat(X_INTRODUCED_17_)),", \\"raw\\": ",showJSON(concat(X_INTRODUCED_17_)),", \\"json\\": ",concat(["{\\n","  \\"wa\\" : ",_toString_Colour(wa,false,true),"\\n}\\n"]),"}, \\"sections\\": [\\"default\\", \\"raw\\", \\"json\\"]"]);',
      'int: wa;',
      'array [1..3] of string: _enum_to_string_0_Colour = ["red","green","blue"];',
    ].join('\n');
    check(readOzn(ozn).order).toEqual(['wa']);
    check(solutionValues(model, readOzn(ozn), () => 2)).toEqual({ wa: 'green' });
  });
});
