/**
 * Compilations kept, so that opening a model MiniZinc compiled before shows its graph at once,
 * without loading MiniZinc's 17.9 MB of WebAssembly:
 * - the bundled samples (public/models) ship with the FlatZinc the native MiniZinc makes of them
 *   (`compiledSamples.json`, written by `UPDATE_COMPILED_SAMPLES=1 npx vitest run
 *   tests/model/compiledSamples.test.ts`; that test fails when a shipped .fzn/.ozn is not what
 *   MiniZinc makes of the sample now). Used only when the text (and data) is exactly the sample's.
 * - what the browser's MiniZinc compiled (the user's own models) is kept in IndexedDB
 *   (`persistentStore`), under everything the compilation read: the text, the data, the compiler
 *   (the hashed WebAssembly's URL), our solver library's files and the arguments. The newest
 *   KEEP_SAVED are kept.
 * The lookups are pure over a `CompileStore` (a Map in tests).
 */
import { sameFlatZinc } from '../../../puzzles/model/paths.ts';
import type { Compilation } from './compiled.ts';

export type Compiled = Extract<Compilation, { state: 'compiled' }>;

/** One sample as shipped: its MiniZinc text and what MiniZinc compiled it to. */
export interface ShippedSample {
  file: string;
  mzn: string;
  fzn: string;
  ozn: string;
  /** Milliseconds the native MiniZinc took (process included), when it was compiled. */
  ms: number;
}

export interface ShippedSamples {
  /** `minizinc --version`'s first line when the samples were compiled. */
  minizinc: string;
  samples: ShippedSample[];
}

/** The shipped compilation of a sample, when the model is that sample word for word (and has no data). */
export function shippedCompilation(shipped: ShippedSamples, text: string, data: string): Compiled | null {
  if (data.trim() !== '') return null;
  const sample = shipped.samples.find((s) => s.mzn === text);
  return sample ? { state: 'compiled', fzn: sample.fzn, ozn: sample.ozn, ms: sample.ms, kept: 'shipped' } : null;
}

/**
 * The samples whose shipped .fzn or .ozn is not what `compile` (MiniZinc, now) makes of their
 * text, or whose text is not the sample file's any more: their names (none: the cache is true).
 */
export function staleSamples(shipped: ShippedSamples, files: Readonly<Record<string, string>>, compile: (file: string, text: string) => { fzn: string; ozn: string }): string[] {
  const stale: string[] = [];
  const names = new Set(shipped.samples.map((s) => s.file));
  for (const file of Object.keys(files)) if (!names.has(file)) stale.push(file);
  for (const s of shipped.samples) {
    const text = files[s.file];
    if (text === undefined || text !== s.mzn) {
      stale.push(s.file);
      continue;
    }
    const now = compile(s.file, text);
    if (!sameFlatZinc(now.fzn, s.fzn) || now.ozn !== s.ozn) stale.push(s.file);
  }
  return stale.sort();
}

/** A compilation as kept in the store, with the source it was made from (checked on reading). */
export interface SavedCompilation {
  source: string;
  fzn: string;
  ozn: string;
  ms: number;
  /** When it was saved or last used (Date.now()): the oldest go first. */
  at: number;
}

/** Where compilations are kept: IndexedDB in the app, a Map in tests. */
export interface CompileStore {
  get(key: string): Promise<SavedCompilation | undefined>;
  set(key: string, value: SavedCompilation): Promise<void>;
  del(key: string): Promise<void>;
  entries(): Promise<[string, SavedCompilation][]>;
}

/** Compilations kept over reloads (the user's few recent models). */
export const KEEP_SAVED = 16;

/**
 * Everything a compilation reads: the compiler (its WebAssembly's hashed URL), the solver library
 * and configuration, the arguments, the model's name, text and data.
 */
export function compileSource(compiler: string, sourceKey: string): string {
  return `${compiler}\u0001${sourceKey}`;
}

/** A short key for a source (53-bit string hash, cyrb53); the entry keeps the source itself, so a collision is a miss. */
export function keyOf(source: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < source.length; i++) {
    const c = source.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `mzn-${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}-${source.length}`;
}

/** The kept compilation of `source`, or null (none, or another source under the same key). */
export async function savedCompilation(store: CompileStore, source: string): Promise<Compiled | null> {
  const saved = await store.get(keyOf(source));
  if (!saved || saved.source !== source || typeof saved.fzn !== 'string' || typeof saved.ozn !== 'string') return null;
  return { state: 'compiled', fzn: saved.fzn, ozn: saved.ozn, ms: saved.ms, kept: 'saved' };
}

/** Keep a compilation of `source`; the oldest beyond KEEP_SAVED go. */
export async function saveCompilation(store: CompileStore, source: string, c: Compiled, now = Date.now()): Promise<void> {
  await store.set(keyOf(source), { source, fzn: c.fzn, ozn: c.ozn, ms: c.ms, at: now });
  const all = await store.entries();
  if (all.length <= KEEP_SAVED) return;
  all.sort((a, b) => b[1].at - a[1].at);
  for (const [key] of all.slice(KEEP_SAVED)) await store.del(key);
}

/** A CompileStore over a Map (tests, and a browser without IndexedDB). */
export function memoryStore(): CompileStore {
  const map = new Map<string, SavedCompilation>();
  return {
    get: (key) => Promise.resolve(map.get(key)),
    set: (key, value) => {
      map.set(key, value);
      return Promise.resolve();
    },
    del: (key) => {
      map.delete(key);
      return Promise.resolve();
    },
    entries: () => Promise.resolve([...map.entries()]),
  };
}
