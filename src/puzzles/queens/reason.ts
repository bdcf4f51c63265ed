/**
 * Why an N-queens board with queens placed has no solution: a minimal set of the placed queens
 * that no solution keeps (src/solver/reason). The sub-puzzle of some queens is the empty board with
 * only those placed. Two queens that attack each other are said as such; a board too small for N
 * queens (2 × 2, 3 × 3) has an empty reason.
 */
import { drainReason, minimalReason, searchOracle, type ReasonOptions, type ReasonProgress, type SearchOptions } from '../../solver/index.ts';
import { listOf, puzzleReason, say, type PuzzleReason, type ReasonSentence } from '../reason.ts';
import { buildQueensModel, QUEENS_SEARCH } from './model.ts';
import { attackingGivens, type QueensPuzzle } from './puzzle.ts';

export interface QueensReasonDetail {
  /** The queens of the reason, 1-based [row, column], by row. */
  queens: [number, number][];
}

export interface QueensReasonOptions extends ReasonOptions {
  /** The search each question runs (default: the command line's for queens). */
  search?: Partial<SearchOptions> | undefined;
  /** Nodes one question may search (default no limit): past them it counts as unknown. */
  nodeLimit?: number | undefined;
}

/** A minimal set of the placed queens that no solution keeps, with progress after each question. */
export function* queensReason(puzzle: QueensPuzzle, options: QueensReasonOptions = {}): Generator<ReasonProgress, PuzzleReason<QueensReasonDetail>> {
  const n = puzzle.size;
  const rows: number[] = [];
  puzzle.givens.forEach((c, r) => c >= 0 && rows.push(r));
  const oracle = searchOracle(
    (parts) => {
      const givens = new Array<number>(n).fill(-1);
      for (const p of parts) givens[rows[p]!] = puzzle.givens[rows[p]!]!;
      return buildQueensModel(n, givens).problem;
    },
    { search: options.search ?? QUEENS_SEARCH, nodeLimit: options.nodeLimit },
  );
  const result = yield* minimalReason(rows.length, oracle, options);
  const queens = result.parts.map((p): [number, number] => [rows[p]! + 1, puzzle.givens[rows[p]!]! + 1]);
  return puzzleReason(result, { queens }, () => queensSentence(n, queens));
}

export const findQueensReason = (puzzle: QueensPuzzle, options: QueensReasonOptions = {}) => drainReason(queensReason(puzzle, options));

function queensSentence(n: number, queens: readonly [number, number][]): ReasonSentence {
  const at = ([row, column]: readonly [number, number]) => say('names.reason.queens.at', { row, column });
  if (queens.length === 0) return say('names.reason.queens.board', { n });
  if (queens.length === 2) {
    const givens = new Array<number>(n).fill(-1);
    for (const [r, c] of queens) givens[r - 1] = c - 1;
    const attack = attackingGivens({ size: n, givens });
    if (attack) {
      const [q1, q2] = queens as [[number, number], [number, number]];
      // Same column, or a diagonal: ↗ when the column falls as the row grows (row + column alike).
      const line = attack[2] === 'column' ? 'column' : q1[0] + q1[1] === q2[0] + q2[1] ? 'rising' : 'falling';
      return say('names.reason.queens.attack', { a: at(q1), b: at(q2), line: say(`names.queenLine.${line}`) });
    }
  }
  return say('names.reason.queens.placed', { count: queens.length, queens: listOf(queens.map(at)) });
}
