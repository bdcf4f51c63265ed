/** The in-app guide (issue 14): open it, "show me" one setting (it changes and a run starts), restore, Esc closes. */
import { mkdirSync } from 'node:fs';
import { test, expect } from './fixtures/base.ts';

const shots = 'test-results/guide';

test('help: "show me" applies a setting and solves; restore gives the settings back; Esc closes the guide', async ({ page }) => {
  mkdirSync(shots, { recursive: true });
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  await page.getByTestId('algorithm-value-order').selectOption('reverse');

  await page.getByTestId('help').click();
  const panel = page.getByTestId('guide-panel');
  await expect(panel).toBeVisible();
  await expect(page.getByTestId('help')).toHaveAttribute('aria-expanded', 'true');
  // Focus moves into the dialog.
  await expect(page.getByRole('dialog', { name: 'How the solver works' }).getByRole('heading', { name: 'How the solver works' })).toBeFocused();
  await expect(page.getByTestId('guide-entry-mrv')).toContainText('Minimum remaining values');
  await expect(page.getByTestId('guide-entry-mrv')).toContainText('Sets: Variable order: MRV');
  // Breadth-first search is a switch of the Algorithm panel now: its entry has a "show me" too.
  await expect(page.getByTestId('guide-show-bfs')).toHaveCount(1);
  await page.screenshot({ path: `${shots}/guide-01-open.png` });

  await page.getByTestId('guide-show-mrv').click();
  await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('mrv');
  // The user's other settings are kept.
  await expect(page.getByTestId('algorithm-value-order')).toHaveValue('reverse');
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await expect(page.getByTestId('stat-nodes')).not.toHaveText('0');
  await expect(page.getByTestId('guide-note')).toContainText('Minimum remaining values');
  await page.screenshot({ path: `${shots}/guide-02-show-me.png` });

  await page.getByTestId('guide-restore').click();
  await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('dom-wdeg');
  await expect(page.getByTestId('algorithm-value-order')).toHaveValue('reverse');
  await expect(page.getByTestId('guide-restore')).toHaveCount(0);

  await page.getByTestId('guide-entry-gac').getByRole('button').focus();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(page.getByTestId('help')).toBeFocused();
  await expect(page.getByTestId('help')).toHaveAttribute('aria-expanded', 'false');
});
