/**
 * The teaching layout serves puzzle makers too (issue 29): on a projector's 1280 × 720 and 1366 ×
 * 768, without leaving the layout a first visit opens in, one click opens the kind's own tools
 * (`layout-tools`) beside the board. A maker draws a 15 × 15 crossword (size, blocks, undo), makes
 * and checks a Sudoku with the makers' tools, and sets N-queens' size. What the tools say is checked
 * against the board itself: slots counted from the drawn blocks, givens counted from the cells, the
 * solved Sudoku and queens against their rules; axe finds nothing in the open fold. Screenshots of
 * each go to screenshots/ (light, and dark once).
 */
import AxeBuilder from '@axe-core/playwright';
import { test, expect, FIRST_VISIT } from './fixtures/clean.ts';
import type { Locator, Page } from '@playwright/test';
import { boardText, toggleBlock } from './board.ts';

const shots = process.env.SHOTS_DIR ?? 'screenshots';

async function expectOnScreen(page: Page, l: Locator, name: string) {
  const b = await l.boundingBox();
  expect(b, `${name} has a box`).not.toBeNull();
  const v = page.viewportSize()!;
  expect(b!.x >= 0 && b!.y >= 0 && b!.x + b!.width <= v.width + 0.5 && b!.y + b!.height <= v.height + 0.5, `${name} inside the viewport: ${JSON.stringify(b)}`).toBe(true);
}

/** Still the teaching layout, its switch on; the page does not scroll. */
async function expectTeaching(page: Page) {
  await expect(page.getByTestId('teach-layout')).toBeVisible();
  await expect(page.getByTestId('layout-teach')).toHaveAttribute('aria-checked', 'true');
  const size = await page.evaluate(() => {
    const g = globalThis as unknown as { document: { documentElement: { scrollWidth: number; scrollHeight: number } }; innerWidth: number; innerHeight: number };
    return { sw: g.document.documentElement.scrollWidth, sh: g.document.documentElement.scrollHeight, w: g.innerWidth, h: g.innerHeight };
  });
  expect(size.sw).toBeLessThanOrEqual(size.w);
  expect(size.sh).toBeLessThanOrEqual(size.h);
}

/** The crossword's slots as the rules define them, from the drawn board: runs of two or more open cells. */
function slotsOf(board: string): number {
  const rows = board.trimEnd().split('\n');
  const open = (r: number, c: number) => rows[r]?.[c] !== undefined && rows[r]![c] !== '#';
  let slots = 0;
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (!open(r, c)) continue;
      if (!open(r, c - 1) && open(r, c + 1)) slots++;
      if (!open(r - 1, c) && open(r + 1, c)) slots++;
    }
  });
  return slots;
}

/** The player at the run's last step (an instant run is there already). */
async function toEnd(page: Page) {
  const end = page.getByTestId('jump-end');
  if (await end.isEnabled()) await end.click();
  await expect(end).toBeDisabled();
}

/** The digits of an n × n number board, row by row ('' for an empty cell). */
async function digits(page: Page, n: number): Promise<string[][]> {
  return page.getByTestId('board').evaluate((board, size) => {
    const root = board as unknown as { querySelector(s: string): { textContent: string | null } | null };
    const rows: string[][] = [];
    for (let r = 0; r < size; r++) {
      const row: string[] = [];
      for (let c = 0; c < size; c++) row.push(root.querySelector(`[data-testid="cell-${r}-${c}"]`)?.textContent ?? '');
      rows.push(row);
    }
    return rows;
  }, n);
}

/** Sudoku's rules, on their own: each row, column and box holds 1..9 once. */
function sudokuErrors(rows: string[][]): string[] {
  const units: [string, string[]][] = [];
  for (let i = 0; i < 9; i++) {
    units.push([`row ${i + 1}`, rows[i]!]);
    units.push([`column ${i + 1}`, rows.map((r) => r[i]!)]);
    const br = 3 * Math.floor(i / 3);
    const bc = 3 * (i % 3);
    units.push([`box ${i + 1}`, [0, 1, 2].flatMap((dr) => [0, 1, 2].map((dc) => rows[br + dr]![bc + dc]!))]);
  }
  return units.filter(([, cells]) => [...cells].sort().join('') !== '123456789').map(([name]) => name);
}

/** The queens on the board, per row the column of its queen (-1 none, -2 two). */
async function queenColumns(page: Page, n: number): Promise<number[]> {
  return page.getByTestId('board').evaluate((board, size) => {
    const root = board as unknown as { querySelector(s: string): { getAttribute(a: string): string | null } | null };
    const out: number[] = [];
    for (let r = 0; r < size; r++) {
      let column = -1;
      for (let c = 0; c < size; c++) if (root.querySelector(`[data-testid="queen-cell-${r}-${c}"]`)?.getAttribute('data-queen')) column = column === -1 ? c : -2;
      out.push(column);
    }
    return out;
  }, n);
}

