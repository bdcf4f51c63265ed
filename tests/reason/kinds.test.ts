/**
 * Every kind's reason on many random small puzzles without solution (fast-check): the reason's
 * parts alone have no solution and each one-smaller set has one, judged by brute force that shares
 * no code with the solver, the models or the reason's own oracle; and what the sentence states
 * (a clash in a unit, two queens attacking, a slot no word fits, ...) is checked afresh.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { layoutFromBoard, type CrosswordLayout } from '../../src/puzzles/crossword/layout.ts';
import { findCrosswordReason } from '../../src/puzzles/crossword/reason.ts';
import { WordIndex } from '../../src/puzzles/crossword/wordIndex.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { findModelReason } from '../../src/puzzles/model/reason.ts';
import { findFutoshikiReason, findSudokuReason, type DigitsReasonDetail } from '../../src/puzzles/numbers/reason.ts';
import { findQueensReason } from '../../src/puzzles/queens/reason.ts';
import type { PuzzleReason, ReasonSentence } from '../../src/puzzles/reason.ts';
import type { SudokuPuzzle } from '../../src/puzzles/sudoku/index.ts';
import { countTo, groupsOf } from '../makers/bruteCount.ts';
import { randomFlatZinc } from '../model/randomModels.ts';
import { allQueens } from '../queens/bruteForce.ts';
import { bruteFill, bruteModel, wordsFitting } from './brute.ts';

const RUNS = { numRuns: 60 };

/** Every one-smaller set of `parts` (as the kind's parts). */
const eachSmaller = (parts: readonly number[]) => parts.map((p) => parts.filter((q) => q !== p));

/** The reason is found, minimal, and said in English without a hole. */
function wellSaid(reason: PuzzleReason<unknown>): void {
  check(reason.result.status).toBe('found');
  check(reason.result.minimal).toBe(true);
  check(reason.english).not.toMatch(/\{\{|undefined|NaN|\[object/);
  expect(reason.english.length).toBeGreaterThan(10);
}

const keyOf = (s: ReasonSentence) => s.key;

// ---------------------------------------------------------------------------------------------
// Sudoku and Futoshiki: givens (and signs), judged by the makers' independent counter.

interface Digits {
  size: number;
  cells: Uint8Array;
  less: [number, number][];
  box?: [number, number];
}

const hasCompletion = (d: Digits, cells: ArrayLike<number>, less: [number, number][]) =>
  countTo({ size: d.size, givens: cells, groups: groupsOf(d.size, d.box), less }, 1) > 0;

/** The givens and signs of a digits reason, as the counter reads them. */
function partsOf(d: Digits, detail: DigitsReasonDetail): { cells: Uint8Array; less: [number, number][] }[] {
  const givens = detail.givens.map((g) => ({ cell: (g.row - 1) * d.size + g.column - 1, digit: g.digit }));
  const signs = detail.signs.map((s): [number, number] => [(s.less[0] - 1) * d.size + s.less[1] - 1, (s.more[0] - 1) * d.size + s.more[1] - 1]);
  const of = (skip: number) => {
    const cells = new Uint8Array(d.size * d.size);
    givens.forEach((g, k) => k !== skip && (cells[g.cell] = g.digit));
    return { cells, less: signs.filter((_, k) => k + givens.length !== skip) };
  };
  return [of(-1), ...givens.map((_, k) => of(k)), ...signs.map((_, k) => of(givens.length + k))];
}

function checkDigits(d: Digits, reason: PuzzleReason<DigitsReasonDetail>): void {
  wellSaid(reason);
  for (const g of reason.detail.givens) check(d.cells[(g.row - 1) * d.size + g.column - 1]).toBe(g.digit);
  for (const s of reason.detail.signs) {
    expect(d.less).toContainEqual([(s.less[0] - 1) * d.size + s.less[1] - 1, (s.more[0] - 1) * d.size + s.more[1] - 1]);
  }
  const [all, ...smaller] = partsOf(d, reason.detail);
  check(hasCompletion(d, all!.cells, all!.less), 'the reason alone has a completion').toBe(false);
  smaller.forEach((s, k) => check(hasCompletion(d, s.cells, s.less), `without part ${k}`).toBe(true));
  if (keyOf(reason.sentence) === 'names.reason.digits.clash') {
    const [a, b] = reason.detail.givens as [DigitsReasonDetail['givens'][0], DigitsReasonDetail['givens'][0]];
    check(a.digit).toBe(b.digit);
    const unit = groupsOf(d.size, d.box).find((u) => u.includes(a.cell) && u.includes(b.cell));
    expect(unit, 'the clashing givens share a unit').toBeDefined();
  }
}

const sudoku4: fc.Arbitrary<Digits> = fc
  .array(fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 4 })), { minLength: 2, maxLength: 9 })
  .map((givens) => {
    const cells = new Uint8Array(16);
    for (const [c, v] of givens) cells[c] = v;
    return { size: 4, cells, less: [], box: [2, 2] as [number, number] };
  })
  .filter((d) => !hasCompletion(d, d.cells, d.less));

