/**
 * Grid insight while drawing (issue 23), in Chromium: on a 15 x 15 board with a 100,000-word list
 * (english-63k and deterministic synthetic words, e2e/insightWords.ts) every slot shows the words
 * it keeps after arc consistency, a forced letter greys in, an impossible crossing turns red; each
 * edit's time from the question to the board painted with its answer is read from the page's
 * performance measures, logged and attached (not asserted: a loaded machine would flake it, and
 * milliseconds belong to `npm run bench insight`); the last question's answer was painted. What the colours show
 * (forced, locked, dead, the emptying crossing) is in the cells' accessible names too, in every
 * language. Then locks, Fill the rest and Fill this region on the lesson board.
 */
import { test, expect } from './fixtures/clean.ts';
import type { Page } from '@playwright/test';
import { boardText } from './board.ts';
import { transitionsDone } from './fixtures/settle.ts';
import { insightWordList, INSIGHT_WORDS } from './insightWords.ts';

/** Where the screenshots go (SHOTS_DIR to put them elsewhere). */
const shots = process.env.SHOTS_DIR ?? 'screenshots';

async function count(page: Page, slot: string): Promise<number> {
  const el = page.locator(`[data-testid="slot-candidates"][data-slot="${slot}"]`);
  return Number(await el.getAttribute('data-count'));
}

/** Type letters from a cell rightwards (typing moves the selection one cell right). */
async function type(page: Page, cell: string, letters: string): Promise<void> {
  await page.getByTestId(cell).focus();
  for (const letter of letters) await page.keyboard.press(letter);
}

/** The insight shown is the current board's (its list is no longer dimmed). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="insight"] ul[data-fresh]')).toBeVisible();
}

/** The page's insight measures (question to board painted), in ms. */
async function measures(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    (globalThis as unknown as { performance: { getEntriesByType(t: string): { name: string; duration: number }[] } }).performance
      .getEntriesByType('measure')
      .filter((m) => /^insight-\d+$/.test(m.name))
      .map((m) => m.duration),
  );
}

