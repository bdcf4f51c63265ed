/**
 * Light and dark themes: the `theme` switch (system / light / dark) changes the page, the choice
 * survives a reload and is on <html> before the app's own script runs (no white flash), a first
 * visit follows the system's dark preference, and dark text keeps a 4.5:1 contrast (axe).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** The theme on <html> and the page background's relative luminance (0 black .. 1 white). */
async function shownTheme(page: Page): Promise<{ theme: string | null; luminance: number }> {
  return page.evaluate(() => {
    type El = { dataset: Record<string, string | undefined> };
    const g = globalThis as unknown as { document: { documentElement: El; querySelector(q: string): unknown }; getComputedStyle(e: unknown): { backgroundColor: string } };
    const bg = g.getComputedStyle(g.document.querySelector('[data-layout]') ?? g.document.documentElement).backgroundColor;
    // The canvas draws colours as rgb(); Tailwind's oklch() is resolved by drawing one pixel.
    const canvas = (g.document as unknown as { createElement(t: string): { width: number; height: number; getContext(k: string): { fillStyle: string; fillRect(...a: number[]): void; getImageData(...a: number[]): { data: number[] } } } }).createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d');
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, 1, 1);
    const [r, gr, b] = Array.from(ctx.getImageData(0, 0, 1, 1).data).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return { theme: g.document.documentElement.dataset.theme ?? null, luminance: 0.2126 * r! + 0.7152 * gr! + 0.0722 * b! };
  });
}

async function expectTheme(page: Page, theme: 'light' | 'dark') {
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const shown = await shownTheme(page);
  if (theme === 'dark') expect(shown.luminance).toBeLessThan(0.05);
  else expect(shown.luminance).toBeGreaterThan(0.8);
}

/** Only axe's colour-contrast rule (the `a11y` specs run the rest, in light). */
async function contrastViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`));
}

test.describe('light system setting', () => {
  test.use({ colorScheme: 'light' });

  test('the switch changes the theme, and the choice survives a reload before the app runs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('theme')).toHaveValue('system');
    await expectTheme(page, 'light');

    await page.getByTestId('theme').selectOption('dark');
    await expectTheme(page, 'dark');

    await page.reload();
    await expect(page.getByTestId('theme')).toHaveValue('dark');
    await expectTheme(page, 'dark');

    // public/theme.js alone (the app's bundle blocked) puts the theme on <html>: no light flash first.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/assets/*.js');

    await page.reload();
    await page.getByTestId('theme').selectOption('light');
    await expectTheme(page, 'light');
    await page.getByTestId('theme').selectOption('system');
    await expectTheme(page, 'light');
  });
});

test.describe('dark system setting', () => {
  test.use({ colorScheme: 'dark' });

  test('a first visit follows the system into dark, with 4.5:1 text contrast before and after a solve', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('theme')).toHaveValue('system');
    await expectTheme(page, 'dark');
    expect(await contrastViolations(page)).toEqual([]);

    await page.getByTestId('quick-sample').click();
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 30_000 });
    expect(await contrastViolations(page)).toEqual([]);
  });
});
