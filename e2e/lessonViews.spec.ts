/**
 * Each lesson chapter shows what its text names (issue 30): the chapter's text is read for the
 * teaching views it names, and each of them is on screen (inside the 1280 × 720 viewport),
 * drawn (nodes, lines, points) and not covered (what lies at its drawing is the view itself; the
 * search tree's cursor node is never under its caption, and a tree that says it draws N nodes
 * shows N). Chapter 5's chart ends at 0 on the step the lesson's "Show the solution" goes to.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** MiniZinc's WebAssembly compiles in a second or two on a quiet machine; a loaded one takes longer. */
const SLOW = { timeout: 120_000 };
const SCREEN = { width: 1280, height: 720 };

/** The views by the names the layout's view pickers give them (English), with their section's test id. */
const VIEWS = [
  { name: 'Search tree', id: 'tree', testId: 'search-tree' },
  { name: 'Domains', id: 'domains', testId: 'domain-panel' },
  { name: 'Arcs', id: 'arcs', testId: 'arc-queue' },
  { name: 'Constraint graph', id: 'graph', testId: 'constraint-graph' },
  { name: 'Local search', id: 'local', testId: 'local-search' },
] as const;

const CHAPTERS = ['1. Plain backtracking', '2. Forward checking', '3. Arc consistency (MAC)', '4. Map colouring: Australia', '5. Min-conflicts on 8-queens', '6. Branch and bound: the best backpack'];

async function openChapter(page: Page, label: string): Promise<void> {
  await page.setViewportSize(SCREEN);
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByTestId('lesson').click();
  await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-chapter', 'backtracking');
  if (!label.startsWith('1.')) await page.getByTestId('lesson-chapter-pick').selectOption({ label });
  await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', SLOW);
}

/** The box of a locator, which must lie inside the viewport. */
async function onScreen(what: Locator, name: string) {
  await expect(what, name).toBeVisible();
  const box = (await what.boundingBox())!;
  expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${name}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(SCREEN.width + 0.5);
  expect(box.y + box.height, `${name}: bottom edge`).toBeLessThanOrEqual(SCREEN.height + 0.5);
  return box;
}

/** Whether what the page shows at the middle of `what` belongs to the view of test id `view` (nothing lies over it). */
async function uncovered(what: Locator, view: string): Promise<boolean> {
  const box = (await what.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  return (await what.page().evaluate(`(() => {
    const top = document.elementFromPoint(${x}, ${y});
    return top !== null && document.querySelector('[data-testid="${view}"]').contains(top);
  })()`)) as boolean;
}

/** What each view draws: at least one such element, on screen and uncovered. */
function drawing(view: Locator, id: (typeof VIEWS)[number]['id']): Locator {
  switch (id) {
    case 'tree':
      return view.locator('[data-testid^="tree-node-"]');
    case 'domains':
      return view.locator('[data-testid="domain-remaining"] li, [data-testid="pruned-value"]');
    case 'arcs':
      return view.locator('li');
    case 'graph':
      return view.locator('[data-testid^="graph-node-"]');
    case 'local':
      return view.getByTestId('conflicts-now');
  }
}

/** The tree says "N nodes recorded; drawing M": it shows M nodes, none under its caption or its buttons. */
async function treeWhole(tree: Locator): Promise<void> {
  const said = await tree.getByTestId('tree-recorded').textContent();
  const drawn = Number(/drawing ([\d,]+)/.exec(said!)![1]!.replace(/,/g, ''));
  const svg = tree.getByTestId('tree-svg');
  await expect(svg).toHaveAttribute('data-mode', 'glyphs');
  await expect(svg).toHaveAttribute('data-in-box', String(drawn));
  expect(drawn, 'the tree draws its nodes').toBeGreaterThan(0);
  // Every node it says it draws is in the drawing area (checked below), none outside it.
  const nodes = tree.locator('[data-testid^="tree-node-"]');
  const inArea = async () => {
    const area = (await tree.getByTestId('tree-scroll').boundingBox())!;
    let n = 0;
    for (const node of await nodes.all()) {
      const b = (await node.locator('rect').boundingBox())!;
      const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
      if (x >= area.x && x <= area.x + area.width && y >= area.y && y <= area.y + area.height) n++;
    }
    return n;
  };
  expect(await inArea()).toBe(drawn);
  const area = (await tree.getByTestId('tree-scroll').boundingBox())!;
  const caption = (await tree.getByTestId('tree-caption').boundingBox())!;
  const tools = (await tree.getByRole('toolbar').boundingBox())!;
  const meets = (a: typeof area, b: typeof area) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const node of await nodes.all()) {
    const box = (await node.locator('rect').boundingBox())!;
    const where = `tree node ${await node.getAttribute('data-node')}`;
    // Not under the tree's caption or its buttons (nor anything else: the page shows the node there).
    if (box.y + box.height / 2 > area.y + area.height || box.y + box.height / 2 < area.y) continue;
    // What the page shows of it: the drawing area clips a node scrolled half out of view (following
    // the cursor may leave the root's top edge above the area, where the buttons are).
    const top = Math.max(box.y, area.y);
    const bottom = Math.min(box.y + box.height, area.y + area.height);
    const shown = { x: box.x, y: top, width: box.width, height: bottom - top };
    expect(meets(shown, caption), `${where} under the caption`).toBe(false);
    expect(meets(shown, tools), `${where} under the buttons`).toBe(false);
  }
  // The cursor node is in the area, uncovered.
  const cursor = tree.locator('[data-current="true"] rect');
  await expect(cursor).toHaveCount(1);
  const c = (await cursor.boundingBox())!;
  expect(c.y + c.height / 2).toBeLessThanOrEqual(area.y + area.height);
  expect(c.y + c.height / 2).toBeGreaterThanOrEqual(area.y);
  expect(await uncovered(cursor, 'search-tree'), 'the cursor node is not covered').toBe(true);
}

