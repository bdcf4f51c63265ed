/**
 * What the app offers: bundled dictionaries, sample puzzles, algorithm names and speeds. What the
 * user reads is a message (a key of src/text/locales/<lang>/app.json and its params): components show it with
 * `textOf(m, t)`, so every label comes in the interface's language.
 */
import type { AllDiffForm, Inference, Strategy, ValueOrder, VariableOrder } from '../../solver/index.ts';
import { type Sample, KIND_IDS, kindOf, type KindId } from '../kinds/index.ts';

import { msg, type Message } from '../i18n/index.ts';

export type { Message } from '../i18n/index.ts';

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

export interface SampleEntry extends Sample {
  kind: KindId;
}

/** Every kind's samples (each kind lists its own: kinds/<kind>/index.ts), in the picker's order. */
export const SAMPLES: readonly SampleEntry[] = KIND_IDS.flatMap((kind) => kindOf(kind).samples.map((s) => ({ ...s, kind })));

export function samplesOf(kind: KindId): SampleEntry[] {
  return SAMPLES.filter((s) => s.kind === kind);
}

/** The sample one click away from the empty board, per kind. */
export const QUICK_SAMPLES = Object.fromEntries(KIND_IDS.map((kind) => [kind, kindOf(kind).quickSample])) as Record<KindId, string>;
export const QUICK_SAMPLE = QUICK_SAMPLES.crossword;

/** The samples a first visit puts on the boards of the kinds not shown (`PuzzleKindModule.firstSample`). */
export const FIRST_SAMPLES: readonly string[] = KIND_IDS.flatMap((kind) => kindOf(kind).firstSample ?? []);

export const KIND_CHOICES: readonly { value: KindId; label: Message }[] = KIND_IDS.map((value) => ({ value, label: msg(`catalog.kind.${value}`) }));

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

/** The app's value orders: the solver's, and `score` (crosswords with a scored list: best score first). */
export type AppValueOrder = ValueOrder | 'score';

/**
 * Crosswords: each slot's words best score first, as the CLI's `--val score` (the solver's `lex`
 * over a word index that orders each length by score, preferred words first).
 */
export const SCORE_ORDER_CHOICE: Choice<'score'> = { value: 'score', label: msg('catalog.valueOrder.score.label'), hint: msg('catalog.valueOrder.score.hint') };

/** The solver's value order for an app's value order (`score` is `lex` over the score-ordered words). */
export function solverValueOrder(order: AppValueOrder): ValueOrder {
  return order === 'score' ? 'lex' : order;
}

/** Value orders as a number kind (Sudoku, Futoshiki) names them: digits go up or down, not alphabetically. */
export const NUMBER_VALUE_ORDER_CHOICES: readonly Choice<ValueOrder>[] = VALUE_ORDER_CHOICES.map((c) =>
  c.value === 'lex'
    ? { value: c.value, label: msg('catalog.valueOrder.ascending.label'), hint: msg('catalog.valueOrder.ascending.hint') }
    : c.value === 'reverse'
      ? { value: c.value, label: msg('catalog.valueOrder.descending.label'), hint: msg('catalog.valueOrder.descending.hint') }
      : c,
);

/** A model's: Ascending and Descending over its variables' values (integers, an enum's names in its order, false before true), not digits from 1. */
export const MODEL_VALUE_ORDER_CHOICES: readonly Choice<ValueOrder>[] = NUMBER_VALUE_ORDER_CHOICES.map((c) =>
  c.value === 'lex' ? { ...c, hint: msg('review32.valueOrder.ascending') } : c.value === 'reverse' ? { ...c, hint: msg('review32.valueOrder.descending') } : c,
);

/** The value orders as the puzzle kind names them (words alphabetically, digits ascending, a model's values smallest first). */
export function valueOrderChoices(kind: KindId): readonly Choice<AppValueOrder>[] {
  if (kind === 'model') return MODEL_VALUE_ORDER_CHOICES;
  return kindOf(kind).usesDictionary ? WORD_VALUE_ORDER_CHOICES : NUMBER_VALUE_ORDER_CHOICES;
}

/** The value orders of a kind with words (crosswords): the solver's, and the order by score. */
export const WORD_VALUE_ORDER_CHOICES: readonly Choice<AppValueOrder>[] = [...VALUE_ORDER_CHOICES, SCORE_ORDER_CHOICE];

export const STRATEGY_CHOICES: readonly Choice<Strategy>[] = [
  { value: 'dfs', label: msg('catalog.strategy.dfs.label'), hint: msg('catalog.strategy.dfs.hint') },
  { value: 'bfs', label: msg('catalog.strategy.bfs.label'), hint: msg('catalog.strategy.bfs.hint') },
];

/** `search`: systematic backtracking, min-conflicts local search, the tree algorithm or cutset conditioning (the CLI's `--search`). */
export type SearchKind = 'backtracking' | 'min-conflicts' | 'tree' | 'cutset';

export const SEARCH_CHOICES: readonly Choice<SearchKind>[] = [
  { value: 'backtracking', label: msg('local.search.backtracking.label'), hint: msg('local.search.backtracking.hint') },
  { value: 'min-conflicts', label: msg('local.search.minConflicts.label'), hint: msg('local.search.minConflicts.hint') },
  { value: 'tree', label: msg('tree.search.label'), hint: msg('tree.search.hint') },
  { value: 'cutset', label: msg('cutset.search.label'), hint: msg('cutset.search.hint') },
];

/** Min-conflicts' random-walk probabilities offered (the CLI's `--walk` takes any in 0..1). */
export const WALK_CHOICES: readonly number[] = [0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5];

/** Min-conflicts' repairs before it gives up (the CLI's `--max-steps`). */
export const MAX_STEPS_CHOICES: readonly number[] = [100, 1_000, 10_000, 100_000];

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
