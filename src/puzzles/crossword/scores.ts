/**
 * Scored word lists for puzzle makers: the score distribution (the dictionary panel), a puzzle's
 * own choices (a minimum score, banned and preferred words) applied to a dictionary, the rank that
 * orders a word index best first, and the quality of a fill. Pure functions of a `Dictionary`.
 *
 * A word without a score (a plain list, or a scored list's line without one) counts as score 0.
 */
import { crosswordEntry, type Dictionary } from './dictionary.ts';

/** Score of a word in a dictionary: its weight, or 0 when it has none. */
export function scoreOf(dictionary: Pick<Dictionary, 'weights'>, word: string): number {
  return dictionary.weights?.get(word) ?? 0;
}

export interface ScoreBucket {
  /** Scores `from` ≤ s < `to` (the last bucket includes `to`). */
  from: number;
  to: number;
  count: number;
}

export interface ScoreSummary {
  /** Words with a score / without one. */
  scored: number;
  unscored: number;
  /** Over the scored words (all 0 when none). */
  min: number;
  max: number;
  mean: number;
  median: number;
  /** Up to `buckets` equal-width ranges from min to max (one bucket when min = max; none when nothing is scored). */
  histogram: ScoreBucket[];
  /** How many words have at least each of these scores: [score, words] for the histogram's lower bounds. */
  atLeast: [number, number][];
}

/** The score distribution of a dictionary, for the dictionary panel. */
export function scoreSummary(dictionary: Pick<Dictionary, 'words' | 'weights'>, buckets = 10): ScoreSummary {
  const scores: number[] = [];
  for (const w of dictionary.words) {
    const s = dictionary.weights?.get(w);
    if (s !== undefined) scores.push(s);
  }
  const unscored = dictionary.words.length - scores.length;
  if (scores.length === 0) return { scored: 0, unscored, min: 0, max: 0, mean: 0, median: 0, histogram: [], atLeast: [] };
  scores.sort((a, b) => a - b);
  const min = scores[0]!;
  const max = scores[scores.length - 1]!;
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const mid = scores.length >> 1;
  const median = scores.length % 2 === 1 ? scores[mid]! : (scores[mid - 1]! + scores[mid]!) / 2;
  const n = min === max ? 1 : Math.max(1, Math.floor(buckets));
  const width = (max - min) / n;
  const histogram: ScoreBucket[] = Array.from({ length: n }, (_, i) => ({
    from: min + i * width,
    to: i === n - 1 ? max : min + (i + 1) * width,
    count: 0,
  }));
  for (const s of scores) histogram[width === 0 ? 0 : Math.min(n - 1, Math.floor((s - min) / width))]!.count++;
  let above = scores.length;
  const atLeast: [number, number][] = histogram.map((b) => {
    const row: [number, number] = [b.from, above];
    above -= b.count;
    return row;
  });
  return { scored: scores.length, unscored, min, max, mean, median, histogram, atLeast };
}

/** A puzzle's own word choices (kept with the puzzle by the app; `--min-score`, `--ban` in the CLI). */
export interface WordChoices {
  /** Leave out words scoring below this (a word without a score counts as 0). Preferred words stay. */
  minScore?: number | undefined;
  /** Words never to use (normalised like entries: "X-ray" bans xray). */
  ban?: readonly string[] | undefined;
  /** Words to try first (ranked above every other word); added to the list when missing. */
  prefer?: readonly string[] | undefined;
  /** Fold accents when normalising the ban and prefer lists (as the list was read). */
  foldAccents?: boolean | undefined;
}

/** A dictionary after a puzzle's choices: the words to fill with and the rank that orders them. */
export interface ChosenWords {
  readonly words: readonly string[];
  readonly weights?: ReadonlyMap<string, number> | undefined;
  /** Normalised preferred words that are in `words`. */
  readonly preferred: ReadonlySet<string>;
  /** Words left out: by the ban list, and by the minimum score. */
  readonly banned: number;
  readonly belowMinimum: number;
  /** Rank for `new WordIndex(words, { rank })`: preferred words first, then by score. */
  rank(word: string): number;
}

/** Normalise a short list (ban or prefer): one entry per item, empties and non-letters dropped. */
export function normaliseEntries(items: readonly string[], foldAccents = false): string[] {
  const out: string[] = [];
  for (const item of items) {
    const e = crosswordEntry(item.trim(), foldAccents);
    if (/^\p{L}+$/u.test(e)) out.push(e);
  }
  return out;
}

/** Read a ban (or prefer) file: one word a line; blank lines and `#` comments skipped. */
export function parseWordListFile(text: string, foldAccents = false): string[] {
  return normaliseEntries(
    text.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith('#')),
    foldAccents,
  );
}

/** Apply a puzzle's choices to a dictionary (nothing is changed in place). */
export function applyWordChoices(dictionary: Pick<Dictionary, 'words' | 'weights'>, choices: WordChoices = {}): ChosenWords {
  const fold = choices.foldAccents ?? false;
  const ban = new Set(normaliseEntries(choices.ban ?? [], fold));
  const prefer = new Set(normaliseEntries(choices.prefer ?? [], fold).filter((w) => !ban.has(w)));
  const min = choices.minScore;
  const words: string[] = [];
  let banned = 0;
  let belowMinimum = 0;
  const present = new Set<string>();
  for (const w of dictionary.words) {
    if (ban.has(w)) {
      banned++;
      continue;
    }
    if (min !== undefined && !prefer.has(w) && scoreOf(dictionary, w) < min) {
      belowMinimum++;
      continue;
    }
    words.push(w);
    present.add(w);
  }
  for (const w of prefer) if (!present.has(w)) words.push(w);
  const weights = dictionary.weights;
  // Every score (0 for none) lies in bottom..top, so a preferred word's rank, above top, beats them all.
  let top = 0;
  let bottom = 0;
  if (weights) for (const s of weights.values()) [top, bottom] = [Math.max(top, s), Math.min(bottom, s)];
  return {
    words,
    weights,
    preferred: prefer,
    banned,
    belowMinimum,
    rank: (w) => (prefer.has(w) ? (weights?.get(w) ?? 0) - bottom + top + 1 : (weights?.get(w) ?? 0)),
  };
}

/** The quality of a fill: the lowest and the mean score of its words (a word without a score counts 0). */
export interface FillScore {
  min: number;
  mean: number;
}

export function fillScore(dictionary: Pick<Dictionary, 'weights'>, words: readonly string[]): FillScore {
  if (words.length === 0) return { min: 0, mean: 0 };
  let min = Infinity;
  let sum = 0;
  for (const w of words) {
    const s = scoreOf(dictionary, w);
    min = Math.min(min, s);
    sum += s;
  }
  return { min, mean: Math.round((sum / words.length) * 100) / 100 };
}
