/**
 * Exercise mode (issue 31), as a student meets it in the teaching layout at 1280 × 720: the
 * student turns Exercise on beside Solve, chooses what is asked, presses Solve and makes the
 * search's moves; each answer gets a verdict whose sentence names the numbers, checked here
 * against the board (Australia's map, a 4-queens board, a Sudoku).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { answer, choices, expectNoViolations, teachingLayout } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };

/** Australia's borders (the sample's constraints). */
const BORDERS: [string, string][] = [
  ['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v'],
];
const REGIONS = ['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't'];

async function openSettings(page: Page): Promise<void> {
  const details = page.getByTestId('layout-settings');
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

/** Open a model sample and wait for its compilation. */
async function openModel(page: Page, file: string): Promise<void> {
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption(file);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
}

/** The colours on the map now: region → colour ('' when not coloured). */
async function colours(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const r of REGIONS) out[r] = (await page.locator(`[data-testid^="model-node-"][data-name="${r}"]`).getAttribute('data-value')) ?? '';
  return out;
}

/** Forward checking on the map: the colours left to an uncoloured region (3 minus its coloured neighbours' distinct colours). */
function left(map: Record<string, string>, region: string): number {
  const taken = new Set(BORDERS.flatMap(([a, b]) => (a === region && map[b] ? [map[b]] : b === region && map[a] ? [map[a]] : [])));
  return 3 - taken.size;
}

/** Set the algorithm in the settings drawer. */
async function algorithm(page: Page, a: { inference: string; variable: string; value: string; backjump?: boolean; solutions?: 'first' | 'all' }): Promise<void> {
  await openSettings(page);
  await page.getByTestId('algorithm-search').selectOption('backtracking');
  await page.getByTestId('algorithm-inference').selectOption(a.inference);
  await page.getByTestId('algorithm-variable-order').selectOption(a.variable);
  await page.getByTestId('algorithm-value-order').selectOption(a.value);
  await page.getByTestId('algorithm-ac3').setChecked(false);
  await page.getByTestId('algorithm-backjump').setChecked(a.backjump ?? false);
  await page.getByTestId('algorithm-solutions').selectOption(a.solutions ?? 'first');
}

/** Exercise on, asking exactly `asks`. */
async function exerciseAsking(page: Page, asks: string[]): Promise<void> {
  await page.getByTestId('exercise').check();
  for (const kind of ['variable', 'value', 'prune', 'arc', 'cutset', 'backtrack', 'repair']) await page.getByTestId(`exercise-ask-${kind}`).setChecked(asks.includes(kind));
}

/** The queens on the board: per row, its column (-1: none). */
async function queens(page: Page, n: number): Promise<number[]> {
  const out: number[] = [];
  for (let r = 0; r < n; r++) {
    let column = -1;
    for (let c = 0; c < n; c++) if (await page.getByTestId(`queen-cell-${r}-${c}`).getAttribute('data-queen')) column = c;
    out.push(column);
  }
  return out;
}

test.use({ viewport: { width: 1280, height: 720 } });

test('Australia with MRV and forward checking: the student picks the variables and values, graded with the numbers', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await page.getByTestId('exercise').check();
  await expect(page.getByTestId('exercise-ask-variable')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-value')).toBeChecked();
  await page.getByTestId('solve').click();

  await test.step('the first variable: all seven have 3 colours, every one is right', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'variable');
    expect(await choices(page)).toEqual(REGIONS);
    await page.screenshot({ path: `${SHOTS}/exercise-first-question.png` });
    await answer(page, 'sa');
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId('exercise-verdict')).toContainText('MRV picks a variable with the fewest values left (3)');
  });

  await test.step('its value: in increasing order red comes first; green is wrong', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'value');
    expect(await choices(page)).toEqual(['red', 'green', 'blue']);
    await answer(page, 'green');
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'wrong');
    await expect(page.getByTestId('exercise-verdict')).toContainText('first value comes first: red; you chose green.');
    // The algorithm's own move is made: SA is red on the map.
    await expect.poll(async () => (await colours(page)).sa).toBe('red');
  });

  await test.step('the next variable: the neighbours of SA have 2 colours left, the others 3', async () => {
    const map = await colours(page);
    const open = REGIONS.filter((r) => !map[r]);
    const fewest = Math.min(...open.map((r) => left(map, r)));
    const right = open.filter((r) => left(map, r) === fewest);
    expect(fewest).toBe(2);
    expect(right).toEqual(['wa', 'nt', 'q', 'nsw', 'v']);
    await answer(page, 't');
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText(`(${fewest}): wa, nt, q, nsw, and v; you chose t, with ${left(map, 't')}.`);
    await page.screenshot({ path: `${SHOTS}/exercise-wrong-variable.png` });
  });
});

