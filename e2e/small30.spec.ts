/**
 * Issue 30's small items, each as the user met it: the N-queens caption counting the queens the
 * board shows, Sudoku's summary naming its own value order, numbers grouped per language, the tree
 * algorithm's notes gone with it, a bad file's error gone with the next good drop.
 */
import { test, expect } from '@playwright/test';

test('after solving 8-queens the caption counts the eight queens the board shows', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill('8');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '8');
  await expect(page.getByTestId('queen-count')).toHaveText('0');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  const shown = page.locator('[data-testid^="queen-cell-"][data-queen]:not([data-queen=""])');
  await expect(shown).toHaveCount(8);
  await expect(page.getByTestId('queen-count')).toHaveText('8');
  await expect(page.getByTestId('puzzle-summary')).toContainText('8 queens placed');
  // Back at the start of the run the board is empty again, and so is the count.
  await page.getByTestId('jump-start').click();
  await expect(page.getByTestId('queen-count')).toHaveText('0');
});
