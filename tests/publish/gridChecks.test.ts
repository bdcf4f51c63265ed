/**
 * Grid checks and symmetry against brute force: every rule recomputed here from the cells alone,
 * by other means than the code under test (words by walking each cell's neighbours, pieces by
 * repeated relaxation, symmetry by coordinates), on random grids.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseGridFile } from '../../src/puzzles/crossword/index.ts';
import { blockEdit, detectSymmetry, gridChecks, keepsSymmetry, mirrorCell, symmetriesOf, SYMMETRIES, type Symmetry } from '../../src/puzzles/crossword/publish/index.ts';

interface Grid {
  width: number;
  height: number;
  blocks: boolean[];
}

const grids = fc
  .record({ width: fc.integer({ min: 1, max: 9 }), height: fc.integer({ min: 1, max: 9 }) })
  .chain(({ width, height }) => fc.record({ width: fc.constant(width), height: fc.constant(height), blocks: fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }) }));

/** Words by brute force: for each white cell that starts a run (its left/upper neighbour blocked or outside), the run's length when 2 or more. */
function bruteWords(g: Grid): { start: number; dir: 'a' | 'd'; cells: number[] }[] {
  const white = (r: number, c: number) => r >= 0 && c >= 0 && r < g.height && c < g.width && !g.blocks[r * g.width + c];
  const words: { start: number; dir: 'a' | 'd'; cells: number[] }[] = [];
  for (let r = 0; r < g.height; r++) {
    for (let c = 0; c < g.width; c++) {
      for (const [dir, dr, dc] of [['a', 0, 1], ['d', 1, 0]] as const) {
        if (!white(r, c) || white(r - dr, c - dc)) continue;
        const cells: number[] = [];
        for (let k = 0; white(r + k * dr, c + k * dc); k++) cells.push((r + k * dr) * g.width + c + k * dc);
        if (cells.length >= 2) words.push({ start: r * g.width + c, dir, cells });
      }
    }
  }
  return words;
}

/** Pieces by relaxation: every white cell starts with its own label, and takes the smallest of its neighbours' until nothing changes. */
function brutePieces(g: Grid): number {
  const label = g.blocks.map((b, i) => (b ? -1 : i));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < label.length; i++) {
      if (label[i]! < 0) continue;
      const r = Math.floor(i / g.width);
      const c = i % g.width;
      for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
        if (nr! < 0 || nc! < 0 || nr! >= g.height || nc! >= g.width) continue;
        const l = label[nr! * g.width + nc!]!;
        if (l >= 0 && l < label[i]!) {
          label[i] = l;
          changed = true;
        }
      }
    }
  }
  return new Set(label.filter((l) => l >= 0)).size;
}

