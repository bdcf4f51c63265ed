/**
 * The tree algorithm by hand (issue 31), in the teaching layout at 1280 × 720: the ready exercise
 * on Australia without South Australia (a chain WA – NT – Q – NSW – V, and Tasmania alone) asks
 * the backward pass (which arc next, then what it removes) and the forward pass (a value agreeing
 * with the parent's); answered right and wrong, with Show me and Undo, to a coloured map checked
 * here border by border. The ready exercise "choose a cycle cutset of Australia" opens the whole
 * map and asks for a cutset.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { answer, choices, expectNoViolations, openReady, teachingLayout, TREE_BORDERS, TREE_REGIONS } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };

test.use({ viewport: { width: 1280, height: 720 } });

/** The borders left without South Australia (the sample's constraints), and its regions. */
const BORDERS = TREE_BORDERS;
const REGIONS = TREE_REGIONS;

/** The algorithm's settings in view: the teaching layout keeps them in a drawer, the normal layout shows them. */
async function openSettings(page: Page): Promise<void> {
  const details = page.getByTestId('layout-settings');
  if ((await details.count()) === 0) return;
  if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
}

/** Mark these choices (none: confirm that nothing is removed), then confirm. */
async function mark(page: Page, marked: string[]): Promise<void> {
  const asked = Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
  for (const choice of marked) {
    const button = page.getByTestId('exercise-choices').locator(`button[data-choice="${choice}"]`);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByTestId('exercise-confirm').click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(asked + 1));
}

/** The colours on the map now: region → colour ('' when not coloured). */
async function colours(page: Page): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const r of REGIONS) out[r] = (await page.locator(`[data-testid^="model-node-"][data-name="${r}"]`).getAttribute('data-value')) ?? '';
  return out;
}

test('the tree algorithm by hand on Australia without South Australia: arcs from the leaves up, values from the root down, to a coloured map', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await openReady(page, 'tree-australia');
  const prompt = page.getByTestId('exercise-prompt');
  const verdict = page.getByTestId('exercise-verdict');
  const score = page.getByTestId('exercise-score');
  await expect(prompt).toHaveAttribute('data-ask', 'tree', COMPILE);

  await test.step('the backward pass: an arc too early is wrong, the algorithm’s is made', async () => {
    // The order from wa: wa, nt, q, nsw, v, then t alone; the arcs parent → child, children last first.
    await expect(prompt).toContainText('arc 1 of 4');
    expect(await choices(page)).toEqual(['nsw → v', 'q → nsw', 'nt → q', 'wa → nt']);
    await page.screenshot({ path: `${SHOTS}/exercise-tree-pick.png` });
    await answer(page, 'wa → nt');
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('wa → nt comes too early: nt’s own arcs to q are not consistent yet');
    await expect(verdict).toContainText('Arcs that may come now: nsw → v; the algorithm’s nsw → v is made.');
  });

  await test.step('its revision: a colour marked that keeps a partner is wrong', async () => {
    await expect(prompt).toHaveAttribute('data-ask', 'tree');
    await expect(prompt).toContainText('Make nsw → v consistent');
    expect(await choices(page)).toEqual(['nsw = red', 'nsw = green', 'nsw = blue']);
    await mark(page, ['nsw = red']);
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('Revising nsw → v removes nothing.');
    await expect(verdict).toContainText('nsw = red (v = green)');
    await expect(verdict).toContainText('You marked nsw = red, which has a support and stays.');
    await page.screenshot({ path: `${SHOTS}/exercise-tree-marks.png` });
  });

  await test.step('the next arcs right, in the only order the tree allows here, to the end of the pass', async () => {
    for (const [n, arc, others] of [
      [2, 'q → nsw', ['q → nsw', 'nt → q', 'wa → nt']],
      [3, 'nt → q', ['nt → q', 'wa → nt']],
    ] as const) {
      await expect(prompt).toContainText(`arc ${n} of 4`);
      expect(await choices(page)).toEqual(others);
      await answer(page, arc);
      await expect(verdict).toHaveAttribute('data-verdict', 'right');
      await expect(verdict).toContainText('Every order that makes a child’s own arcs consistent before its arc to its parent ends with the same domains');
      await mark(page, []);
      await expect(verdict).toHaveAttribute('data-verdict', 'right');
      await expect(verdict).toContainText('You marked exactly these.');
    }
    // One arc left: no pick, its marks at once; the verdict ends the pass.
    await expect(prompt).toContainText('Make wa → nt consistent');
    await mark(page, []);
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('The backward pass is done (4 arcs)');
    await expect(score).toHaveAttribute('data-right', '5');
    await expect(score).toHaveAttribute('data-asked', '7');
  });

  await test.step('the forward pass: any value agreeing with the parent’s is right, the student’s is given', async () => {
    await expect(prompt).toHaveAttribute('data-ask', 'value');
    await expect(prompt).toContainText('Forward pass: wa is a root.');
    await answer(page, 'blue');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('The algorithm takes the first, red; you chose blue.');
    await expect(page.locator('[data-testid^="model-node-"][data-name="wa"]')).toHaveAttribute('data-value', 'blue');

    await expect(prompt).toContainText('Forward pass: wa = blue. Which value do you give nt?');
    await page.screenshot({ path: `${SHOTS}/exercise-tree-value.png` });
    await answer(page, 'blue');
    await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdict).toContainText('blue does not. The values left that agree: red and green; the algorithm’s first, red, is given.');
    await expect(page.locator('[data-testid^="model-node-"][data-name="nt"]')).toHaveAttribute('data-value', 'red');

    // Undo takes the last answer back: the same question again.
    await page.getByTestId('exercise-undo').click();
    await expect(score).toHaveAttribute('data-asked', '8');
    await expect(prompt).toContainText('Which value do you give nt?');
    await answer(page, 'green');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(prompt).toContainText('Forward pass: nt = green. Which value do you give q?');
    await answer(page, 'blue');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('The values left that agree: red and blue');

    // Show me: the algorithm's first value agreeing with q = blue.
    await expect(prompt).toContainText('Which value do you give nsw?');
    await page.getByTestId('exercise-show').click();
    await expect(verdict).toContainText('The algorithm takes the first, red.');
    await expect(score).toHaveAttribute('data-shown', '1');
    await answer(page, 'blue');
    await expect(verdict).toContainText('The algorithm takes the first, green; you chose blue.');
    await expect(prompt).toContainText('Forward pass: t is a root.');
    await answer(page, 'green');
    await expect(verdict).toContainText('t is a root without children: nothing below it must agree with it, so any of its values left (red, green, and blue) leads to a solution. The algorithm takes the first, red; you chose green.');
  });

  await test.step('the end: the map coloured as answered, every border two colours; the report', async () => {
    const map = await colours(page);
    expect(map).toEqual({ wa: 'blue', nt: 'green', q: 'blue', nsw: 'red', v: 'blue', t: 'green' });
    for (const [a, b] of BORDERS) expect(map[a], `${a} – ${b}`).not.toBe(map[b]);
    await expect(page.getByTestId('exercise-report')).toBeVisible();
    await expect(page.getByTestId('exercise-report-entry')).toHaveCount(13);
    await expect(score).toHaveAttribute('data-right', '10');
    await expect(score).toHaveAttribute('data-asked', '13');
    // The step sentence of v's colour says it was the student's, not the algorithm's first.
    await page.getByTestId('step-back').click();
    await page.getByTestId('step-back').click();
    await expect(page.getByTestId('event')).toContainText('v = blue: your choice among the values left of v that agree with its parent, nsw = red; the algorithm would take the first, green.');
    await page.screenshot({ path: `${SHOTS}/exercise-tree-end.png` });
  });
});

