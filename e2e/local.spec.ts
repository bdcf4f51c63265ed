/**
 * Min-conflicts local search in the app (issue 22): choose it for a Sudoku sample, solve, check
 * the board independently, follow the conflicts chart and step back onto a repair; run it 100
 * times and read the run-length distribution, for two walk probabilities.
 */
import type { Page } from '@playwright/test';
// The clean fixture fails the test on any console error, React warning or page error.
import { test, expect } from './fixtures/clean.ts';
import { docsOnly } from './fixtures/docs.ts';

/** Where the screenshots go: SHOTS_DIR, else the specs' usual folder. */
const SHOTS = process.env.SHOTS_DIR ?? 'screenshots';

/** The digits of an N x N number board, row by row. */
async function digits(page: Page, n: number): Promise<string[][]> {
  const rows: string[][] = [];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) row.push((await page.getByTestId(`cell-${r}-${c}`).textContent()) ?? '');
    rows.push(row);
  }
  return rows;
}

/** Independent check of a filled Sudoku: every row, column and box holds 1..N once. */
function sudokuErrors(rows: string[][], boxRows: number, boxCols: number): string[] {
  const n = rows.length;
  const want = Array.from({ length: n }, (_, i) => String(i + 1)).join(',');
  const errors: string[] = [];
  const unit = (name: string, d: string[]) => {
    if ([...d].sort((a, b) => Number(a) - Number(b)).join(',') !== want) errors.push(`${name}: ${d.join('')}`);
  };
  for (let r = 0; r < n; r++) unit(`row ${r + 1}`, rows[r]!);
  for (let c = 0; c < n; c++) unit(`column ${c + 1}`, rows.map((row) => row[c]!));
  for (let br = 0; br < n; br += boxRows)
    for (let bc = 0; bc < n; bc += boxCols) {
      const box: string[] = [];
      for (let r = br; r < br + boxRows; r++) for (let c = bc; c < bc + boxCols; c++) box.push(rows[r]![c]!);
      unit(`box at ${br + 1},${bc + 1}`, box);
    }
  return errors;
}

/** Step forward until the step shown is min-conflicts' first pick, within `limit` steps. */
async function stepToPick(page: Page, limit: number): Promise<void> {
  let found = false;
  for (let k = 0; k < limit && !found; k++) {
    await page.getByTestId('step-forward').click();
    found = /^◎ Pick/.test((await page.getByTestId('event').textContent()) ?? '');
  }
  expect(found, `a pick within the first ${limit} steps`).toBe(true);
}

/** The 4 x 4 sample on the board, min-conflicts chosen with walk p. */
async function chooseLocal(page: Page, walk: string): Promise<void> {
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await page.getByTestId('samples').selectOption('sudoku-own-4x4.txt#0');
  // 1.....3..4.....2
  await expect(page.getByTestId('cell-0-0')).toHaveText('1');
  await expect(page.getByTestId('cell-3-3')).toHaveText('2');
  await page.getByTestId('algorithm-search').selectOption('min-conflicts');
  await page.getByTestId('algorithm-walk').selectOption(walk);
}

const REPAIR = /^(→ r\dc\d has \d+ conflicts?; \d has the fewest \(\d+\): Place \d in r\dc\d\.|→ r\dc\d has \d+ conflicts?, and no value has fewer: it keeps \d\.|🎲 Random walk: r\dc\d has \d+ conflicts?; it gets \d, drawn at random \(\d+ conflicts now\)\.)$/;