for (const [n, label] of CHAPTERS.entries()) {
  test(`chapter ${n + 1} opens the views its text names: on screen, drawn, uncovered`, async ({ page }) => {
    test.setTimeout(240_000);
    await openChapter(page, label);
    const text = (await page.getByTestId('lesson-chapter').textContent())!;
    const named = VIEWS.filter((v) => text.includes(v.name));
    expect(named.length, `chapter ${n + 1} names a view: ${text}`).toBeGreaterThan(0);
    // The first view the chapter opens is one its text names.
    const first = (await page.getByTestId('lesson-views').getAttribute('data-views'))!.split(' ')[0];
    expect(named.map((v) => v.id)).toContain(first);
    for (const v of named) {
      const view = page.getByTestId(v.testId);
      await expect(view, v.name).toHaveCount(1);
      await onScreen(view, v.name);
      const drawn = drawing(view, v.id);
      await expect(drawn.first(), `${v.name} draws something`).toBeVisible();
      await onScreen(drawn.first(), `${v.name}'s drawing`);
      expect(await uncovered(drawn.first(), v.testId), `${v.name} is not covered`).toBe(true);
      if (v.id === 'tree') await treeWhole(view);
    }
    // The lesson's card beside them, its sentence naming the views on screen.
    await onScreen(page.getByTestId('lesson-views'), "the card's sentence naming the views");
    await expect(page.getByTestId('lesson-panel')).toBeVisible();
  });
}

test('chapters 3 and 4 with the search tree picked beside the card: it draws the nodes it says, none under its caption', async ({ page }) => {
  test.setTimeout(300_000);
  for (const label of [CHAPTERS[2]!, CHAPTERS[3]!]) {
    await openChapter(page, label);
    await page.getByTestId('layout-slot-0').selectOption('tree');
    const tree = page.getByTestId('search-tree');
    await onScreen(tree, 'the search tree');
    await treeWhole(tree);
  }
});

test('chapter 5: the Local search chart ends at 0 on the step "Show the solution" goes to, which the timeline shows', async ({ page }) => {
  test.setTimeout(240_000);
  await openChapter(page, CHAPTERS[4]!);
  await page.getByTestId('lesson-then').click();
  const chart = page.getByTestId('conflicts-chart');
  await expect(chart).toHaveAttribute('data-violated', '0');
  const counter = (await page.getByTestId('step-counter').textContent())!;
  const [, step, total] = /^step ([\d,]+) of ([\d,]+)/.exec(counter)!;
  expect(step).toBe(total);
  await expect(chart).toHaveAttribute('data-position', step!.replace(/,/g, ''));
  await expect(page.getByTestId('conflicts-now-text')).toContainText(`Step ${step}: 0 violated`);
  await onScreen(chart, 'the conflicts chart');
});
