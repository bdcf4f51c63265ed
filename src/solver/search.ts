/**
 * Backtracking search as a generator of events (AIMA fig. 6.5, with an explicit stack so that a
 * viewer can pause between any two events and recursion depth costs nothing per event). Read
 * reference.ts first: the same search as a plain recursive function.
 *
 *   for await each event of search(problem, options) ...   // a viewer
 *   solveGeneric(problem, options)                          // a batch run (solve.ts): no events are built
 *
 * How to read it next to the textbook's BACKTRACK:
 *
 *   function BACKTRACK(assignment)                     depthFirst() below, one loop:
 *     if assignment is complete: return it               run.complete() → run.solution()
 *     var ← SELECT-UNASSIGNED-VARIABLE                   run.expand(): choose a variable, order
 *     for each value in ORDER-DOMAIN-VALUES(var)           its values, push them as a frame
 *       if value is consistent (+ INFERENCE)             run.tryNext(): assign the next value of
 *         result ← BACKTRACK(assignment)                   the top frame and infer
 *         if result ≠ failure: return result
 *       remove {var = value} and inferences              run.retract()
 *     return failure                                     run.backUp(): the frame is exhausted; go
 *                                                          back (chronologically, or a backjump)
 *
 * The policies (variable order, value order, inference, how to go back, restarts) are chosen
 * once, when the run is made; the loop itself tests no option. The other strategies live beside
 * it and share the run (its state, inference, budget and events): conflict-directed backjumping
 * (backjump.ts), binary branching (binary.ts), restarts (restarts.ts), breadth-first search
 * (breadthFirst.ts). Every step tells the run's `events` what it did (recorder.ts): a recorder
 * when a viewer wants the events, a silent one for a batch run.
 *
 * A problem with an objective is searched by branch and bound (objective.ts): the same loop, with
 * one more constraint, the bound, which each solution tightens (`solution`); the search goes on
 * after every solution until nothing is left (`optimal`) or a limit stops it (`solved`: the best so
 * far). The inference keeps to the bound at every node (inference.ts).
 */
import { type Message, msg } from '../text/index.ts';
import { Backjumping } from './backjump.ts';
import { binaryBackUp, binaryBranch } from './binary.ts';
import { breadthFirst } from './breadthFirst.ts';
import { Budget, searchResult, type SearchResult } from './budget.ts';
import { now } from './clock.ts';
import { emptyStats, type EndCause, type Limit, type SearchEvent, type Stats, type Status } from './events.ts';
import { type ArcRef, type AskKind, type DecisionScript, type Question, pruneQuestion, putFirst, valueQuestion, variableQuestion } from './decisions.ts';
import { Frame, Try } from './frame.ts';
import { constraintGraph, smallestCycleCutset } from './cycleCutset.ts';
import { HandArcs, type Arc } from './handArcs.ts';
import { AnnotatedOrder, orderValues, selectVariable } from './heuristics.ts';
import { Propagator, type PruneSink } from './inference.ts';
import { withBound, type ObjectiveBound } from './objective.ts';
import { withDefaults, type SearchOptions, type ValueOrder } from './options.ts';
import { labelOf, type Problem } from './problem.ts';
import { Random } from './random.ts';
import { flush, Recorder, Silent, type DoneDetails, type Events } from './recorder.ts';
import { firstRestartAfter, restart } from './restarts.ts';
import { splitByHand } from './splitByHand.ts';
import { State } from './state.ts';

export { searchResult, type SearchResult };

/** One inference in this many is timed during search (see `Run.inferenceStart`). */
const TIME_EVERY = 8;

/**
 * One search in progress: the state and its inference, the statistics, the solutions, the
 * explicit stack of frames, and the policies chosen from the options. The strategy files read and
 * move its stack (`frames`, `level`, `assigned`, `frontier`) through the steps below.
 */
