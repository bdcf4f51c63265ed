/**
 * Every exercise question is graded truly (issue 31). Random small puzzles of several kinds
 * (N-queens, 4 × 4 Sudoku, graph colouring as a FlatZinc model), every inference, variable order
 * and value order, with and without backjumping, are run as exercises driven by random answers,
 * right and wrong. At each question this test recomputes, from the puzzle's own rules and the
 * domains the recorded events give (not from the solver's heuristics or decisions.ts), the set of
 * right answers (ties included) and every number a verdict's sentence names, and checks:
 * - the question's right set and numbers equal the recomputation, the algorithm's pick is in it;
 * - the run continues as the answer says: a right answer is the move made, a wrong one the pick;
 *   a backtrack question's answer is where the search goes next (a backtrack or a backjump);
 * - the run stays a real run: each run's events start with the previous run's (the same trace
 *   prefix) and every solution passes an independent check.
 * Binary branching runs the same loop: its variable and value questions are checked the same way,
 * and a dead end asks nothing there (the search takes the `x ≠ v` below: no choice).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { checkQueens } from '../../src/checkers/queens.ts';
import { checkSudoku } from '../../src/checkers/sudoku.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { buildQueensModel } from '../../src/puzzles/queens/index.ts';
import { SYMBOLS, buildSudokuModel, sudokuUnits } from '../../src/puzzles/sudoku/index.ts';
import {
  INFERENCES,
  minConflicts,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  search,
  type AskKind,
  type LocalSearchEvent,
  type LocalSearchOptions,
  type Problem,
  type Question,
  type SearchEvent,
  type SearchOptions,
} from '../../src/solver/index.ts';

/** A puzzle as this test knows it: its rules, written here from the puzzle, not from the model. */
interface Known {
  name: string;
  problem: Problem;
  /** Each variable's values before search. */
  initial: number[][];
  /** Each constraint's variables. */
  scopes: number[][];
  /** Constraint c allows v = a beside u = b. */
  allows: (c: number, v: number, a: number, u: number, b: number) => boolean;
  /** Problems with a solution, or [] when it is right. */
  check: (values: Int32Array) => string[];
  /**
   * How min-conflicts counts a constraint's conflicts with v: the pairs with v it forbids
   * (`pairs`), or 1 when the constraint is violated at all (`violated`: a constraint without a
   * pairwise count, as the GAC all-different of the Sudoku model).
   */
  counts: 'pairs' | 'violated';
  /**
   * How MAC revises the puzzle's constraints: pair by pair (their ≠ decomposition: the
   * value-elimination all-different of N-queens, a colouring's ≠) or whole (GAC: the Sudoku's
   * all-different with Régin's matching).
   */
  revise: 'pairs' | 'whole';
}

function queens(n: number): Known {
  const rows = Array.from({ length: n }, (_, r) => r);
  return {
    name: `${n}-queens`,
    problem: buildQueensModel(n).problem,
    initial: rows.map(() => rows.slice()),
    scopes: [rows, rows, rows],
    // Columns differ, rising diagonals (row + column) differ, falling diagonals (column − row) differ.
    allows: (c, v, a, u, b) => (c === 0 ? a !== b : c === 1 ? v + a !== u + b : a - v !== b - u),
    check: (values) => checkQueens(n, values),
    counts: 'pairs',
    revise: 'pairs',
  };
}

/** A 4 × 4 Sudoku: a solved grid with its digits permuted, some cells given. */
function sudoku(permutation: number[], givenMask: boolean[]): Known {
  const solved = [0, 1, 2, 3, 2, 3, 0, 1, 1, 0, 3, 2, 3, 2, 1, 0];
  const cells = solved.map((d, i) => (givenMask[i] ? permutation[d]! + 1 : 0));
  const { problem } = buildSudokuModel({ size: 4, boxRows: 2, boxCols: 2, cells: Uint8Array.from(cells), line: 0 });
  const givens = cells.map((d) => (d === 0 ? '.' : SYMBOLS[d - 1])).join('');
  return {
    name: `sudoku ${givens}`,
    problem,
    initial: cells.map((d) => (d > 0 ? [d - 1] : [0, 1, 2, 3])),
    scopes: sudokuUnits(4, 2, 2).map((u) => [...u]),
    allows: (_c, _v, a, _u, b) => a !== b,
    check: (values) => {
      const rows = [0, 1, 2, 3].map((r) => [0, 1, 2, 3].map((c) => SYMBOLS[values[r * 4 + c]!]).join(''));
      return checkSudoku(givens, rows);
    },
    counts: 'violated',
    revise: 'whole',
  };
}