test('min-conflicts on a Sudoku: solved and checked, the conflicts chart, a repair stepped back onto, 100 runs plotted', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('cell-7-7')).toBeVisible();

  await test.step('choose min-conflicts: its own settings replace backtracking’s', async () => {
    await expect(page.getByTestId('algorithm-search')).toHaveValue('backtracking');
    await expect(page.getByTestId('algorithm-inference')).toBeVisible();
    await chooseLocal(page, '0.1');
    await expect(page.getByTestId('algorithm-inference')).toHaveCount(0);
    await expect(page.getByTestId('algorithm-variable-order')).toHaveCount(0);
    await expect(page.getByTestId('algorithm-max-steps')).toHaveValue('10000');
    await expect(page.getByTestId('algorithm-summary')).toContainText('Min-conflicts local search (greedy start, walk p = 0.1');
  });

  await test.step('solve: the board passes an independent check; steps are counted', async () => {
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    const rows = await digits(page, 4);
    expect(sudokuErrors(rows, 2, 2)).toEqual([]);
    expect(rows[0]![0]).toBe('1');
    expect(rows[3]![3]).toBe('2');
    const steps = Number((await page.getByTestId('stat-steps').textContent())!.replace(/,/g, ''));
    expect(steps).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-local-restarts')).toHaveText('0');
  });

  await test.step('the conflicts chart ends at 0 violated; stepping back shows a repair and its sentence', async () => {
    await page.getByTestId('tab-local').click();
    const chart = page.getByTestId('conflicts-chart');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('data-violated', '0');
    const lastStep = Number(await chart.getAttribute('data-step'));
    expect(lastStep).toBe(Number((await page.getByTestId('stat-steps').textContent())!.replace(/,/g, '')));
    // Its caption counts in the timeline's steps and says the repairs beside them (issue 30).
    await expect(page.getByTestId('conflicts-now-text')).toContainText(new RegExp(`^Step ${Number(await chart.getAttribute('data-position')).toLocaleString('en')}: 0 violated, after ${lastStep.toLocaleString('en')} repairs?$`));
    await page.getByTestId('step-back').click();
    await expect(page.getByTestId('event')).toHaveText(REPAIR);
    // Back over the repair: the chart's point moves back one step, to a board still in conflict.
    await page.getByTestId('step-back').click();
    await expect(page.getByTestId('event')).toContainText(/Pick a conflicted variable at random: r\dc\d has \d+ conflicts?/);
    await page.getByTestId('step-back').click();
    await expect(chart).toHaveAttribute('data-step', String(lastStep - 1));
    expect(Number(await chart.getAttribute('data-violated'))).toBeGreaterThan(0);
  });

  await test.step('Run 100 times: 100 runs plotted as a run-length distribution, then walk p = 0 beside it', async () => {
    await page.getByTestId('runs-run').click();
    const runs = page.getByTestId('runs-chart');
    await expect(runs).toHaveAttribute('data-runs', '100');
    await expect(page.getByTestId('runs-run')).toBeEnabled();
    await expect(page.getByTestId('runs-legend')).toHaveText([/^walk p = 0\.1: \d+ of 100 solved, median [\d,]+ steps/]);
    await page.getByTestId('algorithm-walk').selectOption('0');
    await page.getByTestId('runs-run').click();
    await expect(runs).toHaveAttribute('data-series', '2');
    await expect(runs).toHaveAttribute('data-runs', '100');
    await expect(page.getByTestId('runs-run')).toBeEnabled();
    // Without the random walk most runs get stuck: they are shown as given up at max steps.
    const legend = page.getByTestId('runs-legend').nth(1);
    await expect(legend).toContainText(/^walk p = 0: \d+ of 100 solved/);
    await expect(legend).toContainText(/gave up after 10,000 steps/);
    const series = page.getByTestId('runs-series');
    expect(Number(await series.nth(0).getAttribute('data-solved'))).toBeGreaterThan(Number(await series.nth(1).getAttribute('data-solved')));
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`screenshot, teaching layout, ${theme} @docs`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.addInitScript(`localStorage.setItem('csp-playground.layout', ${JSON.stringify(JSON.stringify({ teach: true, slots: ['local', 'why', 'graph'] }))})`);
    await page.goto('/?instant=1');
    await page.getByTestId('theme').selectOption(theme);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.getByTestId('teach-layout')).toBeVisible();
    const settings = page.getByTestId('layout-settings').locator('summary');
    await settings.click();
    await chooseLocal(page, '0.1');
    await settings.click();
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    for (let k = 0; k < 3; k++) await page.getByTestId('step-back').click();
    await page.getByTestId('runs-run').click();
    await expect(page.getByTestId('runs-chart')).toHaveAttribute('data-runs', '100');
    await expect(page.getByTestId('runs-run')).toBeEnabled();
    // The board's column from its top (opening the settings scrolled it).
    await page.locator('.teach-left').evaluate((el) => (el as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/localapp-${theme}.png` });
  });
}

/** Each repair on the queens board (issue 22): the queen picked, the queens attacking it, the column chosen. */
for (const theme of ['light', 'dark'] as const) {
  test(`min-conflicts on 8-queens: the repair shown on the board, ${theme}${docsOnly(theme)}`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/?instant=1');
    await page.getByTestId('theme').selectOption(theme);
    await page.getByTestId('puzzle-kind').selectOption('queens');
    await expect(page.getByTestId('board')).toHaveAttribute('data-kind', 'queens');
    await page.getByTestId('algorithm-search').selectOption('min-conflicts');
    await page.getByTestId('algorithm-walk').selectOption('0');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await page.getByTestId('jump-start').click();
    // Forward to the first pick (after the greedy start's eight placements).
    const event = page.getByTestId('event');
    await stepToPick(page, 40);
    const text = (await event.textContent()) ?? '';
    const conflicts = Number(/has (\d+) conflict/.exec(text)?.[1] ?? -1);
    expect(conflicts).toBeGreaterThan(0);
    const picked = page.locator('[data-repair="picked"]');
    await expect(picked).toHaveCount(1);
    await expect(picked).toHaveAttribute('data-queen', /.+/);
    // The queens attacking it: as many as its conflicts, each a queen on its column or a diagonal.
    const attackers = page.locator('[data-repair="attacker"]');
    await expect(attackers).toHaveCount(conflicts);
    const at = async (loc: ReturnType<Page['locator']>) => {
      const id = (await loc.getAttribute('data-testid')) ?? '';
      const [, r, c] = /queen-cell-(\d+)-(\d+)/.exec(id)!;
      return [Number(r), Number(c)] as const;
    };
    const [pr, pc] = await at(picked);
    for (let k = 0; k < conflicts; k++) {
      const [r, c] = await at(attackers.nth(k));
      expect(c === pc || Math.abs(r - pr) === Math.abs(c - pc), `row ${r + 1} attacks row ${pr + 1}`).toBe(true);
    }
    // The repair: the column chosen for that row, the attackers still marked where it stood.
    await page.getByTestId('step-forward').click();
    await expect(event).toContainText(/^(→|🎲)/);
    const chosen = page.locator('[data-repair="chosen"]');
    await expect(chosen).toHaveCount(1);
    expect((await at(chosen))[0]).toBe(pr);
    await expect(chosen).toHaveAttribute('data-queen', /.+/);
    await expect(page.locator('[data-repair="attacker"]')).toHaveCount(conflicts);
    await page.getByTestId('step-back').click();
    await page.getByTestId('board').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/tree22-queens-pick-${theme}.png` });
    await page.getByTestId('step-forward').click();
    await page.screenshot({ path: `${SHOTS}/tree22-queens-repair-${theme}.png` });
  });
}

