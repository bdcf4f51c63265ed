/**
 * The question kinds of an exercise (issue 31), one registry: what each asks, its choices, and the
 * sentence of a verdict, as messages made from the question's data (src/solver/decisions.ts) and
 * the kind's names for variables and values. A kind another engine adds (arc, split, cutset) is one
 * more entry here and one more question type below the app.
 */
import { domOverWdeg, forestTrees, isCycleCutset, remainingCycle, takesSet, type ArcRef, type AskKind, type Question, type SplitHalf, type SplitQuestion, type ValueOrder, type VariableOrder } from '../../solver/index.ts';
import { msg, type Message, type MessageKey } from '../i18n/index.ts';

/** How a kind names a variable and a value (its `StepNames`, in the interface's language). */
export interface ExerciseNames {
  variable(v: number): string;
  value(v: number, value: number): string;
  /** A constraint's label, or '' when it has none (then a sentence names its variables). */
  constraint?(c: number): string;
}

/** The value order as the settings say it (`score`: the solver's lex over words by score). */
export type ShownValueOrder = ValueOrder | 'score';

export interface Choice {
  /** The answer as the solver takes it (a variable's or a value's index). */
  id: number;
  /** Its name as the app shows it (the button's text and `data-choice`). */
  text: string;
  /** Choices of a set (prune): the variable it belongs to, shown once before its values, and the value alone. */
  group?: string;
  short?: string;
}

export interface AskModule {
  id: AskKind;
  /** The checkbox's label. */
  label: MessageKey;
  /** Some of its questions take several answers at once (toggled, then confirmed: `takesSet` says which). */
  multi: boolean;
  /** The question; `orderLabel`: the value order as the kind's settings name it (ascending digits, alphabetical words). */
  prompt(q: Question, names: ExerciseNames, valueOrder: ShownValueOrder, orderLabel?: Message): Message;
  choices(q: Question, names: ExerciseNames): Choice[];
  /**
   * The one sentence of a verdict: what the algorithm does, with the numbers, and the answer given
   * (with `shown`, "Show me" gave it: the sentence's `_shown` form says what the algorithm does only).
   * A kind answered by a set (`multi`) reads the choices marked in `marks`.
   */
  sentence(q: Question, answer: number, names: ExerciseNames, valueOrder: ShownValueOrder, list: (items: string[]) => string, shown?: boolean, marks?: readonly number[]): Message;
}

const VARIABLE_ORDER_LABEL: Record<VariableOrder, MessageKey> = {
  static: 'catalog.variableOrder.static.label',
  mrv: 'catalog.variableOrder.mrv.label',
  'mrv-degree': 'catalog.variableOrder.mrvDegree.label',
  'dom-wdeg': 'catalog.variableOrder.domWdeg.label',
};

const VALUE_ORDER_LABEL: Record<ShownValueOrder, MessageKey> = {
  lex: 'catalog.valueOrder.lex.label',
  reverse: 'catalog.valueOrder.reverse.label',
  lcv: 'catalog.valueOrder.lcv.label',
  random: 'catalog.valueOrder.random.label',
  score: 'catalog.valueOrder.score.label',
};

/** A number as a sentence shows it: at most two decimals (dom/wdeg's ratios). */
function shown(x: number): number {
  return Math.round(x * 100) / 100;
}

