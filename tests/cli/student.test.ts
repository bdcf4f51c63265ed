/**
 * A MiniZinc course student's path: `minizinc --solver csp-playground` and `npm run solve` on the
 * small models of a course, compared with MiniZinc + Gecode. Each test here is a regression of
 * something such a student met.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const DIR = mkdtempSync(join(tmpdir(), 'csp-student-'));

function file(name: string, text: string): string {
  const path = join(DIR, name);
  writeFileSync(path, text);
  return path;
}

function minizinc(solver: string, ...args: string[]) {
  const r = spawnSync('minizinc', ['--solver', solver, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('minizinc --solver csp-playground', () => {
  it('refuses a float or a set variable at its line and column of the .mzn, not of the FlatZinc MiniZinc wrote in /tmp', () => {
    const floats = file('ratio.mzn', 'var 1..10: x;\nvar 1..10: y;\n\nconstraint   x / y >= 1.5;\nsolve maximize x - y;\n');
    const sets = file('chosen.mzn', 'include "alldifferent.mzn";\narray[1..3] of var 1..5: a;\nconstraint alldifferent(a);\nconstraint card({a[i] | i in 1..3 where a[i] > 2}) >= 1;\nsolve satisfy;\n');
    for (const [model, where, what] of [
      [floats, '4:14', 'float variables'],
      [sets, '4:12', 'set variables (var set of int)'],
    ] as const) {
      const r = minizinc('csp-playground', model);
      check(r.stdout).toContain('=====ERROR=====');
      check(r.stderr).toContain(`fzn-csp-playground: ${model}:${where}: not supported: ${what}\n`);
      // The CLI names the same place.
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', model], { cwd: ROOT, encoding: 'utf8' });
      check(cli.stderr).toContain(`${model}:${where}: not supported: ${what}`);
    }
  });

  it('-s: each statistic means what its name says, the CLI\'s for the same search (not MiniZinc\'s failures and propagations, which count other things)', () => {
    const magic = file('magic.mzn', 'include "alldifferent.mzn";\narray[1..3, 1..3] of var 1..9: sq;\nconstraint alldifferent([sq[i, j] | i, j in 1..3]);\nconstraint forall(i in 1..3)(sum(j in 1..3)(sq[i, j]) = 15 /\\ sum(j in 1..3)(sq[j, i]) = 15);\nconstraint sum(i in 1..3)(sq[i, i]) = 15 /\\ sum(i in 1..3)(sq[i, 4 - i]) = 15;\nsolve satisfy;\n');
    const knapsack = file('pack.mzn', 'array[1..6] of int: w = [5, 4, 6, 3, 7, 2];\narray[1..6] of int: v = [10, 40, 30, 50, 35, 12];\narray[1..6] of var bool: take;\nconstraint sum(i in 1..6)(w[i] * bool2int(take[i])) <= 15;\nsolve maximize sum(i in 1..6)(v[i] * bool2int(take[i]));\n');
    for (const model of [magic, knapsack]) {
      const r = minizinc('csp-playground', '-a', '-s', model);
      check(r.code, r.stderr).toBe(0);
      // The solver's block of statistics (MiniZinc's own, of the compilation, comes before the solutions).
      const from = r.stdout.lastIndexOf('%%%mzn-stat: nodes=');
      const block = r.stdout.slice(from, r.stdout.indexOf('%%%mzn-stat-end', from));
      const stats = new Map([...block.matchAll(/^%%%mzn-stat: (\w+)=(.*)$/gm)].map((m) => [m[1]!, Number(m[2])]));
      // The CLI's statistics of the same search: binary branching, the model's own variables first, its annotation followed.
      const cli = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', model, '--all', '--json', '--branching', 'binary', '--branch-on', 'declared', '--search-annotation'], { cwd: ROOT, encoding: 'utf8' });
      const json = JSON.parse(cli.stdout) as { stats: Record<string, number> };
      expect(stats.get('nodes')).toBeGreaterThan(0);
      for (const [name, value] of stats) {
        if (name === 'solveTime' || name === 'objective') continue;
        check(json.stats[name], `${name}=${value}`).toBe(value);
      }
    }
  });
});

/** The `"reason"` of `--explain --json` on a model without solution. */
function reasonOf(model: string) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', model, '--explain', '--json'], { cwd: ROOT, encoding: 'utf8' });
  check(r.status, r.stderr).toBe(1);
  return (JSON.parse(r.stdout) as { reason: { lines: number[]; constraints: string[]; linesIn: string; sentence: string; minimal: boolean } }).reason;
}

/**
 * Checked by MiniZinc and Gecode on the model itself: its `constraint` lines (one item a line)
 * `lines` alone, every other line kept, have no solution, and without any one of them they have one.
 */
function gecodeAgrees(name: string, text: string, lines: readonly number[]): void {
  const solvable = (kept: readonly number[]) => {
    const only = text.split('\n').map((line, i) => (line.startsWith('constraint') && !kept.includes(i + 1) ? '' : line));
    const r = minizinc('gecode', file(`${name}-${kept.join('-')}.mzn`, only.join('\n')));
    check(r.code, r.stderr).toBe(0);
    return !r.stdout.includes('=====UNSATISFIABLE=====');
  };
  check(solvable(lines)).toBe(false);
  for (const line of lines) check(solvable(lines.filter((l) => l !== line))).toBe(true);
}