test('4-queens with chronological backtracking, then with backjumping: the student says where the search goes back', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  // The board's size is set in the normal layout's queens panel; the exercise runs in the teaching layout.
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill('4');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '4');
  await teachingLayout(page);
  await algorithm(page, { inference: 'none', variable: 'static', value: 'lex' });
  await exerciseAsking(page, ['backtrack']);
  await page.getByTestId('solve').click();

  await test.step('a dead end: the last queen placed is where chronological backtracking goes', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'backtrack');
    const board = await queens(page, 4);
    const placed = board.flatMap((c, r) => (c >= 0 ? [r] : []));
    const last = Math.max(...placed);
    // The choices: the rows with a queen, deepest first.
    expect(await choices(page)).toEqual(placed.slice().reverse().map((r) => `row ${r + 1}`));
    await expectNoViolations(page, 'backtrack question');
    await page.screenshot({ path: `${SHOTS}/exercise-backtrack-queens.png` });
    await answer(page, `row ${last + 1}`);
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId('exercise-verdict')).toContainText(`goes back to the variable assigned last: row ${last + 1}; you chose row ${last + 1}.`);
  });

  await test.step('the next dead end answered wrong: the verdict names the row the search went back to', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'backtrack');
    const board = await queens(page, 4);
    const placed = board.flatMap((c, r) => (c >= 0 ? [r] : []));
    const first = Math.min(...placed);
    const last = Math.max(...placed);
    expect(first).not.toBe(last);
    await answer(page, `row ${first + 1}`);
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'wrong');
    await expect(page.getByTestId('exercise-verdict')).toContainText(`row ${last + 1}; you chose row ${first + 1}.`);
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-right', '1');
  });

  await test.step('Undo: back one question, asked again', async () => {
    await page.getByTestId('exercise-undo').click();
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '1');
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'backtrack');
  });

  await test.step('with backjumping the verdict shows the conflict set and its deepest variable', async () => {
    await algorithm(page, { inference: 'none', variable: 'static', value: 'lex', backjump: true });
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'backtrack');
    await page.getByTestId('exercise-show').click();
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'shown');
    await expect(page.getByTestId('exercise-verdict')).toContainText('Backjumping goes back to the deepest variable of row');
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-shown', '1');
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-right', '0');
  });
});

test('a Sudoku: the student chooses the cell and the digit, and Show me answers', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lcv' });
  await exerciseAsking(page, ['variable', 'value']);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', /variable|value/);
  if ((await page.getByTestId('exercise-prompt').getAttribute('data-ask')) === 'variable') {
    const cells = await choices(page);
    await answer(page, cells[0]!);
    await expect(page.getByTestId('exercise-verdict')).toContainText('MRV picks a variable with the fewest values left');
  }
  await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'value');
  await page.getByTestId('exercise-show').click();
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'shown');
  await expect(page.getByTestId('exercise-verdict')).toContainText('LCV tries first a value of');
  await expect(page.getByTestId('exercise-verdict')).toContainText('Each value rules out:');
  await page.screenshot({ path: `${SHOTS}/exercise-sudoku-lcv.png` });
});

