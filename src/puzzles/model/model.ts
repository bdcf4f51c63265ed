/**
 * A FlatZinc model (flatzinc.ts) as a Problem of the engine: one variable per FlatZinc variable
 * (bools as 0 / 1), one constraint per FlatZinc constraint (propagators.ts; all-different with the
 * engine's own all-different when the values allow it). A constraint the engine does not know is
 * a ParseError at its line: "not supported: constraint …", never a wrong answer.
 *
 * Value indices: variable v's index a means the integer a + offset[v]; offset is 0 for domains
 * within 0..31 (so all-different can share value indices and use Régin's filtering), else the
 * domain's least value. Indices keep the integers' order, so the objective of `solve minimize x`
 * is the problem's objective on x as it is (a smaller index, a smaller x). An objective MiniZinc
 * fixed while compiling (`solve minimize 2`) is one more variable of the problem, after the
 * FlatZinc's, with that one value: every solution is then optimal.
 */
import { allDifferent, BinaryTable, linearConstraint, type AllDiffForm, type Constraint, type Objective, type Problem, type SearchPhase, type Variable } from '../../solver/index.ts';
import { msg, verbatim, type Message } from '../../text/index.ts';
import { describe, ParseError } from '../errors.ts';
import type { Arg, FznConstraint, FznModel } from './flatzinc.ts';
import { constraintLabel, ModelText } from './labels.ts';
import { AllDifferentValues, Relation, Table, type Term } from './propagators.ts';

export interface FznProblem {
  readonly model: FznModel;
  readonly problem: Problem;
  readonly offset: Int32Array;
  /** Known false before search (a constraint over constants, an empty domain): where. */
  readonly failure: { readonly line: number; readonly reason: string } | null;
  /** The integer value of FlatZinc variable v in a solution of the problem. */
  value(solution: Int32Array, v: number): number;
  /** `solve minimize` / `solve maximize`: the problem's objective (also `problem.objective`); null for `solve satisfy`. */
  readonly objective: Objective | null;
  /** The objective's integer value in a solution (NaN for `solve satisfy`). */
  objectiveValue(solution: Int32Array): number;
  /** The FlatZinc constraint (its index in `model.constraints`) each of the problem's constraints was built from. */
  readonly items: Int32Array;
  /**
   * What of the solve item's search annotation the search does not follow (`optimiseSearch.ignored`,
   * to be said once when the annotation is followed), or null when it follows all of it.
   */
  readonly searchIgnored: Message | null;
}

/** The name of the variable that holds an objective MiniZinc fixed while compiling (`solve minimize 2`). */
export const FIXED_OBJECTIVE = 'objective';

export interface BuildOptions {
  /** All-different as value elimination or with Régin's filtering (default gac). */
  alldiff?: AllDiffForm | undefined;
  /**
   * The MiniZinc model the FlatZinc was compiled from (with `--keep-paths`, paths.ts): each
   * constraint is labelled by its text there (labels.ts). Without it, by a readable form of the FlatZinc.
   */
  source?: string | undefined;
}

/** A FlatZinc constraint as its label reads: its name and arguments, parameters resolved (`int_lin_eq([1, 1], [x, y], 10)`). */
export function fznConstraintLabel(c: FznConstraint, model: Pick<FznModel, 'vars'>): string {
  const show = (a: Arg): string => {
    if (a.t === 'var') return model.vars[a.v]!.name;
    if (a.t === 'array') return `[${a.v.slice(0, 6).map(show).join(', ')}${a.v.length > 6 ? ', …' : ''}]`;
    if (a.t === 'set') return a.v.length > 6 ? `{${a.v.slice(0, 6).join(', ')}, …}` : `{${a.v.join(', ')}}`;
    return String(a.v);
  };
  return `${c.name}(${c.args.map(show).join(', ')})`;
}

/** The FlatZinc constraints the engine propagates (the reader refuses every other name). */
export const SUPPORTED_CONSTRAINTS: readonly string[] = [];

type Build = (c: FznConstraint, b: Builder) => void;

/** Binary relations over at most this many pairs of values become a table of allowed pairs. */
const BINARY_TABLE_LIMIT = 1 << 16;

const lin = (op: 'eq' | 'le' | 'ne' | 'lt', s: number, rhs: number): boolean =>
  op === 'eq' ? s === rhs : op === 'le' ? s <= rhs : op === 'lt' ? s < rhs : s !== rhs;

