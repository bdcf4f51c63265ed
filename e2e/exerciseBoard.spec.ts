/**
 * An exercise's questions answered where the student looks (issue 31), in the teaching layout at
 * 1280 × 720: on the board (N-queens squares, Sudoku cells and a digit typed in the asked cell,
 * crossword cells and clues, the model's graph), in the Graph view (nodes, and arcs as the halves
 * of edges), the domain view's values and the arcs view's queue. Each answer on the board is
 * checked against the same answer given in the list: Undo, answer through the list, and the
 * verdict, its sentence and the score must be the same. A set question's marks made on the board
 * are the list's marks. A click that answers nothing changes neither the puzzle nor the score.
 */
import type { Locator, Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { asked, choice, openModel, prompt, sameAsList } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

async function teachingLayout(page: Page, on = true): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
  if (on) await expect(page.getByTestId('teach-layout')).toBeVisible();
}

/** The teaching layout's first two views: the domain view and `second` (the graph, or the arcs). */
async function views(page: Page, second: 'graph' | 'arcs' = 'graph'): Promise<void> {
  await page.getByTestId('layout-slot-0').selectOption('domains');
  await page.getByTestId('layout-slot-1').selectOption(second);
}

async function openSettings(page: Page): Promise<void> {
  const details = page.getByTestId('layout-settings');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

/** The settings' fold closed again (in the teaching layout it takes the views' room while open). */
async function closeSettings(page: Page): Promise<void> {
  const details = page.getByTestId('layout-settings');
  if ((await details.isVisible()) && (await details.getAttribute('open')) !== null) await details.locator('summary').click();
}

async function algorithm(page: Page, a: { search?: 'backtracking' | 'min-conflicts'; inference?: string; variable?: string; value?: string }): Promise<void> {
  await openSettings(page);
  await page.getByTestId('algorithm-search').selectOption(a.search ?? 'backtracking');
  if (a.search === 'min-conflicts') {
    await page.getByTestId('algorithm-walk').selectOption('0');
    await closeSettings(page);
    return;
  }
  await page.getByTestId('algorithm-inference').selectOption(a.inference ?? 'fc');
  await page.getByTestId('algorithm-variable-order').selectOption(a.variable ?? 'static');
  await page.getByTestId('algorithm-value-order').selectOption(a.value ?? 'lex');
  await page.getByTestId('algorithm-ac3').setChecked(false);
  await page.getByTestId('algorithm-backjump').setChecked(false);
  await page.getByTestId('algorithm-solutions').selectOption('first');
  await closeSettings(page);
}

async function exerciseAsking(page: Page, asks: string[]): Promise<void> {
  await page.getByTestId('exercise').check();
  for (const kind of ['variable', 'value', 'prune', 'arc', 'cutset', 'backtrack', 'repair']) await page.getByTestId(`exercise-ask-${kind}`).setChecked(asks.includes(kind));
}

/** The board's edit history as its Undo button says it (the last edit), read in the normal layout. */
async function history(page: Page): Promise<string | null> {
  await teachingLayout(page, false);
  const said = await page.getByTestId('undo').first().getAttribute('title');
  await teachingLayout(page);
  return said;
}

async function openQueens(page: Page, n: number): Promise<void> {
  await teachingLayout(page, false);
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill(String(n));
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', String(n));
  await teachingLayout(page);
}

/** The queens on the board: per row, its column (-1: none). */
async function queens(page: Page, n: number): Promise<number[]> {
  // Run in the page: the cells in the board's order, row by row.
  const squares = await page.locator('[data-testid^="queen-cell-"]').evaluateAll((cs) => cs.map((c) => (c as unknown as { hasAttribute(a: string): boolean }).hasAttribute('data-queen')));
  return Array.from({ length: n }, (_, r) => squares.slice(r * n, (r + 1) * n).indexOf(true));
}

/** The `data-choice` of every button of the list. */
async function listed(page: Page): Promise<string[]> {
  return page.getByTestId('exercise-choices').locator('button').evaluateAll((bs) => bs.map((b) => (b as unknown as { getAttribute(a: string): string }).getAttribute('data-choice')));
}

/** A click that answers nothing: the puzzle, the question and the score stay as they are. */
async function clickChangesNothing(page: Page, target: Locator, board: () => Promise<unknown>): Promise<void> {
  const was = await board();
  const before = await asked(page);
  const ask = await prompt(page).getAttribute('data-ask');
  await expect(target).toHaveAttribute('data-answer', 'off');
  await target.click();
  for (const key of ['Enter', 'Backspace', '5']) await page.keyboard.press(key);
  expect(await board()).toEqual(was);
  await expect(prompt(page)).toHaveAttribute('data-ask', ask!);
  expect(await asked(page)).toBe(before);
}

test.use({ viewport: { width: 1280, height: 720 } });

test('6-queens: which row, which column and what forward checking removes, answered on the board, the graph and the domain view', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await openQueens(page, 6);
  await views(page);
  await algorithm(page, { inference: 'fc', variable: 'static', value: 'lex' });
  await exerciseAsking(page, ['variable', 'value', 'prune']);
  const drawn = await history(page);
  await page.getByTestId('solve').click();

  await test.step('which row: any square of row 2 answers "row 2" (wrong: the static order takes row 1)', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'variable');
    await expect(page.getByTestId('queen-cell-1-3')).toHaveAttribute('data-answer', 'choice');
    await expect(page.getByTestId('exercise-board-hint')).toContainText('dashed outline');
    await page.screenshot({ path: `${SHOTS}/exercise-board-queens-variable.png` });
    expect(await sameAsList(page, 'variable', () => page.getByTestId('queen-cell-1-3').click(), 'row 2')).toBe('wrong');
  });

  await test.step('which column of row 1: the square in column 3 (wrong: lex takes column 1); other rows answer nothing', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
    await expect(page.getByTestId('queen-cell-0-2')).toHaveAttribute('data-answer', 'choice');
    await clickChangesNothing(page, page.getByTestId('queen-cell-3-3'), () => queens(page, 6));
    expect(await sameAsList(page, 'value', () => page.getByTestId('queen-cell-0-2').click(), 'column 3')).toBe('wrong');
  });

  await test.step('what forward checking removes after row 1 = column 1: squares marked on the board are the list\'s marks', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'prune');
    expect(await queens(page, 6)).toEqual([0, -1, -1, -1, -1, -1]);
    // The queen's own square is no answer, and a click on it takes nothing away.
    await clickChangesNothing(page, page.getByTestId('queen-cell-0-0'), () => queens(page, 6));
    const marks = async () => {
      for (const [r, c] of [[1, 0], [1, 1], [2, 3]]) await page.getByTestId(`queen-cell-${r}-${c}`).click();
      // A toggle taken back.
      await page.getByTestId('queen-cell-4-4').click();
      await expect(page.getByTestId('queen-cell-4-4')).toHaveAttribute('data-answer', 'marked');
      await expect(choice(page, 'row 5 = column 5')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('queen-cell-4-4').click();
      await expect(page.getByTestId('queen-cell-4-4')).toHaveAttribute('data-answer', 'choice');
      await page.screenshot({ path: `${SHOTS}/exercise-board-queens-prune.png` });
    };
    expect(await sameAsList(page, 'prune', marks, ['row 2 = column 1', 'row 2 = column 2', 'row 3 = column 4'])).toBe('wrong');
    // The drawn board is the user's: no exercise click edited it (its history is as before the exercise).
    expect(await history(page)).toBe(drawn);
    await views(page);
  });

  await test.step('in the Graph view: a node answers which row; in the domain view: a value answers which column', async () => {
    await page.getByTestId('solve').click();
    await expect(prompt(page)).toHaveAttribute('data-ask', 'variable');
    await expect(page.getByTestId('answer-ring-2')).toHaveAttribute('data-answer', 'choice');
    expect(await sameAsList(page, 'variable', () => page.getByTestId('graph-node-0').click(), 'row 1')).toBe('right');
    await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
    // The domain view shows the row asked, its columns to click.
    await expect(page.getByTestId('domain-variable')).toHaveValue('0');
    await expect(page.getByTestId('domain-answer')).toHaveCount(6);
    await page.screenshot({ path: `${SHOTS}/exercise-board-domain-value.png` });
    expect(await sameAsList(page, 'value', () => page.getByTestId('domain-answer').filter({ hasText: 'column 4' }).click(), 'column 4')).toBe('wrong');
    await expect(prompt(page)).toHaveAttribute('data-ask', 'prune');
    // Marks in the domain view: row 2's columns attacked by the queen in row 1, column 1.
    const marks = async () => {
      await page.getByTestId('domain-asked-variable').filter({ hasText: 'row 2' }).click();
      await page.getByTestId('domain-answer').filter({ hasText: 'column 1' }).click();
      await page.getByTestId('domain-answer').filter({ hasText: 'column 2' }).click();
      await expect(page.getByTestId('queen-cell-1-1')).toHaveAttribute('data-answer', 'marked');
    };
    expect(await sameAsList(page, 'prune', marks, ['row 2 = column 1', 'row 2 = column 2'])).toBe('wrong');
  });
});

