/**
 * The offline copy (pwa.config.ts) holds everything in public/: every file there has an ending the
 * precache globs take and is under workbox's size limit (above it, workbox leaves a file out with
 * only a build warning, and that puzzle or dictionary would fail offline).
 */
import { readdirSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { PRECACHE_EXTENSIONS, PRECACHE_MAX_BYTES, pwaOptions } from '../../pwa.config.ts';

const PUBLIC = join(import.meta.dirname, '../../public');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('precache', () => {
  const all = files(PUBLIC);

  it('covers the bundled puzzles, dictionaries, licences and icons', () => {
    const names = all.map((f) => relative(PUBLIC, f));
    check(names).toEqual(expect.arrayContaining(['dictionaries/russian-nouns-51k.txt', 'dictionaries/russian-nouns-LICENSE.md', 'puzzles/lesson-8x8.grid', 'puzzles/seed000-p1.slots', 'icon.svg']));
    for (const file of all) check(PRECACHE_EXTENSIONS as readonly string[], relative(PUBLIC, file)).toContain(extname(file).slice(1));
  });

  it('every file fits under the size limit workbox is given', () => {
    check(pwaOptions.workbox?.maximumFileSizeToCacheInBytes).toBe(PRECACHE_MAX_BYTES);
    for (const file of all) expect(statSync(file).size, relative(PUBLIC, file)).toBeLessThan(PRECACHE_MAX_BYTES);
  });

  it("takes MiniZinc's compiler and standard library (the model kind compiles offline)", () => {
    const dist = join(import.meta.dirname, '../../node_modules/minizinc/dist');
    for (const file of ['minizinc.wasm', 'minizinc.data', 'minizinc-worker.js']) {
      check(PRECACHE_EXTENSIONS as readonly string[]).toContain(extname(file).slice(1));
      expect(statSync(join(dist, file)).size, file).toBeLessThan(PRECACHE_MAX_BYTES);
    }
  });

  it('waits for the user before a new version takes over, and no service worker in dev', () => {
    check(pwaOptions.registerType).toBe('prompt');
    check(pwaOptions.devOptions?.enabled).toBe(false);
    expect(pwaOptions.workbox?.skipWaiting).toBeUndefined();
  });
});
