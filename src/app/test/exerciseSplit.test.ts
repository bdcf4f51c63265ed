/**
 * Domain splitting by hand (issue 31's `split` questions), the app's session end to end below the
 * UI: the runs the exercise makes (`search` with the answers as its script), the questions, the
 * verdicts' sentences in English, 简体中文 and Русский, the tree after the last answer and the
 * counts the panel shows. Everything is checked against a recomputation written here from the
 * puzzles' rules (Australia's borders, the queens' columns and diagonals): generalized arc
 * consistency by enumeration, the tree the student's answers grow, MRV with halving, and a brute
 * force of the solutions, each of which the student's tree reaches exactly once.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { search, splitCountOf, treeAfterSplit, type Problem, type SplitQuestion } from '../../solver/index.ts';
import { askOf, isRight, verdictOf, type ExerciseNames } from '../exercise/index.ts';
import { i18n, textOf } from '../i18n/index.ts';
import { mrvSplitsByHand } from '../../../tests/solver/mrvSplits.ts';

const FZN = import.meta.glob<string>('../../../tests/fixtures/model/australia.fzn', { query: '?raw', import: 'default', eager: true });

type Domains = number[][];

/** A puzzle as its rules say it: the domains' sizes and constraints over scopes, each a test of a full tuple of its scope. */
interface Rules {
  /** Each variable's values (the model's: Australia's colours are 1, 2, 3). */
  domains: Domains;
  constraints: { scope: number[]; ok: (values: number[]) => boolean }[];
}

const BORDERS = [['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v']];

function australia(problem: Problem): Rules {
  const at = (name: string) => problem.variables.findIndex((v) => v.name === name);
  return { domains: problem.variables.map(() => [1, 2, 3]), constraints: BORDERS.map(([a, b]) => ({ scope: [at(a!), at(b!)], ok: ([x, y]) => x !== y })) };
}

/** n queens, one per row (values: columns): the columns all different, and each diagonal's (column ± row). */
function queens(n: number): Rules {
  const rows = Array.from({ length: n }, (_, i) => i);
  const distinct = (shift: number) => (values: number[]) => new Set(values.map((c, i) => c + shift * i)).size === values.length;
  return { domains: rows.map(() => [...rows]), constraints: [0, 1, -1].map((shift) => ({ scope: rows, ok: distinct(shift) })) };
}

/** Does some tuple of the scope, `variable` at `value` and the others from their domains, pass `ok`? */
function supported(d: Domains, c: Rules['constraints'][number], variable: number, value: number): boolean {
  const tuple: number[] = [];
  const go = (k: number): boolean => {
    if (k === c.scope.length) return c.ok(tuple);
    const u = c.scope[k]!;
    for (const x of u === variable ? [value] : d[u]!) {
      tuple[k] = x;
      if (go(k + 1)) return true;
    }
    return false;
  };
  return go(0);
}

/** Generalized arc consistency by enumeration, to a fixpoint (stops at an empty domain). */
function closure(rules: Rules, start: Domains): Domains {
  const d = start.map((x) => [...x]);
  for (let changed = true; changed && d.every((x) => x.length > 0); ) {
    changed = false;
    for (const c of rules.constraints) {
      for (const v of c.scope) {
        const kept = d[v]!.filter((a) => supported(d, c, v, a));
        if (kept.length !== d[v]!.length) {
          d[v] = kept;
          changed = true;
        }
      }
    }
  }
  return d;
}

function brute(rules: Rules): string[] {
  const out: string[] = [];
  const values: number[] = [];
  const go = (i: number): void => {
    if (i === rules.domains.length) {
      if (rules.constraints.every((c) => c.ok(c.scope.map((v) => values[v]!)))) out.push(values.join(','));
      return;
    }
    for (const a of rules.domains[i]!) {
      values[i] = a;
      go(i + 1);
    }
  };
  go(0);
  return out;
}

const status = (d: Domains) => (d.some((x) => x.length === 0) ? 'failed' : d.every((x) => x.length === 1) ? 'solution' : 'open');
const size = (d: Domains) => d.reduce((n, x) => n + x.length, 0);

/** MRV with halving, recomputed (tests/solver/mrvSplits.ts) over the closure written here: its count. */
function mrvByHand(rules: Rules, root: Domains): { splits: number; toEverySolution: number; solutions: number } {
  const { splits, toEverySolution, solutions } = mrvSplitsByHand(root, (d) => closure(rules, d));
  return { splits, toEverySolution, solutions: solutions.length };
}

