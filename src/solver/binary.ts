/**
 * Binary branching: each choice is `x = v` (left) then `x ≠ v` (right: the value removed and,
 * under MAC, propagated), after which a variable is chosen again at the same depth, so that
 * inference and the variable order act between two values. The depth-first loop (search.ts) is the
 * d-way search's; binary branching is its two policies, with one frame per choice, trying one value:
 * the next alternative at the top frame (`binaryBranch`) and going back (`binaryBackUp`).
 */
import { Try } from './frame.ts';
import type { Run } from './search.ts';

/**
 * The next alternative of the top frame: `x = v` (its first value) when it has tried none, else
 * `x ≠ v`. `Exhausted` when the frame is gone (popped, its failure counted): a refutation that
 * failed, or a frame with no value at all (an empty domain, which inference never leaves).
 */
export function binaryBranch(run: Run): Try {
  const frame = run.frames[run.level - 1]!;
  if (frame.next === 0) {
    if (frame.count > 0) return run.tryNext();
    run.pop();
    return Try.Exhausted;
  }
  return refute(run) ? Try.Consistent : Try.Exhausted;
}

/** Going back: take back the `x = v` of the frame below, whose `x ≠ v` is tried next. False at the root. */
export function binaryBackUp(run: Run): boolean {
  if (run.level === 0) return false;
  run.retract();
  return true;
}

/**
 * The right branch at the top frame: pop the frame, remove the value it tried from its variable
 * (a prune made by the search itself) and propagate as the inference says (only MAC propagates a
 * refutation). Its prunes belong to the frame below. False when it fails.
 */
function refute(run: Run): boolean {
  const { frames, events } = run;
  const f = run.level - 1;
  const frame = frames[f]!;
  run.level = f;
  run.frontier--;
  const t = run.inferenceStart();
  const failure = run.inference.refute(frame.variable, frame.tried, run.options.inference === 'mac');
  run.inferenceEnd(t);
  const count = events.prunes(run.assigned);
  if (f > 0) frames[f - 1]!.prunes += count;
  else run.rootPrunes += count;
  if (failure === null) return true;
  // The refutation emptied a domain: a wipe-out under every inference (no value was placed to clash).
  events.failure(failure, run.assigned, true);
  run.failuresLeft--;
  return false;
}
