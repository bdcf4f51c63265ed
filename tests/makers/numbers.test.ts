/** Sudoku and Futoshiki for puzzle makers (issue 23): uniqueness, rating, hints, the generator. */
import { spawnSync } from 'node:child_process';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkFutoshiki } from '../../src/checkers/futoshiki.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { parseFutoshiki, type FutoshikiPuzzle } from '../../src/puzzles/futoshiki/index.ts';
import {
  countSolutions,
  futoshikiGrid,
  generateFutoshikis,
  generateSudokus,
  hint,
  LEVELS,
  rate,
  Reasoner,
  sudokuGrid,
  type NumberGrid,
} from '../../src/puzzles/numbers/index.ts';
import { parseSudokuFile, sudokuFromLine, sudokuToLine, type SudokuPuzzle } from '../../src/puzzles/sudoku/index.ts';
import { readPublic } from '../data.ts';
import { countTo, groupsOf } from './bruteCount.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const BOX: Record<number, [number, number]> = { 4: [2, 2], 6: [2, 3], 9: [3, 3] };
const sudokuCount = (p: SudokuPuzzle, cells: ArrayLike<number> = p.cells) => countTo({ size: p.size, givens: cells, groups: groupsOf(p.size, BOX[p.size]), less: [] });
const futoshikiCount = (p: FutoshikiPuzzle, cells: ArrayLike<number> = p.cells, less = p.inequalities) =>
  countTo({ size: p.size, givens: cells, groups: groupsOf(p.size), less: less.map(({ r1, c1, r2, c2 }) => [r1 * p.size + c1, r2 * p.size + c2] as const) });
const rows = (cells: Uint8Array, n: number) => Array.from({ length: n }, (_, r) => Array.from(cells.subarray(r * n, r * n + n)).join(''));
const futoshikiFacts = (p: FutoshikiPuzzle) => ({
  size: p.size,
  givens: Array.from({ length: p.size }, (_, r) => Array.from(p.cells.subarray(r * p.size, (r + 1) * p.size))),
  less: p.inequalities.map(({ r1, c1, r2, c2 }) => [r1, c1, r2, c2] as [number, number, number, number]),
});
const STATUS = (n: number) => (n === 0 ? 'none' : n === 1 ? 'unique' : 'multiple');

/** A 4 x 4 Sudoku with random givens taken from a random solution (or, sometimes, random digits). */
const small4 = fc.record({ solution: fc.integer({ min: 0, max: 10_000 }), keep: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }), noise: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 16, maxLength: 16 }), noisy: fc.boolean() });
const SOLVED4 = ['1234341221434321', '1234432121433412', '2143341212344321'];

