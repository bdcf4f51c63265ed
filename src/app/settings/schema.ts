/**
 * The algorithm settings' schema: their names, their defaults and what a sound value of each is.
 * The one place a setting is declared: the settings slice starts from `DEFAULT_SETTINGS`, the saved
 * state and share links keep `SETTING_NAMES` and check values with `isSetting`, and the lesson and
 * the guide pick and patch them. A new setting is one field here (its type, default and check) and
 * its control in `ui/SettingsPanel.tsx`.
 */
import type { AllDiffForm, Inference, Strategy, VariableOrder } from '../../solver/index.ts';
import { ALLDIFF_CHOICES, INFERENCE_CHOICES, SCORE_ORDER_CHOICE, STRATEGY_CHOICES, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, type AppValueOrder } from './catalog.ts';
import { MAX_STEPS_CHOICES, SEARCH_CHOICES, WALK_CHOICES, type SearchKind } from './catalog.ts';

/** The algorithm settings: what `setAlgorithm` changes, a reload keeps and a share link carries. */
export interface AlgorithmSettings {
  inference: Inference;
  ac3: boolean;
  variableOrder: VariableOrder;
  /** The solver's value orders, and `score` (crosswords: best score first, as the CLI's `--val score`). */
  valueOrder: AppValueOrder;
  allSolutions: boolean;
  reuse: boolean;
  timeLimitSeconds: number;
  seed: number;
  /** Sudoku and Futoshiki: all-different as pairwise ≠ or Régin's GAC. */
  alldiff: AllDiffForm;
  /** Luby restarts (first solution only): for filling big grids. */
  restarts: boolean;
  /** Conflict-directed backjumping: skip back over assignments that play no part in a dead end. */
  backjump: boolean;
  /**
   * Depth-first (backtracking) or breadth-first search (a queue of whole states). Added after the
   * first records and links: optional in them (a record without it means 'dfs'); the store always
   * has it (`Settings`).
   */
  strategy?: Strategy;
  /**
   * Crosswords with a scored list: leave out words scoring below this (0: every word; a word
   * without a score counts 0), as the CLI's `--min-score`. A later setting (optional in records).
   */
  minScore?: number;
  /**
   * Systematic search (backtracking, every switch above) or min-conflicts local search
   * (src/solver/local/). Added later, as `strategy`: absent means 'backtracking'.
   */
  search?: SearchKind;
  /** Min-conflicts: the probability of a random value instead of the min-conflicts one (absent: 0). */
  walk?: number;
  /** Min-conflicts: repairs before it gives up (absent: 10,000). */
  maxSteps?: number;
  /**
   * Crosswords: read the word list with accents folded (CAFÉ → CAFE; two entries that meet keep
   * the higher score), as the CLI's `--fold-accents`. A later setting (absent: false, accents kept).
   */
  foldAccents?: boolean;
  /**
   * Cutset conditioning: the cycle cutset the student chose, by the variables' names, in the
   * order they are assigned; empty (the default, and absent) the app proposes a smallest one.
   */
  cutset?: readonly string[];
}

/** The largest minimum score the setting takes. */
export const MAX_MIN_SCORE = 1_000_000;

/** Every setting present: what the store holds and a run is made from. */
export type Settings = Required<AlgorithmSettings>;

/** What a first visit starts with (MAC after AC-3 with dom/wdeg: the fastest filler). */
export const DEFAULT_SETTINGS: Settings = {
  inference: 'mac',
  ac3: true,
  variableOrder: 'dom-wdeg',
  valueOrder: 'lex',
  allSolutions: false,
  reuse: false,
  timeLimitSeconds: 0,
  seed: 1,
  alldiff: 'gac',
  restarts: false,
  backjump: false,
  strategy: 'dfs',
  minScore: 0,
  search: 'backtracking',
  walk: 0,
  maxSteps: 10_000,
  foldAccents: false,
  cutset: [],
};

/** The most variables a chosen cutset names (a link or record with more is damaged). */
export const MAX_CUTSET = 1000;

type Json = unknown;

function oneOf<T extends string>(choices: readonly { value: T }[], x: Json): x is T {
  return typeof x === 'string' && choices.some((c) => c.value === x);
}

