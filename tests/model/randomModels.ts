/**
 * Random small models for the property and fuzz tests: FlatZinc texts over a few int and bool
 * variables with every constraint the reader builds (so each propagator meets odd domains, views,
 * constants and repeated variables), and MiniZinc models (.mzn) with their own brute-force oracle.
 */
import fc from 'fast-check';
import { checkModelSolution } from '../../src/checkers/model.ts';
import type { FznModel } from '../../src/puzzles/model/flatzinc.ts';

/** A FlatZinc variable declaration's domain: a range or a set, small. */
const domain = fc.oneof(
  fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([lo, w]) => ({ text: `${lo}..${lo + w}`, values: Array.from({ length: w + 1 }, (_, i) => lo + i) })),
  fc.uniqueArray(fc.integer({ min: -3, max: 4 }), { minLength: 1, maxLength: 4 }).map((vs) => {
    const values = [...vs].sort((a, b) => a - b);
    return { text: `{${values.join(',')}}`, values };
  }),
);

export interface RandomFzn {
  text: string;
}

/** A random FlatZinc model: 2-4 int variables (one maybe introduced, for views), 0-2 bools, 1-4 constraints. */
export const randomFlatZinc: fc.Arbitrary<string> = fc
  .record({
    ints: fc.array(domain, { minLength: 2, maxLength: 4 }),
    bools: fc.integer({ min: 0, max: 2 }),
    introduced: fc.boolean(),
    seeds: fc.array(fc.tuple(fc.nat(40), fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 8, maxLength: 8 })), { minLength: 1, maxLength: 4 }),
  })
  .map(({ ints, bools, introduced, seeds }) => {
    const lines: string[] = [];
    const I = ints.map((_, i) => `x${i}`);
    const B = Array.from({ length: bools }, (_, i) => `b${i}`);
    ints.forEach((d, i) => lines.push(`var ${d.text}: x${i}${i === ints.length - 1 && introduced ? ' ::var_is_introduced :: is_defined_var' : ''}${i === 0 ? ' :: output_var' : ''};`));
    B.forEach((b) => lines.push(`var bool: ${b} :: output_var;`));
    lines.push(`array [1..${I.length}] of var int: xs :: output_array([1..${I.length}]) = [${I.join(',')}];`);
    const iv = (k: number) => I[Math.abs(k) % I.length]!;
    const bv = (k: number) => (B.length > 0 ? B[Math.abs(k) % B.length]! : k % 2 === 0 ? 'true' : 'false');
    if (introduced) lines.push(`constraint int_lin_eq([1,-1],[${I[I.length - 1]},${I[0]}],${seeds[0]![1][0]});`);
    for (const [kind, r] of seeds) {
      const [a, b, c, d, e, f, g, h] = r as [number, number, number, number, number, number, number, number];
      const cons = [
        () => `int_lin_eq([${a},${b}],[${iv(c)},${iv(d)}],${e})`,
        () => `int_lin_le([${a},${b},${c}],[${iv(d)},${iv(e)},${iv(f)}],${g})`,
        () => `int_lin_ne([${a},${b}],[${iv(c)},${iv(d)}],${e})`,
        () => `int_eq(${iv(a)},${iv(b)})`,
        () => `int_ne(${iv(a)},${b})`,
        () => `int_le(${iv(a)},${iv(b)})`,
        () => `int_lt(${iv(a)},${iv(b)})`,
        () => `int_eq_reif(${iv(a)},${iv(b)},${bv(c)})`,
        () => `int_le_reif(${iv(a)},${b},${bv(c)})`,
        () => `int_ne_reif(${iv(a)},${iv(b)},${bv(c)})`,
        () => `int_lin_le_reif([${a},${b}],[${iv(c)},${iv(d)}],${e},${bv(f)})`,
        () => `int_lin_eq_reif([${a},${b}],[${iv(c)},${iv(d)}],${e},${bv(f)})`,
        () => `int_plus(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_times(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_abs(${iv(a)},${iv(b)})`,
        () => `int_min(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_max(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_div(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_mod(${iv(a)},${iv(b)},${iv(c)})`,
        () => `array_int_element(${iv(a)},[${b},${c},${d}],${iv(e)})`,
        () => `array_var_int_element(${iv(a)},[${iv(b)},${iv(c)},${d}],${iv(e)})`,
        () => `bool2int(${bv(a)},${iv(b)})`,
        () => `bool_clause([${bv(a)}],[${bv(b)}])`,
        () => `array_bool_or([${bv(a)},${bv(b)}],${bv(c)})`,
        () => `array_bool_and([${bv(a)},${bv(b)}],${bv(c)})`,
        () => `bool_xor(${bv(a)},${bv(b)},${bv(c)})`,
        () => `bool_not(${bv(a)},${bv(b)})`,
        () => `bool_eq_reif(${bv(a)},${bv(b)},${bv(c)})`,
        () => `fzn_all_different_int([${iv(a)},${iv(b + 1)},${iv(c + 2)}])`,
        () => `fzn_all_different_int([${I.join(',')}])`,
        () => `fzn_all_different_int([${iv(a)},${b}])`,
        () => `fzn_table_int([${iv(a)},${iv(b)}],[${c},${d},${e},${f},${g},${h}])`,
        () => `set_in(${iv(a)},{${b},${c}})`,
        () => `set_in_reif(${iv(a)},${b}..${b + 2},${bv(c)})`,
        () => `array_int_minimum(${iv(a)},[${iv(b)},${iv(c)}])`,
        () => `array_int_maximum(${iv(a)},[${iv(b)},${c}])`,
        () => `bool_lin_eq([${a},${b}],[${bv(c)},${bv(d)}],${e})`,
        () => `int_pow(${iv(a)},${iv(b)},${iv(c)})`,
        () => `int_lin_eq([1,-1],[${iv(a)},${iv(b)}],${c})`,
        () => `int_lin_eq([${a},${b},${c},${d}],[${iv(a)},${iv(b)},${iv(c)},${iv(d)}],${e})`,
        () => `bool_clause([],[${bv(a)},${bv(b)}])`,
      ];
      lines.push(`constraint ${cons[kind % cons.length]!()};`);
    }
    lines.push('solve satisfy;');
    return lines.join('\n') + '\n';
  });

