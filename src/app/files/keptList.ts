/**
 * The user's word list kept over reloads: its name and text in IndexedDB (idb-keyval; it can be
 * megabytes, too big for the saved record in localStorage). The store keeps a list here before it
 * says the list is loaded (settings slice), so that a reload however soon finds it; the saved
 * session (persist/persist.ts) reads it back on start-up and forgets it on a reset.
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { msg, SaidError } from '../i18n/index.ts';

/** A word list as kept. */
export interface KeptWordList {
  name: string;
  text: string;
}

export interface WordListKeeper {
  /** Keep `list` (replacing the one kept); rejects when the browser's storage fails. */
  keep(list: KeptWordList): Promise<void>;
  /** The list kept, or undefined; rejects when the browser's storage fails. */
  read(): Promise<KeptWordList | undefined>;
  /** Forget the list kept. */
  forget(): Promise<void>;
}

const KEY = 'custom-dictionary';
/** IndexedDB that does not answer within this time counts as unavailable. */
const IDB_TIMEOUT_MS = 5000;

function isKept(x: unknown): x is KeptWordList {
  return typeof x === 'object' && x !== null && typeof (x as KeptWordList).name === 'string' && typeof (x as KeptWordList).text === 'string';
}

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SaidError(msg('restore.storage.noAnswer'))), IDB_TIMEOUT_MS);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

let idbStore: UseStore | null = null;
function listStore(): UseStore {
  if (typeof indexedDB === 'undefined') throw new SaidError(msg('restore.storage.none'));
  return (idbStore ??= createStore('csp-playground', 'files'));
}

/** The browser's keeper: IndexedDB (database `csp-playground`, store `files`). */
export const keptWordLists: WordListKeeper = {
  keep: async (list) => withTimeout(set(KEY, { name: list.name, text: list.text } satisfies KeptWordList, listStore())),
  read: async () => {
    const stored: unknown = await withTimeout(get(KEY, listStore()));
    return isKept(stored) ? stored : undefined;
  },
  forget: async () => withTimeout(del(KEY, listStore())),
};
