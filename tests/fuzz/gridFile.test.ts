import { describe, it } from 'vitest';
import { parseGridFile } from '../../src/puzzles/crossword/index.ts';
import { hostileFile } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { gridLayoutProblems } from './wellFormed.ts';

describe('grid files under hostile input', () => {
  it('parse into well-formed boards or throw a ParseError at a line and column of the text', () => {
    fuzzParser('grid files', hostileFile('grid'), 'f.grid', (t) => parseGridFile(t, 'f.grid'), gridLayoutProblems);
  });
});
