/**
 * The saved state: what survives a reload, as one versioned JSON record (localStorage), and its
 * decoder. Boards are written in each puzzle kind's own file format (through the kind's
 * serialiser) and read back through its parser, so a saved board is exactly a file the app could
 * open. A custom dictionary's text is too big for this record: it lives in IndexedDB
 * (persist.ts), and the record names it.
 *
 * Pure: no storage, no DOM, never throws. `decodeSaved` checks every part on its own; a part that
 * is missing or damaged is left out (the app keeps its default) and named in `problems`.
 */
import type { AllDiffForm, Inference, ValueOrder, VariableOrder } from '../solver/index.ts';
import type { AlgorithmSettings, PuzzleSlice } from './store.ts';
import { layoutFromBoard, parseGridFile, parseSlotFile, type CrosswordLayout } from '../puzzles/crossword/index.ts';
import { serializeGrid, serializeSlots } from '../puzzles/crossword/serialize.ts';
import { parseFutoshiki } from '../puzzles/futoshiki/index.ts';
import { serializeFutoshiki } from '../puzzles/futoshiki/serialize.ts';
import { parseSudokuFile } from '../puzzles/sudoku/index.ts';
import { MAX_SIDE } from './limits.ts';
import { serializeSudoku } from '../puzzles/sudoku/serialize.ts';
import { ALLDIFF_CHOICES, CUSTOM_DICTIONARY, DICTIONARIES, INFERENCE_CHOICES, SPEEDS, TIME_LIMITS, VALUE_ORDER_CHOICES, VARIABLE_ORDER_CHOICES } from './catalog.ts';
import { fromFutoshiki, fromSudoku, toFutoshiki, toSudoku, type NumberPuzzle, type PuzzleKind } from './numbers.ts';

export const SAVED_VERSION = 1;
export const STORAGE_KEY = 'csp-playground.saved';

/** Names longer than this are not a board's name (a damaged record): the default is kept. */
const MAX_NAME = 300;

/** The algorithm settings, as the store has them. */
export type SavedSettings = AlgorithmSettings;

export interface SavedRecord {
  version: typeof SAVED_VERSION;
  kind: PuzzleKind;
  crossword: {
    /** The board as a grid file. */
    grid: string;
    /** The slots as a slot file, when they are not the ones the board gives (an unedited slot file). */
    slots: string | null;
    source: string;
    symmetric: boolean;
  };
  /** The board as a one-line Sudoku file. */
  sudoku: { text: string; source: string };
  /** The board as a seed-002 Futoshiki file. */
  futoshiki: { text: string; source: string };
  settings: SavedSettings;
  speedIndex: number;
  groupPrunes: boolean;
  dictionaryId: string;
  /** The loaded word list (its text is in IndexedDB), or null. */
  customDictionary: { name: string } | null;
}

/** The parts of the app's state the record is made from. */
export interface SavedSource extends SavedSettings {
  kind: PuzzleKind;
  width: number;
  height: number;
  blocks: readonly boolean[];
  given: readonly string[];
  layout: CrosswordLayout;
  source: string;
  symmetric: boolean;
  sudoku: { puzzle: NumberPuzzle; source: string };
  futoshiki: { puzzle: NumberPuzzle; source: string };
  speedIndex: number;
  groupPrunes: boolean;
  dictionaryId: string;
  customDictionary: { name: string } | null;
}

function sameSlots(a: CrosswordLayout, b: CrosswordLayout): boolean {
  return a.slots.length === b.slots.length && a.slots.every((s, i) => {
    const t = b.slots[i]!;
    return s.row === t.row && s.col === t.col && s.length === t.length && s.direction === t.direction;
  });
}

