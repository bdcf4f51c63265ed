/**
 * Trust: a solver that crashes leaves everything as it was; cancel is prompt; the page runs under
 * a Content-Security-Policy and asks nothing of other origins; file text is never HTML; a huge
 * dictionary loads without freezing the page.
 */
import { test, expect, type Page, type Route } from '@playwright/test';

const shots = 'screenshots';
const SOLVER_WORKER = /\/assets\/solver\.worker-[\w-]+\.js$/;

/** The board's cells, row by row ('#' for blocks), read from the page. */
async function boardCells(page: Page): Promise<string[]> {
  return page
    .getByTestId('board')
    .locator('[data-testid^="cell-"]')
    .evaluateAll((cells) => cells.map((c) => `${c.getAttribute('data-testid')}=${c.getAttribute('data-block') === 'true' ? '#' : (c.textContent ?? '')}`));
}

async function settings(page: Page): Promise<Record<string, string | boolean>> {
  return {
    inference: await page.getByTestId('algorithm-inference').inputValue(),
    variableOrder: await page.getByTestId('algorithm-variable-order').inputValue(),
    valueOrder: await page.getByTestId('algorithm-value-order').inputValue(),
    ac3: await page.getByTestId('algorithm-ac3').isChecked(),
    dictionary: await page.getByTestId('dictionary-select').inputValue(),
    dictionaryInfo: (await page.getByTestId('dictionary-info').textContent()) ?? '',
  };
}

/**
 * Ways to break the solver worker from outside, by serving a changed worker script once:
 * - handler: its message handler throws after the first batch of events (the worker reports it);
 * - uncaught: after the first batch it goes silent and throws from a timer (an `error` event);
 * - unreadable: after the first batch it posts a message that does not read as the protocol;
 * - load: the script does not even parse (the worker never starts).
 */
type Breakage = 'handler' | 'uncaught' | 'unreadable' | 'load';

function breakage(mode: Breakage): string {
  return `
const __mode = ${JSON.stringify(mode)};
const __post = self.postMessage.bind(self);
let __broken = false;
self.postMessage = function (message, transfer) {
  if (__broken) return;
  __post(message, transfer);
  if (message && message.type === 'events') {
    if (__mode === 'handler') throw new Error('injected crash in the handler');
    __broken = true;
    if (__mode === 'uncaught') setTimeout(() => { throw new Error('injected uncaught crash'); }, 50);
    if (__mode === 'unreadable') __post({ type: 'events', runId: message.runId, data: 'garbage', count: 1 });
  }
};
`;
}

/** Serve the first solver worker broken as `mode`; later workers are the real one. */
async function breakFirstWorker(page: Page, mode: Breakage): Promise<() => number> {
  let served = 0;
  await page.route(SOLVER_WORKER, async (route: Route) => {
    served++;
    if (served > 1) return route.continue();
    if (mode === 'load') return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not javascript (' });
    const response = await route.fetch();
    return route.fulfill({ response, body: breakage(mode) + (await response.text()) });
  });
  return () => served;
}

const expected: Record<Breakage, RegExp> = {
  handler: /injected crash in the handler/,
  uncaught: /injected uncaught crash/,
  unreadable: /sent a message the app cannot read/,
  load: /could not start or died/,
};

for (const mode of ['handler', 'uncaught', 'unreadable', 'load'] as const) {
  test(`a solver that crashes (${mode}) leaves board, dictionary and settings as they were; Solve again works`, async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const served = await breakFirstWorker(page, mode);
    await page.goto('/?instant=1');
    await page.getByTestId('quick-sample').click();
    await expect(page.getByTestId('slot-count')).toHaveText('12');
    await expect(page.getByTestId('dictionary-info')).toContainText('words');
    await page.getByTestId('algorithm-inference').selectOption('fc');
    await page.getByTestId('algorithm-variable-order').selectOption('mrv');
    const board = await boardCells(page);
    const before = await settings(page);

    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Error — The solver stopped with an error: /);
    const status = (await page.getByTestId('status').textContent())!;
    expect(status).toMatch(expected[mode]);
    expect(status).toContain('Your board, dictionary and settings are unchanged; press Solve to try again.');
    expect(await boardCells(page)).toEqual(board);
    expect(await settings(page)).toEqual(before);
    await expect(page.getByTestId('solve')).toBeEnabled();
    await expect(page.getByTestId('cancel')).toBeDisabled();
    if (mode === 'uncaught') await page.screenshot({ path: `${shots}/20-solver-crashed.png` });

    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    expect(served()).toBe(2);
    expect(await settings(page)).toEqual(before);
    // Nothing reached the page as an unhandled error.
    expect(pageErrors).toEqual([]);
  });
}
