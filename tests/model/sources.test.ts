/**
 * Constraints in the model's own words (src/puzzles/model/paths.ts, labels.ts), checked from
 * outside: for every sample model and random models written as people write them, compiled by the
 * native MiniZinc with `--keep-paths`,
 * - the line and column named for each constraint point at the text named: recomputed here from
 *   the .mzn file itself (its lines cut at those columns, comments dropped, spaces collapsed);
 * - the instance named (`q[1] + 1 != q[2] + 2`) holds in the solution MiniZinc + Gecode finds:
 *   the model, with that solution fixed and every instance added as a constraint, is satisfiable
 *   (a wrong instance makes it unsatisfiable, or does not compile).
 * Also: the CLI's refusals at the model's line and column (floats, sets; optimisation is searched: tests/cli/optimise.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel } from '../../src/cli/model.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { constraintSource, ModelText } from '../../src/puzzles/model/labels.ts';
import { randomSourceModel } from './randomModels.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const MODELS = join(ROOT, 'public/models');
const SAMPLES = readdirSync(MODELS).filter((f) => f.endsWith('.mzn')).sort();

/** The text of a span of the file, cut here by characters: `%` comments dropped, white space collapsed. */
function spanOf(file: string, s: { line: number; column: number; lastLine: number; lastColumn: number }): string {
  const lines = file.split('\n').map((l) => [...l.replace(/%.*$/, '')]);
  const parts: string[] = [];
  for (let l = s.line; l <= s.lastLine; l++) {
    const chars = lines[l - 1]!;
    parts.push(chars.slice(l === s.line ? s.column - 1 : 0, l === s.lastLine ? s.lastColumn : chars.length).join(''));
  }
  return parts.join(' ').replace(/\/\*.*?\*\//g, ' ').replace(/\s+/g, ' ').trim();
}

/** Gecode's first solution as constraints fixing it (`constraint q = [5, 2, …];`), or null when there is none. */
function gecodeSolution(file: string): string[] | null {
  const r = spawnSync('minizinc', ['--solver', 'gecode', '--output-mode', 'dzn', file], { encoding: 'utf8' });
  check(r.status, r.stderr).toBe(0);
  if (r.stdout.includes('=====UNSATISFIABLE=====')) return null;
  return r.stdout
    .split('\n')
    .filter((l) => / = .*;$/.test(l))
    .map((l) => `constraint ${l}`);
}

/** Whether the model holds with these extra constraints (MiniZinc + Gecode); MiniZinc's messages when it does not compile. */
function satisfiable(dir: string, text: string, extra: string[]): { ok: boolean; said: string } {
  const file = join(dir, `check-${Math.random().toString(36).slice(2)}.mzn`);
  writeFileSync(file, `${text}\n${extra.join('\n')}\n`);
  const r = spawnSync('minizinc', ['--solver', 'gecode', file], { encoding: 'utf8' });
  return { ok: r.status === 0 && !r.stdout.includes('UNSATISFIABLE'), said: r.stdout + r.stderr };
}

/** Check one model: every constraint's place and text, and (when Gecode solves it) every instance that must hold. */
function checkModel(dir: string, file: string): { constraints: number; evaluated: number } {
  const text = readFileSync(file, 'utf8');
  const compiled = compileModel(file, []);
  const model = parseFlatZinc(compiled.fzn, file);
  const source = new ModelText(text);
  const mustHold: string[] = [];
  for (const c of model.constraints) {
    const found = constraintSource(c, source, (v) => model.vars[v]!.auxiliary);
    expect(found, `${c.name} at FlatZinc line ${c.line} of\n${text}`).not.toBeNull();
    const s = found!;
    check(s.text, `${c.name} named at ${s.line}:${s.column}`).toBe(spanOf(text, s));
    // The generators' values are put in: no generator's name is left in the instance.
    for (const b of s.bindings) check(s.instance, s.instance).not.toMatch(new RegExp(`\\b${b.name}\\b`));
    const auxiliary = c.defines >= 0 && model.vars[c.defines]!.auxiliary;
    // A variable declared with its definition: its constraint's instance is the definition.
    if (!/_(reif|imp)$/.test(c.name) && !auxiliary) mustHold.push(c.defines >= 0 && !s.formula ? `${model.vars[c.defines]!.name} = ${s.instance}` : s.instance);
  }
  const solution = gecodeSolution(file);
  if (solution && mustHold.length > 0) {
    const r = satisfiable(dir, text, [...solution, ...mustHold.map((i) => `constraint ${i};`)]);
    check(r.ok, `${mustHold.join('\n')}\n${r.said}`).toBe(true);
  }
  return { constraints: model.constraints.length, evaluated: solution ? mustHold.length : 0 };
}

describe('constraints named where the model writes them', () => {
  for (const sample of SAMPLES) {
    it(`${sample}: each constraint's line, column and text, and its instance holds in Gecode's solution`, () => {
      const { constraints, evaluated } = checkModel(mkdtempSync(join(tmpdir(), 'csp-sources-')), join(MODELS, sample));
      expect(constraints).toBeGreaterThan(0);
      expect(evaluated).toBeGreaterThan(0);
    });
  }

  it('a wrong instance is caught: the check fails when a generator gets another value', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-sources-'));
    const text = readFileSync(join(MODELS, 'queens.mzn'), 'utf8').replace('constraint alldifferent(q);', 'constraint forall(i, j in 1..n where i < j)(q[i] != q[j]);');
    const solution = gecodeSolution(join(MODELS, 'queens.mzn'))!;
    check(satisfiable(dir, text, [...solution, 'constraint q[1] != q[2];']).ok).toBe(true);
    check(satisfiable(dir, text, [...solution, 'constraint q[1] != q[1];']).ok).toBe(false);
  });

  for (const seed of [1, 2, 3]) {
    it(`random models (seed ${seed}): each constraint's place and text; the instances hold in Gecode's solution`, () => {
      const dir = mkdtempSync(join(tmpdir(), 'csp-sources-'));
      let evaluated = 0;
      let n = 0;
      fc.assert(
        fc.property(randomSourceModel, (text) => {
          const file = join(dir, `m${n++}.mzn`);
          writeFileSync(file, text);
          evaluated += checkModel(dir, file).evaluated;
        }),
        { numRuns: 5, seed },
      );
      expect(evaluated).toBeGreaterThan(0);
    });
  }
});

