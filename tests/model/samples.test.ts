/**
 * The sample models (public/models): each compiles with our mznlib, and every search option finds
 * as many solutions as Gecode (`minizinc --solver gecode -a`); the CLI prints them as
 * `{"values": ...}` with enum names, which agree with what MiniZinc's own output processing
 * (the .ozn) makes of the same solution; `minizinc --solver csp-playground` runs our engine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel, SOLVER_CONFIG } from '../../src/cli/model.ts';
import { flatZincSolution } from '../../src/cli/fzn.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { readOzn, solutionValues } from '../../src/puzzles/model/output.ts';
import { solve } from '../../src/solver/index.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const MODELS = readdirSync(join(ROOT, 'public/models')).filter((f) => f.endsWith('.mzn')).sort();
/** The samples that ask for a solution (counted against Gecode); the others ask for the best one (their optimum against Gecode's). */
const SAMPLES = MODELS.filter((f) => /solve\s+satisfy/.test(readFileSync(join(ROOT, 'public/models', f), 'utf8')));
const OPTIMISING = MODELS.filter((f) => !SAMPLES.includes(f));

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Solutions MiniZinc prints (lines of ten dashes) for a solver, all solutions. */
function minizincCount(solver: string, file: string): number {
  const r = spawnSync('minizinc', ['--solver', solver, '-a', file], { cwd: ROOT, encoding: 'utf8' });
  check(r.status, r.stderr).toBe(0);
  return r.stdout.split('\n').filter((l) => l === '----------').length;
}

/** MiniZinc's JSON output of our FlatZinc-format solution, enum values {"e": name} as names. */
function minizincJson(ozn: string, solution: string): unknown {
  const dir = mkdtempSync(join(tmpdir(), 'csp-ozn-'));
  writeFileSync(join(dir, 'm.ozn'), ozn);
  const r = spawnSync('minizinc', ['--json-stream', '--ozn-file', join(dir, 'm.ozn')], { input: solution + '\n----------\n', encoding: 'utf8' });
  const message = r.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line, (_k, v: unknown) => (v && typeof v === 'object' && 'e' in v ? (v as { e: unknown }).e : v)) as { type: string; output?: { json?: unknown } })
    .find((m) => m.type === 'solution');
  return message?.output?.json;
}

describe('sample models', () => {
  it('are the five of the issue, and Australia without South Australia (the tree algorithm\'s)', () => {
    check(SAMPLES).toEqual(['australia-tree.mzn', 'australia.mzn', 'exam-timetable.mzn', 'queens.mzn', 'send-more-money.mzn', 'zebra.mzn']);
    // And the knapsack of branch and bound (its lesson chapter and the objective chart).
    check(OPTIMISING).toEqual(['backpack.mzn']);
  });

  for (const name of OPTIMISING) {
    it(`${name}: the optimum Gecode gives, under every inference, in the CLI and with minizinc --solver csp-playground`, () => {
      const file = join(ROOT, 'public/models', name);
      const objective = (stdout: string) => [...stdout.matchAll(/"_objective" : (-?\d+)/g)].map((m) => Number(m[1])).at(-1);
      const flags = ['--output-mode', 'json', '--output-objective', file];
      const gecode = spawnSync('minizinc', ['--solver', 'gecode', ...flags], { cwd: ROOT, encoding: 'utf8' });
      check(gecode.status, gecode.stderr).toBe(0);
      const best = objective(gecode.stdout);
      check(gecode.stdout.split('\n')).toContain('==========');
      expect(best).toBeDefined();
      const compiled = compileModel(file, []);
      const model = parseFlatZinc(compiled.fzn, name);
      const built = buildFznProblem(model, name, {});
      for (const inference of ['none', 'fc', 'mac'] as const) {
        const result = solve(built.problem, { inference });
        check(result.status, inference).toBe('optimal');
        check(built.objectiveValue(result.solutions.at(-1)!), inference).toBe(best);
      }
      const ours = cli(file, '--json');
      const answer = JSON.parse(ours.stdout) as { status: string; objective: number };
      check(answer.status).toBe('optimal');
      check(answer.objective).toBe(best);
      const msc = spawnSync('minizinc', ['--solver', 'csp-playground', ...flags], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') } });
      check(msc.status, msc.stderr).toBe(0);
      check(objective(msc.stdout)).toBe(best);
    }, 60_000);
  }

  for (const name of SAMPLES) {
    it(`${name}: as many solutions as Gecode under every inference, and MiniZinc reads our values as we print them`, () => {
      const file = join(ROOT, 'public/models', name);
      const gecode = minizincCount('gecode', file);
      expect(gecode).toBeGreaterThan(0);
      const compiled = compileModel(file, []);
      const model = parseFlatZinc(compiled.fzn, name);
      const spec = readOzn(compiled.ozn);
      for (const alldiff of ['gac', 'neq'] as const) {
        const built = buildFznProblem(model, name, { alldiff });
        for (const inference of ['none', 'fc', 'mac'] as const) {
          // Plain backtracking in the textbook's static order: the compiler's own variables
          // (declared after the model's) come last, so their checks follow the model's choices.
          const variableOrder = inference === 'none' ? 'static' : 'dom-wdeg';
          const result = solve(built.problem, { inference, variableOrder, maxSolutions: Infinity });
          check(result.solutions.length, `${inference}, ${alldiff}`).toBe(gecode);
        }
        const first = solve(built.problem, {}).solutions[0]!;
        const value = (v: number) => built.value(first, v);
        check(solutionValues(model, spec, value)).toEqual(minizincJson(compiled.ozn, flatZincSolution(model, value)));
      }
    }, 60_000);
  }

  for (const name of SAMPLES) {
    it(`minizinc --solver csp-playground -a ${name} (the .msc found on MZN_SOLVER_PATH): our engine, every solution, as many as Gecode`, () => {
      const file = join(ROOT, 'public/models', name);
      const r = spawnSync('minizinc', ['--solver', 'csp-playground', '-a', '-s', file], {
        cwd: ROOT,
        encoding: 'utf8',
        env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') },
      });
      check(r.status, r.stderr).toBe(0);
      const lines = r.stdout.split('\n');
      // MiniZinc ends a complete all-solutions search with its line of equals signs.
      check(lines).toContain('==========');
      check(lines.filter((l) => l === '----------').length).toBe(minizincCount('gecode', file));
      // Our executable's own statistics: it is our engine that ran, not a fallback.
      check(r.stdout).toMatch(/%%%mzn-stat: nodes=\d+/);
    }, 60_000);
  }

  it('minizinc --solver csp-playground runs our engine: the same counts as Gecode', () => {
    for (const name of ['australia.mzn', 'send-more-money.mzn']) {
      const file = join(ROOT, 'public/models', name);
      check(minizincCount(SOLVER_CONFIG, file)).toBe(minizincCount('gecode', file));
    }
    const r = spawnSync('minizinc', ['--solver', 'csp-playground', '--inference', 'fc', '--var', 'static', 'public/models/australia.mzn'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, MZN_SOLVER_PATH: join(ROOT, 'share/minizinc/solvers') },
    });
    check(r.stderr).toBe('');
    // Static order, lexicographic values: the first colouring is red, green, blue, ...
    check(r.stdout).toContain('wa = red;\nnt = green;\nsa = blue;');
  }, 60_000);
});

