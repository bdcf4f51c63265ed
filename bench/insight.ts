/**
 * Grid insight (issue 23): arc consistency over a 15 x 15 grid while it is edited, with a word list
 * of over 100,000 words: the bundled english-63k and russian-nouns-51k together (public/dictionaries;
 * no synthetic words; the Russian words never fit the English letters typed, but they are in every
 * slot's domain until propagation removes them, so the list is as heavy as 115,000 words). The
 * series of edits starts from swordsmith-15xcommon.grid and, with a fixed seed, toggles blocks
 * (with their 180° mirror) and types letters; each edit's time is the layout's rebuild plus
 * `gridInsight`. Reports the median and the 95th percentile.
 */
import { cpus, loadavg } from 'node:os';
import { gridInsight, InsightSession } from '../src/puzzles/crossword/insight.ts';
import { layoutFromBoard } from '../src/puzzles/crossword/index.ts';
import { drawingEdits, drawingSetup, percentile as pct } from './drawing.ts';
import { printTable } from './table.ts';

export function run(): void {
  const { words, index, indexMs, width, height, blocks, given } = drawingSetup();
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const idle: number[] = [];
  const full: number[] = [];
  const rows: (string | number)[][] = [];
  const session = new InsightSession();
  const edits = 60;
  // Warm-up: the first insight compiles the code paths.
  session.update(layoutFromBoard(width, height, blocks, given), index);
  let e = 0;
  for (const what of drawingEdits(width, height, blocks, given, 23, edits)) {
    const cpu = process.cpuUsage();
    let t = performance.now();
    const layout = layoutFromBoard(width, height, blocks, given);
    const insight = session.update(layout, index);
    const ms = performance.now() - t;
    const used = process.cpuUsage(cpu);
    times.push(ms);
    cpuTimes.push((used.user + used.system) / 1000);
    // The worker's idle work after posting the answer (the blocks-only fixpoint after a change of
    // blocks with letters on the board): timed apart, it is not between the edit and its answer.
    if (session.unprepared) {
      t = performance.now();
      session.prepare();
      idle.push(performance.now() - t);
    }
    // The same edit computed from scratch, for comparison (and a check that both agree).
    t = performance.now();
    const scratch = gridInsight(layout, index);
    full.push(performance.now() - t);
    if (scratch.slots.some((x, i) => x.words !== insight.slots[i]!.words) || scratch.forced.size !== insight.forced.size) throw new Error(`edit ${e}: the session and a fresh insight disagree`);
    if (e++ < 15) rows.push([what, insight.slots.length, insight.empty.length, insight.forced.size, insight.incremental ? 'yes' : 'no', ms.toFixed(1), full[full.length - 1]!.toFixed(1)]);
  }
  printTable(['edit (first 15)', 'slots', 'empty', 'forced', 'incremental', 'session ms', 'scratch ms'], rows);
  console.log(`\n${words.length} words (index built in ${indexMs.toFixed(0)} ms), ${times.length} edits.`);
  printTable(['update', 'median ms', '95th percentile ms', 'max ms'], [
    ['InsightSession (what the app runs)', pct(times, 0.5).toFixed(1), pct(times, 0.95).toFixed(1), pct(times, 1).toFixed(1)],
    ['InsightSession, CPU time', pct(cpuTimes, 0.5).toFixed(1), pct(cpuTimes, 0.95).toFixed(1), pct(cpuTimes, 1).toFixed(1)],
    ['gridInsight from scratch', pct(full, 0.5).toFixed(1), pct(full, 0.95).toFixed(1), pct(full, 1).toFixed(1)],
    ...(idle.length > 0 ? [[`idle prepare after a block edit (${idle.length} of them)`, pct(idle, 0.5).toFixed(1), pct(idle, 0.95).toFixed(1), pct(idle, 1).toFixed(1)]] : []),
  ]);
  console.log(`target: 95th percentile under 100 ms (load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs; CPU time leaves out the time other processes held the CPU)`);
}
