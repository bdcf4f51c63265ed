/**
 * Nothing below the app names a puzzle kind in a branch: the workers, the command line, the
 * checkers' entry point and the file reader go through the kinds' descriptors
 * (src/puzzles/registry.ts), so a new kind is its folder and one line there. A kind's name may
 * appear in a type, a table's key or a message; never in a condition (`=== 'crossword'`,
 * `case 'sudoku':`). And the command line stays light: what it loads before it knows the kind
 * holds neither the crossword parsers nor the FlatZinc reader.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { PUZZLE_KINDS } from '../../src/puzzles/registry.ts';

const ROOT = resolve(fileURLToPath(new URL('../../', import.meta.url)));

function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFilesUnder(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

/** The text without comments (line and block), so that a comment naming a kind is no branch. */
function code(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** The conditions of a source text that name a kind: comparisons with a kind's name, and `case` labels. */
export function kindBranches(text: string, kinds: readonly string[] = PUZZLE_KINDS): string[] {
  const name = `(['"\`])(?:${kinds.join('|')})\\1`;
  const patterns = [new RegExp(`[!=]==?\\s*${name}`, 'g'), new RegExp(`${name}\\s*[!=]==?`, 'g'), new RegExp(`\\bcase\\s+${name}\\s*:`, 'g')];
  const lines = code(text).split('\n');
  const found: string[] = [];
  lines.forEach((line, i) => {
    if (patterns.some((p) => new RegExp(p.source).test(line))) found.push(`line ${i + 1}: ${line.trim()}`);
  });
  return found;
}

describe('nothing below the app branches on a puzzle kind', () => {
  const files = [
    ...tsFilesUnder(join(ROOT, 'src/worker')),
    ...tsFilesUnder(join(ROOT, 'src/cli')),
    join(ROOT, 'src/checkers/solutions.ts'),
    join(ROOT, 'src/puzzles/files.ts'),
    join(ROOT, 'src/puzzles/registry.ts'),
  ];

  it('the scan finds a kind in a condition, and not in a type, a key or a comment', () => {
    expect(kindBranches("if (request.kind === 'crossword') load();")).toHaveLength(1);
    expect(kindBranches("const grid = 'sudoku' !== kind ? a : b;")).toHaveLength(1);
    check(kindBranches('switch (x) {\n  case "queens":\n    break;\n}')).toEqual(['line 2: case "queens":']);
    expect(kindBranches("return kind == 'model' ? 1 : 2;")).toHaveLength(1);
    check(kindBranches("type A = { kind: 'crossword' };\nconst table = { crossword: 1 };\n// if (kind === 'crossword')\n/* case 'sudoku': */")).toEqual([]);
    check(kindBranches("if (e.type === 'solution') return;")).toEqual([]);
  });

  it('covers the workers, the command line, the checkers entry and the file reader', () => {
    const scanned = files.map((f) => relative(ROOT, f));
    check(scanned).toEqual(expect.arrayContaining(['src/worker/solver.worker.ts', 'src/worker/checkFill.ts', 'src/cli/main.ts', 'src/cli/args.ts', 'src/puzzles/files.ts']));
  });

  for (const file of files) {
    it(relative(ROOT, file), () => {
      check(kindBranches(readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

/** The files a module loads before any dynamic import: its static imports, followed (type-only imports are erased). */
function staticClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = code(readFileSync(file, 'utf8'));
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'(\.{1,2}\/[^']+)'/gm)) {
      const [, typeOnly, clause, path] = m;
      // `import type …` and `import { type A, type B } …` load nothing.
      const names = /^\{([^}]*)\}$/.exec(clause!.trim())?.[1];
      if (typeOnly || (names !== undefined && names.split(',').every((n) => n.trim() === '' || /^type\s/.test(n.trim())))) continue;
      visit(resolve(dirname(file), path!));
    }
    for (const m of text.matchAll(/^\s*import\s+'(\.{1,2}\/[^']+)'/gm)) visit(resolve(dirname(file), m[1]!));
  };
  visit(entry);
  return seen;
}

describe('the command line loads only the kind it runs', () => {
  const heavy = (files: Set<string>) =>
    [...files].map((f) => relative(ROOT, f)).filter((f) => f.startsWith('src/puzzles/crossword/') || f.startsWith('src/puzzles/model/') || f === 'src/puzzles/registry.ts');

  it('the closure follows static imports and skips type-only ones', () => {
    const closure = [...staticClosure(join(ROOT, 'src/cli/generic.ts'))].map((f) => relative(ROOT, f));
    check(closure).toEqual(expect.arrayContaining(['src/cli/args.ts', 'src/cli/numbers.ts', 'src/puzzles/kind.ts']));
    // kind.ts imports the crossword's WordIndex as a type only.
    check(closure).not.toContain('src/puzzles/crossword/wordIndex.ts');
    check(heavy(staticClosure(join(ROOT, 'src/cli/crossword.ts')))).toContain('src/puzzles/crossword/slotFile.ts');
  });

  it('start-up (main.ts) and the queens runner load no crossword or model code, nor every kind', () => {
    check(heavy(staticClosure(join(ROOT, 'src/cli/main.ts')))).toEqual([]);
    check(heavy(staticClosure(join(ROOT, 'src/cli/queens.ts')))).toEqual([]);
    check(heavy(staticClosure(join(ROOT, 'src/puzzles/queens/kind.ts')))).toEqual([]);
    check(heavy(staticClosure(join(ROOT, 'src/puzzles/sudoku/kind.ts')))).toEqual([]);
  });
});