export class Run {
  readonly options: SearchOptions;
  readonly state: State;
  readonly inference: Propagator;
  readonly events: Events;
  readonly stats: Stats = emptyStats();
  readonly solutions: Int32Array[] = [];
  readonly start = now();
  readonly budget: Budget;
  readonly random: Random;
  /** Inference time measured in full (AC-3 before search); the inferences during search are sampled (`inferenceStart`). */
  inferenceMs = 0;
  private inferences = 0;
  private timedInferences = 0;
  private timedMs = 0;
  stopStatus: Limit = 'stopped';
  /** Branch and bound's bound (the state's last constraint), or null when the problem has no objective. */
  readonly bound: ObjectiveBound | null;

  /** Under MAC after AC-3 the state is arc consistent: assigning a variable already down to one value changes nothing. */
  private readonly skipSettled: boolean;
  /** Alternatives one choice puts on the frontier: its values (d-way), or `x = v` and `x ≠ v` (binary). */
  private readonly binary: boolean;
  /** The problem's own search order, when the options follow it (`searchAnnotation`), or null. */
  private readonly annotated: AnnotatedOrder | null;
  /** `branchOn: 'declared'`: 1 for each declared variable (`Problem.declared`), chosen among first; else null. */
  private readonly declared: Uint8Array | null;
  /** The value order for the variable `chooseVariable` chose last. */
  valueOrder: ValueOrder;
  /** Conflict-directed backjumping (d-way branching only), or null. */
  readonly backjumping: Backjumping | null;
  /** The next alternative of the top frame: its next value (d-way, `tryNext`), or `x = v` then `x ≠ v` (binary.ts). */
  readonly branch: () => Try;
  /** Going back from an exhausted frame: chronologically, by a backjump, or to the `x ≠ v` of the frame below (binary). */
  readonly backUp: () => boolean;

  // The explicit stack.
  readonly frames: Frame[] = [];
  private readonly scratch: Float64Array;
  /** Frames in use. */
  level = 0;
  /** Variables assigned (the depth). */
  assigned = 0;
  /** Alternatives on the stack not yet tried (see `Stats.maxFrontier`). */
  frontier = 0;

  // Restarts (restarts.ts): after so many failures, go back to the root.
  /** Failures before the next restart (Infinity: no restarts). */
  failuresLeft: number;
  /** The trail mark of the root (after AC-3: a restart keeps what AC-3 removed before search). */
  rootMark: number;
  /** Prune events of search decisions at the root (binary branching's refutations there). */
  rootPrunes = 0;

  // An exercise (options.script): the student's answers, how many are used, the question left open.
  private readonly script: DecisionScript | null;
  private answered = 0;
  question: Question | null = null;

  constructor(problem: Problem, options: SearchOptions) {
    this.options = options;
    const searched = withBound(problem);
    const bound = (this.bound = searched.bound);
    const state = (this.state = new State(searched.problem));
    this.inference = new Propagator(state, options.inference, bound);
    this.events = options.record ? new Recorder(options.inference === 'none' ? 'conflict' : 'wipeout', bound) : new Silent();
    this.inference.prunes = this.events;
    this.budget = new Budget(options, this.start);
    this.random = new Random(options.seed);
    this.valueOrder = options.valueOrder;
    this.annotated = options.searchAnnotation && problem.searchOrder?.length ? new AnnotatedOrder(problem.searchOrder) : null;
    this.declared = options.branchOn === 'declared' && problem.declared ? declaredMask(state.variableCount, problem.declared) : null;
    // After a solution the bound makes the state no longer arc consistent until MAC runs again.
    this.skipSettled = options.inference === 'mac' && options.ac3 && bound === null;
    this.scratch = new Float64Array(state.largestDomain);
    this.rootMark = state.trailMark;
    this.failuresLeft = firstRestartAfter(options, bound !== null);
    const backjumping = (this.backjumping = options.backjump && options.branching === 'd-way' ? new Backjumping(state) : null);
    if (backjumping) this.inference.explainer = backjumping;
    this.binary = options.branching === 'binary';
    this.branch = this.binary ? () => binaryBranch(this) : () => this.tryNext();
    this.backUp = this.binary ? () => binaryBackUp(this) : backjumping ? () => backjumping.backjump(this) : () => this.backtrack();
    this.script = options.script ?? null;
  }

