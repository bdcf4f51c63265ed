/**
 * Messages as data (src/text): the English that code below the app renders for the CLI
 * (`english`) is the English the app shows through i18next, for every text of core.json, every
 * plural form and a message nested in another.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { english, type Message } from '../../text/index.ts';
import core from '../../text/locales/en/core.json';
import { createI18n, type Texts } from '../i18n/i18n.ts';
import { textOf } from '../i18n/message.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leaves(tree: Texts, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}

/** Params for every placeholder of `template`: a number where it is counted or formatted, a string elsewhere. */
function paramsFor(template: string, count: number): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const m of template.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)) params[m[1]!] = m[1] === 'count' || m[2] === 'number' ? 12345 : `<${m[1]}>`;
  params.count = count;
  return params;
}

describe('english() and i18next agree', () => {
  it('on every text of core.json, each plural form, with numbers formatted', async () => {
    const i18n = await createI18n('en');
    let compared = 0;
    for (const [key, template] of leaves(core as Texts)) {
      const base = key.replace(PLURAL, '');
      for (const count of [0, 1, 2, 12345]) {
        const m: Message<string> = { key: base, params: paramsFor(template, count) };
        check(english(m), `${key} ${count}`).toBe(textOf(m, i18n.t.bind(i18n)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('renders a message nested in another, and a key it does not know as the key', async () => {
    const i18n = await createI18n('en');
    const slot = (n: number, across: boolean): Message<string> => ({ key: across ? 'names.across' : 'names.down', params: { n } });
    const crossing: Message<string> = { key: 'names.crossing', params: { a: slot(1, true), i: 2, b: slot(1, false), j: 1 } };
    check(english(crossing)).toBe('1-Across letter 2 = 1-Down letter 1');
    check(textOf(crossing, i18n.t.bind(i18n))).toBe('1-Across letter 2 = 1-Down letter 1');
    check(english({ key: 'names.noSuchText', params: {} })).toBe('names.noSuchText');
  });
});
