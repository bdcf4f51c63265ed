/**
 * The model's words for its constraints, from MiniZinc's paths (src/puzzles/model/paths.ts,
 * labels.ts), on FlatZinc written here: the readable form of a FlatZinc constraint where there is
 * no path, the source text and its instance where there is one, the path strings of MiniZinc 2.6
 * and 2.10 (which differ), what is kept of them, and where a FlatZinc item is in the model.
 * Checked against MiniZinc itself in sources.test.ts and browserCompiler.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseFlatZinc, type FznModel } from '../../src/puzzles/model/flatzinc.ts';
import { constraintLabel, constraintSource, modelPlace, ModelText, readableConstraint } from '../../src/puzzles/model/labels.ts';
import { buildFznProblem, displayNames } from '../../src/puzzles/model/model.ts';
import { keepModelPaths, readPath } from '../../src/puzzles/model/paths.ts';
import { english } from '../../src/text/index.ts';

describe('labels', () => {
  const fzn = (text: string): FznModel => parseFlatZinc(text, 'm.fzn');

  it('without a path, a readable form of the FlatZinc', () => {
    const model = fzn(
      [
        'var 1..3: wa :: output_var;',
        'var 1..3: sa :: output_var;',
        'var 0..10: x :: output_var;',
        'var 0..10: y :: output_var;',
        'var bool: b :: output_var;',
        'array [1..2] of var int: q :: output_array([1..2]) = [x,y];',
        'constraint int_lin_ne([1,-1],[wa,sa],0);',
        'constraint int_lin_eq([1,1],[x,y],10);',
        'constraint int_lin_le([1,-1],[x,y],-1);',
        'constraint int_lin_le([-1,-2],[x,y],-3);',
        'constraint int_le_reif(x,3,b);',
        'constraint bool_clause([b],[b]);',
        'constraint int_times(x,y,wa);',
        'constraint fzn_all_different_int([wa,sa]);',
        'constraint set_in(x,{1,2,3,4});',
        'constraint array_bool_or([b,b],true);',
        'constraint int_ne(wa,2);',
        'solve satisfy;',
      ].join('\n'),
    );
    const names = displayNames(model);
    check(model.constraints.map((c) => readableConstraint(c, names))).toEqual([
      'wa ≠ sa',
      'q[1] + q[2] = 10',
      'q[1] ≤ q[2] − 1',
      'q[1] + 2·q[2] ≥ 3',
      'b ⇔ q[1] ≤ 3',
      'b ∨ ¬b',
      'q[1]·q[2] = wa',
      'alldifferent([wa, sa])',
      'q[1] ∈ 1..4',
      'b ∨ b',
      'wa ≠ 2',
    ]);
    // No FlatZinc name in any of them.
    for (const c of model.constraints) check(constraintLabel(c, model, names, null)).not.toMatch(/\b(int|bool|array|set)_\w+\(/);
  });

  it('with paths: the source text, its instance, the definition of a variable the compiler made', () => {
    const text = 'int: n = 3;\narray[1..n] of var 1..3: q;\nconstraint forall(i, j in 1..n where i < j)(q[i] + i != q[j] + j);\nsolve satisfy;\n';
    const model = fzn(
      [
        'var 1..3: A :: output_var;',
        'var 1..3: B :: output_var;',
        'var 2..4: X_INTRODUCED_9_ ::var_is_introduced :: is_defined_var;',
        'array [1..2] of var int: q :: output_array([1..2]) = [A,B];',
        `constraint int_lin_ne([1,-1],[A,B],1):: mzn_path("model.mzn|3|12|3|65|ca|forall;model.mzn|3|12|3|65|ac;model.mzn|3|19|3|19|i=1;model.mzn|3|22|3|22|j=2;model.mzn|3|45|3|64|bin|'!=';model.mzn|3|45|3|64|ca|int_lin_ne;");`,
        `constraint int_lin_eq([1,-1],[A,X_INTRODUCED_9_],-1):: mzn_path("model.mzn|3|12|3|65|ca|forall;model.mzn|3|12|3|65|ac;model.mzn|3|19|3|19|i=1;model.mzn|3|45|3|52|bin|'+';model.mzn|3|45|3|48|ca|lin_exp;"):: defines_var(X_INTRODUCED_9_);`,
        'solve satisfy;',
      ].join('\n'),
    );
    const source = new ModelText(text);
    const names = displayNames(model);
    const [ne, defining] = model.constraints as [FznModel['constraints'][number], FznModel['constraints'][number]];
    expect(constraintSource(ne, source)).toMatchObject({ line: 3, column: 45, lastColumn: 64, text: 'q[i] + i != q[j] + j', instance: 'q[1] + 1 != q[2] + 2', formula: true });
    check(constraintLabel(ne, model, names, source)).toBe('q[1] + 1 != q[2] + 2');
    check(constraintLabel(defining, model, names, source)).toBe('X_INTRODUCED_9_ = q[1] + 1');
    // The builder labels its constraints so.
    check(buildFznProblem(model, 'm.fzn', { source: text }).problem.constraints.map((c) => english(c.label))).toContain('q[1] + 1 != q[2] + 2');
  });

  it("reads both versions' path strings (2.6: a file on disk; 2.10: the browser's file, another call number)", () => {
    const native = "/home/me/q.mzn|8|12|8|47|ca|\\28@alldifferent;/home/me/q.mzn|8|25|8|46|ac;/home/me/q.mzn|8|42|8|45|r=1;/home/me/q.mzn|8|26|8|33|bin|'+';/usr/share/minizinc/std/x.mzn|1|1|1|2|ca|lin_exp;|0|0|0|0|il|0;";
    const browser = "/minizinc/model.mzn|8|12|8|47|ca|\\39@alldifferent;/minizinc/model.mzn|8|25|8|46|ac;/minizinc/model.mzn|8|42|8|45|r=1;/minizinc/model.mzn|8|26|8|33|bin|'+';";
    const steps = (p: string) => readPath(p).map((s) => `${s.line}:${s.column}-${s.lastLine}:${s.lastColumn} ${s.kind} ${s.name}${s.kind === 'bind' ? `=${s.value}` : ''}`);
    check(steps(native).slice(0, 4)).toEqual(['8:12-8:47 ca alldifferent', '8:25-8:46 ac ', '8:42-8:45 bind r=1', '8:26-8:33 bin +']);
    check(steps(browser)).toEqual(steps(native).slice(0, 4));
    // Kept: the model's steps, under one name; the library's and the empty ones dropped.
    const line = (p: string) => `constraint int_lin_eq([1,-1],[a,b],-1):: mzn_path("${p.replace(/\\/g, '\\\\')}"):: defines_var(b);`;
    check(keepModelPaths(line(native), (f) => f === '/home/me/q.mzn').replace('28@', '39@')).toBe(keepModelPaths(line(browser), (f) => f === '/minizinc/model.mzn'));
    check(keepModelPaths(line(browser), (f) => f === '/minizinc/model.mzn')).toBe(
      "constraint int_lin_eq([1,-1],[a,b],-1):: mzn_path(\"model.mzn|8|12|8|47|ca|\\\\39@alldifferent;model.mzn|8|25|8|46|ac;model.mzn|8|42|8|45|r=1;model.mzn|8|26|8|33|bin|'+';\"):: defines_var(b);",
    );
    check(keepModelPaths('var 1..3: x:: output_var:: mzn_path("/usr/share/minizinc/std/a.mzn|1|1|1|1|vd;");', () => false)).toBe('var 1..3: x:: output_var;');
  });

  it("a FlatZinc item's place in the model: a declaration, the solve item; nothing without paths", () => {
    const text = 'var 1..10: x;\n\nvar 0.0..2.5: f; % a float\nsolve  /* best */ maximize x;\n';
    const fznText = 'var 1..10: x:: output_var:: mzn_path("model.mzn|1|12|1|12|id|x;model.mzn|1|1|1|12|vd;");\nvar 0.0..2.5: f:: mzn_path("model.mzn|3|15|3|15|id|f;model.mzn|3|1|3|15|vd;");\nsolve maximize x;\n';
    const source = new ModelText(text);
    check(modelPlace(fznText, 2, source)).toEqual({ line: 3, column: 1, lastLine: 3, lastColumn: 15 });
    check(modelPlace(fznText, 3, source)).toEqual({ line: 4, column: 1, lastLine: 4, lastColumn: 29 });
    expect(modelPlace('var 1..3: x;\nsolve satisfy;\n', 1, source)).toBeNull();
    // A `solve` in a comment or a string is not the solve item.
    check(new ModelText('% solve this\nvar 1..3: x;\noutput ["solve"];\nsolve satisfy;').solveSpan()).toEqual({ line: 4, column: 1, lastLine: 4, lastColumn: 14 });
  });
});
