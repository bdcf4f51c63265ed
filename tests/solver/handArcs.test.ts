/**
 * Arc consistency by hand (src/solver/handArcs.ts): whatever order a student revises the arcs
 * in, the domains end as AC-3's fixpoint (src/solver/inference.ts) and as the tests' own
 * arc-consistency closure from the relation tables; every revision's facts (what it removes and
 * why, the supports of what stays, the arcs put back) hold by the tables; AC-3's own count of
 * revisions is recomputed by a textbook AC-3 written here. Constraints on more variables: GAC on
 * SEND+MORE=MONEY against an independent closure (reachable sums for the linear equation, a
 * matching for the all-different), and on random puzzles of every kind (order-independent,
 * keeping every solution, at least as strong as AC-3's propagators).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BinaryCsp } from '../../src/checkers/binary.ts';
import { establishArcConsistency, HandArcs, State, type Arc, type Problem } from '../../src/solver/index.ts';
import { crossword, futoshiki, latin, Rng } from '../agreement/families.ts';
import { binaryCsps, binaryProblem, loadFznModel } from './cspFixtures.ts';
import { english, verbatim } from '../../src/text/index.ts';

type Domains = number[][];

const allowed = (csp: BinaryCsp, ci: number, x: number, a: number, b: number): boolean => {
  const r = csp.relations[ci]!;
  return r.x === x ? r.allowed[a]![b]! : r.allowed[b]![a]!;
};
const otherOf = (csp: BinaryCsp, ci: number, x: number): number => (csp.relations[ci]!.x === x ? csp.relations[ci]!.y : csp.relations[ci]!.x);

/** The arc-consistency closure, by the tables: remove unsupported values until none is left to remove. */
function closure(csp: BinaryCsp, start: Domains): Domains {
  const d = start.map((x) => [...x]);
  for (let changed = true; changed; ) {
    changed = false;
    csp.relations.forEach((r, ci) => {
      for (const x of [r.x, r.y]) {
        const y = otherOf(csp, ci, x);
        const kept = d[x]!.filter((a) => d[y]!.some((b) => allowed(csp, ci, x, a, b)));
        if (kept.length !== d[x]!.length) {
          d[x] = kept;
          changed = true;
        }
      }
    });
  }
  return d;
}

/**
 * AC-3 as the textbook writes it (Russell & Norvig fig. 6.3), over (variable, relation) arcs, the
 * queue a FIFO starting with `queue`: how many revisions it makes, and its domains.
 */
function textbookAc3(csp: BinaryCsp, start: Domains, queue: [number, number][]): { revisions: number; domains: Domains; empty: boolean } {
  const d = start.map((x) => [...x]);
  const q = [...queue];
  const waiting = new Set(q.map(([x, ci]) => `${x}:${ci}`));
  let revisions = 0;
  while (q.length > 0) {
    const [x, ci] = q.shift()!;
    waiting.delete(`${x}:${ci}`);
    revisions++;
    const y = otherOf(csp, ci, x);
    const kept = d[x]!.filter((a) => d[y]!.some((b) => allowed(csp, ci, x, a, b)));
    if (kept.length === d[x]!.length) continue;
    d[x] = kept;
    if (kept.length === 0) return { revisions, domains: d, empty: true };
    csp.relations.forEach((r, cj) => {
      if (cj === ci || (r.x !== x && r.y !== x)) return;
      const z = otherOf(csp, cj, x);
      if (waiting.has(`${z}:${cj}`)) return;
      waiting.add(`${z}:${cj}`);
      q.push([z, cj]);
    });
  }
  return { revisions, domains: d, empty: false };
}

const full = (csp: BinaryCsp): Domains => csp.domainSizes.map((size) => Array.from({ length: size }, (_, a) => a));

/** The engine's AC-3 (inference.ts) on the domains `start`: its domains, or null when it finds a wipe-out. */
function engineAc3(problem: Problem, start: Domains): Domains | null {
  const state = new State(problem);
  start.forEach((d, v) => {
    for (let a = 0; a < problem.variables[v]!.size; a++) if (!d.includes(a)) state.remove(v, a);
  });
  if (!establishArcConsistency(state)) return null;
  const out = new Int32Array(state.largestDomain);
  return start.map((_, v) => Array.from(out.subarray(0, state.valuesOf(v, out))));
}

