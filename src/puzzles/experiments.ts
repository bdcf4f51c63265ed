/**
 * The seed experiments, declared once: which puzzles each seed report solved and with which
 * configurations. The benchmarks (bench/*.ts, in Node) and the app's compare presets
 * (src/app/teaching/compare.ts) both read them from here. Pure data: no I/O, no DOM.
 *
 * File paths are relative to the app's `public/` folder (the files the app bundles) unless the
 * field says `fixture` (tests/fixtures/, read by benchmarks and tests only).
 */
import type { AllDiffForm, SearchOptions, Strategy, VariableOrder } from '../solver/index.ts';
import { english, msg, type CoreKey, type Message } from '../text/index.ts';

/** The search options a configuration sets (what it leaves out takes the solver's default). */
export type ExperimentOptions = Partial<Omit<SearchOptions, 'signal' | 'record'>>;

export interface Configuration {
  /** Its name in tables (the benchmarks, the CSV): inference/variable order, then what else differs; `label` in English. */
  readonly name: string;
  /** The same name as a message, word by word (`names.config.*`), for a table in the reader's language. */
  readonly label: Message;
  readonly options: ExperimentOptions;
}

/** A word of a configuration's name ("fc", "mrv", "pairwise ≠"). */
export type ConfigWord = CoreKey extends infer K ? (K extends `names.config.${infer W}` ? W : never) : never;

/**
 * How configuration names are put together: a word, "a/b", "a b", "a, b", "a + b". (No export is
 * named `then`: a module exporting one is a thenable, and `await import()` of it never settles.)
 */
export const word = (w: ConfigWord): Message => msg(`names.config.${w}`);
export const slash = (a: Message, b: Message): Message => msg('names.config.slash', { a, b });
export const spaced = (a: Message, b: Message): Message => msg('names.config.then', { a, b });
export const comma = (a: Message, b: Message): Message => msg('names.config.comma', { a, b });
export const plus = (a: Message, b: Message): Message => msg('names.config.plus', { a, b });

/** A configuration named by `label` (its `name` is the label's English). */
export function configuration<C extends Omit<Configuration, 'name'>>(c: C): C & { name: string } {
  return { ...c, name: english(c.label) };
}

/** "inference/order", "inference/order value" (the seed reports' names). */
const searchName = (inference: ConfigWord, order: ConfigWord, value?: ConfigWord): Message => (value ? spaced(slash(word(inference), word(order)), word(value)) : slash(word(inference), word(order)));

export interface AllDiffConfiguration extends Configuration {
  /** A short name for narrow tables (bench/futoshiki.ts's column headers). */
  readonly short: string;
  readonly alldiff: AllDiffForm;
}

// Seed 000: a class report (Chinese) on four 8 x 8 layouts with a 3,000-word list, words may
// repeat: backtracking, forward checking, MRV in both value orders, MRV + degree; and what the
// report only wished for (AC-3), plus dom/wdeg.

/** The four seed-000 layouts. */
export const SEED000_LAYOUTS: readonly string[] = [1, 2, 3, 4].map((p) => `puzzles/seed000-p${p}.slots`);

/** Seed 000 let one word fill several slots. */
export const SEED000_REUSE = true;