class Builder {
  readonly constraints: Constraint[] = [];
  failure: { line: number; reason: string } | null = null;
  /** Each variable's values, narrowed by unary constraints. */
  readonly domains: number[][];
  /** Views: an introduced variable defined as s · y + k (s = ±1) is read as that by the other constraints. */
  readonly views = new Map<number, { of: number; s: number; k: number }>();
  /** While building the constraint that defines a view, its variables are read as themselves. */
  raw = false;
  /** How each variable is shown (`q[3]`), and the model's text the labels quote. */
  readonly names: string[];
  private readonly text: ModelText | null;
  private readonly labels = new Map<FznConstraint, string>();
  constructor(
    readonly model: FznModel,
    readonly file: string,
    readonly offset: Int32Array,
    readonly sizes: Int32Array,
    readonly maxSize: number,
    readonly options: BuildOptions,
  ) {
    this.domains = model.vars.map((v) => v.values.slice());
    this.names = displayNames(model);
    this.text = options.source !== undefined ? new ModelText(options.source) : null;
  }

  fail(c: FznConstraint, reason: Message): never {
    throw new ParseError(this.file, c.line, c.column, msg('parse.model.constraint', { name: c.name, reason }));
  }

  arg(c: FznConstraint, i: number): Arg {
    const a = c.args[i];
    if (!a) this.fail(c, msg('parse.model.arguments', { min: i + 1, n: c.args.length }));
    return a!;
  }

  term(c: FznConstraint, a: Arg): Term {
    if (a.t === 'var') return this.raw ? { v: a.v } : this.root(a.v);
    if (a.t === 'int') return { c: a.v };
    if (a.t === 'bool') return { c: a.v ? 1 : 0 };
    return this.fail(c, msg('parse.model.scalar', { found: a.t === 'array' ? msg('parse.model.anArray') : msg('parse.model.aType', { type: a.t }) }));
  }
  /** Variable v as a term over the variable it is a view of (following chains of views). */
  root(v: number): { v: number; s: number; k: number } {
    let s = 1;
    let k = 0;
    for (let view = this.views.get(v); view; view = this.views.get(v)) {
      // v = view.s · of + view.k, so s · v + k = s · view.s · of + (s · view.k + k).
      k += s * view.k;
      s *= view.s;
      v = view.of;
    }
    return { v, s, k };
  }

  t(c: FznConstraint, i: number): Term {
    return this.term(c, this.arg(c, i));
  }
  ts(c: FznConstraint, i: number): Term[] {
    const a = this.arg(c, i);
    if (a.t !== 'array') this.fail(c, msg('parse.model.array', { i: i + 1 }));
    return (a as { v: readonly Arg[] }).v.map((x) => this.term(c, x));
  }
  ints(c: FznConstraint, i: number): number[] {
    return this.ts(c, i).map((t) => ('c' in t ? t.c : this.fail(c, msg('parse.model.constants', { i: i + 1 }))));
  }
  int(c: FznConstraint, i: number): number {
    const t = this.t(c, i);
    return 'c' in t ? t.c : this.fail(c, msg('parse.model.constant', { i: i + 1 }));
  }
  set(c: FznConstraint, i: number): Set<number> {
    const a = this.arg(c, i);
    if (a.t !== 'set') this.fail(c, msg('parse.model.set', { i: i + 1 }));
    return new Set((a as { v: readonly number[] }).v);
  }

  /** The constraint in the model's words (labels.ts), once per constraint. */
  label(c: FznConstraint): string {
    let label = this.labels.get(c);
    if (label === undefined) this.labels.set(c, (label = constraintLabel(c, this.model, this.names, this.text)));
    return label;
  }

