/**
 * Why a crossword has no fill, found from the run itself (the compare view's reason column).
 */
import { search, type SearchOptions } from '../../solver/index.ts';
import type { Message } from '../../text/index.ts';
import { slotLabel } from './layout.ts';
import { Crossing, type CrosswordModel } from './model.ts';

/**
 * Why a crossword has no fill, found from the run itself: a slot the model leaves without a word
 * (`empty-slot`, before any search), or the slot whose domain AC-3 (or the first check) empties
 * (`wipeout`), with the words of its length and, for a few of them, the crossing that rules each out.
 */
export type NoFillReason =
  | { kind: 'empty-slot'; slot: string; label: Message; length: number; row: number; col: number; pattern: string; detail: Message }
  | {
      kind: 'wipeout';
      slot: string;
      /** The slot as people read it. */
      label: Message;
      length: number;
      row: number;
      col: number;
      /** Words of the slot's length that fit its given letters. */
      candidates: number;
      /** Up to five of them. */
      examples: string[];
      /** For each example, the crossing that offers no word with its letter there (none: ruled out through propagation). */
      blocked: { word: string; crossing: string; crossingLabel: Message; crossingLength: number; position: number; letter: string }[];
      /**
       * The constraint that emptied the slot: its crossings (absent, as before), or the rule that
       * one word may not fill two slots (`different-words`: the words left were already in other slots).
       */
      rule?: 'crossings' | 'different-words' | undefined;
    };

/**
 * Why a crossword has no fill. First the slots the model found empty before search. Otherwise the
 * same search is replayed with events up to the end of its preprocessing: the slot whose domain
 * AC-3 (or the first check) empties there is named, with the words of its length and, for up to
 * five of them, a crossing whose slot has no word with that letter in the shared cell. When the
 * failure only comes during search (every slot keeps words after preprocessing), nothing is said
 * here: the search itself proved there is no fill.
 */
export function whyNoFill(model: CrosswordModel, options: Partial<SearchOptions>): NoFillReason[] {
  const { layout, index } = model;
  if (model.emptySlots.length > 0) {
    return model.emptySlots.map((e) => ({
      kind: 'empty-slot',
      slot: e.slot.name,
      label: slotLabel(e.slot),
      length: e.slot.length,
      row: e.slot.row + 1,
      col: e.slot.col + 1,
      pattern: e.pattern,
      detail: e.reason,
    }));
  }
  let failed = -1;
  let by = -1;
  for (const event of search(model.problem, { ...options, record: true, maxSolutions: 1 })) {
    if ((event.type === 'wipeout' || event.type === 'conflict') && event.depth === 0) {
      failed = event.variable;
      by = event.constraint;
      break;
    }
    if (event.type === 'phase' && event.phase === 'search') break;
    if (event.type === 'done') break;
  }
  if (failed < 0 || failed >= model.slotCount) return [];
  const slot = layout.slots[failed]!;
  const bucket = index.bucket(slot.length);
  const pattern = slot.cells.map((c) => (layout.given[c] ? index.letterCode(layout.given[c]) : null));
  const fitting = !bucket || pattern.some((c) => c === -1) ? [] : bucket.match(pattern).map((i) => bucket.words[i]!);
  const examples = fitting.slice(0, 5);
  const blocked: Extract<NoFillReason, { kind: 'wipeout' }>['blocked'] = [];
  for (const word of examples) {
    const letters = Array.from(word);
    for (const [pos, cell] of slot.cells.entries()) {
      const other = layout.slots.find((s) => s !== slot && s.cells.includes(cell));
      if (!other) continue;
      const otherPos = other.cells.indexOf(cell);
      const code = index.letterCode(letters[pos]!);
      const otherBucket = index.bucket(other.length);
      const wanted = other.cells.map((c, p) => (p === otherPos ? code : layout.given[c] ? index.letterCode(layout.given[c]) : null));
      if (code < 0 || !otherBucket || wanted.some((c) => c === -1) || otherBucket.match(wanted).length === 0) {
        blocked.push({ word, crossing: other.name, crossingLabel: slotLabel(other), crossingLength: other.length, position: otherPos + 1, letter: letters[pos]! });
        break;
      }
    }
  }
  const reason: NoFillReason = { kind: 'wipeout', slot: slot.name, label: slotLabel(slot), length: slot.length, row: slot.row + 1, col: slot.col + 1, candidates: fitting.length, examples, blocked };
  // Emptied by the rule that words may not repeat, not by a crossing: say so, and blame no crossing.
  if (by >= 0 && !(model.problem.constraints[by] instanceof Crossing)) return [{ ...reason, blocked: [], rule: 'different-words' }];
  return [reason];
}
