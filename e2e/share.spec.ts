/** Share links: the board, settings and step travel in the address's fragment to a fresh browser. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { toggleBlock } from './board.ts';

/** Every cell of the board: block or its text (letters of the step shown, digits). */
async function cells(page: Page): Promise<string[]> {
  return page.getByTestId('board').evaluate((board) =>
    // (typed loosely: the e2e tsconfig has no DOM library)
    Array.from((board as unknown as { querySelectorAll(s: string): ArrayLike<{ getAttribute(a: string): string | null; textContent: string | null }> }).querySelectorAll('[data-testid^="cell-"]'), (c) =>
      `${c.getAttribute('data-testid')}:${c.getAttribute('data-block') === 'true' ? '#' : (c.textContent ?? '')}`,
    ),
  );
}

const SETTINGS = ['algorithm-inference', 'algorithm-variable-order', 'algorithm-value-order'] as const;

async function settings(page: Page): Promise<string[]> {
  const values = await Promise.all(SETTINGS.map((id) => page.getByTestId(id).inputValue()));
  return [...values, String(await page.getByTestId('algorithm-ac3').isChecked())];
}

/** Share: the link from the read-only field, after the copy was tried (copied, or the fallback said). */
async function share(page: Page): Promise<string> {
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-status')).toHaveText(/Copied|did not allow copying/);
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(/#v=1&s=[A-Za-z0-9_-]+$/);
  return url;
}

test('a crossword with its settings and step opens from its link in a fresh browser; a Sudoku too', async ({ page, browser }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');

  // Change the board and the settings, solve, and step back from the end.
  await page.getByTestId('symmetry').selectOption('none'); // one block per click
  await toggleBlock(page, 'cell-0-1');
  await page.getByTestId('algorithm-inference').selectOption('fc');
  await page.getByTestId('algorithm-value-order').selectOption('reverse');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved|^No solution/);
  for (let i = 0; i < 3; i++) await page.getByTestId('step-back').click();
  const step = (await page.getByTestId('step-counter').textContent())!;
  expect(step).toMatch(/^step [\d,]+ of [\d,]+$/);
  const board = await cells(page);
  const chosen = await settings(page);
  expect(chosen).toEqual(['fc', 'dom-wdeg', 'reverse', 'false']);

  const url = await share(page);
  await expect(page.getByTestId('share-panel')).toContainText(`opens at step ${step.split(' ')[1]!}`);
  await page.screenshot({ path: 'test-results/share-panel.png' });

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto(url);
    await expect(other.getByTestId('share-notice')).toContainText('Opened the shared puzzle “Drawn”');
    await expect(other.getByTestId('step-counter')).toHaveText(step);
    await expect(other.getByTestId('share-replay')).toHaveCount(0);
    expect(await cells(other)).toEqual(board);
    expect(await settings(other)).toEqual(chosen);
    // The fragment is read once: the address no longer holds it, so a reload keeps later work.
    expect(other.url()).not.toContain('#');
    await other.screenshot({ path: 'test-results/share-opened.png' });

    // A Sudoku link (no run): the digits and the kind come back.
    await page.getByTestId('share-close').click();
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('5');
    await page.getByTestId('cell-4-4').click();
    await page.keyboard.type('9');
    await page.getByTestId('algorithm-alldiff').selectOption('neq');
    const sudoku = await cells(page);
    const sudokuUrl = await share(page);
    await expect(page.getByTestId('share-panel')).toContainText('No run is shown');
    await other.goto(sudokuUrl);
    await expect(other.getByTestId('puzzle-kind')).toHaveValue('sudoku');
    await expect(other.getByTestId('cell-4-4')).toHaveText('9');
    expect(await cells(other)).toEqual(sudoku);
    await expect(other.getByTestId('algorithm-alldiff')).toHaveValue('neq');
  } finally {
    await fresh.close();
  }
});

test('a broken link says why and keeps the board', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByTestId('symmetry').selectOption('none'); // one block per click
  await toggleBlock(page, 'cell-0-1');
  const board = await cells(page);
  const url = await share(page);
  // Cut short, as a link pasted in part is: the open app reads it from the address and refuses it.
  await page.evaluate((u) => {
    (globalThis as unknown as { location: { hash: string } }).location.hash = u.slice(u.indexOf('#') + 1, -10);
  }, url);
  await expect(page.getByTestId('share-notice')).toContainText('This share link is damaged');
  await expect(page.getByTestId('share-notice')).toHaveAttribute('data-tone', 'error');
  expect(await cells(page)).toEqual(board);
  await page.screenshot({ path: 'test-results/share-broken.png' });
  // A reload opens the user's board, not the link again.
  await page.reload();
  await expect(page.getByTestId('share-notice')).toHaveCount(0);
  expect(await cells(page)).toEqual(board);
});
