/**
 * Huge inputs (2 MB in `npm test`, 10 MB under `npm run fuzz`): one line, and many short lines, for every parser. Each must finish with a value or
 * a ParseError that names its place, and the app's reader must not throw. No clock here: a hang or
 * quadratic work (a quadratic pass over 10 MB takes hours) runs into the test's timeout; the
 * milliseconds are `npm run bench parsers`' (and printed under `npm run fuzz`).
 */
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { readFileText } from '../../src/puzzles/files.ts';
import { INPUTS, PARSERS } from './bigInputs.ts';
import { REPORT, TEN_MB } from './hostile.ts';
import { errorProblems, timed } from './outcome.ts';

describe('10 MB inputs', () => {
  for (const [what, make] of INPUTS) {
    // 2 MB in `npm test` (a quadratic pass over 2 MB also takes hours), 10 MB under `npm run fuzz`.
    const bytes = REPORT ? TEN_MB : 2 * 1024 * 1024;
    it(`${what} (${bytes / 1024 / 1024} MB): every parser finishes with a value or a ParseError`, () => {
      const text = make(bytes);
      const timings: string[] = [];
      for (const [name, parse] of PARSERS) {
        const { ms, outcome, threw } = timed(() => parse(text));
        timings.push(`${name} ${Math.round(ms)} ms${threw ? ` (${outcome instanceof Error ? outcome.name : 'throw'})` : ''}`);
        if (threw) check(errorProblems(outcome, text, 'big'), name).toEqual([]);
      }
      const app = timed(() => readFileText('big.txt', text));
      check(app.threw).toBe(false);
      timings.push(`readFileText ${Math.round(app.ms)} ms`);
      if (REPORT) console.log(`${bytes / 1024 / 1024} MB, ${what}: ${timings.join(', ')}`);
    }, 300_000);
  }
});
