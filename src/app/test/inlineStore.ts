/**
 * A store whose solver client runs its jobs inline (no Worker), for tests of the slices that ask
 * the solver worker, and `settled`: the first moment its state meets a predicate.
 */
import { SolverClient } from '../run/solverClient.ts';
import { until } from '../state/slices/shared.ts';
import { createAppStore, type AppState, type StoreServices } from '../state/store.ts';

export function inlineStore() {
  const services = { solver: new SolverClient(null), files: {} as StoreServices['files'], fetchText: () => Promise.reject(new Error('no network')) } as StoreServices;
  return createAppStore(services);
}

export type InlineStore = ReturnType<typeof inlineStore>;

/** Resolves the first time the store's state meets `ok`. */
export function settled(s: InlineStore, ok: (st: AppState) => boolean): Promise<void> {
  return until(s.getState, s.subscribe, ok);
}
