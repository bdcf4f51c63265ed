/**
 * Why a crossword has no fill: a minimal set of its slots that cannot be filled together from the
 * word list (src/solver/reason). The sub-puzzle of some slots is the layout with those slots alone:
 * their crossings among themselves, their given letters, the words already in the grid, and the
 * rule that a word fills one slot (unless reuse). Each slot of the reason comes with its pattern
 * and how many words fit it alone; the sentence says only what was checked (a crossing that no
 * pair of words agrees on is searched again with reuse allowed before it is blamed).
 *
 * "Unfillable at minimum score N" (`withoutBound`): the reason is found with the bounded list,
 * then its slots are filled from the list without the bound; when they can be, the bound is what
 * starves them, and that fill is the evidence.
 */
import {
  drainReason,
  minimalReason,
  searchOracle,
  solve,
  type Oracle,
  type ReasonOptions,
  type ReasonProgress,
  type ReasonResult,
  type SearchOptions,
} from '../../solver/index.ts';
import { listOf, puzzleReason, say, slotName, type PuzzleReason, type ReasonSentence } from '../reason.ts';
import { crosswordVariables, FILL_SEARCH } from './defaults.ts';
import type { CrosswordLayout, Slot } from './layout.ts';
import { buildCrosswordModel } from './model.ts';
import type { WordIndex } from './wordIndex.ts';

export interface SlotFacts {
  /** Index in `layout.slots`. */
  slot: number;
  /** "1-Across". */
  name: string;
  /** Its given letters, `?` for an open cell ("??a??"). */
  pattern: string;
  /** Words of the list that fit it alone (length, given letters, not already in the grid). */
  fit: number;
}

/** A word of the fill that proves the score bound starves the slots. */
export interface StarvedWord {
  slot: string;
  word: string;
  /** Its score in a scored list (absent without one). */
  score?: number | undefined;
}

export interface CrosswordReasonDetail {
  slots: SlotFacts[];
  /**
   * With `withoutBound`, when the reason's slots can be filled from the list without the minimum
   * score: that score, and such a fill (the bound is what starves them).
   */
  starved?: { minScore: number; fill: StarvedWord[] } | undefined;
}

export interface CrosswordReasonOptions extends ReasonOptions {
  /** One word may fill several slots (default false). */
  reuse?: boolean | undefined;
  /** The search each question runs (default: the fill settings). */
  search?: Partial<SearchOptions> | undefined;
  /** The model searched (default: as `crosswordVariables` chooses for `search`). */
  variables?: 'slots' | 'cells' | undefined;
  /** Nodes one question may search (default no limit): past them it counts as unknown. */
  nodeLimit?: number | undefined;
  /** The list without the minimum score (bans kept), the score, and each word's score. */
  withoutBound?: { index: WordIndex; minScore: number; score?: ((word: string) => number) | undefined } | undefined;
}

/** The layout with only the slots `parts` (indices into `layout.slots`), renumbered as its variables. */
export function slotsAlone(layout: CrosswordLayout, parts: readonly number[]): CrosswordLayout {
  return { ...layout, slots: parts.map((s, i): Slot => ({ ...layout.slots[s]!, index: i })) };
}

function sharesCell(a: Slot, b: Slot): boolean {
  return a.cells.some((c) => b.cells.includes(c));
}

