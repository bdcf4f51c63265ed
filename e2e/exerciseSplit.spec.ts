/**
 * Domain splitting by hand (issue 31's `split` questions), as a student meets it in the teaching
 * layout at 1280 × 720: Exercise on, Split checked (the search's questions unchecked with it),
 * Solve; the student picks the variable to split and the half to try first, the app runs arc
 * consistency and grows the split tree; Undo and Show me; at the end the splits needed to reach
 * every solution beside MRV with halving's. On Australia's map (a MiniZinc model) and 4-queens.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { choices } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };
const REGIONS = ['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't'];
const SEARCH_ASKS = ['variable', 'value', 'prune', 'cutset', 'backtrack', 'repair'];

async function teachingLayout(page: Page, on = true): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  if (((await toggle.getAttribute('aria-checked')) === 'true') !== on) await toggle.click();
  if (on) await expect(page.getByTestId('teach-layout')).toBeVisible();
}

async function asked(page: Page): Promise<number> {
  return Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
}

async function answer(page: Page, choice: string): Promise<void> {
  const before = await asked(page);
  await page.getByTestId('exercise-choices').locator(`button[data-choice="${choice}"]`).click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(before + 1));
}

/** Exercise on, asking split only: checking it unchecks the search's questions. */
async function splitExercise(page: Page): Promise<void> {
  await page.getByTestId('exercise').check();
  await expect(page.getByTestId('exercise-ask-variable')).toBeChecked();
  await page.getByTestId('exercise-ask-split').check();
  for (const kind of SEARCH_ASKS) await expect(page.getByTestId(`exercise-ask-${kind}`)).not.toBeChecked();
  // Checking one of the search's questions again unchecks split, and the other way round.
  await page.getByTestId('exercise-ask-variable').check();
  await expect(page.getByTestId('exercise-ask-split')).not.toBeChecked();
  await page.getByTestId('exercise-ask-split').check();
  await expect(page.getByTestId('exercise-ask-variable')).not.toBeChecked();
}

/**
 * Show me until every leaf is decided; returns how many questions were asked in all, and the
 * splits made when the tree first showed all `solutions` solution leaves (read as it grows).
 */
async function showUntilTheEnd(page: Page, solutions: number): Promise<{ total: number; reachedAt: number }> {
  const progress = page.getByTestId('exercise-split-progress');
  let reachedAt = -1;
  for (let guard = 0; guard < 400; guard++) {
    if (reachedAt < 0 && Number(await progress.getAttribute('data-solutions')) === solutions) reachedAt = Number(await progress.getAttribute('data-splits'));
    if (!(await page.getByTestId('exercise-prompt').isVisible())) break;
    const before = await asked(page);
    await page.getByTestId('exercise-show').click();
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(before + 1));
    // The next question, or the end.
    await expect(page.getByTestId('exercise-prompt').or(page.getByTestId('exercise-split-count'))).toBeVisible();
  }
  await expect(page.getByTestId('exercise-split-count')).toBeVisible();
  return { total: await asked(page), reachedAt };
}

/**
 * The end: `solutions` solution leaves; the splits made half the questions (each split is two: the
 * variable, the half), those to every solution as the tree showed them; and `mrv` splits for MRV
 * with halving to reach every solution (the number recomputed in src/app/test/exerciseSplit.test.ts).
 */
async function expectEnd(page: Page, solutions: number, mrv: number, { total, reachedAt }: { total: number; reachedAt: number }): Promise<void> {
  const count = page.getByTestId('exercise-split-count');
  await expect(count).toHaveAttribute('data-solutions', String(solutions));
  await expect(page.locator('[data-testid="split-node"][data-status="solution"]')).toHaveCount(solutions);
  await expect(count).toHaveAttribute('data-splits-all', String(total / 2));
  await expect(count).toHaveAttribute('data-splits', String(reachedAt));
  await expect(count).toHaveAttribute('data-mrv', String(mrv));
  await expect(count).toContainText(`Splits to reach every solution (${solutions}): you needed ${reachedAt}, MRV with halving needs ${mrv}.`);
}

/** The report entries as the panel lists them. */
async function reportEntries(page: Page): Promise<{ ask: string; verdict: string; answer: string; right: string }[]> {
  return page.getByTestId('exercise-report-entry').evaluateAll((els) =>
    els.map((e) => {
      const el = e as unknown as { getAttribute(a: string): string };
      return { ask: el.getAttribute('data-ask'), verdict: el.getAttribute('data-verdict'), answer: el.getAttribute('data-answer'), right: el.getAttribute('data-right') };
    }),
  );
}

test.use({ viewport: { width: 1280, height: 720 } });

