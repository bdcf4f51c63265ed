/**
 * The dictionaries the solver worker keeps: each parsed once (by key) into its word index, then
 * reused by every run, by the "unfillable slots" question and by the word look-ups of the app.
 * Plain functions and a class, no postMessage: the worker wraps them, and the app calls them
 * directly where there is no Worker (unit tests in Node).
 */
import { WordIndex, type CrosswordLayout } from '../puzzles/crossword/index.ts';
import { readAsDictionary } from '../puzzles/files.ts';
import { summarizeDictionary } from './fileSummary.ts';
import type { DictionarySummary } from './filesProtocol.ts';

/** A dictionary as the worker keeps it. */
export interface ShelvedDictionary {
  name: string;
  index: WordIndex;
  /** Distinct words, in file order (the fill checker reads them). */
  words: readonly string[];
  summary: DictionarySummary;
}

/** Parse a word list's text into what the worker keeps. Throws the parse error's message. */
export function shelve(name: string, text: string): ShelvedDictionary {
  const file = readAsDictionary(name, text);
  if (file.kind === 'error') throw new Error(file.message);
  const words = file.dictionary.words;
  return { name, index: new WordIndex(words), words, summary: summarizeDictionary(file.dictionary, file.tooLong) };
}

/**
 * Slots of `layout` that no word of the dictionary fills (by length, and by the letters given in
 * them), as slot indices: the same test as the model's `emptySlots`.
 */
export function unfillableSlots(layout: CrosswordLayout, index: WordIndex): number[] {
  const out: number[] = [];
  layout.slots.forEach((slot, s) => {
    const bucket = index.bucket(slot.length);
    if (!bucket) {
      out.push(s);
      return;
    }
    const codes = slot.cells.map((c) => (layout.given[c] ? index.letterCode(layout.given[c]) : null));
    if (codes.every((c) => c === null)) return;
    if (codes.some((c) => c === -1) || bucket.match(codes).length === 0) out.push(s);
  });
  return out;
}

/** The words of `values` of a length (value v is the v-th word of that length in the index), joined with '\n'. */
export function wordsOf(index: WordIndex, length: number, values: readonly number[] | null): string {
  const words = index.bucket(length)?.words ?? [];
  if (values === null) return words.join('\n');
  return values.map((v) => words[v] ?? '').join('\n');
}

/**
 * Words posted along with events: for each slot length, the values first referenced and their
 * words (joined with '\n', one string to clone instead of one per word), and how many words of
 * that length the dictionary has (`size`, so the app can lay out the list once).
 */
export type WordTable = Record<number, { values: number[]; text: string; size?: number }>;

/**
 * A list of `size` slots, none filled yet, as a packed array: writing value 50,000 into an empty
 * array would turn it into a slow dictionary-backed one (and every later read and write with it).
 */
function emptyList(size: number): string[] {
  const list: (string | undefined)[] = [];
  for (let i = 0; i < size; i++) list.push(undefined);
  return list as string[];
}

/**
 * Add the words of a `WordTable` to `into` (value v of length L is `into[L][v]`). Only this
 * batch's words are read (a small text, split once); the lists are written in place.
 */
export function mergeWords(into: Record<number, string[]>, table: WordTable): void {
  for (const key in table) {
    const length = Number(key);
    const { values, text, size } = table[length]!;
    let list = into[length];
    if (!list) into[length] = list = emptyList(size ?? 0);
    let start = 0;
    for (let i = 0; i < values.length; i++) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      list[values[i]!] = text.slice(start, end);
      start = end + 1;
    }
  }
}

/**
 * Which words the app has been sent, per length, so that each crosses the boundary once per
 * dictionary (value indices are stable for a dictionary: the index sorts each length).
 */
export class SentWords {
  private readonly sent = new Map<number, Uint8Array>();
  private pending = new Map<number, number[]>();

  constructor(private readonly index: WordIndex) {}

  /** Note that value `value` of length `length` is referenced; queued when not sent yet. */
  note(length: number, value: number): void {
    if (value < 0) return;
    let bits = this.sent.get(length);
    if (!bits) {
      const size = this.index.bucket(length)?.words.length ?? 0;
      this.sent.set(length, (bits = new Uint8Array(size)));
    }
    if (value >= bits.length || bits[value]) return;
    bits[value] = 1;
    let list = this.pending.get(length);
    if (!list) this.pending.set(length, (list = []));
    list.push(value);
  }

  /** The words queued since the last call, or undefined when there are none. */
  take(): WordTable | undefined {
    if (this.pending.size === 0) return undefined;
    const table: WordTable = {};
    for (const [length, values] of this.pending) table[length] = { values, text: wordsOf(this.index, length, values), size: this.index.bucket(length)?.words.length ?? 0 };
    this.pending = new Map();
    return table;
  }
}