test('a 15 × 15 grid warns while it is drawn: words left per slot, forced letters, an emptied crossing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('file-input').setInputFiles({ name: 'insight-100k.txt', mimeType: 'text/plain', buffer: Buffer.from(insightWordList()) });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await expect(page.getByTestId('dictionary-info')).toContainText(INSIGHT_WORDS.toLocaleString('en'));
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await expect(page.getByTestId('slot-summary')).toContainText('15 × 15');
  const slots = Number(await page.getByTestId('slot-count').textContent());

  await test.step('every slot shows its words left', async () => {
    await expect(page.getByTestId('slot-candidates')).toHaveCount(slots);
    await settled(page);
    expect(await count(page, '1-Across')).toBeGreaterThan(1000);
    await expect(page.getByTestId('insight-notice')).toHaveText('Every slot still has words.');
  });

  await test.step('typed letters narrow the slot and the letter every remaining word forces greys in', async () => {
    const before = await count(page, '1-Across');
    await type(page, 'cell-0-0', 'zebr');
    await settled(page);
    await expect.poll(() => count(page, '1-Across')).toBe(1);
    expect(before).toBeGreaterThan(1);
    // ZEBR? leaves ZEBRA alone: the A is forced, shown grey (not as a typed letter).
    await expect(page.getByTestId('cell-0-4')).toHaveAttribute('data-forced', 'a');
    await expect(page.getByTestId('cell-0-4')).toHaveText('');
    await expect(page.getByTestId('cell-0-0')).not.toHaveAttribute('data-forced', /./);
    // Not only grey: a screen reader hears it.
    await expect(page.getByRole('gridcell', { name: 'Row 1, column 5, empty, forced letter A (every word left has it)', exact: true })).toHaveAttribute('data-testid', 'cell-0-4');
    await expect(page.getByTestId('cell-0-0')).toHaveAccessibleName('Row 1, column 1, letter Z, given');
    await expect(page.getByRole('listitem', { name: '1-Across: 1 word left', exact: true })).toBeVisible();
  });

  await test.step('a drawn block changes the slots and their counts', async () => {
    const signature = () =>
      page.getByTestId('slot-candidates').evaluateAll((els) => (els as unknown as { getAttribute(a: string): string | null }[]).map((e) => `${e.getAttribute('data-slot')}=${e.getAttribute('data-count')}`).join(' '));
    const before = await signature();
    // A block at row 5, column 1 splits the seven-letter Across slot there.
    await page.getByTestId('cell-4-0').focus();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('cell-4-0')).toHaveAttribute('data-block', 'true');
    await settled(page);
    await expect.poll(signature).not.toBe(before);
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('cell-4-0')).not.toHaveAttribute('data-block', 'true');
    await settled(page);
  });

  await test.step('an impossible crossing turns red and the notice names it', async () => {
    // Q at row 1, column 13 and Z below it: no 16-Across fits under 12-Down's words.
    await type(page, 'cell-0-12', 'q');
    await type(page, 'cell-1-12', 'z');
    await settled(page);
    await expect.poll(() => count(page, '16-Across')).toBe(0);
    await expect(page.locator('[data-slot="16-Across"][data-dead]')).toBeVisible();
    await expect(page.getByTestId('insight-notice')).toContainText('16-Across: no word left; its crossing with 12-Down at row 2, column 14 emptied it.');
    await expect(page.getByTestId('cell-1-13')).toHaveAttribute('data-insight', 'crossing');
    await expect(page.getByTestId('cell-1-14')).toHaveAttribute('data-insight', 'dead');
    await expect(page.getByTestId('insight-legend')).toContainText('Red: a slot with no word left');
    // Not only red: the dead slot's cells, the crossing and the slot's entry say so by name.
    await expect(page.getByTestId('cell-1-14')).toHaveAccessibleName('Row 2, column 15, empty, in a slot with no word left');
    await expect(page.getByTestId('cell-1-13')).toHaveAccessibleName('Row 2, column 14, empty, the crossing that emptied a slot');
    await expect(page.getByRole('listitem', { name: '16-Across: no word left', exact: true })).toHaveAttribute('data-dead', 'true');
    await expect(page.getByRole('gridcell', { name: /in a slot with no word left$/ })).not.toHaveCount(0);
    // In Chinese and Russian too.
    await page.getByTestId('language').selectOption('zh');
    await expect(page.getByTestId('cell-1-14')).toHaveAccessibleName(/所在词槽没有单词剩余$/);
    await expect(page.getByTestId('cell-0-4')).toHaveAccessibleName(/强制字母 A/);
    await page.getByTestId('language').selectOption('ru');
    await expect(page.getByTestId('cell-1-13')).toHaveAccessibleName(/пересечение, опустошившее слот$/);
    await expect(page.getByTestId('cell-0-4')).toHaveAccessibleName(/вынужденная буква A/);
    await page.getByTestId('language').selectOption('en');
    await expect(page.getByTestId('cell-1-14')).toHaveAccessibleName(/in a slot with no word left$/);
  });

  await test.step('each edit was shown, its time measured from the question to the painted board', async () => {
    const times = await measures(page);
    expect(times.length).toBeGreaterThanOrEqual(4);
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)]!;
    const line = `insight e2e: ${times.length} edits shown, ms from question to painted board: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)}, 95th percentile ${p95.toFixed(0)}, max ${sorted[sorted.length - 1]!.toFixed(0)} (${times.map((t) => t.toFixed(0)).join(' ')})`;
    console.log(line);
    await testInfo.attach('insight-times', { body: JSON.stringify({ times, p95 }), contentType: 'application/json' });
    // No bound on the milliseconds (the 100 ms goal is measured by `npm run bench insight`): the
    // last question asked was answered on the painted board (earlier ones may be superseded).
    const asked = await page.evaluate(() =>
      (globalThis as unknown as { performance: { getEntriesByType(t: string): { name: string }[] } }).performance
        .getEntriesByType('mark')
        .map((m) => /^insight-edit-(\d+)$/.exec(m.name)?.[1])
        .filter((id): id is string => id !== undefined)
        .map(Number),
    );
    const shown = await page.evaluate(() =>
      (globalThis as unknown as { performance: { getEntriesByType(t: string): { name: string }[] } }).performance.getEntriesByType('measure').map((m) => m.name),
    );
    expect(shown, line).toContain(`insight-${Math.max(...asked)}`);
  });

  // The board from its top row, the insight under it; the focus ring away from the ✕ of the crossing.
  await page.getByTestId('cell-14-14').focus();
  await page.getByTestId('board').evaluate((el) => (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }));
  await page.screenshot({ path: `${shots}/makers23-insight-light.png` });
  await page.getByTestId('theme').selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await transitionsDone(page); // the cells' background transition
  await page.screenshot({ path: `${shots}/makers23-insight-dark.png` });
});

