/**
 * Issue 20 at 1280 x 720: the textbook switches (a preset gives plain backtracking with no prune,
 * breadth-first search shows its frontier, the panel says what is on in one line) and entering a
 * Sudoku the way people do (paste a line: one undo step; a wrong length says so); Futoshiki opens
 * with signs.
 */
import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

test.use({ viewport: { width: 1280, height: 720 } });

const LINE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** Paste text on an element as a user's Ctrl+V would (a paste event carrying the clipboard's text). */
async function paste(target: Locator, text: string): Promise<void> {
  await target.evaluate((el, t) => {
    // The page's DOM classes (the e2e files are type-checked without the DOM library).
    const dom = globalThis as unknown as {
      DataTransfer: new () => { setData(format: string, data: string): void };
      ClipboardEvent: new (type: string, init: object) => object;
    };
    const data = new dom.DataTransfer();
    data.setData('text/plain', t);
    (el as unknown as { dispatchEvent(e: object): boolean }).dispatchEvent(new dom.ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const num = async (l: Locator) => Number(((await l.textContent()) ?? '').replace(/[^\d]/g, ''));

test('the BT preset is plain backtracking: no prune, and the summary says so', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await expect(page.getByTestId('algorithm-summary')).toHaveText('Now: MAC, dom/wdeg, alphabetical, AC-3 first');
  await expect(page.getByTestId('algorithm-preset-mac-domwdeg')).toHaveAttribute('aria-pressed', 'true');

  await page.getByTestId('algorithm-preset-bt').click();
  await expect(page.getByTestId('algorithm-preset-bt')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('none');
  await expect(page.getByTestId('algorithm-ac3')).not.toBeChecked();
  await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('static');
  await expect(page.getByTestId('algorithm-summary')).toHaveText('Now: Backtracking, static order, alphabetical, no AC-3');
  const panel = page.getByRole('region', { name: 'Algorithm' });
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: '/tmp/switches-panel.png' });

  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 60_000 });
  expect(await num(page.getByTestId('stat-backtracks'))).toBeGreaterThan(0);
  await expect(page.getByTestId('stat-prunes')).toHaveText('0');

  // Choosing MAC ticks AC-3 again; choosing Backtracking unticks it; the user may tick it back.
  await page.getByTestId('algorithm-inference').selectOption('mac');
  await expect(page.getByTestId('algorithm-ac3')).toBeChecked();
  await page.getByTestId('algorithm-inference').selectOption('none');
  await expect(page.getByTestId('algorithm-ac3')).not.toBeChecked();
  await page.getByTestId('algorithm-ac3').check();
  await expect(page.getByTestId('algorithm-summary')).toHaveText('Now: Backtracking, static order, alphabetical, AC-3 first');
  await expect(page.getByTestId('algorithm-preset-bt')).toHaveAttribute('aria-pressed', 'false');
});

test('breadth-first search shows its frontier; the strategy switch is on every kind', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('algorithm-strategy')).toHaveValue('dfs');
  await expect(page.getByTestId('stat-frontier')).toHaveCount(0);
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await page.getByTestId('samples').selectOption('sudoku-own-4x4.txt#0');
  await expect(page.getByTestId('cell-3-3')).toBeVisible();
  await page.getByTestId('algorithm-strategy').selectOption('bfs');
  await page.getByTestId('algorithm-solutions').selectOption('all');
  await expect(page.getByTestId('algorithm-summary')).toContainText('Breadth-first search with MAC');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await expect(page.getByTestId('stat-frontier')).toHaveText(/^\d+$/);
  expect(await num(page.getByTestId('stat-max-frontier'))).toBeGreaterThan(0);
  await page.getByTestId('puzzle-kind').selectOption('futoshiki');
  await expect(page.getByTestId('algorithm-strategy')).toHaveValue('bfs');
});

test('a Sudoku line pasted on the board loads it as one undo step; a wrong length says so', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await expect(page.getByTestId('given-count')).toHaveText('0');
  const board = page.getByTestId('board');
  await page.getByTestId('cell-4-4').click();
  await paste(page.getByTestId('cell-4-4'), `${LINE}\n`);
  await expect(page.getByTestId('given-count')).toHaveText('17');
  await expect(page.getByTestId('cell-0-0')).toHaveText('4');
  await expect(page.getByTestId('cell-0-6')).toHaveText('8');
  await expect(page.getByTestId('puzzle-summary')).toContainText('Pasted');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('given-count')).toHaveText('0');
  await expect(page.getByTestId('cell-0-0')).toHaveText('');

  await paste(board, LINE.slice(0, 80));
  await expect(page.getByTestId('paste-error')).toHaveText(/The pasted puzzle has 80 cells; a Sudoku needs 81/);
  await expect(page.getByTestId('given-count')).toHaveText('0');

  // Typing: digits move on and wrap to the next row; . and 0 clear and move on.
  await page.getByTestId('cell-0-7').click();
  await page.keyboard.type('12.3');
  await expect(page.getByTestId('cell-0-7')).toHaveText('1');
  await expect(page.getByTestId('cell-0-8')).toHaveText('2');
  await expect(page.getByTestId('cell-1-0')).toHaveText('');
  await expect(page.getByTestId('cell-1-1')).toHaveText('3');
  await expect(page.getByTestId('paste-error')).toHaveCount(0);
});

test('Futoshiki opens on a puzzle with signs', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByTestId('puzzle-kind').selectOption('futoshiki');
  await expect(page.getByTestId('puzzle-summary')).toContainText('futoshiki-own-5x5.txt');
  expect(await num(page.getByTestId('sign-count'))).toBeGreaterThan(0);
  // The sample came with the first visit: the one undo step is the switch of kind, not a load.
  await expect(page.getByTestId('undo')).toHaveAttribute('title', /switch to Futoshiki/);
  await page.getByTestId('board').screenshot({ path: '/tmp/switches-futoshiki.png' });
});