/** Drive a machine to the end, revising `picks[k] mod |queue|`-th arc of the queue at step k (then the first). */
function driveRandomly(m: HandArcs, picks: readonly number[], onRevision?: (queueBefore: Arc[], r: ReturnType<HandArcs['revise']>, before: Domains) => void): void {
  for (let k = 0; !m.done; k++) {
    const queue = m.queue();
    const before = m.domains();
    const arc = queue[k < picks.length ? picks[k]! % queue.length : 0]!;
    const r = m.revise(arc);
    onRevision?.(queue, r, before);
  }
}

describe('arc consistency by hand on random binary problems', () => {
  const instance = binaryCsps(2, 7, 4, 12).chain((csp) => fc.tuple(fc.constant(csp), fc.array(fc.nat(), { maxLength: 60 })));

  it('ends, in any order, with AC-3’s domains and the closure by the tables; AC-3’s count of revisions as a textbook AC-3 makes it', () => {
    let runs = 0;
    fc.assert(
      fc.property(instance, ([csp, picks]) => {
        const problem = binaryProblem(csp);
        const m = HandArcs.everyArc(problem);
        expect(m.queue().map((a) => [a.variable, a.constraint])).toEqual(csp.relations.flatMap((r, ci) => [[r.x, ci], [r.y, ci]]));
        driveRandomly(m, picks);
        const truth = closure(csp, full(csp));
        const wiped = truth.some((d) => d.length === 0);
        const engine = engineAc3(problem, full(csp));
        expect(engine === null).toBe(wiped);
        expect(m.wipedOut >= 0).toBe(wiped);
        if (!wiped) {
          expect(m.domains()).toEqual(truth);
          expect(engine).toEqual(truth);
        }
        const textbook = textbookAc3(csp, full(csp), csp.relations.flatMap((r, ci) => [[r.x, ci], [r.y, ci]] as [number, number][]));
        const fifo = m.fifoFromStart();
        expect(fifo.revisions).toBe(textbook.revisions);
        expect(fifo.wipedOut >= 0).toBe(textbook.empty);
        if (!wiped) expect(fifo.domains).toEqual(truth);
        runs++;
      }),
      { numRuns: 400 },
    );
    expect(runs).toBe(400);
  });

  it('each revision: the values it removes have no support, those it keeps show one, the arcs it puts back are those into the variable', () => {
    fc.assert(
      fc.property(instance, ([csp, picks]) => {
        const m = HandArcs.everyArc(binaryProblem(csp));
        driveRandomly(m, picks, (queue, r, before) => {
          const { variable: x, constraint: ci, others } = r.arc;
          const y = otherOf(csp, ci, x);
          expect(others).toEqual([y]);
          expect(r.before).toEqual(before[x]);
          expect(r.against).toEqual([before[y]]);
          for (const a of r.removed) expect(before[y]!.some((b) => allowed(csp, ci, x, a, b))).toBe(false);
          for (const s of r.supports) {
            expect(before[y]).toContain(s.others[0]);
            expect(allowed(csp, ci, x, s.value, s.others[0]!)).toBe(true);
          }
          expect([...r.removed, ...r.supports.map((s) => s.value)].sort((a, b) => a - b)).toEqual(before[x]);
          expect(r.wipeout).toBe(r.supports.length === 0);
          // Put back: ⟨z, c'⟩ for every other relation c' on x, unless waiting already (none after a wipe-out).
          const waiting = new Set(queue.filter((a) => a.id !== r.arc.id).map((a) => `${a.variable}:${a.constraint}`));
          const expected =
            r.removed.length === 0 || r.wipeout
              ? []
              : csp.relations.flatMap((rel, cj) => (cj !== ci && (rel.x === x || rel.y === x) && !waiting.has(`${otherOf(csp, cj, x)}:${cj}`) ? [`${otherOf(csp, cj, x)}:${cj}`] : []));
          expect(r.requeued.map((a) => `${a.variable}:${a.constraint}`)).toEqual(expected);
          if (r.wipeout) expect(m.queue()).toEqual([]);
        });
        expect(m.revisions).toBe(m.history.length);
      }),
      { numRuns: 300 },
    );
  });

  it('after an assignment: the arcs into the variable queued, ending with the closure of the narrowed domains', () => {
    const assigned = binaryCsps(2, 7, 4, 12).chain((csp) =>
      fc.tuple(fc.constant(csp), fc.nat(csp.domainSizes.length - 1), fc.nat(), fc.array(fc.nat(), { maxLength: 40 })),
    );
    fc.assert(
      fc.property(assigned, ([csp, x, pick, picks]) => {
        const start = closure(csp, full(csp));
        if (start.some((d) => d.length === 0)) return;
        const value = start[x]![pick % start[x]!.length]!;
        const m = HandArcs.afterAssignment(binaryProblem(csp), x, value, start);
        const into = csp.relations.flatMap((r, ci) => (r.x === x ? [[r.y, ci]] : r.y === x ? [[r.x, ci]] : []));
        expect(m.queue().map((a) => [a.variable, a.constraint])).toEqual(into);
        driveRandomly(m, picks);
        const narrowed = start.map((d, v) => (v === x ? [value] : d));
        const truth = closure(csp, narrowed);
        if (truth.some((d) => d.length === 0)) expect(m.wipedOut).toBeGreaterThanOrEqual(0);
        else expect(m.domains()).toEqual(truth);
        expect(m.fifoFromStart().revisions).toBe(textbookAc3(csp, narrowed, into as [number, number][]).revisions);
      }),
      { numRuns: 300 },
    );
  });

  it('grades a student’s marks value by value, by the tables, without revising', () => {
    const marking = binaryCsps(2, 6, 4, 10).chain((csp) => fc.tuple(fc.constant(csp), fc.array(fc.tuple(fc.nat(), fc.array(fc.boolean(), { minLength: 4, maxLength: 4 })), { maxLength: 30 })));
    fc.assert(
      fc.property(marking, ([csp, moves]) => {
        const m = HandArcs.everyArc(binaryProblem(csp));
        for (let k = 0; !m.done; k++) {
          const queue = m.queue();
          const [pick, marks] = moves[k] ?? [0, [false, false, false, false]];
          const arc = queue[pick % queue.length]!;
          const x = arc.variable;
          const y = otherOf(csp, arc.constraint, x);
          const before = m.domains();
          const marked = before[x]!.filter((a) => marks[a]);
          const grade = m.gradeMarks(arc, marked);
          expect(m.domains()).toEqual(before);
          for (const v of grade.values) {
            const supported = before[y]!.some((b) => allowed(csp, arc.constraint, x, v.value, b));
            expect(v.removed).toBe(!supported);
            expect(v.marked).toBe(marked.includes(v.value));
            if (supported) expect(allowed(csp, arc.constraint, x, v.value, v.support![0]!)).toBe(true);
            else expect(v.support).toBeNull();
          }
          expect(grade.missed).toEqual(grade.values.filter((v) => !v.marked && v.removed).map((v) => v.value));
          expect(grade.wronglyMarked).toEqual(grade.values.filter((v) => v.marked && !v.removed).map((v) => v.value));
          expect(grade.right).toBe(grade.values.every((v) => v.marked === v.removed));
          expect(m.revise(arc).removed).toEqual(grade.revision.removed);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an arc that is not waiting, and a value outside the domain', () => {
    const csp: BinaryCsp = { domainSizes: [2, 2], relations: [{ x: 0, y: 1, allowed: [[false, true], [true, false]] }] };
    const m = HandArcs.everyArc(binaryProblem(csp));
    const first = m.queue()[0]!;
    expect(m.examine(first).removed).toEqual([]);
    m.revise(first);
    expect(() => m.revise(first)).toThrow(RangeError);
    expect(() => HandArcs.afterAssignment(binaryProblem(csp), 0, 5)).toThrow(RangeError);
    expect(() => m.gradeMarks(m.queue()[0]!, [7])).toThrow(RangeError);
  });
});

describe('generalized arc consistency by hand on constraints of more variables', () => {
  it('SEND+MORE=MONEY: in any order, the closure an independent GAC finds (reachable sums, matchings)', () => {
    const fzn = loadFznModel('send-more-money.fzn');
    const problem = fzn.problem;
    const names = problem.variables.map((v) => v.name);
    const integer = (v: number, a: number) => a + fzn.offset[v]!;
    // The puzzle itself, read from the model's text: SEND + MORE = MONEY, distinct digits.
    const coefficient: Record<string, number> = { S: 1000, E: 91, N: -90, D: 1, M: -9000, O: -900, R: 10, Y: -1 };
    const coef = names.map((n) => coefficient[n]!);
    const supportedBySum = (d: number[][], v: number, x: number): boolean => {
      // Depth-first through the other letters, largest coefficient first, while 0 stays within reach.
      const rest = d.map((_, u) => u).filter((u) => u !== v).sort((a, b) => Math.abs(coef[b]!) - Math.abs(coef[a]!));
      const reach = (k: number): [number, number] => {
        let lo = 0;
        let hi = 0;
        for (const u of rest.slice(k)) {
          const terms = d[u]!.map((y) => coef[u]! * y);
          lo += Math.min(...terms);
          hi += Math.max(...terms);
        }
        return [lo, hi];
      };
      const ranges = rest.map((_, k) => reach(k));
      const go = (k: number, sum: number): boolean => {
        if (k === rest.length) return sum === 0;
        const [lo, hi] = ranges[k]!;
        if (sum + lo > 0 || sum + hi < 0) return false;
        return d[rest[k]!]!.some((y) => go(k + 1, sum + coef[rest[k]!]! * y));
      };
      return go(0, coef[v]! * x);
    };
    const supportedByDistinct = (d: number[][], v: number, x: number): boolean => {
      // A matching of the other letters to distinct digits other than x (augmenting paths).
      const owner = new Map<number, number>();
      const others = d.map((_, u) => u).filter((u) => u !== v);
      const place = (u: number, seen: Set<number>): boolean => {
        for (const y of d[u]!) {
          if (y === x || seen.has(y)) continue;
          seen.add(y);
          if (!owner.has(y) || place(owner.get(y)!, seen)) {
            owner.set(y, u);
            return true;
          }
        }
        return false;
      };
      return others.every((u) => place(u, new Set()));
    };
    const start: number[][] = names.map((n) => (n === 'S' || n === 'M' ? [1, 2, 3, 4, 5, 6, 7, 8, 9] : [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
    let truth = start;
    for (let changed = true; changed; ) {
      const next = truth.map((values, v) => values.filter((x) => supportedBySum(truth, v, x) && supportedByDistinct(truth, v, x)));
      changed = next.some((d, v) => d.length !== truth[v]!.length);
      truth = next;
    }
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 80 }), (picks) => {
        const m = HandArcs.everyArc(problem);
        expect(m.queue().every((a) => a.others.length === 7)).toBe(true);
        driveRandomly(m, picks, (_queue, r, before) => {
          // Each support is a real one: distinct digits, or a zero sum, with the value.
          // The two constraints by their readable labels (src/puzzles/model/labels.ts): all-different, or the sum.
          const sum = !english(problem.constraints[r.arc.constraint]!.label).startsWith('alldifferent(');
          for (const s of r.supports) {
            const digits = new Map<number, number>([[r.arc.variable, integer(r.arc.variable, s.value)]]);
            r.arc.others.forEach((u, k) => digits.set(u, integer(u, s.others[k]!)));
            if (sum) expect([...digits].reduce((sum, [u, y]) => sum + coef[u]! * y, 0)).toBe(0);
            else expect(new Set(digits.values()).size).toBe(8);
          }
          const ints = before.map((values, v) => values.map((a) => integer(v, a)));
          const check = sum ? supportedBySum : supportedByDistinct;
          for (const a of r.removed) expect(check(ints, r.arc.variable, integer(r.arc.variable, a))).toBe(false);
        });
        expect(m.domains().map((values, v) => values.map((a) => integer(v, a)))).toEqual(truth);
      }),
      { numRuns: 12 },
    );
  });

  it('constraints that do no filtering of their own: the GAC closure by listing tuples, in any order', () => {
    // "the sum of the scope's values is a multiple of k": only its test, no propagation.
    const sumConstraint = (scope: number[], k: number) => ({
      scope,
      label: verbatim(`sum ≡ 0 mod ${k}`),
      idempotent: false,
      isConsistent: (_d: unknown, values: Int32Array) => scope.some((v) => values[v]! < 0) || scope.reduce((s, v) => s + values[v]!, 0) % k === 0,
      forwardCheck: () => true,
      propagate: () => true,
      countSupports: () => {},
    });
    const instances = fc.integer({ min: 3, max: 5 }).chain((n) =>
      fc.tuple(
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: n, maxLength: n }),
        fc.array(fc.tuple(fc.uniqueArray(fc.nat(n - 1), { minLength: 2, maxLength: 4 }), fc.integer({ min: 2, max: 5 })), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 40 }),
      ),
    );
    fc.assert(
      fc.property(instances, ([sizes, sums, picks]) => {
        const problem: Problem = { variables: sizes.map((size, i) => ({ name: `x${i}`, size })), constraints: sums.map(([scope, k]) => sumConstraint(scope, k)) };
        // GAC closure by listing every tuple of each constraint's current domains.
        let d = sizes.map((size) => Array.from({ length: size }, (_, a) => a));
        for (let changed = true; changed; ) {
          changed = false;
          for (const [scope, k] of sums) {
            const supported = scope.map(() => new Set<number>());
            const tuple: number[] = [];
            const list = (i: number): void => {
              if (i === scope.length) {
                if (tuple.reduce((s, x) => s + x, 0) % k === 0) tuple.forEach((x, p) => supported[p]!.add(x));
                return;
              }
              for (const x of d[scope[i]!]!) {
                tuple[i] = x;
                list(i + 1);
              }
            };
            list(0);
            scope.forEach((v, p) => {
              const kept = d[v]!.filter((x) => supported[p]!.has(x));
              if (kept.length !== d[v]!.length) {
                d = d.map((x, u) => (u === v ? kept : x));
                changed = true;
              }
            });
          }
        }
        const m = HandArcs.everyArc(problem);
        driveRandomly(m, picks);
        if (d.some((x) => x.length === 0)) expect(m.wipedOut).toBeGreaterThanOrEqual(0);
        else expect(m.domains()).toEqual(d);
      }),
      { numRuns: 300 },
    );
  });

  it('random crosswords, Latin squares, Sudoku and Futoshiki: the same domains in any order, every solution kept, within AC-3’s', () => {
    const makers = [crossword, latin, futoshiki];
    let instances = 0;
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { maxLength: 50 }), (seed, picks) => {
        const rng = new Rng(seed);
        const inst = makers[seed % makers.length]!(rng);
        const fifo = HandArcs.everyArc(inst.problem);
        fifo.finish();
        const mine = HandArcs.everyArc(inst.problem);
        driveRandomly(mine, picks);
        expect(mine.wipedOut >= 0, inst.describe).toBe(fifo.wipedOut >= 0);
        const solutions = inst.brute();
        if (fifo.wipedOut >= 0) {
          expect(solutions.size, inst.describe).toBe(0);
          return;
        }
        expect(mine.domains(), inst.describe).toEqual(fifo.domains());
        const engine = engineAc3(inst.problem, HandArcs.everyArc(inst.problem).domains());
        expect(engine, inst.describe).not.toBeNull();
        fifo.domains().forEach((d, v) => expect(d.every((a) => engine![v]!.includes(a)), inst.describe).toBe(true));
        instances++;
      }),
      { numRuns: 150 },
    );
    expect(instances).toBeGreaterThan(30);
  });
});
