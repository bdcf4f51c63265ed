/**
 * The all-different kernel against the generic search: on every problem and option set the
 * kernel accepts, the same status, solutions, nodes, backtracks, maximum depth, states explored
 * and largest frontier; every solution
 * accepted by the independent checker; and problems or options it does not mirror go to search().
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { buildSudokuModel, parseSudokuFile, sudokuFromLine, sudokuToLine } from '../../src/puzzles/sudoku/index.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { AllDifferentGac, solve, solveGeneric, withDefaults, type Problem, type SearchOptions, type SearchResult } from '../../src/solver/index.ts';
import { kernelFor } from '../../src/solver/kernel/allDifferentKernel.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { readFixture, readPublic } from '../data.ts';
import { verbatim } from '../../src/text/index.ts';

function same(problem: Problem, options: Partial<SearchOptions>): SearchResult {
  check(kernelFor(problem, withDefaults(options))).toBe(true);
  const kernel = solve(problem, options);
  const generic = solveGeneric(problem, options);
  const pick = (r: SearchResult) => ({
    status: r.status,
    solutions: r.solutions.map((s) => Array.from(s).join(',')),
    nodes: r.stats.nodes,
    backtracks: r.stats.backtracks,
    maxDepth: r.stats.maxDepth,
    explored: r.stats.explored,
    maxFrontier: r.stats.maxFrontier,
  });
  check(pick(kernel)).toEqual(pick(generic));
  return kernel;
}

const ORDERS = fc.record({
  variableOrder: fc.constantFrom('mrv' as const, 'static' as const),
  valueOrder: fc.constantFrom('lex' as const, 'reverse' as const),
  maxSolutions: fc.constantFrom(1, 3, Infinity),
  nodeLimit: fc.constantFrom(Infinity, Infinity, 5, 20, 60),
});

/** A Sudoku line of the given size with random givens (clashes allowed: then no solution). */
function randomLine(size: number, maxGivens: number) {
  const digits = '123456789ABCDEFG';
  return fc.array(fc.tuple(fc.nat(size * size - 1), fc.integer({ min: 0, max: size - 1 })), { maxLength: maxGivens }).map((givens) => {
    const cells = Array.from({ length: size * size }, () => '.');
    for (const [cell, digit] of givens) cells[cell] = digits[digit]!;
    return cells.join('');
  });
}

