/**
 * A FlatZinc reader (the MiniZinc compiler's flat output, https://docs.minizinc.dev: "FlatZinc
 * specification"): predicate declarations, parameters, variable declarations (bool, int with a
 * range or a set), arrays, constraints with annotations, and the solve item: `solve satisfy`, or
 * `solve minimize E` / `solve maximize E` with E an integer variable (MiniZinc flattens any
 * objective expression into one), an array element, or a constant. Pure: no Node, no solver; the
 * CLI, the bench and the browser feed it the text MiniZinc produced. A constraint keeps its
 * `mzn_path` annotations (where in the model it came from: paths.ts, labels.ts) and the variable
 * it defines (`defines_var`).
 *
 * What the engine cannot search is refused with a ParseError naming the line and the construct
 * (`not supported: …`): float variables, set variables, unbounded integers.
 * Constraint names are checked later, by the model builder (model.ts), against what it knows.
 */
import type { PhaseVariableOrder, Sense } from '../../solver/index.ts';
import { describe, ParseError } from '../errors.ts';
import { msg, type Message, type Param } from '../../text/index.ts';
import { pathOrder } from './paths.ts';

/** An argument of a constraint, resolved: parameters are replaced by their values. */
export type Arg =
  | { readonly t: 'int'; readonly v: number }
  | { readonly t: 'bool'; readonly v: boolean }
  | { readonly t: 'set'; readonly v: readonly number[] }
  | { readonly t: 'var'; readonly v: number }
  | { readonly t: 'array'; readonly v: readonly Arg[] }
  | { readonly t: 'float'; readonly v: number }
  | { readonly t: 'string'; readonly v: string };

export interface FznVar {
  readonly name: string;
  readonly type: 'int' | 'bool';
  /** The domain, sorted and without repeats (bool: 0 = false, 1 = true). */
  readonly values: readonly number[];
  readonly line: number;
  /** Introduced by the compiler (`var_is_introduced` or `is_defined_var`). */
  readonly introduced: boolean;
  /** Made by the compiler (`var_is_introduced`), not a variable of the model defined by a constraint. */
  readonly auxiliary: boolean;
}

export interface FznConstraint {
  readonly name: string;
  readonly args: readonly Arg[];
  readonly line: number;
  readonly column: number;
  /** MiniZinc's paths to where in the model it came from (`mzn_path` annotations, compiled with `--keep-paths`; paths.ts). */
  readonly paths: readonly string[];
  /** The variable it defines (`defines_var(x)`, a functional constraint: x = f(…)), or -1. */
  readonly defines: number;
}

/** One output of the model: a variable (`output_var`) or an array (`output_array`) with its index ranges. */
export interface FznOutput {
  readonly name: string;
  /** Index ranges of an array ([lo, hi] per dimension), or null for a single variable. */
  readonly dims: readonly (readonly [number, number])[] | null;
  /** The variable or the array's elements, row-major (variables or literals). */
  readonly items: readonly Arg[];
  readonly type: 'int' | 'bool';
}

/** `solve minimize E` / `solve maximize E`: E as a variable (`t: 'var'`) or a constant (everything fixed while compiling). */
export interface FznObjective {
  readonly sense: Sense;
  readonly value: Extract<Arg, { t: 'var' } | { t: 'int' }>;
  /** Where E is written. */
  readonly line: number;
  readonly column: number;
}

/** One phase of the solve item's search annotation (`int_search(x, first_fail, indomain_min, complete)`). */
export interface FznSearchPhase {
  /** The variables it names (FlatZinc variable indices, in the order written; constants left out). */
  readonly variables: readonly number[];
  readonly variableOrder: PhaseVariableOrder;
  readonly valueOrder: 'lex' | 'reverse';
}

/** The solve item's search annotation, as far as the engine follows it. */
export interface FznSearch {
  /** The phases followed, in order (`seq_search` lists several). */
  readonly phases: readonly FznSearchPhase[];
  /** What is not followed (the search orders those variables its own way): names and where, in the order written. */
  readonly ignored: readonly { readonly name: string; readonly line: number; readonly column: number }[];
}

