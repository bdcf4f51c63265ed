/**
 * `branchOn: 'declared'` (what `minizinc --solver csp-playground` uses by default): the search
 * chooses among the model's own variables while one of them is open, and only then among those
 * MiniZinc introduced. Judged from the recorded events of random models with many introduced
 * variables (reified comparisons tied by clauses, as a flattened disjunction is), replayed here:
 * at each `select`, the variables assigned on the current path are the last `depth` assignments.
 * The same runs under `branchOn: 'all'` must break that order on some models (else the check
 * says nothing). Every solution passes the independent checker, and the optimum is brute
 * force's.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkModelSolution } from '../../src/checkers/model.ts';
import { parseFlatZinc, type FznModel } from '../../src/puzzles/model/flatzinc.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { search, solve, type SearchOptions } from '../../src/solver/index.ts';
import { searchCombinations, describeCombination } from '../solver/combinations.ts';
import { bruteForce } from './randomModels.ts';

/** Depth-first combinations (breadth-first search has no path to replay). */
const COMBINATIONS = searchCombinations().filter((o) => o.strategy !== 'bfs');

/**
 * A model of 2-4 declared variables and 2-5 introduced booleans, each the truth of a comparison of
 * two declared variables, with clauses over them; maybe an objective on the first variable.
 */
const randomModel = fc
  .record({
    domains: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 2, maxLength: 4 }),
    reified: fc.array(fc.tuple(fc.constantFrom('int_le_reif', 'int_eq_reif', 'int_ne_reif', 'int_lt_reif'), fc.nat(3), fc.nat(3)), { minLength: 2, maxLength: 5 }),
    clauses: fc.array(fc.tuple(fc.nat(4), fc.nat(4), fc.boolean()), { minLength: 1, maxLength: 3 }),
    solveItem: fc.constantFrom('satisfy', 'minimize x0', 'maximize x0'),
  })
  .map(({ domains, reified, clauses, solveItem }) => {
    const lines = domains.map((top, i) => `var 0..${top}: x${i} :: output_var;`);
    const x = (k: number) => `x${k % domains.length}`;
    reified.forEach((_, i) => lines.push(`var bool: b${i} :: var_is_introduced :: is_defined_var;`));
    reified.forEach(([name, a, b], i) => lines.push(`constraint ${name}(${x(a)},${x(b)},b${i}) :: defines_var(b${i});`));
    const b = (k: number) => `b${k % reified.length}`;
    for (const [p, q, negate] of clauses) lines.push(negate ? `constraint bool_clause([${b(p)}],[${b(q)}]);` : `constraint bool_clause([${b(p)},${b(q)}],[]);`);
    lines.push(`solve ${solveItem};`);
    return lines.join('\n');
  });

/** Violations of "declared first" in a recorded search: selects of an introduced variable while a declared one was open. */
function outOfOrder(model: FznModel, problem: ReturnType<typeof buildFznProblem>['problem'], options: Partial<SearchOptions>): number {
  const declared = model.vars.map((v) => !v.auxiliary);
  const path: number[] = [];
  let bad = 0;
  for (const e of search(problem, { ...options, record: true, maxSolutions: Infinity, nodeLimit: 5_000 })) {
    if (e.type === 'assign') {
      path.length = e.depth - 1;
      path.push(e.variable);
    } else if (e.type === 'select') {
      path.length = Math.min(path.length, e.depth);
      if (declared[e.variable]) continue;
      const assigned = new Set(path.slice(0, e.depth));
      if (declared.some((d, v) => d && !assigned.has(v))) bad++;
    }
  }
  return bad;
}

describe('branching on the declared variables first', () => {
  it('chooses an introduced variable only once every declared one is assigned; all variables do not', () => {
    let brokenByAll = 0;
    let runs = 0;
    fc.assert(
      fc.property(randomModel, fc.nat(COMBINATIONS.length - 1), (text, k) => {
        runs++;
        const model = parseFlatZinc(text);
        const built = buildFznProblem(model);
        if (built.failure) return;
        const options = COMBINATIONS[k]!;
        const how = `${describeCombination(options)} on\n${text}`;
        check(outOfOrder(model, built.problem, { ...options, branchOn: 'declared' }), how).toBe(0);
        if (outOfOrder(model, built.problem, { ...options, branchOn: 'all' }) > 0) brokenByAll++;
      }),
      { numRuns: 300 },
    );
    // The replay can see a violation: without the option, many runs choose an introduced variable early.
    expect(brokenByAll).toBeGreaterThan(runs / 10);
  });

  it('finds every solution, or the optimum, that brute force finds, each passing the checker', () => {
    fc.assert(
      fc.property(randomModel, fc.nat(COMBINATIONS.length - 1), (text, k) => {
        const model = parseFlatZinc(text);
        const built = buildFznProblem(model);
        const how = `${describeCombination(COMBINATIONS[k]!)} on\n${text}`;
        const expected = bruteForce(model);
        if (built.failure) {
          check(expected.size, how).toBe(0);
          return;
        }
        const objective = model.objective;
        const result = solve(built.problem, { ...COMBINATIONS[k]!, branchOn: 'declared', maxSolutions: Infinity });
        for (const s of result.solutions) check(checkModelSolution(model, (v) => built.value(s, v)), how).toEqual([]);
        const found = new Set(result.solutions.map((s) => model.vars.map((_, v) => built.value(s, v)).join(',')));
        if (objective === null) {
          check(result.status, how).toBe(expected.size === 0 ? 'unsatisfiable' : 'solved');
          check([...found].sort(), how).toEqual([...expected].sort());
          return;
        }
        if (expected.size === 0) {
          check(result.status, how).toBe('unsatisfiable');
          return;
        }
        check(result.status, how).toBe('optimal');
        const values = [...expected].map((s) => Number(s.split(',')[0]));
        const best = objective.sense === 'minimize' ? Math.min(...values) : Math.max(...values);
        check(built.objectiveValue(result.solutions.at(-1)!), how).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});