describe('npm run solve -- --explain on models a course has', () => {
  it('two lines that contradict each other: the lines of the .mzn, each constraint as the model writes it', () => {
    const text = 'include "alldifferent.mzn";\nvar 0..20: x;\nvar 0..20: y;\nvar 0..20: z;\nconstraint x + y = 10;\nconstraint z > 2;\nconstraint x - y = 3;\nconstraint alldifferent([x, y, z]);\nsolve satisfy;\n';
    const reason = reasonOf(file('xy.mzn', text));
    check(reason).toEqual({
      ...reason,
      lines: [5, 7],
      constraints: ['x + y = 10', 'x - y = 3'],
      linesIn: 'model',
      sentence: 'lines 5 and 7 contradict each other: x + y = 10 and x - y = 3 have no solution together in the variables’ domains',
      minimal: true,
    });
    gecodeAgrees('xy', text, reason.lines);
  });

  it('an optimisation model without solution: its reason proven minimal (the objective is no part of the question)', () => {
    const text = 'include "alldifferent.mzn";\narray[1..4] of var 1..3: x;\nconstraint alldifferent(x);\nconstraint x[1] < x[2];\nsolve maximize sum(x);\n';
    const reason = reasonOf(file('four.mzn', text));
    check(reason).toEqual({ ...reason, lines: [3], constraints: ['alldifferent(x)'], linesIn: 'model', minimal: true });
    gecodeAgrees('four', text, reason.lines);
  });

  it('constraints MiniZinc made domains (a[1] > 3): in the reason, not hidden in "the variables\' domains"', () => {
    const text = 'include "alldifferent.mzn";\narray[1..3] of var 1..5: a;\nconstraint a[1] > 3;\nconstraint a[2] > 3;\nconstraint a[3] > 3;\nconstraint alldifferent(a);\nsolve satisfy;\n';
    const reason = reasonOf(file('folded.mzn', text));
    check(reason).toEqual({ ...reason, lines: [3, 4, 5, 6], constraints: ['a[1] > 3', 'a[2] > 3', 'a[3] > 3', 'alldifferent(a)'], linesIn: 'model', minimal: true });
    gecodeAgrees('folded', text, reason.lines);
  });
});

describe('npm run solve -- a model MiniZinc finds inconsistent while compiling it', () => {
  const TIGHT = 'var 1..5: x; var 1..5: y;\nconstraint x > y;\nconstraint y > 4;\nconstraint x + y < 20;\nsolve minimize x + y;\n';
  const model = () => file('tight.mzn', TIGHT);

  it('--explain: the model\'s own constraint items that contradict each other, each set compiled again', () => {
    const reason = reasonOf(model());
    check(reason).toEqual({
      ...reason,
      lines: [2, 3],
      constraints: ['x > y', 'y > 4'],
      linesIn: 'model',
      sentence: 'lines 2 and 3 contradict each other: x > y and y > 4 have no solution together in the variables’ domains',
      minimal: true,
    });
    gecodeAgrees('tight', TIGHT, reason.lines);
  });

  it('says the line is the FlatZinc\'s, not line 1 of the model', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', model(), '--json'], { cwd: ROOT, encoding: 'utf8' });
    const out = JSON.parse(r.stdout) as { status: string; message: string };
    check(out.status).toBe('unsatisfiable');
    check(out.message).toBe('line 1 of the FlatZinc MiniZinc compiled: false = true is false');
  });
});

describe('npm run solve -- a model with a search annotation', () => {
  it('stopped before any solution, says that --search-annotation follows the annotation the options overrode', () => {
    const annotated = file('ruler.mzn', 'include "alldifferent.mzn";\narray[1..8] of var 0..64: mark;\nconstraint mark[1] = 0;\nconstraint forall(i in 1..7)(mark[i] < mark[i + 1]);\nconstraint alldifferent([mark[j] - mark[i] | i in 1..8, j in i + 1..8]);\nsolve :: int_search(mark, input_order, indomain_min) minimize mark[8];\n');
    const plain = file('plain.mzn', 'array[1..8] of var 0..64: mark;\nconstraint forall(i in 1..7)(mark[i] < mark[i + 1]);\nsolve minimize mark[8];\n');
    const run = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args, '--node-limit', '3', '--json'], { cwd: ROOT, encoding: 'utf8' });
    const note = 'note: the model\'s search annotation was not followed (the options chose the order); --search-annotation follows it, as minizinc --solver csp-playground does';
    const told = run(annotated);
    check((JSON.parse(told.stdout) as { solutions: unknown[] }).solutions).toEqual([]);
    check(told.stderr).toContain(note);
    check(run(annotated, '--search-annotation').stderr).not.toContain(note);
    check(run(plain).stderr).not.toContain(note);
  });
});
