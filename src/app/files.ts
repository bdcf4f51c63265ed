/** Reading a dropped or picked file: a puzzle (slot, grid, Sudoku or Futoshiki file) or a dictionary. */
import { looksLikeGrid, parseDictionary, parseGridFile, parseSlotFile, type CrosswordLayout, type Dictionary } from '../puzzles/crossword/index.ts';
import { ParseError } from '../puzzles/errors.ts';
import { parseFutoshiki, type FutoshikiPuzzle } from '../puzzles/futoshiki/index.ts';
import { parseSudokuFile, type SudokuPuzzle } from '../puzzles/sudoku/index.ts';
import type { PuzzleKind } from './numbers.ts';

export type LoadedFile =
  | { kind: 'puzzle'; name: string; layouts: CrosswordLayout[] }
  | { kind: 'sudoku'; name: string; puzzles: SudokuPuzzle[] }
  | { kind: 'futoshiki'; name: string; puzzle: FutoshikiPuzzle }
  | { kind: 'dictionary'; name: string; text: string; dictionary: Dictionary }
  | { kind: 'error'; target: 'puzzle' | 'dictionary'; name: string; message: string };

/** A parse error as one line: "file, line L, column C: reason". */
export function describeError(error: unknown): string {
  if (error instanceof ParseError) return `${error.file}, line ${error.line}, column ${error.column}: ${error.reason}`;
  return error instanceof Error ? error.message : String(error);
}

/** Content that starts like a slot file: a "W H" header or groups of "X Y LENGTH DIR". */
function looksLikeSlots(text: string): boolean {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '' && !l.trim().startsWith('#'));
  if (!first) return false;
  return /^\s*\d+\s+\d+\s*$/.test(first) || /^\s*\d+\s+\d+\s+\d+\s+[hvad]\b/i.test(first);
}

/** Content that reads as a drawn grid: rows of blocks, dots and letters, with some blocks or dots. */
function looksLikeGridRows(text: string): boolean {
  if (!looksLikeGrid(text)) return false;
  const rows = text.split(/\r?\n/).map((l) => l.trim()).filter((l) => l !== '');
  return rows.length >= 2 && rows.every((r) => /^[#*.\-_01\p{L}]+$/u.test(r)) && rows.some((r) => /[#*._-]/.test(r));
}

function contentLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/**
 * Content that reads as a Futoshiki (seed-002): a first row of N = 4..9 numbers, N rows of N
 * numbers in all, then only lines of four numbers.
 */
function looksLikeFutoshiki(text: string): boolean {
  const rows = contentLines(text).map((l) => l.split(/\s+/));
  const n = rows[0]?.length ?? 0;
  if (n < 4 || n > 9 || rows.length < n) return false;
  if (!rows.every((r) => r.every((f) => /^\d+$/.test(f)))) return false;
  return rows.slice(0, n).every((r) => r.length === n) && rows.slice(n).every((r) => r.length === 4);
}

/**
 * Content that reads as Sudoku: lines of 16, 36 or 81 symbols (digits and dots, an optional
 * `:COUNT:SOLUTION` tail), or rows of 4, 6 or 9 symbols with at least one digit 2-9 (rows of only
 * 0, 1 and dots are crossword grids).
 */
function looksLikeSudoku(text: string): boolean {
  const rows = contentLines(text).map((l) => l.split(':')[0]!.replace(/[ \t]/g, ''));
  if (rows.length === 0 || !rows.every((r) => /^[0-9.]+$/.test(r))) return false;
  if (rows.every((r) => [16, 36, 81].includes(r.length))) return true;
  const n = rows[0]!.length;
  return [4, 6, 9].includes(n) && rows.length % n === 0 && rows.every((r) => r.length === n) && rows.some((r) => /[2-9]/.test(r));
}

/**
 * The kind a file of numbers is. Rows of N numbers without signs could be either: the kind being
 * edited decides, else Sudoku for sizes it has boxes for (4, 6, 9) and Futoshiki otherwise.
 */
function numberKind(name: string, text: string, current: PuzzleKind): 'sudoku' | 'futoshiki' | null {
  if (name.toLowerCase().endsWith('.sdk')) return 'sudoku';
  const futoshiki = looksLikeFutoshiki(text);
  const sudoku = looksLikeSudoku(text);
  // Inequality lines after the rows: only Futoshiki has them.
  if (futoshiki && contentLines(text).length > contentLines(text)[0]!.split(/\s+/).length) return 'futoshiki';
  if (futoshiki && sudoku) {
    if (current !== 'crossword') return current;
    const n = contentLines(text)[0]!.split(/\s+/).length;
    return [4, 6, 9].includes(n) ? 'sudoku' : 'futoshiki';
  }
  if (futoshiki) return 'futoshiki';
  if (sudoku) return 'sudoku';
  return null;
}

/**
 * Decide by extension, then by content: `.grid` and `.slots` are crosswords, `.sdk` is Sudoku;
 * other files are Sudoku or Futoshiki when they read as one (see `numberKind`), crosswords when
 * they read as a grid or a slot file, and dictionaries otherwise.
 */
export function readFileText(name: string, text: string, current: PuzzleKind = 'crossword'): LoadedFile {
  const lower = name.toLowerCase();
  const crossword = lower.endsWith('.grid') || lower.endsWith('.slots');
  const numbers = crossword ? null : numberKind(name, text, current);
  try {
    if (numbers === 'sudoku') return { kind: 'sudoku', name, puzzles: parseSudokuFile(text, name) };
    if (numbers === 'futoshiki') return { kind: 'futoshiki', name, puzzle: parseFutoshiki(text, name) };
  } catch (error) {
    return { kind: 'error', target: 'puzzle', name, message: describeError(error) };
  }
  const asGrid = lower.endsWith('.grid') || (!lower.endsWith('.slots') && looksLikeGridRows(text));
  const asSlots = lower.endsWith('.slots') || (!asGrid && looksLikeSlots(text));
  try {
    if (asGrid) return { kind: 'puzzle', name, layouts: [parseGridFile(text, name)] };
    if (asSlots) return { kind: 'puzzle', name, layouts: parseSlotFile(text, name) };
  } catch (error) {
    return { kind: 'error', target: 'puzzle', name, message: describeError(error) };
  }
  try {
    return { kind: 'dictionary', name, text, dictionary: parseDictionary(text, name) };
  } catch (error) {
    return { kind: 'error', target: 'dictionary', name, message: describeError(error) };
  }
}
