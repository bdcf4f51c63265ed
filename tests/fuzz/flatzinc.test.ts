import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem, SUPPORTED_CONSTRAINTS } from '../../src/puzzles/model/model.ts';
import { readFixture } from '../data.ts';
import { randomFlatZinc } from '../model/randomModels.ts';
import { BIG_FLATZINC } from './bigInputs.ts';
import { mutated } from './hostile.ts';
import { errorProblems, fuzzParser, timed } from './outcome.ts';

/** The samples (public/models) as MiniZinc compiles them with our mznlib (tests/fixtures/model). */
const SAMPLES = ['australia', 'exam-timetable', 'queens', 'send-more-money', 'zebra'].map((m) => readFixture(`model/${m}.fzn`));

/** Arguments that are the wrong kind for most places: each builder must refuse them at their line. */
const ODD_ARGS = ['[]', '[1,2,3]', '{1,3}', '1..3', 'true', '2.5', '-7', 'nosuchvar', '[true,false]', '[1..2]', '99999999999'];

/** Split a constraint's argument text at its top-level commas. */
function splitArgs(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '[' || ch === '(' || ch === '{') depth++;
    else if (ch === ']' || ch === ')' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      out.push(text.slice(start, i));
      start = i + 1;
    }
  }
  out.push(text.slice(start));
  return out;
}

type Edit = { kind: 'rename' | 'unknown' | 'swap' | 'drop' | 'odd' | 'extra'; line: number; pick: number };

/** Edit one constraint item of a FlatZinc text the way a wrong or hand-written file would differ. */
function applyEdit(text: string, edit: Edit): string {
  const lines = text.split('\n');
  const items = lines.flatMap((l, i) => (/^constraint [a-z_]+\(.*\)/.test(l) ? [i] : []));
  if (items.length === 0) return text;
  const at = items[edit.line % items.length]!;
  const m = /^constraint ([a-z_]+)\((.*)\)(.*)$/.exec(lines[at]!);
  if (!m) return text;
  const [, , args, rest] = m as unknown as [string, string, string, string];
  let name = m[1]!;
  const list = splitArgs(args);
  const k = edit.pick % list.length;
  switch (edit.kind) {
    case 'rename':
      name = SUPPORTED_CONSTRAINTS[edit.pick % SUPPORTED_CONSTRAINTS.length]!;
      break;
    case 'unknown':
      name = ['int_lin_eq_x', 'global_cardinality', 'fzn_circuit', 'float_lin_eq', 'set_card', 'int_times_reif'][edit.pick % 6]!;
      break;
    case 'swap':
      if (list.length > 1) [list[k], list[(k + 1) % list.length]] = [list[(k + 1) % list.length]!, list[k]!];
      break;
    case 'drop':
      list.splice(k, 1);
      break;
    case 'odd':
      list[k] = ODD_ARGS[edit.pick % ODD_ARGS.length]!;
      break;
    case 'extra':
      list.push(ODD_ARGS[edit.pick % ODD_ARGS.length]!);
      break;
  }
  lines[at] = `constraint ${name}(${list.join(',')})${rest}`;
  return lines.join('\n');
}

const edit: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('rename', 'unknown', 'swap', 'drop', 'odd', 'extra'),
  line: fc.nat(100),
  pick: fc.nat(1000),
});

/** Well-formed FlatZinc (random models and the compiled samples) with constraint items edited. */
const editedFlatZinc: fc.Arbitrary<string> = fc
  .tuple(fc.oneof(randomFlatZinc, fc.constantFrom(...SAMPLES)), fc.array(edit, { minLength: 1, maxLength: 3 }))
  .map(([text, edits]) => edits.reduce(applyEdit, text));

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

  it('the compiled samples with constraints renamed, arguments swapped, dropped or of the wrong kind: read, or refused with a ParseError at a line and column of the text', () => {
    const counts = fuzzParser('FlatZinc (edited constraints)', mutated(editedFlatZinc, 2), 'm.fzn', (t) => buildFznProblem(parseFlatZinc(t, 'm.fzn'), 'm.fzn'), problems);
    expect(counts.errors).toBeGreaterThan(0);
  });

  it('an unknown constraint is refused by name at its own line and column', () => {
    const text = SAMPLES[0]!.replace(/constraint int_lin_ne\(/, 'constraint fzn_circuit(');
    const line = text.split('\n').findIndex((l) => l.startsWith('constraint fzn_circuit(')) + 1;
    let error: unknown = null;
    try {
      buildFznProblem(parseFlatZinc(text, 'a.fzn'), 'a.fzn');
    } catch (e) {
      error = e;
    }
    check(errorProblems(error, text, 'a.fzn')).toEqual([]);
    expect(error).toMatchObject({ line, column: 'constraint '.length + 1, reason: 'not supported: constraint "fzn_circuit"' });
  });

  it('a 10 MB file of one long line or of many declarations is refused or read (the time: `npm run bench parsers`)', () => {
    for (const text of BIG_FLATZINC) {
      const { outcome, threw } = timed(() => parseFlatZinc(text(), 'big.fzn'));
      if (threw) check((outcome as Error).name).toBe('ParseError');
    }
  }, 60_000);
});
