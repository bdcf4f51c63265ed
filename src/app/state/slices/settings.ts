/** The settings slice: the algorithm, the dictionary, and reading files onto the board or into the dictionary. */
import type { CrosswordLayout, ScoreSummary, SkippedLine } from '../../../puzzles/crossword/index.ts';
import { DEFAULT_SETTINGS, type AlgorithmSettings, type Settings, CUSTOM_DICTIONARY, DEFAULT_DICTIONARY, DICTIONARIES, SAMPLES } from '../../settings/index.ts';
import type { AskSummary, DictionarySummary, FileSummary } from '../../../worker/filesProtocol.ts';
import { tooBig } from '../../files/index.ts';
import { describeError } from '../../../puzzles/files.ts';
import { chosenKey, SolverStopped, type ChosenWordsKey } from '../../run/index.ts';
import { boardOf, fromFutoshiki, fromSudoku, kindOf, modelWithFile } from '../../kinds/index.ts';
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
  dictionaryError: string | null;
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
  /** Read a file (in the files worker) as what it is; a file that could be a puzzle or a word list asks first (`pendingLoad`). */
  loadFile(name: string, text: string): Promise<void>;
  /** Load a text as the custom word list, whatever it looks like (a saved list coming back). */
  loadDictionary(name: string, text: string): Promise<void>;
  /** A file that is not read at all (too big): say why. */
  refuseFile(reason: string): void;
  /**
   * Load a bundled sample (one undo step). `{ firstVisit: true }`: the puzzle a first visit opens
   * on, which is no undo step and is not loaded at all if the boards changed while it was read.
   */
  loadSample(file: string, options?: { firstVisit?: boolean }): Promise<void>;
  /**
   * Put a bundled sample on its kind's board without showing it and without an undo step (a first
   * visit's Futoshiki): only while that board is still the one the session started with.
   */
  preloadSample(file: string): Promise<void>;
  /** A loaded file waiting for the user to say whether it is a puzzle or a word list. */
  pendingLoad: (AskSummary & { text: string }) | null;
  /** The user's answer to `pendingLoad` (null: load nothing). */
  answerLoad(answer: 'puzzle' | 'dictionary' | null): void;
}

export type { AlgorithmSettings };



function lexiconOf(id: string, key: string, name: string, d: DictionarySummary): Lexicon {
  const lengths = new Map(Object.entries(d.lengths).map(([n, count]) => [Number(n), count] as const));
  return { id, key, name, wordCount: d.wordCount, skipped: d.skipped, duplicates: d.duplicates, tooLong: d.tooLong, skippedExamples: d.skippedExamples, lengths, scores: d.scores ?? null };
}

