/**
 * The puzzle slice: one board per puzzle kind (one shown), editing them, and undo / redo of every
 * board change. It speaks to the kinds only through their modules (kinds/registry.ts): an edit is
 * the kind's op, routed to the shown kind's `edit`; resize, clear and the puzzles of a set are the
 * same for every kind.
 */
import { MAX_SIDE, MAX_UNDO, MIN_SIDE } from '../../../puzzles/limits.ts';
import { boardOf, type Board, emptyBoards, kindOf, type Boards, type KindBoard, type KindId, type OpOf, type PuzzleOf } from '../../kinds/index.ts';
import { idleRun, type AppState, type Slice } from './shared.ts';
import { msg, type AnyMessage, type Message } from '../../i18n/index.ts';
import { detectSymmetry, type Symmetry } from '../../../puzzles/crossword/publish/board.ts';
import type { CrosswordLayout } from '../../../puzzles/crossword/index.ts';

export const MIN_SIZE = MIN_SIDE;
export const MAX_SIZE = MAX_SIDE;

/** The boards as one undo step saw them: the boards are shared, never copied (edits replace them). */
export interface BoardSnapshot {
  kind: KindId;
  boards: Boards;
}

export interface HistoryStep {
  /** What the step did, for the buttons' titles: "load 5x.grid", "block", … */
  label: Message;
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
  kind: KindId;
  /** Each kind's board. */
  boards: Boards;
  /**
   * Crossword drawing: placing or removing a block places or removes its partners under this symmetry
   * (a preference, not part of the board; rotational for new grids, the one a loaded grid keeps, else `none`).
   */
  symmetry: Symmetry;
  /** Why the last puzzle file failed to load, as a message (said in the interface's language where it is shown). */
  puzzleError: AnyMessage | null;
  setKind(kind: KindId): void;
  /** An edit of `kind`'s board (only while it is shown, and not during a run). */
  edit<K extends KindId>(kind: K, op: OpOf<K>): void;
  /** Move the keyboard focus of the shown board. */
  select(cell: number): void;
  /** The shown board at another size (square kinds take `width`). */
  resize(width: number, height?: number): void;
  clearBoard(): void;
  setSymmetry(symmetry: Symmetry): void;
  /**
   * The crossword board with other notes for publication (its title and clue sheet, nothing else
   * changed): one undo step per `key` (the typing of one field), and the run shown stays.
   */
  annotateCrossword(puzzle: CrosswordLayout, label: Message, key: string): void;
  /** Puzzles read from a file onto `kind`'s board (shown); several make a set with a chooser. */
  loadPuzzles<K extends KindId>(kind: K, name: string, puzzles: readonly PuzzleOf<K>[]): void;
  /** Puzzle `index` of the shown board's set. */
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

/** The shown board with its kind. */
export function shownBoard(s: Pick<AppState, 'kind' | 'boards'>): KindBoard {
  return { kind: s.kind, board: s.boards[s.kind] } as KindBoard;
}

/** The shown board seen through the kind interface. */
function shown(s: Pick<AppState, 'kind' | 'boards'>) {
  return { kind: kindOf(s.kind), board: s.boards[s.kind] as Board<unknown> };
}

/** The shown board replaced: the new boards, and any shown run dropped. */
function withShown(s: AppState, board: Board<unknown>): Partial<AppState> {
  return { boards: { ...s.boards, [s.kind]: board }, puzzleError: null, ...idleRun() };
}

function snapshot(s: AppState): BoardSnapshot {
  return { kind: s.kind, boards: s.boards };
}

/** The notes for publication of a crossword board (no part of the puzzle solved). */
const NOTES: ReadonlySet<string> = new Set<keyof CrosswordLayout>(['title', 'sheet']);

/** Whether two crossword boards are the same puzzle, told apart only by their notes for publication. */
function sameButNotes(a: CrosswordLayout, b: CrosswordLayout): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => NOTES.has(k) || a[k as keyof CrosswordLayout] === b[k as keyof CrosswordLayout]);
}

/**
 * The crossword board `to` in place of `from` when only their notes differ: the run shown stays,
 * now of the new board (so it still shows on it), and so does the note of the file it was opened from.
 */
function keptRun(s: AppState, from: CrosswordLayout, to: CrosswordLayout): Partial<AppState> {
  const run = s.runBoard?.kind === 'crossword' && s.runBoard.puzzle === from ? { runBoard: { kind: 'crossword' as const, puzzle: to }, runLayout: to } : {};
  const note = s.xwordNote?.layout === from ? { xwordNote: { ...s.xwordNote, layout: to } } : {};
  return { ...run, ...note };
}

