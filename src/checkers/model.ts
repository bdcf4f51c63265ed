/**
 * Independent check of a solution of a FlatZinc model: every variable holds a value of its
 * declared domain, and every constraint holds by its own definition (the FlatZinc specification's
 * meaning of each builtin, and of the globals our mznlib keeps), evaluated on the full assignment
 * with plain arithmetic. No code is shared with the engine or the model builder that produced the
 * answer; the model is read as the FlatZinc reader's plain data (its argument type: a parser's
 * output, below both the models and the checkers).
 */
import type { Arg } from '../puzzles/model/flatzinc.ts';

export interface CheckedModel {
  readonly vars: readonly { readonly name: string; readonly values: readonly number[] }[];
  readonly constraints: readonly { readonly name: string; readonly args: readonly Arg[]; readonly line: number }[];
}

/** The problems of one assignment (`value(v)`: variable v's integer value, bools 0 / 1); [] when it passes. */
export function checkModelSolution(model: CheckedModel, value: (v: number) => number): string[] {
  const problems: string[] = [];
  model.vars.forEach((fv, v) => {
    const x = value(v);
    if (!fv.values.includes(x)) problems.push(`${fv.name} = ${x} is outside its domain`);
  });
  const num = (a: Arg | undefined): number => {
    if (!a) throw new Error('missing argument');
    if (a.t === 'int') return a.v;
    if (a.t === 'bool') return a.v ? 1 : 0;
    if (a.t === 'var') return value(a.v);
    throw new Error(`expected a number, found ${a.t}`);
  };
  const list = (a: Arg | undefined): number[] => {
    if (!a || a.t !== 'array') throw new Error('expected an array');
    return a.v.map(num);
  };
  const set = (a: Arg | undefined): readonly number[] => {
    if (!a || a.t !== 'set') throw new Error('expected a set');
    return a.v;
  };
  const sum = (cs: number[], xs: number[]): number => cs.reduce((s, c, i) => s + c * xs[i]!, 0);
  const truth = (x: number): boolean => x !== 0;
  for (const c of model.constraints) {
    const a = c.args;
    let holds: boolean;
    try {
      holds = evaluate(c.name);
    } catch (e) {
      problems.push(`line ${c.line}: ${c.name} cannot be checked: ${(e as Error).message}`);
      continue;
    }
    if (!holds) problems.push(`line ${c.line}: ${c.name} does not hold`);

    function evaluate(name: string): boolean {
      const base = name.replace(/_(reif|imp)$/, '');
      const mode = name.endsWith('_reif') ? 'reif' : name.endsWith('_imp') ? 'imp' : 'plain';
      // A reified constraint: its last argument says whether the relation holds.
      const withReif = (relation: boolean, r: number): boolean => (mode === 'reif' ? relation === truth(r) : mode === 'imp' ? !truth(r) || relation : relation);
      switch (base) {
        case 'int_eq':
        case 'bool_eq':
          return withReif(num(a[0]) === num(a[1]), num(a[2] ?? { t: 'int', v: 1 }));
        case 'int_ne':
        case 'bool_ne':
          return withReif(num(a[0]) !== num(a[1]), num(a[2] ?? { t: 'int', v: 1 }));
        case 'int_le':
        case 'bool_le':
          return withReif(num(a[0]) <= num(a[1]), num(a[2] ?? { t: 'int', v: 1 }));
        case 'int_lt':
        case 'bool_lt':
          return withReif(num(a[0]) < num(a[1]), num(a[2] ?? { t: 'int', v: 1 }));
        case 'int_lin_eq':
          return withReif(sum(list(a[0]), list(a[1])) === num(a[2]), num(a[3] ?? { t: 'int', v: 1 }));
        case 'int_lin_le':
          return withReif(sum(list(a[0]), list(a[1])) <= num(a[2]), num(a[3] ?? { t: 'int', v: 1 }));
        case 'int_lin_ne':
          return withReif(sum(list(a[0]), list(a[1])) !== num(a[2]), num(a[3] ?? { t: 'int', v: 1 }));
        case 'bool_lin_eq':
          return sum(list(a[0]), list(a[1])) === num(a[2]);
        case 'bool_lin_le':
          return sum(list(a[0]), list(a[1])) <= num(a[2]);
        case 'int_plus':
          return num(a[0]) + num(a[1]) === num(a[2]);
        case 'int_times':
          return num(a[0]) * num(a[1]) === num(a[2]);
        case 'int_div':
          return num(a[1]) !== 0 && Math.trunc(num(a[0]) / num(a[1])) === num(a[2]);
        case 'int_mod':
          return num(a[1]) !== 0 && num(a[0]) % num(a[1]) === num(a[2]);
        case 'int_min':
          return Math.min(num(a[0]), num(a[1])) === num(a[2]);
        case 'int_max':
          return Math.max(num(a[0]), num(a[1])) === num(a[2]);
        case 'int_pow':
          return num(a[1]) >= 0 && num(a[0]) ** num(a[1]) === num(a[2]);
        case 'int_abs':
          return Math.abs(num(a[0])) === num(a[1]);
        case 'array_int_element':
        case 'array_var_int_element':
        case 'array_bool_element':
        case 'array_var_bool_element': {
          const xs = list(a[1]);
          const i = num(a[0]);
          return i >= 1 && i <= xs.length && xs[i - 1] === num(a[2]);
        }
        case 'array_int_minimum':
          return list(a[1]).length > 0 && Math.min(...list(a[1])) === num(a[0]);
        case 'array_int_maximum':
          return list(a[1]).length > 0 && Math.max(...list(a[1])) === num(a[0]);
        case 'set_in':
          return withReif(set(a[1]).includes(num(a[0])), num(a[2] ?? { t: 'int', v: 1 }));
        case 'bool2int':
          return num(a[0]) === num(a[1]);
        case 'bool_not':
          return truth(num(a[0])) !== truth(num(a[1]));
        case 'bool_and':
          return a.length === 2 ? truth(num(a[0])) && truth(num(a[1])) : (truth(num(a[0])) && truth(num(a[1]))) === truth(num(a[2]));
        case 'bool_or':
          return a.length === 2 ? truth(num(a[0])) || truth(num(a[1])) : (truth(num(a[0])) || truth(num(a[1]))) === truth(num(a[2]));
        case 'bool_xor':
          return a.length === 2 ? truth(num(a[0])) !== truth(num(a[1])) : (truth(num(a[0])) !== truth(num(a[1]))) === truth(num(a[2]));
        case 'bool_clause': {
          const clause = list(a[0]).some(truth) || list(a[1]).some((x) => !truth(x));
          return withReif(clause, num(a[2] ?? { t: 'int', v: 1 }));
        }
        case 'array_bool_and':
          return list(a[0]).every(truth) === truth(num(a[1]));
        case 'array_bool_or':
          return list(a[0]).some(truth) === truth(num(a[1]));
        case 'array_bool_xor':
          return list(a[0]).filter(truth).length % 2 === 1;
        case 'all_different_int':
        case 'fzn_all_different_int': {
          const xs = list(a[0]);
          return new Set(xs).size === xs.length;
        }
        case 'table_int':
        case 'fzn_table_int':
        case 'table_bool':
        case 'fzn_table_bool': {
          const xs = list(a[0]);
          const t = list(a[1]);
          for (let r = 0; r + xs.length <= t.length; r += xs.length) if (xs.every((x, i) => t[r + i] === x)) return true;
          return false;
        }
        default:
          throw new Error('no definition known to the checker');
      }
    }
  }
  return problems;
}
