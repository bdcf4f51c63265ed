/**
 * Whole on every screen (issue 30): Chinese drawn with real glyphs (a CJK font installed with the
 * browser by scripts/ensure-chromium.mjs), and every visible control of the header and the panels
 * whole and inside the viewport at 1280 × 720 and 1366 × 768, in English, 简体中文 and Русский, in
 * the teaching and the normal layout.
 */
import { test, expect } from '@playwright/test';

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
