/**
 * The first screen holds the lesson (issue 20): on a projector's 1280 × 720 and 1366 × 768, on a
 * first visit and without scrolling, the whole board, Solve and its counters, the player's
 * controls and a teaching view are in the viewport at once, in the layout the app opens in, with the
 * switch of the kind's own tools (e2e/teachTools.spec.ts); the lesson's card covers none of them. Screenshots of each go to docs/screenshots/.
 */
import { test, expect, FIRST_VISIT } from './fixtures/clean.ts';
import type { Locator, Page } from '@playwright/test';

const docs = 'docs/screenshots';

type Box = { x: number; y: number; width: number; height: number };

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

function inside(b: Box, w: number, h: number): boolean {
  return b.x >= 0 && b.y >= 0 && b.x + b.width <= w + 0.5 && b.y + b.height <= h + 0.5;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What the first screen must hold, each with its box. */
async function lessonParts(page: Page): Promise<Record<string, Box>> {
  const parts: Record<string, Locator> = {
    board: page.getByTestId('board'),
    solve: page.getByTestId('solve'),
    status: page.getByTestId('status'),
    nodes: page.getByTestId('stat-nodes'),
    backtracks: page.getByTestId('stat-backtracks'),
    prunes: page.getByTestId('stat-prunes'),
    play: page.getByTestId('play'),
    'step-back': page.getByTestId('step-back'),
    'step-forward': page.getByTestId('step-forward'),
    timeline: page.getByTestId('timeline'),
    'step-counter': page.getByTestId('step-counter'),
  };
  const boxes: Record<string, Box> = {};
  for (const [name, l] of Object.entries(parts)) {
    await expect(l, name).toBeVisible();
    boxes[name] = await box(l);
  }
  return boxes;
}

async function expectNoPageScroll(page: Page) {
  const size = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } }; innerWidth: number; innerHeight: number };
    return { sw: g.document.documentElement.scrollWidth, sh: g.document.documentElement.scrollHeight, w: g.innerWidth, h: g.innerHeight };
  });
  expect(size.sw).toBeLessThanOrEqual(size.w);
  expect(size.sh).toBeLessThanOrEqual(size.h);
}

test.use({ storageState: FIRST_VISIT });

