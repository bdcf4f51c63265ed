/**
 * One level of the depth-first search's explicit stack: where the textbook's recursive BACKTRACK
 * keeps its local variables (`var`, the ordered values and the loop over them), the search keeps a
 * frame. Frames are made once per level and reused.
 */
/** The conflict set of every frame when not backjumping (never written then). */
const NO_CONFLICT = new Int32Array(0);

export class Frame {
  /** The variable chosen at this level (SELECT-UNASSIGNED-VARIABLE). */
  variable = -1;
  /** Its values in the order to try them (ORDER-DOMAIN-VALUES): the first `count` entries. */
  readonly values: Int32Array;
  count = 0;
  /** Index in `values` of the next value to try. */
  next = 0;
  /** The trail mark before the current value was assigned: undoing to it takes the assignment back. */
  mark = 0;
  /** `prune` events the current assignment caused (restored by the backtrack that takes it back). */
  prunes = 0;
  /** Backjumping only (backjump.ts): the levels that refuted the values tried here (a level set). */
  readonly conflict: Int32Array;
  /** Backjumping only: a solution was found below, so this frame backs up chronologically. */
  belowSolution = false;

  constructor(largestDomain: number, levelWords: number) {
    this.values = new Int32Array(largestDomain);
    this.conflict = levelWords > 0 ? new Int32Array(levelWords) : NO_CONFLICT;
  }

  /** The value tried last (binary branching tries one per frame). */
  get tried(): number {
    return this.values[this.next - 1]!;
  }

  /** Values generated but not tried yet. */
  get untried(): number {
    return this.count - this.next;
  }
}

/** What one try at the top frame did (`Run.tryNext`). */
export type Try = (typeof Try)[keyof typeof Try];
export const Try = {
  /** A value was assigned and inference kept every domain non-empty: go deeper. */
  Consistent: 0,
  /** A value was assigned, failed, and was taken back: try the next one. */
  Inconsistent: 1,
  /** No value of the top frame is left. */
  Exhausted: 2,
  /** The restart policy says: start again from the root. */
  Restart: 3,
  /** A limit or cancellation: `run.stopStatus` says which. */
  Stop: 4,
  /** An exercise's prune question after the assignment is left open (the search ends there). */
  Question: 5,
} as const;
