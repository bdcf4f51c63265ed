/**
 * Every puzzle kind below the app, in the picker's order: the one list of descriptors (kind.ts) that
 * the file reader (files.ts), the solver, runs and makers workers, the command line (through its
 * own light table, src/cli/kinds.ts) and the app's kind registry (src/app/kinds/registry.ts, which
 * checks that it has a module for each) go through. A new kind is its folder and one line here.
 */
import { crossword } from './crossword/kind.ts';
import { futoshiki } from './futoshiki/kind.ts';
import type { AnyPuzzleDescriptor, PuzzleDescriptor } from './kind.ts';
import { model } from './model/kind.ts';
import { queens } from './queens/kind.ts';
import { sudoku } from './sudoku/kind.ts';

export const PUZZLES = [crossword, sudoku, futoshiki, queens, model] as const;

type Descriptors = (typeof PUZZLES)[number];
export type PuzzleKind = Descriptors['id'];

/** The ids in the picker's order. */
export const PUZZLE_KINDS: readonly PuzzleKind[] = PUZZLES.map((k) => k.id);

/** The descriptor of kind `K`. */
export type DescriptorOf<K extends PuzzleKind> = Extract<Descriptors, { id: K }>;
/** A puzzle of kind `K` as its files read, and as the solver builds it. */
type Puzzles<D> = D extends PuzzleDescriptor<infer F, infer S, string> ? { file: F; solved: S } : never;
export type FilePuzzle<K extends PuzzleKind> = Puzzles<DescriptorOf<K>>['file'];
export type SolvedPuzzle<K extends PuzzleKind> = Puzzles<DescriptorOf<K>>['solved'];

export function isPuzzleKind(x: unknown): x is PuzzleKind {
  return PUZZLES.some((k) => k.id === x);
}

/** The descriptor of a kind by its id. */
export function puzzleKind<K extends PuzzleKind>(id: K): DescriptorOf<K> {
  const kind = PUZZLES.find((k) => k.id === id);
  if (!kind) throw new Error(`no puzzle kind ${JSON.stringify(id)}`);
  return kind as DescriptorOf<K>;
}

/** A descriptor seen through the interface alone (generic code: the worker, the file reader). */
export function anyKind(id: PuzzleKind): AnyPuzzleDescriptor {
  return puzzleKind(id);
}