describe('Sudoku: the givens no completion keeps', () => {
  it('random 4 x 4 boards without solution', () => {
    fc.assert(
      fc.property(sudoku4, (d) => {
        const puzzle: SudokuPuzzle = { size: 4, boxRows: 2, boxCols: 2, cells: d.cells, line: 0 };
        checkDigits(d, findSudokuReason(puzzle));
      }),
      RUNS,
    );
  });

  it('a 9 x 9 with a clashing given: the two givens, in their unit', () => {
    const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    const cells = Uint8Array.from(line, (ch) => (ch === '.' ? 0 : Number(ch)));
    cells[1] = 4;
    const reason = findSudokuReason({ size: 9, boxRows: 3, boxCols: 3, cells, line: 0 });
    checkDigits({ size: 9, cells, less: [], box: [3, 3] }, reason);
    check(reason.english).toBe('the givens r1c1 and r1c2 are both 4 in row 1');
  });
});

/** Cells side by side on an n x n board, as [a, b] (a left of or above b). */
function neighbours(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) out.push([r * n + c, r * n + c + 1]);
      if (r + 1 < n) out.push([r * n + c, (r + 1) * n + c]);
    }
  }
  return out;
}

const futoshiki4: fc.Arbitrary<Digits> = fc
  .record({
    givens: fc.array(fc.tuple(fc.nat(15), fc.integer({ min: 1, max: 4 })), { maxLength: 5 }),
    signs: fc.array(fc.tuple(fc.nat(neighbours(4).length - 1), fc.boolean()), { maxLength: 8 }),
  })
  .map(({ givens, signs }) => {
    const cells = new Uint8Array(16);
    for (const [c, v] of givens) cells[c] = v;
    const less = signs.map(([k, flip]): [number, number] => {
      const [a, b] = neighbours(4)[k]!;
      return flip ? [b, a] : [a, b];
    });
    return { size: 4, cells, less };
  })
  .filter((d) => !hasCompletion(d, d.cells, d.less));

