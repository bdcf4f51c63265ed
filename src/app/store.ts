/**
 * The app's one store, built from four slices: the puzzles being drawn (a crossword, a Sudoku and
 * a Futoshiki, one of them shown), the settings (dictionary and algorithm), the run (worker,
 * trace, statistics) and the playback (cursor, speed). Actions live next to the state they change.
 */
import { create, type StateCreator } from 'zustand';
import { layoutFromBoard, type CrosswordLayout, type SkippedLine } from '../puzzles/crossword/index.ts';
import type { AllDiffForm, Inference, Stats, Status, ValueOrder, VariableOrder } from '../solver/index.ts';
import { EventCode, type RunOptions, type SolveRequest } from '../worker/protocol.ts';
import type { ProblemSketch } from '../worker/sketch.ts';
import { CUSTOM_DICTIONARY, DEFAULT_DICTIONARY, DEFAULT_SPEED, DICTIONARIES, INSTANT_SPEED, SAMPLES } from './catalog.ts';
import { DomainCursor, DomainTrace, initialMasks } from './domains.ts';
import type { AskSummary, DictionarySummary, FileSummary } from '../worker/filesProtocol.ts';
import { FileClient, tooBig } from './fileClient.ts';
import { describeError } from './files.ts';
import { MAX_SIDE, MAX_UNDO, MIN_SIDE } from './limits.ts';
import {
  emptyNumberPuzzle,
  fromFutoshiki,
  fromSudoku,
  SIGN_GREATER,
  SIGN_LESS,
  SIGN_NONE,
  toFutoshiki,
  toSudoku,
  type NumberKind,
  type NumberPuzzle,
  type PuzzleKind,
} from './numbers.ts';
import { SolverClient, type RunHandlers } from './solverClient.ts';
import { Trace, TraceCursor } from './trace.ts';

export const MIN_SIZE = MIN_SIDE;
export const MAX_SIZE = MAX_SIDE;
const DEFAULT_SIZE = 8;

// ---------------------------------------------------------------------------------------------
// Puzzle slice

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

// ---------------------------------------------------------------------------------------------
// Settings slice

export interface Lexicon {
  id: string;
  name: string;
  wordCount: number;
  skipped: number;
  duplicates: number;
  /** Words longer than the largest board side, left out. */
  tooLong: number;
  /** The first few lines skipped (custom files). */
  skippedExamples: readonly SkippedLine[];
  /** Words by length (in code points), joined with '\n', for the live "unfillable slots" count. */
  byLength: ReadonlyMap<number, string>;
}

export interface SettingsSlice {
  inference: Inference;
  ac3: boolean;
  variableOrder: VariableOrder;
  valueOrder: ValueOrder;
  allSolutions: boolean;
  reuse: boolean;
  timeLimitSeconds: number;
  seed: number;
  dictionaryId: string;
  customDictionary: { name: string; text: string; lexicon: Lexicon } | null;
  lexicon: Lexicon | null;
  dictionaryLoading: boolean;
  dictionaryError: string | null;
  /** Events kept in full before the trace is thinned. */
  maxTraceEvents: number;
  /** Sudoku and Futoshiki: all-different as pairwise ≠ or Régin's GAC. */
  alldiff: AllDiffForm;
  /** Luby restarts (first solution only): for filling big grids. */
  restarts: boolean;
  /** Conflict-directed backjumping: skip back over assignments that play no part in a dead end. */
  backjump: boolean;
  setAlgorithm(patch: Partial<AlgorithmSettings>): void;
  chooseDictionary(id: string): Promise<void>;
  /** Read a file (in the files worker) as what it is; a file that could be a puzzle or a word list asks first (`pendingLoad`). */
  loadFile(name: string, text: string): Promise<void>;
  /** Load a text as the custom word list, whatever it looks like (a saved list coming back). */
  loadDictionary(name: string, text: string): Promise<void>;
  /** A file that is not read at all (too big): say why. */
  refuseFile(reason: string): void;
  loadSample(file: string): Promise<void>;
  /** A loaded file waiting for the user to say whether it is a puzzle or a word list. */
  pendingLoad: (AskSummary & { text: string }) | null;
  /** The user's answer to `pendingLoad` (null: load nothing). */
  answerLoad(answer: 'puzzle' | 'dictionary' | null): void;
}

