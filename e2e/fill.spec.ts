/**
 * Filling big grids in the app (issue 6): a 15 x 15 and a 21 x 21 board fill in the worker with
 * the large word list while the page paints; restarts show as their own events.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { spyOnWorkers, workerLog } from './fixtures/workers.ts';

const shots = 'screenshots';
const words = new Set(readFileSync('public/dictionaries/english-63k.txt', 'utf8').split('\n').map((w) => w.trim()).filter(Boolean));

/** The board as text rows: '#' for blocks, the letter or '' otherwise. */
async function board(page: Page, width: number, height: number): Promise<string[][]> {
  return page.getByTestId('board').evaluate(
    (el, { w, h }) => {
      const root = el as unknown as { querySelector(s: string): { getAttribute(a: string): string | null; textContent: string | null } };
      const rows: string[][] = [];
      for (let r = 0; r < h; r++) {
        const row: string[] = [];
        for (let c = 0; c < w; c++) {
          const cell = root.querySelector(`[data-testid="cell-${r}-${c}"]`);
          row.push(cell.getAttribute('data-block') === 'true' ? '#' : (cell.textContent ?? ''));
        }
        rows.push(row);
      }
      return rows;
    },
    { w: width, h: height },
  );
}

/** Independent check: every run of 2+ open cells, across and down, is a distinct word of the list. */
function checkFill(rows: string[][]): string[] {
  const problems: string[] = [];
  const h = rows.length;
  const w = rows[0]!.length;
  const seen = new Set<string>();
  const at = (r: number, c: number) => (r >= 0 && r < h && c >= 0 && c < w ? rows[r]![c]! : '#');
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      if (at(r, c) === '#') continue;
      for (const [dr, dc] of [[0, 1], [1, 0]] as const) {
        if (at(r - dr, c - dc) !== '#' || at(r + dr, c + dc) === '#') continue;
        let word = '';
        for (let k = 0; at(r + k * dr, c + k * dc) !== '#'; k++) word += at(r + k * dr, c + k * dc) || '?';
        if (!words.has(word)) problems.push(`${word} at (${r},${c}) is not a word`);
        if (seen.has(word)) problems.push(`${word} is used twice`);
        seen.add(word);
      }
    }
  }
  return problems;
}

/**
 * Click the button `testId` until the step's sentence matches `pattern` (at most `max` clicks), in
 * the page: one click at a time, each handled (React flushes a click's update before the next task)
 * before the sentence is read, without a round trip per click. Whether it matched.
 */
async function clickUntil(page: Page, testId: string, pattern: RegExp, max: number): Promise<boolean> {
  return page.evaluate(
    async ({ id, source, max }) => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): { click(): void; textContent: string | null } | null } }).document;
      const re = new RegExp(source);
      for (let i = 0; i < max; i++) {
        doc.querySelector(`[data-testid="${id}"]`)!.click();
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (re.test(doc.querySelector('[data-testid="event"]')?.textContent ?? '')) return true;
      }
      return false;
    },
    { id: testId, source: pattern.source, max },
  );
}

async function fill(page: Page, sample: string, width: number, height: number, shot: string): Promise<void> {
  await page.getByTestId('samples').selectOption(sample);
  await expect(page.getByTestId(`cell-${height - 1}-${width - 1}`)).toBeVisible();
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await expect(page.getByTestId('dictionary-info')).toContainText('63,875');
  await page.getByTestId('algorithm-value-order').selectOption('lcv');
  await page.getByTestId('algorithm-restarts').check();
  const before = await workerLog(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 60_000 });
  // The fill ran in the solver worker: its answers (events, then the end) arrived as messages, and
  // the page painted frames while they came (the milliseconds: `npm run bench browser`).
  const after = await workerLog(page);
  const answers = after.received.length - before.received.length;
  expect(answers, 'messages from the solver worker during the fill').toBeGreaterThanOrEqual(2);
  expect(after.frames.at(-1)! - before.frame, 'frames painted while the fill ran').toBeGreaterThan(0);
  if (await page.getByTestId('jump-end').isEnabled()) await page.getByTestId('jump-end').click();
  const rows = await board(page, width, height);
  expect(checkFill(rows)).toEqual([]);
  await page.screenshot({ path: `${shots}/${shot}` });
}