const variableAsk: AskModule = {
  id: 'variable',
  label: 'exercise.ask.variable',
  multi: false,
  prompt: (q) => msg('exercise.prompt.variable', { order: msg(VARIABLE_ORDER_LABEL[(q as Extract<Question, { ask: 'variable' }>).order]) }),
  choices: (q, names) => (q.ask === 'variable' ? q.candidates.map((c) => ({ id: c.variable, text: names.variable(c.variable) })) : []),
  sentence(q, answer, names, _valueOrder, list) {
    if (q.ask !== 'variable') throw new Error('not a variable question');
    const right = list(q.right.map((v) => names.variable(v)));
    const best = q.candidates.find((c) => c.variable === q.right[0])!;
    const chosen = q.candidates.find((c) => c.variable === answer) ?? best;
    const common = { right, answer: names.variable(answer) };
    switch (q.order) {
      case 'static':
        return msg('exercise.sentence.variable.static', common);
      case 'mrv':
        return msg('exercise.sentence.variable.mrv', { ...common, size: best.size, answerSize: chosen.size });
      case 'mrv-degree':
        return msg('exercise.sentence.variable.mrvDegree', { ...common, size: best.size, degree: best.degree, answerSize: chosen.size, answerDegree: chosen.degree });
      case 'dom-wdeg': {
        const divisor = (c: typeof best) => (c.weightedDegree > 0 ? c.weightedDegree : 0.5);
        return msg('exercise.sentence.variable.domWdeg', {
          ...common,
          ratio: shown(domOverWdeg(best)),
          answerSize: chosen.size,
          answerWeight: shown(divisor(chosen)),
          answerRatio: shown(domOverWdeg(chosen)),
        });
      }
    }
  },
};

const valueAsk: AskModule = {
  id: 'value',
  label: 'exercise.ask.value',
  multi: false,
  prompt(q, names, valueOrder, orderLabel) {
    if (q.ask !== 'value') throw new Error('not a value question');
    if (q.tree) return treeValuePrompt(q, names);
    return msg('exercise.prompt.value', { variable: names.variable(q.variable), order: orderLabel ?? msg(VALUE_ORDER_LABEL[valueOrder]) });
  },
  choices: (q, names) => (q.ask === 'value' ? q.candidates.map((c) => ({ id: c.value, text: names.value(q.variable, c.value) })) : []),
  sentence(q, answer, names, valueOrder, list) {
    if (q.ask !== 'value') throw new Error('not a value question');
    const name = (a: number) => names.value(q.variable, a);
    const common = { right: list(q.right.map(name)), answer: name(answer), variable: names.variable(q.variable) };
    if (q.tree) return treeValueSentence(q, q.tree, answer, common, name(q.pick), names);
    switch (valueOrder) {
      case 'lex':
        return msg('exercise.sentence.value.lex', common);
      case 'score':
        return msg('exercise.sentence.value.score', common);
      case 'reverse':
        return msg('exercise.sentence.value.reverse', common);
      case 'random':
        return msg('exercise.sentence.value.random', { ...common, pick: name(q.pick) });
      case 'lcv': {
        const best = q.candidates.find((c) => c.value === q.right[0])!;
        const chosen = q.candidates.find((c) => c.value === answer) ?? best;
        const each = list(q.candidates.map((c) => `${name(c.value)} (${c.ruledOut})`));
        return msg('exercise.sentence.value.lcv', { ...common, count: best.ruledOut, answerCount: chosen.ruledOut, each });
      }
    }
  },
};

const backtrackAsk: AskModule = {
  id: 'backtrack',
  label: 'exercise.ask.backtrack',
  multi: false,
  prompt(q, names) {
    if (q.ask !== 'backtrack') throw new Error('not a backtrack question');
    return msg('exercise.prompt.backtrack', { variable: names.variable(q.variable) });
  },
  choices: (q, names) => (q.ask === 'backtrack' ? q.candidates.map((v) => ({ id: v, text: names.variable(v) })) : []),
  sentence(q, answer, names, _valueOrder, list) {
    if (q.ask !== 'backtrack') throw new Error('not a backtrack question');
    const common = { right: names.variable(q.right[0]!), answer: names.variable(answer), variable: names.variable(q.variable) };
    if (!q.backjump) return msg('exercise.sentence.backtrack.chronological', common);
    return msg('exercise.sentence.backtrack.backjump', { ...common, conflict: list(q.conflict.map((v) => names.variable(v))) });
  },
};

