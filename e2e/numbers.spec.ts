import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { toggleBlock } from './board.ts';

const shots = 'screenshots';

interface CellInfo {
  text: string;
  given: boolean;
  candidates: string;
}

/** Every cell of an N x N number board: its text, whether it is a given, its candidate layer. */
async function cells(page: Page, n: number): Promise<CellInfo[][]> {
  return page.getByTestId('board').evaluate(
    (board, size) => {
      type El = { getAttribute(a: string): string | null; textContent: string | null };
      const find = (s: string) => (board as unknown as { querySelector(s: string): El }).querySelector(s);
      const rows: CellInfo[][] = [];
      for (let r = 0; r < size; r++) {
        const row: CellInfo[] = [];
        for (let c = 0; c < size; c++) {
          const el = find(`[data-testid="cell-${r}-${c}"]`);
          row.push({ text: el.textContent ?? '', given: el.getAttribute('data-given') === 'true', candidates: el.getAttribute('data-candidates') ?? '' });
        }
        rows.push(row);
      }
      return rows;
    },
    n,
  );
}

/** Independent check of a filled Sudoku: every row, column and box holds 1..N once. */
function sudokuErrors(rows: string[][], boxRows: number, boxCols: number): string[] {
  const n = rows.length;
  const want = Array.from({ length: n }, (_, i) => String(i + 1)).join(',');
  const errors: string[] = [];
  const unit = (name: string, digits: string[]) => {
    if ([...digits].sort((a, b) => Number(a) - Number(b)).join(',') !== want) errors.push(`${name}: ${digits.join('')}`);
  };
  for (let r = 0; r < n; r++) unit(`row ${r + 1}`, rows[r]!);
  for (let c = 0; c < n; c++) unit(`column ${c + 1}`, rows.map((row) => row[c]!));
  for (let br = 0; br < n; br += boxRows) {
    for (let bc = 0; bc < n; bc += boxCols) {
      const box: string[] = [];
      for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) box.push(rows[r]![c]!);
      unit(`box at ${br + 1},${bc + 1}`, box);
    }
  }
  return errors;
}

/** The Futoshiki signs on the page as (smaller cell, larger cell) pairs. */
async function signs(page: Page, n: number): Promise<[number, number, number, number][]> {
  const out: [number, number, number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) {
        const t = await page.getByTestId(`ineq-${r}-${c}-right`).textContent();
        if (t === '<') out.push([r, c, r, c + 1]);
        if (t === '>') out.push([r, c + 1, r, c]);
      }
      if (r + 1 < n) {
        const t = await page.getByTestId(`ineq-${r}-${c}-down`).textContent();
        if (t === '∧') out.push([r, c, r + 1, c]);
        if (t === '∨') out.push([r + 1, c, r, c]);
      }
    }
  }
  return out;
}

function checkFutoshiki(rows: string[][], pairs: [number, number, number, number][]): void {
  expect(sudokuErrors(rows, 1, rows.length).filter((e) => !e.startsWith('box'))).toEqual([]);
  for (const [r1, c1, r2, c2] of pairs) {
    expect(Number(rows[r1]![c1]), `(${r1},${c1}) < (${r2},${c2})`).toBeLessThan(Number(rows[r2]![c2]));
  }
}

