/**
 * Trust: a solver that crashes leaves everything as it was; cancel is prompt; the page runs under
 * a Content-Security-Policy and asks nothing of other origins; file text is never HTML; a huge
 * dictionary loads without freezing the page.
 */
import { writeFileSync } from 'node:fs';
import type { Page, Route } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';
import { spyOnWorkers, workerLog } from './fixtures/workers.ts';
import { toggleBlock } from './board.ts';

const shots = 'screenshots';
const SOLVER_WORKER = /\/assets\/solver\.worker-[\w-]+\.js$/;

/** The board's cells, row by row ('#' for blocks), read from the page. */
async function boardCells(page: Page): Promise<string[]> {
  return page
    .getByTestId('board')
    .locator('[data-testid^="cell-"]')
    .evaluateAll((cells) => (cells as unknown as { getAttribute(a: string): string | null; textContent: string | null }[]).map((c) => `${c.getAttribute('data-testid')}=${c.getAttribute('data-block') === 'true' ? '#' : (c.textContent ?? '')}`));
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
  // A streamed part of the bridge's reply ({ id, part }) carrying a batch of events.
  if (message && message.part && message.part.type === 'events') {
    if (__mode === 'handler') throw new Error('injected crash in the handler');
    __broken = true;
    if (__mode === 'uncaught') setTimeout(() => { throw new Error('injected uncaught crash'); }, 50);
    if (__mode === 'unreadable') __post({ id: message.id, garbage: 'not a part, a result or an error' });
  }
};
`;
}

/** Serve the first `broken` solver workers broken as `mode`; later workers are the real one. */
async function breakFirstWorker(page: Page, mode: Breakage, broken = 1): Promise<() => number> {
  let served = 0;
  await page.route(SOLVER_WORKER, async (route: Route) => {
    served++;
    if (served > broken) return route.continue();
    if (mode === 'load') return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'this is not javascript (' });
    const response = await route.fetch();
    return route.fulfill({ response, body: breakage(mode) + (await response.text()) });
  });
  return () => served;
}

const expected: Record<Exclude<Breakage, 'load'>, RegExp> = {
  handler: /injected crash in the handler/,
  uncaught: /injected uncaught crash/,
  unreadable: /a message from the solver could not be read/,
};

for (const mode of ['handler', 'uncaught', 'unreadable'] as const) {
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

/*
 * A solver worker whose script fails to load. The first solver worker starts at page start, when
 * the dictionary is loaded into it, so that is where a broken script shows, not at the first
 * Solve. The client asks a fresh worker once more when a worker died before answering anything
 * (a network hiccup while fetching the script): then the user sees nothing at all. When the fresh
 * one fails too, the dictionary panel says the solver stopped (dictionary-error), and the next
 * Solve (or dictionary choice) starts a fresh worker, which loads the dictionary again from where
 * it came (its address, or the kept text of the user's list): the first Solve then works. Either
 * way the board and settings are untouched and no error reaches the page unhandled.
 */
test('a solver worker that fails to load once is started again at once: the dictionary loads, the first Solve works', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const served = await breakFirstWorker(page, 'load', 1);
  await page.goto('/?instant=1');
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  await expect(page.getByTestId('dictionary-error')).toHaveCount(0);
  const board = await boardCells(page);
  const before = await settings(page);
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  expect(served()).toBe(2);
  expect(await settings(page)).toEqual(before);
  expect((await boardCells(page)).length).toBe(board.length);
  expect(pageErrors).toEqual([]);
});

test('a solver worker that fails to load twice: the dictionary panel says so; Solve starts a fresh one that loads the dictionary again and solves', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const served = await breakFirstWorker(page, 'load', 2);
  await page.goto('/?instant=1');
  await expect(page.getByTestId('dictionary-error')).toHaveText(/the solver stopped with an error \(the worker could not start or died\); it starts again when you press Solve or choose a dictionary/);
  expect(served()).toBe(2);
  await page.getByTestId('quick-sample').click();
  await expect(page.getByTestId('slot-count')).toHaveText('12');
  await page.getByTestId('algorithm-inference').selectOption('fc');
  const board = await boardCells(page);
  // The dictionary's counts are not shown yet (its load failed): compare everything else.
  const withoutInfo = async () => Object.fromEntries(Object.entries(await settings(page)).filter(([k]) => k !== 'dictionaryInfo'));
  const before = await withoutInfo();

  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/);
  expect(served()).toBe(3);
  // The dictionary is back: its counts shown, the error gone; the board and settings as they were.
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  await expect(page.getByTestId('dictionary-error')).toHaveCount(0);
  expect(await withoutInfo()).toEqual(before);
  expect((await boardCells(page)).length).toBe(board.length);
  expect(pageErrors).toEqual([]);
});

/** A word list of `lines` lines (about 10 bytes each): random words of 3 to 15 letters, and every 100,000th line not a word. */
function bigDictionary(lines: number): Buffer {
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    if (i % 100_000 === 99_999) {
      out.push(`line-${i}`);
      continue;
    }
    const length = 3 + Math.floor(random() * 13);
    let w = '';
    for (let j = 0; j < length; j++) w += String.fromCharCode(97 + Math.floor(random() * 26));
    out.push(w);
  }
  return Buffer.from(out.join('\n') + '\n');
}

/** Start recording the page's long tasks (main-thread tasks over 50 ms). */
// The milliseconds (longest main-thread task while loading, cancel latency) are measured by
// `npm run bench browser` (bench/browser.ts); this test asserts what they stand for, in a way a
// busy machine cannot break: the text is read in a worker, the page handles input meanwhile, and
// a cancel reaches the worker and says "Stopped".
test('a 10 MB, 1,000,000-line dictionary is read in a worker while the page handles input; cancel reaches the busy solver worker', async ({ page }, testInfo) => {
  await spyOnWorkers(page);
  await page.goto('/?instant=1');
  await page.getByTestId('samples').selectOption('swordsmith-15xopen.grid');
  await expect(page.getByTestId('cell-14-14')).toBeVisible();
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  const file = bigDictionary(1_000_000);
  expect(file.length).toBeGreaterThan(9_500_000);
  // By path: a buffer would be rebuilt by Playwright's own script in the page, a long task of its own.
  const path = testInfo.outputPath('million.txt');
  writeFileSync(path, file);
  // In the page: whether a click was handled before the dictionary panel showed the result.
  await page.evaluate(`(() => {
    const t = (window.__load = { shown: false, clickedWhileLoading: false });
    const info = document.querySelector('[data-testid="dictionary-info"]');
    new MutationObserver(() => { if (info.textContent.includes('from million.txt')) t.shown = true; })
      .observe(info, { childList: true, characterData: true, subtree: true });
    document.querySelector('[data-testid="step-forward"]').closest('section').addEventListener('click', () => { if (!t.shown) t.clickedWhileLoading = true; }, { capture: true });
  })()`);
  const before = (await workerLog(page)).posted.length;
  await page.getByTestId('file-input').setInputFiles(path);
  // The page answers a click while the worker reads the text.
  await page.getByTestId('speed').click();
  await expect(page.getByTestId('dictionary-info')).toContainText('from million.txt; 10 lines skipped', { timeout: 60_000 });
  const load = (await page.evaluate('window.__load')) as { shown: boolean; clickedWhileLoading: boolean };
  expect(load.clickedWhileLoading, 'a click was handled before the dictionary was shown').toBe(true);
  // The whole text went to a worker to be read, and the summary came back from it.
  const log = await workerLog(page);
  expect(Math.max(0, ...log.posted.slice(before).map((m) => m.longest))).toBeGreaterThanOrEqual(file.length);
  expect(log.received).toContain('load-dictionary');
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await expect(page.getByTestId('dictionary-skipped')).toContainText('line 100,000: “line-99999”');
  await expect(page.getByTestId('dictionary-info')).toHaveText(/^[\d,]+ words from million\.txt; 10 lines skipped/);
  await page.screenshot({ path: `${shots}/21-million-word-dictionary.png` });

  await test.step('cancel reaches the solver worker while it is busy before its first event', async () => {
    await page.getByTestId('algorithm-inference').selectOption('none');
    await page.getByTestId('algorithm-ac3').check();
    const board = await boardCells(page);
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText('Solving…');
    // The worker parses a million lines, indexes the words and runs AC-3 before its first
    // search event: a while in which it cannot listen to anything.
    await expect(page.getByTestId('stat-nodes')).toHaveText('0');
    const terminated = (await workerLog(page)).terminated;
    await page.getByTestId('cancel').click();
    await expect(page.getByTestId('status')).toHaveText('Stopped');
    // The cancel stopped the busy worker itself (terminated), not a flag it would read later.
    expect((await workerLog(page)).terminated).toBeGreaterThan(terminated);
    expect(await boardCells(page)).toEqual(board);
    await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  });
});

test('a file over 50 MB is refused with the reason, before it is read', async ({ page }, testInfo) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  const before = await page.getByTestId('dictionary-info').textContent();
  // (Playwright passes buffers up to 50 MB only; a bigger file goes by path.)
  const huge = testInfo.outputPath('huge.txt');
  writeFileSync(huge, Buffer.alloc(51 * 1024 * 1024, 'a\n'));
  await page.getByTestId('file-input').setInputFiles(huge);
  await expect(page.getByTestId('dictionary-error')).toHaveText('⚠ Could not load the dictionary — huge.txt is 51 MB; files over 50 MB are refused, to keep the page responsive');
  await expect(page.getByTestId('dictionary-info')).toHaveText(before!);
  await expect(page.getByTestId('dictionary-select')).not.toHaveValue('custom');
});

test('the page runs under its Content-Security-Policy, with no violation and no request to another origin', async ({ page, baseURL, request }) => {
  // (a) The served page carries the policy.
  const html = await (await request.get('/')).text();
  const policy = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
  expect(policy).toBeDefined();
  for (const directive of ["default-src 'self'", "script-src 'self'", "style-src 'self'", "worker-src 'self'", "connect-src 'self'", "object-src 'none'", "require-trusted-types-for 'script'"]) {
    expect(policy).toContain(directive);
  }
  expect(policy).not.toContain('unsafe');

  // (b) and (c): record violations (from the first script on) and every request.
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.addInitScript(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile + ':' + e.lineNumber));
  `);
  await page.goto('/?instant=1');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  // Draw.
  await page.getByTestId('board-width').fill('4');
  await page.getByTestId('board-height').fill('4');
  await page.getByTestId('symmetry').selectOption('none'); // one block per click
  await toggleBlock(page, 'cell-0-0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.type('a');
  await expect(page.getByTestId('cell-0-1')).toHaveText('a');
  // Load a dictionary file and a puzzle file.
  await page.getByTestId('file-input').setInputFiles({ name: 'few.txt', mimeType: 'text/plain', buffer: Buffer.from('cat\ndog\nact\n') });
  await expect(page.getByTestId('dictionary-select')).toHaveValue('custom');
  await page.getByTestId('dictionary-select').selectOption('english-common');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  await page.getByTestId('file-input').setInputFiles('public/puzzles/swordsmith-5x.grid');
  await expect(page.getByTestId('cell-4-4')).toBeVisible();
  // Solve, a crossword and a Sudoku.
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^(Solved|No solution)/, { timeout: 30_000 });
  await page.getByTestId('puzzle-kind').selectOption('sudoku');
  await page.getByTestId('quick-sample').click();
  await page.getByTestId('solve').click();
  await expect(page.getByTestId('status')).toHaveText(/^Solved/, { timeout: 30_000 });

  expect(await page.evaluate('window.__violations')).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(requests.length).toBeGreaterThan(3);
  expect(requests.filter((u) => new URL(u).origin !== origin)).toEqual([]);

  // The policy is enforced: a string cannot become HTML, and a worker from elsewhere is refused.
  expect(await page.evaluate(`(() => { try { document.createElement('div').innerHTML = '<b>x</b>'; return 'allowed'; } catch (e) { return e.name; } })()`)).toBe('TypeError');
  expect(await page.evaluate(`(() => { try { new Worker('https://example.com/w.js'); return 'allowed'; } catch (e) { return e.name; } })()`)).not.toBe('allowed');
});

