/**
 * Accessibility (issue 14): axe finds nothing on the app's screens, and the keyboard reaches
 * Solve, the player and the board, whose grid moves with the arrow keys and names each cell.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = 'screenshots';

/** axe's violations on the page as it is now, one line each, so a failure says what and where. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  // Only violations are reported in full (passes and incomplete results are what make axe slow).
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const lines = violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${where}: ${v.id} (${v.impact}) ${n.target.join(' ')} — ${v.help}`));
  expect(lines).toEqual([]);
}

/** The test id of the focused element (or its role and name when it has none). */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    // (typed loosely: the e2e tsconfig has no DOM library)
    const el = (globalThis as unknown as { document: { activeElement: { tagName: string; getAttribute(a: string): string | null } | null } }).document.activeElement;
    return el?.getAttribute('data-testid') ?? `${el?.tagName}:${el?.getAttribute('aria-label') ?? ''}`;
  });
}

/** Press Tab until the element with `testId` has focus; how many presses it took. */
async function tabTo(page: Page, testId: string, limit = 80): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)) === testId) return presses;
  }
  throw new Error(`${testId} not reached in ${limit} Tab presses (at ${await focused(page)})`);
}

/** The focused element draws the focus ring: a solid outline at least 3 px wide. */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const w = globalThis as unknown as { document: { activeElement: unknown }; getComputedStyle(el: unknown): { outlineStyle: string; outlineWidth: string } };
    const style = w.getComputedStyle(w.document.activeElement);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(3);
}

test('keyboard: Tab reaches Solve and the player; the board is one tab stop that arrow keys move through', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-0-0')).toBeVisible();
  await expectNoViolations(page, 'first screen');

  await test.step('the crossword grid: one tab stop, arrows move, each cell says where it is and what it holds', async () => {
    await page.getByTestId('cell-0-1').click();
    const grid = page.getByRole('grid');
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(grid.getByRole('row')).toHaveCount(8);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByTestId('cell-1-1')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('cell-1-2')).toBeFocused();
    await expect(page.getByTestId('cell-1-2')).toHaveAttribute('aria-label', /^Row 2, column 3, (empty|block|letter .)/);
    await expect(grid.locator('[tabindex="0"]')).toHaveCount(1);
    await expectFocusRing(page);
    await page.getByTestId('board').screenshot({ path: `${shots}/a11y-board-focus.png` });
  });

  await test.step('Tab reaches Solve; Enter solves; Tab goes on to the player', async () => {
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    await tabTo(page, 'solve');
    await expectFocusRing(page);
    await page.getByTestId('solve').locator('xpath=ancestor::section[1]').screenshot({ path: `${shots}/a11y-solve-focus.png` });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await tabTo(page, 'jump-start', 20);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-counter')).toContainText(/^step 0 of/);
    await tabTo(page, 'play', 10);
    await tabTo(page, 'step-forward', 10);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-counter')).toContainText(/^step 2 of/);
    await page.getByRole('toolbar').locator('xpath=ancestor::section[1]').screenshot({ path: `${shots}/a11y-player-focus.png` });
  });

  await test.step('the step just taken is announced politely', async () => {
    const live = page.getByTestId('step-announcement');
    await expect(live).toHaveAttribute('aria-live', 'polite');
    await expect(live).toHaveText((await page.getByTestId('event').textContent())!);
  });

  await test.step('after a solve the cells name the solver’s letters; axe with every teaching view open', async () => {
    await page.getByTestId('jump-end').click();
    await expect(page.getByRole('grid').locator('[aria-label$="solver’s"]').first()).toBeAttached();
    await expectNoViolations(page, 'after a solve');
    await page.getByTestId('teaching-all').check();
    await expect(page.getByTestId('search-tree')).toBeVisible();
    await expectNoViolations(page, 'every teaching view');
    // The graph and the tree are one tab stop each.
    await expect(page.locator('[data-testid^="graph-node-"][tabindex="0"]')).toHaveCount(1);
    await expect(page.locator('[data-testid^="tree-node-"][tabindex="0"]')).toHaveCount(1);
    // The why log is one tab stop too: its current line, arrows to the others, Enter goes there.
    const before = await page.getByTestId('step-counter').textContent();
    await page.getByTestId('why-current').getByRole('button').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('step-counter')).not.toHaveText(before!);
  });
});

test('Sudoku and Futoshiki boards: spoken cells, keyboard signs, no axe violations', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-0-0')).toBeVisible();

  await test.step('Sudoku: givens and the solver’s digits by name', async () => {
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await page.getByTestId('samples').selectOption('sudoku-top95.txt#0');
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('aria-label', 'Row 1, column 1, 4, given');
    await expect(page.getByRole('grid', { name: 'Sudoku board, 9 by 9' }).getByRole('row')).toHaveCount(9);
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('cell-0-1')).toBeFocused();
    await expect(page.getByTestId('cell-0-1')).toHaveAttribute('aria-label', 'Row 1, column 2, empty');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await expect(page.getByTestId('cell-0-1')).toHaveAttribute('aria-label', /^Row 1, column 2, \d, solver’s$/);
    await expectNoViolations(page, 'Sudoku solved');
  });

  await test.step('Futoshiki: signs set from the focused cell with < > ^ v', async () => {
    await page.getByTestId('puzzle-kind').selectOption('futoshiki');
    await page.getByTestId('board-size').selectOption('4');
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.press('<');
    await expect(page.getByTestId('ineq-0-0-right')).toHaveText('<');
    await page.keyboard.press('v');
    await expect(page.getByTestId('ineq-0-0-down')).toHaveText('∨');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('>');
    await expect(page.getByTestId('ineq-0-1-right')).toHaveText('>');
    await page.keyboard.press('>');
    await expect(page.getByTestId('ineq-0-1-right')).toHaveText('');
    await expect(page.getByTestId('ineq-0-0-right')).toHaveAttribute('aria-label', 'Sign between r1c1 and r1c2: r1c1 less than r1c2');
    await expect(page.getByTestId('cell-0-1')).toHaveAttribute('aria-label', 'Row 1, column 2, empty');
    await expectFocusRing(page);
    await page.getByTestId('board').screenshot({ path: `${shots}/a11y-futoshiki-focus.png` });
    await expectNoViolations(page, 'Futoshiki');
  });
});

test('the compare table has no axe violations, in English and in Chinese', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('tab-compare').click();
  await page.getByTestId('compare-preset-run-seed001').click();
  await expect(page.getByTestId('compare-table').getByTestId('compare-row')).toHaveCount(2, { timeout: 60_000 });
  await expectNoViolations(page, 'compare table');
  // The names still match the visible labels in another language (WCAG 2.5.3).
  await page.getByTestId('language').selectOption('zh');
  await expect(page.getByTestId('cell-0-0')).toHaveAttribute('aria-label', /^第 1 行，第 1 列，/);
  await expectNoViolations(page, 'compare table, 简体中文');
});
