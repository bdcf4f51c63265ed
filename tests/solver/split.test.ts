/**
 * Domain splitting with arc consistency (src/solver/split.ts) on random small problems: whatever
 * the student splits, and whichever half first, the solutions at the leaves are exactly the
 * backtracking solver's and a plain enumeration's, each passing the checker; every node's
 * domains are the arc-consistency closure (by the tables) of its parent's with the half; the
 * splits MRV with halving needs are recomputed by a recursion written here.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkBinaryCsp, type BinaryCsp } from '../../src/checkers/binary.ts';
import { BinaryTable, halves, HandArcs, mrvSplitVariable, solve, splitByMrv, SplitTree, type Problem } from '../../src/solver/index.ts';
import { binaryCsps, binaryProblem, bruteSolutions, loadFzn, show } from './cspFixtures.ts';
import { mrvSplitsByHand } from './mrvSplits.ts';
import { verbatim } from '../../src/text/index.ts';

type Domains = number[][];

/** The arc-consistency closure by the tables (as in handArcs.test.ts, written again to stay independent of it). */
function closure(csp: BinaryCsp, start: Domains): Domains {
  const d = start.map((x) => [...x]);
  const ok = (ci: number, x: number, a: number, b: number) => {
    const r = csp.relations[ci]!;
    return r.x === x ? r.allowed[a]![b]! : r.allowed[b]![a]!;
  };
  for (let changed = true; changed; ) {
    changed = false;
    csp.relations.forEach((r, ci) => {
      for (const [x, y] of [[r.x, r.y], [r.y, r.x]] as const) {
        const kept = d[x]!.filter((a) => d[y]!.some((b) => ok(ci, x, a, b)));
        if (kept.length !== d[x]!.length) {
          d[x] = kept;
          changed = true;
        }
      }
    });
  }
  return d;
}

const full = (csp: BinaryCsp): Domains => csp.domainSizes.map((size) => Array.from({ length: size }, (_, a) => a));

/** MRV with halving, recomputed (mrvSplits.ts) over the closure by the tables. */
function mrvByHand(csp: BinaryCsp): { splits: number; toEverySolution: number; solutions: string[] } {
  return mrvSplitsByHand(full(csp), (d) => closure(csp, d));
}

