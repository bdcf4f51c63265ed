/**
 * "Why, in words": one plain sentence per search event. Pure: the event, and a context holding
 * what was true just before it (assignment, domain sizes, the node being extended). The wording is
 * in the locale files (`explain.*`), with a `_slot` and a `_cell` form where the nouns differ.
 */
import { choiceFacts, conflictReason, EventCode, LOCAL_RESTART, pruneReason as reasonOfPrune, wipeoutReason, type ProblemSketch, type Reason } from '../../trace/index.ts';
import { i18n, textOf } from '../i18n/index.ts';
import { boundSentence, choiceWhy, zeroWords } from '../kinds/index.ts';

export interface EventRecord {
  type: number;
  variable: number;
  value: number;
  extra: number;
}

export type Detail = 'short' | 'long';

export interface ExplainContext {
  sketch: ProblemSketch;
  /** "TRAIN" or "5": how a value of a variable is shown. */
  valueName(variable: number, value: number): string;
  /** What a value is called: "word", "digit", "column" or "value"; what a variable is called: "slot", "cell", "row" or "variable". */
  nouns: { value: string; variable: string };
  /** How the kind names a variable ("row 4", "wa"); absent: the sketch's name (a crossword's slot, a cell). */
  variableName?: ((variable: number) => string) | undefined;
  /** Values just before the event (-1 unassigned). */
  values: Int32Array;
  /** Domain sizes just before the event (null when unknown). */
  sizes: Int32Array | null;
  /** dom/wdeg's constraint weights just before the event (src/trace/choice.ts `FailureWeights`); absent: all 1. */
  weights?: ArrayLike<number> | null | undefined;
  /** Variable assigned most recently (the node being extended), or -1 at the root. */
  lastAssigned: number;
  /**
   * For a wipe-out: the value the prune just before it took from the same variable (the last one
   * it had), or -1 / absent when unknown. It names the slot that holds that word already.
   */
  lastPruned?: number;
  /** Whether the event happens during AC-3 before search. */
  beforeSearch: boolean;
  /** 1-based step of the event. */
  step: number;
  detail: Detail;
  /** A tree-algorithm run's facts about the event (the session reads them from the run's records), absent otherwise. */
  tree?: TreeFacts | undefined;
}

/**
 * What a why-log line of the tree algorithm (Russell & Norvig fig. 6.11) says beyond its record:
 * for a `revise`, the values it removes (its `prune`s) and the child's values left; for a `prune`,
 * the arc's child and its values left (or, right after the order, that a unary constraint made it); for an `assign`, the parent in the order and its value.
 */
export interface TreeFacts {
  /** The arc's child (revise, prune), -1 otherwise. */
  child: number;
  /** The child's values left when the arc is revised. */
  childLeft: number[];
  /** A revise's removed values (its prune records). */
  removed: number[];
  /** An assign's parent in the order (-1: a root), and the value the parent holds (-1 unknown). */
  parent: number;
  parentValue: number;
  /** A prune by a unary constraint (node consistency, before the arcs; the record's extra names it). */
  unary?: boolean;
  /** An assign of the tree algorithm by hand whose value is the student's: the algorithm's (the first agreeing value). */
  first?: number;
}

const t = i18n.t.bind(i18n);

/** "1st", "2nd", … in English; "1-я", "第 1 个" in the other languages. */
export function ordinal(n: number): string {
  return t('explain.nth', { count: n, ordinal: true });
}

/** Which form of a sentence: about slots and words, cells and digits, rows and columns (N-queens), or variables and values (a model). */
function formOf(ctx: ExplainContext): 'slot' | 'cell' | 'row' | 'variable' {
  const v = ctx.nouns.variable;
  return v === 'slot' || v === 'row' || v === 'variable' ? v : 'cell';
}

function nameOf(ctx: ExplainContext, v: number): string {
  if (ctx.variableName && v >= 0) return ctx.variableName(v);
  const label = ctx.sketch.labels[v];
  return label !== undefined ? textOf(label) : t('explain.variable', { n: v });
}

/** The other variable of a binary constraint, or -1. */
export function otherEnd(sketch: ProblemSketch, constraint: number, variable: number): number {
  const scope = sketch.constraints[constraint]?.scope;
  if (!scope || scope.length !== 2) return -1;
  return scope[0] === variable ? scope[1]! : scope[1] === variable ? scope[0]! : -1;
}

/** Letter position of `variable` in a crossing (0-based), or -1. */
export function crossingPosition(sketch: ProblemSketch, constraint: number, variable: number): number {
  const c = sketch.constraints[constraint];
  if (!c?.positions) return -1;
  return c.scope[0] === variable ? c.positions[0] : c.scope[1] === variable ? c.positions[1] : -1;
}

