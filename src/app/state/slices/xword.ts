/**
 * The crossword-files slice: opening .puz, .ipuz and .jpz files (read in the files worker through
 * the parser package) onto the crossword board, and the choice to keep their solution letters as
 * given letters (remembered with the crossword). A file that does not read leaves every board as
 * it was and says why in the board's error line.
 */
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';
import type { XwordReading } from '../../../worker/protocol.ts';
import type { GridRule } from '../../../puzzles/crossword/publish/board.ts';
import { tooBig, unreadMessage } from '../../files/index.ts';
import type { Slice } from './shared.ts';

/** What the reading of a crossword file left out or kept, for the note under its board. */
export type XwordNote = Pick<XwordReading, 'name' | 'format' | 'lettersKept' | 'lettersDropped' | 'rebusCells' | 'prefilled' | 'scrambled'>;

export interface XwordSlice {
  /** Crossword files' solution letters become given letters (else only the block pattern is kept). */
  keepLetters: boolean;
  /**
   * Change `keepLetters`. When the board is still the last crossword file as opened, that file is
   * opened again with the new choice (one undo step), since that is what the box is ticked for.
   */
  setKeepLetters(on: boolean): void;
  /** The note of the last crossword file opened, while its board is shown as it was opened. */
  xwordNote: { layout: CrosswordLayout; note: XwordNote } | null;
  /** Read a .puz, .ipuz or .jpz file's bytes onto the crossword board. */
  openCrosswordFile(name: string, bytes: ArrayBuffer): Promise<void>;
  /** The grid check whose cells the board shows (they follow the edits), or null. */
  shownCheck: GridRule | null;
  showCheck(rule: GridRule | null): void;
  /**
   * The slot whose clue was picked last ("1-Across"): the clue list selects it while the board's
   * selected cell is one of its cells, else the slot of that cell (Across first).
   */
  clueSlot: string | null;
  selectClue(slot: string | null): void;
}

export const createXwordSlice: Slice<XwordSlice> = ({ files }) => (set, get) => {
  /** The last crossword file opened, kept (in memory only) to open it again when the box changes. */
  let last: { name: string; bytes: ArrayBuffer } | null = null;
  return {
    keepLetters: false,
    setKeepLetters(on) {
      if (on === get().keepLetters) return;
      set({ keepLetters: on });
      const s = get();
      if (last && s.xwordNote && s.xwordNote.layout === s.boards.crossword.puzzle && s.phase !== 'running') void s.openCrosswordFile(last.name, last.bytes);
    },
    xwordNote: null,
    shownCheck: null,
    showCheck(rule) {
      set({ shownCheck: rule });
    },
    clueSlot: null,
    selectClue(slot) {
      set({ clueSlot: slot });
    },
    async openCrosswordFile(name, bytes) {
      const refused = tooBig(name, bytes.byteLength);
      if (refused) {
        set({ puzzleError: refused });
        return;
      }
      let file;
      try {
        file = await files.readCrossword(name, bytes, get().keepLetters);
      } catch (error) {
        set({ puzzleError: unreadMessage(name, error) });
        return;
      }
      if (file.kind === 'error') {
        set({ puzzleError: file.said });
        return;
      }
      last = { name, bytes };
      get().loadPuzzles('crossword', name, [file.layout]);
      const { format, lettersKept, lettersDropped, rebusCells, prefilled, scrambled } = file;
      set({ xwordNote: { layout: get().boards.crossword.puzzle, note: { name, format, lettersKept, lettersDropped, rebusCells, prefilled, scrambled } } });
    },
  };
};
