/**
 * `check` (tests/check.ts) passes and fails exactly where vitest's `expect` does, matcher by
 * matcher, on strings, arrays, sets and values of other kinds.
 */
import { describe, expect, it } from 'vitest';
import { check } from './check.ts';

const throws = (f: () => void): boolean => {
  try {
    f();
    return false;
  } catch {
    return true;
  }
};

type Case = [actual: unknown, matcher: 'toContain' | 'toBe' | 'toEqual' | 'toMatch' | 'not.toContain' | 'not.toBe' | 'not.toMatch', arg: unknown];

const CASES: Case[] = [
  ['a queen on row 3', 'toContain', 'row 3'],
  ['a queen on row 3', 'toContain', 'row 4'],
  ['a queen on row 3', 'not.toContain', 'row 4'],
  ['a queen on row 3', 'not.toContain', 'row 3'],
  [['NT', 'SA'], 'toContain', 'SA'],
  [['NT', 'SA'], 'toContain', 'Q'],
  [['NT', 'SA'], 'not.toContain', 'Q'],
  [['NT', 'SA'], 'not.toContain', 'NT'],
  [new Set(['NT']), 'toContain', 'NT'],
  [new Set(['NT']), 'toContain', 'WA'],
  [new Set(['NT']), 'not.toContain', 'WA'],
  [new Set(['NT']), 'not.toContain', 'NT'],
  [3, 'toBe', 3],
  [3, 'toBe', 4],
  [3, 'not.toBe', 4],
  [3, 'not.toBe', 3],
  [Number.NaN, 'toBe', Number.NaN],
  [0, 'toBe', -0],
  [[], 'toEqual', []],
  [[1], 'toEqual', []],
  [[1, 2], 'toEqual', [1, 2]],
  [{ a: 1 }, 'toEqual', { a: 1 }],
  ['x', 'toEqual', 'x'],
  ['x', 'toEqual', 'y'],
  ['step 2 of 9', 'toMatch', /^step \d+ of/],
  ['step 2 of 9', 'toMatch', /^Step/],
  ['step 2 of 9', 'not.toMatch', /^Step/],
  ['step 2 of 9', 'not.toMatch', /of 9$/],
  ['step 2 of 9', 'toMatch', /of/g],
  ['step 2 of 9', 'toMatch', 'of 9'],
  [42, 'toContain', '4'],
  [null, 'not.toContain', 'x'],
];

function run(on: typeof check | typeof expect, [actual, matcher, arg]: Case): boolean {
  return throws(() => {
    const subject = on(actual, 'message') as unknown as Record<string, (x: unknown) => void> & { not: Record<string, (x: unknown) => void> };
    if (matcher.startsWith('not.')) subject.not[matcher.slice(4)]!(arg);
    else subject[matcher]!(arg);
  });
}

describe('check', () => {
  it.each(CASES)('%j %s %j: fails exactly when expect fails', (...c) => {
    expect(run(check, c)).toBe(run(expect, c));
  });

  it('fails some cases and passes others (the table is not all one way)', () => {
    const failing = CASES.filter((c) => run(expect, c)).length;
    expect(failing).toBeGreaterThan(8);
    expect(failing).toBeLessThan(CASES.length - 8);
  });

  it('a global regular expression answers the same twice (its lastIndex is reset)', () => {
    const re = /row/g;
    check('row 1', undefined).toMatch(re);
    check('row 1', undefined).toMatch(re);
    expect(re.lastIndex).toBe(0);
  });
});
