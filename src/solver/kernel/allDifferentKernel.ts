/**
 * The all-different kernel: the same search as `search()` (MAC with Régin's all-different
 * filtering, MRV or static variable order, lexicographic or reverse values, depth-first, d-way
 * branching), compiled for one family of problems: every constraint an `AllDifferentGac` and
 * every domain within one 32-bit word (Sudoku 4 x 4 to 16 x 16, Latin squares). It builds no
 * events and no `State`; domains are one word per variable, the units and the matchings are flat
 * typed arrays kept across puzzles of one shape. It runs the same Régin filtering as
 * `AllDifferentGac` (`Regin`), and tells it which positions of a unit are known to be fixed (a
 * reversible word per unit, on the same trail as the domains) so that it skips them.
 *
 * It makes exactly the choices `search()` makes, so nodes, backtracks, maximum depth and the
 * solutions found are the same (the tests compare them):
 * - the domains after propagation are the greatest fixpoint of the all-different filterings, which
 *   does not depend on the order the constraints run in;
 * - variables are chosen from those domains by the same rule (MRV: the smallest domain, lowest
 *   index on ties; static: the first unassigned), and a variable already down to one value is
 *   assigned as a node without propagating, as `search()` does under MAC after AC-3.
 * `prunes` and `checks` may differ a little: when a domain empties, how many values the other
 * constraints removed before that depends on the order.
 *
 * `solve()` (solve.ts) runs problems here when they and the options qualify (`kernelFor`).
 */
import { msg, type Message } from '../../text/index.ts';
import { emptyStats, type Stats, type Status } from '../events.ts';
import { AllDifferentGac, Regin } from '../constraints/allDifferentGac.ts';
import { Trail } from '../trail.ts';
import { DEFAULT_OPTIONS, type SearchOptions } from '../options.ts';
import { initialWord, labelOf, type Constraint, type Problem } from '../problem.ts';
import { lastWordMask, popcount, wordsFor } from '../bits.ts';
import { now } from '../clock.ts';
import { searchResult, type SearchResult } from '../search.ts';

/** Units and matchings for problems whose constraint list is this array (one puzzle shape). */
interface Shape {
  readonly variableCount: number;
  readonly unitCount: number;
  /** Variables of unit u: `unitVars[unitStart[u] .. unitStart[u + 1]]`. */
  readonly unitStart: Int32Array;
  readonly unitVars: Int32Array;
  /** Units of variable v: `varUnits[varUnitStart[v] .. varUnitStart[v + 1]]`. */
  readonly varUnitStart: Int32Array;
  readonly varUnits: Int32Array;
  /** Every position of unit u as a set (bit i: its i-th variable): the unit is settled when all are known fixed. */
  readonly unitFull: Int32Array;
  /** Words of a set of units (32 units a word), and each variable's units as such a set. */
  readonly unitWords: number;
  readonly varUnitMask: Int32Array;
  /** Variables sharing a unit with v (v excluded): `peers[peerStart[v] .. peerStart[v + 1]]`. */
  readonly peerStart: Int32Array;
  readonly peers: Int32Array;
  /** Matching kept between calls: value of each unit position (-1: none); position of each (unit, value). */
  readonly valueOf: Int32Array;
  readonly positionOf: Int32Array;
  /** Working memory of the last run on this shape, reused by the next (runs never overlap: see `solveWithKernel`). */
  spare: Run | null;
}

const shapes = new WeakMap<readonly Constraint[], Shape | null>();

/**
 * Every option, with how the kernel takes it: `mirrored` (`mirrors` below checks the values it
 * handles) or `default` (it must keep its default value). The type lists every key of
 * `SearchOptions`, so an option added later must be entered here, as `default` until the kernel
 * knows it (the search then falls back to `search()` whenever it is set).
 */
const OPTION_KINDS: { [K in keyof Required<SearchOptions>]: 'mirrored' | 'default' } = {
  record: 'mirrored',
  inference: 'mirrored',
  ac3: 'mirrored',
  strategy: 'mirrored',
  branching: 'mirrored',
  variableOrder: 'mirrored',
  valueOrder: 'mirrored',
  restarts: 'mirrored',
  restartBase: 'mirrored',
  seed: 'mirrored',
  maxSolutions: 'mirrored',
  timeLimitMs: 'mirrored',
  nodeLimit: 'mirrored',
  bfsMaxBytes: 'mirrored',
  signal: 'mirrored',
  backjump: 'default',
  script: 'default',
  searchAnnotation: 'default',
  branchOn: 'default',
};
const MUST_BE_DEFAULT = (Object.keys(OPTION_KINDS) as (keyof SearchOptions)[]).filter((key) => OPTION_KINDS[key] === 'default');

