/**
 * Share links: the shown puzzle, the dictionary chosen, the algorithm settings and the player's
 * step, packed into a URL fragment (`#v=1&s=…`, which browsers never send to a server).
 *
 * Format, version 1: the fragment's parameters are `v` (the format's version, `1`) and `s` (the
 * payload). The payload is a JSON object
 *   { kind, board, source, dictionary, settings, step[, exercise] }
 * — `kind` a kind id; `board` the kind's saved part (`PuzzleKindModule.save`: its own file formats,
 * through its serialiser); `source` where the board came from; `dictionary` a bundled dictionary's
 * id or `{ "custom": name }`; `settings` the algorithm settings by name (savedState.ts checks
 * them); `step` the player's position in the trace or null; `exercise`, only in a teacher's shared
 * exercise (issue 31), `{ "ask": [...] }` the decisions asked of the student (an app before it
 * opens the puzzle and settings alone) — compressed with raw DEFLATE (fflate)
 * against a preset dictionary (`PRESET_V1`) and written in base64url. The preset dictionary is
 * part of the v1 format: it must never change (a new one is a new version), or older links stop
 * opening; `link.test.ts` pins a v1 link to hold it to that.
 *
 * Pure: no DOM, no store, never throws while decoding. A link that cannot be read is a failure
 * (nothing of it is applied); a link whose board is sound opens, and `problems` names the parts that
 * were left as they are.
 */
import { deflateSync, inflateSync, strFromU8, strToU8 } from 'fflate';
import { CUSTOM_DICTIONARY, DICTIONARIES, readSettings, recordSettings, type AlgorithmSettings as SavedSettings } from '../settings/index.ts';
import { isKindId, kindOf, type KindPuzzle } from '../kinds/index.ts';
import { ASK_KINDS, type AskKind } from '../../solver/index.ts';
import type { Message } from '../i18n/index.ts';

export const LINK_VERSION = 1;
/** Fragments longer than this are not links this app made (the largest board makes a few thousand). */
export const MAX_LINK_CHARS = 32_000;
/** Longest payload accepted once inflated (a 50 x 50 board with letters is about 7,000 characters). */
const MAX_PAYLOAD_CHARS = 200_000;
const MAX_NAME = 300;

/**
 * The v1 preset dictionary: what every payload is likely to contain, the most common last (DEFLATE
 * codes nearer matches in fewer bits). Frozen with the v1 format.
 */
const PRESET_V1 =
  '"kind":"sudoku","futoshiki","text":"0 0 0 0 0 0 0 0 0\\n0 0 0 0 0 0 0 0 0\\n","custom":"english-63k","russian-nouns-51k","seed001-vocabulary",' +
  '"none","fc","static","mrv","mrv-degree","reverse","lcv","random","neq",true,"timeLimitSeconds":5,30,120,' +
  '"........\\n"######"......\\n....#....\\n' +
  '{"kind":"crossword","board":{"grid":"........\\n","slots":null},"source":"Drawn","dictionary":"english-common",' +
  '"settings":{"inference":"mac","ac3":true,"variableOrder":"dom-wdeg","valueOrder":"lex","allSolutions":false,"reuse":false,"timeLimitSeconds":0,"seed":1,"alldiff":"gac","restarts":false,"backjump":false},"step":0}';
const PRESET_V1_BYTES = strToU8(PRESET_V1);

/** The dictionary a link names: a bundled one by id, or the name of the user's own word list. */
export type LinkDictionary = { bundled: string } | { custom: string };

/** What a link holds. */
export interface LinkState {
  /** The puzzle with its kind. */
  board: KindPuzzle;
  /** Where the board came from: "Drawn", a file name. */
  source: string;
  dictionary: LinkDictionary;
  settings: SavedSettings;
  /** The player's position in the run's trace, or null (no run shown). */
  step: number | null;
  /** A shared exercise: the decisions asked of the student (absent: not an exercise). */
  exercise?: LinkExercise | null;
}

/** A shared exercise: what is asked (the puzzle and algorithm are the link's). */
export interface LinkExercise {
  ask: AskKind[];
}

/** Why a link did not open. */
export type LinkFailure =
  /** Too long to be a link of this app. */
  | { code: 'tooLong'; length: number }
  /** No version, or one this app does not read, and the payload does not read as version 1. */
  | { code: 'version'; version: string }
  /** The payload is not base64url, DEFLATE or JSON of an object (cut short when copied, typically). */
  | { code: 'damaged' }
  /** The puzzle kind is unknown or the board does not read as one (nothing to open). */
  | { code: 'board'; kind: string };

/** A part of an opened link that was left out (the app keeps what it has). */
export type LinkProblem =
  | { part: 'settings'; names: string[] }
  | { part: 'dictionary' }
  | { part: 'step' }
  /** The exercise's asks are not ones this app knows: the puzzle opened without the exercise. */
  | { part: 'exercise' }
  /** The kind's restore set part of the board back (e.g. a crossword's slots): its words. */
  | { part: 'board'; detail: Message };

export type LinkOutcome =
  /** The fragment is not a share link at all (empty, or another use of the fragment). */
  | { status: 'none' }
  | { status: 'failed'; failure: LinkFailure }
  | {
      status: 'opened';
      board: KindPuzzle;
      source: string;
      /** Only the sound settings. */
      settings: Partial<SavedSettings>;
      dictionary: LinkDictionary | null;
      step: number | null;
      /** A shared exercise, or null. */
      exercise: LinkExercise | null;
      problems: LinkProblem[];
      /** The link's version when it is newer than this app's (it was read as version 1). */
      newer: number | null;
    };

