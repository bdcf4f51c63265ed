/**
 * `npm run bench browser` (on demand only: not in the default list): the milliseconds of the app
 * in Chromium, which the e2e tests no longer assert (a busy machine moved them; the tests assert
 * what they stand for). Serves the built app (`npm run build` first) with `vite preview`, drives
 * Debian's Chromium (CHROMIUM_PATH to change it) with Playwright and measures:
 * - loading a 10 MB, 1,000,000-line dictionary: the longest main-thread task, and the time from
 *   the file input's change to the panel showing the words;
 * - cancelling a long solve (plain backtracking on a 15 × 15 with 63k words): from the click to
 *   the status reading "Stopped", and the longest main-thread task while the events stream in;
 * - a MiniZinc model opened and compiled in the browser (issue 22's goal: under 2 s): from choosing
 *   the Australia sample on a fresh page (MiniZinc's 17.9 MB of WebAssembly loaded then) to its
 *   constraint graph, and a second model (SEND+MORE) on the same page, MiniZinc loaded already.
 * Port BENCH_PORT (default 4399).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { printTable } from './table.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const URL_ = `http://127.0.0.1:${PORT}`;

function bigDictionary(lines: number): string {
  let seed = 12345;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const out: string[] = [];
  for (let i = 0; i < lines; i++) {
    const length = 3 + Math.floor(random() * 13);
    let w = '';
    for (let j = 0; j < length; j++) w += String.fromCharCode(97 + Math.floor(random() * 26));
    out.push(w);
  }
  return out.join('\n') + '\n';
}

async function waitForServer(): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(URL_)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`vite preview did not answer on ${URL_}`);
}

/** Record the main thread's long tasks from now on; the function returns the longest so far. */
async function longTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(`(() => {
    window.__longest = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration); }).observe({ type: 'longtask' });
  })()`);
  return async () => Number(await page.evaluate('window.__longest'));
}

async function dictionaryLoad(page: Page, path: string): Promise<{ longest: number; shownMs: number }> {
  await page.goto(`${URL_}/?instant=1`);
  await page.getByTestId('dictionary-info').filter({ hasText: 'words' }).waitFor();
  const longest = await longTasks(page);
  await page.evaluate(`(() => {
    const t = (window.__load = { change: 0, shown: 0 });
    document.querySelector('[data-testid="file-input"]').addEventListener('change', () => { t.change = performance.now(); }, { capture: true });
    const info = document.querySelector('[data-testid="dictionary-info"]');
    new MutationObserver(() => { if (!t.shown && info.textContent.includes('from million.txt')) t.shown = performance.now(); })
      .observe(info, { childList: true, characterData: true, subtree: true });
  })()`);
  await page.getByTestId('file-input').setInputFiles(path);
  await page.getByTestId('dictionary-info').filter({ hasText: 'from million.txt' }).waitFor({ timeout: 120_000 });
  const t = (await page.evaluate('window.__load')) as { change: number; shown: number };
  return { longest: await longest(), shownMs: t.shown - t.change };
}

async function cancelLongSolve(page: Page): Promise<{ longest: number; cancelMs: number }> {
  await page.goto(`${URL_}/?instant=1`);
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await page.getByTestId('dictionary-info').filter({ hasText: 'words' }).waitFor();
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  const longest = await longTasks(page);
  await page.evaluate(`(() => {
    const t = (window.__cancel = { click: 0, stopped: 0 });
    document.querySelector('[data-testid="cancel"]').addEventListener('click', () => { t.click = performance.now(); }, { capture: true });
    const status = document.querySelector('[data-testid="status"]');
    new MutationObserver(() => { if (t.click && !t.stopped && status.textContent === 'Stopped') t.stopped = performance.now(); })
      .observe(status, { childList: true, characterData: true, subtree: true });
  })()`);
  await page.getByTestId('solve').click();
  await page.waitForFunction(() => {
    const g = globalThis as unknown as { document: { querySelector(q: string): { textContent: string | null } | null } };
    return Number((g.document.querySelector('[data-testid="stat-nodes"]')?.textContent ?? '0').replace(/,/g, '')) > 100_000;
  }, undefined, { timeout: 60_000 });
  await page.getByTestId('cancel').click();
  await page.getByTestId('status').filter({ hasText: 'Stopped' }).waitFor();
  const t = (await page.evaluate('window.__cancel')) as { click: number; stopped: number };
  return { longest: await longest(), cancelMs: t.stopped - t.click };
}

