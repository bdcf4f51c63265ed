/**
 * Why no solution (issue 32): a minimal reason, in Node, for an unfillable 5 × 5 crossword (target
 * under 2 s) and for a Sudoku with a clashing given (target under 200 ms), beside the other kinds:
 * larger grids, a Sudoku and a Futoshiki with a wrong given (a clash only through deductions),
 * queens placed that no solution keeps, and a model. Each reason is judged minimal by the engine
 * (every one-smaller set searched); the time is the whole search for it, the run that proved the
 * puzzle has no solution not included (`knownUnsat`, as the CLI asks). Each row runs once to warm
 * up (proving the puzzle has no solution), then is timed. MiniZinc's own tool for this (FindMUS) ships with the MiniZinc IDE bundle, not
 * with Debian's minizinc package: the last line says whether this machine has it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { applyWordChoices, parseDictionary, parseGridFile, WordIndex } from '../src/puzzles/crossword/index.ts';
import { findCrosswordReason } from '../src/puzzles/crossword/reason.ts';
import { parseFutoshiki, type FutoshikiPuzzle } from '../src/puzzles/futoshiki/index.ts';
import { parseFlatZinc } from '../src/puzzles/model/flatzinc.ts';
import { findModelReason } from '../src/puzzles/model/reason.ts';
import { countSolutions, futoshikiGrid, sudokuGrid } from '../src/puzzles/numbers/index.ts';
import { findFutoshikiReason, findSudokuReason } from '../src/puzzles/numbers/reason.ts';
import { findQueensReason } from '../src/puzzles/queens/reason.ts';
import type { PuzzleReason } from '../src/puzzles/reason.ts';
import type { ReasonOptions } from '../src/solver/index.ts';
import { parseSudokuFile, type SudokuPuzzle } from '../src/puzzles/sudoku/index.ts';
import { median, printTable } from './table.ts';

const read = (p: string) => readFileSync(new URL(`../${p}`, import.meta.url), 'utf8');

/** CPU milliseconds of this process since `since`. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
}

interface Timed {
  ms: number[];
  cpu: number;
  reasons: PuzzleReason<unknown>[];
}

/**
 * Each of `tasks` once to warm up, asking whether the whole puzzle has no solution (it must not),
 * then once timed, as the CLI asks after a run that proved it (`knownUnsat`).
 */
function timed(tasks: ((options: ReasonOptions) => PuzzleReason<unknown>)[]): Timed {
  for (const t of tasks) {
    const r = t({});
    if (r.result.status !== 'found') throw new Error(`a puzzle of the bench has no reason: ${r.english}`);
  }
  const cpu = process.cpuUsage();
  const ms: number[] = [];
  const reasons = tasks.map((t) => {
    const start = performance.now();
    const r = t({ knownUnsat: true });
    ms.push(performance.now() - start);
    return r;
  });
  return { ms, cpu: cpuMs(cpu), reasons };
}

function row(task: string, target: number | null, { ms, cpu, reasons }: Timed): (string | number)[] {
  const worst = Math.max(...ms);
  const sizes = reasons.map((r) => r.result.parts.length);
  const minimal = reasons.filter((r) => r.result.minimal).length;
  const calls = reasons.reduce((a, r) => a + r.result.calls, 0) / reasons.length;
  const note = target === null ? '' : worst < target ? `under ${target} ms` : `OVER ${target} ms`;
  return [task, reasons.length, median(ms).toFixed(1), worst.toFixed(1), (cpu / reasons.length).toFixed(1), `${Math.min(...sizes)}-${Math.max(...sizes)}`, calls.toFixed(1), `${minimal}/${reasons.length}`, note];
}

/** The top95 Sudokus, each given one more digit: a copy of a given of its row (`clash`) or a digit its solution does not have there, that no peer holds (`wrong`). */
function spoiled(kind: 'clash' | 'wrong'): SudokuPuzzle[] {
  return parseSudokuFile(read('public/puzzles/sudoku-top95.txt'), 'top95').map((p) => {
    const cells = p.cells.slice();
    const n = p.size;
    if (kind === 'clash') {
      const row = [...Array(n).keys()].find((r) => [...Array(n).keys()].some((c) => cells[r * n + c]! > 0) && [...Array(n).keys()].some((c) => cells[r * n + c] === 0))!;
      const given = [...Array(n).keys()].find((c) => cells[row * n + c]! > 0)!;
      const empty = [...Array(n).keys()].find((c) => cells[row * n + c] === 0)!;
      cells[row * n + empty] = cells[row * n + given]!;
      return { ...p, cells };
    }
    const solution = countSolutions(sudokuGrid(p)).solutions[0]!;
    const grid = sudokuGrid(p);
    for (let i = 0; i < n * n; i++) {
      if (cells[i] !== 0) continue;
      const peers = new Set(grid.units.filter((u) => u.includes(i)).flat());
      const digit = [...Array(n).keys()].map((d) => d + 1).find((d) => d !== solution[i] && ![...peers].some((j) => cells[j] === d));
      if (digit !== undefined) {
        cells[i] = digit;
        return { ...p, cells };
      }
    }
    throw new Error('no wrong given to add');
  });
}