export interface FznModel {
  readonly vars: readonly FznVar[];
  readonly constraints: readonly FznConstraint[];
  readonly outputs: readonly FznOutput[];
  /** Names of the predicates the file declares (the solver's own globals). */
  readonly predicates: readonly string[];
  /** What `solve minimize` / `solve maximize` optimises; null for `solve satisfy`. */
  readonly objective: FznObjective | null;
  /** The solve item's search annotation (`int_search`, `bool_search`, `seq_search`); null without one. */
  readonly search: FznSearch | null;
}

/** FlatZinc's variable choices the engine follows, as its phases' orders. */
const VARIABLE_CHOICES: Readonly<Record<string, PhaseVariableOrder>> = {
  input_order: 'input-order',
  first_fail: 'first-fail',
  anti_first_fail: 'anti-first-fail',
  smallest: 'smallest',
  largest: 'largest',
  dom_w_deg: 'dom-wdeg',
};
/**
 * FlatZinc's value choices the engine follows. The engine tries a variable's values one by one
 * (d-way), so `indomain_split` (the lower half first) tries them in the order `indomain_min` does,
 * and `indomain_reverse_split` as `indomain_max`.
 */
const VALUE_CHOICES: Readonly<Record<string, 'lex' | 'reverse'>> = {
  indomain_min: 'lex',
  indomain_split: 'lex',
  indomain_max: 'reverse',
  indomain_reverse_split: 'reverse',
};
/** Annotations of the solve item that say nothing of the search order (MiniZinc's own). */
const NOT_SEARCH = new Set(['output_array', 'output_var']);

/** The largest domain a variable may have (values between its least and greatest). */
export const MAX_DOMAIN = 1 << 20;
/** The values a variable may take: 32-bit integers. */
const INT32_MIN = -(2 ** 31);
const INT32_MAX = 2 ** 31 - 1;
/** The most elements a literal set range may list. */
const MAX_SET = 1 << 20;

type TokenType = 'id' | 'int' | 'float' | 'string' | 'punct' | 'eof';
interface Token {
  readonly type: TokenType;
  readonly text: string;
  readonly line: number;
  readonly column: number;
  readonly value?: number;
}

const PUNCT = ['..', '::', ':', ';', ',', '(', ')', '[', ']', '{', '}', '='];

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isIdStart = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const isIdPart = (c: number): boolean => isIdStart(c) || isDigit(c);

function* tokenize(text: string, file: string): Generator<Token, Token> {
  let line = 1;
  let lineStart = 0;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const n = text.length;
  const err = (at: number, reason: Message): never => {
    throw new ParseError(file, line, at - lineStart + 1, reason);
  };
  while (i < n) {
    const c = text[i]!;
    if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      i++;
      line++;
      lineStart = i;
      continue;
    }
    if (c === ' ' || c === '\t' || c === '\f' || c === '\v') {
      i++;
      continue;
    }
    if (c === '%') {
      while (i < n && text[i] !== '\n' && text[i] !== '\r') i++;
      continue;
    }
    const start = i;
    const column = i - lineStart + 1;
    if (isIdStart(text.charCodeAt(i))) {
      while (i < n && isIdPart(text.charCodeAt(i))) i++;
      yield ({ type: 'id', text: text.slice(start, i), line, column });
      continue;
    }
    if (isDigit(text.charCodeAt(i)) || (c === '-' && isDigit(text.charCodeAt(i + 1)))) {
      if (c === '-') i++;
      let isFloat = false;
      if (text[i] === '0' && (text[i + 1] === 'x' || text[i + 1] === 'o')) {
        const re = text[i + 1] === 'x' ? /[0-9A-Fa-f]/ : /[0-7]/;
        i += 2;
        if (!re.test(text[i] ?? '')) err(start, msg('parse.fzn.numberAfter', { after: describe(text.slice(start, i)) }));
        while (i < n && re.test(text[i]!)) i++;
      } else {
        while (i < n && isDigit(text.charCodeAt(i))) i++;
        if (text[i] === '.' && isDigit(text.charCodeAt(i + 1))) {
          isFloat = true;
          i++;
          while (i < n && isDigit(text.charCodeAt(i))) i++;
        }
        if ((text[i] === 'e' || text[i] === 'E') && /[-+0-9]/.test(text[i + 1] ?? '')) {
          isFloat = true;
          i += 2;
          while (i < n && isDigit(text.charCodeAt(i))) i++;
        }
      }
      const word = text.slice(start, i);
      if (isFloat) {
        yield ({ type: 'float', text: word, line, column, value: Number(word) });
        continue;
      }
      const negative = word.startsWith('-');
      const digits = negative ? word.slice(1) : word;
      const value = digits.startsWith('0o') ? parseInt(digits.slice(2), 8) * (negative ? -1 : 1) : Number(negative ? '-' + digits : digits);
      if (!Number.isSafeInteger(value)) err(start, msg('parse.fzn.integerTooLarge', { text: describe(word) }));
      yield ({ type: 'int', text: word, line, column, value });
      continue;
    }
    if (c === '"') {
      i++;
      let s = '';
      while (i < n && text[i] !== '"') {
        if (text[i] === '\n' || text[i] === '\r') err(start, msg('parse.fzn.stringOpenLine'));
        if (text[i] === '\\' && i + 1 < n) i++;
        s += text[i];
        i++;
      }
      if (i >= n) err(start, msg('parse.fzn.stringOpen'));
      i++;
      yield ({ type: 'string', text: s, line, column });
      continue;
    }
    const two = text.slice(i, i + 2);
    const p = PUNCT.includes(two) ? two : PUNCT.includes(c) ? c : null;
    if (p === null) err(start, msg('parse.fzn.character', { text: describe(String.fromCodePoint(text.codePointAt(i)!)) }));
    i += p!.length;
    yield ({ type: 'punct', text: p!, line, column });
  }
  return { type: 'eof', text: '', line, column: n - lineStart + 1 };
}

