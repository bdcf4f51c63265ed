/** Loading never destroys work: word lists become the dictionary, loads can be undone, ambiguous files ask, huge ones are refused. */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { boardText, toggleBlock } from './board.ts';

const shots = 'screenshots';

async function drag(page: Page, from: string, to: string): Promise<void> {
  const a = (await page.getByTestId(from).boundingBox())!;
  const b = (await page.getByTestId(to).boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 10 });
  await page.mouse.up();
}

async function drawSomething(page: Page): Promise<string> {
  // Draw on an empty board (a first visit opens on the lesson puzzle).
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByRole('button', { name: 'Clear board' }).click();
  await page.getByTestId('symmetry').selectOption('none'); // one block per click
  await toggleBlock(page, 'cell-0-0');
  // One drag that blocks a whole row: one undo step.
  await drag(page, 'cell-3-0', 'cell-3-7');
  for (let c = 0; c < 8; c++) await expect(page.getByTestId(`cell-3-${c}`)).toHaveAttribute('data-block', 'true');
  // The drag left the focus on cell 3-0: walk to cell 1-1 with the arrow keys and type.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('q');
  await expect(page.getByTestId('cell-1-1')).toHaveText('q');
  return boardText(page);
}

test('a word list becomes the dictionary; a loaded grid can be undone and redone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('redo')).toBeDisabled();
  const drawing = await drawSomething(page);

  await test.step('the top3000 list (e-mail, long-term, …) loads as the dictionary, the board stays', async () => {
    await page.getByTestId('file-input').setInputFiles('tests/fixtures/crossword/top3000-english.txt');
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
    await expect(page.getByTestId('dictionary-info')).toContainText('from top3000-english.txt; 5 lines skipped');
    await expect(page.getByTestId('slot-summary')).toContainText('Drawn · 8 × 8');
    expect(await boardText(page)).toBe(drawing);
  });

  await test.step('a grid file replaces the board; Undo brings the drawing back, Redo the grid', async () => {
    await page.getByTestId('file-input').setInputFiles('public/puzzles/swordsmith-5x.grid');
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-5x.grid · 5 × 5');
    await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Undo load swordsmith-5x.grid (Ctrl+Z)');
    await page.getByTestId('undo').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/loading-01-undo-redo.png` });
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('slot-summary')).toContainText('Drawn · 8 × 8');
    expect(await boardText(page)).toBe(drawing);
    await expect(page.getByTestId('redo')).toBeEnabled();
    await page.getByTestId('redo').click();
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-5x.grid · 5 × 5');
    await expect(page.getByTestId('redo')).toBeDisabled();
    // The dictionary is not part of the history.
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  });

  await test.step('Ctrl+Z and Ctrl+Shift+Z (and Ctrl+Y); a text field keeps its own Ctrl+Z', async () => {
    await page.getByTestId('cell-0-0').focus();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('slot-summary')).toContainText('Drawn · 8 × 8');
    expect(await boardText(page)).toBe(drawing);
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-5x.grid');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('slot-summary')).toContainText('Drawn · 8 × 8');
    await page.keyboard.press('Control+y');
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-5x.grid');
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('slot-summary')).toContainText('Drawn · 8 × 8');
    await page.getByTestId('board-width').focus();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('cell-1-1')).toHaveText('q');
    // Step back through the drawing: the letter, then the whole dragged row at once.
    await page.getByTestId('undo').click();
    await expect(page.getByTestId('cell-1-1')).toHaveText('');
    await page.getByTestId('undo').click();
    for (let c = 0; c < 8; c++) await expect(page.getByTestId(`cell-3-${c}`)).not.toHaveAttribute('data-block', 'true');
    await expect(page.getByTestId('cell-0-0')).toHaveAttribute('data-block', 'true');
  });
});

test('content that could be a grid or a word list asks, and both answers work', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/?instant=1');
  const drawing = await drawSomething(page);
  const file = { name: 'hyphens.txt', mimeType: 'text/plain', buffer: Buffer.from('e-mail\nx-rays\nt-bone\nup-end\nhello\n') };

  await test.step('the question is a modal dialog with the focus on the safe answer', async () => {
    await page.getByTestId('file-input').setInputFiles(file);
    const dialog = page.getByRole('dialog', { name: 'Open “hyphens.txt” as a puzzle or as a word list?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('a 6 × 5 crossword');
    await expect(dialog).toContainText('a word list of 1 word');
    await expect(page.getByTestId('ask-load-as-dictionary')).toBeFocused();
    await page.screenshot({ path: `${shots}/loading-02-question.png` });
    // Tab stays in the dialog.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByTestId('ask-load-as-puzzle')).toBeFocused();
  });

  await test.step('as a dictionary (keyboard): the board stays', async () => {
    await page.getByTestId('ask-load-as-dictionary').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('ask-load')).toBeHidden();
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
    await expect(page.getByTestId('dictionary-info')).toContainText('1 word from hyphens.txt');
    expect(await boardText(page)).toBe(drawing);
  });

  await test.step('Escape loads nothing', async () => {
    await page.getByTestId('file-input').setInputFiles(file);
    await expect(page.getByTestId('ask-load')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('ask-load')).toBeHidden();
    expect(await boardText(page)).toBe(drawing);
  });

  await test.step('as a puzzle: the board is replaced, and Undo brings it back', async () => {
    await page.getByTestId('file-input').setInputFiles(file);
    await page.getByTestId('ask-load-as-puzzle').click();
    await expect(page.getByTestId('ask-load')).toBeHidden();
    await expect(page.getByTestId('slot-summary')).toContainText('hyphens.txt · 6 × 5');
    await expect(page.getByTestId('cell-0-0')).toHaveText('e');
    await page.getByTestId('undo').click();
    expect(await boardText(page)).toBe(drawing);
  });
});

test('a grid over 50 x 50 is refused with its reason, the board stays', async ({ page }) => {
  await page.goto('/?instant=1');
  const drawing = await drawSomething(page);
  await page.getByTestId('file-input').setInputFiles({ name: 'huge.grid', mimeType: 'text/plain', buffer: Buffer.from(`${'.'.repeat(60)}\n`.repeat(12)) });
  await expect(page.getByTestId('puzzle-error')).toContainText(
    'huge.grid: the board is 60 × 12 cells, larger than the largest board the app takes (50 × 50). Your board is unchanged.',
  );
  expect(await boardText(page)).toBe(drawing);
  await expect(page.getByTestId('undo')).toHaveAttribute('title', 'Undo letter Q (Ctrl+Z)');
});

test('a 50 x 50 board renders and edits without freezing', async ({ page }) => {
  await page.goto('/?instant=1');
  // Start from an empty board (a first visit opens on the lesson puzzle, whose blocks a resize keeps).
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
  await page.getByRole('button', { name: 'Clear board' }).click();
  // Each edit is answered (its milliseconds: `npm run bench browser`).
  await test.step('resize to 50 x 50', async () => {
    await page.getByTestId('board-width').fill('50');
    await page.getByTestId('board-height').fill('50');
    await expect(page.getByTestId('cell-49-49')).toBeVisible();
  });
  await expect(page.getByTestId('slot-count')).toHaveText('100');
  await test.step('click: one block', async () => {
    await page.getByTestId('symmetry').selectOption('none'); // one block per click
    await toggleBlock(page, 'cell-10-10');
  });
  await test.step('drag across 20 cells', async () => {
    await drag(page, 'cell-20-5', 'cell-20-24');
    await expect(page.getByTestId('cell-20-24')).toHaveAttribute('data-block', 'true');
  });
  await test.step('type 10 letters', async () => {
    // One click selects the white cell; the letters go there.
    await page.getByTestId('cell-30-0').click();
    await page.keyboard.type('abcdefghij');
    await expect(page.getByTestId('cell-30-9')).toHaveText('j');
  });
  await test.step('undo 11 steps (10 letters, one drag)', async () => {
    await page.getByTestId('cell-30-0').focus();
    for (let i = 0; i < 11; i++) await page.keyboard.press('Control+z');
    await expect(page.getByTestId('cell-30-0')).toHaveText('');
    await expect(page.getByTestId('cell-20-24')).not.toHaveAttribute('data-block', 'true');
  });
  // The cell to toggle is the selected one (a press on a white cell that is not selected only selects it).
  await page.getByTestId('cell-40-40').click();
  // One toggle, dispatched in the page: the next painted frame shows the block.
  const painted = await page.getByTestId('cell-40-40').evaluate(async (cell) => {
    const c = cell as unknown as { dispatchEvent(e: unknown): boolean; getAttribute(a: string): string | null };
    const g = globalThis as unknown as { PointerEvent: new (t: string, o: object) => unknown; requestAnimationFrame(f: () => void): void };
    c.dispatchEvent(new g.PointerEvent('pointerdown', { bubbles: true, button: 0, buttons: 1 }));
    c.dispatchEvent(new g.PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await new Promise<void>((resolve) => g.requestAnimationFrame(() => resolve()));
    return c.getAttribute('data-block');
  });
  expect(painted).toBe('true');
  await expect(page.getByTestId('cell-40-40')).toHaveAttribute('data-block', 'true');
});
