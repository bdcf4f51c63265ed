/**
 * Answering on the board, the graph and the views (issue 31) gives exactly the list's answers:
 * for the questions of real exercise runs of every kind (N-queens and a FlatZinc colouring; which
 * variable, which value, prune, arc by hand, cycle cutset, backtrack, min-conflicts' repair), every
 * thing a surface can click (each variable, each value of each variable, each arc by its variable
 * and constraint or its two ends) answers with a choice of the list's, and every choice of the
 * list is answered by some click; a set question's clicks toggle marks, the others answer at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { colouring } from './colouring.ts';
import { forestProblem, forests } from './forests.ts';
import { minConflicts, search, takesSet, treeCsp, type AskKind, type Problem, type Question } from '../../solver/index.ts';
import { arcTarget, askOf, rowSquareTarget, slotTarget, valueTarget, variableMark, variableTarget, type AnswerTarget, type ExerciseNames } from '../exercise/index.ts';

const names: ExerciseNames = { variable: (v) => `V${v}`, value: (_v, a) => `w${a}` };

/** The questions of one exercise run asking `ask`, each answered right (a set question with the right marks). */
function questions(problem: Problem, ask: AskKind[], limit: number, options: { inference?: 'none' | 'fc' | 'mac'; backjump?: boolean } = {}): Question[] {
  const out: Question[] = [];
  const answers: number[] = [];
  while (out.length < limit) {
    const events = ask.includes('repair')
      ? [...minConflicts(problem, { seed: 3, walk: 0, maxSteps: 500, record: true, script: { ask, answers } })]
      : [...search(problem, { inference: options.inference ?? 'fc', ...(options.backjump ? { backjump: true } : {}), record: true, script: { ask, answers } })];
    const done = events[events.length - 1]!;
    if (done.type !== 'done' || done.status !== 'question') break;
    const q = done.question!;
    out.push(q);
    answers.push(takesSet(q) ? 0 : q.ask === 'arc' ? q.right[q.right.length - 1]! : q.right[0]!);
  }
  return out;
}

/** Every click every surface can make on a question of `problem`, with what it answers. */
function clicks(q: Question, problem: Problem, marks: number[]): AnswerTarget[] {
  const out: (AnswerTarget | null)[] = [];
  const n = problem.variables.length;
  for (let v = 0; v < n; v++) {
    out.push(variableTarget(q, v, marks));
    for (let value = 0; value < problem.variables[v]!.size; value++) out.push(valueTarget(q, v, value, marks));
    for (const c of problem.constraints.keys()) out.push(arcTarget(q, v, { constraint: c }));
    for (let u = 0; u < n; u++) out.push(arcTarget(q, v, { other: u }));
  }
  return out.filter((t): t is AnswerTarget => t !== null);
}

