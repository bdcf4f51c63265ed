import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { spyOnWorkers, workerLog } from './fixtures/workers.ts';
import { toggleBlock } from './board.ts';

const shots = 'screenshots';

/** The board's letters, row by row ('' for empty cells, '#' for blocks). */
async function boardRows(page: Page, width: number, height: number): Promise<string[][]> {
  return page.getByTestId('board').evaluate(
    (board, { w, h }) => {
      const rows: string[][] = [];
      for (let r = 0; r < h; r++) {
        const row: string[] = [];
        for (let c = 0; c < w; c++) {
          // (typed loosely: the e2e tsconfig has no DOM library)
          const cell = (board as unknown as { querySelector(s: string): { getAttribute(a: string): string | null; textContent: string | null } }).querySelector(
            `[data-testid="cell-${r}-${c}"]`,
          );
          row.push(cell.getAttribute('data-block') === 'true' ? '#' : (cell.textContent ?? ''));
        }
        rows.push(row);
      }
      return rows;
    },
    { w: width, h: height },
  );
}

/** Every across and down run of letters on the board, as strings. */
function lines(rows: string[][]): string[] {
  const across = rows.map((r) => r.join(''));
  const down = rows[0]!.map((_, c) => rows.map((r) => r[c]).join(''));
  return [...across, ...down];
}

function dictionaryFile(): Buffer {
  // The everyday words of three letters, plus lines the parser must skip and count.
  const words = readFileSync('public/dictionaries/english-common.txt', 'utf8')
    .split('\n')
    .map((w) => w.trim())
    .filter((w) => /^\p{L}{3}$/u.test(w));
  return Buffer.from(['# three-letter words', ...words, 'r2d2', 'not-a-word', ''].join('\n'));
}

