/** The puzzle slice: the three boards (one shown), editing them, and undo / redo of every board change. */
import { layoutFromBoard, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { MAX_SIDE, MAX_UNDO, MIN_SIDE } from '../limits.ts';
import { emptyNumberPuzzle, SIGN_GREATER, SIGN_LESS, SIGN_NONE, type NumberKind, type NumberPuzzle, type PuzzleKind } from '../numbers.ts';
import { idleRun, type AppState, type Slice } from './shared.ts';

export const MIN_SIZE = MIN_SIDE;
export const MAX_SIZE = MAX_SIDE;
const DEFAULT_SIZE = 8;

/** A Sudoku or Futoshiki board being edited, and the file it came from. */
export interface NumberBoard {
  puzzle: NumberPuzzle;
  /** "Drawn" or a file name. */
  source: string;
  /** A loaded file with several puzzles. */
  set: { name: string; puzzles: NumberPuzzle[]; index: number } | null;
  selected: number;
}

/** The boards as one undo step saw them: the arrays are shared, never copied (edits replace them). */
export interface BoardSnapshot {
  kind: PuzzleKind;
  crossword: Pick<PuzzleSlice, 'width' | 'height' | 'blocks' | 'given' | 'layout' | 'source' | 'puzzleSet'>;
  sudoku: NumberBoard;
  futoshiki: NumberBoard;
}

export interface HistoryStep {
  /** What the step did, for the buttons' titles: "load 5x.grid", "block", … */
  label: string;
  board: BoardSnapshot;
}

/** Undo and redo of the boards (not of the settings, the dictionary or the run). */
export interface BoardHistory {
  /** The boards before each step, oldest first; at most MAX_UNDO. */
  past: HistoryStep[];
  /** The boards undone, the next to redo last. */
  future: HistoryStep[];
  /** The group of the last step: a later edit of the same group joins it instead of adding a step. */
  group: string | null;
}

export interface PuzzleSlice {
  /** Which board is shown; each kind keeps its own board. */
  kind: PuzzleKind;
  sudoku: NumberBoard;
  futoshiki: NumberBoard;
  setKind(kind: PuzzleKind): void;
  /** On the shown Sudoku or Futoshiki: put a given digit in a cell (0 clears it). */
  setDigit(cell: number, digit: number): void;
  /** Futoshiki: the sign between a cell and its right or lower neighbour cycles none → < → > → none. */
  cycleSign(cell: number, direction: 'right' | 'down'): void;
  selectNumberCell(cell: number): void;
  resizeNumbers(size: number): void;
  clearNumbers(): void;
  loadNumberPuzzles(kind: NumberKind, name: string, puzzles: NumberPuzzle[]): void;
  chooseNumberPuzzle(index: number): void;
  // Crossword:
  width: number;
  height: number;
  blocks: boolean[];
  given: string[];
  /** Slots derived from the board, or the slots of a loaded slot file until the first edit. */
  layout: CrosswordLayout;
  /** Where the board came from: "Drawn" or a file name. */
  source: string;
  /** A loaded file with several puzzles. */
  puzzleSet: { name: string; layouts: CrosswordLayout[]; index: number } | null;
  symmetric: boolean;
  /** Cell with the keyboard focus. */
  selected: number;
  /** The last puzzle file that failed to load. */
  puzzleError: string | null;
  setBlock(cell: number, blocked: boolean): void;
  toggleBlock(cell: number): void;
  setLetter(cell: number, letter: string): void;
  select(cell: number): void;
  resize(width: number, height: number): void;
  clearBoard(): void;
  setSymmetric(on: boolean): void;
  loadLayouts(name: string, layouts: CrosswordLayout[]): void;
  choosePuzzle(index: number): void;
  // Undo and redo (every kind of board):
  history: BoardHistory;
  /** While set, every board change joins one undo step (a drag across cells, a sample and its puzzle). */
  openGroup: string | null;
  beginGroup(): void;
  endGroup(): void;
  undo(): void;
  redo(): void;
}

function emptyBoard(width: number, height: number) {
  const blocks = new Array<boolean>(width * height).fill(false);
  const given = new Array<string>(width * height).fill('');
  return { width, height, blocks, given, layout: layoutFromBoard(width, height, blocks, given) };
}

/** After an edit: new board, slots derived again, any shown run dropped. */
function edited(state: AppState, blocks: boolean[], given: string[]): Partial<AppState> {
  return {
    blocks,
    given,
    layout: layoutFromBoard(state.width, state.height, blocks, given),
    source: 'Drawn',
    puzzleError: null,
    ...(state.phase === 'running' ? {} : idleRun()),
  };
}


function numberBoard(puzzle: NumberPuzzle, source = 'Drawn', puzzleSet: NumberBoard['set'] = null): NumberBoard {
  return { puzzle, source, set: puzzleSet, selected: 0 };
}

/** The shown Sudoku or Futoshiki board, or null on the crossword. */
export function shownNumbers(s: Pick<AppState, 'kind' | 'sudoku' | 'futoshiki'>): NumberBoard | null {
  return s.kind === 'crossword' ? null : s[s.kind];
}

/** After an edit of a Sudoku or Futoshiki: the new puzzle, and any shown run dropped. */
function editedNumbers(state: AppState, kind: NumberKind, puzzle: NumberPuzzle): Partial<AppState> {
  const board = state[kind];
  return { [kind]: { ...board, puzzle, source: 'Drawn' }, puzzleError: null, ...(state.phase === 'running' ? {} : idleRun()) };
}

function snapshot(s: AppState): BoardSnapshot {
  const { width, height, blocks, given, layout, source, puzzleSet } = s;
  return { kind: s.kind, crossword: { width, height, blocks, given, layout, source, puzzleSet }, sudoku: s.sudoku, futoshiki: s.futoshiki };
}

function restored(s: AppState, board: BoardSnapshot): Partial<AppState> {
  const cells = board.crossword.width * board.crossword.height;
  return { kind: board.kind, ...board.crossword, sudoku: board.sudoku, futoshiki: board.futoshiki, selected: Math.min(s.selected, cells - 1), puzzleError: null, ...idleRun() };
}

/**
 * The history after a board change labelled `label`: the boards before it become an undo step, and
 * redo is no longer possible. A change of the open group, or of the same `key` as the step before
 * (one resize after another), joins that step.
 */
function recorded(s: AppState, label: string, key: string | null = null): Partial<AppState> {
  const group = s.openGroup ?? key;
  if (group !== null && s.history.group === group) return {};
  const past = [...s.history.past, { label, board: snapshot(s) }];
  if (past.length > MAX_UNDO) past.splice(0, past.length - MAX_UNDO);
  return { history: { past, future: [], group } };
}

export const createPuzzleSlice: Slice<PuzzleSlice> = () => (set, get) => {
  let nextGroup = 1;
  return {
  kind: 'crossword',
  sudoku: numberBoard(emptyNumberPuzzle('sudoku', 9)),
  futoshiki: numberBoard(emptyNumberPuzzle('futoshiki', 5)),
  setKind(kind) {
    const s = get();
    if (kind === s.kind) return;
    if (s.phase === 'running') s.cancel();
    set({ kind, puzzleError: null, ...idleRun(), ...recorded(s, `switch to ${kind}`) });
  },
  setDigit(cell, digit) {
    const s = get();
    const board = shownNumbers(s);
    if (!board || s.kind === 'crossword' || s.phase === 'running') return;
    const p = board.puzzle;
    if (cell < 0 || cell >= p.givens.length || digit < 0 || digit > p.size || p.givens[cell] === digit) return;
    const givens = [...p.givens];
    givens[cell] = digit;
    set({ ...editedNumbers(s, s.kind, { ...p, givens }), ...recorded(s, digit === 0 ? 'clear digit' : `digit ${digit}`) });
  },
  cycleSign(cell, direction) {
    const s = get();
    if (s.kind !== 'futoshiki' || s.phase === 'running') return;
    const p = s.futoshiki.puzzle;
    const n = p.size;
    if (cell < 0 || cell >= n * n || (direction === 'right' && cell % n === n - 1) || (direction === 'down' && cell >= n * (n - 1))) return;
    const signs = [...p[direction]];
    const now = signs[cell] ?? SIGN_NONE;
    signs[cell] = now === SIGN_NONE ? SIGN_LESS : now === SIGN_LESS ? SIGN_GREATER : SIGN_NONE;
    set({ ...editedNumbers(s, 'futoshiki', { ...p, [direction]: signs }), ...recorded(s, 'sign') });
  },
  selectNumberCell(cell) {
    const s = get();
    if (s.kind === 'crossword' || s[s.kind].selected === cell) return;
    set({ [s.kind]: { ...s[s.kind], selected: cell } });
  },
  resizeNumbers(size) {
    const s = get();
    if (s.kind === 'crossword' || s.phase === 'running' || size === s[s.kind].puzzle.size) return;
    set({ [s.kind]: numberBoard(emptyNumberPuzzle(s.kind, size)), puzzleError: null, ...idleRun(), ...recorded(s, 'resize', 'resize') });
  },
  clearNumbers() {
    const s = get();
    if (s.kind === 'crossword' || s.phase === 'running') return;
    set({ [s.kind]: numberBoard(emptyNumberPuzzle(s.kind, s[s.kind].puzzle.size)), puzzleError: null, ...idleRun(), ...recorded(s, 'clear board') });
  },
  loadNumberPuzzles(kind, name, puzzles) {
    const s = get();
    if (s.phase === 'running') s.cancel();
    const many = puzzles.length > 1;
    set({
      kind,
      [kind]: numberBoard(puzzles[0]!, many ? `${name} (puzzle 1 of ${puzzles.length})` : name, many ? { name, puzzles, index: 0 } : null),
      puzzleError: null,
      ...idleRun(),
      ...recorded(s, `load ${name}`),
    });
  },
  chooseNumberPuzzle(index) {
    const s = get();
    if (s.kind === 'crossword') return;
    const board = s[s.kind];
    const puzzle = board.set?.puzzles[index];
    if (!board.set || !puzzle) return;
    if (s.phase === 'running') s.cancel();
    set({
      [s.kind]: numberBoard(puzzle, `${board.set.name} (puzzle ${index + 1} of ${board.set.puzzles.length})`, { ...board.set, index }),
      ...idleRun(),
      ...recorded(s, `puzzle ${index + 1} of ${board.set.name}`),
    });
  },
  ...emptyBoard(DEFAULT_SIZE, DEFAULT_SIZE),
  source: 'Drawn',
  puzzleSet: null,
  symmetric: false,
  selected: 0,
  puzzleError: null,
  setBlock(cell, blocked) {
    const s = get();
    if (s.phase === 'running' || cell < 0 || cell >= s.blocks.length) return;
    const cells = s.symmetric ? [cell, s.blocks.length - 1 - cell] : [cell];
    if (cells.every((c) => s.blocks[c] === blocked)) return;
    const blocks = [...s.blocks];
    const given = [...s.given];
    for (const c of cells) {
      blocks[c] = blocked;
      if (blocked) given[c] = '';
    }
    set({ ...edited(s, blocks, given), ...recorded(s, blocked ? 'block' : 'open cell') });
  },
  toggleBlock(cell) {
    get().setBlock(cell, !get().blocks[cell]);
  },
  setLetter(cell, letter) {
    const s = get();
    if (s.phase === 'running' || cell < 0 || cell >= s.blocks.length) return;
    const lower = letter.toLowerCase();
    if (s.given[cell] === lower && !s.blocks[cell]) return;
    const blocks = [...s.blocks];
    const given = [...s.given];
    given[cell] = lower;
    if (blocks[cell]) {
      blocks[cell] = false;
      if (s.symmetric) blocks[blocks.length - 1 - cell] = false;
    }
    set({ ...edited(s, blocks, given), ...recorded(s, lower === '' ? 'clear letter' : `letter ${lower.toUpperCase()}`) });
  },
  select(cell) {
    set({ selected: cell });
  },
  resize(width, height) {
    const s = get();
    if (s.phase === 'running') return;
    const w = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(width) || s.width));
    const h = Math.max(MIN_SIZE, Math.min(MAX_SIZE, Math.round(height) || s.height));
    if (w === s.width && h === s.height) return;
    const blocks = new Array<boolean>(w * h).fill(false);
    const given = new Array<string>(w * h).fill('');
    for (let r = 0; r < Math.min(h, s.height); r++) {
      for (let c = 0; c < Math.min(w, s.width); c++) {
        blocks[r * w + c] = s.blocks[r * s.width + c]!;
        given[r * w + c] = s.given[r * s.width + c]!;
      }
    }
    set({ width: w, height: h, selected: 0, puzzleSet: null, ...edited({ ...s, width: w, height: h }, blocks, given), ...recorded(s, 'resize', 'resize') });
  },
  clearBoard() {
    const s = get();
    if (s.phase === 'running') return;
    set({ ...emptyBoard(s.width, s.height), source: 'Drawn', puzzleSet: null, puzzleError: null, ...idleRun(), ...recorded(s, 'clear board') });
  },
  setSymmetric(on) {
    set({ symmetric: on });
  },
  loadLayouts(name, layouts) {
    const s = get();
    if (s.phase === 'running') s.cancel();
    const first = layouts[0]!;
    set({
      kind: 'crossword',
      width: first.width,
      height: first.height,
      blocks: [...first.blocks],
      given: [...first.given],
      layout: first,
      source: layouts.length > 1 ? `${name} (puzzle 1 of ${layouts.length})` : name,
      puzzleSet: layouts.length > 1 ? { name, layouts, index: 0 } : null,
      puzzleError: null,
      selected: 0,
      ...idleRun(),
      ...recorded(s, `load ${name}`),
    });
  },
  choosePuzzle(index) {
    const s = get();
    const set0 = s.puzzleSet;
    const layout = set0?.layouts[index];
    if (!set0 || !layout) return;
    if (s.phase === 'running') s.cancel();
    set({
      width: layout.width,
      height: layout.height,
      blocks: [...layout.blocks],
      given: [...layout.given],
      layout,
      source: `${set0.name} (puzzle ${index + 1} of ${set0.layouts.length})`,
      puzzleSet: { ...set0, index },
      ...idleRun(),
      ...recorded(s, `puzzle ${index + 1} of ${set0.name}`),
    });
  },
  history: { past: [], future: [], group: null },
  openGroup: null,
  beginGroup() {
    set({ openGroup: `group ${nextGroup++}` });
  },
  endGroup() {
    if (get().openGroup !== null) set({ openGroup: null });
  },
  undo() {
    const s = get();
    const step = s.history.past.at(-1);
    if (!step || s.phase === 'running') return;
    const future = [...s.history.future, { label: step.label, board: snapshot(s) }];
    set({ ...restored(s, step.board), history: { past: s.history.past.slice(0, -1), future, group: null }, openGroup: null });
  },
  redo() {
    const s = get();
    const step = s.history.future.at(-1);
    if (!step || s.phase === 'running') return;
    const past = [...s.history.past, { label: step.label, board: snapshot(s) }];
    set({ ...restored(s, step.board), history: { past, future: s.history.future.slice(0, -1), group: null }, openGroup: null });
  },
  };
};
