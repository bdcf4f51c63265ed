/**
 * Headless entry: `npm run -s solve -- FILE [options]`. Prints the board and statistics, or with
 * `--json` exactly one JSON object. Exit codes: 0 solved, 1 no solution, 2 bad input or options,
 * 3 stopped by a limit, 4 a solution failed `--verify` (the independent checker).
 */
import { readFileSync } from 'node:fs';
import { ParseError } from '../puzzles/errors.ts';
import { parseArgs, UsageError, USAGE, type CliOptions, type PuzzleType } from './args.ts';
import { exitCode, formatText, round, type CliResult, type CliSolution, type ModelSolution } from './result.ts';

export type Runner = (text: string, options: CliOptions, read: (path: string) => string) => CliResult | CliResult<ModelSolution>;

/**
 * Each kind's runner, imported only when it runs: start-up is part of every command's time (a
 * million queens need neither the crossword parsers nor MiniZinc's reader), and each import
 * costs tsx a transform and Node a module graph.
 */
const runners: Record<Exclude<PuzzleType, 'queens'>, () => Promise<Runner>> = {
  crossword: async () => (await import('./crossword.ts')).runCrossword,
  // With --batch, one line per puzzle is written here and the returned summary is printed last.
  sudoku: async () => {
    const { runSudoku, runSudokuBatch } = await import('./sudoku.ts');
    return (text, options) =>
      options.batch ? runSudokuBatch(text, options, (line) => process.stdout.write(line + '\n')) : runSudoku(text, options);
  },
  futoshiki: async () => (await import('./futoshiki.ts')).runFutoshiki,
  model: async () => (await import('./model.ts')).runModel,
};

/** A file's text (UTF-8), as crossword.ts's readText reads it (without importing the crossword code). */
function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

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

export async function main(argv: readonly string[]): Promise<number> {
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
    if (options.generate !== undefined) {
      const { runGenerate } = await import('./numbers.ts');
      return runGenerate(options, (line) => process.stdout.write(line + '\n'));
    }
    if (options.type === 'queens') {
      // No file: the board is --size N.
      const { formatQueens, runQueens } = await import('./queens.ts');
      const result = runQueens(options);
      const printed = { ...result, stats: round(result.stats) };
      process.stdout.write((options.json ? JSON.stringify(printed) : formatQueens(printed)) + '\n');
      return exitCode(result.status);
    }
    const run = await runners[options.type]();
    const text = read(options.file);
    // --export: the clues are read (and checked against the grid) before the search, which may be long.
    const exporter = options.exportFile === undefined ? null : (await import('./export.ts')).prepareExport(text, options, read);
    const result = run(text, options, read);
    const exported = exporter?.write(result as CliResult);
    if (exporter && !exported) process.stderr.write(`note: no fill, nothing written to ${options.exportFile}\n`);
    const printed: CliResult<CliSolution | ModelSolution> = { ...result, stats: round(result.stats), ...(exported ? { export: exported } : {}) };
    process.stdout.write((options.json ? JSON.stringify(printed) : formatText(printed) + (exported ? `\nexported: ${exported.file} (${exported.format})` : '')) + '\n');
    return exitCode(result.status);
  } catch (e) {
    if (e instanceof ParseError) {
      return fail(options.json, { message: e.reason, file: e.file, line: e.line || null, column: e.column || null });
    }
    if (e instanceof UsageError) return fail(options.json, { message: e.message, file: null, line: null, column: null });
    throw e;
  }
}

process.exitCode = await main(process.argv.slice(2));