test('4-queens: a cycle cutset and arcs on the Graph view, an arc\'s marks on the board, and where to go back', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await openQueens(page, 4);
  await views(page);
  await algorithm(page, { inference: 'none', variable: 'static', value: 'lex' });
  await exerciseAsking(page, ['cutset', 'arc']);
  await page.getByTestId('solve').click();

  await test.step('a cycle cutset: two rows toggled on the graph (every two rows attack each other)', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'cutset');
    const marks = async () => {
      await page.getByTestId('graph-node-0').click();
      await page.getByTestId('graph-node-1').click();
      await expect(page.getByTestId('answer-ring-1')).toHaveAttribute('data-answer', 'marked');
      await page.screenshot({ path: `${SHOTS}/exercise-board-queens-cutset.png` });
    };
    expect(await sameAsList(page, 'cutset', marks, ['row 1', 'row 2'])).toBe('right');
  });

  await test.step('the next arc: the spoke from row 2 to the columns\' constraint is "row 2 → queens: different columns"', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'arc');
    await expect(page.getByTestId('exercise-board-hint')).toContainText('half of an edge');
    // The model's constraints are global (columns, diagonals): each arc is a row's spoke to a constraint's square.
    const arc = page.getByTestId('constraint-graph').locator('[data-testid="graph-arc"][data-choice="row 2 → queens: different columns"]');
    await page.screenshot({ path: `${SHOTS}/exercise-board-queens-arcs.png` });
    expect(await sameAsList(page, 'arc', () => arc.locator('line').first().dispatchEvent('click'), 'row 2 → queens: different columns')).toBe('right');
  });

  await test.step('its revision: row 2\'s squares marked on the board', async () => {
    await expect(prompt(page)).toContainText('row 2 → queens: different columns');
    await expect(page.getByTestId('queen-cell-2-0')).toHaveAttribute('data-answer', 'off');
    expect(await sameAsList(page, 'arc', () => page.getByTestId('queen-cell-1-0').click(), ['row 2 = column 1'])).toBe('wrong');
  });

  await test.step('in the Arcs view, the queue is a list of arcs to click', async () => {
    await page.getByTestId('layout-slot-1').selectOption('arcs');
    await expect(prompt(page)).toHaveAttribute('data-ask', 'arc');
    const first = page.getByTestId('arc-queue-pick').first();
    const name = (await first.getAttribute('data-choice'))!;
    expect(await sameAsList(page, 'arc', () => first.click(), name)).toBe('right');
  });

  await test.step('where to go back: a square of the row placed last', async () => {
    await exerciseAsking(page, ['backtrack']);
    await page.getByTestId('solve').click();
    await expect(prompt(page)).toHaveAttribute('data-ask', 'backtrack');
    const board = await queens(page, 4);
    const placed = board.flatMap((c, r) => (c >= 0 ? [r] : []));
    const last = Math.max(...placed);
    // An empty row answers nothing.
    const empty = board.findIndex((c) => c < 0);
    await clickChangesNothing(page, page.getByTestId(`queen-cell-${empty}-0`), () => queens(page, 4));
    expect(await sameAsList(page, 'backtrack', () => page.getByTestId(`queen-cell-${last}-3`).click(), `row ${last + 1}`)).toBe('right');
    await expect(prompt(page)).toHaveAttribute('data-ask', 'backtrack');
    const now = await queens(page, 4);
    const rows = now.flatMap((c, r) => (c >= 0 ? [r] : []));
    if (rows.length > 1) expect(await sameAsList(page, 'backtrack', () => page.getByTestId(`queen-cell-${Math.min(...rows)}-0`).click(), `row ${Math.min(...rows) + 1}`)).toBe('wrong');
  });
});

