/**
 * A model's constraints in the model's own words. Each FlatZinc constraint is named by the text of
 * the model that made it, found through MiniZinc's paths (paths.ts): `wa != sa`, `alldifferent(q)`,
 * or, where one item of the model made many constraints (a `forall`, a comprehension), its text
 * with the instance put in (`q[2] + 2 != q[5] + 5` from `forall(i, j in 1..n where i < j)(q[i] +
 * i != q[j] + j)`); with its line and column. Where there is no path (a FlatZinc file, a constraint
 * MiniZinc made on its own), a readable form of the FlatZinc: `wa ≠ sa` for `int_lin_ne([1, -1],
 * [wa, sa], 0)`, `x + y = 10` for `int_lin_eq([1, 1], [x, y], 10)`.
 *
 * Which step of a path names the constraint: the steps in the model, from the outermost, as long
 * as each lies inside the one before (a step elsewhere is the body of a predicate of the model,
 * shared by every call, whose arguments the path does not give: its call names it). Of those, a
 * constraint is named by its innermost comparison or connective (`wa != sa` out of `wa != nt /\
 * wa != sa`), else by the model's item itself (`alldifferent(q)`); a constraint that defines a
 * variable (`defines_var`, x = f(…)) by its innermost expression, as `x = expression` when that is
 * not itself a comparison. Generators bound before that step are put in, enum values by name.
 *
 * Also: where in the model a FlatZinc item is (`modelPlace`, for a refusal of the reader), and the
 * model's solve item. Pure.
 */
import type { Arg, FznConstraint, FznModel } from './flatzinc.ts';
import { itemPaths, MODEL_FILE, readPath, type PathStep } from './paths.ts';

/** A span of the model's text: 1-based lines and columns (columns count characters), the last column included. */
export interface SourceSpan {
  readonly line: number;
  readonly column: number;
  readonly lastLine: number;
  readonly lastColumn: number;
}

export interface ConstraintSource extends SourceSpan {
  /** The model's text there, on one line: comments out, runs of white space as one space. */
  readonly text: string;
  /** `text` with the values of the generators around it put in; `text` when there are none. */
  readonly instance: string;
  /** Those generators, outermost first, their values as the model names them. */
  readonly bindings: readonly { readonly name: string; readonly value: string }[];
  /** Whether the text is a comparison or a connective (true or false), not a value. */
  readonly formula: boolean;
}

/** Labels longer than this many characters are cut (with `…`). */
export const MAX_LABEL = 120;

const BOOLEAN_OPERATORS = new Set(['=', '==', '!=', '<', '<=', '>', '>=', '/\\', '\\/', '->', '<-', '<->', 'xor', 'in', 'subset', 'superset']);

const isIdStart = (c: string | undefined): boolean => {
  const k = c?.charCodeAt(0) ?? 0;
  return (k >= 65 && k <= 90) || (k >= 97 && k <= 122) || k === 95;
};
const isIdPart = (c: string | undefined): boolean => isIdStart(c) || (c !== undefined && c >= '0' && c <= '9' && c.length === 1);

/**
 * A model's text as the paths see it: lines of characters (code points), with the comments blanked
 * out (so that a span's text has none), and the enums it declares (`enum E = {a, b, c};`) for the
 * generators that run over one.
 */
export class ModelText {
  /** Each line's characters, comments as spaces. */
  private readonly lines: string[][];
  /** Enum names and their values' names, in order (value 1 first). */
  readonly enums = new Map<string, readonly string[]>();
  /** Spans' texts and generators' enums already found (a `forall` repeats the same steps for each of its values). */
  private readonly slices = new Map<string, string | null>();
  private readonly generators = new Map<string, readonly string[] | null>();
  private readonly calls = new Map<string, boolean>();

  constructor(readonly text: string) {
    const code = blankComments(text);
    this.lines = code.split(/\r\n|\r|\n/).map((line) => Array.from(line));
    for (const m of code.matchAll(/\benum\s+([A-Za-z_][A-Za-z0-9_]*)\s*=\s*\{([^{}]*)\}\s*;/g)) {
      const names = m[2]!.split(',').map((s) => s.trim());
      if (names.every((n) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(n))) this.enums.set(m[1]!, names);
    }
  }

