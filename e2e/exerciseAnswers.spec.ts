/**
 * The tree algorithm by hand and domain splitting answered where the student looks (issue 31), in
 * the teaching layout at 1280 × 720: the tree algorithm's arcs parent → child clicked on the map's
 * edges, in the Graph view and in the Arcs view (with the keyboard too), the parent's values
 * marked in the domain view, the forward pass's values clicked there, to a coloured map checked
 * border by border; a split's variable clicked on the map, in the Graph view and on the N-queens
 * board, its half as one of the two halves drawn beside the variable, in the domain view, or as a
 * square of the row. Answers on the board are compared with the same answer from the list
 * (`sameAsList`: verdict, sentence and score alike); what answers nothing changes nothing.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { asked, choices, openModel, openReady, prompt, sameAsList, teachingLayout, TREE_BORDERS, TREE_REGIONS } from './fixtures/exercise.ts';

const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';
const COMPILE = { timeout: 90_000 };

test.use({ viewport: { width: 1280, height: 720 } });


/** The teaching layout's first two views: the domain view and `second`. */
async function views(page: Page, second: 'graph' | 'arcs'): Promise<void> {
  await page.getByTestId('layout-slot-0').selectOption('domains');
  await page.getByTestId('layout-slot-1').selectOption(second);
}

const node = (page: Page, name: string) => page.locator(`[data-testid^="model-node-"][data-name="${name}"]`);
const score = (page: Page) => page.getByTestId('exercise-score');
const verdict = (page: Page) => page.getByTestId('exercise-verdict');

/** The score now: right of asked. */
async function expectScore(page: Page, right: number, all: number): Promise<void> {
  await expect(score(page)).toHaveAttribute('data-asked', String(all));
  await expect(score(page)).toHaveAttribute('data-right', String(right));
}

/** A click on `what` that answers nothing: the question and the score stay as they are. */
async function answersNothing(page: Page, what: ReturnType<Page['locator']>): Promise<void> {
  const before = await asked(page);
  const text = await prompt(page).textContent();
  await expect(what).toHaveAttribute('data-answer', 'off');
  await what.click();
  await expect(prompt(page)).toHaveText(text!);
  expect(await asked(page)).toBe(before);
}

/** The normal layout (the teaching layout off). */
async function normalLayout(page: Page): Promise<void> {
  const toggle = page.getByTestId('layout-teach');
  if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
  await expect(page.getByTestId('teach-layout')).toHaveCount(0);
}

/** The Graph view's drawing (its nodes are `graph-node-*`; the model's board is `model-graph`). */
const graphView = (page: Page) => page.locator('svg').filter({ has: page.locator('[data-testid^="graph-node-"]') });

/** The variable the domain view shows, by its name on the map. */
async function expectDomainOf(page: Page, region: string): Promise<void> {
  const id = (await node(page, region).getAttribute('data-testid'))!;
  await expect(page.getByTestId('domain-variable')).toHaveValue(id.replace('model-node-', ''));
}

async function exerciseSplit(page: Page): Promise<void> {
  await page.getByTestId('exercise').check();
  await page.getByTestId('exercise-ask-split').check();
  await expect(page.getByTestId('exercise-ask-variable')).not.toBeChecked();
}

