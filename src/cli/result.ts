/** What one CLI run prints, in JSON or as text. */
import { english } from '../text/index.ts';
import type { JsonValue } from '../puzzles/model/output.ts';
import type { Limit, SearchResult, Sense, Stats, Status } from '../solver/index.ts';
import type { CliReason } from './explain.ts';

/** A model's solution (.mzn, .fzn): each output variable's value (arrays as JSON arrays, enums by name). */
export interface ModelSolution {
  values: Record<string, JsonValue>;
}

export interface CliSolution {
  rows: string[];
  /** Crosswords: the word of each slot, by slot name. */
  words?: Record<string, string>;
  /** Crosswords filled from a scored list: the lowest and the mean score of the words. */
  score?: { min: number; mean: number };
}

/** `error`: with `--verify`, a solution failed the independent checker (see verify.ts). */
export type CliStatus = Status | 'error';

/** Queens: the 0-based column of the queen of each row. */
export interface QueensSolution {
  queens: number[];
}

export interface CliResult<S = CliSolution> {
  status: CliStatus;
  solutions: S[];
  stats: Stats;
  message?: string;
  /** Crosswords: the model searched, `slots` (a variable per slot) or `cells` (letter variables too). */
  model?: 'slots' | 'cells';
  /** Sudoku, Futoshiki with `--rate`: "unique", "2 solutions" or "no solution", and the rating (src/cli/numbers.ts). */
  uniqueness?: string;
  differ?: number[];
  rating?: { level: string; nodes: number; needs: Record<string, number> };
  /** Models (.mzn): milliseconds MiniZinc took to compile the model to FlatZinc. */
  compileMs?: number;
  /**
   * Models that optimise (`solve minimize` / `solve maximize`), once a solution is found: the
   * objective's value in the best one (the last of `solutions`), whether it was minimised or
   * maximised, and, when the status is `solved` (the best so far, not proven optimal), the limit
   * that stopped the search.
   */
  objective?: number;
  sense?: Sense;
  limit?: Limit;
  /** `--verify` only: every solution passed the independent checker. */
  verified?: boolean;
  /** `--verify` failed: the solver's own status. */
  solverStatus?: Status | undefined;
  /** `--export`: the file written and its format (absent when nothing was written: no fill). */
  export?: { file: string; format: 'puz' | 'ipuz' | 'xd'; clues: number; missing: string[] };
  /** `--verify` failed: what broke (same shape as the errors of bad input). */
  error?: { message: string; file: string | null; line: number | null; column: number | null };
  /** `--explain`, no solution: a minimal set of the puzzle's parts without solution (explain.ts). */
  reason?: CliReason;
}

/** A search result as the CLI prints it, each solution shown by `show`. */
export function cliResult<S = CliSolution>(result: SearchResult, show: (values: Int32Array) => S): CliResult<S> {
  const out: CliResult<S> = { status: result.status, solutions: result.solutions.map(show), stats: result.stats };
  if (result.message !== undefined) out.message = english(result.message);
  return out;
}

export function round(stats: Stats): Stats {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { ...stats, timeMs: r(stats.timeMs), inferenceMs: r(stats.inferenceMs) };
}

export const STATUS_WORDS: Record<CliStatus, string> = {
  error: 'error',
  solved: 'solved',
  optimal: 'optimal',
  unsatisfiable: 'no solution',
  timeout: 'time limit reached',
  stopped: 'stopped (node limit)',
  'memory-limit': 'stopped (memory limit of breadth-first search)',
  // An exercise's question (options.script): the CLI never passes a script.
  question: 'waiting for an answer',
};

function isModelSolution(s: unknown): s is ModelSolution {
  return typeof s === 'object' && s !== null && 'values' in s;
}

/** The rows of a solution that has them (a model's solution has none: its values are printed instead). */
function defaultBoard(s: unknown): readonly string[] {
  return (s as Partial<CliSolution>).rows ?? [];
}

