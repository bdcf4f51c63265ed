/**
 * Compare on the board shown (issue 30): a teacher ticks configurations (forward checking, MAC, the
 * Algorithm panel's own settings) and runs them on the puzzle the board holds, beside the seed
 * presets: a row each, in the list's order, with the board's own outcome.
 */
import { expect } from '@playwright/test';
import { FIRST_VISIT, test } from './fixtures/clean.ts';

const shots = 'test-results/screens';

test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

test('the teacher compares forward checking with MAC on the crossword shown, then on 8-queens with min-conflicts', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('teach-layout')).toBeVisible();
  await page.getByTestId('layout-slot-1').selectOption('compare');
  const panel = page.getByTestId('compare-panel');
  const board = panel.getByTestId('compare-board');
  // Beside the seed presets' quick buttons: one click shows the configurations to tick.
  await expect(board).toHaveCount(0);
  await panel.getByTestId('compare-board-open').click();
  await expect(panel.getByTestId('compare-preset')).toHaveValue('board');
  await expect(board).toBeVisible();
  // The user's settings come with their summary; the crossword offers no min-conflicts (it fills from a word list).
  await expect(board.getByTestId('compare-config-mine')).toBeVisible();
  await expect(board.getByTestId('compare-config-min-conflicts')).toHaveCount(0);
  for (const id of ['bt', 'mac-mrv']) await board.getByTestId(`compare-config-${id}`).uncheck();
  for (const id of ['fc', 'mac-domwdeg', 'mine']) await board.getByTestId(`compare-config-${id}`).check();
  await expect(panel.getByTestId('compare-board-run')).toHaveText(/3 configurations/);
  await panel.getByTestId('compare-board-run').click();
  const rows = panel.getByTestId('compare-table').getByTestId('compare-row');
  await expect(rows).toHaveCount(3);
  await expect(panel.getByTestId('compare-experiment')).toHaveAttribute('data-preset', 'board');
  // In the list's order, each named, each on the same board: its 20-slot fill found by each.
  await expect(rows.nth(0)).toHaveAttribute('data-configuration', /^your settings: /);
  await expect(rows.nth(1)).toHaveAttribute('data-configuration', 'FC');
  await expect(rows.nth(2)).toHaveAttribute('data-configuration', /^MAC \+ dom\/wdeg$/);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toHaveAttribute('data-status', 'solved');
  await page.screenshot({ path: `${shots}/compare-board-crossword-1280x720.png` });

  // The board changes: the same ticks run on 8-queens, where min-conflicts is offered too.
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await board.getByTestId('compare-config-min-conflicts').check();
  await panel.getByTestId('compare-board-run').click();
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(3)).toHaveAttribute('data-configuration', /min-conflicts/i);
  for (let i = 0; i < 3; i++) await expect(rows.nth(i)).toHaveAttribute('data-status', 'solved');
  // Each backtracking row counts the nodes it visited (the unit test compares them with brute force).
  for (let i = 0; i < 3; i++) expect(Number(await rows.nth(i).getAttribute('data-nodes'))).toBeGreaterThan(0);
  await page.screenshot({ path: `${shots}/compare-board-queens-1280x720.png` });
});
