import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { layoutFromBoard, numberSlots, parseGridFile, parseSlotFile, type CrosswordLayout, type SlotSpec } from '../../src/puzzles/crossword/index.ts';
import { gridLetterRoundTrips, serializeGrid, serializeSlots } from '../../src/puzzles/crossword/serialize.ts';
import { parseFutoshiki, type FutoshikiPuzzle, type Inequality } from '../../src/puzzles/futoshiki/index.ts';
import { serializeFutoshiki } from '../../src/puzzles/futoshiki/serialize.ts';
import { BOX_SHAPES, parseSudokuFile, type SudokuPuzzle } from '../../src/puzzles/sudoku/index.ts';
import { serializeSudoku } from '../../src/puzzles/sudoku/serialize.ts';
import { fromFutoshiki, fromSudoku, toFutoshiki, toSudoku, type NumberPuzzle } from '../../src/app/kinds/numbers/board.ts';

const RUNS = 1000;

/** Letters of several scripts, as the board stores them (lower case, one code point). */
const letter = fc.constantFrom(...'abcxyzéßøабвгдеёжщъыьэюяαβγωאבגنه'.split(''), 'ǆ', 'ı');

/** A random drawn board: blocks, open cells and given letters. */
const board = fc
  .record({ width: fc.integer({ min: 1, max: 21 }), height: fc.integer({ min: 1, max: 21 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.array(fc.oneof(fc.constant('#'), fc.constant('.'), letter), { minLength: width * height, maxLength: width * height }),
    }),
  )
  .map(({ width, height, cells }): CrosswordLayout =>
    layoutFromBoard(
      width,
      height,
      cells.map((c) => c === '#'),
      cells.map((c) => (c === '#' || c === '.' ? '' : c)),
    ),
  );

describe('serializeGrid', () => {
  it('reads back as the same board and slots (any script)', () => {
    fc.assert(
      fc.property(board, (layout) => {
        check(parseGridFile(serializeGrid(layout))).toEqual(layout);
      }),
      { numRuns: RUNS, seed: 2026 },
    );
  });

  it('writes the grid format: # blocks, . open cells, letters', () => {
    const layout = layoutFromBoard(3, 2, [true, false, false, false, false, true], ['', 'ж', '', 'q', '', '']);
    check(serializeGrid(layout)).toBe('#ж.\nq.#\n');
  });

  it('keeps the shape when a given would not read back as one letter', () => {
    // "İ".toLowerCase() is "i" + a combining dot: two code points, which would widen the row.
    const dotted = 'İ'.toLowerCase();
    check(gridLetterRoundTrips(dotted)).toBe(false);
    const layout = layoutFromBoard(2, 1, [false, false], [dotted, 'a']);
    const back = parseGridFile(serializeGrid(layout));
    check([back.width, back.height]).toEqual([2, 1]);
    check(back.given).toEqual(['', 'a']);
  });
});

/** Random slots on a board, no two of the same direction sharing a cell: a slot file's layout. */
const slotLayout = fc
  .record({ width: fc.integer({ min: 2, max: 15 }), height: fc.integer({ min: 2, max: 15 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      specs: fc.array(
        fc.record({ row: fc.nat(height - 1), col: fc.nat(width - 1), length: fc.integer({ min: 2, max: Math.max(width, height) }), across: fc.boolean() }),
        { minLength: 1, maxLength: 12 },
      ),
    }),
  )
  .map(({ width, height, specs }) => {
    const used = new Set<string>();
    const kept: SlotSpec[] = [];
    for (const s of specs) {
      const direction = s.across ? 'across' : 'down';
      const cells = Array.from({ length: s.length }, (_, i) => (s.across ? [s.row, s.col + i] : [s.row + i, s.col]) as [number, number]);
      if (cells.some(([r, c]) => r >= height || c >= width || used.has(`${direction}:${r}:${c}`))) continue;
      for (const [r, c] of cells) used.add(`${direction}:${r}:${c}`);
      kept.push({ row: s.row, col: s.col, length: s.length, direction });
    }
    return { width, height, kept, used };
  })
  .filter(({ kept }) => kept.length > 0)
  .map(({ width, height, kept, used }): CrosswordLayout => {
    const blocks = Array.from({ length: width * height }, (_, i) => {
      const r = Math.floor(i / width);
      const c = i % width;
      return !used.has(`across:${r}:${c}`) && !used.has(`down:${r}:${c}`);
    });
    return { width, height, blocks, given: new Array<string>(width * height).fill(''), slots: numberSlots(kept, width) };
  });

describe('serializeSlots', () => {
  it('reads back as the same layout, slots included', () => {
    fc.assert(
      fc.property(slotLayout, (layout) => {
        check(parseSlotFile(serializeSlots(layout))).toEqual([layout]);
      }),
      { numRuns: RUNS, seed: 7 },
    );
  });

  it('keeps slots the board alone would not give (two slots side by side in one run)', () => {
    const [layout] = parseSlotFile('4 1\n0 0 2 h\n2 0 2 h\n');
    expect(layout!.slots).toHaveLength(2);
    expect(layoutFromBoard(4, 1, layout!.blocks, layout!.given).slots).toHaveLength(1);
    const back = parseSlotFile(serializeSlots(layout!))[0]!;
    check(back).toEqual(layout);
  });
});

const sudoku = fc.constantFrom(...BOX_SHAPES.keys()).chain((n) =>
  fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }).map((cells): SudokuPuzzle => {
    const [boxRows, boxCols] = BOX_SHAPES.get(n)!;
    return { size: n, boxRows, boxCols, cells: Uint8Array.from(cells), line: 1 };
  }),
);

