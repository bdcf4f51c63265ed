import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

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

/**
 * The search tree's cursor marker lies inside the tree's scroll box (not scrolled out of it). Both
 * boxes are read in one task of the page: while a search runs the marker moves between elements
 * every frame, and a box read a round trip after the element was found may be of one gone.
 */
async function expectTreeCursorShown(page: Page) {
  const tree = page.getByTestId('search-tree');
  await expect(tree.locator('[data-current="true"]')).toHaveCount(1);
  await expect
    .poll(() =>
      tree.evaluate((el) => {
        type Box = { x: number; y: number; width: number; height: number };
        const root = el as unknown as { querySelector(s: string): { getBoundingClientRect(): Box } | null };
        const m = root.querySelector('[data-current="true"]')?.getBoundingClientRect();
        const b = root.querySelector('[data-testid="tree-scroll"]')?.getBoundingClientRect();
        if (!m || !b || m.width === 0 || b.width === 0) return 'no box';
        const inside = m.x >= b.x && m.y >= b.y && m.x + m.width <= b.x + b.width && m.y + m.height <= b.y + b.height;
        return inside ? 'inside' : `marker ${JSON.stringify(m)} outside ${JSON.stringify(b)}`;
      }),
    )
    .toBe('inside');
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
    // At the start every word of the slot's length is left, most used by no event yet: each is named.
    await page.getByTestId('jump-start').click();
    const left = panel.getByTestId('domain-remaining').locator('li');
    await expect(left.first()).toBeVisible();
    await expect(left.filter({ hasText: /^#\d+$/ })).toHaveCount(0);
    expect(await left.count()).toBeGreaterThan(1);
    await page.getByTestId('jump-end').click();
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
    await expectTreeCursorShown(page);
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

test('views stay responsive on a search of a million events', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await expect(page.getByTestId('slot-count')).not.toHaveText('12');
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await expect(page.getByTestId('dictionary-info')).toContainText('63');
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('teaching-all').check();
  await page.getByTestId('solve').click();
  // While the search still runs, the tree follows its current node: looked at first, since past
  // 4,000,000 events (reached sooner or later, as the machine allows) the trace keeps snapshots only.
  await expect(page.getByTestId('status')).toHaveText('Solving…');
  await expectTreeCursorShown(page);
  await expect(page.getByTestId('status')).toHaveText('Solving…');
  // Wait for at least a million events, then stop.
  await expect
    .poll(async () => Number(/of ([\d,]+)/.exec((await page.getByTestId('step-counter').textContent())!)![1]!.replace(/,/g, '')), { timeout: 120_000, intervals: [500] })
    .toBeGreaterThan(1_000_000);
  await page.getByTestId('cancel').click();
  await expect(page.getByTestId('status')).toHaveText('Stopped');
  await page.getByTestId('domain-variable').selectOption({ index: 3 });
  // Seeks within the events kept in full (a machine slow to cancel may have run past them).
  const total = Number(/([\d,]+) events/.exec((await page.getByTestId('trace-info').textContent())!)![1]!.replace(/,/g, ''));
  expect(total).toBeGreaterThan(1_000_000);
  const times = await page.evaluate(async (total) => {
    // (typed loosely: the e2e tsconfig has no DOM library)
    const w = globalThis as unknown as {
      document: { querySelector(s: string): unknown };
      requestAnimationFrame(f: () => void): void;
      HTMLInputElement: { prototype: object };
      Event: new (t: string, o: object) => unknown;
    };
    const input = w.document.querySelector('[data-testid="timeline"]') as { dispatchEvent(e: unknown): void };
    const setter = Object.getOwnPropertyDescriptor(w.HTMLInputElement.prototype, 'value')!.set!;
    const frame = () => new Promise<void>((r) => w.requestAnimationFrame(() => r()));
    const counter = w.document.querySelector('[data-testid="step-counter"]') as { textContent: string | null };
    // A seek and the step the next frame paints: the views answer it at once, not in a later task.
    const seekTo = async (p: number) => {
      setter.call(input, String(p));
      input.dispatchEvent(new w.Event('input', { bubbles: true }));
      await frame();
      return { wanted: p, painted: Number(/(\d[\d,]*) of/.exec(counter.textContent ?? '')?.[1]?.replace(/,/g, '')) };
    };
    const far: { wanted: number; painted: number }[] = [];
    const near: { wanted: number; painted: number }[] = [];
    let seed = 7;
    for (let k = 0; k < 12; k++) {
      seed = (seed * 48271) % 2147483647;
      far.push(await seekTo(Math.floor((seed / 2147483647) * total)));
    }
    const base = Math.floor(total * 0.9);
    for (let k = 0; k < 20; k++) near.push(await seekTo(base + k));
    return { far, near };
  }, total);
  console.log(`trace: ${total.toLocaleString('en')} events; all views open`);
  for (const t of [...times.far, ...times.near]) expect(t.painted, `seek to ${t.wanted}`).toBe(t.wanted);
  // After the seeks (the cursor is now deep in a search of a million events), still in view.
  await expectTreeCursorShown(page);
  // The tree first: a full-page capture resets the horizontal scroll of inner boxes in Chromium.
  await page.getByTestId('search-tree').screenshot({ path: `${shots}/17-tree-million.png` });
  await page.screenshot({ path: `${shots}/16-teaching-million.png`, fullPage: true });
});