const repairAsk: AskModule = {
  id: 'repair',
  label: 'exercise.ask.repair',
  multi: false,
  prompt(q, names) {
    if (q.ask !== 'repair') throw new Error('not a repair question');
    return q.step === 'variable' ? msg('exercise.prompt.repairVariable') : msg('exercise.prompt.repairValue', { variable: names.variable(q.variable) });
  },
  choices: (q, names) => (q.ask === 'repair' ? q.candidates.map((c) => ({ id: c.id, text: q.step === 'variable' ? names.variable(c.id) : names.value(q.variable, c.id) })) : []),
  sentence(q, answer, names, _valueOrder, list) {
    if (q.ask !== 'repair') throw new Error('not a repair question');
    const name = (id: number) => (q.step === 'variable' ? names.variable(id) : names.value(q.variable, id));
    const chosen = q.candidates.find((c) => c.id === answer);
    const common = { right: list(q.right.map(name)), answer: name(answer), answerConflicts: chosen?.conflicts ?? 0 };
    if (q.step === 'variable') return msg('exercise.sentence.repair.variable', common);
    const best = q.candidates.find((c) => c.id === q.right[0])!;
    const each = list(q.candidates.map((c) => `${name(c.id)} (${c.conflicts})`));
    return msg('exercise.sentence.repair.value', { ...common, variable: names.variable(q.variable), count: best.conflicts, each });
  },
};

const INFERENCE_LABEL: Record<'fc' | 'mac', MessageKey> = { fc: 'catalog.inference.fc.label', mac: 'catalog.inference.mac.label' };

/**
 * Forward checking's or MAC's removals after an assignment: the student marks values, graded value
 * by value, each named with the constraint that removes it or, for a value marked that stays, one
 * that allows it.
 */
const pruneAsk: AskModule = {
  id: 'prune',
  label: 'exercise.ask.prune',
  multi: true,
  prompt(q, names) {
    if (q.ask !== 'prune') throw new Error('not a prune question');
    return msg('exerciseHand.prompt.prune', { assignment: `${names.variable(q.variable)} = ${names.value(q.variable, q.value)}`, inference: msg(INFERENCE_LABEL[q.inference]) });
  },
  choices: (q, names) =>
    q.ask === 'prune'
      ? q.candidates.map((c, i) => ({ id: i, text: `${names.variable(c.variable)} = ${names.value(c.variable, c.value)}`, group: names.variable(c.variable), short: names.value(c.variable, c.value) }))
      : [],
  sentence(q, _answer, names, _valueOrder, list, shown, marks = []) {
    if (q.ask !== 'prune') throw new Error('not a prune question');
    const value = (i: number) => `${names.variable(q.candidates[i]!.variable)} = ${names.value(q.candidates[i]!.variable, q.candidates[i]!.value)}`;
    const constraint = (c: number) => constraintName(c, q.scopes.find((x) => x.constraint === c)?.variables ?? [], names);
    const common = { assignment: `${names.variable(q.variable)} = ${names.value(q.variable, q.value)}`, inference: msg(INFERENCE_LABEL[q.inference]) };
    const removes =
      q.right.length === 0
        ? msg('exerciseHand.sentence.prune.removesNothing', common)
        : msg('exerciseHand.sentence.prune.removes', { ...common, removed: list(q.right.map((i) => `${value(i)} (${constraint(q.candidates[i]!.constraint)})`)) });
    if (shown) return removes;
    const marked = new Set(marks);
    const missed = q.right.filter((i) => !marked.has(i));
    const wrong = [...marked].filter((i) => !q.candidates[i]?.removed).sort((a, b) => a - b);
    const parts: Message[] = [];
    if (missed.length > 0) parts.push(msg('exerciseHand.sentence.prune.missed', { missed: list(missed.map(value)) }));
    if (wrong.length > 0) {
      const marked = list(wrong.map(value));
      if (q.inference === 'mac') parts.push(msg('exerciseHand.sentence.prune.staysMac', { marked, count: wrong.length }));
      else {
        const allowing = [...new Set(wrong.map((i) => q.candidates[i]!.constraint).filter((c) => c >= 0))].map(constraint);
        parts.push(msg('exerciseHand.sentence.prune.staysFc', { marked, count: wrong.length, allowing: list(allowing) }));
      }
    }
    if (parts.length === 0) parts.push(msg('exerciseHand.sentence.prune.exact'));
    return joined([removes, ...parts]);
  },
};

/** Parts of a verdict, one sentence after another. */
function joined(parts: readonly Message[]): Message {
  return parts.reduceRight((rest, part) => msg('exerciseHand.sentence.joined', { first: part, second: rest }));
}

