/**
 * The textbook algorithms as one-click presets, what choosing an inference switches with it, and
 * the Algorithm panel's one-line summary of what is on. Pure: messages, not text (the panel
 * translates them).
 */
import type { Inference } from '../../solver/index.ts';
import type { TFunction } from 'i18next';
import { msg, type Message, textOf } from '../i18n/index.ts';
import { kindOf, type KindId } from '../kinds/index.ts';
import type { Settings } from './schema.ts';
import { solverValueOrder } from './catalog.ts';

/** What a preset sets: the algorithm itself (the limits, the seed and the puzzle's rules stay the user's). */
export type PresetPatch = Pick<Settings, 'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'strategy' | 'backjump' | 'restarts'>;

export interface Preset {
  /** Test id `algorithm-preset-<id>`. */
  id: 'bt' | 'bt-mrv' | 'fc' | 'fc-mrv' | 'mac-mrv' | 'mac-domwdeg';
  label: Message;
  hint: Message;
  patch: PresetPatch;
}

/** The plain textbook search: depth-first, values in order, no backjumping, no restarts. */
const plain = { valueOrder: 'lex', strategy: 'dfs', backjump: false, restarts: false } as const;

/**
 * Backtracking and forward checking as the textbook has them: no AC-3 before the search (plain
 * backtracking then prunes nothing at all). MAC starts from an arc-consistent problem: AC-3 first.
 */
export const PRESETS: readonly Preset[] = [
  { id: 'bt', label: msg('settings.preset.bt.label'), hint: msg('settings.preset.bt.hint'), patch: { ...plain, inference: 'none', ac3: false, variableOrder: 'static' } },
  { id: 'bt-mrv', label: msg('settings.preset.btMrv.label'), hint: msg('settings.preset.btMrv.hint'), patch: { ...plain, inference: 'none', ac3: false, variableOrder: 'mrv' } },
  { id: 'fc', label: msg('settings.preset.fc.label'), hint: msg('settings.preset.fc.hint'), patch: { ...plain, inference: 'fc', ac3: false, variableOrder: 'static' } },
  { id: 'fc-mrv', label: msg('settings.preset.fcMrv.label'), hint: msg('settings.preset.fcMrv.hint'), patch: { ...plain, inference: 'fc', ac3: false, variableOrder: 'mrv' } },
  { id: 'mac-mrv', label: msg('settings.preset.macMrv.label'), hint: msg('settings.preset.macMrv.hint'), patch: { ...plain, inference: 'mac', ac3: true, variableOrder: 'mrv' } },
  { id: 'mac-domwdeg', label: msg('settings.preset.macDomWdeg.label'), hint: msg('settings.preset.macDomWdeg.hint'), patch: { ...plain, inference: 'mac', ac3: true, variableOrder: 'dom-wdeg' } },
];

/** The preset the settings are now (every field of its patch equal), or null. */
export function activePreset(s: PresetPatch): Preset | null {
  return PRESETS.find((p) => (Object.keys(p.patch) as (keyof PresetPatch)[]).every((k) => p.patch[k] === s[k])) ?? null;
}

/**
 * What choosing an inference in the panel sets: the textbook's algorithm. Backtracking and forward
 * checking untick AC-3 (they make no prune before the search); MAC ticks it. AC-3 stays a switch of
 * its own, which the user may set again.
 */
export function chooseInference(inference: Inference): Pick<Settings, 'inference' | 'ac3'> {
  return { inference, ac3: inference === 'mac' };
}

/**
 * The settings in one line, as parts to join: the search ("Backtracking", "Breadth-first search
 * with forward checking"), the variable order, the value order (as the kind names it), AC-3 on or
 * off, then whatever else is on (all-different form, all solutions, backjumping, restarts).
 */
export function summaryParts(s: Settings, kind: KindId): Message[] {
  const numbers = !kindOf(kind).usesDictionary;
  if (s.search === 'min-conflicts') return [msg('local.summary', { walk: s.walk, steps: s.maxSteps })];
  if (s.search === 'tree') return [msg('tree.summary')];
  if (s.search === 'cutset') return [msg(s.cutset.length > 0 ? 'cutset.summary.chosen' : 'cutset.summary.proposed', { cutset: s.cutset.join(', ') })];
  const bfs = s.strategy === 'bfs';
  // A kind without words has no scores: a crossword's "best score first" runs (and shows) as ascending there.
  const order = numbers ? solverValueOrder(s.valueOrder) : s.valueOrder;
  const parts: Message[] = [
    msg(bfs ? `settings.summary.bfs.${s.inference}` : `settings.summary.inference.${s.inference}`),
    msg(`settings.summary.variableOrder.${s.variableOrder}`),
    order === 'random'
      ? msg('settings.summary.valueOrder.random', { seed: s.seed })
      : msg(`settings.summary.valueOrder.${numbers && (order === 'lex' || order === 'reverse') ? (`${order}Numbers` as const) : order}`),
    msg(s.ac3 ? 'settings.summary.ac3' : 'settings.summary.noAc3'),
  ];
  if (numbers) parts.push(msg(`settings.summary.alldiff.${s.alldiff}`));
  if (s.allSolutions) parts.push(msg('settings.summary.allSolutions'));
  if (s.backjump && !bfs) parts.push(msg('settings.summary.backjump'));
  if (s.restarts && !s.allSolutions && !bfs) parts.push(msg('settings.summary.restarts'));
  return parts;
}

/** The summary's parts joined in one line (`t` translates; the separator is the language's). */
export function summaryLine(parts: readonly Message[], t: TFunction): string {
  return parts.map((m) => textOf(m, t)).join(t('settings.summary.separator'));
}