describe('serializeSudoku', () => {
  it('reads back as the same puzzle (4, 6, 9 and 16 x 16)', () => {
    fc.assert(
      fc.property(sudoku, (p) => {
        check(parseSudokuFile(serializeSudoku(p), 'saved')).toEqual([p]);
      }),
      { numRuns: RUNS, seed: 9 },
    );
  });

  it('writes the one-line form', () => {
    const cells = new Uint8Array(16);
    cells[0] = 1;
    cells[15] = 4;
    check(serializeSudoku({ size: 4, boxRows: 2, boxCols: 2, cells, line: 0 })).toBe('1..............4\n');
  });

  it('round-trips the app board through toSudoku and fromSudoku', () => {
    fc.assert(
      fc.property(sudoku, (p) => {
        const board: NumberPuzzle = fromSudoku(p);
        check(fromSudoku(parseSudokuFile(serializeSudoku(toSudoku(board)), 'saved')[0]!)).toEqual(board);
      }),
      { numRuns: RUNS, seed: 10 },
    );
  });
});

const futoshiki = fc.integer({ min: 4, max: 9 }).chain((n) =>
  fc
    .record({
      cells: fc.array(fc.integer({ min: 0, max: n }), { minLength: n * n, maxLength: n * n }),
      signs: fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1), fc.boolean(), fc.boolean()), { maxLength: 2 * n * n }),
    })
    .map(({ cells, signs }): FutoshikiPuzzle => {
      const inequalities: Inequality[] = [];
      for (const [r, c, horizontal, flip] of signs) {
        const [r2, c2] = horizontal ? [r, c + 1] : [r + 1, c];
        if (r2 >= n || c2 >= n) continue;
        inequalities.push(flip ? { r1: r2, c1: c2, r2: r, c2: c } : { r1: r, c1: c, r2, c2 });
      }
      return { size: n, cells: Uint8Array.from(cells), inequalities };
    }),
);

describe('serializeFutoshiki', () => {
  it('reads back as the same puzzle, inequalities in order', () => {
    fc.assert(
      fc.property(futoshiki, (p) => {
        check(parseFutoshiki(serializeFutoshiki(p), 'saved')).toEqual(p);
      }),
      { numRuns: RUNS, seed: 11 },
    );
  });

  it('writes rows of numbers, then R1 C1 R2 C2 lines', () => {
    const cells = new Uint8Array(16);
    cells[3] = 2;
    check(serializeFutoshiki({ size: 4, cells, inequalities: [{ r1: 0, c1: 0, r2: 0, c2: 1 }] })).toBe('0 0 0 2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n');
  });

  it('round-trips the app board (signs right and down) through toFutoshiki and fromFutoshiki', () => {
    fc.assert(
      fc.property(futoshiki, (p) => {
        const board = fromFutoshiki(p);
        check(fromFutoshiki(parseFutoshiki(serializeFutoshiki(toFutoshiki(board)), 'saved'))).toEqual(board);
      }),
      { numRuns: RUNS, seed: 12 },
    );
  });
});