/** A parsed expression before resolution: identifiers are kept by name. */
type Expr =
  | { k: 'int'; v: number; tok: Token }
  | { k: 'float'; v: number; tok: Token }
  | { k: 'bool'; v: boolean; tok: Token }
  | { k: 'set'; v: number[]; tok: Token }
  | { k: 'id'; name: string; tok: Token }
  | { k: 'index'; name: string; at: number; tok: Token }
  | { k: 'array'; v: Expr[]; tok: Token }
  | { k: 'string'; v: string; tok: Token }
  | { k: 'call'; name: string; args: Expr[]; tok: Token };

interface Annotation {
  name: string;
  args: Expr[];
  tok: Token;
}

/** A declared type: `var` or not, an array or not, its base and its domain when given. */
interface TypeInst {
  isVar: boolean;
  array: [number, number] | null;
  base: 'int' | 'bool' | 'float' | 'set' | 'string';
  /** int domain: sorted values, or null for `int` unbounded. */
  domain: number[] | null;
  tok: Token;
}

type Named = { kind: 'param'; value: Arg } | { kind: 'var'; index: number } | { kind: 'array'; items: Arg[]; isVar: boolean; base: TypeInst['base'] };

class Parser {
  /** Tokens read ahead of the parser (at most three). */
  private readonly ahead: Token[] = [];
  private eof: Token | null = null;
  readonly vars: FznVar[] = [];
  readonly constraints: FznConstraint[] = [];
  readonly outputs: FznOutput[] = [];
  readonly predicates: string[] = [];
  private readonly names = new Map<string, Named>();
  private solved = false;
  private objective: FznObjective | null = null;
  private search: FznSearch | null = null;

  constructor(
    private readonly tokens: Generator<Token, Token>,
    private readonly file: string,
  ) {}

  /** The token k places ahead (0: the next one). */
  private la(k: number): Token {
    while (this.ahead.length <= k) {
      if (this.eof) return this.eof;
      const r = this.tokens.next();
      if (r.done) {
        this.eof = r.value;
        return r.value;
      }
      this.ahead.push(r.value);
    }
    return this.ahead[k]!;
  }
  private peek(): Token {
    return this.la(0);
  }
  private next(): Token {
    const t = this.la(0);
    if (t.type !== 'eof') this.ahead.shift();
    return t;
  }
  private fail(tok: Token, reason: Message): never {
    throw new ParseError(this.file, tok.line, tok.column, reason);
  }
  private shown(tok: Token): Param {
    return tok.type === 'eof' ? msg('parse.fzn.end') : describe(tok.type === 'string' ? `"${tok.text}"` : tok.text);
  }
  private is(text: string): boolean {
    const t = this.peek();
    return (t.type === 'punct' || t.type === 'id') && t.text === text;
  }
  private expect(text: string): Token {
    const t = this.next();
    if ((t.type !== 'punct' && t.type !== 'id') || t.text !== text) this.fail(t, msg('parse.fzn.expectedText', { text, found: this.shown(t) }));
    return t;
  }
  /**
   * Items separated by commas up to `close`, which it reads too (the opening bracket is read
   * already); `empty`: whether there may be none.
   */
  private items<T>(item: () => T, close: string, empty = true): T[] {
    const out: T[] = [];
    if (empty && this.is(close)) {
      this.next();
      return out;
    }
    for (;;) {
      out.push(item());
      if (this.is(close)) break;
      this.expect(',');
    }
    this.expect(close);
    return out;
  }
  private ident(): Token {
    const t = this.next();
    if (t.type !== 'id') this.fail(t, msg('parse.fzn.expectedName', { found: this.shown(t) }));
    return t;
  }
  private int(): number {
    const t = this.next();
    if (t.type !== 'int') this.fail(t, msg('parse.fzn.expectedInteger', { found: this.shown(t) }));
    return t.value!;
  }

