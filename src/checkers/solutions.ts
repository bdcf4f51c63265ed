/**
 * Checks of one solved board against the puzzle it came from, for the CLI's `--verify` and the
 * solver worker. The puzzle is read through plain structural types declared here (a crossword
 * layout, a Sudoku or Futoshiki puzzle fit them), so nothing comes from the models.
 */
import { checkCrossword, type CheckSlot } from './crossword.ts';
import { checkFutoshiki, type FutoshikiFacts } from './futoshiki.ts';
import { checkQueens } from './queens.ts';
import { checkSudoku } from './sudoku.ts';

/** A solved board: its rows, and for crosswords the word printed for each slot (optional). */
export interface SolvedBoard {
  rows: readonly string[];
  words?: Readonly<Record<string, string>> | undefined;
}

/** The problems of one solution; an empty list means it passes. */
export type SolutionCheck = (solution: SolvedBoard) => string[];

export interface CrosswordShape {
  width: number;
  height: number;
  blocks: readonly boolean[];
  given: readonly string[];
  slots: readonly { name: string; row: number; col: number; direction: 'across' | 'down'; length: number; cells: readonly number[] }[];
  /** Words already in the grid outside `slots` (a region fill's kept slots): none may come again unless reuse. */
  used?: readonly string[] | undefined;
}

/**
 * Crosswords: every slot's word (read from the board) is in the dictionary, no word twice (nor one
 * of the kept words `used`) unless `reuse`, given letters kept, and the `words` printed per slot are the board's (crossings agree).
 */
export function crosswordCheck(layout: CrosswordShape, words: readonly string[], reuse: boolean): SolutionCheck {
  const slots: CheckSlot[] = layout.slots.map((s) => ({ row: s.row, col: s.col, down: s.direction === 'down', length: s.length }));
  const givenRows = Array.from({ length: layout.height }, (_, r) =>
    Array.from({ length: layout.width }, (_, c) => {
      const i = r * layout.width + c;
      return layout.blocks[i] ? '#' : layout.given[i] || '.';
    }).join(''),
  );
  return (solution) => {
    const problems = checkCrossword({ rows: solution.rows, slots, words, reuse, givenRows, used: layout.used });
    for (const slot of layout.slots) {
      const printed = solution.words?.[slot.name];
      if (printed === undefined) continue;
      const onBoard = slot.cells.map((cell) => Array.from(solution.rows[Math.floor(cell / layout.width)] ?? '')[cell % layout.width] ?? '?').join('');
      if (printed !== onBoard) problems.push(`${slot.name} is printed as "${printed}" but the board reads "${onBoard}" (crossings disagree)`);
    }
    return problems;
  };
}

const SYMBOLS = '123456789ABCDEFG';

/** Sudoku: rows, columns and boxes hold every digit once, and the givens (0 = empty) are kept. */
export function sudokuCheck(puzzle: { cells: ArrayLike<number> }): SolutionCheck {
  const givens = Array.from(puzzle.cells, (d) => (d === 0 ? '.' : (SYMBOLS[d - 1] ?? '?'))).join('');
  return (solution) => checkSudoku(givens, solution.rows);
}

/** Futoshiki: rows and columns hold every digit once, givens are kept, every `<` holds. */
export function futoshikiCheck(puzzle: {
  size: number;
  cells: ArrayLike<number>;
  inequalities: readonly { r1: number; c1: number; r2: number; c2: number }[];
}): SolutionCheck {
  const n = puzzle.size;
  const cells = Array.from(puzzle.cells);
  const facts: FutoshikiFacts = {
    size: n,
    givens: Array.from({ length: n }, (_, r) => cells.slice(r * n, (r + 1) * n)),
    less: puzzle.inequalities.map(({ r1, c1, r2, c2 }) => [r1, c1, r2, c2]),
  };
  return (solution) => checkFutoshiki(facts, solution.rows);
}

/**
 * N-queens: the board's rows (`Q` a queen, `.` empty) hold one queen each, no two attack
 * (checkQueens), and every queen placed before search (`givens[r]`, -1 none) is kept.
 */
export function queensCheck(puzzle: { size: number; givens: readonly number[] }): SolutionCheck {
  return (solution) => {
    const n = puzzle.size;
    if (solution.rows.length !== n) return [`${solution.rows.length} rows for a board of ${n}`];
    const queens: number[] = [];
    const problems: string[] = [];
    solution.rows.forEach((row, r) => {
      const first = row.indexOf('Q');
      if (row.length !== n) problems.push(`row ${r + 1} has ${row.length} cells, the board ${n}`);
      if (first < 0 || row.indexOf('Q', first + 1) >= 0) problems.push(`row ${r + 1} holds ${first < 0 ? 'no' : 'more than one'} queen`);
      const given = puzzle.givens[r] ?? -1;
      if (given >= 0 && first !== given) problems.push(`row ${r + 1}: the queen placed in column ${given + 1} was moved`);
      queens.push(first);
    });
    return problems.length > 0 ? problems : checkQueens(n, queens);
  };
}
