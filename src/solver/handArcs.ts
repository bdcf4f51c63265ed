/**
 * Arc consistency by hand, as in AIspace's consistency-based CSP applet (Poole & Mackworth,
 * "Artificial Intelligence: Foundations of Computational Agents", 4.5, the generalized arc
 * consistency algorithm; Russell & Norvig fig. 6.3, AC-3): a state machine a student drives.
 *
 *   to_do ← the arcs to revise                     `queue()`
 *   while to_do is not empty
 *     select an arc ⟨X, c⟩ of to_do                the student picks any arc of the queue
 *     ND ← {x ∈ D_X : some values of the other     `revise(arc)`: the values removed, each without
 *           variables of c satisfy c with X = x}   a support in the others' domains
 *     if ND ≠ D_X
 *       D_X ← ND                                    (an empty D_X: no solution, the queue empties)
 *       to_do ← to_do ∪ {⟨Z, c'⟩ : c' ≠ c involves X, Z ∈ scope(c') \ {X}}      `requeued`
 *
 * An arc is a pair (variable, constraint): for a binary constraint between X and Y it is the
 * textbook's directed arc (X, Y) (a pair of variables with two constraints has two arcs, one per
 * constraint); for a constraint on more variables (a linear sum, an all-different) it is the
 * hyperarc of generalized arc consistency (GAC), whose support is a value for every other
 * variable of the constraint. Whatever the order, the domains end the same (the largest
 * arc-consistent domains inside the start's): what changes is how many revisions it takes,
 * which `fifoFromStart` gives for AC-3's own order (the queue's head each time).
 *
 * Supports are looked for through the constraints' own methods only: `isConsistent` on a full
 * assignment of the constraint's variables decides (so a support is exact, whatever the
 * constraint), and for a constraint on three variables or more the search through the others'
 * values is pruned by the constraint's `propagate` (sound filtering: it never removes a value
 * some assignment supports), as a depth-first search over the others' domains.
 *
 * Arcs are numbered in constraint order, then in scope order; `everyArc` queues them all in that
 * order, `afterChange` queues the arcs of one variable's neighbours (after an assignment: what
 * maintaining arc consistency revises, Russell & Norvig 6.3.2).
 */
import type { Problem } from './problem.ts';
import { State } from './state.ts';

/** One arc: revising it narrows `variable`'s domain against `constraint`. */
export interface Arc {
  /** Its index among the problem's arcs (constraint order, then scope order). */
  readonly id: number;
  /** The variable whose domain a revision narrows. */
  readonly variable: number;
  /** The constraint (its index) the variable's values must find a support in. */
  readonly constraint: number;
  /** The constraint's other variables, in scope order (one for a binary constraint). */
  readonly others: readonly number[];
}

/** A value that stays, and one support of it: a value of each of the arc's `others`, in order. */
export interface Support {
  value: number;
  others: number[];
}

/** What revising an arc does (or would do: `examine`). */
export interface Revision {
  arc: Arc;
  /** The variable's values before the revision (increasing). */
  before: number[];
  /** The others' domains the supports were looked for in (in the order of `arc.others`). */
  against: number[][];
  /** The values removed: for none of them do values of the others (in `against`) satisfy the constraint. */
  removed: number[];
  /** Every value kept, with one support. */
  supports: Support[];
  /** Arcs put back in the queue by the removal, in the order they were appended (empty for `examine`). */
  requeued: Arc[];
  /** The variable has no value left: no solution; the queue is emptied. */
  wipeout: boolean;
}

/** A student's marks on what revising an arc removes, graded value by value (`HandArcs.gradeMarks`). */
export interface MarkGrade {
  /** The revision the marks are graded against (not made). */
  revision: Revision;
  /** Each value of the variable: does the revision remove it, did the student mark it, and its support when kept. */
  values: { value: number; removed: boolean; marked: boolean; support: number[] | null }[];
  /** Values the revision removes that the student did not mark. */
  missed: number[];
  /** Values the student marked that the revision keeps (each has a support). */
  wronglyMarked: number[];
  /** Every mark right, none missing. */
  right: boolean;
}

