/**
 * The tree-structured CSP algorithm in the app (issue 22; Russell & Norvig fig. 6.11): offered
 * for a model whose constraint graph is a tree or a forest, disabled with the cycle named when
 * not; on Australia without South Australia it colours the map without backtracking, and the
 * player shows the order from the root (numbers and arrows on the graph), each arc made
 * consistent from the leaves up and each value chosen from the root down; a chain a < b < c shows
 * values removed and why. Screenshots at 1280 x 720, light and dark.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';

/** Where the screenshots go: SHOTS_DIR, else the specs' usual folder. */
const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
/** MiniZinc's WebAssembly compiles in a second or two on a quiet machine; a loaded one takes longer. */
const COMPILE = { timeout: 90_000 };

/** The variables' nodes of the graph: name, value shown, order badge. */
async function nodes(page: Page): Promise<{ name: string; value: string; place: string }[]> {
  return page.getByTestId('model-graph').evaluate((svg) => {
    type El = { getAttribute(a: string): string | null; querySelector(q: string): El | null };
    const list = (svg as unknown as { querySelectorAll(q: string): ArrayLike<El> }).querySelectorAll('[data-testid^="model-node-"]');
    return Array.from(list, (g) => ({
      name: g.getAttribute('data-name') ?? '',
      value: g.getAttribute('data-value') ?? '',
      place: g.querySelector('[data-testid^="model-order-"]')?.getAttribute('data-place') ?? '',
    }));
  });
}

async function openSample(page: Page, file: string): Promise<void> {
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption(file);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
}

/** The chain a < b < c typed as the user's own model, compiled (offered the tree algorithm) and solved by it. */
async function solveChain(page: Page): Promise<void> {
  await page.getByTestId('puzzle-kind').selectOption('model');
  const editor = page.getByTestId('model-editor');
  await editor.fill('var 1..3: a;\nvar 1..3: b;\nvar 1..3: c;\nconstraint a < b;\nconstraint b < c;\nsolve satisfy;\n');
  await editor.blur();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await expect(page.getByTestId('tree-offer')).toHaveAttribute('data-offered', 'yes');
  await page.getByTestId('algorithm-search').selectOption('tree');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, COMPILE);
}

const BORDERS = [['wa', 'nt'], ['nt', 'q'], ['q', 'nsw'], ['nsw', 'v']] as const;

