/**
 * Random small models: every search option finds exactly the solutions brute force finds, and
 * each one passes the independent checker. FlatZinc texts test the reader and every propagator
 * (brute force: every assignment of the FlatZinc variables judged by src/checkers/model.ts);
 * MiniZinc models go through MiniZinc's compiler with our mznlib (brute force: the model's own
 * constraints written in JavaScript, over its declared variables).
 */
import fc from 'fast-check';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkModelSolution } from '../../src/checkers/model.ts';
import { compileModel } from '../../src/cli/model.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { solve, solveMinConflicts, type SearchOptions } from '../../src/solver/index.ts';
import { bruteForce, bruteForceCount, randomFlatZinc, randomMiniZinc } from './randomModels.ts';

const CONFIGS: Partial<SearchOptions>[] = [];
for (const inference of ['none', 'fc', 'mac'] as const) {
  for (const variableOrder of ['static', 'mrv', 'dom-wdeg'] as const) {
    CONFIGS.push({ inference, variableOrder, valueOrder: variableOrder === 'mrv' ? 'lcv' : 'lex', ac3: variableOrder !== 'static' });
  }
}
CONFIGS.push({ inference: 'mac', branching: 'binary' }, { inference: 'fc', backjump: true }, { inference: 'mac', strategy: 'bfs' }, { inference: 'fc', valueOrder: 'random', seed: 3 });

describe('random FlatZinc models', () => {
  it('every search option finds exactly the solutions brute force finds', () => {
    fc.assert(
      fc.property(randomFlatZinc, (text) => {
        const model = parseFlatZinc(text, 'r.fzn');
        const truth = bruteForce(model);
        for (const alldiff of ['gac', 'neq'] as const) {
          const built = buildFznProblem(model, 'r.fzn', { alldiff });
          for (const config of CONFIGS) {
            if (built.failure) {
              check(truth.size, `${built.failure.reason} yet brute force finds solutions`).toBe(0);
              continue;
            }
            const result = solve(built.problem, { ...config, maxSolutions: Infinity });
            const got = result.solutions.map((s) => model.vars.map((_, v) => built.value(s, v)).join(','));
            check(result.status).toBe(truth.size > 0 ? 'solved' : 'unsatisfiable');
            check(new Set(got).size, `${JSON.stringify(config)} ${alldiff}: repeated solutions`).toBe(got.length);
            check(new Set(got), `${JSON.stringify(config)} ${alldiff}`).toEqual(truth);
          }
        }
      }),
      { numRuns: 150 },
    );
  });
});

describe('min-conflicts on random FlatZinc models', () => {
  it('every answer passes the independent checker and is one brute force finds; with none to find it never says solved', () => {
    let solved = 0;
    let runs = 0;
    fc.assert(
      fc.property(randomFlatZinc, fc.nat(10_000), fc.constantFrom(0, 0.1, 0.5), (text, seed, walk) => {
        const model = parseFlatZinc(text, 'r.fzn');
        const truth = bruteForce(model);
        const built = buildFznProblem(model, 'r.fzn');
        if (built.failure) {
          check(truth.size, `${built.failure.reason} yet brute force finds solutions`).toBe(0);
          return;
        }
        runs++;
        const result = solveMinConflicts(built.problem, { seed, walk, restartSteps: 100, maxSteps: 2000 });
        if (truth.size === 0) {
          // Local search cannot prove there is none: it gives up (or finds a variable without a value).
          check(['stopped', 'unsatisfiable']).toContain(result.status);
          check(result.solutions).toEqual([]);
          return;
        }
        if (result.status !== 'solved') {
          // Incomplete: giving up is allowed, a wrong answer is not.
          check(result.status).toBe('stopped');
          check(result.solutions).toEqual([]);
          return;
        }
        solved++;
        expect(result.solutions).toHaveLength(1);
        const s = result.solutions[0]!;
        check(checkModelSolution(model, (v) => built.value(s, v))).toEqual([]);
        check(truth.has(model.vars.map((_, v) => built.value(s, v)).join(','))).toBe(true);
      }),
      { numRuns: 300 },
    );
    // The property says something only if min-conflicts does solve most of the solvable ones.
    expect(solved).toBeGreaterThan(runs / 10);
  });
});

describe('random MiniZinc models, compiled with our mznlib', () => {
  it('have as many solutions as brute force finds, under inference none, fc and mac', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-random-mzn-'));
    let n = 0;
    fc.assert(
      fc.property(randomMiniZinc, (m) => {
        const file = join(dir, `m${n++}.mzn`);
        writeFileSync(file, m.text);
        const compiled = compileModel(file, []);
        const model = parseFlatZinc(compiled.fzn, file);
        const built = buildFznProblem(model, file);
        const expected = bruteForceCount(m);
        for (const inference of ['none', 'fc', 'mac'] as const) {
          const count = built.failure ? 0 : solve(built.problem, { inference, maxSolutions: Infinity }).solutions.length;
          check(count, `${inference} on\n${m.text}`).toBe(expected);
        }
      }),
      { numRuns: 12 },
    );
  }, 60_000);
});
