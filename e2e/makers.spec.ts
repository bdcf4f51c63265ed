/**
 * Issue 23, for puzzle makers: a Sudoku or Futoshiki is checked for one solution as its givens are
 * typed (`uniqueness`), with where a second solution differs; rated (`rating`); hinted (`hint`);
 * generated (`generate`, one undo step). Answers are checked against the solver's own run and
 * against the rules, not against stored strings of digits.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { transitionsDone } from './fixtures/settle.ts';

/** Where the screenshots go (SHOTS_DIR to put them elsewhere). */
const shots = process.env.SHOTS_DIR ?? 'screenshots';

async function digits(page: Page, n: number): Promise<string[][]> {
  const rows: string[][] = [];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) row.push((await page.getByTestId(`cell-${r}-${c}`).textContent()) ?? '');
    rows.push(row);
  }
  return rows;
}

function latinErrors(rows: string[][]): string[] {
  const n = rows.length;
  const errors: string[] = [];
  for (let i = 0; i < n; i++) {
    if (new Set(rows[i]).size !== n || rows[i]!.includes('')) errors.push(`row ${i + 1}`);
    const col = rows.map((r) => r[i]!);
    if (new Set(col).size !== n || col.includes('')) errors.push(`column ${i + 1}`);
  }
  return errors;
}

test('Sudoku: uniqueness as givens are typed, the second solution, generate, rate, hint', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await expect(page.getByTestId('cell-8-8')).toBeVisible();
  await page.getByTestId('board-size').selectOption('9');
  await page.getByRole('button', { name: 'Clear board', exact: true }).click();
  await expect(page.getByTestId('given-count')).toHaveText('0');

  await test.step('an empty board has many solutions; where a second one differs is marked', async () => {
    await expect(page.getByTestId('uniqueness')).toHaveAttribute('data-status', 'multiple');
    await expect(page.getByTestId('uniqueness')).toHaveText('2 solutions (counted to 2)');
    await expect(page.getByTestId('rating')).toHaveAttribute('data-level', '');
    await page.getByTestId('show-differ').click();
    const marked = page.locator('[data-maker="differ"]');
    const count = await marked.count();
    expect(count).toBeGreaterThan(1);
    // Each marked cell shows the second solution's digit: a digit 1..9.
    for (let i = 0; i < count; i++) expect(await marked.nth(i).getAttribute('data-maker-digit')).toMatch(/^[1-9]$/);
  });

  await test.step('two equal digits in a row: no solution', async () => {
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('55');
    await expect(page.getByTestId('cell-0-1')).toHaveText('5');
    await expect(page.getByTestId('uniqueness')).toHaveText('no solution');
    await expect(page.locator('[data-maker]')).toHaveCount(0);
  });

  let seed = '';
  await test.step('generate a puzzle that singles settle: unique, rated, one undo step', async () => {
    await page.getByTestId('generate-level').selectOption('singles');
    await page.getByTestId('generate').click();
    await expect(page.getByTestId('generated-seed')).toBeVisible({ timeout: 60_000 });
    seed = (await page.getByTestId('generated-seed').getAttribute('data-seed'))!;
    expect(Number(seed)).toBeGreaterThan(0);
    await expect(page.getByTestId('generated-seed')).toContainText(`seed ${seed}`);
    await expect(page.getByTestId('puzzle-summary')).toContainText(`seed ${seed}`);
    await expect(page.getByTestId('uniqueness')).toHaveText('unique');
    await expect(page.getByTestId('rating')).toHaveAttribute('data-level', 'singles');
    await expect(page.getByTestId('rating')).toContainText('forward checking (naked singles)');
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('cell-0-1')).toHaveText('5');
    await expect(page.getByTestId('uniqueness')).toHaveText('no solution');
    await page.getByTestId('redo').click();
    await expect(page.getByTestId('uniqueness')).toHaveText('unique');
  });

  await test.step('a hint: one cell, its digit and its causes on the board; the solver agrees', async () => {
    await page.getByTestId('hint').click();
    await expect(page.getByTestId('hint-text')).toHaveAttribute('data-type', 'step');
    await expect(page.getByTestId('hint-text')).toContainText('naked single');
    const hinted = page.locator('[data-maker="hint"]');
    await expect(hinted).toHaveCount(1);
    expect(await page.locator('[data-maker="cause"]').count()).toBeGreaterThan(0);
    const id = (await hinted.getAttribute('data-testid'))!;
    const digit = (await hinted.getAttribute('data-maker-digit'))!;
    await expect(page.getByTestId(id)).toHaveText(''); // shown, not filled in
    const [, r, c] = id.split('-');
    await expect(page.getByTestId('hint-text')).toContainText(`r${Number(r) + 1}c${Number(c) + 1} = ${digit}`);

    // The board and the maker's panel (uniqueness, rating, hint) in view, in both themes.
    await page.getByTestId('board').evaluate((el) => (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: `${shots}/makers23-sudoku-light.png` });
    await page.getByTestId('theme').selectOption('dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await transitionsDone(page); // the cells' background transition
    await page.screenshot({ path: `${shots}/makers23-sudoku-dark.png` });
    await page.getByTestId('theme').selectOption('light');
    await transitionsDone(page);

    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await expect(page.getByTestId(id)).toHaveText(digit);
    expect(latinErrors(await digits(page, 9))).toEqual([]);
  });
});