function attacks(columns: number[]): string[] {
  const problems: string[] = [];
  columns.forEach((c, r) => {
    if (c < 0) problems.push(`row ${r + 1} has ${c === -1 ? 'no' : 'two'} queens`);
    for (let s = 0; s < r; s++) if (columns[s] === c || Math.abs(columns[s]! - c) === r - s) problems.push(`rows ${s + 1} and ${r + 1} attack each other`);
  });
  return problems;
}

test.use({ storageState: FIRST_VISIT });

for (const { width, height } of [
  { width: 1280, height: 720 },
  { width: 1366, height: 768 },
]) {
  test.describe(`a puzzle maker in the teaching layout at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });

    test('draws a 15 × 15 crossword, undoes a block, makes a Sudoku and sets N-queens’ size without leaving the layout', async ({ page }) => {
      test.setTimeout(180_000);
      await page.goto('/?instant=1');
      // The first visit's sample arrives by fetch: a board drawn before it would be replaced.
      await expect(page.locator('[data-block="true"]').first()).toBeAttached();
      await expectTeaching(page);
      const tools = page.getByTestId('layout-tools');
      const toggle = page.getByTestId('layout-tools-toggle');
      let undone = '';

      await test.step('the tools are one click away, beside the board', async () => {
        await expectOnScreen(page, toggle, 'the tools’ switch');
        await expect(page.getByTestId('board-width')).toHaveCount(0);
        await toggle.click();
        await expect(tools).toHaveAttribute('open', '');
        for (const id of ['board-width', 'board-height', 'undo', 'redo', 'slot-summary']) await expectOnScreen(page, page.getByTestId(id), id);
        const board = await page.getByTestId('board').boundingBox();
        const panel = await tools.boundingBox();
        expect(board!.x + board!.width, 'the tools beside the board, not over it').toBeLessThanOrEqual(panel!.x);
      });

      await test.step('a 15 × 15 grid: size, blocks drawn on the board, one undone', async () => {
        await page.getByTestId('board-width').fill('15');
        await page.getByTestId('board-height').fill('15');
        await expect(page.getByTestId('cell-14-14')).toBeAttached();
        await page.getByRole('button', { name: 'Clear board', exact: true }).click();
        await expect(page.locator('[data-block="true"]')).toHaveCount(0);
        await expect(page.getByTestId('slot-count')).toHaveText(String(slotsOf(await boardText(page))));
        await expectOnScreen(page, page.getByTestId('board'), 'the 15 × 15 board');
        expect((await page.getByTestId('cell-0-0').boundingBox())!.width, 'cells big enough to click').toBeGreaterThanOrEqual(20);
        await page.getByTestId('symmetry').selectOption('none'); // one block per click
        for (const cell of ['cell-0-4', 'cell-4-0', 'cell-7-7', 'cell-14-10']) await toggleBlock(page, cell);
        const drawn = await boardText(page);
        expect(drawn.split('#').length - 1).toBe(4);
        await expect(page.getByTestId('slot-count')).toHaveText(String(slotsOf(drawn)));
        await page.getByTestId('undo').click();
        await expect(page.getByTestId('cell-14-10')).not.toHaveAttribute('data-block', 'true');
        await expect(page.getByTestId('cell-7-7')).toHaveAttribute('data-block', 'true');
        undone = await boardText(page);
        expect(undone.split('#').length - 1).toBe(3);
        await expect(page.getByTestId('slot-count')).toHaveText(String(slotsOf(undone)));
        await expectTeaching(page);
        await page.screenshot({ path: `${shots}/teach-tools-crossword-${width}x${height}.png` });
        if (width === 1280) {
          // The fold and the tools in it have no axe violations.
          const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
          expect(violations.flatMap((v) => v.nodes.slice(0, 5).map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')} — ${v.help}`))).toEqual([]);
          await page.getByTestId('theme').selectOption('dark');
          await page.screenshot({ path: `${shots}/teach-tools-crossword-dark-${width}x${height}.png` });
          await page.getByTestId('theme').selectOption('light');
        }
      });

      await test.step('the fold stays open over a reload, with the drawn grid', async () => {
        await page.reload();
        await expect(page.getByTestId('layout-tools')).toHaveAttribute('open', '');
        await expect(page.getByTestId('board-width')).toHaveValue('15');
        expect(await boardText(page)).toBe(undone);
      });

      await test.step('a Sudoku generated and checked with the makers’ tools', async () => {
        await page.getByTestId('puzzle-kind').selectOption('sudoku');
        await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'sudoku');
        await page.getByTestId('board-size').selectOption('9');
        await page.getByTestId('generate-level').selectOption('singles');
        await page.getByTestId('generate').click();
        await expect(page.getByTestId('generated-seed')).toBeVisible({ timeout: 60_000 });
        await expect(page.getByTestId('uniqueness')).toHaveAttribute('data-status', 'unique');
        await expect(page.getByTestId('rating')).toHaveAttribute('data-level', 'singles');
        // The given count says what the board shows.
        const givens = await page.locator('[data-testid="board"] [data-given="true"]').count();
        expect(givens).toBeGreaterThan(16);
        await expect(page.getByTestId('given-count')).toHaveText(String(givens));
        await page.getByTestId('hint').click();
        await expect(page.getByTestId('hint-text')).toHaveAttribute('data-type', 'step');
        await expectOnScreen(page, page.getByTestId('generate'), 'Generate');
        await expectOnScreen(page, page.getByTestId('board'), 'the Sudoku');
        await expectTeaching(page);
        await page.screenshot({ path: `${shots}/teach-tools-sudoku-${width}x${height}.png` });
        const puzzle = await digits(page, 9);
        await page.getByTestId('solve').click();
        await expect(page.getByTestId('status')).toHaveText(/^Solved/);
        await toEnd(page);
        const solved = await digits(page, 9);
        expect(sudokuErrors(solved)).toEqual([]);
        puzzle.forEach((row, r) => row.forEach((d, c) => d && expect(solved[r]![c], `given at ${r},${c} kept`).toBe(d)));
      });

      await test.step('N-queens’ size set at hand in the Solve strip, then solved', async () => {
        await page.getByTestId('puzzle-kind').selectOption('queens');
        await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
        await page.getByTestId('board-size').fill('6');
        await expect(page.getByTestId('board')).toHaveAttribute('data-size', '6');
        await expect(page.getByTestId('queen-cell-5-5')).toBeAttached();
        await expect(page.getByTestId('queen-cell-6-6')).toHaveCount(0);
        await page.getByTestId('solve').click();
        await expect(page.getByTestId('status')).toHaveText(/^Solved/);
        await toEnd(page);
        expect(attacks(await queenColumns(page, 6))).toEqual([]);
        await expect(page.getByTestId('puzzle-summary')).toContainText('6 × 6');
        await expectOnScreen(page, page.getByTestId('board'), 'the queens');
        await expectTeaching(page);
        await page.screenshot({ path: `${shots}/teach-tools-queens-${width}x${height}.png` });
      });

      await test.step('one click folds the tools away again: the views get their room back', async () => {
        await toggle.click();
        await expect(tools).not.toHaveAttribute('open', '');
        await expect(page.getByTestId('puzzle-summary')).toHaveCount(0);
        // N-queens' size is not in the fold: it stays at hand in the Solve strip (issue 30), on screen.
        await expectOnScreen(page, page.getByTestId('layout-at-hand').getByTestId('board-size'), 'N-queens’ size at hand');
        await expectOnScreen(page, page.getByTestId('search-tree'), 'the search tree');
      });
    });
  });
}

