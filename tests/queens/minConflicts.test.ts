/** Min-conflicts local search: answers pass the independent checkers, events replay to them. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkFutoshiki, readFutoshikiFacts } from '../../src/checkers/futoshiki.ts';
import { checkQueens } from '../../src/checkers/queens.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { buildFutoshikiModel, parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { buildQueensModel } from '../../src/puzzles/queens/index.ts';
import { buildSudokuModel, parseSudokuFile } from '../../src/puzzles/sudoku/index.ts';
import {
  drainLocalSearch,
  genericMinConflicts,
  minConflicts,
  minConflictsQueens,
  queensSize,
  solveMinConflicts,
  withLocalDefaults,
  type LocalSearchEvent,
  type LocalSearchOptions,
  type SearchResult,
} from '../../src/solver/index.ts';
import { readFixture } from '../data.ts';
import { attackersOf, attackingPairs } from './bruteForce.ts';

function collect(run: Generator<LocalSearchEvent, SearchResult>): { events: LocalSearchEvent[]; result: SearchResult } {
  const events: LocalSearchEvent[] = [];
  for (;;) {
    const step = run.next();
    if (step.done) return { events, result: step.value };
    events.push(step.value);
  }
}

/**
 * Replay a queens run's events on a board of our own and check every number they carry against
 * brute-force counts: each greedy placement is a min-conflicts value, each repair's conflicts and
 * the violated total after it, and the final solution. The budget too: a restart comes exactly
 * `restartSteps` repairs after the last start, and a run that stops has made `maxSteps` repairs.
 */
function replayQueens(n: number, events: LocalSearchEvent[], result: SearchResult, walk: boolean, restartSteps: number, maxSteps: number): void {
  let board = new Array<number>(n).fill(-1);
  let steps = 0;
  let sinceStart = 0;
  let restarts = 0;
  let last = '';
  for (const e of events) {
    // A restart places every variable again on an empty board.
    if (e.type === 'place' && last !== 'place') board = new Array<number>(n).fill(-1);
    last = e.type;
    if (e.type === 'place') {
      const conflicts = attackersOf(board, e.variable, e.value);
      check(e.conflicts).toBe(conflicts);
      let min = Infinity;
      for (let c = 0; c < n; c++) min = Math.min(min, attackersOf(board, e.variable, c));
      check(conflicts, `row ${e.variable} placed on a min-conflicts column`).toBe(min);
      board[e.variable] = e.value;
    } else if (e.type === 'start') {
      if (e.restart > 0) {
        restarts++;
        check(e.restart).toBe(restarts);
        check(sinceStart, `restart ${e.restart} after ${restartSteps} repairs`).toBe(restartSteps);
      }
      sinceStart = 0;
      check(Array.from(e.values)).toEqual(board);
      check(e.violated).toBe(attackingPairs(board));
      board = Array.from(e.values);
    } else if (e.type === 'repair') {
      steps++;
      sinceStart++;
      expect(sinceStart).toBeLessThanOrEqual(restartSteps);
      check(e.step).toBe(steps);
      check(e.previous).toBe(board[e.variable]);
      check(e.conflicts).toBe(attackersOf(board, e.variable, e.previous));
      expect(e.conflicts).toBeGreaterThan(0);
      check(e.valueConflicts).toBe(attackersOf(board, e.variable, e.value));
      if (!e.walk) {
        let min = Infinity;
        for (let c = 0; c < n; c++) min = Math.min(min, attackersOf(board, e.variable, c));
        check(e.valueConflicts).toBe(min);
      } else {
        check(walk).toBe(true);
        check(e.value).not.toBe(e.previous);
      }
      board[e.variable] = e.value;
      check(e.violated).toBe(attackingPairs(board));
    } else if (e.type === 'solution') {
      check(Array.from(e.values)).toEqual(board);
      check(attackingPairs(board)).toBe(0);
    }
  }
  check(events[events.length - 1]!.type).toBe('done');
  check(result.stats.steps).toBe(steps);
  check(result.stats.restarts).toBe(restarts);
  if (result.status === 'stopped') check(steps).toBe(maxSteps);
  else expect(steps).toBeLessThan(maxSteps + 1);
}

