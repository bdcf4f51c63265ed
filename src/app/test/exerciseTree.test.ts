/**
 * The tree algorithm by hand (issue 31; src/solver/treeCsp.ts with a script): over random small
 * forests (src/app/test/forests.ts), the student's answers drawn at random, right or wrong, an
 * independent recomputation from the instance itself (its tables and domains, not the solver's
 * code) gives at each question the right answers and the numbers the sentence names: which arcs
 * may be made consistent next (those whose child has no arc of its own left), the algorithm's
 * (the child last in the order), what a revision removes and a partner for each value kept, which
 * values agree with the parent's in the forward pass (the algorithm's: the first). The app's set
 * and numbers must equal it, the run must take the student's right moves and the algorithm's
 * after a wrong one, end with a solution the tables allow (or no solution when brute force finds
 * none), and every verdict's sentence says them in English, 简体中文 and Русский.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { treeCsp, type AskKind, type Question } from '../../solver/index.ts';
import { EventCode, EVENT_FIELDS, sketchProblem, Trace, TraceIndex } from '../../trace/index.ts';
import { TreeEncoder } from '../../worker/encode.ts';
import { askOf, isRight, treeChoices, type ExerciseNames } from '../exercise/index.ts';
import { i18n, textOf } from '../i18n/index.ts';
import { describeStep } from '../kinds/index.ts';
import { Session } from '../teaching/session.ts';
import { forestProblem, forests, type Forest } from './forests.ts';

const names: ExerciseNames = { variable: (v) => `V${v}`, value: (_v, a) => `w${a}` };
const arcText = (parent: number, child: number) => `V${parent} → V${child}`;

/** May x = a and y = b hold together, read from the forest's tables (no edge: yes). */
function allows(f: Forest, x: number, a: number, y: number, b: number): boolean {
  for (const e of f.edges) {
    if (e.x === x && e.y === y && !e.allowed[a]![b]!) return false;
    if (e.x === y && e.y === x && !e.allowed[b]![a]!) return false;
  }
  return true;
}

/** Has the forest a solution? Brute force, variable by variable. */
function solvable(f: Forest): boolean {
  const n = f.sizes.length;
  const values: number[] = [];
  const extend = (i: number): boolean => {
    if (i === n) return true;
    const domain = f.initial[i] ?? Array.from({ length: f.sizes[i]! }, (_, a) => a);
    for (const a of domain) {
      if (values.every((b, j) => allows(f, i, a, j, b))) {
        values.push(a);
        if (extend(i + 1)) return true;
        values.pop();
      }
    }
    return false;
  };
  return extend(0);
}

interface Case {
  q: Question;
  answer: number;
  marks: number[];
  /** The recomputation's verdict. */
  right: boolean;
}

/**
 * One exercise on `f`: the run asked again with one answer more each time, each question checked
 * against the recomputation; returns the questions with their answers.
 */
