/**
 * Data files for tests and benchmarks, all inside the repository: the app's bundled puzzles and
 * dictionaries under `public/`, and tests-only files (no licence to redistribute in the app, or
 * only useful to tests) under `tests/fixtures/` (sources in `tests/fixtures/SOURCES.md`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FIXTURES = new URL('./fixtures/', import.meta.url);
const PUBLIC = new URL('../public/', import.meta.url);

/** A file under tests/fixtures/, e.g. `crossword/top3000-english.txt`. */
export function fixturePath(relative: string): string {
  return fileURLToPath(new URL(relative, FIXTURES));
}

export function readFixture(relative: string): string {
  return readFileSync(new URL(relative, FIXTURES), 'utf8');
}

/** A file the app bundles, under public/, e.g. `puzzles/seed000-p4.slots`. */
export function publicPath(relative: string): string {
  return fileURLToPath(new URL(relative, PUBLIC));
}

export function readPublic(relative: string): string {
  return readFileSync(new URL(relative, PUBLIC), 'utf8');
}