  // ---- an exercise's questions (decisions.ts) ----

  /** The student is asked decisions of this kind. */
  asks(kind: AskKind): boolean {
    return this.script !== null && this.script.ask.includes(kind);
  }

  /** The student's answer to `q` from the script, or null when it has run out (then `q` is the open question). */
  answer(q: Question): number | null {
    const answers = this.script!.answers;
    if (this.answered < answers.length) return answers[this.answered++]!;
    this.question = q;
    return null;
  }

  /**
   * At a dead end (every value of the top frame failed), the question of where the search goes
   * back to: true when it was answered (or is not asked: nowhere to go, or one place only), false
   * when the script ran out. The answer changes nothing: the search goes where it goes.
   */
  askBacktrack(): boolean {
    // Binary branching has no choice here: the frame is gone and the search takes the `x ≠ v` below.
    if (!this.asks('backtrack') || this.binary) return true;
    const f = this.level - 1;
    const top = this.frames[f]!;
    const jumping = this.backjumping !== null && !top.belowSolution;
    const target = jumping ? this.backjumping!.targetLevel(top) : f;
    if (target === 0 || f < 2) return true;
    const variableAt = (level: number) => this.frames[level - 1]!.variable;
    const candidates: number[] = [];
    for (let level = f; level >= 1; level--) candidates.push(variableAt(level));
    const conflict = jumping ? this.backjumping!.blamedLevels(top).filter((l) => l <= f).reverse().map(variableAt) : [];
    const right = variableAt(target);
    return this.answer({ ask: 'backtrack', variable: top.variable, backjump: jumping, candidates, conflict, right: [right], pick: right }) !== null;
  }

  /**
   * What a prune question after assigning v looks at, before the inference: forward checking the
   * unassigned variables sharing a constraint with v, MAC every unassigned variable; each with its values.
   */
  private pruneScope(v: number): { variable: number; values: number[] }[] {
    const { state } = this;
    const looked = new Set<number>();
    if (this.options.inference === 'mac') {
      for (let u = 0; u < state.variableCount; u++) looked.add(u);
    } else {
      for (let k = state.varConstraintStart[v]!, end = state.varConstraintStart[v + 1]!; k < end; k++) {
        for (const u of state.constraints[state.varConstraints[k]!]!.scope) looked.add(u);
      }
    }
    const out: { variable: number; values: number[] }[] = [];
    const scratch = new Int32Array(state.largestDomain);
    for (const u of [...looked].sort((a, b) => a - b)) {
      if (u === v || state.value[u]! >= 0) continue;
      out.push({ variable: u, values: Array.from(scratch.subarray(0, state.valuesOf(u, scratch))) });
    }
    return out;
  }

  /** The inference's removals pass through here until it is given back its sink: the constraint of each, by `variable:value`. */
  private capturePrunes(): Map<string, number> {
    const causes = new Map<string, number>();
    const events = this.events;
    const sink: PruneSink = {
      prune(v, value, constraint, via) {
        causes.set(`${v}:${value}`, constraint);
        events.prune(v, value, constraint, via);
      },
      pruneBits(v, wordIndex, bits, constraint, via) {
        for (let r = bits; r !== 0; r &= r - 1) causes.set(`${v}:${(wordIndex << 5) + 31 - Math.clz32(r & -r)}`, constraint);
        events.pruneBits(v, wordIndex, bits, constraint, via);
      },
    };
    this.inference.prunes = sink;
    return causes;
  }

  // ---- the steps of the search ----

  /** Every variable has a value. */
  complete(): boolean {
    return this.assigned === this.state.variableCount;
  }