export const createSettingsSlice: Slice<SettingsSlice> = ({ files, solver, fetchText }) => (set, get) => {
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
      set({ dictionaryError: `${name}: ${describeError(error)}` });
    });
  };
  /** The user's word list becomes the dictionary: counts at once, the words into the solver worker (once). */
  const takeCustom = (name: string, text: string, summary: DictionarySummary, key = customKey(name)): void => {
    const lexicon = lexiconOf(CUSTOM_DICTIONARY, key, name, summary);
    set({ customDictionary: { name, text, lexicon }, dictionaryId: CUSTOM_DICTIONARY, lexicon, dictionaryError: null, dictionaryLoading: false });
    loadCustom(name, text, key);
  };
  /**
   * Read a file in the files worker (the main thread never parses it): null when it is refused for
   * its size or the reader fails, with the reason shown.
   */
  const read = async (name: string, text: string): Promise<FileSummary | null> => {
    const refused = tooBig(name, text.length);
    if (refused) {
      get().refuseFile(refused);
      return null;
    }
    // A big word list takes a few seconds in the worker.
    set({ dictionaryLoading: true });
    try {
      return await files.readFile(name, text, get().kind);
    } catch (error) {
      set({ puzzleError: `${name} could not be read (${describeError(error)})` });
      return null;
    } finally {
      set({ dictionaryLoading: false });
    }
  };
  /** Put a read file where it belongs: on a board, in the dictionary, in a question or an error. */
  const apply = (loaded: FileSummary, text: string): void => {
    switch (loaded.kind) {
      case 'puzzle':
        get().loadPuzzles('crossword', loaded.name, loaded.layouts);
        return;
      case 'sudoku':
        get().loadPuzzles('sudoku', loaded.name, loaded.puzzles.map(fromSudoku));
        return;
      case 'futoshiki':
        get().loadPuzzles('futoshiki', loaded.name, [fromFutoshiki(loaded.puzzle)]);
        return;
      case 'queens':
        get().loadPuzzles('queens', loaded.name, [loaded.puzzle]);
        return;
      case 'model': {
        // A .dzn is the data of the model shown; a .mzn or .fzn a model of its own.
        const board = get().boards.model;
        const data = /\.dzn$/i.test(loaded.name);
        get().loadPuzzles('model', data ? board.source : loaded.name, [modelWithFile(board.puzzle, loaded.name, loaded.text)]);
        return;
      }
      case 'dictionary':
        takeCustom(loaded.name, text, loaded.summary);
        return;
      case 'ask':
        set({ pendingLoad: { ...loaded, text } });
        return;
      case 'error':
        if (loaded.target === 'puzzle') set({ puzzleError: loaded.message });
        else set({ dictionaryError: loaded.message });
        return;
    }
  };
  return {
  ...DEFAULT_SETTINGS,
  dictionaryId: DEFAULT_DICTIONARY,
  customDictionary: null,
  lexicon: null,
  dictionaryLoading: false,
  dictionaryError: null,
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
      set({ dictionaryLoading: false, dictionaryError: describeError(error) });
    }
  },
  recoverDictionary() {
    const id = get().dictionaryId;
    if (stopped === id && get().dictionaryError !== null) void get().chooseDictionary(id);
  },
  async loadFile(name, text) {
    const loaded = await read(name, text);
    if (loaded) apply(loaded, text);
  },
  async loadDictionary(name, text) {
    const refused = tooBig(name, text.length);
    if (refused) {
      set({ dictionaryError: refused });
      return;
    }
    set({ dictionaryLoading: true });
    try {
      // Read once, in the solver worker, where the words stay.
      const key = customKey(name);
      takeCustom(name, text, await solver.loadDictionary({ key, name, text }), key);
    } catch (error) {
      set({ dictionaryError: `${name}: ${describeError(error)}` });
    } finally {
      set({ dictionaryLoading: false });
    }
  },
  async preloadSample(id) {
    const sample = SAMPLES.find((s) => s.file === id);
    if (!sample) return;
    const [file, index] = id.split('#') as [string, string | undefined];
    const before = get().boards[sample.kind];
    try {
      const text = await fetchText(`/puzzles/${file}`);
      // A small bundled file of a known kind: read here, by the kind.
      const puzzle = kindOf(sample.kind).parse(text, file)[Number(index ?? 0)];
      const s = get();
      if (puzzle === undefined || s.boards[sample.kind] !== before || (s.kind === sample.kind && s.phase !== 'idle')) return;
      // Named as the file is called (`australia.mzn`), not by where the build keeps it (`../models/`).
      set({ boards: { ...s.boards, [sample.kind]: boardOf(puzzle, file.replace(/^.*\//, '')) } });
    } catch {
      // The empty board stays.
    }
  },
  pendingLoad: null,
  answerLoad(answer) {
    const ask = get().pendingLoad;
    if (!ask) return;
    set({ pendingLoad: null });
    if (answer === 'puzzle') apply(ask.asPuzzle, ask.text);
    else if (answer === 'dictionary') apply(ask.asDictionary, ask.text);
  },
  refuseFile(reason) {
    // Too-big files are word lists in practice; the dictionary panel shows only on crosswords.
    if (get().kind === 'crossword') set({ dictionaryError: reason });
    else set({ puzzleError: reason });
  },
  async loadSample(id, options = {}) {
    const sample = SAMPLES.find((s) => s.file === id);
    if (!sample) return;
    const [file, index] = id.split('#') as [string, string | undefined];
    const before = get().history;
    try {
      const text = await fetchText(`/puzzles/${file}`);
      const loaded = await read(file, text);
      if (!loaded) return;
      if (options.firstVisit && (get().history !== before || get().phase === 'running')) return;
      // The sample and its puzzle are one undo step (none on a first visit).
      get().beginGroup();
      try {
        apply(loaded, text);
        if (index !== undefined) get().choosePuzzle(Number(index));
      } finally {
        get().endGroup();
        if (options.firstVisit) set({ history: before });
      }
      if (sample.dictionary && get().dictionaryId !== sample.dictionary) await get().chooseDictionary(sample.dictionary);
      if (sample.dictionary) set({ reuse: false });
    } catch (error) {
      set({ puzzleError: describeError(error) });
    }
  },
  };
};
