/**
 * The word index: words grouped by length, and for each (length, position, letter) a bitset of the
 * words with that letter there. A pattern like `c?t??` is then a few bitset ANDs, and the set of
 * letters a slot still allows at a crossing is a few bitset intersections.
 */
import { wordsFor } from '../../solver/index.ts';
import { letters } from '../errors.ts';

export class LengthBucket {
  /** Words of this length, sorted (alphabetically, or best score first: see `WordIndexOptions`); value index = position in this list. */
  readonly words: string[];
  /** Letter codes, word-major: `codes[word * length + position]`. */
  readonly codes: Uint16Array;
  /** Bitset words per set. */
  readonly wordCount: number;
  /** `masks[(position * alphabetSize + letter) * wordCount ...]`: words with `letter` at `position`. */
  readonly masks: Int32Array;
  /** `present[position * alphabetSize + letter]`: 1 when some word has `letter` at `position`. */
  readonly present: Uint8Array;
  /** Words of a letter set: a bitset over the alphabet, letter l at bit l & 31 of word l >>> 5. */
  readonly letterWords: number;
  /** The same as letter sets: `presentSets[position * letterWords ...]`. */
  readonly presentSets: Int32Array;

  constructor(
    readonly length: number,
    words: string[],
    readonly alphabetSize: number,
    code: (letter: string) => number,
  ) {
    this.words = words;
    const n = words.length;
    this.wordCount = wordsFor(n);
    this.codes = new Uint16Array(n * length);
    this.masks = new Int32Array(length * alphabetSize * this.wordCount);
    this.present = new Uint8Array(length * alphabetSize);
    this.letterWords = wordsFor(alphabetSize);
    this.presentSets = new Int32Array(length * this.letterWords);
    for (let w = 0; w < n; w++) {
      const ls = letters(words[w]!);
      const bit = 1 << (w & 31);
      const word = w >>> 5;
      for (let p = 0; p < length; p++) {
        const c = code(ls[p]!);
        this.codes[w * length + p] = c;
        this.masks[(p * alphabetSize + c) * this.wordCount + word]! |= bit;
        this.present[p * alphabetSize + c] = 1;
        this.presentSets[p * this.letterWords + (c >>> 5)]! |= 1 << (c & 31);
      }
    }
  }

  /** Offset in `masks` of the set for (position, letter). */
  maskOffset(position: number, letter: number): number {
    return (position * this.alphabetSize + letter) * this.wordCount;
  }

  letterAt(word: number, position: number): number {
    return this.codes[word * this.length + position]!;
  }

  /** Words matching a pattern (null = any letter), as a list of indices. */
  match(pattern: readonly (number | null)[]): number[] {
    const set = new Int32Array(this.wordCount).fill(-1);
    if (this.words.length % 32 !== 0) set[this.wordCount - 1] = (1 << (this.words.length % 32)) - 1;
    pattern.forEach((letter, p) => {
      if (letter === null) return;
      const o = this.maskOffset(p, letter);
      for (let i = 0; i < this.wordCount; i++) set[i]! &= this.masks[o + i]!;
    });
    const out: number[] = [];
    for (let i = 0; i < this.wordCount; i++) {
      let bits = set[i]!;
      while (bits !== 0) {
        out.push((i << 5) + (31 - Math.clz32(bits & -bits)));
        bits &= bits - 1;
      }
    }
    return out;
  }
}

export interface WordIndexOptions {
  /**
   * Order each length's words by this rank, highest first, ties alphabetically (a scored list's
   * scores, with preferred words ranked above all: see `rankOf` in scores.ts), so that the value
   * order `lex` tries the best words first. Unset: alphabetical, as always.
   */
  rank?: ((word: string) => number) | undefined;
}

export class WordIndex {
  /** Every letter seen, in order of code. */
  readonly alphabet: string[] = [];
  private readonly codes = new Map<string, number>();
  private readonly buckets = new Map<number, LengthBucket>();
  readonly wordTotal: number;

  constructor(words: readonly string[], options: WordIndexOptions = {}) {
    const byLength = new Map<number, string[]>();
    for (const w of words) {
      const ls = letters(w);
      for (const l of ls) {
        if (!this.codes.has(l)) {
          this.codes.set(l, this.alphabet.length);
          this.alphabet.push(l);
        }
      }
      let list = byLength.get(ls.length);
      if (!list) byLength.set(ls.length, (list = []));
      list.push(w);
    }
    this.wordTotal = words.length;
    const code = (l: string) => this.codes.get(l)!;
    const rank = options.rank;
    const ranks = rank ? new Map(words.map((w) => [w, rank(w)])) : undefined;
    for (const [length, list] of byLength) {
      if (ranks) list.sort((a, b) => ranks.get(b)! - ranks.get(a)! || (a < b ? -1 : a > b ? 1 : 0));
      else list.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this.buckets.set(length, new LengthBucket(length, list, this.alphabet.length, code));
    }
  }

  /** Code of a letter, or -1 when no word uses it. */
  letterCode(letter: string): number {
    return this.codes.get(letter) ?? -1;
  }

  bucket(length: number): LengthBucket | undefined {
    return this.buckets.get(length);
  }

  /** Number of words of each length. */
  lengths(): Map<number, number> {
    return new Map([...this.buckets].map(([l, b]) => [l, b.words.length]));
  }

  /** Approximate bytes the index takes (typed arrays and strings). */
  bytes(): number {
    let total = 0;
    for (const b of this.buckets.values()) {
      total += b.codes.byteLength + b.masks.byteLength + b.present.byteLength + b.presentSets.byteLength;
      for (const w of b.words) total += 2 * w.length + 16;
    }
    return total;
  }
}
