/**
 * The dictionaries the solver worker keeps: each parsed once (by key) into its word index, then
 * reused by every run, by the "unfillable slots" question and by the word look-ups of the app.
 * The worker alone decides which it keeps (`Shelves`: the few most recently used); a question about
 * one it does not keep fails with `dictionary-missing`, and the app loads it again from its source.
 * Plain functions and classes, no postMessage: the solver worker's jobs (solverJobs.ts) use them.
 */
import { applyWordChoices, crosswordEntry, fillScore, WordIndex, type CrosswordLayout, type Dictionary, type FillScore } from '../../puzzles/crossword/index.ts';
import { readAsDictionary } from '../../puzzles/files.ts';
import { JobError } from '../bridge/index.ts';
import { saidError } from './errors.ts';
import type { DictionaryRef, DictionarySummary, MissingDictionary, WordTable } from '../protocol.ts';
import { summarizeDictionary } from './fileSummary.ts';

/** A dictionary as the worker keeps it. */
export interface ShelvedDictionary {
  name: string;
  index: WordIndex;
  /** Distinct words, in file order (the fill checker reads them). */
  words: readonly string[];
  summary: DictionarySummary;
  /** The list as read (its scores: `weights`), for a puzzle's own choices (`deriveShelf`) and the fill's quality. */
  dictionary?: Dictionary | undefined;
  /** Each length's words are numbered best score first (preferred words first), not alphabetically. */
  ranked?: boolean | undefined;
}

/** Parse a word list's text into what the worker keeps. Throws the parse error, said as a message. */
export function shelve(name: string, text: string): ShelvedDictionary {
  const file = readAsDictionary(name, text);
  if (file.kind === 'error') throw saidError(file.said);
  const words = file.dictionary.words;
  return { name, index: new WordIndex(words), words, summary: summarizeDictionary(file.dictionary, file.tooLong), dictionary: file.dictionary };
}

/**
 * A puzzle's own word choices as a run asks for them (scores.ts's `WordChoices`, plus the value
 * order by score): the minimum score (0: none), banned and preferred words, and whether each
 * length's words are ordered best score first (then the search's `lex` goes through them so).
 */
export interface ChosenWordsKey {
  minScore?: number | undefined;
  ban?: readonly string[] | undefined;
  prefer?: readonly string[] | undefined;
  scoreOrder?: boolean | undefined;
  /** Accents folded (CAFÉ → CAFE), as the CLI's `--fold-accents`: entries that meet keep the higher score. */
  foldAccents?: boolean | undefined;
}

/** What separates a dictionary's key from its choices in a chosen dictionary's key. */
const CHOICES = '\u241Fchoices:';

/**
 * The key of dictionary `base` with a puzzle's choices applied: `base` itself when there are none,
 * else `base` and the choices, so that each set of choices has its own words and value numbers.
 */
export function chosenKey(base: string, choices: ChosenWordsKey): string {
  const minScore = choices.minScore ?? 0;
  const ban = [...(choices.ban ?? [])];
  const prefer = [...(choices.prefer ?? [])];
  const scoreOrder = choices.scoreOrder ?? false;
  const foldAccents = choices.foldAccents ?? false;
  if (minScore === 0 && ban.length === 0 && prefer.length === 0 && !scoreOrder && !foldAccents) return base;
  return `${base}${CHOICES}${JSON.stringify({ minScore, ban, prefer, scoreOrder, ...(foldAccents ? { foldAccents } : {}) })}`;
}

/** A key's dictionary and its choices (null for a plain dictionary's key). */
export function splitKey(key: string): { base: string; choices: ChosenWordsKey | null } {
  const at = key.indexOf(CHOICES);
  if (at < 0) return { base: key, choices: null };
  const raw = JSON.parse(key.slice(at + CHOICES.length)) as { minScore?: unknown; ban?: unknown; prefer?: unknown; scoreOrder?: unknown; foldAccents?: unknown };
  const strings = (x: unknown) => (Array.isArray(x) ? x.filter((w): w is string => typeof w === 'string') : []);
  return {
    base: key.slice(0, at),
    choices: {
      minScore: typeof raw.minScore === 'number' ? raw.minScore : 0,
      ban: strings(raw.ban),
      prefer: strings(raw.prefer),
      scoreOrder: raw.scoreOrder === true,
      ...(raw.foldAccents === true ? { foldAccents: true } : {}),
    },
  };
}

/**
 * Dictionary `base` after a puzzle's choices, as the CLI applies them (`--min-score`, `--ban`,
 * `--prefer`, `--val score`): words below the minimum and banned words left out, preferred words
 * kept (added when missing), and each length ordered best first when the order is by score or
 * words are preferred. Its summary counts the words left.
 */