/** Domains as lists of values, by variable. */
export type DomainLists = readonly (readonly number[])[];

/** The state of an arc-consistency run a student drives (see the file's comment). */
export class HandArcs {
  readonly arcs: readonly Arc[];
  /** The revisions made, in order. */
  readonly history: Revision[] = [];
  /** The variable a revision emptied, or -1. */
  wipedOut = -1;

  private readonly state: State;
  private readonly n: number;
  /** `arcOf[c]`: the ids of constraint c's arcs, by position among its distinct variables. */
  private readonly arcOf: number[][];
  /** The constraints on each variable (by index). */
  private readonly constraintsOn: number[][];
  private order: number[] = [];
  private readonly queued: Uint8Array;
  /** Scratch assignment read by `isConsistent` (-1: unassigned). */
  private readonly values: Int32Array;
  private readonly scratch: Int32Array;
  /** Where the run started, for `fifoFromStart`. */
  private readonly startDomains: number[][];
  private readonly startQueue: number[];

  private constructor(
    readonly problem: Problem,
    domains: DomainLists | undefined,
    queue: (self: HandArcs) => number[],
  ) {
    this.n = problem.variables.length;
    this.state = new State(problem);
    this.values = new Int32Array(this.n).fill(-1);
    this.scratch = new Int32Array(this.state.largestDomain);
    const arcs: Arc[] = [];
    this.constraintsOn = Array.from({ length: this.n }, () => []);
    this.arcOf = problem.constraints.map((c, ci) => {
      const scope = [...new Set(c.scope)];
      return scope.map((variable) => {
        this.constraintsOn[variable]!.push(ci);
        const arc: Arc = { id: arcs.length, variable, constraint: ci, others: scope.filter((u) => u !== variable) };
        arcs.push(arc);
        return arc.id;
      });
    });
    this.arcs = arcs;
    this.queued = new Uint8Array(arcs.length);
    if (domains) this.narrowTo(domains);
    this.startDomains = this.domains();
    for (const id of queue(this)) this.enqueue(id);
    this.startQueue = [...this.order];
  }

  /** Every arc of the problem queued (constraint order, then scope order), from `domains` (default: the variables' own). */
  static everyArc(problem: Problem, domains?: DomainLists): HandArcs {
    return new HandArcs(problem, domains, (self) => self.arcs.map((a) => a.id));
  }

  /**
   * `variable`'s domain has changed (`domains` says to what; an assignment leaves one value): the
   * arcs ⟨Z, c⟩ of its neighbours Z through every constraint c on it are queued.
   */
  static afterChange(problem: Problem, domains: DomainLists, variable: number): HandArcs {
    return new HandArcs(problem, domains, (self) => self.arcsInto(variable, -1));
  }

  /** `variable` is assigned `value` (its domain keeps that value alone): its neighbours' arcs queued. */
  static afterAssignment(problem: Problem, variable: number, value: number, domains?: DomainLists): HandArcs {
    const start = domains ? domains.map((d) => [...d]) : initialDomains(problem);
    if (!start[variable]?.includes(value)) throw new RangeError(`value ${value} is not in the domain of ${problem.variables[variable]?.name ?? variable}`);
    start[variable] = [value];
    return HandArcs.afterChange(problem, start, variable);
  }

  /** The values left in v's domain, in increasing order. */
  domain(v: number): number[] {
    return Array.from(this.scratch.subarray(0, this.state.valuesOf(v, this.scratch)));
  }

  /** Every domain. */
  domains(): number[][] {
    return Array.from({ length: this.n }, (_, v) => this.domain(v));
  }

  /** The arcs waiting, in the order they were queued (AC-3 would take the first). */
  queue(): Arc[] {
    return this.order.map((id) => this.arcs[id]!);
  }

