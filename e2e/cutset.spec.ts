/**
 * Cutset conditioning as a Search choice (issue 31), in the teaching layout at 1280 × 720: on the
 * sample Australia the app proposes {sa}; a set chosen on the graph that leaves a cycle is refused
 * naming it; the run steps through the cutset, its assignment, conditioning's prunes and the tree
 * algorithm on the rest, the cutset marked on the graph and out of the forest; the map it ends on
 * is checked here border by border. A Sudoku does not offer it, and says why.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { teachingLayout } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };

test.use({ viewport: { width: 1280, height: 720 } });

/** Australia's borders (the sample's constraints). */
const BORDERS: [string, string][] = [
  ['wa', 'nt'],
  ['wa', 'sa'],
  ['nt', 'sa'],
  ['nt', 'q'],
  ['sa', 'q'],
  ['sa', 'nsw'],
  ['sa', 'v'],
  ['q', 'nsw'],
  ['nsw', 'v'],
];
const REGIONS = ['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't'];

async function openModel(page: Page, file: string): Promise<void> {
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption(file);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
}

/** The algorithm's settings in view: the teaching layout keeps them in a drawer, the normal layout shows them. */
async function openSettings(page: Page): Promise<void> {
  const details = page.getByTestId('layout-settings');
  if ((await details.count()) === 0) return;
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

const node = (page: Page, name: string) => page.locator(`[data-testid^="model-node-"][data-name="${name}"]`);

test('cutset conditioning on Australia: the proposed cutset, one refused, then step by step to a coloured map', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await page.getByTestId('algorithm-search').first().selectOption('cutset');
  await expect(page.getByTestId('cutset-offer').first()).toHaveAttribute('data-offered', 'yes');
  await openSettings(page);
  // The app's proposal: South Australia alone, marked on the graph.
  await expect(page.getByTestId('cutset-proposal')).toHaveAttribute('data-cutset', 'sa');
  await expect(page.getByTestId('cutset-check')).toHaveAttribute('data-state', 'proposed');
  await expect(node(page, 'sa')).toHaveAttribute('data-cutset', 'chosen');
  await expect(node(page, 'q')).not.toHaveAttribute('data-cutset', /./);
  await expect(page.getByTestId('model-cutset-legend')).toBeVisible();

  // The student's own: WA added on the graph, SA taken off in the list: a cycle is left, and named.
  await node(page, 'wa').click();
  await expect(page.getByTestId('cutset-check')).toHaveAttribute('data-cutset', 'sa,wa');
  await expect(page.getByTestId('cutset-check')).toHaveAttribute('data-state', 'ok');
  await page.getByTestId('cutset-variable-sa').uncheck();
  await expect(page.getByTestId('cutset-check')).toHaveAttribute('data-state', 'cycle');
  await expect(page.getByTestId('cutset-check')).toContainText('still has the cycle');
  const cycle = (await page.getByTestId('cutset-check').textContent())!.match(/cycle ([a-z –]+)\./)![1]!.split(' – ');
  // The cycle named is one: its first and last the same, each step a border, WA not on it.
  expect(cycle[0]).toBe(cycle[cycle.length - 1]);
  expect(cycle).not.toContain('wa');
  for (let i = 0; i + 1 < cycle.length; i++) expect(BORDERS.some(([a, b]) => (a === cycle[i] && b === cycle[i + 1]) || (b === cycle[i] && a === cycle[i + 1]))).toBe(true);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toContainText('still has the cycle');
  await page.getByTestId('cutset-use-proposed').click();
  await expect(page.getByTestId('cutset-check')).toHaveAttribute('data-state', 'proposed');

  await page.getByTestId('solve').click();
  await expect(page.getByTestId('stat-cutset')).toContainText('sa');
  await expect(page.getByTestId('stat-cutset-assignments')).toContainText('1');
  // Step through from the start: the cutset, its first assignment, then the tree algorithm on the rest.
  await page.getByTestId('jump-start').click();
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toContainText('Cycle cutset, 1 of 1: sa');
  await expect(node(page, 'sa')).toHaveAttribute('data-cutset', 'run');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toContainText('Assignment 1 of the cutset');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toContainText('Cutset: sa = red');
  // Conditioning: red leaves SA's five neighbours, each prune naming its border.
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toContainText(/Remove red from (wa|nt|q|nsw|v): .* and the cutset's values \(sa = red\)/);
  // SA's borders are out of the forest while the tree algorithm runs on the rest.
  await expect(page.getByTestId('model-cutset-edge')).toHaveCount(5);
  await expect(page.getByTestId('model-cutset-legend')).toHaveAttribute('data-state', 'run');
  for (let i = 0; i < 8; i++) await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toContainText(/Order|Arc|Remove/);
  await page.screenshot({ path: `${SHOTS}/cutset-australia-teaching.png` });
  await page.getByTestId('model-graph').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cutset-australia-teaching-graph.png` });

  // The end: a solution, every border two colours.
  await page.getByTestId('jump-end').click();
  await expect(page.getByTestId('event')).toContainText('from assignment 1 of the cutset');
  const map: Record<string, string> = {};
  for (const r of REGIONS) map[r] = (await node(page, r).getAttribute('data-value')) ?? '';
  for (const r of REGIONS) expect(['red', 'green', 'blue']).toContain(map[r]);
  for (const [a, b] of BORDERS) expect(map[a], `${a} – ${b}`).not.toBe(map[b]);

  // The normal layout, and a phone.
  await page.getByTestId('layout-teach').click();
  await page.screenshot({ path: `${SHOTS}/cutset-australia-normal.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/cutset-australia-phone.png` });
});

test('a Sudoku does not offer cutset conditioning, and its option says why', async ({ page }) => {
  await page.goto('/');
  await teachingLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  const option = page.getByTestId('algorithm-search').first().locator('option[value="cutset"]');
  await expect(option).toBeDisabled();
  await expect(option).toHaveAttribute('title', /offered for models/);
});
