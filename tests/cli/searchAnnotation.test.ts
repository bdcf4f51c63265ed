/**
 * The model's search annotation on the command line: `npm run solve -- --search-annotation` follows
 * it (and says once what it does not follow, at the model's line), without it the search is as
 * before; `minizinc --solver csp-playground` follows it by default, as MiniZinc's solvers do, and
 * not with -f (free search). The first solution tells which order ran: x ≠ y over 1..3, with y
 * first and its greatest value first, is y = 3, x = 2; the variables in order, least first, x = 1, y = 2.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { check } from '../check.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args]);

function model(annotation: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'csp-search-annotation-cli-'));
  const file = join(dir, 'm.mzn');
  writeFileSync(file, `var 1..3: x;\nvar 1..3: y;\nconstraint x != y;\nsolve :: ${annotation} satisfy;\n`);
  return file;
}

const first = (stdout: string) => (JSON.parse(stdout) as { solutions: { values: Record<string, number> }[] }).solutions[0]!.values;

describe('search annotations on the command line', () => {
  it('--search-annotation follows int_search; without it the search is as before', () => {
    const file = model('int_search([y, x], input_order, indomain_max, complete)');
    const followed = cli(file, '--json', '--var', 'static', '--search-annotation');
    check(followed.code, followed.stderr).toBe(0);
    check(first(followed.stdout)).toEqual({ x: 2, y: 3 });
    check(followed.stderr).toBe('');
    const plain = cli(file, '--json', '--var', 'static');
    check(first(plain.stdout)).toEqual({ x: 1, y: 2 });
  });

  it('what it does not follow is said once, at the model\'s line, and the search orders those variables its own way', () => {
    const file = model('seq_search([int_search([y], input_order, indomain_median, complete), int_search([x], input_order, indomain_max, complete)])');
    const r = cli(file, '--json', '--var', 'static', '--search-annotation');
    check(r.code, r.stderr).toBe(0);
    check(r.stderr).toBe('note: the search annotation int_search (line 4) is not followed: the search orders its variables its own way\n');
    // x by the annotation (its greatest value), then y by the static order.
    check(first(r.stdout)).toEqual({ x: 3, y: 1 });
  });

  it('minizinc --solver csp-playground follows it unless -f', () => {
    const file = model('int_search([y, x], input_order, indomain_max, complete)');
    const followed = run('minizinc', ['--solver', 'csp-playground', '--var', 'static', file]);
    check(followed.code, followed.stderr).toBe(0);
    check(followed.stdout).toBe('x = 2;\ny = 3;\n----------\n');
    const free = run('minizinc', ['--solver', 'csp-playground', '--var', 'static', '-f', file]);
    check(free.stdout).toBe('x = 1;\ny = 2;\n----------\n');
  });
});