/** A constraint's name: its label, or its variables ("WA – NT") when it has none. */
function constraintName(c: number, variables: readonly number[], names: ExerciseNames): string {
  const label = names.constraint?.(c) ?? '';
  return label !== '' ? label : variables.map((v) => names.variable(v)).join(' – ');
}

/** An arc as the app names it: "WA → NT" (a binary constraint), or "r1c1 → row 1" (the constraint's name). */
export function arcName(a: ArcRef, names: ExerciseNames): string {
  const to = a.others.length === 1 ? names.variable(a.others[0]!) : constraintName(a.constraint, [a.variable, ...a.others], names);
  return `${names.variable(a.variable)} → ${to}`;
}

/** The choices of an arc by hand (arc consistency's, the tree algorithm's): the arcs to pick from, or the values of the arc's variable to mark. */
function revisionChoices(q: { step: 'pick' | 'marks'; arcs: readonly ArcRef[]; candidates: readonly { value: number }[] }, names: ExerciseNames): Choice[] {
  if (q.step === 'pick') return q.arcs.map((a) => ({ id: a.id, text: arcName(a, names) }));
  const v = q.arcs[0]!.variable;
  return q.candidates.map((c) => ({ id: c.value, text: `${names.variable(v)} = ${names.value(v, c.value)}`, group: names.variable(v), short: names.value(v, c.value) }));
}

/**
 * Arc consistency by hand: pick an arc of the queue (any is right), then mark what revising it
 * removes (graded value by value, each kept value with its support); the sentence says what goes
 * back in the queue and, at the end, the revisions made beside AC-3's.
 */
const arcAsk: AskModule = {
  id: 'arc',
  label: 'exercise.ask.arc',
  multi: true,
  prompt(q, names) {
    if (q.ask !== 'arc') throw new Error('not an arc question');
    if (q.step === 'pick') return msg('exerciseHand.prompt.arcPick', { count: q.arcs.length });
    const a = q.arcs[0]!;
    return msg('exerciseHand.prompt.arcMarks', { arc: arcName(a, names), variable: names.variable(a.variable), others: a.others.map((v) => names.variable(v)).join(', ') });
  },
  choices: (q, names) => (q.ask === 'arc' ? revisionChoices(q, names) : []),
  sentence(q, answer, names, _valueOrder, list, shown, marks = []) {
    if (q.ask !== 'arc') throw new Error('not an arc question');
    if (q.step === 'pick') {
      const first = arcName(q.arcs[0]!, names);
      const chosen = q.arcs.find((a) => a.id === answer);
      return msg('exerciseHand.sentence.arc.pick', { first, answer: chosen ? arcName(chosen, names) : first, count: q.arcs.length });
    }
    const a = q.arcs[0]!;
    const supportOf = (support: number[]) => support.map((x, i) => `${names.variable(a.others[i]!)} = ${names.value(a.others[i]!, x)}`).join(', ');
    const parts = revisionParts(a, q.candidates, supportOf, names, list, shown, marks);
    if (q.end?.wipeout) parts.push(msg('exerciseHand.sentence.arc.wipeout', { variable: names.variable(a.variable) }));
    else if (q.requeue.length > 0) parts.push(msg('exerciseHand.sentence.arc.requeue', { arcs: list(q.requeue.map((r) => arcName(r, names))), count: q.requeue.length }));
    if (q.end) parts.push(msg('exerciseHand.sentence.arc.end', { count: q.end.revisions, ac3: q.end.ac3 }));
    return joined(parts);
  },
};

/**
 * Choose a cycle cutset: any set whose removal leaves the constraint graph a forest is right; the
 * sentence says the forest's trees or the cycle left, and how small a smallest cutset is.
 */