/** Graph colouring written as FlatZinc (the model kind's input): int_ne on each edge. */
function colouring(n: number, colours: number, edges: [number, number][]): Known {
  const lines = Array.from({ length: n }, (_, i) => `var 1..${colours}: x${i} :: output_var;`);
  for (const [a, b] of edges) lines.push(`constraint int_ne(x${a}, x${b});`);
  lines.push('solve satisfy;');
  const built = buildFznProblem(parseFlatZinc(lines.join('\n')));
  const scopes = edges.map(([a, b]) => [a, b]);
  check(built.problem.constraints.map((c) => [...c.scope])).toEqual(scopes);
  return {
    name: `colour ${n} nodes, ${colours} colours, edges ${JSON.stringify(edges)}`,
    problem: built.problem,
    // Colour k (1..colours) is value k − offset of its variable.
    initial: Array.from({ length: n }, (_, v) => Array.from({ length: colours }, (_, k) => k + 1 - built.offset[v]!)),
    scopes,
    allows: (_c, _v, a, _u, b) => a !== b,
    check: (values) => edges.filter(([a, b]) => values[a] === values[b]).map(([a, b]) => `x${a} = x${b}`),
    counts: 'pairs',
    revise: 'pairs',
  };
}

/** What the recorded events say at their end: the assignment, its order, the domains, the failures per constraint. */
function replay(known: Known, events: readonly SearchEvent[]) {
  const n = known.initial.length;
  const value = new Array<number>(n).fill(-1);
  const stack: number[] = [];
  const domains = known.initial.map((d) => new Set(d));
  const prunes: [number, number][] = [];
  const failures = new Array<number>(known.scopes.length).fill(0);
  const restore = (count: number) => {
    for (let k = 0; k < count; k++) {
      const [v, a] = prunes.pop()!;
      domains[v]!.add(a);
    }
  };
  const unassign = (v: number) => {
    value[v] = -1;
    stack.splice(stack.lastIndexOf(v), 1);
  };
  for (const e of events) {
    switch (e.type) {
      case 'assign':
        value[e.variable] = e.value;
        stack.push(e.variable);
        break;
      case 'prune':
        domains[e.variable]!.delete(e.value);
        prunes.push([e.variable, e.value]);
        break;
      case 'wipeout':
      case 'conflict':
        failures[e.constraint]!++;
        break;
      case 'backtrack':
        unassign(e.variable);
        restore(e.restored);
        break;
      case 'backjump':
        for (const v of e.variables) unassign(v);
        restore(e.restored);
        break;
      case 'restart':
        for (const v of stack.slice()) unassign(v);
        restore(e.restored);
        break;
      default:
        break;
    }
  }
  return { value, stack, domains, failures };
}

