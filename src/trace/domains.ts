/**
 * The domain projection: the domain size of every variable at a position and, on puzzles of at
 * most 31 values per variable (Sudoku, Futoshiki), the candidate masks the board shows.
 *
 * It moves along the trace with `replayTo` from the shared checkpoints, which the trace index
 * fills as it indexes. Every event can be applied and undone: a prune removes one value; a
 * backtrack, backjump or restart puts back the prunes the index knows it restored. An assignment
 * does not change the domains: the board shows the assigned value instead of the candidates.
 *
 * Only positions the index has reached can be shown (the trace's full region, as it is indexed).
 */
import type { Replay } from './trace.ts';
import { replayTo } from './trace.ts';
import type { TraceIndex } from './traceIndex.ts';

/** Initial masks of a Sudoku or Futoshiki: a given's single value, or every value 0..size-1. */
export function initialMasks(size: number, givens: readonly number[]): Int32Array {
  const full = size >= 31 ? -1 : (1 << size) - 1;
  return Int32Array.from(givens, (d) => (d > 0 ? 1 << (d - 1) : full));
}

export class DomainCursor implements Replay {
  readonly sizes: Int32Array;
  readonly masks: Int32Array | null;
  position = 0;
  readonly interval: number;

  constructor(readonly index: TraceIndex) {
    this.sizes = index.initialSizes.slice();
    this.masks = index.initialMasks?.slice() ?? null;
    this.interval = index.interval;
  }

  load(p: number): void {
    const c = this.index.trace.checkpoint(p);
    const d = c.domains!;
    this.sizes.set(d.sizes);
    if (this.masks && d.masks) this.masks.set(d.masks);
    this.position = c.position;
  }

  forward(i: number): void {
    this.index.applyDomains(this.sizes, this.masks, i, 1);
  }

  backward(i: number): boolean {
    this.index.applyDomains(this.sizes, this.masks, i, -1);
    return true;
  }

  /** Move to position p, clamped to what the index has reached. Returns the position shown. */
  moveTo(p: number): number {
    replayTo(this, Math.max(0, Math.min(Math.round(p), this.index.indexed)));
    return this.position;
  }

  /** Domain sizes at p (clamped to the indexed events). */
  sizesAt(p: number): Int32Array {
    this.moveTo(p);
    return this.sizes;
  }

  /**
   * Candidate masks at p for the board, indexing up to p first; null when there are no masks or
   * p lies beyond the trace's full region (thinned).
   */
  seek(p: number): Int32Array | null {
    if (!this.masks || p > this.index.trace.recorded) return null;
    if (p > this.index.indexed) this.index.sync(p - this.index.indexed);
    return this.moveTo(p) === Math.round(p) ? this.masks : null;
  }
}