const cutsetAsk: AskModule = {
  id: 'cutset',
  label: 'exercise.ask.cutset',
  multi: true,
  prompt: () => msg('exerciseHand.prompt.cutset'),
  choices: (q, names) => (q.ask === 'cutset' ? q.candidates.map((v) => ({ id: v, text: names.variable(v) })) : []),
  sentence(q, _answer, names, _valueOrder, list, shown, marks = []) {
    if (q.ask !== 'cutset') throw new Error('not a cutset question');
    const graph = { neighbours: q.neighbours };
    const named = (vs: readonly number[]) => (vs.length === 0 ? '∅' : list(vs.map((v) => names.variable(v))));
    const smallest = msg(q.smallest.exact ? 'exerciseHand.sentence.cutset.smallest' : 'exerciseHand.sentence.cutset.smallestFound', { count: q.smallest.size, set: named(q.smallest.set) });
    if (shown) return smallest;
    const chosen = [...new Set(marks)].sort((a, b) => a - b);
    const cycle = remainingCycle(graph, chosen);
    if (cycle !== null) return joined([msg('exerciseHand.sentence.cutset.cycle', { chosen: named(chosen), cycle: cycle.map((v) => names.variable(v)).join(' – ') }), smallest]);
    const trees = forestTrees(graph, chosen);
    const parts: Message[] = [msg('exerciseHand.sentence.cutset.forest', { chosen: named(chosen), count: trees })];
    if (chosen.length <= q.smallest.size) parts.push(msg('exerciseHand.sentence.cutset.best', { count: chosen.length }));
    else {
      parts.push(smallest);
      const unneeded = chosen.filter((v) => isCycleCutset(graph, chosen.filter((u) => u !== v)));
      if (unneeded.length > 0) parts.push(msg('exerciseHand.sentence.cutset.unneeded', { unneeded: list(unneeded.map((v) => names.variable(v))), count: unneeded.length }));
    }
    return joined(parts);
  },
};

type TreeArcQuestion = Extract<Question, { ask: 'tree' }>;

/** The tree algorithm's forward pass (a value question with `tree`): the parent's value, or a root. */
function treeValuePrompt(q: Extract<Question, { ask: 'value' }>, names: ExerciseNames): Message {
  const variable = names.variable(q.variable);
  const t = q.tree!;
  if (t.parent < 0) return msg('exerciseTree.prompt.valueRoot', { variable });
  return msg('exerciseTree.prompt.value', { variable, parent: names.variable(t.parent), parentValue: names.value(t.parent, t.parentValue) });
}

/** Every value agreeing with the parent's is right (after the backward pass each leads to a solution); the algorithm takes the first. */
function treeValueSentence(q: Extract<Question, { ask: 'value' }>, tree: NonNullable<Extract<Question, { ask: 'value' }>['tree']>, answer: number, common: { right: string; answer: string; variable: string }, pick: string, names: ExerciseNames): Message {
  if (tree.parent < 0) return msg(tree.children > 0 ? 'exerciseTree.sentence.valueRoot' : 'exerciseTree.sentence.valueAlone', { ...common, pick });
  const parent = { parent: names.variable(tree.parent), parentValue: names.value(tree.parent, tree.parentValue) };
  return msg(q.right.includes(answer) ? 'exerciseTree.sentence.value' : 'exerciseTree.sentence.valueWrong', { ...common, ...parent, pick });
}

/**
 * The tree algorithm's backward pass by hand: pick the next arc parent → child (right: its child
 * has no arc of its own left; every such order ends with the same domains), then mark what making
 * it consistent removes from the parent (graded value by value, each kept value with a partner).
 */
const treeAsk: AskModule = {
  id: 'tree',
  label: 'exercise.ask.tree',
  multi: true,
  prompt(q, names) {
    if (q.ask !== 'tree') throw new Error('not a tree question');
    if (q.step === 'pick') return msg('exerciseTree.prompt.pick', { n: q.done + 1, total: q.total });
    const a = q.arcs[0]!;
    return msg('exerciseTree.prompt.marks', { arc: arcName(a, names), parent: names.variable(a.variable), child: names.variable(a.others[0]!) });
  },
  choices: (q, names) => (q.ask === 'tree' ? revisionChoices(q, names) : []),
  sentence(q, answer, names, _valueOrder, list, shown, marks = []) {
    if (q.ask !== 'tree') throw new Error('not a tree question');
    return q.step === 'pick' ? treePickSentence(q, answer, names, list, shown) : treeMarksSentence(q, names, list, shown, marks);
  },
};

