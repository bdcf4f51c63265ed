/**
 * The step sentence under the playback controls: one generator for every puzzle kind. What is
 * kind-specific is how things are named (`StepNames`): a variable ("1-Across", "r3c5"), a value
 * ("“TRAIN”", "7"), a constraint ("row 3"), and how an assignment reads. The wording is in the locale files
 * (`sentence.*`); a sentence that names a slot or a cell has a `_slot` and a `_cell` form. A puzzle kind provides
 * its names; `crosswordNames` and `numberNames` are the two there are today.
 */
import { slotLabel, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import type { Message } from '../../text/index.ts';
import { i18n, textOf } from '../i18n/index.ts';
import { choiceFacts, conflictReason, DomainCursor, EventCode, FailureWeights, LOCAL_RESTART, lastPrunedValue, pruneReason, TraceCursor, wipeoutReason, type ProblemSketch, type Reason, type Trace, type TraceIndex } from '../../trace/index.ts';
import { choiceWhy } from './choiceWords.ts';
import type { NumberPuzzle } from './numbers/board.ts';
import { cellName, digitText, eventAt, wordOf, type Words } from './view.ts';
import { describeTreeStep } from './treeSentences.ts';

/** How a puzzle kind names what the sentences talk about. */
export interface StepNames {
  /** Which nouns the sentences use: slots and words (a crossword), cells and digits, rows and columns (N-queens), or variables and values (a model). */
  readonly nouns: 'slot' | 'cell' | 'row' | 'variable';
  variable(v: number): string;
  value(v: number, value: number): string;
  /** Label of a constraint, or '' when there is none to name. */
  constraint(c: number): string;
  /** "Assign 1-Across = “TRAIN”", "Place 7 in r3c5". */
  assignment(v: number, value: number): string;
  /** Letter `pos` of a value of v, upper case (a crossword's words), when the kind has letters. */
  letter?(v: number, value: number, pos: number): string;
  /**
   * The kind's own words for a step's reason (src/trace/reason.ts), with the assignment before the
   * step: '' to fall back on the constraint's label. Used when the step sentence has the run's sketch.
   */
  because?(r: Reason, event: 'conflict' | 'prune' | 'wipeout', values: Int32Array): string;
}

/**
 * Why, in a few words, from the step's reason (src/trace/reason.ts): the letters that differ at a
 * crossing, the slot that already holds a word; '' when the kind names constraints by label instead.
 */
function because(r: Reason, event: 'conflict' | 'prune' | 'wipeout', names: StepNames): string {
  const t = i18n.t.bind(i18n);
  const letter = names.letter;
  if (names.nouns !== 'slot' || !letter) return '';
  switch (r.kind) {
    case 'crossing':
      if (event === 'wipeout') return t('sentence.because.fits', { other: names.variable(r.other) });
      if (r.otherValue >= 0 && r.value >= 0) {
        return t('sentence.because.crossing', { letter: letter(r.variable, r.value, r.position), other: names.variable(r.other), otherLetter: letter(r.other, r.otherValue, r.otherPosition) });
      }
      return r.value >= 0 ? t('sentence.because.crossingOpen', { letter: letter(r.variable, r.value, r.position), other: names.variable(r.other) }) : '';
    case 'same-value':
      return t(event === 'wipeout' ? 'sentence.because.lastTaken' : 'sentence.because.taken', { value: names.value(r.other, r.value), other: names.variable(r.other) });
    case 'all-different':
      return t('sentence.because.repeat');
    default:
      return '';
  }
}

/** Cursors kept per run (the step sentence is made on every frame of a playback). */
const domainCursors = new WeakMap<TraceIndex, DomainCursor>();
const failureWeights = new WeakMap<Trace, FailureWeights>();

/** What decided the choice of the `select` at record i, worded ('' without the run's index that far). */
function choiceOf(trace: Trace, i: number, names: StepNames, sketch: ProblemSketch, index: TraceIndex): string {
  if (index.trace !== trace || index.indexed <= i) return '';
  let domains = domainCursors.get(index);
  if (!domains) domainCursors.set(index, (domains = new DomainCursor(index)));
  const sizes = domains.sizesAt(i);
  const order = sketch.options.variableOrder;
  let weights: Float64Array | null = null;
  if (order === 'dom-wdeg') {
    let w = failureWeights.get(trace);
    if (!w) failureWeights.set(trace, (w = new FailureWeights(trace, sketch.constraints.length)));
    weights = w.at(i);
  }
  const cursor = new TraceCursor(trace);
  cursor.seek(i);
  const f = choiceFacts(sketch, order, trace.variable(i), cursor.values, sizes, weights);
  return i18n.t('sentence.choice', { why: choiceWhy(f, names.nouns, (v) => names.variable(v), true) });
}

/**
 * One sentence for the event that led to `position`, in the interface's language. With the run's
 * sketch, a crossword's conflict, prune and wipe-out also say why (the letters, the repeated word);
 * with its trace index too, a choice says what decided it (src/trace/choice.ts).
 */
export function describeStep(trace: Trace, position: number, names: StepNames, sketch?: ProblemSketch | null, index?: TraceIndex | null, treeChosen?: ReadonlyMap<number, number>): string {
  const t = i18n.t.bind(i18n);
  if (position === 0) return t('sentence.start');
  if (position > trace.recorded) return t('sentence.snapshot', { step: position });
  const e = eventAt(trace, position);
  if (!e) return '';
  // The tree algorithm's steps have sentences of their own (treeSentences.ts).
  const tree = describeTreeStep(trace, position, names, sketch, treeChosen);
  if (tree !== null) return tree;
  const context = names.nouns;
  const name = names.variable(e.variable);
  const value = (v: number) => names.value(e.variable, v);
  const why = (c: number) => {
    // Branch and bound's constraint comes after the problem's (src/solver/objective.ts).
    const objective = sketch?.objective;
    if (objective && c === sketch.constraints.length) return t('sentence.why', { label: t(`names.bound.${objective.sense}`, { variable: names.variable(objective.variable) }) });
    const label = names.constraint(c);
    return label ? t('sentence.why', { label }) : '';
  };
  /** The reason's words for this event, else the constraint's label. */
  const reason = (c: number, event: 'conflict' | 'prune' | 'wipeout') => {
    if (sketch && (names.nouns === 'slot' || names.because) && c >= 0) {
      const cursor = new TraceCursor(trace);
      cursor.seek(position - 1);
      const values = cursor.values;
      const r =
        event === 'conflict'
          ? conflictReason(sketch, c, e.variable, values)
          : event === 'prune'
            ? pruneReason(sketch, c, e.variable, e.value, values)
            : wipeoutReason(sketch, c, e.variable, lastPrunedValue(trace, position - 1), values);
      const words = names.because ? names.because(r, event, values) : because(r, event, names);
      if (words) return words;
    }
    return why(c);
  };
  const restores = e.extra > 0 ? t('sentence.restores', { context, count: e.extra }) : '';
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0 ? t('sentence.ac3', { context }) : t('sentence.search');
    case EventCode.select:
      return t('sentence.select', { context, variable: name, count: e.value, depth: e.extra, why: sketch && index ? choiceOf(trace, position - 1, names, sketch, index) : '' });
    case EventCode.assign:
      return t('sentence.assign', { assignment: names.assignment(e.variable, e.value), depth: e.extra });
    case EventCode.prune:
      return t('sentence.prune', { value: value(e.value), variable: name, why: reason(e.extra, 'prune') });
    case EventCode.wipeout:
      return e.variable >= 0 ? t('sentence.wipeout', { context, variable: name, why: reason(e.value, 'wipeout') }) : t('sentence.wipeoutEmpty');
    case EventCode.conflict:
      return t('sentence.conflict', { context, variable: name, why: reason(e.value, 'conflict') });
    case EventCode.backtrack:
      return t('sentence.backtrack', { value: value(e.value), variable: name, restores });
    case EventCode.set:
      return e.value >= 0 ? t('sentence.jump', { variable: name, value: value(e.value) }) : t('sentence.emptied', { variable: name, value: value(e.extra) });
    case EventCode.restart:
      if (e.value === LOCAL_RESTART) return t('local.sentence.restart', { n: e.variable });
      return t('sentence.restart', { n: e.variable, restores });
    case EventCode.place:
      return t('local.sentence.place', { context, assignment: names.assignment(e.variable, e.value), variable: name, value: value(e.value), conflicts: e.extra });
    case EventCode.start:
      return t('local.sentence.start', { context, count: e.value });
    case EventCode.pick:
      return t('local.sentence.pick', { context, variable: name, count: e.value });
    case EventCode.repair:
    case EventCode.walk: {
      // The pick just before says how many conflicts the variable had, and how many the value has.
      const pick = eventAt(trace, position - 1);
      const count = pick?.type === EventCode.pick ? pick.value : 0;
      const after = pick?.type === EventCode.pick ? pick.extra : 0;
      // The `_row` (queens) and `_variable` (model) forms name the queen and where it moves from; a grid's sentences stay as they were.
      const from = value(e.extra);
      if (e.type === EventCode.walk) return t('local.sentence.walk', { context, variable: name, count, value: value(e.value), after, from });
      if (e.value === e.extra) return t('local.sentence.keep', { context, variable: name, count, value: value(e.value) });
      return t('local.sentence.repair', { context, variable: name, count, value: value(e.value), after, from, assignment: names.assignment(e.variable, e.value) });
    }
    case EventCode.backjump:
      return t('sentence.backjump', { context, variable: name, depth: e.value, restores });
    case EventCode.solution:
      return t('sentence.solution', { n: e.variable + 1 });
    case EventCode.bound:
    case EventCode.cut:
      return boundSentence(e, names.variable(e.variable), (x) => names.value(e.variable, x), sketch?.objective?.sense);
    default:
      return '';
  }
}