/** The values of the mirrored options the kernel handles (the others: any value). */
function mirrors(options: SearchOptions): boolean {
  return (
    !options.record &&
    options.inference === 'mac' &&
    options.ac3 &&
    options.strategy === 'dfs' &&
    options.branching === 'd-way' &&
    (options.variableOrder === 'mrv' || options.variableOrder === 'static') &&
    (options.valueOrder === 'lex' || options.valueOrder === 'reverse') &&
    // search() restarts only when looking for the first solution.
    (options.restarts === 'none' || options.maxSolutions !== 1)
  );
}

/** Does the kernel run this search? Every constraint all-different GAC, every domain ≤ 32 values, and options it mirrors. */
export function kernelFor(problem: Problem, options: SearchOptions): boolean {
  // Written out rather than a loop over the options' keys: solve() asks once per puzzle, and
  // the loop cost about a microsecond, a few per cent of a hard Sudoku.
  if (!mirrors(options)) return false;
  // Branch and bound is the generic search's.
  if (problem.objective) return false;
  // An option the kernel does not know of (not in OPTION_KINDS): search() then.
  for (const key in options) if (!Object.hasOwn(OPTION_KINDS, key)) return false;
  for (let k = 0; k < MUST_BE_DEFAULT.length; k++) {
    const key = MUST_BE_DEFAULT[k]!;
    if (options[key] !== DEFAULT_OPTIONS[key]) return false;
  }
  return shapeOf(problem) !== null;
}

function shapeOf(problem: Problem): Shape | null {
  const constraints = problem.constraints;
  let shape = shapes.get(constraints);
  if (shape === undefined) {
    shape = compile(problem);
    shapes.set(constraints, shape);
  }
  if (shape === null || shape.variableCount !== problem.variables.length) return null;
  for (const variable of problem.variables) if (variable.size > 32) return null;
  return shape;
}

function compile(problem: Problem): Shape | null {
  const n = problem.variables.length;
  const constraints = problem.constraints;
  let positions = 0;
  for (const c of constraints) {
    if (!(c instanceof AllDifferentGac)) return null;
    const seen = new Set<number>();
    for (const v of c.scope) {
      if (v < 0 || v >= n || seen.has(v)) return null;
      seen.add(v);
    }
    // At most 32 positions (the fixed positions of a unit are a bit set, see Run.dom); a longer
    // scope with at most 32 values has no solution anyway, and search() says so.
    if (c.scope.length > 32) return null;
    positions += c.scope.length;
  }
  const unitCount = constraints.length;
  const unitStart = new Int32Array(unitCount + 1);
  const unitVars = new Int32Array(positions);
  const varUnitStart = new Int32Array(n + 1);
  for (let u = 0, k = 0; u < unitCount; u++) {
    for (const v of constraints[u]!.scope) {
      unitVars[k++] = v;
      varUnitStart[v + 1]!++;
    }
    unitStart[u + 1] = k;
  }
  for (let v = 0; v < n; v++) varUnitStart[v + 1]! += varUnitStart[v]!;
  const varUnits = new Int32Array(positions);
  const fill = varUnitStart.slice(0, n);
  for (let u = 0; u < unitCount; u++) for (let k = unitStart[u]!; k < unitStart[u + 1]!; k++) varUnits[fill[unitVars[k]!]!++] = u;
  const unitWords = (unitCount + 31) >>> 5;
  const varUnitMask = new Int32Array(n * unitWords);
  for (let v = 0; v < n; v++) {
    for (let k = varUnitStart[v]!; k < varUnitStart[v + 1]!; k++) {
      const u = varUnits[k]!;
      varUnitMask[v * unitWords + (u >>> 5)]! |= 1 << (u & 31);
    }
  }
  const peerStart = new Int32Array(n + 1);
  const peerList: number[] = [];
  const mark = new Int32Array(n).fill(-1);
  for (let v = 0; v < n; v++) {
    mark[v] = v;
    for (let k = varUnitStart[v]!; k < varUnitStart[v + 1]!; k++) {
      const u = varUnits[k]!;
      for (let j = unitStart[u]!; j < unitStart[u + 1]!; j++) {
        const w = unitVars[j]!;
        if (mark[w] === v) continue;
        mark[w] = v;
        peerList.push(w);
      }
    }
    peerStart[v + 1] = peerList.length;
  }
  return {
    variableCount: n,
    unitWords,
    varUnitMask,
    peerStart,
    peers: Int32Array.from(peerList),
    unitCount,
    unitStart,
    unitFull: Int32Array.from({ length: unitCount }, (_, u) => {
      const k = unitStart[u + 1]! - unitStart[u]!;
      return k === 32 ? -1 : (1 << k) - 1;
    }),
    unitVars,
    varUnitStart,
    varUnits,
    valueOf: new Int32Array(positions).fill(-1),
    positionOf: new Int32Array(unitCount * 32).fill(-1),
    spare: null,
  };
}