/** A random MiniZinc model and the same constraints as JavaScript tests for brute force. */
export interface RandomMzn {
  text: string;
  domains: [number, number][];
  tests: ((x: number[]) => boolean)[];
}

export const randomMiniZinc: fc.Arbitrary<RandomMzn> = fc
  .record({
    domains: fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: 1, max: 3 })), { minLength: 2, maxLength: 4 }),
    cons: fc.array(fc.tuple(fc.nat(9), fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 6, maxLength: 6 })), { minLength: 1, maxLength: 4 }),
  })
  .map(({ domains, cons }) => {
    const n = domains.length;
    const doms = domains.map(([lo, w]) => [lo, lo + w] as [number, number]);
    const lines = ['include "globals.mzn";', ...doms.map(([lo, hi], i) => `var ${lo}..${hi}: x${i};`)];
    const tests: ((x: number[]) => boolean)[] = [];
    const v = (k: number) => Math.abs(k) % n;
    for (const [kind, r] of cons) {
      const [a, b, c, d, e, f] = r as [number, number, number, number, number, number];
      const [i, j, k] = [v(c), v(d), v(e)];
      switch (kind) {
        case 0:
          lines.push(`constraint ${a} * x${i} + ${b} * x${j} <= ${f};`);
          tests.push((x) => a * x[i]! + b * x[j]! <= f);
          break;
        case 1:
          lines.push(`constraint x${i} != x${j};`);
          tests.push((x) => x[i] !== x[j]);
          break;
        case 2:
          lines.push(`constraint ${a} * x${i} + ${b} * x${j} + x${k} = ${f};`);
          tests.push((x) => a * x[i]! + b * x[j]! + x[k]! === f);
          break;
        case 3: {
          const rows = [[a, b], [c, d], [e, f]];
          lines.push(`constraint table([x${i}, x${j}], [| ${rows.map((row) => row.join(', ')).join(' | ')} |]);`);
          tests.push((x) => rows.some(([p, q]) => x[i] === p && x[j] === q));
          break;
        }
        case 4:
          lines.push(`constraint alldifferent([x${i}, x${j}, x${k}]);`);
          // all_different is pairwise ≠ over the positions: a variable named twice makes it false (MiniZinc and Gecode agree).
          tests.push((x) => new Set([x[i], x[j], x[k]]).size === 3);
          break;
        case 5:
          lines.push(`constraint abs(x${i} - x${j}) = ${Math.abs(f)};`);
          tests.push((x) => Math.abs(x[i]! - x[j]!) === Math.abs(f));
          break;
        case 6:
          lines.push(`constraint x${i} * x${j} = x${k};`);
          tests.push((x) => x[i]! * x[j]! === x[k]!);
          break;
        case 7:
          lines.push(`constraint x${i} = ${a} \\/ x${j} > ${b};`);
          tests.push((x) => x[i] === a || x[j]! > b);
          break;
        case 8:
          lines.push(`constraint (x${i} + ${a}) mod 3 != x${j};`);
          tests.push((x) => (x[i]! + a) % 3 !== x[j]);
          break;
        default:
          lines.push(`constraint sum([bool2int(x${i} = ${a}), bool2int(x${j} = ${b}), bool2int(x${k} > ${c})]) <= 1;`);
          tests.push((x) => Number(x[i] === a) + Number(x[j] === b) + Number(x[k]! > c) <= 1);
      }
    }
    lines.push('solve satisfy;');
    return { text: lines.join('\n') + '\n', domains: doms, tests };
  });

