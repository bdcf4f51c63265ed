/**
 * Classroom mode ("large type and thick lines for a projector") enlarges the text of every view of
 * the teaching layout (issue 30): the computed font size of each view's text — the why log, the step
 * sentence, domains, arcs, the search tree, the constraint graph, the local-search chart, the
 * lesson's text — measured with classroom mode off and on, at 1280 × 720.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const SLOW = { timeout: 120_000 };

/** The computed font sizes (px) of every shown text inside the element of test id `testId`. */
async function sizes(page: Page, testId: string): Promise<number[]> {
  return (await page.evaluate(`(() => {
    const root = document.querySelector('[data-testid="${testId}"]');
    if (!root) return [];
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !n.textContent.trim() || el.closest('option')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      out.push(parseFloat(getComputedStyle(el).fontSize));
    }
    return out;
  })()`)) as number[];
}

async function classroom(page: Page, on: boolean): Promise<void> {
  // In the teaching layout the switch is in the teaching tools' fold under the Solve strip.
  const fold = page.getByTestId('layout-teaching');
  if ((await fold.isVisible()) && (await fold.getAttribute('open')) === null) await page.getByTestId('layout-teaching-toggle').click();
  const toggle = page.getByTestId('classroom-mode');
  if ((await toggle.isChecked()) !== on) await toggle.click();
  if (on) await expect(page.locator('html')).toHaveAttribute('data-classroom', 'true');
  else await expect(page.locator('html')).not.toHaveAttribute('data-classroom', 'true');
}

/** Every text of the view grows: its smallest and its largest text, by at least 20 %. */
async function grows(page: Page, testId: string): Promise<void> {
  await classroom(page, false);
  const off = await sizes(page, testId);
  expect(off.length, `${testId} shows text`).toBeGreaterThan(0);
  await classroom(page, true);
  const on = await sizes(page, testId);
  expect(on.length, `${testId} shows text`).toBeGreaterThan(0);
  expect(Math.min(...on), `${testId}: its smallest text (${Math.min(...off)} px off)`).toBeGreaterThanOrEqual(Math.min(...off) * 1.2);
  expect(Math.max(...on), `${testId}: its largest text (${Math.max(...off)} px off)`).toBeGreaterThanOrEqual(Math.max(...off) * 1.2);
  await classroom(page, false);
}

const VIEWS = [
  { id: 'why', testId: 'why-log' },
  { id: 'domains', testId: 'domain-panel' },
  { id: 'arcs', testId: 'arc-queue' },
  { id: 'tree', testId: 'search-tree' },
  { id: 'graph', testId: 'constraint-graph' },
] as const;

test('classroom mode enlarges the text of every view of the teaching layout, the step sentence and the lesson', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  // MAC, so that the arcs view has arcs to list.
  await page.getByTestId('lesson').click();
  await page.getByTestId('lesson-chapter-pick').selectOption({ label: '3. Arc consistency (MAC)' });
  await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', SLOW);
  await expect(page.getByTestId('teach-layout')).toBeVisible();
  await grows(page, 'lesson-panel');
  await grows(page, 'event');
  for (const v of VIEWS) {
    await page.getByTestId('layout-slot-0').selectOption(v.id);
    await expect(page.getByTestId(v.testId)).toBeVisible();
    await grows(page, v.testId);
  }
  // The chart of min-conflicts' violated constraints (its axes' labels and the sentence under it).
  await page.getByTestId('lesson-chapter-pick').selectOption({ label: '5. Min-conflicts on 8-queens' });
  await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', SLOW);
  await expect(page.getByTestId('conflicts-chart')).toBeVisible();
  await grows(page, 'local-view');
});
