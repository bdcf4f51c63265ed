/**
 * The guided lesson and the first Solve: the puzzle the app opens on, the three chapters (plain
 * backtracking, forward checking, arc consistency), the step of a recorded search that shows each
 * chapter's idea, and the hint shown when a board has no fill. Pure: it reads a Trace and the
 * constraint scopes, and returns positions and message keys (the components translate them).
 */
import { conflictReason, EventCode, lastPrunedValue, pruneReason, TraceCursor, wipeoutReason, type ProblemSketch, type Reason, type Trace } from '../../trace/index.ts';
import { DEFAULT_SETTINGS, type AlgorithmSettings } from '../settings/index.ts';

/** The puzzle a first visit opens on, and the lesson's puzzle (a file under /puzzles/). */
export const FIRST_PUZZLE = 'lesson-8x8.grid';

/** The idea a chapter stops on. */
export type TeachingKind = 'backtrack' | 'wipeout' | 'arc-prune';

export interface Chapter {
  id: 'backtracking' | 'forward-checking' | 'arc-consistency';
  /** The settings the chapter runs with (every algorithm setting, so the run is always the same). */
  settings: AlgorithmSettings;
  stopAt: TeachingKind;
}

/** The textbook's plain search: the defaults without AC-3, in static order (each chapter sets its inference). */
const textbook: Omit<AlgorithmSettings, 'inference'> = { ...DEFAULT_SETTINGS, ac3: false, variableOrder: 'static' };

/** The three chapters, in order: each adds one idea to the one before, on the same puzzle and order. */
export const CHAPTERS: readonly Chapter[] = [
  { id: 'backtracking', settings: { ...textbook, inference: 'none' }, stopAt: 'backtrack' },
  { id: 'forward-checking', settings: { ...textbook, inference: 'fc' }, stopAt: 'wipeout' },
  { id: 'arc-consistency', settings: { ...textbook, inference: 'mac' }, stopAt: 'arc-prune' },
];

/** A step of the trace that shows a chapter's idea. */
export interface TeachingStep {
  kind: TeachingKind;
  /** The position just after the event (what the board shows when the cursor is there). */
  position: number;
  /** The slot the event is about: taken back, emptied, or pruned. */
  variable: number;
  /** The word (value) taken back or pruned; -1 for a wipe-out. */
  value: number;
  /**
   * The slot that explains it, or -1: the crossing slot whose letter differs, or the slot that
   * already holds the same word (a clash); the slot just filled (a wipe-out); the arc's other end.
   */
  other: number;
  /** The other slot's word at that step, or -1 when it is empty. */
  otherValue: number;
  /** Why, as data (the constraint's kind, the slots and words): null for a dead end below the word. */
  reason: Reason | null;
}

/** The slot a reason names beside the one it is about, or -1. */
function otherIn(reason: Reason | null): number {
  if (!reason) return -1;
  return reason.kind === 'crossing' || reason.kind === 'same-value' || reason.kind === 'sign' || reason.kind === 'constraint' ? reason.other : -1;
}

/**
 * Finds the first step of one kind in a trace that may still be growing: call `next()` after
 * events arrive; it scans only the new ones and returns the step once found.
 *
 * - `backtrack`: the first word taken back (with the clash that caused it, when a check failed);
 * - `wipeout`: the first slot whose domain inference empties (forward checking finds the dead end
 *   before the search reaches that slot);
 * - `arc-prune`: the first word removed by revising an arc between two slots that are both still
 *   empty (what arc consistency adds to forward checking, which only looks at the slot just filled).
 */
export class StepFinder {
  private scanned = 0;
  private readonly cursor: TraceCursor;
  found: TeachingStep | null = null;

  constructor(
    readonly trace: Trace,
    /** The problem: each constraint's kind and variables (crossings: the two slots and their letters). */
    readonly sketch: ProblemSketch,
    readonly kind: TeachingKind,
  ) {
    this.cursor = new TraceCursor(trace);
  }

  /** The assignment just before event i (read it before the next call). */
  private valuesBefore(i: number): Int32Array {
    this.cursor.seek(i);
    return this.cursor.values;
  }

  private step(kind: TeachingKind, i: number, variable: number, value: number, reason: Reason | null, values: Int32Array): TeachingStep {
    const other = otherIn(reason);
    return { kind, position: i + 1, variable, value, other, otherValue: other >= 0 ? (values[other] ?? -1) : -1, reason };
  }

  next(): TeachingStep | null {
    if (this.found) return this.found;
    const t = this.trace;
    for (let i = this.scanned; i < t.recorded; i++) {
      const type = t.type(i);
      if (this.kind === 'backtrack' && type === EventCode.backtrack) {
        const variable = t.variable(i);
        // The check that failed, if the word was taken back for a clash (not after a dead end below):
        // a crossing whose letters differ, or the rule that one word may not fill two slots.
        const clash = i > 0 && t.type(i - 1) === EventCode.conflict && t.variable(i - 1) === variable;
        const values = this.valuesBefore(clash ? i - 1 : i);
        const reason = clash ? conflictReason(this.sketch, t.value(i - 1), variable, values) : null;
        this.found = this.step('backtrack', i, variable, t.value(i), reason, values);
      } else if (this.kind === 'wipeout' && type === EventCode.wipeout && t.variable(i) >= 0) {
        const variable = t.variable(i);
        const values = this.valuesBefore(i);
        const reason = wipeoutReason(this.sketch, t.value(i), variable, lastPrunedValue(t, i), values);
        this.found = this.step('wipeout', i, variable, -1, reason, values);
      } else if (this.kind === 'arc-prune' && type === EventCode.prune) {
        const variable = t.variable(i);
        const values = this.valuesBefore(i);
        const reason = pruneReason(this.sketch, t.extra(i), variable, t.value(i), values);
        // Arc consistency's own idea: a crossing between two open slots (not the slot just filled).
        if (reason.kind === 'crossing' && reason.otherValue < 0) this.found = this.step('arc-prune', i, variable, t.value(i), reason, values);
      }
      if (this.found) {
        this.scanned = i + 1;
        return this.found;
      }
    }
    this.scanned = t.recorded;
    return null;
  }
}

