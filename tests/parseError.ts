import { expect } from 'vitest';
import { ParseError } from '../src/puzzles/errors.ts';

/** The ParseError that `f` throws (the test fails if it throws anything else, or nothing). */
export function parseError(f: () => unknown): ParseError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError);
    return e as ParseError;
  }
  throw new Error('expected a ParseError');
}
