/**
 * The search tree's node labels (issue 30): zoomed in, each node says what it assigned
 * ("3-Down = ARE") beside it, the same words its tooltip starts with; the labels lie inside the
 * tree's box and overlap neither each other nor a node; zoomed out far there are none; classroom
 * mode enlarges them and they still keep apart. On the lesson's 8 × 8 puzzle in the teaching
 * layout of a first visit at 1280 × 720 (screenshots zoomed in, zoomed out and in classroom mode),
 * and in the one-column layout and on a phone.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { expect, FIRST_VISIT, test } from './fixtures/clean.ts';

/** Where the screenshots go: SHOTS_DIR, else the specs' usual folder. */
const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const SLOW = { timeout: 120_000 };

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}
interface Shown {
  box: Rect;
  labels: { node: string; text: string; tooltip: string; font: number; box: Rect }[];
  nodes: { node: string; box: Rect }[];
}

/** The tree's box, its labels (text, font size, box, their node's tooltip) and its nodes' boxes, as drawn. */
async function shown(page: Page): Promise<Shown> {
  return (await page.evaluate(`(() => {
    const view = document.querySelector('[data-testid="search-tree"]');
    const rect = (el) => { const b = el.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height }; };
    const box = rect(view.querySelector('[data-testid="tree-scroll"]'));
    const labels = Array.from(view.querySelectorAll('[data-testid="tree-label"]'), (el) => {
      const node = el.getAttribute('data-node');
      const owner = view.querySelector('[data-testid^="tree-node-"][data-node="' + node + '"] > title');
      return { node, text: el.textContent, tooltip: owner ? owner.textContent : '(no node drawn)', font: parseFloat(getComputedStyle(el).fontSize), box: rect(el) };
    });
    const nodes = Array.from(view.querySelectorAll('[data-testid^="tree-node-"]'), (el) => ({ node: el.getAttribute('data-node'), box: rect(el) }));
    return { box, labels, nodes };
  })()`)) as Shown;
}

/** How much two boxes overlap (0 when they do not). */
const overlap = (a: Rect, b: Rect) => Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

/** Every label: its node's words (the start of the tooltip), inside the box, apart from the other labels and from every node's glyph. */
function checkLabels(s: Shown, language: 'en' | 'other' = 'en'): void {
  expect(s.labels.length, 'labels drawn').toBeGreaterThan(0);
  for (const l of s.labels) {
    // "1-Across = BAT (branch, 12 nodes below), step 3": the label is the part before " (".
    if (language === 'en') expect(l.tooltip.startsWith(`${l.text} (`), `label "${l.text}" is its node's tooltip "${l.tooltip}"`).toBe(true);
    else expect(l.tooltip.startsWith(l.text), `label "${l.text}" starts its node's tooltip "${l.tooltip}"`).toBe(true);
    expect(l.text, 'a label says slot = word').toMatch(/\S = \S/);
    expect(l.font, 'a label reads at 11 px or more').toBeGreaterThanOrEqual(11);
    expect(l.box.x, `"${l.text}": left edge in the box`).toBeGreaterThanOrEqual(s.box.x);
    expect(l.box.y, `"${l.text}": top edge in the box`).toBeGreaterThanOrEqual(s.box.y);
    expect(l.box.x + l.box.width, `"${l.text}": right edge in the box`).toBeLessThanOrEqual(s.box.x + s.box.width);
    expect(l.box.y + l.box.height, `"${l.text}": bottom edge in the box`).toBeLessThanOrEqual(s.box.y + s.box.height);
    for (const m of s.labels) if (m !== l) expect(overlap(l.box, m.box), `"${l.text}" and "${m.text}" overlap`).toBeLessThan(0.5);
    for (const n of s.nodes) expect(overlap(l.box, n.box), `"${l.text}" over node ${n.node}`).toBeLessThan(0.5);
  }
}

/** Zoom in with the view's + button until labels show (at most `clicks` clicks). */
async function zoomInToLabels(page: Page, clicks = 4): Promise<void> {
  const svg = page.getByTestId('tree-svg');
  for (let c = 0; c < clicks && Number(await svg.getAttribute('data-labels')) === 0; c++) await page.getByTestId('tree-zoom-in').click();
  await expect(svg).not.toHaveAttribute('data-labels', '0');
}

