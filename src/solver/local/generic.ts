/**
 * Min-conflicts local search on any `Problem` (Russell & Norvig fig. 6.8):
 *
 *   current ← a complete assignment                 greedy: each variable in turn gets a value
 *                                                     with the fewest conflicts with those placed
 *                                                     before it, ties broken at random
 *   for i = 1 to max_steps
 *     if current is a solution: return current
 *     var ← a randomly chosen conflicted variable
 *     value ← the value v for var that minimises CONFLICTS(var, v, current)   (ties at random;
 *                                                     with probability `walk`, a random value)
 *     set var = value in current
 *   return failure                                    status `stopped`, never a wrong answer
 *
 * Values come from each variable's initial domain (givens stay put: a variable with one value is
 * never picked). Conflicts are counted with the constraints' `conflicts` / `violations` (the
 * violated pairs of an all-different), or as one per violated constraint for constraints without
 * them. The run keeps every variable's current conflicts and the set of conflicted variables, and
 * after a repair recounts only the repaired variable's neighbours.
 *
 * With an objective (objective.ts), a solution does not end the run: it is kept, the bound
 * tightens (from then on a value of the objective no better than the best counts as one more
 * violation) and the repairs go on, for a better solution, until a limit stops them or the
 * objective has no better value left. The run then ends `solved` with the improving solutions,
 * the last the best: local search never proves a solution optimal.
 */
import { msg } from '../../text/index.ts';
import type { LocalSearchEvent } from '../events.ts';
import { labelOf, type Constraint, type Problem } from '../problem.ts';
import type { RepairQuestion } from '../decisions.ts';
import { withBound } from '../objective.ts';
import { Random } from '../random.ts';
import { State } from '../state.ts';
import type { SearchResult } from '../search.ts';
import { LocalBudget } from './budget.ts';
import type { LocalSearchOptions } from './options.ts';