function exercise(f: Forest, ask: AskKind[], roll: () => number): Case[] {
  const problem = forestProblem(f);
  const n = f.sizes.length;
  const answers: number[] = [];
  const cases: Case[] = [];
  // The recomputation's state, replayed from the answers given.
  const domains = f.sizes.map((s, v) => f.initial[v] ?? Array.from({ length: s }, (_, a) => a));
  const assigned: number[] = Array.from({ length: n }, () => -1);
  let order: number[] = [];
  let parent: number[] = [];
  let pending: number[] = [];
  let forward = 0;
  /** The arc the last pick made (its child), waiting for its marks. */
  let picked = -1;
  const pick = (choice: number, q: Question) => {
    const pool = q.ask === 'tree' && q.step === 'pick' ? q.arcs.map((a) => a.id) : q.ask === 'value' ? q.candidates.map((c) => c.value) : [];
    return roll() < 0.5 ? q.right[choice % q.right.length]! : pool[choice % pool.length]!;
  };
  for (let guard = 0; guard < 200; guard++) {
    const events = [...treeCsp(problem, { ask, answers })];
    const first = events[0]!;
    if (first.type !== 'order') throw new Error('the order first');
    if (order.length === 0) {
      order = Array.from(first.order);
      parent = Array.from(first.parent);
      // The order is topological: every variable once, a parent before its child, each parent–child pair an edge.
      check([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, v) => v));
      for (const v of order) if (parent[v]! >= 0) expect(order.indexOf(parent[v]!)).toBeLessThan(order.indexOf(v));
      for (const v of order) if (parent[v]! >= 0) check(f.edges.some((e) => (e.x === v && e.y === parent[v]) || (e.y === v && e.x === parent[v]))).toBe(true);
      check(order.filter((v) => parent[v]! >= 0).length).toBe(f.edges.length);
      pending = order.filter((v) => parent[v]! >= 0);
      if (!ask.includes('tree')) {
        // Not asked: the backward pass as the algorithm makes it, children last first, up to a domain emptied.
        for (const child of [...pending].reverse()) {
          const p = parent[child]!;
          domains[p] = domains[p]!.filter((a) => domains[child]!.some((b) => allows(f, p, a, child, b)));
          if (domains[p]!.length === 0) break;
        }
        pending = [];
      }
    }
    /** The forward pass's variables not asked, given the first value agreeing with the parent's (up to a question, unless `all`). */
    const forwardUntilAsked = (all: boolean) => {
      while (forward < n) {
        const v = order[forward]!;
        const p = parent[v]!;
        if (!all && ask.includes('value') && domains[v]!.length > 1) return;
        assigned[v] = domains[v]!.find((a) => p < 0 || allows(f, p, assigned[p]!, v, a))!;
        forward++;
      }
    };
    const done = events[events.length - 1]!;
    if (done.type !== 'done') throw new Error('done last');
    const total = order.filter((v) => parent[v]! >= 0).length;
    const position = (v: number) => order.indexOf(v);
    if (done.status !== 'question') {
      // The end: no arc pending, every variable given a value, the student's where right.
      const wiped = domains.some((d) => d.length === 0);
      check(done.status).toBe(wiped ? 'unsatisfiable' : 'solved');
      if (!wiped) forwardUntilAsked(true);
      check(done.status === 'solved').toBe(solvable(f));
      if (done.status === 'solved') {
        const solution = events.find((e) => e.type === 'solution')!;
        if (solution.type !== 'solution') throw new Error('a solution');
        check(Array.from(solution.values)).toEqual(assigned);
        for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) check(allows(f, x, assigned[x]!, y, assigned[y]!)).toBe(true);
        for (let v = 0; v < n; v++) if (f.initial[v]) check(f.initial[v]).toContain(assigned[v]);
      }
      return cases;
    }
    const q = done.question!;
    // The revisions the run made are exactly the recomputation's, in the same order.
    const revisions = events.filter((e) => e.type === 'revise').map((e) => (e.type === 'revise' ? [e.parent, e.child, ...e.removed] : []));
    check(revisions.length).toBe(total - pending.length);
    if (pending.length > 0 || picked >= 0) {
      // Backward pass: a pick when more than one arc is pending (and `tree` is asked), else the marks of the one arc.
      check(ask).toContain('tree');
      const ready = pending.filter((c) => !pending.some((d) => parent[d] === c));
      const algorithms = pending.reduce((a, b) => (position(b) > position(a) ? b : a));
      if (picked < 0 && pending.length > 1) {
        if (q.ask !== 'tree' || q.step !== 'pick') throw new Error(`a pick, not ${q.ask}`);
        check(q.arcs.map((a) => a.id).sort((a, b) => a - b)).toEqual([...pending].sort((a, b) => a - b));
        for (const a of q.arcs) check([a.variable, a.others]).toEqual([parent[a.id], [a.id]]);
        check([...q.right].sort((a, b) => a - b)).toEqual([...ready].sort((a, b) => a - b));
        check(q.pick).toBe(algorithms);
        check([q.done, q.total]).toEqual([total - pending.length, total]);
        const answer = pick(Math.floor(roll() * 1000), q);
        cases.push({ q, answer, marks: [], right: ready.includes(answer) });
        answers.push(answer);
        picked = ready.includes(answer) ? answer : algorithms;
        continue;
      }
      const child = picked >= 0 ? picked : pending[0]!;
      if (q.ask !== 'tree' || q.step !== 'marks') throw new Error(`marks, not ${q.ask}`);
      const p = parent[child]!;
      check(q.arcs.map((a) => [a.variable, a.others[0]])).toEqual([[p, child]]);
      check(q.candidates.map((c) => c.value)).toEqual(domains[p]);
      const removed = domains[p]!.filter((a) => !domains[child]!.some((b) => allows(f, p, a, child, b)));
      check(q.right).toEqual(removed);
      for (const c of q.candidates) {
        check(c.removed).toBe(removed.includes(c.value));
        // A kept value's partner: a value left of the child that agrees with it.
        if (!c.removed) check(domains[child]).toContain(c.support);
        if (!c.removed) check(allows(f, p, c.value, child, c.support!)).toBe(true);
      }
      check([q.done, q.total]).toEqual([total - pending.length, total]);
      const marks = q.candidates.filter(() => roll() < 0.4).map((c) => c.value);
      const exact = roll() < 0.5;
      cases.push({ q, answer: 0, marks: exact ? removed : marks, right: exact || (marks.length === removed.length && removed.every((a) => marks.includes(a))) });
      answers.push(0);
      // The revision made, as the recomputation makes it.
      domains[p] = domains[p]!.filter((a) => !removed.includes(a));
      pending = pending.filter((c) => c !== child);
      picked = -1;
      check(revisions.length).toBe(total - pending.length - 1);
      continue;
    }
    // Forward pass: the variables in order, asked when more than one value is left (and `value` is asked).
    forwardUntilAsked(false);
    const v = order[forward]!;
    const p = parent[v]!;
    if (q.ask !== 'value') throw new Error(`a value, not ${q.ask}`);
    const agree = domains[v]!.filter((a) => p < 0 || allows(f, p, assigned[p]!, v, a));
    check(q.variable).toBe(v);
    const children = order.filter((u) => parent[u] === v).length;
    check(q.tree).toEqual({ parent: p, parentValue: p < 0 ? -1 : assigned[p], children });
    check(q.candidates.map((c) => c.value)).toEqual(domains[v]);
    check(q.right).toEqual(agree);
    check(q.pick).toBe(agree[0]);
    // LCV's counts: the values of each unassigned neighbour its constraint allows with v = a.
    for (const c of q.candidates) {
      let left = 0;
      let all = 0;
      for (const e of f.edges) {
        const u = e.x === v ? e.y : e.y === v ? e.x : -1;
        if (u < 0 || assigned[u]! >= 0) continue;
        all += domains[u]!.length;
        left += domains[u]!.filter((b) => allows(f, v, c.value, u, b)).length;
      }
      check([c.left, c.ruledOut]).toEqual([left, all - left]);
    }
    const answer = pick(Math.floor(roll() * 1000), q);
    cases.push({ q, answer, marks: [], right: agree.includes(answer) });
    answers.push(answer);
    assigned[v] = agree.includes(answer) ? answer : agree[0]!;
    forward++;
  }
  throw new Error('too many questions');
}