test('min-conflicts by hand on 6-queens and on the queens model: the conflicted variable, then its value, on the board and the domain view', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await openQueens(page, 6);
  await views(page);
  await algorithm(page, { search: 'min-conflicts' });
  await exerciseAsking(page, ['repair']);
  await page.getByTestId('solve').click();

  await test.step('6-queens: a square of a conflicted queen\'s row, then a square of that row', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'repair');
    const row = page.locator('[data-testid^="queen-cell-"][data-answer="choice"]').first();
    const id = (await row.getAttribute('data-testid'))!;
    const r = Number(id.split('-')[2]);
    await sameAsList(page, 'repair', () => row.click(), `row ${r + 1}`);
    // The row to repair: the one chosen, or after a wrong choice the algorithm's.
    await expect(prompt(page)).toContainText('Which value of row');
    const moved = Number((await prompt(page).textContent())!.match(/row (\d+)/)![1]) - 1;
    await page.screenshot({ path: `${SHOTS}/exercise-board-queens-repair.png` });
    await expect(page.getByTestId(`queen-cell-${(moved + 1) % 6}-0`)).toHaveAttribute('data-answer', 'off');
    await sameAsList(page, 'repair', () => page.getByTestId(`queen-cell-${moved}-2`).click(), 'column 3');
  });

  await test.step('the queens model (a MiniZinc model: its board is its graph): a node, then a value in the domain view', async () => {
    await openModel(page, '../models/queens.mzn');
    await algorithm(page, { search: 'min-conflicts' });
    await page.getByTestId('solve').click();
    await expect(prompt(page)).toHaveAttribute('data-ask', 'repair');
    const node = page.locator('[data-testid^="model-node-"][data-answer="choice"]').first();
    const name = (await node.getAttribute('data-name'))!;
    await sameAsList(page, 'repair', () => node.click(), name);
    await expect(page.getByTestId('domain-answer').first()).toBeVisible();
    const value = (await page.getByTestId('domain-answer').first().getAttribute('data-choice'))!;
    await sameAsList(page, 'repair', () => page.getByTestId('domain-answer').first().click(), value);
  });
});

