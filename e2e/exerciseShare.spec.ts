/**
 * Exercises kept and handed out (issue 31), in the teaching layout at 1280 × 720: an exercise in
 * progress comes back after a reload at the same question with the same score; a teacher's shared
 * exercise link opens in a fresh browser on that exercise; a bad link says why.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/clean.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };
const ASKS = ['variable', 'value', 'backtrack', 'repair'];

/** The teaching layout, then the Australia sample compiled, MRV and forward checking, exercise mode asking `asks`. */
async function australiaExercise(page: Page, asks: string[]): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption('../models/australia.mzn');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  const drawer = page.getByTestId('layout-settings');
  if ((await drawer.getAttribute('open')) === null) await drawer.locator('summary').click();
  await page.getByTestId('algorithm-search').selectOption('backtracking');
  await page.getByTestId('algorithm-inference').selectOption('fc');
  await page.getByTestId('algorithm-variable-order').selectOption('mrv');
  await page.getByTestId('algorithm-value-order').selectOption('lex');
  await page.getByTestId('exercise').check();
  for (const kind of ASKS) await page.getByTestId(`exercise-ask-${kind}`).setChecked(asks.includes(kind));
}

/** An element's attribute, in the page (typed without the DOM library). */
type Attributed = { getAttribute(name: string): string | null };

/** What the exercise shows: the score, the question and its choices, the report's lines. */
async function shown(page: Page) {
  const score = page.getByTestId('exercise-score');
  return {
    right: await score.getAttribute('data-right'),
    asked: await score.getAttribute('data-asked'),
    ask: await page.getByTestId('exercise-prompt').getAttribute('data-ask'),
    prompt: await page.getByTestId('exercise-prompt').textContent(),
    choices: await page.getByTestId('exercise-choices').locator('button').evaluateAll((bs) => bs.map((b) => (b as unknown as Attributed).getAttribute('data-choice'))),
    report: await page.getByTestId('exercise-report-entry').evaluateAll((ls) => ls.map((e) => { const l = e as unknown as Attributed; return `${l.getAttribute('data-ask')} ${l.getAttribute('data-answer')} ${l.getAttribute('data-verdict')}`; })),
  };
}

async function answer(page: Page, choice: string): Promise<void> {
  const asked = Number(await page.getByTestId('exercise-score').getAttribute('data-asked'));
  await page.getByTestId('exercise-choices').locator(`button[data-choice="${choice}"]`).click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', String(asked + 1));
}

test.use({ viewport: { width: 1280, height: 720 } });

test('an exercise in progress comes back after a reload at the same question with the same score', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await australiaExercise(page, ['variable', 'value']);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'variable');
  await answer(page, 'sa');
  await answer(page, 'green');
  await answer(page, 't');
  await page.getByTestId('exercise-show').click();
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '4');
  const before = await shown(page);
  expect(before).toMatchObject({ right: '1', asked: '4', ask: 'variable' });
  expect(before.report.slice(0, 3)).toEqual(['variable sa right', 'value green wrong', 'variable t wrong']);
  expect(before.report[3]).toMatch(/^value \S+ shown$/);

  await page.reload();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'variable', COMPILE);
  expect(await shown(page)).toEqual(before);
  // The map shows the run up to that question: SA red (the algorithm's move after the wrong green).
  await expect(page.locator('[data-testid^="model-node-"][data-name="sa"]')).toHaveAttribute('data-value', 'red');
  await page.screenshot({ path: `${SHOTS}/exercise-after-reload.png` });

  // And it goes on from there.
  await answer(page, (before.choices[0] ?? '') as string);
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-right', '2');

  // Switched off, the exercise is over: a reload brings no exercise back.
  await page.getByTestId('exercise').uncheck();
  await page.reload();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await expect(page.getByTestId('exercise-prompt')).toHaveCount(0);
});

