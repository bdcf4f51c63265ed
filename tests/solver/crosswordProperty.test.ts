/**
 * Property tests: on random small grids and random small word lists, every combination of search
 * options finds a solution exactly when brute force does, and with all solutions the same set.
 * Brute force here is independent of the solver: it tries every word in every slot.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { buildCrosswordModel, layoutFromBoard, WordIndex } from '../../src/puzzles/crossword/index.ts';
import { solve, type SearchOptions } from '../../src/solver/index.ts';
import { checkCrossword, runsOf, type CheckSlot } from '../../src/checkers/crossword.ts';
import { backjumpCombinations, searchCombinations } from './combinations.ts';

interface Instance {
  width: number;
  height: number;
  blocks: boolean[];
  given: string[];
  words: string[];
  reuse: boolean;
  cells: boolean;
}

const ALPHABET = ['a', 'b', 'c'];

const instance: fc.Arbitrary<Instance> = fc
  .record({ width: fc.integer({ min: 2, max: 4 }), height: fc.integer({ min: 2, max: 4 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      blocks: fc.array(fc.boolean(), { minLength: width * height, maxLength: width * height }),
      given: fc.array(fc.oneof({ weight: 6, arbitrary: fc.constant('') }, { weight: 1, arbitrary: fc.constantFrom(...ALPHABET) }), {
        minLength: width * height,
        maxLength: width * height,
      }),
      words: fc.uniqueArray(
        fc.array(fc.constantFrom(...ALPHABET), { minLength: 2, maxLength: 4 }).map((l) => l.join('')),
        { minLength: 1, maxLength: 9 },
      ),
      reuse: fc.boolean(),
      cells: fc.boolean(),
    }),
  )
  .map((inst) => ({ ...inst, given: inst.given.map((g, i) => (inst.blocks[i] ? '' : g)) }));

/** Board rows as the checker reads them: `#` for blocks, `.` for open cells. */
function boardRows(inst: Instance): string[] {
  const rows: string[] = [];
  for (let r = 0; r < inst.height; r++) {
    let row = '';
    for (let c = 0; c < inst.width; c++) row += inst.blocks[r * inst.width + c] ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

/** Every valid fill, as text, found by trying all words in all slots. */
function bruteForce(inst: Instance): Set<string> {
  const slots = runsOf(boardRows(inst));
  const found = new Set<string>();
  const board: string[] = inst.blocks.map((b, i) => (b ? '#' : inst.given[i] || '.'));
  const usedCount = new Map<string, number>();
  const place = (k: number): void => {
    if (k === slots.length) {
      found.add(board.join(''));
      return;
    }
    const s = slots[k]!;
    const cells = Array.from({ length: s.length }, (_, i) => (s.down ? (s.row + i) * inst.width + s.col : s.row * inst.width + s.col + i));
    for (const word of inst.words) {
      if (word.length !== s.length) continue;
      if (!inst.reuse && (usedCount.get(word) ?? 0) > 0) continue;
      const saved = cells.map((c) => board[c]!);
      if (!cells.every((c, i) => board[c] === '.' || board[c] === word[i])) continue;
      cells.forEach((c, i) => (board[c] = word[i]!));
      usedCount.set(word, (usedCount.get(word) ?? 0) + 1);
      place(k + 1);
      usedCount.set(word, usedCount.get(word)! - 1);
      cells.forEach((c, i) => (board[c] = saved[i]!));
    }
  };
  place(0);
  return found;
}

const COMBINATIONS = searchCombinations();

function solverFills(inst: Instance, options: Partial<SearchOptions>, maxSolutions: number) {
  const layout = layoutFromBoard(inst.width, inst.height, inst.blocks, inst.given);
  const model = buildCrosswordModel(layout, new WordIndex(inst.words), { reuse: inst.reuse, variables: inst.cells ? 'cells' : 'slots' });
  const result = solve(model.problem, { ...options, maxSolutions });
  const slots: CheckSlot[] = runsOf(boardRows(inst));
  const givenRows = boardRows(inst).map((row, r) =>
    Array.from(row)
      .map((ch, c) => inst.given[r * inst.width + c] || ch)
      .join(''),
  );
  const fills = result.solutions.map((values) => {
    const rows = model.rows(values);
    check(checkCrossword({ rows, slots, words: inst.words, reuse: inst.reuse, givenRows })).toEqual([]);
    return rows.join('');
  });
  return { result, fills };
}

describe('crossword search agrees with brute force', () => {
  it('every option combination: solvable exactly when brute force finds a fill', () => {
    fc.assert(
      fc.property(instance, fc.constantFrom(...COMBINATIONS), (inst, options) => {
        const expected = bruteForce(inst);
        const { result, fills } = solverFills(inst, options, 1);
        check(result.status).toBe(expected.size > 0 ? 'solved' : 'unsatisfiable');
        if (fills.length > 0) check(expected.has(fills[0]!)).toBe(true);
      }),
      { numRuns: 400, seed: 20261121 },
    );
  });

  it('every option combination: all solutions are exactly the brute-force set', () => {
    fc.assert(
      fc.property(instance, fc.constantFrom(...COMBINATIONS), (inst, options) => {
        const expected = bruteForce(inst);
        const { result, fills } = solverFills(inst, options, Infinity);
        check(new Set(fills).size).toBe(fills.length); // no solution twice
        check(new Set(fills)).toEqual(expected);
        check(result.stats.solutions).toBe(expected.size);
      }),
      { numRuns: 400, seed: 42 },
    );
  });

  it('conflict-directed backjumping: the same solvability and the same solution sets', () => {
    fc.assert(
      fc.property(instance, fc.constantFrom(...backjumpCombinations()), fc.boolean(), (inst, options, all) => {
        const expected = bruteForce(inst);
        const { result, fills } = solverFills(inst, options, all ? Infinity : 1);
        if (all) check(new Set(fills)).toEqual(expected);
        else {
          check(result.status).toBe(expected.size > 0 ? 'solved' : 'unsatisfiable');
          if (fills.length > 0) check(expected.has(fills[0]!)).toBe(true);
        }
      }),
      { numRuns: 500, seed: 11 },
    );
  });

  it('every combination on the same instances give the same solution sets', () => {
    const instances = fc.sample(instance, { numRuns: 12, seed: 7 });
    for (const inst of instances) {
      const expected = bruteForce(inst);
      for (const options of COMBINATIONS) {
        const { fills } = solverFills(inst, options, Infinity);
        check(new Set(fills), JSON.stringify({ inst, options })).toEqual(expected);
      }
    }
  });
});
