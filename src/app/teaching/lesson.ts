/**
 * The guided lesson and the first Solve: the puzzle the app opens on, the three chapters (plain
 * backtracking, forward checking, arc consistency), the step of a recorded search that shows each
 * chapter's idea, and the hint shown when a board has no fill. Pure: it reads a Trace and the
 * constraint scopes, and returns positions and message keys (the components translate them).
 */
import { EventCode, TraceCursor, type Trace } from '../../trace/index.ts';
import type { AlgorithmSettings } from '../settings/index.ts';

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

const textbook: Omit<AlgorithmSettings, 'inference'> = {
  ac3: false,
  variableOrder: 'static',
  valueOrder: 'lex',
  allSolutions: false,
  reuse: false,
  timeLimitSeconds: 0,
  seed: 1,
  alldiff: 'gac',
  restarts: false,
  backjump: false,
  strategy: 'dfs',
};

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
  /** The crossing slot that explains it (the clash, the slot just filled, the arc's other end), or -1. */
  other: number;
  /** The other slot's word at that step, or -1 when it is empty. */
  otherValue: number;
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
    /** Each constraint's variables (crossings: the two slots). */
    readonly scopes: readonly (readonly number[])[],
    readonly kind: TeachingKind,
  ) {
    this.cursor = new TraceCursor(trace);
  }

  private otherOf(constraint: number, variable: number): number {
    return this.scopes[constraint]?.find((v) => v !== variable) ?? -1;
  }

  /** The value of `variable` just before event i. */
  private valueBefore(i: number, variable: number): number {
    if (variable < 0) return -1;
    this.cursor.seek(i);
    return this.cursor.values[variable] ?? -1;
  }

  next(): TeachingStep | null {
    if (this.found) return this.found;
    const t = this.trace;
    for (let i = this.scanned; i < t.recorded; i++) {
      const type = t.type(i);
      if (this.kind === 'backtrack' && type === EventCode.backtrack) {
        const variable = t.variable(i);
        // The check that failed, if the word was taken back for a clash (not after a dead end below).
        const conflict = i > 0 && t.type(i - 1) === EventCode.conflict && t.variable(i - 1) === variable ? t.value(i - 1) : -1;
        const other = conflict >= 0 ? this.otherOf(conflict, variable) : -1;
        this.found = { kind: 'backtrack', position: i + 1, variable, value: t.value(i), other, otherValue: this.valueBefore(i, other) };
      } else if (this.kind === 'wipeout' && type === EventCode.wipeout) {
        const variable = t.variable(i);
        const other = this.otherOf(t.value(i), variable);
        this.found = { kind: 'wipeout', position: i + 1, variable, value: -1, other, otherValue: this.valueBefore(i, other) };
      } else if (this.kind === 'arc-prune' && type === EventCode.prune) {
        const variable = t.variable(i);
        const other = this.otherOf(t.extra(i), variable);
        if (other >= 0 && this.valueBefore(i, other) < 0) {
          this.found = { kind: 'arc-prune', position: i + 1, variable, value: t.value(i), other, otherValue: -1 };
        }
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
export function findTeachingStep(trace: Trace, scopes: readonly (readonly number[])[], kind: TeachingKind): TeachingStep | null {
  return new StepFinder(trace, scopes, kind).next();
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
  if (!input.hasBlocks && slots.length > 0) return { key: 'noBlocks', values: slotValues(0) };
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
