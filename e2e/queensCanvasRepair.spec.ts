/**
 * Min-conflicts' repair on the canvas queens board (boards over 40 × 40, issue 22): a 60 × 60
 * board solved by min-conflicts (no random walk, the settings' fixed seed 1), stepped back onto a
 * repair and the pick before it. The canvas's description (a live text it is described by) must
 * name the row and the columns that the step sentence names, and the number of queens attacking
 * the picked queen must equal the count recomputed from the board itself (the text export at the
 * pick, read cell by cell). Screenshots in light and dark, 1280 × 720.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/clean.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const N = 60;

/** The board at the shown step, from the text export: per row, its queen's column (0-based) or -1. */
async function boardAt(page: Page): Promise<number[]> {
  if (!(await page.getByTestId('export-text').isVisible())) await page.getByTestId('export-menu').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-text').click()]);
  const rows = readFileSync(await download.path()).toString('utf8').trimEnd().split('\n');
  expect(rows).toHaveLength(N);
  await page.keyboard.press('Escape');
  return rows.map((row) => row.indexOf('Q'));
}

/** Queens attacking the cell (row, column) on `queens`, the queen of `row` left out: same column or diagonal. */
function attackers(queens: number[], row: number, column: number): number {
  let k = 0;
  for (let r = 0; r < queens.length; r++) {
    const c = queens[r]!;
    if (r !== row && c >= 0 && (c === column || Math.abs(r - row) === Math.abs(c - column))) k++;
  }
  return k;
}

const MOVE = /^→ The queen of row (\d+) has (\d+) conflicts?; column (\d+) has the fewest \(\d+\): it moves from column (\d+) to column \3\.$/;

async function solvedSixty(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('theme').selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
  await page.getByTestId('board-size').fill(String(N));
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', String(N));
  await expect(page.getByTestId('queens-canvas')).toBeVisible();
  await page.getByTestId('algorithm-search').selectOption('min-conflicts');
  await page.getByTestId('algorithm-walk').selectOption('0');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  // The player stands at the end (the solution) after an instant run.
  await expect(page.getByTestId('jump-end')).toBeDisabled();
}

/** Step back from the end to the last repair that moves a queen; returns its sentence's numbers (1-based). */
async function lastMove(page: Page): Promise<{ row: number; conflicts: number; from: number; to: number }> {
  const event = page.getByTestId('event');
  for (let k = 0; k < 40; k++) {
    await page.getByTestId('step-back').click();
    const m = MOVE.exec(((await event.textContent()) ?? '').trim());
    if (m) return { row: Number(m[1]), conflicts: Number(m[2]), to: Number(m[3]), from: Number(m[4]) };
  }
  throw new Error('no repair that moves a queen within 40 steps of the end');
}

test('min-conflicts on 60 × 60: the canvas describes the repair the step sentence states, its attackers recomputed from the board', async ({ page }) => {
  await solvedSixty(page, 'light');
  const canvas = page.getByTestId('queens-canvas');
  const words = page.getByTestId('queens-repair');
  await expect(canvas).toHaveAttribute('aria-describedby', (await words.getAttribute('id'))!);
  // At the solution no repair is shown.
  await expect(words).toHaveText('');

  const move = await lastMove(page);
  expect(move.from).not.toBe(move.to);
  await expect(words).toHaveText(
    `The queen of row ${move.row} moves from column ${move.from} to column ${move.to}, a column with the fewest conflicts; ${move.conflicts} queen${move.conflicts === 1 ? '' : 's'} attacked it in column ${move.from}.`,
  );
  await expect(canvas).toHaveAttribute('data-repair', `repair ${move.row - 1} ${move.from - 1} ${move.to - 1} ${move.conflicts}`);
  const after = await boardAt(page);
  expect(after[move.row - 1], 'the queen stands in the column chosen').toBe(move.to - 1);

  // The pick before it: the queen still in its old column, attacked by as many queens as the board shows.
  await page.getByTestId('step-back').click();
  await expect(page.getByTestId('event')).toContainText(`the queen of row ${move.row} has ${move.conflicts} conflict`);
  const before = await boardAt(page);
  expect(before[move.row - 1]).toBe(move.from - 1);
  const counted = attackers(before, move.row - 1, move.from - 1);
  expect(counted, 'queens attacking the picked one, counted on the exported board').toBe(move.conflicts);
  await expect(words).toHaveText(`Min-conflicts picks the queen of row ${move.row}, in column ${move.from}: ${counted} queen${counted === 1 ? '' : 's'} attack${counted === 1 ? 's' : ''} it.`);
  await expect(canvas).toHaveAttribute('data-repair', `pick ${move.row - 1} ${move.from - 1} -1 ${counted}`);

  // Another language: the same repair in Russian words.
  await page.getByTestId('step-forward').click();
  await page.getByTestId('language').selectOption('ru');
  await expect(words).toContainText(`Ферзь строки ${move.row} переходит: столбец ${move.from} → столбец ${move.to}`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot: a repair on the 60 × 60 canvas, ${theme} @docs`, async ({ page }) => {
    await solvedSixty(page, theme);
    const move = await lastMove(page);
    await expect(page.getByTestId('queens-canvas')).toHaveAttribute('data-repair', new RegExp(`^repair ${move.row - 1} `));
    await page.getByTestId('queens-canvas').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/gaps22-canvas-repair-${theme}.png` });
    await page.getByTestId('step-back').click();
    await expect(page.getByTestId('queens-canvas')).toHaveAttribute('data-repair', /^pick /);
    await page.screenshot({ path: `${SHOTS}/gaps22-canvas-pick-${theme}.png` });
  });
}
