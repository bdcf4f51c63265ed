/**
 * A MiniZinc course student's path: `minizinc --solver csp-playground` and `npm run solve` on the
 * small models of a course, compared with MiniZinc + Gecode. Each test here is a regression of
 * something such a student met.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
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
});
