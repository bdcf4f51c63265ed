/**
 * Clues and the print view (issue 33): the clue list beside the board (its selection following
 * the board's and the reverse, kept over a reload and in undo, written into the files), and the
 * print view on paper (print media emulated: the grid and the numbered clue lists there, the app's
 * chrome not), at 1280 × 720 and on a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseIpuz } from '@xwordly/xword-parser';
import { expect, test } from './fixtures/clean.ts';

const shots = 'test-results/clues';
const GRID = 'cat#\nabed\nbone\n#dew\n';

async function openGrid(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  // A few short rows read as a word list too: the app asks, and the maker opens it as a crossword.
  await page.getByRole('button', { name: 'Open as a crossword' }).click();
}

async function exported(page: Page, what: string): Promise<Buffer> {
  if (!(await page.getByTestId(`export-${what}`).isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${what}`).click()]);
  return readFileSync(await download.path());
}

/** The browser's print dialog does not open in tests: `window.print` counts the calls instead. */
async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = globalThis as unknown as { printed: number; print: () => void };
    w.printed = 0;
    w.print = () => {
      w.printed++;
    };
  });
}

test.describe('at 1280 × 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a maker writes clues beside the board, keeps them over a reload, exports and prints them', async ({ page }) => {
    await stubPrint(page);
    await page.goto('/?instant=1');
    if ((await page.getByTestId('teach-layout').count()) > 0) await page.getByTestId('layout-teach').click();
    await openGrid(page, 'small.grid', GRID);
    await expect(page.getByTestId('cell-3-3')).toHaveText('w');
    const list = page.getByTestId('clue-list');
    await expect(list.getByTestId('clue-answer-1-Across')).toHaveText('CAT');
    await expect(list.getByTestId('clue-entry-1-Across')).toContainText('(3)');

    await test.step('clues and details typed; picking a clue selects its slot, a cell selects its clue', async () => {
      await list.getByTestId('clue-title').fill('Small one');
      await list.getByTestId('clue-author').fill('Ada');
      await list.getByTestId('clue-1-Across').fill('Feline pet');
      await list.getByTestId('clue-1-Down').fill('Taxi');
      await expect(list.getByTestId('clue-entry-1-Down')).toHaveAttribute('data-selected', 'true');
      for (const cell of ['cell-0-0', 'cell-1-0', 'cell-2-0']) await expect(page.getByTestId(cell)).toHaveAttribute('data-clue', 'true');
      await expect(page.getByTestId('cell-0-1')).not.toHaveAttribute('data-clue', 'true');
      await page.getByTestId('cell-2-2').click();
      await expect(list.getByTestId('clue-entry-6-Across')).toHaveAttribute('data-selected', 'true');
      await expect(page.getByTestId('cell-2-3')).toHaveAttribute('data-clue', 'true');
      await page.screenshot({ path: `${shots}/normal-1280x720.png` });
    });

    await test.step('undo takes back the last clue typed; a reload keeps the rest', async () => {
      await page.getByTestId('undo').click();
      await expect(list.getByTestId('clue-1-Down')).toHaveValue('');
      await page.reload();
      await expect(page.getByTestId('clue-1-Across')).toHaveValue('Feline pet');
      await expect(page.getByTestId('clue-title')).toHaveValue('Small one');
    });

    await test.step('a changed letter marks the clue whose answer changed', async () => {
      await page.getByTestId('cell-0-1').click();
      await page.keyboard.press('o');
      await expect(page.getByTestId('clue-answer-1-Across')).toHaveText('COT');
      await expect(page.getByTestId('clue-changed-1-Across')).toBeVisible();
      await page.getByTestId('undo').click();
      await expect(page.getByTestId('clue-changed-1-Across')).toHaveCount(0);
    });

    await test.step('the .ipuz file has the clues, title and author', async () => {
      const ipuz = parseIpuz((await exported(page, 'ipuz')).toString('utf8'));
      expect(ipuz.title).toBe('Small one');
      expect(ipuz.author).toBe('Ada');
      expect(ipuz.clues.Across!.find((c) => Number(c.number) === 1)?.text).toBe('Feline pet');
    });

    await test.step('the print view: on paper, the grid and the clue lists, not the app', async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('export-menu').click();
      await page.getByTestId('export-print-answers').click();
      expect(await page.evaluate(() => (globalThis as unknown as { printed: number }).printed)).toBe(1);
      await page.emulateMedia({ media: 'print' });
      const sheet = page.getByTestId('print-sheet');
      await expect(sheet).toBeVisible();
      await expect(sheet.getByTestId('print-grid')).toBeVisible();
      await expect(sheet.getByTestId('print-clue-1-Across')).toContainText('1 Feline pet (3) CAT');
      await expect(sheet).toContainText('Small one');
      await expect(sheet).toContainText('by Ada');
      await expect(page.getByTestId('board')).toBeHidden();
      await expect(page.getByTestId('export-menu')).toBeHidden();
      await page.screenshot({ path: `${shots}/print-answers.png`, fullPage: true });
      const pdf = await page.pdf({ format: 'A4' });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      // Without the answers: no letters in the grid, no answers after the clues.
      await page.emulateMedia({ media: 'screen' });
      await expect(sheet).toBeHidden();
      if (!(await page.getByTestId('export-print').isVisible())) await page.getByTestId('export-menu').click();
      await page.getByTestId('export-print').click();
      await page.emulateMedia({ media: 'print' });
      await expect(sheet.getByTestId('print-clue-1-Across')).toHaveText('1 Feline pet (3)');
      await expect(sheet.getByTestId('print-grid')).not.toContainText('C');
      await page.screenshot({ path: `${shots}/print-blank.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the clue list fits the screen and takes a clue', async ({ page }) => {
    await page.goto('/?instant=1');
    await openGrid(page, 'small.grid', GRID);
    const list = page.getByTestId('clue-list');
    await list.scrollIntoViewIfNeeded();
    await list.getByTestId('clue-1-Across').fill('Feline pet');
    const box = await list.boundingBox();
    expect(box!.x + box!.width, 'the list fits the screen').toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/phone-390x844.png` });
  });
});
