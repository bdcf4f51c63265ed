/** The puzzle makers' worker's jobs, as plain functions (the worker serves them; unit tests call them inline). */
import { countSolutions, futoshikiGrid, generateFutoshikis, generateSudokus, hint, rate, sudokuGrid, type NumberGrid } from '../../puzzles/numbers/index.ts';
import type { Handlers } from '../bridge/index.ts';
import type { MakersBoard, MakersCheck, MakersGenerated, MakersJobs } from '../protocol.ts';

/** A count that runs longer than this many nodes says "unknown" rather than keep the worker busy. */
export const CHECK_NODE_LIMIT = 200_000;

function gridOf(board: MakersBoard): NumberGrid {
  return board.kind === 'sudoku' ? sudokuGrid(board.puzzle) : futoshikiGrid(board.puzzle);
}

/** Whether the board has one solution, several or none, with its rating when it has one. */
export function checkBoard(board: MakersBoard): MakersCheck {
  const grid = gridOf(board);
  const u = countSolutions(grid, grid.cells, { limit: 2, nodeLimit: CHECK_NODE_LIMIT });
  const rating = u.status === 'unique' ? rate(grid) : null;
  return { status: u.status, count: u.count, solutions: u.solutions.map((s) => Array.from(s)), differ: u.differ, nodes: u.nodes, rating };
}

/** A new minimal unique puzzle. */
export function generateBoard(request: MakersJobs['generate']['input']): MakersGenerated {
  const options = { seed: request.seed, size: request.size, ...(request.level ? { level: request.level } : {}) };
  if (request.kind === 'sudoku') {
    const [g] = generateSudokus(1, options);
    return { board: { kind: 'sudoku', puzzle: g!.puzzle }, rating: g!.rating, givens: g!.givens };
  }
  const [g] = generateFutoshikis(1, options);
  return { board: { kind: 'futoshiki', puzzle: g!.puzzle }, rating: g!.rating, givens: g!.givens };
}

export function makersJobs(): Handlers<MakersJobs> {
  return {
    check: ({ board }) => checkBoard(board),
    hint: ({ board }) => hint(gridOf(board)),
    generate: generateBoard,
  };
}
