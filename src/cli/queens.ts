/**
 * `solve --type queens --size N`: N-queens on an empty board; `solve BOARD.queens`: a board with
 * queens placed before search (docs/formats.md), which every search keeps. Backtracking searches
 * the model of src/puzzles/queens (every option; N up to QUEENS_MAX_BACKTRACKING); min-conflicts
 * runs its fast queens path directly on typed arrays (N up to millions) on an empty board. Solutions print as
 * `{"queens": [c0, c1, ...]}` (0-based columns, row by row); the text output draws boards up to
 * TEXT_BOARD_MAX. `--verify` checks each with the independent O(N) checker.
 */
import { checkQueens } from '../checkers/queens.ts';
import { buildQueensModel, emptyQueens, parseQueens, QUEENS_MAX_BACKTRACKING, QUEENS_SEARCH, queensGiven, queensRows, type QueensPuzzle } from '../puzzles/queens/index.ts';
import { drainLocalSearch, minConflictsQueens, solve, solveMinConflicts } from '../solver/index.ts';
import { onePuzzleOnly, UsageError, type CliOptions } from './args.ts';
import { CLI_KINDS, type Runner } from './kinds.ts';
import { cliResult, formatText, type CliResult, type QueensSolution } from './result.ts';
import { verifyResult } from './verify.ts';
import { runSearch } from './searchKind.ts';

/** Cutset conditioning: the largest board (its constraint graph joins every two rows). */
const QUEENS_MAX_CUTSET = 200;

/** Boards up to this size are drawn in the text output. */
export const TEXT_BOARD_MAX = 32;

/** The board: `--size N` and no queen placed, or a board file (`text`, its queens placed before search). */
export function queensBoard(options: CliOptions, text: string | null): QueensPuzzle {
  return text === null ? emptyQueens(options.size!) : parseQueens(text, options.file, QUEENS_MAX_BACKTRACKING);
}

export function runQueens(options: CliOptions, text: string | null = null): CliResult<QueensSolution> {
  onePuzzleOnly(CLI_KINDS.queens, options);
  const board = queensBoard(options, text);
  const n = board.size;
  // Queens placed: every search runs on the model with those rows fixed (min-conflicts keeps them put).
  const placed = queensGiven(board) > 0 ? board.givens : undefined;
  // A plain loop: Array.from on a typed array of a million takes V8 hundreds of milliseconds.
  const show = (values: Int32Array): QueensSolution => {
    const queens = new Array<number>(values.length);
    for (let r = 0; r < values.length; r++) queens[r] = values[r]!;
    return { queens };
  };
  let result: CliResult<QueensSolution>;
  if (options.searchKind === 'min-conflicts') {
    result = placed
      ? cliResult(solveMinConflicts(buildQueensModel(n, placed).problem, options.local), show)
      : cliResult(drainLocalSearch(minConflictsQueens(n, options.local)), show);
  } else if (options.searchKind === 'tree') {
    // Refused (any three queens attack each other: a cycle) unless N < 3.
    if (n > QUEENS_MAX_BACKTRACKING) throw new UsageError(`--search tree needs binary constraints on a tree or forest: the constraint graph of ${n} queens has cycles (any three queens constrain each other)`);
    result = cliResult(runSearch(buildQueensModel(n, placed).problem, options), show);
  } else if (options.searchKind === 'cutset') {
    // Any two queens constrain each other: the graph has N(N-1)/2 edges and the cutset N - 2 rows.
    if (n > QUEENS_MAX_CUTSET) throw new UsageError(`--size ${n}: cutset conditioning keeps an edge between every two rows of the constraint graph, so it takes N up to ${QUEENS_MAX_CUTSET}`);
    result = cliResult(runSearch(buildQueensModel(n, placed).problem, options), show);
  } else {
    if (n > QUEENS_MAX_BACKTRACKING) {
      throw new UsageError(`--size ${n}: backtracking keeps N² bits of domains, so it takes N up to ${QUEENS_MAX_BACKTRACKING}; --search min-conflicts goes further`);
    }
    result = cliResult(solve(buildQueensModel(n, placed).problem, { ...QUEENS_SEARCH, ...options.search }), show);
  }
  const keeps = (s: QueensSolution) => board.givens.flatMap((c, r) => (c >= 0 && s.queens[r] !== c ? [`row ${r + 1}'s queen placed in column ${c + 1} is in column ${s.queens[r]! + 1}`] : []));
  return options.verify ? verifyResult(result, (s) => [...checkQueens(n, s.queens), ...keeps(s)], options.file || null) : result;
}

/** The text output: boards (`Q` and `.`) when N is small, else the first columns of each solution. */
export function formatQueens(result: CliResult<QueensSolution>): string {
  const text = formatText(result, (s) => (s.queens.length <= TEXT_BOARD_MAX ? queensRows(s.queens) : []));
  const big = result.solutions.filter((s) => s.queens.length > TEXT_BOARD_MAX);
  if (big.length === 0) return text;
  const lines = big.map((s) => `Columns (0-based, row by row): ${s.queens.slice(0, 20).join(' ')}${s.queens.length > 20 ? ' ...' : ''}`);
  return [...lines, '', text].join('\n');
}

/** The board is `--size N` (no file) or a board file's text, its queens placed; printed with `formatQueens`. */
export const queensRunner: Runner = {
  run: (text, options) => runQueens(options, options.file === '' ? null : text),
  format: (result) => formatQueens(result as CliResult<QueensSolution>),
};