  /** Add the relation `test` over `terms`; over constants alone it is decided now. */
  rel(c: FznConstraint, terms: Term[], test: (x: Float64Array) => boolean): void {
    if (terms.every((t) => 'c' in t)) {
      if (!test(Float64Array.from(terms, (t) => (t as { c: number }).c)) && !this.failure) {
        this.failure = { line: c.line, reason: `${this.label(c)} is false` };
      }
      return;
    }
    const vars = [...new Set(terms.flatMap((t) => ('v' in t ? [t.v] : [])))];
    const x = new Float64Array(terms.length);
    const put = (v: number, value: number) => terms.forEach((t, j) => {
      if ('c' in t) x[j] = t.c;
      else if (t.v === v) x[j] = (t.s ?? 1) * value + (t.k ?? 0);
    });
    if (vars.length === 1) {
      // A unary relation narrows the variable's domain before search.
      const v = vars[0]!;
      this.domains[v] = this.domains[v]!.filter((value) => {
        put(v, value);
        return test(x);
      });
      if (this.domains[v]!.length === 0 && !this.failure) this.failure = { line: c.line, reason: `${this.label(c)} leaves ${describe(this.model.vars[v]!.name)} no value` };
      return;
    }
    if (vars.length === 2 && this.sizes[vars[0]!]! * this.sizes[vars[1]!]! <= BINARY_TABLE_LIMIT) {
      // A binary relation becomes the engine's table of allowed pairs (AC-3's REVISE on a table).
      const [p, q] = vars as [number, number];
      const allowed: boolean[][] = [];
      for (const a of this.model.vars[p]!.values) {
        const row = (allowed[a - this.offset[p]!] = [] as boolean[]);
        put(p, a);
        for (const bv of this.model.vars[q]!.values) {
          put(q, bv);
          row[bv - this.offset[q]!] = test(x);
        }
      }
      this.constraints.push(new BinaryTable(p, q, allowed, this.sizes[p]!, this.sizes[q]!, verbatim(this.label(c))));
      return;
    }
    this.constraints.push(new Relation(terms, test, verbatim(this.label(c)), this.offset, this.maxSize));
  }

  /** Σ coef · terms op rhs (eq and le as the engine's `Linear` where it applies), optionally reified by the term `r`. */
  linear(c: FznConstraint, coef: number[], terms: Term[], op: 'eq' | 'le' | 'ne' | 'lt', rhs: number, reif: Term | null = null, imp = false): void {
    if (coef.length !== terms.length) this.fail(c, msg('parse.model.coefficients', { n: coef.length, vars: terms.length }));
    // Views fold into the sum: a · (s · y + k) = (a · s) · y + a · k.
    coef = coef.slice();
    terms = terms.map((t, i) => {
      if (!('v' in t) || (t.s === undefined && t.k === undefined)) return t;
      rhs -= coef[i]! * (t.k ?? 0);
      coef[i] = coef[i]! * (t.s ?? 1);
      return { v: t.v };
    });
    const n = terms.length;
    const sum = (x: Float64Array): number => {
      let s = 0;
      for (let k = 0; k < n; k++) s += coef[k]! * x[k]!;
      return s;
    };
    if ((op === 'eq' || op === 'le') && this.linearConstraint(c, coef, terms, op, rhs, reif, imp)) return;
    if (reif === null) {
      this.rel(c, terms, (x) => lin(op, sum(x), rhs));
    } else if (imp) {
      this.rel(c, [...terms, reif], (x) => x[n] === 0 || lin(op, sum(x), rhs));
    } else {
      this.rel(c, [...terms, reif], (x) => (x[n] === 1) === lin(op, sum(x), rhs));
    }
  }

  /**
   * Σ coef · terms ≤ rhs or = rhs (no views left) as the engine's `Linear` constraint, filtered by
   * bounds: constants move to the right-hand side and a variable named twice adds its
   * coefficients. Not for what `rel` does as well or better: a constraint over one variable (its
   * domain is narrowed now) or none (decided now), nor `=` over two variables whose value pairs
   * fit a table (arc consistency, which sees holes in the domains). Reified by `reif` (`imp`: only
   * b ⇒ Σ) when it is a plain 0/1 variable outside the sum. True when it built it.
   */
  linearConstraint(c: FznConstraint, coef: number[], terms: Term[], op: 'eq' | 'le', rhs: number, reif: Term | null, imp: boolean): boolean {
    const byVar = new Map<number, number>();
    for (const [k, t] of terms.entries()) {
      if ('c' in t) rhs -= coef[k]! * t.c;
      else byVar.set(t.v, (byVar.get(t.v) ?? 0) + coef[k]!);
    }
    const vars = [...byVar.keys()].filter((v) => byVar.get(v) !== 0);
    if (vars.length < 2) return false;
    if (op === 'eq' && vars.length === 2 && this.sizes[vars[0]!]! * this.sizes[vars[1]!]! <= BINARY_TABLE_LIMIT) return false;
    let reification: { variable: number; half: boolean } | null = null;
    if (reif !== null) {
      const plain = 'v' in reif && (reif.s ?? 1) === 1 && (reif.k ?? 0) === 0;
      if (!plain || vars.includes(reif.v) || this.sizes[reif.v] !== 2 || this.offset[reif.v] !== 0) return false;
      reification = { variable: reif.v, half: imp };
    }
    const offsets = vars.map((v) => this.offset[v]!);
    this.constraints.push(linearConstraint(vars, vars.map((v) => byVar.get(v)!), offsets, op, rhs, verbatim(this.label(c)), this.sizes, reification));
    return true;
  }
}

