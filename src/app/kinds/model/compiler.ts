/**
 * The model compiler, a service of the store (its `compileModel` action, state/slices/model.ts,
 * asks it and keeps the result): MiniZinc itself (compileClient.ts, WebAssembly, behind the
 * bridge) is loaded on the first model only.
 *
 * Before MiniZinc, the compilations kept (compileCache.ts): a bundled sample's shipped FlatZinc,
 * then what the browser's MiniZinc compiled before (IndexedDB, over reloads). A model found there
 * shows its graph without waiting for MiniZinc, which is still started (at idle) for the edits
 * that follow. One MiniZinc per page: the state here is the service's, not the interface's.
 */
import { createStore, del, entries, get, set } from 'idb-keyval';
import type { Compilation, ModelCompiler } from './compiled.ts';
import { compileSource, saveCompilation, savedCompilation, shippedCompilation, type CompileStore, type Compiled, type SavedCompilation, type ShippedSamples } from './compileCache.ts';
import { sourceKey, type ModelPuzzle } from './puzzle.ts';

type Client = typeof import('./compileClient.ts');
let client: Promise<Client> | null = null;

/** The client once its module has loaded. */
let loaded: Client | null = null;

function loadClient(): Promise<Client> {
  client ??= import('./compileClient.ts').then(
    (c) => (loaded = c),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/**
 * Whether MiniZinc is in use: a warm-up waits for the page's idle time, the client's module is
 * loading, a model is being looked up or compiled, or MiniZinc itself is loading or compiling.
 * False when no model was ever shown (MiniZinc is not loaded then).
 */
export function compilerBusy(): boolean {
  return warming || (client !== null && loaded === null) || compiling > 0 || (loaded?.busy() ?? false);
}

/** Run `f` when the page is idle (within `ms`): starting MiniZinc must not hold up what is being shown. */
function whenIdle(f: () => void, ms: number): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(f, { timeout: ms });
  else setTimeout(f, 0);
}

let warming = false;

/**
 * Load MiniZinc ahead of the first compilation (a model is shown, or the user shows the intent to
 * open one), when the page is next idle. A compilation asked for meanwhile starts it at once.
 */
export function warmUpCompiler(): void {
  if (warming) return;
  warming = true;
  whenIdle(() => {
    void loadClient()
      .then(
        (c) => c.warmUp(),
        () => undefined,
      )
      .finally(() => {
        warming = false;
      });
  }, 1000);
}

// ---------------------------------------------------------------------------------------------
// Compilations kept

let shipped: Promise<ShippedSamples | null> | null = null;

/** The samples' shipped compilations (a chunk of their own, loaded with the first model). */
function shippedSamples(): Promise<ShippedSamples | null> {
  shipped ??= import('./compiledSamples.json').then(
    (m) => m.default as ShippedSamples,
    () => {
      shipped = null;
      return null;
    },
  );
  return shipped;
}

/** IndexedDB that does not answer within this time counts as a miss (MiniZinc compiles instead). */
const IDB_TIMEOUT_MS = 1500;

function timed<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('IndexedDB did not answer')), IDB_TIMEOUT_MS))]);
}

let store: CompileStore | null | undefined;

/** The compilations kept over reloads: IndexedDB (its own database), or none when the browser has none. */
function savedStore(): CompileStore | null {
  if (store !== undefined) return store;
  try {
    if (typeof indexedDB === 'undefined') return (store = null);
    const idb = createStore('csp-playground-compiled', 'compilations');
    store = {
      get: (key) => timed(get<SavedCompilation>(key, idb)),
      set: (key, value) => timed(set(key, value, idb)),
      del: (key) => timed(del(key, idb)),
      entries: () => timed(entries<string, SavedCompilation>(idb)),
    };
  } catch {
    store = null;
  }
  return store;
}

/** The model's compilation saved by an earlier visit, or null. */
async function savedFor(p: ModelPuzzle, client: Promise<Client>): Promise<Compiled | null> {
  const saved = savedStore();
  if (!saved) return null;
  try {
    return await savedCompilation(saved, compileSource(await (await client).compilerIdentity(), sourceKey(p)));
  } catch {
    return null;
  }
}

/** The model's compilation kept from before (shipped with a sample, or saved), or null; both looked up at once. */
async function keptCompilation(p: ModelPuzzle, client: Promise<Client>): Promise<Compiled | null> {
  const saved = savedFor(p, client);
  const samples = await shippedSamples();
  const hit = samples ? shippedCompilation(samples, p.text, p.data) : null;
  return hit ?? (await saved);
}

/** Keep what MiniZinc compiled (failures to save are not the user's concern: the next visit compiles again). */
async function keep(p: ModelPuzzle, c: Client, compiled: Compiled): Promise<void> {
  const saved = savedStore();
  if (!saved) return;
  try {
    await saveCompilation(saved, compileSource(await c.compilerIdentity(), sourceKey(p)), compiled);
  } catch {
    // not kept
  }
}

// ---------------------------------------------------------------------------------------------

/** Compilations looked up or under way. */
let compiling = 0;

/** The source asked for last: an older one whose lookup ends later is not compiled over it. */
let latest = '';

/**
 * Compile `p` (a MiniZinc model with a text): a kept compilation when there is one, else MiniZinc's.
 * Rejects with `cancelled` when a newer model was asked for meanwhile, or with why MiniZinc could
 * not run (in the interface's language).
 */
export async function compile(p: ModelPuzzle): Promise<Exclude<Compilation, { state: 'compiling' }>> {
  const key = sourceKey(p);
  latest = key;
  compiling++;
  try {
    const client = loadClient();
    client.catch(() => undefined);
    const kept = await keptCompilation(p, client);
    if (kept) {
      warmUpCompiler();
      return kept;
    }
    const mzn = await client;
    // A newer model was asked for while this one was looked up: MiniZinc is the newer one's (this one is compiled when shown again).
    if (latest !== key) throw new Error('cancelled');
    const c = await mzn.compileModel(p.text, p.data);
    if (c.state === 'compiled') void keep(p, mzn, c);
    return c;
  } finally {
    compiling--;
  }
}

/** The browser's model compiler (MiniZinc in a worker, loaded on the first model). */
export const modelCompiler: ModelCompiler = { compile, warmUp: warmUpCompiler };
