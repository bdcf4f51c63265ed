/** The work of the files worker, as plain functions (the app calls them directly where there is no Worker). */
import { parseDictionary, type Dictionary } from '../puzzles/crossword/index.ts';
import { readFileText } from '../app/files.ts';
import type { PuzzleKind } from '../app/numbers.ts';
import type { DictionarySummary, FileSummary } from './filesProtocol.ts';

export function summarizeDictionary(d: Dictionary): DictionarySummary {
  const lists = new Map<number, string[]>();
  for (const w of d.words) {
    let n = w.length;
    // Code points, not UTF-16 units: count surrogate pairs once (rare; skip the scan for plain text).
    if (/[\uD800-\uDBFF]/.test(w)) n = Array.from(w).length;
    let list = lists.get(n);
    if (!list) lists.set(n, (list = []));
    list.push(w);
  }
  const byLength: Record<number, string> = {};
  for (const [n, list] of lists) byLength[n] = list.join('\n');
  return { wordCount: d.words.length, skipped: d.skipped, duplicates: d.duplicates, skippedExamples: [...d.skippedExamples], byLength };
}

export function summarizeFile(name: string, text: string, current: PuzzleKind): FileSummary {
  const loaded = readFileText(name, text, current);
  if (loaded.kind !== 'dictionary') return loaded;
  return { kind: 'dictionary', name: loaded.name, summary: summarizeDictionary(loaded.dictionary) };
}

export function summarizeDictionaryText(name: string, text: string): DictionarySummary {
  return summarizeDictionary(parseDictionary(text, name));
}
