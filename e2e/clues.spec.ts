/**
 * Clues and the print view (issue 33): the clue list beside the board (its selection following
 * the board's and the reverse, kept over a reload and in undo, written into the files), and the
 * print view on paper (print media emulated: the grid and the numbered clue lists there, the app's
 * chrome not), at 1280 × 720 and on a phone.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseIpuz, parsePuz, parseXd } from '@xwordly/xword-parser';
import { toggleBlock } from './board';
import { expect, FIRST_VISIT, test } from './fixtures/clean.ts';

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

/** How far the page is scrolled down. */
function pageScroll(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
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

  test('a cell picked on a 15 × 15 board brings its clue into view in the list, and the page stays put', async ({ page }) => {
    await page.goto('/?instant=1');
    if ((await page.getByTestId('teach-layout').count()) > 0) await page.getByTestId('layout-teach').click();
    await page.getByTestId('file-input').setInputFiles('public/puzzles/swordsmith-15xcommon.grid');
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-15xcommon.grid · 15 × 15');
    const across = page.getByTestId('clue-list-across').locator('ol');
    const entry = across.getByTestId('clue-entry-63-Across'); // the last Across slot, at the list's foot
    const box = async () => (await across.boundingBox())!;
    expect((await entry.boundingBox())!.y, 'the last clue starts out of the list view').toBeGreaterThan((await box()).y + (await box()).height);
    const cell = page.getByTestId('cell-14-10');
    await cell.scrollIntoViewIfNeeded();
    const scrolled = await pageScroll(page);
    await cell.click();
    await expect(entry).toHaveAttribute('data-selected', 'true');
    // Only the list scrolled: the board did not move under the pointer (a drag goes on drawing).
    const shown = (await entry.boundingBox())!;
    const list = await box();
    expect(shown.y).toBeGreaterThanOrEqual(list.y - 1);
    expect(shown.y + shown.height).toBeLessThanOrEqual(list.y + list.height + 1);
    expect(await pageScroll(page)).toBe(scrolled);
  });
});

/** The bundled 63k list with a score per word (from its letters), as a `word;score` list. */
function scoredList(): string {
  const words = readFileSync(new URL('../public/dictionaries/english-63k.txt', import.meta.url), 'utf8').split('\n').map((w) => w.trim().toLowerCase());
  return words.filter((w) => /^[a-z]+$/.test(w)).map((w) => `${w};${(w.charCodeAt(0) * 7 + w.length * 13) % 100}`).join('\n') + '\n';
}

