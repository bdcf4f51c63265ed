/**
 * The repository stands alone: no code, test, benchmark, script or document refers to a path
 * outside it (a fresh clone with nothing beside it must pass its tests and run its examples).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));
const CODE = /\.(ts|tsx|js|mjs|cjs|json|html|md|sh)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.git']);

function filesUnder(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path));
    else if (CODE.test(name)) out.push(path);
  }
  return out;
}

/** Relative paths written in a file (`../x`, `./x`), each resolved against the file's folder. */
export function outsideReferences(file: string, text: string, root: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/(?<![\w./-])((?:\.\.?\/)+)([^\s'"`)\]${}<>,;]*)/g)) {
    const target = resolve(dirname(file), m[1]! + m[2]!);
    if (target !== root && !target.startsWith(root + sep)) found.push(`${m[0]} (resolves to ${target})`);
  }
  // Paths that name the data folder handed to the developers, or this machine's folders.
  for (const m of text.matchAll(/(?:\.\.\/)+shared\b[^\s'"`]*|\/work\/[^\s'"`]*/g)) found.push(m[0]);
  return [...new Set(found)];
}

describe('the repository stands alone', () => {
  const places = ['src', 'tests', 'e2e', 'bench', 'scripts', 'bin', 'docs', 'public', '.ci'].map((d) => join(ROOT, d));
  const topFiles = ['README.md', 'package.json', 'vite.config.ts', 'playwright.config.ts', 'index.html', 'eslint.config.js'].map((f) => join(ROOT, f));
  const files = [...places.flatMap((d) => filesUnder(d)), ...topFiles, join(ROOT, '.ci', 'run')];

  it('scans the code, tests, benchmarks, scripts and documents', () => {
    expect(files.length).toBeGreaterThan(100);
    check(files.some((f) => f.endsWith(join('tests', 'data.ts')))).toBe(true);
  });

  it('no file refers to a path outside the repository', () => {
    const offenders = files.flatMap((file) =>
      outsideReferences(file, readFileSync(file, 'utf8'), ROOT).map((ref) => `${relative(ROOT, file)}: ${ref}`),
    );
    check(offenders).toEqual([]);
  });

  it('catches the references it is meant to catch', () => {
    // Built from pieces, so that this file does not itself hold the references it looks for.
    const up = (n: number) => '../'.repeat(n);
    const file = join(ROOT, 'tests', 'sudoku', 'x.test.ts');
    expect(outsideReferences(file, `readFileSync(new URL('${up(3)}shared/data/sudoku/top95.txt', import.meta.url))`, ROOT)).not.toEqual([]);
    expect(outsideReferences(file, 'new URL(`' + up(3) + 'elsewhere/${name}`, import.meta.url)', ROOT)).not.toEqual([]);
    expect(outsideReferences(join(ROOT, 'README.md'), `formats: \`${up(1)}shared/docs/formats.md\``, ROOT)).not.toEqual([]);
    check(outsideReferences(join(ROOT, 'README.md'), 'see [the formats](docs/formats.md)', ROOT)).toEqual([]);
    check(outsideReferences(file, `import { solve } from '${up(2)}src/solver/index.ts';`, ROOT)).toEqual([]);
  });
});