export function deriveShelf(base: ShelvedDictionary, choices: ChosenWordsKey): ShelvedDictionary {
  const plain: Pick<Dictionary, 'words' | 'weights'> = base.dictionary ?? { words: base.words };
  const fold = choices.foldAccents ?? false;
  const source = fold ? foldedDictionary(plain) : plain;
  const minScore = choices.minScore ?? 0;
  const chosen = applyWordChoices(source, { minScore: minScore > 0 ? minScore : undefined, ban: choices.ban, prefer: choices.prefer, foldAccents: fold });
  const ranked = (choices.scoreOrder ?? false) || chosen.preferred.size > 0;
  const index = new WordIndex(chosen.words, ranked ? { rank: chosen.rank } : {});
  const lengths: Record<number, number> = {};
  for (const w of chosen.words) {
    const n = Array.from(w).length;
    lengths[n] = (lengths[n] ?? 0) + 1;
  }
  const summary: DictionarySummary = { ...base.summary, wordCount: chosen.words.length, lengths, chosen: { banned: chosen.banned, belowMinimum: chosen.belowMinimum } };
  const dictionary = base.dictionary ? { ...base.dictionary, words: chosen.words, weights: source.weights } : undefined;
  return { name: base.name, index, words: chosen.words, summary, dictionary, ranked };
}

/**
 * A list's entries with their accents folded (café → cafe), as if the list had been read with
 * `foldAccents`: entries that meet become one (first place kept), with the higher score.
 */
function foldedDictionary(d: Pick<Dictionary, 'words' | 'weights'>): Pick<Dictionary, 'words' | 'weights'> {
  const words: string[] = [];
  const weights = d.weights ? new Map<string, number>() : undefined;
  const seen = new Set<string>();
  for (const w of d.words) {
    const f = crosswordEntry(w, true);
    if (!seen.has(f)) {
      seen.add(f);
      words.push(f);
    }
    const s = d.weights?.get(w);
    if (weights && s !== undefined) weights.set(f, Math.max(s, weights.get(f) ?? -Infinity));
  }
  return { words, weights };
}

/** The quality of a fill of dictionary `shelf` (null for a list without scores). */
export function shelfFillScore(shelf: ShelvedDictionary, words: readonly string[]): FillScore | null {
  const d = shelf.dictionary;
  return d?.weights ? fillScore(d, words) : null;
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
 * Which words of a dictionary a run has sent the app, per length, so that each crosses the boundary
 * once per run (value indices are stable for a dictionary: the index sorts each length). One per
 * run: the app keeps a run's words with the run, not across runs.
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

/** Dictionaries kept at once (a 1M-word list takes a few hundred MB); the least recently used goes first. */
export const KEPT_DICTIONARIES = 3;
/** Chosen dictionaries (a puzzle's choices applied) kept per dictionary, the most recent last. */
const CHOSEN_KEPT = 2;

/** The error of a question about a dictionary the worker does not keep: load `key` and ask again. */
export function missing(key: string): JobError {
  return new JobError('dictionary-missing', `the dictionary ${key} is not loaded`, { key } satisfies MissingDictionary);
}

/**
 * The dictionaries the worker keeps, by key, each parsed once (a key names one content); the most
 * recently used last. A failed load is forgotten (asked again, it is loaded again).
 */
export class Shelves {
  private readonly shelves = new Map<string, Promise<ShelvedDictionary>>();

  constructor(private readonly fetchText: (url: string) => Promise<string>) {}

  /** The keys kept, least recently used first (tests). */
  keys(): string[] {
    return [...this.shelves.keys()];
  }

  /** Parse and keep a dictionary (kept already: as it is). One with a puzzle's choices is made from its dictionary. */
  load(source: DictionaryRef): Promise<ShelvedDictionary> {
    if (splitKey(source.key).choices !== null || this.shelves.has(source.key)) return this.get(source.key);
    if (source.text === undefined && source.url === undefined) return Promise.reject(missing(source.key));
    const text = source.text !== undefined ? Promise.resolve(source.text) : this.fetchText(source.url!);
    const shelf = text.then((t) => shelve(source.name, t));
    this.keep(source.key, shelf);
    this.evict();
    return shelf;
  }

  /** A kept dictionary (used now), or one made from a kept one by a puzzle's choices; else `dictionary-missing`. */
  get(key: string): Promise<ShelvedDictionary> {
    const known = this.shelves.get(key);
    if (known) {
      this.touch(key);
      return known;
    }
    const { base, choices } = splitKey(key);
    if (choices === null || !this.shelves.has(base)) return Promise.reject(missing(base));
    const shelf = this.get(base).then((plain) => deriveShelf(plain, choices));
    const siblings = this.keys().filter((k) => k !== base && splitKey(k).base === base);
    for (const old of siblings.slice(0, Math.max(0, siblings.length - CHOSEN_KEPT + 1))) this.shelves.delete(old);
    this.keep(key, shelf);
    return shelf;
  }

  private keep(key: string, shelf: Promise<ShelvedDictionary>): void {
    this.shelves.set(key, shelf);
    shelf.catch(() => {
      if (this.shelves.get(key) === shelf) this.shelves.delete(key);
    });
  }

  /** Move `key` (and the chosen dictionaries made from it) to the most recently used end. */
  private touch(key: string): void {
    const base = splitKey(key).base;
    for (const k of this.keys()) {
      if (k !== base && splitKey(k).base !== base) continue;
      const shelf = this.shelves.get(k)!;
      this.shelves.delete(k);
      this.shelves.set(k, shelf);
    }
  }

  /** Beyond KEPT_DICTIONARIES dictionaries, the least recently used goes, with the chosen ones made from it. */
  private evict(): void {
    for (;;) {
      const bases = this.keys().filter((k) => splitKey(k).choices === null);
      if (bases.length <= KEPT_DICTIONARIES) return;
      const old = bases[0]!;
      for (const k of this.keys()) if (splitKey(k).base === old) this.shelves.delete(k);
    }
  }
}
