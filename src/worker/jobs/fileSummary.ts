/** The files worker's jobs, as plain functions (the worker serves them; where there is no Worker they run inline). */
import { scoreSummary, type Dictionary } from '../../puzzles/crossword/index.ts';
import { errorFile, errorMessage, readAsDictionary, readFileText, type DictionaryFile, type ErrorFile } from '../../puzzles/files.ts';
import { MAX_SIDE } from '../../puzzles/limits.ts';
import type { PuzzleKind } from '../../puzzles/kinds.ts';
import type { Handlers } from '../bridge/index.ts';
import { describing, saidError } from './errors.ts';
import type { DictionaryReading, DictionarySummary, FileSummary, FilesJobs, XwordReading } from '../protocol.ts';

export function summarizeDictionary(d: Dictionary, tooLong = 0): DictionarySummary {
  const lengths: Record<number, number> = {};
  for (const w of d.words) {
    let n = w.length;
    // Code points, not UTF-16 units: count surrogate pairs once (rare; skip the scan for plain text).
    if (/[\uD800-\uDBFF]/.test(w)) n = Array.from(w).length;
    lengths[n] = (lengths[n] ?? 0) + 1;
  }
  const summary: DictionarySummary = { wordCount: d.words.length, skipped: d.skipped, duplicates: d.duplicates, skippedExamples: [...d.skippedExamples], tooLong, lengths };
  if (d.scored) summary.scores = scoreSummary(d);
  return summary;
}

function reading(file: DictionaryFile): DictionaryReading {
  return { kind: 'dictionary', name: file.name, summary: summarizeDictionary(file.dictionary, file.tooLong) };
}

/** `readFileText` in the worker: dictionaries (also a question's word-list reading) as summaries. */
export function summarizeFile(name: string, text: string, current: PuzzleKind): FileSummary {
  const loaded = readFileText(name, text, current);
  switch (loaded.kind) {
    case 'dictionary':
      return reading(loaded);
    case 'ask':
      return { ...loaded, asDictionary: reading(loaded.asDictionary) };
    default:
      return loaded;
  }
}

/** A text known to be a word list (bundled or saved), read as a dropped word list would be. Throws its error. */
export function summarizeDictionaryText(name: string, text: string): DictionarySummary {
  const file = readAsDictionary(name, text);
  if (file.kind === 'error') throw saidError(file.said);
  return reading(file).summary;
}

/**
 * A crossword file (.puz, .ipuz, .jpz) read onto a board, or the reason it was not. The parser
 * package is loaded on the first such file only, so that it weighs nothing until then.
 */
export async function summarizeXword(name: string, bytes: ArrayBuffer, keepLetters: boolean): Promise<XwordReading | ErrorFile> {
  const { readXwordFile } = await import('../../puzzles/crossword/xwordFile.ts');
  try {
    return { kind: 'xword', name, ...readXwordFile(name, new Uint8Array(bytes), { keepLetters, maxSide: MAX_SIDE }) };
  } catch (error) {
    return errorFile('puzzle', name, errorMessage(error));
  }
}

export function filesJobs(): Handlers<FilesJobs> {
  return describing({
    file: ({ name, text, current }) => summarizeFile(name, text, current),
    dictionary: ({ name, text }) => summarizeDictionaryText(name, text),
    xword: ({ name, bytes, keepLetters }) => summarizeXword(name, bytes, keepLetters),
  });
}
