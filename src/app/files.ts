/** Reading a dropped or picked file: a puzzle (slot or grid file) or a dictionary. */
import { looksLikeGrid, parseDictionary, parseGridFile, parseSlotFile, type CrosswordLayout, type Dictionary } from '../puzzles/crossword/index.ts';
import { ParseError } from '../puzzles/errors.ts';

export type LoadedFile =
  | { kind: 'puzzle'; name: string; layouts: CrosswordLayout[] }
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

/**
 * Decide by extension, then by content: `.grid` and `.slots` are puzzles; other files are puzzles
 * when they read as a grid or a slot file, and dictionaries otherwise.
 */
export function readFileText(name: string, text: string): LoadedFile {
  const lower = name.toLowerCase();
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