export function encodeSaved(s: SavedSource): SavedRecord {
  const derived = layoutFromBoard(s.width, s.height, s.blocks, s.given);
  const slots = s.layout.slots.length > 0 && !sameSlots(s.layout, derived) ? serializeSlots(s.layout) : null;
  return {
    version: SAVED_VERSION,
    kind: s.kind,
    crossword: { grid: serializeGrid(s), slots, source: s.source, symmetric: s.symmetric },
    sudoku: { text: serializeSudoku(toSudoku(s.sudoku.puzzle)), source: s.sudoku.source },
    futoshiki: { text: serializeFutoshiki(toFutoshiki(s.futoshiki.puzzle)), source: s.futoshiki.source },
    settings: pickSettings(s),
    speedIndex: s.speedIndex,
    groupPrunes: s.groupPrunes,
    dictionaryId: s.dictionaryId,
    customDictionary: s.customDictionary ? { name: s.customDictionary.name } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Decoding

/** The crossword as the store keeps it. */
export type RestoredCrossword = Pick<PuzzleSlice, 'width' | 'height' | 'blocks' | 'given' | 'layout' | 'source' | 'symmetric'>;

export interface RestoredNumbers {
  puzzle: NumberPuzzle;
  source: string;
}

/** What a record gives back: each part present only when it was saved and is sound. */
export interface Restored {
  kind?: PuzzleKind;
  crossword?: RestoredCrossword;
  sudoku?: RestoredNumbers;
  futoshiki?: RestoredNumbers;
  settings: Partial<SavedSettings>;
  speedIndex?: number;
  groupPrunes?: boolean;
  dictionaryId?: string;
  /** The name of a loaded word list to fetch from IndexedDB (null: none was loaded). */
  customDictionary?: { name: string } | null;
}

export type DecodeOutcome =
  /** Nothing saved yet (a first visit). */
  | { status: 'empty'; restored: Restored; problems: [] }
  /** Restored; `problems` names the parts that fell back to the defaults. */
  | { status: 'restored'; restored: Restored; problems: string[] }
  /** Not JSON, not a record, or another version: everything falls back to the defaults. */
  | { status: 'discarded'; restored: Restored; problems: string[] };

type Json = unknown;

function isObject(x: Json): x is Record<string, Json> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isName(x: Json): x is string {
  return typeof x === 'string' && x.length <= MAX_NAME;
}

function oneOf<T extends string>(choices: readonly { value: T }[], x: Json): x is T {
  return typeof x === 'string' && choices.some((c) => c.value === x);
}

const KINDS: readonly { value: PuzzleKind }[] = [{ value: 'crossword' }, { value: 'sudoku' }, { value: 'futoshiki' }];

function parseOr<T>(f: () => T): T | null {
  try {
    return f();
  } catch {
    return null;
  }
}

function decodeCrossword(x: Json, problems: string[]): RestoredCrossword | undefined {
  if (!isObject(x) || typeof x.grid !== 'string' || !isName(x.source) || typeof x.symmetric !== 'boolean') {
    problems.push('the crossword');
    return undefined;
  }
  const board = parseOr(() => parseGridFile(x.grid as string, 'saved crossword'));
  // A board the app would refuse to load is damaged data, not something to restore.
  if (!board || board.width > MAX_SIDE || board.height > MAX_SIDE) {
    problems.push('the crossword');
    return undefined;
  }
  let layout: CrosswordLayout = board;
  if (x.slots !== null && x.slots !== undefined) {
    const fromSlots = typeof x.slots === 'string' ? parseOr(() => parseSlotFile(x.slots as string, 'saved slots')) : null;
    const one = fromSlots?.length === 1 ? fromSlots[0]! : null;
    // The slot file must describe this very board (slot files have no given letters).
    const fits =
      one !== null &&
      one.width === board.width &&
      one.height === board.height &&
      one.blocks.every((b, i) => b === board.blocks[i]) &&
      board.given.every((g) => g === '');
    if (fits) layout = one;
    else problems.push('the crossword’s slots');
  }
  return {
    width: layout.width,
    height: layout.height,
    blocks: [...layout.blocks],
    given: [...layout.given],
    layout,
    source: x.source,
    symmetric: x.symmetric,
  };
}

function decodeNumbers(kind: 'sudoku' | 'futoshiki', x: Json, problems: string[]): RestoredNumbers | undefined {
  const puzzle =
    isObject(x) && typeof x.text === 'string' && isName(x.source)
      ? parseOr(() => {
          const text = x.text as string;
          if (kind === 'futoshiki') return fromFutoshiki(parseFutoshiki(text, 'saved futoshiki'));
          const all = parseSudokuFile(text, 'saved sudoku');
          return all.length === 1 ? fromSudoku(all[0]!) : null;
        })
      : null;
  if (!puzzle || !isObject(x) || typeof x.source !== 'string') {
    problems.push(kind === 'sudoku' ? 'the Sudoku' : 'the Futoshiki');
    return undefined;
  }
  return { puzzle, source: x.source };
}

const SETTING_CHECKS: { [K in keyof SavedSettings]: (x: Json) => x is SavedSettings[K] } = {
  inference: (x): x is Inference => oneOf(INFERENCE_CHOICES, x),
  ac3: (x): x is boolean => typeof x === 'boolean',
  variableOrder: (x): x is VariableOrder => oneOf(VARIABLE_ORDER_CHOICES, x),
  valueOrder: (x): x is ValueOrder => oneOf(VALUE_ORDER_CHOICES, x),
  allSolutions: (x): x is boolean => typeof x === 'boolean',
  reuse: (x): x is boolean => typeof x === 'boolean',
  timeLimitSeconds: (x): x is number => TIME_LIMITS.some((t) => t.seconds === x),
  seed: (x): x is number => Number.isSafeInteger(x),
  alldiff: (x): x is AllDiffForm => oneOf(ALLDIFF_CHOICES, x),
  restarts: (x): x is boolean => typeof x === 'boolean',
  backjump: (x): x is boolean => typeof x === 'boolean',
};

export const SETTING_NAMES = Object.keys(SETTING_CHECKS) as (keyof SavedSettings)[];

/** The algorithm settings of a state, and nothing else. */
function pickSettings(s: SavedSettings): SavedSettings {
  const out: Partial<Record<keyof SavedSettings, unknown>> = {};
  for (const name of SETTING_NAMES) out[name] = s[name];
  return out as SavedSettings;
}

/** Whether a value is a sound setting (for tests and the decoder alike). */
export function isSetting<K extends keyof SavedSettings>(name: K, x: Json): x is SavedSettings[K] {
  return SETTING_CHECKS[name](x);
}

function decodeSettings(x: Json, problems: string[]): Partial<SavedSettings> {
  const out: Partial<SavedSettings> = {};
  const bad: string[] = [];
  for (const name of SETTING_NAMES) {
    const value = isObject(x) ? x[name] : undefined;
    if (isSetting(name, value)) (out as Record<string, unknown>)[name] = value;
    else bad.push(name);
  }
  if (bad.length === SETTING_NAMES.length) problems.push('the algorithm settings');
  else if (bad.length > 0) problems.push(`${bad.length === 1 ? 'one algorithm setting' : `${bad.length} algorithm settings`} (${bad.join(', ')})`);
  return out;
}

export function isSpeedIndex(x: Json): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < SPEEDS.length;
}

export function isDictionaryId(x: Json): x is string {
  return x === CUSTOM_DICTIONARY || DICTIONARIES.some((d) => d.id === x);
}

/** Decode the stored text (null: nothing stored). Never throws. */
export function decodeSaved(text: string | null): DecodeOutcome {
  const none: Restored = { settings: {} };
  if (text === null) return { status: 'empty', restored: none, problems: [] };
  let record: Json;
  try {
    record = JSON.parse(text);
  } catch {
    return { status: 'discarded', restored: none, problems: ['it is not valid JSON'] };
  }
  if (!isObject(record)) return { status: 'discarded', restored: none, problems: ['it is not a saved record'] };
  if (record.version !== SAVED_VERSION) {
    const v = record.version;
    const which = typeof v === 'number' || (typeof v === 'string' && v.length <= 20) ? `version ${String(v)}` : 'no known version';
    return { status: 'discarded', restored: none, problems: [`it has ${which}, this app reads version ${SAVED_VERSION}`] };
  }
  const problems: string[] = [];
  const restored: Restored = { settings: {} };
  if (oneOf(KINDS, record.kind)) restored.kind = record.kind;
  else problems.push('the puzzle kind');
  const crossword = decodeCrossword(record.crossword, problems);
  if (crossword) restored.crossword = crossword;
  const sudoku = decodeNumbers('sudoku', record.sudoku, problems);
  if (sudoku) restored.sudoku = sudoku;
  const futoshiki = decodeNumbers('futoshiki', record.futoshiki, problems);
  if (futoshiki) restored.futoshiki = futoshiki;
  restored.settings = decodeSettings(record.settings, problems);
  if (isSpeedIndex(record.speedIndex)) restored.speedIndex = record.speedIndex;
  else problems.push('the playback speed');
  if (typeof record.groupPrunes === 'boolean') restored.groupPrunes = record.groupPrunes;
  else problems.push('the prune grouping');
  const custom = record.customDictionary;
  if (custom === null) restored.customDictionary = null;
  else if (isObject(custom) && isName(custom.name) && custom.name !== '') restored.customDictionary = { name: custom.name };
  else problems.push('your dictionary');
  if (isDictionaryId(record.dictionaryId) && (record.dictionaryId !== CUSTOM_DICTIONARY || restored.customDictionary)) restored.dictionaryId = record.dictionaryId;
  else problems.push('the dictionary choice');
  return { status: 'restored', restored, problems };
}

/** The one-line notice for an outcome, or null when there is nothing to say. */
export function noticeFor(outcome: DecodeOutcome): string | null {
  if (outcome.status === 'discarded') return `Your saved boards and settings could not be used (${outcome.problems[0]}), so the app starts with the defaults.`;
  if (outcome.problems.length === 0) return null;
  return `Restored your last session, except ${joinList(outcome.problems)}: ${outcome.problems.length === 1 ? 'it was' : 'they were'} damaged and set to the defaults.`;
}

function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
