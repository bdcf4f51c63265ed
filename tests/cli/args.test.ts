/** The CLI's options that name a file: each refuses a missing or empty name in its own exact words (a contract). */
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { parseArgs } from '../../src/cli/args.ts';

const WORDS: Record<string, string> = {
  '--dict': '--dict expects a file',
  '--ban': '--ban expects a file',
  '--prefer': '--prefer expects a file',
  '--clues': '--clues expects a file',
  '--export': '--export expects a file (.puz, .ipuz or .xd)',
};

describe('file options', () => {
  for (const [flag, words] of Object.entries(WORDS)) {
    it(`${flag} with no file, or an empty one, says "${words}"`, () => {
      expect(() => parseArgs(['grid.txt', flag])).toThrow(words);
      expect(() => parseArgs(['grid.txt', `${flag}=`])).toThrow(words);
      expect(() => parseArgs(['grid.txt', flag, ''])).toThrow(words);
    });
  }

  it('keeps the file named', () => {
    const o = parseArgs(['grid.txt', '--dict', 'words.txt', '--ban', 'ban.txt', '--prefer=mine.txt', '--export', 'out.puz', '--clues', 'c.txt']);
    check([o.dict, o.ban, o.prefer, o.exportFile, o.clues]).toEqual(['words.txt', 'ban.txt', 'mine.txt', 'out.puz', 'c.txt']);
  });
});