/** `settle` found the node limit reached or the search cancelled. */
const STOP = -2;
/** Solutions per chunk of memory (see Run.solution). */
const SOLUTION_CHUNK = 8;
/** One propagation in this many is timed (see Run.inferenceMs). */
const TIME_EVERY = 8;

/** The mutable part of one run. */
class Run {
  /**
   * The reversible cells: the domain word of each variable, then for each unit u at
   * `variableCount + u` its positions known to have one value (bit i: the unit's i-th variable),
   * so that Régin's filtering stops reading them; both go back on the one trail.
   */
  readonly dom: Int32Array;
  /** The trail of `search()`, over `dom`. */
  readonly trail: Trail;
  /**
   * Units waiting for their filtering, as a set (`unitWords` words). The highest-numbered runs
   * first: any order reaches the same fixpoint, and in Sudoku models (rows, columns, then boxes)
   * boxes first is a little faster.
   */
  readonly dirty: Int32Array;
  /** The peers of one single that hold its value (see propagate). */
  readonly hits: Int32Array;
  /** Variables down to one value whose value has not yet left their peers. */
  readonly singles: Int32Array;
  singlesLength = 0;
  /** Before search: the values the givens of each unit take (see stripGivens). */
  readonly taken: Int32Array;
  /** Régin's filtering, the one `AllDifferentGac` runs. */
  readonly regin: Regin;
  prunes = 0;
  checks = 0;
  failedVar = -1;

  // The search's state: see solveWithKernel.
  stats: Stats = emptyStats();
  options: SearchOptions = DEFAULT_OPTIONS;
  start = 0;
  /** Variables assigned (the first `assigned` of `order`). */
  assigned = 0;
  /** Values of the frames not tried yet: `search()`'s frontier (see `Stats.maxFrontier`). */
  frontier = 0;
  // Inference time: the AC-3 before search, timed, plus the search's propagations, of which one
  // in TIME_EVERY is timed and the total scaled from those (a clock read costs about as much as a
  // small propagation; browsers round the clock to microseconds anyway).
  inferenceMs = 0;
  propagations = 0;
  timed = 0;
  timedMs = 0;
  readonly value: Int32Array;
  /** The unassigned variables as a set (bit v % 32 of word v / 32), so MRV looks at those only. */
  readonly unassigned: Int32Array;
  readonly order: Int32Array;
  readonly frameVar: Int32Array;
  readonly frameLeft: Int32Array;
  readonly frameMark: Int32Array;
  readonly frameBase: Int32Array;
  /**
   * Solutions are handed out as views into a chunk of SOLUTION_CHUNK solutions: a typed array of
   * its own per solution costs a separate backing store, about 0.7 µs, 2 % of a hard Sudoku. A
   * view is never written again once returned (the offset only grows; a full chunk is replaced).
   */
  private chunk = new Int32Array(0);
  private chunkUsed = 0;

