/** What the app offers: bundled dictionaries, sample puzzles, algorithm names and speeds. */
import type { AllDiffForm, Inference, ValueOrder, VariableOrder } from '../solver/index.ts';
import type { PuzzleKind } from './numbers.ts';

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

export interface SampleEntry {
  /** A file under /puzzles/, or `file#index` for one puzzle of a set (0-based). */
  file: string;
  label: string;
  /** Crossword when absent. */
  kind?: PuzzleKind;
  /** Dictionary to switch to when the sample needs its own words. */
  dictionary?: string;
}

export const SAMPLES: readonly SampleEntry[] = [
  { file: 'lesson-8x8.grid', label: 'Lesson 8 × 8 (the first puzzle)' },
  { file: 'seed000-p1.slots', label: 'Seed 000 — puzzle 1 (5 slots)' },
  { file: 'seed000-p2.slots', label: 'Seed 000 — puzzle 2 (6 slots)' },
  { file: 'seed000-p3.slots', label: 'Seed 000 — puzzle 3 (6 slots)' },
  { file: 'seed000-p4.slots', label: 'Seed 000 — puzzle 4 (12 slots)' },
  { file: 'seed000-puzzles.txt', label: 'Seed 000 — all four puzzles (a set)' },
  { file: 'seed001-example.slots', label: 'Seed 001 — Cyrillic example', dictionary: 'seed001-vocabulary' },
  { file: 'swordsmith-4x.grid', label: 'Swordsmith 4 × 4' },
  { file: 'swordsmith-5x.grid', label: 'Swordsmith 5 × 5' },
  { file: 'swordsmith-6x.grid', label: 'Swordsmith 6 × 6' },
  { file: 'swordsmith-7xopen.grid', label: 'Swordsmith 7 × 7 open' },
  { file: 'swordsmith-9x.grid', label: 'Swordsmith 9 × 9' },
  { file: 'swordsmith-15xcommon.grid', label: 'Swordsmith 15 × 15 common' },
  { file: 'swordsmith-15xjja.grid', label: 'Swordsmith 15 × 15 jja' },
  { file: 'swordsmith-15xopen.grid', label: 'Swordsmith 15 × 15 open' },
  { file: 'swordsmith-15xstairs.grid', label: 'Swordsmith 15 × 15 stairs' },
  { file: 'lattice-21x.grid', label: 'Lattice 21 × 21 (alternate cells checked)' },
  { kind: 'sudoku', file: 'sudoku-own-4x4.txt#0', label: '4 × 4 — puzzle 1' },
  { kind: 'sudoku', file: 'sudoku-own-4x4.txt#1', label: '4 × 4 — puzzle 2' },
  { kind: 'sudoku', file: 'sudoku-top95.txt#0', label: 'top95 — puzzle 1' },
  { kind: 'sudoku', file: 'sudoku-top95.txt#1', label: 'top95 — puzzle 2' },
  { kind: 'sudoku', file: 'sudoku-top95.txt#5', label: 'top95 — puzzle 6' },
  { kind: 'sudoku', file: 'sudoku-top95.txt', label: 'top95 — all 95 (a set)' },
  { kind: 'sudoku', file: 'sudoku-hardest.txt#0', label: 'hardest — puzzle 1' },
  { kind: 'sudoku', file: 'sudoku-hardest.txt#4', label: 'hardest — puzzle 5' },
  { kind: 'sudoku', file: 'sudoku-hardest.txt', label: 'hardest — all 11 (a set)' },
  { kind: 'futoshiki', file: 'futoshiki-own-4x4.txt', label: '4 × 4 — signs only' },
  { kind: 'futoshiki', file: 'futoshiki-own-5x5.txt', label: '5 × 5' },
  { kind: 'futoshiki', file: 'futoshiki-own-6x6.txt', label: '6 × 6' },
  { kind: 'futoshiki', file: 'futoshiki-own-7x7.txt', label: '7 × 7' },
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

export const KIND_CHOICES: readonly { value: PuzzleKind; label: string }[] = [
  { value: 'crossword', label: 'Crossword' },
  { value: 'sudoku', label: 'Sudoku' },
  { value: 'futoshiki', label: 'Futoshiki' },
];

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