  /** The text of a span, comments out, white space collapsed, trimmed; null when it lies outside the text. */
  slice(span: SourceSpan): string | null {
    const key = `${span.line}:${span.column}:${span.lastLine}:${span.lastColumn}`;
    let text = this.slices.get(key);
    if (text === undefined) this.slices.set(key, (text = this.cut(span)));
    return text;
  }

  private cut(span: SourceSpan): string | null {
    if (span.line < 1 || span.lastLine < span.line || span.lastLine > this.lines.length) return null;
    const parts: string[] = [];
    for (let l = span.line; l <= span.lastLine; l++) {
      const chars = this.lines[l - 1]!;
      const from = l === span.line ? span.column - 1 : 0;
      const to = l === span.lastLine ? span.lastColumn : chars.length;
      if (from > chars.length || to > chars.length || from > to) return null;
      parts.push(chars.slice(from, to).join(''));
    }
    return parts.join('\n').replace(/\s+/g, ' ').trim();
  }

  /** An identifier starting at (line, column), or ''. */
  private identifierAt(line: number, column: number): { name: string; end: number } {
    const chars = this.lines[line - 1] ?? [];
    if (!isIdStart(chars[column - 1]) || isIdPart(chars[column - 2])) return { name: '', end: column };
    let end = column - 1;
    while (isIdPart(chars[end])) end++;
    return { name: chars.slice(column - 1, end).join(''), end: end + 1 };
  }

  /**
   * The enum a generator runs over, from the text at its step: MiniZinc points at the generator's
   * name (`c` of `forall(c, d in Colour)`) or, in a comprehension, at the set (`Colour`).
   */
  enumOfGenerator(step: PathStep): readonly string[] | null {
    const key = `${step.line}:${step.column}:${step.name}`;
    let names = this.generators.get(key);
    if (names === undefined) this.generators.set(key, (names = this.generatorEnum(step)));
    return names;
  }

  private generatorEnum(step: PathStep): readonly string[] | null {
    const at = this.identifierAt(step.line, step.column);
    if (at.name !== step.name) {
      const set = this.slice(step);
      return set !== null ? (this.enums.get(set) ?? null) : null;
    }
    // After the name: `, other`…, then `in`, then the set.
    const rest = (this.lines[step.line - 1] ?? []).slice(at.end - 1).join('') + ' ' + this.lines.slice(step.line, step.line + 2).map((l) => l.join('')).join(' ');
    const m = /^\s*(?:,\s*[A-Za-z_][A-Za-z0-9_]*\s*)*in\s+([A-Za-z_][A-Za-z0-9_]*)\b/.exec(rest);
    return m ? (this.enums.get(m[1]!) ?? null) : null;
  }

  /** Whether the text at a call's step starts with the name called (a call the model wrote, not one MiniZinc made). */
  writtenCall(step: PathStep): boolean {
    const key = `${step.line}:${step.column}:${step.name}`;
    let written = this.calls.get(key);
    if (written === undefined) this.calls.set(key, (written = this.isWrittenCall(step)));
    return written;
  }

  private isWrittenCall(step: PathStep): boolean {
    const at = this.identifierAt(step.line, step.column);
    if (at.name !== step.name) return false;
    for (let l = step.line, c = at.end; l <= step.line + 2; l++, c = 1) {
      const chars = this.lines[l - 1] ?? [];
      while (c - 1 < chars.length && /\s/.test(chars[c - 1]!)) c++;
      if (c - 1 < chars.length) return chars[c - 1] === '(';
    }
    return false;
  }

