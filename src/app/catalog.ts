/**
 * What the app offers: bundled dictionaries, sample puzzles, algorithm names and speeds. What the
 * user reads is a message (a key of src/app/i18n/locales and its values): components show it with
 * `t(m.key, m.values)`, so every label comes in the interface's language.
 */
import type { AllDiffForm, Inference, ValueOrder, VariableOrder } from '../solver/index.ts';
import type { PuzzleKind } from './numbers.ts';

/** A text of the interface: a message key and the values it interpolates. */
export interface Message {
  key: string;
  values: Record<string, string | number>;
}

const msg = (key: string, values: Message['values'] = {}): Message => ({ key, values });

export interface DictionaryEntry {
  id: string;
  /** The list's own name (English, as the lexicon is named). */
  label: string;
  /** What the picker shows, in the interface's language. */
  text: Message;
  url: string;
}

export const DICTIONARIES: readonly DictionaryEntry[] = [
  { id: 'english-common', label: 'English — everyday words (3,973)', text: msg('catalog.dictionary.englishCommon', { n: 3973 }), url: '/dictionaries/english-common.txt' },
  { id: 'english-63k', label: 'English — large (63k words)', text: msg('catalog.dictionary.english63k'), url: '/dictionaries/english-63k.txt' },
  { id: 'russian-nouns-51k', label: 'Russian nouns (51k words)', text: msg('catalog.dictionary.russianNouns'), url: '/dictionaries/russian-nouns-51k.txt' },
  { id: 'seed001-vocabulary', label: 'Seed 001 vocabulary (Cyrillic)', text: msg('catalog.dictionary.seed001'), url: '/puzzles/seed001-vocabulary.txt' },
];

export const CUSTOM_DICTIONARY = 'custom';
export const DEFAULT_DICTIONARY = 'english-common';

export interface SampleEntry {
  /** A file under /puzzles/, or `file#index` for one puzzle of a set (0-based). */
  file: string;
  label: Message;
  /** Crossword when absent. */
  kind?: PuzzleKind;
  /** Dictionary to switch to when the sample needs its own words. */
  dictionary?: string;
}

export const SAMPLES: readonly SampleEntry[] = [
  { file: 'seed000-p1.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 1, count: 5 }) },
  { file: 'seed000-p2.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 2, count: 6 }) },
  { file: 'seed000-p3.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 3, count: 6 }) },
  { file: 'seed000-p4.slots', label: msg('catalog.sample.seedPuzzle', { seed: '000', n: 4, count: 12 }) },
  { file: 'seed000-puzzles.txt', label: msg('catalog.sample.seed000All') },
  { file: 'seed001-example.slots', label: msg('catalog.sample.seed001Example'), dictionary: 'seed001-vocabulary' },
  { file: 'swordsmith-4x.grid', label: msg('catalog.sample.swordsmith', { size: '4 × 4' }) },
  { file: 'swordsmith-5x.grid', label: msg('catalog.sample.swordsmith', { size: '5 × 5' }) },
  { file: 'swordsmith-6x.grid', label: msg('catalog.sample.swordsmith', { size: '6 × 6' }) },
  { file: 'swordsmith-7xopen.grid', label: msg('catalog.sample.swordsmithOpen', { size: '7 × 7' }) },
  { file: 'swordsmith-9x.grid', label: msg('catalog.sample.swordsmith', { size: '9 × 9' }) },
  { file: 'swordsmith-15xcommon.grid', label: msg('catalog.sample.swordsmithCommon', { size: '15 × 15' }) },
  { file: 'swordsmith-15xjja.grid', label: msg('catalog.sample.swordsmithNamed', { size: '15 × 15', name: 'jja' }) },
  { file: 'swordsmith-15xopen.grid', label: msg('catalog.sample.swordsmithOpen', { size: '15 × 15' }) },
  { file: 'swordsmith-15xstairs.grid', label: msg('catalog.sample.swordsmithStairs', { size: '15 × 15' }) },
  { file: 'lattice-21x.grid', label: msg('catalog.sample.lattice', { size: '21 × 21' }) },
  { kind: 'sudoku', file: 'sudoku-own-4x4.txt#0', label: msg('catalog.sample.sizePuzzle', { size: '4 × 4', n: 1 }) },
  { kind: 'sudoku', file: 'sudoku-own-4x4.txt#1', label: msg('catalog.sample.sizePuzzle', { size: '4 × 4', n: 2 }) },
  { kind: 'sudoku', file: 'sudoku-top95.txt#0', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 1 }) },
  { kind: 'sudoku', file: 'sudoku-top95.txt#1', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 2 }) },
  { kind: 'sudoku', file: 'sudoku-top95.txt#5', label: msg('catalog.sample.setPuzzle', { set: 'top95', n: 6 }) },
  { kind: 'sudoku', file: 'sudoku-top95.txt', label: msg('catalog.sample.setAll', { set: 'top95', n: 95 }) },
  { kind: 'sudoku', file: 'sudoku-hardest.txt#0', label: msg('catalog.sample.setPuzzle', { set: 'hardest', n: 1 }) },
  { kind: 'sudoku', file: 'sudoku-hardest.txt#4', label: msg('catalog.sample.setPuzzle', { set: 'hardest', n: 5 }) },
  { kind: 'sudoku', file: 'sudoku-hardest.txt', label: msg('catalog.sample.setAll', { set: 'hardest', n: 11 }) },
  { kind: 'futoshiki', file: 'futoshiki-own-4x4.txt', label: msg('catalog.sample.futoshikiSigns', { size: '4 × 4' }) },
  { kind: 'futoshiki', file: 'futoshiki-own-5x5.txt', label: msg('catalog.sample.size', { size: '5 × 5' }) },
  { kind: 'futoshiki', file: 'futoshiki-own-6x6.txt', label: msg('catalog.sample.size', { size: '6 × 6' }) },
  { kind: 'futoshiki', file: 'futoshiki-own-7x7.txt', label: msg('catalog.sample.size', { size: '7 × 7' }) },
];