  constructor(readonly shape: Shape) {
    const n = shape.variableCount;
    this.dom = new Int32Array(n + shape.unitCount);
    this.trail = new Trail(Math.max(64, n * 8));
    this.dirty = new Int32Array(shape.unitWords);
    let widest = 0;
    for (let u = 0; u < shape.unitCount; u++) widest = Math.max(widest, shape.unitStart[u + 1]! - shape.unitStart[u]!);
    this.regin = new Regin(widest, shape.valueOf, shape.positionOf);
    // One slot to spare: propagate writes a variable past the top before it knows whether to push it.
    this.singles = new Int32Array(n + 1);
    let peersMost = 0;
    for (let v = 0; v < n; v++) peersMost = Math.max(peersMost, shape.peerStart[v + 1]! - shape.peerStart[v]!);
    this.hits = new Int32Array(peersMost);
    this.taken = new Int32Array(shape.unitCount);
    this.value = new Int32Array(n);
    this.unassigned = new Int32Array(wordsFor(n));
    this.order = new Int32Array(n);
    this.frameVar = new Int32Array(n);
    this.frameLeft = new Int32Array(n);
    this.frameMark = new Int32Array(n);
    this.frameBase = new Int32Array(n);
  }

  /** Start again from nothing assigned; the domains are written by the caller. */
  reset(): void {
    this.trail.length = 0;
    this.dirty.fill(0);
    this.singlesLength = 0;
    this.prunes = this.checks = 0;
    this.failedVar = -1;
    this.value.fill(-1);
    const unassigned = this.unassigned;
    unassigned.fill(-1);
    if (unassigned.length > 0) unassigned[unassigned.length - 1] = lastWordMask(this.shape.variableCount);
  }

  /** Start the search of one solve. */
  begin(stats: Stats, options: SearchOptions, start: number): void {
    this.stats = stats;
    this.options = options;
    this.start = start;
    this.assigned = this.frontier = 0;
    this.inferenceMs = this.propagations = this.timed = this.timedMs = 0;
  }

  /** The result, the run's memory handed back to its shape for the next solve. */
  finish(solutions: Int32Array[], status: Status, message?: Message): SearchResult {
    this.shape.spare = this;
    const { start, timed } = this;
    if (timed > 0) this.inferenceMs = Math.min(this.inferenceMs + this.timedMs * (this.propagations / timed), now() - start);
    return searchResult(status, solutions, this.stats, { prunes: this.prunes, checks: this.checks, start, inferenceMs: this.inferenceMs }, message);
  }

  /** A copy of the current assignment, for the result. */
  solution(): Int32Array {
    const n = this.shape.variableCount;
    if (this.chunkUsed + n > this.chunk.length) {
      this.chunk = new Int32Array(n * SOLUTION_CHUNK);
      this.chunkUsed = 0;
    }
    const copy = this.chunk.subarray(this.chunkUsed, this.chunkUsed + n);
    this.chunkUsed += n;
    copy.set(this.value);
    return copy;
  }

  /** A variable settled without a choice is, in `search()`, a frame of one value: expanded, then taken. */
  private settledOne(): void {
    const stats = this.stats;
    stats.explored++;
    if (this.frontier + 1 > stats.maxFrontier) stats.maxFrontier = this.frontier + 1;
  }

  /** The node limit or the signal stops the search where search() would have chosen a variable. */
  private stop(): number {
    if (this.assigned > this.stats.maxDepth) this.stats.maxDepth = this.assigned;
    this.settledOne(); // search() chose the variable before it saw the limit
    return STOP;
  }

  /**
   * Assign the variables `search()` would take next without a choice (each a node: a variable
   * down to one value is taken first by MRV, and when first unassigned by the static order) and
   * return the variable to choose a value for: -1 when all are assigned, STOP at the node limit.
   */
  settle(): number {
    const { stats, dom, value, unassigned, order } = this;
    const { nodeLimit, signal } = this.options;
    let best = -1;
    if (this.options.variableOrder === 'mrv') {
      let bestSize = 33;
      // The unassigned variables in increasing order (the lowest index wins a tie, as in search()).
      for (let word = 0; word < unassigned.length; word++) {
        for (let bits = unassigned[word]!; bits !== 0; ) {
          const low = bits & -bits;
          bits ^= low;
          const v = (word << 5) + 31 - Math.clz32(low);
          const w = dom[v]!;
          if ((w & (w - 1)) === 0) {
            if (stats.nodes >= nodeLimit || signal?.aborted) return this.stop();
            value[v] = 31 - Math.clz32(w);
            unassigned[word]! &= ~low;
            order[this.assigned++] = v;
            stats.nodes++;
            this.settledOne();
            continue;
          }
          const size = popcount(w);
          if (size < bestSize) {
            best = v;
            bestSize = size;
          }
        }
      }
    } else {
      // Static order: the assigned variables are always 0 .. assigned - 1.
      const n = this.shape.variableCount;
      for (let v = this.assigned; v < n; v++) {
        const w = dom[v]!;
        if ((w & (w - 1)) !== 0) {
          best = v;
          break;
        }
        if (stats.nodes >= nodeLimit || signal?.aborted) return this.stop();
        value[v] = 31 - Math.clz32(w);
        unassigned[v >>> 5]! &= ~(1 << (v & 31));
        order[this.assigned++] = v;
        stats.nodes++;
        this.settledOne();
      }
    }
    if (this.assigned > stats.maxDepth) stats.maxDepth = this.assigned;
    return best;
  }