export function* genericMinConflicts(given: Problem, options: LocalSearchOptions): Generator<LocalSearchEvent, SearchResult> {
  const budget = new LocalBudget(options, () => state.checks);
  const { stats } = budget;
  const record = options.record;
  const random = new Random(options.seed);
  const { problem, bound } = withBound(given);
  const state = new State(problem);
  const n = state.variableCount;
  const constraints = problem.constraints;
  /** With an objective: the solutions found, each better than the one before. */
  const improving: Int32Array[] = [];

  // Each variable's initial domain, as a list.
  const domainStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) domainStart[v + 1] = domainStart[v]! + state.size(v);
  const domain = new Int32Array(domainStart[n]!);
  const scratch = new Int32Array(state.largestDomain);
  for (let v = 0; v < n; v++) {
    const count = state.valuesOf(v, scratch);
    if (count === 0) return yield* budget.end('unsatisfiable', [], msg('names.end.noValue', { variable: labelOf(problem.variables[v]!) }));
    domain.set(scratch.subarray(0, count), domainStart[v]!);
  }

  // Neighbours of each variable (CSR, without repeats): the variables sharing a constraint with it.
  const neighbourStart = new Int32Array(n + 1);
  const neighbourLists: number[][] = [];
  const mark = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    const list: number[] = [];
    mark[v] = v;
    for (let k = state.varConstraintStart[v]!; k < state.varConstraintStart[v + 1]!; k++) {
      for (const u of constraints[state.varConstraints[k]!]!.scope) {
        if (mark[u] !== v) {
          mark[u] = v;
          list.push(u);
        }
      }
    }
    neighbourLists.push(list);
    neighbourStart[v + 1] = neighbourStart[v]! + list.length;
  }
  const neighbours = Int32Array.from(neighbourLists.flat());

  const values = new Int32Array(n).fill(-1);

  // Fixed variables (one value: givens) that already break a constraint among themselves: no
  // repair can help, and min-conflicts would wander until max steps.
  for (let v = 0; v < n; v++) if (domainStart[v + 1]! - domainStart[v]! === 1) values[v] = domain[domainStart[v]!]!;
  for (const c of constraints) {
    if (!c.isConsistent(state, values)) return yield* budget.end('unsatisfiable', [], msg('names.end.givensBreak', { constraint: c.label }));
  }
  values.fill(-1);

  /** One constraint's violations involving v if v took `value` (the others as in `values`). */
  const constraintConflicts = (c: Constraint, v: number, value: number): number => {
    if (c.conflicts) {
      state.checks++;
      return c.conflicts(values, v, value);
    }
    const old = values[v]!;
    values[v] = value;
    const ok = c.isConsistent(state, values);
    values[v] = old;
    return ok ? 0 : 1;
  };
  /** CONFLICTS(var, value, current): the violations involving v if it took `value`. */
  const conflictsOf = (v: number, value: number): number => {
    let sum = 0;
    for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
      sum += constraintConflicts(constraints[state.varConstraints[k]!]!, v, value);
    }
    return sum;
  };
  const totalViolations = (): number => {
    let sum = 0;
    for (const c of constraints) {
      if (c.violations) sum += c.violations(values);
      else sum += c.isConsistent(state, values) ? 0 : 1;
    }
    return sum;
  };

  /** A value of v with the fewest conflicts, ties at random (reservoir sampling); sets `best`. */
  let best = 0;
  const minConflictValue = (v: number): number => {
    let bestValue = -1;
    best = Infinity;
    let ties = 0;
    for (let i = domainStart[v]!, end = domainStart[v + 1]!; i < end; i++) {
      const value = domain[i]!;
      const c = conflictsOf(v, value);
      if (c < best) {
        best = c;
        bestValue = value;
        ties = 1;
      } else if (c === best && random.int(++ties) === 0) {
        bestValue = value;
      }
    }
    return bestValue;
  };

  // Conflicted variables that can move (more than one value): a sparse set.
  const conflicts = new Int32Array(n);
  const members = new Int32Array(n);
  const where = new Int32Array(n).fill(-1);
  let memberCount = 0;
  const update = (v: number): void => {
    const c = conflictsOf(v, values[v]!);
    conflicts[v] = c;
    const movable = domainStart[v + 1]! - domainStart[v]! > 1;
    if (c > 0 && movable && where[v]! < 0) {
      where[v] = memberCount;
      members[memberCount++] = v;
    } else if ((c === 0 || !movable) && where[v]! >= 0) {
      const i = where[v]!;
      const last = members[--memberCount]!;
      members[i] = last;
      where[last] = i;
      where[v] = -1;
    }
  };

  // An exercise (options.script with `repair`): the answers given, and the question left open.
  const asked = options.script?.ask.includes('repair') ?? false;
  const answers = options.script?.answers ?? [];
  let answered = 0;
  let open: RepairQuestion | null = null;
  const answer = (q: RepairQuestion): number | null => {
    if (answered < answers.length) return answers[answered++]!;
    open = q;
    return null;
  };

  let violated = 0;
  /** The greedy start: every variable in turn gets a min-conflicts value against those placed before. */
  function* greedyStart(restart: number): Generator<LocalSearchEvent, void> {
    values.fill(-1);
    for (let v = 0; v < n; v++) {
      const value = minConflictValue(v);
      values[v] = value;
      if (record) yield { type: 'place', variable: v, value, conflicts: best };
    }
    memberCount = 0;
    where.fill(-1);
    for (let v = 0; v < n; v++) update(v);
    violated = totalViolations();
    if (record) yield { type: 'start', restart, values: values.slice(), violated };
  }

  /** With an objective: does it have a value better than the best so far? */
  const canImprove = (v: number): boolean => {
    for (let i = domainStart[v]!, end = domainStart[v + 1]!; i < end; i++) if (bound!.better(domain[i]!)) return true;
    return false;
  };

  yield* greedyStart(0);
  for (;;) {
    if (violated === 0 || memberCount === 0) {
      if (violated === 0 && everyConstraintHolds()) {
        const solution = values.slice();
        if (bound === null) return yield* budget.solved(solution);
        // Branch and bound: keep it, tighten the bound, and repair on for a better one.
        improving.push(solution);
        stats.solutions = improving.length;
        yield { type: 'solution', index: improving.length - 1, values: solution };
        const objective = bound.variable;
        bound.tighten(solution[objective]!);
        if (record) yield { type: 'bound', variable: objective, value: bound.best, index: improving.length - 1, sense: bound.sense };
        if (!canImprove(objective)) return yield* budget.best(improving, bound.best);
        violated++;
        update(objective);
        continue;
      }
      if (violated === 0) throw new Error('min-conflicts: no violation counted, yet a constraint fails');
      // Every violated constraint is between fixed variables (givens that clash): no repair can help.
      return yield* budget.end('unsatisfiable', [], msg('names.end.givensBreakAny'));
    }
    if (stats.steps >= budget.checkAt && budget.check()) {
      if (budget.stop) return yield* (improving.length > 0 ? budget.best(improving, bound!.best, budget.stop) : budget.giveUp());
      yield* greedyStart(stats.restarts);
      continue;
    }
    let v = members[random.int(memberCount)]!;
    if (asked) {
      // The student's variable: any conflicted one is right (the algorithm's is at random).
      const right = Array.from(members.subarray(0, memberCount)).sort((a, b) => a - b);
      const candidates = Array.from({ length: n }, (_, u) => ({ id: u, conflicts: conflicts[u]! }));
      const a = answer({ ask: 'repair', step: 'variable', variable: -1, candidates, right, pick: v });
      if (a === null) return yield* budget.ask(open!);
      if (right.includes(a)) v = a;
    }
    const previous = values[v]!;
    const before = conflicts[v]!;
    let value: number;
    let walk = false;
    if (options.walk > 0 && random.next() < options.walk) {
      walk = true;
      const size = domainStart[v + 1]! - domainStart[v]!;
      const k = random.int(size - 1);
      value = domain[domainStart[v]! + k]!;
      if (value === previous) value = domain[domainStart[v]! + size - 1]!;
    } else {
      value = minConflictValue(v);
      if (asked) {
        // The student's value: every value with the fewest conflicts is right.
        const candidates: { id: number; conflicts: number }[] = [];
        for (let i = domainStart[v]!, end = domainStart[v + 1]!; i < end; i++) candidates.push({ id: domain[i]!, conflicts: conflictsOf(v, domain[i]!) });
        const right = candidates.filter((c) => c.conflicts === best).map((c) => c.id);
        const a = answer({ ask: 'repair', step: 'value', variable: v, candidates, right, pick: value });
        if (a === null) return yield* budget.ask(open!);
        if (right.includes(a)) value = a;
      }
    }
    const after = walk ? conflictsOf(v, value) : best;
    values[v] = value;
    violated += after - before;
    stats.steps++;
    for (let k = neighbourStart[v]!; k < neighbourStart[v + 1]!; k++) update(neighbours[k]!);
    update(v);
    if (record) yield { type: 'repair', step: stats.steps, variable: v, conflicts: before, previous, value, valueConflicts: after, walk, violated };
  }

  function everyConstraintHolds(): boolean {
    for (const c of constraints) if (!c.isConsistent(state, values)) return false;
    return true;
  }
}
