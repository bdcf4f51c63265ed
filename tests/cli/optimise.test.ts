/**
 * Optimisation models on the command line, run as a user runs them: `npm run solve -- MODEL.mzn`
 * prints status optimal (or solved with the best so far and the limit), the objective and its
 * sense, the best solution or with --all every improving one in order; and `minizinc --solver
 * csp-playground` (our .msc found on MZN_SOLVER_PATH, our engine behind it) prints MiniZinc's
 * stream of improving solutions and the same optimum as Gecode. Answers are judged here, from the
 * models' data, not by the code that produced them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel } from '../../src/cli/model.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { solve, type SearchOptions } from '../../src/solver/index.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function minizinc(solver: string, ...args: string[]) {
  const r = spawnSync('minizinc', ['--solver', solver, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') },
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const WEIGHT = [3, 4, 5, 6, 2, 7];
const PROFIT = [4, 5, 7, 8, 2, 9];
const CAPACITY = 12;
const weight = (take: number[]) => take.reduce((s, t, i) => s + t * WEIGHT[i]!, 0);
const profit = (take: number[]) => take.reduce((s, t, i) => s + t * PROFIT[i]!, 0);

/** A 0/1 knapsack, its optimum by enumeration of the 64 choices. */
const KNAPSACK = `array[1..6] of int: w = [${WEIGHT}];
array[1..6] of int: p = [${PROFIT}];
array[1..6] of var 0..1: take;
var int: value = sum(i in 1..6)(p[i] * take[i]);
constraint sum(i in 1..6)(w[i] * take[i]) <= ${CAPACITY};
solve maximize value;
output ["take = \\(take);\\nvalue = \\(value);\\n"];
`;
let OPTIMUM = 0;
for (let m = 0; m < 64; m++) {
  const take = WEIGHT.map((_, i) => (m >> i) & 1);
  if (weight(take) <= CAPACITY) OPTIMUM = Math.max(OPTIMUM, profit(take));
}

function files() {
  const dir = mkdtempSync(join(tmpdir(), 'csp-cli-opt-'));
  const write = (name: string, text: string) => {
    writeFileSync(join(dir, name), text);
    return join(dir, name);
  };
  return { knapsack: write('pack.mzn', KNAPSACK), write };
}

describe('npm run solve -- an optimisation model', () => {
  it('--json: status optimal, the objective and its sense, the best solution', () => {
    const { knapsack } = files();
    const r = cli(knapsack, '--json');
    check(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out).toMatchObject({ status: 'optimal', objective: OPTIMUM, sense: 'maximize', verified: true });
    expect(out.limit).toBeUndefined();
    expect(out.solutions).toHaveLength(1);
    const take = out.solutions[0].values.take as number[];
    expect(weight(take)).toBeLessThanOrEqual(CAPACITY);
    check(profit(take)).toBe(OPTIMUM);
    expect(out.stats.solutions).toBeGreaterThanOrEqual(1);
  });

  it('--all: every improving solution in order, each better than the one before, the optimum last', () => {
    const { knapsack } = files();
    for (const options of [[], ['--inference', 'fc', '--var', 'static', '--val', 'reverse'], ['--restarts', 'luby', '--branching', 'binary']]) {
      const out = JSON.parse(cli(knapsack, '--all', '--json', ...options).stdout);
      check(out.status, options.join(' ')).toBe('optimal');
      const profits = (out.solutions as { values: { take: number[] } }[]).map((s) => {
        expect(weight(s.values.take)).toBeLessThanOrEqual(CAPACITY);
        return profit(s.values.take);
      });
      check(profits.length).toBe(out.stats.solutions);
      for (let i = 1; i < profits.length; i++) expect(profits[i]!).toBeGreaterThan(profits[i - 1]!);
      check(profits.at(-1)).toBe(OPTIMUM);
      check(out.objective).toBe(OPTIMUM);
      // --max-solutions N: the last N of the same sequence.
      const lastTwo = JSON.parse(cli(knapsack, '--max-solutions', '2', '--json', ...options).stdout);
      check(lastTwo.status).toBe('optimal');
      check(lastTwo.solutions).toEqual(out.solutions.slice(-2));
    }
  });

  it('a limit after a solution: status solved, the best so far, the limit; never optimal', () => {
    const { knapsack } = files();
    // Ten nodes: past the first solution (the empty knapsack, found without a backtrack), not to the proof.
    const out = JSON.parse(cli(knapsack, '--node-limit', '10', '--json').stdout);
    expect(out).toMatchObject({ status: 'solved', limit: 'stopped', sense: 'maximize' });
    const take = out.solutions[0].values.take as number[];
    check(out.objective).toBe(profit(take));
    expect(out.objective).toBeLessThanOrEqual(OPTIMUM);
    const text = cli(knapsack, '--node-limit', '10').stdout;
    check(text).toContain('Status: solved');
    check(text).toContain(`Objective: ${out.objective} (maximised; the best of ${out.stats.solutions} improving solution`);
    check(text).toContain('not proven optimal: the node limit stopped the search');
  });

  it('the text output says optimal and the objective; a .fzn minimises; no solution has no objective', () => {
    const { knapsack, write } = files();
    const text = cli(knapsack).stdout;
    check(text).toContain('Status: optimal');
    check(text).toMatch(new RegExp(`Objective: ${OPTIMUM} \\(maximised; optimal, after \\d+ improving solutions?\\)`));
    const fzn = write('m.fzn', 'var -3..4: x :: output_var;\nvar 0..5: y :: output_var;\nconstraint int_lin_le([1,1],[x,y],2);\nconstraint int_lin_le([-1,-2],[x,y],-5);\nsolve minimize x;\n');
    // x + y ≤ 2 and x + 2y ≥ 5: y ≥ 3 and x ≤ 2 - y, least x = -3 with y = 4 or 5.
    const out = JSON.parse(cli(fzn, '--json', '--all').stdout);
    expect(out).toMatchObject({ status: 'optimal', objective: -3, sense: 'minimize' });
    const last = out.solutions.at(-1).values;
    check(last.x).toBe(-3);
    expect(last.x + last.y).toBeLessThanOrEqual(2);
    expect(last.x + 2 * last.y).toBeGreaterThanOrEqual(5);
    const none = write('none.mzn', 'var 1..3: x;\nvar 1..3: y;\nconstraint x + y > 6;\nsolve minimize x;\n');
    const r = cli(none, '--json');
    check(r.code).toBe(1);
    const unsat = JSON.parse(r.stdout);
    check(unsat.status).toBe('unsatisfiable');
    expect(unsat.objective).toBeUndefined();
    check(unsat.solutions).toEqual([]);
  });
});

