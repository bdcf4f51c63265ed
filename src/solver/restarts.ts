/**
 * Restarts (first solution, or branch and bound): after a Luby-sequence number of failures, the
 * search goes back to the root and starts again, keeping what it learnt (the dom/wdeg weights, the
 * random generator's position, and branch and bound's bound: a restart looks for a better solution
 * than the best so far). Depth-first search counts its failures in `run.failuresLeft` (a value
 * that failed, a frame exhausted, a refutation that failed) and restarts when none is left. The
 * cut-offs grow without end, so the search stays complete.
 */
import type { SearchOptions } from './options.ts';
import type { Run } from './search.ts';

/**
 * Failures before the first restart: Infinity without restarts, or when several solutions are
 * wanted (`optimising`: branch and bound, which wants better ones, restarts).
 */
export function firstRestartAfter(options: SearchOptions, optimising: boolean): number {
  const restarting = options.restarts === 'luby' && (options.maxSolutions === 1 || optimising);
  return restarting ? luby(1) * options.restartBase : Infinity;
}

/** Restart: take back every assignment at once, with every prune made since the root. */
export function restart(run: Run): void {
  const { state, stats, frames } = run;
  const f = run.level - 1;
  const from = state.value.slice();
  let restored = run.rootPrunes;
  for (let k = 0; k < f; k++) restored += frames[k]!.prunes;
  run.rootPrunes = 0;
  state.undoTo(run.rootMark);
  state.value.fill(-1);
  run.level = 0;
  run.assigned = 0;
  run.frontier = 0;
  const index = ++stats.restarts;
  run.failuresLeft = luby(index + 1) * run.options.restartBase;
  run.events.restart(index, from, state.value.slice(), restored);
}

/** The Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ... (i from 1). */
export function luby(i: number): number {
  for (let k = 1; ; k++) {
    const top = 2 ** k - 1;
    if (i === top) return 2 ** (k - 1);
    if (i < top) return luby(i - 2 ** (k - 1) + 1);
  }
}
