/**
 * Answering an exercise's question where the student looks (issue 31): on the board, the
 * constraint graph, the domain view or the arcs view, not only from the list. Each surface says
 * what was clicked in the solver's terms (a variable, a value of a variable, an arc) and gets back
 * the answer it stands for, if any: the same answer id the list's button for it gives, so both
 * are graded alike by the store's `answerExercise` / `toggleExerciseMark` (and the marks the board
 * and the list show are the store's one set of marks).
 */
import type { Question } from '../../solver/index.ts';
import { takesSet } from '../../solver/index.ts';
import { exerciseMarksOf, useApp, type AppState } from '../state/index.ts';

/** What a click answers: `id` as the list's choice gives it; `set` toggles a mark (confirmed by `exercise-confirm`). */
export interface AnswerTarget {
  id: number;
  set: boolean;
  /** A set question: the choice is marked now. */
  marked: boolean;
}

/** The question waiting for the student's answer (an exercise shown, its run stopped at a question), or null. */
export function openQuestion(s: Pick<AppState, 'exerciseOn' | 'phase' | 'status' | 'exerciseQuestion'>): Question | null {
  return s.exerciseOn && s.phase === 'done' && s.status === 'question' ? s.exerciseQuestion : null;
}

function target(q: Question, id: number, marks: readonly number[]): AnswerTarget {
  const set = takesSet(q);
  return { id, set, marked: set && marks.includes(id) };
}

/**
 * A variable clicked (a Sudoku cell, a queen's row, a slot, a node of a graph): the answer of a
 * question whose choices are variables (which variable next, where to go back, which conflicted
 * variable to repair, the cycle cutset's toggles, which variable to split), or null.
 */
export function variableTarget(q: Question, v: number, marks: readonly number[] = []): AnswerTarget | null {
  switch (q.ask) {
    case 'variable':
      return q.candidates.some((c) => c.variable === v) ? target(q, v, marks) : null;
    case 'backtrack':
    case 'cutset':
      return q.candidates.includes(v) ? target(q, v, marks) : null;
    case 'repair':
      return q.step === 'variable' && q.candidates.some((c) => c.id === v) ? target(q, v, marks) : null;
    case 'split':
      return q.step === 'variable' && q.candidates.includes(v) ? target(q, v, marks) : null;
    default:
      return null;
  }
}

/** Which half of a split's "which half first" holds `value` of `v` (0 or 1), or -1 when that is not asked. */
export function halfOf(q: Extract<Question, { ask: 'split' }>, v: number, value: number): number {
  return q.step === 'half' && q.variable === v ? q.halves.findIndex((h) => h.values.includes(value)) : -1;
}

/**
 * A value of variable `v` clicked (a queen's square, a digit typed in the asked cell, a value of
 * the domain view): the answer of a question whose choices are values (which value first, the
 * repair's value, the values an inference, a revision or the tree algorithm's arc removes, the
 * half of the split holding the value), or null.
 */
export function valueTarget(q: Question, v: number, value: number, marks: readonly number[] = []): AnswerTarget | null {
  switch (q.ask) {
    case 'value':
      return q.variable === v && q.candidates.some((c) => c.value === value) ? target(q, value, marks) : null;
    case 'repair':
      return q.step === 'value' && q.variable === v && q.candidates.some((c) => c.id === value) ? target(q, value, marks) : null;
    case 'prune': {
      const i = q.candidates.findIndex((c) => c.variable === v && c.value === value);
      return i >= 0 ? target(q, i, marks) : null;
    }
    case 'arc':
    case 'tree':
      return q.step === 'marks' && q.arcs[0]!.variable === v && q.candidates.some((c) => c.value === value) ? target(q, value, marks) : null;
    case 'split': {
      const half = halfOf(q, v, value);
      return half >= 0 ? target(q, half, marks) : null;
    }
    default:
      return null;
  }
}

/** The variables whose values the question asks about (a value of one of them is an answer). */
export function valueVariables(q: Question): number[] {
  switch (q.ask) {
    case 'value':
      return [q.variable];
    case 'repair':
      return q.step === 'value' ? [q.variable] : [];
    case 'prune':
      return [...new Set(q.candidates.map((c) => c.variable))];
    case 'arc':
    case 'tree':
      return q.step === 'marks' ? [q.arcs[0]!.variable] : [];
    case 'split':
      return q.step === 'half' ? [q.variable] : [];
    default:
      return [];
  }
}