describe('the CLI names the model\'s line and column when it refuses a construct', () => {
  function cli(...args: string[]) {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
    return { code: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  it('floats and sets: "line" and "column" in the JSON, file:line:column in the text; nothing written beside the model', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-refuse-'));
    const cases: [string, string, number, number][] = [
      ['var 1..3: y;\nvar 1.0..3.0: x;\nconstraint x > 1.5;\nsolve satisfy;\n', 'not supported: float variables', 2, 1],
      ['var 1..3: y;\nconstraint y > 1;\nvar set of 1..3: s;\nconstraint card(s) = 2;\nsolve satisfy;\n', 'not supported: set variables', 3, 1],
    ];
    for (const [i, [text, reason, line, column]] of cases.entries()) {
      const file = join(dir, `m${i}.mzn`);
      writeFileSync(file, text);
      const r = cli(file, '--json');
      check(r.code).toBe(2);
      const out = JSON.parse(r.stdout);
      check(out.status).toBe('error');
      expect(out.error).toMatchObject({ file, line, column });
      check(out.error.message).toContain(reason);
      check(cli(file).stderr).toContain(`${file}:${line}:${column}: ${reason}`);
    }
    // MiniZinc 2.6 writes a symbol table (m0.paths) beside the model unless told where.
    check(readdirSync(dir).sort()).toEqual(cases.map((_, i) => `m${i}.mzn`));
  });
});
