/**
 * Translations a native speaker would write (issue 30): one term for each idea in a language, in
 * every key (the lesson, the help, the step sentences); Chinese without stray or missing spaces and
 * with full-width punctuation; plurals through i18next's plural rules (the calls pass `count`, and
 * no interpolation takes a name i18next reads as an option, as `ordinal` did: it made Russian pick
 * the ordinal `other` form, "с 1 конфликтами").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { i18n } from '../i18n/i18n.ts';
import { hanSpacing } from '../i18n/hanSpacing.ts';

type Tree = { [key: string]: string | Tree };
const FILES = import.meta.glob<Tree>('../../text/locales/*/*.json', { eager: true, import: 'default' });

/** Every text of a language, by its full key. */
function textsOf(lang: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      if (typeof v === 'string') out.set(prefix + k, v);
      else walk(v, `${prefix}${k}.`);
    }
  };
  for (const [path, tree] of Object.entries(FILES)) if (path.split('/').at(-2) === lang && !path.endsWith('language.json')) walk(tree, '');
  return out;
}

/** Each idea's one term in a language, and the other terms it must never be called by. */
const GLOSSARY: Record<string, { idea: string; term: RegExp; never: RegExp }[]> = {
  ru: [
    { idea: 'forward checking', term: /предварительн\p{L}* проверк/iu, never: /прям\p{L}* проверк|проверк\p{L}* вперёд/iu },
    { idea: 'min-conflicts', term: /минимум\p{L}* конфликтов/iu, never: /min-conflicts|минимальных конфликтов/iu },
    { idea: 'the frontier', term: /границ/iu, never: /фронт/iu },
  ],
  zh: [
    // The frontier is 前沿 (as the guide says it), glossed (frontier) where the seed report's names are explained; never bare English.
    { idea: 'the frontier', term: /前沿/u, never: /(?<!（|（max )frontier|(?<!（)explored|Frontier|Explored/u },
    { idea: 'node', term: /节点/u, never: /结点/u },
    { idea: 'forward checking', term: /前向检查/u, never: /向前检查|正向检查|前向检验/u },
    { idea: 'arc consistency', term: /弧相容/u, never: /弧一致/u },
    // A slot is "横 1" / "竖 1" (names.across), never "1-横".
    { idea: 'a slot\'s name', term: /[横竖]/u, never: /\d-[横竖]/u },
  ],
  en: [{ idea: 'forward checking', term: /forward checking/iu, never: /forward-checking/iu }],
};

describe('one term for each idea', () => {
  for (const [lang, entries] of Object.entries(GLOSSARY)) {
    it(`${lang}: ${entries.map((e) => e.idea).join(', ')}: the glossary's term in every key, never another`, () => {
      const texts = textsOf(lang);
      for (const { idea, term, never } of entries) {
        const uses = [...texts].filter(([, text]) => term.test(text));
        expect(uses.length, `${lang} uses the term for ${idea}`).toBeGreaterThan(0);
        const strays = [...texts].filter(([, text]) => never.test(text)).map(([key, text]) => `${key}: ${text}`);
        check(strays, `${lang}: ${idea}`).toEqual([]);
      }
    });
  }

  it('the glossary bites: another term in one key fails it', () => {
    check(GLOSSARY.ru![0]!.never.test('Прямая проверка')).toBe(true);
    check(GLOSSARY.zh![1]!.never.test('3 个结点')).toBe(true);
    check(GLOSSARY.ru![1]!.never.test('Min-conflicts: какую переменную')).toBe(true);
    check(GLOSSARY.zh![0]!.never.test('最大 frontier')).toBe(true);
    check(GLOSSARY.zh![0]!.never.test('前沿（frontier，即一个栈）')).toBe(false);
  });
});

const HAN = String.raw`\p{Script=Han}`;
/** Spacing and punctuation faults in a Chinese text. */
function chineseFaults(text: string): string[] {
  const faults: string[] = [];
  const rule = (name: string, re: RegExp) => {
    for (const m of text.matchAll(re)) faults.push(`${name}: …${text.slice(Math.max(0, m.index - 8), m.index + m[0].length + 8)}…`);
  };
  rule('a space between two Han characters', new RegExp(`${HAN} +${HAN}`, 'gu'));
  rule('ASCII punctuation beside a Han character', new RegExp(`${HAN} ?[,;:!?]|[,;:!?] ?${HAN}`, 'gu'));
  rule('ASCII parentheses around Chinese', new RegExp(`\\([^()]*${HAN}[^()]*\\)|${HAN} ?\\(`, 'gu'));
  rule('no space between Han and a Latin letter or digit', new RegExp(`${HAN}[A-Za-z0-9]|[A-Za-z0-9]${HAN}`, 'gu'));
  return faults;
}

