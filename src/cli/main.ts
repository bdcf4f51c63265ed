/**
 * Headless entry: `npm run -s solve -- FILE [options]`. Prints the board and statistics, or with
 * `--json` exactly one JSON object. Exit codes: 0 solved, 1 no solution, 2 bad input or options,
 * 3 stopped by a limit, 4 a solution failed `--verify` (the independent checker).
 */
import { ParseError } from '../puzzles/errors.ts';
import { parseArgs, UsageError, USAGE, type CliOptions, type PuzzleType } from './args.ts';
import { runCrossword, readText } from './crossword.ts';
import { runFutoshiki } from './futoshiki.ts';
import { runGenerate } from './numbers.ts';
import { formatQueens, runQueens } from './queens.ts';
import { runModel } from './model.ts';
import { runSudoku, runSudokuBatch } from './sudoku.ts';
import { exitCode, formatText, round, type CliResult, type CliSolution, type ModelSolution } from './result.ts';

export type Runner = (text: string, options: CliOptions, read: (path: string) => string) => CliResult | CliResult<ModelSolution>;

const runners: Record<Exclude<PuzzleType, 'queens'>, Runner> = {
  crossword: runCrossword,
  // With --batch, one line per puzzle is written here and the returned summary is printed last.
  sudoku: (text, options) =>
    options.batch ? runSudokuBatch(text, options, (line) => process.stdout.write(line + '\n')) : runSudoku(text, options),
  futoshiki: runFutoshiki,
  model: runModel,
};

interface ErrorBody {
  message: string;
  file: string | null;
  line: number | null;
  column: number | null;
}

function fail(json: boolean, error: ErrorBody, usage = false): number {
  if (json) {
    process.stdout.write(JSON.stringify({ status: 'error', error }) + '\n');
  } else {
    const where = error.file ? `${error.file}${error.line ? `:${error.line}:${error.column ?? 1}` : ''}: ` : '';
    process.stderr.write(`error: ${where}${error.message}\n`);
    if (usage) process.stderr.write('\n' + USAGE);
  }
  return 2;
}

export function main(argv: readonly string[]): number {
  const json = argv.includes('--json');
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (e) {
    if (e instanceof UsageError && e.message === '') {
      process.stdout.write(USAGE);
      return 0;
    }
    return fail(json, { message: (e as Error).message, file: null, line: null, column: null }, true);
  }
  const read = (path: string): string => {
    try {
      return readText(path);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new ParseError(path, 0, 0, code === 'ENOENT' ? 'no such file' : `cannot read the file (${code ?? (e as Error).message})`);
    }
  };
  try {
    if (options.generate !== undefined) return runGenerate(options, (line) => process.stdout.write(line + '\n'));
    if (options.type === 'queens') {
      // No file: the board is --size N.
      const result = runQueens(options);
      const printed = { ...result, stats: round(result.stats) };
      process.stdout.write((options.json ? JSON.stringify(printed) : formatQueens(printed)) + '\n');
      return exitCode(result.status);
    }
    const result = runners[options.type](read(options.file), options, read);
    const printed: CliResult<CliSolution | ModelSolution> = { ...result, stats: round(result.stats) };
    process.stdout.write((options.json ? JSON.stringify(printed) : formatText(printed)) + '\n');
    return exitCode(result.status);
  } catch (e) {
    if (e instanceof ParseError) {
      return fail(options.json, { message: e.reason, file: e.file, line: e.line || null, column: e.column || null });
    }
    if (e instanceof UsageError) return fail(options.json, { message: e.message, file: null, line: null, column: null });
    throw e;
  }
}

process.exitCode = main(process.argv.slice(2));