  /**
   * Record the current assignment as a solution; true when no more are wanted (or none is left:
   * nothing was chosen to get here). With an objective, more are always wanted: the solution
   * tightens the bound, and the search goes on for a better one.
   */
  solution(): boolean {
    this.record(this.state.value.slice());
    this.backjumping?.solutionFound(this.frames, this.level);
    return (this.bound === null && this.solutions.length >= this.options.maxSolutions) || this.level === 0;
  }

  /** Keep a solution and say so (and, with an objective, tighten the bound to it). */
  record(values: Int32Array): void {
    const solutions = this.solutions;
    solutions.push(values);
    this.stats.solutions = solutions.length;
    const index = solutions.length - 1;
    this.events.solution(index, values);
    const bound = this.bound;
    if (bound !== null) {
      bound.tighten(values[bound.variable]!);
      this.events.bound(bound, index);
    }
  }

  /** Are enough solutions found to stop (never, with an objective)? */
  enough(): boolean {
    return this.bound === null && this.solutions.length >= this.options.maxSolutions;
  }

  /**
   * SELECT-UNASSIGNED-VARIABLE and ORDER-DOMAIN-VALUES: push a frame for the chosen variable. In
   * an exercise the student answers (a right answer is the choice made); false when a question is
   * left open (the search ends there). A question with one answer only is not asked.
   */
  expand(): boolean {
    const { state, options, level } = this;
    let v = this.chooseVariable();
    const valueOrder = this.valueOrder;
    if (this.asks('variable') && state.variableCount - this.assigned > 1) {
      const q = variableQuestion(state, options.variableOrder, this.assigned, v);
      const a = this.answer(q);
      if (a === null) return false;
      if (q.right.includes(a)) v = a;
    }
    this.events.select(state, v, this.assigned, options.variableOrder);
    const frame = (this.frames[level] ??= new Frame(state.largestDomain, this.backjumping?.words ?? 0));
    frame.variable = v;
    frame.count = orderValues(state, v, valueOrder, frame.values, this.scratch, this.random);
    if (this.asks('value') && frame.count > 1) {
      const q = valueQuestion(state, v, options.valueOrder, this.assigned, frame.values, frame.count, this.scratch);
      const a = this.answer(q);
      if (a === null) return false;
      if (q.right.includes(a)) putFirst(frame.values, frame.count, a);
    }
    frame.next = 0;
    this.backjumping?.opened(frame);
    this.level = level + 1;
    this.stats.explored++;
    this.grow(this.binary ? 2 : frame.count);
    return true;
  }

  /**
   * SELECT-UNASSIGNED-VARIABLE: by the problem's own search order where the options follow it and
   * it names an unassigned variable, else by the variable order (among the declared variables
   * first, with `branchOn: 'declared'`). `valueOrder` says then how to
   * order the chosen variable's values.
   */
  chooseVariable(): number {
    const annotated = this.annotated?.select(this.state) ?? -1;
    if (annotated >= 0) {
      this.valueOrder = this.annotated!.valueOrder;
      return annotated;
    }
    this.valueOrder = this.options.valueOrder;
    if (this.declared !== null) {
      const v = selectVariable(this.state, this.options.variableOrder, this.declared);
      if (v >= 0) return v;
    }
    return selectVariable(this.state, this.options.variableOrder);
  }

  /** `count` alternatives join the frontier. */
  private grow(count: number): void {
    this.frontier += count;
    if (this.frontier > this.stats.maxFrontier) this.stats.maxFrontier = this.frontier;
  }

