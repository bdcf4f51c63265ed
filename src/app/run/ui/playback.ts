/**
 * The frame loop: once per animation frame it publishes the run's progress and, while playing,
 * moves the cursor by speed × elapsed time (through the playback slice, which stops at the stop
 * conditions: breakpoints, predict mode). The board listens to the cursor through `subscribe`,
 * so an animation re-renders only the few small components that show the step number.
 */
import { EventCode, type Trace } from '../../../trace/index.ts';
import { SPEEDS } from '../../settings/index.ts';
import { useApp } from '../../state/index.ts';

/** Largest frame gap counted (a background tab must not jump a million steps at once). */
const MAX_FRAME_MS = 250;
/** Shortest gap between two updates (a little under two 60 Hz frames). */
const MIN_FRAME_MS = 28;

export function advance(cursor: number, total: number, speed: number, elapsedMs: number, carry: number): { cursor: number; carry: number } {
  if (!Number.isFinite(speed)) return { cursor: total, carry: 0 };
  const exact = carry + (speed * Math.min(elapsedMs, MAX_FRAME_MS)) / 1000;
  const steps = Math.floor(exact);
  return { cursor: Math.min(total, cursor + steps), carry: exact - steps };
}

/**
 * `steps` steps forward from `cursor`, a run of consecutive prune events counting as one step:
 * AC-3 or forward checking can prune thousands of words after one assignment, and a class
 * watching at a few steps a second wants to see the assignment, then its pruning, then the next.
 */
export function skipPruneRuns(trace: Trace, cursor: number, steps: number): number {
  let p = cursor;
  for (let k = 0; k < steps && p < trace.total; k++) {
    if (p < trace.recorded && trace.type(p) === EventCode.prune) {
      while (p < trace.recorded && trace.type(p) === EventCode.prune) p++;
    } else {
      p++;
    }
  }
  return p;
}

export function startFrameLoop(store = useApp): () => void {
  let last = performance.now();
  let carry = 0;
  let frame = 0;
  const tick = (now: number) => {
    if (now - last < MIN_FRAME_MS) {
      // At most about 30 updates a second: a step every 33 ms is what the eye follows at the
      // default speed, and the page keeps half its frames for input and for a busy machine.
      frame = requestAnimationFrame(tick);
      return;
    }
    const s = store.getState();
    s.publishProgress();
    if (s.playing && s.trace) {
      const next = advance(s.cursor, s.trace.total, SPEEDS[s.speedIndex] ?? Infinity, now - last, carry);
      carry = next.carry;
      if (s.groupPrunes && next.cursor > s.cursor && next.cursor < s.trace.total) {
        next.cursor = skipPruneRuns(s.trace, s.cursor, next.cursor - s.cursor);
      }
      // The slice moves the cursor, stopping at a breakpoint or a decision to predict on the way.
      if (next.cursor !== s.cursor) s.advance(next.cursor);
      if (next.cursor >= s.trace.total && s.phase !== 'running') store.setState({ playing: false });
    } else {
      carry = 0;
    }
    last = now;
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return () => cancelAnimationFrame(frame);
}
