/**
 * The guided lesson's textbook chapters (issue 22): map colouring of Australia (the model compiled
 * in the browser; MRV + degree picks South Australia first, then forward checking removes its
 * colour from its neighbours) and min-conflicts on 8-queens (the first queen moved and why; the
 * conflicts chart down to 0). Each is opened from the chapter picker, stops on its step, and says
 * why; the board shows the step.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** Where the screenshots go (SHOTS_DIR to put them elsewhere). */
const shots = process.env.SHOTS_DIR ?? 'test-results/lesson-textbook';
/** MiniZinc's WebAssembly compiles in a second or two on a quiet machine; a loaded one takes longer. */
const SLOW = { timeout: 120_000 };

async function stepShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('step-counter').textContent())!;
  return Number(/^step ([\d,]+) of/.exec(text)![1]!.replace(/,/g, ''));
}

async function openChapter(page: Page, id: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByTestId('lesson').click();
  await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-chapter', 'backtracking');
  const pick = page.getByTestId('lesson-chapter-pick');
  await expect(pick.locator('option')).toHaveCount(6);
  await pick.selectOption({ label: id });
}

async function both(page: Page, name: string): Promise<void> {
  await page.getByTestId('theme').selectOption('light');
  await page.screenshot({ path: `${shots}/lessons22-${name}-light.png` });
  await page.getByTestId('theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.screenshot({ path: `${shots}/lessons22-${name}-dark.png` });
  await page.getByTestId('theme').selectOption('light');
}

test('map colouring of Australia: MRV + degree picks sa first, then forward checking removes its colour from its neighbours', async ({ page }) => {
  test.setTimeout(240_000);
  await openChapter(page, '4. Map colouring: Australia');
  const chapter = page.getByTestId('lesson-chapter');
  await expect(chapter).toHaveAttribute('data-chapter', 'map-colouring');
  await expect(page.getByTestId('model-graph')).toBeVisible(SLOW);
  await expect(chapter).toHaveAttribute('data-state', 'reached', SLOW);
  const why = page.getByTestId('lesson-why');
  await expect(why).toHaveText(
    'Why sa first: 7 regions tie with 3 colours left each, the fewest, so MRV alone cannot choose; the degree heuristic breaks the tie with the region that borders the most regions not yet coloured: sa borders 5 (wa, nt, q, nsw and v), more than any other (the next borders 3).',
  );
  await expect(page.getByTestId('lesson-then-why')).toHaveText('Then sa = red, and forward checking at once removes red from wa, nt, q, nsw and v: each has 2 colours left, before the search has even looked at them.');
  // The playback stands on the choice: sa is marked as chosen, nothing is coloured yet.
  const position = Number(await page.getByTestId('lesson-status').getAttribute('data-position'));
  expect(await stepShown(page)).toBe(position);
  await expect(page.getByTestId('event')).toContainText('◎ Choose sa next (3 values left');
  const node = (name: string) => page.getByTestId('model-graph').locator(`[data-name="${name}"]`);
  await expect(node('sa')).toHaveAttribute('data-mark', 'select');
  for (const r of ['wa', 'nt', 'q', 'nsw', 'v', 't']) await expect(node(r)).toHaveAttribute('data-mark', '');
  await expect(node('sa')).toHaveAttribute('data-value', '');
  // The why log speaks of the model's variables and values (not cells and digits).
  const log = page.getByTestId('why-log');
  if (await log.isVisible()) {
    await expect(log).toContainText('MRV picks sa: 3 values left, tied with wa, nt, q, and 3 more; the degree decides: 5 constraints with unassigned variables, more than any of them (at most 3).');
    await expect(log).not.toContainText(/digit|cell/);
  }
  await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('mrv-degree');
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('fc');
  await both(page, 'map-choice');

  // Forward checking: sa is red, its five neighbours have lost red, Tasmania still has all three.
  await page.getByTestId('lesson-then').click();
  await expect(page.getByTestId('event')).toContainText('✂ Prune: red no longer fits v');
  await expect(node('sa')).toHaveAttribute('data-value', 'red');
  for (const r of ['wa', 'nt', 'q', 'nsw', 'v']) await expect(node(r)).toContainText('{green, blue}');
  await expect(node('t')).toContainText('{red, green, blue}');
  await both(page, 'map-forward-checking');
});

test('min-conflicts on 8-queens: the first queen moved and why, and the conflicts chart down to 0', async ({ page }) => {
  test.setTimeout(240_000);
  await openChapter(page, '5. Min-conflicts on 8-queens');
  const chapter = page.getByTestId('lesson-chapter');
  await expect(chapter).toHaveAttribute('data-chapter', 'min-conflicts');
  await expect(chapter).toHaveAttribute('data-state', 'reached', SLOW);
  await expect(page.getByTestId('algorithm-search')).toHaveValue('min-conflicts');
  const why = page.getByTestId('lesson-why');
  await expect(why).toHaveText(
    'Repair 1: min-conflicts picks a queen under attack at random: the queen of row 1, in column 6, with 1 conflict (the queen of row 5 attacks it). In its row, column 4 has the fewest conflicts (0), so the queen moves from column 6 to column 4. When several columns tie, the solver draws one of them at random (the run’s seed).',
  );
  const position = Number(await page.getByTestId('lesson-status').getAttribute('data-position'));
  expect(await stepShown(page)).toBe(position);
  // The board: row 1's queen now in column 4 (0-based 0, 3), no longer in column 6.
  await expect(page.getByTestId('queen-cell-0-3')).toHaveAttribute('data-queen', 'solver');
  await expect(page.getByTestId('queen-cell-0-5')).not.toHaveAttribute('data-queen', 'solver');
  await expect(page.getByTestId('event')).toContainText('row 1');
  const log = page.getByTestId('why-log');
  if (await log.isVisible()) {
    await expect(log).toContainText('→ The queen of row 1: column 6 → column 4, a column with the fewest conflicts.');
    await expect(log).not.toContainText(/digit|cell/);
  }
  // The run ends in a solution: the second sentence says after how many repairs.
  await expect(page.getByTestId('lesson-then-why')).toContainText(/^Play on: after \d+ repairs? the violated constraints reach 0 at step \d+/, SLOW);
  // The Local search view: in the teaching layout (the lesson's at this size) in the first slot, else its tab.
  if (await page.getByTestId('teach-layout').isVisible()) await page.getByTestId('layout-slot-0').selectOption('local');
  else await page.getByTestId('tab-local').click();
  const chart = page.getByTestId('conflicts-chart');
  await expect(chart).toBeVisible();
  expect(Number(await chart.getAttribute('data-violated'))).toBeGreaterThan(0);
  await both(page, 'queens-repair');
  await page.getByTestId('lesson-then').click();
  await expect(chart).toHaveAttribute('data-violated', '0');
  await expect(page.getByTestId('event')).toContainText('Solution 1 found');
  const solvedAt = /at step (\d+)/.exec((await page.getByTestId('lesson-then-why').textContent())!)![1]!;
  expect(await stepShown(page)).toBe(Number(solvedAt));
  await both(page, 'queens-solved');
});