  /** Try the next value of the top frame: assign it and infer; on failure take it back. */
  tryNext(): Try {
    const frame = this.frames[this.level - 1]!;
    if (frame.next >= frame.count) return Try.Exhausted;
    const { state, stats, events } = this;
    const stop = this.budget.exceeded(stats.nodes);
    if (stop) {
      this.stopStatus = stop;
      return Try.Stop;
    }
    if (this.failuresLeft <= 0) return Try.Restart;
    const v = frame.variable;
    const value = frame.values[frame.next++]!;
    this.frontier--;
    const settled = this.skipSettled && state.size(v) === 1;
    frame.mark = state.trailMark;
    state.value[v] = value;
    state.reduceTo(v, value);
    const depth = ++this.assigned;
    this.backjumping?.assigned(v, depth);
    stats.nodes++;
    if (depth > stats.maxDepth) stats.maxDepth = depth;
    events.assign(v, value, depth);
    const asking = !settled && this.asks('prune') && !this.binary && this.options.inference !== 'none';
    const before = asking ? this.pruneScope(v) : null;
    const causes = asking ? this.capturePrunes() : null;
    const prunesBefore = state.prunes;
    let failure = null;
    if (!settled) {
      const t = this.inferenceStart();
      failure = this.inference.afterAssign(v);
      this.inferenceEnd(t);
    }
    if (causes) this.inference.prunes = this.events;
    if (before && causes && failure === null && before.length > 0) {
      // The question comes before the removals are shown: an open one ends the run with them unsent.
      const q = pruneQuestion(state, this.options.inference as 'fc' | 'mac', v, value, depth - 1, before, causes);
      if (this.answer(q) === null) {
        // The statistics do not tell the count either.
        state.prunes = prunesBefore;
        return Try.Question;
      }
    }
    frame.prunes = events.prunes(depth);
    if (failure === null) return Try.Consistent;
    this.failuresLeft--;
    events.failure(failure, depth);
    this.backjumping?.refuted(frame, this.level - 1, failure);
    this.retract();
    return Try.Inconsistent;
  }

  /** Take back the assignment of the top frame (and the inferences it made). */
  retract(): void {
    const { state } = this;
    const frame = this.frames[this.level - 1]!;
    const v = frame.variable;
    const value = state.value[v]!;
    state.undoTo(frame.mark);
    state.value[v] = -1;
    const depth = --this.assigned;
    this.stats.backtracks++;
    this.events.backtrack(v, value, depth, frame.prunes);
  }

  /**
   * Chronological backtracking: the top frame is exhausted, so pop it and take back the
   * assignment of the frame below, whose next value is tried next. False when none is left.
   */
  private backtrack(): boolean {
    if (!this.pop()) return false;
    this.retract();
    return true;
  }

  /** Drop the exhausted top frame (a failure); false when it was the last one. */
  pop(): boolean {
    this.failuresLeft--;
    this.level--;
    return this.level > 0;
  }

  /**
   * Before an inference during search: the time it starts, or -1 when it goes untimed. One in
   * `TIME_EVERY` is timed and `inferenceTime` scales their sum (two clock reads per node were a
   * twentieth of a knapsack's search; the all-different kernel samples the same way).
   */
  inferenceStart(): number {
    return this.inferences++ % TIME_EVERY === 0 ? now() : -1;
  }

  inferenceEnd(start: number): void {
    if (start < 0) return;
    this.timedMs += now() - start;
    this.timedInferences++;
  }

  /** The time spent in inference: AC-3's before search, and the sampled estimate of the rest (never more than the whole search). */
  private inferenceTime(): number {
    const during = this.timedInferences > 0 ? this.timedMs * (this.inferences / this.timedInferences) : 0;
    return Math.min(this.inferenceMs + during, now() - this.start);
  }

  /** The search ends: yield what is left, then the `done` event with a copy of the statistics. */
  *done(status: Status, message?: Message, cause?: EndCause, limit?: Limit): Generator<SearchEvent, SearchResult> {
    const { state, events, bound, solutions } = this;
    yield* flush(events.outbox);
    const counters = { prunes: state.prunes, checks: state.checks, start: this.start, inferenceMs: this.inferenceTime() };
    const result = searchResult(status, solutions, this.stats, counters, message);
    const details: DoneDetails = {};
    if (message !== undefined) details.message = message;
    if (cause !== undefined) details.cause = cause;
    if (status === 'question' && this.question) details.question = this.question;
    if (bound !== null && solutions.length > 0) result.objective = details.objective = bound.best;
    if (limit !== undefined) result.limit = details.limit = limit;
    events.done(status, result.stats, details);
    yield* flush(events.outbox);
    return result;
  }

