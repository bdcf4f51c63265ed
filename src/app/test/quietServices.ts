/**
 * A store's services for tests that read no file and fetch nothing (each of those rejects): the
 * solver's dictionary answers are a three-word list's summary, no unfillable slot and no words,
 * and its `run` does nothing unless the test gives its own.
 */
import type { StoreServices } from '../state/store.ts';

export function quietServices(run: StoreServices['solver']['run'] = () => undefined): StoreServices {
  const summary = { wordCount: 3, skipped: 0, duplicates: 0, skippedExamples: [], tooLong: 0, lengths: { 3: 3 } };
  const no = () => Promise.reject(new Error('no'));
  return {
    solver: { run, cancel: () => undefined, loadDictionary: () => Promise.resolve(summary), unfillable: () => Promise.resolve([]), wordsOfLength: () => Promise.resolve([]) },
    files: { readFile: no, readDictionary: no, readCrossword: no },
    fetchText: no,
  };
}