test('a lab session: 20 questions on Australia with MRV and forward checking, right and wrong, ending in a report checked line by line', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex', solutions: 'all' });
  await exerciseAsking(page, ['variable', 'value', 'backtrack']);
  await page.getByTestId('solve').click();
  const given: { answer: string; right: boolean | null }[] = [];
  for (let i = 0; i < 20; i++) {
    await expect(page.getByTestId('exercise-prompt')).toBeVisible();
    const options = await choices(page);
    if (i % 5 === 4) {
      await page.getByTestId('exercise-show').click();
      await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(i + 1));
      given.push({ answer: '', right: null });
      continue;
    }
    // Alternately the last choice and the first: some right, some wrong.
    const choice = i % 2 === 0 ? options[options.length - 1]! : options[0]!;
    await answer(page, choice);
    given.push({ answer: choice, right: (await page.getByTestId('exercise-verdict').getAttribute('data-verdict')) === 'right' });
  }
  const score = page.getByTestId('exercise-score');
  await expect(score).toHaveAttribute('data-asked', '20');
  await expect(score).toHaveAttribute('data-shown', '4');
  const rightCount = given.filter((g) => g.right === true).length;
  expect(rightCount).toBeGreaterThan(0);
  expect(given.filter((g) => g.right === false).length).toBeGreaterThan(0);
  await expect(score).toHaveAttribute('data-right', String(rightCount));

  const report = page.getByTestId('exercise-report');
  if ((await report.getAttribute('open')) === null) await report.locator('summary').click();
  await expect(page.getByTestId('exercise-report-entry')).toHaveCount(20);
  await page.screenshot({ path: `${SHOTS}/exercise-report.png` });
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('exercise-report-download').click()]);
  const json = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    score: { right: number; asked: number; shown: number };
    questions: { ask: string; answer: string; right: string[]; verdict: string; sentence: string }[];
  };
  expect(json.score).toEqual({ right: rightCount, asked: 20, shown: 4 });
  expect(json.questions).toHaveLength(20);
  json.questions.forEach((q, i) => {
    expect(['variable', 'value', 'backtrack']).toContain(q.ask);
    if (given[i]!.right === null) {
      expect(q.verdict).toBe('shown');
      expect(q.right).toContain(q.answer);
    } else {
      expect(q.answer).toBe(given[i]!.answer);
      expect(q.verdict).toBe(given[i]!.right ? 'right' : 'wrong');
      expect(q.right.includes(q.answer)).toBe(given[i]!.right);
    }
    // The sentence names the answer given (none when shown) and the right answers.
    if (q.verdict === 'shown') expect(q.sentence).not.toContain('you chose');
    else expect(q.sentence).toContain(`you chose ${q.answer}`);
    for (const r of q.right) expect(q.sentence).toContain(r);
  });
});

for (const puzzle of ['8-queens', 'the queens model'] as const) {
  test(`min-conflicts by hand on ${puzzle}: a conflicted variable, then a value with the fewest conflicts`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await teachingLayout(page);
    if (puzzle === 'the queens model') await openModel(page, '../models/queens.mzn');
    else await page.getByTestId('puzzle-kind').selectOption('queens');
    await openSettings(page);
    await page.getByTestId('algorithm-search').selectOption('min-conflicts');
    await page.getByTestId('algorithm-walk').selectOption('0');
    await exerciseAsking(page, ['repair']);
    await page.getByTestId('solve').click();
    const prompt = page.getByTestId('exercise-prompt');
    await expect(prompt).toHaveAttribute('data-ask', 'repair');
    await expect(prompt).toContainText('which conflicted variable');
    const all = await choices(page);
    // A wrong answer first when there is one: a variable with no conflict.
    await page.getByTestId('exercise-show').click();
    await expect(page.getByTestId('exercise-verdict')).toContainText('Min-conflicts picks any conflicted variable at random:');
    const conflicted = (await page.getByTestId('exercise-verdict').textContent())!.replace(/^.*at random: /, '').replace(/\.$/, '');
    expect(all.filter((c) => conflicted.includes(c)).length).toBeGreaterThan(0);
    await expect(prompt).toContainText('has the fewest conflicts?');
    const values = await choices(page);
    await answer(page, values[0]!);
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toContainText('Min-conflicts moves');
    await expect(verdict).toContainText('Conflicts of each value:');
    // Each value's count is in the sentence; the right ones have the fewest.
    const text = (await verdict.textContent())!;
    const counts = values.map((v) => Number(new RegExp(`${v} \\((\\d+)\\)`).exec(text)![1]));
    const fewest = Math.min(...counts);
    await expect(verdict).toHaveAttribute('data-verdict', counts[0] === fewest ? 'right' : 'wrong');
    await page.screenshot({ path: `${SHOTS}/exercise-repair-${puzzle.replaceAll(' ', '-')}.png` });
  });
}

