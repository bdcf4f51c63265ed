/**
 * A reason's sentence is a message key of the texts (`names.reason` in
 * src/text/locales/<lang>/core.json) and its English for the CLI (`reasonEnglish`, src/puzzles/reason.ts)
 * is read from the same English texts: there is no second copy to keep equal (the app's i18n test
 * checks that zh and ru have every English key and each plural form).
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import enCore from '../../src/text/locales/en/core.json';
import { listOf, reasonEnglish, say, slotName } from '../../src/puzzles/reason.ts';

type Tree = { [key: string]: string | Tree };

/** The dotted keys and texts of a tree of texts. */
const leaves = (tree: Tree, prefix: string): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));

describe('the reasons’ texts', () => {
  it('the CLI’s English of every names.reason key is its English text, each plural form, with its values in place', () => {
    const texts = leaves(enCore.names.reason as Tree, 'names.reason.');
    expect(texts.length).toBeGreaterThan(30);
    for (const [key, text] of texts) {
      const plural = /_(one|other)$/.exec(key)?.[1];
      const params: Record<string, string | number> = {};
      for (const m of text.matchAll(/\{\{(\w+)\}\}/g)) params[m[1]!] = `<${m[1]}>`;
      if (plural) params.count = plural === 'one' ? 1 : 2;
      const expected = text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
      check(reasonEnglish(say(key.replace(/_(one|other)$/, ''), params)), key).toBe(expected);
    }
  });

  it('lists, plurals and nested names read as English', () => {
    const slots = [slotName(1, 'across'), slotName(1, 'down'), slotName(6, 'across')];
    check(reasonEnglish(say('names.reason.slot.together', { slots: listOf(slots) }))).toBe('1-Across, 1-Down and 6-Across cannot be filled together from this list');
    check(reasonEnglish(say('names.reason.digits.givens', { count: 1, givens: listOf([say('names.reason.digits.given', { cell: 'r1c1', digit: 5 })]) }))).toBe(
      'this given already has no completion: r1c1 = 5',
    );
    check(reasonEnglish(say('names.reason.queens.placed', { count: 2, queens: listOf(['a', 'b']) }))).toBe('no solution keeps these 2 queens: a and b');
    expect(() => reasonEnglish(say('names.reason.nothing'))).toThrow(/no English text/);
  });
});