  /** Set v's domain to `word` (a subset of the current one), saving the old word. */
  set(v: number, word: number): void {
    this.trail.save(v, this.dom[v]!);
    this.dom[v] = word;
    if ((word & (word - 1)) === 0) this.singles[this.singlesLength++] = v;
  }

  undoTo(mark: number): void {
    this.trail.undoTo(mark, this.dom);
  }

  /** Mark the units of v dirty, except `except` (a filtering is idempotent: its own removals need not wake it). */
  wake(v: number, except: number): void {
    const words = this.shape.unitWords;
    const mask = this.shape.varUnitMask;
    const dirty = this.dirty;
    for (let i = 0, o = v * words; i < words; i++) dirty[i]! |= mask[o + i]!;
    if (except >= 0) dirty[except >>> 5]! &= ~(1 << (except & 31));
  }

  /**
   * Propagate to the fixpoint: first the values of variables down to one value leave their peers
   * (cheap, and implied by every filtering), then the queued units run Régin's filtering one at a
   * time, each one's removals handled the same way. Returns false when a domain empties.
   */
  propagate(): boolean {
    const { peerStart, peers, unitWords, unitStart, unitFull, unitVars, varUnitMask, variableCount: fixedAt } = this.shape;
    const regin = this.regin;
    const dirty = this.dirty;
    const dom = this.dom;
    const singles = this.singles;
    const trail = this.trail;
    const hits = this.hits;
    // Values the single values take out of their peers: each is a check and a prune.
    let removed = 0;
    // The singles stack's length, in a local while the loop below runs (prune() pushes too).
    let top = this.singlesLength;
    for (;;) {
      while (top > 0) {
        const v = singles[--top]!;
        const bit = dom[v]!;
        // First the peers that hold the value, gathered without a branch (most peers do not
        // hold it, and which do is not predictable), then those, in the same order.
        const shift = 31 - Math.clz32(bit);
        let count = 0;
        for (let k = peerStart[v]!, end = peerStart[v + 1]!; k < end; k++) {
          const p = peers[k]!;
          hits[count] = p;
          count += (dom[p]! & bit) >>> shift;
        }
        for (let h = 0; h < count; h++) {
          const p = hits[h]!;
          const w = dom[p]!;
          if (w === bit) {
            this.count(removed);
            this.singlesLength = 0;
            dirty.fill(0);
            return this.fail(p);
          }
          removed++;
          // set(p, w & ~bit) and wake(p, -1) written out: this is the innermost loop.
          const rest = w & ~bit;
          trail.save(p, w);
          dom[p] = rest;
          // Pushed when down to one value, without a branch: rest & (rest - 1) is 0 then.
          const more = rest & (rest - 1);
          singles[top] = p;
          top += 1 - ((more | -more) >>> 31);
          if (unitWords === 1) dirty[0]! |= varUnitMask[p]!;
          else for (let i = 0, o = p * unitWords; i < unitWords; i++) dirty[i]! |= varUnitMask[o + i]!;
        }
      }
      let u = -1;
      for (let i = unitWords - 1; i >= 0; i--) {
        const word = dirty[i]!;
        if (word !== 0) {
          const high = 31 - Math.clz32(word);
          dirty[i] = word & ~(1 << high);
          u = (i << 5) + high;
          break;
        }
      }
      if (u < 0) {
        this.singlesLength = 0;
        this.count(removed);
        return true;
      }
      const known = dom[fixedAt + u]!;
      // Every position known to have one value: nothing left to filter (its values left its
      // peers through the singles above).
      if (known === unitFull[u]) continue;
      const start = unitStart[u]!;
      const tests = regin.filter(dom, unitVars, start, unitStart[u + 1]! - start, u << 5, known);
      if (tests < 0) {
        this.count(removed);
        this.singlesLength = 0;
        dirty.fill(0);
        return this.fail(unitVars[start + (-1 - tests)]!);
      }
      this.checks += regin.m;
      if (regin.fixed !== known) {
        trail.save(fixedAt + u, known);
        dom[fixedAt + u] = regin.fixed;
      }
      if (tests > 0) {
        this.singlesLength = 0;
        this.prune(u);
        top = this.singlesLength;
      }
    }
  }