test('Australia: the student splits, the app runs arc consistency and grows the tree; Undo, Show me, and the counts at the end', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption('../models/australia.mzn');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await splitExercise(page);
  await page.getByTestId('solve').click();

  await test.step('the first split: every region has 3 colours, any may be split', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'split');
    expect(await choices(page)).toEqual(REGIONS);
    await expect(page.getByTestId('split-node')).toHaveCount(1);
    await expect(page.getByTestId('split-node').first()).toHaveAttribute('data-current', 'true');
    await answer(page, 'sa');
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    await expect(verdict).toContainText('Your move. You split sa (3 values). MRV with halving splits a variable with the fewest values above one: wa, nt, sa, q, nsw, v, and t (3 values).');
  });

  await test.step('the half: {red} or {green, blue}; arc consistency after each is said', async () => {
    await expect(page.getByTestId('exercise-prompt')).toContainText('Split sa {red, green, blue} in two halves');
    expect(await choices(page)).toEqual(['{red}', '{green, blue}']);
    await answer(page, '{green, blue}');
    const verdict = page.getByTestId('exercise-verdict');
    await expect(verdict).toHaveAttribute('data-verdict', 'right');
    // sa ∈ {green, blue} leaves its five neighbours every colour; sa = red takes red from all five.
    await expect(verdict).toContainText('sa {green, blue} first: arc consistency removes nothing, still open.');
    await expect(verdict).toContainText('Then sa {red}: arc consistency removes 5 values, leaving wa {green, blue}, nt {green, blue}, q {green, blue}, nsw {green, blue}, and v {green, blue}, still open.');
    await expect(page.getByTestId('split-node')).toHaveCount(3);
    await expect(page.locator('[data-testid="split-node"][data-current="true"]')).toContainText('sa {green, blue}');
    await expect(page.getByTestId('exercise-split-progress')).toHaveAttribute('data-splits', '1');
    await page.screenshot({ path: `${SHOTS}/exercise-split-australia.png` });
  });

  await test.step('Undo goes back one question: the half again, the tree a root', async () => {
    await page.getByTestId('exercise-undo').click();
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '1');
    await expect(page.getByTestId('exercise-prompt')).toContainText('Split sa {red, green, blue} in two halves');
    await expect(page.getByTestId('split-node')).toHaveCount(1);
    await answer(page, '{red}');
    await expect(page.locator('[data-testid="split-node"][data-current="true"]')).toContainText('sa {red}');
  });

  await test.step('Show me makes MRV’s split: a region with two colours left, its lower half first', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'split');
    // sa = red: its five neighbours have 2 colours, t has 3; MRV takes the first of those with 2.
    await page.getByTestId('exercise-show').click();
    await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'shown');
    await expect(page.getByTestId('exercise-verdict')).toContainText('wa is split');
    await expect(page.getByTestId('exercise-prompt')).toContainText('Split wa {green, blue} in two halves');
  });

  const end = await showUntilTheEnd(page, 18);
  const total = end.total;

  await test.step('the end: 18 colourings, each reached once; the splits beside MRV with halving’s', async () => {
    await expectEnd(page, 18, 17, end);
    await page.screenshot({ path: `${SHOTS}/exercise-split-australia-end.png` });
  });

  await test.step('the report: one entry per split question, MRV’s choice as the right one', async () => {
    const entries = await reportEntries(page);
    expect(entries).toHaveLength(total);
    expect(entries.every((e) => e.ask === 'split')).toBe(true);
    expect(entries[0]).toEqual({ ask: 'split', verdict: 'right', answer: 'sa', right: REGIONS.join('|') });
    expect(entries[1]).toEqual({ ask: 'split', verdict: 'right', answer: '{red}', right: '{red}' });
    const download = page.waitForEvent('download');
    await page.getByTestId('exercise-report-download').click();
    const json = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as { questions: { ask: string; answer: string; right: string[]; verdict: string; sentence: string }[] };
    expect(json.questions).toHaveLength(total);
    expect(json.questions[2]).toMatchObject({ ask: 'split', answer: 'wa', verdict: 'shown', right: ['wa', 'nt', 'q', 'nsw', 'v'] });
    expect(json.questions.every((q) => q.sentence.length > 0)).toBe(true);
  });
});

test('4-queens: split to both solutions, in the teaching and the normal layout and on a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  // The board's size is set in the normal layout's queens panel; the exercise runs in the teaching layout.
  await teachingLayout(page, false);
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill('4');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '4');
  await teachingLayout(page);
  await splitExercise(page);
  await page.getByTestId('solve').click();

  let rows: string[] = [];
  await test.step('the first split: four rows of four columns', async () => {
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'split');
    rows = await choices(page);
    expect(rows).toHaveLength(4);
    await answer(page, rows[1]!);
    // The half question comes when the run reaches it: its prompt first, then its two choices.
    await expect(page.getByTestId('exercise-prompt')).toContainText(`Split ${rows[1]!} {`);
    expect(await choices(page)).toHaveLength(2);
    await answer(page, (await choices(page))[1]!);
    await expect(page.getByTestId('split-node')).toHaveCount(3);
    await page.screenshot({ path: `${SHOTS}/exercise-split-queens.png` });
  });

  const end = await showUntilTheEnd(page, 2);

  await test.step('the end: the 2 solutions of 4-queens, one leaf each', async () => {
    await expectEnd(page, 2, 4, end);
    await page.screenshot({ path: `${SHOTS}/exercise-split-queens-end.png` });
  });

  await test.step('the normal layout and a phone show the tree and the counts too', async () => {
    await teachingLayout(page, false);
    await expect(page.getByTestId('exercise-split-count')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/exercise-split-queens-normal.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('exercise-split-tree').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('exercise-split-tree')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/exercise-split-queens-phone.png` });
  });
});
