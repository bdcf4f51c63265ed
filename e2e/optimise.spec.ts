/**
 * Optimisation models in the app (issue 32): the backpack sample (`solve maximize value`) is
 * searched by branch and bound and ends optimal with the optimum the CLI gives for the same file
 * (the CLI's own optimum is Gecode's: tests/model/samples.test.ts); the objective chart has one
 * point per improving solution, rising to the optimum; the search tree marks each improving
 * solution with its value; the step sentences say when the bound cuts a branch.
 */
import { spawnSync } from 'node:child_process';
import { test, expect } from './fixtures/base.ts';

const COMPILE = { timeout: 90_000 };
const shots = process.env.SHOTS_DIR ?? 'test-results/optimise';

function cliOptimum(file: string): { objective: number; solutions: number } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', file, '--json', '--all'], { encoding: 'utf8' });
  expect(r.status, r.stderr).toBe(0);
  const answer = JSON.parse(r.stdout) as { status: string; objective: number; solutions: unknown[] };
  expect(answer.status).toBe('optimal');
  return { objective: answer.objective, solutions: answer.solutions.length };
}

test('the backpack sample: optimal as the CLI says, the objective chart, the tree marks, the cut sentences', async ({ page }) => {
  test.setTimeout(180_000);
  const cli = cliOptimum('public/models/backpack.mzn');
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('model');
  await page.getByTestId('samples').selectOption('../models/backpack.mzn');
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);

  await test.step('Solve: optimal, with the CLI’s optimum', async () => {
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Optimal/, COMPILE);
    const status = page.getByTestId('objective-status');
    await expect(status).toHaveAttribute('data-optimal', 'true');
    await expect(status).toHaveAttribute('data-value', String(cli.objective));
    await expect(status).toContainText(`value = ${cli.objective}`);
  });

  await test.step('the chart: one point per improving solution, each better than the one before', async () => {
    const chart = page.getByTestId('objective-chart');
    await expect(chart).toBeVisible();
    const values = ((await chart.getAttribute('data-values')) ?? '').split(',').map(Number);
    expect(values.length).toBe(cli.solutions);
    expect(values.at(-1)).toBe(cli.objective);
    for (let i = 1; i < values.length; i++) expect(values[i]!).toBeGreaterThan(values[i - 1]!);
    await expect(chart.getByTestId('objective-point')).toHaveCount(values.length);
    await expect(chart).toHaveAttribute('data-sense', 'maximize');
  });

  await test.step('the step sentences: a new best, and a branch the bound cuts', async () => {
    const chart = page.getByTestId('objective-chart');
    const steps = ((await chart.getAttribute('data-steps')) ?? '').split(',').map(Number);
    // The step of the first improvement names it.
    await page.getByTestId('timeline').fill(String(steps[0]));
    await expect(page.getByTestId('event')).toContainText(/Solution 1 has value = \d+, the best so far/);
    await expect(page.getByTestId('objective-now')).toContainText('the best so far is value =');
    // A cut: the objective could do no better there than the best so far.
    expect(Number(await chart.getAttribute('data-cuts'))).toBeGreaterThan(0);
    await page.getByTestId('timeline').fill(String(await chart.getAttribute('data-first-cut')));
    await expect(page.getByTestId('event')).toContainText(/Cut by the bound: value would be at most \d+; the best so far is \d+/);
  });

  await test.step('the search tree marks each improving solution with its value', async () => {
    await page.getByTestId('tab-tree').click();
    await page.getByTestId('jump-end').click();
    const marks = page.getByTestId('tree-objective');
    await expect(marks.first()).toBeVisible();
    const texts = await marks.allTextContents();
    expect(texts).toContain(String(cli.objective));
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.screenshot({ path: `${shots}/backpack-tree.png` });
  });
});

test('the lesson’s branch and bound chapter stops on the first cut and ends on the optimum', async ({ page }) => {
  test.setTimeout(240_000);
  const cli = cliOptimum('public/models/backpack.mzn');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await page.getByTestId('lesson').click();
  await page.getByTestId('lesson-chapter-pick').selectOption({ label: '6. Branch and bound: the best backpack' });
  const chapter = page.getByTestId('lesson-chapter');
  await expect(chapter).toHaveAttribute('data-chapter', 'branch-and-bound');
  await expect(chapter).toHaveAttribute('data-state', 'reached', COMPILE);
  // The playback stands on the cut, and the step sentence says the same as the lesson.
  await expect(page.getByTestId('event')).toContainText(/Cut by the bound: value would be at most \d+; the best so far is \d+/);
  await expect(page.getByTestId('lesson-why')).toContainText(/the bound cuts this branch\. The best so far is value = \d+ \(\d+ solutions? found\); with the choices made here value would be at most \d+/);
  await expect(page.getByTestId('lesson-then-why')).toContainText(`value = ${cli.objective} is optimal`, COMPILE);
  await page.getByTestId('lesson-then').click();
  await expect(page.getByTestId('objective-status')).toHaveAttribute('data-value', String(cli.objective));
  await page.screenshot({ path: `${shots}/lesson-branch-and-bound.png` });
});
