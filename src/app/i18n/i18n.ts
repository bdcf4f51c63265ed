/**
 * The interface's languages: English, 简体中文 and Русский, through i18next (plural rules and
 * number formats per language come from the browser's Intl, so "1 узел, 2 узла, 5 узлов" and
 * "12,345 / 12 345" are right without string concatenation). Word lists and puzzles are not
 * translated. The language is chosen from the browser's languages on the first visit, switched
 * with the `language` picker, and kept over a reload in localStorage.
 */
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readChoice, saveChoice, type ChoiceHost } from '../keptChoice.ts';
import enApp from '../../text/locales/en/app.json';
import enCore from '../../text/locales/en/core.json';
import ruApp from '../../text/locales/ru/app.json';
import ruCore from '../../text/locales/ru/core.json';
import zhApp from '../../text/locales/zh/app.json';
import zhCore from '../../text/locales/zh/core.json';

export type Language = 'en' | 'zh' | 'ru';

export const LANGUAGES: readonly { id: Language; label: string }[] = [
  { id: 'en', label: 'English' },
  { id: 'zh', label: '简体中文' },
  { id: 'ru', label: 'Русский' },
];

/** Where the chosen language is kept (apart from the saved session: a reset keeps the language). */
export const LANGUAGE_KEY = 'csp-playground.language';

/** A language's texts: the names and messages code below the app returns (core.json) and the interface's own (app.json), one namespace. */
export const RESOURCES = {
  en: { translation: { ...enCore, ...enApp } },
  zh: { translation: { ...zhCore, ...zhApp } },
  ru: { translation: { ...ruCore, ...ruApp } },
} as const;

/** The browser globals used here, typed without the DOM library (the kinds, and so this module, are also compiled for Node). */
const host = globalThis as ChoiceHost & {
  navigator?: { languages?: readonly string[]; language?: string };
  document?: { documentElement: { lang: string } };
};

function isLanguage(x: unknown): x is Language {
  return x === 'en' || x === 'zh' || x === 'ru';
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

/** A ready i18next instance in `language`; `react`: the one React's `useTranslation` reads (tests make their own). */
export function createI18n(language: Language, react = false): I18n {
  const instance = i18next.createInstance();
  if (react) instance.use(initReactI18next);
  void instance.init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'zh', 'ru'],
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

/** The app's instance. */
export const i18n = createI18n(initialLanguage(), true);

function showLanguage(language: string): void {
  if (host.document) host.document.documentElement.lang = language === 'zh' ? 'zh-Hans' : language;
}
showLanguage(i18n.language);

/** Switch the interface and keep the choice. */
export async function setLanguage(language: Language): Promise<void> {
  saveChoice(host, LANGUAGE_KEY, language);
  await i18n.changeLanguage(language);
  showLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
