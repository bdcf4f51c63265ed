/**
 * `npm run bench browser` (on demand only: not in the default list): the milliseconds of the app
 * in Chromium, which the e2e tests no longer assert (a busy machine moved them; the tests assert
 * what they stand for). Serves the built app (`npm run build` first) with `vite preview`, drives
 * Debian's Chromium (CHROMIUM_PATH to change it) with Playwright and measures:
 * - loading a 10 MB, 1,000,000-line dictionary: the longest main-thread task, and the time from
 *   the file input's change to the panel showing the words;
 * - cancelling a long solve (plain backtracking on a 15 × 15 with 63k words): from the click to
 *   the status reading "Stopped", and the longest main-thread task while the events stream in;
 * - a MiniZinc model opened and compiled in the browser (issue 22's goal: under 2 s), as a user
 *   meets it: a first visit (a fresh profile) picks the model kind and sees the Australia sample
 *   (its FlatZinc shipped with it); types an own model (committed at once, or after reading the
 *   sample for 3 s or 10 s), which MiniZinc's 17.9 MB of WebAssembly compiles; opens a .mzn from the
 *   crossword shown first (chosen 2 s after "Open file…" opened the chooser, or dropped 0.5 s after
 *   being dragged over the page: MiniZinc starts on either intent); a second sample and a
 *   second own model on the same page; a persistent profile reloaded with the own model shown
 *   (its compilation kept in IndexedDB), and reloaded again with the kept compilations cleared.
 *   Each row says whether the graph came from a kept compilation or MiniZinc (and its ms).
 * - 100 min-conflicts runs of 8-queens plotted in the app (issue 22: under 1 s), on three fresh pages;
 * - what the e2e specs assert without a clock (`responsiveness`): the longest main-thread task of a
 *   15 × 15 and a 21 × 21 fill, a tree zoom step, a seek in a million events, a 50 × 50 board's
 *   resize and toggle, the 1,000 × 1,000 queens picture.
 * Port BENCH_PORT (default 4399); BENCH_BROWSER=model runs the model rows only, BENCH_BROWSER=local
 * the min-conflicts row only, BENCH_BROWSER=responsive the responsiveness rows only.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { median, printTable } from './table.ts';

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

/**
 * Watch `model-status` from now on: the first moment (performance.now()) it reads compiled for a
 * model whose text contains `marker` (the editor's value), and whether that compilation was kept
 * (data-kept: shipped with the sample, or saved on an earlier visit) or MiniZinc's (data-ms).
 */
const WATCH = `(() => {
  window.__watch = (marker, edited) => {
    const t = (window.__model = { start: performance.now(), commit: 0, text: 0, compiled: 0, kept: '', ms: '' });
    // An edit: the editor shows the typed text before it is committed, beside the old model's
    // status; count only a compiled status after one that was not (the new text's).
    let left = !edited;
    const done = () => {
      const status = document.querySelector('[data-testid="model-status"]');
      const editor = document.querySelector('[data-testid="model-editor"]');
      if (status && t.commit && status.getAttribute('data-state') !== 'compiled') left = true;
      if (!t.text && editor && editor.value.includes(marker)) t.text = performance.now();
      if (t.compiled || !left || !status || !editor || status.getAttribute('data-state') !== 'compiled' || !editor.value.includes(marker)) return;
      t.compiled = performance.now();
      t.kept = status.getAttribute('data-kept') || '';
      t.ms = status.getAttribute('data-ms') || '';
    };
    document.addEventListener('focusout', (e) => { if (!t.commit && e.target && e.target.getAttribute && e.target.getAttribute('data-testid') === 'model-editor') t.commit = performance.now(); }, { capture: true });
    new MutationObserver(done).observe(document, { attributes: true, childList: true, characterData: true, subtree: true });
    done();
  };
})()`;

interface Watched {
  start: number;
  commit: number;
  /** When the editor first showed the model's text. */
  text: number;
  compiled: number;
  kept: string;
  ms: string;
}

