import { test, expect } from './fixtures/base.ts';

/**
 * Every seed experiment in three clicks (issue 13): from the app's first screen, the compare tab
 * and the preset's button run it (two clicks); the table shows the preset's own columns.
 */
const PRESETS: { id: string; rows: number; columns: string[] }[] = [
  { id: 'seed000', rows: 28, columns: ['nodes', 'nodesPerSlot', 'backtracks', 'explored', 'maxFrontier', 'prunes', 'timeMs', 'usPerNode', 'inferenceUsPerNode', 'solved'] },
  { id: 'seed001', rows: 2, columns: ['leftOut', 'nodes', 'backtracks', 'timeMs', 'solved', 'reason'] },
  { id: 'seed002', rows: 8, columns: ['nodes', 'backtracks', 'prunes', 'timeMs', 'inferenceUsPerNode', 'solved'] },
  { id: 'seed003', rows: 6, columns: ['slots', 'nodes', 'backtracks', 'prunes', 'timeMs', 'solved', 'reason'] },
  { id: 'seed004', rows: 16, columns: ['strategy', 'order', 'solutions', 'found', 'nodes', 'maxFrontier', 'explored', 'timeMs', 'solved'] },
];

// At 1280 × 720, the smallest classroom screen (a projector's 1920 × 1080 shows the seed-000 table in
// layout.spec's teaching layout test).
for (const viewport of [{ width: 1280, height: 720 }]) {
  test.describe(`${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });
    for (const preset of PRESETS) {
      test(`${preset.id} runs in at most three clicks and shows its columns`, async ({ page }) => {
        test.setTimeout(240_000);
        await page.goto('/?instant=1');
        let clicks = 0;
        await page.getByTestId('tab-compare').click();
        clicks++;
        await page.getByTestId(`compare-preset-run-${preset.id}`).click();
        clicks++;
        expect(clicks).toBeLessThanOrEqual(3);
        const rows = page.getByTestId('compare-table').getByTestId('compare-row');
        await expect(rows).toHaveCount(preset.rows, { timeout: 220_000 });
        await expect(page.getByTestId('compare-csv')).toBeVisible();
        await expect(page.getByTestId('compare-experiment')).toHaveAttribute('data-preset', preset.id);
        await expect(page.getByTestId('compare-note')).not.toBeEmpty();
        for (const column of ['puzzle', 'configuration', ...preset.columns]) {
          await expect(page.getByTestId(`compare-col-${column}`)).toHaveCount(1);
        }
        await expect(page.getByTestId('compare-table').locator('th')).toHaveCount(2 + preset.columns.length);
        if (preset.id === 'seed000') {
          await expect(page.getByTestId('compare-definitions')).toContainText('Explored');
          await expect(page.getByTestId('compare-definitions')).toContainText('Max frontier');
          await expect(rows.filter({ hasText: '✕' })).toHaveCount(0);
          // Inference pays: on each layout MAC (with MRV or dom/wdeg) places no more words than plain backtracking.
          const data = await rows.evaluateAll((trs) =>
            trs.map((tr) => {
              const el = tr as unknown as { getAttribute(a: string): string };
              return { puzzle: el.getAttribute('data-puzzle'), configuration: el.getAttribute('data-configuration'), nodes: Number(el.getAttribute('data-nodes')) };
            }),
          );
          for (let p = 1; p <= 4; p++) {
            const of = (c: string) => data.find((r) => r.puzzle === `seed000-p${p}` && r.configuration === c)!;
            expect(of('mac/mrv').nodes).toBeLessThanOrEqual(of('none/static').nodes);
            expect(of('mac/dom-wdeg').nodes).toBeLessThanOrEqual(of('none/static').nodes);
          }
        }
        if (preset.id === 'seed001') {
          await expect(rows.nth(0)).toHaveAttribute('data-status', 'solved');
          await expect(rows.nth(1)).toHaveAttribute('data-status', 'unsatisfiable');
          await expect(rows.nth(1)).toContainText('омар');
          await expect(rows.nth(1).getByTestId('compare-reason')).toContainText('No solution');
        }
        if (preset.id === 'seed003') {
          const complex = rows.filter({ has: page.locator('td', { hasText: /^seed003-complex$/ }) });
          await expect(complex).toHaveCount(2);
          for (const r of await complex.all()) {
            await expect(r).toHaveAttribute('data-status', 'unsatisfiable');
            await expect(r.getByTestId('compare-reason')).toContainText('16 letters');
          }
        }
        if (preset.id === 'seed004') {
          const all = page.locator('[data-testid="compare-row"][data-puzzle="sudoku-seed004 #3"][data-configuration$=" all"]');
          await expect(all).toHaveCount(4);
          for (const r of await all.all()) await expect(r.locator('td').nth(5)).toHaveText('125');
        }
        await page.screenshot({ path: `screenshots/presets-${preset.id}-${viewport.width}.png`, fullPage: true });
      });
    }
  });
}
