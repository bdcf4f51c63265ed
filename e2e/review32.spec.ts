/**
 * Issue 32 as its users meet it: a teacher steps through the backpack sample on a projector (the
 * why log says the cut and each new best, the chart's labels are readable, the step that finds a
 * solution names its value, the tree marks the cut), a student reads the Solutions setting of an optimisation model, a
 * puzzle maker on a phone brings the reason's outline into view, a model whose reason has many
 * constraints, and the reason in Chinese. Screenshots at 1280 × 720 (teaching and one-column
 * layout) and on a phone, in SHOTS_DIR.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { FIRST_VISIT } from './fixtures/clean.ts';

const COMPILE = { timeout: 90_000 };
const shots = process.env.SHOTS_DIR ?? 'test-results/review32';
const SUDOKU = '44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n';

async function load(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

async function backpackSolved(page: Page): Promise<{ values: number[]; steps: number[] }> {
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption('../models/backpack.mzn');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('objective-status')).toHaveAttribute('data-optimal', 'true', COMPILE);
  const chart = page.getByTestId('objective-chart');
  const list = async (name: string) => ((await chart.getAttribute(name)) ?? '').split(',').map(Number);
  return { values: await list('data-values'), steps: await list('data-steps') };
}

/** Solve, see "No solution", ask why and wait for the reason. */
async function why(page: Page): Promise<void> {
  await page.getByTestId('solve').first().click();
  await page.getByTestId('why-no-solution').click();
  await expect(page.getByTestId('why-reason')).toBeVisible();
}

test.describe('a teacher on a projector (first visit: the teaching layout)', () => {
  test.use({ storageState: FIRST_VISIT, viewport: { width: 1280, height: 720 } });

  test('the backpack: the why log says each new best and the cut as the step does, the chart is readable, a solution’s step names its value', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/?instant=1');
    await expect(page.getByTestId('layout-teach')).toHaveAttribute('aria-checked', 'true');
    const { values, steps } = await backpackSolved(page);
    const chart = page.getByTestId('objective-chart');

    await test.step('the chart’s labels are at least as large as the page’s small text', async () => {
      const heights = await chart.locator('text').evaluateAll((els) => els.map((e) => (e as unknown as { getBoundingClientRect(): { height: number } }).getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThanOrEqual(4);
      for (const h of heights) expect(h).toBeGreaterThanOrEqual(11);
    });

    await test.step('the step that finds solution 1: its value is the best so far, not "no solution yet"', async () => {
      await page.getByTestId('timeline').fill(String(steps[0]! - 1));
      await expect(page.getByTestId('event')).toContainText('Solution 1 found');
      await expect(page.getByTestId('objective-now')).toHaveText(`Step ${steps[0]! - 1}: the best so far is value = ${values[0]} (1 improving solution).`);
    });

    await test.step('a new best: the why log’s line is the step’s sentence', async () => {
      await page.getByTestId('timeline').fill(String(steps[1]));
      const said = await page.getByTestId('event').textContent();
      expect(said).toContain(`Solution 2 has value = ${values[1]}, the best so far`);
      await expect(page.getByTestId('why-current')).toContainText(said!.trim());
    });

    await test.step('the cut: the why log says it, and its long detail says what the bound does', async () => {
      await page.getByTestId('timeline').fill(String(await chart.getAttribute('data-first-cut')));
      await expect(page.getByTestId('event')).toContainText(/Cut by the bound: value would be at most \d+; the best so far is \d+/);
      await expect(page.getByTestId('why-current')).toContainText(/Cut by the bound: value would be at most \d+; the best so far is \d+, so this branch cannot do better\.$/);
      await page.getByTestId('why-detail-long').check();
      await expect(page.getByTestId('why-current')).toContainText('The bound is a constraint like any other: here it leaves value no value better than the best so far');
      // The search tree marks the node whose branch the bound cut, and its legend says what ✂ is.
      const node = page.locator('[data-testid^="tree-node-"][data-current="true"]');
      await expect(node.getByTestId('tree-cut')).toHaveText('✂');
      await expect(node.locator('title')).toHaveText(/^A branch cut by the bound\. /);
      await expect(page.getByText('✂ cut by the bound', { exact: true })).toBeVisible();
      await page.screenshot({ path: `${shots}/backpack-cut-1280x720-teaching.png` });
    });
  });
});

test('a student’s optimisation model: the Solutions hint says branch and bound searches on, and All solutions finds the same improving solutions', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  const first = await backpackSolved(page);
  const field = page.locator('label', { has: page.getByTestId('algorithm-solutions') });
  await expect(field).toContainText('This model asks for the best solution (solve maximize value): whichever is chosen here, branch and bound searches on after each solution for a better one until the search runs out.');
  await expect(field).not.toContainText('Stop at the first solution');
  await page.getByTestId('algorithm-solutions').selectOption('all');
  await expect(field).toContainText('whichever is chosen here');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('objective-status')).toHaveAttribute('data-optimal', 'true', COMPILE);
  await expect(page.getByTestId('objective-chart')).toHaveAttribute('data-values', first.values.join(','));
  await page.getByTestId('algorithm-solutions').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/backpack-solutions-hint-1280x720-normal.png` });
  // A model that only asks for a solution keeps the hint of its choice.
  await page.getByTestId('samples').selectOption('../models/australia.mzn');
  await expect(field).toContainText('Keep searching after each solution until the space is exhausted.', COMPILE);
});

test.describe('a puzzle maker on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the reason is far below the board: Show on the board brings the outlined givens into view', async ({ page }) => {
    await page.goto('/?instant=1');
    await load(page, 'clash.sdk', SUDOKU);
    await why(page);
    await page.getByTestId('why-show').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('board')).not.toBeInViewport();
    await page.getByTestId('why-show').click();
    await expect(page.getByTestId('board')).toBeInViewport();
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-why', 'true');
    await expect(page.getByTestId('cell-0-0')).toBeInViewport();
    await expect(page.getByTestId('cell-0-1')).toBeInViewport();
    await page.screenshot({ path: `${shots}/why-show-on-board-phone.png` });
  });
});

test('a model whose reason has many constraints: counted in its sentence, each listed once at its line as the CLI names it, the card no taller than half the screen', async ({ page }) => {
  // Five pigeons, four holes: all ten "differ" constraints are needed (lines 6 to 15).
  const n = 5;
  const lines = [...Array(n).keys()].map((i) => `var 1..${n - 1}: x${i + 1} :: output_var;`);
  for (let i = 1; i <= n; i++) for (let j = i + 1; j <= n; j++) lines.push(`constraint int_ne(x${i},x${j});`);
  const fzn = [...lines, 'solve satisfy;'].join('\n') + '\n';
  const path = join(mkdtempSync(join(tmpdir(), 'review32-')), 'pigeons.fzn');
  writeFileSync(path, fzn);
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', path, '--explain', '--json'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(1);
  const reason = JSON.parse(r.stdout).reason as { lines: number[]; constraints: string[]; minimal: boolean };
  expect(reason.lines.length).toBe(10);

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await load(page, 'pigeons.fzn', fzn);
  await why(page);
  await expect(page.getByTestId('why-sentence')).toHaveText('These 10 constraints contradict each other: together they have no solution in the variables’ domains. They are listed below at their lines.');
  await expect(page.getByTestId('why-parts').locator('li')).toHaveText(reason.constraints.map((c, i) => `line ${reason.lines[i]}: ${c}`));
  expect(reason.minimal).toBe(true);
  await expect(page.getByTestId('why-minimal')).toHaveText('Minimal: drop any one of these constraints and the model has a solution.Show on the constraint graph');
  const card = await page.getByTestId('why-reason').boundingBox();
  expect(card!.height).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${shots}/why-many-constraints-1280x720-normal.png` });
});

