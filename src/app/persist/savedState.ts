/**
 * The saved state: what survives a reload, as one versioned JSON record (localStorage), and its
 * decoder. Each board is written by its kind's `save` (in the kind's own file formats, through its
 * serialiser) under the kind's id, and read back by the kind's `restore` (through its parser), so a
 * saved board is exactly a file the app could open; this file names no kind but the crossword's
 * drawing symmetry. A custom dictionary's text is too big for this record: it lives in IndexedDB
 * (persist.ts), and the record names it.
 *
 * Pure: no storage, no DOM, never throws. `decodeSaved` checks every part on its own; a part that
 * is missing or damaged is left out (the app keeps its default) and named in `problems`, as a
 * message (the notice is said in the interface's language when it is shown).
 */
import { CUSTOM_DICTIONARY, DICTIONARIES, SPEEDS, readSettings, recordSettings, SETTING_NAMES, type AlgorithmSettings } from '../settings/index.ts';
import { isKindId, KIND_IDS, kindOf, type Boards, type KindId, type PuzzleOf } from '../kinds/index.ts';
import { SYMMETRIES, type Symmetry } from '../../puzzles/crossword/publish/board.ts';
import { msg, type Message } from '../i18n/index.ts';

export const SAVED_VERSION = 1;
export const STORAGE_KEY = 'csp-playground.saved';

/** Names longer than this are not a board's name (a damaged record): the default is kept. */
const MAX_NAME = 300;

/** The algorithm settings, as the store has them. */
export type SavedSettings = AlgorithmSettings;

/** A board in the record: its kind's `save` fields (texts in the kind's file formats) and where it came from. */
export interface SavedBoard {
  source: string;
  [field: string]: string | boolean | null;
}

export type SavedBoards = { [K in KindId]: SavedBoard } & {
  /**
   * The crossword as a grid file (`grid`), its slots as a slot file when they are not the ones the
   * board gives (`slots`: an unedited slot file), and the symmetric-drawing preference.
   */
  crossword: SavedBoard & { grid: string; slots: string | null; symmetric: boolean; symmetry?: Symmetry; keepLetters?: boolean };
  /** The board as a one-line Sudoku file. */
  sudoku: SavedBoard & { text: string };
  /** The board as a seed-002 Futoshiki file. */
  futoshiki: SavedBoard & { text: string };
};

export type SavedRecord = SavedBoards & {
  version: typeof SAVED_VERSION;
  kind: KindId;
  settings: SavedSettings;
  speedIndex: number;
  groupPrunes: boolean;
  dictionaryId: string;
  /** The loaded word list (its text is in IndexedDB), or null. */
  customDictionary: { name: string } | null;
};

/** The parts of the app's state the record is made from. */
export type SavedSource = SavedSettings & {
  kind: KindId;
  boards: Boards;
  symmetry: Symmetry;
  speedIndex: number;
  groupPrunes: boolean;
  dictionaryId: string;
  keepLetters?: boolean;
  customDictionary: { name: string } | null;
};