function permuted(line: string, seed: number): string {
  const perm = [1, 2, 3, 4];
  for (let i = 3; i > 0; i--) {
    const j = (seed >> (i * 2)) % (i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  return Array.from(line, (ch) => String(perm[Number(ch) - 1])).join('');
}

describe('uniqueness', () => {
  it('agrees with an independent count on small Sudokus, and shows two differing solutions', () => {
    fc.assert(
      fc.property(small4, ({ solution, keep, noise, noisy }) => {
        const solved = permuted(SOLVED4[solution % SOLVED4.length]!, solution);
        const line = Array.from(solved, (ch, i) => (noisy ? String(noise[i]) : keep[i] ? ch : '0')).join('');
        const puzzle = sudokuFromLine(line);
        const u = countSolutions(sudokuGrid(puzzle));
        check(u.status).toBe(STATUS(sudokuCount(puzzle)));
        check(u.text).toBe({ none: 'no solution', unique: 'unique', multiple: '2 solutions' }[u.status as 'none']);
        for (const s of u.solutions) check(checkSudoku(line, rows(s, 4))).toEqual([]);
        if (u.status === 'multiple') {
          expect(u.differ.length).toBeGreaterThan(0);
          for (let i = 0; i < 16; i++) check(u.differ.includes(i)).toBe(u.solutions[0]![i] !== u.solutions[1]![i]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with an independent count on small Futoshikis', () => {
    const futoshiki = fc.record({
      n: fc.constantFrom(4, 5),
      givens: fc.array(fc.tuple(fc.nat(24), fc.integer({ min: 1, max: 5 })), { maxLength: 5 }),
      signs: fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean(), fc.boolean()), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(futoshiki, ({ n, givens, signs }) => {
        const cells = new Uint8Array(n * n);
        for (const [i, d] of givens) if (i < n * n && d <= n) cells[i] = d;
        const inequalities = signs
          .map(([r, c, down, flip]) => {
            const r2 = down ? r + 1 : r;
            const c2 = down ? c : c + 1;
            if (r >= n || c >= n || r2 >= n || c2 >= n) return null;
            return flip ? { r1: r2, c1: c2, r2: r, c2: c } : { r1: r, c1: c, r2, c2 };
          })
          .filter((x) => x !== null);
        const puzzle: FutoshikiPuzzle = { size: n, cells, inequalities };
        const u = countSolutions(futoshikiGrid(puzzle));
        check(u.status).toBe(STATUS(futoshikiCount(puzzle)));
        for (const s of u.solutions) check(checkFutoshiki(futoshikiFacts(puzzle), rows(s, n))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('says unique for the bundled hard Sudokus', () => {
    for (const p of parseSudokuFile(readPublic('puzzles/sudoku-hardest.txt'), 'h')) {
      check(countSolutions(sudokuGrid(p)).status).toBe(sudokuCount(p) === 1 ? 'unique' : 'multiple');
    }
  });
});

describe('rating', () => {
  const top95 = parseSudokuFile(readPublic('puzzles/sudoku-top95.txt'), 'top95');

  it('rates by the weakest reasoning: constructed cases', () => {
    const solved = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    // One cell open: a naked single.
    check(rate(sudokuGrid(sudokuFromLine('.' + solved.slice(1)))).level).toBe('singles');
    // A full unit of givens except one digit's place, the rest empty: only GAC (a hidden single) starts.
    const top = rate(sudokuGrid(top95[0]!));
    check(['gac', 'search']).toContain(top.level);
    // Empty board: many solutions, search.
    const empty = rate(sudokuGrid(sudokuFromLine('.'.repeat(81))));
    check(empty.level).toBe('search');
    expect(empty.nodes).toBeGreaterThan(0);
    // A Futoshiki whose signs need arc consistency on <: 4 x 4, a chain r1c1 < r1c2 < r1c3 < r1c4 fixes row 1.
    const chain = parseFutoshiki('0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n0 1 0 2\n0 2 0 3\n', 'chain.txt');
    const r = new Reasoner(futoshikiGrid(chain));
    expect(r.next('singles')).toBeNull();
    const step = r.next('arc-consistency');
    check(step?.kind).toBe('less-than');
  });

  it('never gets harder when a given of the solution is added (monotone)', () => {
    const puzzles = top95.slice(0, 12);
    fc.assert(
      fc.property(fc.nat(puzzles.length - 1), fc.array(fc.nat(80), { minLength: 1, maxLength: 10 }), (k, add) => {
        const p = puzzles[k]!;
        const grid = sudokuGrid(p);
        const solution = countSolutions(grid).solutions[0]!;
        const more = p.cells.slice();
        for (const i of add) more[i] = solution[i]!;
        const before = LEVELS.indexOf(rate(grid).level);
        const after = LEVELS.indexOf(rate(grid, more).level);
        expect(after).toBeLessThanOrEqual(before);
      }),
      { numRuns: 60 },
    );
  });

  it('counts its steps, and nodes only for search', () => {
    for (const p of top95.slice(0, 20)) {
      const r = rate(sudokuGrid(p));
      const steps = Object.values(r.needs).reduce((a, b) => a + b, 0);
      expect(steps).toBeGreaterThan(0);
      if (r.level === 'search') expect(r.nodes).toBeGreaterThan(0);
      else {
        check(r.nodes).toBe(0);
        check(r.needs['naked-single'] + r.needs['hidden-single']).toBe(81 - p.cells.filter((d) => d > 0).length);
      }
    }
  });
});

describe('hints', () => {
  function followHints(grid: NumberGrid, solution: Uint8Array): number {
    const entries = new Uint8Array(grid.cells.length);
    let candidates = new Int32Array(grid.cells.length).fill(-1);
    let steps = 0;
    for (;;) {
      const h = hint(grid, { entries, candidates });
      if (h.type !== 'step') {
        check(['solved', 'stuck']).toContain(h.type);
        return steps;
      }
      steps++;
      const { step } = h;
      expect(step.causes.length).toBeGreaterThan(0);
      if (step.cell !== undefined) {
        check(step.digit).toBe(solution[step.cell]);
        entries[step.cell] = step.digit!;
      }
      for (const { cell, digits } of step.removed) {
        check(digits).not.toContain(solution[cell]);
        for (const d of digits) candidates[cell]! &= ~(1 << (d - 1));
      }
      candidates = Int32Array.from(candidates);
    }
  }

  it('each step is right: a digit of the unique solution, candidates that are not', () => {
    const puzzles = parseSudokuFile(readPublic('puzzles/sudoku-top95.txt'), 'top95').slice(0, 8);
    for (const p of puzzles) {
      const grid = sudokuGrid(p);
      const solution = countSolutions(grid).solutions[0]!;
      expect(followHints(grid, solution)).toBeGreaterThan(0);
    }
    const f = parseFutoshiki(readPublic('puzzles/futoshiki-own-6x6.txt'), 'f');
    const fg = futoshikiGrid(f);
    expect(followHints(fg, countSolutions(fg).solutions[0]!)).toBeGreaterThan(0);
  });

  it('reports a contradiction and a solved board', () => {
    const bad = sudokuFromLine('11' + '.'.repeat(79));
    check(hint(sudokuGrid(bad)).type).toBe('contradiction');
    const solved = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    check(hint(sudokuGrid(sudokuFromLine(solved))).type).toBe('solved');
  });
});

describe('generator', () => {
  it('makes unique, strictly minimal Sudokus without symmetry (checked by an independent count)', () => {
    for (const size of [4, 9]) {
      for (const g of generateSudokus(size === 4 ? 6 : 3, { seed: 11, size, symmetry: false })) {
        const p = g.puzzle;
        check(sudokuCount(p)).toBe(1);
        check(checkSudoku(sudokuToLine(p), rows(g.solution, size))).toEqual([]);
        for (let i = 0; i < p.cells.length; i++) {
          if (p.cells[i] === 0) continue;
          const less = p.cells.slice();
          less[i] = 0;
          check(sudokuCount(p, less)).toBe(2);
        }
      }
    }
  });

  it('makes symmetric Sudokus, minimal as symmetric pairs, the same for the same seed', () => {
    const a = generateSudokus(3, { seed: 4 });
    const b = generateSudokus(3, { seed: 4 });
    check(a.map((g) => sudokuToLine(g.puzzle))).toEqual(b.map((g) => sudokuToLine(g.puzzle)));
    check(sudokuToLine(generateSudokus(1, { seed: 5 })[0]!.puzzle)).not.toBe(sudokuToLine(a[0]!.puzzle));
    for (const g of a) {
      const p = g.puzzle;
      check(sudokuCount(p)).toBe(1);
      for (let i = 0; i < 81; i++) {
        check(p.cells[i] === 0).toBe(p.cells[80 - i] === 0);
        if (p.cells[i] === 0 || 80 - i < i) continue;
        const less = p.cells.slice();
        less[i] = 0;
        less[80 - i] = 0;
        check(sudokuCount(p, less)).toBe(2);
      }
    }
  });

  it('meets a requested level', () => {
    for (const level of ['singles', 'gac'] as const) {
      const [g] = generateSudokus(1, { seed: 3, level, symmetry: false });
      check(rate(sudokuGrid(g!.puzzle)).level).toBe(level);
    }
    expect(() => generateSudokus(1, { level: 'arc-consistency' })).toThrow(/arc-consistency/);
  });

  it('makes unique Futoshikis where no sign and no given can go (without symmetry)', () => {
    for (const g of generateFutoshikis(4, { seed: 2, size: 5, symmetry: false })) {
      check(g.symmetric).toBe(false);
      const p = g.puzzle;
      check(futoshikiCount(p)).toBe(1);
      for (let i = 0; i < p.cells.length; i++) {
        if (p.cells[i] === 0) continue;
        const less = p.cells.slice();
        less[i] = 0;
        check(futoshikiCount(p, less)).toBe(2);
      }
      p.inequalities.forEach((_, k) => check(futoshikiCount(p, p.cells, p.inequalities.filter((__, j) => j !== k))).toBe(2));
    }
  });
});

describe('the Futoshiki generator\'s symmetry (the default)', () => {
  /** A sign's two cells as one key, whichever way it points. */
  const pair = (n: number, r1: number, c1: number, r2: number, c2: number) => [r1 * n + c1, r2 * n + c2].sort((a, b) => a - b).join('-');
  const turned = (n: number, r1: number, c1: number, r2: number, c2: number) => pair(n, n - 1 - r1, n - 1 - c1, n - 1 - r2, n - 1 - c2);

  it('givens and signs are 180° symmetric; unique, and minimal as pairs (by an independent count); the same for a seed', () => {
    for (const size of [4, 5, 6]) {
      const made = generateFutoshikis(size === 6 ? 1 : 3, { seed: 7, size });
      for (const g of made) {
        const p = g.puzzle;
        const n = p.size;
        check(g.symmetric).toBe(true);
        // Symmetric positions, checked from the puzzle alone.
        for (let i = 0; i < n * n; i++) check(p.cells[i] === 0).toBe(p.cells[n * n - 1 - i] === 0);
        const signs = new Set(p.inequalities.map(({ r1, c1, r2, c2 }) => pair(n, r1, c1, r2, c2)));
        for (const { r1, c1, r2, c2 } of p.inequalities) check(signs.has(turned(n, r1, c1, r2, c2))).toBe(true);
        // Unique, and its solution keeps every rule and given.
        check(futoshikiCount(p)).toBe(1);
        check(checkFutoshiki(futoshikiFacts(p), rows(g.solution, n))).toEqual([]);
        // Minimal as pairs: no given goes with its mirror, no sign with its mirror.
        for (let i = 0; i < n * n; i++) {
          if (p.cells[i] === 0 || n * n - 1 - i < i) continue;
          const less = p.cells.slice();
          less[i] = 0;
          less[n * n - 1 - i] = 0;
          check(futoshikiCount(p, less)).toBe(2);
        }
        p.inequalities.forEach((s, k) => {
          const mirror = turned(n, s.r1, s.c1, s.r2, s.c2);
          const fewer = p.inequalities.filter((t, j) => j !== k && pair(n, t.r1, t.c1, t.r2, t.c2) !== mirror);
          expect(fewer.length).toBeLessThan(p.inequalities.length);
          check(futoshikiCount(p, p.cells, fewer)).toBe(2);
        });
      }
    }
    const again = generateFutoshikis(3, { seed: 7, size: 4 }).map((g) => g.puzzle);
    check(again.map((p) => [Array.from(p.cells), p.inequalities])).toEqual(generateFutoshikis(3, { seed: 7, size: 4 }).map((g) => [Array.from(g.puzzle.cells), g.puzzle.inequalities]));
  });

  it('the CLI: symmetric by default, --no-symmetry turns it off (JSON "symmetric")', () => {
    const on = cli('--type', 'futoshiki', '--generate', '1', '--seed', '3', '--size', '4', '--json');
    check(on.code).toBe(0);
    check(JSON.parse(on.stdout).symmetric).toBe(true);
    const off = cli('--type', 'futoshiki', '--generate', '1', '--seed', '3', '--size', '4', '--json', '--no-symmetry');
    check(off.code).toBe(0);
    check(JSON.parse(off.stdout).symmetric).toBe(false);
  });
});

describe('the CLI', () => {
  it('--generate prints one 81-character puzzle a line, the same for a seed', () => {
    const r = cli('--type', 'sudoku', '--generate', '2', '--seed', '9');
    check(r.code).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(2);
    for (const l of lines) check(l).toMatch(/^[1-9.]{81}$/);
    check(cli('--type', 'sudoku', '--generate', '2', '--seed', '9').stdout).toBe(r.stdout);
  });

  it('--generate for Futoshiki prints files the project reads', () => {
    const r = cli('--type', 'futoshiki', '--generate', '2', '--seed', '3', '--size', '4');
    check(r.code).toBe(0);
    const files = r.stdout.trim().split('\n\n');
    expect(files).toHaveLength(2);
    for (const f of files) check(futoshikiCount(parseFutoshiki(f, 'gen.txt'))).toBe(1);
  });

  it('--rate adds uniqueness and the rating', () => {
    const r = cli('public/puzzles/sudoku-top95.txt', '--type', 'sudoku', '--rate', '--json');
    const out = JSON.parse(r.stdout);
    check(out.uniqueness).toBe('unique');
    check(Object.keys(out.rating)).toEqual(['level', 'nodes', 'needs']);
    check(LEVELS).toContain(out.rating.level);
    check(cli('--type', 'crossword', '--generate', '1').code).toBe(2);
  });
});
