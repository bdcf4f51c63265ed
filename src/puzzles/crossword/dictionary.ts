/**
 * Dictionaries (docs/formats.md). Two kinds of list, told apart by the first word line:
 *
 * - a plain list (the first line does not end in a score): one word per line; only the first field
 *   counts, except `word;score` which keeps the score as the word's weight. Words are lower-cased
 *   and merged; lines with characters that are not letters are skipped and counted.
 * - a scored list, as constructors keep them (the first line ends in a score: `XRAY;50`,
 *   `NEW YORK\t60`, `rock 'n' roll 55`): a line is a word, then optionally a separator (`;`, a tab or
 *   a space) and an integer score; the last separator followed by an integer decides, so "New
 *   York;60" is the word "New York". Entries are normalised the crossword way (`crosswordEntry`):
 *   case folded, hyphens, apostrophes, spaces and periods removed, accents kept unless
 *   `foldAccents`. When two lines give one entry the higher score wins. A line without a score
 *   gives a word without a weight (a missing score counts as 0 wherever scores are compared).
 */
import { ParseError, describe, lines } from '../errors.ts';
import { msg } from '../../text/index.ts';

const WORD = /^\p{L}+$/u;

export interface SkippedLine {
  line: number;
  text: string;
}

export interface Dictionary {
  /** Distinct words, lower case, in file order. */
  readonly words: readonly string[];
  /** Weight (score) per word when the file gave one, else undefined. */
  readonly weights?: ReadonlyMap<string, number> | undefined;
  /** Lines skipped because they held characters that are not letters. */
  readonly skipped: number;
  /** The first few skipped lines, for messages. */
  readonly skippedExamples: readonly SkippedLine[];
  /** Duplicate words merged. */
  readonly duplicates: number;
  /** True when the file was read as a scored list (see above); absent for plain lists. */
  readonly scored?: boolean | undefined;
}

export interface DictionaryOptions {
  /** Fold accents (CAFÉ → cafe): letters lose their combining marks after NFD. Default false. */
  foldAccents?: boolean | undefined;
  /**
   * `auto` (default): a scored list when the first word line ends in a score, else a plain list.
   * `scored` / `plain`: read the file as that kind whatever its first line.
   */
  kind?: 'auto' | 'scored' | 'plain' | undefined;
}

/** Characters an entry drops: hyphens and dashes, apostrophes (ASCII, ’ and ‘), spaces, periods. */
const DROPPED = /[-\u2010\u2011\u2012\u2013\u2014'\u2019\u2018\u02bc\s.]/gu;
const COMBINING = /\p{M}/gu;
/** What an entry may hold before normalisation: letters, combining marks, and what it drops. */
const ENTRY_CHARS = /^[\p{L}\p{M}\-\u2010\u2011\u2012\u2013\u2014'\u2019\u2018\u02bc\s.]*$/u;

/**
 * An entry the crossword way: NFC, lower case, hyphens, apostrophes, spaces and periods removed
 * (x-ray → xray, rock 'n' roll → rocknroll, New York → newyork); with `foldAccents`, accents
 * removed too (Café → cafe). The result may still hold non-letters (a digit): callers test it.
 */
export function crosswordEntry(text: string, foldAccents = false): string {
  let s = text.normalize('NFC').toLowerCase().replace(DROPPED, '');
  if (foldAccents) s = s.normalize('NFD').replace(COMBINING, '').normalize('NFC');
  return s;
}

/**
 * Split a scored list's line into its word text and score (undefined: no score on the line): the
 * line ends in an integer (at most 15 digits, an optional sign) after a `;`, a tab or a space,
 * spaces allowed around the `;`. Linear in the line (no backtracking regular expression).
 */
export function splitScoredLine(line: string): { text: string; score: number | undefined } {
  const none = { text: line, score: undefined };
  let end = line.length;
  while (end > 0 && isSpace(line.charCodeAt(end - 1))) end--;
  let start = end;
  while (start > 0 && end - start < 16 && isDigit(line.charCodeAt(start - 1))) start--;
  if (start === end || end - start > 15 || (start > 0 && isDigit(line.charCodeAt(start - 1)))) return none;
  let at = start;
  if (at > 0 && (line[at - 1] === '+' || line[at - 1] === '-')) at--;
  // The separator: `;` (spaces around it allowed), or a run of spaces and tabs.
  let before = at;
  while (before > 0 && isSpace(line.charCodeAt(before - 1))) before--;
  if (before > 0 && line[before - 1] === ';') {
    before--;
    while (before > 0 && isSpace(line.charCodeAt(before - 1))) before--;
  } else if (before === at) {
    return none;
  }
  const text = line.slice(0, before);
  if (text.trim() === '') return none;
  return { text, score: Number(line.slice(at, end)) };
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Does this (trimmed, content) line end in a score, so that the file is a scored list? */
function looksScored(line: string): boolean {
  return splitScoredLine(line).score !== undefined;
}

export function parseDictionary(text: string, file = 'dictionary', options: DictionaryOptions = {}): Dictionary {
  if (text.includes('\u0000')) {
    // Line and column as every parser counts them (lines() ends lines and drops a leading BOM).
    const before = lines(text.slice(0, text.indexOf('\u0000')));
    throw new ParseError(file, before.length, before[before.length - 1]!.length + 1, msg('parse.words.binary'));
  }
  const seen = new Set<string>();
  const words: string[] = [];
  let weights: Map<string, number> | undefined;
  let skipped = 0;
  let duplicates = 0;
  const skippedExamples: SkippedLine[] = [];
  const all = lines(text);
  const kind = options.kind ?? 'auto';
  let scored: boolean | undefined = kind === 'auto' ? undefined : kind === 'scored';
  const fold = options.foldAccents ?? false;
  for (let i = 0; i < all.length; i++) {
    const raw = all[i]!.trim();
    if (raw === '' || raw.startsWith('#')) continue;
    scored ??= looksScored(raw);
    let word: string;
    let weight: number | undefined;
    if (scored) {
      const { text: entry, score } = splitScoredLine(raw);
      weight = score;
      // A digit or a symbol anywhere: skipped without normalising the (perhaps huge) line.
      word = ENTRY_CHARS.test(entry) ? crosswordEntry(entry, fold) : '';
    } else {
      let field = raw.split(/\s+/, 1)[0]!;
      const semi = field.indexOf(';');
      if (semi >= 0) {
        const score = Number(field.slice(semi + 1));
        if (Number.isFinite(score)) weight = score;
        field = field.slice(0, semi);
      }
      word = field.normalize('NFC').toLowerCase();
      if (fold) word = word.normalize('NFD').replace(COMBINING, '').normalize('NFC');
    }
    if (!WORD.test(word)) {
      skipped++;
      if (skippedExamples.length < 5) skippedExamples.push({ line: i + 1, text: raw });
      continue;
    }
    if (seen.has(word)) {
      duplicates++;
      // The higher score wins (a plain list kept the first line's weight, and still does).
      if (scored && weight !== undefined) {
        const before = weights?.get(word);
        if (before === undefined || weight > before) (weights ??= new Map()).set(word, weight);
      }
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
        ? msg('parse.words.none', { skipped, line: skippedExamples[0]!.line, example: describe(skippedExamples[0]!.text, 40) })
        : msg('parse.words.empty'),
    );
  }
  const out: Dictionary = { words, weights, skipped, skippedExamples, duplicates };
  return scored ? { ...out, scored: true } : out;
}
