/**
 * An opened crossword file round-trips in the app (issue 33): a rebus .puz opened, a clue changed,
 * the page reloaded, the .puz exported and read by a reader we did not write: the rebus square,
 * circles and every other clue as they were; a locked .puz stays locked; a clue its Latin-1 file
 * cannot hold is said naming the clue.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parsePuz } from '@xwordly/xword-parser';
import { expect, test } from './fixtures/clean.ts';

const shots = 'test-results/roundTrip';

async function exported(page: Page, what: string): Promise<Buffer> {
  if (!(await page.getByTestId(`export-${what}`).isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${what}`).click()]);
  return readFileSync(await download.path());
}

const cluesOf = (bytes: Uint8Array) => {
  const p = parsePuz(bytes);
  return [...p.across, ...p.down].map((c) => c.text);
};

test.describe('at 1280 × 720', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('a rebus .puz and a locked .puz come back as they were, with the changed clue', async ({ page }) => {
    await page.goto('/?instant=1');
    if ((await page.getByTestId('teach-layout').count()) > 0) await page.getByTestId('layout-teach').click();
    const source = readFileSync('tests/fixtures/xword/rebus.puz');
    const before = parsePuz(new Uint8Array(source));

    await test.step('rebus.puz: a clue changed, kept over a reload, exported with the rebus square and circles', async () => {
      await page.getByTestId('file-input').setInputFiles('tests/fixtures/xword/rebus.puz');
      await expect(page.getByTestId('puzzle-title')).toHaveText('Rebus Test');
      const list = page.getByTestId('clue-list');
      await list.getByTestId('clue-1-Across').fill('A new clue, café');
      await page.reload();
      await expect(page.getByTestId('clue-list').getByTestId('clue-1-Across')).toHaveValue('A new clue, café');
      const p = parsePuz(new Uint8Array(await exported(page, 'puz')));
      expect(p.rebusTable && [...p.rebusTable.values()]).toEqual(['HEART']);
      expect(p.grid[1]![2]!.hasRebus).toBe(true);
      expect(p.grid.flatMap((row, r) => row.flatMap((c, k) => (c.isCircled ? [`${r}-${k}`] : [])))).toEqual(before.grid.flatMap((row, r) => row.flatMap((c, k) => (c.isCircled ? [`${r}-${k}`] : []))));
      const want = [...before.across, ...before.down].map((c) => (c === before.across[0] ? 'A new clue, café' : c.text));
      expect(cluesOf(new Uint8Array(await exported(page, 'puz')))).toEqual(want);
      expect(p.metadata.title).toBe('Rebus Test');
    });

    await test.step('a clue its Latin-1 file cannot hold: the message names the clue', async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('clue-list').getByTestId('clue-1-Across').fill('Кошка');
      await page.getByTestId('export-menu').click();
      await page.getByTestId('export-puz').click();
      await expect(page.getByRole('alert')).toContainText('in the clue of 1-Across');
      await page.screenshot({ path: `${shots}/latin1-clue-1280x720.png` });
    });

    await test.step('locked.puz: exported still locked, its clue changed', async () => {
      await page.keyboard.press('Escape');
      await page.getByTestId('file-input').setInputFiles('tests/fixtures/xword/locked.puz');
      await expect(page.getByTestId('puzzle-title')).toHaveText('Locked Test');
      await page.getByTestId('clue-list').getByTestId('clue-1-Across').fill('Locked, and kept so');
      const out = new Uint8Array(await exported(page, 'puz'));
      const p = parsePuz(out);
      expect(p.isScrambled).toBe(true);
      expect(cluesOf(out)).toContain('Locked, and kept so');
    });
  });
});
