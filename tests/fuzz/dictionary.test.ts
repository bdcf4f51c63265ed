import { describe, it } from 'vitest';
import { parseDictionary } from '../../src/puzzles/crossword/index.ts';
import { hostileFile } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { dictionaryProblems } from './wellFormed.ts';

describe('dictionaries under hostile input', () => {
  it('parse into distinct words of letters or throw a ParseError at a line and column of the text', () => {
    fuzzParser('dictionaries', hostileFile('dictionary'), 'words.txt', (t) => parseDictionary(t, 'words.txt'), dictionaryProblems);
  });
});