/** The values of `v` that answer the question, in increasing order, each with its target. */
export function valueTargetsOf(q: Question, v: number, marks: readonly number[] = []): { value: number; target: AnswerTarget }[] {
  const values =
    q.ask === 'value' || ((q.ask === 'arc' || q.ask === 'tree') && q.step === 'marks')
      ? q.candidates.map((c) => c.value)
      : q.ask === 'repair'
        ? q.candidates.map((c) => c.id)
        : q.ask === 'prune'
          ? q.candidates.filter((c) => c.variable === v).map((c) => c.value)
          : q.ask === 'split'
            ? q.halves.flatMap((h) => h.values)
            : [];
  return [...new Set(values)]
    .sort((a, b) => a - b)
    .flatMap((value) => {
      const t = valueTarget(q, v, value, marks);
      return t ? [{ value, target: t }] : [];
    });
}

/**
 * An arc clicked: revising `variable` against a constraint (`constraint`, when the surface knows
 * it: a hyperarc's spoke, a line of the arcs view) or against its neighbour `other` (a binary
 * constraint's edge). The queue's first such arc answers a `pick` question of arc consistency by
 * hand; the tree algorithm's arc parent → child (`variable` the parent, `other` the child) its own.
 */
export function arcTarget(q: Question, variable: number, at: { constraint?: number; other?: number }): AnswerTarget | null {
  if ((q.ask !== 'arc' && q.ask !== 'tree') || q.step !== 'pick') return null;
  const arc = q.arcs.find(
    (a) => a.variable === variable && (at.constraint === undefined || a.constraint === at.constraint) && (at.other === undefined || (a.others.length === 1 && a.others[0] === at.other)),
  );
  return arc ? target(q, arc.id, []) : null;
}

/**
 * A crossword cell clicked: the slot it answers among the slots through it (`slots`, the variable
 * of each). Where both of a cell's slots answer, the direction the board has selected (the clue
 * selected, `clueSlot`) decides, else the Across slot (a clue in the clue list picks either).
 */
export function slotTarget(q: Question, slots: readonly { index: number; name: string; direction: string }[], clueSlot: string | null, marks: readonly number[] = []): AnswerTarget | null {
  const answering = slots.filter((s) => variableTarget(q, s.index, marks) !== null);
  const slot = answering.find((s) => s.name === clueSlot) ?? answering.find((s) => s.direction === 'across') ?? answering[0];
  return slot ? variableTarget(q, slot.index, marks) : null;
}

/** A crossword cell while a question waits: the strongest mark of the slots through it ('marked', then 'choice', else 'off'). */
export function slotsMark(q: Question, slots: readonly { index: number }[], marks: readonly number[] = []): 'marked' | 'choice' | 'off' {
  const each = slots.map((s) => variableMark(q, s.index, marks));
  return each.includes('marked') ? 'marked' : each.includes('choice') ? 'choice' : 'off';
}

/** Give the answer a click stands for: answered at once, or its mark toggled (a set question). */
export function answerWith(t: AnswerTarget): void {
  const s = useApp.getState();
  if (s.phase === 'running' || openQuestion(s) === null) return;
  if (t.set) s.toggleExerciseMark(t.id);
  else s.answerExercise(t.id);
}

/** A variable clicked on a surface: answers the open question when it is one of its choices (true), else nothing (false). */
export function answerVariable(v: number): boolean {
  const s = useApp.getState();
  const q = openQuestion(s);
  const t = q ? variableTarget(q, v, exerciseMarksOf(s)) : null;
  if (t) answerWith(t);
  return t !== null;
}

/**
 * The `data-answer` attribute of a thing on a surface while a question waits (`open`): 'choice'
 * (it answers), 'marked' (a set question's choice marked), 'off' (it does nothing); none otherwise.
 */
export function answerMark(t: AnswerTarget | null, open = true): 'marked' | 'choice' | 'off' | undefined {
  return t !== null ? (t.marked ? 'marked' : 'choice') : open ? 'off' : undefined;
}

/**
 * A variable as a board shows it while a question waits: the answer it gives itself (a variable
 * question), else whether values of it answer ('choice'; 'marked' when some are marked), else 'off'.
 */
export function variableMark(q: Question, v: number, marks: readonly number[] = []): 'marked' | 'choice' | 'off' {
  const own = variableTarget(q, v, marks);
  if (own) return answerMark(own) as 'marked' | 'choice';
  const values = valueTargetsOf(q, v, marks);
  return values.length === 0 ? 'off' : values.some((x) => x.target.marked) ? 'marked' : 'choice';
}

/** A square of a board whose variables are its rows and values its columns (N-queens): a value of the row, else the row. */
export function rowSquareTarget(q: Question, row: number, column: number, marks: readonly number[] = []): AnswerTarget | null {
  return valueTarget(q, row, column, marks) ?? variableTarget(q, row, marks);
}

/**
 * On a board of rows (N-queens), which half of the split a square stands for while "which half
 * first" is asked of its row (0 or 1: drawn apart), else undefined.
 */
export function rowSquareHalf(q: Question, row: number, column: number): number | undefined {
  if (q.ask !== 'split') return undefined;
  const half = halfOf(q, row, column);
  return half >= 0 ? half : undefined;
}
