/**
 * An exercise's verdicts say true numbers in every language (issue 31): for the questions of real
 * exercise runs (N-queens and FlatZinc colourings, every variable and value order, chronological
 * backtracking and backjumping), the sentence rendered in English, 简体中文 and Русский names the
 * right answers, the answer given and every number of the question it reports (sizes, degrees,
 * dom/wdeg ratios, LCV's values ruled out, the conflict set). The numbers themselves are checked
 * against an independent recomputation in tests/exercise/decisions.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { colouring } from './colouring.ts';
import { minConflicts, search, VALUE_ORDERS, VARIABLE_ORDERS, domOverWdeg, type Problem, type Question, type SearchOptions } from '../../solver/index.ts';
import { askOf, isRight, verdictOf, type ExerciseNames } from '../exercise/index.ts';
import { i18n, textOf } from '../i18n/index.ts';

const names: ExerciseNames = { variable: (v) => `V${v}`, value: (_v, a) => `w${a}` };

/** The questions of one exercise run, answered alternately wrong (when there is a wrong answer) and right. */
function questions(problem: Problem, options: Partial<SearchOptions>, limit: number, local = false): { q: Question; answer: number }[] {
  const out: { q: Question; answer: number }[] = [];
  const answers: number[] = [];
  while (out.length < limit) {
    const events = local
      ? [...minConflicts(problem, { seed: options.seed ?? 1, walk: 0, maxSteps: 500, record: true, script: { ask: ['repair'], answers } })]
      : [...search(problem, { ...options, record: true, script: { ask: ['variable', 'value', 'backtrack'], answers } })];
    const done = events[events.length - 1]!;
    if (done.type !== 'done' || done.status !== 'question') break;
    const q = done.question!;
    const all = q.ask === 'variable' ? q.candidates.map((c) => c.variable) : q.ask === 'value' ? q.candidates.map((c) => c.value) : q.ask === 'repair' ? q.candidates.map((c) => c.id) : q.ask === 'prune' ? q.candidates.map((_, i) => i) : q.ask === 'arc' || q.ask === 'tree' ? q.right : q.candidates;
    const wrong = all.find((a) => !q.right.includes(a));
    const answer = out.length % 2 === 0 && wrong !== undefined ? wrong : q.right[q.right.length - 1]!;
    out.push({ q, answer });
    answers.push(answer);
  }
  return out;
}

/** The numbers a question's sentence must show, as text. */
function numbersOf(q: Question, answer: number): string[] {
  const r = (x: number) => String(Math.round(x * 100) / 100);
  if (q.ask === 'variable') {
    const best = q.candidates.find((c) => c.variable === q.right[0])!;
    const chosen = q.candidates.find((c) => c.variable === answer)!;
    if (q.order === 'static') return [];
    if (q.order === 'mrv') return [String(best.size), String(chosen.size)];
    if (q.order === 'mrv-degree') return [String(best.size), String(best.degree), String(chosen.size), String(chosen.degree)];
    return [r(domOverWdeg(best)), String(chosen.size), r(domOverWdeg(chosen))];
  }
  if (q.ask === 'repair') {
    const chosen = q.candidates.find((c) => c.id === answer)!;
    if (q.step === 'variable') return [String(chosen.conflicts)];
    const best = q.candidates.find((c) => c.id === q.right[0])!;
    return [String(best.conflicts), String(chosen.conflicts), ...q.candidates.map((c) => `w${c.id} (${c.conflicts})`)];
  }
  if (q.ask === 'value' && q.order === 'lcv') {
    const best = q.candidates.find((c) => c.value === q.right[0])!;
    const chosen = q.candidates.find((c) => c.value === answer)!;
    return [String(best.ruledOut), String(chosen.ruledOut), ...q.candidates.map((c) => `w${c.value} (${c.ruledOut})`)];
  }
  return [];
}

