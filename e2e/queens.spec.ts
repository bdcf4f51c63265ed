/**
 * N-queens in the app: the kind in the picker opens on 8 × 8; Solve puts 8 queens on the board,
 * checked here on their own (one a row, no two on a column or diagonal); all solutions finds 92;
 * queens placed by a click survive a reload; a 1,000 × 1,000 board draws as a canvas picture
 * quickly and the page keeps answering. Screenshots in light and dark at 1280 × 720.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = process.env.SHOTS_DIR ?? 'screenshots';

/** The queens on the cell board: per row, the column of its queen (-1 none) and whether it was placed before search. */
async function queensOnBoard(page: Page, n: number): Promise<{ column: number; given: boolean }[]> {
  return page.getByTestId('board').evaluate(
    (board, size) => {
      type El = { getAttribute(a: string): string | null };
      const root = board as unknown as { querySelector(s: string): El | null };
      const out: { column: number; given: boolean }[] = [];
      for (let r = 0; r < size; r++) {
        let column = -1;
        let given = false;
        for (let c = 0; c < size; c++) {
          const q = root.querySelector(`[data-testid="queen-cell-${r}-${c}"]`)?.getAttribute('data-queen');
          if (q) {
            if (column >= 0) column = -2; // two queens in a row: the check below fails
            else column = c;
            given = q === 'given';
          }
        }
        out.push({ column, given });
      }
      return out;
    },
    n,
  );
}

/** Independent check: one queen a row, no two on a column or a diagonal. */
function attacksOn(columns: number[]): string[] {
  const problems: string[] = [];
  columns.forEach((c, r) => {
    if (c < 0) problems.push(`row ${r + 1} has ${c === -1 ? 'no' : 'two'} queens`);
    for (let s = 0; s < r; s++) {
      const d = columns[s]!;
      if (d === c || Math.abs(d - c) === r - s) problems.push(`rows ${s + 1} and ${r + 1} attack each other`);
    }
  });
  return problems;
}

/** Click an export button (opening the menu first) and read the downloaded file. */
async function exported(page: Page, what: string): Promise<{ name: string; text: string }> {
  if (!(await page.getByTestId(`export-${what}`).isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`export-${what}`).click()]);
  return { name: download.suggestedFilename(), text: readFileSync(await download.path()).toString('utf8') };
}

async function pickQueens(page: Page) {
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
}