  parse(): FznModel {
    while (this.peek().type !== 'eof') this.item();
    if (!this.solved) this.fail(this.peek(), msg('parse.fzn.noSolve'));
    return { vars: this.vars, constraints: this.constraints, outputs: this.outputs, predicates: this.predicates, objective: this.objective, search: this.search };
  }

  private item(): void {
    const t = this.peek();
    if (this.solved) this.fail(t, msg('parse.fzn.afterSolve', { found: this.shown(t) }));
    if (t.type === 'id' && t.text === 'predicate') return this.predicate();
    if (t.type === 'id' && t.text === 'constraint') return this.constraint();
    if (t.type === 'id' && t.text === 'solve') return this.solve();
    this.declaration();
  }

  private predicate(): void {
    this.next();
    const name = this.ident();
    this.expect('(');
    let depth = 1;
    while (depth > 0) {
      const t = this.next();
      if (t.type === 'eof') this.fail(t, msg('parse.fzn.predicateOpen', { name: describe(name.text) }));
      if (t.type === 'punct' && (t.text === '(' || t.text === '[')) depth++;
      if (t.type === 'punct' && (t.text === ')' || t.text === ']')) depth--;
    }
    this.expect(';');
    this.predicates.push(name.text);
  }

  private typeInst(): TypeInst {
    const tok = this.peek();
    let array: [number, number] | null = null;
    if (this.is('array')) {
      this.next();
      this.expect('[');
      const lo = this.int();
      this.expect('..');
      const hi = this.int();
      this.expect(']');
      this.expect('of');
      if (lo !== 1 || hi < 0) this.fail(tok, msg('parse.fzn.indexSet', { lo, hi }));
      array = [lo, hi];
    }
    let isVar = false;
    if (this.is('var')) {
      this.next();
      isVar = true;
    }
    const t = this.peek();
    if (t.type === 'id' && (t.text === 'int' || t.text === 'bool' || t.text === 'float' || t.text === 'string')) {
      this.next();
      return { isVar, array, base: t.text, domain: null, tok };
    }
    if (t.type === 'id' && t.text === 'set') {
      this.next();
      this.expect('of');
      const of = this.peek();
      if (this.is('int')) this.next();
      else this.setLiteral();
      if (isVar) this.fail(of, msg('parse.fzn.setVariables'));
      return { isVar, array, base: 'set', domain: null, tok };
    }
    if (t.type === 'float' || (t.type === 'int' && this.la(1).text === '..' && this.la(2).type === 'float')) {
      this.fail(t, msg('parse.fzn.floatVariables'));
    }
    if (t.type === 'int' || (t.type === 'punct' && t.text === '{')) {
      const domain = this.setLiteral();
      return { isVar, array, base: 'int', domain, tok };
    }
    return this.fail(t, msg('parse.fzn.expectedType', { found: this.shown(t) }));
  }

  /** `lo..hi` or `{a, b, ...}`, as sorted values. */
  private setLiteral(): number[] {
    const t = this.peek();
    if (t.type === 'int') {
      const lo = this.int();
      this.expect('..');
      const hiTok = this.peek();
      if (hiTok.type === 'float') this.fail(hiTok, msg('parse.fzn.floatRanges'));
      const hi = this.int();
      if (hi - lo + 1 > MAX_SET) this.fail(t, msg('parse.fzn.rangeTooLarge', { lo, hi, max: MAX_SET }));
      const out: number[] = [];
      for (let x = lo; x <= hi; x++) out.push(x);
      return out;
    }
    if (t.type === 'float') this.fail(t, msg('parse.fzn.floatRanges'));
    this.expect('{');
    const out = this.items(() => this.int(), '}');
    return [...new Set(out)].sort((a, b) => a - b);
  }