test('the tree algorithm on Australia without South Australia, answered on the map, the Graph view, the Arcs view and the domain view, to a coloured map', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await openReady(page, 'tree-australia');
  await expect(prompt(page)).toHaveAttribute('data-ask', 'tree', COMPILE);
  await views(page, 'graph');
  const map = page.getByTestId('model-graph');

  await test.step('an arc too early, clicked on the map’s edge: wrong, as from the list', async () => {
    await expect(prompt(page)).toContainText('arc 1 of 4');
    // The arcs left are drawn on the map and in the Graph view, each the list's choice; the regions answer nothing.
    const listed = await choices(page);
    expect(listed).toEqual(['nsw → v', 'q → nsw', 'nt → q', 'wa → nt']);
    const drawn = (where: ReturnType<Page['locator']>) => where.locator('[data-testid="graph-arc"]').evaluateAll((gs) => gs.map((g) => (g as unknown as { getAttribute(a: string): string }).getAttribute('data-choice')).sort());
    expect(await drawn(map)).toEqual([...listed].sort());
    expect(await drawn(graphView(page))).toEqual([...listed].sort());
    await expect(page.getByTestId('exercise-board-hint')).toContainText('parent → child');
    await answersNothing(page, node(page, 'nt'));
    await page.screenshot({ path: `${SHOTS}/exercise-answers-tree-pick.png` });
    const arc = map.locator('[data-testid="graph-arc"][data-choice="wa → nt"] line').first();
    expect(await sameAsList(page, 'tree', () => arc.dispatchEvent('click'), 'wa → nt')).toBe('wrong');
    await expect(verdict(page)).toContainText('wa → nt comes too early');
    await expectScore(page, 0, 1);
  });

  await test.step('its marks in the domain view: nsw = red marked there is marked in the list (wrong: it keeps v = green)', async () => {
    await expect(prompt(page)).toContainText('Make nsw → v consistent');
    // The domain view shows the parent, its values to mark.
    await expectDomainOf(page, 'nsw');
    await expect(page.getByTestId('domain-answer')).toHaveCount(3);
    const marks = async () => {
      await page.getByTestId('domain-answer').filter({ hasText: 'red' }).click();
      await expect(page.getByTestId('domain-answer').filter({ hasText: 'red' })).toHaveAttribute('aria-pressed', 'true');
      await page.screenshot({ path: `${SHOTS}/exercise-answers-tree-marks.png` });
    };
    expect(await sameAsList(page, 'tree', marks, ['nsw = red'])).toBe('wrong');
    await expect(verdict(page)).toContainText('You marked nsw = red, which has a support and stays.');
    await expectScore(page, 0, 2);
  });

  await test.step('the next arc in the Graph view, with the keyboard: right; nothing to mark: right', async () => {
    await expect(prompt(page)).toContainText('arc 2 of 4');
    const arc = graphView(page).locator('[data-testid="graph-arc"][data-choice="q → nsw"]');
    await expect(arc).toHaveAttribute('aria-label', 'q → nsw');
    await arc.focus();
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'right');
    await expect(page.getByTestId('domain-answer')).toHaveCount(3);
    await page.getByTestId('exercise-confirm').click();
    await expectScore(page, 2, 4);
  });

  await test.step('the next arc in the Arcs view, with the keyboard; the last arc’s marks confirmed: the backward pass done', async () => {
    await views(page, 'arcs');
    await expect(page.getByTestId('arc-queue-picks')).toContainText('The arcs still to make consistent');
    const picks = page.getByTestId('arc-queue-pick');
    expect(await picks.evaluateAll((bs) => bs.map((b) => (b as unknown as { getAttribute(a: string): string }).getAttribute('data-choice')))).toEqual(await choices(page));
    await picks.filter({ hasText: 'nt → q' }).focus();
    await page.keyboard.press('Enter');
    await expect(verdict(page)).toHaveAttribute('data-verdict', 'right');
    await page.getByTestId('exercise-confirm').click();
    await expect(prompt(page)).toContainText('Make wa → nt consistent');
    await page.getByTestId('exercise-confirm').click();
    await expect(verdict(page)).toContainText('The backward pass is done (4 arcs)');
    await expectScore(page, 5, 7);
  });

  await test.step('the forward pass in the domain view: right and wrong values, the map coloured as answered', async () => {
    await views(page, 'graph');
    for (const [region, colour, said, right] of [
      ['wa', 'blue', 'wa', 'right'],
      ['nt', 'blue', 'nt', 'wrong'],
      ['q', 'green', 'q', 'right'],
      ['nsw', 'red', 'nsw', 'right'],
      ['v', 'blue', 'v', 'right'],
      ['t', 'green', 't', 'right'],
    ] as const) {
      await expect(prompt(page)).toHaveAttribute('data-ask', 'value');
      await expect(prompt(page)).toContainText(said);
      await expectDomainOf(page, region);
      if (region === 'wa') await page.screenshot({ path: `${SHOTS}/exercise-answers-tree-value.png` });
      expect(await sameAsList(page, 'value', () => page.getByTestId('domain-answer').filter({ hasText: colour }).click(), colour)).toBe(right);
    }
    const colours: Record<string, string> = {};
    for (const r of TREE_REGIONS) colours[r] = (await node(page, r).getAttribute('data-value')) ?? '';
    // nt = blue was wrong: the algorithm's first value agreeing with wa = blue, red, is given.
    expect(colours).toEqual({ wa: 'blue', nt: 'red', q: 'green', nsw: 'red', v: 'blue', t: 'green' });
    for (const [a, b] of TREE_BORDERS) expect(colours[a], `${a} – ${b}`).not.toBe(colours[b]);
    await expect(page.getByTestId('exercise-report')).toBeVisible();
    await expectScore(page, 10, 13);
    await page.screenshot({ path: `${SHOTS}/exercise-answers-tree-end.png` });
  });
});

