/**
 * Headless entry: `npm run -s solve -- FILE [options]`. Prints the board and statistics, or with
 * `--json` exactly one JSON object. Exit codes: 0 solved, 1 no solution, 2 bad input or options,
 * 3 stopped by a limit, 4 a solution failed `--verify` (the independent checker).
 */
import { readFileSync } from 'node:fs';
import { ParseError } from '../puzzles/errors.ts';
import { msg } from '../text/index.ts';
import { parseArgs, UsageError, USAGE, type CliOptions } from './args.ts';
import { CLI_KINDS, type CliIO, type Runner } from './kinds.ts';
import { exitCode, formatText, round, type CliResult } from './result.ts';

/**
 * The runner of a kind, imported only when it runs (kinds.ts): start-up is part of every command's
 * time (a million queens need neither the crossword parsers nor MiniZinc's reader), and each import
 * costs tsx a transform and Node a module graph. A kind without a runner of its own runs from its
 * descriptor (generic.ts).
 */
async function runnerOf(options: CliOptions): Promise<Runner> {
  const cli = CLI_KINDS[options.type];
  if (cli.runner) return cli.runner();
  const [{ genericRunner }, kind] = await Promise.all([import('./generic.ts'), cli.kind()]);
  return genericRunner(kind, cli);
}

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

/** With `--explain`, an answer without solution gets its reason (explain.ts, imported only then). */
async function explained<S>(result: CliResult<S>, options: CliOptions, text: string, read: (path: string) => string): Promise<CliResult<S>> {
  if (!options.explain || result.status !== 'unsatisfiable') return result;
  const { explain } = await import('./explain.ts');
  return { ...result, reason: explain(options, text, read) };
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
      throw new ParseError(path, 0, 0, code === 'ENOENT' ? msg('parse.cli.noFile') : msg('parse.cli.cannotRead', { detail: code ?? (e as Error).message }));
    }
  };
  try {
    const write = (line: string) => process.stdout.write(line + '\n');
    const cli = CLI_KINDS[options.type];
    if (options.generate !== undefined) {
      const [{ runGenerate }, kind] = await Promise.all([import('./numbers.ts'), cli.kind()]);
      return runGenerate(kind.makers!, options, write);
    }
    const runner = await runnerOf(options);
    const io: CliIO = { read, write };
    // A kind given by --size N has no file to read (a board file, when given, is read).
    const text = options.file === '' ? '' : read(options.file);
    // --export (crosswords only, args.ts): the clues are read (and checked against the grid) before the search, which may be long.
    const exporter = options.exportFile === undefined ? null : (await import('./export.ts')).prepareExport(text, options, read);
    const result = await explained(runner.run(text, options, io), options, text, read);
    const exported = exporter?.write(result as CliResult);
    if (exporter && !exported) process.stderr.write(`note: no fill, nothing written to ${options.exportFile}\n`);
    const printed: CliResult<unknown> = { ...result, stats: round(result.stats), ...(exported ? { export: exported } : {}) };
    process.stdout.write((options.json ? JSON.stringify(printed) : (runner.format ?? formatText)(printed) + (exported ? `\nexported: ${exported.file} (${exported.format})` : '')) + '\n');
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
