/**
 * Optimisation models (solve minimize / solve maximize) searched by branch and bound, against
 * brute force. Random FlatZinc texts (every constraint the reader builds) with a variable to
 * minimise or maximise, under every combination of search options: the optimum is brute force's
 * (every assignment of the FlatZinc variables judged by the independent checker,
 * src/checkers/model.ts), every improving solution passes the checker and improves on the one
 * before, and a second search, with another combination, over the same text with a constraint
 * asking for one better than the optimum finds nothing. Random MiniZinc models with an objective
 * MiniZinc flattens into a variable (a weighted sum), compiled with our mznlib: the optimum is the
 * one brute force finds over the model's own variables.
 */
import fc from 'fast-check';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkModelSolution } from '../../src/checkers/model.ts';
import { compileModel } from '../../src/cli/model.ts';
import { parseFlatZinc, type FznModel } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem, type FznProblem } from '../../src/puzzles/model/model.ts';
import { solve, type SearchOptions, type SearchResult, type Sense } from '../../src/solver/index.ts';
import { describeCombination, everyCombination } from '../solver/combinations.ts';
import { bruteForce, randomFlatZinc, randomMiniZinc } from './randomModels.ts';

const COMBINATIONS = everyCombination();
/** The second search's combination: far from the first's. */
const OTHER = 769;

const better = (sense: Sense, a: number, b: number): boolean => (sense === 'minimize' ? a < b : a > b);

/** The best value of variable `name` over brute force's solutions (null: none). */
function bruteOptimum(model: FznModel, name: string, sense: Sense): number | null {
  const at = model.vars.findIndex((v) => v.name === name);
  let best: number | null = null;
  for (const s of bruteForce(model)) {
    const value = Number(s.split(',')[at]);
    if (best === null || better(sense, value, best)) best = value;
  }
  return best;
}

/**
 * Branch and bound on a built model whose optimum brute force says is `expected`: no solution when
 * there is none to find (a failure found while building, or unsatisfiable), else `optimal` with
 * every improving solution passing the checker. The result when there is an optimum, else null.
 */
function searchOptimum(model: FznModel, built: FznProblem, expected: number | null, options: Partial<SearchOptions>, how: string): SearchResult | null {
  if (built.failure) {
    expect(expected, how).toBeNull();
    return null;
  }
  const result = solve(built.problem, options);
  if (expected === null) {
    check(result.status, how).toBe('unsatisfiable');
    return null;
  }
  check(result.status, how).toBe('optimal');
  for (const s of result.solutions) check(checkModelSolution(model, (v) => built.value(s, v)), how).toEqual([]);
  return result;
}

/** The text with `solve satisfy` replaced (and constraints added before it). */
const withSolve = (text: string, solveItem: string, extra = ''): string => text.replace('solve satisfy;', `${extra}${solveItem}`);

describe('random FlatZinc models with an objective', () => {
  it('every combination finds brute force\'s optimum; each improving solution is checked; nothing better exists', () => {
    let optimal = 0;
    let runs = 0;
    fc.assert(
      fc.property(randomFlatZinc, fc.constantFrom<Sense>('minimize', 'maximize'), fc.nat(1), fc.nat(COMBINATIONS.length - 1), (text, sense, x, k) => {
        runs++;
        const name = `x${x}`;
        const fznText = withSolve(text, `solve ${sense} ${name};`);
        const model = parseFlatZinc(fznText);
        const expected = bruteOptimum(model, name, sense);
        const built = buildFznProblem(model);
        const how = `${describeCombination(COMBINATIONS[k]!)} on\n${fznText}`;
        const result = searchOptimum(model, built, expected, COMBINATIONS[k]!, how);
        if (result === null) return;
        optimal++;
        let last: number | null = null;
        for (const s of result.solutions) {
          const value = built.objectiveValue(s);
          if (last !== null) check(better(sense, value, last), how).toBe(true);
          last = value;
        }
        check(last, how).toBe(expected);
        check(built.objectiveValue(result.solutions.at(-1)!), how).toBe(result.objective! + built.offset[built.objective!.variable]!);
        // One better than the optimum, asked for by a constraint of the model and searched otherwise: nothing.
        const cut = sense === 'minimize' ? `constraint int_lt(${name},${expected});\n` : `constraint int_lt(${expected},${name});\n`;
        const again = buildFznProblem(parseFlatZinc(withSolve(text, 'solve satisfy;', cut)));
        if (again.failure) return;
        const other = COMBINATIONS[(k + OTHER) % COMBINATIONS.length]!;
        check(solve(again.problem, { ...other, maxSolutions: 1 }).status, `${describeCombination(other)}, after ${how}`).toBe('unsatisfiable');
      }),
      { numRuns: 400 },
    );
    // The property says something only if many models have an optimum (about one in five).
    expect(optimal).toBeGreaterThan(runs / 10);
  });
});

describe('random MiniZinc models with an objective, compiled with our mznlib', () => {
  it('branch and bound finds the optimum brute force finds over the model\'s own variables', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-random-opt-'));
    let n = 0;
    fc.assert(
      fc.property(
        randomMiniZinc,
        fc.constantFrom<Sense>('minimize', 'maximize'),
        fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 2, maxLength: 2 }),
        fc.nat(COMBINATIONS.length - 1),
        (m, sense, [a, b], k) => {
          const [wa, wb] = [a!, b!];
          // + 0: a zero weight times a value is -0 or 0, which toBe tells apart; the sum with 0 is 0.
          const objective = (x: number[]) => wa * x[0]! + wb * x[1]! + 0;
          const text = m.text.replace('solve satisfy;', `solve ${sense} ${wa} * x0 + ${wb} * x1;`);
          let expected: number | null = null;
          const x = m.domains.map(([lo]) => lo);
          const go = (i: number): void => {
            if (i === x.length) {
              if (m.tests.every((t) => t(x)) && (expected === null || better(sense, objective(x), expected))) expected = objective(x);
              return;
            }
            for (let v = m.domains[i]![0]; v <= m.domains[i]![1]; v++) {
              x[i] = v;
              go(i + 1);
            }
          };
          go(0);
          const file = join(dir, `m${n++}.mzn`);
          writeFileSync(file, text);
          const model = parseFlatZinc(compileModel(file, []).fzn, file);
          const built = buildFznProblem(model, file);
          const how = `${describeCombination(COMBINATIONS[k]!)} on\n${text}`;
          const result = searchOptimum(model, built, expected, COMBINATIONS[k]!, how);
          if (result !== null) check(built.objectiveValue(result.solutions.at(-1)!), how).toBe(expected);
        },
      ),
      { numRuns: 16 },
    );
  });
});
