/**
 * A reason's sentence is a message key of the app's texts (`names.reason` in
 * src/app/i18n/locales) and its English for the CLI (src/puzzles/reason.ts): the two Englishes are
 * one, and every key a reason can say exists in the three languages (the app's i18n test checks
 * that zh and ru have every English key and each plural form).
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/app/i18n/locales/en.ts';
import { listOf, REASON_ENGLISH, reasonEnglish, say, slotName } from '../../src/puzzles/reason.ts';

type Tree = { readonly [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

describe('the reasons’ texts', () => {
  const app = flatten(en as unknown as Tree);

  it('the CLI’s English is the app’s English, key for key', () => {
    for (const [key, text] of Object.entries(REASON_ENGLISH)) expect(app.get(key), key).toBe(text);
    // And nothing under names.reason is missing from the CLI's English.
    const reasonKeys = [...app.keys()].filter((k) => k.startsWith('names.reason.'));
    expect(reasonKeys.sort()).toEqual(Object.keys(REASON_ENGLISH).filter((k) => k.startsWith('names.reason.')).sort());
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