describe('grid checks', () => {
  it('agree with brute force on random grids', () => {
    fc.assert(
      fc.property(grids, (g) => {
        const checks = gridChecks(g.width, g.height, g.blocks);
        const words = bruteWords(g);
        check(checks.words).toBe(words.length);
        check(checks.blocks).toBe(g.blocks.filter(Boolean).length);
        check(checks.whiteCells).toBe(g.blocks.filter((b) => !b).length);
        check(checks.pieces.length).toBe(brutePieces(g));
        check(checks.pieces.flat().sort((a, b) => a - b)).toEqual(g.blocks.flatMap((b, i) => (b ? [] : [i])));
        const inAcross = new Set(words.filter((w) => w.dir === 'a').flatMap((w) => w.cells));
        const inDown = new Set(words.filter((w) => w.dir === 'd').flatMap((w) => w.cells));
        check(checks.unchecked).toEqual(g.blocks.flatMap((b, i) => (!b && !(inAcross.has(i) && inDown.has(i)) ? [i] : [])));
        check(checks.short.map((s) => s.cells)).toEqual(words.filter((w) => w.cells.length < 3).map((w) => w.cells));
        const histogram = new Map<number, number>();
        for (const w of words) histogram.set(w.cells.length, (histogram.get(w.cells.length) ?? 0) + 1);
        check(checks.lengths).toEqual([...histogram].sort((a, b) => a[0] - b[0]).map(([length, count]) => ({ length, count })));
        const mean = words.length === 0 ? 0 : words.reduce((n, w) => n + w.cells.length, 0) / words.length;
        expect(checks.meanLength).toBeCloseTo(mean, 10);
        // Each rule's state follows from the counts; its cells are the ones it concerns.
        const rule = (name: string) => checks.rules.find((r) => r.rule === name)!;
        check(rule('connected').state).toBe(brutePieces(g) <= 1 ? 'ok' : 'error');
        check(rule('connected').cells.length).toBe(g.blocks.filter((b) => !b).length - (checks.pieces[0]?.length ?? 0));
        check(rule('min-length').state).toBe(words.some((w) => w.cells.length < 3) ? 'error' : 'ok');
        check(rule('checked').cells).toEqual(checks.unchecked);
        check(rule('checked').state).toBe(checks.unchecked.length > 0 ? 'error' : 'ok');
      }),
      { numRuns: 300 },
    );
  });

  it('gives the editors\' word limits for 15 x 15 as guidance', () => {
    const open = gridChecks(15, 15, new Array<boolean>(225).fill(false));
    check(open.words).toBe(30);
    check(open.limit).toEqual({ themed: 78, themeless: 72 });
    expect(open.rules[0]).toMatchObject({ rule: 'word-count', state: 'ok', message: { key: 'gridChecks.words.ok', params: { words: 30, themed: 78, themeless: 72 } } });
    // Blocks on every fourth row and column: 3 x 3 islands, 4 words a row and a column on 12 of each.
    const busy = Array.from({ length: 225 }, (_, i) => Math.floor(i / 15) % 4 === 3 || (i % 15) % 4 === 3);
    const checks = gridChecks(15, 15, busy);
    check(checks.words).toBe(96);
    check(checks.rules[0]!.state).toBe('warning');
    check(gridChecks(5, 5, new Array<boolean>(25).fill(false)).rules[0]!.state).toBe('info');
  });

  it('finds a real 15 x 15 grid clean', () => {
    const grid = parseGridFile(readFileSync(new URL('../../public/puzzles/swordsmith-15xcommon.grid', import.meta.url), 'utf8'));
    const checks = gridChecks(grid.width, grid.height, grid.blocks);
    check(checks.rules.filter((r) => r.state === 'error')).toEqual([]);
    expect(checks.pieces).toHaveLength(1);
  });

  it('names the cells of each broken rule', () => {
    // Row 0: a 2-letter word; the cell at r2c0 is cut off and unchecked.
    const g = parseGridFile('..#\n###\n.##\n');
    const checks = gridChecks(g.width, g.height, g.blocks);
    const rule = (name: string) => checks.rules.find((r) => r.rule === name)!;
    check(rule('min-length').cells).toEqual([0, 1]);
    check(rule('checked').cells).toEqual([0, 1, 6]);
    check(rule('connected').cells).toEqual([6]);
  });
});

describe('symmetry', () => {
  const coordinates = (cell: number, width: number) => [Math.floor(cell / width), cell % width] as const;
  const expected: Record<Symmetry, (r: number, c: number, w: number, h: number) => [number, number]> = {
    rotational: (r, c, w, h) => [h - 1 - r, w - 1 - c],
    'mirror-left-right': (r, c, w) => [r, w - 1 - c],
    'mirror-top-bottom': (r, c, _w, h) => [h - 1 - r, c],
    none: (r, c) => [r, c],
  };

  it('maps each cell to its partner, and twice to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.nat(), fc.constantFrom(...SYMMETRIES), (width, height, k, s) => {
        const cell = k % (width * height);
        const [r, c] = coordinates(cell, width);
        const [er, ec] = expected[s](r, c, width, height);
        check(mirrorCell(cell, width, height, s)).toBe(er * width + ec);
        check(mirrorCell(mirrorCell(cell, width, height, s), width, height, s)).toBe(cell);
      }),
    );
  });

  it('detects the symmetries a grid keeps, and editing under one keeps it', () => {
    fc.assert(
      fc.property(grids, fc.constantFrom(...SYMMETRIES), fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 20 }), (g, s, edits) => {
        const keeps = (sym: Symmetry) => g.blocks.every((b, i) => {
          const [r, c] = coordinates(i, g.width);
          const [pr, pc] = expected[sym](r, c, g.width, g.height);
          return b === g.blocks[pr * g.width + pc];
        });
        check(symmetriesOf(g.width, g.height, g.blocks)).toEqual(SYMMETRIES.filter(keeps));
        check(detectSymmetry(g.width, g.height, g.blocks)).toBe(SYMMETRIES.find(keeps));
        // Start from the grid made symmetric, then edit: it stays symmetric.
        const blocks = g.blocks.map((b, i) => b || g.blocks[mirrorCell(i, g.width, g.height, s)]!);
        check(keepsSymmetry(g.width, g.height, blocks, s)).toBe(true);
        for (const [k, on] of edits) {
          for (const c of blockEdit(g.width, g.height, blocks, k % blocks.length, on, s)) blocks[c] = on;
          check(blocks[k % blocks.length]).toBe(on);
          check(keepsSymmetry(g.width, g.height, blocks, s)).toBe(true);
        }
      }),
    );
  });

  it('says none for a grid loaded without symmetry', () => {
    const g = parseGridFile('#....\n.....\n.....\n');
    check(detectSymmetry(g.width, g.height, g.blocks)).toBe('none');
    check(detectSymmetry(15, 15, new Array<boolean>(225).fill(false))).toBe('rotational');
  });
});
