/**
 * Sudoku and Futoshiki for puzzle makers (issue 23): uniqueness of a 9 x 9 (target under 5 ms),
 * the rating of the bundled top95 hard Sudokus (target over 500 puzzles a second), and 100 minimal
 * unique symmetric Sudokus generated (target under 10 s). Each timed loop runs after one warm-up
 * pass over the same work (the first pass also compiles the code). Wall-clock and CPU time (this
 * process's user + system time) are both shown: on a shared, loaded machine the wall clock counts
 * the time other processes held the CPU.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { countSolutions, generateFutoshikis, generateSudokus, rate, sudokuGrid } from '../src/puzzles/numbers/index.ts';
import { parseSudokuFile } from '../src/puzzles/sudoku/index.ts';
import { printTable } from './table.ts';

/** CPU milliseconds of this process since `since` (from process.cpuUsage()). */
function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

const read = (p: string) => readFileSync(new URL(`../public/${p}`, import.meta.url), 'utf8');

export function run(): void {
  const top95 = parseSudokuFile(read('puzzles/sudoku-top95.txt'), 'sudoku-top95.txt').map(sudokuGrid);
  const rows: (string | number)[][] = [];

  for (const g of top95) countSolutions(g);
  let cpu = process.cpuUsage();
  let t = performance.now();
  let nodes = 0;
  const times: number[] = [];
  for (const g of top95) {
    const s = performance.now();
    nodes += countSolutions(g).nodes;
    times.push(performance.now() - s);
  }
  let ms = performance.now() - t;
  let cpuTime = cpuMs(cpu);
  times.sort((a, b) => a - b);
  rows.push(['uniqueness (count to 2), top95', top95.length, nodes, ms.toFixed(1), cpuTime.toFixed(1), (ms / top95.length).toFixed(3), `median ${times[times.length >> 1]!.toFixed(2)} ms, max ${times[times.length - 1]!.toFixed(2)} ms (target < 5 ms)`]);

  const levels: Record<string, number> = {};
  for (const g of top95) rate(g);
  cpu = process.cpuUsage();
  t = performance.now();
  nodes = 0;
  const passes = 3;
  for (let p = 0; p < passes; p++) {
    for (const g of top95) {
      const r = rate(g);
      nodes += r.nodes;
      if (p === 0) levels[r.level] = (levels[r.level] ?? 0) + 1;
    }
  }
  ms = performance.now() - t;
  cpuTime = cpuMs(cpu);
  const rated = passes * top95.length;
  rows.push(['rating, top95 x 3', rated, nodes, ms.toFixed(1), cpuTime.toFixed(1), (ms / rated).toFixed(3), `${Math.round((rated / ms) * 1000)} puzzles/s wall, ${Math.round((rated / cpuTime) * 1000)} CPU (target > 500); ${Object.entries(levels).map(([k, v]) => `${k} ${v}`).join(', ')}`]);

  generateSudokus(3, { seed: 999 });
  cpu = process.cpuUsage();
  t = performance.now();
  const made = generateSudokus(100, { seed: 1 });
  ms = performance.now() - t;
  cpuTime = cpuMs(cpu);
  const givens = made.reduce((a, g) => a + g.givens, 0) / made.length;
  const made4 = made.reduce<Record<string, number>>((acc, g) => ((acc[g.rating.level] = (acc[g.rating.level] ?? 0) + 1), acc), {});
  rows.push(['generate 100 Sudokus (symmetric, minimal, unique)', 100, '-', ms.toFixed(1), cpuTime.toFixed(1), (ms / 100).toFixed(3), `${(ms / 1000).toFixed(2)} s (target < 10 s); ${givens.toFixed(1)} givens; ${Object.entries(made4).map(([k, v]) => `${k} ${v}`).join(', ')}`]);

  cpu = process.cpuUsage();
  t = performance.now();
  const futo = generateFutoshikis(20, { seed: 1, size: 6 });
  ms = performance.now() - t;
  cpuTime = cpuMs(cpu);
  rows.push(['generate 20 Futoshikis 6 x 6', futo.length, '-', ms.toFixed(1), cpuTime.toFixed(1), (ms / futo.length).toFixed(3), `${(futo.reduce((a, g) => a + g.givens, 0) / futo.length).toFixed(1)} givens, ${(futo.reduce((a, g) => a + g.signs, 0) / futo.length).toFixed(1)} signs`]);

  printTable(['task', 'puzzles', 'nodes', 'wall ms', 'CPU ms', 'wall ms each', 'note'], rows);
  console.log(`(load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs)`);
}
