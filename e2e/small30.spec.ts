/**
 * Issue 30's small items, each as the user met it: the N-queens caption counting the queens the
 * board shows, Sudoku's summary naming its own value order, numbers grouped per language, the tree
 * algorithm's notes gone with it, a bad file's error gone with the next good drop.
 */
import { test, expect } from './fixtures/base.ts';

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

test("the tree algorithm's notes go when min-conflicts is chosen", async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption('../models/australia-tree.mzn');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', { timeout: 120_000 });
  await page.getByTestId('algorithm-search').selectOption('tree');
  await expect(page.getByTestId('tree-offer')).toBeVisible();
  await expect(page.getByTestId('tree-settings')).toBeVisible();
  await page.getByTestId('algorithm-search').selectOption('min-conflicts');
  await expect(page.getByTestId('local-settings')).toBeVisible();
  await expect(page.getByTestId('tree-offer')).toHaveCount(0);
  await expect(page.getByTestId('tree-settings')).toHaveCount(0);
  // Back on backtracking, a model's note says again whether the tree algorithm is offered.
  await page.getByTestId('algorithm-search').selectOption('backtracking');
  await expect(page.getByTestId('tree-offer')).toHaveAttribute('data-offered', 'yes');
});

test("a model's enum values keep their names when the model has an output item", async ({ page }) => {
  await page.goto('/?instant=1');
  const model = (output: boolean) =>
    `enum Colour = { red, green, blue };\nvar Colour: a;\nvar Colour: b;\nconstraint a != b;\nsolve satisfy;\n${output ? 'output ["a = \\(a), b = \\(b)\\n"];\n' : ''}`;
  for (const output of [true, false]) {
    await page.getByTestId('file-input').setInputFiles({ name: output ? 'colours-output.mzn' : 'colours.mzn', mimeType: 'text/plain', buffer: Buffer.from(model(output)) });
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', { timeout: 120_000 });
    await expect(page.getByTestId('model-status')).toContainText(output ? 'colours-output.mzn' : 'colours.mzn');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const values = await page.locator('[data-testid^="model-node-"]').evaluateAll((els) => els.map((e) => (e as unknown as { getAttribute(name: string): string | null }).getAttribute('data-value')));
    expect(values, output ? 'with an output item' : 'without').toEqual(['red', 'green']);
  }
});