/** Where a step sits in a trace: the first step of its kind, searched from the start. */
export function findTeachingStep(trace: Trace, sketch: ProblemSketch, kind: TeachingKind): TeachingStep | null {
  return new StepFinder(trace, sketch, kind).next();
}

/** A chapter's why: a message key under `lesson.why` and its values. */
export interface LessonWhy {
  key: 'backtrackClash' | 'backtrackSame' | 'backtrackDeadEnd' | 'wipeout' | 'wipeoutSame' | 'wipeoutOpen' | 'arcPrune';
  values: { slot: string; word: string; other: string; otherWord: string; letter: string; otherLetter: string };
}

/** How the lesson names slots and words (the run's layout and dictionary). */
export interface LessonNames {
  slot(slot: number): string;
  /** The word of value `value` in slot `slot` ('?' when unknown). */
  word(slot: number, value: number): string;
}

/**
 * The sentence of a chapter's step, chosen by the step's reason: a clash at a crossing is said as
 * two letters that differ; the same word in two slots as a repeated word; a wipe-out by the slot
 * just filled, or by an open crossing slot.
 */
export function lessonWhy(step: TeachingStep, names: LessonNames): LessonWhy {
  const r = step.reason;
  const letterOf = (slot: number, value: number, pos: number) => (Array.from(names.word(slot, value))[pos] ?? '?').toUpperCase();
  const values = {
    slot: names.slot(step.variable),
    word: names.word(step.variable, step.value),
    other: step.other >= 0 ? names.slot(step.other) : '?',
    otherWord: names.word(step.other, step.otherValue),
    letter: '',
    otherLetter: '',
  };
  if (r?.kind === 'crossing') {
    if (r.value >= 0) values.letter = letterOf(r.variable, r.value, r.position);
    if (r.otherValue >= 0) values.otherLetter = letterOf(r.other, r.otherValue, r.otherPosition);
  }
  switch (step.kind) {
    case 'backtrack':
      if (r?.kind === 'crossing') return { key: 'backtrackClash', values };
      if (r?.kind === 'same-value') return { key: 'backtrackSame', values };
      return { key: 'backtrackDeadEnd', values };
    case 'wipeout':
      if (r?.kind === 'same-value') return { key: 'wipeoutSame', values };
      if (r?.kind === 'crossing' && r.otherValue < 0) return { key: 'wipeoutOpen', values };
      return { key: 'wipeout', values };
    case 'arc-prune':
      return { key: 'arcPrune', values };
  }
}

/** What to change when a crossword has no fill: a message key under `lesson.hint` and its values. */
export interface NoFillHint {
  key: 'emptySlot' | 'noBlocks' | 'ac3' | 'search';
  values: Record<string, string | number>;
}

export interface NoFillInput {
  /** Slot names and lengths, and whether the board has any block. */
  slots: readonly { name: string; length: number }[];
  hasBlocks: boolean;
  /** Slots no word fits before search (the model's finding). */
  emptySlots: readonly { slot: number }[];
  trace: Trace | null;
  dictionary: string;
  /** Words of a length in the dictionary. */
  wordsOfLength(length: number): number;
}

/**
 * Why a crossword run found no fill, as the change that could help: the first slot no word fits
 * (shorten it, or a bigger dictionary), an open board (add blocks), the slot AC-3 emptied before
 * search (shorten it or cut a crossing), or a search that tried everything.
 */
export function noFillHint(input: NoFillInput): NoFillHint {
  const { slots, dictionary } = input;
  const slotValues = (index: number) => {
    const slot = slots[index];
    const length = slot?.length ?? 0;
    return { slot: slot?.name ?? '?', length, count: input.wordsOfLength(length), dictionary };
  };
  const empty = input.emptySlots[0];
  if (empty) return { key: 'emptySlot', values: slotValues(empty.slot) };
  // "Every slot is N letters long": only true of a square board (a wider one has two lengths).
  if (!input.hasBlocks && slots.length > 0 && slots.every((s) => s.length === slots[0]!.length)) return { key: 'noBlocks', values: slotValues(0) };
  const t = input.trace;
  if (t) {
    for (let i = 0; i < t.recorded; i++) {
      const type = t.type(i);
      if (type === EventCode.phase && t.value(i) === 1) break;
      if (type === EventCode.wipeout) return { key: 'ac3', values: slotValues(t.variable(i)) };
    }
  }
  return { key: 'search', values: { dictionary } };
}
