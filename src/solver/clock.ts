/**
 * A monotonic clock that exists in browsers, workers and Node alike. Declared here so that the
 * core compiles against the ES library only, with no DOM or Node typings.
 */
declare const performance: { now(): number };

export function now(): number {
  return performance.now();
}