for (const { name, viewport, teach } of [
  { name: 'normal layout at 1280 × 720', viewport: { width: 1280, height: 720 }, teach: false },
  { name: 'phone at 390 × 844', viewport: { width: 390, height: 844 }, teach: false },
]) {
  test(`the exercise in the ${name}: a question, its answers and a verdict, keyboard only`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    await page.goto('/');
    const toggle = page.getByTestId('layout-teach');
    if (!teach && (await toggle.isVisible()) && (await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
    await page.getByTestId('puzzle-kind').selectOption('queens');
    await page.getByTestId('exercise').check();
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('exercise-prompt')).toBeVisible();
    // Keyboard: the first answer is a button reached with Tab and pressed with Enter.
    const first = page.getByTestId('exercise-choices').locator('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '1');
    await expect(page.getByTestId('exercise-verdict')).toBeVisible();
    await page.getByTestId('exercise-score').scrollIntoViewIfNeeded();
    await expectNoViolations(page, name);
    await page.screenshot({ path: `${SHOTS}/exercise-${viewport.width}x${viewport.height}${teach ? '-teach' : ''}.png` });
  });
}

test('the exercise switch and what it asks are kept over a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('exercise').check();
  await page.getByTestId('exercise-ask-value').uncheck();
  await page.getByTestId('exercise-ask-backtrack').check();
  await page.reload();
  await expect(page.getByTestId('exercise')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-variable')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-value')).not.toBeChecked();
  await expect(page.getByTestId('exercise-ask-backtrack')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-repair')).not.toBeChecked();
});

test("a crossword: the first slot's words are the choices, named as the board shows them", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('crossword');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['value']);
  await page.getByTestId('solve').click();
  const prompt = page.getByTestId('exercise-prompt');
  await expect(prompt).toHaveAttribute('data-ask', 'value', { timeout: 60_000 });
  // Every choice is a word in quotes, as the step sentences show words (the slot's words are loaded), in alphabetical order.
  await expect.poll(async () => (await choices(page)).every((w) => /^“[a-z]+”$/i.test(w))).toBe(true);
  const words = await choices(page);
  expect(words.length).toBeGreaterThan(1);
  expect([...words].sort()).toEqual(words);
  await answer(page, words[1]!);
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'wrong');
  await expect(page.getByTestId('exercise-verdict')).toContainText(`first value comes first: ${words[0]}; you chose ${words[1]}.`);
  await page.screenshot({ path: `${SHOTS}/exercise-crossword.png` });
});

/** Mark these choices of a question answered by a set (each toggles), then confirm. */
async function mark(page: Page, marked: string[]): Promise<void> {
  const asked = Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
  for (const choice of marked) {
    const button = page.getByTestId('exercise-choices').locator(`button[data-choice="${choice}"]`);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByTestId('exercise-confirm').click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(asked + 1));
}

test('prune on Australia with forward checking: the student marks the colours removed, graded value by value', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'static', value: 'lex' });
  await exerciseAsking(page, ['prune']);
  await page.getByTestId('solve').click();

  await test.step('after wa = red: the choices are the neighbours\' colours; one missed, one marked that stays', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'prune');
    await expect(page.getByTestId('exercise-prompt')).toContainText('wa = red');
    expect((await colours(page)).wa).toBe('red');
    // Forward checking looks at WA's neighbours only: NT and SA, each with its three colours.
    expect(await choices(page)).toEqual(['nt = red', 'nt = green', 'nt = blue', 'sa = red', 'sa = green', 'sa = blue']);
    // A toggle taken back is not marked.
    const blue = page.getByTestId('exercise-choices').locator('button[data-choice="sa = blue"]');
    await blue.click();
    await blue.click();
    await expect(blue).toHaveAttribute('aria-pressed', 'false');
    await expectNoViolations(page, 'prune question');
    await page.screenshot({ path: `${SHOTS}/exercise-prune-australia.png` });
    await mark(page, ['nt = red', 'nt = green']);
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('removes nt = red');
    await expect(verdict).toContainText('and sa = red');
    await expect(verdict).toContainText('You missed sa = red.');
    await expect(verdict).toContainText('You marked nt = green, which stays');
    await page.screenshot({ path: `${SHOTS}/exercise-prune-verdict.png` });
  });

  await test.step('after nt = green (red is gone): sa and q lose green; marked exactly, right', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'prune');
    await expect(page.getByTestId('exercise-prompt')).toContainText('nt = green');
    const map = await colours(page);
    expect(map.nt).toBe('green');
    // SA has lost red already: its choices are green and blue; Q has all three.
    expect(await choices(page)).toEqual(['sa = green', 'sa = blue', 'q = red', 'q = green', 'q = blue']);
    await mark(page, ['sa = green', 'q = green']);
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId('exercise-verdict')).toContainText('You marked exactly these.');
  });

  await test.step('Show me marks the removals; Undo asks again', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'prune');
    await page.getByTestId('exercise-show').click();
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'shown');
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-right', '1');
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-shown', '1');
    await page.getByTestId('exercise-undo').click();
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '2');
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'prune');
  });
});