/** Solutions of a random MiniZinc model by brute force over its declared variables. */
export function bruteForceCount(m: RandomMzn): number {
  let count = 0;
  const x = m.domains.map(([lo]) => lo);
  const go = (i: number): void => {
    if (i === x.length) {
      if (m.tests.every((t) => t(x))) count++;
      return;
    }
    for (let a = m.domains[i]![0]; a <= m.domains[i]![1]; a++) {
      x[i] = a;
      go(i + 1);
    }
  };
  go(0);
  return count;
}


/**
 * A random MiniZinc model written as people write them, for the paths' tests (labels.ts): a few
 * variables and an array, `!=`, `<`, linear sums, `alldifferent`, a `forall` over pairs and one
 * over neighbours (some across lines, with comments), an enum-indexed array and a disjunction.
 */
export const randomSourceModel: fc.Arbitrary<string> = fc
  .record({
    n: fc.integer({ min: 3, max: 4 }),
    width: fc.integer({ min: 1, max: 3 }),
    picks: fc.uniqueArray(fc.nat(9), { minLength: 2, maxLength: 5 }),
    k: fc.array(fc.integer({ min: -2, max: 3 }), { minLength: 4, maxLength: 4 }),
    spaced: fc.boolean(),
  })
  .map(({ n, width, picks, k, spaced }) => {
    const [k0, k1, k2, k3] = k as [number, number, number, number];
    const hi = n + width;
    const nl = spaced ? '\n    ' : ' ';
    const lines = [
      'include "alldifferent.mzn";',
      `int: n = ${n};`,
      'enum Colour = {red, green, blue};',
      `array[1..n] of var 1..${hi}: a;`,
      `array[Colour] of var 0..${hi}: c;`,
      `var 0..${hi}: x;`,
      `var 0..${hi}: y;`,
    ];
    const constraints = [
      'constraint x != y;',
      `constraint x < y + ${k0};`,
      `constraint ${k1 === 0 ? 1 : k1} * x + 2 * y <= ${hi + 3};`,
      'constraint alldifferent(a);',
      `constraint forall(i, j in 1..n where i < j)(${nl}a[i] + i != a[j] + j % a diagonal${nl === ' ' ? '\n   ' : nl});`,
      `constraint forall (i in 1..n - 1) (a[i] <= a[i + 1] + ${k2});`,
      `constraint sum(i in 1..n)(a[i]) >= ${n + k3};`,
      `constraint x = a[1] \\/ y > ${k0 + 1};`,
      `constraint forall(d in Colour where d != red)(${nl}c[d] > c[red] /* brighter */${nl === ' ' ? ' ' : nl});`,
      'constraint c[blue] != x /\\ c[green] != y;',
    ];
    for (const p of picks) lines.push(constraints[p]!);
    lines.push('solve satisfy;');
    return lines.join('\n') + '\n';
  });
/** Every assignment of the FlatZinc variables that the checker accepts (values joined with commas). */
export function bruteForce(model: FznModel): Set<string> {
  const found = new Set<string>();
  const x = model.vars.map((v) => v.values[0] ?? 0);
  const go = (i: number): void => {
    if (i === x.length) {
      if (checkModelSolution(model, (v) => x[v]!).length === 0) found.add(x.join(','));
      return;
    }
    for (const a of model.vars[i]!.values) {
      x[i] = a;
      go(i + 1);
    }
  };
  go(0);
  return found;
}
