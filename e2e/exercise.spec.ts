/**
 * Exercise mode (issue 31), as a student meets it in the teaching layout at 1280 × 720: the
 * student turns Exercise on beside Solve, chooses what is asked, presses Solve and makes the
 * search's moves; each answer gets a verdict whose sentence names the numbers, checked here
 * against the board (Australia's map, a 4-queens board, a Sudoku).
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };

/** Australia's borders (the sample's constraints). */
const BORDERS: [string, string][] = [
  ['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v'],
];
const REGIONS = ['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't'];

async function teachingLayout(page: Page): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await expect(page.getByTestId('teach-layout')).toBeVisible();
}

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

async function choices(page: Page): Promise<string[]> {
  return page.getByTestId('exercise-choices').locator('button').evaluateAll((bs) => bs.map((b) => (b as unknown as { getAttribute(a: string): string }).getAttribute('data-choice')));
}

async function answer(page: Page, choice: string): Promise<void> {
  const asked = Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
  await page.getByTestId('exercise-choices').locator(`button[data-choice="${choice}"]`).click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(asked + 1));
}

test.use({ viewport: { width: 1280, height: 720 } });

test('Australia with MRV and forward checking: the student picks the variables and values, graded with the numbers', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await openSettings(page);
  await page.getByTestId('algorithm-search').selectOption('backtracking');
  await page.getByTestId('algorithm-inference').selectOption('fc');
  await page.getByTestId('algorithm-variable-order').selectOption('mrv');
  await page.getByTestId('algorithm-value-order').selectOption('lex');
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

  await test.step('its value: alphabetical order tries red first; green is wrong', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'value');
    expect(await choices(page)).toEqual(['red', 'green', 'blue']);
    await answer(page, 'green');
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'wrong');
    await expect(page.getByTestId('exercise-verdict')).toContainText('first value first: red; you chose green.');
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