describe('exercise verdicts in every language', () => {
  it('name the right answers, the answer and the numbers of the question', async () => {
    const cases: { q: Question; answer: number }[] = [];
    for (const problem of [buildQueensModel(6).problem, buildQueensModel(5).problem, colouring()]) {
      for (const variableOrder of VARIABLE_ORDERS) {
        for (const valueOrder of VALUE_ORDERS) {
          for (const backjump of [false, true]) {
            cases.push(...questions(problem, { inference: 'fc', ac3: false, variableOrder, valueOrder, backjump, seed: 3 }, 12));
          }
        }
      }
    }
    for (const problem of [buildQueensModel(8).problem, colouring()]) for (const seed of [1, 2, 3, 4]) cases.push(...questions(problem, { seed }, 12, true));
    const kinds = new Set(cases.map(({ q }) => `${q.ask}:${q.ask === 'variable' ? q.order : q.ask === 'value' ? q.order : q.ask === 'backtrack' ? q.backjump : q.ask === 'repair' || q.ask === 'arc' ? q.step : q.ask === 'prune' ? q.inference : q.ask}`));
    // Every order and both ways back were asked.
    check(kinds.size).toBe(VARIABLE_ORDERS.length + VALUE_ORDERS.length + 2 + 2);
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const { q, answer } of cases) {
          const valueOrder = q.ask === 'value' ? q.order : 'lex';
          const text = textOf(askOf(q.ask).sentence(q, answer, names, valueOrder, list));
          const name = (a: number) => (q.ask === 'value' || (q.ask === 'repair' && q.step === 'value') ? names.value(q.variable, a) : names.variable(a));
          check(text, text).not.toMatch(/\{\{|exercise\./);
          if (!(q.ask === 'value' && q.order === 'random')) for (const a of q.right) check(text, text).toContain(name(a));
          check(text, text).toContain(name(answer));
          for (const n of numbersOf(q, answer)) check(text, `${text} lacks ${n}`).toContain(n);
          if (q.ask === 'backtrack' && q.backjump) for (const v of q.conflict) check(text).toContain(names.variable(v));
          check(verdictOf(q, answer, false)).toBe(isRight(q, answer) ? 'right' : 'wrong');
          // Show me: the sentence says the algorithm's answer and no "you chose".
          const shown = textOf(askOf(q.ask).sentence(q, q.pick, names, valueOrder, list, true));
          check(shown, shown).not.toMatch(/\{\{|exercise\.|you chose|你选择了|вы выбрали/);
          if (!(q.ask === 'value' && q.order === 'random')) for (const a of q.right) check(shown, shown).toContain(name(a));
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    console.log(`exercise sentences: ${cases.length} questions, each in en, zh and ru`);
  });

  it("prune: the removals with their constraints, what was missed and what was marked that stays", async () => {
    const cases: { q: Extract<Question, { ask: 'prune' }>; marks: number[] }[] = [];
    for (const problem of [buildQueensModel(6).problem, colouring()]) {
      for (const inference of ['fc', 'mac'] as const) {
        const answers: number[] = [];
        for (let k = 0; k < 10; k++) {
          const events = [...search(problem, { inference, ac3: false, variableOrder: 'mrv', record: true, script: { ask: ['prune'], answers } })];
          const done = events[events.length - 1]!;
          if (done.type !== 'done' || done.status !== 'question' || done.question!.ask !== 'prune') break;
          const q = done.question!;
          // Marks: the right ones, one missed (when there is one) and one kept value marked (every other question).
          const marks = q.right.slice(1);
          const kept = q.candidates.findIndex((c) => !c.removed);
          if (k % 2 === 0 && kept >= 0) marks.push(kept);
          cases.push({ q, marks: k % 3 === 2 ? q.right.slice() : marks });
          answers.push(0);
        }
      }
    }
    check(new Set(cases.map(({ q }) => q.inference)).size).toBe(2);
    const withConstraint: ExerciseNames = { ...names, constraint: (c) => (c % 2 === 0 ? `C${c}` : '') };
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const { q, marks } of cases) {
          const text = textOf(askOf('prune').sentence(q, 0, withConstraint, 'lex', list, false, marks));
          const pair = (i: number) => `V${q.candidates[i]!.variable} = w${q.candidates[i]!.value}`;
          const named = (c: number) => (c % 2 === 0 ? `C${c}` : q.scopes.find((s) => s.constraint === c)!.variables.map((v) => `V${v}`).join(' – '));
          check(text, text).not.toMatch(/\{\{|exercise/);
          check(text).toContain(`V${q.variable} = w${q.value}`);
          // Every removal, with the constraint that made it.
          for (const i of q.right) check(text, text).toContain(`${pair(i)} (${named(q.candidates[i]!.constraint)})`);
          const missed = q.right.filter((i) => !marks.includes(i));
          const wrong = marks.filter((i) => !q.right.includes(i));
          for (const i of [...missed, ...wrong]) check(text, text).toContain(pair(i));
          // Forward checking names the constraint that lets a wrongly marked value stay.
          if (q.inference === 'fc') for (const i of wrong) check(text, text).toContain(named(q.candidates[i]!.constraint));
          const right = missed.length === 0 && wrong.length === 0;
          check(isRight(q, 0, marks)).toBe(right);
          check(verdictOf(q, 0, false, marks)).toBe(right ? 'right' : 'wrong');
          const shown = textOf(askOf('prune').sentence(q, 0, withConstraint, 'lex', list, true, q.right));
          for (const i of q.right) check(shown).toContain(pair(i));
          check(shown).not.toMatch(/you |你|Вы /);
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    console.log(`prune sentences: ${cases.length} questions, each in en, zh and ru`);
  });

  it('arc: the pick says any arc will do, the revision names removals, supports, the arcs put back and, at the end, both counts', async () => {
    const cases: { q: Extract<Question, { ask: 'arc' }>; answer: number; marks: number[] }[] = [];
    // A colouring with two regions given fewer colours: revisions remove values and put arcs back.
    const narrowed = buildFznProblem(parseFlatZinc(['var 1..1: x0 :: output_var;', 'var 1..2: x1 :: output_var;', 'var 1..3: x2 :: output_var;', 'var 1..3: x3 :: output_var;', 'constraint int_ne(x0, x1);', 'constraint int_ne(x1, x2);', 'constraint int_ne(x0, x2);', 'constraint int_ne(x2, x3);', 'solve satisfy;'].join('\n'))).problem;
    for (const problem of [buildQueensModel(5).problem, colouring(), narrowed]) {
      const answers: number[] = [];
      for (let k = 0; k < 200; k++) {
        const events = [...search(problem, { inference: 'fc', record: true, script: { ask: ['arc'], answers } })];
        const done = events[events.length - 1]!;
        if (done.type !== 'done' || done.status !== 'question' || done.question!.ask !== 'arc') break;
        const q = done.question! as Extract<Question, { ask: 'arc' }>;
        // Picks: the queue's last arc; marks: every other question one value missed and one kept value marked.
        const answer = q.step === 'pick' ? q.right[q.right.length - 1]! : 0;
        const kept = q.candidates.find((c) => !c.removed)?.value;
        const marks = q.step === 'pick' ? [] : k % 2 === 0 ? q.right.slice(1).concat(kept === undefined ? [] : [kept]) : q.right.slice();
        cases.push({ q, answer, marks });
        answers.push(answer);
      }
    }
    check(cases.some(({ q }) => q.end !== null)).toBe(true);
    check(cases.some(({ q }) => q.requeue.length > 0)).toBe(true);
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const { q, answer, marks } of cases) {
          const text = textOf(askOf('arc').sentence(q, answer, names, 'lex', list, false, marks));
          check(text, text).not.toMatch(/\{\{|exercise/);
          const arcText = (a: (typeof q.arcs)[number]) => `V${a.variable} → ${a.others.length === 1 ? `V${a.others[0]}` : [a.variable, ...a.others].map((v) => `V${v}`).join(' – ')}`;
          if (q.step === 'pick') {
            check(text).toContain(arcText(q.arcs[0]!));
            check(text).toContain(arcText(q.arcs.find((a) => a.id === answer)!));
            continue;
          }
          const v = q.arcs[0]!.variable;
          for (const c of q.candidates) check(text, text).toContain(`V${v} = w${c.value}`);
          for (const c of q.candidates) if (c.support) check(text, text).toContain(`V${v} = w${c.value} (${c.support.map((x, i) => `V${q.arcs[0]!.others[i]} = w${x}`).join(', ')})`);
          for (const r of q.requeue) check(text, text).toContain(arcText(r));
          if (q.end) for (const n of [q.end.revisions, q.end.ac3]) check(text, text).toContain(String(n));
          const right = marks.length === q.right.length && q.right.every((x) => marks.includes(x));
          check(isRight(q, 0, marks)).toBe(right);
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    console.log(`arc sentences: ${cases.length} questions, each in en, zh and ru`);
  });

  it('cutset: any set leaving a forest is right; the sentence gives the trees or the cycle left, and the smallest size', async () => {
    const cases: { q: Extract<Question, { ask: 'cutset' }>; marks: number[] }[] = [];
    for (const problem of [buildQueensModel(4).problem, colouring()]) {
      const events = [...search(problem, { record: true, script: { ask: ['cutset'], answers: [] } })];
      const done = events[events.length - 1]!;
      if (done.type !== 'done' || done.question?.ask !== 'cutset') throw new Error('no cutset question');
      const q = done.question;
      const n = q.candidates.length;
      // Every subset of the variables, marked.
      for (let mask = 0; mask < 1 << n; mask++) cases.push({ q, marks: q.candidates.filter((v) => (mask >> v) & 1) });
    }
    /** A forest once `removed` is out: union-find over the graph's edges. */
    const forest = (q: Extract<Question, { ask: 'cutset' }>, removed: number[]) => {
      const parent = q.candidates.slice();
      const root = (v: number): number => (parent[v] === v ? v : root(parent[v]!));
      for (const [a, ns] of q.neighbours.entries()) {
        for (const b of ns) {
          if (a >= b || removed.includes(a) || removed.includes(b)) continue;
          if (root(a) === root(b)) return false;
          parent[root(a)] = root(b);
        }
      }
      return true;
    };
    let right = 0;
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const { q, marks } of cases) {
          const text = textOf(askOf('cutset').sentence(q, 0, names, 'lex', list, false, marks));
          check(text, text).not.toMatch(/\{\{|exercise/);
          const isForest = forest(q, marks);
          check(isRight(q, 0, marks), text).toBe(isForest);
          if (language === 'en') {
            if (isForest) right++;
            check(text).toContain(isForest ? ': a cycle cutset.' : 'not a cycle cutset');
            if (isForest && marks.length <= q.smallest.size) check(text).toContain(`yours has ${marks.length} variable`);
            else check(text).toContain(`cutset has ${q.smallest.size} variable`);
          }
          if (!isForest || marks.length > q.smallest.size) check(text).toContain(String(q.smallest.size));
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(right).toBeGreaterThan(0);
    console.log(`cutset sentences: ${cases.length} marked sets (${right} cutsets), each in en, zh and ru`);
  });
});