/**
 * Branch and bound's two records in words: a new best (the bound tightens), and a branch cut
 * because the objective could do no better there than the best so far ("makespan would be at
 * least 14; the best so far is 12"). The sense is the run's (its sketch); '' without it.
 */
export function boundSentence(e: { type: number; value: number; extra: number }, variable: string, value: (x: number) => string, sense: 'minimize' | 'maximize' | undefined): string {
  if (!sense) return '';
  const t = i18n.t.bind(i18n);
  if (e.type === EventCode.bound) return t(sense === 'minimize' ? 'optimise.sentence.boundMinimize' : 'optimise.sentence.boundMaximize', { n: e.extra + 1, variable, value: value(e.value) });
  return t(sense === 'minimize' ? 'optimise.sentence.cutMinimize' : 'optimise.sentence.cutMaximize', { variable, possible: value(e.value), best: value(e.extra) });
}

/** Names on a crossword: slots by their clue name, words in quotes. */
export function crosswordNames(layout: CrosswordLayout, words: Words | null): StepNames {
  const value = (v: number, x: number) => i18n.t('sentence.word', { word: wordOf(words, layout.slots[v], x) || '?' });
  const variable = (v: number) => {
    const slot = layout.slots[v];
    return slot !== undefined ? textOf(slotLabel(slot)) : i18n.t('sentence.slot', { n: v });
  };
  return {
    nouns: 'slot',
    variable,
    value,
    constraint: () => '',
    assignment: (v, x) => i18n.t('sentence.assignWord', { variable: variable(v), value: value(v, x) }),
    letter: (v, x, pos) => (Array.from(wordOf(words, layout.slots[v], x))[pos] ?? '?').toUpperCase(),
  };
}

/** A grid model's constraints named by their labels, as the interface says them ('' for a constraint without one). */
export function constraintNamer(labels: readonly Message<string>[] | null): (c: number) => string {
  return (c) => {
    const label = labels?.[c];
    return label ? textOf(label) : '';
  };
}

/** Names on a Sudoku or Futoshiki: cells as r3c5, digits as the board writes them, the model's constraint labels. */
export function numberNames(puzzle: NumberPuzzle, constraints: readonly Message<string>[] | null): StepNames {
  const variable = (v: number) => (v >= 0 ? cellName(v, puzzle.size) : i18n.t('sentence.aCell'));
  const value = (_: number, x: number) => digitText(x + 1);
  return {
    nouns: 'cell',
    variable,
    value,
    constraint: constraintNamer(constraints),
    assignment: (v, x) => i18n.t('sentence.placeDigit', { variable: variable(v), value: value(v, x) }),
  };
}
