/**
 * Branch and bound (src/solver/objective.ts) on random small binary CSPs with an objective, under
 * every combination of search options (tests/solver/combinations.ts): the optimum is the one brute
 * force finds; every improving solution is a solution (the independent checker) and better than the
 * one before; the last is optimal, and a second search, with another combination, over the same
 * problem with the objective's domain cut to values better than the optimum finds nothing. A limit
 * ends it `solved` with the best so far, never `optimal`; its events say when the bound tightens and
 * when it cuts. Min-conflicts keeps improving and never says optimal; the tree algorithm refuses.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import {
  ObjectiveBound,
  State,
  search,
  solve,
  solveMinConflicts,
  treeCsp,
  treeRefusal,
  type Problem,
  type SearchEvent,
  type SearchOptions,
  type SearchResult,
  type Sense,
} from '../../src/solver/index.ts';
import { binary, Rng, type Instance } from '../agreement/families.ts';
import { describeCombination, everyCombination } from './combinations.ts';

const COMBINATIONS = everyCombination();
/** Cases: each combination twice, on other instances. */
const CASES = COMBINATIONS.length * 2;
/** The second search's combination: far from the first's. */
const OTHER = 769;

interface Optimisation {
  instance: Instance;
  problem: Problem;
  variable: number;
  sense: Sense;
  /** Brute force's solutions, and the best objective among them (null: none). */
  solutions: number[][];
  optimum: number | null;
}

const better = (sense: Sense, a: number, b: number): boolean => (sense === 'minimize' ? a < b : a > b);

/** A random binary CSP (tests/agreement/families.ts) with one of its variables to minimise or maximise. */
function optimisation(seed: number): Optimisation {
  const rng = new Rng(seed);
  const instance = binary(rng);
  const variable = rng.between(0, instance.problem.variables.length - 1);
  const sense: Sense = rng.chance(0.5) ? 'minimize' : 'maximize';
  const solutions = [...instance.brute()].map((s) => s.split(',').map(Number));
  let optimum: number | null = null;
  for (const s of solutions) if (optimum === null || better(sense, s[variable]!, optimum)) optimum = s[variable]!;
  return { instance, problem: { ...instance.problem, objective: { variable, sense } }, variable, sense, solutions, optimum };
}

/** What is wrong with a finished branch and bound (empty: it agrees with brute force). */
function judge(o: Optimisation, result: SearchResult): string[] {
  const wrong: string[] = [];
  const { variable, sense, optimum } = o;
  const known = new Set(o.solutions.map((s) => s.join(',')));
  result.solutions.forEach((s, i) => {
    if (!known.has(Array.from(s).join(','))) wrong.push(`solution ${i} ${Array.from(s)} is not one brute force finds`);
    const problems = o.instance.check(s);
    if (problems.length > 0) wrong.push(`solution ${i} fails the checker: ${problems.join('; ')}`);
    if (i > 0 && !better(sense, s[variable]!, result.solutions[i - 1]![variable]!)) wrong.push(`solution ${i} does not improve on the one before`);
  });
  const last = result.solutions[result.solutions.length - 1];
  if (last && result.objective !== last[variable]) wrong.push(`objective ${result.objective} is not the last solution's ${last[variable]}`);
  if (optimum !== null && last && better(sense, last[variable]!, optimum)) wrong.push(`a solution beats brute force's optimum ${optimum}`);
  return wrong;
}

/** The problem without its objective, the objective's values cut to those better than `than`. */
function betterThan(o: Optimisation, than: number): Problem {
  const objective = o.problem.variables[o.variable]!;
  const values = (objective.initial ?? Array.from({ length: objective.size }, (_, a) => a)).filter((a) => better(o.sense, a, than));
  const variables = o.problem.variables.map((v, i) => (i === o.variable ? { ...v, initial: values } : v));
  return { variables, constraints: o.problem.constraints };
}

