import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { toggleBlock } from './board.ts';

const shots = 'screenshots';
const KEY = 'csp-playground.saved';

/** What the app saved, as stored (the save is debounced: wait until it holds `check`). */
async function saved(page: Page): Promise<string | null> {
  return page.evaluate((key) => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(key), KEY);
}

/**
 * Put `text` in the saved slot as a page of the app's origin that does not run the app (a bundled
 * word list), so that the app's own save on leaving does not overwrite it; then open the app.
 */
async function openWithSaved(page: Page, edit: (stored: string | null) => string): Promise<void> {
  await page.goto('/dictionaries/english-common.txt');
  await page.evaluate(
    ({ key, text }) => (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(key, text),
    { key: KEY, text: edit(await saved(page)) },
  );
  await page.goto('/');
}

test('boards, settings, speed and a loaded word list survive a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cell-7-7')).toBeVisible();
  await expect(page.getByTestId('restore-notice')).toHaveCount(0);

  await test.step('crossword: resize, blocks, letters (Latin and Cyrillic), symmetric off', async () => {
    // Draw on an empty board (a first visit opens on the lesson puzzle).
    await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
    await page.getByRole('button', { name: 'Clear board' }).click();
    await page.getByTestId('board-width').fill('5');
    await page.getByTestId('board-height').fill('4');
    await expect(page.getByTestId('cell-3-4')).toBeVisible();
    await page.getByTestId('symmetry').selectOption('none'); // one block per click
    await toggleBlock(page, 'cell-0-0');
    await toggleBlock(page, 'cell-2-3');
    await page.getByTestId('cell-1-1').click();
    await page.keyboard.type('q'); // the click selected the cell; the letter goes there, and the cursor moves on
    // A Cyrillic key (the US layout Playwright types with has none): the key event itself.
    await page.getByTestId('cell-1-2').dispatchEvent('keydown', { key: 'ж', bubbles: true });
    await expect(page.getByTestId('cell-1-1')).toHaveText('q');
    await expect(page.getByTestId('cell-1-2')).toHaveText('ж');
  });

  await test.step('a word list through the file input', async () => {
    const words = ['# my words', 'cat', 'dog', 'cow', 'owl', 'r2d2', 'emu', 'cat'].join('\n');
    await page.getByTestId('file-input').setInputFiles({ name: 'my-words.txt', mimeType: 'text/plain', buffer: Buffer.from(words) });
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
    await expect(page.getByTestId('dictionary-info')).toHaveText('5 words from my-words.txt; 1 line skipped, 1 duplicate merged');
  });

  await test.step('algorithm settings and speed', async () => {
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-variable-order').selectOption('mrv');
    await page.getByTestId('algorithm-value-order').selectOption('lcv');
    await page.getByTestId('algorithm-ac3').uncheck();
    await page.getByTestId('algorithm-backjump').check();
    await page.getByTestId('algorithm-time-limit').selectOption('30');
    await page.getByTestId('speed').fill('2');
  });

  await test.step('a Sudoku digit and a Futoshiki sign', async () => {
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await page.getByTestId('cell-2-3').click();
    await page.keyboard.type('7');
    await expect(page.getByTestId('cell-2-3')).toHaveText('7');
    await page.getByTestId('algorithm-alldiff').selectOption('neq');
    await page.getByTestId('puzzle-kind').selectOption('futoshiki');
    // A first visit's Futoshiki is a sample with signs: start from an empty board.
    await expect(page.getByTestId('puzzle-summary')).toContainText('futoshiki-own-5x5.txt');
    await page.getByRole('button', { name: 'Clear board' }).click();
    await page.getByTestId('ineq-1-2-down').click();
    await page.getByTestId('ineq-1-2-down').click();
    await expect(page.getByTestId('ineq-1-2-down')).toHaveText('∨');
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('4');
    await expect(page.getByTestId('cell-0-0')).toHaveText('4');
  });

  await expect.poll(async () => saved(page)).toContain('"kind":"futoshiki"');
  await page.reload();

  await test.step('after the reload: the Futoshiki is shown as it was', async () => {
    await expect(page.getByTestId('puzzle-kind')).toHaveValue('futoshiki');
    await expect(page.getByTestId('ineq-1-2-down')).toHaveText('∨');
    await expect(page.getByTestId('cell-0-0')).toHaveText('4');
    await expect(page.getByTestId('sign-count')).toHaveText('1');
    await expect(page.getByTestId('given-count')).toHaveText('1');
    await expect(page.getByTestId('restore-notice')).toHaveCount(0);
  });

  await test.step('the settings and the speed', async () => {
    await expect(page.getByTestId('algorithm-inference')).toHaveValue('fc');
    await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('mrv');
    await expect(page.getByTestId('algorithm-value-order')).toHaveValue('lcv');
    await expect(page.getByTestId('algorithm-ac3')).not.toBeChecked();
    await expect(page.getByTestId('algorithm-backjump')).toBeChecked();
    await expect(page.getByTestId('algorithm-time-limit')).toHaveValue('30');
    await expect(page.getByTestId('algorithm-alldiff')).toHaveValue('neq');
    await expect(page.getByTestId('speed')).toHaveValue('2');
  });

  await test.step('the Sudoku', async () => {
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await expect(page.getByTestId('cell-2-3')).toHaveText('7');
    await expect(page.getByTestId('cell-2-3')).toHaveAttribute('data-given', 'true');
    await expect(page.getByTestId('given-count')).toHaveText('1');
  });

  await test.step('the crossword and the word list (from IndexedDB)', async () => {
    await page.getByTestId('puzzle-kind').selectOption('crossword');
    await expect(page.getByTestId('cell-3-4')).toBeVisible();
    await expect(page.getByTestId('cell-4-0')).toHaveCount(0);
    await expect(page.getByTestId('cell-0-5')).toHaveCount(0);
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-block', 'true');
    await expect(page.getByTestId('cell-2-3')).toHaveAttribute('data-block', 'true');
    await expect(page.getByTestId('cell-0-1')).not.toHaveAttribute('data-block', 'true');
    await expect(page.getByTestId('cell-1-1')).toHaveText('q');
    await expect(page.getByTestId('cell-1-2')).toHaveText('ж');
    await expect(page.getByTestId('symmetry')).toHaveValue('none'); // as chosen (new grids draw rotationally)
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
    await expect(page.getByTestId('dictionary-info')).toHaveText('5 words from my-words.txt; 1 line skipped, 1 duplicate merged');
    await expect(page.getByTestId('dictionary-select').locator('option[value="custom"]')).toHaveText('Your file: my-words.txt');
    await page.screenshot({ path: `${shots}/persist-01-after-reload.png` });
  });

  await test.step('a bundled dictionary chosen after loading a list: both come back', async () => {
    await page.getByTestId('dictionary-select').selectOption('english-common');
    await expect(page.getByTestId('dictionary-info')).toHaveText('3,973 words');
    await expect.poll(async () => saved(page)).toContain('"dictionaryId":"english-common"');
    await page.reload();
    await expect(page.getByTestId('dictionary-select').locator('option[value="custom"]')).toHaveText('Your file: my-words.txt');
    await expect(page.getByTestId('dictionary-select')).toHaveValue('english-common');
    await expect(page.getByTestId('dictionary-info')).toHaveText('3,973 words');
  });

  await test.step('?instant=1 wins over the saved speed, and does not overwrite it', async () => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('speed')).toHaveValue('11');
    await toggleBlock(page, 'cell-0-1'); // an edit: a save happens under ?instant=1
    await expect.poll(async () => saved(page)).toContain('"grid":"##');
    await page.goto('/');
    await expect(page.getByTestId('speed')).toHaveValue('2');
  });

  await test.step('reset saved state: back to the defaults', async () => {
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('reset-saved').click();
    await expect(page.getByTestId('cell-7-7')).toBeVisible();
    await expect(page.getByTestId('dictionary-select')).toHaveValue('english-common');
    await expect(page.getByTestId('algorithm-inference')).toHaveValue('mac');
    await expect(page.getByTestId('speed')).toHaveValue('4');
    await page.reload();
    await expect(page.getByTestId('cell-7-7')).toBeVisible();
    await expect(page.getByTestId('dictionary-select').locator('option[value="custom"]')).toHaveText('Your own file (load or drop one)');
  });
});