/** The right answers and the numbers, recomputed from the puzzle and the replayed events. */
function recompute(known: Known, events: readonly SearchEvent[], q: Question, options: SearchOptions) {
  const { value, stack, domains, failures } = replay(known, events);
  const unassigned = (u: number) => value[u]! < 0;
  const on = (v: number) => known.scopes.flatMap((scope, c) => (scope.includes(v) ? [c] : []));
  if (q.ask === 'variable') {
    const candidates = value.flatMap((x, v) => {
      if (x >= 0) return [];
      const live = on(v).filter((c) => known.scopes[c]!.some((u) => u !== v && unassigned(u)));
      return [{ variable: v, size: domains[v]!.size, degree: live.length, weightedDegree: live.reduce((s, c) => s + 1 + failures[c]!, 0) }];
    });
    const min = (xs: number[]) => Math.min(...xs);
    let right: typeof candidates;
    if (options.variableOrder === 'static') right = candidates.slice(0, 1);
    else if (options.variableOrder === 'mrv') right = candidates.filter((c) => c.size === min(candidates.map((d) => d.size)));
    else if (options.variableOrder === 'mrv-degree') {
      const fewest = candidates.filter((c) => c.size === min(candidates.map((d) => d.size)));
      right = fewest.filter((c) => c.degree === Math.max(...fewest.map((d) => d.degree)));
    } else {
      // dom/wdeg: compare size / wdeg without dividing (a weighted degree of 0 counts as 1/2).
      const ratio = (c: (typeof candidates)[number]): [number, number] => (c.weightedDegree > 0 ? [c.size, c.weightedDegree] : [2 * c.size, 1]);
      const best = candidates.reduce((b, c) => (ratio(c)[0] * ratio(b)[1] < ratio(b)[0] * ratio(c)[1] ? c : b));
      right = candidates.filter((c) => ratio(c)[0] * ratio(best)[1] === ratio(best)[0] * ratio(c)[1]);
    }
    return { candidates, right: right.map((c) => c.variable) };
  }
  if (q.ask === 'value') {
    const v = q.variable;
    const values = [...domains[v]!].sort((a, b) => a - b);
    const candidates = values.map((a) => {
      let ruledOut = 0;
      for (const c of on(v)) {
        for (const u of known.scopes[c]!) {
          if (u === v || !unassigned(u)) continue;
          for (const b of domains[u]!) if (!known.allows(c, v, a, u, b)) ruledOut++;
        }
      }
      return { value: a, ruledOut };
    });
    const fewest = Math.min(...candidates.map((c) => c.ruledOut));
    const right =
      options.valueOrder === 'lex' ? [values[0]!]
      : options.valueOrder === 'reverse' ? [values[values.length - 1]!]
      : options.valueOrder === 'random' ? values
      : candidates.filter((c) => c.ruledOut === fewest).map((c) => c.value);
    return { candidates, right };
  }
  return { candidates: stack.slice().reverse(), right: null };
}

/**
 * A prune question's truth, from the puzzle's rules and the replayed events: the values each
 * looked-at variable has before the inference, and which of them the inference removes. Forward
 * checking: the unassigned variables sharing a constraint with the assigned one lose the values
 * some such constraint forbids beside it. MAC: arc consistency from the assignment (the constraints
 * on it, then those on each variable that loses a value) to a fixpoint, a value kept when
 * every constraint on it supports it: revised whole (GAC), an assignment of its other variables
 * (from their domains) that every pair of the constraint allows (each constraint here is a
 * conjunction of pairs); revised pair by pair, a value of each other variable that the pair allows.
 */
function recomputePrune(known: Known, events: readonly SearchEvent[], q: Extract<Question, { ask: 'prune' }>) {
  const { value, domains } = replay(known, events);
  const v = q.variable;
  const a = q.value;
  check(value[v]).toBe(a);
  const n = known.initial.length;
  const domain = (u: number) => (value[u]! >= 0 ? [value[u]!] : [...domains[u]!].sort((x, y) => x - y));
  const shares = (u: number) => known.scopes.some((scope) => scope.includes(u) && scope.includes(v));
  const looked = Array.from({ length: n }, (_, u) => u).filter((u) => u !== v && value[u]! < 0 && (q.inference === 'mac' || shares(u)));
  const before = looked.map((u) => ({ u, values: domain(u) }));
  let kept: Set<number>[];
  if (q.inference === 'fc') {
    kept = Array.from({ length: n }, (_, u) => new Set(domain(u).filter((b) => u === v || !known.scopes.some((scope, c) => scope.includes(u) && scope.includes(v) && !known.allows(c, v, a, u, b)))));
  } else {
    kept = Array.from({ length: n }, (_, u) => new Set(domain(u)));
    const supported = (c: number, u: number, b: number): boolean => {
      const others = known.scopes[c]!.filter((w) => w !== u);
      if (known.revise === 'pairs') return others.every((w) => [...kept[w]!].some((x) => known.allows(c, u, b, w, x)));
      const chosen: [number, number][] = [[u, b]];
      const extend = (k: number): boolean => {
        if (k === others.length) return true;
        const w = others[k]!;
        for (const x of kept[w]!) {
          if (chosen.every(([y, vy]) => known.allows(c, y, vy, w, x))) {
            chosen.push([w, x]);
            if (extend(k + 1)) return true;
            chosen.pop();
          }
        }
        return false;
      };
      return extend(0);
    };
    // MAC from the assignment: the constraints on v first, then those on each variable that loses a value.
    const queue = known.scopes.flatMap((scope, c) => (scope.includes(v) ? [c] : []));
    while (queue.length > 0) {
      const c = queue.shift()!;
      // Revise c until it removes nothing more (pair by pair, one pass may leave a value without support).
      for (let again = true; again; ) {
        again = false;
        for (const u of known.scopes[c]!) {
          let lost = false;
          for (const b of [...kept[u]!]) {
            if (supported(c, u, b)) continue;
            kept[u]!.delete(b);
            lost = again = true;
          }
          if (!lost) continue;
          known.scopes.forEach((scope, d) => {
            if (d !== c && scope.includes(u) && !queue.includes(d)) queue.push(d);
          });
        }
      }
    }
  }
  const candidates = before.flatMap(({ u, values }) => values.map((b) => ({ variable: u, value: b, removed: !kept[u]!.has(b) })));
  return { candidates, right: candidates.flatMap((c, i) => (c.removed ? [i] : [])) };
}