/** A small job shop (3 jobs on 3 machines) for bench/optimise/jobshop.mzn. */
const JOBSHOP_DATA = 'jobs = 3;\nmachines = 3;\nmachine = [| 1, 2, 3 | 2, 1, 3 | 3, 1, 2 |];\nduration = [| 3, 2, 2 | 2, 4, 1 | 2, 3, 3 |];\n';

/** The `_objective` of every solution MiniZinc printed (--output-objective, JSON output), and whether it ended optimal. */
function stream(stdout: string): { objectives: number[]; optimal: boolean } {
  const objectives = [...stdout.matchAll(/"_objective" : (-?\d+)/g)].map((m) => Number(m[1]));
  const lines = stdout.split('\n');
  return { objectives, optimal: lines.includes('==========') };
}

describe('minizinc --solver csp-playground on optimisation models', () => {
  it('prints each improving solution with -a, ========== when optimal, and the same optimum as Gecode', () => {
    const { knapsack, write } = files();
    const jobshopData = write('small.dzn', JOBSHOP_DATA);
    const cases: string[][] = [
      [knapsack],
      ['bench/optimise/golomb.mzn', '-D', 'm = 6'],
      ['bench/optimise/jobshop.mzn', jobshopData],
    ];
    for (const model of cases) {
      const flags = ['--output-mode', 'json', '--output-objective', ...model];
      const gecode = stream(minizinc('gecode', ...flags).stdout);
      check(gecode.optimal).toBe(true);
      const best = gecode.objectives.at(-1)!;
      const ours = minizinc('csp-playground', '-a', '-s', ...flags);
      check(ours.code, ours.stderr).toBe(0);
      const { objectives, optimal } = stream(ours.stdout);
      check(optimal, model.join(' ')).toBe(true);
      check(objectives.at(-1), model.join(' ')).toBe(best);
      // The improving sequence: one solution per `----------`, each better than the one before.
      expect(ours.stdout.split('\n').filter((l) => l === '----------')).toHaveLength(objectives.length);
      const minimise = model[0] !== knapsack;
      for (let i = 1; i < objectives.length; i++) check(minimise ? objectives[i]! < objectives[i - 1]! : objectives[i]! > objectives[i - 1]!).toBe(true);
      // Our executable's own statistics: it is our engine that ran.
      check(ours.stdout).toContain(`%%%mzn-stat: objective=${best}`);
      // Without -a: the optimum only.
      const once = stream(minizinc('csp-playground', ...flags).stdout);
      check(once).toEqual({ objectives: [best], optimal: true });
    }
  });

  it('searches as a solver does unless told otherwise: binary branching on the model\'s own variables first', () => {
    const { write } = files();
    const data = write('small.dzn', JOBSHOP_DATA);
    const compiled = compileModel(join(ROOT, 'bench/optimise/jobshop.mzn'), [data]);
    const built = buildFznProblem(parseFlatZinc(compiled.fzn));
    // The nodes each search takes here, in-process, to the proof of optimality.
    const nodes = (options: Partial<SearchOptions>) => solve(built.problem, { ...options, searchAnnotation: true }).stats.nodes;
    const solverWay = nodes({ branching: 'binary', branchOn: 'declared' });
    const textbook = nodes({});
    check(solverWay === textbook, 'the two searches must differ for this to say anything').toBe(false);
    const stat = (stdout: string) => Number(/%%%mzn-stat: nodes=(\d+)/.exec(stdout)?.[1]);
    const plain = minizinc('csp-playground', '-s', 'bench/optimise/jobshop.mzn', data);
    check(plain.code, plain.stderr).toBe(0);
    check(stat(plain.stdout)).toBe(solverWay);
    const told = minizinc('csp-playground', '-s', '--branching', 'd-way', '--branch-on', 'all', 'bench/optimise/jobshop.mzn', data);
    check(told.code, told.stderr).toBe(0);
    check(stat(told.stdout)).toBe(textbook);
  });

  it('with a node limit the best so far, without ==========', () => {
    const { knapsack } = files();
    const ours = minizinc('csp-playground', '--node-limit', '10', '--output-mode', 'json', '--output-objective', knapsack);
    check(ours.code, ours.stderr).toBe(0);
    const { objectives, optimal } = stream(ours.stdout);
    check(optimal).toBe(false);
    expect(objectives).toHaveLength(1);
    expect(objectives[0]).toBeLessThanOrEqual(OPTIMUM);
    const take = JSON.parse(ours.stdout.slice(0, ours.stdout.indexOf('----------'))).take as number[];
    expect(weight(take)).toBeLessThanOrEqual(CAPACITY);
    check(profit(take)).toBe(objectives[0]);
  });
});
