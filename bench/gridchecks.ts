/**
 * Grid checks while drawing (issue 33): the editors' rules (gridChecks) recomputed on each edit of a
 * 15 x 15 grid, beside grid insight as the app runs it (InsightSession over more than 100,000 words:
 * the bundled english-63k and russian-nouns-51k together, as `npm run bench insight`). The edits
 * start from swordsmith-15xcommon.grid and, with a fixed seed, toggle blocks with their 180° partner
 * (symmetry.ts) and type letters. Reports per edit the checks alone, insight alone, and both (what
 * an edit costs the drawing), as median, 95th percentile and max. Target: p95 under 50 ms.
 */
import { cpus, loadavg } from 'node:os';
import { InsightSession } from '../src/puzzles/crossword/insight.ts';
import { layoutFromBoard } from '../src/puzzles/crossword/index.ts';
import { gridChecks } from '../src/puzzles/crossword/publish/index.ts';
import { drawingEdits, drawingSetup, percentile as pct } from './drawing.ts';
import { printTable } from './table.ts';

export function run(): void {
  const { words, index, indexMs, width, height, blocks, given } = drawingSetup();
  const checksMs: number[] = [];
  const insightMs: number[] = [];
  const bothMs: number[] = [];
  const cpuMs: number[] = [];
  const rows: (string | number)[][] = [];
  const session = new InsightSession();
  session.update(layoutFromBoard(width, height, blocks, given), index);
  gridChecks(width, height, blocks);
  for (const what of drawingEdits(width, height, blocks, given, 33, 120)) {
    const cpu = process.cpuUsage();
    let t = performance.now();
    const checks = gridChecks(width, height, blocks);
    const c = performance.now() - t;
    t = performance.now();
    const layout = layoutFromBoard(width, height, blocks, given);
    session.update(layout, index);
    const i = performance.now() - t;
    const used = process.cpuUsage(cpu);
    cpuMs.push((used.user + used.system) / 1000);
    // The worker's idle work after the answer is posted is not part of the edit (as in bench insight).
    if (session.unprepared) session.prepare();
    checksMs.push(c);
    insightMs.push(i);
    bothMs.push(c + i);
    if (rows.length < 12) rows.push([what, checks.words, checks.blocks, checks.rules.filter((r) => r.state === 'error').map((r) => r.rule).join(' ') || '-', c.toFixed(3), i.toFixed(1)]);
  }
  printTable(['edit (first 12)', 'words', 'blocks', 'rules broken', 'checks ms', 'insight ms'], rows);
  console.log(`\n${words.length} words (index built in ${indexMs.toFixed(0)} ms), ${checksMs.length} edits of a ${width} x ${height} grid.`);
  printTable(['per edit', 'median ms', '95th percentile ms', 'max ms'], [
    ['grid checks (gridChecks, from scratch)', pct(checksMs, 0.5).toFixed(3), pct(checksMs, 0.95).toFixed(3), pct(checksMs, 1).toFixed(3)],
    ['grid insight (InsightSession)', pct(insightMs, 0.5).toFixed(1), pct(insightMs, 0.95).toFixed(1), pct(insightMs, 1).toFixed(1)],
    ['both, as an edit in the app', pct(bothMs, 0.5).toFixed(1), pct(bothMs, 0.95).toFixed(1), pct(bothMs, 1).toFixed(1)],
    ['both, CPU time', pct(cpuMs, 0.5).toFixed(1), pct(cpuMs, 0.95).toFixed(1), pct(cpuMs, 1).toFixed(1)],
  ]);
  console.log(`target: 95th percentile under 50 ms (load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs; CPU time leaves out the time other processes held the CPU)`);
}
