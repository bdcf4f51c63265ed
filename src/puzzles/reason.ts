/**
 * Why no solution, said as data: each kind's minimal reason (crossword/reason.ts,
 * numbers/reason.ts, queens/reason.ts, model/reason.ts) comes with one sentence as a message key
 * and its parameters (`ReasonSentence`), which the app shows in the interface's language (the keys
 * live under `names.reason` in src/text/locales/<lang>/core.json) and the CLI in English
 * (`reasonEnglish`, from the same English texts). A parameter is a
 * number, a text shown as it is (a cell's name r3c5, a word, a model's constraint), or another
 * message (a slot's name, a list).
 */
import type { ReasonResult } from '../solver/index.ts';
import { english } from '../text/index.ts';

export type ReasonParam = string | number | ReasonSentence;

export interface ReasonSentence {
  readonly key: string;
  readonly params: Readonly<Record<string, ReasonParam>>;
}

/** A kind's reason: the engine's result (part indices), what the kind says of those parts, and the sentence. */
export interface PuzzleReason<D> {
  readonly result: ReasonResult;
  /** The parts as the kind names them (slots, givens, queens, constraints), with the facts the sentence states. */
  readonly detail: D;
  readonly sentence: ReasonSentence;
  /** The sentence in English (the CLI's words). */
  readonly english: string;
}

export const say = (key: string, params: Record<string, ReasonParam> = {}): ReasonSentence => ({ key, params });

/**
 * A kind's reason from the engine's result: its sentence (`said`, asked only when a reason was
 * found), or, when none was, that the puzzle has a solution or that not even the whole puzzle could
 * be proven without one in the budget.
 */
export function puzzleReason<D>(result: ReasonResult, detail: D, said: () => ReasonSentence): PuzzleReason<D> {
  const sentence = result.status === 'solvable' ? say('names.reason.solvable') : result.status === 'unknown' ? say('names.reason.unknown') : said();
  return { result, detail, sentence, english: reasonEnglish(sentence) };
}

/** Items as one list: "a", "a and b", "a, b and c" (each language joins them its own way). */
export function listOf(items: readonly ReasonParam[]): ReasonParam {
  if (items.length === 0) return '';
  if (items.length === 1) return items[0]!;
  if (items.length === 2) return say('names.reason.list.two', { a: items[0]!, b: items[1]! });
  return say('names.reason.list.more', { first: items[0]!, rest: listOf(items.slice(1)) });
}

/** A crossword slot's name as a message ("1-Across"). */
export const slotName = (number: number, direction: 'across' | 'down'): ReasonSentence => say(direction === 'across' ? 'names.across' : 'names.down', { n: number });

/** A reason's sentence in English, from the English texts (src/text/locales/en/core.json) as i18next renders them. */
export function reasonEnglish(sentence: ReasonParam): string {
  if (typeof sentence === 'string') return sentence;
  if (typeof sentence === 'number') return String(sentence);
  const text = english(sentence);
  if (text === sentence.key) throw new RangeError(`no English text for ${sentence.key}`);
  return text;
}
