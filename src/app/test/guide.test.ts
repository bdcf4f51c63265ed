/** The guide's entries (guide.ts) against the settings panel's choices and the run options they become. */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { ALLDIFF_CHOICES, INFERENCE_CHOICES, STRATEGY_CHOICES, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES } from '../settings/catalog.ts';
import { applyEntry, changedBy, GUIDE, GUIDE_GROUPS, GUIDED_SETTINGS, guideEntry, settingValues } from '../teaching/guide.ts';
import { LANGUAGES, loadTexts } from '../i18n/i18n.ts';
import { CHAPTERS } from '../teaching/lesson.ts';
import { runOptions } from '../state/slices/run.ts';
import type { AlgorithmSettings } from '../state/slices/settings.ts';

/** The app's defaults (settings slice), as a user who changed nothing has them. */
const defaults: AlgorithmSettings = { inference: 'mac', ac3: true, variableOrder: 'dom-wdeg', valueOrder: 'lex', allSolutions: false, reuse: false, timeLimitSeconds: 0, seed: 1, alldiff: 'gac', restarts: false, backjump: false, strategy: 'dfs' };

type Tree = { [key: string]: string | Tree };
const at = (tree: Tree, path: string): unknown => path.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], tree);

describe('guide', () => {
  it('every value of every algorithm setting in the settings panel has an entry whose "show me" sets it', () => {
    const values = settingValues();
    // The panel's lists, counted independently of settingValues.
    check(values.length).toBe(INFERENCE_CHOICES.length + VARIABLE_ORDER_CHOICES.length + VALUE_ORDER_CHOICES.length + ALLDIFF_CHOICES.length + STRATEGY_CHOICES.length + 2 + 3);
    for (const { setting, value } of values) {
      const entries = GUIDE.filter((e) => e.patch && e.patch[setting] === value);
      expect(entries.length, `${setting} = ${String(value)}`).toBeGreaterThan(0);
    }
  });

  it('every setting the guide covers is an algorithm setting the store keeps', () => {
    for (const k of GUIDED_SETTINGS) check(k in defaults, k).toBe(true);
    for (const e of GUIDE) for (const k of Object.keys(e.patch ?? {})) check(GUIDED_SETTINGS as readonly string[], `${e.id}: ${k}`).toContain(k);
  });

  it('"show me" keeps the user\'s other settings, and its own setting reaches the search options', () => {
    const user: AlgorithmSettings = { ...defaults, inference: 'fc', variableOrder: 'mrv', valueOrder: 'reverse', seed: 7, timeLimitSeconds: 30, reuse: true };
    for (const entry of GUIDE) {
      const after = applyEntry(user, entry);
      const patched = Object.keys(entry.patch ?? {});
      for (const k of Object.keys(user) as (keyof AlgorithmSettings)[]) {
        if (!patched.includes(k)) check(after[k], `${entry.id} keeps ${k}`).toEqual(user[k]);
      }
      check(changedBy(user, entry).every((k) => patched.includes(k))).toBe(true);
      check(changedBy(after, entry)).toEqual([]);
    }
    const options = (id: string) => runOptions(applyEntry(user, guideEntry(id)!));
    expect(options('backtracking')).toMatchObject({ inference: 'none', ac3: false, variableOrder: 'mrv', valueOrder: 'reverse', seed: 7, timeLimitMs: 30_000 });
    expect(options('mac')).toMatchObject({ inference: 'mac', variableOrder: 'mrv' });
    expect(options('domWdeg')).toMatchObject({ variableOrder: 'dom-wdeg', inference: 'fc' });
    expect(options('random')).toMatchObject({ valueOrder: 'random', seed: 7 });
    expect(options('allSolutions')).toMatchObject({ maxSolutions: Infinity, restarts: 'none' });
    // Restarts act only on a first-solution search: its entry asks for one, even from "all solutions".
    expect(runOptions(applyEntry({ ...user, allSolutions: true }, guideEntry('restarts')!))).toMatchObject({ restarts: 'luby', maxSolutions: 1 });
    expect(options('backjump')).toMatchObject({ backjump: true, inference: 'none' });
  });

  it('the three inference entries run as the lesson\'s chapters do (same inference, same AC-3 where the lesson turns it off)', () => {
    for (const [id, chapter] of [['backtracking', CHAPTERS[0]!], ['forwardChecking', CHAPTERS[1]!]] as const) {
      const after = applyEntry(defaults, guideEntry(id)!);
      check(after.inference).toBe(chapter.settings.inference);
      check(after.ac3).toBe(chapter.settings.ac3);
    }
  });

  it('breadth-first search is a Solve setting its "show me" sets; all-different entries open a numbers puzzle', () => {
    expect(runOptions(applyEntry(defaults, guideEntry('bfs')!))).toMatchObject({ strategy: 'bfs', inference: 'mac' });
    expect(runOptions(applyEntry({ ...defaults, strategy: 'bfs' }, guideEntry('dfs')!))).toMatchObject({ strategy: 'dfs' });
    check(guideEntry('gac')!.kinds).toEqual(['sudoku', 'futoshiki']);
    check(guideEntry('neq')!.kinds).toEqual(['sudoku', 'futoshiki']);
  });

  it('ids are unique, every group has entries, and every entry and group has its texts in every language', async () => {
    check(new Set(GUIDE.map((e) => e.id)).size).toBe(GUIDE.length);
    for (const g of GUIDE_GROUPS) check(GUIDE.some((e) => e.group === g), g).toBe(true);
    for (const lng of LANGUAGES.map((l) => l.id)) {
      const tree = (await loadTexts(lng)) as Tree;
      for (const g of GUIDE_GROUPS) check(typeof at(tree, `guide.groups.${g}`), `${lng} ${g}`).toBe('string');
      for (const e of GUIDE) {
        check(typeof at(tree, `guide.entries.${e.id}.title`), `${lng} ${e.id}`).toBe('string');
        const text = at(tree, `guide.entries.${e.id}.text`) as string;
        check(typeof text, `${lng} ${e.id}`).toBe('string');
        expect(text.length, `${lng} ${e.id}`).toBeGreaterThan(25);
      }
    }
  });
});