const cmp = (op: 'eq' | 'ne' | 'le' | 'lt'): Build => (c, b) => b.linear(c, [1, -1], [b.t(c, 0), b.t(c, 1)], op, 0);
const cmpReif = (op: 'eq' | 'ne' | 'le' | 'lt', imp: boolean): Build => (c, b) => b.linear(c, [1, -1], [b.t(c, 0), b.t(c, 1)], op, 0, b.t(c, 2), imp);
const linear = (op: 'eq' | 'ne' | 'le', reif: boolean, imp = false): Build => (c, b) =>
  b.linear(c, b.ints(c, 0), b.ts(c, 1), op, b.int(c, 2), reif ? b.t(c, 3) : null, imp);
const ternary = (f: (a: number, b: number) => number | null): Build => (c, b) =>
  b.rel(c, [b.t(c, 0), b.t(c, 1), b.t(c, 2)], (x) => f(x[0]!, x[1]!) === x[2]);
const boolBinary = (f: (a: boolean, b: boolean) => boolean): Build => (c, b) => {
  if (c.args.length === 2) b.rel(c, [b.t(c, 0), b.t(c, 1)], (x) => f(x[0] === 1, x[1] === 1));
  else b.rel(c, [b.t(c, 0), b.t(c, 1), b.t(c, 2)], (x) => f(x[0] === 1, x[1] === 1) === (x[2] === 1));
};
const element = (varArray: boolean): Build => (c, b) => {
  if (varArray) {
    const xs = b.ts(c, 1);
    b.rel(c, [b.t(c, 0), b.t(c, 2), ...xs], (x) => x[0]! >= 1 && x[0]! <= xs.length && x[1 + x[0]!] === x[1]);
  } else {
    const as = b.ints(c, 1);
    b.rel(c, [b.t(c, 0), b.t(c, 2)], (x) => x[0]! >= 1 && x[0]! <= as.length && as[x[0]! - 1] === x[1]);
  }
};
const arrayBool = (f: (xs: Float64Array, n: number) => boolean, reified: boolean): Build => (c, b) => {
  const xs = b.ts(c, 0);
  const n = xs.length;
  if (!reified) b.rel(c, xs, (x) => f(x, n));
  else b.rel(c, [...xs, b.t(c, 1)], (x) => f(x, n) === (x[n] === 1));
};
const allTrue = (x: Float64Array, n: number) => {
  for (let k = 0; k < n; k++) if (x[k] !== 1) return false;
  return true;
};
const anyTrue = (x: Float64Array, n: number) => {
  for (let k = 0; k < n; k++) if (x[k] === 1) return true;
  return false;
};
const oddTrue = (x: Float64Array, n: number) => {
  let odd = false;
  for (let k = 0; k < n; k++) if (x[k] === 1) odd = !odd;
  return odd;
};
const clause = (reified: boolean): Build => (c, b) => {
  const pos = b.ts(c, 0);
  const neg = b.ts(c, 1);
  const p = pos.length;
  const n = p + neg.length;
  const holds = (x: Float64Array) => {
    for (let k = 0; k < p; k++) if (x[k] === 1) return true;
    for (let k = p; k < n; k++) if (x[k] === 0) return true;
    return false;
  };
  if (!reified) b.rel(c, [...pos, ...neg], holds);
  else b.rel(c, [...pos, ...neg, b.t(c, 2)], (x) => holds(x) === (x[n] === 1));
};
const alldiff: Build = (c, b) => {
  const terms = b.ts(c, 0);
  const views = terms.flatMap((t) => ('v' in t ? [{ v: t.v, s: t.s ?? 1, k: t.k ?? 0 }] : []));
  const consts = terms.flatMap((t) => ('c' in t ? [t.c] : []));
  const keys = views.map((t) => `${t.v},${t.s},${t.k}`);
  if (new Set(consts).size !== consts.length || new Set(keys).size !== keys.length) {
    b.rel(c, [], () => false);
    return;
  }
  // Constants: their values leave the terms (unary relations), then all-different on the rest.
  for (const k of consts) for (const t of views) b.rel(c, [t], (x) => x[0] !== k);
  if (views.length < 2) return;
  const form = b.options.alldiff ?? 'gac';
  const plain = views.every((t) => t.s === 1 && t.k === 0);
  const unique = new Set(views.map((t) => t.v)).size === views.length;
  const shared = plain && unique && views.every((t) => b.offset[t.v] === 0 && b.sizes[t.v]! <= 32);
  const label = verbatim(b.label(c));
  if (shared) b.constraints.push(allDifferent(form, views.map((t) => t.v), label, 32));
  else b.constraints.push(new AllDifferentValues(views, label, b.offset));
};
const table: Build = (c, b) => {
  const terms = b.ts(c, 0);
  const flat = b.ints(c, 1);
  const width = terms.length;
  if (width === 0 || flat.length % width !== 0) b.fail(c, msg('parse.model.table', { n: flat.length, width }));
  const rows: number[][] = [];
  for (let i = 0; i < flat.length; i += width) rows.push(flat.slice(i, i + width));
  // Constant columns filter the rows now; a view's column is read on its variable (y = s · (r - k)).
  const keep = rows
    .filter((row) => terms.every((t, i) => !('c' in t) || t.c === row[i]))
    .map((row) => row.map((r, i) => {
      const t = terms[i]!;
      return 'v' in t ? (t.s ?? 1) * (r - (t.k ?? 0)) : r;
    }));
  const cols = terms.flatMap((t, i) => ('v' in t ? [i] : []));
  if (cols.length === 0) {
    b.rel(c, [], () => keep.length > 0);
    return;
  }
  b.constraints.push(new Table(cols.map((i) => (terms[i] as { v: number }).v), keep.map((row) => cols.map((i) => row[i]!)), verbatim(b.label(c)), b.offset, b.sizes));
};
const minMax = (max: boolean): Build => (c, b) => {
  const xs = b.ts(c, 1);
  const n = xs.length;
  b.rel(c, [b.t(c, 0), ...xs], (x) => {
    if (n === 0) return false;
    let m = x[1]!;
    for (let k = 2; k <= n; k++) m = max ? Math.max(m, x[k]!) : Math.min(m, x[k]!);
    return m === x[0];
  });
};
const setIn = (mode: 'plain' | 'reif' | 'imp'): Build => (c, b) => {
  const s = b.set(c, 1);
  if (mode === 'plain') b.rel(c, [b.t(c, 0)], (x) => s.has(x[0]!));
  else if (mode === 'reif') b.rel(c, [b.t(c, 0), b.t(c, 2)], (x) => s.has(x[0]!) === (x[1] === 1));
  else b.rel(c, [b.t(c, 0), b.t(c, 2)], (x) => x[1] === 0 || s.has(x[0]!));
};
const boolLin = (op: 'eq' | 'le'): Build => (c, b) => b.linear(c, b.ints(c, 0), b.ts(c, 1), op, b.int(c, 2));