test('draw a board, load a dictionary, solve, step through the search', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByRole('heading', { name: 'CSP Playground' })).toBeVisible();
  await expect(page.getByTestId('cell-7-7')).toBeVisible();

  await test.step('the first visit opens on the lesson puzzle; Clear board empties it', async () => {
    await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid · 8 × 8');
    await page.getByRole('button', { name: 'Clear board' }).click();
    await expect(page.getByTestId('slot-count')).toHaveText('16');
  });

  await test.step('draw: resize, toggle blocks by click and drag, type a letter', async () => {
    await page.getByTestId('board-width').fill('5');
    await page.getByTestId('board-height').fill('4');
    await expect(page.getByTestId('cell-3-4')).toBeVisible();
    await expect(page.getByTestId('cell-4-0')).toHaveCount(0);
    await page.getByTestId('symmetry').selectOption('none'); // one block per click
    await toggleBlock(page, 'cell-0-0');
    // Drag across the last column: every cell it crosses becomes a block.
    const first = await page.getByTestId('cell-0-4').boundingBox();
    const last = await page.getByTestId('cell-3-4').boundingBox();
    await page.mouse.move(first!.x + first!.width / 2, first!.y + first!.height / 2);
    await page.mouse.down();
    await page.mouse.move(last!.x + last!.width / 2, last!.y + last!.height / 2, { steps: 8 });
    await page.mouse.up();
    for (let r = 0; r < 4; r++) await expect(page.getByTestId(`cell-${r}-4`)).toHaveAttribute('data-block', 'true');
    // Click again to open the corner; type a letter into it and clear it again.
    await page.getByTestId('cell-0-0').click();
    await expect(page.getByTestId('cell-0-0')).not.toHaveAttribute('data-block', 'true');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('z');
    await expect(page.getByTestId('cell-0-1')).toHaveText('z');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Backspace');
    await expect(page.getByTestId('cell-0-1')).toHaveText('');
    // A click on a white cell selects it for typing; a second click on it toggles a block.
    const cell = page.getByTestId('cell-2-2');
    await cell.click();
    await expect(cell).toBeFocused();
    await expect(cell).not.toHaveAttribute('data-block', 'true');
    await page.keyboard.type('y');
    await expect(cell).toHaveText('y');
    await expect(page.getByTestId('cell-2-3')).toBeFocused();
    await cell.click(); // not the selected cell any more: selects it again, the letter stays
    await expect(cell).toBeFocused();
    await expect(cell).toHaveText('y');
    await expect(cell).not.toHaveAttribute('data-block', 'true');
    await cell.click(); // the selected cell: a block (its letter goes)
    await expect(cell).toHaveAttribute('data-block', 'true');
    await cell.click(); // a block: open again
    await expect(cell).not.toHaveAttribute('data-block', 'true');
    await expect(cell).toHaveText('');
    // Now a 4 x 4 open square with one block column: 8 slots of 4 letters.
    await expect(page.getByTestId('slot-count')).toHaveText('8');
    await page.getByTestId('board-width').fill('3');
    await page.getByTestId('board-height').fill('3');
    await expect(page.getByTestId('slot-count')).toHaveText('6');
    await page.screenshot({ path: `${shots}/01-drawn.png` });
  });

  await test.step('load a dictionary file through the file input', async () => {
    await page.getByTestId('file-input').setInputFiles({ name: 'three-letters.txt', mimeType: 'text/plain', buffer: dictionaryFile() });
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
    await expect(page.getByTestId('dictionary-info')).toContainText('2 lines skipped');
  });

  await test.step('solve in the worker', async () => {
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-variable-order').selectOption('mrv');
    await page.getByTestId('algorithm-value-order').selectOption('lex');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await expect(page.getByTestId('step-counter')).toContainText(/step (\d[\d,]*) of \1$/);
    const rows = await boardRows(page, 3, 3);
    expect(rows.flat().every((l) => /^\p{L}$/u.test(l))).toBe(true);
    expect(Number(await page.getByTestId('stat-nodes').textContent())).toBeGreaterThanOrEqual(6);
    await expect(page.getByTestId('event')).toContainText('Solution 1 found');
    await page.screenshot({ path: `${shots}/02-solved.png` });
  });

  await test.step('step back and forward: the board follows the events', async () => {
    await page.getByTestId('jump-start').click();
    expect((await boardRows(page, 3, 3)).flat().join('')).toBe('');
    await page.getByTestId('next-assign').click();
    const text = (await page.getByTestId('event').textContent())!;
    const m = /Assign (\d+-(?:Across|Down)) = “(\p{L}+)”/u.exec(text);
    expect(m, text).not.toBeNull();
    const word = m![2]!;
    expect(lines(await boardRows(page, 3, 3))).toContain(word);
    await page.getByTestId('step-back').click();
    expect((await boardRows(page, 3, 3)).flat().join('')).toBe('');
    await page.getByTestId('step-forward').click();
    expect(lines(await boardRows(page, 3, 3))).toContain(word);
    await expect(page.getByTestId('board').locator('[data-mark="assign"]')).toHaveCount(3);

    // The first backtrack takes a word out: its cells that no other word covers are empty at once.
    await page.getByTestId('next-backtrack').click();
    const back = (await page.getByTestId('event').textContent())!;
    if (/Backtrack/.test(back)) {
      const removed = /take “(\p{L}+)” out of/u.exec(back)![1]!;
      const marked = page.getByTestId('board').locator('[data-mark="backtrack"]');
      await expect(marked.first()).toBeVisible();
      await page.screenshot({ path: `${shots}/03-backtrack.png` });
      await page.getByTestId('step-back').click();
      expect(lines(await boardRows(page, 3, 3))).toContain(removed);
      await page.getByTestId('step-forward').click();
    }

    // Scrub the timeline to the end: the solution is back.
    const total = Number((await page.getByTestId('timeline').getAttribute('max'))!);
    await page.getByTestId('timeline').fill(String(total));
    await expect(page.getByTestId('event')).toContainText('Solution 1 found');
    // Play from the start at a visible speed, then pause.
    await page.getByTestId('jump-start').click();
    await page.getByTestId('speed').fill('5');
    await page.getByTestId('play').click();
    await expect(page.getByTestId('pause')).toBeVisible();
    // Playing moves the step (at whatever pace the machine allows), then pause.
    await expect(page.getByTestId('step-counter')).not.toHaveText(/^step 0 of/);
    await page.getByTestId('pause').click();
    await expect(page.getByTestId('play')).toBeVisible();
    const counter = await page.getByTestId('step-counter').textContent();
    expect(counter).not.toMatch(/^step 0 of/);
  });
});

