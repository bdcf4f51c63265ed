/**
 * Conflict-directed backjumping: on random binary CSPs (where dead ends are frequent and jumps
 * long) every inference and order finds exactly the brute-force solutions; it never searches more
 * nodes than chronological backtracking with the same static order, and it skips an independent
 * sub-problem that chronological backtracking enumerates.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { buildCrosswordModel, parseDictionary, parseSlotFile, WordIndex } from '../../src/puzzles/crossword/index.ts';
import { search, solve, type Constraint, type Problem, type SearchOptions, type Domains } from '../../src/solver/index.ts';
import { readFixture, readPublic } from '../data.ts';
import { backjumpCombinations, describeCombination } from './combinations.ts';
import { verbatim, type Message } from '../../src/text/index.ts';

/** A binary constraint given by its table of allowed pairs: `allowed[x][y]` for (a = x, b = y). */
class Relation implements Constraint {
  readonly scope: readonly number[];
  readonly label: Message;
  readonly idempotent = false;
  private readonly buffer = new Int32Array(32);

  constructor(
    readonly a: number,
    readonly b: number,
    readonly allowed: boolean[][],
  ) {
    this.scope = [a, b];
    this.label = verbatim(`R(${a}, ${b})`);
  }

  private ok(v: number, x: number, y: number): boolean {
    return v === this.a ? this.allowed[x]![y]! : this.allowed[y]![x]!;
  }

  isConsistent(domains: Domains, values: Int32Array): boolean {
    const x = values[this.a]!;
    const y = values[this.b]!;
    domains.checks++;
    return x < 0 || y < 0 || this.allowed[x]![y]!;
  }

  forwardCheck(domains: Domains, assigned: number): boolean {
    const other = assigned === this.a ? this.b : this.a;
    const x = domains.assignedValue(assigned);
    if (domains.isAssigned(other)) return this.ok(assigned, x, domains.assignedValue(other));
    const n = domains.valuesOf(other, this.buffer);
    for (let k = 0; k < n; k++) {
      const y = this.buffer[k]!;
      domains.checks++;
      if (!this.ok(assigned, x, y) && !domains.remove(other, y)) return false;
    }
    return true;
  }

  propagate(domains: Domains, changed: number): boolean {
    const other = changed === this.a ? this.b : this.a;
    const mine = new Int32Array(32);
    const m = domains.valuesOf(changed, mine);
    const n = domains.valuesOf(other, this.buffer);
    for (let k = 0; k < n; k++) {
      const y = this.buffer[k]!;
      let supported = false;
      for (let i = 0; i < m && !supported; i++) {
        domains.checks++;
        supported = this.ok(changed, mine[i]!, y);
      }
      if (!supported && !domains.remove(other, y)) return false;
    }
    return true;
  }

  countSupports(domains: Domains, variable: number, values: Int32Array, n: number, out: Float64Array): void {
    const other = variable === this.a ? this.b : this.a;
    if (domains.isAssigned(other)) return;
    const m = domains.valuesOf(other, this.buffer);
    for (let k = 0; k < n; k++) for (let i = 0; i < m; i++) if (this.ok(variable, values[k]!, this.buffer[i]!)) out[k]!++;
  }
}

interface Csp {
  sizes: number[];
  relations: { a: number; b: number; allowed: boolean[][] }[];
}

function problemOf(csp: Csp): Problem {
  return {
    variables: csp.sizes.map((size, v) => ({ name: `x${v}`, size })),
    constraints: csp.relations.map((r) => new Relation(r.a, r.b, r.allowed)),
  };
}

/** Every solution, by trying every combination of values. */
function bruteForce(csp: Csp): string[] {
  const out: string[] = [];
  const values = csp.sizes.map(() => 0);
  const place = (v: number): void => {
    if (v === csp.sizes.length) {
      if (csp.relations.every((r) => r.allowed[values[r.a]!]![values[r.b]!])) out.push(values.join(','));
      return;
    }
    for (let x = 0; x < csp.sizes[v]!; x++) {
      values[v] = x;
      place(v + 1);
    }
  };
  place(0);
  return out.sort();
}

/** Random binary CSPs: 3-8 variables, 2-4 values, a few fairly tight relations. */
const csp: fc.Arbitrary<Csp> = fc
  .record({ n: fc.integer({ min: 3, max: 8 }), d: fc.integer({ min: 2, max: 4 }) })
  .chain(({ n, d }) =>
    fc.record({
      sizes: fc.array(fc.integer({ min: 1, max: d }), { minLength: n, maxLength: n }),
      relations: fc.array(
        fc.record({
          a: fc.integer({ min: 0, max: n - 1 }),
          b: fc.integer({ min: 0, max: n - 1 }),
          allowed: fc.array(fc.array(fc.boolean(), { minLength: d, maxLength: d }), { minLength: d, maxLength: d }),
        }),
        { minLength: 1, maxLength: n + 2 },
      ),
    }),
  )
  .map((c) => ({ ...c, relations: c.relations.filter((r) => r.a !== r.b) }));

const COMBINATIONS = backjumpCombinations();