test('a 15 x 15 and a 21 x 21 grid fill with the 63k list, the page staying responsive', async ({ page }) => {
  await spyOnWorkers(page);
  await page.goto('/?instant=1');
  await fill(page, 'swordsmith-15xcommon.grid', 15, 15, '30-fill-15x15.png');
  await fill(page, 'lattice-21x.grid', 21, 21, '31-fill-21x21.png');
  await expect(page.getByTestId('stat-depth')).toContainText('/');
});

test('restarts are events of their own: counted live, one step each, the board emptied at once', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('swordsmith-5x.grid');
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await expect(page.getByTestId('dictionary-info')).toContainText('63,875');
  // Plain backtracking fails often on this grid, a few events per failure: restarts come early.
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('algorithm-restarts').check();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('stat-restarts')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('cancel').click();
  await expect(page.getByTestId('status')).toHaveText('Stopped');
  const restarts = Number((await page.getByTestId('stat-restarts').textContent())!.replace(/,/g, ''));
  expect(restarts).toBeGreaterThan(0);
  // Step from the start until the sentence announces the first restart: the board is then empty,
  // and one step back shows the letters it took back.
  await page.getByTestId('jump-start').click();
  expect(await clickUntil(page, 'step-forward', /Restart 1/, 600)).toBe(true);
  await expect(page.getByTestId('event')).toContainText('Restart 1');
  await page.screenshot({ path: `${shots}/32-restart.png` });
  // One step empties the board; one step back brings the letters back.
  const letters = async () => (await board(page, 5, 5)).flat().filter((c) => c !== '#' && c !== '').length;
  expect(await letters()).toBe(0);
  await expect(page.getByTestId('stat-depth')).toContainText(/^0 \//);
  await page.getByTestId('step-back').click();
  expect(await letters()).toBeGreaterThan(0);
});

test('backjumps are events of their own: counted, one step each, the skipped words taken back at once', async ({ page }) => {
  await page.goto('/?instant=1');
  // Seed 000 puzzle 4, forward checking in slot order: one dead end blames a slot several levels
  // up, and the search jumps straight back to it.
  await page.getByTestId('samples').selectOption('seed000-p4.slots');
  await page.getByTestId('algorithm-inference').selectOption('fc');
  await page.getByTestId('algorithm-variable-order').selectOption('static');
  await page.getByTestId('algorithm-value-order').selectOption('lex');
  await page.getByTestId('algorithm-backjump').check();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 20_000 });
  await expect(page.getByTestId('stat-backjumps')).toBeVisible();
  expect(Number((await page.getByTestId('stat-backjumps').textContent())!.replace(/\D/g, ''))).toBeGreaterThan(0);
  await page.getByTestId('jump-start').click();
  // "Next backtrack" stops at backjumps too.
  expect(await clickUntil(page, 'next-backtrack', /Backjump/, 200)).toBe(true);
  await expect(page.getByTestId('event')).toContainText('Backjump');
  const depth = async () => Number(((await page.getByTestId('stat-depth').textContent()) ?? '').match(/(\d+) \//)?.[1]);
  const after = await depth();
  const letters = async () =>
    page.getByTestId('board').evaluate((el) => {
      const root = el as unknown as { querySelectorAll(s: string): ArrayLike<{ getAttribute(a: string): string | null; textContent: string | null }> };
      return Array.from(root.querySelectorAll('[data-testid^="cell-"]')).filter((c) => c.getAttribute('data-block') !== 'true' && (c.textContent ?? '').trim() !== '').length;
    });
  const shown = await letters();
  await page.screenshot({ path: `${shots}/33-backjump.png` });
  // One step back: the depth before the jump is more than one level deeper, with more letters.
  await page.getByTestId('step-back').click();
  expect(await depth()).toBeGreaterThan(after + 1);
  expect(await letters()).toBeGreaterThan(shown);
});