function inferenceName(ctx: ExplainContext): string {
  if (ctx.beforeSearch) return 'AC-3';
  switch (ctx.sketch.options.inference) {
    case 'fc':
      return t('explain.inference.fc');
    case 'mac':
      return t('explain.inference.mac');
    default:
      return t('explain.inference.other');
  }
}

function heuristicSentence(ctx: ExplainContext, variable: number, left: number): string {
  const name = nameOf(ctx, variable);
  const context = formOf(ctx);
  const count = t('explain.left', { context, count: left });
  const order = ctx.sketch.options.variableOrder;
  if (order === 'static') return t('explain.static', { context, name, left: count });
  if (!ctx.sizes) return t(order === 'dom-wdeg' ? 'explain.domWdegBare' : 'explain.mrvBare', { name, left: count });
  // What decided it, from the domains, the assignment and the weights just before (src/trace/choice.ts).
  const f = choiceFacts(ctx.sketch, order, variable, ctx.values, ctx.sizes, ctx.weights ?? null);
  const why = choiceWhy(f, context, (v) => nameOf(ctx, v));
  if (order !== 'dom-wdeg') return t('explain.mrv', { name, left: count, why });
  // dom/wdeg may take a variable with more values than another: said in the long form.
  const rank = ctx.detail === 'long' && f.fewer > 0 ? t('explain.rank.fewer', { context, count: f.fewer }) : '';
  if (f.decidedBy === 'only') return t('explain.domWdegOnly', { name, left: count, why });
  return t('explain.domWdeg', { name, left: count, weight: f.weightedDegree, zero: zeroWords(f), why, rank });
}

/** The words of a prune's reason: why `value` left `variable` (the reason computed in src/trace/reason.ts). */
function pruneWords(ctx: ExplainContext, r: Reason): string {
  const raw = r.kind === 'search' ? undefined : ctx.sketch.constraints[r.constraint]?.label;
  const label = raw ? textOf(raw) : '';
  switch (r.kind) {
    case 'search':
      return t('explain.reason.aside');
    case 'crossing': {
      if (r.otherValue >= 0) {
        const letter = Array.from(ctx.valueName(r.other, r.otherValue))[r.otherPosition] ?? '?';
        return t('explain.reason.letter', { nth: ordinal(r.position + 1), letter: letter.toUpperCase(), other: nameOf(ctx, r.other), value: ctx.valueName(r.other, r.otherValue) });
      }
      const own = Array.from(ctx.valueName(r.variable, r.value))[r.position] ?? '?';
      return t('explain.reason.noLetter', { other: nameOf(ctx, r.other), letter: own.toUpperCase(), nth: ordinal(r.otherPosition + 1) });
    }
    case 'same-value':
      return t('explain.reason.viaIs', { other: nameOf(ctx, r.other), value: ctx.valueName(r.other, r.value), label });
    case 'all-different':
      return t('explain.reason.rulesOut', { label });
    case 'sign':
      if (r.otherValue >= 0) return t('explain.reason.viaIs', { other: nameOf(ctx, r.other), value: ctx.valueName(r.other, r.otherValue), label });
      return t('explain.reason.noSupport', { other: nameOf(ctx, r.other), label });
    case 'constraint': {
      if (r.other < 0) return t('explain.reason.rulesOut', { label });
      const viaValue = ctx.values[r.other] ?? -1;
      if (viaValue >= 0) return t('explain.reason.viaIs', { other: nameOf(ctx, r.other), value: ctx.valueName(r.other, viaValue), label });
      return t('explain.reason.noSupport', { other: nameOf(ctx, r.other), label });
    }
  }
}