test('the tree algorithm: refused on Australia (a cycle), step by step on Australia without South Australia', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/?instant=1');
  const tree = page.locator('[data-testid="algorithm-search"] option[value="tree"]');

  await test.step('Australia: South Australia closes a cycle, the tree algorithm is not offered', async () => {
    await openSample(page, '../models/australia.mzn');
    await expect(page.getByTestId('tree-offer')).toHaveAttribute('data-offered', 'no');
    await expect(page.getByTestId('tree-offer')).toContainText('nt is on a cycle: nt – wa – sa – nt.');
    await expect(tree).toBeDisabled();
    // The other two choices are kept as they were.
    await expect(page.locator('[data-testid="algorithm-search"] option[value="backtracking"]')).toBeEnabled();
    await expect(page.locator('[data-testid="algorithm-search"] option[value="min-conflicts"]')).toBeEnabled();
  });

  await test.step('without South Australia: a forest, offered; solved with no backtrack, neighbours differ', async () => {
    await openSample(page, '../models/australia-tree.mzn');
    await expect(page.getByTestId('tree-offer')).toHaveAttribute('data-offered', 'yes');
    await expect(tree).toBeEnabled();
    await page.getByTestId('algorithm-search').selectOption('tree');
    await expect(page.getByTestId('tree-settings')).toBeVisible();
    await expect(page.getByTestId('algorithm-inference')).toHaveCount(0);
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, COMPILE);
    const after = await nodes(page);
    const colour = Object.fromEntries(after.map((n) => [n.name, n.value]));
    for (const n of after) expect(['red', 'green', 'blue']).toContain(n.value);
    for (const [a, b] of BORDERS) expect(colour[a], `${a} and ${b}`).not.toBe(colour[b]);
    // The order drawn: every variable numbered 1..6, an arrow into each non-root.
    expect(after.map((n) => n.place).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    await expect(page.locator('[data-testid^="model-tree-edge-"]')).toHaveCount(4);
    await expect(page.getByTestId('next-backtrack')).toBeVisible();
  });

  await test.step('the steps: the order from the root, arcs leaves up, values root down', async () => {
    await page.getByTestId('jump-start').click();
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('Order 1: wa is the root of a tree (breadth-first from here).');
    expect((await nodes(page)).filter((n) => n.place !== '').map((n) => `${n.name}${n.place}`)).toEqual(['wa1']);
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('Order 2: nt, a child of wa.');
    await expect(page.getByTestId('model-tree-edge-1')).toBeVisible();
    for (let k = 0; k < 4; k++) await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('Order 6: t is the root of a tree (breadth-first from here).');
    // Leaves up: the last in the order first (v, child of nsw).
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('Arc nsw → v (from the leaves up): every value of nsw agrees with some value left of v. Nothing removed.');
    await expect(page.getByTestId('model-tree-arc')).toBeVisible();
    for (let k = 0; k < 3; k++) await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('Arc wa → nt (from the leaves up): every value of wa agrees with some value left of nt. Nothing removed.');
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('wa = red: the first value left of wa, a root (no parent to agree with).');
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toHaveText('nt = green: the first value left of nt that agrees with its parent, wa = red. No backtracking.');
    await expect(page.getByTestId('model-tree-arc')).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    await test.step(`screenshot, ${theme}`, async () => {
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.getByTestId('theme').selectOption(theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByTestId('jump-start').click();
      for (let k = 0; k < 8; k++) await page.getByTestId('step-forward').click();
      await expect(page.getByTestId('event')).toContainText('Arc q → nsw');
      await page.getByTestId('model-graph').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/tree22-australia-${theme}.png` });
    });
  }
});

test('the tree algorithm on a chain a < b < c: values removed leaves up, and why', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/?instant=1');
  await solveChain(page);
  expect((await nodes(page)).map((n) => `${n.name}=${n.value}`)).toEqual(['a=1', 'b=2', 'c=3']);
  await page.getByTestId('jump-start').click();
  // Order a, b, c; then the arc b → c removes 3 from b, the arc a → b removes 2 and 3 from a.
  for (let k = 0; k < 4; k++) await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toHaveText('Arc b → c (from the leaves up): keep the values of b that some value left of c agrees with. Values removed: 1.');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toHaveText('Remove 3 from b: no value left of c {1, 2, 3} agrees with b = 3.');
  await expect(page.getByTestId('model-node-1')).toHaveAttribute('data-mark', 'prune');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toHaveText('Arc a → b (from the leaves up): keep the values of a that some value left of b agrees with. Values removed: 2.');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toHaveText('Remove 2 from a: no value left of b {1, 2} agrees with a = 2.');
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('event')).toHaveText('Remove 3 from a: no value left of b {1, 2} agrees with a = 3.');
  await expect(page.getByTestId('model-node-0')).toContainText('1');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('model-graph').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/tree22-chain-light.png` });
});

test('the why log of a tree run: the order, each arc made consistent leaves up, each value root down', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await solveChain(page);
  await page.getByTestId('theme').selectOption('light');
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await page.getByTestId('layout-slot-1').selectOption('why');
  const log = page.getByTestId('why-log');
  await expect(log).toBeVisible();
  await page.getByTestId('jump-start').click();
  // Order a, b, c; the arc b → c removes 3 from b; the arc a → b removes 2 and 3 from a; then a = 1, b = 2.
  for (let k = 0; k < 10; k++) await page.getByTestId('step-forward').click();
  await expect(log).toContainText('Order 1: a is a root; its tree is ordered breadth-first from it.');
  await expect(log).toContainText('Order 2: b, whose parent is a.');
  await expect(log).toContainText('Make b → c consistent: remove 3 from b, no value of c agrees with it.');
  await expect(log).toContainText('Remove 3 from b: no value of c agrees with b = 3.');
  await expect(log).toContainText('Make a → b consistent: remove 2, 3 from a, no value of b agrees with any of them.');
  await expect(log).toContainText('a = 1: the first value left of a, a root (no parent to agree with).');
  await expect(log).toContainText('b = 2: the first value left that agrees with its parent a = 1.');
  await page.screenshot({ path: `${SHOTS}/why22-tree-why-light.png` });
});