test('cancel a long solve at once, keeping board and settings', async ({ page }) => {
  await spyOnWorkers(page);
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await expect(page.getByTestId('cell-14-14')).toBeVisible();
  const before = await boardRows(page, 15, 15);
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  // (The milliseconds, the longest main-thread task and the cancel's delay, are measured by
  // `npm run bench browser`; here what they stand for, which a busy machine cannot break.)
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText('Solving…');
  // The UI keeps responding while events stream in: the player answers at once to input.
  await expect.poll(async () => Number((await page.getByTestId('stat-nodes').textContent())!.replace(/,/g, '')), { timeout: 60_000 }).toBeGreaterThan(100_000);
  await page.getByTestId('speed').fill('3');
  await page.getByTestId('jump-start').click();
  await expect(page.getByTestId('step-counter')).toContainText(/^step 0 of/);
  await expect(page.getByTestId('status')).toHaveText('Solving…');
  await page.screenshot({ path: `${shots}/04-long-solve.png` });
  const terminated = (await workerLog(page)).terminated;
  await page.getByTestId('cancel').click();
  await expect(page.getByTestId('status')).toHaveText('Stopped');
  // The cancel reached the worker: it was stopped (terminated), and no count moves after it.
  expect((await workerLog(page)).terminated).toBeGreaterThan(terminated);
  const stopped = await page.getByTestId('stat-nodes').textContent();
  // Ten frames painted after the cancel: the count has not moved.
  const frame = (await workerLog(page)).frame;
  await expect.poll(async () => (await workerLog(page)).frame).toBeGreaterThan(frame + 10);
  await expect(page.getByTestId('stat-nodes')).toHaveText(stopped!);
  expect((await boardRows(page, 15, 15)).map((r) => r.map((c) => (c === '#' ? '#' : '.')))).toEqual(before.map((r) => r.map((c) => (c === '#' ? '#' : '.'))));
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('none');
  await expect(page.getByTestId('dictionary-select')).toHaveValue('english-63k');
  // The stopped trace can still be browsed; a new run gets a fresh worker.
  await page.getByTestId('step-forward').click();
  await expect(page.getByTestId('step-counter')).toContainText(/^step 1 of/);
  await page.getByTestId('algorithm-inference').selectOption('mac');
  await page.getByTestId('algorithm-ac3').check();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^(Solved|No solution)/, { timeout: 30_000 });
  await page.screenshot({ path: `${shots}/05-after-cancel.png` });
});

test('a bad file shows its error with line and column, and the board stays', async ({ page }) => {
  await page.goto('/?instant=1');
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  const before = await boardRows(page, 8, 8);
  await page.getByTestId('file-input').setInputFiles('e2e/fixtures/bad.slots');
  await expect(page.getByTestId('puzzle-error')).toContainText('bad.slots, line 3, column');
  expect(await boardRows(page, 8, 8)).toEqual(before);
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  await page.getByTestId('file-input').setInputFiles({ name: 'numbers.txt', mimeType: 'text/plain', buffer: Buffer.from('123\n4 5 6 7 8\n') });
  await expect(page.getByTestId('dictionary-error')).toContainText('numbers.txt, line 1, column 1');
  await page.screenshot({ path: `${shots}/06-bad-file.png` });
  // The sample still solves.
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  await page.screenshot({ path: `${shots}/07-sample-solved.png` });
  // Laptop and projector layouts.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.screenshot({ path: `${shots}/08-laptop.png` });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.screenshot({ path: `${shots}/09-projector.png` });
});
