/**
 * What the store shows is kept as messages, not as words (issue 29, text as data): a restore
 * notice and a file's error are `{ key, params }`, and each says the right words in English,
 * 简体中文 and Русский whenever it is said (here through each language's own i18next instance).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { check } from '../../../tests/check.ts';
import { isMessage } from '../../text/index.ts';
import { hydrate, restoreCustomDictionary, type KeyValue } from '../persist/persist.ts';
import { decodeSaved, encodeSaved, noticeFor, STORAGE_KEY } from '../persist/savedState.ts';
import { keptWordLists, tooBig } from '../files/index.ts';
import { useApp } from '../state/store.ts';
import { createI18n, type Language } from '../i18n/i18n.ts';
import { textOf, type AnyMessage } from '../i18n/message.ts';

const LANGUAGES: readonly Language[] = ['en', 'zh', 'ru'];
const instances = Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await createI18n(l)] as const)));

/** `m` in each language: `{ en, zh, ru }`. */
function inEach(m: AnyMessage | null | undefined): Record<string, string> {
  check(isMessage(m)).toBe(true);
  return Object.fromEntries(LANGUAGES.map((l) => [l, textOf(m!, instances[l]!.t)]));
}

const initial = useApp.getInitialState();
beforeEach(() => {
  useApp.setState(initial, true);
  useApp.getState().dismissRestoreNotice();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A storage holding the record of the initial state, changed by `edit`. */
function storageWith(edit: (record: Record<string, unknown>) => void): KeyValue {
  const record = encodeSaved(useApp.getState()) as unknown as Record<string, unknown>;
  edit(record);
  const text = JSON.stringify(record);
  return { getItem: (key) => (key === STORAGE_KEY ? text : null), setItem() {}, removeItem() {} };
}

describe('a restore notice is a message', () => {
  it('damaged parts, listed each language’s way', () => {
    const outcome = decodeSaved(JSON.stringify({ ...JSON.parse(JSON.stringify(encodeSaved(useApp.getState()))), kind: 1, sudoku: null, speedIndex: -1 }));
    check(inEach(noticeFor(outcome))).toEqual({
      en: 'Restored your last session, except the puzzle kind, the Sudoku and the playback speed: they were damaged and set to the defaults.',
      zh: '已恢复你上次的会话，但以下部分已损坏，已改用默认值：谜题类型、数独和播放速度。',
      ru: 'Прошлый сеанс восстановлен, кроме нескольких частей: они были повреждены, и для них взяты значения по умолчанию — тип головоломки, судоку и скорость воспроизведения.',
    });
    const one = decodeSaved(JSON.stringify({ ...JSON.parse(JSON.stringify(encodeSaved(useApp.getState()))), groupPrunes: 'yes' }));
    check(inEach(noticeFor(one)).ru).toBe('Прошлый сеанс восстановлен, кроме одной части: она была повреждена, и для неё взяты значения по умолчанию — группировка отсечений.');
    check(inEach(noticeFor(one)).en).toBe('Restored your last session, except the prune grouping: it was damaged and set to the defaults.');
  });

  it('a record of another version', () => {
    check(inEach(noticeFor(decodeSaved('{"version":0}')))).toEqual({
      en: 'Your saved boards and settings could not be used (it has version 0, this app reads version 1), so the app starts with the defaults.',
      zh: '你保存的棋盘和设置无法使用（它的版本是 0，本应用读取版本 1），因此应用以默认设置启动。',
      ru: 'Сохранённые поля и настройки нельзя использовать (у неё версия 0, а приложение читает версию 1), поэтому приложение запускается со значениями по умолчанию.',
    });
  });

  it('a kept word list this browser’s storage does not hold', async () => {
    vi.spyOn(keptWordLists, 'read').mockResolvedValue(undefined);
    hydrate(
      storageWith((r) => {
        r.customDictionary = { name: 'mine.txt' };
        r.dictionaryId = 'custom';
      }),
    );
    await restoreCustomDictionary();
    const notice = useApp.getState().restoreNotice;
    expect(notice).toHaveLength(1);
    check(inEach(notice[0])).toEqual({
      en: 'Your word list mine.txt was not found in this browser’s storage; load it again to use it.',
      zh: '在此浏览器的存储中找不到你的词表 mine.txt；请重新载入它才能使用。',
      ru: 'Ваш список слов mine.txt не найден в хранилище этого браузера; загрузите его снова, чтобы им пользоваться.',
    });
  });

  it('a browser without IndexedDB: the reason too is said in each language', async () => {
    // Node has no IndexedDB: the keeper refuses, and says why as a message.
    hydrate(
      storageWith((r) => {
        r.customDictionary = { name: 'mine.txt' };
        r.dictionaryId = 'custom';
      }),
    );
    await restoreCustomDictionary();
    check(inEach(useApp.getState().restoreNotice[0])).toEqual({
      en: 'Your word list mine.txt could not be restored: the browser’s IndexedDB failed (this browser has no IndexedDB).',
      zh: '无法恢复你的词表 mine.txt：浏览器的 IndexedDB 出错（此浏览器没有 IndexedDB）。',
      ru: 'Не удалось восстановить ваш список слов mine.txt: сбой IndexedDB в браузере (в этом браузере нет IndexedDB).',
    });
  });

  it('a storage that throws when read: the defaults, and its own words kept as they are', () => {
    hydrate({
      getItem() {
        throw new Error('SecurityError: access denied');
      },
      setItem() {},
      removeItem() {},
    });
    check(useApp.getState().boards.crossword.puzzle.width).toBe(initial.boards.crossword.puzzle.width);
    check(inEach(useApp.getState().restoreNotice[0])).toEqual({
      en: 'Your saved session could not be read (SecurityError: access denied); the app starts with the defaults.',
      zh: '无法读取你保存的会话（SecurityError: access denied），应用以默认设置启动。',
      ru: 'Не удалось прочитать сохранённый сеанс (SecurityError: access denied); приложение запускается со значениями по умолчанию.',
    });
  });
});

describe('a file’s error is a message', () => {
  it('a bad puzzle file: file, line and column in each language', async () => {
    await useApp.getState().loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    const said = inEach(useApp.getState().puzzleError);
    check(said.en).toBe('bad.slots, line 3, column 5: expected LENGTH (a whole number), found "x"');
    check(said.ru).toBe('bad.slots, строка 3, столбец 5: ожидалось LENGTH (длина) (целое число), а найдено "x"');
    check(said.zh).toMatch(/^bad\.slots，第 ?3 ?行，第 ?5 ?列：应为 ?LENGTH/);
  });

  it('a file too big to read', () => {
    check(inEach(tooBig('huge.txt', 60 * 1024 * 1024))).toEqual({
      en: 'huge.txt is 60 MB; files over 50 MB are refused, to keep the page responsive',
      zh: 'huge.txt 有 60 MB；超过 50 MB 的文件会被拒绝，以免页面失去响应',
      ru: 'huge.txt занимает 60 МБ; файлы больше 50 МБ не принимаются, чтобы страница не зависала',
    });
  });

  it('a word list that does not read: the dictionary’s error', async () => {
    await useApp.getState().loadFile('numbers.txt', '123\n4 5 6 7 8\n');
    const said = inEach(useApp.getState().dictionaryError);
    check(said.en).toMatch(/^numbers\.txt, line 1, column 1: /);
    check(said.ru).toMatch(/^numbers\.txt, строка 1, столбец 1: /);
    check(said.zh).toMatch(/^numbers\.txt，第 ?1 ?行，第 ?1 ?列：/);
  });
});