describe('Chinese spacing and punctuation', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('zh');
  });

  it('every Chinese text as written: no space between Han characters, full-width punctuation and parentheses, a space between Han and Latin or digits', () => {
    // A part put in ({{name}}) may begin or end with Han or with punctuation: the rendered tests below judge it, here it is neutral.
    const faults = [...textsOf('zh')].flatMap(([key, text]) => chineseFaults(text.replace(/\{\{[^}]*\}\}/g, '□')).map((f) => `${key}: ${f}`));
    check(faults).toEqual([]);
  });

  it('the issue\'s sentences, put together from parts, come out right (hanSpacing settles the whole)', () => {
    check(hanSpacing('2 个字母的单词互不相同 排除了它')).toBe('2 个字母的单词互不相同排除了它');
    check(hanSpacing('竖 11 是 IF，且2 个字母的单词互不相同')).toBe('竖 11 是 IF，且 2 个字母的单词互不相同');
    check(hanSpacing('第 1 行 的皇后，位于 第 6 列')).toBe('第 1 行的皇后，位于第 6 列');
    check(hanSpacing('原因 (互换)')).toBe('原因（互换）');
    check(hanSpacing('MRV 选择 wa：剩 1 个值')).toBe('MRV 选择 wa：剩 1 个值');
    // A model's constraints joined by 和 (names.reason.list.two): the bracket ending one is Latin text.
    check(hanSpacing('int_lin_eq([1, 1], [x, y], 10)和 int_lin_eq([1, -1], [x, y], 3) 在变量的值域内')).toBe('int_lin_eq([1, 1], [x, y], 10) 和 int_lin_eq([1, -1], [x, y], 3) 在变量的值域内');
    check(hanSpacing('值[x]和值(y)')).toBe('值 [x] 和值 (y)');
    // Through i18next in Chinese: a label ending in Han before "排除了它", one starting with a digit after "且".
    const label = '2 个字母的单词互不相同';
    for (const text of [
      i18n.t('explain.reason.rulesOut', { label }),
      i18n.t('explain.reason.viaIs', { other: '竖 11', value: 'IF', label }),
      i18n.t('lesson.why.repair', { count: 1, nth: 1, name: '第 1 行', from: '第 6 列', to: '第 2 列', after: 0, attackers: '第 3 行' }),
    ]) {
      check(chineseFaults(text), text).toEqual([]);
    }
  });

  it('the rules bite', () => {
    expect(chineseFaults('2 个字母的单词互不相同 排除了它')).toHaveLength(1);
    expect(chineseFaults('原因 (互换)').length).toBeGreaterThan(0);
    expect(chineseFaults('且2 个')).toHaveLength(1);
  });
});

/** i18next's option names: an interpolation named so is read as an option (`ordinal` picks the ordinal plural rules). */
const RESERVED = ['ordinal', 'context', 'lng', 'lngs', 'ns', 'defaultValue', 'returnObjects', 'returnDetails', 'joinArrays', 'postProcess', 'interpolation', 'keySeparator', 'nsSeparator', 'fallbackLng', 'replace'];

/** The app's source files (not its tests), as text. */
const SOURCES = Object.entries(import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../test/**', '!../**/*.test.ts', '!../**/*.test.tsx'], { query: '?raw', import: 'default', eager: true }));

describe('plurals', () => {
  it('no text interpolates a name i18next reads as an option', () => {
    for (const lang of ['en', 'zh', 'ru']) {
      for (const [key, text] of textsOf(lang)) {
        for (const m of text.matchAll(/\{\{\s*(\w+)/g)) check(RESERVED, `${lang} ${key}`).not.toContain(m[1]);
      }
    }
  });

  it('every call of a text that has only plural forms passes count', () => {
    const en = textsOf('en');
    const pluralOnly = new Set([...en.keys()].filter((k) => /_(one|other)$/.test(k)).map((k) => k.replace(/_(zero|one|other)$/, '')).filter((base) => !en.has(base)));
    const missing: string[] = [];
    let calls = 0;
    expect(SOURCES.length).toBeGreaterThan(50);
    for (const [file, code] of SOURCES) {
      for (const m of code.matchAll(/\bt\(\s*'([\w.]+)'\s*(,)?/g)) {
        if (!pluralOnly.has(m[1]!)) continue;
        calls++;
        // The options: from the comma to the call's closing parenthesis.
        let depth = 1;
        let end = m.index + m[0].length;
        while (end < code.length && depth > 0) {
          const c = code[end++];
          if (c === '(') depth++;
          else if (c === ')') depth--;
        }
        const args = m[2] ? code.slice(m.index + m[0].length, end) : '';
        if (!/\bcount\b/.test(args)) missing.push(`${file}: ${m[0]}${args.slice(0, 60)}`);
      }
    }
    expect(calls).toBeGreaterThan(20);
    check(missing).toEqual([]);
  });

  it('Russian picks its forms: a queen "с 1 конфликтом", "с 2 конфликтами", "с 5 конфликтами"', async () => {
    await i18n.changeLanguage('ru');
    const repair = (count: number) => i18n.t('lesson.why.repair', { count, nth: 1, name: 'строки 1', from: 'столбец 6', to: 'столбец 2', after: 0, attackers: 'строки 3' });
    check(repair(1)).toContain('с 1 конфликтом');
    check(repair(2)).toContain('с 2 конфликтами');
    check(repair(5)).toContain('с 5 конфликтами');
    // "2 variables, 1 constraint", each count with its own plural.
    check(i18n.t('model.variables', { count: 1 })).toBe('1 переменная');
    check(i18n.t('model.constraints', { count: 5 })).toBe('5 ограничений');
    await i18n.changeLanguage('en');
    check(i18n.t('model.flatzinc', { variables: i18n.t('model.variables', { count: 2 }), constraints: i18n.t('model.constraints', { count: 1 }) })).toBe('FlatZinc, read as it is: 2 variables, 1 constraint.');
  });
});

describe('Russian counts agree with their nouns', () => {
  it('forward checking leaves "у каждого остаётся 2 цвета" (a plural through i18next, not "цветов: 2")', async () => {
    await i18n.changeLanguage('ru');
    const then = (left: number) => i18n.t('lesson.why.forwardChecking', { name: 'wa', value: 'красный', pruned: 'nt и sa', left });
    check(then(2)).toContain('у каждого остаётся 2 цвета,');
    check(then(1)).toContain('у каждого остаётся 1 цвет,');
    check(then(5)).toContain('у каждого остаётся 5 цветов,');
    await i18n.changeLanguage('en');
  });
});
