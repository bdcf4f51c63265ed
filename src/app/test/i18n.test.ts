import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { createI18n, fromBrowser, LANGUAGES, loadTexts, type Language, type Texts } from '../i18n/i18n.ts';

function flatten(tree: Texts, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of flatten(v, key)) out.set(kk, vv);
  }
  return out;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const TEXTS = new Map<Language, Map<string, string>>();
for (const l of LANGUAGES) TEXTS.set(l.id, flatten(await loadTexts(l.id)));
const keysOf = (lng: Language) => TEXTS.get(lng)!;
const baseKeys = (lng: Language) => new Set([...keysOf(lng).keys()].map((k) => k.replace(PLURAL, '')));
const OTHERS = LANGUAGES.map((l) => l.id).filter((l) => l !== 'en');

/** Each language folder's files, read as JSON (the same files the app's loader reads). */
const FILES = import.meta.glob<Texts>('../../text/locales/*/*.json', { eager: true, import: 'default' });
const filesOf = (lng: Language) => Object.fromEntries(Object.entries(FILES).filter(([path]) => path.split('/').at(-2) === lng).map(([path, json]) => [path.split('/').at(-1)!, json]));

describe('the languages', () => {
  it('are the folders of src/text/locales, each with its own name, English first', () => {
    const ids = LANGUAGES.map((l) => l.id);
    check(ids[0]).toBe('en');
    check(ids).toEqual(expect.arrayContaining(['ru', 'zh']));
    check(ids.slice(1)).toEqual([...ids.slice(1)].sort());
    const name = (id: string) => LANGUAGES.find((l) => l.id === id)!.label;
    check([name('en'), name('ru'), name('zh')]).toEqual(['English', 'Русский', '简体中文']);
    check(LANGUAGES.find((l) => l.id === 'zh')!.lang).toBe('zh-Hans');
    for (const l of LANGUAGES) check(Object.keys(filesOf(l.id)).sort(), l.id).toEqual(['app.json', 'core.json', 'language.json']);
  });

  it('core.json and app.json of a language share no group, and every language splits its groups as English does', () => {
    const groups = (lng: Language, file: string) => Object.keys(filesOf(lng)[file]!).sort();
    for (const l of LANGUAGES) {
      check(groups(l.id, 'core.json').filter((g) => groups(l.id, 'app.json').includes(g)), l.id).toEqual([]);
      check(groups(l.id, 'core.json'), l.id).toEqual(groups('en', 'core.json'));
    }
  });
});

describe('translations', () => {
  for (const lng of OTHERS) {
    it(`${lng} has every key of English, and nothing English lacks`, () => {
      check([...baseKeys(lng)].sort()).toEqual([...baseKeys('en')].sort());
    });
  }

  for (const lng of LANGUAGES.map((l) => l.id)) {
    it(`${lng}: every plural key has each of the language's plural forms`, () => {
      const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
      const keys = keysOf(lng);
      const plurals = new Set([...keys.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')));
      expect(plurals.size).toBeGreaterThan(0);
      for (const base of plurals) {
        for (const c of categories) check(keys.has(`${base}_${c}`), `${lng} ${base}_${c}`).toBe(true);
      }
    });
  }

  it('interpolations are the same in every language', () => {
    const names = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const en = keysOf('en');
    for (const lng of OTHERS) {
      for (const [key, text] of keysOf(lng)) {
        const base = key.replace(PLURAL, '');
        const reference = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base);
        expect(reference, `${lng} ${key}`).toBeDefined();
        check(new Set(names(text)), `${lng} ${key}`).toEqual(new Set(names(reference!)));
      }
    }
  });
});

describe('plurals and numbers per language', () => {
  it('English', async () => {
    const t = (await createI18n('en')).t;
    check(t('count.nodes', { count: 1 })).toBe('1 node');
    check(t('count.nodes', { count: 12345 })).toBe('12,345 nodes');
  });

  it('Russian: one, few, many, and a space between thousands', async () => {
    const t = (await createI18n('ru')).t;
    check(t('count.nodes', { count: 1 })).toBe('1 узел');
    check(t('count.nodes', { count: 3 })).toBe('3 узла');
    check(t('count.nodes', { count: 5 })).toBe('5 узлов');
    check(t('count.nodes', { count: 21 })).toBe('21 узел');
    check(t('count.backtracks', { count: 12 })).toBe('12 возвратов');
    check(t('count.nodes', { count: 12345 })).toBe(`${new Intl.NumberFormat('ru').format(12345)} узлов`);
    check(new Intl.NumberFormat('ru').format(12345)).not.toBe('12345');
  });

  it('Chinese', async () => {
    const t = (await createI18n('zh')).t;
    check(t('count.nodes', { count: 1 })).toBe('1 个节点');
    check(t('count.solutions', { count: 12345 })).toBe('12,345 个解');
  });

  it('ordinals (the letter positions in the why log)', async () => {
    const nth = async (lng: Language, n: number) => (await createI18n(lng)).t('explain.nth', { count: n, ordinal: true });
    check(await Promise.all([1, 2, 3, 4, 11, 22].map((n) => nth('en', n)))).toEqual(['1st', '2nd', '3rd', '4th', '11th', '22nd']);
    check(await nth('ru', 3)).toBe('3-я');
    check(await nth('zh', 3)).toBe('第 3 个');
  });

  it('a language is loaded when chosen; a key it lacks falls back to English, not to the key', async () => {
    const i18n = await createI18n('en');
    check(i18n.hasResourceBundle('ru', 'translation')).toBe(false);
    await i18n.changeLanguage('ru');
    check(i18n.t('app.title')).toBe('CSP-песочница');
    i18n.removeResourceBundle('ru', 'translation');
    i18n.addResourceBundle('ru', 'translation', { app: { tagline: 'x' } });
    check(i18n.t('app.title')).toBe('CSP Playground');
  });
});

describe('the browser language', () => {
  it('takes the first language we have', () => {
    check(fromBrowser(['zh-CN', 'en'])).toBe('zh');
    check(fromBrowser(['de-DE', 'ru-RU'])).toBe('ru');
    check(fromBrowser(['de', 'fr'])).toBe('en');
    check(fromBrowser([])).toBe('en');
  });
});

/** Every t('key') written in the app names a key that English has. */
describe('keys used in the code', () => {
  const sources = import.meta.glob(['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;
  const en = baseKeys('en');
  it('exist', () => {
    const missing: string[] = [];
    let used = 0;
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) {
        used++;
        // A key used with a context (`t('sentence.select', { context: 'slot' })`) has `_slot` forms.
        const withContext = [...en].some((k) => k.startsWith(`${m[1]!}_`));
        if (!en.has(m[1]!) && !withContext) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(used).toBeGreaterThan(0);
    check(missing).toEqual([]);
  });
});