test('in Chinese: the minimal note and "outlined on the board" read as one text, without a space after 。', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('language').selectOption('zh');
  await load(page, 'clash.sdk', SUDOKU);
  await why(page);
  // The button after it is set off by a margin, not a space.
  await expect(page.getByTestId('why-minimal')).toHaveText('最小：去掉其中任意一个部分，谜题就有解。这些部分在棋盘上以红框标出。在棋盘上查看');
  await expect(page.getByTestId('why-show')).toHaveText('在棋盘上查看');
  await page.screenshot({ path: `${shots}/why-sudoku-zh-1280x720-normal.png` });
});

test('a puzzle maker’s scored list with a minimum score: the reason names the slots the score starves, and What to change says to lower it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  // 1-Across and 1-Down share their first letter: CAT and COW fill them, but COW scores 20.
  await load(page, 'corner.grid', ['...', '.##', '.##'].join('\n') + '\n');
  await expect(page.getByTestId('puzzle-kind')).toHaveValue('crossword');
  await load(page, 'scored.txt', ['cat;60', 'cow;20', 'dog;60'].join('\n') + '\n');
  await expect(page.getByTestId('dictionary-info')).toContainText('3 words from scored.txt');
  await page.getByTestId('min-score').fill('50');
  await page.getByTestId('min-score').press('Tab');
  await why(page);
  await expect(page.getByTestId('why-sentence')).toHaveText(/^at minimum score 50: 1-Across and 1-Down cannot be filled together from this list.*; without the minimum score they can be filled \(1-Across cat \(score 60\) and 1-Down cow \(score 20\)\)$/);
  await expect(page.getByTestId('no-fill-hint')).toContainText('The words scoring below the minimum score (50) were left out: lowering it gives the search more words.');
  await page.screenshot({ path: `${shots}/why-min-score-1280x720-normal.png` });
  // Without a minimum score the hint says nothing of it (and the grid fills).
  await page.getByTestId('min-score').fill('0');
  await page.getByTestId('min-score').press('Tab');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('no-fill-hint')).toHaveCount(0);
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
});