/** `board`: the rows to print for a solution (default: its `rows`; none for a board too big to print). */
export function formatText<S>(result: CliResult<S>, board: (solution: S) => readonly string[] = defaultBoard): string {
  const out: string[] = [];
  result.solutions.forEach((s, i) => {
    if (result.solutions.length > 1) out.push(`Solution ${i + 1}:`);
    const rows = board(s);
    // A model's solution: its output variables, one a line.
    if (isModelSolution(s)) for (const [name, value] of Object.entries(s.values)) out.push(`${name} = ${JSON.stringify(value)}`);
    for (const row of rows) out.push(Array.from(row).join(' '));
    const score = (s as Partial<CliSolution>).score;
    if (score) out.push(`Score: lowest ${score.min}, mean ${score.mean}`);
    if (rows.length > 0 || isModelSolution(s)) out.push('');
  });
  out.push(`Status: ${STATUS_WORDS[result.status]}${result.message ? ` (${result.message})` : ''}`);
  if (result.reason) out.push(`Reason: ${result.reason.sentence} (${result.reason.minimal ? 'minimal' : 'not proven minimal in the time'})`);
  if (result.objective !== undefined) out.push(objectiveLine(result));
  if (result.uniqueness !== undefined) out.push(`Uniqueness: ${result.uniqueness}`);
  if (result.rating) {
    const needs = Object.entries(result.rating.needs).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ');
    out.push(`Rating: ${result.rating.level}${result.rating.level === 'search' ? ` (${result.rating.nodes} nodes)` : ''}${needs ? `; steps: ${needs}` : ''}`);
  }
  if (result.error) out.push(`Error: ${result.error.message}`);
  else if (result.verified) out.push('Verified: every solution passes the independent checker');
  const st = result.stats;
  const perNode = st.nodes > 0 ? ` (${((st.timeMs / st.nodes) * 1000).toFixed(1)} µs per node)` : '';
  out.push(
    `Solutions: ${st.solutions}   Nodes: ${st.nodes}   Backtracks: ${st.backtracks}   Prunes: ${st.prunes}   Checks: ${st.checks}`,
  );
  if (st.steps !== undefined) {
    const perStep = st.steps > 0 ? ` (${((st.timeMs / st.steps) * 1000).toFixed(1)} µs per step, the greedy start included)` : '';
    out.push(`Steps: ${st.steps} (min-conflicts repairs)   Restarts: ${st.restarts}`);
    out.push(`Time: ${st.timeMs.toFixed(2)} ms${perStep}`);
  } else {
    out.push(`Time: ${st.timeMs.toFixed(2)} ms${perNode}   Inference: ${st.inferenceMs.toFixed(2)} ms`);
  }
  if (st.cutset) out.push(`Cutset: ${st.cutset.join(', ') || '(none: the constraint graph is a forest)'}   Assignments of it tried: ${st.cutsetAssignments ?? 0}`);
  if (result.compileMs !== undefined) out.push(`Compile (MiniZinc): ${result.compileMs.toFixed(1)} ms`);
  if (result.model) out.push(`Model: ${result.model === 'slots' ? 'slots (one variable per slot)' : 'cells (letter variables for checked cells too)'}`);
  return out.join('\n');
}

/** Which limit stopped branch and bound after it found a solution. */
const LIMIT_WORDS: Record<Limit, string> = {
  timeout: 'the time limit stopped the search',
  stopped: 'the node limit stopped the search',
  'memory-limit': 'the memory limit of breadth-first search stopped it',
};

/** "Objective: 23 (maximised; optimal, after 3 improving solutions)": what branch and bound found. */
function objectiveLine<S>(result: CliResult<S>): string {
  const goal = result.sense === 'maximize' ? 'maximised' : 'minimised';
  const found = result.stats.solutions;
  const after = `after ${found} improving solution${found === 1 ? '' : 's'}`;
  const limit = result.limit ? `: ${LIMIT_WORDS[result.limit]}` : '';
  const how = result.status === 'optimal' ? `optimal, ${after}` : `the best of ${found} improving solution${found === 1 ? '' : 's'}, not proven optimal${limit}`;
  return `Objective: ${result.objective} (${goal}; ${how})`;
}

/** Exit codes: 0 solved or optimal, 1 no solution, 2 bad input or options (main.ts), 3 stopped by a limit, 4 a solution failed --verify. */
export function exitCode(status: CliStatus): number {
  switch (status) {
    case 'error':
      return 4;
    case 'solved':
    case 'optimal':
      return 0;
    case 'unsatisfiable':
      return 1;
    default:
      return 3;
  }
}
