/**
 * `expect` for a test's innermost loops. Vitest's `expect` costs several microseconds a call (it
 * copies its state on each to count assertions), which a property test making a million checks
 * pays for in tens of seconds. `check` decides with plain comparisons and calls `expect` only when
 * a check fails (or is of a kind it does not decide itself), so a failure reads exactly as
 * `expect`'s would. Only the matchers below; anything else stays `expect`.
 */
import { expect } from 'vitest';

type Contains = boolean | undefined;

function contains(actual: unknown, x: unknown): Contains {
  if (typeof actual === 'string') return typeof x === 'string' ? actual.includes(x) : undefined;
  if (Array.isArray(actual)) return actual.includes(x);
  if (actual instanceof Set) return actual.has(x);
  return undefined;
}

function matches(actual: unknown, re: RegExp | string): Contains {
  if (typeof actual !== 'string') return undefined;
  if (typeof re === 'string') return actual.includes(re);
  re.lastIndex = 0;
  const found = re.test(actual);
  re.lastIndex = 0;
  return found;
}

export function check(actual: unknown, message?: string) {
  return {
    toContain(x: unknown): void {
      if (contains(actual, x) !== true) expect(actual, message).toContain(x);
    },
    toBe(x: unknown): void {
      if (!Object.is(actual, x)) expect(actual, message).toBe(x);
    },
    /** Decided here for primitives and two empty arrays; else `expect`'s deep equality. */
    toEqual(x: unknown): void {
      const primitive = actual === null || (typeof actual !== 'object' && typeof actual !== 'function');
      if (primitive && Object.is(actual, x)) return;
      if (Array.isArray(actual) && Array.isArray(x) && actual.length === 0 && x.length === 0) return;
      expect(actual, message).toEqual(x);
    },
    toMatch(re: RegExp | string): void {
      if (matches(actual, re) !== true) expect(actual, message).toMatch(re);
    },
    not: {
      toContain(x: unknown): void {
        if (contains(actual, x) !== false) expect(actual, message).not.toContain(x);
      },
      toBe(x: unknown): void {
        if (Object.is(actual, x)) expect(actual, message).not.toBe(x);
      },
      toMatch(re: RegExp | string): void {
        if (matches(actual, re) !== false) expect(actual, message).not.toMatch(re);
      },
    },
  };
}
