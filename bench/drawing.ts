/**
 * What the drawing benchmarks share (`bench insight`, `bench gridchecks`): the word list of over
 * 100,000 words (english-63k and russian-nouns-51k together), the 15 x 15 grid they start from, the
 * seeded series of edits a constructor makes (blocks placed or removed with their 180° partner,
 * letters typed and erased), and the percentile of a series of times.
 */
import { readFileSync } from 'node:fs';
import { parseDictionary, parseGridFile, WordIndex } from '../src/puzzles/crossword/index.ts';
import { symmetricCells } from '../src/puzzles/crossword/publish/index.ts';
import { Random } from '../src/solver/index.ts';

const read = (p: string) => readFileSync(new URL(`../public/${p}`, import.meta.url), 'utf8');

/**
 * The words and their index (with the milliseconds the index took), and the 15 x 15 grid the edits
 * start from (swordsmith-15xcommon.grid), its blocks and letters as arrays the edits change.
 */
export function drawingSetup(): { words: string[]; index: WordIndex; indexMs: number; width: number; height: number; blocks: boolean[]; given: string[] } {
  const t = performance.now();
  const words = [...new Set([...parseDictionary(read('dictionaries/english-63k.txt')).words, ...parseDictionary(read('dictionaries/russian-nouns-51k.txt')).words])];
  const index = new WordIndex(words);
  const indexMs = performance.now() - t;
  const start = parseGridFile(read('puzzles/swordsmith-15xcommon.grid'), 'swordsmith-15xcommon.grid');
  return { words, index, indexMs, width: start.width, height: start.height, blocks: [...start.blocks], given: [...start.given] };
}

/**
 * `count` edits with a seed, made in place on `blocks` and `given`: every third toggles a block and
 * its 180° partner (clearing their letters), the others type a letter in an open cell (every fifth
 * erases); an edit that would type on a block is skipped. Yields what each edit did.
 */
export function* drawingEdits(width: number, height: number, blocks: boolean[], given: string[], seed: number, count: number): Generator<string> {
  const random = new Random(seed);
  const letters = 'abcdefghilmnoprstuy';
  for (let e = 0; e < count; e++) {
    const cell = random.int(width * height);
    const where = `r${Math.floor(cell / width) + 1}c${(cell % width) + 1}`;
    if (e % 3 === 2) {
      const on = !blocks[cell];
      for (const c of symmetricCells(cell, width, height, 'rotational')) {
        blocks[c] = on;
        given[c] = '';
      }
      yield `block ${on ? 'on' : 'off'} ${where}`;
    } else {
      if (blocks[cell]) continue;
      given[cell] = e % 5 === 4 ? '' : letters[random.int(letters.length)]!;
      yield `type ${given[cell] || '(erase)'} ${where}`;
    }
  }
}

/** The q-quantile of a series (nearest rank). */
export function percentile(list: readonly number[], q: number): number {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
