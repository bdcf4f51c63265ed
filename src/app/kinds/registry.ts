/**
 * Every puzzle kind, by id: the one list the store, the saved state, the run and the catalogue go
 * through. A new kind is its folder under kinds/ and one line here (and one in panels.ts for its
 * board component). Pure: importable without React.
 */
import { crosswordKind } from './crossword/index.ts';
import { futoshikiKind } from './futoshiki/index.ts';
import { boardOf, type Board, type PuzzleKindModule } from './kind.ts';
import { sudokuKind } from './sudoku/index.ts';
import { queensKind } from './queens/index.ts';
import { modelKind } from './model/index.ts';
import type { PuzzleKind } from '../../puzzles/kinds.ts';

export const KINDS = {
  crossword: crosswordKind,
  sudoku: sudokuKind,
  futoshiki: futoshikiKind,
  queens: queensKind,
  model: modelKind,
} as const;

export type KindId = keyof typeof KINDS;
// The registry has a module for each puzzle kind below the app, and no other (a compile-time check both ways).
const sameIds: [KindId, PuzzleKind] extends [PuzzleKind, KindId] ? true : never = true;
void sameIds;
export type PuzzleOf<K extends KindId> = (typeof KINDS)[K] extends PuzzleKindModule<infer P, unknown> ? P : never;
export type OpOf<K extends KindId> = (typeof KINDS)[K] extends PuzzleKindModule<unknown, infer Op> ? Op : never;

/** One board per kind. */
export type Boards = { [K in KindId]: Board<PuzzleOf<K>> };

/** A kind's board with its kind, for code that works on any kind (a discriminated union). */
export type KindBoard = { [K in KindId]: { kind: K; board: Board<PuzzleOf<K>> } }[KindId];
/** A solved puzzle with its kind. */
export type KindPuzzle = { [K in KindId]: { kind: K; puzzle: PuzzleOf<K> } }[KindId];

/** The ids in the picker's order. */
export const KIND_IDS = Object.keys(KINDS) as KindId[];

/** A kind seen through the interface alone (what generic code holds). */
export type AnyKind = PuzzleKindModule<unknown, unknown>;

export function kindOf(id: KindId): AnyKind {
  return KINDS[id] as unknown as AnyKind;
}

export function isKindId(x: unknown): x is KindId {
  return typeof x === 'string' && Object.hasOwn(KINDS, x);
}

/** Each kind's empty board. */
export function emptyBoards(): Boards {
  return Object.fromEntries(KIND_IDS.map((id) => [id, boardOf(kindOf(id).empty())])) as Boards;
}