describe('domain splitting with arc consistency', () => {
  const instance = binaryCsps(2, 6, 4, 10).chain((csp) => fc.tuple(fc.constant(csp), fc.array(fc.tuple(fc.nat(), fc.boolean(), fc.nat()), { maxLength: 200 })));

  it('whatever the student splits: the leaves’ solutions are every solution, each node arc consistent, the count true', () => {
    let problems = 0;
    let splitsMade = 0;
    fc.assert(
      fc.property(instance, ([csp, moves]) => {
        const problem = binaryProblem(csp);
        const tree = new SplitTree(problem);
        const root = closure(csp, full(csp));
        if (root.some((d) => d.length === 0)) check(tree.nodes[0]!.status).toBe('failed');
        else check(tree.nodes[0]!.domains).toEqual(root);
        let lastSolutionAt = 0;
        for (let k = 0; !tree.done; k++) {
          // The student picks any open node (not always the next one), any splittable variable, either half.
          const open = tree.nodes.filter((n) => n.status === 'open');
          const [pickVariable, lowerFirst, pickNode] = moves[k % Math.max(1, moves.length)] ?? [0, true, 0];
          const node = open[pickNode % open.length]!;
          const splittable = tree.splittable(node.id);
          check(splittable).toEqual(node.domains.flatMap((d, v) => (d.length > 1 ? [v] : [])));
          const variable = splittable[pickVariable % splittable.length]!;
          const children = tree.split(node.id, variable, lowerFirst ? 'lower' : 'upper');
          const [lower, upper] = halves(node.domains[variable]!);
          check(children.map((c) => c.split!.values)).toEqual(lowerFirst ? [lower, upper] : [upper, lower]);
          for (const child of children) {
            const truth = closure(csp, node.domains.map((d, v) => (v === variable ? child.split!.values : d)));
            const wiped = truth.some((d) => d.length === 0);
            check(child.status === 'failed').toBe(wiped);
            if (!wiped) check(child.domains).toEqual(truth);
            if (child.status === 'solution') lastSolutionAt = tree.splits;
            check(child.madeAfter).toBe(tree.splits);
          }
        }
        const found = tree.solutions();
        for (const s of found) check(checkBinaryCsp(csp, s)).toEqual([]);
        const mine = found.map(show).sort();
        check(mine).toEqual(bruteSolutions(csp));
        check(mine).toEqual(solve(problem, { maxSolutions: Infinity }).solutions.map(show).sort());
        check(tree.count()).toEqual({ splits: tree.nodes.filter((n) => n.status === 'split').length, toEverySolution: lastSolutionAt, solutions: mine.length });
        problems++;
        splitsMade += tree.splits;
      }),
      { numRuns: 200 },
    );
    check(problems).toBe(200);
    expect(splitsMade).toBeGreaterThan(200);
  });

  it('MRV with halving: the count, the order of the solutions and the tree as recomputed here', () => {
    fc.assert(
      fc.property(binaryCsps(2, 7, 4, 12), (csp) => {
        const tree = splitByMrv(binaryProblem(csp));
        const byHand = mrvByHand(csp);
        check(tree.count()).toEqual({ splits: byHand.splits, toEverySolution: byHand.toEverySolution, solutions: byHand.solutions.length });
        check(tree.solutions().map(show)).toEqual(byHand.solutions);
        for (const node of tree.nodes) {
          if (node.status !== 'split') continue;
          check(node.splitVariable).toBe(mrvSplitVariable(node.domains));
          check(node.children.map((c) => tree.node(c).split!.half)).toEqual(['lower', 'upper']);
          const d = node.domains[node.splitVariable]!;
          const middle = Math.floor(d.length / 2);
          check(node.children.map((c) => tree.node(c).split!.values)).toEqual([d.slice(0, middle), d.slice(middle)]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('halves a domain as AIPython does: the first ⌊n/2⌋ values, then the rest', () => {
    check(halves([0, 1, 2])).toEqual([[0], [1, 2]]);
    check(halves([0, 1, 2, 3])).toEqual([[0, 1], [2, 3]]);
    check(halves([5, 7])).toEqual([[5], [7]]);
  });

  it('the next node is the first open one depth-first, the chosen half first', () => {
    const ne = (x: number, y: number) => new BinaryTable(x, y, [0, 1, 2].map((a) => [0, 1, 2].map((b) => a !== b)), 3, 3, verbatim(`${x}≠${y}`));
    const triangle: Problem = { variables: ['a', 'b', 'c'].map((name) => ({ name, size: 3 })), constraints: [ne(0, 1), ne(1, 2), ne(0, 2)] };
    const tree = new SplitTree(triangle);
    check(tree.next()).toBe(0);
    check(tree.splittable(0)).toEqual([0, 1, 2]);
    const [first, second] = tree.split(0, 0, 'upper');
    check(first.split).toEqual({ variable: 0, half: 'upper', values: [1, 2] });
    check(second.split).toEqual({ variable: 0, half: 'lower', values: [0] });
    check(second.domains).toEqual([[0], [1, 2], [1, 2]]);
    check(tree.next()).toBe(first.id);
    expect(() => tree.split(0, 1, 'lower')).toThrow(RangeError);
    expect(() => tree.split(second.id, 0, 'lower')).toThrow(RangeError);
    check(splitByMrv(triangle).count()).toEqual({ splits: 5, toEverySolution: 5, solutions: 6 });
  });

  it('the samples: SEND+MORE=MONEY needs no split (arc consistency solves it); Australia as recomputed from its map', () => {
    check(splitByMrv(loadFzn('send-more-money.fzn')).count()).toEqual({ splits: 0, toEverySolution: 0, solutions: 1 });
    const problem = loadFzn('australia.fzn');
    const australia = splitByMrv(problem);
    const names = problem.variables.map((v) => v.name);
    const borders = [['wa', 'nt'], ['wa', 'sa'], ['nt', 'sa'], ['nt', 'q'], ['sa', 'q'], ['sa', 'nsw'], ['sa', 'v'], ['q', 'nsw'], ['nsw', 'v']];
    const map: BinaryCsp = {
      domainSizes: names.map(() => 3),
      relations: borders.map(([a, b]) => ({ x: names.indexOf(a!), y: names.indexOf(b!), allowed: [0, 1, 2].map((p) => [0, 1, 2].map((q) => p !== q)) })),
    };
    const byHand = mrvByHand(map);
    expect(byHand.solutions).toHaveLength(18);
    check(australia.count()).toEqual({ splits: byHand.splits, toEverySolution: byHand.toEverySolution, solutions: 18 });
    // The model's value index of a colour is its number 1..3 (enum Colour).
    check(australia.solutions().map((s) => show(s.map((x) => x - 1)))).toEqual(byHand.solutions);
    // Any two halves of a colour: 18 solutions, each a leaf, in a full binary tree of splits.
    check(australia.count().splits).toBe(australia.nodes.length - 1 - australia.count().splits);
    check(HandArcs.everyArc(loadFzn('australia.fzn')).finish()).toBe(18);
  });
});
