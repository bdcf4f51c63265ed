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
import type { DictionarySummary, FileSummary } from '../worker/filesProtocol.ts';
import { FileClient, tooBig } from './fileClient.ts';
import { describeError } from './files.ts';
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

export const MIN_SIZE = 3;
export const MAX_SIZE = 21;
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
}

// ---------------------------------------------------------------------------------------------
// Settings slice

export interface Lexicon {
  id: string;
  name: string;
  wordCount: number;
  skipped: number;
  duplicates: number;
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
  setAlgorithm(patch: Partial<Pick<SettingsSlice, 'inference' | 'ac3' | 'variableOrder' | 'valueOrder' | 'allSolutions' | 'reuse' | 'timeLimitSeconds' | 'seed' | 'alldiff' | 'restarts' | 'backjump'>>): void;
  chooseDictionary(id: string): Promise<void>;
  /** Read a file (in the files worker) as a puzzle or a dictionary. */
  loadFile(name: string, text: string): Promise<void>;
  /** A file that is not read at all (too big): say why. */
  refuseFile(reason: string): void;
  loadSample(file: string): Promise<void>;
}

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

const createPuzzleSlice: Slice<PuzzleSlice> = (set, get) => ({
  kind: 'crossword',
  sudoku: numberBoard(emptyNumberPuzzle('sudoku', 9)),
  futoshiki: numberBoard(emptyNumberPuzzle('futoshiki', 5)),
  setKind(kind) {
    const s = get();
    if (kind === s.kind) return;
    if (s.phase === 'running') s.cancel();
    set({ kind, puzzleError: null, ...idleRun() });
  },
  setDigit(cell, digit) {
    const s = get();
    const board = shownNumbers(s);
    if (!board || s.kind === 'crossword' || s.phase === 'running') return;
    const p = board.puzzle;
    if (cell < 0 || cell >= p.givens.length || digit < 0 || digit > p.size || p.givens[cell] === digit) return;
    const givens = [...p.givens];
    givens[cell] = digit;
    set(editedNumbers(s, s.kind, { ...p, givens }));
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
    set(editedNumbers(s, 'futoshiki', { ...p, [direction]: signs }));
  },
  selectNumberCell(cell) {
    const s = get();
    if (s.kind === 'crossword' || s[s.kind].selected === cell) return;
    set({ [s.kind]: { ...s[s.kind], selected: cell } });
  },
  resizeNumbers(size) {
    const s = get();
    if (s.kind === 'crossword' || s.phase === 'running' || size === s[s.kind].puzzle.size) return;
    set({ [s.kind]: numberBoard(emptyNumberPuzzle(s.kind, size)), puzzleError: null, ...idleRun() });
  },
  clearNumbers() {
    const s = get();
    if (s.kind === 'crossword' || s.phase === 'running') return;
    set({ [s.kind]: numberBoard(emptyNumberPuzzle(s.kind, s[s.kind].puzzle.size)), puzzleError: null, ...idleRun() });
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
    set(edited(s, blocks, given));
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
    set(edited(s, blocks, given));
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
    set({ width: w, height: h, selected: 0, puzzleSet: null });
    set(edited({ ...get(), width: w, height: h }, blocks, given));
  },
  clearBoard() {
    const s = get();
    if (s.phase === 'running') return;
    set({ ...emptyBoard(s.width, s.height), source: 'Drawn', puzzleSet: null, puzzleError: null, ...idleRun() });
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
    });
  },
  choosePuzzle(index) {
    const set0 = get().puzzleSet;
    const layout = set0?.layouts[index];
    if (!set0 || !layout) return;
    set({
      width: layout.width,
      height: layout.height,
      blocks: [...layout.blocks],
      given: [...layout.given],
      layout,
      source: `${set0.name} (puzzle ${index + 1} of ${set0.layouts.length})`,
      puzzleSet: { ...set0, index },
      ...idleRun(),
    });
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
  return { id, name, wordCount: d.wordCount, skipped: d.skipped, duplicates: d.duplicates, skippedExamples: d.skippedExamples, byLength };
}

async function dictionaryText(s: AppState): Promise<{ key: string; name: string; text: string }> {
  if (s.dictionaryId === CUSTOM_DICTIONARY && s.customDictionary) {
    return { key: `custom:${s.customDictionary.name}:${s.customDictionary.text.length}`, name: s.customDictionary.name, text: s.customDictionary.text };
  }
  const entry = DICTIONARIES.find((d) => d.id === s.dictionaryId) ?? DICTIONARIES[0]!;
  return { key: entry.id, name: entry.url.split('/').pop()!, text: await bundledText(entry.id) };
}

const createSettingsSlice: Slice<SettingsSlice> = (set, get) => ({
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
    const refused = tooBig(name, text.length);
    if (refused) {
      get().refuseFile(refused);
      return;
    }
    // Parsing happens in the files worker; a big word list takes a few seconds there.
    set({ dictionaryLoading: true });
    let loaded: FileSummary;
    try {
      loaded = await files.readFile(name, text, get().kind);
    } catch (error) {
      set({ dictionaryLoading: false, puzzleError: `${name} could not be read (${describeError(error)})` });
      return;
    }
    set({ dictionaryLoading: false });
    switch (loaded.kind) {
      case 'puzzle':
        get().loadLayouts(name, loaded.layouts);
        return;
      case 'sudoku':
        get().loadNumberPuzzles('sudoku', name, loaded.puzzles.map(fromSudoku));
        return;
      case 'futoshiki':
        get().loadNumberPuzzles('futoshiki', name, [fromFutoshiki(loaded.puzzle)]);
        return;
      case 'dictionary': {
        const lexicon = lexiconOf(CUSTOM_DICTIONARY, name, loaded.summary);
        set({ customDictionary: { name, text, lexicon }, dictionaryId: CUSTOM_DICTIONARY, lexicon, dictionaryLoading: false, dictionaryError: null });
        return;
      }
      case 'error':
        if (loaded.target === 'puzzle') set({ puzzleError: loaded.message });
        else set({ dictionaryError: loaded.message });
        return;
    }
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
      await get().loadFile(file, text);
      if (index !== undefined) get().chooseNumberPuzzle(Number(index));
      if (sample.dictionary && get().dictionaryId !== sample.dictionary) await get().chooseDictionary(sample.dictionary);
      if (sample.dictionary) set({ reuse: false });
    } catch (error) {
      set({ puzzleError: describeError(error) });
    }
  },
});

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

function instantFromUrl(): boolean {
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