/** One sentence for an event, in the interface's language. */
export function explain(e: EventRecord, ctx: ExplainContext): string {
  const long = ctx.detail === 'long';
  const name = e.variable >= 0 ? nameOf(ctx, e.variable) : '';
  const context = formOf(ctx);
  const tail = (s: string) => (long ? ` ${s}` : '');
  const pruned = (count: number) => (count > 0 ? t('explain.withPruned', { context, count }) : '');
  if (ctx.tree) {
    const tree = treeSentence(e, ctx, ctx.tree, name, tail);
    if (tree !== null) return tree;
  }
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0 ? t('explain.ac3', { context }) : t('explain.search', { context });
    case EventCode.select:
      return heuristicSentence(ctx, e.variable, e.value) + tail(t('explain.tail.select', { depth: e.extra, step: ctx.step })) + (ctx.sketch.options.variableOrder === 'dom-wdeg' ? tail(t('explain.tail.weights')) : '');
    case EventCode.assign: {
      const order = ctx.sketch.options.valueOrder;
      // Lex over words numbered best score first (the crossword's order by score) is that order.
      const why = t(order === 'lex' && ctx.sketch.options.wordOrder === 'score' ? 'explain.valueOrder.score' : order === 'lex' ? 'explain.valueOrder.lex' : order === 'reverse' ? 'explain.valueOrder.reverse' : order === 'lcv' ? 'explain.valueOrder.lcv' : 'explain.valueOrder.random', { context });
      return t('explain.assign', { value: ctx.valueName(e.variable, e.value), name, why }) + tail(t('explain.tail.depth', { depth: e.extra }));
    }
    case EventCode.prune: {
      if (e.extra < 0) {
        // Binary branching's right branch: the search itself removes the value that just failed.
        return t('explain.binary', { value: ctx.valueName(e.variable, e.value), name }) + tail(t('explain.tail.binary'));
      }
      const reason = pruneWords(ctx, reasonOfPrune(ctx.sketch, e.extra, e.variable, e.value, ctx.values));
      const label = ctx.sketch.constraints[e.extra]?.label;
      return t('explain.prune', { inference: inferenceName(ctx), value: ctx.valueName(e.variable, e.value), name, reason }) + tail(label ? t('explain.tail.constraint', { label: textOf(label) }) : '');
    }
    case EventCode.wipeout: {
      const back = ctx.lastAssigned >= 0 ? t('explain.backTo', { name: nameOf(ctx, ctx.lastAssigned) }) : t('explain.noSolution');
      const label = ctx.sketch.constraints[e.value]?.label;
      const labelTail = tail(label ? t('explain.tail.emptied', { label: textOf(label) }) : '');
      const r = wipeoutReason(ctx.sketch, e.value, e.variable, ctx.lastPruned ?? -1, ctx.values);
      if (r.kind === 'same-value') {
        return t('explain.wipeoutTaken', { context, name, value: ctx.valueName(r.other, r.value), other: nameOf(ctx, r.other), back }) + labelTail;
      }
      const via = r.kind === 'crossing' || r.kind === 'sign' || r.kind === 'constraint' ? r.other : -1;
      const fits = via >= 0 ? t('explain.fits', { context, other: nameOf(ctx, via) }) : '';
      return t('explain.wipeout', { context, name, fits, back }) + labelTail;
    }
    case EventCode.conflict: {
      const value = ctx.values[e.variable] ?? -1;
      const raw = ctx.sketch.constraints[e.value]?.label;
      const label = raw !== undefined ? textOf(raw) : t('explain.aConstraint');
      const r = conflictReason(ctx.sketch, e.value, e.variable, ctx.values);
      if (r.kind === 'same-value') {
        return t('explain.conflictSame', { context, value: ctx.valueName(e.variable, r.value), other: nameOf(ctx, r.other), name, label });
      }
      if (r.kind === 'crossing' && value >= 0 && r.otherValue >= 0) {
        const letter = Array.from(ctx.valueName(e.variable, value))[r.position] ?? '?';
        const otherLetter = Array.from(ctx.valueName(r.other, r.otherValue))[r.otherPosition] ?? '?';
        return t('explain.conflictCrossing', {
          value: ctx.valueName(e.variable, value),
          name,
          letter: letter.toUpperCase(),
          other: nameOf(ctx, r.other),
          otherValue: ctx.valueName(r.other, r.otherValue),
          otherLetter: otherLetter.toUpperCase(),
          label,
        });
      }
      if (r.kind === 'sign' && value >= 0 && r.otherValue >= 0) {
        return t('explain.conflictSign', { value: ctx.valueName(e.variable, value), name, other: nameOf(ctx, r.other), otherValue: ctx.valueName(r.other, r.otherValue), label });
      }
      const via = r.kind === 'crossing' || r.kind === 'sign' || r.kind === 'constraint' ? r.other : -1;
      const shown = value >= 0 ? t('explain.valueIn', { value: ctx.valueName(e.variable, value), name }) : name;
      const other = via >= 0 ? nameOf(ctx, via) : t('explain.anAssigned', { context });
      return t('explain.conflict', { context, shown, other, label });
    }
    case EventCode.backtrack:
      return t('explain.backtrack', { value: ctx.valueName(e.variable, e.value), name, restore: e.extra > 0 ? t('explain.restore', { context, count: e.extra }) : '' }) + tail(t('explain.tail.backtrack'));
    case EventCode.set:
      return e.value >= 0 ? t('explain.jump', { name, value: ctx.valueName(e.variable, e.value) }) : t('explain.emptied', { name, value: ctx.valueName(e.variable, e.extra) });
    case EventCode.restart:
      if (e.value === LOCAL_RESTART) return t('local.sentence.restart', { n: e.variable });
      return t('explain.restart', { n: e.variable, pruned: pruned(e.extra) }) + tail(t('explain.tail.restart'));
    case EventCode.backjump: {
      let from = 0;
      for (const x of ctx.values) if (x >= 0) from++;
      const between = from - e.value - 1;
      const skipped = between > 0 ? t('explain.skipped', { context, count: between }) : '';
      const assignments = t('explain.assignments', { count: from - e.value });
      return t('explain.backjump', { context, name, deeper: e.value + 1, from, to: e.value, assignments, pruned: pruned(e.extra), skipped }) + tail(t('explain.tail.backjump'));
    }
    case EventCode.solution:
      return t('explain.solution', { context, n: e.variable + 1 });
    // Branch and bound: the same words as the step's sentence; the long detail says what the bound does.
    case EventCode.bound:
    case EventCode.cut:
      return boundSentence(e, name, (x) => ctx.valueName(e.variable, x), ctx.sketch.objective?.sense) + tail(t(e.type === EventCode.bound ? 'review32.explain.bound' : 'review32.explain.cut', { variable: name }));
    // min-conflicts (local search): the counts are the solver's, checked by the truth test.
    case EventCode.place:
      return t('local.sentence.place', { context, assignment: `${name} = ${ctx.valueName(e.variable, e.value)}`, variable: name, value: ctx.valueName(e.variable, e.value), conflicts: e.extra });
    case EventCode.start:
      return t('local.sentence.start', { context, count: e.value });
    case EventCode.pick:
      return t('local.sentence.pick', { context, variable: name, count: e.value });
    case EventCode.repair:
      return e.value === e.extra
        ? t('local.explain.keep', { context, name, value: ctx.valueName(e.variable, e.value) })
        : t('local.explain.repair', { context, name, from: ctx.valueName(e.variable, e.extra), to: ctx.valueName(e.variable, e.value) });
    case EventCode.walk:
      return t('local.explain.walk', { context, name, from: ctx.valueName(e.variable, e.extra), to: ctx.valueName(e.variable, e.value) });
    default:
      return '';
  }
}