test('prune on 6-queens with forward checking, then MAC: the attacked squares, recomputed from the board', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill('6');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '6');
  await teachingLayout(page);
  const attacks = (r: number, c: number, row: number, col: number) => c === col || Math.abs(r - row) === Math.abs(c - col);
  for (const inference of ['fc', 'mac']) {
    await test.step(`${inference}: the first queen's removals`, async () => {
      await algorithm(page, { inference, variable: 'static', value: 'lex' });
      await exerciseAsking(page, ['prune']);
      await page.getByTestId('solve').click();
      await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'prune');
      const board = await queens(page, 6);
      expect(board).toEqual([0, -1, -1, -1, -1, -1]);
      const offered = await choices(page);
      // Every other row, every column: nothing was removed before the first queen.
      expect(offered).toHaveLength(5 * 6);
      // The squares the queen attacks. MAC removes no more here: no row is left with one column, so the
      // value-elimination all-different has nothing further to propagate (the property test checks MAC at large).
      const attacked = offered.filter((choice) => {
        const [, row, col] = /row (\d+) = column (\d+)/.exec(choice)!.map(Number);
        return attacks(0, 0, row! - 1, col! - 1);
      });
      expect(attacked).toHaveLength(5 + 5);
      await mark(page, attacked);
      const verdict = page.getByTestId('exercise-verdict');
      await expect(verdict).toHaveAttribute('data-verdict', 'right');
      await expect(verdict).toContainText(inference === 'fc' ? 'Forward checking after row 1 = column 1 removes' : 'MAC (AC-3 after each assignment) after row 1 = column 1 removes');
      for (const choice of attacked) await expect(verdict).toContainText(choice);
      await page.screenshot({ path: `${SHOTS}/exercise-prune-queens-${inference}.png` });
    });
  }
});

test('arc consistency by hand on Australia: any arc of the queue, the marks graded, and at the end both counts', async ({ page }) => {
  test.setTimeout(420_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['arc']);
  await page.getByTestId('solve').click();
  const prompt = page.getByTestId('exercise-prompt');
  const verdict = page.getByTestId('exercise-verdict');
  const arcs = BORDERS.flatMap(([a, b]) => [`${a} → ${b}`, `${b} → ${a}`]);

  await test.step('the queue: every arc of every border, both ways; the student picks one that is not the first', async () => {
    await expect(prompt).toHaveAttribute('data-ask', 'arc');
    const queue = await choices(page);
    expect(queue.slice().sort()).toEqual(arcs.slice().sort());
    await expectNoViolations(page, 'arc pick');
    await page.screenshot({ path: `${SHOTS}/exercise-arc-queue.png` });
    await answer(page, 'sa → wa');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText(`AC-3 takes the queue’s first, ${queue[0]}; you chose sa → wa.`);
  });

  await test.step('its revision: the student marks a colour that keeps its support', async () => {
    await expect(prompt).toHaveAttribute('data-ask', 'arc');
    await expect(prompt).toContainText('Revise sa → wa');
    expect(await choices(page)).toEqual(['sa = red', 'sa = green', 'sa = blue']);
    await mark(page, ['sa = red']);
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('Revising sa → wa removes nothing.');
    await expect(verdict).toContainText('sa = red (wa = green)');
    await expect(verdict).toContainText('You marked sa = red, which has a support and stays.');
    await page.screenshot({ path: `${SHOTS}/exercise-arc-verdict.png` });
  });

  await test.step('Show me through the rest of the queue: the end says both counts', async () => {
    let revisions = 1;
    for (;;) {
      await expect(prompt).toHaveAttribute('data-ask', 'arc');
      const marks = (await page.getByTestId('exercise-confirm').count()) > 0;
      const asked = Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
      await page.getByTestId('exercise-show').click();
      await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(asked + 1));
      if (!marks) continue;
      revisions++;
      if ((await verdict.textContent())?.includes('The queue is empty')) break;
    }
    // Nothing is removed on the map (three colours, no region given), so each arc is revised once, whatever the order.
    expect(revisions).toBe(arcs.length);
    await expect(verdict).toContainText(`The queue is empty: you made ${arcs.length} revisions; AC-3, always taking the queue’s first arc, makes ${arcs.length} from the same start.`);
    await expect(verdict).toContainText('Whatever the order, arc consistency ends with the same domains.');
    await page.screenshot({ path: `${SHOTS}/exercise-arc-end.png` });
  });
});

