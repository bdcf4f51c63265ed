/**
 * Offline (issue 14): after one visit, the service worker (pwa.config.ts) serves the app, its
 * worker scripts, the bundled puzzles and the dictionaries with no network at all.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures/base.ts';

const shots = 'test-results/offline';

/** The page's service worker and cache APIs, typed here (e2e code is compiled without the DOM library). */
interface SwPage {
  navigator: {
    serviceWorker: {
      ready: Promise<unknown>;
      controller: { scriptURL: string } | null;
      addEventListener(type: 'controllerchange', listener: () => void, options: { once: boolean }): void;
    };
  };
  caches: { keys(): Promise<string[]>; open(name: string): Promise<{ keys(): Promise<readonly { url: string }[]> }> };
}

/** The script of the service worker that controls the page, once one is ready and controls it. */
function controller(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const { navigator } = globalThis as unknown as SwPage;
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
    }
    return navigator.serviceWorker.controller?.scriptURL ?? '';
  });
}

// playwright.config.ts blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

test('after the first visit the app, a sample, the large dictionary and Solve work offline', async ({ page, context }) => {
  mkdirSync(shots, { recursive: true });
  // The registration goes through the Trusted Types policy and the page's CSP: nothing is refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Trusted Type/i.test(m.text())) refused.push(m.text());
  });
  page.on('pageerror', (e) => refused.push(e.message));
  await page.goto('/?instant=1');
  await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');

  await test.step('the service worker installs, precaches and controls the page', async () => {
    const controlled = await controller(page);
    expect(controlled).toMatch(/\/sw\.js$/);
    // Every worker script and every bundled file is in the precache.
    const cached = await page.evaluate(async () => {
      const { caches } = globalThis as unknown as SwPage;
      const urls: string[] = [];
      for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      return urls;
    });
    for (const worker of ['solver', 'files', 'compare']) expect(cached.some((u) => new RegExp(`^/assets/${worker}\\.worker-.*\\.js$`).test(u)), worker).toBe(true);
    for (const file of ['/index.html', '/puzzles/lesson-8x8.grid', '/puzzles/sudoku-top95.txt', '/dictionaries/russian-nouns-51k.txt', '/dictionaries/english-63k.txt', '/dictionaries/russian-nouns-LICENSE.md', '/manifest.webmanifest']) {
      expect(cached, file).toContain(file);
    }
  });

  await context.setOffline(true);
  await page.reload();

  await test.step('offline: the app, the default puzzle and dictionary load, and Solve solves', async () => {
    await expect(page.getByTestId('offline-badge')).toBeVisible();
    await expect(page.getByTestId('slot-summary')).toContainText('lesson-8x8.grid');
    await expect(page.getByTestId('dictionary-info')).toContainText('3,973 words');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await page.screenshot({ path: `${shots}/offline-01-solved.png` });
  });

  await test.step('offline: bundled samples (read in the files worker) and the large dictionary', async () => {
    await page.getByTestId('samples').selectOption('swordsmith-5x.grid');
    await expect(page.getByTestId('slot-summary')).toContainText('swordsmith-5x.grid');
    await page.getByTestId('puzzle-kind').selectOption('sudoku');
    await page.getByTestId('samples').selectOption('sudoku-top95.txt#0');
    await expect(page.getByTestId('given-count')).toHaveText('17');
    await page.getByTestId('solve').click();
    await expect(page.getByTestId('status')).toHaveText(/^Solved/);
    await page.getByTestId('puzzle-kind').selectOption('crossword');
    await page.getByTestId('dictionary-select').selectOption('russian-nouns-51k');
    await expect(page.getByTestId('dictionary-info')).toContainText(/\d{2},\d{3} words/);
    await expect(page.getByTestId('dictionary-error')).toHaveCount(0);
    await page.screenshot({ path: `${shots}/offline-02-dictionary.png` });
  });
  expect(refused).toEqual([]);
});

test('a first visit registers the service worker only when MiniZinc has compiled the first model', async ({ page, context }) => {
  // The install downloads and stores the 22 MB precache; on a small machine that doubles the time
  // of MiniZinc's first compilation (shell/ui/UpdateNotice.tsx waits for its turn).
  const registered = () => page.evaluate(async () => Boolean(await (globalThis as unknown as { navigator: { serviceWorker: { getRegistration(): Promise<unknown> } } }).navigator.serviceWorker.getRegistration()));
  // MiniZinc's WebAssembly is held back until the test lets it go: MiniZinc is busy for as long as
  // the test looks, however fast or slow the machine.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await context.route(/\/assets\/minizinc-[^/]*\.wasm$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/?instant=1');
  await page.getByTestId('puzzle-kind').selectOption('model');
  const status = page.getByTestId('model-status');
  await expect(status).toHaveAttribute('data-state', 'compiled');
  const editor = page.getByTestId('model-editor');
  await editor.fill(`${await editor.inputValue()}\n% own model\nconstraint wa != t;\n`);
  await editor.blur();
  await expect.poll(() => asked, 'MiniZinc asked for its WebAssembly').toBe(true);
  // Past the turn the page would give the install without MiniZinc (its load, 3 s, two quiet
  // moments 0.5 s apart, each idle wait at most 2 s), counted on the page's own clock.
  await page.waitForFunction(() => {
    const p = (globalThis as unknown as { performance: { now(): number; getEntriesByType(t: string): { loadEventEnd: number }[] } }).performance;
    const loaded = p.getEntriesByType('navigation')[0]?.loadEventEnd ?? 0;
    return loaded > 0 && p.now() > loaded + 8000;
  }, undefined, { polling: 500 });
  await expect(status).not.toHaveAttribute('data-state', 'compiled');
  expect(await registered(), 'no service worker while MiniZinc compiles the first model').toBe(false);
  release();
  // MiniZinc loads and compiles now (the test's own time is its bound, as before).
  await expect(status).toHaveAttribute('data-state', 'compiled', { timeout: 60_000 });
  await expect(status).not.toHaveAttribute('data-kept');
  // Then it installs and takes the page.
  const controlled = await controller(page);
  expect(controlled).toMatch(/\/sw\.js$/);
});
