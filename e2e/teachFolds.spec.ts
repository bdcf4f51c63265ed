/**
 * The teaching layout at 1280 × 720 keeps the board's column whole while a run plays, and reaches
 * the teaching tools with one click (issue 30): the player's Speed row stays on screen whatever the
 * step's sentence; Classroom, Predict, Heat map and Click inspects are a fold beside Puzzle tools;
 * Predict's question shows above the views, on screen, when the player stops at a choice.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { FIRST_VISIT, test } from './fixtures/clean.ts';

test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

async function onScreen(page: Page, locator: Locator): Promise<boolean> {
  const b = await locator.boundingBox();
  const v = page.viewportSize()!;
  return b !== null && b.y >= 0 && b.x >= 0 && b.y + b.height <= v.height + 0.5 && b.x + b.width <= v.width + 0.5;
}

test("the board's column stays whole from step to step; the teaching tools are one click away; Predict's question on screen", async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('teach-layout')).toBeVisible();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toContainText(/Solved/);
  const column = page.locator('.teach-left');
  // Long sentences (arc consistency's, three lines at this width) and short ones: the column never scrolls.
  for (const step of ['3558', '3564', '1', '120']) {
    await page.getByTestId('timeline').fill(step);
    await expect(page.getByTestId('step-counter')).toContainText(step.replace(/\B(?=(\d{3})+$)/g, ','));
    expect(await column.evaluate((el) => { const box = el as unknown as { scrollHeight: number; clientHeight: number }; return box.scrollHeight - box.clientHeight; }), `step ${step}: the column scrolls`).toBeLessThanOrEqual(0);
    expect(await onScreen(page, page.getByTestId('speed')), `step ${step}: Speed on screen`).toBe(true);
    expect(await onScreen(page, page.getByTestId('event')), `step ${step}: the step's sentence on screen`).toBe(true);
  }

  // The teaching tools: closed, a bar; open, every switch on screen.
  const fold = page.getByTestId('layout-teaching');
  await expect(fold).not.toHaveAttribute('open', '');
  await page.getByTestId('layout-teaching-toggle').click();
  for (const id of ['classroom-mode', 'predict-mode', 'heatmap', 'inspect-mode']) {
    await expect(fold.getByTestId(id)).toBeVisible();
    expect(await onScreen(page, fold.getByTestId(id)), `${id} on screen`).toBe(true);
  }
  await fold.getByTestId('predict-mode').check();
  await page.getByTestId('layout-teaching-toggle').click();
  await expect(fold).not.toHaveAttribute('open', '');

  // Predict: the player stops before a choice and asks, above the views, with the fold closed.
  await page.getByTestId('timeline').fill('0');
  await page.getByTestId('play').click();
  const banner = page.getByTestId('predict-banner');
  await expect(banner).toBeVisible();
  expect(await onScreen(page, banner), 'the predict banner on screen').toBe(true);
  expect(await onScreen(page, page.getByTestId('predict-reveal')), 'Reveal on screen').toBe(true);
});