/** The texts a sentence must hold (names of arcs, values and numbers), from the recomputation's case. */
function mustSay(c: Case): string[] {
  const { q, answer } = c;
  if (q.ask === 'tree' && q.step === 'pick') {
    const arc = (child: number) => arcText(q.arcs.find((a) => a.id === child)!.variable, child);
    const out = [arc(answer), ...q.right.map(arc), arc(q.pick)];
    return out;
  }
  if (q.ask === 'tree') {
    const a = q.arcs[0]!;
    const out = q.candidates.map((x) => (x.removed ? `V${a.variable} = w${x.value}` : `V${a.variable} = w${x.value} (V${a.others[0]} = w${x.support})`));
    if (q.candidates.length > 0 && q.candidates.every((x) => x.removed)) out.push(`V${a.variable}`);
    else if (q.done + 1 === q.total) out.push(String(q.total));
    return out;
  }
  if (q.ask === 'value') {
    const out = [`V${q.variable}`, ...q.right.map((a) => `w${a}`), `w${q.pick}`, `w${answer}`];
    if (q.tree!.parent >= 0) out.push(`V${q.tree!.parent} = w${q.tree!.parentValue}`);
    return out;
  }
  return [];
}

describe('the tree algorithm by hand', () => {
  it('asks the backward and forward passes truly on random forests, every verdict said in en, zh and ru', async () => {
    const cases: Case[] = [];
    let puzzles = 0;
    fc.assert(
      fc.property(forests({ min: 0.3, max: 0.9 }), fc.constantFrom<AskKind[]>(['tree', 'value'], ['tree'], ['value']), fc.infiniteStream(fc.nat(999)), (f, ask, dice) => {
        puzzles++;
        cases.push(...exercise(f, ask, () => (dice.next().value as number) / 1000));
      }),
      { numRuns: 300 },
    );
    // The cases cover every kind of question and verdict.
    const seen = (p: (c: Case) => boolean) => cases.some(p);
    check(seen((c) => c.q.ask === 'tree' && c.q.step === 'pick' && !c.right)).toBe(true);
    check(seen((c) => c.q.ask === 'tree' && c.q.step === 'pick' && c.right && c.answer !== c.q.pick)).toBe(true);
    check(seen((c) => c.q.ask === 'tree' && c.q.step === 'marks' && !c.right)).toBe(true);
    check(seen((c) => c.q.ask === 'tree' && c.q.step === 'marks' && c.q.candidates.every((x) => x.removed))).toBe(true);
    check(seen((c) => c.q.ask === 'value' && c.q.tree!.parent < 0 && c.q.tree!.children > 0)).toBe(true);
    check(seen((c) => c.q.ask === 'value' && c.q.tree!.parent < 0 && c.q.tree!.children === 0)).toBe(true);
    check(seen((c) => c.q.ask === 'value' && !c.right)).toBe(true);
    check(seen((c) => c.q.ask === 'value' && c.right && c.answer !== c.q.pick)).toBe(true);
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const c of cases) {
          check(isRight(c.q, c.answer, c.marks)).toBe(c.right);
          const ask = askOf(c.q.ask);
          for (const shown of [false, true]) {
            // "Show me" answers with the algorithm's move (the marks: the values removed).
            const answer = shown ? (c.q.ask === 'tree' && c.q.step === 'marks' ? 0 : c.q.pick) : c.answer;
            const text = textOf(ask.sentence(c.q, answer, names, 'lex', list, shown, shown ? c.q.right : c.marks));
            check(text, text).not.toMatch(/\{\{|exercise|_shown/);
            for (const part of mustSay(shown ? { ...c, answer, right: true } : c)) if (!(shown && part === `w${answer}` && c.q.ask === 'value')) check(text, `${language}: ${text}`).toContain(part);
            // A root says whether it has children to agree with (checked in English).
            if (language === 'en' && c.q.ask === 'value' && c.q.tree!.parent < 0) check(text.includes('without children'), text).toBe(c.q.tree!.children === 0);
            if (!shown && c.q.ask === 'tree' && c.q.step === 'pick' && !c.right) {
              // Too early: the child's own arcs still to come, named apart from the arcs.
              const beside = text.replace(/V\d+ → V\d+/g, '');
              for (const a of c.q.arcs) if (a.variable === c.answer) check(beside, text).toMatch(new RegExp(`V${a.others[0]}(?!\\d)`));
            }
          }
          const prompt = textOf(ask.prompt(c.q, names, 'lex'));
          check(prompt, prompt).not.toMatch(/\{\{|exercise/);
          if (c.q.ask === 'value') check(prompt).toContain(`V${c.q.variable}`);
          if (c.q.ask === 'value' && c.q.tree!.parent >= 0) check(prompt).toContain(`V${c.q.tree!.parent} = w${c.q.tree!.parentValue}`);
          if (c.q.ask === 'tree' && c.q.step === 'marks') check(prompt).toContain(arcText(c.q.arcs[0]!.variable, c.q.arcs[0]!.id));
          if (c.q.ask === 'tree' && c.q.step === 'pick') check(prompt).toContain(`${c.q.done + 1}`);
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    const count = (ask: string, step?: string) => cases.filter((c) => c.q.ask === ask && (step === undefined || ('step' in c.q && c.q.step === step))).length;
    console.log(`tree by hand: ${puzzles} random forests, ${cases.length} questions (${count('tree', 'pick')} arc picks, ${count('tree', 'marks')} revisions, ${count('value')} values), each verdict in en, zh and ru`);
  });

  it("says a value is the student's choice, and the algorithm's first, where the student chose another (step sentence and why log)", async () => {
    let chosenSeen = 0;
    let firstSeen = 0;
    await fc.assert(
      fc.asyncProperty(forests({ min: 0.5, max: 0.95 }), async (f) => {
        const problem = forestProblem(f);
        // Every question answered right: arcs the algorithm's, values the last that agrees with the parent's.
        const entries: { question: Question; answer: number }[] = [];
        for (;;) {
          const events = [...treeCsp(problem, { ask: ['tree', 'value'], answers: entries.map((e) => e.answer) })];
          const done = events[events.length - 1]!;
          if (done.type !== 'done' || done.status !== 'question') break;
          const q = done.question!;
          entries.push({ question: q, answer: q.ask === 'value' ? q.right[q.right.length - 1]! : q.ask === 'tree' && q.step === 'pick' ? q.pick : 0 });
        }
        const words: number[] = [];
        const encoder = new TreeEncoder();
        for (const e of treeCsp(problem, { ask: ['tree', 'value'], answers: entries.map((e) => e.answer) })) encoder.encode(e, (t, v, x, e2) => words.push(t, v, x, e2));
        const trace = new Trace({ variables: f.sizes.length, checkpointInterval: 8 });
        trace.append(Int32Array.from(words), words.length / EVENT_FIELDS);
        const sketch = sketchProblem(problem, { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' });
        const chosen = treeChoices(entries);
        const session = new Session({ index: new TraceIndex(trace, sketch), words: null, layout: null, kindNames: { nouns: 'variable', variable: (v) => `x${v}`, value: (_v, a) => `a${a}` }, treeChosen: chosen });
        session.sync();
        const stepNames = { nouns: 'variable' as const, variable: (v: number) => `x${v}`, value: (_v: number, a: number) => `a${a}`, constraint: () => '', assignment: (v: number, a: number) => `x${v} = a${a}` };
        // Recomputed from the trace and the tables: the domains left, each parent's value, the first value agreeing with it.
        const left = f.sizes.map((size, v) => f.initial[v] ?? Array.from({ length: size }, (_, a) => a));
        const parent: number[] = [];
        const value: number[] = [];
        for (let k = 0; k < trace.recorded; k++) {
          const type = trace.type(k);
          const v = trace.variable(k);
          if (type === EventCode.order) parent[v] = trace.extra(k);
          else if (type === EventCode.prune) left[v] = left[v]!.filter((a) => a !== trace.value(k));
          else if (type === EventCode.assign) {
            const p = parent[v]!;
            const first = left[v]!.find((a) => p < 0 || allows(f, p, value[p]!, v, a))!;
            value[v] = trace.value(k);
            const step = describeStep(trace, k + 1, stepNames, sketch, null, chosen);
            const why = session.sentence(k, 'short');
            if (value[v] !== first) {
              chosenSeen++;
              check(step).toMatch(new RegExp(`^x${v} = a${value[v]}: your choice .* the first, a${first}\\.`));
              check(why).toMatch(new RegExp(`^x${v} = a${value[v]}: your choice .* the first, a${first}\\.`));
            } else {
              firstSeen++;
              check(step).toContain('the first value left');
              check(why).toContain('the first value left');
            }
          }
        }
      }),
      { numRuns: 100 },
    );
    expect(chosenSeen).toBeGreaterThan(0);
    expect(firstSeen).toBeGreaterThan(0);
    console.log(`tree by hand, the forward pass's sentences: ${chosenSeen} values the student chose, ${firstSeen} the algorithm's first`);
  });
});