  /**
   * Before search: take the values of the variables that start with one value (the givens) out
   * of the other variables of their units, with one mask per unit rather than a walk over each
   * given's peers (a Sudoku has some twenty-five givens and twenty peers each); the variables this
   * leaves with one value go on the singles stack for `propagate`. Nothing is trailed: the search
   * never goes back above the root. When two givens of a unit share a value, or a variable would
   * be left with nothing, it falls back to pushing every given, and `propagate` finds the failure.
   */
  stripGivens(): void {
    const { variableCount: n, varUnitStart, varUnits } = this.shape;
    const dom = this.dom;
    const singles = this.singles;
    const taken = this.taken;
    taken.fill(0);
    for (let v = 0; v < n; v++) {
      const w = dom[v]!;
      if ((w & (w - 1)) !== 0) continue;
      for (let k = varUnitStart[v]!, end = varUnitStart[v + 1]!; k < end; k++) {
        const u = varUnits[k]!;
        if ((taken[u]! & w) !== 0) return this.pushSingles();
        taken[u]! |= w;
      }
    }
    let removed = 0;
    for (let v = 0; v < n; v++) {
      const w = dom[v]!;
      if ((w & (w - 1)) === 0) continue;
      let out = 0;
      for (let k = varUnitStart[v]!, end = varUnitStart[v + 1]!; k < end; k++) out |= taken[varUnits[k]!]!;
      const rest = w & ~out;
      if (rest === w) continue;
      if (rest === 0) {
        this.count(removed);
        return this.pushSingles();
      }
      removed += popcount(w & ~rest);
      dom[v] = rest;
      if ((rest & (rest - 1)) === 0) singles[this.singlesLength++] = v;
    }
    this.count(removed);
  }

  /** Every variable down to one value on the singles stack (the plain start of AC-3). */
  private pushSingles(): void {
    const dom = this.dom;
    this.singlesLength = 0;
    for (let v = 0; v < this.shape.variableCount; v++) if ((dom[v]! & (dom[v]! - 1)) === 0) this.singles[this.singlesLength++] = v;
  }

  private count(removed: number): void {
    this.checks += removed;
    this.prunes += removed;
  }

  /**
   * Régin's filtering of unit u (`Regin`, shared with AllDifferentGac) on its open positions.
   * `propagate` runs every pending single value out of its peers before calling this, so the
   * fixed positions' values are already out of the open domains; a fixed position only gives up
   * its matched value. The domains that shrink are written back and wake the other units of
   * their variables.
   */
  prune(u: number): void {
    const start = this.shape.unitStart[u]!;
    const vars = this.shape.unitVars;
    const dom = this.dom;
    const { d, open, m } = this.regin;
    for (let j = 0; j < m; j++) {
      const i = open[j]!;
      const keep = d[i]!;
      const v = vars[start + i]!;
      const w = dom[v]!;
      if (keep !== w) {
        this.prunes += popcount(w & ~keep);
        this.set(v, keep);
        this.wake(v, u);
      }
    }
  }

  private fail(v: number): false {
    this.failedVar = v;
    return false;
  }
}

