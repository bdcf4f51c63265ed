/**
 * Issue 23, scored word lists in the app: a `word;score` list loaded, a minimum score set, a fill
 * whose words all score at least that (checked here against the list itself, not the app's
 * figures), the fill's quality shown beside it, a banned word never used again, the order by
 * score, and a reload that keeps the ban list and the setting.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { boardText } from './board.ts';

const MIN = 30;
/** Where the screenshots go (SHOTS_DIR to put them elsewhere). */
const shots = process.env.SHOTS_DIR ?? 'test-results/scores';

/** The bundled everyday list, each word given a fixed score from 0 to 99 (a hash of its letters). */
function scoredList(): Map<string, number> {
  const words = readFileSync(new URL('../public/dictionaries/english-common.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((w) => w.trim().toLowerCase())
    .filter((w) => /^[a-z]+$/.test(w));
  const scores = new Map<string, number>();
  for (const w of words) {
    let h = 7;
    for (const ch of w) h = (h * 31 + ch.charCodeAt(0)) % 1_000_003;
    scores.set(w, h % 100);
  }
  return scores;
}

/** The slots of seed000-p4.slots: column, row, length, direction. */
const SLOTS = readFileSync(new URL('../public/puzzles/seed000-p4.slots', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [col, row, length, dir] = line.trim().split(/\s+/);
    return { row: Number(row), col: Number(col), length: Number(length), across: dir === 'h' };
  });

/** The words of the fill on the board, slot by slot. */
async function fillWords(page: Page): Promise<string[]> {
  const rows = (await boardText(page)).trim().split('\n');
  return SLOTS.map((s) => {
    let w = '';
    for (let i = 0; i < s.length; i++) w += rows[s.across ? s.row : s.row + i]![s.across ? s.col + i : s.col]!;
    return w.toLowerCase();
  });
}

/** The name of the word list kept in the page's IndexedDB (persist.ts: database csp-playground, store files), or ''. */
function savedListName(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        type Request<T> = { result: T; onsuccess: (() => void) | null; onerror: (() => void) | null };
        type Db = { objectStoreNames: { contains(n: string): boolean }; transaction(s: string): { objectStore(s: string): { get(k: string): Request<{ name?: string } | undefined> } }; close(): void };
        const open = (globalThis as unknown as { indexedDB: { open(n: string): Request<Db> } }).indexedDB.open('csp-playground');
        open.onerror = () => resolve('');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('files')) {
            db.close();
            resolve('');
            return;
          }
          const get = db.transaction('files').objectStore('files').get('custom-dictionary');
          get.onerror = () => resolve('');
          get.onsuccess = () => {
            db.close();
            resolve(get.result?.name ?? '');
          };
        };
      }),
  );
}

async function solve(page: Page): Promise<string[]> {
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 30_000 });
  return fillWords(page);
}

test('a scored list: minimum score, fill quality, a banned word, the order by score, kept after a reload', async ({ page }) => {
  test.setTimeout(120_000);
  const scores = scoredList();
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('seed000-p4.slots');
  await page.getByTestId('file-input').setInputFiles({
    name: 'scored.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from([...scores].map(([w, s]) => `${w};${s}`).join('\n') + '\n'),
  });
  await expect(page.getByTestId('score-histogram')).toBeVisible();

  // The minimum score: the panel says how many words are left, as counted from the list here.
  await page.getByTestId('min-score').fill(String(MIN));
  await page.getByTestId('min-score').press('Enter');
  const left = [...scores.values()].filter((s) => s >= MIN).length;
  await expect(page.getByTestId('chosen-words')).toHaveAttribute('data-count', String(left));

  const words = await solve(page);
  expect(words.every((w) => /^[a-z]+$/.test(w))).toBe(true);
  for (const w of words) expect(scores.get(w), w).toBeGreaterThanOrEqual(MIN);
  // The fill's quality, recomputed from the list.
  const fillMin = Math.min(...words.map((w) => scores.get(w)!));
  const fillMean = Math.round((words.reduce((a, w) => a + scores.get(w)!, 0) / words.length) * 100) / 100;
  await expect(page.getByTestId('fill-score')).toHaveAttribute('data-min', String(fillMin));
  await expect(page.getByTestId('fill-score')).toHaveAttribute('data-mean', String(fillMean));
  await expect(page.getByTestId('fill-score')).toContainText(`lowest score ${fillMin}`);

  // Ban a word of that fill: the next fill does not use it.
  const banned = words[0]!;
  await page.getByTestId('ban-input').fill(banned.toUpperCase());
  await page.getByTestId('ban-add').click();
  await expect(page.getByTestId('ban-word')).toHaveAttribute('data-word', banned);
  await expect(page.getByTestId('chosen-words')).toHaveAttribute('data-count', String(left - 1));
  // And the order by score: the solver tries each slot's best words first.
  await page.getByTestId('algorithm-value-order').selectOption('score');
  const again = await solve(page);
  expect(again).not.toContain(banned);
  for (const w of again) expect(scores.get(w), w).toBeGreaterThanOrEqual(MIN);
  await expect(page.getByTestId('fill-score')).toBeVisible();

  // A reload keeps the ban list (with the board) and the minimum score (a setting).
  // Saved: the record (a short delay after a change) names the ban, and the list is in IndexedDB.
  await expect.poll(() => page.evaluate(() => (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('csp-playground.saved') ?? '')).toContain(`"${banned}"`);
  await expect.poll(() => savedListName(page)).toBe('scored.txt');
  await page.reload();
  await expect(page.getByTestId('ban-word')).toHaveAttribute('data-word', banned);
  await expect(page.getByTestId('min-score')).toHaveValue(String(MIN));
  await expect(page.getByTestId('algorithm-value-order')).toHaveValue('score');
  const third = await solve(page);
  expect(third).not.toContain(banned);
  for (const w of third) expect(scores.get(w), w).toBeGreaterThanOrEqual(MIN);

  // Screenshots, light and dark, 1280 x 720.
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByTestId('word-choices').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/scoresapp-panel-${scheme}-1280x720.png` });
    await page.getByTestId('fill-score').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/scoresapp-fill-${scheme}-1280x720.png` });
  }
});

test('Futoshiki: the generator makes symmetric givens and signs by default, and a unique puzzle', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('futoshiki');
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('generated-seed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('uniqueness')).toHaveText('unique');
  const n = Number(await page.getByTestId('board-size').inputValue());
  const given = async (r: number, c: number) => (await page.getByTestId(`cell-${r}-${c}`).getAttribute('data-given')) === 'true';
  const sign = async (r: number, c: number, d: 'right' | 'down') => ((await page.getByTestId(`ineq-${r}-${c}-${d}`).textContent()) ?? '').trim() !== '';
  let givens = 0;
  let signs = 0;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const g = await given(r, c);
      givens += g ? 1 : 0;
      expect(g, `given r${r + 1}c${c + 1}`).toBe(await given(n - 1 - r, n - 1 - c));
      if (c < n - 1) {
        const s = await sign(r, c, 'right');
        signs += s ? 1 : 0;
        expect(s, `sign right of r${r + 1}c${c + 1}`).toBe(await sign(n - 1 - r, n - 2 - c, 'right'));
      }
      if (r < n - 1) {
        const s = await sign(r, c, 'down');
        signs += s ? 1 : 0;
        expect(s, `sign below r${r + 1}c${c + 1}`).toBe(await sign(n - 2 - r, n - 1 - c, 'down'));
      }
    }
  }
  expect(givens + signs).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.getByTestId('generate').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/scoresapp-futoshiki-${scheme}-1280x720.png` });
  }
});