describe('min-conflicts on N-queens', () => {
  it('recognises the queens model (and only it) for the fast path', () => {
    check(queensSize(buildQueensModel(8).problem)).toBe(8);
    check(queensSize(buildQueensModel(1).problem)).toBe(1);
    const sudoku = buildSudokuModel(parseSudokuFile(readFixture('sudoku/counted.txt'), 'counted.txt')[0]!).problem;
    check(queensSize(sudoku)).toBe(-1);
    const q = buildQueensModel(6).problem;
    check(queensSize({ variables: q.variables, constraints: q.constraints.slice(0, 2) })).toBe(-1);
  });

  it('answers pass the checker on random N and seeds (fast path), or it says stopped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.nat(10_000), fc.constantFrom(0, 0.02, 0.2), (n, seed, walk) => {
        const r = drainLocalSearch(minConflictsQueens(n, { seed, walk, restartSteps: 200, maxSteps: 20_000 }));
        if (n === 2 || n === 3) {
          check(r.status).toBe('stopped');
          check(r.solutions).toEqual([]);
          check(r.stats.steps).toBe(20_000);
          return;
        }
        check(r.status).toBe('solved');
        check(checkQueens(n, r.solutions[0]!)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('the generic path solves queens too, and both paths give up with stopped, never a wrong answer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 25 }), fc.nat(10_000), (n, seed) => {
        const options = withLocalDefaults({ seed, walk: 0.05, restartSteps: 300, maxSteps: 30_000 });
        const r = drainLocalSearch(genericMinConflicts(buildQueensModel(n).problem, options));
        check(r.status).toBe('solved');
        check(checkQueens(n, r.solutions[0]!)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    for (const n of [2, 3]) {
      const generic = drainLocalSearch(genericMinConflicts(buildQueensModel(n).problem, withLocalDefaults({ maxSteps: 500 })));
      check(generic.status).toBe('stopped');
      check(solveMinConflicts(buildQueensModel(n).problem, { maxSteps: 500 }).status).toBe('stopped');
    }
  });

  it('its events replay to the answer, each number agreeing with brute-force counts (fast and generic paths)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 14 }), fc.nat(10_000), fc.boolean(), fc.boolean(), (n, seed, walk, generic) => {
        const options: Partial<LocalSearchOptions> = { seed, walk: walk ? 0.1 : 0, restartSteps: 100, maxSteps: 2000, record: true };
        const run = generic ? genericMinConflicts(buildQueensModel(n).problem, withLocalDefaults(options)) : minConflicts(buildQueensModel(n).problem, options);
        const { events, result } = collect(run);
        replayQueens(n, events, result, walk, 100, 2000);
        if (result.status === 'solved') check(checkQueens(n, result.solutions[0]!)).toEqual([]);
      }),
      { numRuns: 120 },
    );
  });

  it('restarts exactly every restartSteps repairs and stops at exactly maxSteps (fast and generic paths)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 20 }), fc.nat(10_000), fc.integer({ min: 1, max: 300 }), fc.integer({ min: 0, max: 700 }), fc.boolean(), (n, seed, restartSteps, maxSteps, generic) => {
        const options: Partial<LocalSearchOptions> = { seed, walk: 0, restartSteps, maxSteps, record: true };
        const run = generic ? genericMinConflicts(buildQueensModel(n).problem, withLocalDefaults(options)) : minConflicts(buildQueensModel(n).problem, options);
        const { events, result } = collect(run);
        replayQueens(n, events, result, false, restartSteps, maxSteps);
      }),
      { numRuns: 150 },
    );
  });

  it('is deterministic for a seed and stops at max steps with status stopped', () => {
    const a = drainLocalSearch(minConflictsQueens(500, { seed: 9 }));
    const b = drainLocalSearch(minConflictsQueens(500, { seed: 9 }));
    check(Array.from(a.solutions[0]!)).toEqual(Array.from(b.solutions[0]!));
    check(a.stats.steps).toBe(b.stats.steps);
    const stopped = drainLocalSearch(minConflictsQueens(3, { maxSteps: 17 }));
    expect(stopped).toMatchObject({ status: 'stopped', solutions: [] });
    check(stopped.stats.steps).toBe(17);
  });

  it('places 100,000 queens, checked in O(N)', () => {
    const r = drainLocalSearch(minConflictsQueens(100_000, { seed: 5 }));
    check(r.status).toBe('solved');
    check(checkQueens(100_000, r.solutions[0]!)).toEqual([]);
  });
});

