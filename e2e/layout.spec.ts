import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** Screenshots of each run; the ones in docs/screenshots are copied from here. */
const shots = 'screenshots';

async function box(l: Locator) {
  const b = await l.boundingBox();
  expect(b, 'element has a box').not.toBeNull();
  return b!;
}

async function solveSample(page: Page, inference?: string, order?: string) {
  await page.goto('/?instant=1');
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  if (inference) await page.getByTestId('algorithm-inference').selectOption(inference);
  if (order) await page.getByTestId('algorithm-variable-order').selectOption(order);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
}

/** The page's scroll size and the viewport's size (e2e code has no DOM types: a small shape of its own). */
function pageSize(page: Page) {
  return page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } }; innerWidth: number; innerHeight: number };
    return { sw: g.document.documentElement.scrollWidth, sh: g.document.documentElement.scrollHeight, w: g.innerWidth, h: g.innerHeight };
  });
}

/** The page neither scrolls sideways nor down: the layout fits the screen. */
async function expectNoPageScroll(page: Page) {
  const { sw, sh, w, h } = await pageSize(page);
  expect(sw).toBeLessThanOrEqual(w);
  expect(sh).toBeLessThanOrEqual(h);
}

/** `inner` lies inside the viewport. */
async function expectOnScreen(page: Page, inner: Locator) {
  const b = await box(inner);
  const v = page.viewportSize()!;
  expect(b.x).toBeGreaterThanOrEqual(0);
  expect(b.y).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width).toBeLessThanOrEqual(v.width + 0.5);
  expect(b.y + b.height).toBeLessThanOrEqual(v.height + 0.5);
}

/** The smallest rendered font size (px) of the SVG texts in `svg`, scaling of the picture included. */
async function smallestSvgFont(svg: Locator): Promise<number> {
  return svg.evaluate((el) => {
    type Styled = { fontSize: string };
    const s = el as unknown as { getScreenCTM(): { a: number } | null; querySelectorAll(q: string): ArrayLike<unknown> };
    const g = globalThis as unknown as { getComputedStyle(e: unknown): Styled };
    const style = (e: unknown) => g.getComputedStyle(e);
    const scale = s.getScreenCTM()?.a ?? 1;
    let least = Infinity;
    for (const t of Array.from(s.querySelectorAll('text'))) least = Math.min(least, parseFloat(style(t).fontSize) * scale);
    return least;
  });
}

