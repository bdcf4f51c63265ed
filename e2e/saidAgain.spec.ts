/**
 * Said again in the language chosen now (issue 29, text as data): an error or a restore notice on
 * screen is kept as a message, not as words, so switching the language says it again in the new
 * language, with the file, line and column it named.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const KEY = 'csp-playground.saved';

test.use({ locale: 'en-US' });

/** What the app saved, as stored. */
async function saved(page: Page): Promise<string | null> {
  return page.evaluate((key) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(key), KEY);
}

/**
 * Edit the saved record as a page of the app's origin that does not run the app (a bundled word
 * list), so that the app's own save on leaving does not overwrite it; then open the app.
 */
async function openWithSaved(page: Page, edit: (record: Record<string, unknown>) => void): Promise<void> {
  await page.goto('/dictionaries/english-common.txt');
  const record = JSON.parse((await saved(page))!) as Record<string, unknown>;
  edit(record);
  await page.evaluate(
    ({ key, text }) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, text),
    { key: KEY, text: JSON.stringify(record) },
  );
  await page.goto('/');
}

/** A saved word list that this browser's IndexedDB does not hold (another browser's, or cleared). */
function missingList(record: Record<string, unknown>): void {
  record.customDictionary = { name: 'mine.txt' };
  record.dictionaryId = 'custom';
}

test('a bad file’s error is said again in the language chosen after it, with its file, line and column', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-0-0')).toBeVisible();
  const error = page.getByTestId('puzzle-error');

  await test.step('a puzzle file', async () => {
    await page.getByTestId('file-input').setInputFiles('e2e/fixtures/bad.slots');
    await expect(error).toContainText('Could not load the puzzle — bad.slots, line 3, column 5: ');
    await page.getByTestId('language').selectOption('ru');
    await expect(error).toContainText('Не удалось загрузить головоломку — bad.slots, строка 3, столбец 5: ');
    await expect(error).not.toContainText('line');
    await expect(error).not.toContainText('expected');
    await page.getByTestId('language').selectOption('zh');
    await expect(error).toContainText('bad.slots，第 3 行，第 5 列');
    await page.getByTestId('language').selectOption('en');
    await expect(error).toContainText('Could not load the puzzle — bad.slots, line 3, column 5: ');
  });

  await test.step('a word list (the dictionary panel)', async () => {
    await page.getByTestId('file-input').setInputFiles({ name: 'numbers.txt', mimeType: 'text/plain', buffer: Buffer.from('123\n4 5 6 7 8\n') });
    const listError = page.getByTestId('dictionary-error');
    await expect(listError).toContainText('numbers.txt, line 1, column 1');
    await page.getByTestId('language').selectOption('ru');
    await expect(listError).toContainText('numbers.txt, строка 1, столбец 1');
    await expect(listError).not.toContainText('line');
  });
});

test('a restore notice is said in the language chosen, before and after it shows', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cell-0-0')).toBeVisible();
  await expect.poll(async () => saved(page)).not.toBeNull();
  const notice = page.getByTestId('restore-notice');

  await test.step('shown in English, said again in Russian and Chinese', async () => {
    await openWithSaved(page, missingList);
    await expect(notice).toHaveText('⚠Your word list mine.txt was not found in this browser’s storage; load it again to use it.×');
    await page.getByTestId('language').selectOption('ru');
    await expect(notice).toHaveText('⚠Ваш список слов mine.txt не найден в хранилище этого браузера; загрузите его снова, чтобы им пользоваться.×');
    await page.getByTestId('language').selectOption('zh');
    await expect(notice).toContainText('在此浏览器的存储中找不到你的词表 mine.txt');
  });

  await test.step('a reload in Russian says it in Russian from the start, damaged parts listed the Russian way', async () => {
    await page.getByTestId('language').selectOption('ru');
    await openWithSaved(page, (record) => {
      missingList(record);
      record.sudoku = { text: 'not a sudoku', source: 'Drawn' };
      record.speedIndex = 99;
    });
    await expect(page.getByTestId('language')).toHaveValue('ru');
    await expect(notice).toContainText('кроме нескольких частей');
    await expect(notice).toContainText('судоку и скорость воспроизведения');
    await expect(notice).toContainText('Ваш список слов mine.txt не найден в хранилище этого браузера');
    await expect(notice).not.toContainText('Your');
    await expect(notice).not.toContainText('Restored');
  });
});

test('a bad file opened while a first visit’s sample still loads keeps its error: the sample gives way', async ({ page }) => {
  // Hold the first visit's sample until the bad file's error shows, then let it in.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/puzzles/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-0-0')).toBeVisible();
  await page.getByTestId('file-input').setInputFiles('e2e/fixtures/bad.slots');
  const error = page.getByTestId('puzzle-error');
  await expect(error).toContainText('bad.slots, line 3, column 5');
  const finished = page.waitForEvent('requestfinished', (r) => r.url().includes('/puzzles/'));
  release();
  await finished;
  // The sample is read and applied in the page as soon as it has arrived: two frames later it has been.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
  await expect(error).toContainText('bad.slots, line 3, column 5');
  await expect(page.getByTestId('slot-summary')).not.toContainText('lesson-8x8.grid');
});
