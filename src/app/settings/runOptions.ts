/**
 * A run's search options from the algorithm settings: what the run slice sends the worker, kept pure
 * here so that tests under Node make them exactly as the app does.
 */
import type { RunOptions } from '../../worker/protocol.ts';
import { solverValueOrder } from './catalog.ts';
import type { AlgorithmSettings } from './schema.ts';

/** The search options of a run with these settings (the worker passes them to the solver as they are). */
export function runOptions(s: AlgorithmSettings): RunOptions {
  return {
    inference: s.inference,
    ac3: s.ac3,
    variableOrder: s.variableOrder,
    // `score` is the solver's `lex` over words ordered by score (the run's dictionary, `dictionaryOf`).
    valueOrder: solverValueOrder(s.valueOrder),
    seed: s.seed,
    maxSolutions: s.allSolutions ? Infinity : 1,
    timeLimitMs: s.timeLimitSeconds > 0 ? s.timeLimitSeconds * 1000 : Infinity,
    restarts: s.restarts && !s.allSolutions ? 'luby' : 'none',
    backjump: s.backjump,
    strategy: s.strategy ?? 'dfs',
    ...(s.search === 'min-conflicts' ? { search: 'min-conflicts' as const, walk: s.walk ?? 0, maxSteps: s.maxSteps ?? 10_000 } : {}),
    ...(s.search === 'tree' ? { search: 'tree' as const, maxSolutions: 1 } : {}),
    // Cutset conditioning: the student's cutset, or none (the engine proposes a smallest one).
    ...(s.search === 'cutset' ? { search: 'cutset' as const, maxSolutions: 1, ...((s.cutset?.length ?? 0) > 0 ? { cutset: [...s.cutset!] } : {}) } : {}),
  };
}