/** Does an assignment of c's other variables (from `domains`) that every pair of c allows exist beside u = b? Its values, in scope order, or null. */
function wholeSupport(known: Known, domains: readonly Set<number>[], c: number, u: number, b: number): number[] | null {
  const others = known.scopes[c]!.filter((w) => w !== u);
  const chosen: [number, number][] = [[u, b]];
  const extend = (k: number): boolean => {
    if (k === others.length) return true;
    const w = others[k]!;
    for (const x of domains[w]!) {
      if (!chosen.every(([y, vy]) => known.allows(c, y, vy, w, x))) continue;
      chosen.push([w, x]);
      if (extend(k + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return extend(0) ? chosen.slice(1).map(([, x]) => x) : null;
}

/** Generalized arc consistency over every constraint, to a fixpoint, from `domains` (in place); false when a domain empties. */
function gacFixpoint(known: Known, domains: Set<number>[]): boolean {
  for (let changed = true; changed; ) {
    changed = false;
    known.scopes.forEach((scope, c) => {
      for (const u of scope) {
        for (const b of [...domains[u]!]) {
          if (wholeSupport(known, domains, c, u, b) !== null) continue;
          domains[u]!.delete(b);
          changed = true;
        }
      }
    });
  }
  return domains.every((d) => d.size > 0);
}

/** Is the primal graph of the puzzle (an edge between any two variables of a scope) a forest once `removed` is taken out? */
function forestWithout(known: Known, removed: ReadonlySet<number>): boolean {
  const parent = known.initial.map((_, v) => v);
  const root = (v: number): number => (parent[v] === v ? v : root(parent[v]!));
  const edges = new Set<string>();
  for (const scope of known.scopes) for (const a of scope) for (const b of scope) if (a < b && !removed.has(a) && !removed.has(b)) edges.add(`${a}-${b}`);
  for (const e of edges) {
    const [a, b] = e.split('-').map(Number);
    const ra = root(a!);
    const rb = root(b!);
    if (ra === rb) return false;
    parent[ra] = rb;
  }
  return true;
}

/** Min-conflicts' state at the end of the events: every variable's value (place, start, repair). */
function localValues(n: number, events: readonly LocalSearchEvent[]): number[] {
  const values = new Array<number>(n).fill(-1);
  for (const e of events) {
    if (e.type === 'place' || e.type === 'repair') values[e.variable] = e.value;
    else if (e.type === 'start') e.values.forEach((x, v) => (values[v] = x));
  }
  return values;
}

/** The conflicts of v = a beside the other values: each constraint's pairs with v that it forbids, or 1 per violated constraint. */
function conflictsOf(known: Known, values: number[], v: number, a: number): number {
  const at = (u: number) => (u === v ? a : values[u]!);
  let sum = 0;
  known.scopes.forEach((scope, c) => {
    if (!scope.includes(v)) return;
    if (known.counts === 'pairs') {
      for (const u of scope) if (u !== v && !known.allows(c, v, a, u, values[u]!)) sum++;
    } else if (scope.some((x) => scope.some((y) => x !== y && !known.allows(c, x, at(x), y, at(y))))) sum++;
  });
  return sum;
}

interface Count {
  /** Arc consistency by hand: revisions asked, those of earlier puzzles, and the runs that reached the empty queue. */
  arcRevisions: number;
  arcRevisionsBefore: number;
  arcRuns: number;
  puzzles: number;
  questions: Record<AskKind, number>;
  wrong: number;
  solutions: number;
}

function exercise(known: Known, options: SearchOptions, ask: AskKind[], choose: (q: Question) => number, count: Count, maxQuestions: number): void {
  const answers: number[] = [];
  let before: SearchEvent[] = [];
  let open: Question | null = null;
  count.puzzles++;
  count.arcRevisionsBefore = count.arcRevisions;
  for (;;) {
    const events = [...search(known.problem, { ...options, record: true, script: { ask, answers: answers.slice() } })];
    const done = events[events.length - 1]!;
    if (done.type !== 'done') throw new Error('no done event');
    const body = events.slice(0, -1);
    // The same run: the earlier events are a prefix of this one.
    check(body.slice(0, before.length)).toEqual(before);
    if (open) {
      // What the run did with the last answer.
      const answer = answers[answers.length - 1]!;
      const made = open.right.includes(answer) ? answer : open.pick;
      const next = body.slice(before.length);
      if (open.ask === 'variable') expect(next.find((e) => e.type === 'select')).toMatchObject({ variable: made });
      if (open.ask === 'value') expect(next.find((e) => e.type === 'assign')).toMatchObject({ variable: open.variable, value: made });
      if (open.ask === 'arc' && open.step === 'marks') {
        // The revision's removals are the run's next events, before search.
        const prunes = next.slice(0, next.findIndex((e) => e.type !== 'prune') >>> 0);
        const a = open.arcs[0]!;
        check(prunes.map((e) => (e.type === 'prune' ? `${e.variable}:${e.value}:${e.depth}` : ''))).toEqual(open.right.map((x) => `${a.variable}:${x}:0`));
      }
      if (open.ask === 'prune') {
        // The removals the question named are the run's next events, at the assignment's depth.
        const prunes = next.slice(0, next.findIndex((e) => e.type !== 'prune') >>> 0);
        const { candidates } = open;
        const removed = open.right.map((i) => `${candidates[i]!.variable}:${candidates[i]!.value}`);
        check(prunes.map((e) => (e.type === 'prune' ? `${e.variable}:${e.value}` : '')).sort()).toEqual(removed.sort());
      }
      if (open.ask === 'backtrack') {
        const back = next.find((e) => e.type === 'backtrack' || e.type === 'backjump')!;
        const target = back.type === 'backjump' ? back.variables[back.variables.length - 1] : back.type === 'backtrack' ? back.variable : -1;
        check(target).toBe(open.right[0]);
      }
    }
    for (const e of body) {
      if (e.type === 'solution') {
        check(known.check(e.values)).toEqual([]);
        count.solutions++;
      }
    }
    if (done.status !== 'question' || answers.length >= maxQuestions) return;
    const q = done.question!;
    check(ask).toContain(q.ask);
    const truth = recompute(known, body, q, options);
    if (q.ask === 'variable') {
      check(q.candidates).toEqual(truth.candidates);
      check(q.right).toEqual(truth.right);
    } else if (q.ask === 'value') {
      check(q.candidates.map(({ value, ruledOut }) => ({ value, ruledOut }))).toEqual(truth.candidates);
      check(q.right).toEqual(truth.right);
    } else if (q.ask === 'cutset') {
      // The constraint graph, recomputed from the puzzle's scopes.
      const n = known.initial.length;
      const neighbours = known.initial.map((_, v) => [...new Set(known.scopes.flatMap((scope) => (scope.includes(v) ? scope.filter((u) => u !== v) : [])))].sort((a, b) => a - b));
      check(q.neighbours.map((ns) => ns.slice().sort((a, b) => a - b))).toEqual(neighbours);
      check(q.candidates).toEqual(known.initial.map((_, v) => v));
      check(forestWithout(known, new Set(q.smallest.set))).toBe(true);
      check(q.right).toEqual(q.smallest.set);
      expect(q.smallest.set).toHaveLength(q.smallest.size);
      // No smaller set is a cutset (every subset tried, on the smaller graphs).
      if (q.smallest.exact && n <= 12) {
        for (let mask = 0; mask < 1 << n; mask++) {
          const set = new Set(known.initial.flatMap((_, v) => ((mask >> v) & 1 ? [v] : [])));
          if (set.size < q.smallest.size) check(forestWithout(known, set)).toBe(false);
        }
      }
      count.questions.cutset++;
      answers.push(0);
      before = body;
      open = q;
      continue;
    } else if (q.ask === 'arc') {
      // Arc consistency by hand, before search: nothing is assigned yet.
      const { value, domains } = replay(known, body);
      check(value.every((x) => x < 0)).toBe(true);
      if (q.step === 'pick') {
        check(q.right).toEqual(q.arcs.map((a) => a.id));
        check(q.pick).toBe(q.arcs[0]!.id);
        check(new Set(q.right).size).toBe(q.right.length);
      } else {
        const [a] = q.arcs;
        check(known.scopes[a!.constraint]).toEqual(expect.arrayContaining([a!.variable, ...a!.others]));
        // Each value of the arc's variable: removed exactly when no assignment of the constraint's other variables supports it.
        check(q.candidates.map((c) => c.value)).toEqual([...domains[a!.variable]!].sort((x, y) => x - y));
        for (const c of q.candidates) {
          check(c.removed).toBe(wholeSupport(known, domains, a!.constraint, a!.variable, c.value) === null);
          if (c.support) {
            // The support shown is one: in the others' domains, allowed by every pair.
            const pairs: [number, number][] = [[a!.variable, c.value], ...a!.others.map((w, i): [number, number] => [w, c.support![i]!])];
            for (const [w, x] of pairs) check(domains[w]!.has(x)).toBe(true);
            for (const [y, vy] of pairs) for (const [w, x] of pairs) if (y !== w) check(known.allows(a!.constraint, y, vy, w, x)).toBe(true);
          }
        }
        check(q.right).toEqual(q.candidates.filter((c) => c.removed).map((c) => c.value));
        count.arcRevisions++;
        check(q.revisions).toBe(count.arcRevisions - 1 - count.arcRevisionsBefore);
        if (q.end) {
          check(q.end.revisions).toBe(q.revisions + 1);
          expect(q.end.ac3).toBeGreaterThan(0);
          // The end: the domains after this revision are the GAC fixpoint from the start, whatever the order taken.
          const after = domains.map((d) => new Set(d));
          for (const c of q.candidates) if (c.removed) after[a!.variable]!.delete(c.value);
          const fixpoint = known.initial.map((d) => new Set(d));
          const consistent = gacFixpoint(known, fixpoint);
          check(q.end.wipeout).toBe(!consistent);
          if (consistent) check(after.map((d) => [...d].sort((x, y) => x - y))).toEqual(fixpoint.map((d) => [...d].sort((x, y) => x - y)));
          count.arcRuns++;
        }
      }
      count.questions.arc++;
      answers.push(choose(q));
      before = body;
      open = q;
      continue;
    } else if (q.ask === 'prune') {
      const prune = recomputePrune(known, body, q);
      check(q.candidates.map(({ variable, value, removed }) => ({ variable, value, removed }))).toEqual(prune.candidates);
      check(q.right).toEqual(prune.right);
      for (const c of q.candidates) {
        const scope = known.scopes[c.constraint];
        if (c.removed || q.inference === 'fc') check(scope, 'each removal names its constraint').toContain(c.variable);
        // Forward checking: the constraint named forbids a removed value beside the assignment, allows a kept one.
        if (q.inference === 'fc') check(known.allows(c.constraint, q.variable, q.value, c.variable, c.value)).toBe(!c.removed);
      }
      // The statistics do not give the answer away: the prunes counted are those already shown.
      check(done.stats.prunes).toBe(body.filter((e) => e.type === 'prune').length);
      count.questions.prune++;
      answers.push(0);
      before = body;
      open = q;
      continue;
    } else if (q.ask === 'backtrack') {
      check(q.candidates).toEqual(truth.candidates);
      if (!q.backjump) check(q.right).toEqual([truth.candidates[0]]);
      check(q.candidates).toContain(q.right[0]);
      check(q.conflict.every((v) => q.candidates.includes(v))).toBe(true);
      if (q.backjump) check(q.conflict[0]).toBe(q.right[0]);
    }
    check(q.right).toContain(q.pick);
    count.questions[q.ask]++;
    const answer = choose(q);
    if (!q.right.includes(answer)) count.wrong++;
    answers.push(answer);
    before = body;
    open = q;
  }
}

const puzzleArb = fc.oneof(
  fc.integer({ min: 4, max: 7 }).map(queens),
  fc.tuple(fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }), fc.array(fc.boolean(), { minLength: 16, maxLength: 16 })).map(([p, m]) => sudoku(p, m)),
  fc
    .integer({ min: 3, max: 7 })
    .chain((n) =>
      fc.tuple(
        fc.constant(n),
        fc.integer({ min: 2, max: 4 }),
        fc.uniqueArray(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)).filter(([a, b]) => a < b), { minLength: 1, maxLength: 12, selector: ([a, b]) => `${a}-${b}` }),
      ),
    )
    .map(([n, k, edges]) => colouring(n, k, edges)),
);