/** Each repair on a model's graph: the constraints the picked variable violates, its neighbours in conflict. */
for (const theme of ['light', 'dark'] as const) {
  test(`min-conflicts on a model: the repair shown on the graph, ${theme}${docsOnly(theme)}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto('/?instant=1');
    await page.getByTestId('theme').selectOption(theme);
    await page.getByTestId('puzzle-kind').selectOption('model');
    // A triangle in two colours has no solution: every step is a repair.
    const editor = page.getByTestId('model-editor');
    await editor.fill('enum Colour = {red, green};\nvar Colour: a;\nvar Colour: b;\nvar Colour: c;\nvar Colour: d;\nconstraint a != b;\nconstraint b != c;\nconstraint c != a;\nconstraint c != d;\nsolve satisfy;\n');
    await editor.blur();
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', { timeout: 90_000 });
    await page.getByTestId('algorithm-search').selectOption('min-conflicts');
    await page.getByTestId('algorithm-max-steps').selectOption('100');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).not.toHaveText(/Solving|^$/, { timeout: 60_000 });
    await page.getByTestId('jump-start').click();
    const event = page.getByTestId('event');
    await stepToPick(page, 12);
    const text = (await event.textContent()) ?? '';
    const [, name, count] = /: (\w+) has (\d+) conflict/.exec(text) ?? [];
    const conflicts = Number(count);
    expect(conflicts).toBeGreaterThan(0);
    const drawn = page.getByTestId('model-conflicts');
    await expect(drawn).toHaveAttribute('data-count', String(conflicts));
    await expect(page.getByTestId('model-conflict-edge')).toHaveCount(conflicts);
    // Its neighbours in conflict hold its colour (a ≠ broken means equal), read off the graph.
    const nodes = await page.locator('[data-testid^="model-node-"]').evaluateAll((els) =>
      els.map((el) => {
        const e = el as unknown as { getAttribute(a: string): string | null };
        return { name: e.getAttribute('data-name'), value: e.getAttribute('data-value'), conflict: e.getAttribute('data-conflict') === 'true', mark: e.getAttribute('data-mark') };
      }),
    );
    const picked = nodes.find((n) => n.name === name)!;
    expect(picked.mark).toBe('select');
    const against = nodes.filter((n) => n.conflict);
    expect(against).toHaveLength(conflicts);
    for (const n of against) expect(n.value).toBe(picked.value);
    await page.getByTestId('model-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/tree22-model-pick-${theme}.png` });
  });
}
