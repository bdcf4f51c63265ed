/**
 * The app's workers, each started the way Vite documents (`new Worker(new URL(…, import.meta.url))`,
 * a module worker with a name the browser's tools show), or null where there is no Worker (unit
 * tests in Node: the bridge then runs the jobs inline).
 */
import type { WorkerPort } from '../../worker/bridge/index.ts';

type Spawn = (() => WorkerPort) | null;

const can = typeof Worker === 'function';

export const spawnSolver: Spawn = can ? () => new Worker(new URL('../../worker/solver.worker.ts', import.meta.url), { type: 'module', name: 'csp-solver' }) : null;
export const spawnFiles: Spawn = can ? () => new Worker(new URL('../../worker/files.worker.ts', import.meta.url), { type: 'module', name: 'csp-files' }) : null;
export const spawnCompare: Spawn = can ? () => new Worker(new URL('../../worker/compare.worker.ts', import.meta.url), { type: 'module', name: 'csp-compare' }) : null;
export const spawnRuns: Spawn = can ? () => new Worker(new URL('../../worker/runs.worker.ts', import.meta.url), { type: 'module', name: 'csp-runs' }) : null;
export const spawnMakers: Spawn = can ? () => new Worker(new URL('../../worker/makers.worker.ts', import.meta.url), { type: 'module', name: 'csp-makers' }) : null;