test.describe('the guided lesson with the tools open', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the lesson card takes their place while it runs; they come back open when it closes', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('layout-tools-toggle').click();
    await expect(page.getByTestId('board-width')).toBeVisible();
    await page.getByTestId('lesson').click();
    await expect(page.getByTestId('lesson-chapter')).toHaveAttribute('data-state', 'reached', { timeout: 30_000 });
    await expect(page.getByTestId('layout-tools')).toHaveCount(0);
    await expectOnScreen(page, page.getByTestId('lesson-panel'), 'the lesson card');
    await expectOnScreen(page, page.getByTestId('board'), 'the board');
    // Beside the card, the view the chapter's text names first (issue 30), starting on the screen.
    const first = (await page.getByTestId('lesson-views').getAttribute('data-views'))!.split(' ')[0]!;
    await expect(page.getByTestId('layout-slot-0')).toHaveValue(first);
    const view = page.locator('[data-testid="teach-layout"] section[data-slot="0"]');
    await expect(view).toBeVisible();
    expect((await view.boundingBox())!.y, 'a view starts on the screen').toBeLessThan(720 - 80);
    await page.getByTestId('lesson-close').click();
    await expect(page.getByTestId('lesson-panel')).toHaveCount(0);
    // The lesson gives the user's layout back: the one-column layout was never chosen here, so the teaching one stays.
    await expect(page.getByTestId('layout-tools')).toHaveAttribute('open', '');
    await expect(page.getByTestId('board-width')).toBeVisible();
  });
});

test.describe('a bad file in the teaching layout', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('names what was wrong with the tools folded away', async ({ page }) => {
    await page.goto('/?instant=1');
    await expect(page.getByTestId('teach-layout')).toBeVisible();
    await expect(page.getByTestId('layout-tools')).not.toHaveAttribute('open', '');
    await page.getByTestId('file-input').setInputFiles('e2e/fixtures/bad.slots');
    await expect(page.getByTestId('puzzle-error')).toBeVisible();
    await expectOnScreen(page, page.getByTestId('puzzle-error'), 'the error');
    await expect(page.getByTestId('puzzle-error')).toContainText('bad.slots');
  });
});
