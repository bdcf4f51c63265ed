import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** Pan and zoom of the search tree on a tree of thousands of nodes (plain backtracking, every node drawn). */
const shots = 'screenshots';

async function view(page: Page) {
  const svg = page.getByTestId('tree-svg');
  const n = async (a: string) => Number(await svg.getAttribute(a));
  return { k: await n('data-scale'), x: await n('data-tx'), y: await n('data-ty'), drawn: await n('data-drawn'), mode: await svg.getAttribute('data-mode') };
}

/** The cursor's marker inside the tree's box. */
async function cursorShown(page: Page): Promise<string> {
  const m = await page.getByTestId('search-tree').locator('[data-current="true"]').boundingBox();
  const b = await page.getByTestId('tree-scroll').boundingBox();
  if (!m || !b) return 'no box';
  return m.x >= b.x && m.y >= b.y && m.x + m.width <= b.x + b.width && m.y + m.height <= b.y + b.height ? 'inside' : 'outside';
}

/**
 * A click, and the tree's scale as the next frame paints it: the click is drawn in that frame, not
 * later (the milliseconds are `npm run bench browser`'s).
 */
function clickToFrame(page: Page, testId: string): Promise<number> {
  return page.evaluate(async (id) => {
    const w = globalThis as unknown as { document: { querySelector(s: string): { click(): void; getAttribute(a: string): string | null } }; requestAnimationFrame(f: () => void): void };
    const frame = () => new Promise<void>((r) => w.requestAnimationFrame(() => r()));
    await frame();
    w.document.querySelector(`[data-testid="${id}"]`).click();
    await frame();
    return Number(w.document.querySelector('[data-testid="tree-svg"]').getAttribute('data-scale'));
  }, testId);
}

test('tree: zoom in, out and fit; drag pans and stops following; follow brings the cursor back', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await expect(page.getByTestId('slot-count')).not.toHaveText('12');
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('tab-tree').click();
  await page.getByTestId('solve').click();
  // A search of a few thousand nodes, then stop it.
  const tree = page.getByTestId('search-tree');
  const recorded = async () => Number(/([\d,]+) nodes? recorded/.exec((await tree.locator('p').first().textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);
  await expect.poll(recorded, { timeout: 30_000, intervals: [200] }).toBeGreaterThan(5_000);
  await page.getByTestId('cancel').click();
  await expect(page.getByTestId('status')).toHaveText('Stopped');
  const nodes = await recorded();

  await test.step('every node drawn: render time, then zoom steps', async () => {
    const fold = page.getByTestId('tree-fold');
    await expect(fold).toHaveAttribute('aria-pressed', 'true');
    await clickToFrame(page, 'tree-fold');
    await expect(fold).toHaveAttribute('aria-pressed', 'false');
    // "drawing N" counts the nodes in the box (what the user sees); the thousands laid out past
    // its edges are said apart, and Fit brings every one of them into the box.
    const said = tree.getByTestId('tree-recorded');
    await expect(said).toContainText(/drawing [\d,]+ \([\d,]{5,} more out of view: pan, or press Fit; the rest folded into “\+” items\)/);
    await clickToFrame(page, 'tree-fit');
    const whole = await view(page);
    expect(whole.mode).toBe('dots');
    await expect(said).toContainText(/drawing [\d,]{5,} \(the rest folded into “\+” items\)/);
    await expect(said).not.toContainText('out of view');
    await page.getByTestId('tree-scroll').screenshot({ path: `${shots}/tree-zoom-fit.png` });
    // Each zoom step is drawn in the frame after its click: the scale painted grows, then shrinks.
    const scales = [whole.k];
    for (let s = 0; s < 6; s++) scales.push(await clickToFrame(page, 'tree-zoom-in'));
    const closer = await view(page);
    expect(closer.k).toBeGreaterThan(whole.k * 10);
    await page.getByTestId('tree-scroll').screenshot({ path: `${shots}/tree-zoom-in.png` });
    for (let s = 0; s < 3; s++) scales.push(await clickToFrame(page, 'tree-zoom-out'));
    for (let s = 1; s <= 6; s++) expect(scales[s], `zoom in ${s}`).toBeGreaterThan(scales[s - 1]!);
    for (let s = 7; s <= 9; s++) expect(scales[s], `zoom out ${s - 6}`).toBeLessThan(scales[s - 1]!);
    expect((await view(page)).k).toBeLessThan(closer.k);
    console.log(`${nodes.toLocaleString('en')} nodes recorded; ${whole.drawn.toLocaleString('en')} in view at fit`);
    // Playback with every node drawn: a step re-lays the tree out (the cursor marks nodes).
    const counter = async () => (await page.getByTestId('step-counter').textContent()) ?? '';
    for (let s = 0; s < 5; s++) {
      const was = await counter();
      await clickToFrame(page, 'step-back');
      expect(await counter()).not.toBe(was);
    }
  });

  await test.step('the wheel zooms; a drag pans and turns follow off', async () => {
    const box = (await page.getByTestId('tree-scroll').boundingBox())!;
    const before = await view(page);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await view(page)).k).toBeGreaterThan(before.k);
    const zoomed = await view(page);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 - 60, { steps: 5 });
    await page.mouse.up();
    const panned = await view(page);
    expect(panned.x).toBeLessThan(zoomed.x - 100);
    expect(panned.k).toBeCloseTo(zoomed.k, 5);
    await expect(page.getByTestId('tree-follow')).toHaveAttribute('aria-pressed', 'false');
    // The keyboard pans and zooms too, with the box focused.
    await page.getByTestId('tree-scroll').focus();
    await page.keyboard.press('ArrowRight');
    expect((await view(page)).x).toBeLessThan(panned.x - 40);
    await page.keyboard.press('+');
    expect((await view(page)).k).toBeGreaterThan(panned.k);
  });

  await test.step('follow (keyboard) brings the current node back into view while stepping', async () => {
    // Far from the cursor: fit, then zoom in on the middle.
    await page.getByTestId('tree-fit').click();
    for (let s = 0; s < 5; s++) await page.getByTestId('tree-zoom-in').click();
    await page.getByTestId('jump-start').click();
    await page.getByTestId('step-forward').click();
    await page.getByTestId('step-forward').click();
    await page.getByTestId('tree-follow').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('tree-follow')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('step-forward').click();
    await expect.poll(() => cursorShown(page)).toBe('inside');
    await page.getByTestId('jump-end').click();
    await expect.poll(() => cursorShown(page)).toBe('inside');
    await page.getByTestId('tree-scroll').screenshot({ path: `${shots}/tree-zoom-follow.png` });
  });
});