  /** The search ran out of alternatives: solved if it found any solution, optimal with an objective. */
  exhausted(): Generator<SearchEvent, SearchResult> {
    return this.done(this.solutions.length === 0 ? 'unsatisfiable' : this.bound !== null ? 'optimal' : 'solved');
  }

  /**
   * A limit stopped the search (`status`; `message` says more): with an objective and a solution
   * it ends `solved` with the best so far, the limit named apart; else with the limit's status.
   */
  stopped(status: Limit, message?: Message): Generator<SearchEvent, SearchResult> {
    if (this.bound !== null && this.solutions.length > 0) return this.done('solved', message, undefined, status);
    return this.done(status, message);
  }
}

/**
 * Search for solutions, yielding events. The generator's return value is the final result; the
 * last event is always `done`. With `record: false` only `solution` and `done` are yielded.
 */
export function* search(problem: Problem, partial: Partial<SearchOptions> = {}): Generator<SearchEvent, SearchResult> {
  const options = withDefaults(partial);
  const run = new Run(problem, options);
  const { state, events } = run;

  // A variable with an empty initial domain: nothing to search.
  for (let v = 0; v < state.variableCount; v++) {
    if (state.size(v) === 0) return yield* run.done('unsatisfiable', msg('names.end.noValue', { variable: labelOf(problem.variables[v]!) }), { code: 'no-value', variable: v });
  }

  if (run.asks('cutset')) {
    // Choose a cycle cutset: graded in the app; the run goes on as it would.
    const graph = constraintGraph(problem);
    const smallest = smallestCycleCutset(graph);
    const neighbours = graph.neighbours.map((n) => n.slice());
    if (run.answer({ ask: 'cutset', neighbours, smallest, candidates: neighbours.map((_, v) => v), right: smallest.set.slice(), pick: -1 }) === null) return yield* run.done('question');
  }
  if (run.asks('arc')) {
    // Arc consistency by hand: the student drives AC-3's queue (before search, whatever `ac3` says).
    events.phase('ac3');
    yield* flush(events.outbox);
    const outcome = yield* arcsByHand(run, problem);
    if (outcome === 'question') return yield* run.done('question');
    if (outcome !== null) {
      return yield* run.done('unsatisfiable', msg('names.end.arcEmpty', { variable: labelOf(problem.variables[outcome.variable]!) }), { code: 'arc-empty', variable: outcome.variable });
    }
    run.rootMark = state.trailMark;
  } else if (options.ac3) {
    events.phase('ac3');
    yield* flush(events.outbox);
    const t = now();
    const failure = run.inference.arcConsistency();
    run.inferenceMs += now() - t;
    events.prunes(0);
    // AC-3 empties a domain: a wipe-out, whatever the inference during search.
    if (failure) events.failure(failure, 0, true);
    yield* flush(events.outbox);
    if (failure) {
      return yield* run.done('unsatisfiable', msg('names.end.arcEmpty', { variable: labelOf(problem.variables[failure.variable]!) }), { code: 'arc-empty', variable: failure.variable });
    }
    // The root is after AC-3: a restart takes back the search's prunes, not these (its event says so).
    run.rootMark = state.trailMark;
  }
  events.phase('search');
  yield* flush(events.outbox);

  // Domain splitting by hand (splitByHand.ts) instead of backtracking, after arc consistency by hand if asked.
  if (run.asks('split')) return yield* splitByHand(run, problem);
  if (options.strategy === 'bfs') return yield* breadthFirst(run);
  return yield* depthFirst(run);
}

/** An arc as a question names it. */
function arcRef(a: Arc): ArcRef {
  return { id: a.id, variable: a.variable, constraint: a.constraint, others: a.others.slice() };
}