const div = (a: number, d: number): number | null => (d === 0 ? null : Math.trunc(a / d));
const BUILDERS: Record<string, Build> = {
  int_eq: cmp('eq'),
  int_ne: cmp('ne'),
  int_le: cmp('le'),
  int_lt: cmp('lt'),
  int_eq_reif: cmpReif('eq', false),
  int_ne_reif: cmpReif('ne', false),
  int_le_reif: cmpReif('le', false),
  int_lt_reif: cmpReif('lt', false),
  int_eq_imp: cmpReif('eq', true),
  int_ne_imp: cmpReif('ne', true),
  int_le_imp: cmpReif('le', true),
  int_lt_imp: cmpReif('lt', true),
  int_lin_eq: linear('eq', false),
  int_lin_le: linear('le', false),
  int_lin_ne: linear('ne', false),
  int_lin_eq_reif: linear('eq', true),
  int_lin_le_reif: linear('le', true),
  int_lin_ne_reif: linear('ne', true),
  int_lin_eq_imp: linear('eq', true, true),
  int_lin_le_imp: linear('le', true, true),
  int_lin_ne_imp: linear('ne', true, true),
  int_plus: (c, b) => b.linear(c, [1, 1, -1], [b.t(c, 0), b.t(c, 1), b.t(c, 2)], 'eq', 0),
  int_times: ternary((a, d) => a * d),
  int_div: ternary(div),
  int_mod: ternary((a, d) => (d === 0 ? null : a - d * Math.trunc(a / d))),
  int_min: ternary((a, d) => Math.min(a, d)),
  int_max: ternary((a, d) => Math.max(a, d)),
  int_pow: ternary((a, d) => (d < 0 ? null : a ** d)),
  int_abs: (c, b) => b.rel(c, [b.t(c, 0), b.t(c, 1)], (x) => Math.abs(x[0]!) === x[1]),
  array_int_element: element(false),
  array_var_int_element: element(true),
  array_bool_element: element(false),
  array_var_bool_element: element(true),
  array_int_minimum: minMax(false),
  array_int_maximum: minMax(true),
  set_in: setIn('plain'),
  set_in_reif: setIn('reif'),
  set_in_imp: setIn('imp'),
  bool2int: (c, b) => b.rel(c, [b.t(c, 0), b.t(c, 1)], (x) => x[0] === x[1]),
  bool_eq: boolBinary((p, q) => p === q),
  bool_eq_reif: boolBinary((p, q) => p === q),
  bool_ne: boolBinary((p, q) => p !== q),
  bool_ne_reif: boolBinary((p, q) => p !== q),
  bool_not: boolBinary((p, q) => p !== q),
  bool_le: boolBinary((p, q) => !p || q),
  bool_le_reif: boolBinary((p, q) => !p || q),
  bool_lt: boolBinary((p, q) => !p && q),
  bool_lt_reif: boolBinary((p, q) => !p && q),
  bool_and: boolBinary((p, q) => p && q),
  bool_or: boolBinary((p, q) => p || q),
  bool_xor: boolBinary((p, q) => p !== q),
  bool_clause: clause(false),
  bool_clause_reif: clause(true),
  array_bool_and: arrayBool(allTrue, true),
  array_bool_or: arrayBool(anyTrue, true),
  array_bool_xor: arrayBool(oddTrue, false),
  bool_lin_eq: boolLin('eq'),
  bool_lin_le: boolLin('le'),
  all_different_int: alldiff,
  fzn_all_different_int: alldiff,
  table_int: table,
  fzn_table_int: table,
  table_bool: table,
  fzn_table_bool: table,
};
(SUPPORTED_CONSTRAINTS as string[]).push(...Object.keys(BUILDERS));

