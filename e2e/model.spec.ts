/**
 * Your own model in MiniZinc: the model kind compiles the text in the browser (MiniZinc's
 * WebAssembly, with our solver library), draws its constraint graph and solves it with the
 * engine; Australia's nodes take the colours of their values; MiniZinc's errors point at their
 * lines; an edited model survives a reload.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

/** Where the screenshots go (SHOTS_DIR to put them elsewhere). */
const shots = process.env.SHOTS_DIR ?? 'test-results/model';
/** MiniZinc's WebAssembly compiles in a second or two on a quiet machine; a loaded one takes longer. */
const COMPILE = { timeout: 90_000 };

/** The variables' nodes of the graph: name, value shown, fill colour. */
async function nodes(page: Page): Promise<{ name: string; value: string; fill: string }[]> {
  return page.getByTestId('model-graph').evaluate((svg) => {
    type El = { getAttribute(a: string): string | null };
    const list = (svg as unknown as { querySelectorAll(q: string): ArrayLike<El> }).querySelectorAll('[data-testid^="model-node-"]');
    return Array.from(list, (g) => ({ name: g.getAttribute('data-name') ?? '', value: g.getAttribute('data-value') ?? '', fill: g.getAttribute('data-fill') ?? '' }));
  });
}

async function openModelKind(page: Page): Promise<void> {
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('model');
}

test('Australia compiles in the browser, solves, and its map is coloured', async ({ page }) => {
  test.setTimeout(180_000);
  await openModelKind(page);
  // The file chooser offers models, their data and FlatZinc (a chooser that filters by the list would hide them).
  const accept = (await page.getByTestId('file-input').getAttribute('accept')) ?? '';
  for (const ext of ['.mzn', '.dzn', '.fzn', '.queens', '.dic']) expect(accept.split(',')).toContain(ext);
  await test.step('the Australia sample compiles with MiniZinc (WebAssembly)', async () => {
    await page.getByTestId('samples').selectOption('../models/australia.mzn');
    await expect(page.getByTestId('model-editor')).toHaveValue(/enum Colour = \{red, green, blue\}/);
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
    await expect(page.getByTestId('model-status')).toContainText('7 variables');
    // The sample as shipped: its FlatZinc came with it (compiled by MiniZinc at build time; tests/model/compiledSamples.test.ts).
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-kept', 'shipped');
    const before = await nodes(page);
    expect(before.map((n) => n.name).sort()).toEqual(['nsw', 'nt', 'q', 'sa', 't', 'v', 'wa']);
    expect(before.every((n) => n.value === '' && n.fill === '')).toBe(true);
  });
  await test.step('solve: every region gets a colour, neighbours differ', async () => {
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/, COMPILE);
    const after = await nodes(page);
    const colour = Object.fromEntries(after.map((n) => [n.name, n.value]));
    for (const n of after) {
      expect(['red', 'green', 'blue']).toContain(n.value);
      expect(n.fill).not.toBe('');
    }
    const borders = [['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v']] as const;
    for (const [a, b] of borders) expect(colour[a], `${a} and ${b}`).not.toBe(colour[b]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByTestId('model-graph').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/modelapp-australia-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('theme').selectOption('dark').catch(() => undefined);
    await page.screenshot({ path: `${shots}/modelapp-australia-dark.png` });
  });
});

test('a syntax error is shown at its line, and the engine refuses what it cannot do', async ({ page }) => {
  test.setTimeout(180_000);
  await openModelKind(page);
  const editor = page.getByTestId('model-editor');
  await editor.fill('var 1..3: x;\nvar 1..3: y;\nconstraint x < y /\\ ;\nsolve satisfy;\n');
  await editor.blur();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'failed', COMPILE);
  const error = page.getByTestId('model-error').first();
  await expect(error).toHaveAttribute('data-line', '3');
  await expect(error).toContainText('line 3');
  await expect(page.getByTestId('model-editor-line-3')).toHaveAttribute('data-error', 'true');
  await expect(page.getByTestId('model-editor-line-1')).not.toHaveAttribute('data-error', 'true');
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.getByTestId('model-errors').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/modelapp-error-light.png` });

  // (Optimisation is searched now, branch and bound; a float variable is still refused.)
  await editor.fill('var 1..3: x;\nvar 1.0..3.0: f;\nconstraint f > 1.5;\nsolve satisfy;\n');
  await editor.blur();
  await expect(page.getByTestId('model-refusal')).toContainText(/not supported: float variables/i, COMPILE);
  // At the model's line, not the FlatZinc's: named, and marked in the editor.
  await expect(page.getByTestId('model-refusal-line')).toHaveAttribute('data-line', '2');
  // MiniZinc did compile it: the status says so (the engine, not MiniZinc, refuses).
  await expect(page.getByTestId('model-status')).toContainText('Compiled by MiniZinc; the engine cannot search it');
  await expect(page.getByTestId('model-graph-empty')).toContainText('No constraint graph: the engine cannot read this model');
  await expect(page.getByTestId('model-refusal')).toContainText('line 2, column 1');
  await expect(page.getByTestId('model-editor-line-2')).toHaveAttribute('data-error', 'true');
  await expect(page.getByTestId('model-editor-line-1')).not.toHaveAttribute('data-error', 'true');
  await page.getByTestId('model-refusal').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/modelapp-refusal-line.png` });
});

test('an edited model is kept over a reload', async ({ page }) => {
  test.setTimeout(180_000);
  await openModelKind(page);
  await page.getByTestId('samples').selectOption('../models/send-more-money.mzn');
  const editor = page.getByTestId('model-editor');
  await expect(editor).toHaveValue(/SEND/);
  const text = (await editor.inputValue()) + '\n% edited in the app\n';
  await editor.fill(text);
  await editor.blur();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  // Compiled by the browser's MiniZinc (an edited text is no sample).
  await expect(page.getByTestId('model-status')).not.toHaveAttribute('data-kept', /./);
  await page.reload();
  await expect(page.getByTestId('puzzle-kind')).toHaveValue('model');
  await expect(page.getByTestId('model-editor')).toHaveValue(/% edited in the app/);
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  // Reopened after the reload: the compilation kept from before shows the graph, without waiting for MiniZinc.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-kept', 'saved');
  await expect(page.getByTestId('model-status')).toContainText(/kept, not compiled again/);
  await expect(page.getByTestId('model-graph')).toBeVisible();

  // Edited again: MiniZinc compiles the new text (a kept compilation is only ever the same text's).
  await editor.fill((await editor.inputValue()) + '% and again\n');
  await editor.blur();
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-state', 'compiled', COMPILE);
  await expect(page.getByTestId('model-status')).not.toHaveAttribute('data-kept', /./);
});