/** The seed-000 configurations, in the report's order. */
export const SEED000_CONFIGS: readonly Configuration[] = [
  configuration({ label: searchName('none', 'static'), options: { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' } }),
  configuration({ label: searchName('fc', 'static'), options: { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex' } }),
  configuration({ label: searchName('fc', 'mrv', 'reverse'), options: { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'reverse' } }),
  configuration({ label: searchName('fc', 'mrv', 'lex'), options: { inference: 'fc', ac3: false, variableOrder: 'mrv', valueOrder: 'lex' } }),
  configuration({ label: searchName('fc', 'mrv-degree'), options: { inference: 'fc', ac3: false, variableOrder: 'mrv-degree', valueOrder: 'lex' } }),
  configuration({ label: searchName('mac', 'mrv'), options: { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex' } }),
  configuration({ label: searchName('mac', 'dom-wdeg'), options: { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'lex' } }),
];

/** Conflict-directed backjumping: three of the same searches, jumping back over irrelevant levels (benchmark only). */
export const SEED000_BACKJUMP_CONFIGS: readonly Configuration[] = [
  configuration({ label: searchName('none', 'static', 'CBJ'), options: { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex', backjump: true } }),
  configuration({ label: searchName('fc', 'static', 'CBJ'), options: { inference: 'fc', ac3: false, variableOrder: 'static', valueOrder: 'lex', backjump: true } }),
  configuration({ label: searchName('mac', 'dom-wdeg', 'CBJ'), options: { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'lex', backjump: true } }),
];

// Seed 001: a Russian tutorial: plain backtracking (Solve(K) over the slots in file order, each
// word used once) on a 13 x 4 Cyrillic example, which prints "not solushion" when nothing fits.

export const SEED001 = {
  layout: 'puzzles/seed001-example.slots',
  vocabulary: 'puzzles/seed001-vocabulary.txt',
  /** The tutorial marks a word busy once placed: no word twice. */
  reuse: false,
  configuration: configuration({ label: searchName('none', 'static'), options: { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' } }) as Configuration,
  /**
   * Left out to show "no solution": the only 4-letter word that fits the down slot crossing
   * компьютер (the other, крот, has р where м is needed). The tutorial's own trace prints
   * the two 4-letter words, "omar krot".
   */
  leaveOut: ['омар'] as readonly string[],
} as const;

// Seed 002: Futoshiki, forward checking on pairwise ≠ against MAC on GAC all-different, both with MRV.

export const SEED002_CONFIGS: readonly AllDiffConfiguration[] = [
  configuration({ label: comma(searchName('fc', 'mrv'), word('pairwise')), short: 'FC ≠', alldiff: 'neq' as const, options: { inference: 'fc', variableOrder: 'mrv' } }),
  configuration({ label: comma(searchName('mac', 'mrv'), word('gacAllDifferent')), short: 'GAC', alldiff: 'gac' as const, options: { inference: 'mac', variableOrder: 'mrv' } }),
];

/** The bundled Futoshiki puzzles the app compares on (the seed's own set is for tests only). */
export const SEED002_PUZZLES: readonly string[] = [4, 5, 6, 7].map((n) => `puzzles/futoshiki-own-${n}x${n}.txt`);

// Seed 003: a C++ solver's README (English): AC-3 once, then backtracking that checks each word
// against the assigned crossings, MRV, least-constraining value, on three `-`/`#` boards with a
// Top-3000 list, distinct words. Its complex board has no fill.

export const SEED003_BOARDS: readonly string[] = ['simple', 'medium', 'complex'];

/** The boards as the app bundles them (re-drawn block layouts) and as the tests' fixtures keep them. */
export const seed003Board = (board: string) => `puzzles/seed003-${board}.grid`;
export const seed003Fixture = (board: string) => `crossword/seed003-${board}.grid`;

export const SEED003_REUSE = false;

export const SEED003_CONFIGS: readonly Configuration[] = [
  configuration({ label: plus(word('ac3'), searchName('bt', 'mrv', 'lcv')), options: { inference: 'none', ac3: true, variableOrder: 'mrv', valueOrder: 'lcv' } }),
  configuration({ label: plus(word('ac3'), searchName('fc', 'mrv', 'lcv')), options: { inference: 'fc', ac3: true, variableOrder: 'mrv', valueOrder: 'lcv' } }),
];

// Seed 004: a Chinese blog post: Sudoku by depth-first and breadth-first search (STL stack and
// queue), first and all solutions, first empty cell against fewest candidates (MRV).

/** Lines of tests/fixtures/sudoku/counted.txt the benchmark solves: two with one solution, two with 125 and 113. */
export const SEED004_PICKS: readonly number[] = [0, 1, 28, 30];

/** The same four puzzles as the app bundles them, in the same order. */
export const SEED004_PUZZLES = 'puzzles/sudoku-seed004.txt';

/** Forward checking on pairwise ≠ (GAC solves these easy puzzles without search). */
export const SEED004_ALLDIFF: AllDiffForm = 'neq';

export interface Seed004Run {
  strategy: Strategy;
  variableOrder: VariableOrder;
  /** `first` or `all` solutions. */
  solutions: 'first' | 'all';
  /** "dfs/mrv all", as a message. */
  label: Message;
  options: ExperimentOptions;
}

/** The eight runs per puzzle, in the benchmark's order: search × order × first/all. */
export const SEED004_RUNS: readonly Seed004Run[] = (['dfs', 'bfs'] as const).flatMap((strategy) =>
  (['static', 'mrv'] as const).flatMap((variableOrder) =>
    (['first', 'all'] as const).map((solutions) => ({
      strategy,
      variableOrder,
      solutions,
      label: searchName(strategy, variableOrder, solutions),
      options: { inference: 'fc', strategy, variableOrder, maxSolutions: solutions === 'first' ? 1 : Infinity } as ExperimentOptions,
    })),
  ),
);
