import { describe, it } from 'vitest';
import { parseFutoshiki } from '../../src/puzzles/futoshiki/index.ts';
import { hostileFile } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { futoshikiProblems } from './wellFormed.ts';

describe('Futoshiki files under hostile input', () => {
  it('parse into puzzles with givens and inequalities on the board or throw a ParseError at a line and column', () => {
    fuzzParser('Futoshiki files', hostileFile('futoshiki'), 'f.txt', (t) => parseFutoshiki(t, 'f.txt'), (p) => futoshikiProblems(p));
  });
});