test('Futoshiki: a generated puzzle is unique and rated', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('futoshiki');
  await expect(page.getByTestId('uniqueness')).toBeVisible();
  await page.getByTestId('generate').click();
  await expect(page.getByTestId('generated-seed')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('uniqueness')).toHaveText('unique');
  await expect(page.getByTestId('rating')).not.toHaveAttribute('data-level', '');
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  const n = await page.getByTestId('board-size').inputValue();
  expect(latinErrors(await digits(page, Number(n)))).toEqual([]);
});

test('a scored word list: the dictionary panel shows its score distribution', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('dictionary-info')).toBeVisible();
  await expect(page.getByTestId('score-histogram')).toHaveCount(0); // the bundled list has no scores
  await page.getByTestId('file-input').setInputFiles({
    name: 'scored.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('XRAY;50\nNEW YORK;60\ncat;10\nCat;30\ndog;45\nemu;20\n'),
  });
  await expect(page.getByTestId('score-histogram')).toBeVisible();
  // cat: the higher of its two scores (30); scores 20..60 over 5 words.
  await expect(page.getByTestId('score-summary')).toContainText('Scores 20–60');
  await expect(page.getByTestId('score-summary')).toContainText('scored: 5');
  const counts = await page.getByTestId('score-bucket').evaluateAll((els) => (els as unknown as { getAttribute(a: string): string | null }[]).map((e) => Number(e.getAttribute('data-count'))));
  expect(counts.reduce((a, b) => a + b, 0)).toBe(5);
  await page.locator('section, aside, div', { has: page.getByTestId('score-histogram') }).last().screenshot({ path: `${shots}/makers23-histogram.png` });
});

test('accents folded on request: café and cafe become one entry, the higher score kept', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('file-input').setInputFiles({ name: 'accents.txt', mimeType: 'text/plain', buffer: Buffer.from('CAFÉ;30\ncafe;20\nnaïve;40\nnaive;45\nx-ray;50\n') });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await expect(page.getByTestId('score-summary')).toContainText('scored: 5');
  await expect(page.getByTestId('fold-accents')).not.toBeChecked();
  await expect(page.getByTestId('chosen-words')).toHaveCount(0);
  await page.getByTestId('fold-accents').check();
  // café + cafe and naïve + naive meet: 3 entries to fill with.
  await expect(page.getByTestId('chosen-words')).toHaveAttribute('data-count', '3');
  await page.getByTestId('fold-accents').uncheck();
  await expect(page.getByTestId('chosen-words')).toHaveCount(0);
});