async function watch(page: Page, marker: string, edited = false): Promise<void> {
  await page.evaluate(WATCH);
  await page.evaluate(`window.__watch(${JSON.stringify(marker)}, ${edited})`);
}

/** The watch's times once compiled; after 120 s, what model-status says instead (the row shows it). */
async function watched(page: Page): Promise<Watched> {
  try {
    await page.waitForFunction(() => (globalThis as unknown as { __model: Watched }).__model.compiled > 0, undefined, { timeout: 120_000 });
  } catch {
    const status = await page.getByTestId('model-status').textContent().catch(() => null);
    const failure = await page.getByTestId('model-unavailable').textContent().catch(() => null);
    return { start: 0, commit: 0, text: 0, compiled: NaN, kept: '', ms: `timed out: ${status ?? '?'} ${failure ?? ''}`.trim() };
  }
  return (await page.evaluate('window.__model')) as Watched;
}

/** A change of `select` to `value`, to the compiled graph of a model containing `marker`. */
async function pick(page: Page, select: string, value: string, marker: string): Promise<Watched> {
  await watch(page, marker);
  await page.getByTestId(select).selectOption(value);
  return watched(page);
}

/** The user's own text typed into the editor and committed (the editor left), to its compiled graph. */
async function edit(page: Page, text: string, marker: string): Promise<Watched> {
  await watch(page, marker, true);
  await page.getByTestId('model-editor').fill(text);
  await page.getByTestId('model-editor').blur();
  return watched(page);
}

/** An own model: Australia with Tasmania bordering Western Australia (a text no cache knows). */
function ownModel(australia: string, tag: string): string {
  return `${australia}\n% ${tag}\nconstraint wa != t;\n`;
}

const LAYOUT = { name: 'csp-playground.layout', value: '{"teach":false}' };

export interface ModelTimes {
  /** A first visit picks the model kind: Australia shown compiled (its shipped FlatZinc). */
  sample: Watched;
  /** Then the user's own text (typed at once), compiled by MiniZinc loaded from nothing. */
  own: Watched;
  /** The same, the text committed 3 s after the sample showed (a user reading it first). */
  ownLater: Watched;
  /** The same after 10 s (a user typing a model of their own). */
  ownMuchLater: Watched;
  /** A first visit showing the crossword: a .mzn chosen with "Open file…" 2 s after the chooser opened. */
  fileChosen: Watched;
  /** A first visit: a .mzn dragged over the page and dropped 0.5 s later. */
  fileDropped: Watched;
  /** A second sample (SEND+MORE) on the same page. */
  secondSample: Watched;
  /** A second own model on the same page (MiniZinc loaded). */
  secondOwn: Watched;
  /** Reload with the own model shown: from the page's start to its graph (kept over the reload). */
  reload: Watched;
  /** The kept compilations cleared (IndexedDB deleted), reload again: MiniZinc compiles at load. */
  reloadUncached: Watched;
}

