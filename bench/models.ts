/**
 * `npm run bench models`: every sample model (public/models) compiled by MiniZinc with our
 * mznlib, read, and searched for all its solutions with the default settings (MAC after AC-3,
 * dom/wdeg), beside MiniZinc + Gecode on the same model (`-a`). Compile time is printed apart from
 * search time; the issue asks for every sample searched in under 50 ms.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { checkModelSolution } from '../src/checkers/model.ts';
import { compileModel } from '../src/cli/model.ts';
import { parseFlatZinc } from '../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../src/puzzles/model/model.ts';
import { solve } from '../src/solver/index.ts';
import { gecodeAvailable, runGecode } from './minizinc.ts';
import { median, printTable, repeat } from './table.ts';

const DIR = fileURLToPath(new URL('../public/models/', import.meta.url));
const LIMIT_MS = 50;

/** Gecode's statistics for all solutions: solutions, nodes, solve time and flattening time. */
function gecode(file: string): { solutions: number; nodes: number; solveMs: number; flatMs: number; wallMs: number } | null {
  const r = runGecode(['-a', '-s', file]);
  if (!r.ok) return null;
  return { solutions: r.stdout.split('\n').filter((l) => l === '----------').length, nodes: r.stat('nodes'), solveMs: r.stat('solveTime') * 1000, flatMs: r.stat('flatTime') * 1000, wallMs: r.wallMs };
}

export function run(): void {
  const g = gecodeAvailable();
  if (!g.ok) {
    console.log(`${g.note}; the models need MiniZinc to compile: skipped`);
    return;
  }
  console.log(`${g.note}. Ours: MAC after AC-3, dom/wdeg, all solutions; search time is the median of repeated runs (first run in brackets).`);
  const rows: (string | number)[][] = [];
  let over = 0;
  for (const name of readdirSync(DIR).filter((f) => f.endsWith('.mzn')).sort()) {
    const file = DIR + name;
    const compiled = compileModel(file, []);
    const readStart = performance.now();
    const model = parseFlatZinc(compiled.fzn, name);
    // With the model's text, as the CLI and the app read it: the constraints labelled in its words (labels.ts).
    const built = buildFznProblem(model, name, { source: readFileSync(file, 'utf8') });
    const readMs = performance.now() - readStart;
    // CPU time beside wall time: on a shared machine the wall time of a run grows with the load,
    // its CPU time much less (process.cpuUsage: this process's user + system time).
    const cpuMs: number[] = [];
    const runs = repeat(() => {
      const before = process.cpuUsage();
      const r = solve(built.problem, { maxSolutions: Infinity });
      const used = process.cpuUsage(before);
      cpuMs.push((used.user + used.system) / 1000);
      return r;
    }, 500, 5, 100);
    const first = runs[0]!;
    for (const s of first.solutions) {
      if (checkModelSolution(model, (v) => built.value(s, v)).length > 0) throw new Error(`${name}: a solution fails the checker`);
    }
    const ms = median(runs.map((r) => r.stats.timeMs));
    if (ms >= LIMIT_MS) over++;
    const gc = gecode(file);
    rows.push([
      name,
      compiled.ms.toFixed(0),
      readMs.toFixed(1),
      first.stats.solutions,
      first.stats.nodes,
      `${ms.toFixed(2)} (${first.stats.timeMs.toFixed(1)})`,
      `${median(cpuMs).toFixed(2)} (${cpuMs[0]!.toFixed(1)})`,
      first.stats.nodes > 0 ? ((ms / first.stats.nodes) * 1000).toFixed(1) : '-',
      gc ? gc.solutions : '-',
      gc ? gc.nodes : '-',
      gc ? gc.solveMs.toFixed(2) : '-',
      gc ? gc.flatMs.toFixed(0) : '-',
      gc ? gc.wallMs.toFixed(0) : '-',
    ]);
  }
  printTable(
    ['model', 'compile ms', 'read ms', 'solutions', 'nodes', 'search ms', 'search CPU ms', 'µs/node', 'Gecode sols', 'Gecode nodes', 'Gecode solve ms', 'Gecode flat ms', 'Gecode wall ms'],
    rows,
  );
  console.log(over === 0 ? `Every sample searched in under ${LIMIT_MS} ms (median).` : `${over} sample(s) took ${LIMIT_MS} ms or more.`);
  console.log('search CPU ms: this process\'s CPU time over the search (median, first run in brackets); under load, wall time grows and CPU time hardly does.');
}