const SETTING_CHECKS: { [K in keyof AlgorithmSettings]-?: (x: Json) => x is Settings[K] } = {
  inference: (x): x is Inference => oneOf(INFERENCE_CHOICES, x),
  ac3: (x): x is boolean => typeof x === 'boolean',
  variableOrder: (x): x is VariableOrder => oneOf(VARIABLE_ORDER_CHOICES, x),
  valueOrder: (x): x is AppValueOrder => oneOf([...VALUE_ORDER_CHOICES, SCORE_ORDER_CHOICE], x),
  allSolutions: (x): x is boolean => typeof x === 'boolean',
  reuse: (x): x is boolean => typeof x === 'boolean',
  timeLimitSeconds: (x): x is number => TIME_LIMITS.some((t) => t.seconds === x),
  seed: (x): x is number => Number.isSafeInteger(x),
  alldiff: (x): x is AllDiffForm => oneOf(ALLDIFF_CHOICES, x),
  restarts: (x): x is boolean => typeof x === 'boolean',
  backjump: (x): x is boolean => typeof x === 'boolean',
  strategy: (x): x is Strategy => oneOf(STRATEGY_CHOICES, x),
  minScore: (x): x is number => Number.isSafeInteger(x) && (x as number) >= 0 && (x as number) <= MAX_MIN_SCORE,
  search: (x): x is SearchKind => oneOf(SEARCH_CHOICES, x),
  walk: (x): x is number => WALK_CHOICES.includes(x as number),
  maxSteps: (x): x is number => MAX_STEPS_CHOICES.includes(x as number),
  foldAccents: (x): x is boolean => typeof x === 'boolean',
  cutset: (x): x is readonly string[] => Array.isArray(x) && x.length <= MAX_CUTSET && x.every((n) => typeof n === 'string' && n.length > 0) && new Set(x).size === x.length,
};

/** Is a setting's value its default? (Values compared as values: the cutset is a list.) */
function isDefault<K extends keyof AlgorithmSettings>(name: K, value: AlgorithmSettings[K]): boolean {
  const d = DEFAULT_SETTINGS[name];
  return Array.isArray(value) && Array.isArray(d) ? value.length === d.length && value.every((x, i) => x === d[i]) : value === d;
}

/**
 * Settings added after the first saved records and share links: a record or link without one
 * means its default (no "damaged" notice), and one is written only when it is not the default,
 * so that what older versions wrote and read stays the same.
 */
export const LATER_SETTING_NAMES: readonly (keyof AlgorithmSettings)[] = ['strategy', 'minScore', 'search', 'walk', 'maxSteps', 'foldAccents', 'cutset'];

/** Every setting every record holds, in one fixed order (the saved record's and the share link's). */
export const SETTING_NAMES = (Object.keys(SETTING_CHECKS) as (keyof AlgorithmSettings)[]).filter((name) => !LATER_SETTING_NAMES.includes(name));

/** Every setting's name, the later ones included (what the store holds). */
export const ALL_SETTING_NAMES: readonly (keyof AlgorithmSettings)[] = [...SETTING_NAMES, ...LATER_SETTING_NAMES];

/** Every algorithm setting of `s` (a state), in ALL_SETTING_NAMES order: to keep and put back. */
export function pickSettings(s: Settings): Settings;
export function pickSettings(s: AlgorithmSettings): AlgorithmSettings;
export function pickSettings(s: AlgorithmSettings): AlgorithmSettings {
  const out: Partial<Record<keyof AlgorithmSettings, unknown>> = {};
  for (const name of ALL_SETTING_NAMES) if (s[name] !== undefined) out[name] = s[name];
  return out as AlgorithmSettings;
}

/**
 * The settings as a saved record or a share link writes them: every setting of SETTING_NAMES, and
 * a later one only when it is not its default (see LATER_SETTING_NAMES).
 */
export function recordSettings(s: AlgorithmSettings): AlgorithmSettings {
  const out: Partial<Record<keyof AlgorithmSettings, unknown>> = {};
  for (const name of SETTING_NAMES) out[name] = s[name];
  for (const name of LATER_SETTING_NAMES) if (s[name] !== undefined && !isDefault(name, s[name])) out[name] = s[name];
  return out as AlgorithmSettings;
}

/** The settings a record or link gives, with the later settings it lacks at their defaults (to apply to the store). */
export function withLaterDefaults(s: Partial<AlgorithmSettings>): Partial<Settings> {
  const out: Partial<Record<keyof AlgorithmSettings, unknown>> = { ...s };
  for (const name of LATER_SETTING_NAMES) if (out[name] === undefined) out[name] = DEFAULT_SETTINGS[name];
  return out as Partial<Settings>;
}

/** Whether a value is a sound setting (for tests and the decoders alike). */
export function isSetting<K extends keyof AlgorithmSettings>(name: K, x: Json): x is AlgorithmSettings[K] {
  return SETTING_CHECKS[name](x);
}

/** The sound settings of an untrusted object, and the names of those that are not (a later setting may be absent). */
export function readSettings(x: Json): { settings: Partial<AlgorithmSettings>; bad: (keyof AlgorithmSettings)[] } {
  const settings: Partial<AlgorithmSettings> = {};
  const bad: (keyof AlgorithmSettings)[] = [];
  const record = typeof x === 'object' && x !== null && !Array.isArray(x) ? (x as Record<string, Json>) : {};
  for (const name of ALL_SETTING_NAMES) {
    const value = record[name];
    if (isSetting(name, value)) (settings as Record<string, unknown>)[name] = value;
    // A later setting an older record lacks is its default, not damage.
    else if (!(value === undefined && LATER_SETTING_NAMES.includes(name))) bad.push(name);
  }
  return { settings, bad };
}