  private annotations(): Annotation[] {
    const out: Annotation[] = [];
    while (this.is('::')) {
      this.next();
      const tok = this.ident();
      let args: Expr[] = [];
      if (this.is('(')) {
        this.next();
        // At least one argument: `::name()` is not FlatZinc.
        args = this.items(() => this.expr(), ')', false);
      }
      out.push({ name: tok.text, args, tok });
    }
    return out;
  }

  private expr(): Expr {
    const tok = this.peek();
    if (tok.type === 'int') {
      if (this.la(1).text === '..') return { k: 'set', v: this.setLiteral(), tok };
      this.next();
      return { k: 'int', v: tok.value!, tok };
    }
    if (tok.type === 'float') {
      this.next();
      if (this.is('..')) {
        this.next();
        this.next();
      }
      return { k: 'float', v: tok.value!, tok };
    }
    if (tok.type === 'string') {
      this.next();
      return { k: 'string', v: tok.text, tok };
    }
    if (tok.type === 'punct' && tok.text === '{') return { k: 'set', v: this.setLiteral(), tok };
    if (tok.type === 'punct' && tok.text === '[') {
      this.next();
      return { k: 'array', v: this.items(() => this.expr(), ']'), tok };
    }
    if (tok.type === 'id') {
      this.next();
      if (tok.text === 'true' || tok.text === 'false') return { k: 'bool', v: tok.text === 'true', tok };
      if (this.is('[')) {
        this.next();
        const at = this.int();
        this.expect(']');
        return { k: 'index', name: tok.text, at, tok };
      }
      if (this.is('(')) {
        this.next();
        return { k: 'call', name: tok.text, args: this.items(() => this.expr(), ')'), tok };
      }
      return { k: 'id', name: tok.text, tok };
    }
    return this.fail(tok, msg('parse.fzn.expectedValue', { found: this.shown(tok) }));
  }

  /** An expression's value: parameters replaced, variables as references, arrays element by element. */
  private resolve(e: Expr): Arg {
    switch (e.k) {
      case 'int':
        return { t: 'int', v: e.v };
      case 'float':
        return { t: 'float', v: e.v };
      case 'bool':
        return { t: 'bool', v: e.v };
      case 'set':
        return { t: 'set', v: e.v };
      case 'string':
        return { t: 'string', v: e.v };
      case 'array':
        return { t: 'array', v: e.v.map((x) => this.resolve(x)) };
      case 'call':
        return this.fail(e.tok, msg('parse.fzn.call', { name: describe(e.name) }));
      case 'id': {
        const named = this.names.get(e.name);
        if (!named) return this.fail(e.tok, msg('parse.fzn.unknownName', { name: describe(e.name) }));
        if (named.kind === 'param') return named.value;
        if (named.kind === 'var') return { t: 'var', v: named.index };
        return { t: 'array', v: named.items };
      }
      case 'index': {
        const named = this.names.get(e.name);
        if (!named) return this.fail(e.tok, msg('parse.fzn.unknownName', { name: describe(e.name) }));
        const items = named.kind === 'array' ? named.items : named.kind === 'param' && named.value.t === 'array' ? named.value.v : null;
        if (!items) return this.fail(e.tok, msg('parse.fzn.notArray', { name: describe(e.name) }));
        const item = items[e.at - 1];
        if (!item) return this.fail(e.tok, msg('parse.fzn.index', { at: e.at, name: describe(e.name), n: items.length }));
        return item;
      }
    }
  }

  private declare(tok: Token, named: Named): void {
    if (this.names.has(tok.text)) this.fail(tok, msg('parse.fzn.twice', { name: describe(tok.text) }));
    this.names.set(tok.text, named);
  }

