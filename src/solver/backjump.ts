/**
 * Conflict-directed backjumping (Prosser 1993; with FC and MAC as FC-CBJ / MAC-CBJ), for
 * depth-first search with d-way branching.
 *
 * Levels are depths: the assignment of frame f is level f + 1 (level 0, the root, is never
 * blamed). Two kinds of level sets (bitsets over levels 0..n):
 * - per variable, its conflict set: the levels that explain the removals from its domain. Every
 *   removal a constraint makes adds the explanation of the rest of the constraint's scope (their
 *   conflict sets, and their levels when assigned). For n-ary constraints this blames the whole
 *   scope: sound, slightly coarse. Removals made before search (AC-3 at the root) are explained
 *   by nothing. These sets are taken back with the domains: they are reversible cells of the state.
 * - per frame, the levels that refuted the values tried there (`Frame.conflict`).
 *
 * When every value of the top frame has failed, its conflict set is its variable's plus its
 * frame's; the search goes back to the deepest level in it, taking back every assignment in
 * between at once. Below a solution it backs up chronologically.
 */
import { wordsFor } from './bits.ts';
import type { Frame } from './frame.ts';
import type { Explainer, Failure } from './inference.ts';
import type { Run } from './search.ts';
import type { State } from './state.ts';

export class Backjumping implements Explainer {
  /** Words per level set. */
  readonly words: number;
  /** First reversible cell of the conflict sets, and a view of them: variable v's is `words` words from `v * words`. */
  private readonly base: number;
  private readonly conflict: Int32Array;
  /** Decision level (depth after the assignment) of each assigned variable. */
  private readonly levelOf: Int32Array;
  private readonly explanation: Int32Array;
  private readonly failure: Int32Array;

  constructor(private readonly state: State) {
    const n = state.variableCount;
    const words = (this.words = wordsFor(n + 1));
    this.base = state.extendCells(n * words);
    this.conflict = state.cellView(this.base, n * words);
    this.levelOf = new Int32Array(n);
    this.explanation = new Int32Array(words);
    this.failure = new Int32Array(words);
  }

  // ---- what the search tells it ----

  /** A frame is pushed: nothing refuted its values yet. */
  opened(frame: Frame): void {
    frame.conflict.fill(0);
    frame.belowSolution = false;
  }

  /** v was assigned at level `depth`. */
  assigned(v: number, depth: number): void {
    this.levelOf[v] = depth;
  }

  /** A solution: every frame below it backs up chronologically. */
  solutionFound(frames: readonly Frame[], level: number): void {
    for (let k = 0; k < level; k++) frames[k]!.belowSolution = true;
  }

  /** The value just tried at frame f failed: its explanation, minus f's own level, refutes it. */
  refuted(frame: Frame, f: number, failure: Failure): void {
    const { words } = this;
    const out = this.failure;
    out.fill(0);
    if (failure.constraint >= 0) {
      this.explainScope(failure.constraint, -1, out);
      const own = f + 1;
      out[own >>> 5]! &= ~(1 << (own & 31));
      for (let i = 0; i < words; i++) frame.conflict[i]! |= out[i]!;
    } else {
      // The search's own removal failed: no constraint to blame, so every level is.
      for (let l = 1; l <= f; l++) frame.conflict[l >>> 5]! |= 1 << (l & 31);
    }
  }

  /** The inference's watcher: a removal from v made by constraint c is explained by c's scope. */
  blame(v: number, c: number): void {
    if (c < 0) return;
    const e = this.explanation;
    e.fill(0);
    this.explainScope(c, v, e);
    const w = this.words;
    const o = v * w;
    const conflict = this.conflict;
    for (let i = 0; i < w; i++) {
      const old = conflict[o + i]!;
      const merged = old | e[i]!;
      if (merged !== old) this.state.setCell(this.base + o + i, merged);
    }
  }

  /** Add to `out` what explains the current domains of constraint c's scope (except `skip`). */
  private explainScope(c: number, skip: number, out: Int32Array): void {
    const { state, words: w, conflict } = this;
    const scope = state.constraints[c]!.scope;
    for (let k = 0; k < scope.length; k++) {
      const u = scope[k]!;
      if (u === skip) continue;
      const o = u * w;
      for (let i = 0; i < w; i++) out[i]! |= conflict[o + i]!;
      if (state.value[u]! >= 0) {
        const level = this.levelOf[u]!;
        out[level >>> 5]! |= 1 << (level & 31);
      }
    }
  }

  // ---- going back ----

  /**
   * Every value of the top frame failed. Go back to the deepest level of its conflict set
   * (chronologically if a solution was found below), taking back everything in between at once.
   * False when the conflict set is empty: no solution is left.
   */
  backjump(run: Run): boolean {
    run.failuresLeft--;
    const { state, stats, frames, events } = run;
    const { words } = this;
    const f = run.level - 1;
    const top = frames[f]!;
    const v = top.variable;
    const target = top.belowSolution ? f : this.deepestLevel(v, top.conflict);
    if (target > f) throw new Error(`backjump: frame ${f} blames level ${target}`);
    if (target === 0) return false;
    const g = target - 1; // the frame whose assignment is refuted
    const refutedFrame = frames[g]!;
    if (!top.belowSolution) {
      const into = refutedFrame.conflict;
      for (let i = 0; i < words; i++) into[i]! |= this.conflict[v * words + i]! | top.conflict[i]!;
      into[target >>> 5]! &= ~(1 << (target & 31));
    }
    const count = f - g;
    let restored = 0;
    for (let k = f - 1; k >= g; k--) restored += frames[k]!.prunes;
    const value = state.value[refutedFrame.variable]!;
    if (count > 1) events.backjump(state, v, f, g, frames, restored);
    for (let k = f - 1; k >= g; k--) state.value[frames[k]!.variable] = -1;
    // The untried values of the frames jumped over leave the frontier.
    for (let k = g + 1; k <= f; k++) run.frontier -= frames[k]!.untried;
    state.undoTo(refutedFrame.mark);
    run.assigned = g;
    run.level = g + 1;
    stats.backtracks += count;
    if (count > 1) stats.backjumps++;
    else events.backtrack(refutedFrame.variable, value, g, restored);
    return true;
  }

  /** Where backjump() takes the exhausted frame `top` (not below a solution): the level, 0 when nowhere. */
  targetLevel(top: Frame): number {
    return this.deepestLevel(top.variable, top.conflict);
  }

  /** The levels the conflict set of the exhausted frame `top` blames, in increasing order. */
  blamedLevels(top: Frame): number[] {
    const { words, conflict } = this;
    const a = top.variable * words;
    const out: number[] = [];
    for (let i = 0; i < words; i++) {
      const word = conflict[a + i]! | top.conflict[i]!;
      for (let b = 0; b < 32; b++) if (word & (1 << b)) out.push((i << 5) + b);
    }
    return out.filter((level) => level > 0);
  }

  /** The deepest level in v's conflict set together with `frameConflict`, or 0. */
  private deepestLevel(v: number, frameConflict: Int32Array): number {
    const { words, conflict } = this;
    const a = v * words;
    for (let i = words - 1; i >= 0; i--) {
      const word = conflict[a + i]! | frameConflict[i]!;
      if (word !== 0) return (i << 5) + 31 - Math.clz32(word);
    }
    return 0;
  }
}
