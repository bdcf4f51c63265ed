#!/usr/bin/env node
/**
 * `node scripts/load-browsers.mjs [URL] [--browsers N] [--minutes M]`: load for the machine while the
 * e2e suite runs beside it (issue 29: the suite must pass with two other browsers running). Starts N
 * (default 2) headless Chromium instances; each opens the built app at URL (default
 * http://127.0.0.1:4173, a `vite preview` of `npm run build`), and in a loop loads the 63k word
 * list on the 15 × 15 sample, solves it by plain backtracking with every teaching view open (a
 * search of millions of events, the heaviest thing the app does), lets it run until a million
 * events are recorded, cancels, and starts again. Runs for M minutes (default: until Ctrl+C or
 * SIGTERM). Prints a line per round. Waits for the server to answer first (so that it can start
 * beside `E2E_PORT=PORT npx playwright test`, whose web server builds the app first and serves it
 * on PORT). Debian's Chromium (CHROMIUM_PATH to change it).
 */
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const value = Number(args[i + 1]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`load-browsers: ${name} takes a positive number, found ${JSON.stringify(args[i + 1])}`);
    process.exit(2);
  }
  args.splice(i, 2);
  return value;
};
const browsers = option('--browsers', 2);
const minutes = option('--minutes', Infinity);
const url = new URL('/?instant=1', args[0] ?? 'http://127.0.0.1:4173').href;
const origin = new URL(url).origin;

let stopping = false;
const stop = () => {
  stopping = true;
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
if (Number.isFinite(minutes)) setTimeout(stop, minutes * 60_000).unref();

/** The events recorded so far (the player's "step N of TOTAL"). */
async function recorded(page) {
  const text = (await page.getByTestId('step-counter').textContent()) ?? '';
  return Number(/of ([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? 0);
}

async function round(page) {
  await page.goto(url);
  await page.getByTestId('samples').selectOption('swordsmith-15xcommon.grid');
  await page.getByTestId('dictionary-select').selectOption('english-63k');
  await page.getByTestId('dictionary-info').filter({ hasText: '63,875' }).waitFor({ timeout: 120_000 });
  await page.getByTestId('algorithm-inference').selectOption('none');
  await page.getByTestId('algorithm-ac3').uncheck();
  await page.getByTestId('teaching-all').check();
  await page.getByTestId('solve').click();
  while (!stopping && (await recorded(page)) < 1_000_000) await page.waitForTimeout(500);
  const events = await recorded(page);
  await page.getByTestId('cancel').click();
  return events;
}

async function load(k) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // The one-column layout (as the e2e specs have it), so that every teaching view can be opened.
    const context = await browser.newContext({
      viewport: { width: 1400, height: 900 },
      serviceWorkers: 'block',
      storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'csp-playground.layout', value: '{"teach":false}' }] }] },
    });
    const page = await context.newPage();
    for (let n = 1; !stopping; n++) {
      const started = Date.now();
      try {
        const events = await round(page);
        console.log(`browser ${k}, round ${n}: ${events.toLocaleString('en')} events in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      } catch (error) {
        if (stopping) break;
        console.log(`browser ${k}, round ${n}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, 5000)); // the server gone, or the page stuck: not a busy loop
      }
    }
  } finally {
    await browser.close();
  }
}

/** Until the server answers (or we are stopped). */
async function serverUp() {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    if (stopping) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

await serverUp();
console.log(`load-browsers: ${browsers} Chromium instances solving on ${url}${Number.isFinite(minutes) ? ` for ${minutes} min` : ' until stopped'}`);
await Promise.all(Array.from({ length: browsers }, (_, k) => load(k + 1)));