/** From `pick` (a change of `select`) to the compiled graph of `name` (`model-status` reads compiled). */
async function modelOpen(page: Page, select: string, value: string, name: string): Promise<number> {
  await page.evaluate(`(() => {
    const t = (window.__model = { change: 0, compiled: 0 });
    document.querySelector('[data-testid="${select}"]').addEventListener('change', () => { t.change = performance.now(); }, { capture: true, once: true });
    new MutationObserver(() => {
      const status = document.querySelector('[data-testid="model-status"]');
      if (t.change && !t.compiled && status && status.getAttribute('data-state') === 'compiled' && status.textContent.includes('${name}')) t.compiled = performance.now();
    }).observe(document.body, { attributes: true, childList: true, characterData: true, subtree: true });
  })()`);
  await page.getByTestId(select).selectOption(value);
  await page.waitForFunction(() => (globalThis as unknown as { __model: { compiled: number } }).__model.compiled > 0, undefined, { timeout: 180_000 });
  const t = (await page.evaluate('window.__model')) as { change: number; compiled: number };
  return t.compiled - t.change;
}

/**
 * A first visit (a fresh browser context) picks the model kind: Australia, the kind's first
 * sample, is opened and compiled (MiniZinc's WebAssembly loaded then); then SEND+MORE is opened.
 */
export async function modelCompile(browser: Browser): Promise<{ first: number; second: number; minizinc: string }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [{ name: 'csp-playground.layout', value: '{"teach":false}' }] }] } });
  const page = await context.newPage();
  await page.goto(`${URL_}/?instant=1`);
  await page.getByTestId('puzzle-kind').waitFor();
  const first = await modelOpen(page, 'puzzle-kind', 'model', 'australia.mzn');
  const minizinc = (await page.getByTestId('model-status').getAttribute('data-ms')) ?? '?';
  const second = await modelOpen(page, 'samples', '../models/send-more-money.mzn', 'send-more-money.mzn');
  await context.close();
  return { first, second, minizinc };
}

export async function run(): Promise<void> {
  if (!existsSync('dist/index.html')) {
    console.error('bench browser: no dist/index.html; run `npm run build` first');
    return;
  }
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await waitForServer();
    const dir = mkdtempSync(join(tmpdir(), 'csp-bench-'));
    const path = join(dir, 'million.txt');
    writeFileSync(path, bigDictionary(1_000_000));
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [{ name: 'csp-playground.layout', value: '{"teach":false}' }] }] } });
    const load = await dictionaryLoad(page, path);
    const cancel = await cancelLongSolve(page);
    const model = await modelCompile(browser);
    printTable(
      ['measure', 'ms'],
      [
        ['1M-line dictionary: change → words shown', load.shownMs.toFixed(0)],
        ['1M-line dictionary: longest main-thread task', load.longest.toFixed(0)],
        ['long solve: longest main-thread task while streaming', cancel.longest.toFixed(0)],
        ['long solve: cancel click → "Stopped"', cancel.cancelMs.toFixed(1)],
        ['model: kind picked → Australia compiled in the browser (MiniZinc loaded then)', model.first.toFixed(0)],
        ['model: of which MiniZinc compiling (WebAssembly)', model.minizinc],
        ['model: a second model (SEND+MORE) opened → compiled', model.second.toFixed(0)],
      ],
    );
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}