/** Fresh browser contexts (first visits) and one persistent profile (reloads). */
export async function modelCompile(browser: Browser): Promise<ModelTimes> {
  const fresh = async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [LAYOUT] }] } });
    const page = await context.newPage();
    await page.goto(`${URL_}/?instant=1`);
    await page.getByTestId('puzzle-kind').waitFor();
    return { context, page };
  };
  // First visit: the sample, then an own model at once, a second sample, a second own model.
  const a = await fresh();
  const sample = await pick(a.page, 'puzzle-kind', 'model', 'enum Colour');
  const australia = await a.page.getByTestId('model-editor').inputValue();
  const own = await edit(a.page, ownModel(australia, 'first'), '% first');
  const secondSample = await pick(a.page, 'samples', '../models/send-more-money.mzn', 'SEND');
  const sendMore = await a.page.getByTestId('model-editor').inputValue();
  const secondOwn = await edit(a.page, `${sendMore}\n% second\n`, '% second');
  await a.context.close();
  // First visit, the own text committed after reading the sample for 3 s, and for 10 s (typing a model takes longer).
  const later = async (ms: number) => {
    const b = await fresh();
    await pick(b.page, 'puzzle-kind', 'model', 'enum Colour');
    await b.page.waitForTimeout(ms);
    const w = await edit(b.page, ownModel(australia, `later ${ms}`), `% later ${ms}`);
    await b.context.close();
    return w;
  };
  const ownLater = await later(3000);
  const ownMuchLater = await later(10_000);
  // First visit (the crossword shown): a .mzn opened with "Open file…", chosen 2 s after the chooser opened.
  const files = mkdtempSync(join(tmpdir(), 'csp-bench-models-'));
  const chosen = join(files, 'own-model.mzn');
  writeFileSync(chosen, ownModel(australia, 'chosen'));
  const c = await fresh();
  await watch(c.page, '% chosen');
  const [chooser] = await Promise.all([c.page.waitForEvent('filechooser'), c.page.locator('label', { has: c.page.getByTestId('file-input') }).click()]);
  await c.page.waitForTimeout(2000);
  await c.page.evaluate('window.__model.commit = performance.now()');
  await chooser.setFiles(chosen);
  const fileChosen = await watched(c.page);
  await c.context.close();
  rmSync(files, { recursive: true, force: true });
  // First visit: a .mzn dragged over the page and dropped half a second later.
  const d = await fresh();
  await watch(d.page, '% dropped');
  await d.page.evaluate(`(async () => {
    const data = new DataTransfer();
    data.items.add(new File([${JSON.stringify(ownModel(australia, 'dropped'))}], 'own-model.mzn', { type: 'text/plain' }));
    const root = document.querySelector('[data-layout]');
    root.dispatchEvent(new DragEvent('dragenter', { dataTransfer: data, bubbles: true, cancelable: true }));
    root.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    window.__model.commit = performance.now();
    root.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  })()`);
  const fileDropped = await watched(d.page);
  await d.context.close();
  // A persistent profile: the own model compiled, then the page reloaded (twice: kept, then not).
  const dir = mkdtempSync(join(tmpdir(), 'csp-bench-profile-'));
  const persistent = await chromium.launchPersistentContext(dir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'], viewport: { width: 1400, height: 900 } });
  const page = persistent.pages()[0] ?? (await persistent.newPage());
  await page.goto(`${URL_}/?instant=1`);
  await page.evaluate(`localStorage.setItem(${JSON.stringify(LAYOUT.name)}, ${JSON.stringify(LAYOUT.value)})`);
  await page.reload();
  await pick(page, 'puzzle-kind', 'model', 'enum Colour');
  await edit(page, ownModel(australia, 'reload'), '% reload');
  await page.waitForTimeout(1500); // the save to localStorage (300 ms) and IndexedDB
  await page.addInitScript(`${WATCH}; window.__watch('% reload');`);
  await page.reload();
  const reload = await watched(page);
  reload.start = 0; // from the page's start (performance.now() counts from navigation)
  await page.evaluate(`new Promise((resolve) => { const r = indexedDB.deleteDatabase('csp-playground-compiled'); r.onsuccess = r.onerror = r.onblocked = () => resolve(0); })`);
  await page.reload();
  const reloadUncached = await watched(page);
  reloadUncached.start = 0;
  await persistent.close();
  rmSync(dir, { recursive: true, force: true });
  return { sample, own, ownLater, ownMuchLater, fileChosen, fileDropped, secondSample, secondOwn, reload, reloadUncached };
}

/** A row: the time to the compiled graph and how it was compiled. */
function modelRow(label: string, w: Watched, from: 'start' | 'commit'): [string, string] {
  const ms = w.compiled - (from === 'commit' ? w.commit : w.start);
  if (Number.isNaN(w.compiled)) return [`${label} [${w.ms}]`, '-'];
  const how = w.kept ? `kept (${w.kept})` : `MiniZinc ${w.ms} ms`;
  const text = from === 'start' && w.text > 0 ? `, text shown at ${(w.text - w.start).toFixed(0)}` : '';
  return [`${label} [${how}${text}]`, ms.toFixed(0)];
}

