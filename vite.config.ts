import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaOptions } from './pwa.config.ts';

/**
 * index.html carries the production Content-Security-Policy. The dev server cannot run under it:
 * Vite injects CSS (Tailwind, index.css) as <style> elements, and its error overlay writes
 * innerHTML. In dev only, allow inline styles and drop Trusted Types; everything else (scripts,
 * workers, connections: 'self' covers the HMR websocket) stays as in production. React refresh's
 * inline preamble comes before the meta tag, so the policy does not apply to it.
 */
function devContentSecurityPolicy(): Plugin {
  return {
    name: 'dev-content-security-policy',
    apply: 'serve',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(/(http-equiv="Content-Security-Policy"\s+content=")([^"]*)"/, (_, head: string, policy: string) => {
          const dev = policy
            .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")
            .replace(/;\s*require-trusted-types-for 'script'; trusted-types default/, '');
          return `${head}${dev}"`;
        }),
    },
  };
}

/**
 * Test files that take long but are small: vitest starts the files it has no timings for largest
 * first (a fresh clone, as CI has), so these would start last and keep one worker busy alone at
 * the end (measured: the 10 MB fuzz inputs alone took a quarter of the unit tests' time). Started
 * first, the two workers finish together. A file missing here only costs time.
 */
const SLOW_FIRST = ['tests/fuzz/huge.test.ts', 'tests/solver/events.test.ts', 'tests/model/samples.test.ts', 'tests/repo/boundaries.test.ts', 'tests/lesson/kindWords.test.ts'];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.findIndex((slow) => f.moduleId.endsWith(slow));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), devContentSecurityPolicy(), VitePWA(pwaOptions)],
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Only a net for a test that hangs, never a bound on its speed: the slowest tests take 10–15 s
    // alone, and on a shared 2-core machine (other checkouts' suites beside this one) 60 s was
    // passed by two of them. Speed is measured in `npm run bench`.
    testTimeout: 300_000,
    // Vitest runs one file at a time on a 2-core machine (it keeps a core for itself: cores - 1);
    // the unit tests are CPU-bound in their workers, so two at a time take both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Files share their worker's module cache instead of loading every module afresh per file: the
    // suite passes so, and it takes about a seventh less CPU (measured: 7 min 3 s of CPU against
    // 8 min 11 s). A test that leaves state behind for the next file is a bug in that test.
    isolate: false,
    sequence: { sequencer: SlowFirst },
  },
});