test('Australia: the variable on the map and in the Graph view, its colour and the colours forward checking removes in the domain view, arcs and a cutset on the map', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await views(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['variable', 'value', 'prune']);
  await page.getByTestId('solve').click();
  const node = (name: string) => page.locator(`[data-testid^="model-node-"][data-name="${name}"]`);

  await test.step('which region: SA on the map (all have 3 colours: right)', async () => {
    await expect(page.locator('[data-testid^="model-node-"][data-name="sa"]')).toHaveAttribute('data-answer', 'choice');
    await page.screenshot({ path: `${SHOTS}/exercise-board-australia-variable.png` });
    expect(await sameAsList(page, 'variable', () => node('sa').click(), 'sa')).toBe('right');
  });

  await test.step('its colour in the domain view: green (wrong: lex takes red)', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
    expect(await sameAsList(page, 'value', () => page.getByTestId('domain-answer').filter({ hasText: 'green' }).click(), 'green')).toBe('wrong');
  });

  await test.step('what forward checking removes after sa = red: marked in the domain view, region by region', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'prune');
    await expect(prompt(page)).toContainText('sa = red');
    const marks = async () => {
      for (const region of ['wa', 'nt']) {
        await page.getByTestId('domain-asked-variable').filter({ hasText: new RegExp(`^${region}$`) }).click();
        await page.getByTestId('domain-answer').filter({ hasText: 'red' }).click();
      }
      await page.screenshot({ path: `${SHOTS}/exercise-board-australia-prune.png` });
    };
    expect(await sameAsList(page, 'prune', marks, ['wa = red', 'nt = red'])).toBe('wrong');
  });

  await test.step('the next region in the Graph view: one with 2 colours left', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'variable');
    const wa = page.locator('[data-testid^="graph-node-"]').filter({ hasText: /^wa/ });
    expect(await sameAsList(page, 'variable', () => wa.first().click(), 'wa')).toBe('right');
  });

  await test.step('arc consistency by hand: an arc on the map, then its marks in the domain view', async () => {
    await exerciseAsking(page, ['arc']);
    await page.getByTestId('solve').click();
    await expect(prompt(page)).toHaveAttribute('data-ask', 'arc');
    const arc = page.getByTestId('model-graph').locator('[data-testid="graph-arc"][data-choice="sa → wa"] line').first();
    await page.screenshot({ path: `${SHOTS}/exercise-board-australia-arcs.png` });
    expect(await sameAsList(page, 'arc', () => arc.dispatchEvent('click'), 'sa → wa')).toBe('right');
    await expect(prompt(page)).toContainText('Revise sa → wa');
    expect(await sameAsList(page, 'arc', () => page.getByTestId('domain-answer').filter({ hasText: 'red' }).click(), ['sa = red'])).toBe('wrong');
  });

  await test.step('a cycle cutset on the map: SA alone', async () => {
    await exerciseAsking(page, ['cutset']);
    await page.getByTestId('solve').click();
    await expect(prompt(page)).toHaveAttribute('data-ask', 'cutset');
    expect(await sameAsList(page, 'cutset', () => node('sa').click(), ['sa'])).toBe('right');
  });
});

