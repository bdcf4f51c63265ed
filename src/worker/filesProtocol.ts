/**
 * Messages of the files worker: a file's text in, what the app needs of it out. A dictionary comes
 * back as counts and a few skipped lines, never as its words: the words live in the solver worker
 * (see dictionaries.ts), so that a huge word list never freezes the page.
 */
import type { ScoreSummary, SkippedLine } from '../puzzles/crossword/index.ts';
import type { ErrorFile, PuzzleFile } from '../puzzles/files.ts';
import type { XwordFile } from '../puzzles/crossword/xwordFile.ts';
import type { PuzzleKind } from '../puzzles/kinds.ts';

/** What the app keeps of a dictionary. */
export interface DictionarySummary {
  wordCount: number;
  skipped: number;
  duplicates: number;
  skippedExamples: SkippedLine[];
  /** Words longer than the largest board side, left out (see `readFileText`). */
  tooLong: number;
  /** Number of words of each length (in code points). */
  lengths: Record<number, number>;
  /** A scored list (`word;score` lines): the distribution of its scores. */
  scores?: ScoreSummary | undefined;
  /** A dictionary with a puzzle's choices applied (dictionaries.ts `deriveShelf`): the words left out. */
  chosen?: { banned: number; belowMinimum: number } | undefined;
}

/** A file read as a word list, as the app gets it (the app has the text already). */
export interface DictionaryReading {
  kind: 'dictionary';
  name: string;
  summary: DictionarySummary;
}

/** A file that could be a puzzle or a word list: both readings, for the user to choose. */
export interface AskSummary {
  kind: 'ask';
  name: string;
  reason: string;
  asPuzzle: PuzzleFile;
  asDictionary: DictionaryReading;
}

/** A crossword file (.puz, .ipuz, .jpz) read onto a board, with what the reading left out. */
export interface XwordReading extends XwordFile {
  kind: 'xword';
  name: string;
}

/** A read file as the app gets it: puzzles as parsed, a dictionary as a summary. */
export type FileSummary = PuzzleFile | ErrorFile | DictionaryReading | AskSummary;

export type FilesToWorker =
  /** Classify and parse a dropped or picked file (see `readFileText`). */
  | { type: 'file'; id: number; name: string; text: string; current: PuzzleKind }
  /** Parse a text known to be a dictionary (a bundled one). */
  | { type: 'dictionary'; id: number; name: string; text: string }
  /** Read a crossword file's bytes (.puz is binary) onto a crossword board (see `readXwordFile`). */
  | { type: 'xword'; id: number; name: string; bytes: ArrayBuffer; keepLetters: boolean };

export type FilesFromWorker =
  | { type: 'file'; id: number; file: FileSummary }
  | { type: 'dictionary'; id: number; summary: DictionarySummary }
  | { type: 'xword'; id: number; file: XwordReading | ErrorFile }
  | { type: 'error'; id: number; message: string };
