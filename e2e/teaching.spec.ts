import { test, expect, type Page } from '@playwright/test';

const shots = 'screenshots';

async function letters(page: Page): Promise<string> {
  return page.getByTestId('board').evaluate((b) => (b as unknown as { textContent: string | null }).textContent ?? '');
}

async function solveSample(page: Page, inference: string, order: string) {
  await page.goto('/?instant=1');
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  await page.getByTestId('algorithm-inference').selectOption(inference);
  await page.getByTestId('algorithm-variable-order').selectOption(order);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
}

test('teaching views follow the cursor: domains, sentences, arcs, graph, tree', async ({ page }) => {
  await solveSample(page, 'fc', 'mrv');

  await test.step('select a slot on the board and read its domain and a pruned value’s cause', async () => {
    await expect(page.getByTestId('step-counter')).toContainText(/step (\d[\d,]*) of \1$/);
    await page.getByTestId('tab-domains').click();
    await page.getByTestId('cell-0-0').click();
    const panel = page.getByTestId('domain-panel');
    await expect(panel.getByTestId('domain-summary')).toContainText(/Across|Down/);
    await expect(page.getByTestId('board').locator('[data-inspect="true"]').first()).toBeVisible();
    // The board was not edited by the click: the run is still shown.
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    // Go back to a step where this slot has pruned values but is not assigned yet.
    const pruned = panel.getByTestId('pruned-value');
    await expect(pruned.first()).toBeVisible();
    await pruned.first().hover();
    await expect(panel.getByTestId('prune-cause')).toContainText(/removed at step [\d,]+ by .+ letter \d+ = .+ letter \d+/);
    await panel.getByTestId('domain-filter').fill('zzzz');
    await expect(pruned).toHaveCount(0);
    await panel.getByTestId('domain-filter').fill('');
    await page.screenshot({ path: `${shots}/10-teaching-domains.png` });
  });

  await test.step('step and see the sentence change', async () => {
    await page.getByTestId('jump-start').click();
    await page.getByTestId('tab-why').click();
    await page.getByTestId('next-assign').click();
    const log = page.getByTestId('why-log');
    await expect(log.getByTestId('why-current')).toContainText(/^[\d,]+Try [A-Z]+ in \d+-(Across|Down)/);
    const before = await log.getByTestId('why-current').textContent();
    await page.getByTestId('step-forward').click();
    await expect(log.getByTestId('why-current')).not.toHaveText(before!);
    await expect(log.getByTestId('why-current')).toContainText(/Forward checking removes [A-Z]+ from \d+-(Across|Down): its \d(st|nd|rd|th) letter must be [A-Z]/);
    // Keyboard: the right arrow steps too (focus outside inputs).
    await page.getByRole('heading', { name: 'CSP Playground' }).click();
    const step = await page.getByTestId('step-counter').textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByTestId('step-counter')).not.toHaveText(step!);
    await page.getByTestId('why-detail-long').check();
    await expect(log.getByTestId('why-current')).toContainText(/Constraint: .+ letter/);
    await page.screenshot({ path: `${shots}/11-teaching-why.png` });
    await page.getByTestId('tab-arcs').click();
    await expect(page.getByTestId('arc-queue').getByTestId('arc-current')).toContainText('←');
  });

  await test.step('click a tree node and see the board jump there', async () => {
    await page.getByTestId('jump-end').click();
    await page.getByTestId('tab-tree').click();
    const tree = page.getByTestId('search-tree');
    await expect(tree.locator('[data-current="true"]')).toHaveCount(1);
    await expect(tree.getByTestId('tree-node-solution')).toHaveCount(1);
    const end = await letters(page);
    // The first assignment under the root.
    const node = tree.locator('[data-testid="tree-node-branch"], [data-testid="tree-node-failed"]').first();
    const id = await node.getAttribute('data-node');
    await node.click();
    await expect(page.getByTestId('step-counter')).not.toContainText(/step (\d[\d,]*) of \1$/);
    expect(await letters(page)).not.toBe(end);
    await expect(tree.locator(`[data-current="true"]`)).toHaveAttribute('data-node', id!);
    await expect(page.getByTestId('event')).toContainText('Assign');
    await page.screenshot({ path: `${shots}/12-teaching-tree.png` });
  });

  await test.step('graph, heat map, breakpoint, predict, classroom', async () => {
    await page.getByTestId('tab-graph').click();
    await expect(page.getByTestId('constraint-graph').locator('[data-testid^="graph-node-"]')).toHaveCount(12);
    await page.getByTestId('graph-node-3').click();
    await expect(page.getByTestId('board').locator('[data-inspect="true"]').first()).toBeVisible();
    await page.getByTestId('heatmap').check();
    await page.getByTestId('jump-start').click();
    await page.getByTestId('next-assign').click();
    await expect(page.getByTestId('board').locator('[data-heat]').first()).toBeAttached();
    await page.screenshot({ path: `${shots}/13-teaching-graph-heat.png` });
    await page.getByTestId('breakpoint-kind').selectOption('depth');
    await page.getByTestId('breakpoint-depth').fill('4');
    await page.getByTestId('jump-start').click();
    await page.getByTestId('run-to-breakpoint').click();
    await expect(page.getByTestId('breakpoint-status')).toContainText('depth 4 reached');
    await expect(page.getByTestId('event')).toContainText(/depth 4/);
    await page.getByTestId('breakpoint-kind').selectOption('none');
    await page.getByTestId('predict-mode').check();
    await page.getByTestId('jump-start').click();
    await page.getByTestId('play').click();
    await expect(page.getByTestId('predict-banner')).toBeVisible();
    await expect(page.getByTestId('play')).toBeVisible();
    await page.getByTestId('predict-reveal').click();
    await expect(page.getByTestId('event')).toContainText(/Choose|Assign/);
    await page.getByTestId('predict-mode').uncheck();
    await page.getByTestId('classroom-mode').check();
    await page.getByTestId('tab-why').click();
    await page.screenshot({ path: `${shots}/14-teaching-classroom.png`, fullPage: true });
    await page.getByTestId('classroom-mode').uncheck();
  });
});

test('compare the seed-000 configurations', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/?instant=1');
  await page.getByTestId('tab-compare').click();
  await page.getByTestId('compare-run').click();
  const rows = page.getByTestId('compare-table').getByTestId('compare-row');
  await expect(rows).toHaveCount(28, { timeout: 280_000 });
  await expect(page.getByTestId('compare-csv')).toBeVisible();
  const data = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const el = tr as unknown as { getAttribute(a: string): string };
      return { puzzle: el.getAttribute('data-puzzle'), configuration: el.getAttribute('data-configuration'), nodes: Number(el.getAttribute('data-nodes')) };
    }),
  );
  for (let p = 1; p <= 4; p++) {
    const of = (c: string) => data.find((r) => r.puzzle === `seed000-p${p}` && r.configuration === c)!;
    const none = of('none/static');
    expect(of('mac/mrv').nodes).toBeLessThanOrEqual(none.nodes);
    expect(of('mac/dom-wdeg').nodes).toBeLessThanOrEqual(none.nodes);
  }
  await page.screenshot({ path: `${shots}/15-teaching-compare.png`, fullPage: true });
});
