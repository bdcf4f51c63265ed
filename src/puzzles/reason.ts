/**
 * Why no solution, said as data: each kind's minimal reason (crossword/reason.ts,
 * numbers/reason.ts, queens/reason.ts, model/reason.ts) comes with one sentence as a message key
 * and its parameters (`ReasonSentence`), which the app shows in the interface's language (the keys
 * live under `names.reason` in src/app/i18n/locales) and the CLI in English (`reasonEnglish`, from
 * the English texts below, which a test holds equal to the app's English). A parameter is a
 * number, a text shown as it is (a cell's name r3c5, a word, a model's constraint), or another
 * message (a slot's name, a list).
 */
import type { ReasonResult } from '../solver/index.ts';

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

/**
 * The English texts of the reasons' keys: the same as `names.reason` (and the few other `names`
 * keys a reason uses) in src/app/i18n/locales/en.ts, checked by tests/reason/text.test.ts.
 */
export const REASON_ENGLISH: Readonly<Record<string, string>> = {
  'names.across': '{{n}}-Across',
  'names.down': '{{n}}-Down',
  'names.queenLine.column': 'column',
  'names.queenLine.rising': '↗ diagonal',
  'names.queenLine.falling': '↘ diagonal',
  'names.reason.solvable': 'the puzzle has a solution: there is no reason to find',
  'names.reason.unknown': 'no reason found in the time: not even the whole puzzle was proven to have no solution',
  'names.reason.list.two': '{{a}} and {{b}}',
  'names.reason.list.more': '{{first}}, {{rest}}',
  'names.reason.slot.empty': 'no word of this list fits {{slot}} ({{pattern}})',
  'names.reason.slot.crossing': '{{a}} and {{b}} cannot be filled together from this list: no word of {{a}} fits {{b}} where they cross',
  'names.reason.slot.sameWord': '{{a}} and {{b}} cannot be filled together from this list: where they cross, only the same word fits both, and a word may not be used twice',
  'names.reason.slot.onlyWord': '{{a}} and {{b}} cannot be filled together from this list: {{word}} is the only word that fits either, and a word may not be used twice',
  'names.reason.slot.chain': '{{a}}, {{b}} and {{c}} cannot be filled together from this list: every word of {{a}} that fits {{b}} leaves {{c}} no word',
  'names.reason.slot.together': '{{slots}} cannot be filled together from this list',
  'names.reason.slot.starved': 'at minimum score {{minScore}}: {{reason}}; without the minimum score they can be filled ({{fill}})',
  'names.reason.slot.word': '{{slot}} {{word}}',
  'names.reason.slot.wordScore': '{{slot}} {{word}} (score {{score}})',
  'names.reason.unit.row': 'row {{n}}',
  'names.reason.unit.column': 'column {{n}}',
  'names.reason.unit.box': 'box {{n}}',
  'names.reason.digits.given': '{{cell}} = {{digit}}',
  'names.reason.digits.sign': '{{a}} < {{b}}',
  'names.reason.digits.clash': 'the givens {{a}} and {{b}} are both {{digit}} in {{unit}}',
  'names.reason.digits.givens_one': 'this given already has no completion: {{givens}}',
  'names.reason.digits.givens_other': 'these {{count}} givens already have no completion: {{givens}}',
  'names.reason.digits.signs_one': 'this sign already has no completion: {{signs}}',
  'names.reason.digits.signs_other': 'these {{count}} signs already have no completion: {{signs}}',
  'names.reason.digits.both': 'these givens and signs already have no completion: {{givens}}; {{signs}}',
  'names.reason.digits.board': 'the empty board has no completion',
  'names.reason.queens.at': 'row {{row}}, column {{column}}',
  'names.reason.queens.attack': 'the queens at {{a}} and {{b}} attack each other along a {{line}}',
  'names.reason.queens.placed_one': 'no solution keeps this queen: {{queens}}',
  'names.reason.queens.placed_other': 'no solution keeps these {{count}} queens: {{queens}}',
  'names.reason.queens.board': 'a {{n}} × {{n}} board has no solution, even without the queens placed',
  'names.reason.model.where.line': 'line {{n}}',
  'names.reason.model.where.lines': 'lines {{list}}',
  'names.reason.model.where.fznLine': 'line {{n}} of the FlatZinc',
  'names.reason.model.where.fznLines': 'lines {{list}} of the FlatZinc',
  'names.reason.model.one': '{{where}} has no solution in the variables’ domains: {{constraint}}',
  'names.reason.model.oneLine': 'the constraints of {{where}} have no solution together in the variables’ domains: {{constraints}}',
  'names.reason.model.contradict': '{{where}} contradict each other: {{constraints}} have no solution together in the variables’ domains',
  'names.reason.model.domains': 'the variables’ domains alone leave no solution',
};

const PLURAL = new Intl.PluralRules('en');

/** A reason's sentence in English, as i18next renders the same keys (plural forms by `count`). */
export function reasonEnglish(sentence: ReasonParam): string {
  if (typeof sentence === 'string') return sentence;
  if (typeof sentence === 'number') return String(sentence);
  const { key, params } = sentence;
  const count = params.count;
  const template = (typeof count === 'number' ? REASON_ENGLISH[`${key}_${PLURAL.select(count)}`] : undefined) ?? REASON_ENGLISH[key];
  if (template === undefined) throw new RangeError(`no English text for ${key}`);
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : reasonEnglish(value);
  });
}