test('a teacher shares an exercise by link and by file; a student opening it in a fresh browser lands in it', async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await australiaExercise(page, ['variable', 'value', 'backtrack']);
  await page.getByTestId('share').click();
  await expect(page.getByTestId('share-exercise')).toContainText('This link opens the exercise');
  const url = await page.getByTestId('share-url').inputValue();
  expect(url).toMatch(/#v=1&s=[A-Za-z0-9_-]+$/);
  await page.screenshot({ path: `${SHOTS}/exercise-share-panel.png` });
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('share-exercise-file').click()]);
  expect(file.suggestedFilename()).toBe('exercise.html');
  const path = (await file.path())!;
  const html = readFileSync(path, 'utf8');
  // The file's link and its refresh lead to the same link (HTML-escaped).
  const href = url.replaceAll('&', '&amp;');
  expect(html).toContain(`<a href="${href}">Open the exercise</a>`);
  expect(html).toContain(`<meta http-equiv="refresh" content="0; url=${href}">`);

  const fresh = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const student = await fresh.newPage();
    const faults: string[] = [];
    student.on('pageerror', (e) => faults.push(e.message));
    // The student opens the link (the file's link is the same, checked above).
    await student.goto(url);
    await expect(student.getByTestId('share-notice')).toContainText('This link is an exercise');
    await expect(student.getByTestId('exercise')).toBeChecked();
    for (const kind of ASKS) await expect(student.getByTestId(`exercise-ask-${kind}`)).toBeChecked({ checked: ['variable', 'value', 'backtrack'].includes(kind) });
    await expect(student.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'variable', COMPILE);
    await expect(student.getByTestId('exercise-prompt')).toContainText('MRV');
    expect((await shown(student)).choices).toEqual(['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't']);
    await expect(student.getByTestId('exercise-score')).toHaveAttribute('data-asked', '0');
    await answer(student, 'sa');
    await expect(student.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
    await expect(student.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', 'value');
    await student.screenshot({ path: `${SHOTS}/exercise-shared-opened.png` });

    // Bad and old links: a clear message, the app goes on.
    for (const [fragment, said] of [
      ['v=1&s=AAAA', 'damaged'],
      ['v=0&s=abc', 'version'],
    ] as const) {
      await student.goto(`/#${fragment}`);
      await expect(student.getByTestId('share-notice')).toHaveAttribute('data-tone', 'error');
      await expect(student.getByTestId('share-notice')).toContainText(said === 'damaged' ? /damaged|cut short|could not be read/i : /version/i);
      await expect(student.getByTestId('solve')).toBeEnabled();
    }
    expect(faults).toEqual([]);
  } finally {
    await fresh.close();
  }
});

test('the ready exercises in the lesson’s picker open their puzzle, algorithm and questions', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) !== 'true') await toggle.click();
  for (const [id, kind, ask] of [
    ['min-conflicts-queens', 'queens', 'repair'],
    ['backjump-crossword', 'crossword', 'backtrack'],
    ['australia-fc-mrv', 'model', 'variable'],
  ] as const) {
    await page.getByTestId('lesson').click();
    await page.getByTestId('exercise-ready-pick').selectOption(id);
    await expect(page.getByTestId('exercise-prompt')).toHaveAttribute('data-ask', ask, COMPILE);
    await expect(page.getByTestId('puzzle-kind')).toHaveValue(kind);
    await expect(page.getByTestId('exercise')).toBeChecked();
    await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-asked', '0');
    await page.screenshot({ path: `${SHOTS}/exercise-ready-${id}.png` });
  }
  // Backjumping on for the crossword that pays, MRV and forward checking for the map.
  const drawer = page.getByTestId('layout-settings');
  if ((await drawer.getAttribute('open')) === null) await drawer.locator('summary').click();
  await expect(page.getByTestId('algorithm-variable-order')).toHaveValue('mrv');
  await expect(page.getByTestId('algorithm-inference')).toHaveValue('fc');
});

test('Predict in an exercise: the class’s question on the projector, big choices, the teacher clicks the majority’s answer, verdict and tally', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await australiaExercise(page, ['variable', 'value']);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('exercise-choices')).toHaveAttribute('data-size', 'normal');
  const normal = await page.getByTestId('exercise-choices').locator('button').first().boundingBox();
  // The teaching tools are a fold under the Solve strip in the teaching layout: one click opens them.
  const tools = page.getByTestId('layout-teaching');
  if ((await tools.getAttribute('open')) === null) await page.getByTestId('layout-teaching-toggle').click();
  await tools.getByLabel('Predict').check();
  await expect(page.getByTestId('exercise-choices')).toHaveAttribute('data-size', 'class');
  const big = await page.getByTestId('exercise-choices').locator('button').first().boundingBox();
  expect(big!.height).toBeGreaterThan(normal!.height * 1.3);
  await answer(page, 'sa');
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'right');
  await answer(page, 'blue');
  await expect(page.getByTestId('exercise-verdict')).toHaveAttribute('data-verdict', 'wrong');
  await expect(page.getByTestId('exercise-score')).toHaveText('The class: 1 right of 2 asked');
  await expect(page.getByTestId('exercise-score')).toHaveAttribute('data-class', 'true');
  await page.screenshot({ path: `${SHOTS}/exercise-predict-class.png` });
});
