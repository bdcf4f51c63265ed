/**
 * Issue 32, why no solution in the app: after a run ends without solution, "Why no solution?"
 * finds a minimal set of the puzzle's own parts and shows it — the sentence, and the parts outlined
 * on the board. Each reason is checked against the CLI's `--explain` answer for the same file (a
 * separate process, the same core), and the outlined parts against what the CLI names: a Sudoku
 * with clashing givens, a crossword whose two slots no word pair from the list fills, placed queens
 * that no solution keeps, a FlatZinc model's constraints at their lines. Screenshots at 1280 × 720 in the teaching and the normal layout, and on a
 * phone.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = process.env.SHOTS_DIR ?? 'test-results/why';
const DIR = mkdtempSync(join(tmpdir(), 'why-e2e-'));

function file(name: string, text: string): string {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
}

/** The CLI's `"reason"` for a file without solution. */
function explain(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args, '--explain', '--json'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(1);
  return JSON.parse(r.stdout).reason;
}

/** The board's outlined cells, as "row,column" (0-based) of their test ids. */
async function outlined(page: Page): Promise<string[]> {
  const ids = await page.locator('[data-testid="board"] [data-why="true"]').evaluateAll((els) => els.map((e) => (e as unknown as { getAttribute(a: string): string | null }).getAttribute('data-testid') ?? ''));
  return ids.map((id) => id.replace(/^(queen-)?cell-/, '').replace('-', ',')).sort();
}

const cellsOf = (pairs: [number, number][]) => pairs.map(([r, c]) => `${r - 1},${c - 1}`).sort();

async function load(page: Page, name: string, text: string): Promise<void> {
  await page.getByTestId('file-input').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

/** The teaching layout on or off (the switch in the header). */
async function teaching(page: Page, on: boolean): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-checked')) !== String(on)) await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', String(on));
}

/** Solve, see "No solution", ask why and wait for the reason. */
async function why(page: Page): Promise<void> {
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('why-no-solution')).toBeVisible();
  await page.getByTestId('why-no-solution').click();
  await expect(page.getByTestId('why-reason')).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 720 } });

const SUDOKU = '44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n';

test('a Sudoku with clashing givens: the two givens, as the CLI says, outlined; a board change clears it', async ({ page }) => {
  await page.goto('/?instant=1');
  await teaching(page, true);
  await load(page, 'clash.sdk', SUDOKU);
  await expect(page.getByTestId('cell-0-0')).toHaveText('4');
  await why(page);
  const reason = explain(file('clash.txt', SUDOKU), '--type', 'sudoku');
  await expect(page.getByTestId('why-sentence')).toHaveText(reason.sentence);
  await expect(page.getByTestId('why-reason')).toHaveAttribute('data-minimal', String(reason.minimal));
  expect(await outlined(page)).toEqual(cellsOf(reason.cells));
  await page.screenshot({ path: `${shots}/why-sudoku-1280x720-teaching.png` });
  // A board change: the reason goes with the run.
  await page.getByTestId('cell-0-1').click();
  await page.keyboard.press('Backspace');
  await expect(page.getByTestId('why-reason')).toHaveCount(0);
  expect(await outlined(page)).toEqual([]);
});

test('a crossword slot set no word pair from the list fills: the slots as the CLI names them, outlined; in the normal layout', async ({ page }) => {
  const grid = ['...', '.##', '.##'].join('\n') + '\n';
  const words = ['abc', 'xyz'].join('\n') + '\n';
  await page.goto('/?instant=1');
  await teaching(page, false);
  await load(page, 'corner.grid', grid);
  await load(page, 'two.txt', words);
  await why(page);
  const reason = explain(file('corner.grid', grid), '--dict', file('two.txt', words));
  expect(reason.slots).toEqual(['1-Across', '1-Down']);
  await expect(page.getByTestId('why-sentence')).toHaveText(reason.sentence);
  await expect(page.getByTestId('why-parts')).toContainText('1-Across (???)');
  // 1-Across is row 1, 1-Down column 1: five cells (checked here from the grid, not from the app).
  expect(await outlined(page)).toEqual(['0,0', '0,1', '0,2', '1,0', '2,0']);
  await page.screenshot({ path: `${shots}/why-crossword-1280x720-normal.png` });
});

test('placed queens no solution keeps: those the CLI names, outlined', async ({ page }) => {
  const board = ['queens 6', '.Q....', '......', '......', '.....Q', '......', '......'].join('\n') + '\n';
  await page.goto('/?instant=1');
  await load(page, 'six.queens', board);
  await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
  await why(page);
  const reason = explain(file('six.queens', board));
  await expect(page.getByTestId('why-sentence')).toHaveText(reason.sentence);
  await expect(page.getByTestId('why-reason')).toHaveAttribute('data-minimal', String(reason.minimal));
  expect(await outlined(page)).toEqual(cellsOf(reason.queens));
});

test('a FlatZinc model whose constraints contradict: the lines and constraints the CLI names, listed and marked in the text', async ({ page }) => {
  const fzn = ['var 0..20: x :: output_var;', 'var 0..20: y :: output_var;', 'var 0..20: z :: output_var;', 'constraint int_lin_eq([1,1],[x,y],10);', 'constraint int_le(3,z);', 'constraint int_lin_eq([1,-1],[x,y],3);', 'solve satisfy;'].join('\n') + '\n';
  await page.goto('/?instant=1');
  await load(page, 'xy.fzn', fzn);
  await why(page);
  const reason = explain(file('xy.fzn', fzn));
  expect(reason.lines).toEqual([4, 6]);
  await expect(page.getByTestId('why-sentence')).toHaveText(reason.sentence);
  const items = page.getByTestId('why-parts').locator('li');
  await expect(items).toHaveText(reason.constraints.map((c: string, i: number) => `line ${reason.lines[i]}: ${c}`));
  // Marked at their lines in the model's text (the editor's gutter), and no other line.
  const marked = await page.locator('[data-testid^="model-editor-line-"][data-why="true"]').evaluateAll((els) => els.map((e) => (e as unknown as { getAttribute(a: string): string | null }).getAttribute('data-testid')));
  expect(marked).toEqual(reason.lines.map((l: number) => `model-editor-line-${l}`));
  // Drawn on the constraint graph: the highlighted edges and hubs are those constraints, no other.
  await expect(page.getByTestId('model-why')).toBeVisible();
  const drawn = await page.getByTestId('model-why-constraint').evaluateAll((els) =>
    els.map((e) => {
      const el = e as unknown as { getAttribute(a: string): string | null };
      return { line: Number(el.getAttribute('data-line')), text: el.getAttribute('data-text') ?? '' };
    }),
  );
  expect([...new Set(drawn.map((d) => d.text))].sort()).toEqual([...reason.constraints].sort());
  expect([...new Set(drawn.map((d) => d.line))].sort((a, b) => a - b)).toEqual(reason.lines);
  await page.screenshot({ path: `${shots}/why-model-1280x720.png` });
  // x + y = 10 and x − y = 3: 2x = 13, no integer solution (checked here, not by the app).
  expect([...Array(21).keys()].some((x) => [...Array(21).keys()].some((y) => x + y === 10 && x - y === 3))).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('the reason of a Sudoku under the run panel', async ({ page }) => {
    await page.goto('/?instant=1');
    await load(page, 'clash.sdk', SUDOKU);
    await why(page);
    await expect(page.getByTestId('why-sentence')).toHaveText('the givens r1c1 and r1c2 are both 4 in row 1');
    await page.getByTestId('why-reason').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/why-sudoku-phone.png`, fullPage: false });
  });
});
