/**
 * What every board's view shares (the highlight of a cell, the event at a step, words and digits
 * as text) and the sentence describing the current event. Each kind's board view — what its board
 * shows at a step, derived and never stored — lives in its folder (kinds/crossword/view.ts,
 * kinds/numbers/view.ts).
 */
import type { CrosswordLayout, Slot } from '../puzzles/crossword/index.ts';
import { SYMBOLS } from '../puzzles/digits.ts';
import { EventCode } from '../worker/protocol.ts';
import type { NumberPuzzle } from './numbers.ts';
import type { Trace } from './trace.ts';

/** Highlight of a cell; never shown by colour alone (see index.css: outlines, stripes, icons). */
export type CellMark = 'select' | 'assign' | 'backtrack' | 'prune' | 'conflict' | 'solution' | '';


export interface StepEvent {
  type: number;
  variable: number;
  value: number;
  extra: number;
}

export type Words = Record<number, string[]>;

export function wordOf(words: Words | null, slot: Slot | undefined, value: number): string {
  if (!slot || !words || value < 0) return '';
  return words[slot.length]?.[value] ?? '';
}

export function eventAt(trace: Trace, position: number): StepEvent | null {
  const i = position - 1;
  if (i < 0 || i >= trace.recorded) return null;
  return { type: trace.type(i), variable: trace.variable(i), value: trace.value(i), extra: trace.extra(i) };
}

function prunedWords(n: number): string {
  return `${n.toLocaleString('en')} pruned word${n === 1 ? '' : 's'}`;
}

/** One sentence for the event that led to `position`. */
export function describeStep(trace: Trace, position: number, layout: CrosswordLayout, words: Words | null): string {
  if (position === 0) return 'Start: nothing assigned yet.';
  if (position > trace.recorded) return `Snapshot near step ${position.toLocaleString('en')} (the trace was thinned here; single events are not kept).`;
  const e = eventAt(trace, position);
  if (!e) return '';
  const slot = layout.slots[e.variable];
  const name = slot?.name ?? `slot ${e.variable}`;
  const word = (v: number) => `“${wordOf(words, slot, v) || '?'}”`;
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0 ? '⚙ AC-3 before search: making every crossing arc consistent.' : '⚙ Search begins.';
    case EventCode.select:
      return `◎ Choose ${name} next (${e.value.toLocaleString('en')} words left, depth ${e.extra}).`;
    case EventCode.assign:
      return `→ Assign ${name} = ${word(e.value)} (depth ${e.extra}).`;
    case EventCode.prune:
      return `✂ Prune: ${word(e.value)} no longer fits ${name}.`;
    case EventCode.wipeout:
      return slot ? `✕ Wipe-out: no word is left for ${name}.` : '✕ Wipe-out: a domain is empty.';
    case EventCode.conflict:
      return `✕ Conflict: ${name} clashes with an assigned slot.`;
    case EventCode.backtrack:
      return `↩ Backtrack: take ${word(e.value)} out of ${name}${e.extra > 0 ? ` (restores ${prunedWords(e.extra)})` : ''}.`;
    case EventCode.set:
      return e.value >= 0 ? `⇢ Jump: ${name} = ${word(e.value)}.` : `⇢ ${name} is emptied (${word(e.extra)} taken back).`;
    case EventCode.restart:
      return `⟲ Restart ${e.variable}: back to the empty board${e.extra > 0 ? ` (restores ${prunedWords(e.extra)})` : ''}, keeping the dom/wdeg weights.`;
    case EventCode.backjump:
      return `⤺ Backjump: no word is left for ${name}, so the search jumps back to depth ${e.value}, taking back every word placed since${e.extra > 0 ? ` (restores ${prunedWords(e.extra)})` : ''}.`;
    case EventCode.solution:
      return `✓ Solution ${e.variable + 1} found.`;
    default:
      return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Sudoku and Futoshiki

/** A digit as the board writes it (16 x 16 Sudoku uses A-G for 10-16). */
export function digitText(digit: number): string {
  return digit > 0 ? (SYMBOLS[digit - 1] ?? '?') : '';
}


/** "r3c5" for a cell of an N x N board. */
export function cellName(cell: number, size: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/** One sentence for the event that led to `position` on a Sudoku or Futoshiki. */
export function describeNumberStep(trace: Trace, position: number, puzzle: NumberPuzzle, constraints: string[] | null): string {
  if (position === 0) return 'Start: only the givens are placed.';
  if (position > trace.recorded) return `Snapshot near step ${position.toLocaleString('en')} (the trace was thinned here; single events are not kept).`;
  const e = eventAt(trace, position);
  if (!e) return '';
  const name = e.variable >= 0 ? cellName(e.variable, puzzle.size) : 'a cell';
  const digit = (v: number) => digitText(v + 1);
  const why = (c: number) => (constraints?.[c] ? ` (${constraints[c]})` : '');
  switch (e.type) {
    case EventCode.phase:
      return e.value === 0 ? '⚙ AC-3 before search: removing digits no constraint allows.' : '⚙ Search begins.';
    case EventCode.select:
      return `◎ Choose ${name} next (${e.value} candidate${e.value === 1 ? '' : 's'} left, depth ${e.extra}).`;
    case EventCode.assign:
      return `→ Place ${digit(e.value)} in ${name} (depth ${e.extra}).`;
    case EventCode.prune:
      return `✂ Prune: ${digit(e.value)} is no longer possible in ${name}.`;
    case EventCode.wipeout:
      return `✕ Wipe-out: no digit is left for ${name}${why(e.value)}.`;
    case EventCode.conflict:
      return `✕ Conflict: ${name} breaks a constraint${why(e.value)}.`;
    case EventCode.backtrack:
      return `↩ Backtrack: take ${digit(e.value)} out of ${name}${e.extra > 0 ? ` (restores ${e.extra.toLocaleString('en')} pruned candidates)` : ''}.`;
    case EventCode.backjump:
      return `⤺ Backjump: no digit is left for ${name}, so the search jumps back to depth ${e.value}, taking back every digit placed since${e.extra > 0 ? ` (restores ${e.extra.toLocaleString('en')} pruned candidates)` : ''}.`;
    case EventCode.set:
      return `⇢ Jump: ${name} = ${e.value >= 0 ? digit(e.value) : 'empty'}.`;
    case EventCode.solution:
      return `✓ Solution ${e.variable + 1} found.`;
    default:
      return '';
  }
}
