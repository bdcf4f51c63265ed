/** The settings slice: the algorithm and the dictionary (files are read by the files slice, files.ts). */
import type { CrosswordLayout, ScoreSummary, SkippedLine } from '../../../puzzles/crossword/index.ts';
import { DEFAULT_SETTINGS, type AlgorithmSettings, type Settings, CUSTOM_DICTIONARY, DEFAULT_DICTIONARY, DICTIONARIES } from '../../settings/index.ts';
import type { DictionarySummary } from '../../../worker/protocol.ts';
import { msg, type AnyMessage, type Message } from '../../i18n/index.ts';
import { namedError, saidOf, tooBig } from '../../files/index.ts';
import { chosenKey, SolverStopped, type ChosenWordsKey } from '../../run/index.ts';
import type { AppState, Slice } from './shared.ts';

export interface Lexicon {
  id: string;
  /** The dictionary's key in the solver worker, where its words live (see solverClient.ts). */
  key: string;
  name: string;
  wordCount: number;
  skipped: number;
  duplicates: number;
  /** Words longer than the largest board side, left out. */
  tooLong: number;
  /** The first few lines skipped (custom files). */
  skippedExamples: readonly SkippedLine[];
  /** Number of words of each length (in code points). */
  lengths: ReadonlyMap<number, number>;
  /** A scored list: the distribution of its scores (null for a plain list). */
  scores: ScoreSummary | null;
}

/** The slots no word of the dictionary fills, as the solver worker answered for a layout. */
export interface Unfillable {
  layout: CrosswordLayout;
  /** The words asked (`fillKey`: the dictionary after the minimum score and the bans). */
  key: string;
  /** The slots' names, in slot order. */
  names: string[];
}

/** The words a crossword run fills with, after the puzzle's own choices (`chosenKey` names them in the solver worker). */
export interface ChosenWords {
  /** The chosen dictionary's key (the dictionary's own when there are no choices). */
  key: string;
  wordCount: number;
  /** Words left out by the ban list, and by the minimum score. */
  banned: number;
  belowMinimum: number;
}

/** The puzzle's own word choices: the minimum score, the crossword board's banned and preferred words, the order by score. */
export function wordChoices(s: Pick<AppState, 'minScore' | 'valueOrder' | 'boards' | 'foldAccents'>): ChosenWordsKey {
  const layout = s.boards.crossword.puzzle;
  return { minScore: s.minScore, ban: layout.ban, prefer: layout.prefer, scoreOrder: s.valueOrder === 'score', foldAccents: s.foldAccents };
}

/**
 * The key of the words a fill uses (the dictionary after the puzzle's choices: minimum score, bans),
 * null without a dictionary. The grid insight and the "no word of their pattern" count ask with it,
 * so that they count the words the fill would use.
 */
export function fillKey(s: Pick<AppState, 'lexicon' | 'minScore' | 'valueOrder' | 'boards' | 'foldAccents'>): string | null {
  return s.lexicon ? chosenKey(s.lexicon.key, wordChoices(s)) : null;
}

/** The algorithm settings (declared once, in settings/schema.ts) and the dictionary. */
export interface SettingsSlice extends Settings {
  dictionaryId: string;
  customDictionary: { name: string; text: string; lexicon: Lexicon } | null;
  lexicon: Lexicon | null;
  dictionaryLoading: boolean;
  /** Why the dictionary did not load, as a message (said in the interface's language where it is shown). */
  dictionaryError: AnyMessage | null;
  /** The user's word list (its name) being read back from the browser's storage after a reload; Solve waits for it. */
  dictionaryRestoring: string | null;
  /** Something to know about the user's word list (it will not be kept after a reload), or null. */
  dictionaryNote: Message | null;
  /**
   * The live "unfillable slots" answer, asked of the solver worker by `checkUnfillable` (the board
   * shows the last answer until the one for its layout arrives).
   */
  unfillable: Unfillable | null;
  /** Ask the solver worker which slots of the board no word of the dictionary fills. */
  checkUnfillable(): Promise<void>;
  /** The words left after the puzzle's choices (null: not asked yet, or no dictionary), asked by `checkChosen`. */
  chosenWords: ChosenWords | null;
  /** Ask the solver worker how many words the puzzle's choices leave (the dictionary panel says it). */
  checkChosen(): Promise<void>;
  /** Events kept in full before the trace is thinned. */
  maxTraceEvents: number;
  setAlgorithm(patch: Partial<AlgorithmSettings>): void;
  chooseDictionary(id: string): Promise<void>;
  /**
   * When the dictionary's load failed because the solver worker stopped (not because of the list),
   * load it again (a fresh worker starts): Solve calls it, so the panel shows the dictionary again.
   */
  recoverDictionary(): void;
  /**
   * Load a text as the custom word list, whatever it looks like. It is kept over reloads before it
   * is shown as loaded (`kept`: it is kept already, a saved list coming back).
   */
  loadDictionary(name: string, text: string, options?: { kept?: boolean }): Promise<void>;
  /**
   * A word list read already (by the files worker, `summary`) becomes the dictionary: kept over
   * reloads first, then shown, its words into the solver worker. Resolves once it is shown.
   */
  useWordList(name: string, text: string, summary: DictionarySummary): Promise<void>;
}

export type { AlgorithmSettings };



function lexiconOf(id: string, key: string, name: string, d: DictionarySummary): Lexicon {
  const lengths = new Map(Object.entries(d.lengths).map(([n, count]) => [Number(n), count] as const));
  return { id, key, name, wordCount: d.wordCount, skipped: d.skipped, duplicates: d.duplicates, tooLong: d.tooLong, skippedExamples: d.skippedExamples, lengths, scores: d.scores ?? null };
}

