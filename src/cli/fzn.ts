/**
 * The engine as a FlatZinc solver, for `minizinc --solver csp-playground MODEL.mzn` (the solver
 * configuration share/minizinc/solvers/csp-playground.msc runs bin/fzn-csp-playground.mjs, which
 * runs this): `fzn-csp-playground [-a] [-i] [-n N] [-s] [-t MS] [-f] [-r SEED] [search options] FILE.fzn`.
 * Prints each solution in FlatZinc's output format (`x = 3;`, `a = array1d(1..3, [1, 2, 3]);`,
 * then `----------`), `==========` when the search was complete, `=====UNSATISFIABLE=====` when
 * there is no solution, `=====UNKNOWN=====` when a limit stopped it first; with -s the statistics
 * as `%%%mzn-stat:` lines (nodes, backtracks, prunes, solutions, solveTime, objective: the CLI's
 * statistics). Every solution passes the independent checker before it is printed.
 * The search options are the CLI's (--inference, --var, --val, --strategy, ...), with a solver's
 * defaults where the app has the textbook's (`FZN_DEFAULTS`: binary branching, on the model's own
 * variables first, as Gecode's FlatZinc interface does). The model's
 * search annotation (`int_search`, `bool_search`, `seq_search`) is followed for the variables it
 * names, as MiniZinc's solvers do, unless -f (free search); what of it the engine does not
 * follow is said once on stderr.
 *
 * A model that optimises is searched by branch and bound. With -a or -i (MiniZinc passes -i to a
 * solver whose configuration lists it, for `minizinc -a` or `-i` on an optimisation model) each
 * improving solution is printed as it is found, each followed by `----------`; without them only
 * the best one, at the end. `==========` follows when the search ran to its end, so the last
 * solution is optimal; a limit that stops it after a solution leaves the best so far without it.
 */
import { readFileSync } from 'node:fs';
import { checkModelSolution } from '../checkers/model.ts';
import { ParseError } from '../puzzles/errors.ts';
import { parseFlatZinc, type FznModel } from '../puzzles/model/flatzinc.ts';
import { modelPlace, ModelText } from '../puzzles/model/labels.ts';
import { buildFznProblem, type FznProblem } from '../puzzles/model/model.ts';
import { itemPaths, keepModelPaths, readPath } from '../puzzles/model/paths.ts';
import { search as searchEvents, solve, type SearchResult, type SearchSettings } from '../solver/index.ts';
import { english } from '../text/index.ts';
import { parseArgs, UsageError } from './args.ts';

/** One solution in FlatZinc's output format (without the `----------` line). */
export function flatZincSolution(model: FznModel, value: (v: number) => number): string {
  const out: string[] = [];
  for (const o of model.outputs) {
    const show = (a: (typeof o.items)[number]): string => {
      const x = a.t === 'var' ? value(a.v) : a.t === 'bool' ? (a.v ? 1 : 0) : a.t === 'int' ? a.v : 0;
      return o.type === 'bool' ? (x !== 0 ? 'true' : 'false') : String(x);
    };
    const items = o.items.map(show);
    if (o.dims === null) out.push(`${o.name} = ${items[0]};`);
    else out.push(`${o.name} = array${o.dims.length}d(${o.dims.map(([lo, hi]) => `${lo}..${hi}`).join(', ')}, [${items.join(', ')}]);`);
  }
  return out.join('\n');
}

/**
 * The search options this solver takes unless told otherwise (the rest are the CLI's defaults):
 * x = v then x ≠ v, among the variables the model declares before those MiniZinc introduced. On
 * the job shop ft06 that is about 1,800 nodes to the proof of optimality against 7,680 with the
 * app's defaults (`npm run bench optimise`).
 */
export const FZN_DEFAULTS: Partial<SearchSettings> = { branching: 'binary', branchOn: 'declared' };

