/**
 * Sudoku benchmarks (not timed tests):
 * 1. top95 and hardest with GAC all-different + MAC + MRV (through `solve()`, which runs it in the
 *    all-different kernel, and through the generic `search()` for comparison: same nodes), and
 *    pairwise ≠ + forward checking + MRV: puzzles per second, ms per puzzle (model building
 *    included), nodes and guesses per puzzle. The search assigns every variable, givens and
 *    forced cells included, so guesses (nodes beyond the first per cell) = nodes − 81.
 * 2. The seed-004 experiment: DFS and BFS, first and all solutions, with and without MRV, on a
 *    few easy puzzles of counted.txt, with forward checking on ≠ (GAC solves these without search).
 * `npm run bench -- sudoku --seed004-only` skips part 1.
 * Times are wall-clock medians of repeated runs after a warm-up; solve() builds no events.
 */
import { buildSudokuModel, parseSudokuFile, type SudokuPuzzle } from '../src/puzzles/sudoku/index.ts';
import { solve, solveGeneric, type AllDiffForm, type SearchOptions, type SearchResult, type Problem } from '../src/solver/index.ts';
import { readFixture, readPublic } from '../tests/data.ts';
import { SEED004_ALLDIFF, SEED004_PICKS, SEED004_RUNS } from '../src/puzzles/experiments.ts';
import { median, printTable } from './table.ts';


interface Config {
  name: string;
  alldiff: AllDiffForm;
  options: Partial<SearchOptions>;
  run: (problem: Problem, options: Partial<SearchOptions>) => SearchResult;
}

const CONFIGS: Config[] = [
  { name: 'GAC + MAC + MRV', alldiff: 'gac', options: { inference: 'mac', variableOrder: 'mrv' }, run: solve },
  { name: 'same, generic search()', alldiff: 'gac', options: { inference: 'mac', variableOrder: 'mrv' }, run: solveGeneric },
  { name: '≠ + FC + MRV', alldiff: 'neq', options: { inference: 'fc', variableOrder: 'mrv' }, run: solve },
];

/** Solve every puzzle once; returns total ms and summed statistics. */
function runAll(puzzles: SudokuPuzzle[], config: Config): { ms: number; nodes: number; cells: number; solved: number } {
  const start = performance.now();
  let nodes = 0;
  let cells = 0;
  let solved = 0;
  for (const puzzle of puzzles) {
    const model = buildSudokuModel(puzzle, { alldiff: config.alldiff });
    const result = config.run(model.problem, config.options);
    nodes += result.stats.nodes;
    cells += puzzle.cells.length;
    if (result.status === 'solved') solved++;
  }
  return { ms: performance.now() - start, nodes, cells, solved };
}

function throughput(): void {
  const rows: (string | number)[][] = [];
  for (const file of ['top95.txt', 'hardest.txt']) {
    const puzzles = parseSudokuFile(readPublic(`puzzles/sudoku-${file}`), file);
    for (const config of CONFIGS) {
      // Warm-up (the JIT settles over the first few hundred puzzles), then the median of up to 15
      // runs within about 3 s.
      const warm = performance.now() + 600;
      for (let k = 0; k < 3 || performance.now() < warm; k++) runAll(puzzles, config);
      const budget = performance.now() + 3000;
      const times: number[] = [];
      let last = runAll(puzzles, config);
      times.push(last.ms);
      while (times.length < 15 && performance.now() < budget) {
        last = runAll(puzzles, config);
        times.push(last.ms);
      }
      const ms = median(times);
      const n = puzzles.length;
      rows.push([
        file,
        config.name,
        `${last.solved}/${n}`,
        Math.round((n / ms) * 1000),
        (ms / n).toFixed(3),
        (last.nodes / n).toFixed(1),
        ((last.nodes - last.cells) / n).toFixed(1),
      ]);
    }
  }
  printTable(['file', 'algorithm', 'solved', 'puzzles/s', 'ms/puzzle', 'nodes/puzzle', 'guesses/puzzle'], rows);
  console.log('Target (issue 4): top95 at 0.09 ms per puzzle or less, twice as fast as an exact-cover JavaScript solver (0.18 ms).');
}

function seed004(): void {
  const counted = parseSudokuFile(readFixture('sudoku/counted.txt'), 'counted.txt');
  // A few easy ones: two with a unique solution, two with 125 and 113 solutions.
  const picks = SEED004_PICKS.map((i) => [i, counted[i]!] as const);
  const rows: (string | number)[][] = [];
  for (const [index, puzzle] of picks) {
    for (const run of SEED004_RUNS) {
      const model = buildSudokuModel(puzzle, { alldiff: SEED004_ALLDIFF });
      const options: Partial<SearchOptions> = { ...run.options, timeLimitMs: 10_000 };
      solve(model.problem, options);
      const times: number[] = [];
      let result = solve(model.problem, options);
      times.push(result.stats.timeMs);
      for (let k = 0; k < 4 && result.stats.timeMs < 200; k++) {
        result = solve(model.problem, options);
        times.push(result.stats.timeMs);
      }
      rows.push([
        `#${index} (${puzzle.count} sol.)`,
        run.strategy,
        run.variableOrder,
        run.solutions,
        result.status,
        result.stats.solutions,
        result.stats.nodes,
        median(times).toFixed(2),
      ]);
    }
  }
  console.log('\nSeed 004: counted.txt, forward checking on ≠ (AC-3 first), depth- and breadth-first');
  printTable(['puzzle', 'search', 'order', 'solutions', 'status', 'found', 'nodes', 'ms'], rows);
}

export function run(): void {
  if (!process.argv.includes('--seed004-only')) throughput();
  seed004();
}
