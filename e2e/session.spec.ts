/**
 * A clean session (issue 20): drawing, loading, solving, stepping, every teaching view, both
 * layouts, the lesson and a language switch, with no console error, React warning or page error
 * (the fixture of e2e/fixtures/clean.ts fails the test on any).
 */
import { test, expect, FIRST_VISIT, isFault } from './fixtures/clean.ts';

const VIEWS = ['domains', 'why', 'arcs', 'graph', 'tree', 'compare'] as const;

test('the fixture counts console errors, React warnings and page errors as faults', () => {
  const msg = (type: string, text: string) => ({ type: () => type, text: () => text }) as Parameters<typeof isFault>[0];
  expect(isFault(msg('error', 'anything'))).toBe(true);
  expect(isFault(msg('warning', 'Warning: Each child in a list should have a unique "key" prop.'))).toBe(true);
  expect(isFault(msg('warning', 'In HTML, <ul> cannot be a descendant of <p>.'))).toBe(true);
  expect(isFault(msg('warning', 'some library note'))).toBe(false);
  expect(isFault(msg('log', 'hello'))).toBe(false);
});

test.describe('a whole session', () => {
  test.use({ storageState: FIRST_VISIT, viewport: { width: 1280, height: 720 } });

  test('draw, load, solve, step, every view, both layouts, the lesson and another language: no error, no warning', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/?instant=1');
    await expect(page.getByTestId('teach-layout')).toBeVisible();

    await test.step('every view in a slot of the teaching layout, after a solve', async () => {
      // The first visit's puzzle arrives by fetch: a Solve pressed before it solves the empty board.
      await expect(page.locator('[data-block="true"]').first()).toBeAttached();
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('status')).toHaveText(/^Solved/);
      await page.getByTestId('step-back').click();
      await page.getByTestId('step-forward').click();
      for (const view of VIEWS) {
        await page.getByTestId('layout-slot-1').selectOption(view);
        await expect(page.getByTestId('layout-slot-1')).toHaveValue(view);
      }
      await page.getByTestId('layout-slot-1').selectOption('why');
    });

    await test.step('the lesson, one chapter on', async () => {
      await page.getByTestId('lesson').click();
      await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
      await page.getByTestId('lesson-next').click();
      await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
      await page.getByTestId('lesson-close').click();
      await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
    });

    await test.step('the one-column layout: draw on the board', async () => {
      await page.getByTestId('layout-teach').click();
      await expect(page.getByTestId('teach-layout')).toHaveCount(0);
      await page.getByTestId('board-width').fill('5');
      await page.getByTestId('board-height').fill('4');
      await expect(page.getByTestId('cell-3-4')).toBeVisible();
      await page.getByTestId('cell-0-0').click();
      await page.keyboard.type('a');
      await expect(page.getByTestId('cell-0-0')).toHaveText('a');
    });

    await test.step('load a sample, solve it, step, open every tab', async () => {
      await page.getByTestId('quick-sample').click();
      await expect(page.getByTestId('slot-count')).toHaveText('12');
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('status')).toHaveText(/^Solved/);
      await page.getByTestId('jump-start').click();
      await page.getByTestId('step-forward').click();
      await page.getByTestId('next-backtrack').click();
      for (const view of VIEWS) {
        await page.getByTestId(`tab-${view}`).click();
        await expect(page.getByTestId(`tab-${view}`)).toHaveAttribute('aria-selected', 'true');
      }
      await page.getByTestId('tab-why').click();
    });

    await test.step('a Sudoku and a Futoshiki, solved', async () => {
      for (const kind of ['sudoku', 'futoshiki']) {
        await page.getByTestId('puzzle-kind').selectOption(kind);
        await page.getByTestId('quick-sample').click();
        await page.getByTestId('solve').click();
        await expect(page.getByTestId('status')).toHaveText(/^(Solved|No solution)/, { timeout: 30_000 });
      }
      await page.getByTestId('puzzle-kind').selectOption('crossword');
    });

    await test.step('another language, and back', async () => {
      for (const lang of ['zh', 'ru', 'en']) {
        await page.getByTestId('language').selectOption(lang);
        await expect(page.locator('html')).toHaveAttribute('lang', lang === 'zh' ? /^zh/ : lang);
      }
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('status')).toHaveText(/^(Solved|No solution)/, { timeout: 30_000 });
    });
  });
});