/** A Futoshiki with one more given, wrong but clashing with no given of its row or column. */
function wrongFutoshiki(p: FutoshikiPuzzle): FutoshikiPuzzle {
  const n = p.size;
  const solution = countSolutions(futoshikiGrid(p)).solutions[0]!;
  const cells = p.cells.slice();
  for (let i = 0; i < n * n; i++) {
    if (cells[i] !== 0) continue;
    const r = Math.floor(i / n);
    const c = i % n;
    const digit = [...Array(n).keys()].map((d) => d + 1).find((d) => d !== solution[i] && ![...Array(n).keys()].some((k) => cells[r * n + k] === d || cells[k * n + c] === d));
    if (digit !== undefined) {
      cells[i] = digit;
      return { ...p, cells };
    }
  }
  throw new Error('no wrong given to add');
}

export function run(): void {
  const rows: (string | number)[][] = [];
  const common = new WordIndex(applyWordChoices(parseDictionary(read('public/dictionaries/english-common.txt'), 'english-common.txt')).words);
  const grid = (name: string) => parseGridFile(read(`public/puzzles/${name}.grid`), name);

  const five = grid('swordsmith-5x');
  rows.push(row('crossword 5 x 5 (swordsmith-5x), english-common', 2000, timed([(o) => findCrosswordReason(five, common, o)])));
  for (const name of ['swordsmith-9x', 'swordsmith-15xcommon']) {
    const layout = grid(name);
    rows.push(row(`crossword ${name}, english-common`, null, timed([(o) => findCrosswordReason(layout, common, o)])));
  }
  const top3000 = new WordIndex(parseDictionary(read('tests/fixtures/crossword/top3000-english.txt'), 'top3000').words);
  const complex = grid('seed003-complex');
  rows.push(row('crossword seed003-complex (45 slots), top3000', null, timed([(o) => findCrosswordReason(complex, top3000, o)])));

  const clash = spoiled('clash');
  rows.push(row('Sudoku top95 + a clashing given (each)', 200, timed(clash.map((p) => (o) => findSudokuReason(p, o)))));
  const wrong = spoiled('wrong');
  rows.push(row('Sudoku top95 + a wrong given, no clash in a unit (each)', 200, timed(wrong.map((p) => (o) => findSudokuReason(p, o)))));

  const futoshikis = [5, 6, 7].map((n) => wrongFutoshiki(parseFutoshiki(read(`public/puzzles/futoshiki-own-${n}x${n}.txt`), `${n}`)));
  rows.push(row('Futoshiki own 5-7 + a wrong given (each)', null, timed(futoshikis.map((p) => (o) => findFutoshikiReason(p, o)))));

  // 12 queens: four queens placed (rows 1-3 and 12) that no solution keeps together.
  const queens = { size: 12, givens: [0, 2, 4, ...Array<number>(9).fill(-1)] };
  queens.givens[11] = 1;
  rows.push(row('12-queens, four queens placed', null, timed([(o) => findQueensReason(queens, o)])));

  // SEND + MORE = MONEY with M = 2 (MiniZinc's FlatZinc of the sample, one line added).
  const smm = read('tests/fixtures/model/send-more-money.fzn').replace(/solve\s+satisfy;/, 'constraint int_eq(M, 2);\nsolve satisfy;');
  const model = parseFlatZinc(smm, 'send-more-money.fzn');
  rows.push(row(`SEND + MORE = MONEY and M = 2 (${model.constraints.length} FlatZinc constraints)`, null, timed([(o) => findModelReason(model, 'send-more-money.fzn', o)])));

  printTable(['reason', 'puzzles', 'median ms', 'max ms', 'CPU ms each', 'parts', 'calls', 'minimal', 'target'], rows);
  console.log(`(load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} CPUs)`);
  const solvers = spawnSync(process.env.MINIZINC ?? 'minizinc', ['--solvers'], { encoding: 'utf8' });
  const findMus = /findmus/i.test(solvers.stdout ?? '');
  console.log(
    findMus
      ? 'MiniZinc FindMUS is installed here (minizinc --solver findmus): not compared yet.'
      : `MiniZinc FindMUS: not available here (${solvers.error ? 'no minizinc' : 'minizinc --solvers lists no findmus'}; it ships with the MiniZinc IDE bundle, not Debian's package), so no side-by-side row.`,
  );
}
