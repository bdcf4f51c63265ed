/**
 * Cutset conditioning (src/solver/cutset.ts) on random small problems whose graphs have cycles:
 * every solution passes the independent checker, and all of them equal (as sets) the backtracking
 * solver's and a plain enumeration's; the assignments of the cutset tried are counted
 * independently; the events name the problem's own variables and constraints.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkBinaryCsp, type BinaryCsp } from '../../src/checkers/binary.ts';
import { AllDifferentNeq, BinaryTable, cutsetConditioning, solve, solveCutset, type CutsetEvent, type Problem } from '../../src/solver/index.ts';
import { adjacency, binaryCsps, binaryProblem, bruteMinimumCutset, bruteSolutions, cspGraph, isForestWithout, loadFzn, show } from './cspFixtures.ts';
import { verbatim } from '../../src/text/index.ts';

/** Random binary CSPs whose graph has a cycle. */
const cyclic = binaryCsps(3, 7, 3, 11).filter((csp) => !isForestWithout(adjacency(cspGraph(csp)), new Set()));

/** Assignments of the cutset (in its order) satisfying every relation between two of its variables: the tests' own count. */
function consistentAssignments(csp: BinaryCsp, cutset: readonly number[]): number {
  const inside = new Set(cutset);
  const relations = csp.relations.filter((r) => inside.has(r.x) && inside.has(r.y));
  const values = new Map<number, number>();
  let count = 0;
  const go = (i: number): void => {
    if (i === cutset.length) {
      count++;
      return;
    }
    const v = cutset[i]!;
    for (let a = 0; a < csp.domainSizes[v]!; a++) {
      values.set(v, a);
      if (relations.every((r) => !values.has(r.x) || !values.has(r.y) || r.allowed[values.get(r.x)!]![values.get(r.y)!])) go(i + 1);
      values.delete(v);
    }
  };
  go(0);
  return count;
}

