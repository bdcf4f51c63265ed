/**
 * A message in English, from the English texts (locales/en/core.json), for what speaks English
 * below the app: the CLI's output and JSON (contracts: the same words as ever), an error's
 * `message`. It reads the texts as i18next does for the forms core.json uses — a plural form by
 * `count` (`_one`, `_other`), a form by `context`, `{{name}}` and `{{name, number}}` — and the app's
 * test (src/app/test/text.test.ts) checks that both give the same English for every core key.
 */
import core from './locales/en/core.json' with { type: 'json' };
import { isMessage, type Message } from './message.ts';

type Texts = { readonly [key: string]: string | Texts };

const PLURAL = new Intl.PluralRules('en');
const NUMBER = new Intl.NumberFormat('en');

function lookup(key: string): string | undefined {
  let node: string | Texts | undefined = core as Texts;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The English text of `m` (its key itself when core.json has no such text). */
export function english(m: Message<string>): string {
  const { count, context } = m.params;
  const forms: string[] = [];
  const plural = typeof count === 'number' ? PLURAL.select(count) : null;
  if (typeof context === 'string') {
    if (plural) forms.push(`${m.key}_${context}_${plural}`);
    forms.push(`${m.key}_${context}`);
  }
  if (plural) forms.push(`${m.key}_${plural}`);
  forms.push(m.key);
  let template: string | undefined;
  for (const f of forms) if ((template = lookup(f)) !== undefined) break;
  if (template === undefined) return m.key;
  return template.replace(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g, (whole, name: string, format?: string) => {
    const value = m.params[name];
    if (value === undefined) return whole;
    if (isMessage(value)) return english(value);
    return format === 'number' && typeof value === 'number' ? NUMBER.format(value) : String(value);
  });
}
