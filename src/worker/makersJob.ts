/** The work of the puzzle makers' worker, as a plain function (the worker and unit tests call it). */
import type { MakersTools } from '../puzzles/kind.ts';
import { countSolutions, hint, rate, type NumberGrid } from '../puzzles/numbers/index.ts';
import { anyKind, type PuzzleKind } from '../puzzles/registry.ts';
import type { MakersBoard, MakersFromWorker, MakersToWorker } from './makersProtocol.ts';

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

export function makersJob(request: MakersToWorker): MakersFromWorker {
  const { id } = request;
  try {
    if (request.type === 'check') {
      const grid = gridOf(request.board);
      const u = countSolutions(grid, grid.cells, { limit: 2, nodeLimit: CHECK_NODE_LIMIT });
      const rating = u.status === 'unique' ? rate(grid) : null;
      return {
        type: 'check',
        id,
        check: { status: u.status, count: u.count, solutions: u.solutions.map((s) => Array.from(s)), differ: u.differ, nodes: u.nodes, rating },
      };
    }
    if (request.type === 'hint') return { type: 'hint', id, hint: hint(gridOf(request.board)) };
    const options = { seed: request.seed, size: request.size, ...(request.level ? { level: request.level } : {}) };
    const [g] = toolsOf(request.kind).generate(1, options);
    return { type: 'generate', id, board: { kind: request.kind, puzzle: g!.puzzle } as MakersBoard, rating: g!.rating, givens: g!.givens };
  } catch (error) {
    return { type: 'error', id, message: error instanceof Error ? error.message : String(error) };
  }
}