test('Sudoku: load a sample, solve, check it, step back, candidates', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-7-7')).toBeVisible();

  await test.step('switch to Sudoku and load a sample from top95', async () => {
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await expect(page.getByTestId('cell-8-8')).toBeVisible();
    await expect(page.getByTestId('board-width')).toHaveCount(0);
    await expect(page.getByTestId('algorithm-reuse')).toHaveCount(0);
    await page.getByTestId('samples').selectOption('sudoku-top95.txt#0');
    // 4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......
    await expect(page.getByTestId('cell-0-0')).toHaveText('4');
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-given', 'true');
    await expect(page.getByTestId('cell-0-1')).toHaveText('');
    await expect(page.getByTestId('given-count')).toHaveText('17');
  });

  const before = await cells(page, 9);

  await test.step('solve with forward checking, pairwise ≠ and MRV', async () => {
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-variable-order').selectOption('mrv');
    await page.getByTestId('algorithm-value-order').selectOption('lex');
    await page.getByTestId('algorithm-alldiff').selectOption('neq');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await expect(page.getByTestId('event')).toContainText('Solution 1 found');
    const after = await cells(page, 9);
    const rows = after.map((r) => r.map((c) => c.text));
    expect(sudokuErrors(rows, 3, 3)).toEqual([]);
    // Givens kept, and still marked as givens; cell text is the digit only.
    before.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (cell.given) expect(after[r]![c]).toMatchObject({ text: cell.text, given: true });
        else expect(after[r]![c]!.given).toBe(false);
        expect(after[r]![c]!.text).toMatch(/^[1-9]$/);
      }),
    );
    expect(Number((await page.getByTestId('stat-nodes').textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(64);
    await page.screenshot({ path: `${shots}/10-sudoku-solved.png` });
  });

  await test.step('step back: the last placed digit disappears', async () => {
    let found = false;
    for (let k = 0; k < 60 && !found; k++) {
      await page.getByTestId('step-back').click();
      const text = (await page.getByTestId('event').textContent())!;
      const m = /Place (\d) in r(\d)c(\d)/.exec(text);
      if (!m) continue;
      const cell = page.getByTestId(`cell-${Number(m[2]) - 1}-${Number(m[3]) - 1}`);
      if ((await cell.getAttribute('data-given')) === 'true') continue;
      await expect(cell).toHaveText(m[1]!);
      await page.getByTestId('step-back').click();
      await expect(cell).toHaveText('');
      // An empty cell shows its candidates (not as text): the digit just taken back is one of them.
      await expect(cell).toHaveAttribute('data-candidates', new RegExp(m[1]!));
      found = true;
    }
    expect(found).toBe(true);
  });

  await test.step('candidates during the search', async () => {
    await page.getByTestId('jump-start').click();
    for (let k = 0; k < 6; k++) await page.getByTestId('next-assign').click();
    const mid = await cells(page, 9);
    const empty = mid.flat().filter((c) => c.text === '');
    expect(empty.length).toBeGreaterThan(0);
    expect(empty.every((c) => c.candidates.trim() !== '')).toBe(true);
    // Pruned digits: some empty cell has fewer than nine candidates.
    expect(empty.some((c) => c.candidates.replace(/\s/g, '').length < 9)).toBe(true);
    expect(await page.getByTestId('cell-0-1').textContent()).toMatch(/^\d?$/);
    await page.screenshot({ path: `${shots}/11-sudoku-candidates.png` });
    await page.getByTestId('board').screenshot({ path: `${shots}/12-sudoku-board-zoom.png` });
  });

  await test.step('MAC with GAC solves the same puzzle with fewer nodes', async () => {
    const fcNodes = Number((await page.getByTestId('stat-nodes').textContent())!.replace(/,/g, ''));
    await page.getByTestId('algorithm-inference').selectOption('mac');
    await page.getByTestId('algorithm-alldiff').selectOption('gac');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const macNodes = Number((await page.getByTestId('stat-nodes').textContent())!.replace(/,/g, ''));
    console.log(`top95 #1: FC + ≠ + MRV ${fcNodes} nodes; MAC + GAC + MRV ${macNodes} nodes`);
    expect(macNodes).toBeLessThanOrEqual(fcNodes);
    expect(sudokuErrors((await cells(page, 9)).map((r) => r.map((c) => c.text)), 3, 3)).toEqual([]);
  });

  await test.step('a file of one 81-character line, then a 4 x 4 typed by hand', async () => {
    await page.getByTestId('file-input').setInputFiles({
      name: 'one.sdk',
      mimeType: 'text/plain',
      buffer: Buffer.from('..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..\n'),
    });
    await expect(page.getByTestId('cell-0-2')).toHaveText('5');
    await page.getByTestId('board-size').selectOption('4');
    await expect(page.getByTestId('cell-3-3')).toBeVisible();
    await expect(page.getByTestId('cell-4-4')).toHaveCount(0);
    await page.getByTestId('cell-0-0').click();
    await page.keyboard.type('12');
    await expect(page.getByTestId('cell-0-0')).toHaveText('1');
    await expect(page.getByTestId('cell-0-1')).toHaveText('2');
    await page.keyboard.press('Backspace'); // the cursor moved to (0,2): clear it, then go back
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('0'); // a blank: clears (0,1) and moves on, as in the one-line form
    await expect(page.getByTestId('cell-0-1')).toHaveText('');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.type('3');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const rows = (await cells(page, 4)).map((r) => r.map((c) => c.text));
    expect(sudokuErrors(rows, 2, 2)).toEqual([]);
    expect(rows[0]!.slice(0, 2)).toEqual(['1', '3']);
  });
});

