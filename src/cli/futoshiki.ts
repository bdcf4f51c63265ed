/** `solve --type futoshiki`: one puzzle in the seed-002 format. */
import { buildFutoshikiModel, parseFutoshiki } from '../puzzles/futoshiki/index.ts';
import { futoshikiGrid } from '../puzzles/numbers/index.ts';
import { rateFields } from './numbers.ts';
import type { CliOptions } from './args.ts';
import { UsageError } from './args.ts';
import { runSearch } from './searchKind.ts';
import { cliResult, type CliResult } from './result.ts';
import { futoshikiCheck, verifyResult } from './verify.ts';

export function runFutoshiki(text: string, options: CliOptions): CliResult {
  if (options.index !== 0) throw new UsageError('--index: a Futoshiki file holds one puzzle');
  if (options.batch) throw new UsageError('--batch is for Sudoku files');
  const puzzle = parseFutoshiki(text, options.file);
  const model = buildFutoshikiModel(puzzle, { alldiff: options.alldiff });
  const solved = cliResult(runSearch(model.problem, options), (values) => ({ rows: model.rows(values) }));
  const result = options.rate ? { ...solved, ...rateFields(futoshikiGrid(puzzle)) } : solved;
  return options.verify ? verifyResult(result, futoshikiCheck(puzzle), options.file) : result;
}