test('splitting Australia on the map, in the Graph view and the domain view: the variable clicked, the half beside it or in the domain view', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  await teachingLayout(page);
  await openModel(page, '../models/australia.mzn');
  await views(page, 'graph');
  await exerciseSplit(page);
  await page.getByTestId('solve').click();

  await test.step('sa clicked on the map answers "sa", as from the list', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'split');
    await expect(node(page, 'sa')).toHaveAttribute('data-answer', 'choice');
    expect(await sameAsList(page, 'split', () => node(page, 'sa').click(), 'sa')).toBe('right');
    await expect(verdict(page)).toContainText('You split sa (3 values).');
  });

  await test.step('the half: the two halves beside sa on the map; {green, blue} clicked there, as from the list', async () => {
    await expect(prompt(page)).toContainText('Split sa {red, green, blue} in two halves');
    const halves = page.getByTestId('model-graph').getByTestId('graph-half');
    await expect(halves).toHaveCount(2);
    expect(await halves.evaluateAll((gs) => gs.map((g) => (g as unknown as { getAttribute(a: string): string }).getAttribute('data-choice')))).toEqual(await choices(page));
    await expect(halves.nth(1)).toHaveAttribute('aria-label', 'sa: try {green, blue} first');
    // The domain view shows sa's halves too; the regions answer nothing now.
    await expect(page.getByTestId('domain-half')).toHaveText(['{red}', '{green, blue}']);
    await expect(page.getByTestId('exercise-board-hint')).toContainText('two halves drawn beside the variable');
    await answersNothing(page, node(page, 'wa'));
    await page.screenshot({ path: `${SHOTS}/exercise-answers-split-half.png` });
    expect(await sameAsList(page, 'split', () => halves.nth(1).click(), '{green, blue}')).toBe('right');
    await expect(verdict(page)).toContainText('sa {green, blue} first: arc consistency removes nothing, still open.');
    await expect(page.locator('[data-testid="split-node"][data-current="true"]')).toContainText('sa {green, blue}');
  });

  await test.step('Undo; {red} in the domain view; the next variable in the Graph view; sa, one colour left, answers nothing', async () => {
    await page.getByTestId('exercise-undo').click();
    await expect(prompt(page)).toContainText('Split sa {red, green, blue} in two halves');
    const before = await asked(page);
    await page.getByTestId('domain-half').filter({ hasText: '{red}' }).click();
    await expect(score(page)).toHaveAttribute('data-asked', String(before + 1));
    await expect(page.locator('[data-testid="split-node"][data-current="true"]')).toContainText('sa {red}');
    await expect(prompt(page)).toContainText('which variable do you split?');
    expect(await choices(page)).toEqual(['wa', 'nt', 'q', 'nsw', 'v', 't']);
    await answersNothing(page, node(page, 'sa'));
    const wa = page.locator('[data-testid^="graph-node-"]').filter({ hasText: /^wa/ }).first();
    expect(await sameAsList(page, 'split', () => wa.click(), 'wa')).toBe('right');
    await expect(verdict(page)).toContainText('You split wa (2 values).');
  });

  await test.step('wa’s halves with the keyboard in the Graph view', async () => {
    await expect(prompt(page)).toContainText('Split wa {green, blue} in two halves');
    const before = await asked(page);
    const half = graphView(page).locator('[data-testid="graph-half"][data-choice="{blue}"]');
    await half.focus();
    await page.keyboard.press('Enter');
    await expect(score(page)).toHaveAttribute('data-asked', String(before + 1));
    await expect(verdict(page)).toContainText('wa {blue} first');
    await expectScore(page, 4, 4);
  });
});