describe('the all-different kernel makes the choices search() makes', () => {
  it('random 4 x 4 Sudoku, every order, first / several / all solutions, node limits', () => {
    fc.assert(
      fc.property(randomLine(4, 6), ORDERS, (line, options) => {
        const model = buildSudokuModel(sudokuFromLine(line));
        const result = same(model.problem, options);
        for (const values of result.solutions) check(checkSudoku(line, model.rows(values))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('random 9 x 9 Sudoku with few givens (many solutions, deep searches)', () => {
    fc.assert(
      fc.property(randomLine(9, 24), ORDERS, (line, options) => {
        const model = buildSudokuModel(sudokuFromLine(line));
        const result = same(model.problem, { ...options, maxSolutions: Math.min(options.maxSolutions, 5), nodeLimit: Math.min(options.nodeLimit, 5000) });
        for (const values of result.solutions) check(checkSudoku(line, model.rows(values))).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('Latin squares with random givens and unequal domains (not a Sudoku: no boxes)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.array(fc.tuple(fc.nat(35), fc.nat(5)), { maxLength: 8 }), ORDERS, (n, givens, options) => {
        const initial = new Map<number, number[]>();
        for (const [cell, value] of givens) if (cell < n * n) initial.set(cell, [...(initial.get(cell) ?? []), value % n]);
        const variables = Array.from({ length: n * n }, (_, i) => ({ name: `x${i}`, size: n, initial: initial.get(i) }));
        const constraints = [];
        for (let r = 0; r < n; r++) constraints.push(new AllDifferentGac(Array.from({ length: n }, (_, c) => r * n + c), verbatim(`row ${r}`), n));
        for (let c = 0; c < n; c++) constraints.push(new AllDifferentGac(Array.from({ length: n }, (_, r) => r * n + c), verbatim(`column ${c}`), n));
        const result = same({ variables, constraints }, { ...options, maxSolutions: Math.min(options.maxSolutions, 50), nodeLimit: Math.min(options.nodeLimit, 3000) });
        for (const values of result.solutions) {
          for (let r = 0; r < n; r++) check(new Set(Array.from({ length: n }, (_, c) => values[r * n + c])).size).toBe(n);
          for (let c = 0; c < n; c++) check(new Set(Array.from({ length: n }, (_, r) => values[r * n + c])).size).toBe(n);
          for (const [cell, values0] of initial) check(values0).toContain(values[cell]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('top95, hardest and counted.txt: same counts, solutions the checker accepts', () => {
    for (const file of ['top95.txt', 'hardest.txt']) {
      for (const puzzle of parseSudokuFile(readPublic(`puzzles/sudoku-${file}`), file)) {
        const model = buildSudokuModel(puzzle);
        const result = same(model.problem, { variableOrder: 'mrv' });
        check(result.status).toBe('solved');
        check(checkSudoku(sudokuToLine(puzzle), model.rows(result.solutions[0]!))).toEqual([]);
      }
    }
    for (const puzzle of parseSudokuFile(readFixture('sudoku/counted.txt'), 'counted.txt').slice(0, 12)) {
      const result = same(buildSudokuModel(puzzle).problem, { variableOrder: 'mrv', maxSolutions: Infinity });
      expect(result.solutions).toHaveLength(puzzle.count!);
    }
  });

  it('a 16 x 16 Sudoku', () => {
    const line = '1...5...9...D...'.repeat(1).padEnd(256, '.');
    const model = buildSudokuModel(sudokuFromLine(line));
    const result = same(model.problem, { variableOrder: 'mrv' });
    check(result.status).toBe('solved');
    check(checkSudoku(line, model.rows(result.solutions[0]!))).toEqual([]);
  });

  it('solutions handed out stay as they were while later solves run (they share memory chunks)', () => {
    const model = buildSudokuModel(sudokuFromLine('.'.repeat(16)));
    check(kernelFor(model.problem, withDefaults({ variableOrder: 'mrv' }))).toBe(true);
    const first = solve(model.problem, { variableOrder: 'static', maxSolutions: 20 });
    const text = first.solutions.map((s) => Array.from(s).join(','));
    check(new Set(text).size).toBe(20);
    for (let k = 0; k < 5; k++) {
      const problem = k % 2 === 0 ? model.problem : buildSudokuModel(sudokuFromLine('12..............')).problem;
      const later = solve(problem, { variableOrder: 'mrv', valueOrder: 'reverse', maxSolutions: 7 });
      check(later.solutions.length).toBe(7);
    }
    check(first.solutions.map((s) => Array.from(s).join(','))).toEqual(text);
    for (const values of first.solutions) {
      check(values.length).toBe(16);
      check(checkSudoku('.'.repeat(16), model.rows(values))).toEqual([]);
    }
  });

  it('stops at the time limit', () => {
    const model = buildSudokuModel(sudokuFromLine('.'.repeat(81)));
    const result = solve(model.problem, { variableOrder: 'static', maxSolutions: Infinity, timeLimitMs: 30 });
    check(result.status).toBe('timeout');
    expect(result.solutions.length).toBeGreaterThan(0);
  });
});

describe('what the kernel does not mirror goes to search()', () => {
  const sudoku = buildSudokuModel(sudokuFromLine('.'.repeat(16))).problem;
  it.each<[string, Partial<SearchOptions>]>([
    ['events', { record: true }],
    ['forward checking', { inference: 'fc' }],
    ['no AC-3 first', { ac3: false }],
    ['dom/wdeg', { variableOrder: 'dom-wdeg' }],
    ['MRV + degree', { variableOrder: 'mrv-degree' }],
    ['LCV', { valueOrder: 'lcv' }],
    ['random values', { valueOrder: 'random' }],
    ['breadth-first', { strategy: 'bfs' }],
    ['binary branching', { branching: 'binary' }],
    ['restarts', { restarts: 'luby' }],
  ])('%s', (_, options) => {
    check(kernelFor(sudoku, withDefaults({ variableOrder: 'mrv', ...options }))).toBe(false);
  });
  it('the kernel takes MRV and static order, all solutions with restarts asked (search() ignores them there)', () => {
    check(kernelFor(sudoku, withDefaults({ variableOrder: 'mrv' }))).toBe(true);
    check(kernelFor(sudoku, withDefaults({ variableOrder: 'static', valueOrder: 'reverse' }))).toBe(true);
    check(kernelFor(sudoku, withDefaults({ variableOrder: 'mrv', restarts: 'luby', maxSolutions: Infinity }))).toBe(true);
  });
  it('an option it does not know, set away from its default', () => {
    check(kernelFor(sudoku, { ...withDefaults({ variableOrder: 'mrv' }), futureOption: true } as unknown as SearchOptions)).toBe(false);
  });
  it('the ≠ form, Futoshiki (inequalities), domains over 32 values', () => {
    check(kernelFor(buildSudokuModel(sudokuFromLine('.'.repeat(16)), { alldiff: 'neq' }).problem, withDefaults({ variableOrder: 'mrv' }))).toBe(false);
    const futoshiki = parseFutoshiki(readFixture('futoshiki/futoshiki-4_1.txt'), 'futoshiki-4_1.txt');
    check(kernelFor(buildFutoshikiModel(futoshiki).problem, withDefaults({ variableOrder: 'mrv' }))).toBe(false);
    const wide = { variables: [{ name: 'a', size: 40 }, { name: 'b', size: 40 }], constraints: [new AllDifferentGac([0, 1], verbatim('a ≠ b'), 32)] };
    check(kernelFor(wide, withDefaults({ variableOrder: 'mrv' }))).toBe(false);
  });
});
