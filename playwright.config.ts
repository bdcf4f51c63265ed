import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium headless shell where it is installed (scripts/ensure-chromium.mjs installs it:
// the same Chromium built for headless runs, as Playwright runs its own headless tests, and about
// 30% faster here), else the full browser. CHROMIUM_PATH=/usr/bin/chromium for a headed run
// (--headed, --debug, --ui), which the shell cannot show.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // Two browsers at a time (E2E_WORKERS to change it), test by test: every test has a fresh
  // context (storage, IndexedDB, service workers, downloads of its own) and the preview server
  // only serves files, so no test depends on another or on their order.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Tests that only make docs/screenshots' pictures (`@docs` in the title, e2e/fixtures/docs.ts) run
  // under `npm run screenshots` (E2E_SHOTS=1), not in `npm test`.
  ...(process.env.E2E_SHOTS ? {} : { grepInvert: /@docs/ }),
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The preview build registers a service worker (pwa.config.ts). Specs get a fresh context
    // each, but a worker that controls a page after a reload would answer its requests from the
    // cache, out of page.route's reach: only e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A first visit on a wide screen opens in the teaching layout. The specs written for the
    // one-column layout start with that layout chosen (as a returning user would have it): `test`
    // from e2e/fixtures/base.ts writes it into each context's storage (a `storageState` here would
    // cost a page load per context); the specs of the first screen ask for an empty storage with
    // `test.use({ storageState: FIRST_VISIT })` from e2e/fixtures/clean.ts.
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1400, height: 900 },
        launchOptions: {
          executablePath: chromium,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    command: `npm run build && npm run preview -- --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