describe('answers on the board and the views', () => {
  const cases: { q: Question; problem: Problem }[] = [];
  const queens = buildQueensModel(6).problem;
  for (const problem of [queens, colouring()]) {
    for (const ask of [['variable'], ['value'], ['prune'], ['arc'], ['cutset'], ['backtrack'], ['repair']] as AskKind[][]) {
      // Dead ends (backtrack) without inference, chronological and backjumping; the rest with forward checking and MAC.
      const runs = ask[0] === 'backtrack' ? [{ inference: 'none' as const }, { inference: 'none' as const, backjump: true }] : [{ inference: 'fc' as const }, { inference: 'mac' as const }];
      for (const options of runs) for (const q of questions(problem, ask, 12, options)) cases.push({ q, problem });
    }
  }

  it('are exactly the choices of the list, toggled for a set question, at once for the others', () => {
    const kinds = new Set<string>();
    for (const { q, problem } of cases) {
      kinds.add(q.ask === 'arc' || q.ask === 'repair' ? `${q.ask}-${q.step}` : q.ask);
      const listed = new Set(askOf(q.ask).choices(q, names).map((c) => c.id));
      const clicked = clicks(q, problem, []);
      check(new Set(clicked.map((t) => t.id)), `${q.ask}: every click answers a choice of the list, and every choice has a click`).toEqual(listed);
      for (const t of clicked) {
        check(t.set).toBe(takesSet(q));
        check(t.marked).toBe(false);
      }
    }
    check([...kinds].sort()).toEqual(['arc-marks', 'arc-pick', 'backtrack', 'cutset', 'prune', 'repair-value', 'repair-variable', 'value', 'variable']);
    console.log(`answer targets: ${cases.length} questions`);
  });

  it("a set question's marks show on every click that toggles them, and only there", () => {
    for (const { q, problem } of cases.filter(({ q }) => takesSet(q))) {
      const ids = askOf(q.ask).choices(q, names).map((c) => c.id);
      const marks = ids.filter((_, i) => i % 2 === 0);
      for (const t of clicks(q, problem, marks)) check(t.marked, `${q.ask} ${t.id}`).toBe(marks.includes(t.id));
    }
  });

  it('an N-queens square answers with its row, or a column of the row asked; a crossword cell with the slot the board selects', () => {
    let asked = 0;
    for (const { q } of cases.filter((c) => c.problem === queens)) {
      asked++;
      const listed = new Set(askOf(q.ask).choices(q, names).map((c) => c.id));
      const squares = new Set<number>();
      for (let r = 0; r < 6; r++)
        for (let c = 0; c < 6; c++) {
          const t = rowSquareTarget(q, r, c);
          if (t) squares.add(t.id);
          // A square of a variable's row that the question does not ask about does nothing.
          if (!t) check(variableMark(q, r) === 'off' || valueTarget(q, r, c) === null).toBe(true);
        }
      // Every choice but an arc's pick (answered on the graph and the arcs view) is a square of the board.
      if (!(q.ask === 'arc' && q.step === 'pick')) check(squares, q.ask).toEqual(listed);
    }
    expect(asked).toBeGreaterThan(50);
    const variable = cases.find(({ q }) => q.ask === 'variable' && q.candidates.length >= 2)!.q as Extract<Question, { ask: 'variable' }>;
    const [a, b] = variable.candidates.map((c) => c.variable);
    const across = { index: a!, name: `${a}-Across`, direction: 'across' };
    const down = { index: b!, name: `${b}-Down`, direction: 'down' };
    check(slotTarget(variable, [across, down], `${b}-Down`)?.id).toBe(b);
    check(slotTarget(variable, [across, down], null)?.id).toBe(a);
    check(slotTarget(variable, [across, { ...down, index: -5 }], `${b}-Down`)?.id).toBe(a);
    expect(slotTarget(variable, [{ ...across, index: -5 }], null)).toBeNull();
  });
});

/**
 * The tree algorithm by hand and domain splitting (issue 31): over random small forests (the tree
 * algorithm's arcs and marks; splits too) and split exercises on the map colouring and 4- and
 * 5-queens, the student's answers drawn at random (right or not), every click a surface can make
 * answers exactly the list's choice naming what was clicked (the arc parent → child, the value of
 * the parent, the variable, the half holding the value), every choice has a click, and nothing
 * else answers.
 */