/** The boards of a step, each keeping the focus it has now while that cell is still on it. */
function restored(s: AppState, step: BoardSnapshot): Partial<AppState> {
  const boards = { ...step.boards };
  for (const id of Object.keys(boards) as KindId[]) {
    const board = boards[id] as Board<unknown>;
    const selected = Math.min(s.boards[id].selected, kindOf(id).cellCount(board.puzzle) - 1);
    (boards as Record<KindId, Board<unknown>>)[id] = { ...board, selected };
  }
  // Undoing a clue keeps the run shown: the puzzle solved is the same.
  const from = s.boards.crossword.puzzle;
  const to = step.boards.crossword.puzzle;
  const notesOnly = step.kind === s.kind && (Object.keys(boards) as KindId[]).every((id) => id === 'crossword' || step.boards[id] === s.boards[id]) && sameButNotes(from, to);
  return { kind: step.kind, boards, puzzleError: null, ...(notesOnly ? keptRun(s, from, to) : idleRun()) };
}

/**
 * The history after a board change labelled `label`: the boards before it become an undo step, and
 * redo is no longer possible. A change of the open group, or of the same `key` as the step before
 * (one resize after another), joins that step.
 */
function recorded(s: AppState, label: Message, key: string | null = null): Partial<AppState> {
  const group = s.openGroup ?? key;
  if (group !== null && s.history.group === group) return {};
  const past = [...s.history.past, { label, board: snapshot(s) }];
  if (past.length > MAX_UNDO) past.splice(0, past.length - MAX_UNDO);
  return { history: { past, future: [], group } };
}

/** A loaded crossword is drawn on with the symmetry its blocks keep (`none` when they keep none). */
function loadedSymmetry(kind: KindId, puzzle: unknown): { symmetry?: Symmetry } {
  if (kind !== 'crossword') return {};
  const { width, height, blocks } = puzzle as CrosswordLayout;
  return { symmetry: detectSymmetry(width, height, blocks) };
}

function setName(name: string, index: number, count: number): string {
  return `${name} (puzzle ${index + 1} of ${count})`;
}

export const createPuzzleSlice: Slice<PuzzleSlice> = () => (set, get) => {
  let nextGroup = 1;
  return {
    kind: 'crossword',
    boards: emptyBoards(),
    symmetry: 'rotational',
    puzzleError: null,
    setKind(kind) {
      const s = get();
      if (kind === s.kind) return;
      if (s.phase === 'running') s.cancel();
      set({ kind, puzzleError: null, ...idleRun(), ...recorded(s, msg('names.undo.switchTo', { kind: msg(`catalog.kind.${kind}`) })) });
    },
    edit(kind, op) {
      const s = get();
      if (kind !== s.kind || s.phase === 'running') return;
      const { kind: module, board } = shown(s);
      const edited = module.edit(board.puzzle, op);
      if (!edited) return;
      set({ ...withShown(s, { ...board, puzzle: edited.puzzle, source: 'Drawn' }), ...recorded(s, edited.label) });
    },
    select(cell) {
      const s = get();
      const board = s.boards[s.kind] as Board<unknown>;
      if (board.selected === cell) return;
      set({ boards: { ...s.boards, [s.kind]: { ...board, selected: cell } } });
    },
    resize(width, height = width) {
      const s = get();
      if (s.phase === 'running') return;
      const { kind, board } = shown(s);
      const puzzle = kind.resized(board.puzzle, width, height);
      if (puzzle === null) return;
      set({ ...withShown(s, boardOf(puzzle)), ...recorded(s, msg('names.undo.resize'), 'resize') });
    },
    clearBoard() {
      const s = get();
      if (s.phase === 'running') return;
      const { kind, board } = shown(s);
      set({ ...withShown(s, { ...boardOf(kind.cleared(board.puzzle)), selected: board.selected }), ...recorded(s, msg('names.undo.clearBoard')) });
    },
    setSymmetry(symmetry) {
      set({ symmetry });
    },
    annotateCrossword(puzzle, label, key) {
      const s = get();
      const board = s.boards.crossword;
      if (s.phase === 'running' || !sameButNotes(board.puzzle, puzzle)) return;
      set({ boards: { ...s.boards, crossword: { ...board, puzzle } }, ...keptRun(s, board.puzzle, puzzle), ...recorded(s, label, `notes ${key}`) });
    },
    loadPuzzles(kind, name, puzzles) {
      const s = get();
      if (s.phase === 'running') s.cancel();
      const many = puzzles.length > 1;
      const board = boardOf<unknown>(puzzles[0]!, many ? setName(name, 0, puzzles.length) : name, many ? { name, puzzles, index: 0 } : null);
      set({ kind, boards: { ...s.boards, [kind]: board }, puzzleError: null, ...loadedSymmetry(kind, board.puzzle), ...idleRun(), ...recorded(s, msg('names.undo.load', { name })) });
    },
    choosePuzzle(index) {
      const s = get();
      const { board } = shown(s);
      const puzzle = board.set?.puzzles[index];
      if (!board.set || puzzle === undefined) return;
      if (s.phase === 'running') s.cancel();
      set({
        boards: { ...s.boards, [s.kind]: boardOf(puzzle, setName(board.set.name, index, board.set.puzzles.length), { ...board.set, index }) },
        ...loadedSymmetry(s.kind, puzzle),
        ...idleRun(),
        ...recorded(s, msg('names.undo.puzzleOf', { n: index + 1, set: board.set.name })),
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
