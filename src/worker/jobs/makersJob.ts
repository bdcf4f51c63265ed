/** The puzzle makers' worker's jobs, as plain functions (the worker serves them; unit tests call them inline). */
import type { MakersTools } from '../../puzzles/kind.ts';
import { countSolutions, hint, rate, type NumberGrid } from '../../puzzles/numbers/index.ts';
import { anyKind, type PuzzleKind } from '../../puzzles/registry.ts';
import type { Handlers } from '../bridge/index.ts';
import type { MakersBoard, MakersCheck, MakersGenerated, MakersJobs } from '../protocol.ts';

/** A count that runs longer than this many nodes says "unknown" rather than keep the worker busy. */
export const CHECK_NODE_LIMIT = 200_000;

/** The makers' tools of a kind (its descriptor's: Sudoku and Futoshiki have them). */
function toolsOf(kind: PuzzleKind): MakersTools<unknown> {
  const tools = anyKind(kind).makers;
  if (!tools) throw new Error(`the ${kind} kind has no makers' tools`);
  return tools;
}

function gridOf(board: MakersBoard): NumberGrid {
  return toolsOf(board.kind).grid(board.puzzle);
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
  const [g] = toolsOf(request.kind).generate(1, options);
  return { board: { kind: request.kind, puzzle: g!.puzzle } as MakersBoard, rating: g!.rating, givens: g!.givens };
}

export function makersJobs(): Handlers<MakersJobs> {
  return {
    check: ({ board }) => checkBoard(board),
    hint: ({ board }) => hint(gridOf(board)),
    generate: generateBoard,
  };
}
