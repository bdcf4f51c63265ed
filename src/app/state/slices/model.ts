/**
 * The model slice: a MiniZinc model's compilation, in the store. `compileModel` compiles the model
 * board's source through the store's compiler service (kept compilations first, then MiniZinc in
 * its worker) and attaches the result to the board's puzzle (`withCompilation`), where the kind
 * module and the views read it (`compilationOf`, `modelInfo`: derived). The store asks for it
 * whenever the model board shows another source (`watchModel`, store.ts), never a component.
 */
import { cutsetChosenElsewhere, isFlatZinc, modelCompilation, modelSourceKey, modelUncompiled, modelWithCompilation, type ModelCompilation as Compilation, type ModelPuzzle } from '../../kinds/index.ts';
import { until, type AppState, type Slice, type Subscribe } from './shared.ts';

export interface ModelSlice {
  /** This session's compilations by source (the newest KEEP_COMPILED): a source shown again gets its own back at once. */
  modelCompilations: ReadonlyMap<string, Compilation>;
  /** MiniZinc could not be loaded or stopped (not a model's error): why, in the interface's language. */
  compilerFailure: string | null;
  /** Compile the model board's source, unless it is compiled (or being compiled) already. */
  compileModel(): Promise<void>;
}

/** Compilations kept for the few models of a session (undo brings old texts back); the oldest go first. */
export const KEEP_COMPILED = 24;

type Set = Parameters<ReturnType<Slice<ModelSlice>>>[0];

/** Put `c` on the model board's puzzle when the board still shows source `key` (no undo step: the board's text is the same). */
function attach(set: Set, key: string, c: Compilation | null): void {
  set((s) => {
    const board = s.boards.model;
    const p = board.puzzle as ModelPuzzle;
    if (modelSourceKey(p) !== key) return {};
    const puzzle = c ? modelWithCompilation(p, c) : modelUncompiled(p);
    return puzzle === p ? {} : { boards: { ...s.boards, model: { ...board, puzzle } } };
  });
}

export const createModelSlice: Slice<ModelSlice> = (services) => (set, get) => ({
  modelCompilations: new Map(),
  compilerFailure: null,
  async compileModel() {
    // A model is shown: MiniZinc loads when the page is idle (read now: the browser's compiler is provided after the store is made).
    services.compiler?.warmUp();
    const p = get().boards.model.puzzle as ModelPuzzle;
    if (isFlatZinc(p) || p.text.trim() === '' || modelCompilation(p) !== null) return;
    const key = modelSourceKey(p);
    const known = get().modelCompilations.get(key);
    if (known) {
      attach(set, key, known);
      return;
    }
    const compiler = services.compiler;
    if (!compiler) return;
    attach(set, key, { state: 'compiling' });
    set({ compilerFailure: null });
    try {
      const c = await compiler.compile(p);
      const kept = new Map(get().modelCompilations);
      kept.delete(key);
      kept.set(key, c);
      while (kept.size > KEEP_COMPILED) kept.delete(kept.keys().next().value!);
      set({ modelCompilations: kept });
      attach(set, key, c);
    } catch (error) {
      // Cancelled by a newer text, or MiniZinc could not run: no compilation (asked again when shown again).
      attach(set, key, null);
      const message = error instanceof Error ? error.message : String(error);
      if (message !== 'cancelled') set({ compilerFailure: message });
    }
  },
});

/**
 * Compile the model board whenever the model kind shows another source (and when it first shows);
 * once it is read, forget a cutset chosen on another model.
 */
export function watchModel(store: { getState(): AppState; subscribe(listener: (s: AppState, prev: AppState) => void): () => void }): () => void {
  const look = (s: AppState, prev: AppState | null) => {
    if (s.kind !== 'model') return;
    if (prev && prev.kind === 'model' && prev.boards.model.puzzle === s.boards.model.puzzle) return;
    // A cutset chosen on another model (none of its names here) gives way to the app's proposal once this one is read.
    if (cutsetChosenElsewhere('model', s.boards.model.puzzle, s.cutset)) s.setAlgorithm({ cutset: [] });
    void s.compileModel();
  };
  look(store.getState(), null);
  return store.subscribe(look);
}

/**
 * While the shown model compiles, a promise of the moment it no longer does (compiled, failed, or
 * another board shown); null when it is not compiling. Solve pressed meanwhile waits on it.
 */
export function whenModelCompiled(get: () => AppState, subscribe: Subscribe): Promise<void> | null {
  const compiling = (s: AppState) => s.kind === 'model' && modelCompilation(s.boards.model.puzzle as ModelPuzzle)?.state === 'compiling';
  return compiling(get()) ? until(get, subscribe, (s) => !compiling(s)) : null;
}
