/**
 * Answering on the board, the graph and the views (issue 31) gives exactly the list's answers:
 * for the questions of real exercise runs of every kind (N-queens and a FlatZinc colouring; which
 * variable, which value, prune, arc by hand, cycle cutset, backtrack, min-conflicts' repair), every
 * thing a surface can click (each variable, each value of each variable, each arc by its variable
 * and constraint or its two ends) answers with a choice of the list's, and every choice of the
 * list is answered by some click; a set question's clicks toggle marks, the others answer at once.
 */
import { describe, expect, it } from 'vitest';
import { buildQueensModel } from '../../puzzles/queens/index.ts';
import { colouring } from './colouring.ts';
import { minConflicts, search, takesSet, type AskKind, type Problem, type Question } from '../../solver/index.ts';
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
      expect(new Set(clicked.map((t) => t.id)), `${q.ask}: every click answers a choice of the list, and every choice has a click`).toEqual(listed);
      for (const t of clicked) {
        expect(t.set).toBe(takesSet(q));
        expect(t.marked).toBe(false);
      }
    }
    expect([...kinds].sort()).toEqual(['arc-marks', 'arc-pick', 'backtrack', 'cutset', 'prune', 'repair-value', 'repair-variable', 'value', 'variable']);
    console.log(`answer targets: ${cases.length} questions`);
  });

  it("a set question's marks show on every click that toggles them, and only there", () => {
    for (const { q, problem } of cases.filter(({ q }) => takesSet(q))) {
      const ids = askOf(q.ask).choices(q, names).map((c) => c.id);
      const marks = ids.filter((_, i) => i % 2 === 0);
      for (const t of clicks(q, problem, marks)) expect(t.marked, `${q.ask} ${t.id}`).toBe(marks.includes(t.id));
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
          if (!t) expect(variableMark(q, r) === 'off' || valueTarget(q, r, c) === null).toBe(true);
        }
      // Every choice but an arc's pick (answered on the graph and the arcs view) is a square of the board.
      if (!(q.ask === 'arc' && q.step === 'pick')) expect(squares, q.ask).toEqual(listed);
    }
    expect(asked).toBeGreaterThan(50);
    const variable = cases.find(({ q }) => q.ask === 'variable' && q.candidates.length >= 2)!.q as Extract<Question, { ask: 'variable' }>;
    const [a, b] = variable.candidates.map((c) => c.variable);
    const across = { index: a!, name: `${a}-Across`, direction: 'across' };
    const down = { index: b!, name: `${b}-Down`, direction: 'down' };
    expect(slotTarget(variable, [across, down], `${b}-Down`)?.id).toBe(b);
    expect(slotTarget(variable, [across, down], null)?.id).toBe(a);
    expect(slotTarget(variable, [across, { ...down, index: -5 }], `${b}-Down`)?.id).toBe(a);
    expect(slotTarget(variable, [{ ...across, index: -5 }], null)).toBeNull();
  });
});