describe('cutset conditioning', () => {
  it('finds every solution the backtracking solver and brute force find, each passing the checker', () => {
    let problems = 0;
    let solutions = 0;
    fc.assert(
      fc.property(cyclic, (csp) => {
        const problem = binaryProblem(csp);
        const r = solveCutset(problem, { maxSolutions: Infinity });
        for (const s of r.solutions) check(checkBinaryCsp(csp, s)).toEqual([]);
        const mine = r.solutions.map(show).sort();
        check(new Set(mine).size).toBe(mine.length);
        const backtracking = solve(problem, { maxSolutions: Infinity }).solutions.map(show).sort();
        check(mine).toEqual(backtracking);
        check(mine).toEqual(bruteSolutions(csp));
        check(r.status).toBe(mine.length > 0 ? 'solved' : 'unsatisfiable');
        // The proposed cutset is a smallest one, and every consistent assignment of it was tried.
        const cutset = r.stats.cutset!.map((name) => Number(name.slice(1)));
        check(isForestWithout(adjacency(cspGraph(csp)), new Set(cutset))).toBe(true);
        check(cutset.length).toBe(bruteMinimumCutset(adjacency(cspGraph(csp))));
        check(r.stats.cutsetAssignments).toBe(consistentAssignments(csp, cutset));
        check(r.stats.solutions).toBe(mine.length);
        problems++;
        solutions += mine.length;
      }),
      { numRuns: 250 },
    );
    check(problems).toBe(250);
    expect(solutions).toBeGreaterThan(100);
  });

  it('with a cutset given (any cycle cutset, in any order): the same solutions; the first one when one is asked', () => {
    const withCutset = cyclic.chain((csp) => fc.tuple(fc.constant(csp), fc.shuffledSubarray(Array.from({ length: csp.domainSizes.length }, (_, i) => i))));
    fc.assert(
      fc.property(withCutset, ([csp, chosen]) => {
        const problem = binaryProblem(csp);
        const adj = adjacency(cspGraph(csp));
        if (!isForestWithout(adj, new Set(chosen))) {
          expect(() => solveCutset(problem, { cutset: chosen })).toThrow(RangeError);
          return;
        }
        const all = solveCutset(problem, { cutset: chosen, maxSolutions: Infinity });
        check(all.solutions.map(show).sort()).toEqual(bruteSolutions(csp));
        check(all.stats.cutset).toEqual(chosen.map((v) => `x${v}`));
        check(all.stats.cutsetAssignments).toBe(consistentAssignments(csp, chosen));
        const first = solveCutset(problem, { cutset: chosen });
        check(first.solutions.length).toBe(Math.min(1, all.solutions.length));
        if (first.solutions.length > 0) {
          check(checkBinaryCsp(csp, first.solutions[0]!)).toEqual([]);
          // The first solution is the first of all, found the same way.
          check(show(first.solutions[0]!)).toBe(show(all.solutions[0]!));
          expect(first.stats.cutsetAssignments).toBeLessThanOrEqual(all.stats.cutsetAssignments!);
          // Every value given is a node, every one taken back a backtrack: the difference is what the solution holds.
          check(first.stats.nodes - first.stats.backtracks).toBe(csp.domainSizes.length);
        }
        const two = solveCutset(problem, { cutset: chosen, maxSolutions: 2 });
        check(two.solutions.map(show)).toEqual(all.solutions.slice(0, 2).map(show));
      }),
      { numRuns: 250 },
    );
  });

  it('takes constraints on more variables: all-different triples with binary tables, as the backtracking solver', () => {
    const instances = binaryCsps(4, 6, 3, 5).chain((csp) =>
      fc.tuple(fc.constant(csp), fc.array(fc.uniqueArray(fc.nat(csp.domainSizes.length - 1), { minLength: 3, maxLength: 3 }), { maxLength: 2 })),
    );
    fc.assert(
      fc.property(instances, ([csp, triples]) => {
        const base = binaryProblem(csp);
        const problem: Problem = { variables: base.variables, constraints: [...base.constraints, ...triples.map((t, i) => new AllDifferentNeq(t, verbatim(`alldiff${i}`)))] };
        const distinct = (values: readonly number[]) => triples.every((t) => new Set(t.map((v) => values[v])).size === 3);
        const brute = bruteSolutions(csp).filter((s) => distinct(s.split(',').map(Number)));
        const r = solveCutset(problem, { maxSolutions: Infinity });
        check(r.solutions.map(show).sort()).toEqual(brute);
        check(solve(problem, { maxSolutions: Infinity }).solutions.map(show).sort()).toEqual(brute);
      }),
      { numRuns: 150 },
    );
  });

  it('its events: the cutset, then per assignment its prunes or the tree algorithm on the rest, in the problem’s names', () => {
    fc.assert(
      fc.property(cyclic, (csp) => {
        const problem = binaryProblem(csp);
        const events: CutsetEvent[] = [...cutsetConditioning(problem, { maxSolutions: Infinity })];
        const first = events[0]!;
        if (first.type !== 'cutset') throw new Error('the first event names the cutset');
        check(first.proposed).toBe(true);
        const inCutset = new Set(first.cutset);
        const rest = Array.from({ length: csp.domainSizes.length }, (_, v) => v).filter((v) => !inCutset.has(v));
        let cutsetValues = new Map<number, number>();
        let domains: number[][] = [];
        const values = new Int32Array(csp.domainSizes.length).fill(-1);
        let conditions = 0;
        for (const e of events.slice(1)) {
          switch (e.type) {
            case 'condition':
              conditions++;
              check(e.index).toBe(conditions);
              cutsetValues = new Map(Array.from(first.cutset, (v, i) => [v, e.values[i]!]));
              domains = csp.domainSizes.map((size) => Array.from({ length: size }, (_, a) => a));
              values.fill(-1);
              for (const [v, a] of cutsetValues) values[v] = a;
              break;
            case 'prune': {
              // The constraint relates the variable to a cutset variable whose value rules the value out.
              const r = csp.relations[e.constraint]!;
              check(inCutset.has(e.variable)).toBe(false);
              const other = r.x === e.variable ? r.y : r.x;
              check([r.x, r.y]).toContain(e.variable);
              check(inCutset.has(other)).toBe(true);
              const allowed = r.x === e.variable ? r.allowed[e.value]![cutsetValues.get(other)!] : r.allowed[cutsetValues.get(other)!]![e.value];
              check(allowed).toBe(false);
              domains[e.variable] = domains[e.variable]!.filter((a) => a !== e.value);
              break;
            }
            case 'order':
              check(Array.from(e.order).sort((a, b) => a - b)).toEqual(rest);
              break;
            case 'revise': {
              // Every value it removes has no compatible value left in the child, by the tables of the constraints named.
              for (const ci of e.constraints) check([csp.relations[ci]!.x, csp.relations[ci]!.y].sort()).toEqual([e.parent, e.child].sort());
              for (const a of e.removed) {
                const supported = domains[e.child]!.some((b) =>
                  csp.relations.every((r) => !((r.x === e.parent && r.y === e.child) || (r.y === e.parent && r.x === e.child)) || (r.x === e.parent ? r.allowed[a]![b] : r.allowed[b]![a])),
                );
                check(supported).toBe(false);
              }
              domains[e.parent] = domains[e.parent]!.filter((a) => !e.removed.includes(a));
              break;
            }
            case 'assign':
              check(inCutset.has(e.variable)).toBe(false);
              check(domains[e.variable]).toContain(e.value);
              values[e.variable] = e.value;
              break;
            case 'reassign':
              check(values[e.variable]).toBe(e.previous);
              values[e.variable] = e.value;
              break;
            case 'solution':
              check(show(e.values)).toBe(show(values));
              check(checkBinaryCsp(csp, e.values)).toEqual([]);
              break;
            case 'wipeout':
              check(domains[e.variable]!.length === 0 || events.some((x) => x.type === 'revise' && x.parent === e.variable && x.size === 0)).toBe(true);
              break;
            case 'done':
              check(e.stats.cutsetAssignments).toBe(conditions);
              break;
            default:
              throw new Error(`unexpected event ${e.type}`);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('Australia: South Australia is the cutset; the 18 colourings; a node limit stops it', () => {
    const australia = loadFzn('australia.fzn');
    const all = solveCutset(australia, { maxSolutions: Infinity });
    check(all.stats.cutset).toEqual(['sa']);
    check(all.stats.cutsetAssignments).toBe(3);
    expect(all.solutions).toHaveLength(18);
    const first = solveCutset(australia);
    expect(first).toMatchObject({ status: 'solved', stats: { cutset: ['sa'], cutsetAssignments: 1, nodes: 7, backtracks: 0 } });
    const stopped = solveCutset(australia, { maxSolutions: Infinity, nodeLimit: 10 });
    check(stopped.status).toBe('stopped');
    expect(stopped.solutions.length).toBeLessThan(18);
    // A forest needs no cutset: one (empty) assignment, the tree algorithm alone.
    const tree = solveCutset(loadFzn('australia-tree.fzn'));
    expect(tree.stats).toMatchObject({ cutset: [], cutsetAssignments: 1 });
  });

  it('refuses a set that is not a cycle cutset', () => {
    const ne = (x: number, y: number) => new BinaryTable(x, y, [[false, true], [true, false]], 2, 2, verbatim(`${x}≠${y}`));
    const triangle: Problem = { variables: ['a', 'b', 'c'].map((name) => ({ name, size: 2 })), constraints: [ne(0, 1), ne(1, 2), ne(2, 0)] };
    expect(() => solveCutset(triangle, { cutset: [] })).toThrow(RangeError);
    check(solveCutset(triangle, { cutset: [1] }).status).toBe('unsatisfiable');
  });
});