test('arc consistency by hand on a Sudoku: the queue of hyperarcs, a cell against one of its units, revised', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['arc']);
  await page.getByTestId('solve').click();
  const prompt = page.getByTestId('exercise-prompt');
  await expect(prompt).toHaveAttribute('data-ask', 'arc');
  const queue = await choices(page);
  // Hyperarcs: each cell against each of its units (27 units of 9 cells).
  expect(queue).toHaveLength(27 * 9);
  const first = queue[0]!;
  expect(first).toMatch(/^r\d+c\d+ → /);
  await answer(page, first);
  await expect(prompt).toContainText(`Revise ${first}`);
  await page.screenshot({ path: `${SHOTS}/exercise-arc-sudoku.png` });
  const offered = await choices(page);
  expect(offered.length).toBeGreaterThan(0);
  await page.getByTestId('exercise-show').click();
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'shown');
  await expect(page.getByTestId('exercise-verdict')).toContainText(`Revising ${first}`);
  // The next question: the queue again, one arc fewer unless the revision put some back.
  await expect(prompt).toHaveAttribute('data-ask', 'arc');
});

test('choose a cycle cutset of Australia, then of 4-queens: any forest-leaving set is right, the smallest is best', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await algorithm(page, { inference: 'fc', variable: 'mrv', value: 'lex' });
  await exerciseAsking(page, ['cutset']);
  const prompt = page.getByTestId('exercise-prompt');
  const verdict = page.getByTestId('exercise-verdict');

  await test.step('Australia: NT alone leaves a cycle through SA; SA alone leaves a forest and is the smallest', async () => {
    await page.getByTestId('solve').click();
    await expect(prompt).toHaveAttribute('data-ask', 'cutset');
    expect(await choices(page)).toEqual(REGIONS);
    await expectNoViolations(page, 'cutset question');
    await mark(page, ['nt']);
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('Without nt the cycle');
    await expect(verdict).toContainText('not a cycle cutset. The smallest cycle cutset has 1 variable: sa.');
    await page.getByTestId('exercise-undo').click();
    await expect(prompt).toHaveAttribute('data-ask', 'cutset');
    await mark(page, ['sa']);
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    // WA, NT, Q, NSW and V make a chain; T stands alone.
    await expect(verdict).toContainText('Without sa the constraint graph is a forest of 2 trees: a cycle cutset. No cycle cutset is smaller: yours has 1 variable, the fewest.');
    await page.screenshot({ path: `${SHOTS}/exercise-cutset-australia.png` });
  });

  await test.step('4-queens: every two rows attack each other, so two rows must go; three is a cutset but not the smallest', async () => {
    const toggle = page.getByTestId('layout-teach');
    await toggle.click();
    await page.getByTestId('puzzle-kind').selectOption('queens');
    await page.getByTestId('board-size').fill('4');
    await expect(page.getByTestId('board')).toHaveAttribute('data-size', '4');
    await teachingLayout(page);
    await page.getByTestId('solve').click();
    await expect(prompt).toHaveAttribute('data-ask', 'cutset');
    await mark(page, ['row 1', 'row 2', 'row 3']);
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('a cycle cutset. The smallest cycle cutset has 2 variables');
    await expect(verdict).toContainText('Any one of row 1, row 2, and row 3 could be left out of yours.');
    await page.screenshot({ path: `${SHOTS}/exercise-cutset-queens.png` });
  });
});
