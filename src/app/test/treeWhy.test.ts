/**
 * The why log of a tree-algorithm run (teaching/explain.ts, explain.tree.*) against an independent
 * recomputation from the instance itself, never from the solver or the session's bookkeeping: the
 * order (each parent shares a constraint with its child and comes before it), each arc revision
 * from the leaves up (the values removed are exactly those with no agreeing value left in the
 * child, recomputed here by directional arc consistency; nothing removed exactly when every value
 * agrees with one), and each assignment from the root down (the first value left that agrees with
 * the parent's value). Every line, short and long, is compared word for word in English and read
 * in Chinese and Russian (no untranslated key, the names in it). On random small forests and on
 * the sample "Australia without South Australia" (its neighbours read from the FlatZinc text).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { OnlyTested, treeCsp, type Domains, type Problem } from '../../solver/index.ts';
import { forestProblem, forests } from './forests.ts';
import { TreeEncoder } from '../../worker/encode.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace, TraceIndex } from '../../trace/index.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { i18n, textOf } from '../i18n/index.ts';
import { english, verbatim, type Message } from '../../text/index.ts';
import { describeStep, type StepNames } from '../kinds/index.ts';
import { Session } from '../teaching/session.ts';

const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });

/** A small CSP as the test knows it: domains and an agreement test read from its own tables. */
interface Instance {
  n: number;
  domains: number[][];
  /** Pairs that share a constraint. */
  edges: [number, number][];
  agree(u: number, a: number, w: number, b: number): boolean;
  /** Unary constraints in the problem's constraint order: the constraint's index, its variable, the values it allows, its label. */
  unary?: { index: number; v: number; allows(a: number): boolean; label: string }[];
}

/**
 * A unary constraint for these tests (the FlatZinc reader folds unary relations into the domains,
 * so no model of the app carries one): `variable` may take only the values `allowed` marks. The
 * tree algorithm reads it through `isConsistent` alone; propagation is never asked of it here.
 */
class UnaryTable extends OnlyTested {
  readonly scope: readonly number[];
  constructor(
    variable: number,
    private readonly allowed: readonly boolean[],
    readonly label: Message,
  ) {
    super('UnaryTable: only the tree algorithm runs it');
    this.scope = [variable];
  }
  isConsistent(_domains: Domains, values: Int32Array): boolean {
    const a = values[this.scope[0]!]!;
    return a < 0 || this.allowed[a] === true;
  }
}

/** A random forest with random tables (forests.ts). */
const forest = forests({ min: 0.3, max: 0.95 });

function traceOf(problem: Problem): Trace {
  const words: number[] = [];
  const encoder = new TreeEncoder();
  for (const e of treeCsp(problem)) encoder.encode(e, (t, v, x, e2) => words.push(t, v, x, e2));
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 8 });
  trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
  return trace;
}

const counts = { lines: 0, runs: 0, unary: 0 };

/**
 * Read every why-log line of the run and compare it with the line recomputed here. `name` and
 * `value` are how the session was told to name things.
 */