test('file names and contents are shown as text, never as HTML', async ({ page }) => {
  await page.goto('/?instant=1');
  await expect(page.getByTestId('dictionary-info')).toContainText('words');
  const images = await page.locator('img').count();
  const payload = '<img src=x onerror="window.__pwned=1">';
  await page.getByTestId('file-input').setInputFiles({ name: `${payload}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`cat\n${payload}\ndog\n`) });
  await expect(page.getByTestId('dictionary-info')).toHaveText(`2 words from ${payload}.txt; 1 line skipped`);
  await expect(page.getByTestId('dictionary-skipped')).toContainText(`line 2: “${payload.slice(0, 40)}”`);
  await expect(page.getByTestId('dictionary-select').locator('option:checked')).toHaveText(`Your file: ${payload}.txt`);
  await page.getByTestId('file-input').setInputFiles({ name: '<b>bold</b>.slots', mimeType: 'text/plain', buffer: Buffer.from('8 8\n0 0 4 h\n0 0 <img src=x onerror=alert(1)> v\n') });
  await expect(page.getByTestId('puzzle-error')).toContainText('<b>bold</b>.slots, line 3');
  await expect(page.getByTestId('puzzle-error').locator('b')).toHaveCount(0);
  expect(await page.locator('img').count()).toBe(images);
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
});