/**
 * Issue 22's "100 min-conflicts runs of 8-queens plotted in the app in under 1 s": queens 8 × 8,
 * min-conflicts chosen and solved once (the Local search tab shown), then "Run 100 times": from the
 * click to the run-length chart holding 100 runs.
 */
async function localRuns(browser: Browser): Promise<number> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [LAYOUT] }] } });
  await page.goto(`${URL_}/?instant=1`);
  await page.getByTestId('puzzle-kind').selectOption('queens');
  await page.getByTestId('algorithm-search').selectOption('min-conflicts');
  await page.getByTestId('solve').click();
  await page.getByTestId('status').filter({ hasText: /^Solved/ }).waitFor();
  await page.getByTestId('tab-local').click();
  await page.getByTestId('runs-run').waitFor();
  await page.evaluate(`(() => {
    const t = (window.__runs = { click: 0, plotted: 0 });
    document.querySelector('[data-testid="runs-run"]').addEventListener('click', () => { t.click = performance.now(); }, { capture: true, once: true });
    new MutationObserver(() => {
      const chart = document.querySelector('[data-testid="runs-chart"]');
      if (t.click && !t.plotted && chart && chart.getAttribute('data-runs') === '100') t.plotted = performance.now();
    }).observe(document.body, { attributes: true, childList: true, subtree: true });
  })()`);
  await page.getByTestId('runs-run').click();
  await page.waitForFunction(() => (globalThis as unknown as { __runs: { plotted: number } }).__runs.plotted > 0, undefined, { timeout: 60_000 });
  const t = (await page.evaluate('window.__runs')) as { click: number; plotted: number };
  await page.close();
  return t.plotted - t.click;
}

/** The tab's page on the built app, in the one-column layout (as the e2e specs have it). */
async function onePage(browser: Browser): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [LAYOUT] }] } });
  await page.goto(`${URL_}/?instant=1`);
  return page;
}

/**
 * Milliseconds from a click on `testId` (dispatched in the page) to the frame after it. (Page code
 * is a string here, as above: tsx would wrap a named function in a helper the page does not have.)
 */
async function clickToFrame(page: Page, testId: string): Promise<number> {
  return Number(
    await page.evaluate(`(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      await frame();
      const t0 = performance.now();
      document.querySelector('[data-testid="${testId}"]').click();
      await frame();
      return performance.now() - t0;
    })()`),
  );
}

const stat = (xs: number[]) => `median ${median(xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)}`;

/**
 * What the e2e specs assert without a clock, in milliseconds (e2e/fill.spec.ts, treezoom.spec.ts,
 * teaching.spec.ts, loading.spec.ts, queens.spec.ts): the longest main-thread task while a 15 × 15
 * and a 21 × 21 grid fill; a zoom step of a tree of thousands of nodes, each drawn; a seek in a
 * trace of a million events, every view open; a 50 × 50 board's resize and a toggle to its frame;
 * the density picture of 1,000 × 1,000 queens.
 */