test.describe('from a blank 15 × 15 at 1280 × 720, a first visit', () => {
  test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

  test('drawn with rotational symmetry, checked, filled from a scored list, clued, exported and printed', async ({ page }) => {
    test.setTimeout(300_000);
    await stubPrint(page);
    await page.goto('/?instant=1');
    await expect(page.getByTestId('teach-layout')).toBeVisible();
    await page.getByTestId('layout-tools-toggle').click();
    await page.getByTestId('board-width').fill('15');
    await page.getByTestId('board-height').fill('15');
    await expect(page.getByTestId('cell-14-14')).toBeAttached();
    await page.getByRole('button', { name: 'Clear board', exact: true }).click();
    await expect(page.getByTestId('symmetry')).toHaveValue('rotational');
    // Blocks on rows and columns 3, 7 and 11: each placed with its 180° partner.
    const lines = [3, 7, 11];
    for (let r = 0; r < 15; r++) {
      for (let c = 0; c < 15; c++) {
        if (!lines.includes(r) && !lines.includes(c)) continue;
        if (r * 15 + c > 112) continue; // the partner of a cell past the middle is placed with it
        if ((await page.getByTestId(`cell-${r}-${c}`).getAttribute('data-block')) !== 'true') await toggleBlock(page, `cell-${r}-${c}`);
      }
    }
    await expect(page.getByTestId('cell-11-14')).toHaveAttribute('data-block', 'true');
    const checks = page.getByTestId('grid-checks');
    await expect(checks.getByTestId('grid-check-min-length')).toHaveAttribute('data-state', 'ok');
    await expect(checks.getByTestId('grid-check-checked')).toHaveAttribute('data-state', 'ok');
    await expect(checks.getByTestId('grid-check-word-count')).toContainText('96 words');
    await page.screenshot({ path: `${shots}/15x15-teaching-1280x720.png` });

    await page.getByTestId('layout-teach').click();
    await page.getByTestId('file-input').setInputFiles({ name: 'scored.txt', mimeType: 'text/plain', buffer: Buffer.from(scoredList()) });
    await expect(page.getByTestId('score-histogram')).toBeVisible();
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 120_000 });
    const list = page.getByTestId('clue-list');
    await expect(list.getByTestId('clue-entry-1-Across')).not.toContainText('·');
    await list.getByTestId('clue-title').fill('Lattice');
    await list.getByTestId('clue-author').fill('Ada');
    const slots = await list.locator('[data-testid^="clue-entry-"]').evaluateAll((els) => els.map((e) => ((e as unknown as { dataset: Record<string, string> }).dataset['testid'] ?? '').slice('clue-entry-'.length)));
    expect(slots).toHaveLength(96);
    for (const slot of slots.slice(0, 6)) await list.getByTestId(`clue-${slot}`).fill(`Clue of ${slot}`);
    await page.screenshot({ path: `${shots}/15x15-normal-1280x720.png` });

    const rows = (grid: string[][]) => grid.map((row) => row.join(''));
    const puz = parsePuz(new Uint8Array(await exported(page, 'puz')));
    expect(puz.metadata.title).toBe('Lattice');
    expect(puz.across.length + puz.down.length).toBe(96);
    expect(puz.grid.flat().filter((c) => !c.isBlack).every((c) => /^[A-Z]$/.test(c.solution ?? ''))).toBe(true);
    const ipuz = parseIpuz((await exported(page, 'ipuz')).toString('utf8'));
    expect(ipuz.clues.Across!.find((c) => Number(c.number) === 1)?.text).toBe('Clue of 1-Across');
    const xd = parseXd((await exported(page, 'xd')).toString('utf8'));
    expect(rows(xd.grid)).toHaveLength(15);
    expect(xd.metadata.author).toBe('Ada');
    const grid = (await exported(page, 'puzzle-letters')).toString('utf8');
    expect(grid.split('\n')[0]).toMatch(/^[a-z]{3}#[a-z]{3}#[a-z]{3}#[a-z]{3}$/);

    if (!(await page.getByTestId('export-print').isVisible())) await page.getByTestId('export-menu').click();
    await page.getByTestId('export-print').click();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-sheet').getByTestId('print-clue-1-Across')).toHaveText('1 Clue of 1-Across (3)');
    await page.screenshot({ path: `${shots}/15x15-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });
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

  test('a cell picked on the board brings its clue into view in the list, and leaves the page where it is', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('cell-7-5')).toBeAttached();
    const scrollY = () => page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
    // The first slot's clue is selected as the page opens: the page still opens at its top.
    expect(await scrollY(), 'the first screen opens at the top').toBe(0);
    // The last slot across: its clue sits below the list's fold until the list scrolls to it.
    await page.getByTestId('cell-7-5').click();
    const entry = page.getByTestId('clue-list').locator('li[data-selected="true"]');
    await expect(entry).toHaveCount(1);
    type Box = { top: number; bottom: number };
    type Row = { getBoundingClientRect(): Box; parentElement: { scrollTop: number; getBoundingClientRect(): Box } };
    const where = () =>
      entry.evaluate((li) => {
        const row = li as unknown as Row;
        const a = row.getBoundingClientRect();
        const b = row.parentElement.getBoundingClientRect();
        return { inside: a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5, listScrolled: row.parentElement.scrollTop > 0 };
      });
    await expect.poll(where).toEqual({ inside: true, listScrolled: true });
    expect(await scrollY(), 'the page stays where it was').toBe(0);
  });
});
