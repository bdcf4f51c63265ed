/**
 * Futoshiki (the seed-002 experiment): for each of the 19 puzzles, forward checking on pairwise ≠
 * against GAC all-different with MAC, both with MRV: time (median of repeated runs after a
 * warm-up), nodes, and average inference time per node. futoshiki-simple is 3 x 3, read with a
 * relaxed size limit. Each run looks for two solutions, proving uniqueness (or that none exists).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { buildFutoshikiModel, parseFutoshiki } from '../src/puzzles/futoshiki/index.ts';
import { solve, type AllDiffForm, type SearchOptions } from '../src/solver/index.ts';
import { SEED002_CONFIGS } from '../src/puzzles/experiments.ts';
import { median, printTable } from './table.ts';

const dir = new URL('../tests/fixtures/futoshiki/', import.meta.url);

/** The seed-002 configurations (src/puzzles/experiments.ts), each looking for two solutions. */
const CONFIGS: { name: string; alldiff: AllDiffForm; options: Partial<SearchOptions> }[] = SEED002_CONFIGS.map((c) => ({
  name: c.short,
  alldiff: c.alldiff,
  options: { ...c.options, maxSolutions: 2 },
}));

export function run(): void {
  const files = readdirSync(dir)
    .filter((f) => f.startsWith('futoshiki-') && f.endsWith('.txt'))
    .sort();
  const rows: (string | number)[][] = [];
  const totals = CONFIGS.map(() => ({ ms: 0, nodes: 0, worst: 0 }));
  for (const file of files) {
    const puzzle = parseFutoshiki(readFileSync(new URL(file, dir), 'utf8'), file, { minSize: 3 });
    const row: (string | number)[] = [file.replace('.txt', ''), puzzle.size, puzzle.inequalities.length];
    CONFIGS.forEach((config, k) => {
      const problem = buildFutoshikiModel(puzzle, { alldiff: config.alldiff }).problem;
      solve(problem, config.options);
      const runs = [solve(problem, config.options)];
      while (runs.length < 5 && runs[runs.length - 1]!.stats.timeMs < 100) runs.push(solve(problem, config.options));
      const ms = median(runs.map((r) => r.stats.timeMs));
      const inference = median(runs.map((r) => r.stats.inferenceMs));
      const r = runs[0]!;
      totals[k]!.ms += ms;
      totals[k]!.nodes += r.stats.nodes;
      totals[k]!.worst = Math.max(totals[k]!.worst, ms);
      row.push(r.stats.solutions, ms.toFixed(2), r.stats.nodes, r.stats.nodes > 0 ? ((inference / r.stats.nodes) * 1000).toFixed(1) : '-');
    });
    rows.push(row);
  }
  const headers = ['puzzle', 'N', '<'];
  for (const c of CONFIGS) headers.push(`${c.name} sol`, `${c.name} ms`, `${c.name} nodes`, `${c.name} µs inf/node`);
  printTable(headers, rows);
  CONFIGS.forEach((c, k) => {
    const t = totals[k]!;
    console.log(`${c.name}: total ${t.ms.toFixed(1)} ms, ${t.nodes} nodes, slowest puzzle ${t.worst.toFixed(2)} ms`);
  });
}