const optionsArb = fc.record({
  inference: fc.constantFrom(...INFERENCES),
  ac3: fc.boolean(),
  variableOrder: fc.constantFrom(...VARIABLE_ORDERS),
  valueOrder: fc.constantFrom(...VALUE_ORDERS),
  seed: fc.nat(1000),
  backjump: fc.boolean(),
  maxSolutions: fc.constantFrom(1, 2, Infinity),
});

/** A min-conflicts exercise: each repair's variable and value asked, checked against the puzzle's own conflicts. */
function repairExercise(known: Known, options: Partial<LocalSearchOptions>, choose: (q: Question) => number, count: { questions: number; wrong: number; solutions: number }): void {
  const answers: number[] = [];
  let before: LocalSearchEvent[] = [];
  let open: Question | null = null;
  for (let k = 0; k < 40; k++) {
    const events = [...minConflicts(known.problem, { ...options, record: true, script: { ask: ['repair'], answers: answers.slice() } })];
    const done = events[events.length - 1]!;
    if (done.type !== 'done') throw new Error('no done event');
    const body = events.slice(0, -1);
    check(body.slice(0, before.length)).toEqual(before);
    const q = done.status === 'question' ? done.question! : null;
    if (open && open.ask === 'repair') {
      const answer = answers[answers.length - 1]!;
      const made = open.right.includes(answer) ? answer : open.pick;
      const repair = body.slice(before.length).find((e) => e.type === 'repair');
      if (open.step === 'value') expect(repair).toMatchObject({ variable: open.variable, value: made });
      else if (repair) check(repair.variable).toBe(made);
      else expect(q).toMatchObject({ step: 'value', variable: made });
    }
    for (const e of body) {
      if (e.type === 'solution') {
        check(known.check(e.values)).toEqual([]);
        count.solutions++;
      }
    }
    if (!q || q.ask !== 'repair') return;
    const values = localValues(known.initial.length, body);
    const movable = (v: number) => known.initial[v]!.length > 1;
    if (q.step === 'variable') {
      const conflicts = values.map((x, v) => conflictsOf(known, values, v, x));
      check(q.candidates).toEqual(conflicts.map((c, id) => ({ id, conflicts: c })));
      check(q.right).toEqual(conflicts.flatMap((c, v) => (c > 0 && movable(v) ? [v] : [])));
    } else {
      const each = known.initial[q.variable]!.map((a) => ({ id: a, conflicts: conflictsOf(known, values, q.variable, a) }));
      check(q.candidates).toEqual(each);
      const fewest = Math.min(...each.map((c) => c.conflicts));
      check(q.right).toEqual(each.filter((c) => c.conflicts === fewest).map((c) => c.id));
    }
    check(q.right).toContain(q.pick);
    count.questions++;
    const answer = choose(q);
    if (!q.right.includes(answer)) count.wrong++;
    answers.push(answer);
    before = body;
    open = q;
  }
}

