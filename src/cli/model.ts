/**
 * `solve FILE.mzn [DATA.dzn ...]` and `solve FILE.fzn`: a MiniZinc model compiled by MiniZinc
 * itself (the native `minizinc`, Debian's package; `scripts/ensure-minizinc.mjs` installs it) with
 * our solver library (`public/mznlib`, through `share/minizinc/solvers/csp-playground.msc`), then
 * read by the pure FlatZinc reader and searched by the engine with every search switch. Every
 * solution is checked by the independent checker (src/checkers/model.ts) before it is printed.
 *
 * A model that optimises (`solve minimize` / `solve maximize`) is searched by branch and bound:
 * status `optimal` (or `solved` with the best so far when a limit stopped it, `limit` naming it),
 * `objective` its value; the solutions printed are the best one, or with `--all` every improving
 * solution in the order found (`--max-solutions N`: the last N of them), the best last.
 */
import { english, msg, verbatim } from '../text/index.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkModelSolution } from '../checkers/model.ts';
import { ParseError } from '../puzzles/errors.ts';
import { parseFlatZinc } from '../puzzles/model/flatzinc.ts';
import { modelPlace, ModelText } from '../puzzles/model/labels.ts';
import { buildFznProblem, type FznProblem } from '../puzzles/model/model.ts';
import { readOzn, solutionValues, type OutputSpec } from '../puzzles/model/output.ts';
import { keepModelPaths } from '../puzzles/model/paths.ts';
import { emptyStats, solve, type SearchSettings } from '../solver/index.ts';
import { onePuzzleOnly, UsageError, type CliOptions } from './args.ts';
import { CLI_KINDS, type Runner } from './kinds.ts';
import type { CliResult, ModelSolution } from './result.ts';
import { runSearch } from './searchKind.ts';

/** Our solver configuration: MiniZinc compiles with its `mznlib` (public/mznlib). */
export const SOLVER_CONFIG = fileURLToPath(new URL('../../share/minizinc/solvers/csp-playground.msc', import.meta.url));
export const MINIZINC = process.env.MINIZINC ?? 'minizinc';

export interface Compiled {
  fzn: string;
  ozn: string;
  ms: number;
}

/** Where MiniZinc's compilation failed, as our errors say it (file relative to the working directory). */
interface MznMessage {
  type?: string;
  message?: string;
  what?: string;
  location?: { filename?: string; firstLine?: number; firstColumn?: number };
}

/** MiniZinc's arguments besides the files: FlatZinc with the paths back to the model, and the .ozn of `--output-mode json`. */
export const COMPILE_ARGS = ['-c', '--keep-paths', '--output-mode', 'json'] as const;

/**
 * Compile a model (and its data files) to FlatZinc and the .ozn of `--output-mode json`, with our
 * solver library (`solver` = our .msc) or another solver's (`gecode`). MiniZinc's own errors
 * become ParseErrors at their file, line and column. The FlatZinc keeps MiniZinc's paths into the
 * model (named `model.mzn`, whatever the file: paths.ts), which name its constraints (labels.ts).
 * `extra`: more of MiniZinc's options (`-I DIR`).
 */