export function encodeSaved(s: SavedSource): SavedRecord {
  const boards = Object.fromEntries(
    KIND_IDS.map((id) => {
      const board = s.boards[id];
      return [id, { ...kindOf(id).save(board.puzzle), source: board.source }];
    }),
  ) as SavedBoards;
  // `symmetric` as older records have it (whether blocks are drawn in pairs), the symmetry itself beside it.
  boards.crossword.symmetric = s.symmetry !== 'none';
  boards.crossword.symmetry = s.symmetry;
  // Crossword files' letters kept as givens: written only when chosen (absent reads as not).
  if (s.keepLetters) boards.crossword.keepLetters = true;
  return {
    version: SAVED_VERSION,
    kind: s.kind,
    ...boards,
    settings: recordSettings(s),
    speedIndex: s.speedIndex,
    groupPrunes: s.groupPrunes,
    dictionaryId: s.dictionaryId,
    customDictionary: s.customDictionary ? { name: s.customDictionary.name } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Decoding

/** A restored board: the kind's board state and where it came from. */
export type RestoredBoards = { [K in KindId]?: { puzzle: PuzzleOf<K>; source: string } };

/** What a record gives back: each part present only when it was saved and is sound. */
export interface Restored {
  kind?: KindId;
  /** The boards that were saved and are sound. */
  boards: RestoredBoards;
  /** The crossword's drawing symmetry (saved with the crossword; an older record's `symmetric` read as rotational or none). */
  symmetry?: Symmetry;
  /** Whether crossword files' letters are kept as givens (saved with the crossword; absent: no). */
  keepLetters?: boolean;
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
  | { status: 'restored'; restored: Restored; problems: Message[] }
  /** Not JSON, not a record, or another version: everything falls back to the defaults. */
  | { status: 'discarded'; restored: Restored; problems: Message[] };

type Json = unknown;

function isObject(x: Json): x is Record<string, Json> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

function isName(x: Json): x is string {
  return typeof x === 'string' && x.length <= MAX_NAME;
}

/** The kinds every saved record has a part for; a later kind's part may be missing from older records. */
const FIRST_KINDS: readonly string[] = ['crossword', 'sudoku', 'futoshiki'];

/** Each kind's board, read back by the kind; a damaged one is named in `problems`. */
function decodeBoards(record: Record<string, Json>, restored: Restored, problems: Message[]): void {
  for (const id of KIND_IDS) {
    const kind = kindOf(id);
    const part = record[id];
    // A kind added after the record was saved (N-queens, models) has no part: its board starts empty, no notice.
    if (part === undefined && !FIRST_KINDS.includes(id)) continue;
    // The crossword's part also carries the symmetric-drawing preference.
    const sound = isObject(part) && isName(part.source) && (id !== 'crossword' || typeof part.symmetric === 'boolean');
    const own: Message[] = [];
    const puzzle = sound ? kind.restore(part, own) : null;
    if (!sound || puzzle === null) {
      problems.push(kind.noun);
      continue;
    }
    (restored.boards as Record<KindId, { puzzle: unknown; source: string }>)[id] = { puzzle, source: part.source as string };
    if (id === 'crossword') restored.symmetry = SYMMETRIES.includes(part.symmetry as Symmetry) ? (part.symmetry as Symmetry) : part.symmetric ? 'rotational' : 'none';
    if (id === 'crossword' && typeof part.keepLetters === 'boolean') restored.keepLetters = part.keepLetters;
    problems.push(...own);
  }
}

function decodeSettings(x: Json, problems: Message[]): Partial<SavedSettings> {
  const { settings: out, bad } = readSettings(x);
  if (bad.length === SETTING_NAMES.length) problems.push(msg('restore.part.settings'));
  else if (bad.length > 0) problems.push(msg('restore.part.someSettings', { count: bad.length, names: bad.join(', ') }));
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
  const none: Restored = { boards: {}, settings: {} };
  if (text === null) return { status: 'empty', restored: none, problems: [] };
  let record: Json;
  try {
    record = JSON.parse(text);
  } catch {
    return { status: 'discarded', restored: none, problems: [msg('restore.why.notJson')] };
  }
  if (!isObject(record)) return { status: 'discarded', restored: none, problems: [msg('restore.why.notRecord')] };
  if (record.version !== SAVED_VERSION) {
    const v = record.version;
    const why = typeof v === 'number' || (typeof v === 'string' && v.length <= 20) ? msg('restore.why.version', { version: String(v), reads: SAVED_VERSION }) : msg('restore.why.noVersion', { reads: SAVED_VERSION });
    return { status: 'discarded', restored: none, problems: [why] };
  }
  const problems: Message[] = [];
  const restored: Restored = { boards: {}, settings: {} };
  if (isKindId(record.kind)) restored.kind = record.kind;
  else problems.push(msg('restore.part.kind'));
  decodeBoards(record, restored, problems);
  restored.settings = decodeSettings(record.settings, problems);
  if (isSpeedIndex(record.speedIndex)) restored.speedIndex = record.speedIndex;
  else problems.push(msg('restore.part.speed'));
  if (typeof record.groupPrunes === 'boolean') restored.groupPrunes = record.groupPrunes;
  else problems.push(msg('restore.part.groupPrunes'));
  const custom = record.customDictionary;
  if (custom === null) restored.customDictionary = null;
  else if (isObject(custom) && isName(custom.name) && custom.name !== '') restored.customDictionary = { name: custom.name };
  else problems.push(msg('restore.part.dictionary'));
  if (isDictionaryId(record.dictionaryId) && (record.dictionaryId !== CUSTOM_DICTIONARY || restored.customDictionary)) restored.dictionaryId = record.dictionaryId;
  else problems.push(msg('restore.part.dictionaryChoice'));
  return { status: 'restored', restored, problems };
}

/** The one-line notice for an outcome (a message), or null when there is nothing to say. */
export function noticeFor(outcome: DecodeOutcome): Message | null {
  if (outcome.status === 'discarded') return msg('restore.discarded', { reason: outcome.problems[0]! });
  if (outcome.problems.length === 0) return null;
  return msg('restore.except', { count: outcome.problems.length, parts: listOf(outcome.problems) });
}

/** "a, b and c" as one message (said in each language's way of joining a list). */
export function listOf(items: readonly Message[]): Message {
  const [first, ...rest] = items;
  if (first === undefined) return msg('names.verbatim', { text: '' });
  if (rest.length === 0) return first;
  if (rest.length === 1) return msg('restore.two', { first, last: rest[0]! });
  return msg('restore.more', { first, rest: listOf(rest) });
}