/**
 * Arc consistency by hand (an exercise's `arc` questions, handArcs.ts): from the domains now and
 * every arc queued, the student picks an arc of the queue (not asked when one is left) and marks
 * what revising it removes; then it is revised, its removals made (prune events at depth 0, sent at
 * once so the board shows them) and the arcs to revise again queued. Ends with null (the queue is
 * empty), the variable left without a value, or 'question' when the answers run out.
 */
function* arcsByHand(run: Run, problem: Problem): Generator<SearchEvent, 'question' | { variable: number } | null> {
  const { state, events } = run;
  const scratch = new Int32Array(state.largestDomain);
  const domains = Array.from({ length: state.variableCount }, (_, v) => Array.from(scratch.subarray(0, state.valuesOf(v, scratch))));
  const hand = HandArcs.everyArc(problem, domains);
  let ac3: number | null = null;
  while (!hand.done) {
    const queue = hand.queue();
    let arc = queue[0]!;
    if (queue.length > 1) {
      const pick = run.answer({ ask: 'arc', step: 'pick', arcs: queue.map(arcRef), revisions: hand.revisions, candidates: [], requeue: [], end: null, right: queue.map((a) => a.id), pick: arc.id });
      if (pick === null) return 'question';
      arc = queue.find((a) => a.id === pick) ?? arc;
    }
    const revision = hand.examine(arc);
    const requeue = hand.wouldRequeue(arc);
    const last = revision.wipeout || queue.length - 1 + requeue.length === 0;
    if (last) ac3 ??= hand.fifoFromStart().revisions;
    const supportOf = new Map(revision.supports.map((x) => [x.value, x.others]));
    const marks = run.answer({
      ask: 'arc',
      step: 'marks',
      arcs: [arcRef(arc)],
      revisions: hand.revisions,
      candidates: revision.before.map((value) => ({ value, removed: !supportOf.has(value), support: supportOf.get(value) ?? null })),
      requeue: requeue.map(arcRef),
      end: last ? { revisions: hand.revisions + 1, ac3: ac3!, wipeout: revision.wipeout } : null,
      right: revision.removed.slice(),
      pick: -1,
    });
    if (marks === null) return 'question';
    const made = hand.revise(arc);
    for (const value of made.removed) run.inference.removeBy(arc.variable, value, arc.constraint);
    events.prunes(0);
    yield* flush(events.outbox);
    if (made.wipeout) return { variable: arc.variable };
  }
  return null;
}

/**
 * Depth-first search: BACKTRACK with an explicit stack. The branching (d-way or binary) is the
 * run's `branch` and `backUp`; the loop is the same for both.
 */
function* depthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const outbox = run.events.outbox;
  let deeper = true; // the last assignment was consistent (or nothing is assigned yet)
  for (;;) {
    if (deeper) {
      if (run.complete()) {
        const enough = run.solution();
        yield* flush(outbox);
        if (enough) return yield* (run.level === 0 ? run.exhausted() : run.done('solved'));
        run.retract(); // go on after a solution: take back the last assignment
      } else if (!run.expand()) {
        return yield* run.done('question');
      }
    }
    const outcome = run.branch();
    if (outbox.length > 0) yield* flush(outbox);
    deeper = outcome === Try.Consistent;
    if (outcome === Try.Exhausted) {
      if (!run.askBacktrack()) return yield* run.done('question');
      if (!run.backUp()) return yield* run.exhausted();
    } else if (outcome === Try.Restart) {
      restart(run);
      deeper = true;
    } else if (outcome === Try.Stop) {
      return yield* run.stopped(run.stopStatus);
    } else if (outcome === Try.Question) {
      return yield* run.done('question');
    }
  }
}

/** 1 for each of `declared`'s variables, 0 for the others. */
function declaredMask(count: number, declared: readonly number[]): Uint8Array {
  const mask = new Uint8Array(count);
  for (const v of declared) mask[v] = 1;
  return mask;
}
