/**
 * Whole on every screen (issue 30): Chinese drawn with real glyphs (a CJK font installed with the
 * browser by scripts/ensure-chromium.mjs), and every visible control of the header and the panels
 * whole and inside the viewport at 1280 × 720 and 1366 × 768, in English, 简体中文 and Русский, in
 * the teaching and the normal layout.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = 'screenshots';

test.describe('Chinese text', () => {
  test.use({ locale: 'zh-CN', viewport: { width: 1280, height: 720 } });

  test('is drawn with glyphs, not the same box for every character', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('solve')).toHaveText('▶ 求解');
    // Each character drawn alone on a canvas in the page's own font: without a font that has
    // Chinese glyphs every character is the same "missing glyph" box, as is a private-use one.
    const pictures = await page.evaluate(() => {
      type Ctx = { font: string; fillText(s: string, x: number, y: number): void; clearRect(x: number, y: number, w: number, h: number): void; getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> } };
      const g = globalThis as unknown as { document: { createElement(t: 'canvas'): { width: number; height: number; getContext(k: '2d'): Ctx }; body: unknown }; getComputedStyle(e: unknown): { fontFamily: string } };
      const canvas = g.document.createElement('canvas');
      canvas.width = 48;
      canvas.height = 48;
      const ctx = canvas.getContext('2d');
      ctx.font = `32px ${g.getComputedStyle(g.document.body).fontFamily}`;
      const draw = (ch: string) => {
        ctx.clearRect(0, 0, 48, 48);
        ctx.fillText(ch, 4, 38);
        return Array.from(ctx.getImageData(0, 0, 48, 48).data).join(',');
      };
      return { zhong: draw('中'), guo: draw('国'), jie: draw('解'), missing: draw('\uE000') };
    });
    expect(pictures.zhong, '中 and 国 drawn alike: no Chinese font').not.toBe(pictures.guo);
    expect(pictures.zhong, '中 drawn as the missing-glyph box').not.toBe(pictures.missing);
    expect(pictures.jie, '解 drawn as the missing-glyph box').not.toBe(pictures.missing);
    await page.screenshot({ path: `${shots}/whole-zh-1280x720.png` });
  });
});

/** A control found cut or outside: what it is and why. */
type Cut = { control: string; why: string };

/**
 * Every visible control (button, select, input, link, summary, switch, the file picker's label)
 * of the page, measured: inside the viewport sideways; inside the viewport down too where no
 * scrolling box holds it (a teaching layout does not scroll the page); not clipped by a box that
 * hides its overflow (nor sticking out sideways of one that scrolls); and its own text not cut
 * (a button's or link's text wider than its box, a picker's chosen option wider than its room).
 */
