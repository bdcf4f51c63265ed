/** Crossword files (.ipuz, .puz) open through the file input: board, title and circles; a damaged file says why and keeps the board. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { boardText } from './board.ts';

const shots = 'test-results';

/** The circled cells, as "row-col". */
async function circles(page: Page): Promise<string[]> {
  return page.locator('[data-circle="true"]').evaluateAll((cells) => cells.map((c) => (c as unknown as { getAttribute(a: string): string }).getAttribute('data-testid').replace('cell-', '')));
}

test('an .ipuz and a .puz open with their title and circles; a damaged .puz keeps the board', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');

  await test.step('an .ipuz (JSONP form): its block pattern, title and circles, no letters', async () => {
    await page.getByTestId('file-input').setInputFiles('tests/fixtures/xword/tiny.ipuz');
    await expect(page.getByTestId('slot-summary')).toContainText('tiny.ipuz · 4 × 4');
    await expect(page.getByTestId('puzzle-title')).toHaveText('Tiny iPUZ');
    expect(await boardText(page)).toBe('...#\n....\n....\n#...\n');
    expect(await circles(page)).toEqual(['0-0', '2-2']);
    await expect(page.getByTestId('xword-note')).toContainText('14 solution letters left out');
  });

  await test.step('a .puz: the same; ticking the box opens it again with its letters', async () => {
    await page.getByTestId('file-input').setInputFiles('tests/fixtures/xword/tiny.puz');
    await expect(page.getByTestId('slot-summary')).toContainText('tiny.puz · 5 × 5');
    await expect(page.getByTestId('puzzle-title')).toHaveText('Tiny Test');
    expect(await boardText(page)).toBe('#...#\n.....\n..#..\n.....\n#...#\n');
    expect(await circles(page)).toEqual(['1-1', '3-3']);
    await page.getByTestId('keep-letters').check();
    await expect(page.getByTestId('cell-0-1')).toHaveText('a');
    expect(await boardText(page)).toBe('#abc#\ndefgh\nij#kl\nmnopq\n#rst#\n');
    await expect(page.getByTestId('xword-note')).toContainText('20 solution letters kept as givens');
    await page.getByTestId('board').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/xword-01-puz.png` });
  });

  await test.step('a .puz with a bad checksum: the message names the file and the fault, the board stays', async () => {
    const before = await boardText(page);
    await page.getByTestId('file-input').setInputFiles('tests/fixtures/xword/bad-checksum.puz');
    await expect(page.getByTestId('puzzle-error')).toContainText('bad-checksum.puz: the checksum of its grid and clues does not match');
    await expect(page.getByTestId('puzzle-error')).toContainText('Your board is unchanged');
    expect(await boardText(page)).toBe(before);
    await expect(page.getByTestId('puzzle-title')).toHaveText('Tiny Test');
    await page.screenshot({ path: `${shots}/xword-02-damaged.png` });
  });

  await test.step('a reload keeps the title, the circles and the box', async () => {
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('csp-playground.saved') ?? '')).toContain('"keepLetters":true');
    await page.reload();
    await expect(page.getByTestId('puzzle-title')).toHaveText('Tiny Test');
    expect(await circles(page)).toEqual(['1-1', '3-3']);
    await expect(page.getByTestId('keep-letters')).toBeChecked();
  });
});