export function samplesOf(kind: PuzzleKind): SampleEntry[] {
  return SAMPLES.filter((s) => (s.kind ?? 'crossword') === kind);
}

/** The sample one click away from the empty board, per kind. */
export const QUICK_SAMPLES: Record<PuzzleKind, string> = {
  crossword: 'seed000-p4.slots',
  sudoku: 'sudoku-top95.txt#0',
  futoshiki: 'futoshiki-own-5x5.txt',
};
export const QUICK_SAMPLE = QUICK_SAMPLES.crossword;

export const KIND_CHOICES: readonly { value: PuzzleKind; label: Message }[] = [
  { value: 'crossword', label: msg('catalog.kind.crossword') },
  { value: 'sudoku', label: msg('catalog.kind.sudoku') },
  { value: 'futoshiki', label: msg('catalog.kind.futoshiki') },
];

export interface Choice<T extends string> {
  value: T;
  label: Message;
  /** One line for the tooltip. */
  hint: Message;
}

export const INFERENCE_CHOICES: readonly Choice<Inference>[] = [
  { value: 'none', label: msg('catalog.inference.none.label'), hint: msg('catalog.inference.none.hint') },
  { value: 'fc', label: msg('catalog.inference.fc.label'), hint: msg('catalog.inference.fc.hint') },
  { value: 'mac', label: msg('catalog.inference.mac.label'), hint: msg('catalog.inference.mac.hint') },
];

export const VARIABLE_ORDER_CHOICES: readonly Choice<VariableOrder>[] = [
  { value: 'static', label: msg('catalog.variableOrder.static.label'), hint: msg('catalog.variableOrder.static.hint') },
  { value: 'mrv', label: msg('catalog.variableOrder.mrv.label'), hint: msg('catalog.variableOrder.mrv.hint') },
  { value: 'mrv-degree', label: msg('catalog.variableOrder.mrvDegree.label'), hint: msg('catalog.variableOrder.mrvDegree.hint') },
  { value: 'dom-wdeg', label: msg('catalog.variableOrder.domWdeg.label'), hint: msg('catalog.variableOrder.domWdeg.hint') },
];

export const VALUE_ORDER_CHOICES: readonly Choice<ValueOrder>[] = [
  { value: 'lex', label: msg('catalog.valueOrder.lex.label'), hint: msg('catalog.valueOrder.lex.hint') },
  { value: 'reverse', label: msg('catalog.valueOrder.reverse.label'), hint: msg('catalog.valueOrder.reverse.hint') },
  { value: 'lcv', label: msg('catalog.valueOrder.lcv.label'), hint: msg('catalog.valueOrder.lcv.hint') },
  { value: 'random', label: msg('catalog.valueOrder.random.label'), hint: msg('catalog.valueOrder.random.hint') },
];

export const ALLDIFF_CHOICES: readonly Choice<AllDiffForm>[] = [
  { value: 'neq', label: msg('catalog.alldiff.neq.label'), hint: msg('catalog.alldiff.neq.hint') },
  { value: 'gac', label: msg('catalog.alldiff.gac.label'), hint: msg('catalog.alldiff.gac.hint') },
];

export const TIME_LIMITS: readonly { seconds: number; label: Message }[] = [
  { seconds: 0, label: msg('catalog.time.none') },
  { seconds: 5, label: msg('catalog.time.seconds', { s: 5 }) },
  { seconds: 30, label: msg('catalog.time.seconds', { s: 30 }) },
  { seconds: 120, label: msg('catalog.time.minutes', { m: 2 }) },
];

/** Playback speeds in steps per second; the last is "instant" (jump to the end). */
export const SPEEDS: readonly number[] = [1, 2, 5, 10, 30, 60, 250, 1000, 5000, 25000, 100000, Infinity];
export const INSTANT_SPEED = SPEEDS.length - 1;
export const DEFAULT_SPEED = 4;

export function speedLabel(index: number): Message {
  const s = SPEEDS[index] ?? Infinity;
  if (!Number.isFinite(s)) return msg('catalog.speed.instant');
  if (s === 60) return msg('catalog.speed.everyFrame', { n: 60 });
  return msg('catalog.speed.steps', { count: s });
}