test('locked letters are kept by Fill the rest; Fill this region changes only the region', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('lesson-8x8.grid');
  await expect(page.getByTestId('slot-summary')).toContainText('8 × 8');
  // The first insight waits for the bundled list to be read in the worker (slow on a loaded machine).
  // Both counts are read together: the slot count read once could still be the board shown before the sample.
  await expect
    .poll(async () => {
      const slots = Number(await page.getByTestId('slot-count').textContent());
      return slots > 0 && (await page.getByTestId('slot-candidates').count()) === slots;
    }, { timeout: 30_000 })
    .toBe(true);

  await test.step('type a word, lock it, fill the rest: the word stays', async () => {
    await type(page, 'cell-1-0', 'stone');
    await page.getByTestId('cell-1-0').focus();
    await page.getByTestId('lock-toggle').click();
    for (let c = 0; c < 5; c++) await expect(page.getByTestId(`cell-1-${c}`)).toHaveAttribute('data-locked', 'true');
    // Locked is said, not only drawn.
    await expect(page.getByTestId('cell-1-0')).toHaveAccessibleName('Row 2, column 1, letter S, given, locked');
    await expect(page.getByTestId('cell-2-0')).not.toHaveAccessibleName(/locked/);
    // A locked letter cannot be typed over.
    await type(page, 'cell-1-1', 'x');
    await expect(page.getByTestId('cell-1-1')).toHaveText('t');
    await page.getByTestId('fill-rest').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 30_000 });
    const rows = (await boardText(page)).split('\n');
    expect(rows[1]!.slice(0, 5)).toBe('stone');
    expect(rows.join('')).not.toContain('.');
  });

  await test.step('select a region with Shift + click, fill it: every letter outside it is kept', async () => {
    const before = (await boardText(page)).split('\n');
    await page.getByTestId('cell-6-3').click();
    await page.getByTestId('cell-7-7').click({ modifiers: ['Shift'] });
    await expect(page.getByTestId('region')).toHaveText('Region: rows 7–8, columns 4–8');
    await expect(page.getByTestId('cell-6-3')).toHaveAttribute('data-region', 'true');
    await page.screenshot({ path: `${shots}/makers23-region-light.png` });
    await page.getByTestId('fill-region').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 30_000 });
    const after = (await boardText(page)).split('\n');
    for (let r = 0; r < 8; r++) {
      for (let c = 0; c < 8; c++) {
        const inside = r >= 6 && c >= 3;
        if (!inside) expect(`${r},${c}:${after[r]![c]}`).toBe(`${r},${c}:${before[r]![c]}`);
        else expect(after[r]![c]).not.toBe('.');
      }
    }
    expect(after[1]!.slice(0, 5)).toBe('stone');
    await page.getByTestId('theme').selectOption('dark');
    await page.screenshot({ path: `${shots}/makers23-region-dark.png` });
  });

  await test.step('locks come back with the puzzle after a reload', async () => {
    await page.reload();
    await expect(page.getByTestId('cell-1-0')).toHaveAttribute('data-locked', 'true');
    await expect(page.getByTestId('cell-1-4')).toHaveText('e');
  });
});

test('the words left per slot and the pattern count use the fill’s words: the minimum score applied, banned words removed', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?instant=1');
  await page.getByTestId('file-input').setInputFiles({ name: 'scored.txt', mimeType: 'text/plain', buffer: Buffer.from('cat;60\ncot;50\ncar;20\ncur;45\n') });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  // One slot, C?R: CAR (20) and CUR (45) fit it.
  await page.getByTestId('file-input').setInputFiles({ name: 'one.grid', mimeType: 'text/plain', buffer: Buffer.from('C.R\n###\n') });
  await expect(page.getByTestId('slot-summary')).toContainText('3 × 2');
  const words = page.locator('[data-testid="slot-candidates"][data-slot="1-Across"]');
  await expect(words).toHaveAttribute('data-count', '2');
  await expect(page.getByTestId('unfillable-count')).toContainText('0');
  await page.getByTestId('min-score').fill('40');
  await page.getByTestId('min-score').press('Enter');
  await expect(words).toHaveAttribute('data-count', '1');
  await page.getByTestId('ban-input').fill('cur');
  await page.getByTestId('ban-add').click();
  await expect(page.getByTestId('ban-word')).toHaveAttribute('data-word', 'cur');
  await expect(words).toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('unfillable-count')).toContainText('1');
  await expect(page.getByRole('listitem', { name: '1-Across: no word left', exact: true })).toBeVisible();
  await page.getByTestId('min-score').fill('0');
  await page.getByTestId('min-score').press('Enter');
  await expect(words).toHaveAttribute('data-count', '1');
  await expect(page.getByTestId('unfillable-count')).toContainText('0');
});
