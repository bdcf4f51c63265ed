import { describe, it } from 'vitest';
import { parseSlotFile } from '../../src/puzzles/crossword/index.ts';
import { hostileFile } from './hostile.ts';
import { fuzzParser } from './outcome.ts';
import { slotLayoutsProblems } from './wellFormed.ts';

describe('slot files under hostile input', () => {
  it('parse into well-formed puzzles or throw a ParseError at a line and column of the text', () => {
    fuzzParser('slot files', hostileFile('slots'), 'f.slots', (t) => parseSlotFile(t, 'f.slots'), slotLayoutsProblems);
  });
});