describe('branch and bound on random binary CSPs', () => {
  it(`every combination of options finds brute force's optimum (one solution or all asked for), and a search for better finds nothing (${CASES} cases)`, () => {
    let optimal = 0;
    let restarts = 0;
    for (let i = 0; i < CASES; i++) {
      const o = optimisation(0x51ed27 + i * 7919);
      // Half the cases ask for every solution (the CLI's --all): with an objective that changes nothing.
      const maxSolutions = i % 2 === 0 ? 1 : Infinity;
      const options: Partial<SearchOptions> = { ...COMBINATIONS[i % COMBINATIONS.length]!, seed: i, maxSolutions };
      const where = `case ${i}: ${describeCombination(options)}, ${o.sense} x${o.variable} on ${o.instance.describe}`;
      const result = solve(o.problem, options);
      check(judge(o, result), where).toEqual([]);
      if (maxSolutions === Infinity) restarts += result.stats.restarts;
      if (o.optimum === null) {
        check(result.status, where).toBe('unsatisfiable');
        check(result.solutions, where).toEqual([]);
        expect(result.objective, where).toBeUndefined();
        continue;
      }
      optimal++;
      check(result.status, where).toBe('optimal');
      check(result.objective, where).toBe(o.optimum);
      // The proof, by another configuration: nothing better than the optimum.
      const other = { ...COMBINATIONS[(i + OTHER) % COMBINATIONS.length]!, seed: i + 1 };
      const second = solve(betterThan(o, o.optimum), other);
      check(second.status, `${where}; second search ${describeCombination(other)}`).toBe('unsatisfiable');
    }
    // The cases say something only if most instances have solutions to optimise over.
    expect(optimal).toBeGreaterThan(CASES / 3);
    // Luby restarts are for a first solution, and for branch and bound (the bound kept) even when all are asked for.
    expect(restarts).toBeGreaterThan(0);
  });

  it('the bound allows exactly the values better than the best, across the domain\'s 32-bit words', () => {
    const size = 100;
    for (const sense of ['minimize', 'maximize'] as const) {
      for (const best of [0, 1, 30, 31, 32, 33, 63, 64, 65, 99]) {
        const bound = new ObjectiveBound({ variable: 0, sense }, 0, size, 'x');
        const state = new State({ variables: [{ name: 'x', size }], constraints: [bound] });
        bound.tighten(best);
        const kept = bound.enforce(state);
        const expected = Array.from({ length: size }, (_, a) => a).filter((a) => better(sense, a, best));
        check(kept, `${sense} ${best}`).toBe(expected.length > 0);
        if (kept) {
          const out = new Int32Array(size);
          check(Array.from(out.subarray(0, state.valuesOf(0, out))), `${sense} ${best}`).toEqual(expected);
        }
      }
    }
  });

  it('a limit ends it solved with the best so far and the limit, or stopped before any solution; never optimal unless it ran out', () => {
    let solvedAtLimit = 0;
    for (let i = 0; i < 600; i++) {
      const o = optimisation(0xb0b + i * 104729);
      const options: Partial<SearchOptions> = { ...COMBINATIONS[(i * 5) % COMBINATIONS.length]!, seed: i, nodeLimit: 1 + (i % 6) };
      const where = `case ${i}: ${describeCombination(options)}, node limit ${options.nodeLimit}, on ${o.instance.describe}`;
      const result = solve(o.problem, options);
      check(judge(o, result), where).toEqual([]);
      if (result.status === 'optimal') {
        check(result.objective, where).toBe(o.optimum);
      } else if (result.status === 'solved') {
        solvedAtLimit++;
        check(result.limit, where).toBe('stopped');
        expect(result.solutions.length, where).toBeGreaterThan(0);
      } else if (result.status === 'stopped') {
        check(result.solutions, where).toEqual([]);
        expect(result.limit, where).toBeUndefined();
      } else {
        check(result.status, where).toBe('unsatisfiable');
        expect(o.optimum, where).toBeNull();
      }
    }
    expect(solvedAtLimit).toBeGreaterThan(0);
  });

  it('events: each solution is followed by the bound it sets; each cut by the failure of the bound, with the objective no better than the best', () => {
    let cuts = 0;
    for (let i = 0; i < 400; i++) {
      const o = optimisation(0xc07 + i * 31);
      const options: Partial<SearchOptions> = { ...COMBINATIONS[(i * 3) % COMBINATIONS.length]!, seed: i };
      const where = `case ${i}: ${describeCombination(options)} on ${o.instance.describe}`;
      const events: SearchEvent[] = [...search(o.problem, { ...options, record: true })];
      const boundIndex = o.problem.constraints.length;
      let best: number | null = null;
      events.forEach((e, k) => {
        const next = events[k + 1];
        if (e.type === 'solution') {
          check(next, where).toEqual({ type: 'bound', variable: o.variable, value: e.values[o.variable], index: e.index, sense: o.sense });
          best = e.values[o.variable]!;
        }
        if (e.type === 'cut') {
          cuts++;
          check(e.variable, where).toBe(o.variable);
          check(e.best, where).toBe(best);
          check(better(o.sense, e.possible, e.best), where).toBe(false);
          check(next && (next.type === 'wipeout' || next.type === 'conflict') && next.constraint === boundIndex, where).toBe(true);
        }
        if ((e.type === 'wipeout' || e.type === 'conflict') && e.constraint === boundIndex) check(events[k - 1]?.type, where).toBe('cut');
        if (e.type === 'prune' && e.constraint === boundIndex) {
          check(e.variable, where).toBe(o.variable);
          check(best !== null && !better(o.sense, e.value, best), where).toBe(true);
        }
      });
      const done = events[events.length - 1]!;
      check(done.type).toBe('done');
      if (done.type === 'done' && best !== null) check(done.objective, where).toBe(best);
      // Recording changes nothing: the batch run makes the same search.
      const batch = solve(o.problem, options);
      if (done.type === 'done') check([batch.status, batch.stats.nodes, batch.objective], where).toEqual([done.status, done.stats.nodes, done.objective]);
    }
    expect(cuts).toBeGreaterThan(0);
  });
});

describe('branch and bound beyond depth-first search', () => {
  it('min-conflicts keeps improving solutions and says solved, never optimal', () => {
    let solved = 0;
    for (let i = 0; i < 300; i++) {
      const o = optimisation(0x10ca1 + i * 13);
      const where = `case ${i} on ${o.instance.describe}`;
      const result = solveMinConflicts(o.problem, { seed: i, maxSteps: 300, walk: 0.1 });
      check(result.status, where).not.toBe('optimal');
      check(judge(o, result), where).toEqual([]);
      if (result.status === 'solved') {
        solved++;
        expect(result.solutions.length, where).toBeGreaterThan(0);
      } else {
        check(result.solutions, where).toEqual([]);
      }
      if (o.optimum === null) check(result.solutions, where).toEqual([]);
    }
    expect(solved).toBeGreaterThan(30);
  });

  it('the tree algorithm refuses an objective, naming it', () => {
    const o = optimisation(5);
    check(treeRefusal(o.problem)).toEqual({ kind: 'objective', variable: o.variable, sense: o.sense });
    expect(() => treeCsp(o.problem).next()).toThrow(/cannot optimise/);
  });
});
