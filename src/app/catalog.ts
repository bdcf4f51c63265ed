/** What the app offers: bundled dictionaries, the kinds' sample puzzles, algorithm names and speeds. */
import type { AllDiffForm, Inference, ValueOrder, VariableOrder } from '../solver/index.ts';
import type { Sample } from './kinds/kind.ts';
import { KIND_IDS, kindOf, type KindId } from './kinds/registry.ts';

export interface DictionaryEntry {
  id: string;
  label: string;
  url: string;
}

export const DICTIONARIES: readonly DictionaryEntry[] = [
  { id: 'english-common', label: 'English — everyday words (3,973)', url: '/dictionaries/english-common.txt' },
  { id: 'english-63k', label: 'English — large (63k words)', url: '/dictionaries/english-63k.txt' },
  { id: 'russian-nouns-51k', label: 'Russian nouns (51k words)', url: '/dictionaries/russian-nouns-51k.txt' },
  { id: 'seed001-vocabulary', label: 'Seed 001 vocabulary (Cyrillic)', url: '/puzzles/seed001-vocabulary.txt' },
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

export const KIND_CHOICES: readonly { value: KindId; label: string }[] = KIND_IDS.map((value) => ({ value, label: kindOf(value).label }));

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** One line for the tooltip. */
  hint: string;
}

export const INFERENCE_CHOICES: readonly Choice<Inference>[] = [
  { value: 'none', label: 'Backtracking (check assigned only)', hint: 'Chronological backtracking: a new value (word, digit) is only checked against the variables already assigned.' },
  { value: 'fc', label: 'Forward checking', hint: 'After each assignment, remove the values of neighbouring variables (crossing slots, cells of the same unit) that no longer fit.' },
  { value: 'mac', label: 'MAC (AC-3 after each assignment)', hint: 'Maintain arc consistency: after each assignment, run AC-3 until no domain shrinks.' },
];

export const VARIABLE_ORDER_CHOICES: readonly Choice<VariableOrder>[] = [
  { value: 'static', label: 'Static order (by slot or cell number)', hint: 'Fill the variables in a fixed order: 1-Across, 1-Down, … or r1c1, r1c2, …' },
  { value: 'mrv', label: 'MRV (minimum remaining values)', hint: 'Fill next the variable with the fewest values left ("fail first").' },
  { value: 'mrv-degree', label: 'MRV + degree', hint: 'MRV, ties broken by the most constraints with unassigned variables.' },
  { value: 'dom-wdeg', label: 'dom/wdeg (conflict-weighted)', hint: 'Fewest values left divided by the weight of its constraints; constraints that failed weigh more.' },
];

export const VALUE_ORDER_CHOICES: readonly Choice<ValueOrder>[] = [
  { value: 'lex', label: 'Alphabetical', hint: 'Try the values in order: words alphabetically, digits from 1 up.' },
  { value: 'reverse', label: 'Reverse alphabetical', hint: 'Try the values in reverse order (z to a, 9 down to 1).' },
  { value: 'lcv', label: 'Least constraining value', hint: 'Try first the value that leaves the most values to the neighbouring variables.' },
  { value: 'random', label: 'Random (seeded)', hint: 'Shuffle the values with a fixed seed: the same seed gives the same search.' },
];

export const ALLDIFF_CHOICES: readonly Choice<AllDiffForm>[] = [
  { value: 'neq', label: 'Pairwise ≠', hint: 'Each unit as pairwise “different” constraints: a placed digit is removed from the other cells of its units.' },
  { value: 'gac', label: 'GAC (Régin)', hint: 'Each unit as one all-different constraint filtered by matching (Régin): also finds hidden singles and pairs.' },
];

export const TIME_LIMITS: readonly { seconds: number; label: string }[] = [
  { seconds: 0, label: 'No time limit' },
  { seconds: 5, label: '5 s' },
  { seconds: 30, label: '30 s' },
  { seconds: 120, label: '2 min' },
];

/** Playback speeds in steps per second; the last is "instant" (jump to the end). */
export const SPEEDS: readonly number[] = [1, 2, 5, 10, 30, 60, 250, 1000, 5000, 25000, 100000, Infinity];
export const INSTANT_SPEED = SPEEDS.length - 1;
export const DEFAULT_SPEED = 4;

export function speedLabel(index: number): string {
  const s = SPEEDS[index] ?? Infinity;
  if (!Number.isFinite(s)) return 'Instant';
  if (s === 60) return '60 steps/s (every frame)';
  return `${s.toLocaleString('en')} step${s === 1 ? '' : 's'}/s`;
}
