/**
 * From a blank grid towards a published crossword (issue 33), as a maker does it on a projector's
 * 1280 × 720 (the teaching layout a first visit opens in, then the normal one) and on a phone:
 * drawing a 15 × 15 with rotational symmetry (each block and its partner one undo step), the grid
 * checks saying each rule and showing the cells a broken one concerns, the symmetry kept over a
 * reload, and the filled crossword exported as .puz, .ipuz and .xd, read back by a reader we did not write.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parseIpuz, parsePuz, parseXd } from '@xwordly/xword-parser';
import { toggleBlock } from './board';
import { expect, FIRST_VISIT, test } from './fixtures/clean.ts';

const shots = 'test-results/publish';

/** Click an export button (opening the menu first) and read the downloaded file. */
async function exported(page: Page, what: string): Promise<{ name: string; bytes: Buffer }> {
  if (!(await page.getByTestId(`export-${what}`).isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${what}`).click()]);
  return { name: download.suggestedFilename(), bytes: readFileSync(await download.path()) };
}

const blocked = (page: Page) => page.locator('[data-block="true"]');
const outlined = (page: Page) => page.locator('[data-check="true"]');

test.describe('at 1280 × 720, a first visit', () => {
  test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

  test('a maker draws a symmetric 15 × 15, reads the grid checks, and exports the filled crossword', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(blocked(page).first()).toBeAttached(); // the first visit's sample is in
    await expect(page.getByTestId('teach-layout')).toBeVisible();
    await page.getByTestId('layout-tools-toggle').click();

    await test.step('a blank 15 × 15 draws with rotational symmetry: a block and its partner, one undo step', async () => {
      await page.getByTestId('board-width').fill('15');
      await page.getByTestId('board-height').fill('15');
      await expect(page.getByTestId('cell-14-14')).toBeAttached();
      await page.getByRole('button', { name: 'Clear board', exact: true }).click();
      await expect(blocked(page)).toHaveCount(0);
      await expect(page.getByTestId('symmetry')).toHaveValue('rotational');
      await toggleBlock(page, 'cell-0-4');
      await expect(page.getByTestId('cell-14-10')).toHaveAttribute('data-block', 'true');
      await expect(blocked(page)).toHaveCount(2);
      await page.getByTestId('undo').click();
      await expect(blocked(page)).toHaveCount(0);
      await page.getByTestId('redo').click();
      await expect(blocked(page)).toHaveCount(2);
    });

    await test.step('the grid checks: one piece, every cell checked; a block that leaves 2-letter words is named and shown', async () => {
      const checks = page.getByTestId('grid-checks');
      await expect(checks.getByTestId('grid-check-connected')).toHaveAttribute('data-state', 'ok');
      await expect(checks.getByTestId('grid-check-checked')).toHaveAttribute('data-state', 'ok');
      await expect(checks.getByTestId('grid-check-min-length')).toHaveAttribute('data-state', 'ok');
      // 15 across and 15 down, and row 0 and row 14 cut in two: 32 words, within the editors' 72.
      await expect(checks.getByTestId('grid-check-word-count')).toHaveAttribute('data-state', 'ok');
      await expect(checks.getByTestId('grid-check-word-count')).toContainText('32 words');
      await expect(checks.getByTestId('grid-check-block-count')).toContainText('2 blocks among 225 squares');
      // A block at row 1, column 2 (and its partner) leaves words of 2 letters: (1,0)-(1,1) and (13,13)-(13,14).
      await toggleBlock(page, 'cell-1-2');
      await expect(page.getByTestId('cell-13-12')).toHaveAttribute('data-block', 'true');
      const short = checks.getByTestId('grid-check-min-length');
      await expect(short).toHaveAttribute('data-state', 'error');
      await expect(short).toContainText('Words shorter than 3 letters: 2');
      await expect(outlined(page)).toHaveCount(0);
      await short.getByTestId('grid-check-show-min-length').click();
      for (const cell of ['cell-1-0', 'cell-1-1', 'cell-13-13', 'cell-13-14']) await expect(page.getByTestId(cell)).toHaveAttribute('data-check', 'true');
      await expect(outlined(page)).toHaveCount(4);
      await page.screenshot({ path: `${shots}/teaching-1280x720.png` });
      // Undone, the rule holds again and nothing stays outlined.
      await page.getByTestId('undo').click();
      await expect(short).toHaveAttribute('data-state', 'ok');
      await expect(outlined(page)).toHaveCount(0);
    });

    await test.step('the symmetry chosen is kept over a reload', async () => {
      await page.getByTestId('symmetry').selectOption('mirror-left-right');
      await toggleBlock(page, 'cell-5-0');
      await expect(page.getByTestId('cell-5-14')).toHaveAttribute('data-block', 'true');
      await page.reload();
      await expect(page.getByTestId('cell-5-14')).toHaveAttribute('data-block', 'true');
      if (!(await page.getByTestId('symmetry').isVisible())) await page.getByTestId('layout-tools-toggle').click();
      await expect(page.getByTestId('symmetry')).toHaveValue('mirror-left-right');
    });

    await test.step('in the normal layout, a filled crossword exports as .puz, .ipuz and .xd that another reader opens', async () => {
      await page.getByTestId('layout-teach').click();
      await expect(page.getByTestId('teach-layout')).toHaveCount(0);
      const grid = 'cat#\nabed\nbone\n#dew\n';
      await page.getByTestId('file-input').setInputFiles({ name: 'small.grid', mimeType: 'text/plain', buffer: Buffer.from(grid) });
      // Four short rows read as a word list too: the app asks, and the maker opens it as a crossword.
      await page.getByRole('button', { name: 'Open as a crossword' }).click();
      await expect(page.getByTestId('cell-3-3')).toHaveText('w');
      // Its blocks keep the 180° symmetry: that is what drawing on it uses.
      await expect(page.getByTestId('symmetry')).toHaveValue('rotational');
      const rows = ['CAT#', 'ABED', 'BONE', '#DEW'];
      const puz = await exported(page, 'puz');
      expect(puz.name).toBe('small.puz');
      const p = parsePuz(new Uint8Array(puz.bytes));
      expect(p.grid.map((row) => row.map((c) => (c.isBlack ? '#' : c.solution)).join(''))).toEqual(rows);
      expect([p.across.length, p.down.length]).toEqual([4, 4]);
      const ipuz = parseIpuz((await exported(page, 'ipuz')).bytes.toString('utf8'));
      expect(ipuz.puzzle.map((row, r) => row.map((c, k) => (c.type === 'block' ? '#' : String(ipuz.solution?.[r]?.[k]))).join(''))).toEqual(rows);
      const xd = parseXd((await exported(page, 'xd')).bytes.toString('utf8'));
      expect(xd.grid.map((row) => row.join(''))).toEqual(rows);
      if (!(await page.getByTestId('export-puz').isVisible())) await page.getByTestId('export-menu').click();
      await page.screenshot({ path: `${shots}/normal-1280x720-export.png` });
    });

    await test.step('a board with an empty white cell is not exported: the menu says which cell', async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('cell-1-2').click();
      await page.keyboard.press('Backspace');
      await expect(page.getByTestId('cell-1-2')).toHaveText('');
      await page.getByTestId('export-menu').click();
      await page.getByTestId('export-puz').click();
      await expect(page.getByRole('alert')).toContainText('row 2, column 3 is empty');
    });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the symmetry choice and the grid checks are there and readable', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(blocked(page).first()).toBeAttached();
    if (!(await page.getByTestId('symmetry').isVisible()) && (await page.getByTestId('layout-tools-toggle').count()) > 0) await page.getByTestId('layout-tools-toggle').click();
    await expect(page.getByTestId('symmetry')).toBeVisible();
    const checks = page.getByTestId('grid-checks');
    await checks.scrollIntoViewIfNeeded();
    await expect(checks.getByTestId('grid-check-connected')).toBeVisible();
    const box = await checks.boundingBox();
    expect(box!.x + box!.width, 'the panel fits the screen').toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/phone-390x844.png`, fullPage: false });
  });
});