/** A small deterministic stream of choices. */
function dice(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

const names: ExerciseNames = { variable: (v) => `V${v}`, value: (_v, a) => `w${a}` };
const braces = (values: readonly number[]) => `{${values.map((a) => `w${a}`).join(', ')}}`;
/** `part` is in `text`, spaces aside (a Chinese text puts spaces between Latin names and Chinese words). */
const bare = (x: string) => x.replace(/\s/g, '');
function expectSaid(text: string, part: string): void {
  check(bare(text), `${text} lacks ${part}`).toContain(bare(part));
}

interface Asked {
  q: SplitQuestion;
  answer: number;
  shown: boolean;
  /** The recomputation's expectations for a `half` question: each half's domains after arc consistency, and the split's domains before it. */
  halves?: { before: Domains; after: Domains }[];
}

/**
 * One exercise: the student answers at random (sometimes Show me) until every leaf is decided,
 * while the recomputation grows its own tree (depth-first, children in the order tried) and checks
 * each question against it. Returns the questions, the splits made when each solution was
 * reached, and the splits made in all.
 */
function exercise(problem: Problem, rules: Rules, seed: number): { asked: Asked[]; reached: Map<string, number>; splits: number; status: string } {
  const roll = dice(seed);
  const answers: number[] = [];
  const asked: Asked[] = [];
  // The recomputation's open nodes, the next on top: each node's domains after arc consistency.
  const root = closure(rules, rules.domains);
  const stack: Domains[] = status(root) === 'open' ? [root] : [];
  const reached = new Map<string, number>();
  if (status(root) === 'solution') reached.set(root.map((x) => x[0]).join(','), 0);
  let splits = 0;
  let variable = -1;
  for (;;) {
    const events = [...search(problem, { record: true, script: { ask: ['split'], answers } })];
    const done = events[events.length - 1]!;
    if (done.type !== 'done') throw new Error('no done event');
    if (done.status !== 'question') {
      check(stack).toEqual([]);
      return { asked, reached, splits, status: done.status };
    }
    const q = done.question!;
    if (q.ask !== 'split') throw new Error(`a ${q.ask} question`);
    const node = stack[stack.length - 1]!;
    check(q.domains).toEqual(node);
    check(q.splits).toBe(splits);
    const shown = roll(4) === 0;
    if (q.step === 'variable') {
      const splittable = node.flatMap((x, v) => (x.length > 1 ? [v] : []));
      const fewest = Math.min(...splittable.map((v) => node[v]!.length));
      check(q.candidates).toEqual(splittable);
      check(q.right).toEqual(splittable.filter((v) => node[v]!.length === fewest));
      expect(q.mrv).toBeNull();
      variable = shown ? q.pick : splittable[roll(splittable.length)]!;
      asked.push({ q, answer: variable, shown });
      answers.push(variable);
      continue;
    }
    check(q.variable).toBe(variable);
    const middle = Math.floor(node[variable]!.length / 2);
    const parts = [node[variable]!.slice(0, middle), node[variable]!.slice(middle)];
    const halves = parts.map((values) => {
      const before = node.map((x, u) => (u === variable ? values : x));
      return { before, after: closure(rules, before) };
    });
    q.halves.forEach((h, i) => {
      check(h.values).toEqual(parts[i]);
      check(h.status).toBe(status(halves[i]!.after));
      check(h.removed).toBe(h.status === 'failed' ? h.removed : size(halves[i]!.before) - size(halves[i]!.after));
      if (h.status === 'failed') check(h.domains[h.emptied]).toEqual([]);
      else check(h.domains).toEqual(halves[i]!.after);
    });
    // MRV with halving's count comes with the split that ends the exercise (this node the only one open, neither half open).
    check(q.mrv === null).toBe(!(stack.length === 1 && halves.every((h) => status(h.after) !== 'open')));
    const half = shown ? q.pick : roll(2);
    asked.push({ q, answer: half, shown, halves });
    answers.push(half);
    splits++;
    stack.pop();
    const order = half === 1 ? [halves[1]!, halves[0]!] : [halves[0]!, halves[1]!];
    for (const { after } of order) if (status(after) === 'solution') reached.set(after.map((x) => x[0]).join(','), splits);
    // Depth-first: the half tried first on top.
    for (const { after } of [...order].reverse()) if (status(after) === 'open') stack.push(after);
  }
}

function cases(): { name: string; problem: Problem; rules: Rules }[] {
  const fzn = Object.values(FZN)[0]!;
  const map = buildFznProblem(parseFlatZinc(fzn)).problem;
  return [
    { name: 'Australia', problem: map, rules: australia(map) },
    ...[4, 5, 6].map((n) => ({ name: `${n}-queens`, problem: buildQueensModel(n).problem, rules: queens(n) })),
  ];
}

describe('domain splitting by hand', () => {
  it('asks what the recomputation expects; the tree reaches every solution once; both counts true', () => {
    let exercises = 0;
    let questions = 0;
    for (const { name, problem, rules } of cases()) {
      const solutions = brute(rules);
      for (let seed = 1; seed <= 5; seed++) {
        const { asked, reached, splits, status } = exercise(problem, rules, seed);
        exercises++;
        questions += asked.length;
        check(status, name).toBe(solutions.length > 0 ? 'solved' : 'unsatisfiable');
        // Every solution reached, by exactly one leaf (the recomputation's tree keys them: no two leaves alike).
        check([...reached.keys()].sort(), name).toEqual([...solutions].sort());
        const last = asked[asked.length - 1]!;
        const tree = treeAfterSplit(last.q, last.answer);
        const leaves = tree.filter((n) => n.status === 'solution');
        expect(leaves).toHaveLength(solutions.length);
        // The counts the panel shows: the student's, and MRV with halving's from the same root.
        const count = splitCountOf(tree);
        check(count).toEqual({ splits, toEverySolution: Math.max(0, ...reached.values()), solutions: solutions.length });
        check(last.q.mrv).toEqual(mrvByHand(rules, rules.domains));
        // Any split is the student's move: right, whatever MRV would do; Show me is counted as shown.
        for (const a of asked) check(verdictOf(a.q, a.answer, a.shown)).toBe(a.shown ? 'shown' : 'right');
      }
    }
    check(exercises).toBe(20);
    console.log(`split exercises: ${exercises} exercises, ${questions} questions`);
  });

  it('after arc consistency by hand the splitting starts from the same arc-consistent root', () => {
    for (const { name, problem, rules } of cases().slice(0, 2)) {
      const answers: number[] = [];
      let arcs = 0;
      for (;;) {
        const events = [...search(problem, { record: true, script: { ask: ['arc', 'split'], answers } })];
        const done = events[events.length - 1]!;
        if (done.type !== 'done' || done.status !== 'question') throw new Error(`${name}: no split question`);
        const q = done.question!;
        if (q.ask === 'split') {
          expect(arcs, name).toBeGreaterThan(0);
          check(q.step).toBe('variable');
          expect(q.tree, name).toHaveLength(1);
          check(q.domains, name).toEqual(closure(rules, rules.domains));
          break;
        }
        check(q.ask).toBe('arc');
        arcs++;
        // An arc picked as AC-3 does; its marks are graded in the app (the script's answer is 0).
        answers.push(q.ask === 'arc' && q.step === 'pick' ? q.pick : 0);
      }
    }
  });

  it('with an objective: every solution found by splitting, the best of them optimal', () => {
    // x1 < x0, x2 apart from both: (2,1,3), (3,1,2), (3,2,1); the least x0 is 2.
    const fzn = ['var 1..3: x0 :: output_var;', 'var 1..3: x1 :: output_var;', 'var 1..3: x2 :: output_var;', 'constraint int_lt(x1, x0);', 'constraint int_ne(x0, x2);', 'constraint int_ne(x1, x2);', 'solve minimize x0;'];
    const problem = buildFznProblem(parseFlatZinc(fzn.join('\n'))).problem;
    const answers: number[] = [];
    for (;;) {
      const events = [...search(problem, { record: true, script: { ask: ['split'], answers } })];
      const done = events[events.length - 1]!;
      if (done.type !== 'done') throw new Error('no done event');
      if (done.status === 'question') {
        answers.push(done.question!.pick);
        continue;
      }
      check(done.status).toBe('optimal');
      check(done.stats.solutions).toBe(3);
      check(done.objective).toBe(2);
      break;
    }
  });

  it('the verdicts say what each split did, with the recomputation’s domains, in en, zh and ru', async () => {
    const all: Asked[] = [];
    for (const { problem, rules } of cases()) for (const seed of [4]) all.push(...exercise(problem, rules, seed).asked);
    const outcomes = new Set<string>();
    try {
      for (const language of ['en', 'zh', 'ru']) {
        await i18n.changeLanguage(language);
        const list = (items: string[]) => new Intl.ListFormat(language, { type: 'conjunction' }).format(items);
        for (const { q, answer, shown, halves } of all) {
          const text = textOf(askOf('split').sentence(q, answer, names, 'lex', list, shown));
          check(text, text).not.toMatch(/\{\{|exerciseSplit\./);
          check(isRight(q, answer)).toBe(true);
          if (q.step === 'variable') {
            expectSaid(text, `V${answer}`);
            expectSaid(text, list(q.right.map((v) => `V${v}`)));
            expectSaid(text, String(q.domains[q.pick]!.length));
            continue;
          }
          const order = answer === 1 ? [1, 0] : [0, 1];
          // The half tried first is named first.
          expect(text.indexOf(braces(q.halves[order[0]!]!.values)), text).toBeLessThan(text.lastIndexOf(braces(q.halves[order[1]!]!.values)));
          for (const i of order) {
            const { before, after } = halves![i]!;
            const s = status(after);
            outcomes.add(s);
            if (s === 'solution') for (const [v, x] of after.entries()) expectSaid(text, `V${v} = w${x[0]}`);
            else if (s === 'failed') expectSaid(text, `V${q.halves[i]!.emptied}`);
            else {
              const removed = size(before) - size(after);
              const narrowed = after.flatMap((x, v) => (x.length < before[v]!.length ? [`V${v} ${braces(x)}`] : []));
              if (removed > 0) {
                expectSaid(text, String(removed));
                expectSaid(text, list(narrowed));
              }
            }
          }
        }
      }
    } finally {
      await i18n.changeLanguage('en');
    }
    // Solutions, failures and open halves were all said.
    check([...outcomes].sort()).toEqual(['failed', 'open', 'solution']);
  });
});
