/**
 * The service worker (vite-plugin-pwa, workbox's generateSW) that lets the app work offline after
 * the first visit: it precaches the app shell (index.html, scripts, styles, the three worker
 * scripts) and everything in public/ (puzzles, dictionaries, licence and source notes, icons), and
 * MiniZinc's WebAssembly compiler with its standard library (the model kind's, .wasm and .data).
 *
 * - Updates wait for the user (`prompt`): a new version is installed in the background and the
 *   app offers "reload" (src/app/shell/ui/UpdateNotice.tsx); nothing reloads under a running
 *   search, and the saved session (persist.ts, written at pagehide) comes back after the reload.
 * - `clientsClaim` only matters on the first install (there is no older worker to take over from):
 *   the first visit is controlled at once, so it works offline without a second visit. A waiting
 *   update is still activated only by the user's reload.
 * - The dev server gets no service worker (`devOptions.enabled: false`), so dev and e2e specs
 *   that mock the network are unaffected (playwright.config.ts also blocks service workers for
 *   every spec but e2e/offline.spec.ts).
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * Workbox skips precaching files above this size. The largest is MiniZinc's compiler
 * (node_modules/minizinc/dist/minizinc.wasm, 17.9 MB, loaded only when a model is opened), which
 * must work offline too; the largest bundled dictionary is about 1 MB.
 */
export const PRECACHE_MAX_BYTES = 24 * 1024 * 1024;

/** File endings precached from the build (public/ is copied into it as is). */
export const PRECACHE_EXTENSIONS = ['html', 'js', 'css', 'svg', 'png', 'txt', 'md', 'grid', 'slots', 'mzn', 'queens', 'wasm', 'data'] as const;

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // Registered from the app (virtual:pwa-register/react), not by an injected inline script,
  // which the Content-Security-Policy would refuse.
  injectRegister: false,
  devOptions: { enabled: false },
  // public/ is in the globs below already (the plugin adds manifest.webmanifest itself).
  includeManifestIcons: false,
  manifest: {
    name: 'CSP Playground',
    short_name: 'CSP Playground',
    description: 'Watch a constraint solver fill crosswords, Sudoku and Futoshiki, step by step.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#f1f5f9',
    theme_color: '#0369a1',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: [`**/*.{${PRECACHE_EXTENSIONS.join(',')}}`],
    maximumFileSizeToCacheInBytes: PRECACHE_MAX_BYTES,
    navigateFallback: 'index.html',
    clientsClaim: true,
    cleanupOutdatedCaches: true,
  },
};