/** Build the engine's problem. Throws a ParseError at the line of a constraint it does not support. */
export function buildFznProblem(model: FznModel, file = 'model.fzn', options: BuildOptions = {}): FznProblem {
  const n = model.vars.length;
  // One more place for an objective fixed while compiling (a variable of one value).
  const offset = new Int32Array(n + 1);
  const sizes = new Int32Array(n);
  let failure: { line: number; reason: string } | null = null;
  for (const [v, fv] of model.vars.entries()) {
    const values = fv.values;
    if (values.length === 0) {
      failure ??= { line: fv.line, reason: `variable ${describe(fv.name)} has an empty domain` };
      sizes[v] = 1;
      continue;
    }
    const lo = values[0]!;
    const hi = values[values.length - 1]!;
    offset[v] = lo >= 0 && hi < 32 ? 0 : lo;
    sizes[v] = hi - offset[v]! + 1;
  }
  const maxSize = sizes.reduce((a, b) => Math.max(a, b), 1);
  const b = new Builder(model, file, offset, sizes, maxSize, options);
  const defining = findViews(model, b);
  const items: number[] = [];
  for (const [i, c] of model.constraints.entries()) {
    const build = BUILDERS[c.name];
    if (!build) throw new ParseError(file, c.line, c.column, msg('parse.model.unsupported', { name: describe(c.name, 40) }));
    b.raw = defining.has(i);
    build(c, b);
    b.raw = false;
    // The constraints this item made (none when it only narrowed a domain).
    while (items.length < b.constraints.length) items.push(i);
  }
  const names = b.names;
  const variables: Variable[] = model.vars.map((fv, v) => {
    const values = b.domains[v]!;
    const off = offset[v]!;
    const size = sizes[v]!;
    const name = names[v]!;
    if (fv.values.length === 0) return { name, size: 1 };
    const contiguous = values.length === size && values[0] === off;
    return contiguous ? { name, size } : { name, size, initial: values.map((x) => x - off) };
  });
  failure ??= b.failure;
  let objective: Objective | null = null;
  if (model.objective) {
    const { sense, value } = model.objective;
    if (value.t === 'var') {
      objective = { variable: value.v, sense };
    } else {
      objective = { variable: n, sense };
      offset[n] = value.v;
      variables.push({ name: FIXED_OBJECTIVE, size: 1 });
    }
  }
  const searchOrder: SearchPhase[] = (model.search?.phases ?? []).map((p) => ({ ...p, offsets: p.variables.map((v) => offset[v]!) }));
  // The model's own variables (not those MiniZinc introduced), for `branchOn: 'declared'`.
  const declared: number[] = [];
  model.vars.forEach((v, i) => {
    if (!v.auxiliary) declared.push(i);
  });
  const problem: Problem = {
    variables,
    constraints: b.constraints,
    ...(objective ? { objective } : {}),
    ...(searchOrder.length > 0 ? { searchOrder } : {}),
    ...(declared.length < model.vars.length ? { declared } : {}),
  };
  return {
    model,
    problem,
    offset,
    failure,
    value: (solution, v) => solution[v]! + offset[v]!,
    objective,
    objectiveValue: (solution) => (objective ? solution[objective.variable]! + offset[objective.variable]! : NaN),
    items: Int32Array.from(items),
    searchIgnored: searchIgnored(model),
  };
}

