/**
 * Dictionaries (docs/formats.md): one word per line; only the first field counts, except `word;score`
 * which keeps the score as the word's weight. Words are lower-cased and merged; lines with
 * characters that are not letters are skipped and counted.
 */
import { ParseError, describe, lines } from '../errors.ts';

const WORD = /^\p{L}+$/u;

export interface SkippedLine {
  line: number;
  text: string;
}

export interface Dictionary {
  /** Distinct words, lower case, in file order. */
  readonly words: readonly string[];
  /** Weight per word when the file gave `word;score`, else undefined. */
  readonly weights?: ReadonlyMap<string, number> | undefined;
  /** Lines skipped because they held characters that are not letters. */
  readonly skipped: number;
  /** The first few skipped lines, for messages. */
  readonly skippedExamples: readonly SkippedLine[];
  /** Duplicate words merged. */
  readonly duplicates: number;
}

export function parseDictionary(text: string, file = 'dictionary'): Dictionary {
  if (text.includes('\u0000')) {
    // Line and column as every parser counts them (lines() ends lines and drops a leading BOM).
    const before = lines(text.slice(0, text.indexOf('\u0000')));
    throw new ParseError(file, before.length, before[before.length - 1]!.length + 1, 'expected text (one word per line), found binary data');
  }
  const seen = new Set<string>();
  const words: string[] = [];
  let weights: Map<string, number> | undefined;
  let skipped = 0;
  let duplicates = 0;
  const skippedExamples: SkippedLine[] = [];
  const all = lines(text);
  for (let i = 0; i < all.length; i++) {
    const raw = all[i]!.trim();
    if (raw === '' || raw.startsWith('#')) continue;
    let field = raw.split(/\s+/, 1)[0]!;
    let weight: number | undefined;
    const semi = field.indexOf(';');
    if (semi >= 0) {
      const score = Number(field.slice(semi + 1));
      if (Number.isFinite(score)) weight = score;
      field = field.slice(0, semi);
    }
    const word = field.normalize('NFC').toLowerCase();
    if (!WORD.test(word)) {
      skipped++;
      if (skippedExamples.length < 5) skippedExamples.push({ line: i + 1, text: raw });
      continue;
    }
    if (seen.has(word)) {
      duplicates++;
      continue;
    }
    seen.add(word);
    words.push(word);
    if (weight !== undefined) (weights ??= new Map()).set(word, weight);
  }
  if (words.length === 0) {
    throw new ParseError(
      file,
      1,
      1,
      skipped > 0
        ? `expected words of letters, one per line, found none (${skipped} lines skipped, e.g. line ${skippedExamples[0]!.line}: ${describe(skippedExamples[0]!.text, 40)})`
        : 'expected words, one per line, found an empty file',
    );
  }
  return { words, weights, skipped, skippedExamples, duplicates };
}