/** Run the search of `search()` on a problem `kernelFor` accepted. */
export function solveWithKernel(problem: Problem, options: SearchOptions): SearchResult {
  const start = now();
  const stats: Stats = emptyStats();
  // kernelFor has checked the problem: its shape is compiled.
  const shape = shapes.get(problem.constraints)!;
  const n = shape.variableCount;
  const vars = problem.variables;
  // Runs are synchronous, so one run's memory serves the next; `spare` is empty while in use.
  const run = shape.spare ?? new Run(shape);
  shape.spare = null;
  run.reset();
  run.begin(stats, options, start);
  const dom = run.dom;
  for (let v = 0; v < n; v++) dom[v] = initialWord(vars[v]!);
  dom.fill(0, n);
  const solutions: Int32Array[] = [];
  // (No closures here: under tsx, which the benches run with, esbuild's keepNames gives every
  // closure a defineProperty call per solve, and the search loop runs a few microseconds.)

  for (let v = 0; v < n; v++) {
    if (dom[v] === 0) return run.finish(solutions, 'unsatisfiable', msg('names.end.noValue', { variable: labelOf(vars[v]!) }));
  }
  // AC-3 before search: the given values out of their peers, every unit once, then whatever
  // their removals wake.
  let t = now();
  run.stripGivens();
  for (let u = 0; u < shape.unitCount; u++) run.dirty[u >>> 5]! |= 1 << (u & 31);
  let ok = run.propagate();
  run.inferenceMs += now() - t;
  if (!ok) return run.finish(solutions, 'unsatisfiable', msg('names.end.arcEmpty', { variable: labelOf(vars[run.failedVar]!) }));

  const reverse = options.valueOrder === 'reverse';
  // The assignment; the variables in the order they were assigned; one frame per choice: the
  // variable, the values not yet tried (a word), the trail mark, and how many variables were
  // assigned before it.
  const { value, unassigned, order, frameVar, frameLeft, frameMark, frameBase } = run;
  const deadline = options.timeLimitMs === Infinity ? Infinity : start + options.timeLimitMs;
  const { nodeLimit, signal, maxSolutions } = options;
  let level = 0;
  let tries = 0;
  let descend = true;

  for (;;) {
    if (descend) {
      const best = run.settle();
      if (best === STOP) return run.finish(solutions, 'stopped');
      if (best < 0) {
        solutions.push(run.solution());
        stats.solutions = solutions.length;
        if (solutions.length >= maxSolutions) return run.finish(solutions, 'solved');
        if (level === 0) {
          stats.backtracks += run.assigned;
          return run.finish(solutions, 'solved');
        }
        descend = false;
        continue;
      } else {
        frameVar[level] = best;
        frameLeft[level] = dom[best]!;
        frameBase[level] = run.assigned;
        level++;
        stats.explored++;
        run.frontier += popcount(dom[best]!);
        if (run.frontier > stats.maxFrontier) stats.maxFrontier = run.frontier;
        descend = false;
      }
    } else {
      // Take back the frame's choice and everything settled after it.
      const f = level - 1;
      const base = frameBase[f]!;
      stats.backtracks += run.assigned - base;
      for (let i = base; i < run.assigned; i++) {
        const u = order[i]!;
        value[u] = -1;
        unassigned[u >>> 5]! |= 1 << (u & 31);
      }
      run.assigned = base;
      run.undoTo(frameMark[f]!);
    }
    const f = level - 1;
    const v = frameVar[f]!;
    while (frameLeft[f] !== 0) {
      if (stats.nodes >= nodeLimit || signal?.aborted) return run.finish(solutions, 'stopped');
      if ((++tries & 63) === 0 && deadline !== Infinity && now() > deadline) return run.finish(solutions, 'timeout');
      const left = frameLeft[f]!;
      const bit = reverse ? 1 << (31 - Math.clz32(left)) : left & -left;
      frameLeft[f] = left & ~bit;
      run.frontier--;
      frameMark[f] = run.trail.length;
      value[v] = 31 - Math.clz32(bit);
      unassigned[v >>> 5]! &= ~(1 << (v & 31));
      order[run.assigned++] = v;
      stats.nodes++;
      if (run.assigned > stats.maxDepth) stats.maxDepth = run.assigned;
      const timing = run.propagations++ % TIME_EVERY === 0;
      if (timing) t = now();
      run.set(v, bit);
      run.wake(v, -1);
      ok = run.propagate();
      if (timing) {
        run.timedMs += now() - t;
        run.timed++;
      }
      if (ok) {
        descend = true;
        break;
      }
      run.undoTo(frameMark[f]!);
      value[v] = -1;
      unassigned[v >>> 5]! |= 1 << (v & 31);
      run.assigned--;
      stats.backtracks++;
    }
    if (descend) continue;
    // Every value of frame f failed: drop it; the frame below takes back its own choice.
    level--;
    if (level === 0) {
      stats.backtracks += run.assigned;
      return run.finish(solutions, solutions.length > 0 ? 'solved' : 'unsatisfiable');
    }
  }
}