  private declaration(): void {
    const type = this.typeInst();
    this.expect(':');
    const nameTok = this.ident();
    const anns = this.annotations();
    let value: Expr | null = null;
    if (this.is('=')) {
      this.next();
      value = this.expr();
    }
    this.expect(';');
    if (type.base === 'float' && type.isVar) this.fail(type.tok, msg('parse.fzn.floatVariables'));
    if (type.base === 'string' && type.isVar) this.fail(type.tok, msg('parse.fzn.stringVariable'));
    if (!type.isVar) {
      if (!value) this.fail(nameTok, msg('parse.fzn.noValue', { name: describe(nameTok.text) }));
      const v = this.resolve(value!);
      if (type.array) {
        if (v.t !== 'array') this.fail(value!.tok, msg('parse.fzn.expectedArray', { name: describe(nameTok.text) }));
        if (v.v.length !== type.array[1]) this.fail(value!.tok, msg('parse.fzn.elements', { name: describe(nameTok.text), n: v.v.length, size: type.array[1] }));
        if (v.v.some((x) => x.t === 'var')) this.fail(value!.tok, msg('parse.fzn.arrayVariable', { name: describe(nameTok.text) }));
      } else if (v.t === 'var' || v.t === 'array') {
        this.fail(value!.tok, msg('parse.fzn.plainValue', { name: describe(nameTok.text) }));
      }
      this.declare(nameTok, { kind: 'param', value: v });
      return;
    }
    if (type.array) {
      if (!value) this.fail(nameTok, msg('parse.fzn.noElements', { name: describe(nameTok.text) }));
      const v = this.resolve(value!);
      if (v.t !== 'array') this.fail(value!.tok, msg('parse.fzn.expectedArray', { name: describe(nameTok.text) }));
      const items = (v as { v: readonly Arg[] }).v.slice();
      if (items.length !== type.array[1]) this.fail(value!.tok, msg('parse.fzn.elements', { name: describe(nameTok.text), n: items.length, size: type.array[1] }));
      this.declare(nameTok, { kind: 'array', items, isVar: true, base: type.base });
      const out = anns.find((a) => a.name === 'output_array');
      if (out) {
        const dims = this.outputDims(out, items.length);
        if (type.base !== 'int' && type.base !== 'bool') this.fail(out.tok, msg('parse.fzn.outputArrays', { base: type.base }));
        this.outputs.push({ name: nameTok.text, dims, items, type: type.base as 'int' | 'bool' });
      }
      return;
    }
    // A single variable.
    let values: number[];
    if (type.base === 'bool') values = [0, 1];
    else if (type.base === 'int') {
      if (type.domain === null) {
        this.fail(type.tok, msg('parse.fzn.unbounded', { name: describe(nameTok.text) }));
      }
      values = type.domain!;
      if (values.length > 0 && values[values.length - 1]! - values[0]! + 1 > MAX_DOMAIN) {
        this.fail(type.tok, msg('parse.fzn.domainTooLarge', { name: describe(nameTok.text), max: MAX_DOMAIN }));
      }
      // The engine keeps a variable's least value in 32 bits (model.ts `offset`).
      if (values.length > 0 && (values[0]! < INT32_MIN || values[values.length - 1]! > INT32_MAX)) {
        this.fail(type.tok, msg('parse.fzn.beyond32', { name: describe(nameTok.text), min: INT32_MIN, max: INT32_MAX }));
      }
    } else this.fail(type.tok, msg('parse.fzn.baseVariables', { base: type.base }));
    const index = this.vars.length;
    const auxiliary = anns.some((a) => a.name === 'var_is_introduced');
    const introduced = auxiliary || anns.some((a) => a.name === 'is_defined_var');
    this.vars.push({ name: nameTok.text, type: type.base as 'int' | 'bool', values: values!, line: nameTok.line, introduced, auxiliary });
    this.declare(nameTok, { kind: 'var', index });
    if (value) {
      const v = this.resolve(value);
      // `var 1..3: x = y;` or `= 2`: an equality the engine keeps as a constraint.
      if (v.t !== 'var' && v.t !== 'int' && v.t !== 'bool') this.fail(value.tok, msg('parse.fzn.cannotBeGiven', { name: describe(nameTok.text), value: describe(value.tok.text) }));
      this.constraints.push({ name: type.base === 'bool' ? 'bool_eq' : 'int_eq', args: [{ t: 'var', v: index }, v], line: value.tok.line, column: value.tok.column, paths: [], defines: -1 });
    }
    if (anns.some((a) => a.name === 'output_var')) {
      this.outputs.push({ name: nameTok.text, dims: null, items: [{ t: 'var', v: index }], type: type.base as 'int' | 'bool' });
    }
  }