/** The algorithm settings: what `setAlgorithm` changes and what a reload keeps (savedState.ts). */
export type AlgorithmSettings = Pick<
  SettingsSlice,
  'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'allSolutions' | 'reuse' | 'timeLimitSeconds' | 'seed' | 'alldiff' | 'restarts' | 'backjump'
>;

// ---------------------------------------------------------------------------------------------
// Run slice

export type RunPhase = 'idle' | 'running' | 'done' | 'error';

export interface RunSlice {
  phase: RunPhase;
  runId: number;
  trace: Trace | null;
  cursorView: TraceCursor | null;
  /** The layout that was solved (the board shows the run only while it is still the layout). */
  runLayout: CrosswordLayout | null;
  /** The Sudoku or Futoshiki that was solved (shown while it is still the board's puzzle). */
  runPuzzle: NumberPuzzle | null;
  /** Candidates of a Sudoku or Futoshiki run, replayed from the prune events. */
  domains: DomainTrace | null;
  domainCursor: DomainCursor | null;
  /** Labels of the model's constraints (Sudoku and Futoshiki). */
  constraintLabels: string[] | null;
  /** Names, domains and constraints of the solved problem (for the teaching views). */
  sketch: ProblemSketch | null;
  words: Record<number, string[]> | null;
  emptySlots: { slot: number; name: string; reason: string }[];
  status: Status | null;
  finalStats: Stats | null;
  message: string | null;
  runError: string | null;
  startedAt: number;
  elapsedMs: number;
  /** Copy of trace.version, so that components re-render when events arrive. */
  traceVersion: number;
  solve(): Promise<void>;
  cancel(): void;
  clearRun(): void;
  /** Called every frame while a run is live: publish new events and the elapsed time. */
  publishProgress(): void;
}

// ---------------------------------------------------------------------------------------------
// Playback slice

export interface PlaybackSlice {
  cursor: number;
  playing: boolean;
  speedIndex: number;
  play(): void;
  pause(): void;
  seek(position: number): void;
  stepForward(): void;
  stepBack(): void;
  jumpStart(): void;
  jumpEnd(): void;
  jumpNext(kind: 'backtrack' | 'solution' | 'assign'): void;
  setSpeed(index: number): void;
  /** While playing, a run of consecutive prunes counts as one step (single steps stay single). */
  groupPrunes: boolean;
  setGroupPrunes(on: boolean): void;
}

export type AppState = PuzzleSlice & SettingsSlice & RunSlice & PlaybackSlice;
type Slice<T> = StateCreator<AppState, [], [], T>;

// ---------------------------------------------------------------------------------------------

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