describe('Futoshiki: the givens and signs no completion keeps', () => {
  it('random 4 x 4 boards without solution', () => {
    fc.assert(
      fc.property(futoshiki4, (d) => {
        const inequalities = d.less.map(([a, b]) => ({ r1: Math.floor(a / 4), c1: a % 4, r2: Math.floor(b / 4), c2: b % 4 }));
        checkDigits(d, findFutoshikiReason({ size: 4, cells: d.cells, inequalities }));
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// N-queens: the placed queens, judged against every solution listed by brute force.

const solutionsOf = new Map<number, number[][]>();
function queensSolutions(n: number): number[][] {
  let all = solutionsOf.get(n);
  if (!all) solutionsOf.set(n, (all = allQueens(n).map((s) => s.split(',').map(Number))));
  return all;
}
/** Some solution keeps these queens ([row, column], 0-based). */
const kept = (n: number, queens: readonly (readonly [number, number])[]) => queensSolutions(n).some((s) => queens.every(([r, c]) => s[r] === c));

describe('N-queens: the placed queens no solution keeps', () => {
  it('random boards of 2 to 7 with queens placed', () => {
    const boards = fc
      .integer({ min: 2, max: 7 })
      .chain((n) => fc.record({ n: fc.constant(n), givens: fc.array(fc.integer({ min: -3, max: n - 1 }), { minLength: n, maxLength: n }) }))
      .map(({ n, givens }) => ({ n, givens: givens.map((c) => Math.max(-1, c)) }))
      .filter(({ n, givens }) => !kept(n, givens.flatMap((c, r) => (c >= 0 ? [[r, c] as const] : []))));
    fc.assert(
      fc.property(boards, ({ n, givens }) => {
        const reason = findQueensReason({ size: n, givens });
        wellSaid(reason);
        const queens = reason.detail.queens.map(([r, c]) => [r - 1, c - 1] as const);
        for (const [r, c] of queens) check(givens[r]).toBe(c);
        check(kept(n, queens)).toBe(false);
        for (const smaller of eachSmaller(queens.map((_, k) => k))) check(kept(n, smaller.map((k) => queens[k]!))).toBe(true);
        if (queens.length === 0) check(queensSolutions(n)).toEqual([]);
        if (keyOf(reason.sentence) === 'names.reason.queens.attack') {
          const [[r1, c1], [r2, c2]] = queens as [readonly [number, number], readonly [number, number]];
          check(c1 === c2 || Math.abs(c1 - c2) === Math.abs(r1 - r2)).toBe(true);
        }
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Crosswords: slots, judged by a plain backtracking filler over the words.

const LETTERS = ['a', 'b', 'c'];
const crosswords = fc
  .record({
    width: fc.integer({ min: 2, max: 4 }),
    height: fc.integer({ min: 2, max: 4 }),
    cells: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 16, maxLength: 16 }),
    words: fc.uniqueArray(fc.array(fc.constantFrom(...LETTERS), { minLength: 2, maxLength: 4 }).map((w) => w.join('')), { minLength: 1, maxLength: 9 }),
  })
  .map(({ width, height, cells, words }) => {
    // 0-1: a block; 2: a given letter; otherwise open.
    const blocks = Array.from({ length: width * height }, (_, i) => cells[i]! <= 1);
    const given = Array.from({ length: width * height }, (_, i) => (cells[i] === 2 ? LETTERS[i % 3]! : ''));
    return { layout: layoutFromBoard(width, height, blocks, given), words };
  })
  .filter(({ layout, words }) => layout.slots.length > 0 && bruteFill(layout, layout.slots.map((_, s) => s), words) === null);

function checkCrossword(layout: CrosswordLayout, words: string[], reason: ReturnType<typeof findCrosswordReason>): void {
  wellSaid(reason);
  const slots = reason.detail.slots.map((f) => f.slot);
  check(slots).toEqual(reason.result.parts);
  expect(bruteFill(layout, slots, words), 'the reason alone has a fill').toBeNull();
  for (const smaller of eachSmaller(slots)) expect(bruteFill(layout, smaller, words), `${smaller}`).not.toBeNull();
  for (const f of reason.detail.slots) {
    const slot = layout.slots[f.slot]!;
    check(f.name).toBe(slot.name);
    check(f.pattern).toBe(slot.cells.map((c) => layout.given[c] || '?').join(''));
    check(f.fit).toBe(wordsFitting(layout, f.slot, words).length);
  }
  const crosses = (a: number, b: number) => layout.slots[a]!.cells.some((c) => layout.slots[b]!.cells.includes(c));
  const [a, b] = slots as [number, number];
  switch (keyOf(reason.sentence)) {
    case 'names.reason.slot.empty':
      check(wordsFitting(layout, a, words)).toEqual([]);
      break;
    case 'names.reason.slot.crossing':
      check(crosses(a, b)).toBe(true);
      expect(bruteFill(layout, [a, b], words, true)).toBeNull();
      break;
    case 'names.reason.slot.sameWord':
      check(crosses(a, b)).toBe(true);
      expect(bruteFill(layout, [a, b], words, true)).not.toBeNull();
      break;
    case 'names.reason.slot.onlyWord': {
      const only = wordsFitting(layout, a, words);
      expect(only).toHaveLength(1);
      check(wordsFitting(layout, b, words)).toEqual(only);
      break;
    }
    case 'names.reason.slot.chain': {
      // The sentence names the crossing pair first; each pair of the three can be filled (minimal).
      const named = ['a', 'b', 'c'].map((k) => reason.sentence.params[k] as ReasonSentence);
      const index = named.map((m) => slots.find((s) => layout.slots[s]!.number === m.params.n && layout.slots[s]!.direction === (m.key === 'names.across' ? 'across' : 'down'))!);
      check(crosses(index[0]!, index[1]!)).toBe(true);
      check(crosses(index[2]!, index[0]!) || crosses(index[2]!, index[1]!)).toBe(true);
      expect(bruteFill(layout, [index[0]!, index[1]!], words)).not.toBeNull();
      break;
    }
    default:
      check(keyOf(reason.sentence)).toBe('names.reason.slot.together');
  }
}

describe('Crosswords: the slots that cannot be filled together', () => {
  it('random small grids and word lists without a fill', () => {
    fc.assert(
      fc.property(crosswords, ({ layout, words }) => {
        checkCrossword(layout, words, findCrosswordReason(layout, new WordIndex(words), { variables: 'slots' }));
        // The letter model gives a reason judged the same way.
        checkCrossword(layout, words, findCrosswordReason(layout, new WordIndex(words)));
      }),
      RUNS,
    );
  });

  it('random grids where every slot alone has a word: reasons of crossings and repeated words', () => {
    const everyFit = crosswords.filter(({ layout, words }) => layout.slots.every((_, s) => wordsFitting(layout, s, words).length > 0));
    fc.assert(
      fc.property(everyFit, ({ layout, words }) => {
        checkCrossword(layout, words, findCrosswordReason(layout, new WordIndex(words), { variables: 'slots' }));
      }),
      RUNS,
    );
  });

  it('two slots apart whose one word is the same: "the only word that fits either"', () => {
    // Rows 1 and 3 of a 3 x 3 with the middle row blocked: two 3-letter slots that do not cross.
    const layout = layoutFromBoard(3, 3, [false, false, false, true, true, true, false, false, false], Array<string>(9).fill(''));
    const words = ['cab', 'ab'];
    const reason = findCrosswordReason(layout, new WordIndex(words));
    checkCrossword(layout, words, reason);
    check(reason.english).toBe('1-Across and 2-Across cannot be filled together from this list: cab is the only word that fits either, and a word may not be used twice');
  });

  it('unfillable at a minimum score: the slots the bound starves, and a fill without it', () => {
    // 1-Across and 1-Down cross at their first letter; the only words scoring 5 or more begin with different letters.
    const layout = layoutFromBoard(3, 3, [false, false, false, false, true, true, false, true, true], ['', '', '', '', '', '', '', '', '']);
    const scores = new Map([['abc', 9], ['bca', 7], ['acb', 1], ['cab', 2]]);
    const words = [...scores.keys()];
    const bounded = words.filter((w) => scores.get(w)! >= 5);
    expect(bruteFill(layout, [0, 1], bounded)).toBeNull();
    const reason = findCrosswordReason(layout, new WordIndex(bounded), { withoutBound: { index: new WordIndex(words), minScore: 5, score: (w) => scores.get(w) ?? 0 } });
    wellSaid(reason);
    check(reason.detail.slots.map((s) => s.name)).toEqual(['1-Across', '1-Down']);
    const fill = reason.detail.starved!.fill;
    check(reason.detail.starved!.minScore).toBe(5);
    // The fill is a fill of those slots from the whole list, with a word below the bound.
    const board = new Map<number, string>();
    fill.forEach((w, k) =>
      layout.slots[k]!.cells.forEach((cell, i) => {
        check(board.get(cell) ?? w.word[i]).toBe(w.word[i]);
        board.set(cell, w.word[i]!);
      }),
    );
    check(new Set(fill.map((w) => w.word)).size).toBe(fill.length);
    check(fill.every((w) => words.includes(w.word) && w.score === scores.get(w.word))).toBe(true);
    check(fill.some((w) => w.score! < 5)).toBe(true);
    check(reason.english).toMatch(/^at minimum score 5: 1-Across and 1-Down cannot be filled together from this list: .*; without the minimum score they can be filled \(1-Across \w+ \(score \d\) and 1-Down \w+ \(score \d\)\)$/);
  });
});

// ---------------------------------------------------------------------------------------------
// Models: FlatZinc constraints, judged by every assignment and the independent checker.

describe('Models: the constraints with no solution together', () => {
  it('random FlatZinc models without solution', () => {
    const models = randomFlatZinc.map((text) => ({ text, model: parseFlatZinc(text, 'r.fzn') })).filter(({ model }) => !bruteModel(model, model.constraints.map((_, i) => i)));
    fc.assert(
      fc.property(models, ({ model }) => {
        const reason = findModelReason(model, 'r.fzn');
        wellSaid(reason);
        const parts = reason.detail.constraints.map((c) => c.index);
        check(parts).toEqual(reason.result.parts);
        check(bruteModel(model, parts)).toBe(false);
        for (const smaller of eachSmaller(parts)) check(bruteModel(model, smaller)).toBe(true);
        check(reason.detail.lines).toEqual([...new Set(parts.map((i) => model.constraints[i]!.line))].sort((x, y) => x - y));
        if (parts.length === 0) check(keyOf(reason.sentence)).toBe('names.reason.model.domains');
      }),
      RUNS,
    );
  });

  it('two lines that contradict each other, named by line and text', () => {
    const text = ['var 0..20: x :: output_var;', 'var 0..20: y :: output_var;', 'var 0..20: z :: output_var;', 'constraint int_lin_eq([1,1],[x,y],10);', 'constraint int_le(3,z);', 'constraint int_lin_eq([1,-1],[x,y],3);', 'solve satisfy;'].join('\n');
    const reason = findModelReason(parseFlatZinc(text, 'xy.fzn'), 'xy.fzn');
    wellSaid(reason);
    check(reason.detail.lines).toEqual([4, 6]);
    check(reason.english).toBe(
      'lines 4 and 6 contradict each other: int_lin_eq([1, 1], [x, y], 10) and int_lin_eq([1, -1], [x, y], 3) have no solution together in the variables’ domains',
    );
  });
});

describe('no reason to find', () => {
  it('a puzzle with a solution, or one the budget could not even prove: the sentence claims no reason', () => {
    const solvable = findQueensReason({ size: 8, givens: [0, ...Array<number>(7).fill(-1)] });
    check(solvable.result.status).toBe('solvable');
    check(solvable.english).toBe('the puzzle has a solution: there is no reason to find');
    const cells = new Uint8Array(16);
    cells[0] = 1;
    cells[1] = 1;
    const unknown = findSudokuReason({ size: 4, boxRows: 2, boxCols: 2, cells, line: 0 }, { timeLimitMs: 0 });
    check(unknown.result.status).toBe('unknown');
    check(unknown.english).toBe('no reason found in the time: not even the whole puzzle was proven to have no solution');
  });
});
