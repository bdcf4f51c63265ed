/**
 * A reason's sentence is a message key of the app's texts (`names.reason` in
 * src/text/locales/<lang>/core.json) and its English for the CLI (src/puzzles/reason.ts): the two Englishes are
 * one, and every key a reason can say exists in the three languages (the app's i18n test checks
 * that zh and ru have every English key and each plural form).
 */
import { describe, expect, it } from 'vitest';
import enCore from '../../src/text/locales/en/core.json';
import { listOf, REASON_ENGLISH, reasonEnglish, say, slotName } from '../../src/puzzles/reason.ts';

type Tree = { [key: string]: string | Tree };

/** The app's English text of a dotted key. */
const appText = (key: string): unknown => key.split('.').reduce<unknown>((node, k) => (node as Tree | undefined)?.[k], enCore);

describe('the reasons’ texts', () => {
  it('the CLI’s English is the app’s English, key for key, and no names.reason key is left out', () => {
    for (const [key, text] of Object.entries(REASON_ENGLISH)) expect(appText(key), key).toBe(text);
    // The CLI's names.reason texts, as a tree, are the app's whole names.reason tree.
    const tree: Tree = {};
    for (const [key, text] of Object.entries(REASON_ENGLISH)) {
      if (!key.startsWith('names.reason.')) continue;
      const path = key.split('.').slice(2);
      let node = tree;
      for (const k of path.slice(0, -1)) node = (node[k] ??= {}) as Tree;
      node[path[path.length - 1]!] = text;
    }
    expect(tree).toEqual(enCore.names.reason);
  });

  it('lists, plurals and nested names read as English', () => {
    const slots = [slotName(1, 'across'), slotName(1, 'down'), slotName(6, 'across')];
    expect(reasonEnglish(say('names.reason.slot.together', { slots: listOf(slots) }))).toBe('1-Across, 1-Down and 6-Across cannot be filled together from this list');
    expect(reasonEnglish(say('names.reason.digits.givens', { count: 1, givens: listOf([say('names.reason.digits.given', { cell: 'r1c1', digit: 5 })]) }))).toBe(
      'this given already has no completion: r1c1 = 5',
    );
    expect(reasonEnglish(say('names.reason.queens.placed', { count: 2, queens: listOf(['a', 'b']) }))).toBe('no solution keeps these 2 queens: a and b');
    expect(() => reasonEnglish(say('names.reason.nothing'))).toThrow(/no English text/);
  });
});