  /** The solve item (`solve satisfy;`, `solve maximize x;`): from its keyword to its `;`. */
  solveSpan(): SourceSpan | null {
    for (let l = 1; l <= this.lines.length; l++) {
      const chars = this.lines[l - 1]!;
      for (let c = 1; c <= chars.length; c++) {
        if (chars[c - 1] === '"') c = skipString(chars, c);
        else if (this.identifierAt(l, c).name === 'solve') return { line: l, column: c, ...this.itemEnd(l, c) };
      }
    }
    return null;
  }

  private itemEnd(line: number, column: number): { lastLine: number; lastColumn: number } {
    for (let l = line, c = column; l <= this.lines.length; l++, c = 1) {
      const chars = this.lines[l - 1]!;
      for (; c <= chars.length; c++) {
        if (chars[c - 1] === '"') c = skipString(chars, c);
        else if (chars[c - 1] === ';') return { lastLine: l, lastColumn: c };
      }
    }
    return { lastLine: line, lastColumn: column + 4 };
  }
}

/** The column of a string's closing quote, the string opening at `column` (or the line's end). */
function skipString(chars: readonly string[], column: number): number {
  let c = column + 1;
  while (c <= chars.length && chars[c - 1] !== '"') c += chars[c - 1] === '\\' ? 2 : 1;
  return c;
}

/** The text with `% …` and `/* … *\/` comments as spaces (line breaks kept), strings left alone. */
export function blankComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"' && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') {
        out += ' ';
        i++;
      }
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      for (const ch of text.slice(i, stop)) out += ch === '\n' || ch === '\r' ? ch : ' ';
      i = stop;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const inside = (s: PathStep, outer: PathStep): boolean =>
  (s.line > outer.line || (s.line === outer.line && s.column >= outer.column)) && (s.lastLine < outer.lastLine || (s.lastLine === outer.lastLine && s.lastColumn <= outer.lastColumn));

/** The steps of a path in the model, from the outermost, each inside the one before (see the file comment). */
function chainOf(steps: readonly PathStep[]): PathStep[] {
  const chain: PathStep[] = [];
  let outer: PathStep | null = null;
  for (const s of steps) {
    if (s.file !== MODEL_FILE) break;
    if (outer && !inside(s, outer)) break;
    chain.push(s);
    if (s.kind !== 'bind') outer = s;
  }
  return chain;
}

/** Connectives: their operands are formulas when they are. */
const LOGICAL = new Set(['/\\', '\\/', '->', '<-', '<->', 'xor', 'not']);

const isBoolean = (s: PathStep): boolean => (s.kind === 'bin' && BOOLEAN_OPERATORS.has(s.name)) || (s.kind === 'un' && s.name === 'not');

