/**
 * The in-app guide (components/Guide.tsx): one entry per algorithm setting the Solve button
 * offers, each with two sentences (messages under `guide.entries.<id>` in the locales) and the
 * settings its "show me" applies over the user's own. Pure data and functions: the component
 * translates, applies and solves through the store.
 */
import { ALLDIFF_CHOICES, INFERENCE_CHOICES, STRATEGY_CHOICES, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES, type AlgorithmSettings } from '../settings/index.ts';
import type { KindId } from '../kinds/index.ts';
import type { KeysUnder } from '../i18n/index.ts';

/** The settings of the algorithm panel (the time limit and word reuse are limits and rules of the puzzle, not algorithms). */
export type GuidedSetting = 'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'alldiff' | 'allSolutions' | 'restarts' | 'backjump' | 'strategy';

export const GUIDED_SETTINGS: readonly GuidedSetting[] = ['inference', 'ac3', 'variableOrder', 'valueOrder', 'alldiff', 'allSolutions', 'restarts', 'backjump', 'strategy'];

export type GuideGroup = 'inference' | 'preprocessing' | 'variableOrder' | 'valueOrder' | 'alldiff' | 'solutions' | 'strategy' | 'deadEnds';

/** An entry's id: one with a title and a text under `guide.entries`. */
export type GuideId = KeysUnder<'guide.entries'> extends infer K ? (K extends `${infer Id}.title` ? Id : never) : never;

export interface GuideEntry {
  /** Its messages: `guide.entries.<id>.title` and `.text`. */
  id: GuideId;
  group: GuideGroup;
  /**
   * What "show me" sets, over the user's other settings: the entry's own setting and, where the
   * idea would not show otherwise, the one or two it depends on (said next to the button).
   * null: not a setting of the Solve button (none today).
   */
  patch: Partial<Pick<AlgorithmSettings, GuidedSetting>> | null;
  /** Puzzle kinds the setting acts on (all when absent); "show me" elsewhere opens a sample of the first. */
  kinds?: readonly KindId[];
}

const NUMBERS: readonly KindId[] = ['sudoku', 'futoshiki'];

export const GUIDE: readonly GuideEntry[] = [
  // Plain backtracking and forward checking with AC-3 off, so that the search does the work.
  { id: 'backtracking', group: 'inference', patch: { inference: 'none', ac3: false } },
  { id: 'forwardChecking', group: 'inference', patch: { inference: 'fc', ac3: false } },
  { id: 'mac', group: 'inference', patch: { inference: 'mac' } },
  { id: 'ac3', group: 'preprocessing', patch: { ac3: true } },
  { id: 'static', group: 'variableOrder', patch: { variableOrder: 'static' } },
  { id: 'mrv', group: 'variableOrder', patch: { variableOrder: 'mrv' } },
  { id: 'mrvDegree', group: 'variableOrder', patch: { variableOrder: 'mrv-degree' } },
  { id: 'domWdeg', group: 'variableOrder', patch: { variableOrder: 'dom-wdeg' } },
  { id: 'lex', group: 'valueOrder', patch: { valueOrder: 'lex' } },
  { id: 'reverse', group: 'valueOrder', patch: { valueOrder: 'reverse' } },
  { id: 'lcv', group: 'valueOrder', patch: { valueOrder: 'lcv' } },
  { id: 'random', group: 'valueOrder', patch: { valueOrder: 'random' } },
  { id: 'neq', group: 'alldiff', patch: { alldiff: 'neq' }, kinds: NUMBERS },
  { id: 'gac', group: 'alldiff', patch: { alldiff: 'gac' }, kinds: NUMBERS },
  { id: 'firstSolution', group: 'solutions', patch: { allSolutions: false } },
  { id: 'allSolutions', group: 'solutions', patch: { allSolutions: true, restarts: false } },
  { id: 'dfs', group: 'strategy', patch: { strategy: 'dfs' } },
  // Breadth-first search keeps whole states in its queue: all solutions show it exploring level by level.
  { id: 'bfs', group: 'strategy', patch: { strategy: 'bfs' } },
  // Backjumping shows best without inference: plain backtracking's dead ends are the ones it skips.
  { id: 'backjump', group: 'deadEnds', patch: { backjump: true, inference: 'none', ac3: false } },
  // Restarts only act on a first-solution search.
  { id: 'restarts', group: 'deadEnds', patch: { restarts: true, allSolutions: false } },
];

export const GUIDE_GROUPS: readonly GuideGroup[] = ['inference', 'preprocessing', 'variableOrder', 'valueOrder', 'alldiff', 'solutions', 'strategy', 'deadEnds'];

export function guideEntry(id: string): GuideEntry | undefined {
  return GUIDE.find((e) => e.id === id);
}

/** Every value each guided setting can take in the settings panel (what the guide must cover). */
export function settingValues(): { setting: GuidedSetting; value: string | boolean }[] {
  const values = (setting: GuidedSetting, list: readonly (string | boolean)[]) => list.map((value) => ({ setting, value }));
  return [
    ...values('inference', INFERENCE_CHOICES.map((c) => c.value)),
    ...values('ac3', [true]),
    ...values('variableOrder', VARIABLE_ORDER_CHOICES.map((c) => c.value)),
    ...values('valueOrder', VALUE_ORDER_CHOICES.map((c) => c.value)),
    ...values('alldiff', ALLDIFF_CHOICES.map((c) => c.value)),
    ...values('allSolutions', [false, true]),
    ...values('restarts', [true]),
    ...values('backjump', [true]),
    ...values('strategy', STRATEGY_CHOICES.map((c) => c.value)),
  ];
}

/** The settings after "show me": the user's, with the entry's patch over them. */
export function applyEntry<S extends Pick<AlgorithmSettings, GuidedSetting>>(settings: S, entry: GuideEntry): S {
  return entry.patch ? { ...settings, ...entry.patch } : settings;
}

/** Which settings "show me" changes from these (to say so next to the button, and to restore). */
export function changedBy(settings: Pick<AlgorithmSettings, GuidedSetting>, entry: GuideEntry): GuidedSetting[] {
  if (!entry.patch) return [];
  return (Object.keys(entry.patch) as GuidedSetting[]).filter((k) => settings[k] !== entry.patch![k]);
}