test('damaged saved data: the defaults and a one-line notice, never a blank page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('cell-7-7')).toBeVisible();
  await openWithSaved(page, () => '{"version": 1, "kind": "sudo');
  await expect(page.getByRole('heading', { name: 'CSP Playground' })).toBeVisible();
  await expect(page.getByTestId('cell-7-7')).toBeVisible();
  await expect(page.getByTestId('puzzle-kind')).toHaveValue('crossword');
  const notice = page.getByTestId('restore-notice');
  await expect(notice).toContainText('could not be used (it is not valid JSON), so the app starts with the defaults');
  const box = (await notice.boundingBox())!;
  expect(box.height).toBeLessThan(40); // one line
  await page.screenshot({ path: `${shots}/persist-02-damaged-notice.png`, fullPage: true });
  await page.getByTestId('restore-notice-dismiss').click();
  await expect(notice).toHaveCount(0);

  // One damaged part: only that part falls back, and the notice names it.
  await page.getByTestId('algorithm-inference').selectOption('none');
  await toggleBlock(page, 'cell-0-0');
  await expect.poll(async () => saved(page)).toContain('"inference":"none"');
  await openWithSaved(page, (stored) => {
    const record = JSON.parse(stored!) as Record<string, unknown>;
    record.sudoku = { text: 'not a sudoku', source: 'Drawn' };
    record.speedIndex = 99;
    return JSON.stringify(record);
  });
  await expect(page.getByTestId('restore-notice')).toHaveText(/except the Sudoku and the playback speed: they were damaged and set to the defaults/);
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('none');
  await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-block', 'true');
  await expect(page.getByTestId('speed')).toHaveValue('4');

  // An old version: everything to the defaults.
  await openWithSaved(page, () => '{"version": 0, "board": "########"}');
  await expect(page.getByTestId('restore-notice')).toContainText('it has version 0, this app reads version 1');
  await expect(page.getByTestId('cell-0-0')).not.toHaveAttribute('data-block', 'true');
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('mac');
});

test('without IndexedDB the word list is missed, said in the notice, and the rest comes back', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByRole('button', { name: 'Clear board' }).click();
  await toggleBlock(page, 'cell-0-0');
  await page.getByTestId('file-input').setInputFiles({ name: 'few.txt', mimeType: 'text/plain', buffer: Buffer.from('cat\ndog\n') });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await expect.poll(async () => saved(page)).toContain('"customDictionary":{"name":"few.txt"}');
  await page.addInitScript(() => Object.defineProperty(globalThis, 'indexedDB', { value: undefined }));
  await page.reload();
  await expect(page.getByTestId('restore-notice')).toHaveText('⚠Your word list few.txt could not be restored: the browser’s IndexedDB failed (this browser has no IndexedDB).×');
  await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-block', 'true');
  await expect(page.getByTestId('dictionary-select')).toHaveValue('english-common');
  await expect(page.getByTestId('dictionary-info')).toHaveText('3,973 words');
  await page.screenshot({ path: `${shots}/persist-03-no-indexeddb.png` });
});