test('N-queens: 8 x 8, Solve, all 92 solutions, queens placed kept over a reload, a 1,000 x 1,000 picture', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('board')).toBeVisible();

  await test.step('pick queens: an empty 8 x 8 board', async () => {
    await pickQueens(page);
    await expect(page.getByTestId('board')).toHaveAttribute('data-size', '8');
    await expect(page.getByTestId('board-size')).toHaveValue('8');
    await expect(page.locator('[data-testid^="queen-cell-"]')).toHaveCount(64);
    await expect(page.getByTestId('queen-count')).toHaveText('0');
  });

  await test.step('Solve: 8 queens, none attacking another', async () => {
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await expect(page.getByTestId('event')).toContainText('Solution 1 found');
    const queens = await queensOnBoard(page, 8);
    expect(attacksOn(queens.map((q) => q.column))).toEqual([]);
    expect(queens.every((q) => !q.given)).toBe(true);
  });

  await test.step('the steps: rows and columns named, the queen placed last attacks, pruned columns crossed out', async () => {
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-variable-order').selectOption('static');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await page.getByTestId('jump-start').click();
    await page.getByTestId('next-assign').click();
    await expect(page.getByTestId('event')).toContainText('Place a queen in row 1, column 1');
    // Row 1's queen in column 1 attacks column 1 and the diagonal below it; forward checking prunes them next.
    await expect(page.getByTestId('queen-cell-0-0')).toHaveAttribute('data-queen', 'solver');
    await expect(page.getByTestId('queen-cell-3-0')).toHaveAttribute('data-attacked', 'true');
    await expect(page.getByTestId('queen-cell-3-3')).toHaveAttribute('data-attacked', 'true');
    await expect(page.getByTestId('queen-cell-3-2')).not.toHaveAttribute('data-attacked', 'true');
    await page.getByTestId('step-forward').click();
    await expect(page.getByTestId('event')).toContainText(/Prune: column \d+ no longer fits row \d+ \(row 1 has its queen in column 1: the same (column|↘ diagonal)\)/);
    for (let k = 0; k < 3; k++) await page.getByTestId('next-assign').click();
    await expect(page.locator('[data-pruned="true"]').first()).toBeVisible();
  });

  await test.step('all solutions: 92', async () => {
    await page.getByTestId('algorithm-solutions').selectOption('all');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/92 solutions/);
    // The search ends back at the root; the player shows each solution on the way.
    await page.getByTestId('jump-start').click();
    const seen = new Set<string>();
    for (let k = 0; k < 3; k++) {
      await page.getByTestId('next-solution').click();
      await expect(page.getByTestId('event')).toContainText(`Solution ${k + 1} found`);
      const columns = (await queensOnBoard(page, 8)).map((q) => q.column);
      expect(attacksOn(columns)).toEqual([]);
      seen.add(columns.join(','));
    }
    expect(seen.size).toBe(3);
    await page.getByTestId('algorithm-solutions').selectOption('first');
  });

  await test.step('a queen placed by a click, then a reload: size and queen kept', async () => {
    await page.getByTestId('queen-cell-2-5').click();
    await expect(page.getByTestId('queen-cell-2-5')).toHaveAttribute('data-queen', 'given');
    await expect(page.getByTestId('queen-count')).toHaveText('1');
    // One undo step; the puzzle file and the text export hold the queen.
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('queen-count')).toHaveText('0');
    await page.getByTestId('redo').click();
    await expect(page.getByTestId('queen-cell-2-5')).toHaveAttribute('data-queen', 'given');
    const file = await exported(page, 'puzzle');
    expect(file.name).toMatch(/\.queens$/);
    expect(file.text).toBe(`queens 8\n${'........\n'.repeat(2)}.....Q..\n${'........\n'.repeat(5)}`);
    const text = await exported(page, 'text');
    expect(text.text.split('\n')[2]).toBe('.....Q..');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
    await expect(page.getByTestId('board-size')).toHaveValue('8');
    await expect(page.getByTestId('queen-cell-2-5')).toHaveAttribute('data-queen', 'given');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const queens = await queensOnBoard(page, 8);
    expect(queens[2]).toEqual({ column: 5, given: true });
    expect(attacksOn(queens.map((q) => q.column))).toEqual([]);
  });

  await test.step('1,000 x 1,000: a canvas density picture; the page keeps answering', async () => {
    await page.getByTestId('board-size').fill('1000');
    const canvas = page.getByTestId('queens-canvas');
    await expect(canvas).toBeVisible();
    await expect(page.getByTestId('board')).toHaveAttribute('data-size', '1000');
    await expect(page.locator('[data-testid^="queen-cell-"]')).toHaveCount(0);
    // Drawn as one picture (no cell elements, above), once: its draw time is `npm run bench browser`'s.
    await expect(canvas).toHaveAttribute('data-draw-ms', /\d/);
    // The queen placed in row 3 stays on the larger board.
    await expect(canvas).toHaveAttribute('data-queens', '1');
    // The page answers: a click on the picture places a queen.
    const box = (await canvas.boundingBox())!;
    await canvas.click({ position: { x: box.width * 0.9, y: box.height * 0.9 } });
    await expect(page.getByTestId('queen-count')).toHaveText('2');
    await expect(canvas).toHaveAttribute('data-queens', '2');
    await page.reload();
    await expect(page.getByTestId('board')).toHaveAttribute('data-size', '1000');
    await expect(page.getByTestId('queens-canvas')).toHaveAttribute('data-queens', '2');
  });
});

test('N-queens screenshots at 1280 x 720, light and dark: 8 x 8 mid-search, a solved 100 x 100 and 1,000 x 1,000 @docs', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await expect(page.getByTestId('board')).toBeVisible();
  await pickQueens(page);
  await page.getByTestId('algorithm-inference').selectOption('fc');
  await page.getByTestId('algorithm-variable-order').selectOption('static');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await page.getByTestId('jump-start').click();
  for (let k = 0; k < 4; k++) await page.getByTestId('next-assign').click();
  await page.getByTestId('step-forward').click();
  for (const theme of ['light', 'dark'] as const) {
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: `${shots}/queensapp-8x8-${theme}-1280x720.png` });
  }
  await page.getByTestId('theme').selectOption('light');
  await page.getByTestId('samples').selectOption('queens-100.queens');
  await expect(page.getByTestId('queens-canvas')).toBeVisible();
  await page.getByTestId('algorithm-variable-order').selectOption('mrv');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await expect(page.getByTestId('queens-canvas')).toHaveAttribute('data-queens', '100');
  for (const theme of ['light', 'dark'] as const) {
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.screenshot({ path: `${shots}/queensapp-100x100-${theme}-1280x720.png` });
  }
  // 1,000 x 1,000 solved in the app: the text export holds 1,000 queens, none attacking another.
  await page.getByTestId('board-size').fill('1000');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '1000');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 60_000 });
  await expect(page.getByTestId('queens-canvas')).toHaveAttribute('data-queens', '1000');
  const rows = (await exported(page, 'text')).text.trimEnd().split('\n');
  expect(rows).toHaveLength(1000);
  expect(attacksOn(rows.map((row) => (row.length === 1000 && row.indexOf('Q') === row.lastIndexOf('Q') ? row.indexOf('Q') : -2)))).toEqual([]);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: `${shots}/queensapp-1000x1000-dark-1280x720.png` });
});