async function solveInView(page: Page): Promise<void> {
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, SLOW);
  const tree = page.getByTestId('search-tree');
  await expect(tree.locator('[data-current="true"]')).toHaveCount(1);
}


/** Classroom mode switched, in the teaching tools' fold of the teaching layout (opened, then folded again so the tree keeps its room). */
async function classroom(page: Page): Promise<void> {
  await page.getByTestId('layout-teaching-toggle').click();
  await page.getByTestId('classroom-mode').click();
  await page.getByTestId('layout-teaching-toggle').click();
  await expect(page.getByTestId('layout-teaching')).not.toHaveAttribute('open', '');
}

test.describe('a first visit at 1280 × 720: the teaching layout', () => {
  test.use({ viewport: { width: 1280, height: 720 }, storageState: FIRST_VISIT });

  test('node labels: the tooltip’s words, inside the box, apart; none zoomed out; larger in classroom mode', async ({ page }) => {
    test.setTimeout(300_000);
    await page.goto('/?instant=1');
    await expect(page.getByTestId('teach-layout')).toBeVisible();
    await page.getByTestId('layout-slot-0').selectOption('tree');
    await solveInView(page);
    const svg = page.getByTestId('tree-svg');

    await test.step('the whole tree, then zoomed in: each label beside its node', async () => {
      await page.getByTestId('tree-fit').click();
      await zoomInToLabels(page);
      const s = await shown(page);
      checkLabels(s);
      // The cursor's node (the solution) says what it assigned.
      const current = await page.getByTestId('search-tree').locator('[data-current="true"]').getAttribute('data-node');
      expect(s.labels.map((l) => l.node)).toContain(current);
      await page.screenshot({ path: `${SHOTS}/tree-labels-teach-in.png` });
    });

    await test.step('zoomed out far: no label, the overview stays clean', async () => {
      for (let c = 0; c < 12; c++) await page.getByTestId('tree-zoom-out').click();
      await expect(svg).toHaveAttribute('data-labels', '0');
      await expect(page.getByTestId('tree-label')).toHaveCount(0);
      await page.screenshot({ path: `${SHOTS}/tree-labels-teach-out.png` });
    });

    await test.step('classroom mode: the labels grow, and still keep apart and inside', async () => {
      await page.getByTestId('tree-fit').click();
      await zoomInToLabels(page);
      const before = (await shown(page)).labels[0]!.font;
      await classroom(page);
      await expect(page.locator('html')).toHaveAttribute('data-classroom', 'true');
      await page.getByTestId('tree-fit').click();
      await zoomInToLabels(page, 6);
      const s = await shown(page);
      checkLabels(s);
      for (const l of s.labels) expect(l.font, `"${l.text}" grows`).toBeGreaterThanOrEqual(before * 1.2);
      await page.screenshot({ path: `${SHOTS}/tree-labels-teach-classroom.png` });
      await classroom(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-classroom', 'true');
    });

    await test.step('in Русский: the labels in the chosen language, the words of the tooltip', async () => {
      await page.getByTestId('language').selectOption('ru');
      await page.getByTestId('tree-fit').click();
      await zoomInToLabels(page);
      const s = await shown(page);
      checkLabels(s, 'other');
      expect(s.labels.some((l) => /[а-яё]/i.test(l.text)), 'a slot named in Russian').toBe(true);
      await page.getByTestId('language').selectOption('en');
    });
  });
});

test('node labels in the one-column layout and on a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('tab-tree').click();
  await solveInView(page);
  await page.getByTestId('tree-fit').click();
  await zoomInToLabels(page);
  checkLabels(await shown(page));
  await page.getByTestId('search-tree').screenshot({ path: `${SHOTS}/tree-labels-normal.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('tree-fit').click();
  await zoomInToLabels(page);
  checkLabels(await shown(page));
  await page.getByTestId('search-tree').screenshot({ path: `${SHOTS}/tree-labels-phone.png` });
});