  isQueued(arc: Arc | number): boolean {
    return this.queued[typeof arc === 'number' ? arc : arc.id] === 1;
  }

  /** Revisions made so far. */
  get revisions(): number {
    return this.history.length;
  }

  /** Nothing left to revise: the queue is empty (or a domain was emptied). */
  get done(): boolean {
    return this.order.length === 0;
  }

  /** The arc between variable and constraint (the one revising `variable` against it), or undefined. */
  arc(variable: number, constraint: number): Arc | undefined {
    const id = this.arcOf[constraint]?.find((a) => this.arcs[a]!.variable === variable);
    return id === undefined ? undefined : this.arcs[id];
  }

  /** What revising `arc` would remove and why, without doing it (the arc need not be queued). */
  examine(arc: Arc | number): Revision {
    const a = this.arcs[typeof arc === 'number' ? arc : arc.id];
    if (!a) throw new RangeError(`no arc ${typeof arc === 'number' ? arc : arc.id}`);
    const before = this.domain(a.variable);
    const removed: number[] = [];
    const supports: Support[] = [];
    for (const value of before) {
      const support = this.support(a, value);
      if (support) supports.push({ value, others: support });
      else removed.push(value);
    }
    return { arc: a, before, against: a.others.map((u) => this.domain(u)), removed, supports, requeued: [], wipeout: removed.length === before.length };
  }

  /**
   * Grade the values a student marks as those revising `arc` removes, before it is revised: each
   * value right or wrong, with its support when it stays (a value outside the domain is refused).
   */
  gradeMarks(arc: Arc | number, marked: Iterable<number>): MarkGrade {
    const revision = this.examine(arc);
    const marks = new Set(marked);
    for (const value of marks) if (!revision.before.includes(value)) throw new RangeError(`value ${value} is not in the domain of ${this.problem.variables[revision.arc.variable]!.name}`);
    const supportOf = new Map(revision.supports.map((s) => [s.value, s.others]));
    const values = revision.before.map((value) => ({ value, removed: !supportOf.has(value), marked: marks.has(value), support: supportOf.get(value) ?? null }));
    const missed = values.filter((v) => v.removed && !v.marked).map((v) => v.value);
    const wronglyMarked = values.filter((v) => !v.removed && v.marked).map((v) => v.value);
    return { revision, values, missed, wronglyMarked, right: missed.length === 0 && wronglyMarked.length === 0 };
  }

  /** Revise a queued arc: remove the values without support, queue again the arcs that need it. */
  revise(arc: Arc | number): Revision {
    const id = typeof arc === 'number' ? arc : arc.id;
    if (!this.queued[id]) throw new RangeError(`arc ${id} is not in the queue`);
    this.order.splice(this.order.indexOf(id), 1);
    this.queued[id] = 0;
    const revision = this.examine(id);
    const a = revision.arc;
    for (const value of revision.removed) this.state.remove(a.variable, value);
    if (revision.wipeout) {
      this.wipedOut = a.variable;
      for (const q of this.order) this.queued[q] = 0;
      this.order = [];
    } else if (revision.removed.length > 0) {
      for (const q of this.arcsInto(a.variable, a.constraint)) if (this.enqueue(q)) revision.requeued.push(this.arcs[q]!);
    }
    this.history.push(revision);
    return revision;
  }

  /**
   * The arcs revising `arc` would put back in the queue (those not queued already), in order, without
   * revising it: what a student is told before the revision is made.
   */
  wouldRequeue(arc: Arc | number): Arc[] {
    const revision = this.examine(arc);
    if (revision.wipeout || revision.removed.length === 0) return [];
    const a = revision.arc;
    return this.arcsInto(a.variable, a.constraint)
      .filter((id) => !this.queued[id])
      .filter((id, i, ids) => ids.indexOf(id) === i)
      .map((id) => this.arcs[id]!);
  }

