/**
 * Compiling the shown model, as a small store the model's panel reads (in the spirit of
 * numbers/makers.ts): a model's text is compiled once (compiled.ts keeps the result by its
 * source); MiniZinc itself (compileClient.ts, WebAssembly) is loaded on the first model only.
 */
import { create } from 'zustand';
import { compilationOf, dropCompilation, setCompilation } from './compiled.ts';
import { isFlatZinc, sourceKey, type ModelPuzzle } from './puzzle.ts';

export interface CompilerState {
  /** Counts the compilations noted (components re-read `compilationOf` when it changes). */
  version: number;
  /** The source being compiled, or null. */
  compiling: string | null;
  /** MiniZinc could not be loaded or stopped (not a model's error): why. */
  failure: string | null;
}

export const useCompiler = create<CompilerState>(() => ({ version: 0, compiling: null, failure: null }));

type Client = typeof import('./compileClient.ts');
let client: Promise<Client> | null = null;

function loadClient(): Promise<Client> {
  client ??= import('./compileClient.ts').catch((error: unknown) => {
    client = null;
    throw error;
  });
  return client;
}

/** Load MiniZinc ahead of the first compilation (the model kind is shown). */
export function warmUpCompiler(): void {
  void loadClient().then(
    (c) => c.warmUp(),
    () => undefined,
  );
}

function settle(key: string, patch: Partial<CompilerState> = {}): void {
  useCompiler.setState((s) => ({ ...patch, compiling: s.compiling === key ? null : s.compiling, version: s.version + 1 }));
}

/** Compile `p` unless it is compiled (or being compiled) already; a FlatZinc file needs none. */
export async function ensureCompiled(p: ModelPuzzle): Promise<void> {
  if (isFlatZinc(p) || p.text.trim() === '' || compilationOf(p) !== null) return;
  const key = sourceKey(p);
  setCompilation(key, { state: 'compiling' });
  useCompiler.setState((s) => ({ compiling: key, failure: null, version: s.version + 1 }));
  try {
    const c = await (await loadClient()).compileModel(p.text, p.data);
    setCompilation(key, c);
    settle(key);
  } catch (error) {
    // Cancelled by a newer text, or MiniZinc could not run: no compilation (asked again when shown again).
    dropCompilation(key);
    const message = error instanceof Error ? error.message : String(error);
    settle(key, message === 'cancelled' ? {} : { failure: message });
  }
}
