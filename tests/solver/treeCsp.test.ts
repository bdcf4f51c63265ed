/** The tree-structured CSP algorithm (R&N fig. 6.11) against brute force on random tree-shaped CSPs. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { forestProblem, forests, type Forest } from '../../src/app/test/forests.ts';
import { BinaryTable, isTreeStructured, solveTreeCsp, treeCsp, treeShape, type Constraint, type Problem, type TreeCspEvent } from '../../src/solver/index.ts';
import { english, verbatim } from '../../src/text/index.ts';

type Instance = Forest;

/** A random forest (src/app/test/forests.ts). */
const forest = forests({ min: 0.2, max: 0.9 });

/** Does the assignment satisfy everything? Read from the instance itself, not the constraints. */
function satisfies(inst: Instance, values: ArrayLike<number>): boolean {
  for (let v = 0; v < inst.sizes.length; v++) {
    if (!(values[v]! >= 0 && values[v]! < inst.sizes[v]!)) return false;
    if (inst.initial[v] && !inst.initial[v]!.includes(values[v]!)) return false;
  }
  return inst.edges.every((e) => e.allowed[values[e.x]!]![values[e.y]!]);
}

function bruteForceCount(inst: Instance): number {
  const n = inst.sizes.length;
  const values = new Array<number>(n).fill(0);
  let count = 0;
  const go = (i: number): void => {
    if (i === n) {
      if (satisfies(inst, values)) count++;
      return;
    }
    for (let a = 0; a < inst.sizes[i]!; a++) {
      values[i] = a;
      go(i + 1);
    }
  };
  go(0);
  return count;
}

describe('tree-structured CSP algorithm', () => {
  it('finds a solution exactly when brute force does, without backtracking, and the solution is right', () => {
    fc.assert(
      fc.property(forest, (inst) => {
        const problem = forestProblem(inst);
        check(isTreeStructured(problem)).toBe(true);
        const r = solveTreeCsp(problem);
        const count = bruteForceCount(inst);
        check(r.status).toBe(count > 0 ? 'solved' : 'unsatisfiable');
        if (count > 0) {
          check(satisfies(inst, r.solutions[0]!)).toBe(true);
          check(r.stats.nodes).toBe(inst.sizes.length);
          check(r.stats.backtracks).toBe(0);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('its events: an order with parents first, revisions from the leaves up, assignments from the root down', () => {
    fc.assert(
      fc.property(forest, (inst) => {
        const events: TreeCspEvent[] = [...treeCsp(forestProblem(inst))];
        const order = events[0]!;
        if (order.type !== 'order') throw new Error('the first event is the order');
        const position = new Map(Array.from(order.order, (v, i) => [v, i]));
        check(position.size).toBe(inst.sizes.length);
        order.parent.forEach((p, v) => {
          if (p >= 0) {
            expect(position.get(p)!).toBeLessThan(position.get(v)!);
            check(inst.edges.some((e) => (e.x === p && e.y === v) || (e.x === v && e.y === p))).toBe(true);
          }
        });
        const revisions = events.filter((e) => e.type === 'revise');
        for (let i = 1; i < revisions.length; i++) expect(position.get(revisions[i]!.child)!).toBeLessThan(position.get(revisions[i - 1]!.child)!);
        const assigned = events.filter((e) => e.type === 'assign');
        const values = new Map<number, number>();
        for (const a of assigned) {
          if (a.parent >= 0) check(values.has(a.parent)).toBe(true);
          values.set(a.variable, a.value);
        }
        const done = events[events.length - 1]!;
        check(done.type).toBe('done');
        if (done.type === 'done' && done.status === 'solved') expect(assigned).toHaveLength(inst.sizes.length);
      }),
      { numRuns: 200 },
    );
  });

  it('tells trees from graphs with a cycle or a constraint of three variables, and refuses them', () => {
    const ne = (x: number, y: number, label: string) => new BinaryTable(x, y, [[false, true], [true, false]], 2, 2, verbatim(label));
    const vars = [0, 1, 2].map((i) => ({ name: `v${i}`, size: 2 }));
    const path: Problem = { variables: vars, constraints: [ne(0, 1, 'a'), ne(1, 2, 'b')] };
    expect(treeShape(path)).toMatchObject({ binary: true, acyclic: true, components: 1, reason: null });
    const triangle: Problem = { variables: vars, constraints: [ne(0, 1, 'a'), ne(1, 2, 'b'), ne(2, 0, 'c')] };
    expect(treeShape(triangle)).toMatchObject({ acyclic: false });
    check(english(treeShape(triangle).reason!)).toBe('c closes a cycle of the constraint graph');
    check(isTreeStructured(triangle)).toBe(false);
    expect(() => solveTreeCsp(triangle)).toThrow(/forest/);
    const twice: Problem = { variables: vars, constraints: [ne(0, 1, 'a'), ne(1, 0, 'a again')] };
    check(isTreeStructured(twice)).toBe(true);
    check(solveTreeCsp(twice).status).toBe('solved');
    const forest2: Problem = { variables: [...vars, { name: 'v3', size: 2 }], constraints: [ne(0, 1, 'a'), ne(2, 3, 'b')] };
    check(treeShape(forest2).components).toBe(2);
    const ternary = { scope: [0, 1, 2], label: verbatim('sum'), idempotent: true } as unknown as Constraint;
    expect(treeShape({ variables: vars, constraints: [ternary] })).toMatchObject({ binary: false });
  });

  it('agrees with a cycle check by depth-first search on random graphs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 7 }).chain((n) => fc.tuple(fc.constant(n), fc.array(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), { maxLength: 9 }))), ([n, pairs]) => {
        const edges = pairs.filter(([a, b]) => a !== b);
        const variables = Array.from({ length: n }, (_, i) => ({ name: `v${i}`, size: 2 }));
        const constraints = edges.map(([a, b], i) => new BinaryTable(a, b, [[true, true], [true, true]], 2, 2, verbatim(`c${i}`)));
        // A graph (parallel edges merged) is a forest iff depth-first search never meets a visited vertex but through its parent edge.
        const adj = Array.from({ length: n }, () => new Set<number>());
        for (const [a, b] of edges) {
          adj[a]!.add(b);
          adj[b]!.add(a);
        }
        const seen = new Array<boolean>(n).fill(false);
        let cycle = false;
        const dfs = (v: number, from: number): void => {
          seen[v] = true;
          for (const u of adj[v]!) {
            if (u === from) continue;
            if (seen[u]) cycle = true;
            else dfs(u, v);
          }
        };
        for (let v = 0; v < n; v++) if (!seen[v]) dfs(v, -1);
        check(isTreeStructured({ variables, constraints })).toBe(!cycle);
      }),
      { numRuns: 300 },
    );
  });
});