test('a Sudoku: the cell clicked, its digit typed in it; a crossword: where to go back, on a clue and on a cell', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await views(page);
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['variable', 'value']);
  await page.getByTestId('solve').click();
  const cells = () => page.locator('[data-testid^="cell-"]').allTextContents();

  await test.step('the cell: a cell with the fewest digits left, clicked on the board', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'variable');
    const cell = page.locator('[data-testid^="cell-"][data-answer="choice"]').first();
    const [r, c] = (await cell.getAttribute('data-testid'))!.split('-').slice(1).map(Number);
    await page.screenshot({ path: `${SHOTS}/exercise-board-sudoku-variable.png` });
    await sameAsList(page, 'variable', () => cell.click(), `r${r! + 1}c${c! + 1}`);
  });

  await test.step('its digit, typed in the cell asked', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
    const asked = page.locator('[data-testid^="cell-"][data-answer="choice"]');
    await expect(asked).toHaveCount(1);
    await expect(page.getByTestId('exercise-board-hint')).toContainText('type the digit');
    // Another cell answers nothing, and no key typed in it changes the board.
    await clickChangesNothing(page, page.locator('[data-testid^="cell-"][data-answer="off"]').first(), cells);
    const digits = await listed(page);
    const last = digits[digits.length - 1]!;
    expect(await sameAsList(page, 'value', async () => {
      await asked.click();
      await page.keyboard.press(last);
    }, last)).toBe(digits.length > 1 ? 'wrong' : 'right');
  });

  await test.step('a crossword where backjumping pays: where to go back, on a clue of the clue list and on a cell', async () => {
    await page.getByTestId('exercise').uncheck();
    await page.getByTestId('lesson').click();
    await page.getByTestId('exercise-ready-pick').selectOption('backjump-crossword');
    await expect(prompt(page)).toHaveAttribute('data-ask', 'backtrack', { timeout: 60_000 });
    // The clue list, where the layout shows it.
    const clue = page.locator('[data-testid^="clue-entry-"][data-answer="choice"]').first();
    if (await clue.isVisible()) {
      const slot = (await clue.getAttribute('data-testid'))!.replace('clue-entry-', '');
      await sameAsList(page, 'backtrack', () => clue.click(), slot);
    }
    await expect(prompt(page)).toHaveAttribute('data-ask', 'backtrack');
    const cell = page.locator('[data-testid^="cell-"][data-answer="choice"]').first();
    const before = await listed(page);
    await page.screenshot({ path: `${SHOTS}/exercise-board-crossword-backtrack.png` });
    const chose = async () => {
      const slot = (await page.getByTestId('exercise-verdict').textContent())!.match(/you chose ([^.;]+)\./)?.[1] ?? '';
      expect(before).toContain(slot);
      return slot;
    };
    await sameAsList(page, 'backtrack', () => cell.click(), chose);
  });
});

test('the answers outlined in the normal layout and on a phone: a square clicked answers there too', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await openQueens(page, 6);
  await algorithm(page, { inference: 'fc', variable: 'static', value: 'lex' });
  await exerciseAsking(page, ['variable', 'value', 'prune']);
  await teachingLayout(page, false);
  await page.getByTestId('solve').click();
  await expect(prompt(page)).toHaveAttribute('data-ask', 'variable');
  await expect(page.getByTestId('queen-cell-2-2')).toHaveAttribute('data-answer', 'choice');
  await page.screenshot({ path: `${SHOTS}/exercise-board-normal-layout.png` });
  expect(await sameAsList(page, 'variable', () => page.getByTestId('queen-cell-0-4').click(), 'row 1')).toBe('right');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
  await page.getByTestId('queen-cell-0-0').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/exercise-board-phone.png` });
  expect(await sameAsList(page, 'value', () => page.getByTestId('queen-cell-0-0').click(), 'column 1')).toBe('right');
  await expect(prompt(page)).toHaveAttribute('data-ask', 'prune');
  await page.getByTestId('queen-cell-1-1').click();
  await expect(page.getByTestId('queen-cell-1-1')).toHaveAttribute('data-answer', 'marked');
  await page.getByTestId('queen-cell-1-1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/exercise-board-phone-prune.png` });
});