describe('the tree algorithm and domain splitting answered on the board and the views', () => {
  /** One run's questions, asked again with one answer more each time; `next` answers each. */
  function run(ask: (answers: number[]) => Iterable<{ type: string; status?: string; question?: Question | null }>, next: (q: Question) => number): Question[] {
    const out: Question[] = [];
    const answers: number[] = [];
    for (let guard = 0; guard < 60; guard++) {
      const events = [...ask(answers)];
      const done = events[events.length - 1]!;
      if (done.type !== 'done' || done.status !== 'question') break;
      const q = done.question!;
      out.push(q);
      answers.push(next(q));
    }
    return out;
  }
  /** A random answer of `q`: any choice of the list (a set question: the script's 0, graded in the app). */
  const anyChoice = (roll: () => number) => (q: Question) => {
    if (takesSet(q)) return 0;
    const ids = askOf(q.ask).choices(q, names).map((c) => c.id);
    return roll() < 0.5 ? q.right[0]! : ids[Math.floor(roll() * ids.length)]!;
  };

  /** The list's text for the click's answer equals what the click names: checked for each kind of click. */
  function checkClicks(q: Question, problem: Problem, counts: Map<string, number>): void {
    const choices = askOf(q.ask).choices(q, names);
    const textOf = (id: number) => choices.find((c) => c.id === id)?.text;
    const kind = q.ask === 'tree' || q.ask === 'split' ? `${q.ask}-${q.step}` : q.ask;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
    const clicked = clicks(q, problem, []);
    check(new Set(clicked.map((t) => t.id)), `${kind}: every click answers a choice of the list, and every choice has a click`).toEqual(new Set(choices.map((c) => c.id)));
    for (const t of clicked) {
      check(t.set).toBe(takesSet(q));
      check(t.marked).toBe(false);
    }
    const n = problem.variables.length;
    for (let v = 0; v < n; v++) {
      const variable = variableTarget(q, v);
      if (variable) check(textOf(variable.id), kind).toBe(`V${v}`);
      for (let value = 0; value < problem.variables[v]!.size; value++) {
        const t = valueTarget(q, v, value);
        if (!t) continue;
        // Tree marks: "V2 = w1"; the forward pass's value: "w1"; a split's half: the half's domain, which holds the value clicked.
        if (q.ask === 'tree') check(textOf(t.id)).toBe(`V${v} = w${value}`);
        else if (q.ask === 'value') check(textOf(t.id)).toBe(`w${value}`);
        else if (q.ask === 'split') check(textOf(t.id)?.slice(1, -1).split(', ')).toContain(`w${value}`);
        else throw new Error(`a value of ${kind} answers`);
      }
      for (let u = 0; u < n; u++) {
        const t = arcTarget(q, v, { other: u });
        if (t) check(textOf(t.id)).toBe(`V${v} → V${u}`);
      }
    }
    // A set question's marks show on the clicks that toggle them, and only there.
    if (takesSet(q)) {
      const marks = choices.map((c) => c.id).filter((_, i) => i % 2 === 0);
      for (const t of clicks(q, problem, marks)) check(t.marked).toBe(marks.includes(t.id));
    }
  }

  it('the tree algorithm over random forests: each arc on its edge, each mark on a value of the parent', () => {
    const counts = new Map<string, number>();
    fc.assert(
      fc.property(forests({ min: 0.4, max: 0.95 }), fc.infiniteStream(fc.double({ min: 0, max: 0.999, noNaN: true })), (f, dice) => {
        const problem = forestProblem(f);
        const roll = () => dice.next().value as number;
        for (const q of run((answers) => treeCsp(problem, { ask: ['tree', 'value'], answers }), anyChoice(roll))) checkClicks(q, problem, counts);
      }),
      { numRuns: 150, seed: 31 },
    );
    // The marks of a revision and the picks are both met, and the forward pass's values (answered as before).
    expect(counts.get('tree-pick')).toBeGreaterThan(50);
    expect(counts.get('tree-marks')).toBeGreaterThan(50);
    expect(counts.get('value')).toBeGreaterThan(20);
    console.log(`tree answer targets: ${[...counts].map(([k, c]) => `${k} ${c}`).join(', ')}`);
  });

  it('domain splitting on random forests, the map colouring and 4- and 5-queens: the variable on its node or row, the half on a value of it', () => {
    const counts = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.oneof(forests({ min: 0.4, max: 0.95 }).map(forestProblem), fc.constantFrom(colouring(), buildQueensModel(4).problem, buildQueensModel(5).problem)),
        fc.infiniteStream(fc.double({ min: 0, max: 0.999, noNaN: true })),
        (problem, dice) => {
          const roll = () => dice.next().value as number;
          for (const q of run((answers) => search(problem, { record: true, script: { ask: ['split'], answers } }), anyChoice(roll))) {
            checkClicks(q, problem, counts);
            // On an N-queens board: a square of the row split answers the half holding its column; another row's square nothing.
            if (q.ask === 'split' && q.step === 'half' && problem.variables.every((v) => v.size === problem.variables.length) && problem.variables.length <= 5) {
              for (let r = 0; r < problem.variables.length; r++)
                for (let c = 0; c < problem.variables.length; c++) {
                  const t = rowSquareTarget(q, r, c);
                  const half = r === q.variable ? q.halves.findIndex((h) => h.values.includes(c)) : -1;
                  check(t?.id ?? -1).toBe(half);
                }
            }
          }
        },
      ),
      { numRuns: 40, seed: 31 },
    );
    expect(counts.get('split-variable')).toBeGreaterThan(50);
    expect(counts.get('split-half')).toBeGreaterThan(50);
    console.log(`split answer targets: ${[...counts].map(([k, c]) => `${k} ${c}`).join(', ')}`);
  });
});