// ---------------------------------------------------------------------------------------------
// base64url

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Encoding

/** The payload's JSON (fields in a fixed order, so that equal states make equal links). */
export function payloadOf(state: LinkState): string {
  const settings = recordSettings(state.settings);
  return JSON.stringify({
    kind: state.board.kind,
    board: kindOf(state.board.kind).save(state.board.puzzle),
    source: state.source,
    dictionary: 'bundled' in state.dictionary ? state.dictionary.bundled : { custom: state.dictionary.custom },
    settings,
    step: state.step,
    ...(state.exercise ? { exercise: { ask: ASK_KINDS.filter((k) => state.exercise!.ask.includes(k)) } } : {}),
  });
}

/** The fragment (without `#`) of a link to `state`. */
export function encodeLink(state: LinkState): string {
  return packLink(payloadOf(state));
}

/** The fragment (without `#`) of a link whose payload is the JSON text `payload` (tests craft odd payloads with it). */
export function packLink(payload: string): string {
  const packed = deflateSync(strToU8(payload), { level: 9, dictionary: PRESET_V1_BYTES });
  return `v=${LINK_VERSION}&s=${toBase64Url(packed)}`;
}

// ---------------------------------------------------------------------------------------------
// Decoding

function isObject(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The fragment's `key=value` pairs (`&`-separated), or null when it has none. */
function paramsOf(fragment: string): Map<string, string> | null {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  if (text === '') return null;
  const params = new Map<string, string>();
  for (const pair of text.split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    let value = pair.slice(at + 1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // left as it is: the payload check says it is damaged
    }
    params.set(pair.slice(0, at), value);
  }
  return params;
}

/** The payload inflated and parsed, or null when it is not one. */
function unpack(payload: string): Record<string, unknown> | null {
  const bytes = fromBase64Url(payload);
  if (!bytes) return null;
  try {
    const inflated = inflateSync(bytes, { dictionary: PRESET_V1_BYTES });
    if (inflated.length > MAX_PAYLOAD_CHARS) return null;
    const json: unknown = JSON.parse(strFromU8(inflated));
    return isObject(json) ? json : null;
  } catch {
    return null;
  }
}

function isName(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= MAX_NAME;
}

function readDictionary(x: unknown): LinkDictionary | null {
  if (typeof x === 'string' && x !== CUSTOM_DICTIONARY && DICTIONARIES.some((d) => d.id === x)) return { bundled: x };
  if (isObject(x) && isName(x.custom)) return { custom: x.custom };
  return null;
}

/** A link's exercise: null when there is none, undefined when it does not read (no known ask). */
function readExercise(x: unknown): LinkExercise | null | undefined {
  if (x === undefined || x === null) return null;
  if (!isObject(x) || !Array.isArray(x.ask)) return undefined;
  const ask = ASK_KINDS.filter((k) => (x.ask as unknown[]).includes(k));
  return ask.length > 0 ? { ask } : undefined;
}

/**
 * Read a URL fragment (with or without `#`). Never throws. A fragment without the link's
 * parameters is `none`; a link from a newer version is read as version 1 when it can be.
 */
export function decodeLink(fragment: string): LinkOutcome {
  const params = paramsOf(fragment);
  if (!params || (!params.has('v') && !params.has('s'))) return { status: 'none' };
  if (fragment.length > MAX_LINK_CHARS) return { status: 'failed', failure: { code: 'tooLong', length: fragment.length } };
  const v = params.get('v') ?? '';
  const version = /^[0-9]{1,6}$/.test(v) ? Number(v) : null;
  const record = unpack(params.get('s') ?? '');
  if (version !== LINK_VERSION && (version === null || version < LINK_VERSION || !record)) {
    return { status: 'failed', failure: { code: 'version', version: v.slice(0, 20) } };
  }
  if (!record) return { status: 'failed', failure: { code: 'damaged' } };

  const kindId = record.kind;
  if (!isKindId(kindId)) return { status: 'failed', failure: { code: 'board', kind: typeof kindId === 'string' ? kindId.slice(0, 20) : '' } };
  const kind = kindOf(kindId);
  const boardProblems: Message[] = [];
  const puzzle = isObject(record.board) ? kind.restore(record.board, boardProblems) : null;
  if (puzzle === null) return { status: 'failed', failure: { code: 'board', kind: kindId } };

  const problems: LinkProblem[] = boardProblems.map((detail) => ({ part: 'board', detail }));
  const { settings, bad } = readSettings(record.settings);
  if (bad.length > 0) problems.push({ part: 'settings', names: bad });
  const dictionary = readDictionary(record.dictionary);
  if (!dictionary) problems.push({ part: 'dictionary' });
  const step = record.step === null || record.step === undefined ? null : Number.isSafeInteger(record.step) && (record.step as number) >= 0 ? (record.step as number) : undefined;
  if (step === undefined) problems.push({ part: 'step' });
  const exercise = readExercise(record.exercise);
  if (exercise === undefined) problems.push({ part: 'exercise' });
  return {
    status: 'opened',
    board: { kind: kindId, puzzle } as KindPuzzle,
    source: isName(record.source) ? record.source : 'Drawn',
    settings,
    dictionary,
    step: step ?? null,
    exercise: exercise ?? null,
    problems,
    newer: version !== null && version > LINK_VERSION ? version : null,
  };
}
