/**
 * Correctness at scale: on random small instances of four families (crosswords, Latin squares
 * with 4 x 4 Sudoku, Futoshiki, random binary CSPs), every combination of search options answers
 * as brute force does. Each case is one instance and one combination, run three ways:
 * - first solution: solvable exactly when brute force finds a solution; the solution passes the
 *   independent checker and is one of brute force's;
 * - all solutions: exactly brute force's set, each solution once and each passing the checker;
 * - random value order only: the first-solution run again with the same seed gives the same
 *   solution after the same number of nodes.
 *
 * AGREEMENT_CASES sets the number of cases (default 1,000; `npm run agree` runs 10,000). Case i
 * belongs to family i mod 4; a family's k-th case takes combination (k + 250 × family) mod 1,536
 * of `everyCombination()`, so 1,000 cases cover all 672 combinations where every option takes
 * effect and 328 of those where the solver ignores one, and 10,000 cover each combination at
 * least once in every family.
 */
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { solve, type SearchOptions } from '../../src/solver/index.ts';
import { describeCombination, EFFECTIVE_COMBINATIONS, everyCombination } from '../solver/combinations.ts';
import { FAMILIES, MAKERS, Rng, type Family } from './families.ts';

const DEFAULT_CASES = 1000;
const CASES = Number(process.env.AGREEMENT_CASES ?? DEFAULT_CASES);
if (!Number.isInteger(CASES) || CASES < FAMILIES.length) throw new Error(`AGREEMENT_CASES must be an integer of at least ${FAMILIES.length}, got ${process.env.AGREEMENT_CASES}`);
const COMBINATIONS = everyCombination();
/** Spread of the families over the combinations (see the header). */
const FAMILY_STRIDE = 250;

interface Case {
  index: number;
  family: Family;
  combination: number;
  options: Partial<SearchOptions>;
}

function casesOf(family: Family): Case[] {
  const f = FAMILIES.indexOf(family);
  const out: Case[] = [];
  for (let index = f, k = 0; index < CASES; index += FAMILIES.length, k++) {
    const combination = (k + FAMILY_STRIDE * f) % COMBINATIONS.length;
    out.push({ index, family, combination, options: COMBINATIONS[combination]! });
  }
  return out;
}

/** Runs made and combinations met, per family, for the summary. */
const tally = new Map<Family, { cases: number; runs: number; solvable: number; combinations: Set<number> }>();

/** Run one case; returns what went wrong (empty: it agrees). */
function runCase(c: Case): string[] {
  const rng = new Rng(0x9e3779b1 ^ Math.imul(c.index + 1, 0x85ebca6b));
  const instance = MAKERS[c.family](rng);
  const seed = rng.between(0, 1_000_000);
  const options = { ...c.options, seed };
  const expected = instance.brute();
  const problems: string[] = [];
  const t = tally.get(c.family)!;
  t.cases++;
  t.combinations.add(c.combination);
  if (expected.size > 0) t.solvable++;

  const first = solve(instance.problem, { ...options, maxSolutions: 1 });
  t.runs++;
  const wanted = expected.size > 0 ? 'solved' : 'unsatisfiable';
  if (first.status !== wanted) problems.push(`first solution: status ${first.status}, brute force ${wanted} (${expected.size} solutions)`);
  if (first.solutions.length > 1) problems.push(`first solution: ${first.solutions.length} solutions returned`);
  const firstSolution = first.solutions[0];
  if (firstSolution) {
    const shown = instance.show(firstSolution);
    const broken = instance.check(firstSolution);
    if (broken.length > 0) problems.push(`first solution ${shown} fails the checker: ${broken.join('; ')}`);
    if (!expected.has(shown)) problems.push(`first solution ${shown} is not one of brute force's`);
  }

  const all = solve(instance.problem, { ...options, maxSolutions: Infinity });
  t.runs++;
  if (all.status !== wanted) problems.push(`all solutions: status ${all.status}, brute force ${wanted}`);
  const shownAll = all.solutions.map((values) => instance.show(values));
  const found = new Set(shownAll);
  if (found.size !== shownAll.length) problems.push(`all solutions: ${shownAll.length - found.size} returned twice`);
  for (const values of all.solutions) {
    const broken = instance.check(values);
    if (broken.length > 0) problems.push(`all solutions: ${instance.show(values)} fails the checker: ${broken.join('; ')}`);
  }
  const missing = [...expected].filter((s) => !found.has(s));
  const extra = [...found].filter((s) => !expected.has(s));
  if (missing.length > 0) problems.push(`all solutions: missing ${missing.length} of ${expected.size}, e.g. ${missing[0]}`);
  if (extra.length > 0) problems.push(`all solutions: ${extra.length} not in brute force's set, e.g. ${extra[0]}`);
  if (all.stats.solutions !== all.solutions.length) problems.push(`all solutions: stats.solutions ${all.stats.solutions}, returned ${all.solutions.length}`);

  if (options.valueOrder === 'random') {
    const again = solve(instance.problem, { ...options, maxSolutions: 1 });
    t.runs++;
    const before = firstSolution ? instance.show(firstSolution) : '-';
    const after = again.solutions[0] ? instance.show(again.solutions[0]) : '-';
    if (after !== before || again.stats.nodes !== first.stats.nodes) {
      problems.push(`same seed ${seed}: ${after} after ${again.stats.nodes} nodes, first time ${before} after ${first.stats.nodes}`);
    }
  }
  return problems.map((p) => `case ${c.index} (${instance.describe}; ${describeCombination(options)} seed ${seed}): ${p}`);
}

describe(`every option combination agrees with brute force (${CASES} cases)`, () => {
  for (const family of FAMILIES) {
    const cases = casesOf(family);
    it(`${family}: ${cases.length} cases`, { timeout: 60_000 + CASES * 60 }, () => {
      tally.set(family, { cases: 0, runs: 0, solvable: 0, combinations: new Set() });
      const failures = cases.flatMap(runCase);
      check(failures.slice(0, 10), `${failures.length} failures`).toEqual([]);
      check(tally.get(family)!.cases).toBe(cases.length);
    });
  }

  it('counts every case once', () => {
    const counted = FAMILIES.map((f) => casesOf(f).length);
    check(counted.reduce((a, b) => a + b, 0)).toBe(CASES);
    const met = new Set(FAMILIES.flatMap((f) => casesOf(f).map((c) => c.combination)));
    // Every combination where each option takes effect is met at 672 cases or more.
    if (CASES >= EFFECTIVE_COMBINATIONS) for (let i = 0; i < EFFECTIVE_COMBINATIONS; i++) check(met.has(i)).toBe(true);
    const lines = FAMILIES.map((f) => {
      const t = tally.get(f);
      return t ? `  ${f}: ${t.cases} cases (${t.solvable} solvable), ${t.runs} solver runs, ${t.combinations.size} combinations` : `  ${f}: not run`;
    });
    console.log(
      `agreement: ${CASES} cases over ${met.size} of ${COMBINATIONS.length} option combinations ` +
        `(${[...met].filter((i) => i < EFFECTIVE_COMBINATIONS).length} of the ${EFFECTIVE_COMBINATIONS} where every option takes effect)\n${lines.join('\n')}`,
    );
  });
});