/** The identifiers of `text` outside its strings replaced by `values` (a negative value in parentheses). */
function substitute(text: string, values: ReadonlyMap<string, string>): string {
  if (values.size === 0) return text;
  let out = '';
  for (let i = 0; i < text.length; ) {
    const c = text[i]!;
    if (c === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else if (isIdStart(c) && !isIdPart(text[i - 1])) {
      let j = i;
      while (isIdPart(text[j])) j++;
      const word = text.slice(i, j);
      const value = values.get(word);
      out += value === undefined ? word : value.startsWith('-') ? `(${value})` : value;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

/** At most MAX_LABEL characters of a label. */
export function cut(label: string): string {
  const chars = Array.from(label);
  return chars.length <= MAX_LABEL ? label : chars.slice(0, MAX_LABEL - 1).join('') + '…';
}

/** Where in the model, and as which text, one path puts a constraint (null: nowhere in the model). */
function sourceOfPath(steps: readonly PathStep[], defines: boolean, text: ModelText, definesVar = false): ConstraintSource | null {
  // A variable the model declares with its definition (`var 0..9: value = sum (...) (...)`): its
  // path is the name, the declaration, then the definition; the constraint defining it is named by
  // that definition (its label: `value = sum (...) (...)`), not by the name alone.
  if (definesVar) {
    const d = steps.findIndex((s) => s.kind === 'vd');
    const def = d >= 0 ? steps[d + 1] : undefined;
    const said = def && def.file === MODEL_FILE && def.kind !== 'bind' && !steps.some((s) => s.kind === 'bind') ? text.slice(def) : null;
    if (def && said) return { line: def.line, column: def.column, lastLine: def.lastLine, lastColumn: def.lastColumn, text: said, instance: said, bindings: [], formula: false };
  }
  const chain = chainOf(steps);
  const nodes = chain.filter((s) => s.kind !== 'bind');
  if (nodes.length === 0) return null;
  const named = (s: PathStep): boolean =>
    s.kind === 'bin' || s.kind === 'un' || s.kind === 'ite' || s.kind === 'aa' || s.kind === 'id' || (s.kind === 'ca' && text.writtenCall(s));
  // Which steps are formulas (true or false): a comparison or connective, the model's item itself,
  // an operand of a connective or a branch of a formula's `if`, an element of a forall's or an exists' comprehension.
  const formula: boolean[] = nodes.map(() => false);
  nodes.forEach((s, i) => {
    const parent = nodes[i - 1];
    const up = nodes[i - 2];
    // An arithmetic operator's value is a number, wherever MiniZinc's path puts it.
    const arithmetic = (s.kind === 'bin' || s.kind === 'un') && !isBoolean(s);
    formula[i] =
      isBoolean(s) ||
      i === 0 ||
      (formula[i - 1] === true && parent !== undefined && (LOGICAL.has(parent.name) && (parent.kind === 'bin' || parent.kind === 'un') || parent.kind === 'ite')) ||
      (parent?.kind === 'ac' && up?.kind === 'ca' && formula[i - 2] === true && (up.name === 'forall' || up.name === 'exists'));
    if (arithmetic) formula[i] = false;
  });
  let at = -1;
  for (let i = nodes.length - 1; i >= 0 && at < 0; i--) if (named(nodes[i]!) && (defines || formula[i])) at = i;
  if (at < 0) at = 0;
  const chosen = nodes[at]!;
  const said = text.slice(chosen);
  if (said === null || said === '') return null;
  const bindings: { name: string; value: string }[] = [];
  for (const s of chain) {
    if (s === chosen) break;
    if (s.kind !== 'bind') continue;
    const names = text.enumOfGenerator(s);
    const value = names?.[s.value - 1] ?? String(s.value);
    const known = bindings.findIndex((b) => b.name === s.name);
    if (known >= 0) bindings.splice(known, 1);
    bindings.push({ name: s.name, value });
  }
  const instance = substitute(said, new Map(bindings.map((b) => [b.name, b.value])));
  return { line: chosen.line, column: chosen.column, lastLine: chosen.lastLine, lastColumn: chosen.lastColumn, text: said, instance, bindings, formula: formula[at]! };
}

/** Where in the model a constraint came from, and its text there (null: its paths say nothing of the model). */
export function constraintSource(c: FznConstraint, text: ModelText, introduced: (v: number) => boolean = () => true): ConstraintSource | null {
  // A constraint defining a variable the compiler made is named by the expression that variable stands for.
  const defines = c.defines >= 0 && introduced(c.defines);
  for (const path of c.paths) {
    const source = sourceOfPath(readPath(path), defines, text, c.defines >= 0);
    if (source) return source;
  }
  return null;
}

/**
 * A constraint's label: its instance in the model (`x = expression` for a constraint defining a
 * variable x the compiler made by an expression, or one the model declares with its definition), or the readable form of its FlatZinc; `names[v]`
 * is how variable v is shown.
 */
export function constraintLabel(c: FznConstraint, model: FznModel, names: readonly string[], text: ModelText | null): string {
  const introduced = (v: number) => model.vars[v]?.auxiliary === true;
  const source = text ? constraintSource(c, text, introduced) : null;
  if (!source) return cut(readableConstraint(c, names));
  return cut(c.defines >= 0 && !source.formula ? `${names[c.defines] ?? '?'} = ${source.instance}` : source.instance);
}

// ---------------------------------------------------------------------------------------------
// The readable form of a FlatZinc constraint

const RELATION: Record<string, string> = { eq: '=', ne: '≠', le: '≤', lt: '<' };
const FLIPPED: Record<string, string> = { '=': '=', '≠': '≠', '≤': '≥', '<': '>' };

function show(a: Arg | undefined, names: readonly string[]): string {
  if (!a) return '?';
  switch (a.t) {
    case 'var':
      return names[a.v] ?? '?';
    case 'array':
      return `[${a.v.slice(0, 6).map((x) => show(x, names)).join(', ')}${a.v.length > 6 ? ', …' : ''}]`;
    case 'set': {
      const v = a.v;
      if (v.length > 2 && v[v.length - 1]! - v[0]! === v.length - 1) return `${v[0]}..${v[v.length - 1]}`;
      return v.length > 6 ? `{${v.slice(0, 6).join(', ')}, …}` : `{${v.join(', ')}}`;
    }
    case 'bool':
      return a.v ? 'true' : 'false';
    case 'string':
      return JSON.stringify(a.v);
    default:
      return String(a.v);
  }
}

const items = (a: Arg | undefined): readonly Arg[] => (a?.t === 'array' ? a.v : []);
const num = (a: Arg | undefined): number => (a?.t === 'int' ? a.v : a?.t === 'bool' ? Number(a.v) : 0);

/** Σ coef · x op rhs, terms with a positive coefficient on the left (`x + y = 10`, `wa ≠ sa`, `x ≤ y − 1`). */
function linearForm(coef: readonly number[], terms: readonly Arg[], op: string, rhs: number, names: readonly string[]): string {
  let sign = 1;
  if (coef.every((k) => k <= 0)) {
    sign = -1;
    op = FLIPPED[op] ?? op;
  }
  const term = (k: number, t: Arg | undefined) => (k === 1 ? show(t, names) : `${k}·${show(t, names)}`);
  const left: string[] = [];
  const right: string[] = [];
  coef.forEach((k0, i) => {
    const k = k0 * sign;
    if (k > 0) left.push(term(k, terms[i]));
    else if (k < 0) right.push(term(-k, terms[i]));
  });
  const k = rhs * sign;
  let rightText = right.join(' + ');
  if (right.length === 0) rightText = String(k);
  else if (k !== 0) rightText += k > 0 ? ` + ${k}` : ` − ${-k}`;
  return `${left.length > 0 ? left.join(' + ') : '0'} ${op} ${rightText}`;
}

/** `r ⇔ e` (or `r ⇒ e`), and e itself when r is the constant true. */
function reified(r: Arg | undefined, e: string, imp: boolean, names: readonly string[]): string {
  if (r?.t === 'bool') return r.v ? e : `¬(${e})`;
  return `${show(r, names)} ${imp ? '⇒' : '⇔'} ${e}`;
}

/** A FlatZinc constraint as a formula a reader knows (`wa ≠ sa`); its FlatZinc call for a name not listed. */
export function readableConstraint(c: FznConstraint, names: readonly string[]): string {
  const a = c.args;
  const s = (i: number) => show(a[i], names);
  const list = (i: number, joint: string, not = false) => items(a[i]).map((x) => (not ? `¬${show(x, names)}` : show(x, names))).join(joint);
  const m = /^(int|bool)_(eq|ne|le|lt)(_reif|_imp)?$/.exec(c.name);
  if (m) {
    const e = `${s(0)} ${RELATION[m[2]!]} ${s(1)}`;
    return m[3] ? reified(a[2], e, m[3] === '_imp', names) : e;
  }
  const lin = /^(int|bool)_lin_(eq|ne|le)(_reif|_imp)?$/.exec(c.name);
  if (lin) {
    const e = linearForm(items(a[0]).map((x) => num(x)), items(a[1]), RELATION[lin[2]!]!, num(a[2]), names);
    return lin[3] ? reified(a[3], e, lin[3] === '_imp', names) : e;
  }
  const set = /^set_in(_reif|_imp)?$/.exec(c.name);
  if (set) return set[1] ? reified(a[2], `${s(0)} ∈ ${s(1)}`, set[1] === '_imp', names) : `${s(0)} ∈ ${s(1)}`;
  switch (c.name) {
    case 'int_plus':
      return `${s(0)} + ${s(1)} = ${s(2)}`;
    case 'int_times':
      return `${s(0)}·${s(1)} = ${s(2)}`;
    case 'int_div':
      return `${s(0)} div ${s(1)} = ${s(2)}`;
    case 'int_mod':
      return `${s(0)} mod ${s(1)} = ${s(2)}`;
    case 'int_pow':
      return `${s(0)}^${s(1)} = ${s(2)}`;
    case 'int_min':
    case 'int_max':
      return `${c.name.slice(4)}(${s(0)}, ${s(1)}) = ${s(2)}`;
    case 'int_abs':
      return `|${s(0)}| = ${s(1)}`;
    case 'array_int_element':
    case 'array_bool_element':
    case 'array_var_int_element':
    case 'array_var_bool_element':
      return `${s(1)}[${s(0)}] = ${s(2)}`;
    case 'array_int_minimum':
      return `${s(0)} = min(${s(1)})`;
    case 'array_int_maximum':
      return `${s(0)} = max(${s(1)})`;
    case 'bool2int':
      return `${s(1)} = bool2int(${s(0)})`;
    case 'bool_not':
      return `${s(1)} = ¬${s(0)}`;
    case 'bool_and':
      return reified(a[2], `${s(0)} ∧ ${s(1)}`, false, names);
    case 'bool_or':
      return reified(a[2], `${s(0)} ∨ ${s(1)}`, false, names);
    case 'bool_xor':
      return a.length === 2 ? `${s(0)} ⊕ ${s(1)}` : reified(a[2], `${s(0)} ⊕ ${s(1)}`, false, names);
    case 'bool_clause':
    case 'bool_clause_reif': {
      const e = [list(0, ' ∨ '), list(1, ' ∨ ', true)].filter(Boolean).join(' ∨ ') || 'false';
      return c.name === 'bool_clause' ? e : reified(a[2], `(${e})`, false, names);
    }
    case 'array_bool_and':
      return reified(a[1], list(0, ' ∧ ') || 'true', false, names);
    case 'array_bool_or':
      return reified(a[1], list(0, ' ∨ ') || 'false', false, names);
    case 'array_bool_xor':
      return list(0, ' ⊕ ') || 'false';
    case 'all_different_int':
    case 'fzn_all_different_int':
      return `alldifferent(${s(0)})`;
    case 'table_int':
    case 'fzn_table_int':
    case 'table_bool':
    case 'fzn_table_bool':
      return `table(${s(0)}, …)`;
    default:
      return `${c.name}(${a.map((x) => show(x, names)).join(', ')})`;
  }
}

// ---------------------------------------------------------------------------------------------
// Where a FlatZinc item is in the model

/**
 * The place in the model of the FlatZinc item on line `line` of `fzn` (MiniZinc writes one item a
 * line): its declaration (`vd`) or else its outermost step in the model, from its paths; the
 * model's solve item for FlatZinc's (a solve item has no path). Null when neither says.
 */
export function modelPlace(fzn: string, line: number, text: ModelText | null): SourceSpan | null {
  const item = fzn.split(/\r\n|\r|\n/)[line - 1] ?? '';
  if (/^\s*solve\b/.test(item)) return text?.solveSpan() ?? null;
  // The paths in the reader's order (the shortest first: flatzinc.ts).
  for (const path of itemPaths(item)) {
    // A variable's path is its name (`id`), then its declaration (`vd`); a constraint's, its chain.
    const steps = readPath(path).filter((s) => s.file === MODEL_FILE && s.kind !== 'bind');
    const place = steps.find((s) => s.kind === 'vd') ?? steps[0];
    if (place) return { line: place.line, column: place.column, lastLine: place.lastLine, lastColumn: place.lastColumn };
  }
  return null;
}