for (const { width, height, tree, graph } of [
  { width: 1280, height: 720, tree: { w: 450, h: 300 }, graph: { w: 380, h: 300 } },
  { width: 1920, height: 1080, tree: { w: 420, h: 600 }, graph: { w: 420, h: 600 } },
]) {
  test.describe(`teaching layout at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    test('board, player and the chosen views side by side, on one screen', async ({ page }) => {
      // Forward checking in static order: a search with failures for the tree to show.
      await solveSample(page, 'fc', 'static');
      const toggle = page.getByTestId('layout-teach');
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect(page.getByTestId('teach-layout')).toBeVisible();

      const board = page.getByTestId('board');
      const treeView = page.getByTestId('search-tree');
      const why = page.getByTestId('why-log');
      await expect(treeView).toBeVisible();
      await expect(why).toBeVisible();
      await expectOnScreen(page, board);
      await expectOnScreen(page, page.getByTestId('play'));
      await expectOnScreen(page, page.getByTestId('solve'));
      const b = await box(board);
      const t = await box(treeView);
      const w = await box(why);
      // Side by side: board, then the tree, then the sentences, left to right on the same rows.
      expect(b.x + b.width).toBeLessThanOrEqual(t.x);
      expect(t.x + t.width).toBeLessThanOrEqual(w.x);
      expect(Math.abs(t.y - w.y)).toBeLessThan(2);
      await expectOnScreen(page, treeView);
      await expectOnScreen(page, why);
      await expectNoPageScroll(page);

      const scroll = await box(treeView.getByTestId('tree-scroll'));
      expect(scroll.width).toBeGreaterThanOrEqual(tree.w);
      expect(scroll.height).toBeGreaterThanOrEqual(tree.h);
      expect(await smallestSvgFont(treeView.locator('svg[aria-label="Search tree"]'))).toBeGreaterThanOrEqual(12);
      // The why log's sentences fill its slot rather than a short box.
      expect((await box(why.locator('ol'))).height).toBeGreaterThan(height * 0.5);

      if (width >= 1700) {
        // A third view on a wide projector.
        await expect(page.getByTestId('layout-slot-2')).toBeVisible();
        await expectOnScreen(page, page.getByTestId('constraint-graph'));
      } else await expect(page.getByTestId('layout-slot-2')).toHaveCount(0);

      await test.step('the graph in a slot: large, with labels of at least 12 px', async () => {
        await page.getByTestId('layout-slot-1').selectOption('graph');
        const svg = page.getByTestId('constraint-graph').locator('svg');
        await expect(svg).toBeVisible();
        const g = await box(svg);
        expect(g.width).toBeGreaterThanOrEqual(graph.w);
        expect(g.height).toBeGreaterThanOrEqual(graph.h);
        expect(await smallestSvgFont(svg)).toBeGreaterThanOrEqual(12);
        await expectOnScreen(page, svg);
        await expectNoPageScroll(page);
      });

      await test.step('kept over a reload, with the chosen views', async () => {
        await page.getByTestId('layout-slot-1').selectOption('why');
        await page.screenshot({ path: `${shots}/layout-teach-${width}x${height}.png` });
        await page.reload();
        await expect(page.getByTestId('layout-teach')).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByTestId('layout-slot-0')).toHaveValue('tree');
        await expect(page.getByTestId('layout-slot-1')).toHaveValue('why');
      });
    });

    test('the seed-000 compare table shows every column and a readable chart', async ({ page }) => {
      await page.goto('/?instant=1');
      await page.getByTestId('layout-teach').click();
      await page.getByTestId('layout-slot-0').selectOption('compare');
      const panel = page.getByTestId('compare-panel');
      await panel.getByTestId('compare-preset').selectOption({ label: 'Seed 000: 4 layouts × 7 configurations (english-common, words may repeat)' });
      await panel.getByTestId('compare-run').click();
      const table = panel.getByTestId('compare-table');
      await expect(table.getByTestId('compare-row').first()).toBeVisible();
      // Every column, the last included, is on the screen without scrolling sideways.
      const headers = table.locator('thead th');
      await expect(headers.last()).toBeVisible();
      await expectOnScreen(page, headers.last());
      await expectOnScreen(page, table.getByTestId('compare-row').first().locator('td').last());
      const tableBox = await box(table);
      const scroller = await box(table.locator('xpath=..'));
      expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(scroller.x + scroller.width + 0.5);
      expect(await table.locator('xpath=..').evaluate((el) => { const box = el as unknown as { scrollWidth: number; clientWidth: number }; return box.scrollWidth <= box.clientWidth; })).toBe(true);
      // The other view is still there, below.
      await expect(page.getByTestId('why-log')).toBeVisible();
      await expect(panel.getByTestId('compare-csv')).toBeVisible({ timeout: 120_000 });
      await expect(table.getByTestId('compare-row')).toHaveCount(28);
      // With every row in (the widest numbers arrive last), the table still fits its box: no sideways scroll.
      const fits = await table.locator('xpath=..').evaluate((el) => {
        const box = el as unknown as { scrollWidth: number; clientWidth: number };
        return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
      });
      expect(fits.scrollWidth, `the table's box scrolls sideways: ${JSON.stringify(fits)}`).toBeLessThanOrEqual(fits.clientWidth);
      // Each quick button names its preset: the seeds by number, local search by its name.
      await expect(panel.getByTestId('compare-preset-run-seed000')).toHaveText('▶ Seed 000');
      await expect(panel.getByTestId('compare-preset-run-local')).toHaveText('▶ Local search');
    // More than two rows above the fold, and a puzzle's name ("seed000-p1") on one line.
    const bottoms = await table.getByTestId('compare-row').evaluateAll((rows) => rows.map((r) => (r as unknown as { getBoundingClientRect(): { bottom: number } }).getBoundingClientRect().bottom));
    expect(bottoms.filter((b) => b <= height).length).toBeGreaterThan(2);
    const name = table.getByTestId('compare-row').first().locator('td').first();
    await expect(name).toHaveText('seed000-p1');
    expect(
      await name.evaluate((el) => {
        const g = globalThis as unknown as { document: { createRange(): { selectNodeContents(n: unknown): void; getClientRects(): { length: number } } } };
        const range = g.document.createRange();
        range.selectNodeContents(el);
        return range.getClientRects().length;
      }),
    ).toBe(1);
      const chart = panel.getByTestId('compare-chart');
      await expect(chart).toBeVisible();
      expect(await smallestSvgFont(chart)).toBeGreaterThanOrEqual(12);
      await expectNoPageScroll(page);
      await page.screenshot({ path: `${shots}/layout-compare-${width}x${height}.png` });
      // The same rows in Русский, whose headers are single long words ("Отсечения"): the table
      // still fits its box, and a configuration breaks after its slash, never inside a word.
      await page.getByTestId('language').selectOption('ru');
      await expect(table.getByTestId('compare-row').nth(1).locator('td').nth(1)).toHaveText('предварительная проверка/статический');
      const fitsRu = await table.locator('xpath=..').evaluate((el) => {
        const box = el as unknown as { scrollWidth: number; clientWidth: number };
        return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth };
      });
      expect(fitsRu.scrollWidth, `in Русский the table's box scrolls sideways: ${JSON.stringify(fitsRu)}`).toBeLessThanOrEqual(fitsRu.clientWidth);
    });

    test('an 8 × 8 and a 15 × 15 board fit with the player, without page scroll', async ({ page }) => {
      await page.goto('/?instant=1');
      for (const side of [8, 15]) {
        if (await page.getByTestId('layout-teach').getAttribute('aria-checked') === 'true') await page.getByTestId('layout-teach').click();
        await page.getByTestId('board-width').fill(String(side));
        await page.getByTestId('board-height').fill(String(side));
        await expect(page.getByTestId(`cell-${side - 1}-${side - 1}`)).toBeAttached();
        await page.getByTestId('layout-teach').click();
        await expectOnScreen(page, page.getByTestId('board'));
        await expectOnScreen(page, page.getByTestId('play'));
        await expectOnScreen(page, page.getByTestId('timeline'));
        // Cells stay big enough to read from the back: at least 20 px.
        expect((await box(page.getByTestId('cell-0-0'))).width).toBeGreaterThanOrEqual(20);
        await expectNoPageScroll(page);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('board, player and one view; the teaching layout is not offered', async ({ page }) => {
    // Even when it was chosen on a wide screen before.
    await page.goto('/?instant=1');
    await page.evaluate(() =>
      (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }).localStorage.setItem(
        'csp-playground.layout',
        JSON.stringify({ teach: true, slots: ['tree', 'why', 'graph'] }),
      ),
    );
    await solveSample(page);
    await expect(page.getByTestId('layout-teach')).toBeHidden();
    await expect(page.getByTestId('teach-layout')).toHaveCount(0);
    await expect(page.getByTestId('board')).toBeVisible();
    await expect(page.getByTestId('play')).toBeAttached();
    await page.getByTestId('tab-tree').click();
    await expect(page.getByTestId('search-tree')).toBeVisible();
    await expect(page.getByTestId('why-log')).toHaveCount(0);
    const { sw, w } = await pageSize(page);
    expect(sw).toBeLessThanOrEqual(w);
    await page.screenshot({ path: `${shots}/layout-phone.png`, fullPage: true });
  });
});

test.describe('the normal layout', () => {
  test('stays for drawing, with the toggle off', async ({ page }) => {
    await solveSample(page);
    await expect(page.getByTestId('layout-teach')).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByTestId('teach-layout')).toHaveCount(0);
    await expect(page.getByTestId('board-width')).toBeVisible();
    await expect(page.getByTestId('algorithm-inference')).toBeVisible();
    await page.screenshot({ path: `${shots}/layout-normal-1400x900.png` });
  });
});