function treePickSentence(q: TreeArcQuestion, answer: number, names: ExerciseNames, list: (items: string[]) => string, shown?: boolean): Message {
  const arcOf = (child: number) => arcName(q.arcs.find((a) => a.id === child)!, names);
  const common = { right: list(q.right.map(arcOf)), pick: arcOf(q.pick) };
  if (shown) return msg('exerciseTree.sentence.pick', common);
  const chosen = q.arcs.find((a) => a.id === answer)!;
  const child = names.variable(answer);
  if (q.right.includes(answer)) return msg('exerciseTree.sentence.pick', { ...common, answer: arcOf(answer), child });
  const waiting = q.arcs.filter((a) => a.variable === answer).map((a) => names.variable(a.others[0]!));
  return msg('exerciseTree.sentence.pickEarly', { ...common, answer: arcOf(answer), child, parent: names.variable(chosen.variable), waiting: list(waiting) });
}

function treeMarksSentence(q: TreeArcQuestion, names: ExerciseNames, list: (items: string[]) => string, shown: boolean | undefined, marks: readonly number[]): Message {
  const a = q.arcs[0]!;
  const child = a.others[0]!;
  const parts = revisionParts(a, q.candidates, (support) => `${names.variable(child)} = ${names.value(child, support)}`, names, list, shown, marks);
  if (q.candidates.every((c) => c.removed)) parts.push(msg('exerciseHand.sentence.arc.wipeout', { variable: names.variable(a.variable) }));
  else if (q.done + 1 === q.total) parts.push(msg('exerciseTree.sentence.end', { count: q.total }));
  return joined(parts);
}

/**
 * A revision's verdict (arc consistency by hand, the tree algorithm's arcs): what revising `a`
 * removes, each value kept with its support, then (unless "Show me" answered) what the marks
 * missed or marked that stays.
 */
function revisionParts<S>(
  a: ArcRef,
  candidates: readonly { value: number; removed: boolean; support: S | null }[],
  supportText: (support: S) => string,
  names: ExerciseNames,
  list: (items: string[]) => string,
  shown: boolean | undefined,
  marks: readonly number[],
): Message[] {
  const v = a.variable;
  const pair = (value: number) => `${names.variable(v)} = ${names.value(v, value)}`;
  const arc = arcName(a, names);
  const parts: Message[] = [];
  const removed = candidates.filter((c) => c.removed);
  parts.push(removed.length === 0 ? msg('exerciseHand.sentence.arc.removesNothing', { arc }) : msg('exerciseHand.sentence.arc.removes', { arc, removed: list(removed.map((c) => pair(c.value))), others: list(a.others.map((u) => names.variable(u))) }));
  const kept = candidates.filter((c) => !c.removed);
  if (kept.length > 0) parts.push(msg('exerciseHand.sentence.arc.supports', { supports: list(kept.map((c) => `${pair(c.value)} (${supportText(c.support!)})`)), count: kept.length }));
  if (!shown) {
    const marked = new Set(marks);
    const missed = removed.filter((c) => !marked.has(c.value)).map((c) => pair(c.value));
    const wrong = kept.filter((c) => marked.has(c.value)).map((c) => pair(c.value));
    if (missed.length > 0) parts.push(msg('exerciseHand.sentence.prune.missed', { missed: list(missed) }));
    if (wrong.length > 0) parts.push(msg('exerciseHand.sentence.arc.stays', { marked: list(wrong), count: wrong.length }));
    if (missed.length === 0 && wrong.length === 0) parts.push(msg('exerciseHand.sentence.prune.exact'));
  }
  return parts;
}

/** A domain as a split names it: "{red}", "{green, blue}". */
export function domainText(variable: number, values: readonly number[], names: ExerciseNames): string {
  return `{${values.map((x) => names.value(variable, x)).join(', ')}}`;
}

/**
 * What arc consistency made of one half of `q`'s split (against the node's domains): a solution, no
 * solution here, or still open with the domains it narrowed.
 */
