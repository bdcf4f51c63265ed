/**
 * The puzzle makers' tools on a Sudoku or Futoshiki board, as a small store the panel reads: as
 * givens are entered the board is checked off the main thread (one solution, several, none; and,
 * with one, its rating); a hint is the next step reasoning can make; the generator loads a new
 * minimal unique puzzle as one undo step.
 */
import { create } from 'zustand';
import type { Hint, Level, Rating } from '../../../puzzles/numbers/index.ts';
import type { MakersBoard, MakersCheck } from '../../../worker/makersProtocol.ts';
import { useApp, type AppState } from '../../state/index.ts';
import { fromFutoshiki, fromSudoku, toFutoshiki, toSudoku, type NumberPuzzle } from './board.ts';
import { makersClient } from './makersClient.ts';

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
  error: string | null;
}

export const useMakers = create<MakersState>(() => ({
  check: null,
  checkedFor: null,
  showDiffer: false,
  hint: null,
  hintFor: null,
  generating: false,
  generated: null,
  error: null,
}));

/** The shown board's puzzle when it is a grid of digits, else null. */
export function shownNumberPuzzle(s: Pick<AppState, 'kind' | 'boards'>): NumberPuzzle | null {
  if (s.kind !== 'sudoku' && s.kind !== 'futoshiki') return null;
  return s.boards[s.kind].puzzle as NumberPuzzle;
}

function boardOf(p: NumberPuzzle): MakersBoard {
  return p.kind === 'sudoku' ? { kind: 'sudoku', puzzle: toSudoku(p) } : { kind: 'futoshiki', puzzle: toFutoshiki(p) };
}

let latest = 0;

/** Check `puzzle` (the newest request wins). */
export async function checkPuzzle(puzzle: NumberPuzzle): Promise<void> {
  const mine = ++latest;
  const answer = await makersClient.ask({ type: 'check', board: boardOf(puzzle) });
  if (mine !== latest) return;
  if (answer.type === 'check') useMakers.setState({ check: answer.check, checkedFor: puzzle, error: null });
  else if (answer.type === 'error') useMakers.setState({ check: null, checkedFor: puzzle, error: answer.message });
}

/**
 * Check the shown board now and after every change of it (a short pause lets a burst of typing
 * send one request). Returns the unsubscribe.
 */
export function watchNumberBoard(delayMs = 60): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let seen: NumberPuzzle | null = null;
  const look = (s: AppState) => {
    const p = shownNumberPuzzle(s);
    if (!p || p === seen) return;
    seen = p;
    useMakers.setState({ showDiffer: false });
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void checkPuzzle(p), delayMs);
  };
  look(useApp.getState());
  const stop = useApp.subscribe(look);
  return () => {
    stop();
    if (timer) clearTimeout(timer);
  };
}

/** Ask for the next step on the shown board. */
export async function askHint(): Promise<void> {
  const p = shownNumberPuzzle(useApp.getState());
  if (!p) return;
  const answer = await makersClient.ask({ type: 'hint', board: boardOf(p) });
  if (answer.type === 'hint') useMakers.setState({ hint: answer.hint, hintFor: p, error: null });
  else if (answer.type === 'error') useMakers.setState({ error: answer.message });
}

export function toggleDiffer(): void {
  useMakers.setState((s) => ({ showDiffer: !s.showDiffer }));
}

/** Sizes the generator makes. */
export function generatorSize(kind: 'sudoku' | 'futoshiki', size: number): number {
  if (kind === 'sudoku') return [4, 6, 9].includes(size) ? size : 9;
  return size >= 4 && size <= 9 ? size : 5;
}

/** Generate a new minimal unique puzzle of the shown kind and size, and load it as one undo step. */
export async function generatePuzzle(level: Level | null, seed = Math.floor(Math.random() * 999_999) + 1): Promise<void> {
  const s = useApp.getState();
  const p = shownNumberPuzzle(s);
  if (!p || useMakers.getState().generating) return;
  useMakers.setState({ generating: true, error: null });
  const answer = await makersClient.ask({ type: 'generate', kind: p.kind, size: generatorSize(p.kind, p.size), seed, level });
  if (answer.type === 'generate') {
    const name = `generated (seed ${seed})`;
    if (answer.board.kind === 'sudoku') useApp.getState().loadPuzzles('sudoku', name, [fromSudoku(answer.board.puzzle)]);
    else useApp.getState().loadPuzzles('futoshiki', name, [fromFutoshiki(answer.board.puzzle)]);
    useMakers.setState({ generating: false, generated: { seed, level, givens: answer.givens, rating: answer.rating } });
  } else {
    useMakers.setState({ generating: false, error: answer.type === 'error' ? answer.message : null });
  }
}
