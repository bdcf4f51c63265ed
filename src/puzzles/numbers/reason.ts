/**
 * Why a Sudoku or a Futoshiki has no solution: a minimal set of its givens (and, for Futoshiki, its
 * `<` signs) that no completion keeps (src/solver/reason). The sub-puzzle of some of them is the
 * empty board with only those givens and signs; the board's own rules (rows, columns, boxes) are
 * always there. Two givens of one digit in one unit are said as such; any other reason is listed.
 */
import {
  drainReason,
  minimalReason,
  searchOracle,
  type AllDiffForm,
  type Problem,
  type ReasonOptions,
  type ReasonProgress,
  type SearchOptions,
} from '../../solver/index.ts';
import { buildFutoshikiModel, type FutoshikiPuzzle, type Inequality } from '../futoshiki/index.ts';
import { listOf, puzzleReason, say, type PuzzleReason, type ReasonSentence } from '../reason.ts';
import { buildSudokuModel, SUDOKU_SEARCH, type SudokuPuzzle } from '../sudoku/index.ts';
import { futoshikiGrid } from './grid.ts';

/** A given of the reason: its cell (r * N + c), 1-based row and column, and digit. */
export interface ReasonGiven {
  cell: number;
  row: number;
  column: number;
  digit: number;
}

/** A sign of the reason: the cell on its small side is less than the cell on its large side (1-based [row, column]). */
export interface ReasonSign {
  less: [number, number];
  more: [number, number];
}

export interface DigitsReasonDetail {
  givens: ReasonGiven[];
  signs: ReasonSign[];
}

export interface DigitsReasonOptions extends ReasonOptions {
  alldiff?: AllDiffForm | undefined;
  /** The search each question runs (default: the kind's). */
  search?: Partial<SearchOptions> | undefined;
  /** Nodes one question may search (default no limit): past them it counts as unknown. */
  nodeLimit?: number | undefined;
}

/** A board of digits as the reason sees it: its givens, its signs, its units, and its model of some of them. */
interface DigitsBoard {
  size: number;
  cells: Uint8Array;
  signs: readonly Inequality[];
  /** Box shape (Sudoku), or null (Futoshiki: rows and columns only). */
  boxes: readonly [number, number] | null;
  build(cells: Uint8Array, signs: Inequality[]): Problem;
  search: Partial<SearchOptions>;
}

function* digitsReason(board: DigitsBoard, options: DigitsReasonOptions): Generator<ReasonProgress, PuzzleReason<DigitsReasonDetail>> {
  const n = board.size;
  const givenCells: number[] = [];
  board.cells.forEach((d, i) => d > 0 && givenCells.push(i));
  const g = givenCells.length;
  const sub = (parts: readonly number[]): Problem => {
    const cells = new Uint8Array(n * n);
    const signs: Inequality[] = [];
    for (const p of parts) {
      if (p < g) cells[givenCells[p]!] = board.cells[givenCells[p]!]!;
      else signs.push(board.signs[p - g]!);
    }
    return board.build(cells, signs);
  };
  const oracle = searchOracle(sub, { search: options.search ?? board.search, nodeLimit: options.nodeLimit });
  const result = yield* minimalReason(g + board.signs.length, oracle, options);
  const at = (cell: number): [number, number] => [Math.floor(cell / n) + 1, (cell % n) + 1];
  const detail: DigitsReasonDetail = { givens: [], signs: [] };
  for (const p of result.parts) {
    if (p < g) {
      const cell = givenCells[p]!;
      const [row, column] = at(cell);
      detail.givens.push({ cell, row, column, digit: board.cells[cell]! });
    } else {
      const { r1, c1, r2, c2 } = board.signs[p - g]!;
      detail.signs.push({ less: [r1 + 1, c1 + 1], more: [r2 + 1, c2 + 1] });
    }
  }
  return puzzleReason(result, detail, () => digitsSentence(detail, n, board.boxes));
}

const cellName = (row: number, column: number) => `r${row}c${column}`;

/** The unit two givens share (row, column, then box, numbered as the model numbers them), as a message, or null. */
function sharedUnit(a: ReasonGiven, b: ReasonGiven, size: number, boxes: readonly [number, number] | null): ReasonSentence | null {
  if (a.row === b.row) return say('names.reason.unit.row', { n: a.row });
  if (a.column === b.column) return say('names.reason.unit.column', { n: a.column });
  if (!boxes) return null;
  const [h, w] = boxes;
  const boxOf = (x: ReasonGiven) => Math.floor((x.row - 1) / h) * (size / w) + Math.floor((x.column - 1) / w) + 1;
  return boxOf(a) === boxOf(b) ? say('names.reason.unit.box', { n: boxOf(a) }) : null;
}

function digitsSentence(detail: DigitsReasonDetail, size: number, boxes: readonly [number, number] | null): ReasonSentence {
  const givens = detail.givens.map((x) => say('names.reason.digits.given', { cell: cellName(x.row, x.column), digit: x.digit }));
  const signs = detail.signs.map((s) => say('names.reason.digits.sign', { a: cellName(...s.less), b: cellName(...s.more) }));
  if (givens.length === 0 && signs.length === 0) return say('names.reason.digits.board');
  if (signs.length === 0) {
    const [a, b] = detail.givens;
    const unit = detail.givens.length === 2 && a!.digit === b!.digit ? sharedUnit(a!, b!, size, boxes) : null;
    if (unit) return say('names.reason.digits.clash', { a: cellName(a!.row, a!.column), b: cellName(b!.row, b!.column), digit: a!.digit, unit });
    return say('names.reason.digits.givens', { count: givens.length, givens: listOf(givens) });
  }
  if (givens.length === 0) return say('names.reason.digits.signs', { count: signs.length, signs: listOf(signs) });
  return say('names.reason.digits.both', { givens: listOf(givens), signs: listOf(signs) });
}

/** A minimal set of a Sudoku's givens that no completion keeps, with progress after each question. */
export function sudokuReason(puzzle: SudokuPuzzle, options: DigitsReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<DigitsReasonDetail>> {
  return digitsReason(
    {
      size: puzzle.size,
      cells: puzzle.cells,
      signs: [],
      boxes: [puzzle.boxRows, puzzle.boxCols],
      build: (cells) => buildSudokuModel({ ...puzzle, cells }, { alldiff: options.alldiff }).problem,
      search: SUDOKU_SEARCH,
    },
    options,
  );
}

/** A minimal set of a Futoshiki's givens and signs that no completion keeps, with progress after each question. */
export function futoshikiReason(puzzle: FutoshikiPuzzle, options: DigitsReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<DigitsReasonDetail>> {
  return digitsReason(
    {
      size: puzzle.size,
      cells: puzzle.cells,
      signs: puzzle.inequalities,
      boxes: null,
      build: (cells, signs) => buildFutoshikiModel({ size: puzzle.size, cells, inequalities: signs }, { alldiff: options.alldiff }).problem,
      search: futoshikiGrid(puzzle).search,
    },
    options,
  );
}

/** `sudokuReason` and `futoshikiReason` run to their end. */
export const findSudokuReason = (puzzle: SudokuPuzzle, options: DigitsReasonOptions = {}) => drainReason(sudokuReason(puzzle, options));
export const findFutoshikiReason = (puzzle: FutoshikiPuzzle, options: DigitsReasonOptions = {}) => drainReason(futoshikiReason(puzzle, options));