function halfOutcome(h: SplitHalf, q: SplitQuestion, names: ExerciseNames, list: (items: string[]) => string): Message {
  if (h.status === 'failed') return msg('exerciseSplit.outcome.failed', { variable: names.variable(h.emptied) });
  if (h.status === 'solution') return msg('exerciseSplit.outcome.solution', { assignment: h.domains.map((d, v) => `${names.variable(v)} = ${names.value(v, d[0]!)}`).join(', ') });
  if (h.removed === 0) return msg('exerciseSplit.outcome.openNone');
  const narrowed = h.domains.flatMap((d, v) => (d.length < (v === q.variable ? h.values : q.domains[v]!).length ? [`${names.variable(v)} ${domainText(v, d, names)}`] : []));
  return msg('exerciseSplit.outcome.open', { count: h.removed, narrowed: list(narrowed) });
}

/**
 * Domain splitting with arc consistency (AIspace's third way to solve): which variable to split,
 * then which half first. Not graded against an algorithm (any split is a move that keeps every
 * solution: `isRight` takes each); the sentence says what MRV with halving would split, and what
 * arc consistency made of each half.
 */
const splitAsk: AskModule = {
  id: 'split',
  label: 'exerciseSplit.ask',
  multi: false,
  prompt(q, names) {
    if (q.ask !== 'split') throw new Error('not a split question');
    if (q.step === 'variable') return msg('exerciseSplit.prompt.variable');
    return msg('exerciseSplit.prompt.half', { variable: names.variable(q.variable), domain: domainText(q.variable, q.domains[q.variable]!, names) });
  },
  choices(q, names) {
    if (q.ask !== 'split') return [];
    if (q.step === 'variable') return q.candidates.map((v) => ({ id: v, text: names.variable(v) }));
    return q.halves.map((h, i) => ({ id: i, text: domainText(q.variable, h.values, names) }));
  },
  sentence(q, answer, names, _valueOrder, list) {
    if (q.ask !== 'split') throw new Error('not a split question');
    if (q.step === 'variable') {
      const chosen = q.candidates.includes(answer) ? answer : q.pick;
      return msg('exerciseSplit.sentence.variable', {
        answer: names.variable(chosen),
        answerSize: q.domains[chosen]!.length,
        right: list(q.right.map((v) => names.variable(v))),
        size: q.domains[q.pick]!.length,
      });
    }
    const [first, second] = answer === 1 ? [q.halves[1]!, q.halves[0]!] : [q.halves[0]!, q.halves[1]!];
    return msg('exerciseSplit.sentence.half', {
      variable: names.variable(q.variable),
      first: domainText(q.variable, first.values, names),
      firstOutcome: halfOutcome(first, q, names, list),
      second: domainText(q.variable, second.values, names),
      secondOutcome: halfOutcome(second, q, names, list),
    });
  },
};

/** A kind's sentence with the `_shown` form (i18next's context) when "Show me" answered. */
function withShown(ask: AskModule): AskModule {
  return {
    ...ask,
    sentence(q, answer, names, valueOrder, list, shown = false, marks) {
      const m = ask.sentence(q, answer, names, valueOrder, list, shown, marks);
      return shown ? { key: m.key, params: { ...m.params, context: 'shown' } } : m;
    },
  };
}

/** The registry: every question kind the app can ask, in the order of its checkboxes. */
export const ASKS: readonly AskModule[] = [variableAsk, valueAsk, pruneAsk, arcAsk, cutsetAsk, treeAsk, backtrackAsk, repairAsk, splitAsk].map(withShown);

export function askOf(kind: AskKind): AskModule {
  return ASKS.find((a) => a.id === kind)!;
}

/** The verdict: right when the answer is one of the right answers (a set question: when the choices marked are exactly the right ones). */
export function isRight(q: Question, answer: number, marks?: readonly number[]): boolean {
  // A split: any variable with more than one value, either half first (`right` is MRV's choice).
  if (q.ask === 'split') return q.candidates.includes(answer);
  if (!takesSet(q)) return q.right.includes(answer);
  // A cycle cutset: any set whose removal leaves a forest.
  if (q.ask === 'cutset') return isCycleCutset({ neighbours: q.neighbours }, marks ?? []);
  const marked = new Set(marks ?? []);
  return marked.size === q.right.length && q.right.every((i) => marked.has(i));
}