export const createSettingsSlice: Slice<SettingsSlice> = ({ solver, wordLists }) => (set, get) => {
  /** Keys of the user's word lists: a new one per list loaded (a key names one content). */
  let customs = 0;
  const customKey = (name: string) => `custom:${++customs}:${name}`;
  /** The dictionary (by id) whose load failed because the solver stopped: `recoverDictionary` loads it again. */
  let stopped: string | null = null;
  /** The user's list (kept as text) into the solver worker; a failure is shown while it is the dictionary. */
  const loadCustom = (name: string, text: string, key: string): void => {
    solver.loadDictionary({ key, name, text }).catch((error: unknown) => {
      if (get().lexicon?.key !== key) return;
      if (error instanceof SolverStopped) stopped = CUSTOM_DICTIONARY;
      set({ dictionaryError: namedError(name, error) });
    });
  };
  /** The list being taken last (a newer one wins). */
  let taking = 0;
  /**
   * The user's word list becomes the dictionary: kept over reloads first (so that a reload however
   * soon finds it), then shown with its counts, the words into the solver worker (once).
   */
  const takeCustom = async (name: string, text: string, summary: DictionarySummary, key = customKey(name), kept = false): Promise<void> => {
    const mine = ++taking;
    set({ dictionaryLoading: true });
    let note: Message | null = null;
    if (!kept && wordLists) {
      try {
        await wordLists.keep({ name, text });
      } catch (error) {
        note = msg('settings.notKept', { name, reason: saidOf(error) });
      }
    }
    if (mine !== taking) return;
    const lexicon = lexiconOf(CUSTOM_DICTIONARY, key, name, summary);
    set({ customDictionary: { name, text, lexicon }, dictionaryId: CUSTOM_DICTIONARY, lexicon, dictionaryError: null, dictionaryLoading: false, dictionaryNote: note });
    loadCustom(name, text, key);
  };
  return {
  ...DEFAULT_SETTINGS,
  dictionaryId: DEFAULT_DICTIONARY,
  customDictionary: null,
  lexicon: null,
  dictionaryLoading: false,
  dictionaryError: null,
  dictionaryRestoring: null,
  dictionaryNote: null,
  unfillable: null,
  async checkUnfillable() {
    const layout = get().boards.crossword.puzzle;
    // The words a fill would use: the minimum score and the bans applied.
    const key = fillKey(get());
    if (key === null) return;
    try {
      const slots = await solver.unfillable(key, layout);
      // Only the answer for the board and dictionary shown now.
      if (get().boards.crossword.puzzle === layout && fillKey(get()) === key) set({ unfillable: { layout, key, names: slots.map((s) => layout.slots[s]!.name) } });
    } catch {
      // The dictionary failed to load: its error is shown where the dictionary is chosen.
    }
  },
  chosenWords: null,
  async checkChosen() {
    const s = get();
    const lexicon = s.lexicon;
    if (!lexicon) return;
    const key = chosenKey(lexicon.key, wordChoices(s));
    if (key === lexicon.key) {
      set({ chosenWords: { key, wordCount: lexicon.wordCount, banned: 0, belowMinimum: 0 } });
      return;
    }
    try {
      const summary = await solver.loadDictionary({ key, name: lexicon.name });
      const now = get();
      if (now.lexicon === null || chosenKey(now.lexicon.key, wordChoices(now)) !== key) return;
      set({ chosenWords: { key, wordCount: summary.wordCount, banned: summary.chosen?.banned ?? 0, belowMinimum: summary.chosen?.belowMinimum ?? 0 } });
    } catch {
      // The dictionary failed to load: its error is shown where the dictionary is chosen.
    }
  },
  maxTraceEvents: 4_000_000,
  setAlgorithm(patch) {
    set(patch);
  },
  async chooseDictionary(id) {
    stopped = null;
    if (id === CUSTOM_DICTIONARY) {
      const custom = get().customDictionary;
      if (!custom) return;
      set({ dictionaryId: id, lexicon: custom.lexicon, dictionaryError: null });
      // Kept in the worker already (nothing is posted), or loaded again into a fresh one.
      loadCustom(custom.name, custom.text, custom.lexicon.key);
      return;
    }
    const entry = DICTIONARIES.find((d) => d.id === id);
    if (!entry) return;
    set({ dictionaryId: id, dictionaryLoading: true, dictionaryError: null });
    try {
      // The solver worker fetches and keeps it; the app gets its counts.
      const summary = await solver.loadDictionary({ key: id, name: entry.url.split('/').pop()!, url: entry.url });
      const lexicon = lexiconOf(id, id, entry.label, summary);
      if (get().dictionaryId === id) set({ lexicon, dictionaryLoading: false });
    } catch (error) {
      if (get().dictionaryId !== id) return;
      if (error instanceof SolverStopped) stopped = id;
      set({ dictionaryLoading: false, dictionaryError: saidOf(error) });
    }
  },
  recoverDictionary() {
    const id = get().dictionaryId;
    if (stopped === id && get().dictionaryError !== null) void get().chooseDictionary(id);
  },
  async loadDictionary(name, text, options = {}) {
    const refused = tooBig(name, text.length);
    if (refused) {
      set({ dictionaryError: refused });
      return;
    }
    set({ dictionaryLoading: true });
    try {
      // Read once, in the solver worker, where the words stay.
      const key = customKey(name);
      await takeCustom(name, text, await solver.loadDictionary({ key, name, text }), key, options.kept ?? false);
    } catch (error) {
      set({ dictionaryError: namedError(name, error) });
    } finally {
      set({ dictionaryLoading: false });
    }
  },
  useWordList(name, text, summary) {
    return takeCustom(name, text, summary);
  },
  };
};