describe('npm run solve -- MODEL.mzn', () => {
  it('prints {"values": ...}: enum values by name, every solution checked', () => {
    const out = JSON.parse(cli('public/models/australia.mzn', '--all', '--json').stdout);
    check(out.status).toBe('solved');
    check(out.verified).toBe(true);
    expect(out.solutions).toHaveLength(18);
    check(Object.keys(out.solutions[0].values)).toEqual(['wa', 'nt', 'sa', 'q', 'nsw', 'v', 't']);
    for (const s of out.solutions) {
      const c = s.values;
      for (const x of Object.values(c)) check(['red', 'green', 'blue']).toContain(x);
      for (const [a, b] of [['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v']]) {
        check(c[a!]).not.toBe(c[b!]);
      }
    }
    expect(out.compileMs).toBeGreaterThan(0);
  });

  it('arrays as JSON arrays, two dimensions as rows; data files; every search switch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-cli-mzn-'));
    writeFileSync(join(dir, 'grid.mzn'), 'int: n;\narray[1..2, 1..n] of var 0..1: g;\narray[1..n] of var bool: b;\nconstraint forall (j in 1..n) (g[1, j] != g[2, j] /\\ b[j] = (g[1, j] = 1));\nconstraint sum(g[1, ..]) = 1;\nsolve satisfy;\n');
    writeFileSync(join(dir, 'n.dzn'), 'n = 3;\n');
    const r = cli(join(dir, 'grid.mzn'), join(dir, 'n.dzn'), '--all', '--inference', 'fc', '--var', 'mrv', '--val', 'reverse', '--no-ac3', '--json');
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('solved');
    expect(out.solutions).toHaveLength(3);
    for (const s of out.solutions) {
      expect(s.values.g).toHaveLength(2);
      expect(s.values.g[0]).toHaveLength(3);
      check(s.values.g[0].map((x: number, j: number) => x + s.values.g[1][j])).toEqual([1, 1, 1]);
      check(s.values.b).toEqual(s.values.g[0].map((x: number) => x === 1));
    }
  });

  it('passes on MiniZinc\'s own errors with file, line and column', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-cli-mzn-'));
    const file = join(dir, 'bad.mzn');
    writeFileSync(file, 'var 1..3: x;\nconstraint x = y;\nsolve satisfy;\n');
    const r = cli(file, '--json');
    check(r.code).toBe(2);
    const out = JSON.parse(r.stdout);
    check(out.status).toBe('error');
    expect(out.error).toMatchObject({ file, line: 2, column: 16 });
    check(out.error.message).toContain('undefined identifier');
  });

  it('refuses floats and sets by name, never a wrong answer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-cli-mzn-'));
    const cases: [string, string][] = [
      ['var 1.0..3.0: x;\nconstraint x > 1.5;\nsolve satisfy;\n', 'not supported: float variables'],
      ['var set of 1..3: s;\nconstraint card(s) = 2;\nsolve satisfy;\n', 'not supported: set variables'],
    ];
    for (const [i, [text, reason]] of cases.entries()) {
      const file = join(dir, `m${i}.mzn`);
      writeFileSync(file, text);
      const out = JSON.parse(cli(file, '--json').stdout);
      check(out.status).toBe('error');
      check(out.error.message).toContain(reason);
      check(out.error.file).toBe(file);
    }
  });

  it('reads .fzn files directly', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-cli-fzn-'));
    const file = join(dir, 'm.fzn');
    writeFileSync(file, 'var 1..3: x :: output_var;\nvar 1..3: y :: output_var;\nconstraint int_lt(x, y);\nsolve satisfy;\n');
    const out = JSON.parse(cli(file, '--all', '--json').stdout);
    check(out.solutions.map((s: { values: unknown }) => s.values)).toEqual([{ x: 1, y: 2 }, { x: 1, y: 3 }, { x: 2, y: 3 }]);
  });
});
