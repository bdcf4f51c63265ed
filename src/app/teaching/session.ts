/**
 * One teaching session per recorded run: the run's trace index, its own cursors on the shared
 * checkpoints (so the views never move the board's), value names, and the queries the views make
 * at a position.
 */
import type { CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { EventCode, FailureWeights, lastPrunedValue, type ProblemSketch, DomainCursor, TraceCursor, type Trace, type TraceIndex } from '../../trace/index.ts';
import { textOf } from '../i18n/index.ts';
import { explain, otherEnd, type Detail, type EventRecord, type TreeFacts } from './explain.ts';
import { describeCutsetStep, treeSegmentStart, type StepNames } from '../kinds/index.ts';

export interface SessionInput {
  /** The run's trace index (its trace and sketch with it). */
  index: TraceIndex;
  /** Words per slot length (crossword), or null for digits. */
  words: Record<number, string[]> | null;
  /** The crossword layout (slot lengths), or null. */
  layout: CrosswordLayout | null;
  /**
   * How another kind names its variables and values (its step names): N-queens' rows and columns
   * ("row 4", "column 7"), a model's variables and values ("wa", "red"). Absent: cells and digits.
   */
  kindNames?: KindNames | null | undefined;
  /** The tree algorithm by hand: the variables given the student's value, each with the algorithm's (src/app/exercise/treeChoices.ts). */
  treeChosen?: ReadonlyMap<number, number> | undefined;
}

/** A kind's names for the why log and the domains: which nouns, and each variable's and value's name. */
export interface KindNames {
  nouns: 'row' | 'variable';
  variable(v: number): string;
  value(v: number, x: number): string;
}

/** What the sentences call a value and a variable, per noun set. */
const NOUNS = {
  slot: { value: 'word', variable: 'slot' },
  cell: { value: 'digit', variable: 'cell' },
  row: { value: 'column', variable: 'row' },
  variable: { value: 'value', variable: 'variable' },
} as const;

export interface LogLine {
  step: number;
  text: string;
  type: number;
}

export interface ArcGroup {
  constraint: number;
  /** The variable whose values were removed. */
  target: number;
  /** The variable it was revised against (binary constraints), or -1. */
  via: number;
  values: number[];
  /** Event index of the first removal of the group. */
  first: number;
  last: number;
  /** The revision emptied the target. */
  wipeout: boolean;
}

export class Session {
  readonly index: TraceIndex;
  private readonly values: TraceCursor;
  private readonly sizes: DomainCursor;
  private readonly weights: FailureWeights;
  readonly nouns: (typeof NOUNS)[keyof typeof NOUNS];

  constructor(readonly input: SessionInput) {
    this.index = input.index;
    this.values = new TraceCursor(input.index.trace);
    this.sizes = new DomainCursor(input.index);
    this.weights = new FailureWeights(input.index.trace, input.index.sketch.constraints.length);
    this.nouns = NOUNS[input.layout ? 'slot' : (input.kindNames?.nouns ?? 'cell')];
  }

  get trace(): Trace {
    return this.index.trace;
  }
  get sketch(): ProblemSketch {
    return this.index.sketch;
  }

  /** Index what the trace recorded since the last call (at most `limit` events); true when caught up. */
  sync(limit = Infinity): boolean {
    return this.index.sync(limit);
  }

  /** The names cutset conditioning's step sentences use (kinds/cutsetSentences.ts): the why log's own. */
  private get stepNames(): StepNames {
    const variable = (v: number): string => {
      if (this.input.kindNames && v >= 0) return this.input.kindNames.variable(v);
      const label = this.sketch.labels[v];
      return label !== undefined ? textOf(label) : String(v);
    };
    const constraint = (c: number): string => {
      const label = this.sketch.constraints[c]?.label;
      return label !== undefined ? textOf(label) : '';
    };
    return { nouns: 'variable', variable, value: this.valueName, constraint, assignment: (v, x) => `${variable(v)} = ${this.valueName(v, x)}` };
  }

  readonly valueName = (variable: number, value: number): string => {
    if (value < 0) return '—';
    const { words, layout } = this.input;
    if (layout && words) {
      const slot = layout.slots[variable];
      return (slot ? words[slot.length]?.[value] : undefined)?.toUpperCase() ?? `#${value}`;
    }
    if (this.input.kindNames) return this.input.kindNames.value(variable, value);
    return String(value + 1);
  };

  /** A variable's name as the views show it: the kind's ("row 4", "wa"), else the sketch's (a slot's clue name, a cell). */
  readonly variableName = (v: number): string => {
    if (this.input.kindNames) return this.input.kindNames.variable(v);
    const label = this.sketch.labels[v];
    return label !== undefined ? textOf(label) : `#${v}`;
  };

  /** Assignment at position p (a copy is not made: read it before the next call). */
  valuesAt(p: number): Int32Array {
    this.values.seek(p);
    return this.values.values;
  }

  sizesAt(p: number): Int32Array {
    return this.sizes.sizesAt(p);
  }

  event(i: number): EventRecord | null {
    const t = this.trace;
    if (i < 0 || i >= Math.min(t.recorded, this.index.indexed)) return null;
    return { type: t.type(i), variable: t.variable(i), value: t.value(i), extra: t.extra(i) };
  }

  /** The sentence for event i (the state just before it). */
  sentence(i: number, detail: Detail): string {
    const e = this.event(i);
    if (!e) return '';
    // Cutset conditioning's own steps (the cutset, its assignments, conditioning's prunes) are said as the step sentences say them.
    const cutset = describeCutsetStep(this.trace, i, this.stepNames);
    if (cutset !== null) return cutset;
    const tree = this.index.tree;
    const node = this.index.nodeAt(i);
    return explain(e, {
      sketch: this.sketch,
      valueName: this.valueName,
      variableName: this.input.kindNames ? (v) => this.input.kindNames!.variable(v) : undefined,
      nouns: this.nouns,
      values: this.valuesAt(i),
      sizes: this.sizesAt(i),
      weights: e.type === EventCode.select && this.sketch.options.variableOrder === 'dom-wdeg' ? this.weights.at(i) : null,
      lastAssigned: node > 0 ? tree.variable.at(node) : -1,
      lastPruned: lastPrunedValue(this.trace, i),
      beforeSearch: this.index.beforeSearch(i),
      step: i + 1,
      detail,
      tree: this.treeFacts(i, e),
    });
  }

  /** A tree run's facts for event i (its first record is an `order`), or undefined for any other run or event. */
  private treeFacts(i: number, e: EventRecord): TreeFacts | undefined {
    const t = this.trace;
    const recorded = Math.min(t.recorded, this.index.indexed);
    if (recorded === 0 || (t.type(0) !== EventCode.order && t.type(0) !== EventCode.cutset)) return undefined;
    const facts: TreeFacts = { child: -1, childLeft: [], removed: [], parent: -1, parentValue: -1 };
    // Cutset conditioning: the tree algorithm's run under the assignment of the cutset in effect (from its `condition`).
    const from = treeSegmentStart(t, i);
    /** The values of v left before record `upTo`: its initial domain without the prunes so far. */
    const left = (v: number, upTo: number): number[] => {
      const initial = this.sketch.initial[v] ?? Array.from({ length: this.sketch.sizes[v] ?? 0 }, (_, x) => x);
      const gone = new Set<number>();
      for (let k = from; k < upTo; k++) if (t.type(k) === EventCode.prune && t.variable(k) === v) gone.add(t.value(k));
      return initial.filter((x) => !gone.has(x));
    };
    if (e.type === EventCode.revise) {
      facts.child = e.value;
      facts.childLeft = left(e.value, i);
      for (let k = i + 1; k < recorded && k <= i + e.extra && t.type(k) === EventCode.prune; k++) facts.removed.push(t.value(k));
    } else if (e.type === EventCode.prune) {
      let r = i - 1;
      while (r >= 0 && t.type(r) === EventCode.prune) r--;
      // Right after the order: a unary constraint's prune (node consistency), no arc.
      if (r >= 0 && t.type(r) === EventCode.order) {
        facts.unary = true;
        return facts;
      }
      if (r < 0 || t.type(r) !== EventCode.revise) return undefined;
      facts.child = t.value(r);
      facts.childLeft = left(facts.child, i);
    } else if (e.type === EventCode.assign) {
      let k = from;
      while (k < i && t.type(k) !== EventCode.order) k++;
      for (; k < recorded && t.type(k) === EventCode.order; k++) if (t.variable(k) === e.variable) facts.parent = t.extra(k);
      if (facts.parent >= 0) for (let k = i - 1; k >= 0; k--) if (t.type(k) === EventCode.assign && t.variable(k) === facts.parent) {
        facts.parentValue = t.value(k);
        break;
      }
      const first = this.input.treeChosen?.get(e.variable);
      if (first !== undefined) facts.first = first;
    } else if (e.type !== EventCode.order) return undefined;
    return facts;
  }

  /** The last `count` sentences up to position p (the event that led to p last). */
  log(p: number, count: number, detail: Detail): LogLine[] {
    const end = Math.min(p, this.index.indexed);
    const out: LogLine[] = [];
    for (let i = Math.max(0, end - count); i < end; i++) out.push({ step: i + 1, text: this.sentence(i, detail), type: this.trace.type(i) });
    return out;
  }

  /**
   * Arcs revised since the last assignment up to position p: consecutive removals from one
   * variable by one constraint form one revision of the arc (target ← via). The solver does not
   * report its queue, so this is what the prune events show of it.
   */
  arcsAt(p: number, limit = 20_000): { groups: ArcGroup[]; since: number; truncated: boolean } {
    const end = Math.min(p, this.index.indexed);
    const t = this.trace;
    let from = end;
    let truncated = false;
    while (from > 0) {
      const type = t.type(from - 1);
      if (type === EventCode.assign || type === EventCode.phase || type === EventCode.backtrack || type === EventCode.backjump) break;
      if (end - from >= limit) {
        truncated = true;
        break;
      }
      from--;
    }
    const groups: ArcGroup[] = [];
    for (let i = from; i < end; i++) {
      const type = t.type(i);
      if (type !== EventCode.prune && type !== EventCode.wipeout) continue;
      const target = t.variable(i);
      const constraint = type === EventCode.prune ? t.extra(i) : t.value(i);
      const last = groups[groups.length - 1];
      if (type === EventCode.wipeout) {
        if (last && last.target === target && last.constraint === constraint) last.wipeout = true;
        else groups.push({ constraint, target, via: otherEnd(this.sketch, constraint, target), values: [], first: i, last: i, wipeout: true });
        continue;
      }
      if (last && last.target === target && last.constraint === constraint && !last.wipeout) {
        last.values.push(t.value(i));
        last.last = i;
      } else {
        groups.push({ constraint, target, via: otherEnd(this.sketch, constraint, target), values: [t.value(i)], first: i, last: i, wipeout: false });
      }
    }
    return { groups, since: from, truncated };
  }
}
