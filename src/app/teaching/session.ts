/**
 * One teaching session per recorded run: the history index, its own cursors (so the views never
 * move the board's), value names, and the queries the views make at a position.
 */
import type { CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { EventCode } from '../../worker/protocol.ts';
import type { ProblemSketch } from '../../worker/sketch.ts';
import { Trace, TraceCursor } from '../trace.ts';
import { explain, otherEnd, type Detail, type EventRecord } from './explain.ts';
import { History, SizeCursor } from './history.ts';

export interface SessionInput {
  trace: Trace;
  sketch: ProblemSketch;
  /** Words per slot length (crossword), or null for digits. */
  words: Record<number, string[]> | null;
  /** The crossword layout (slot lengths), or null. */
  layout: CrosswordLayout | null;
}

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
  readonly history: History;
  private readonly values: TraceCursor;
  private readonly sizes: SizeCursor;
  readonly nouns: { value: string; variable: string };

  constructor(readonly input: SessionInput) {
    this.history = new History(input.trace, input.sketch);
    this.values = new TraceCursor(input.trace);
    this.sizes = new SizeCursor(this.history);
    this.nouns = input.layout ? { value: 'word', variable: 'slot' } : { value: 'digit', variable: 'cell' };
  }

  get trace(): Trace {
    return this.input.trace;
  }
  get sketch(): ProblemSketch {
    return this.input.sketch;
  }

  /** Index what the trace recorded since the last call (at most `limit` events); true when caught up. */
  sync(limit = Infinity): boolean {
    return this.history.sync(limit);
  }

  readonly valueName = (variable: number, value: number): string => {
    if (value < 0) return '—';
    const { words, layout } = this.input;
    if (layout && words) {
      const slot = layout.slots[variable];
      return (slot ? words[slot.length]?.[value] : undefined)?.toUpperCase() ?? `#${value}`;
    }
    return String(value + 1);
  };

  /** Assignment at position p (a copy is not made: read it before the next call). */
  valuesAt(p: number): Int32Array {
    this.values.seek(p);
    return this.values.values;
  }

  sizesAt(p: number): Int32Array {
    return this.sizes.seek(p);
  }

  event(i: number): EventRecord | null {
    const t = this.trace;
    if (i < 0 || i >= Math.min(t.recorded, this.history.indexed)) return null;
    return { type: t.type(i), variable: t.variable(i), value: t.value(i), extra: t.extra(i) };
  }

  /** The sentence for event i (the state just before it). */
  sentence(i: number, detail: Detail): string {
    const e = this.event(i);
    if (!e) return '';
    const tree = this.history.tree;
    const node = this.history.nodeAt(i);
    return explain(e, {
      sketch: this.sketch,
      valueName: this.valueName,
      nouns: this.nouns,
      values: this.valuesAt(i),
      sizes: this.sizesAt(i),
      lastAssigned: node > 0 ? tree.variable.at(node) : -1,
      beforeSearch: this.history.beforeSearch(i),
      step: i + 1,
      detail,
    });
  }

  /** The last `count` sentences up to position p (the event that led to p last). */
  log(p: number, count: number, detail: Detail): LogLine[] {
    const end = Math.min(p, this.history.indexed);
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
    const end = Math.min(p, this.history.indexed);
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