describe('backjumping finds exactly the brute-force solutions', () => {
  it('first solution: solvable exactly when brute force finds one, and the solution is one', () => {
    let jumps = 0;
    fc.assert(
      fc.property(csp, fc.constantFrom(...COMBINATIONS), (c, options) => {
        const want = bruteForce(c);
        const result = solve(problemOf(c), { ...options, maxSolutions: 1 });
        jumps += result.stats.backjumps;
        check(result.status, describeCombination(options)).toBe(want.length > 0 ? 'solved' : 'unsatisfiable');
        if (want.length > 0) check(want).toContain(Array.from(result.solutions[0]!).join(','));
      }),
      { numRuns: 1500, seed: 6 },
    );
    expect(jumps).toBeGreaterThan(50);
  });

  it('all solutions: exactly the brute-force set, each once (chronological after a solution)', () => {
    let jumps = 0;
    fc.assert(
      fc.property(csp, fc.constantFrom(...COMBINATIONS), (c, options) => {
        const result = solve(problemOf(c), { ...options, maxSolutions: Infinity });
        jumps += result.stats.backjumps;
        check(result.solutions.map((s) => Array.from(s).join(',')).sort(), describeCombination(options)).toEqual(bruteForce(c));
      }),
      { numRuns: 1500, seed: 9 },
    );
    expect(jumps).toBeGreaterThan(50);
  });

  it('with at most k solutions: the first k of the same search', () => {
    fc.assert(
      fc.property(csp, fc.constantFrom(...COMBINATIONS), fc.integer({ min: 1, max: 4 }), (c, options, k) => {
        const all = solve(problemOf(c), { ...options, maxSolutions: Infinity }).solutions.map((s) => Array.from(s).join(','));
        const some = solve(problemOf(c), { ...options, maxSolutions: k }).solutions.map((s) => Array.from(s).join(','));
        if (options.restarts !== 'luby') check(some).toEqual(all.slice(0, k));
        else check(some.length).toBe(Math.min(k, all.length));
      }),
      { numRuns: 300, seed: 12 },
    );
  });
});

describe('backjumping saves work', () => {
  /**
   * x0 ∈ {0, 1, 2} must be 2 (because of x4), x1..x3 take any of three values and constrain
   * nothing. Chronological backtracking tries all 27 fillings of x1..x3 under x0 = 0 and again
   * under x0 = 1; backjumping sees that x4's failures blame x0 alone and jumps straight back.
   */
  const independent: Csp = {
    sizes: [3, 3, 3, 3, 3],
    relations: [{ a: 0, b: 4, allowed: [0, 1, 2].map((x) => [0, 1, 2].map((y) => x === 2 && y === 0)) }],
  };

  it('skips an independent sub-problem', () => {
    for (const inference of ['none', 'fc', 'mac'] as const) {
      // FC and MAC see x0 = 0 fail at once; `none` only when it reaches x4.
      const options: Partial<SearchOptions> = { inference, ac3: false, variableOrder: 'static', valueOrder: 'lex' };
      const chrono = solve(problemOf(independent), options);
      const cbj = solve(problemOf(independent), { ...options, backjump: true });
      check(cbj.status).toBe('solved');
      check(Array.from(cbj.solutions[0]!)).toEqual(Array.from(chrono.solutions[0]!));
      expect(cbj.stats.nodes).toBeLessThanOrEqual(chrono.stats.nodes);
      if (inference === 'none') {
        check(chrono.stats.nodes).toBe(2 * (1 + 3 + 9 + 27 + 81) + 5);
        check(cbj.stats.nodes).toBe(2 * 7 + 5);
        check(cbj.stats.backjumps).toBe(2);
      }
    }
  });

  it('never more nodes than chronological backtracking with the same static order', () => {
    fc.assert(
      fc.property(csp, fc.constantFrom('none', 'fc', 'mac') as fc.Arbitrary<SearchOptions['inference']>, fc.boolean(), (c, inference, all) => {
        const options: Partial<SearchOptions> = { inference, ac3: false, variableOrder: 'static', valueOrder: 'lex', maxSolutions: all ? Infinity : 1 };
        const chrono = solve(problemOf(c), options);
        const cbj = solve(problemOf(c), { ...options, backjump: true });
        expect(cbj.stats.nodes).toBeLessThanOrEqual(chrono.stats.nodes);
        check(cbj.solutions.map((s) => Array.from(s).join(','))).toEqual(chrono.solutions.map((s) => Array.from(s).join(',')));
      }),
      { numRuns: 500, seed: 3 },
    );
  });

  it('seed000-p4 without inference: chronological backtracking needs millions of nodes, backjumping far fewer', () => {
    const top3000 = new WordIndex(parseDictionary(readFixture('crossword/top3000-english.txt')).words);
    const p4 = buildCrosswordModel(parseSlotFile(readPublic('puzzles/seed000-p4.slots'))[0]!, top3000, { reuse: true });
    const options: Partial<SearchOptions> = { inference: 'none', ac3: false, variableOrder: 'static' };
    const chrono = solve(p4.problem, { ...options, nodeLimit: 200_000 });
    const cbj = solve(p4.problem, { ...options, backjump: true, nodeLimit: 200_000 });
    check(chrono.status).toBe('stopped');
    check(cbj.status).toBe('solved');
    expect(cbj.stats.backjumps).toBeGreaterThan(0);
    check(cbj.stats.nodes).toBe(p4.problem.variables.length + cbj.stats.backtracks);
  });

  it('the option is off by default and changes nothing without it', () => {
    const c: Csp = { sizes: [2, 2, 2], relations: [{ a: 0, b: 2, allowed: [[false, false], [true, true]] }] };
    const events = [...search(problemOf(c), { inference: 'none', ac3: false, variableOrder: 'static', record: true })];
    check(events.some((e) => e.type === 'backjump')).toBe(false);
    const jumped = [...search(problemOf(c), { inference: 'none', ac3: false, variableOrder: 'static', record: true, backjump: true })];
    expect(jumped.filter((e) => e.type === 'backjump')).toHaveLength(1);
  });
});