/** Exercises on random puzzles, options and asks, answered right or wrong at random (each checked by `exercise`). */
function randomExercises(fixed: Partial<SearchOptions>, numRuns: number, also: AskKind[] = [], maxQuestions = 40): Count {
  const count: Count = { puzzles: 0, questions: { variable: 0, value: 0, prune: 0, arc: 0, cutset: 0, tree: 0, backtrack: 0, repair: 0, split: 0 }, wrong: 0, solutions: 0, arcRevisions: 0, arcRevisionsBefore: 0, arcRuns: 0 };
  fc.assert(
    fc.property(puzzleArb, optionsArb, fc.subarray<AskKind>(['variable', 'value', 'backtrack'], { minLength: also.length > 0 ? 0 : 1 }), fc.infiniteStream(fc.nat(999)), (known, partial, subset, dice) => {
      const ask = [...subset, ...also];
      const options = { ...partial, strategy: 'dfs', restarts: 'none', ...fixed } as SearchOptions;
      const roll = () => (dice.next().value as number) / 1000;
      const choose = (q: Question) => {
        // An arc to revise: any of the queue (each is right); what a revision removes: marks are graded in the app.
        if (q.ask === 'arc') return q.step === 'pick' ? q.right[Math.floor(roll() * q.right.length) % q.right.length]! : 0;
        const pool = roll() < 0.5 ? q.right : q.candidates.map((c) => (typeof c === 'number' ? c : 'id' in c ? c.id : 'variable' in c ? c.variable : c.value));
        return pool[Math.floor(roll() * pool.length) % pool.length]!;
      };
      exercise(known, options, ask, choose, count, maxQuestions);
    }),
    { numRuns },
  );
  return count;
}

