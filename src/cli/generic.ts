/**
 * A kind run from its descriptor alone (src/puzzles/<kind>/kind.ts): its file read, the puzzle
 * `--index` picked, its model searched (backtracking with the kind's defaults under the command
 * line's options, min-conflicts or the tree algorithm), each solution shown as the board's rows,
 * `--rate` for a kind with the makers' tools, and `--verify` by the kind's independent checker.
 * Sudoku and Futoshiki run so; a new kind runs so without a file of its own here.
 */
import { readKind, type AnyPuzzleDescriptor } from '../puzzles/kind.ts';
import { onePuzzleOnly, UsageError, type CliOptions } from './args.ts';
import type { CliKind, Runner } from './kinds.ts';
import { rateFields } from './numbers.ts';
import { cliResult, type CliResult } from './result.ts';
import { runSearch } from './searchKind.ts';
import { verifyResult } from './verify.ts';

/** One puzzle of a file, searched and shown. */
export function solvePuzzle(kind: AnyPuzzleDescriptor, puzzle: unknown, options: CliOptions): CliResult {
  const model = kind.build(puzzle, { alldiff: options.alldiff ?? 'gac', reuse: options.reuse });
  const solved = cliResult(runSearch(model.problem, options, kind.search), (values) => ({ rows: model.rows(values) }));
  const result = options.rate && kind.makers ? { ...solved, ...rateFields(kind.makers.grid(puzzle)) } : solved;
  return options.verify ? verifyResult(result, kind.check(puzzle, { words: [], reuse: options.reuse }), options.file) : result;
}

export function genericRunner(kind: AnyPuzzleDescriptor, cli: CliKind): Runner {
  return {
    run(text, options) {
      onePuzzleOnly(cli, options);
      const puzzles = readKind(kind, text, options.file);
      const puzzle = puzzles[options.index];
      if (puzzle === undefined) throw new UsageError(`--index ${options.index}: ${options.file} holds ${puzzles.length} puzzle(s) (0-based)`);
      return solvePuzzle(kind, puzzle, options);
    },
  };
}
