/**
 * The files slice: a dropped, picked or bundled file read as what it is and put where it belongs:
 * on its kind's board, into the dictionary, into a question ("a puzzle or a word list?") or an
 * error line. What a file is comes from below the app (src/puzzles/files.ts, through the kinds'
 * descriptors): a puzzle by its name or its first bytes is read here at once; anything that may be
 * a word list (or is large) goes to the files worker, which summarises a list (its words go to the
 * solver worker, never to the page).
 */
import { readFileText, readsAsPuzzle } from '../../../puzzles/files.ts';
import type { AskSummary, FileSummary } from '../../../worker/protocol.ts';
import { saidOf, tooBig, unreadMessage } from '../../files/index.ts';
import type { AnyMessage } from '../../i18n/index.ts';
import { boardOf, kindOf, type Board } from '../../kinds/index.ts';
import { SAMPLES } from '../../settings/index.ts';
import type { Slice } from './shared.ts';

export interface FilesSlice {
  /** Read a file as what it is; a file that could be a puzzle or a word list asks first (`pendingLoad`). */
  loadFile(name: string, text: string): Promise<void>;
  /** A file that is not read at all (too big): say why. */
  refuseFile(reason: AnyMessage): void;
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
  /** Null when no file or sample is being loaded; else resolves once none is still on its way (Solve pressed meanwhile waits for it). */
  whenLoaded(): Promise<void> | null;
  /** A loaded file waiting for the user to say whether it is a puzzle or a word list. */
  pendingLoad: (AskSummary & { text: string }) | null;
  /** The user's answer to `pendingLoad` (null: load nothing); resolves once a word list is kept and shown. */
  answerLoad(answer: 'puzzle' | 'dictionary' | null): Promise<void>;
}

export const createFilesSlice: Slice<FilesSlice> = ({ files, fetchText }) => (set, get) => {
  /** The loads on their way (a sample fetched, a file read), so that Solve runs on what they put on the board. */
  const loading = new Set<Promise<void>>();
  const track = (load: Promise<void>): Promise<void> => {
    loading.add(load);
    void load.finally(() => loading.delete(load));
    return load;
  };
  /**
   * Read a file: here when its name or first bytes say it is a puzzle (`readsAsPuzzle`), else in
   * the files worker (the page never parses a word list). Null when it is refused for its size or
   * the reader fails, with the reason shown.
   */
  const read = async (name: string, text: string): Promise<FileSummary | null> => {
    const refused = tooBig(name, text.length);
    if (refused) {
      get().refuseFile(refused);
      return null;
    }
    const current = get().kind;
    if (readsAsPuzzle(name, text, current)) {
      // The same reading the worker would make; one that turns out to be words goes there after all.
      const here = readFileText(name, text, current);
      if (here.kind === 'puzzle' || here.kind === 'error') return here;
    }
    // A big word list takes a few seconds in the worker.
    set({ dictionaryLoading: true });
    try {
      return await files.readFile(name, text, current);
    } catch (error) {
      set({ puzzleError: unreadMessage(name, error) });
      return null;
    } finally {
      set({ dictionaryLoading: false });
    }
  };
  /** Put a read file where it belongs: on its kind's board, in the dictionary (once kept), in a question or an error. */
  const apply = async (loaded: FileSummary, text: string): Promise<void> => {
    switch (loaded.kind) {
      case 'puzzle': {
        const id = loaded.puzzleKind;
        const { source, puzzles } = kindOf(id).fromFile(loaded.puzzles, loaded.name, get().boards[id] as Board<unknown>);
        get().loadPuzzles(id, source, puzzles as never[]);
        return;
      }
      case 'dictionary':
        await get().useWordList(loaded.name, text, loaded.summary);
        return;
      case 'ask':
        set({ pendingLoad: { ...loaded, text } });
        return;
      case 'error':
        if (loaded.target === 'puzzle') set({ puzzleError: loaded.said });
        else set({ dictionaryError: loaded.said });
        return;
    }
  };
  /** Load a bundled sample (see `loadSample`). */
  const loadSample = async (id: string, options: { firstVisit?: boolean }): Promise<void> => {
    const sample = SAMPLES.find((s) => s.file === id);
    if (!sample) return;
    const [file, index] = id.split('#') as [string, string | undefined];
    const before = get().history;
    const errorBefore = get().puzzleError;
    try {
      const text = await fetchText(`/puzzles/${file}`);
      const loaded = await read(file, text);
      if (!loaded) return;
      // A first visit's sample gives way to whatever the user did while it loaded: an edit or a load
      // (the history moved), a run, a file that did not read (its error stays on screen) or one
      // that asks what it is.
      const s = get();
      if (options.firstVisit && (s.history !== before || s.phase === 'running' || s.puzzleError !== errorBefore || s.pendingLoad !== null)) return;
      // The sample and its puzzle are one undo step (none on a first visit).
      get().beginGroup();
      try {
        // A puzzle (applied at once, inside the group).
        void apply(loaded, text);
        if (index !== undefined) get().choosePuzzle(Number(index));
      } finally {
        get().endGroup();
        if (options.firstVisit) set({ history: before });
      }
      if (sample.dictionary && get().dictionaryId !== sample.dictionary) await get().chooseDictionary(sample.dictionary);
      if (sample.dictionary) set({ reuse: false });
    } catch (error) {
      set({ puzzleError: saidOf(error) });
    }
  };
  return {
    loadFile(name, text) {
      // Each file dropped or opened replaces the last one's outcome: a bad file's error goes with the next file.
      set({ puzzleError: null, dictionaryError: null });
      return track(
        (async () => {
          const loaded = await read(name, text);
          if (loaded) await apply(loaded, text);
        })(),
      );
    },
    whenLoaded() {
      if (loading.size === 0) return null;
      return (async () => {
        while (loading.size > 0) await Promise.allSettled([...loading]);
      })();
    },
    refuseFile(reason) {
      // Too-big files are word lists in practice; the dictionary panel shows only on kinds that fill with words.
      if (kindOf(get().kind).usesDictionary) set({ dictionaryError: reason });
      else set({ puzzleError: reason });
    },
    loadSample(id, options = {}) {
      // A first visit's puzzle gives way to a Solve pressed meanwhile (it is not loaded then): not waited for.
      return options.firstVisit ? loadSample(id, options) : track(loadSample(id, options));
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
    async answerLoad(answer) {
      const ask = get().pendingLoad;
      if (!ask) return;
      set({ pendingLoad: null });
      if (answer === 'puzzle') await apply(ask.asPuzzle, ask.text);
      else if (answer === 'dictionary') await apply(ask.asDictionary, ask.text);
    },
  };
};