for (const { width, height } of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test.describe(`first screen at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    test('a first visit shows board, Solve, counters, player and a teaching view without scrolling', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('teach-layout')).toBeVisible();
      await expect(page.getByTestId('layout-teach')).toHaveAttribute('aria-checked', 'true');
      // The first visit's puzzle arrives by fetch: a Solve pressed before it solves the empty board (the sample then yields to the run).
      await expect(page.locator('[data-block="true"]').first()).toBeAttached();
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('status')).toHaveText(/^Solved/);
      const boxes = await lessonParts(page);
      for (const [name, b] of Object.entries(boxes)) expect(inside(b, width, height), `${name} inside the viewport: ${JSON.stringify(b)}`).toBe(true);
      // The whole board: its last cell too.
      expect(inside(await box(page.getByTestId('cell-7-7')), width, height)).toBe(true);
      for (const id of ['why-log', 'search-tree']) {
        await expect(page.getByTestId(id)).toBeVisible();
        expect(inside(await box(page.getByTestId(id)), width, height), `${id} inside the viewport`).toBe(true);
      }
      // The header is one compact row.
      expect((await box(page.locator('header').first())).height).toBeLessThanOrEqual(64);
      for (const id of ['puzzle-kind', 'quick-sample', 'lesson', 'help', 'samples', 'language', 'layout-teach']) {
        expect(inside(await box(page.getByTestId(id)), width, height), `${id} inside the viewport`).toBe(true);
      }
      // The kind's own tools (size, undo, the makers' tools) are one click away, folded on a first visit.
      await expect(page.getByTestId('layout-tools')).not.toHaveAttribute('open', '');
      expect(inside(await box(page.getByTestId('layout-tools-toggle')), width, height), 'the puzzle tools’ switch inside the viewport').toBe(true);
      await expectNoPageScroll(page);
      expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
      await page.screenshot({ path: `${docs}/first-visit-${width}x${height}.png` });
    });

    test("the lesson's card covers none of board, counters and player", async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('lesson').click();
      const chapter = page.getByTestId('lesson-chapter');
      await expect(chapter).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
      await expect(page.getByTestId('lesson-why')).toBeVisible();
      const card = await box(page.getByTestId('lesson-panel'));
      expect(inside(card, width, height), 'the card inside the viewport').toBe(true);
      const boxes = await lessonParts(page);
      for (const [name, b] of Object.entries(boxes)) {
        expect(inside(b, width, height), `${name} inside the viewport`).toBe(true);
        expect(overlap(card, b), `the lesson card overlaps ${name}`).toBe(false);
      }
      // Beside the card, in view and uncovered, the teaching view the chapter's text names first
      // (issue 30: a lesson shows what it names; at this width one view stands beside the card).
      const first = (await page.getByTestId('lesson-views').getAttribute('data-views'))!.split(' ')[0]!;
      await expect(page.getByTestId('layout-slot-0')).toHaveValue(first);
      const view = page.locator('[data-testid="teach-layout"] section[data-slot="0"]');
      await expect(view).toBeVisible();
      const w = await box(view);
      expect(inside(w, width, height), 'the chapter’s view inside the viewport').toBe(true);
      expect(w.y).toBeLessThan(height - 80);
      expect(overlap(card, w)).toBe(false);
      await expectNoPageScroll(page);
      await page.screenshot({ path: `${docs}/lesson-chapter1-${width}x${height}.png` });
    });

    test('the lesson keeps its chapter over a layout switch; closing gives the settings back', async ({ page }) => {
      await page.goto('/');
      // A user who chose the one-column layout: the lesson turns the teaching layout on while it runs.
      await page.getByTestId('layout-teach').click();
      await expect(page.getByTestId('teach-layout')).toHaveCount(0);
      await page.getByTestId('lesson').click();
      await expect(page.getByTestId('teach-layout')).toBeVisible();
      await page.getByTestId('lesson-next').click();
      const chapter = page.getByTestId('lesson-chapter');
      await expect(chapter).toHaveAttribute('data-chapter', 'forward-checking');
      await expect(chapter).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
      const position = await page.getByTestId('lesson-status').getAttribute('data-position');
      // Switching the layout by hand keeps the chapter and where it stopped.
      await page.getByTestId('layout-teach').click();
      await page.getByTestId('layout-teach').click();
      await expect(chapter).toHaveAttribute('data-chapter', 'forward-checking');
      await expect(chapter).toHaveAttribute('data-state', 'reached');
      await expect(page.getByTestId('lesson-status')).toHaveAttribute('data-position', position!);
      await page.getByTestId('lesson-close').click();
      await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
      await expect(page.getByTestId('teach-layout')).toHaveCount(0);
      await expect(page.getByTestId('algorithm-inference')).toHaveValue('mac');
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('one column: the board first, the lesson card above Solve', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('teach-layout')).toHaveCount(0);
    await page.getByTestId('lesson').click();
    await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
    const board = await box(page.getByTestId('board'));
    const card = await box(page.getByTestId('lesson-panel'));
    const solve = await box(page.getByTestId('solve'));
    expect(board.y + board.height).toBeLessThanOrEqual(card.y);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(card.y + card.height).toBeLessThanOrEqual(solve.y);
    await page.screenshot({ path: `${docs}/phone-390x844.png`, fullPage: true });
  });

  test('nothing wider than the phone: the compare tab (its presets\' long names), a model\'s samples in the header', async ({ page }) => {
    await page.goto('/');
    const scrollWidth = () => page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);
    await page.getByTestId('tab-compare').click();
    await expect(page.getByTestId('compare-preset')).toBeVisible();
    expect(await scrollWidth(), 'the compare tab').toBeLessThanOrEqual(390);
    await page.getByTestId('puzzle-kind').selectOption('model');
    await expect(page.getByTestId('model-editor')).toBeVisible();
    expect(await scrollWidth(), 'the model kind, its samples in the header').toBeLessThanOrEqual(390);
  });
});