/** The tree algorithm's why-log lines (explain.tree.*), or null for an event it words as any run does. */
function treeSentence(e: EventRecord, ctx: ExplainContext, f: TreeFacts, name: string, tail: (s: string) => string): string | null {
  const list = (v: number, values: number[]) => (values.length === 0 ? t('explain.tree.none') : `{${values.map((x) => ctx.valueName(v, x)).join(', ')}}`);
  switch (e.type) {
    case EventCode.order:
      if (e.extra < 0) return t('explain.tree.root', { n: e.value + 1, name }) + tail(t('explain.tree.tail.root'));
      return t('explain.tree.child', { n: e.value + 1, name, parent: nameOf(ctx, e.extra) }) + tail(t('explain.tree.tail.child', { name, parent: nameOf(ctx, e.extra) }));
    case EventCode.revise: {
      const child = nameOf(ctx, e.value);
      const left = tail(t('explain.tree.tail.left', { child, left: list(e.value, f.childLeft) }));
      if (e.extra === 0) return t('explain.tree.reviseNone', { parent: name, child }) + left;
      if (f.removed.length !== e.extra) return t('explain.tree.reviseCount', { parent: name, child, count: e.extra }) + left;
      return t('explain.tree.revise', { parent: name, child, values: f.removed.map((x) => ctx.valueName(e.variable, x)).join(', '), count: e.extra }) + left;
    }
    case EventCode.prune: {
      if (f.unary) {
        const raw = ctx.sketch.constraints[e.extra]?.label;
        const label = raw !== undefined ? textOf(raw) : t('explain.aConstraint');
        const value = ctx.valueName(e.variable, e.value);
        return t('explain.tree.unary', { value, name, label }) + tail(t('explain.tree.tail.unary'));
      }
      if (f.child < 0) return null;
      const child = nameOf(ctx, f.child);
      return t('explain.tree.prune', { value: ctx.valueName(e.variable, e.value), parent: name, child }) + tail(t('explain.tree.tail.prune', { child, left: list(f.child, f.childLeft) }));
    }
    case EventCode.assign: {
      const value = ctx.valueName(e.variable, e.value);
      if (f.first !== undefined) {
        const first = ctx.valueName(e.variable, f.first);
        if (f.parent < 0) return t('exerciseTree.explain.assignChosenRoot', { name, value, first }) + tail(t('explain.tree.tail.assignRoot'));
        const parentValue = f.parentValue >= 0 ? ctx.valueName(f.parent, f.parentValue) : '?';
        return t('exerciseTree.explain.assignChosen', { name, value, first, parent: nameOf(ctx, f.parent), parentValue }) + tail(t('explain.tree.tail.assign'));
      }
      if (f.parent < 0) return t('explain.tree.assignRoot', { name, value }) + tail(t('explain.tree.tail.assignRoot'));
      const parentValue = f.parentValue >= 0 ? ctx.valueName(f.parent, f.parentValue) : '?';
      return t('explain.tree.assign', { name, value, parent: nameOf(ctx, f.parent), parentValue }) + tail(t('explain.tree.tail.assign'));
    }
    default:
      return null;
  }
}
