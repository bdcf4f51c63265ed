/**
 * Issue 29, the reload race: a word list of the user's must survive a reload however soon it comes,
 * and a Solve pressed while that list is being restored must run on it (never on another list).
 *
 * - A word square of made-up words fills a 3 × 3 open grid; no bundled list has those words, so a
 *   run on any other list answers "No solution". Reload, press Solve at once: the fill must be the
 *   square.
 * - A 66,400-line scored list loaded and the page reloaded at once: the list must come back, with
 *   no notice that it was lost.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { boardText } from './board.ts';

/** Rows q z v / x k j / w p y: the across words are the rows, the down words the columns. */
const SQUARE = ['qzv', 'xkj', 'wpy', 'qxw', 'zkp', 'vjy'];
const GRID = '...\n...\n...\n';

/** `n` distinct made-up words of 7 letters (a, b, c, … in base 26), none of length 3. */
function fillers(n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    let w = '';
    for (let k = 0, x = i; k < 7; k++, x = Math.floor(x / 26)) w += String.fromCharCode(97 + (x % 26));
    out.push(w);
  }
  return out;
}

/** The name of the word list the page's IndexedDB keeps (the app's own store), or null. */
async function keptList(page: Page): Promise<string | null> {
  type Request = { result: unknown; onsuccess: (() => void) | null; onerror: (() => void) | null };
  type Database = { objectStoreNames: { contains(n: string): boolean }; transaction(s: string): { objectStore(s: string): { get(k: string): Request } }; close(): void };
  type Idb = { databases(): Promise<{ name?: string }[]>; open(name: string): Request };
  return page.evaluate(async () => {
    const idb = (globalThis as unknown as { indexedDB: Idb }).indexedDB;
    // Opening a database that does not exist would create it empty, under the app's feet.
    if (!(await idb.databases()).some((d) => d.name === 'csp-playground')) return null;
    return new Promise<string | null>((resolve) => {
      const open = idb.open('csp-playground');
      open.onerror = () => resolve(null);
      open.onsuccess = () => {
        const db = open.result as Database;
        if (!db.objectStoreNames.contains('files')) {
          db.close();
          resolve(null);
          return;
        }
        const get = db.transaction('files').objectStore('files').get('custom-dictionary');
        get.onsuccess = () => {
          db.close();
          resolve((get.result as { name?: string } | undefined)?.name ?? null);
        };
        get.onerror = () => resolve(null);
      };
    });
  });
}

test('a Solve pressed at once after a reload runs on the restored word list', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?instant=1');
  await page.getByTestId('file-input').setInputFiles({ name: 'square.grid', mimeType: 'text/plain', buffer: Buffer.from(GRID) });
  await expect(page.getByTestId('slot-summary')).toContainText('square.grid');
  const words = [...SQUARE, ...fillers(60_000)];
  await page.getByTestId('file-input').setInputFiles({ name: 'mywords-big.txt', mimeType: 'text/plain', buffer: Buffer.from(words.join('\n') + '\n') });
  await expect(page.getByTestId('dictionary-info')).toContainText('60,006 words from mywords-big.txt');
  // Kept over reloads (IndexedDB holds it): this test is about the Solve after the reload.
  await expect.poll(() => keptList(page)).toBe('mywords-big.txt');
  // After the reload, Solve is pressed the moment it shows (as a quick user does).
  await page.addInitScript(() => {
    const d = (globalThis as unknown as { document: { querySelector(q: string): { click(): void } | null } }).document;
    const O = (globalThis as unknown as { MutationObserver: new (f: () => void) => { observe(n: unknown, o: object): void; disconnect(): void } }).MutationObserver;
    const watch = new O(() => {
      const solve = d.querySelector('[data-testid="solve"]');
      if (!solve) return;
      watch.disconnect();
      solve.click();
    });
    watch.observe(d, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 60_000 });
  // The square, or its transpose (the across and down words swap): both are fills of these words only.
  const rows = (await boardText(page)).trim().split('\n').map((r) => r.toLowerCase());
  expect([SQUARE.slice(0, 3), SQUARE.slice(3)]).toContainEqual(rows);
  await expect(page.getByTestId('dictionary-info')).toContainText('60,006 words from mywords-big.txt');
});

test('a big scored word list survives a reload at once after it was loaded', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('seed000-p4.slots');
  const lines = fillers(66_400).map((w, i) => `${w};${i % 100}`);
  await page.getByTestId('file-input').setInputFiles({ name: 'scored-55.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n') + '\n') });
  await expect(page.getByTestId('dictionary-info')).toContainText('66,400 words from scored-55.txt');
  await page.reload();
  await expect(page.getByTestId('dictionary-info')).toContainText('66,400 words from scored-55.txt', { timeout: 30_000 });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await expect(page.getByTestId('restore-notice')).toHaveCount(0);
});