  private outputDims(ann: Annotation, length: number): [number, number][] {
    const list = ann.args[0];
    if (!list || list.k !== 'array') return this.fail(ann.tok, msg('parse.fzn.outputList'));
    const dims: [number, number][] = [];
    let product = 1;
    for (const d of list.v) {
      if (d.k !== 'set') return this.fail(d.tok, msg('parse.fzn.outputRanges'));
      const lo = d.v.length > 0 ? d.v[0]! : 1;
      const hi = d.v.length > 0 ? d.v[d.v.length - 1]! : 0;
      if (d.v.length !== hi - lo + 1 && d.v.length > 0) this.fail(d.tok, msg('parse.fzn.outputContiguous'));
      dims.push([lo, hi]);
      product *= Math.max(0, hi - lo + 1);
    }
    if (product !== length) this.fail(ann.tok, msg('parse.fzn.outputSize', { product, length }));
    return dims;
  }

  private constraint(): void {
    this.next();
    const nameTok = this.ident();
    this.expect('(');
    const args = this.items(() => this.resolve(this.expr()), ')');
    const anns = this.annotations();
    this.expect(';');
    // In one order of our own, the shortest first: MiniZinc writes a constraint's paths in an order
    // that changes with the directory it runs in.
    const paths = anns.flatMap((a) => (a.name === 'mzn_path' && a.args[0]?.k === 'string' ? [a.args[0].v] : [])).sort(pathOrder);
    const defined = anns.find((a) => a.name === 'defines_var')?.args[0];
    const named = defined?.k === 'id' ? this.names.get(defined.name) : undefined;
    const defines = named?.kind === 'var' ? named.index : -1;
    this.constraints.push({ name: nameTok.text, args, line: nameTok.line, column: nameTok.column, paths, defines });
  }

  /** The search annotation's phases (`seq_search` flattened), and what is not followed. */
  private searchOf(anns: readonly Annotation[]): FznSearch | null {
    const phases: FznSearchPhase[] = [];
    const ignored: { name: string; line: number; column: number }[] = [];
    const read = (name: string, args: readonly Expr[], tok: Token): void => {
      if (name === 'seq_search' && args[0]?.k === 'array') {
        for (const e of args[0].v) {
          if (e.k === 'call') read(e.name, e.args, e.tok);
          else if (e.k === 'id') read(e.name, [], e.tok);
          else ignored.push({ name: e.tok.text, line: e.tok.line, column: e.tok.column });
        }
        return;
      }
      const variableOrder = args[1]?.k === 'id' ? VARIABLE_CHOICES[args[1].name] : undefined;
      const valueOrder = args[2]?.k === 'id' ? VALUE_CHOICES[args[2].name] : undefined;
      const list = args[0] ? this.resolve(args[0]) : null;
      if ((name !== 'int_search' && name !== 'bool_search') || !variableOrder || !valueOrder || list?.t !== 'array') {
        ignored.push({ name, line: tok.line, column: tok.column });
        return;
      }
      const variables = list.v.flatMap((a) => (a.t === 'var' ? [a.v] : []));
      phases.push({ variables, variableOrder, valueOrder });
    };
    for (const a of anns) {
      if (!NOT_SEARCH.has(a.name)) read(a.name, a.args, a.tok);
    }
    return phases.length > 0 || ignored.length > 0 ? { phases, ignored } : null;
  }

  private solve(): void {
    this.next();
    this.search = this.searchOf(this.annotations());
    const kind = this.ident();
    if (kind.text === 'minimize' || kind.text === 'maximize') {
      const e = this.expr();
      const value = this.resolve(e);
      if (value.t === 'float') this.fail(e.tok, msg('parse.fzn.floatObjective'));
      if (value.t !== 'var' && value.t !== 'int') this.fail(e.tok, msg('parse.fzn.objective', { found: describe(e.tok.text) }));
      this.objective = { sense: kind.text, value: value as FznObjective['value'], line: e.tok.line, column: e.tok.column };
    } else if (kind.text !== 'satisfy') {
      this.fail(kind, msg('parse.fzn.expectedGoal', { found: this.shown(kind) }));
    }
    this.expect(';');
    this.solved = true;
  }
}

/** Read FlatZinc text. Throws a ParseError (file, line, column, reason) on what it cannot read or search. */
export function parseFlatZinc(text: string, file = 'model.fzn'): FznModel {
  return new Parser(tokenize(text, file), file).parse();
}