function idleRun(): Partial<RunSlice & PlaybackSlice> {
  return {
    phase: 'idle',
    trace: null,
    cursorView: null,
    runLayout: null,
    runPuzzle: null,
    domains: null,
    domainCursor: null,
    constraintLabels: null,
    sketch: null,
    words: null,
    emptySlots: [],
    status: null,
    finalStats: null,
    message: null,
    runError: null,
    elapsedMs: 0,
    traceVersion: 0,
    cursor: 0,
    playing: false,
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

let nextGroup = 1;

const createPuzzleSlice: Slice<PuzzleSlice> = (set, get) => ({
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
});

// ---------------------------------------------------------------------------------------------

const texts = new Map<string, Promise<string>>();

/** The text of a bundled dictionary, fetched once at run time. */
function bundledText(id: string): Promise<string> {
  let text = texts.get(id);
  if (!text) {
    const entry = DICTIONARIES.find((d) => d.id === id);
    if (!entry) return Promise.reject(new Error(`unknown dictionary ${id}`));
    text = fetch(entry.url).then((r) => {
      if (!r.ok) throw new Error(`could not fetch ${entry.url} (HTTP ${r.status})`);
      return r.text();
    });
    text.catch(() => texts.delete(id));
    texts.set(id, text);
  }
  return text;
}

const files = new FileClient();

function lexiconOf(id: string, name: string, d: DictionarySummary): Lexicon {
  const byLength = new Map(Object.entries(d.byLength).map(([n, words]) => [Number(n), words] as const));
  return { id, name, wordCount: d.wordCount, skipped: d.skipped, duplicates: d.duplicates, tooLong: d.tooLong, skippedExamples: d.skippedExamples, byLength };
}

async function dictionaryText(s: AppState): Promise<{ key: string; name: string; text: string }> {
  if (s.dictionaryId === CUSTOM_DICTIONARY && s.customDictionary) {
    return { key: `custom:${s.customDictionary.name}:${s.customDictionary.text.length}`, name: s.customDictionary.name, text: s.customDictionary.text };
  }
  const entry = DICTIONARIES.find((d) => d.id === s.dictionaryId) ?? DICTIONARIES[0]!;
  return { key: entry.id, name: entry.url.split('/').pop()!, text: await bundledText(entry.id) };
}

const createSettingsSlice: Slice<SettingsSlice> = (set, get) => {
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
        get().loadLayouts(loaded.name, loaded.layouts);
        return;
      case 'sudoku':
        get().loadNumberPuzzles('sudoku', loaded.name, loaded.puzzles.map(fromSudoku));
        return;
      case 'futoshiki':
        get().loadNumberPuzzles('futoshiki', loaded.name, [fromFutoshiki(loaded.puzzle)]);
        return;
      case 'dictionary': {
        const { name, summary } = loaded;
        const lexicon = lexiconOf(CUSTOM_DICTIONARY, name, summary);
        set({ customDictionary: { name, text, lexicon }, dictionaryId: CUSTOM_DICTIONARY, lexicon, dictionaryError: null, dictionaryLoading: false });
        return;
      }
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
  inference: 'mac',
  ac3: true,
  variableOrder: 'dom-wdeg',
  valueOrder: 'lex',
  allSolutions: false,
  reuse: false,
  timeLimitSeconds: 0,
  seed: 1,
  dictionaryId: DEFAULT_DICTIONARY,
  customDictionary: null,
  lexicon: null,
  dictionaryLoading: false,
  dictionaryError: null,
  maxTraceEvents: 4_000_000,
  alldiff: 'gac',
  restarts: false,
  backjump: false,
  setAlgorithm(patch) {
    set(patch);
  },
  async chooseDictionary(id) {
    if (id === CUSTOM_DICTIONARY) {
      const custom = get().customDictionary;
      if (custom) set({ dictionaryId: id, lexicon: custom.lexicon, dictionaryError: null });
      return;
    }
    const entry = DICTIONARIES.find((d) => d.id === id);
    if (!entry) return;
    set({ dictionaryId: id, dictionaryLoading: true, dictionaryError: null });
    try {
      const text = await bundledText(id);
      const lexicon = lexiconOf(id, entry.label, await files.readDictionary(entry.url.split('/').pop()!, text));
      if (get().dictionaryId === id) set({ lexicon, dictionaryLoading: false });
    } catch (error) {
      if (get().dictionaryId === id) set({ dictionaryLoading: false, dictionaryError: describeError(error) });
    }
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
      apply({ kind: 'dictionary', name, summary: await files.readDictionary(name, text) }, text);
    } catch (error) {
      set({ dictionaryError: `${name}: ${describeError(error)}` });
    } finally {
      set({ dictionaryLoading: false });
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
  async loadSample(id) {
    const sample = SAMPLES.find((s) => s.file === id);
    if (!sample) return;
    const [file, index] = id.split('#') as [string, string | undefined];
    try {
      const response = await fetch(`/puzzles/${file}`);
      if (!response.ok) throw new Error(`could not fetch ${file} (HTTP ${response.status})`);
      const text = await response.text();
      const loaded = await read(file, text);
      if (!loaded) return;
      // The sample and its puzzle are one undo step.
      get().beginGroup();
      try {
        apply(loaded, text);
        if (index !== undefined) get().chooseNumberPuzzle(Number(index));
      } finally {
        get().endGroup();
      }
      if (sample.dictionary && get().dictionaryId !== sample.dictionary) await get().chooseDictionary(sample.dictionary);
      if (sample.dictionary) set({ reuse: false });
    } catch (error) {
      set({ puzzleError: describeError(error) });
    }
  },
  };
};

// ---------------------------------------------------------------------------------------------

const client = new SolverClient();
let nextRunId = 1;

function runOptions(s: SettingsSlice): RunOptions {
  return {
    inference: s.inference,
    ac3: s.ac3,
    variableOrder: s.variableOrder,
    valueOrder: s.valueOrder,
    seed: s.seed,
    maxSolutions: s.allSolutions ? Infinity : 1,
    timeLimitMs: s.timeLimitSeconds > 0 ? s.timeLimitSeconds * 1000 : Infinity,
    restarts: s.restarts && !s.allSolutions ? 'luby' : 'none',
    backjump: s.backjump,
  };
}

type Set = Parameters<Slice<RunSlice>>[0];
type Get = Parameters<Slice<RunSlice>>[1];

/** Start a run: a fresh trace (and domains for Sudoku and Futoshiki) the board shows as it grows. */
function startRun(set: Set, patch: Partial<AppState>, trace: Trace): number {
  const runId = nextRunId++;
  set({
    ...idleRun(),
    phase: 'running',
    runId,
    trace,
    cursorView: new TraceCursor(trace),
    startedAt: performance.now(),
    playing: true,
    ...patch,
  });
  return runId;
}

/** What the worker's messages do to the run `runId` (nothing once another run has started). */
function handlersFor(set: Set, get: Get, runId: number, trace: Trace, domains: DomainTrace | null): RunHandlers {
  const current = () => get().runId === runId;
  return {
    onModel: (m) => current() && set({ words: m.words, emptySlots: m.emptySlots, constraintLabels: m.constraints ?? null, sketch: m.sketch ?? null }),
    onEvents: (data, count) => {
      if (!current()) return;
      trace.append(data, count);
      domains?.append(data, count);
    },
    onDone: (d) => {
      if (!current()) return;
      // At instant speed the board shows the end together with the status, not a frame later.
      const instant = get().playing && get().speedIndex === INSTANT_SPEED;
      set({
        phase: 'done',
        status: d.status,
        finalStats: d.stats,
        message: d.message ?? null,
        elapsedMs: performance.now() - get().startedAt,
        traceVersion: trace.version,
        ...(instant ? { cursor: trace.total, playing: false } : {}),
      });
    },
    onError: (message) => {
      if (!current()) return;
      // A crashed run is dropped whole: the board shows the puzzle as drawn, not a half-made fill.
      set({ ...idleRun(), phase: 'error', runError: message, elapsedMs: performance.now() - get().startedAt });
    },
  };
}

async function solveCrossword(set: Set, get: Get): Promise<void> {
  const s = get();
  const layout = s.layout;
  if (layout.slots.length === 0) {
    set({ ...idleRun(), phase: 'error', runError: 'There is nothing to solve: the board has no slot of two or more open cells.' });
    return;
  }
  const trace = new Trace({ variables: layout.slots.length, maxEvents: s.maxTraceEvents });
  const runId = startRun(set, { runLayout: layout }, trace);
  let dictionary: { key: string; name: string; text: string };
  try {
    dictionary = await dictionaryText(s);
  } catch (error) {
    if (get().runId === runId) set({ phase: 'error', runError: `The dictionary could not be loaded: ${describeError(error)}`, playing: false });
    return;
  }
  if (get().runId !== runId || get().phase !== 'running') return;
  client.run({ type: 'solve', kind: 'crossword', runId, layout, dictionary, reuse: s.reuse, options: runOptions(s) }, handlersFor(set, get, runId, trace, null));
}

function solveNumbers(set: Set, get: Get, kind: NumberKind): void {
  const s = get();
  const puzzle = s[kind].puzzle;
  const trace = new Trace({ variables: puzzle.size * puzzle.size, maxEvents: s.maxTraceEvents });
  const domains = new DomainTrace(trace, initialMasks(puzzle.size, puzzle.givens));
  const runId = startRun(set, { runPuzzle: puzzle, domains, domainCursor: new DomainCursor(domains) }, trace);
  const options = runOptions(s);
  const request: SolveRequest =
    kind === 'sudoku'
      ? { type: 'solve', kind, runId, puzzle: toSudoku(puzzle), alldiff: s.alldiff, options }
      : { type: 'solve', kind, runId, puzzle: toFutoshiki(puzzle), alldiff: s.alldiff, options };
  client.run(request, handlersFor(set, get, runId, trace, domains));
}

const createRunSlice: Slice<RunSlice> = (set, get) => ({
  ...(idleRun() as Pick<
    RunSlice,
    | 'phase'
    | 'trace'
    | 'cursorView'
    | 'runLayout'
    | 'runPuzzle'
    | 'domains'
    | 'domainCursor'
    | 'constraintLabels'
    | 'sketch'
    | 'words'
    | 'emptySlots'
    | 'status'
    | 'finalStats'
    | 'message'
    | 'runError'
    | 'elapsedMs'
    | 'traceVersion'
  >),
  runId: 0,
  startedAt: 0,
  async solve() {
    const s = get();
    if (s.phase === 'running') return;
    if (s.kind === 'crossword') await solveCrossword(set, get);
    else solveNumbers(set, get, s.kind);
  },
  cancel() {
    const s = get();
    if (s.phase !== 'running') return;
    client.cancel();
    set({ phase: 'done', status: 'stopped', message: 'Cancelled by you.', elapsedMs: performance.now() - s.startedAt, traceVersion: s.trace?.version ?? 0 });
  },
  clearRun() {
    if (get().phase === 'running') client.cancel();
    set(idleRun());
  },
  publishProgress() {
    const s = get();
    if (s.phase !== 'running' || !s.trace) return;
    set({ traceVersion: s.trace.version, elapsedMs: performance.now() - s.startedAt });
  },
});

// ---------------------------------------------------------------------------------------------

/** `?instant=1`: playback at instant speed (for tests); it wins over a saved speed. */
export function instantFromUrl(): boolean {
  if (typeof location === 'undefined') return false;
  return new URLSearchParams(location.search).get('instant') === '1';
}

const createPlaybackSlice: Slice<PlaybackSlice> = (set, get) => {
  const seekTo = (position: number) => {
    const trace = get().trace;
    if (!trace) return;
    set({ cursor: Math.max(0, Math.min(Math.round(position), trace.total)) });
  };
  return {
    cursor: 0,
    playing: false,
    speedIndex: instantFromUrl() ? INSTANT_SPEED : DEFAULT_SPEED,
    play() {
      const s = get();
      if (!s.trace) return;
      if (s.cursor >= s.trace.total && s.phase !== 'running') set({ cursor: 0 });
      set({ playing: true });
    },
    pause() {
      set({ playing: false });
    },
    seek(position) {
      set({ playing: false });
      seekTo(position);
    },
    stepForward() {
      get().seek(get().cursor + 1);
    },
    stepBack() {
      get().seek(get().cursor - 1);
    },
    jumpStart() {
      get().seek(0);
    },
    jumpEnd() {
      get().seek(get().trace?.total ?? 0);
    },
    jumpNext(kind) {
      const s = get();
      const trace = s.trace;
      if (!trace) return;
      const next =
        kind === 'solution'
          ? (trace.solutionPositions.find((p) => p > s.cursor) ?? -1)
          : kind === 'backtrack'
            ? trace.findNext(s.cursor, EventCode.backtrack, EventCode.backjump)
            : trace.findNext(s.cursor, EventCode.assign);
      if (next >= 0) s.seek(next);
    },
    setSpeed(index) {
      set({ speedIndex: index });
    },
    groupPrunes: true,
    setGroupPrunes(on) {
      set({ groupPrunes: on });
    },
  };
};

export const useApp = create<AppState>()((...a) => ({
  ...createPuzzleSlice(...a),
  ...createSettingsSlice(...a),
  ...createRunSlice(...a),
  ...createPlaybackSlice(...a),
}));