async function responsiveness(browser: Browser): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  const page = await onePage(browser);
  for (const sample of ['swordsmith-15xcommon.grid', 'lattice-21x.grid']) {
    await page.getByTestId('samples').selectOption(sample);
    await page.getByTestId('dictionary-select').selectOption('english-63k');
    await page.getByTestId('dictionary-info').filter({ hasText: '63,875' }).waitFor();
    await page.getByTestId('algorithm-value-order').selectOption('lcv');
    await page.getByTestId('algorithm-restarts').check();
    const longest = await longTasks(page);
    await page.getByTestId('solve').click();
    await page.getByTestId('status').filter({ hasText: /^Solved/ }).waitFor({ timeout: 120_000 });
    rows.push([`fill ${sample} (63k, LCV, restarts): longest main-thread task`, (await longest()).toFixed(0)]);
  }
  // The tree: plain backtracking on the 15 × 15, stopped past 5,000 nodes, every node drawn.
  await page.reload();
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('tab-tree').click();
  await page.getByTestId('solve').click();
  await page.waitForFunction(() => /([\d,]{6,}) nodes? recorded/.test((globalThis as unknown as { document: { querySelector(s: string): { textContent: string | null } | null } }).document.querySelector('[data-testid="search-tree"] p')?.textContent ?? ''), undefined, { timeout: 60_000 });
  await page.getByTestId('cancel').click();
  await page.getByTestId('status').filter({ hasText: 'Stopped' }).waitFor();
  rows.push(['tree: unfold every node, click → next frame', (await clickToFrame(page, 'tree-fold')).toFixed(0)]);
  await clickToFrame(page, 'tree-fit');
  const zooms: number[] = [];
  for (let k = 0; k < 6; k++) zooms.push(await clickToFrame(page, 'tree-zoom-in'));
  for (let k = 0; k < 3; k++) zooms.push(await clickToFrame(page, 'tree-zoom-out'));
  rows.push(['tree: zoom step, click → next frame', stat(zooms)]);
  // A trace of a million events with every teaching view open: seeks far and near.
  await page.reload();
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await page.getByTestId('dictionary-info').filter({ hasText: '63,875' }).waitFor();
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('teaching-all').check();
  await page.getByTestId('solve').click();
  const total = async () => Number(/of ([\d,]+)/.exec((await page.getByTestId('step-counter').textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);
  while ((await total()) <= 1_000_000) await page.waitForTimeout(500);
  await page.getByTestId('cancel').click();
  await page.getByTestId('status').filter({ hasText: 'Stopped' }).waitFor();
  // Seeks within the events kept in full (past 4,000,000 the trace keeps snapshots only).
  const n = Number(/([\d,]+) events/.exec((await page.getByTestId('trace-info').textContent()) ?? '')?.[1]?.replace(/,/g, '') ?? 0);
  const seeks = (await page.evaluate(`(async () => {
    const input = document.querySelector('[data-testid="timeline"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
    const seek = async (p) => {
      const t0 = performance.now();
      setter.call(input, String(p));
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await frame();
      return performance.now() - t0;
    };
    const n = ${n};
    const far = [];
    let seed = 7;
    for (let k = 0; k < 12; k++) {
      seed = (seed * 48271) % 2147483647;
      far.push(await seek(Math.floor((seed / 2147483647) * n)));
    }
    const near = [];
    for (let k = 0; k < 20; k++) near.push(await seek(Math.floor(n * 0.9) + k));
    return { n, far, near };
  })()`)) as { n: number; far: number[]; near: number[] };
  rows.push([`teaching, all views, ${seeks.n.toLocaleString('en')} events: far seek → next frame`, stat(seeks.far)]);
  rows.push(['teaching, all views: single step → next frame', stat(seeks.near)]);
  // A 50 × 50 board: the resize, and one toggle to its painted frame.
  await page.reload();
  await page.getByRole('button', { name: 'Clear board' }).click();
  let t0 = Date.now();
  await page.getByTestId('board-width').fill('50');
  await page.getByTestId('board-height').fill('50');
  await page.getByTestId('cell-49-49').waitFor();
  rows.push(['50 × 50 board: resize → last cell shown', String(Date.now() - t0)]);
  await page.getByTestId('cell-40-40').click();
  const toggle = await page.getByTestId('cell-40-40').evaluate(async (cell) => {
    const c = cell as unknown as { dispatchEvent(e: unknown): boolean };
    const g = globalThis as unknown as { PointerEvent: new (t: string, o: object) => unknown; requestAnimationFrame(f: () => void): void };
    const started = performance.now();
    c.dispatchEvent(new g.PointerEvent('pointerdown', { bubbles: true, button: 0, buttons: 1 }));
    c.dispatchEvent(new g.PointerEvent('pointerup', { bubbles: true, button: 0 }));
    await new Promise<void>((resolve) => g.requestAnimationFrame(() => resolve()));
    return performance.now() - started;
  });
  rows.push(['50 × 50 board: one toggle → next frame', toggle.toFixed(0)]);
  // 1,000 × 1,000 queens: the density picture's own draw time.
  await page.getByTestId('puzzle-kind').selectOption('queens');
  t0 = Date.now();
  await page.getByTestId('board-size').fill('1000');
  await page.getByTestId('queens-canvas').and(page.locator('[data-draw-ms]')).waitFor();
  rows.push(['queens 1,000 × 1,000: size typed → picture drawn', String(Date.now() - t0)]);
  rows.push(['queens 1,000 × 1,000: the picture\'s draw (data-draw-ms)', (await page.getByTestId('queens-canvas').getAttribute('data-draw-ms')) ?? '-']);
  await page.close();
  return rows;
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
    // BENCH_BROWSER=model or local: those rows only (the dictionary and cancel rows take a minute).
    const rows: [string, string][] = [];
    const only = process.env.BENCH_BROWSER;
    if (only === undefined) {
      const dir = mkdtempSync(join(tmpdir(), 'csp-bench-'));
      const path = join(dir, 'million.txt');
      writeFileSync(path, bigDictionary(1_000_000));
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, storageState: { cookies: [], origins: [{ origin: URL_, localStorage: [LAYOUT] }] } });
      const load = await dictionaryLoad(page, path);
      const cancel = await cancelLongSolve(page);
      await page.close();
      rmSync(dir, { recursive: true, force: true });
      rows.push(
        ['1M-line dictionary: change → words shown', load.shownMs.toFixed(0)],
        ['1M-line dictionary: longest main-thread task', load.longest.toFixed(0)],
        ['long solve: longest main-thread task while streaming', cancel.longest.toFixed(0)],
        ['long solve: cancel click → "Stopped"', cancel.cancelMs.toFixed(1)],
      );
    }
    if (only === undefined || only === 'responsive') rows.push(...(await responsiveness(browser)));
    if (only === undefined || only === 'local') {
      const runs: number[] = [];
      for (let k = 0; k < 3; k++) runs.push(await localRuns(browser));
      rows.push(['8-queens, min-conflicts: "Run 100 times" click → 100 runs plotted (3 pages)', runs.map((ms) => ms.toFixed(0)).join(', ')]);
    }
    const model = only === undefined || only === 'model' ? await modelCompile(browser) : null;
    if (model) rows.push(
      modelRow('model, first visit: kind picked → sample (Australia) graph', model.sample, 'start'),
      modelRow('model, first visit: own text committed at once → compiled (MiniZinc loaded then)', model.own, 'commit'),
      modelRow('model, first visit: own text committed 3 s after the sample → compiled', model.ownLater, 'commit'),
      modelRow('model, first visit: own text committed 10 s after the sample → compiled', model.ownMuchLater, 'commit'),
      modelRow('model, first visit (crossword shown): "Open file…", a .mzn chosen 2 s later → compiled', model.fileChosen, 'commit'),
      modelRow('model, first visit: a .mzn dragged over the page, dropped 0.5 s later → compiled', model.fileDropped, 'commit'),
      modelRow('model, same page: a second sample (SEND+MORE) picked → graph', model.secondSample, 'start'),
      modelRow('model, same page: a second own model committed → compiled', model.secondOwn, 'commit'),
      modelRow('model, reload with the own model: page start → graph', model.reload, 'start'),
      modelRow('model, reload, kept compilations cleared: page start → compiled', model.reloadUncached, 'start'),
    );
    printTable(['measure', 'ms'], rows);
  } finally {
    await browser.close();
    if (server.pid) process.kill(-server.pid);
  }
}