/** A minimal reason why `layout` has no fill from `index`, with progress after each question. */
export function* crosswordReason(layout: CrosswordLayout, index: WordIndex, options: CrosswordReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<CrosswordReasonDetail>> {
  const search = options.search ?? FILL_SEARCH;
  const variables = options.variables ?? crosswordVariables(search);
  const oracleOver = (words: WordIndex, reuse: boolean): Oracle =>
    searchOracle(
      (parts) => {
        const model = buildCrosswordModel(slotsAlone(layout, parts), words, { reuse, variables });
        return model.emptySlots.length > 0 ? null : model.problem;
      },
      { search, nodeLimit: options.nodeLimit },
    );
  const reuse = options.reuse ?? false;
  const oracle = oracleOver(index, reuse);
  const result = yield* minimalReason(layout.slots.length, oracle, options);

  // Each slot alone: its pattern and the words that fit it.
  const alone = buildCrosswordModel(layout, index, { reuse, variables: 'slots' }).problem.variables;
  const facts = (s: number): SlotFacts => {
    const slot = layout.slots[s]!;
    const v = alone[s]!;
    return { slot: s, name: slot.name, pattern: slot.cells.map((c) => layout.given[c] || '?').join(''), fit: v.initial ? v.initial.length : v.size };
  };
  const slots = result.parts.map(facts);
  // Later questions (for the sentence, for a fill without the bound) get what the reason left of the budget, as one call.
  const timeLeft = Math.min(options.callTimeLimitMs ?? Infinity, Math.max(0, (options.timeLimitMs ?? Infinity) - result.timeMs));
  const ask = (o: Oracle, parts: number[]) => o(parts, { timeLimitMs: timeLeft, signal: options.signal });
  let sentence = reasonSentence(layout, index, result, slots, (parts) => ask(oracle, parts), reuse ? null : (parts) => ask(oracleOver(index, true), parts));

  let starved: CrosswordReasonDetail['starved'];
  const unbounded = options.withoutBound;
  if (unbounded && result.status === 'found' && result.parts.length > 0) {
    const fill = fillOf(slotsAlone(layout, result.parts), unbounded.index, reuse, variables, search, timeLeft);
    if (fill) {
      starved = {
        minScore: unbounded.minScore,
        fill: fill.map(({ slot, word }) => (unbounded.score ? { slot, word, score: unbounded.score(word) } : { slot, word })),
      };
      const words = starved.fill.map((w, k) => {
        const name = slotName(layout.slots[result.parts[k]!]!.number, layout.slots[result.parts[k]!]!.direction);
        return w.score === undefined ? say('names.reason.slot.word', { slot: name, word: w.word }) : say('names.reason.slot.wordScore', { slot: name, word: w.word, score: w.score });
      });
      sentence = say('names.reason.slot.starved', { minScore: unbounded.minScore, reason: sentence, fill: listOf(words) });
    }
  }
  return puzzleReason(result, starved ? { slots, starved } : { slots }, () => sentence);
}

/** `crosswordReason` run to its end. */
export function findCrosswordReason(layout: CrosswordLayout, index: WordIndex, options: CrosswordReasonOptions = {}): PuzzleReason<CrosswordReasonDetail> {
  return drainReason(crosswordReason(layout, index, options));
}

/** A fill of `layout` from `index` (each slot's word), or null when none was found in the time. */
function fillOf(layout: CrosswordLayout, index: WordIndex, reuse: boolean, variables: 'slots' | 'cells', search: Partial<SearchOptions>, timeLimitMs: number): { slot: string; word: string }[] | null {
  const model = buildCrosswordModel(layout, index, { reuse, variables });
  if (model.emptySlots.length > 0) return null;
  const found = solve(model.problem, { ...search, strategy: 'dfs', maxSolutions: 1, timeLimitMs });
  const values = found.solutions[0];
  if (!values) return null;
  return layout.slots.map((slot, s) => ({ slot: slot.name, word: model.word(s, values[s]!) }));
}

/**
 * The one sentence for the reason's slots, saying only what holds: a slot no word fits; two
 * crossing slots no pair of words agrees on (or agrees on only with one word twice); two slots
 * whose only word is the same; three slots where a crossing pair can be filled but never with a
 * word left for the third; else that the slots cannot be filled together.
 */
function reasonSentence(
  layout: CrosswordLayout,
  index: WordIndex,
  result: ReasonResult,
  slots: readonly SlotFacts[],
  solvable: (parts: number[]) => ReturnType<Oracle>,
  solvableWithReuse: ((parts: number[]) => ReturnType<Oracle>) | null,
): ReasonSentence {
  const slotOf = (f: SlotFacts) => layout.slots[f.slot]!;
  const name = (f: SlotFacts) => slotName(slotOf(f).number, slotOf(f).direction);
  const together = say('names.reason.slot.together', { slots: listOf(slots.map(name)) });
  if (result.status !== 'found') return together;
  if (slots.length === 1 && slots[0]!.fit === 0) return say('names.reason.slot.empty', { slot: name(slots[0]!), pattern: slots[0]!.pattern });
  if (slots.length === 2) {
    const [a, b] = slots as [SlotFacts, SlotFacts];
    if (sharesCell(slotOf(a), slotOf(b))) {
      // Unsolvable even when a word may repeat: the crossing letters themselves never agree.
      const withReuse = solvableWithReuse ? solvableWithReuse([a.slot, b.slot]) : 'unsat';
      if (withReuse === 'unsat') return say('names.reason.slot.crossing', { a: name(a), b: name(b) });
      if (withReuse === 'sat') return say('names.reason.slot.sameWord', { a: name(a), b: name(b) });
      return together;
    }
    const words = (f: SlotFacts) => {
      const model = buildCrosswordModel(slotsAlone(layout, [f.slot]), index, { variables: 'slots' });
      // The one word left: the pattern's match, or the only word of its length.
      const v = model.problem.variables[0]!;
      const values = v.initial ?? (v.size === 1 ? [0] : []);
      return values.length === 1 ? model.word(0, values[0]!) : null;
    };
    // Two slots apart: the rule that a word fills one slot, when one word is all either can take.
    const only = a.fit === 1 && b.fit === 1 ? words(a) : null;
    if (only !== null && only === words(b)) return say('names.reason.slot.onlyWord', { a: name(a), b: name(b), word: only });
    return together;
  }
  if (slots.length === 3) {
    // A crossing pair that can be filled, the third crossing one of them.
    for (const [i, j, k] of [[0, 1, 2], [0, 2, 1], [1, 2, 0]] as const) {
      const [a, b, c] = [slots[i]!, slots[j]!, slots[k]!];
      if (!sharesCell(slotOf(a), slotOf(b)) || !(sharesCell(slotOf(c), slotOf(a)) || sharesCell(slotOf(c), slotOf(b)))) continue;
      // Minimal: every pair was proven to have a fill; else ask.
      if ((result.minimal ? 'sat' : solvable([a.slot, b.slot])) !== 'sat') continue;
      return say('names.reason.slot.chain', { a: name(a), b: name(b), c: name(c) });
    }
  }
  return together;
}