export function fznMain(argv: readonly string[], write: (s: string) => void): number {
  let all = false;
  let intermediate = false;
  let count = 1;
  let stats = false;
  let timeLimitMs = Infinity;
  let seed: number | undefined;
  // As MiniZinc's solvers do: the model's search annotation is followed unless -f (free search).
  let free = false;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const number = (): number => {
      const n = Number(argv[++i]);
      if (!Number.isFinite(n) || n < 0) throw new UsageError(`${a} expects a number`);
      return n;
    };
    if (a === '-a' || a === '--all-solutions') all = true;
    else if (a === '-i' || a === '--intermediate' || a === '--intermediate-solutions') intermediate = true;
    else if (a === '-n' || a === '--num-solutions') count = Math.max(1, Math.floor(number()));
    else if (a === '-s' || a === '--statistics') stats = true;
    else if (a === '-t' || a === '--time-limit') timeLimitMs = number();
    else if (a === '-r' || a === '--random-seed') seed = Math.floor(number());
    else if (a === '-f' || a === '--free-search') free = true;
    else if (a === '-p' || a === '--parallel') number();
    // MiniZinc's symbol table (the configuration's `needsPathsFile`): the FlatZinc it comes with
    // carries the same paths, which is what `refusedInModel` reads.
    else if (a === '--paths') i++;
    else rest.push(a);
  }
  const options = parseArgs(rest);
  const file = options.file;
  const text = readFileSync(file, 'utf8');
  let model: FznModel;
  let fzn: FznProblem;
  try {
    model = parseFlatZinc(text, file);
    fzn = buildFznProblem(model, file, { alldiff: options.alldiff });
  } catch (e) {
    throw e instanceof ParseError ? refusedInModel(e, text, (path) => readFileSync(path, 'utf8')) : e;
  }
  // A solver's defaults, not the textbook's: binary branching on the model's own variables first,
  // as Gecode's FlatZinc interface does (--branching d-way and --branch-on all give the app's).
  const search: Partial<SearchSettings> = { ...FZN_DEFAULTS, ...options.search, maxSolutions: all ? Infinity : count, timeLimitMs: Math.min(timeLimitMs, options.search.timeLimitMs ?? Infinity) };
  if (seed !== undefined) search.seed = seed;
  if (!free) {
    search.searchAnnotation = true;
    if (fzn.searchIgnored) process.stderr.write(`fzn-csp-playground: note: ${english(fzn.searchIgnored)}\n`);
  }
  if (fzn.failure) {
    write('=====UNSATISFIABLE=====\n');
    return 0;
  }
  /** Check a solution with the independent checker, then print it as FlatZinc says. */
  const print = (values: Int32Array): void => {
    const problems = checkModelSolution(model, (v) => fzn.value(values, v));
    if (problems.length > 0) throw new Error(`verification failed: ${problems.slice(0, 5).join('; ')}`);
    write(flatZincSolution(model, (v) => fzn.value(values, v)) + '\n----------\n');
  };
  let result: SearchResult;
  if (fzn.objective) {
    result = optimise(fzn, search, all || intermediate, print);
    if (result.status === 'optimal') write('==========\n');
    else if (result.solutions.length === 0) write(result.status === 'unsatisfiable' ? '=====UNSATISFIABLE=====\n' : '=====UNKNOWN=====\n');
  } else {
    result = solve(fzn.problem, search);
    for (const values of result.solutions) print(values);
    const complete = result.status === 'solved' || result.status === 'unsatisfiable';
    // Complete: every solution was printed (all asked for and the search ran out), or there is none.
    if (result.solutions.length === 0) write(complete ? '=====UNSATISFIABLE=====\n' : '=====UNKNOWN=====\n');
    else if (complete && result.solutions.length < search.maxSolutions!) write('==========\n');
  }
  if (stats) {
    const st = result.stats;
    // Under our own names what MiniZinc's standard ones do not mean: `failures` there counts failed
    // nodes, `propagations` propagator runs; ours are assignments taken back and values removed.
    write(`%%%mzn-stat: nodes=${st.nodes}\n%%%mzn-stat: backtracks=${st.backtracks}\n%%%mzn-stat: prunes=${st.prunes}\n`);
    write(`%%%mzn-stat: solutions=${st.solutions}\n%%%mzn-stat: solveTime=${(st.timeMs / 1000).toFixed(6)}\n`);
    const best = result.solutions[result.solutions.length - 1];
    if (fzn.objective && best) write(`%%%mzn-stat: objective=${fzn.objectiveValue(best)}\n`);
    write('%%%mzn-stat-end\n');
  }
  return 0;
}

/**
 * A refusal of the FlatZinc reader (`float variables`, at a line of a FlatZinc file MiniZinc wrote
 * in /tmp) at the place in the user's model that FlatZinc line came from, found through MiniZinc's
 * paths (MiniZinc keeps them for a solver whose configuration says `needsPathsFile`): the model's
 * file is the outermost step of the item's path, its line and column those the CLI names for the
 * same refusal (`modelPlace`). The refusal as it was when the item has no path or the file cannot
 * be read.
 */
export function refusedInModel(e: ParseError, fzn: string, read: (path: string) => string): ParseError {
  const item = fzn.split(/\r\n|\r|\n/)[e.line - 1] ?? '';
  const paths = itemPaths(item);
  const modelFile = paths.length > 0 ? readPath(paths[0]!)[0]?.file : undefined;
  if (modelFile === undefined) return e;
  let source: string;
  try {
    source = read(modelFile);
  } catch {
    return e;
  }
  const place = modelPlace(keepModelPaths(fzn, (f) => f === modelFile), e.line, new ModelText(source));
  return place ? new ParseError(modelFile, place.line, place.column, e.said) : e;
}

/**
 * Branch and bound, printing each improving solution as soon as it is found (`intermediate`) or
 * only the best one at the end.
 */
function optimise(fzn: FznProblem, options: Partial<SearchSettings>, intermediate: boolean, print: (values: Int32Array) => void): SearchResult {
  const run = searchEvents(fzn.problem, { ...options, record: false });
  for (;;) {
    const step = run.next();
    if (step.done) {
      const best = step.value.solutions[step.value.solutions.length - 1];
      if (!intermediate && best) print(best);
      return step.value;
    }
    if (intermediate && step.value.type === 'solution') print(step.value.values);
  }
}

/** The command: runs fznMain on the process's arguments (bin/fzn-csp-playground.mjs calls it). */
export function runFznCommand(): void {
  try {
    process.exitCode = fznMain(process.argv.slice(2), (s) => process.stdout.write(s));
  } catch (e) {
    const message = e instanceof ParseError ? e.message : (e as Error).message;
    process.stderr.write(`fzn-csp-playground: ${message}\n`);
    process.exitCode = e instanceof ParseError || e instanceof UsageError ? 2 : 1;
  }
}