async function checkWhy(problem: Problem, inst: Instance, name: (v: number) => string, value: (v: number, x: number) => string): Promise<void> {
  const trace = traceOf(problem);
  const sketch = sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
  const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: 'variable', variable: name, value } });
  session.sync();
  await i18n.changeLanguage('en');
  const set = (v: number, xs: number[]) => (xs.length === 0 ? '(none)' : `{${xs.map((x) => value(v, x)).join(', ')}}`);
  const share = (u: number, w: number) => inst.edges.some(([a, b]) => (a === u && b === w) || (a === w && b === u));
  const domain = inst.domains.map((d) => d.slice());
  const parent = new Array<number>(inst.n).fill(-2);
  const assigned = new Array<number>(inst.n).fill(-1);
  const expected: { short: string; long: string }[] = [];
  let revision: { parent: number; child: number; left: number[] } | null = null;
  // Node consistency, recomputed here: each unary constraint in turn removes the values of its
  // variable it does not allow (in increasing order), right after the order, before any arc.
  const unaryRemovals: { v: number; a: number; index: number; label: string }[] = [];
  {
    const narrowed = inst.domains.map((d) => d.slice());
    for (const u of inst.unary ?? []) {
      for (const a of narrowed[u.v]!) if (!u.allows(a)) unaryRemovals.push({ v: u.v, a, index: u.index, label: u.label });
      narrowed[u.v] = narrowed[u.v]!.filter((a) => u.allows(a));
    }
  }
  let unarySeen = 0;
  const recordedUnary: string[] = [];
  for (let k = 0; k < trace.recorded; k++) {
    const type = trace.type(k);
    const v = trace.variable(k);
    if (type === EventCode.order) {
      const p = trace.extra(k);
      parent[v] = p;
      if (p < 0) {
        const short = `Order ${trace.value(k) + 1}: ${name(v)} is a root; its tree is ordered breadth-first from it.`;
        expected.push({ short, long: `${short} Every variable after it comes after its parent, so the arcs can be made consistent from the leaves up and the values chosen from the root down.` });
      } else {
        // The claims of the long line: they share a constraint, the parent comes earlier.
        check(share(p, v)).toBe(true);
        check(parent[p]).not.toBe(-2);
        const short = `Order ${trace.value(k) + 1}: ${name(v)}, whose parent is ${name(p)}.`;
        expected.push({ short, long: `${short} ${name(p)} and ${name(v)} share a constraint, and ${name(p)} comes earlier in the order.` });
      }
    } else if (type === EventCode.revise) {
      check(unarySeen, 'every unary removal comes before the first arc').toBe(unaryRemovals.length);
      const child = trace.value(k);
      check(parent[child]).toBe(v);
      const left = domain[child]!.slice();
      const removed = domain[v]!.filter((a) => !left.some((b) => inst.agree(v, a, child, b)));
      const arc = `Make ${name(v)} → ${name(child)} consistent: `;
      const short =
        removed.length === 0
          ? `${arc}every value of ${name(v)} agrees with some value of ${name(child)}: nothing removed.`
          : `${arc}remove ${removed.map((a) => value(v, a)).join(', ')} from ${name(v)}, no value of ${name(child)} agrees with ${removed.length === 1 ? 'it' : 'any of them'}.`;
      expected.push({ short, long: `${short} Values of ${name(child)} left: ${set(child, left)}; its own children were made consistent before (leaves up).` });
      domain[v] = domain[v]!.filter((a) => !removed.includes(a));
      revision = { parent: v, child, left };
    } else if (type === EventCode.prune && revision === null) {
      // A unary constraint's removal: exactly the next one recomputed above, its constraint in the record.
      const want = unaryRemovals[unarySeen++];
      expect(want, `record ${k}: a removal no unary constraint makes`).toBeDefined();
      const a = trace.value(k);
      recordedUnary.push(`${v}:${a}:${trace.extra(k)}`);
      check([v, a, trace.extra(k)]).toEqual([want!.v, want!.a, want!.index]);
      check(domain[v]).toContain(a);
      domain[v] = domain[v]!.filter((x) => x !== a);
      const short = `Remove ${value(v, a)} from ${name(v)}: the unary constraint ${want!.label} forbids ${name(v)} = ${value(v, a)}.`;
      expected.push({ short, long: `${short} Node consistency comes first: each unary constraint narrows its variable’s domain before any arc is made consistent.` });
    } else if (type === EventCode.prune) {
      check(revision?.parent).toBe(v);
      const { child, left } = revision!;
      const a = trace.value(k);
      check(domain[v]).not.toContain(a);
      for (const b of left) check(inst.agree(v, a, child, b)).toBe(false);
      const short = `Remove ${value(v, a)} from ${name(v)}: no value of ${name(child)} agrees with ${name(v)} = ${value(v, a)}.`;
      expected.push({ short, long: `${short} Values of ${name(child)} left: ${set(child, left)}.` });
    } else if (type === EventCode.assign) {
      const p = parent[v]!;
      const x = trace.value(k);
      assigned[v] = x;
      if (p < 0) {
        check(x).toBe(domain[v]![0]);
        const short = `${name(v)} = ${value(v, x)}: the first value left of ${name(v)}, a root (no parent to agree with).`;
        expected.push({ short, long: `${short} Every value left has a partner in each child: the arcs were made consistent from the leaves up.` });
      } else {
        expect(assigned[p]).toBeGreaterThanOrEqual(0);
        check(x).toBe(domain[v]!.find((b) => inst.agree(p, assigned[p]!, v, b)));
        const short = `${name(v)} = ${value(v, x)}: the first value left that agrees with its parent ${name(p)} = ${value(p, assigned[p]!)}.`;
        expected.push({ short, long: `${short} The arcs made consistent from the leaves up guarantee such a value: no backtracking.` });
      }
    } else {
      expected.push({ short: '', long: '' });
    }
  }
  // A run that ends at node consistency (a domain emptied) records every unary removal all the same.
  check(recordedUnary, 'the recorded unary removals').toEqual(unaryRemovals.map((u) => `${u.v}:${u.a}:${u.index}`));
  counts.unary += unaryRemovals.length;
  for (let k = 0; k < trace.recorded; k++) {
    if (expected[k]!.short === '') continue;
    check(session.sentence(k, 'short'), `record ${k}`).toBe(expected[k]!.short);
    check(session.sentence(k, 'long'), `record ${k}`).toBe(expected[k]!.long);
    counts.lines += 2;
  }
  for (const language of ['zh', 'ru']) {
    await i18n.changeLanguage(language);
    for (let k = 0; k < trace.recorded; k++) {
      if (expected[k]!.short === '') continue;
      for (const detail of ['short', 'long'] as const) {
        const text = session.sentence(k, detail);
        check(text).not.toMatch(/explain\.|\{\{/);
        check(text).toContain(name(trace.variable(k)));
      }
    }
  }
  await i18n.changeLanguage('en');
  counts.runs++;
}

describe('the why log of a tree run, against an independent recomputation', () => {
  it('random small forests: order, revisions leaves up, assignments root down', async () => {
    const runs = fc.sample(forest, { numRuns: 200, seed: 22 });
    for (const f of runs) {
      const { sizes, edges, initial } = f;
      const problem = forestProblem(f);
      const inst: Instance = {
        n: sizes.length,
        domains: sizes.map((s, v) => initial[v] ?? Array.from({ length: s }, (_, a) => a)),
        edges: edges.map((e) => [e.x, e.y]),
        agree: (u, a, w, b) => edges.every((e) => !((e.x === u && e.y === w && !e.allowed[a]![b]) || (e.x === w && e.y === u && !e.allowed[b]![a]))),
      };
      await checkWhy(problem, inst, (v) => `x${v}`, (_v, x) => `v${x}`);
    }
    expect(counts.runs).toBeGreaterThanOrEqual(200);
  });

  it('random forests with unary constraints: each removal recorded as a prune after the order, its why line and step sentence true', async () => {
    const withUnary = forest.chain((f) =>
      fc
        .array(fc.record({ v: fc.nat(), mask: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }) }), { minLength: 1, maxLength: 4 })
        .map((us) => ({ ...f, unary: us.map((u) => ({ v: u.v % f.sizes.length, mask: u.mask })) })),
    );
    const before = counts.unary;
    let emptied = 0;
    for (const f of fc.sample(withUnary, { numRuns: 150, seed: 23 })) {
      const { sizes, edges, initial, unary } = f;
      const { variables, constraints: binaries } = forestProblem(f);
      const unaries = unary.map((u, i) => new UnaryTable(u.v, Array.from({ length: sizes[u.v]! }, (_, a) => u.mask[a]!), verbatim(`u${i}`)));
      const problem: Problem = { variables, constraints: [...binaries, ...unaries] };
      const inst: Instance = {
        n: sizes.length,
        domains: sizes.map((s, v) => initial[v] ?? Array.from({ length: s }, (_, a) => a)),
        edges: edges.map((e) => [e.x, e.y]),
        agree: (u, a, w, b) => edges.every((e) => !((e.x === u && e.y === w && !e.allowed[a]![b]) || (e.x === w && e.y === u && !e.allowed[b]![a]))),
        unary: unary.map((u, i) => ({ index: binaries.length + i, v: u.v, allows: (a: number) => u.mask[a]!, label: `u${i}` })),
      };
      await checkWhy(problem, inst, (v) => `x${v}`, (_v, x) => `v${x}`);
      // The step sentence of each unary removal names the value, the variable and the constraint.
      const trace = traceOf(problem);
      const names: StepNames = { nouns: 'variable', variable: (v) => `x${v}`, value: (_v, x) => `v${x}`, constraint: (c) => { const label = problem.constraints[c]?.label; return label ? textOf(label) : ''; }, assignment: (v, x) => `x${v} = v${x}` };
      const sketch = sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
      let arcs = false;
      for (let k = 0; k < trace.recorded; k++) {
        if (trace.type(k) === EventCode.revise) arcs = true;
        if (trace.type(k) !== EventCode.prune || arcs) continue;
        const [v, a, c] = [trace.variable(k), trace.value(k), trace.extra(k)];
        check(describeStep(trace, k + 1, names, sketch)).toBe(`Node consistency (before the arcs): remove v${a} from x${v}: the unary constraint ${english(problem.constraints[c]!.label)} forbids x${v} = v${a}.`);
      }
      if (trace.type(trace.recorded - 1) !== EventCode.solution) emptied++;
    }
    expect(counts.unary - before, 'unary removals checked').toBeGreaterThan(100);
    expect(emptied, 'runs ended by an emptied domain or an arc').toBeGreaterThan(0);
  });

  it('a FlatZinc int_ne(x, 2): the reader narrows the domain itself (no unary constraint reaches the tree algorithm)', () => {
    const text = 'var 1..3: x :: output_var;\nvar 1..3: y :: output_var;\nconstraint int_ne(x, 2);\nconstraint int_ne(x, y);\nsolve satisfy;\n';
    const built = buildFznProblem(parseFlatZinc(text, 'unary.fzn'), 'unary.fzn');
    const problem = built.problem;
    check(problem.constraints.every((c) => c.scope.length === 2)).toBe(true);
    const x = problem.variables.findIndex((v) => v.name === 'x');
    const xs = (problem.variables[x]!.initial ?? Array.from({ length: problem.variables[x]!.size }, (_, a) => a)).map((a) => a + built.offset[x]!);
    check(xs).toEqual([1, 3]);
    const trace = traceOf(problem);
    const orders = Array.from({ length: trace.recorded }, (_, k) => trace.type(k)).filter((t) => t === EventCode.order).length;
    check(trace.type(orders)).not.toBe(EventCode.prune);
  });

  it('Australia without South Australia: neighbours and values read from its FlatZinc text', async () => {
    const text = FZN['../../../tests/fixtures/model/australia-tree.fzn']!;
    const built = buildFznProblem(parseFlatZinc(text, 'australia-tree.fzn'), 'australia-tree.fzn');
    const problem = built.problem;
    // The FlatZinc's own declarations and ≠ constraints, read here.
    const declared = [...text.matchAll(/^var (\d+)\.\.(\d+): (\w+)/gm)].map((m) => ({ low: Number(m[1]), high: Number(m[2]), name: m[3]! }));
    check(problem.variables.map((v) => v.name)).toEqual(declared.map((d) => d.name));
    const index = (s: string) => declared.findIndex((d) => d.name === s);
    const edges = [...text.matchAll(/int_lin_ne\(\w+,\[(\w+),(\w+)\],0\)/g)].map((m): [number, number] => [index(m[1]!), index(m[2]!)]);
    expect(edges).toHaveLength(4);
    // The engine's value x of variable v is the integer x + offset[v] (the reader's convention).
    const integer = (v: number, x: number) => x + built.offset[v]!;
    const inst: Instance = {
      n: declared.length,
      domains: declared.map((d, v) => Array.from({ length: d.high - d.low + 1 }, (_, i) => d.low + i - built.offset[v]!)),
      edges,
      agree: (u, a, w, b) => !edges.some(([p, q]) => (p === u && q === w) || (p === w && q === u)) || integer(u, a) !== integer(w, b),
    };
    await checkWhy(problem, inst, (v) => declared[v]!.name, (v, x) => String(integer(v, x)));
    // The lines the brief names, read in full once.
    const trace = traceOf(problem);
    const session = new Session({ index: new TraceIndex(trace, sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' })), words: null, layout: null, kindNames: { nouns: 'variable', variable: (v) => declared[v]!.name, value: (v, x) => String(integer(v, x)) } });
    session.sync();
    const lines = Array.from({ length: trace.recorded }, (_, k) => session.sentence(k, 'short'));
    check(lines[0]).toBe('Order 1: wa is a root; its tree is ordered breadth-first from it.');
    check(lines).toContain('Order 2: nt, whose parent is wa.');
    check(lines.some((l) => /^Make \w+ → \w+ consistent: /.test(l))).toBe(true);
    check(lines).toContain('wa = 1: the first value left of wa, a root (no parent to agree with).');
    check(lines).toContain('nt = 2: the first value left that agrees with its parent wa = 1.');
    console.log(`tree why lines: ${JSON.stringify(counts)}`);
  });
});