test('the two ready exercises open what they say: the tree algorithm without South Australia (kept over a reload), a cycle cutset of Australia', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  const prompt = page.getByTestId('exercise-prompt');

  await openReady(page, 'tree-australia');
  await expect(prompt).toHaveAttribute('data-ask', 'tree', COMPILE);
  await expect(page.getByTestId('puzzle-kind')).toHaveValue('model');
  await expect(page.locator('[data-testid^="model-node-"]')).toHaveCount(6);
  await expect(page.locator('[data-testid^="model-node-"][data-name="sa"]')).toHaveCount(0);
  await expect(page.getByTestId('exercise')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-tree')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-value')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-cutset')).not.toBeChecked();
  await openSettings(page);
  await expect(page.getByTestId('algorithm-search')).toHaveValue('tree');
  await expectNoViolations(page, 'tree pick');

  // Two answers, then a reload: the exercise comes back at the same question with the same score.
  await answer(page, 'nsw → v');
  await expect(prompt).toContainText('Make nsw → v consistent');
  await expectNoViolations(page, 'tree marks');
  await mark(page, ['nsw = blue']);
  await expect(prompt).toContainText('arc 2 of 4');
  await page.reload();
  await expect(prompt).toHaveAttribute('data-ask', 'tree', COMPILE);
  await expect(prompt).toContainText('arc 2 of 4');
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '2');
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-right', '1');
  expect(await choices(page)).toEqual(['q → nsw', 'nt → q', 'wa → nt']);

  await openReady(page, 'cutset-australia');
  await expect(prompt).toHaveAttribute('data-ask', 'cutset', COMPILE);
  await expect(page.locator('[data-testid^="model-node-"]')).toHaveCount(7);
  await expect(page.getByTestId('exercise-ask-cutset')).toBeChecked();
  await expect(page.getByTestId('exercise-ask-tree')).not.toBeChecked();
  await openSettings(page);
  await expect(page.getByTestId('algorithm-search')).toHaveValue('backtracking');
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '0');
  await page.screenshot({ path: `${SHOTS}/exercise-tree-ready-cutset.png` });
  // South Australia alone leaves a forest: the smallest cutset.
  await mark(page, ['sa']);
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
  await expect(page.getByTestId('exercise-verdict')).toContainText('No cycle cutset is smaller: yours has 1 variable, the fewest.');
});

test('a teacher shares the tree exercise by link: a student in a fresh browser lands at its first arc, the tree algorithm chosen', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await openReady(page, 'tree-australia');
  await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'tree', COMPILE);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-exercise')).toContainText('This link opens the exercise');
  const url = await page.getByTestId('share-url').inputValue();
  const fresh = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const student = await fresh.newPage();
    await student.goto(url);
    await expect(student.getByTestId('share-notice')).toContainText('This link is an exercise');
    await expect(student.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'tree', COMPILE);
    await expect(student.getByTestId('exercise-prompt')).toContainText('arc 1 of 4');
    await expect(student.getByTestId('exercise-ask-tree')).toBeChecked();
    await expect(student.getByTestId('exercise-ask-value')).toBeChecked();
    expect(await choices(student)).toEqual(['nsw → v', 'q → nsw', 'nt → q', 'wa → nt']);
    await answer(student, 'nsw → v');
    await expect(student.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
    await openSettings(student);
    await expect(student.getByTestId('algorithm-search')).toHaveValue('tree');
  } finally {
    await fresh.close();
  }
});