export function compileModel(file: string, data: readonly string[], solver = SOLVER_CONFIG, timeoutMs = 120_000, extra: readonly string[] = []): Compiled {
  const dir = mkdtempSync(join(tmpdir(), 'csp-mzn-'));
  try {
    const fznFile = join(dir, 'model.fzn');
    const oznFile = join(dir, 'model.ozn');
    const start = performance.now();
    // MiniZinc 2.6 with --keep-paths also writes a symbol table (`.paths`), beside the model unless told where: here.
    const paths = ['--output-paths-to-file', join(dir, 'model.paths')];
    const r = spawnSync(MINIZINC, [...COMPILE_ARGS, ...paths, '--json-stream', '--solver', solver, '--fzn', fznFile, '--ozn', oznFile, ...extra, file, ...data], {
      encoding: 'utf8',
      timeout: timeoutMs,
      maxBuffer: 64 * 1024 * 1024,
    });
    const ms = performance.now() - start;
    if (r.error) {
      const code = (r.error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? msg('parse.cli.noMinizinc', { command: MINIZINC })
          : code === 'ETIMEDOUT'
            ? msg('parse.cli.compileTime', { s: timeoutMs / 1000 })
            : msg('parse.cli.cannotRun', { detail: r.error.message });
      throw new ParseError(file, 0, 0, reason);
    }
    if (r.status !== 0) throw minizincError(r.stdout + '\n' + r.stderr, file);
    const model = new Set([resolve(file), realpathSync(file)]);
    const fzn = keepModelPaths(readFileSync(fznFile, 'utf8'), (path) => model.has(resolve(path)));
    return { fzn, ozn: readFileSync(oznFile, 'utf8'), ms };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file MiniZinc names, as the user named it (the model), or relative to the working directory when inside it. */
function shownPath(path: string, file: string): string {
  if (resolve(path) === resolve(file)) return file;
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}

/** MiniZinc's first error message (JSON stream) as a ParseError at its file, line and column. */
export function minizincError(output: string, file: string): ParseError {
  for (const line of output.split('\n')) {
    let m: MznMessage;
    try {
      m = JSON.parse(line) as MznMessage;
    } catch {
      continue;
    }
    if (m.type !== 'error') continue;
    const where = m.location;
    const shown = where?.filename ? shownPath(where.filename, file) : file;
    const message = [m.what, (m.message ?? '').trim()].filter(Boolean).join(': ');
    return new ParseError(shown, where?.firstLine ?? 0, where?.firstColumn ?? 0, message ? verbatim(message) : msg('parse.cli.cannotCompile'));
  }
  const text = output.trim().split('\n').filter(Boolean).slice(-3).join(' ');
  return new ParseError(file, 0, 0, text ? msg('parse.cli.cannotCompileSaid', { detail: text.slice(0, 240) }) : msg('parse.cli.cannotCompile'));
}

export interface ModelRun {
  result: CliResult<ModelSolution>;
  fzn: FznProblem;
}

/**
 * Search a FlatZinc text (with its .ozn and the model's text when compiled from a .mzn: the
 * constraints are then named as the model writes them, and lines are the model's) and check every
 * solution.
 */
export function runFlatZinc(
  fznText: string,
  file: string,
  spec: OutputSpec | null,
  search: Partial<SearchSettings>,
  alldiff: CliOptions['alldiff'],
  kind: Pick<CliOptions, 'searchKind' | 'local' | 'cutset'> = { searchKind: 'backtracking', local: {} },
  source?: string,
): ModelRun {
  const model = parseFlatZinc(fznText, file);
  const fzn = buildFznProblem(model, file, { alldiff, source });
  if (fzn.failure) {
    // The model's line; else the FlatZinc's, said to be so (MiniZinc found the model inconsistent
    // while compiling it: `bool_eq(false, true)` at its line 1, placed nowhere in the model).
    const place = source !== undefined ? modelPlace(fznText, fzn.failure.line, new ModelText(source)) : null;
    const where = place || source === undefined ? `line ${place?.line ?? fzn.failure.line}` : `line ${fzn.failure.line} of the FlatZinc MiniZinc compiled`;
    const result: CliResult<ModelSolution> = { status: 'unsatisfiable', solutions: [], stats: emptyStats(), message: `${where}: ${fzn.failure.reason}` };
    return { result, fzn };
  }
  if (search.searchAnnotation && fzn.searchIgnored && kind.searchKind === 'backtracking') {
    // Said once: the annotation's line in the model when it is known, else in the FlatZinc.
    const at = Number(fzn.searchIgnored.params.line);
    const line = (source !== undefined ? modelPlace(fznText, at, new ModelText(source))?.line : undefined) ?? at;
    process.stderr.write(`note: ${english(msg('optimiseSearch.ignored', { ...fzn.searchIgnored.params, line }))}\n`);
  }
  const found = kind.searchKind === 'backtracking' ? solve(fzn.problem, search) : runSearch(fzn.problem, { ...kind, search });
  const result: CliResult<ModelSolution> = { status: found.status, solutions: [], stats: found.stats };
  if (found.message !== undefined) result.message = english(found.message);
  // A limit before any solution, on a model whose search annotation the options overrode: say how
  // to follow it (as `minizinc --solver csp-playground` does), which may be what the model needs.
  const limited = found.status === 'timeout' || found.status === 'stopped' || found.status === 'memory-limit';
  if (limited && found.solutions.length === 0 && model.search !== null && !search.searchAnnotation && kind.searchKind === 'backtracking') {
    process.stderr.write('note: the model\'s search annotation was not followed (the options chose the order); --search-annotation follows it, as minizinc --solver csp-playground does\n');
  }
  // Optimising: the improving solutions, of which the last `maxSolutions` are printed (the best last).
  const shownFrom = fzn.objective ? Math.max(0, found.solutions.length - (search.maxSolutions ?? 1)) : 0;
  for (const [i, values] of found.solutions.entries()) {
    const problems = checkModelSolution(model, (v) => fzn.value(values, v));
    if (problems.length > 0) {
      const message = `verification failed: solution ${i + 1} breaks the model: ${problems.slice(0, 5).join('; ')}`;
      return { result: { ...result, status: 'error', solverStatus: found.status, verified: false, error: { message, file, line: null, column: null } }, fzn };
    }
    if (i >= shownFrom) result.solutions.push({ values: solutionValues(model, spec, (v) => fzn.value(values, v)) });
  }
  const best = found.solutions[found.solutions.length - 1];
  if (fzn.objective && best) {
    result.objective = fzn.objectiveValue(best);
    result.sense = fzn.objective.sense;
    if (found.limit !== undefined) result.limit = found.limit;
  }
  result.verified = true;
  return { result, fzn };
}

/** The CLI's runner for `.mzn` (compiled first) and `.fzn` files. */
export function runModel(text: string, options: CliOptions): CliResult<ModelSolution> {
  onePuzzleOnly(CLI_KINDS.model, options);
  if (options.file.endsWith('.fzn')) {
    if (options.data.length > 0) throw new UsageError('data files (.dzn) go with a .mzn model, not a .fzn');
    return runFlatZinc(text, options.file, null, options.search, options.alldiff, options).result;
  }
  const compiled = compileModel(options.file, options.data);
  let run: ModelRun;
  try {
    run = runFlatZinc(compiled.fzn, options.file, readOzn(compiled.ozn), options.search, options.alldiff, options, text);
  } catch (e) {
    // A refusal of the reader names a line of the FlatZinc, which the user never saw: the model's
    // line instead, found through MiniZinc's paths; else say which FlatZinc line it was.
    if (!(e instanceof ParseError)) throw e;
    const place = modelPlace(compiled.fzn, e.line, new ModelText(text));
    if (place) throw new ParseError(options.file, place.line, place.column, e.said);
    throw new ParseError(options.file, 0, 0, msg('parse.cli.fznLine', { reason: e.said, line: e.line }));
  }
  const { result } = run;
  return { ...result, compileMs: Math.round(compiled.ms * 1000) / 1000 };
}

export const modelRunner: Runner = { run: (text, options) => runModel(text, options) };
