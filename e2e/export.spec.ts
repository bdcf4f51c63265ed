/**
 * Export (issue 14): solve the default board, then download each export and check what is in it:
 * a PNG of the board at 2x, an SVG with the board's letters, the board as text, the trace as JSON
 * Lines, and the puzzle file, which the app opens again.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** The board's cells, row by row: `#` a block, else the cell's letter (lower case) or `.`. */
async function boardRows(page: Page): Promise<string[]> {
  const cells = await page
    .getByTestId('board')
    .locator('[data-testid^="cell-"]')
    .evaluateAll((els) =>
      (els as unknown as { getAttribute(a: string): string | null; textContent: string | null }[]).map((c) => ({
        id: c.getAttribute('data-testid') ?? '',
        text: c.getAttribute('data-block') === 'true' ? '#' : (c.textContent ?? '').toLowerCase() || '.',
      })),
    );
  const rows: string[] = [];
  for (const { id, text } of cells) {
    const [, r] = id.split('-').map(Number) as [number, number];
    rows[r] = (rows[r] ?? '') + text;
  }
  return rows;
}

/** Click an export button (opening the menu first) and read the downloaded file. */
async function exported(page: Page, what: string): Promise<{ name: string; bytes: Buffer }> {
  if (!(await page.getByTestId(`export-${what}`).isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${what}`).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

test('export the solved default board: PNG, SVG, text, trace, puzzle file', async ({ page }, info) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-7-7')).toBeVisible();
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');

  await test.step('before a run the trace export is disabled, and says why', async () => {
    await page.getByTestId('export-menu').click();
    await expect(page.getByTestId('export-trace')).toBeDisabled();
    await expect(page.getByTestId('export-trace-reason')).toHaveText('No run to export yet: press Solve first.');
    await expect(page.getByTestId('export-png')).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('export-png')).toBeHidden();
  });

  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await expect(page.getByTestId('step-counter')).toContainText(/step (\d[\d,]*) of \1$/);
  const total = Number((await page.getByTestId('step-counter').textContent())!.match(/of ([\d,]+)/)![1]!.replace(/,/g, ''));
  const rows = await boardRows(page);
  expect(rows).toHaveLength(8);
  expect(rows.join('')).toMatch(/^[#a-z]+$/);

  await test.step('text: the board, one row per line', async () => {
    const { name, bytes } = await exported(page, 'text');
    expect(name).toBe(`lesson-8x8-step-${total}-board.txt`);
    expect(bytes.toString('utf8')).toBe(rows.join('\n') + '\n');
    await page.screenshot({ path: info.outputPath('menu.png'), clip: { x: 500, y: 0, width: 900, height: 420 } });
  });

  await test.step('SVG: a well-formed picture with every letter of the board', async () => {
    const { name, bytes } = await exported(page, 'svg');
    expect(name).toBe(`lesson-8x8-step-${total}.svg`);
    // Parsed in a page of its own: the app's page allows no HTML or XML from strings (Trusted Types).
    const blank = await page.context().newPage();
    const parsed = await blank.evaluate((svg) => {
      interface El {
        tagName: string;
        textContent: string | null;
        getAttribute(name: string): string | null;
      }
      interface Doc {
        documentElement: El;
        getElementsByTagName(name: string): { length: number };
        querySelectorAll(selector: string): ArrayLike<El>;
      }
      const Parser = (globalThis as unknown as { DOMParser: new () => { parseFromString(text: string, type: string): Doc } }).DOMParser;
      const doc = new Parser().parseFromString(svg, 'image/svg+xml');
      return {
        error: doc.getElementsByTagName('parsererror').length,
        root: doc.documentElement.tagName,
        width: Number(doc.documentElement.getAttribute('width')),
        letters: Array.from(doc.querySelectorAll('text[data-cell]'), (t) => [Number(t.getAttribute('data-cell')), t.textContent] as const),
      };
    }, bytes.toString('utf8'));
    await blank.close();
    expect(parsed.error).toBe(0);
    expect(parsed.root).toBe('svg');
    const expected = Array.from(rows.join(''))
      .map((ch, cell) => [cell, ch.toUpperCase()] as const)
      .filter(([, ch]) => ch !== '#');
    expect(parsed.letters).toEqual(expected);

    await test.step('PNG: the same picture drawn at 2x', async () => {
      const png = await exported(page, 'png');
      expect(png.name).toBe(`lesson-8x8-step-${total}.png`);
      expect(png.bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
      expect(png.bytes.toString('ascii', 12, 16)).toBe('IHDR');
      expect(png.bytes.readUInt32BE(16)).toBe(parsed.width * 2);
      expect(png.bytes.length).toBeGreaterThan(5000);
      await info.attach('board.png', { body: png.bytes, contentType: 'image/png' });
      writeFileSync(info.outputPath('board.png'), png.bytes);
    });
  });

  await test.step('trace: a header, then one JSON event a line, ending on the solution', async () => {
    const { name, bytes } = await exported(page, 'trace');
    expect(name).toBe('lesson-8x8-trace.jsonl');
    const lines = bytes.toString('utf8').split('\n');
    expect(lines.pop()).toBe('');
    const [header = {}, ...events] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(header).toMatchObject({ format: 'csp-playground-trace', version: 1, kind: 'crossword', status: 'solved', events: total, complete: true });
    expect(events).toHaveLength(total);
    expect(events.filter((e) => e.type === 'solution')).toHaveLength(1);
    // The words of the assignments still standing at the end are the board's.
    const words = new Map<number, string>();
    for (const e of events) {
      if (e.type === 'assign') words.set(e.variable as number, e.text as string);
      if (e.type === 'backtrack') words.delete(e.variable as number);
    }
    expect(words.size).toBe((header.variables as string[]).length);
    const across = rows.flatMap((row) => row.split('#').filter((w) => w.length >= 2));
    for (const word of across) expect([...words.values()]).toContain(word);
  });

  await test.step('puzzle file: the grid file, which the app opens again', async () => {
    const { name, bytes } = await exported(page, 'puzzle');
    expect(name).toBe('lesson-8x8.grid');
    expect(bytes.toString('utf8')).toBe(rows.map((r) => r.replace(/[a-z]/g, '.')).join('\n') + '\n');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear board' }).click();
    await expect(page.getByTestId('slot-count')).toHaveText('16');
    await page.getByTestId('file-input').setInputFiles({ name: 'reopened.grid', mimeType: 'text/plain', buffer: bytes });
    await expect(page.getByTestId('slot-summary')).toContainText('reopened.grid');
    expect((await boardRows(page)).join('\n') + '\n').toBe(bytes.toString('utf8'));
  });
});
