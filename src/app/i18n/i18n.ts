/// <reference types="vite/client" />
/**
 * The interface's languages, through i18next (plural rules and number formats per language come
 * from the browser's Intl, so "1 узел, 2 узла, 5 узлов" and "12,345 / 12 345" are right without
 * string concatenation). Word lists and puzzles are not translated.
 *
 * The languages are the folders of src/text/locales: each holds its own name (`language.json`) and
 * its texts (`core.json`, the names and messages code below the app returns; `app.json`, the
 * interface), one i18next namespace. English is bundled; another language is a chunk of its own,
 * loaded when it is chosen (`setLanguage`) or when the page opens in it (`i18nReady`, which
 * main.tsx waits for before the first render, so a first visit in 简体中文 shows no English).
 * The language is chosen from the browser's languages on the first visit, switched with the
 * `language` picker, and kept over a reload in localStorage.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { hanSpacingProcessor } from './hanSpacing.ts';
import { initReactI18next } from 'react-i18next';
import { readChoice, saveChoice, type ChoiceHost } from '../keptChoice.ts';
import enApp from '../../text/locales/en/app.json';
import enCore from '../../text/locales/en/core.json';

/** A language's id: the name of its folder in src/text/locales ("en", "zh", "ru"). */
export type Language = string;

/** A language's texts: nested groups of strings, as in its JSON files. */
export type Texts = { [key: string]: string | Texts };

/** The English texts, the reference every other language translates (its keys type `t`). */
export const ENGLISH = { ...enCore, ...enApp };

/** What a language's folder says of itself. */
interface OwnName {
  /** The language's name in itself, as the picker shows it: "简体中文". */
  name: string;
  /** Its BCP 47 tag for the page's `lang`, when not the folder's name ("zh-Hans"). */
  lang?: string;
}

const OWN_NAMES = import.meta.glob<OwnName>('../../text/locales/*/language.json', { eager: true, import: 'default' });
const LOADERS = import.meta.glob<Texts>(['../../text/locales/*/core.json', '../../text/locales/*/app.json', '!../../text/locales/en/**'], { import: 'default' });
const folder = (path: string): string => path.split('/').at(-2)!;

/** The languages found, English first, then by id. */
export const LANGUAGES: readonly { id: Language; label: string; lang: string }[] = Object.entries(OWN_NAMES)
  .map(([path, own]) => ({ id: folder(path), label: own.name, lang: own.lang ?? folder(path) }))
  .sort((a, b) => (a.id === 'en' ? -1 : b.id === 'en' ? 1 : a.id < b.id ? -1 : 1));

/** A language's texts, core and app in one tree (English at once; another one loaded from its chunks). */
export async function loadTexts(language: Language): Promise<Texts> {
  if (language === 'en') return ENGLISH;
  const files = Object.entries(LOADERS).filter(([path]) => folder(path) === language);
  if (files.length === 0) throw new Error(`no texts for the language “${language}”`);
  const parts = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...parts) as Texts;
}

/** i18next's backend: a language's texts when i18next needs them. */
const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    loadTexts(language).then(
      (texts) => callback(null, texts),
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), false),
    );
  },
};

/** Where the chosen language is kept (apart from the saved session: a reset keeps the language). */
export const LANGUAGE_KEY = 'csp-playground.language';

/** The browser globals used here, typed without the DOM library (the kinds, and so this module, are also compiled for Node). */
const host = globalThis as ChoiceHost & {
  navigator?: { languages?: readonly string[]; language?: string };
  document?: { documentElement: { lang: string } };
};

function isLanguage(x: unknown): x is Language {
  return LANGUAGES.some((l) => l.id === x);
}

/** The first of the browser's languages we have (`zh-CN`, `ru-RU`, …), else English. */
export function fromBrowser(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** The language to start in: the saved choice, else the browser's. */
export function initialLanguage(): Language {
  const nav = host.navigator;
  return readChoice(host, LANGUAGE_KEY, isLanguage) ?? fromBrowser(nav?.languages ?? (nav?.language ? [nav.language] : []));
}

/** An i18next instance in `language` and the promise of its texts loaded; `react`: the one React's `useTranslation` reads (tests make their own). */
function startI18n(language: Language, react: boolean): { instance: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  if (react) instance.use(initReactI18next);
  instance.use(backend);
  instance.use(hanSpacingProcessor);
  const ready = instance.init({
    resources: { en: { translation: ENGLISH } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: LANGUAGES.map((l) => l.id),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    // Chinese spacing settled on the whole sentence (hanSpacing.ts); other languages pass through.
    postProcess: ['hanSpacing'],
  });
  return { instance, ready };
}

/** A ready i18next instance in `language` (for tests; the app has `i18n`). */
export async function createI18n(language: Language): Promise<I18n> {
  const { instance, ready } = startI18n(language, false);
  await ready;
  return instance;
}

const started = startI18n(initialLanguage(), true);

/** The app's instance. */
export const i18n = started.instance;

function showLanguage(language: string): void {
  if (host.document) host.document.documentElement.lang = LANGUAGES.find((l) => l.id === language)?.lang ?? language;
}

/** Resolved when the first language's texts are there (main.tsx renders after it). */
export const i18nReady: Promise<void> = started.ready.then(
  () => showLanguage(i18n.language),
  // A language that cannot be loaded (offline, a chunk gone) leaves the interface in English.
  () => {
    void i18n.changeLanguage('en');
    showLanguage('en');
  },
);

/** Switch the interface (once the language's texts are loaded) and keep the choice. */
export async function setLanguage(language: Language): Promise<void> {
  saveChoice(host, LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  showLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

// Keys typed from the English texts: a misspelt or missing key in `t` fails `tsc`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof ENGLISH };
    returnNull: false;
  }
}