test('Futoshiki: click signs, solve, check; the crossword board is kept', async ({ page }) => {
  await page.goto('/?instant=1');
  // Draw on an empty crossword (a first visit opens on the lesson puzzle).
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByRole('button', { name: 'Clear board' }).click();
  await page.getByTestId('symmetry').selectOption('none'); // one block per click
  await toggleBlock(page, 'cell-0-0');

  await test.step('switch to Futoshiki 4 x 4 and add signs by clicking between cells', async () => {
    await page.getByTestId('puzzle-kind').selectOption('futoshiki');
    await page.getByTestId('board-size').selectOption('4');
    await expect(page.getByTestId('cell-3-3')).toBeVisible();
    const sign = page.getByTestId('ineq-0-0-right');
    await expect(sign).toHaveText('');
    await sign.click();
    await expect(sign).toHaveText('<');
    await sign.click();
    await expect(sign).toHaveText('>');
    await sign.click();
    await expect(sign).toHaveText('');
    await sign.click();
    await page.getByTestId('ineq-1-1-down').click();
    await page.getByTestId('ineq-1-1-down').click();
    await expect(page.getByTestId('ineq-1-1-down')).toHaveText('∨');
    await page.getByTestId('ineq-2-0-down').click();
    await expect(page.getByTestId('ineq-2-0-down')).toHaveText('∧');
    await page.getByTestId('ineq-3-2-right').click();
    await expect(page.getByTestId('ineq-3-2-right')).toHaveText('<');
    await page.getByTestId('cell-3-3').click();
    await page.keyboard.type('4');
    await expect(page.getByTestId('cell-3-3')).toHaveText('4');
    await expect(page.getByTestId('cell-3-3')).toHaveAttribute('data-given', 'true');
    await expect(page.getByTestId('sign-count')).toHaveText('4');
  });

  await test.step('solve and check every row, column and sign', async () => {
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-alldiff').selectOption('neq');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const rows = (await cells(page, 4)).map((r) => r.map((c) => c.text));
    const pairs = await signs(page, 4);
    expect(pairs).toHaveLength(4);
    checkFutoshiki(rows, pairs);
    expect(rows[3]![3]).toBe('4');
    await page.screenshot({ path: `${shots}/13-futoshiki-drawn-solved.png` });
  });

  await test.step('an original sample, MAC + GAC, and its candidates mid-search', async () => {
    await page.getByTestId('samples').selectOption('futoshiki-own-6x6.txt');
    await expect(page.getByTestId('cell-5-5')).toBeVisible();
    await page.getByTestId('algorithm-inference').selectOption('mac');
    await page.getByTestId('algorithm-alldiff').selectOption('gac');
    await page.getByTestId('algorithm-variable-order').selectOption('mrv');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const rows = (await cells(page, 6)).map((r) => r.map((c) => c.text));
    checkFutoshiki(rows, await signs(page, 6));
    await page.screenshot({ path: `${shots}/14-futoshiki-sample-solved.png` });
    await page.getByTestId('jump-start').click();
    await page.getByTestId('next-assign').click();
    await page.getByTestId('board').screenshot({ path: `${shots}/15-futoshiki-candidates.png` });
  });

  await test.step('back to the crossword: its board is as it was', async () => {
    await page.getByTestId('puzzle-kind').selectOption('crossword');
    await expect(page.getByTestId('cell-7-7')).toBeVisible();
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-block', 'true');
    await expect(page.getByTestId('board-width')).toHaveValue('8');
    await expect(page.getByTestId('dictionary-select')).toBeVisible();
    await page.getByTestId('puzzle-kind').selectOption('futoshiki');
    await expect(page.getByTestId('cell-5-5')).toBeVisible();
    await expect(page.getByTestId('puzzle-summary')).toContainText('futoshiki-own-6x6.txt');
  });
});