describe('generic min-conflicts on Sudoku and Futoshiki', () => {
  it('random easy Sudoku (solutions of the fixtures with a few cells blanked): answers pass the Sudoku checker', () => {
    const lines = readFixture('sudoku/counted.txt')
      .split('\n')
      .filter((l) => l.split(':').length === 3);
    fc.assert(
      fc.property(fc.nat(lines.length - 1), fc.uniqueArray(fc.nat(80), { minLength: 1, maxLength: 8 }), fc.nat(1000), (index, blanks, seed) => {
        const solution = lines[index]!.split(':')[2]!.trim();
        const givens = Array.from(solution);
        for (const b of blanks) givens[b] = '.';
        const line = givens.join('');
        const puzzle = parseSudokuFile(line, 'random.txt')[0]!;
        const r = solveMinConflicts(buildSudokuModel(puzzle).problem, { seed, walk: 0.1, maxSteps: 50_000 });
        check(r.status).toBe('solved');
        const rows = buildSudokuModel(puzzle).rows(r.solutions[0]!);
        check(checkSudoku(line, rows)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });

  it('the bundled Sudoku fixtures: solved answers pass the checker, the rest say stopped', () => {
    const puzzles = parseSudokuFile(readFixture('sudoku/counted.txt'), 'counted.txt').slice(0, 4);
    for (const puzzle of puzzles) {
      const model = buildSudokuModel(puzzle);
      const r = solveMinConflicts(model.problem, { seed: 2, walk: 0.1, maxSteps: 3000 });
      check(['solved', 'stopped']).toContain(r.status);
      const givens = Array.from(puzzle.cells, (d) => (d === 0 ? '.' : String(d))).join('');
      if (r.status === 'solved') check(checkSudoku(givens, model.rows(r.solutions[0]!))).toEqual([]);
      else check(r.solutions).toEqual([]);
    }
  });

  it('the bundled 4 x 4 Futoshiki: solved, and the answers pass the Futoshiki checker; 5 x 5: solved answers pass, or it says stopped', () => {
    for (const name of ['futoshiki-4_0', 'futoshiki-4_1', 'futoshiki-4_2', 'futoshiki-5_0', 'futoshiki-5_1']) {
      const text = readFixture(`futoshiki/${name}.txt`);
      const model = buildFutoshikiModel(parseFutoshiki(text, name));
      const small = name.startsWith('futoshiki-4');
      fc.assert(
        fc.property(fc.nat(10_000), (seed) => {
          const r = solveMinConflicts(model.problem, { seed, walk: 0.1, restartSteps: 5000, maxSteps: small ? 150_000 : 10_000 });
          if (small) check(r.status, name).toBe('solved');
          if (r.status === 'solved') check(checkFutoshiki(readFutoshikiFacts(text), model.rows(r.solutions[0]!))).toEqual([]);
          else expect(r).toMatchObject({ status: 'stopped', solutions: [] });
        }),
        { numRuns: 2 },
      );
    }
  });

  it('clashing givens are reported as having no solution, not searched forever', () => {
    const line = '11' + '.'.repeat(79);
    const puzzle = parseSudokuFile(line, 'clash.txt')[0]!;
    const r = solveMinConflicts(buildSudokuModel(puzzle).problem, { maxSteps: 1000 });
    check(r.status).toBe('unsatisfiable');
  });
});