describe('exercise questions are graded truly', () => {
  it("min-conflicts' repairs: any conflicted variable, then the values with the fewest conflicts", () => {
    const count = { puzzles: 0, questions: 0, wrong: 0, solutions: 0 };
    fc.assert(
      fc.property(puzzleArb, fc.nat(1000), fc.constantFrom(0, 0.2), fc.infiniteStream(fc.nat(999)), (known, seed, walk, dice) => {
        count.puzzles++;
        const roll = () => (dice.next().value as number) / 1000;
        const choose = (q: Question) => {
          const ids = q.ask === 'repair' ? q.candidates.map((c) => c.id) : q.right;
          const pool = roll() < 0.5 ? q.right : ids;
          return pool[Math.floor(roll() * pool.length) % pool.length]!;
        };
        repairExercise(known, { seed, walk, maxSteps: 300 }, choose, count);
      }),
      { numRuns: 150 },
    );
    console.log(`repair property: ${count.puzzles} puzzles, ${count.questions} questions, ${count.wrong} answered wrong, ${count.solutions} solutions checked`);
    expect(count.questions).toBeGreaterThan(300);
    expect(count.wrong).toBeGreaterThan(50);
  });

  it('on random puzzles, every inference and ordering, answered right and wrong at random', () => {
    const count = randomExercises({ branching: 'd-way' }, 300);
    const asked = count.questions.variable + count.questions.value + count.questions.backtrack;
    console.log(`exercise property: ${count.puzzles} puzzles, ${asked} questions (${JSON.stringify(count.questions)}), ${count.wrong} answered wrong, ${count.solutions} solutions checked`);
    expect(count.questions.variable).toBeGreaterThan(100);
    expect(count.questions.value).toBeGreaterThan(100);
    expect(count.questions.backtrack).toBeGreaterThan(20);
    expect(count.wrong).toBeGreaterThan(50);
  });

  it('prune: after each assignment, the values forward checking or MAC removes, recomputed from the rules', () => {
    const count = randomExercises({ branching: 'd-way' }, 200, ['prune']);
    console.log(`prune property: ${count.puzzles} puzzles, ${JSON.stringify(count.questions)}, ${count.solutions} solutions checked`);
    expect(count.questions.prune).toBeGreaterThan(200);
  });

  it('arc: arc consistency by hand before search, any arc of the queue, each revision recomputed, ending at the GAC fixpoint', () => {
    const count = randomExercises({ branching: 'd-way' }, 80, ['arc'], 120);
    console.log(`arc property: ${count.puzzles} puzzles, ${JSON.stringify(count.questions)}, ${count.arcRevisions} revisions, ${count.arcRuns} runs to the empty queue, ${count.solutions} solutions checked`);
    expect(count.questions.arc).toBeGreaterThan(200);
    expect(count.arcRuns).toBeGreaterThan(10);
  });

  it('cutset: the constraint graph and a smallest cycle cutset, recomputed from the scopes (every smaller set tried)', () => {
    const count = randomExercises({ branching: 'd-way' }, 60, ['cutset'], 5);
    console.log(`cutset property: ${count.puzzles} puzzles, ${count.questions.cutset} cutset questions`);
    check(count.questions.cutset).toBe(count.puzzles);
  });

  it('binary branching: the same loop asks the variable and value questions; a dead end is not asked (no choice there)', () => {
    const count = randomExercises({ branching: 'binary', backjump: false }, 150);
    console.log(`binary exercise property: ${count.puzzles} puzzles, ${JSON.stringify(count.questions)}, ${count.wrong} answered wrong, ${count.solutions} solutions checked`);
    expect(count.questions.variable).toBeGreaterThan(50);
    expect(count.questions.value).toBeGreaterThan(50);
    check(count.questions.backtrack).toBe(0);
    expect(count.wrong).toBeGreaterThan(25);
  });
});