/** The annotations of the solve item the search does not follow, said once (null: none). */
function searchIgnored(model: FznModel): Message | null {
  const ignored = model.search?.ignored ?? [];
  if (ignored.length === 0) return null;
  return msg('optimiseSearch.ignored', { count: ignored.length, names: ignored.map((i) => i.name).join(', '), line: ignored[0]!.line });
}

/**
 * The name each variable is shown by: an element of an output array by the array's name and its
 * indices (`q[3]`, `m[1,2]`; MiniZinc calls them X_INTRODUCED_n_), any other by its own name.
 */
export function displayNames(model: FznModel): string[] {
  const names = model.vars.map((v) => v.name);
  const named = new Uint8Array(names.length);
  for (const o of model.outputs) {
    if (o.dims === null) continue;
    const extents = o.dims.map(([lo, hi]) => hi - lo + 1);
    o.items.forEach((item, k) => {
      if (item.t !== 'var' || named[item.v]) return;
      const index: number[] = [];
      let rest = k;
      for (let d = extents.length - 1; d >= 0; d--) {
        index.unshift(o.dims![d]![0] + (rest % extents[d]!));
        rest = Math.floor(rest / extents[d]!);
      }
      names[item.v] = `${o.name}[${index.join(',')}]`;
      named[item.v] = 1;
    });
  }
  return names;
}

/**
 * Views: `int_lin_eq([a, b], [x, y], c)` with |a| = |b| = 1 and x introduced by the compiler
 * (`q[r] + r` given to all-different, say) makes x = s · y + k. The other constraints then read x
 * as that expression of y, so that y's assignment reaches them under forward checking too; x keeps
 * its defining constraint (a table with y) and is fixed as soon as y is. Returns the indices of
 * the defining constraints.
 */
function findViews(model: FznModel, b: Builder): Set<number> {
  const defining = new Set<number>();
  model.constraints.forEach((c, i) => {
    if (c.name !== 'int_lin_eq' || c.args.length !== 3) return;
    const [coef, vars, rhs] = c.args as [Arg, Arg, Arg];
    if (coef.t !== 'array' || vars.t !== 'array' || rhs.t !== 'int' || coef.v.length !== 2 || vars.v.length !== 2) return;
    const [a, bc] = coef.v.map((x) => (x.t === 'int' ? x.v : 0)) as [number, number];
    const [p, q] = vars.v as [Arg, Arg];
    if (Math.abs(a) !== 1 || Math.abs(bc) !== 1 || p.t !== 'var' || q.t !== 'var' || p.v === q.v) return;
    // Which one is defined: an introduced variable that is not a view yet and whose other side is not it.
    for (const [x, y, ax, ay] of [
      [p.v, q.v, a, bc],
      [q.v, p.v, bc, a],
    ] as const) {
      if (!model.vars[x]!.introduced || b.views.has(x) || b.root(y).v === x) continue;
      // ax · x + ay · y = rhs, so x = (rhs - ay · y) / ax = (-ay / ax) · y + rhs / ax.
      b.views.set(x, { of: y, s: -ay / ax, k: rhs.v / ax });
      defining.add(i);
      return;
    }
  });
  return defining;
}
