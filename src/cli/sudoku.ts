/**
 * `solve --type sudoku`: one puzzle of a file (`--index`), as any kind runs from its descriptor
 * (generic.ts), or every puzzle with `--batch`.
 */
import { sudoku } from '../puzzles/sudoku/kind.ts';
import { emptyStats, type Stats } from '../solver/index.ts';
import type { CliOptions } from './args.ts';
import { genericRunner, solvePuzzle } from './generic.ts';
import { CLI_KINDS, type Runner } from './kinds.ts';
import { round, STATUS_WORDS, type CliResult, type CliStatus } from './result.ts';

const single = genericRunner(sudoku, CLI_KINDS.sudoku);

/** With --batch, one line per puzzle is written as it is solved and the returned summary is printed last. */
export const sudokuRunner: Runner = {
  run: (text, options, io) => (options.batch ? runSudokuBatch(text, options, io.write) : single.run(text, options, io)),
};

export interface BatchSummary {
  puzzles: number;
  solved: number;
  unsatisfiable: number;
  stopped: number;
  timeMs: number;
  msPerPuzzle: number;
  puzzlesPerSecond: number;
}

/**
 * `--batch`: solve every puzzle of the file, writing one line per puzzle (a JSON object with
 * `--json`, otherwise the solution as one line of symbols and a few statistics). Returns the
 * summary as a CliResult (summed statistics, no solutions) with a `summary` field.
 */
export function runSudokuBatch(text: string, options: CliOptions, write: (line: string) => void): CliResult & { summary: BatchSummary } {
  const puzzles = sudoku.formats[0]!.read(text, options.file);
  const total = emptyStats();
  const counts: Record<CliStatus, number> = { solved: 0, optimal: 0, unsatisfiable: 0, timeout: 0, stopped: 0, 'memory-limit': 0, question: 0, error: 0 };
  const start = performance.now();
  puzzles.forEach((puzzle, index) => {
    const result = solvePuzzle(sudoku, puzzle, options);
    counts[result.status]++;
    addStats(total, result.stats);
    if (options.json) {
      write(JSON.stringify({ index, line: puzzle.line, ...result, stats: round(result.stats) }));
    } else {
      const board = result.solutions[0]?.rows.join('') ?? '-';
      const st = result.stats;
      const more = result.solutions.length > 1 ? ` (+${result.solutions.length - 1} more)` : '';
      write(`#${index} line ${puzzle.line}: ${STATUS_WORDS[result.status]}  ${board}${more}  ${st.nodes} nodes  ${st.timeMs.toFixed(2)} ms`);
    }
  });
  const timeMs = performance.now() - start;
  const stopped = counts.timeout + counts.stopped + counts['memory-limit'];
  const summary: BatchSummary = {
    puzzles: puzzles.length,
    solved: counts.solved,
    unsatisfiable: counts.unsatisfiable,
    stopped,
    timeMs: Math.round(timeMs * 1000) / 1000,
    msPerPuzzle: Math.round((timeMs / puzzles.length) * 10000) / 10000,
    puzzlesPerSecond: Math.round((puzzles.length / timeMs) * 1000),
  };
  const status: CliStatus = counts.error > 0 ? 'error' : stopped > 0 ? (counts.timeout > 0 ? 'timeout' : 'stopped') : counts.unsatisfiable > 0 ? 'unsatisfiable' : 'solved';
  return {
    status,
    solutions: [],
    stats: total,
    message:
      `${summary.puzzles} puzzles: ${summary.solved} solved, ${summary.unsatisfiable} without solution, ${stopped} stopped` +
      (counts.error > 0 ? `, ${counts.error} failed --verify` : '') +
      '; ' +
      `${timeMs.toFixed(1)} ms, ${summary.msPerPuzzle} ms per puzzle, ${summary.puzzlesPerSecond} puzzles per second`,
    summary,
  };
}

function addStats(total: Stats, s: Stats): void {
  total.nodes += s.nodes;
  total.backtracks += s.backtracks;
  total.prunes += s.prunes;
  total.checks += s.checks;
  total.timeMs += s.timeMs;
  total.inferenceMs += s.inferenceMs;
  total.solutions += s.solutions;
  total.maxDepth = Math.max(total.maxDepth, s.maxDepth);
}