function cutControls(page: Page): Promise<Cut[]> {
  return page.evaluate(() => {
    type Rect = { left: number; right: number; top: number; bottom: number; width: number; height: number };
    type El = {
      tagName: string;
      parentElement: El | null;
      textContent: string | null;
      scrollWidth: number;
      clientWidth: number;
      getAttribute(n: string): string | null;
      getBoundingClientRect(): Rect;
      checkVisibility(o: object): boolean;
      closest(q: string): El | null;
      selectedOptions?: ArrayLike<{ textContent: string | null }>;
    };
    type Style = { overflowX: string; overflowY: string; font: string; paddingLeft: string; paddingRight: string; borderLeftWidth: string; borderRightWidth: string };
    const g = globalThis as unknown as {
      document: { querySelectorAll(q: string): ArrayLike<El>; documentElement: El; body: El; createElement(t: 'canvas'): { getContext(k: '2d'): { font: string; measureText(s: string): { width: number } } } };
      getComputedStyle(e: El): Style;
      innerWidth: number;
      innerHeight: number;
    };
    const ctx = g.document.createElement('canvas').getContext('2d');
    const cuts: { control: string; why: string }[] = [];
    const query = 'button, select, input:not([type="hidden"]), a[href], summary, [role="switch"], label:has(> input[type="file"])';
    for (const el of Array.from(g.document.querySelectorAll(query))) {
      const r = el.getBoundingClientRect();
      // Hidden, or kept for screen readers only (sr-only: a 1 px box); the file input shows through its label.
      if (r.width <= 1 || r.height <= 1 || !el.checkVisibility({ visibilityProperty: true })) continue;
      const name = `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      const at = `${Math.round(r.left)}–${Math.round(r.right)} × ${Math.round(r.top)}–${Math.round(r.bottom)}`;
      if (r.left < -0.5 || r.right > g.innerWidth + 0.5) cuts.push({ control: name, why: `outside the viewport sideways (${at}, viewport ${g.innerWidth})` });
      let scrolled = false;
      for (let a = el.parentElement; a && a !== g.document.body && a !== g.document.documentElement; a = a.parentElement) {
        const s = g.getComputedStyle(a);
        const b = a.getBoundingClientRect();
        const scrollsY = s.overflowY === 'auto' || s.overflowY === 'scroll';
        if (s.overflowX !== 'visible' && (r.left < b.left - 0.5 || r.right > b.right + 0.5)) cuts.push({ control: name, why: `sticks out sideways of a ${a.tagName.toLowerCase()}.${a.getAttribute('class') ?? ''} that ${s.overflowX === 'auto' || s.overflowX === 'scroll' ? 'scrolls' : 'clips'} (${at})` });
        if (scrollsY) scrolled = true;
        else if (s.overflowY !== 'visible' && !scrolled && (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5)) cuts.push({ control: name, why: `clipped by a ${a.tagName.toLowerCase()}.${a.getAttribute('class') ?? ''} (${at})` });
      }
      const pageScrolls = g.getComputedStyle(g.document.documentElement).overflowY !== 'hidden' && g.document.documentElement.scrollWidth >= 0 && g.document.body.scrollWidth >= 0;
      if (!scrolled && (r.top < -0.5 || (r.bottom > g.innerHeight + 0.5 && !pageScrolls))) cuts.push({ control: name, why: `outside the viewport (${at})` });
      const s = g.getComputedStyle(el);
      if (el.tagName === 'SELECT') {
        const chosen = el.selectedOptions?.[0]?.textContent ?? '';
        ctx.font = s.font;
        // The chosen option's text, beside the picker's arrow (about 1.25 em wide in Chromium).
        const room = r.width - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.borderLeftWidth) - parseFloat(s.borderRightWidth) - 16;
        const width = ctx.measureText(chosen).width;
        if (width > room + 0.5) cuts.push({ control: name, why: `its option "${chosen}" (${Math.round(width)} px) is wider than its room (${Math.round(room)} px)` });
      } else if (el.tagName !== 'INPUT' && el.scrollWidth > el.clientWidth + 1) cuts.push({ control: name, why: `its text (${el.scrollWidth} px) is wider than its box (${el.clientWidth} px)` });
    }
    return cuts;
  });
}

for (const { lang, locale } of [
  { lang: 'en', locale: 'en-US' },
  { lang: 'zh', locale: 'zh-CN' },
  { lang: 'ru', locale: 'ru-RU' },
]) {
  for (const { width, height } of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    test.describe(`${lang} at ${width} × ${height}`, () => {
      test.use({ locale, viewport: { width, height } });

      test('every control of the header and the panels is whole and on screen, in both layouts', async ({ page }) => {
        await page.goto('/?instant=1');
        await expect(page.getByTestId('language')).toHaveValue(lang);
        for (const teach of [true, false]) {
          await test.step(teach ? 'the teaching layout' : 'the normal layout', async () => {
            const toggle = page.getByTestId('layout-teach');
            if ((await toggle.getAttribute('aria-checked')) !== String(teach)) await toggle.click();
            await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', teach ? 'teach' : 'normal');
            if (teach) {
              // The folds open: the kind's tools and the settings are panels too.
              for (const fold of ['layout-tools', 'layout-settings']) {
                if ((await page.getByTestId(fold).getAttribute('open')) === null) await page.getByTestId(fold).locator('summary').click();
                await expect(page.getByTestId(fold)).toHaveAttribute('open', '');
              }
            }
            for (const kind of ['crossword', 'queens', 'sudoku', 'model']) {
              await page.getByTestId('puzzle-kind').selectOption(kind);
              await expect(page.getByTestId('puzzle-kind')).toHaveValue(kind);
              expect(await cutControls(page), `${kind}: controls cut or outside`).toEqual([]);
            }
            // Both searches N-queens offers (the tree algorithm is for a tree-shaped graph).
            await page.getByTestId('puzzle-kind').selectOption('queens');
            for (const search of ['min-conflicts', 'backtracking']) {
              await page.getByTestId('algorithm-search').selectOption(search);
              expect(await cutControls(page), `queens, ${search}: controls cut or outside`).toEqual([]);
            }
            await page.getByTestId('puzzle-kind').selectOption('crossword');
            await page.screenshot({ path: `${shots}/whole-${lang}-${teach ? 'teach' : 'normal'}-${width}x${height}.png` });
          });
        }
      });
    });
  }
}

/** Whether `testId`'s box lies inside the viewport (the page unscrolled: the teaching layout does not scroll). */
async function onScreen(page: Page, testId: string): Promise<boolean> {
  const b = await page.getByTestId(testId).boundingBox();
  const v = page.viewportSize()!;
  return b !== null && b.x >= 0 && b.y >= 0 && b.x + b.width <= v.width + 0.5 && b.y + b.height <= v.height + 0.5;
}

for (const { lang, locale } of [
  { lang: 'en', locale: 'en-US' },
  { lang: 'ru', locale: 'ru-RU' },
]) {
  for (const { width, height } of [
    { width: 1280, height: 720 },
    { width: 1366, height: 768 },
  ]) {
    test.describe(`the teaching layout, ${lang} at ${width} × ${height}`, () => {
      test.use({ locale, viewport: { width, height }, storageState: { cookies: [], origins: [] } });

      test("reaches N-queens' size and the search picker without a fold or a scroll", async ({ page }) => {
        await page.goto('/?instant=1');
        await expect(page.getByTestId('teach-layout')).toBeVisible();
        await page.getByTestId('puzzle-kind').selectOption('queens');
        // Neither the kind's tools nor the settings opened.
        await expect(page.getByTestId('layout-tools')).not.toHaveAttribute('open', '');
        await expect(page.getByTestId('layout-settings')).not.toHaveAttribute('open', '');
        for (const id of ['board-size', 'algorithm-search']) {
          await expect(page.getByTestId(id)).toBeVisible();
          expect(await onScreen(page, id), `${id} inside the viewport`).toBe(true);
        }
        await page.getByTestId('board-size').fill('12');
        await expect(page.getByTestId('board')).toHaveAttribute('data-size', '12');
        for (const search of ['min-conflicts', 'backtracking', 'min-conflicts']) {
          await page.getByTestId('algorithm-search').selectOption(search);
          await expect(page.getByTestId('algorithm-search')).toHaveValue(search);
        }
        expect(await onScreen(page, 'board-size')).toBe(true);
        expect(await onScreen(page, 'solve')).toBe(true);
        expect(await onScreen(page, 'play')).toBe(true);
        const scroll = await page.evaluate(() => {
          const g = globalThis as unknown as { document: { documentElement: { scrollHeight: number; scrollWidth: number } }; innerHeight: number; innerWidth: number };
          return { down: g.document.documentElement.scrollHeight - g.innerHeight, sideways: g.document.documentElement.scrollWidth - g.innerWidth };
        });
        expect(scroll, 'the page does not scroll').toEqual({ down: 0, sideways: 0 });
        await page.screenshot({ path: `${shots}/whole-teach-queens-${lang}-${width}x${height}.png` });
      });
    });
  }
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });

  /** The boxes of the board and the dock (Solve and the player), as the screen shows them now. */
  async function boardAndDock(page: Page) {
    const board = await page.getByTestId('board').boundingBox();
    const dock = await page.getByTestId('phone-dock').boundingBox();
    expect(board, 'the board has a box').not.toBeNull();
    expect(dock, 'the dock has a box').not.toBeNull();
    return { board: board!, dock: dock! };
  }

  /** Both inside the viewport, and the dock (over the page) covers none of the board. */
  function together({ board, dock }: Awaited<ReturnType<typeof boardAndDock>>): string[] {
    const faults: string[] = [];
    if (board.y < 0 || board.x < 0 || board.x + board.width > 390.5) faults.push(`board outside: ${JSON.stringify(board)}`);
    if (dock.y < 0 || dock.y + dock.height > 844.5) faults.push(`dock outside: ${JSON.stringify(dock)}`);
    if (board.y + board.height > dock.y + 0.5) faults.push(`the dock covers the board: board ends at ${board.y + board.height}, dock starts at ${dock.y}`);
    return faults;
  }

  test('Solve within reach of the board on the first screen; board and player on screen together while it plays', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[data-block="true"]').first()).toBeAttached();
    await expect(page.getByTestId('dock-solve')).toBeVisible();
    expect(together(await boardAndDock(page)), 'the first screen').toEqual([]);
    await page.screenshot({ path: `${shots}/whole-phone-first-390x844.png` });

    await page.getByTestId('dock-solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    if (await page.getByTestId('dock-play').isVisible()) await page.getByTestId('dock-play').click();
    await expect(page.getByTestId('dock-pause')).toBeVisible();
    const before = await page.getByTestId('dock-step-counter').textContent();
    expect(together(await boardAndDock(page)), 'while it plays').toEqual([]);
    // It does play: the step shown moves on.
    await expect(page.getByTestId('dock-step-counter')).not.toHaveText(before ?? '');
    expect(together(await boardAndDock(page)), 'while it plays, later').toEqual([]);
    await page.screenshot({ path: `${shots}/whole-phone-playing-390x844.png` });
    await page.getByTestId('dock-pause').click();
    await expect(page.getByTestId('dock-play')).toBeVisible();
  });
});
