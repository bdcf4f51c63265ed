/**
 * Depth-first search with binary branching: each choice is `x = v` (left) then `x ≠ v` (right: the
 * value removed and, under MAC, propagated), after which a variable is chosen again at the same
 * depth, so that inference and the variable order act between two values. It uses the d-way
 * search's steps (search.ts) with one frame per choice, trying one value.
 */
import { now } from './clock.ts';
import type { SearchEvent } from './events.ts';
import { Try } from './frame.ts';
import { flush } from './recorder.ts';
import { restart } from './restarts.ts';
import type { Run, SearchResult } from './search.ts';

export function* binaryDepthFirst(run: Run): Generator<SearchEvent, SearchResult> {
  const outbox = run.events.outbox;
  let deeper = true;
  for (;;) {
    if (deeper) {
      if (run.complete()) {
        const enough = run.solution();
        yield* flush(outbox);
        if (enough) return yield* run.done('solved');
        deeper = false;
      } else {
        if (!run.expand()) return yield* run.done('question');
        const outcome = run.tryNext();
        if (outbox.length > 0) yield* flush(outbox);
        if (outcome === Try.Consistent) continue;
        if (outcome === Try.Stop) return yield* run.done(run.stopStatus);
        if (outcome === Try.Exhausted) {
          // No value at all (an empty domain, which inference never leaves): a dead end.
          if (!run.pop()) return yield* run.exhausted();
          deeper = false;
          continue;
        }
        if (outcome === Try.Restart) {
          restart(run);
          continue;
        }
        // `x = v` failed (and was taken back): take the right branch `x ≠ v`.
        const refuted = refute(run);
        if (outbox.length > 0) yield* flush(outbox);
        if (refuted) continue;
        if (run.level === 0) return yield* run.exhausted();
        deeper = false;
      }
    }
    // Go back: take back the top frame's `x = v` and take its right branch `x ≠ v`, until one holds.
    run.retract();
    const refuted = refute(run);
    if (outbox.length > 0) yield* flush(outbox);
    if (refuted) deeper = true;
    else if (run.level === 0) return yield* run.exhausted();
  }
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
  const t = now();
  const failure = run.inference.refute(frame.variable, frame.tried, run.options.inference === 'mac');
  run.inferenceMs += now() - t;
  const count = events.prunes(run.assigned);
  if (f > 0) frames[f - 1]!.prunes += count;
  else run.rootPrunes += count;
  if (failure === null) return true;
  // The refutation emptied a domain: a wipe-out under every inference (no value was placed to clash).
  events.failure(failure, run.assigned, true);
  run.failuresLeft--;
  return false;
}