  /** Revise the queue's first arc until the queue is empty (AC-3's order); returns the revisions it made. */
  finish(): number {
    let made = 0;
    while (!this.done) {
      this.revise(this.order[0]!);
      made++;
    }
    return made;
  }

  /** AC-3 from the same start (the same domains and queue), always revising the queue's first arc. */
  fifoFromStart(): { revisions: number; domains: number[][]; wipedOut: number } {
    const start = this.startQueue;
    const run = new HandArcs(this.problem, this.startDomains, () => start);
    const revisions = run.finish();
    return { revisions, domains: run.domains(), wipedOut: run.wipedOut };
  }

  /** The first constraint (its index) that a complete assignment breaks, or -1 when it satisfies them all. */
  violated(values: Int32Array): number {
    return this.problem.constraints.findIndex((c) => !c.isConsistent(this.state, values));
  }

  /** The arcs ⟨Z, c⟩ for every constraint c ≠ `except` on v and every other variable Z of c. */
  private arcsInto(v: number, except: number): number[] {
    const out: number[] = [];
    for (const c of this.constraintsOn[v]!) {
      if (c === except) continue;
      for (const id of this.arcOf[c]!) if (this.arcs[id]!.variable !== v) out.push(id);
    }
    return out;
  }

  private enqueue(id: number): boolean {
    if (this.queued[id]) return false;
    this.queued[id] = 1;
    this.order.push(id);
    return true;
  }

  private narrowTo(domains: DomainLists): void {
    if (domains.length !== this.n) throw new RangeError(`${domains.length} domains for ${this.n} variables`);
    for (let v = 0; v < this.n; v++) {
      const keep = new Set(domains[v]);
      for (const value of this.domain(v)) if (!keep.has(value)) this.state.remove(v, value);
      for (const value of keep) if (!this.state.has(v, value)) throw new RangeError(`value ${value} is not a value of ${this.problem.variables[v]!.name}`);
    }
  }

  /**
   * One support of `variable = value` in the arc's constraint: a value of each other variable,
   * from its domain, with which the constraint holds; null when there is none.
   */
  private support(arc: Arc, value: number): number[] | null {
    const c = this.problem.constraints[arc.constraint]!;
    const { state, values } = this;
    const others = arc.others;
    values[arc.variable] = value;
    let found: number[] | null = null;
    if (others.length === 0) {
      if (c.isConsistent(state, values)) found = [];
    } else if (others.length === 1) {
      // REVISE of the textbook: a value of the other variable compatible with this one.
      const y = others[0]!;
      for (const b of this.domain(y)) {
        values[y] = b;
        if (c.isConsistent(state, values)) {
          found = [b];
          break;
        }
      }
      values[y] = -1;
    } else {
      // Depth-first through the others' values, the constraint's filtering cutting the branches.
      const mark = state.trailMark;
      state.reduceTo(arc.variable, value);
      const list = new Int32Array(state.largestDomain);
      const go = (j: number): boolean => {
        if (j === others.length) return c.isConsistent(state, values);
        const y = others[j]!;
        const count = state.valuesOf(y, list);
        const candidates = Array.from(list.subarray(0, count));
        for (const b of candidates) {
          values[y] = b;
          const at = state.trailMark;
          state.reduceTo(y, b);
          const ok = c.propagate(state, y) && go(j + 1);
          state.undoTo(at);
          if (ok) return true;
        }
        values[y] = -1;
        return false;
      };
      if (c.propagate(state, arc.variable) && go(0)) found = others.map((u) => values[u]!);
      state.undoTo(mark);
      for (const u of others) values[u] = -1;
    }
    values[arc.variable] = -1;
    return found;
  }
}

/** The variables' own domains (their `initial` values, or all), as lists. */
export function initialDomains(problem: Problem): number[][] {
  const state = new State(problem);
  const scratch = new Int32Array(state.largestDomain);
  return problem.variables.map((_, v) => Array.from(scratch.subarray(0, state.valuesOf(v, scratch))));
}