test('splitting 4-queens on the board: a square of a row splits the row, a square of the row split its half; the normal layout and a phone', async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto('/');
  // The board's size is set in the normal layout's queens panel; the exercise runs in the teaching layout.
  await normalLayout(page);
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('board-size').fill('4');
  await expect(page.getByTestId('board')).toHaveAttribute('data-size', '4');
  await teachingLayout(page);
  await views(page, 'graph');
  await exerciseSplit(page);
  await page.getByTestId('solve').click();

  await test.step('a square of row 2 answers "row 2", as from the list', async () => {
    await expect(prompt(page)).toHaveAttribute('data-ask', 'split');
    expect(await choices(page)).toEqual(['row 1', 'row 2', 'row 3', 'row 4']);
    await expect(page.getByTestId('queen-cell-1-2')).toHaveAttribute('data-answer', 'choice');
    expect(await sameAsList(page, 'split', () => page.getByTestId('queen-cell-1-2').click(), 'row 2')).toBe('right');
  });

  await test.step('its half: a square of row 2 in column 4 answers the upper half; another row’s square nothing', async () => {
    await expect(prompt(page)).toContainText('Split row 2 {');
    const halves = await choices(page);
    expect(halves).toHaveLength(2);
    expect(halves[1]).toContain('column 4');
    await expect(page.getByTestId('queen-cell-1-0')).toHaveAttribute('data-answer', 'choice');
    // The two halves drawn apart: each square of the row names the half its column is in, as the list does.
    for (let c = 0; c < 4; c++) {
      const half = halves.findIndex((h) => h.includes(`column ${c + 1}`));
      await expect(page.getByTestId(`queen-cell-1-${c}`)).toHaveAttribute('data-half', String(half));
    }
    await expect(page.getByTestId('queen-cell-2-0')).not.toHaveAttribute('data-half');
    await answersNothing(page, page.getByTestId('queen-cell-2-3'));
    await page.screenshot({ path: `${SHOTS}/exercise-answers-split-queens.png` });
    expect(await sameAsList(page, 'split', () => page.getByTestId('queen-cell-1-3').click(), halves[1]!)).toBe('right');
    await expect(page.locator('[data-testid="split-node"][data-current="true"]')).toContainText(`row 2 ${halves[1]!}`);
    await expectScore(page, 2, 2);
  });

  await test.step('the normal layout and a phone: the squares still answer', async () => {
    await normalLayout(page);
    await expect(prompt(page)).toHaveAttribute('data-ask', 'split');
    const listed = await choices(page);
    const row = listed[0]!;
    const r = Number(row.replace('row ', '')) - 1;
    await expect(page.getByTestId(`queen-cell-${r}-0`)).toHaveAttribute('data-answer', 'choice');
    await page.screenshot({ path: `${SHOTS}/exercise-answers-split-queens-normal.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId(`queen-cell-${r}-0`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/exercise-answers-split-queens-phone.png` });
    const before = await asked(page);
    await page.getByTestId(`queen-cell-${r}-0`).click();
    await expect(score(page)).toHaveAttribute('data-asked', String(before + 1));
    await expect(prompt(page)).toContainText(`Split ${row} {`);
  });
});
