/**
 * The makers slice: the puzzle makers' tools on a Sudoku or Futoshiki board. As givens are entered
 * the board is checked off the main thread (one solution, several, none; and, with one, its
 * rating); a hint is the next step reasoning can make; the generator loads a new minimal unique
 * puzzle as one undo step. The makers' worker is the store's service (`makers`), asked only here.
 */
import type { Hint, Level, Rating } from '../../../puzzles/numbers/index.ts';
import type { MakersCheck } from '../../../worker/protocol.ts';
import { fromFutoshiki, fromSudoku, generatorSize, makersBoardOf, shownNumberPuzzle, type NumberPuzzle } from '../../kinds/index.ts';
import type { AppState, Slice } from './shared.ts';

export interface Generated {
  seed: number;
  level: Level | null;
  givens: number;
  rating: Rating;
}

export interface MakersState {
  /** The last check, and the puzzle it is of. */
  check: MakersCheck | null;
  checkedFor: NumberPuzzle | null;
  /** Show where a second solution differs (the cells, and the second solution's digits in them). */
  showDiffer: boolean;
  hint: Hint | null;
  hintFor: NumberPuzzle | null;
  generating: boolean;
  generated: Generated | null;
  /** Why the last question failed, in the interface's language. */
  error: string | null;
}

export interface MakersSlice {
  makers: MakersState;
  /** Check `puzzle` (the newest request wins). */
  checkNumberPuzzle(puzzle: NumberPuzzle): Promise<void>;
  /**
   * Check the shown board now and after every change of it (a short pause lets a burst of typing
   * send one request), while the makers' panel shows. Returns the unsubscribe.
   */
  watchNumberBoard(delayMs?: number): () => void;
  /** Ask for the next step on the shown board. */
  askHint(): Promise<void>;
  toggleDiffer(): void;
  /** Generate a new minimal unique puzzle of the shown kind and size, and load it as one undo step. */
  generatePuzzle(level: Level | null, seed?: number): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createMakersSlice: Slice<MakersSlice> = ({ makers: client }) => (set, get, store) => {
  const patch = (p: Partial<MakersState>) => set({ makers: { ...get().makers, ...p } });
  let latest = 0;
  return {
    makers: { check: null, checkedFor: null, showDiffer: false, hint: null, hintFor: null, generating: false, generated: null, error: null },
    async checkNumberPuzzle(puzzle) {
      if (!client) return;
      const mine = ++latest;
      try {
        const check = await client.ask('check', { board: makersBoardOf(puzzle) });
        if (mine === latest) patch({ check, checkedFor: puzzle, error: null });
      } catch (error) {
        if (mine === latest) patch({ check: null, checkedFor: puzzle, error: message(error) });
      }
    },
    watchNumberBoard(delayMs = 60) {
      let timer: ReturnType<typeof setTimeout> | null = null;
      let seen: NumberPuzzle | null = null;
      const look = (s: AppState) => {
        const p = shownNumberPuzzle(s);
        if (!p || p === seen) return;
        seen = p;
        if (get().makers.showDiffer) patch({ showDiffer: false });
        if (timer) clearTimeout(timer);
        timer = setTimeout(() => void get().checkNumberPuzzle(p), delayMs);
      };
      look(get());
      const stop = store.subscribe(look);
      return () => {
        stop();
        if (timer) clearTimeout(timer);
      };
    },
    async askHint() {
      const p = shownNumberPuzzle(get());
      if (!p || !client) return;
      try {
        const hint = await client.ask('hint', { board: makersBoardOf(p) });
        patch({ hint, hintFor: p, error: null });
      } catch (error) {
        patch({ error: message(error) });
      }
    },
    toggleDiffer() {
      patch({ showDiffer: !get().makers.showDiffer });
    },
    async generatePuzzle(level, seed = Math.floor(Math.random() * 999_999) + 1) {
      const p = shownNumberPuzzle(get());
      if (!p || !client || get().makers.generating) return;
      patch({ generating: true, error: null });
      try {
        const answer = await client.ask('generate', { kind: p.kind, size: generatorSize(p.kind, p.size), seed, level });
        const name = `generated (seed ${seed})`;
        if (answer.board.kind === 'sudoku') get().loadPuzzles('sudoku', name, [fromSudoku(answer.board.puzzle)]);
        else get().loadPuzzles('futoshiki', name, [fromFutoshiki(answer.board.puzzle)]);
        patch({ generating: false, generated: { seed, level, givens: answer.givens, rating: answer.rating } });
      } catch (error) {
        patch({ generating: false, error: message(error) });
      }
    },
  };
};
