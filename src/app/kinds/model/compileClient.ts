/**
 * MiniZinc in the browser: the `minizinc` npm package's WebAssembly build (MPL-2.0; its worker
 * script, `minizinc.wasm` and the standard library in `minizinc.data`), loaded by this module,
 * which compiler.ts imports only when a model is opened. Vite emits the three files as assets
 * (precached by the service worker for offline use, pwa.config.ts).
 *
 * The package's `Model.compile()` starts its workers from a `blob:` URL that imports the script,
 * which the page's policy refuses (worker-src 'self', and Trusted Types inside such a worker), and
 * it hands back the .fzn only. So this starts the package's own worker script directly, from its
 * own-origin URL, behind the bridge (src/worker/bridge/miniZinc.ts speaks the protocol its `Model`
 * class uses). One instance serves ten compilations (the package's pool recycles its workers so),
 * and one cut short is dropped (the bridge terminates it): loading the 17.9 MB of WebAssembly is
 * most of the first compilation's time.
 *
 * The model is compiled with our solver library (public/mznlib, declared by a solver
 * configuration written into MiniZinc's virtual file system, as the CLI's `csp-playground.msc`),
 * so all-different and tables stay whole for our engine.
 */
import workerUrl from 'minizinc/minizinc-worker.js?url';
import wasmUrl from 'minizinc/minizinc.wasm?url';
import dataUrl from 'minizinc/minizinc.data?url';
import { keepModelPaths } from '../../../puzzles/model/paths.ts';
import { WorkerBridge } from '../../../worker/bridge/index.ts';
import { MiniZincPort } from '../../../worker/bridge/miniZinc.ts';
import type { MiniZincJobs, MiniZincLocation, MiniZincMessage } from '../../../worker/protocol.ts';
import { aborted, stoppedText } from '../../workers/index.ts';
import type { Compilation, ModelError } from './compiled.ts';

/** Our solver library's files (public/mznlib), fetched once. */
const MZNLIB = ['fzn_all_different_int.mzn', 'fzn_table_int.mzn'] as const;

/** The solver configuration MiniZinc compiles for: our mznlib, FlatZinc only (never run here). */
const SOLVER_CONFIG = JSON.stringify({
  id: 'org.csp-playground.browser',
  name: 'CSP Playground',
  version: '0.1.0',
  mznlib: 'mznlib',
  executable: 'fzn-csp-playground',
  tags: ['csp-playground'],
  stdFlags: ['-a'],
  supportsMzn: false,
  supportsFzn: true,
  needsSolns2Out: true,
});

const MODEL_FILE = 'model.mzn';
const DATA_FILE = 'data.dzn';
const FZN_FILE = 'model.fzn';
const OZN_FILE = 'model.ozn';

/**
 * MiniZinc's arguments (the data file follows when there is one): `--keep-paths` leaves MiniZinc's
 * paths back to the model in the FlatZinc, which name its constraints (src/puzzles/model/labels.ts).
 */
const ARGS = ['-c', '--keep-paths', '--solver', 'csp-playground.msc', '--output-mode', 'json', '--fzn', FZN_FILE, '--ozn', OZN_FILE, MODEL_FILE] as const;

/** The model's file in MiniZinc's virtual file system, as its paths name it (`/minizinc/model.mzn`). */
const isModelFile = (path: string): boolean => path.replace(/^\/minizinc\//, '') === MODEL_FILE;

let mznlib: Promise<Record<string, string>> | null = null;

function libraryFiles(): Promise<Record<string, string>> {
  mznlib ??= Promise.all(
    MZNLIB.map(async (name) => {
      const response = await fetch(`/mznlib/${name}`);
      if (!response.ok) throw new Error(`could not fetch /mznlib/${name} (HTTP ${response.status})`);
      return [`mznlib/${name}`, await response.text()] as const;
    }),
  ).then(Object.fromEntries, (error: unknown) => {
    mznlib = null;
    throw error;
  });
  return mznlib;
}

/**
 * A small model touching what most models use (an enum, arrays, comprehensions, `forall`, `sum`,
 * `abs`, `mod`, all-different, output), compiled once when MiniZinc has loaded and no compilation
 * is waiting: the WebAssembly's functions are compiled lazily on their first call, which makes a
 * fresh MiniZinc's first compilation about three times slower than its next ones. Its result is
 * dropped.
 */
const WARM_MODEL = `include "alldifferent.mzn";
enum Colour = {red, green, blue};
array[1..4] of var Colour: x;
array[1..4] of var 1..4: q;
var 0..40: s;
constraint forall(i in 1..3)(x[i] != x[i + 1]) /\\ x[1] != x[4];
constraint alldifferent(q);
constraint forall(i, j in 1..4 where i < j)(abs(q[i] - q[j]) != j - i);
constraint s = sum(i in 1..4)(i * q[i]) /\\ s mod 2 = 0 \\/ s > 30;
solve satisfy;
output ["x = \\(x)\\nq = \\(q)\\ns = \\(s)\\n"];
`;

/** MiniZincs started and not yet ready (loading their WebAssembly, or compiling WARM_MODEL). */
let loading = 0;
/** Runs the current MiniZinc has done (recycled after RUNS, as the package's pool does). */
let runs = 0;
const RUNS = 10;

/** The compilation asked for last: a newer one cancels it (before it reaches MiniZinc, or by stopping that MiniZinc). */
let job: AbortController | null = null;

/**
 * Whether MiniZinc is loading or compiling. The first visit's service worker waits for a moment
 * when it is not (shell/ui/UpdateNotice.tsx): its install downloads and stores the 22 MB of the
 * precache, which on a small machine doubles the first compilation's time.
 */
export function busy(): boolean {
  return loading > 0 || job !== null;
}

const miniZinc = new WorkerBridge<MiniZincJobs>({
  name: 'minizinc',
  spawn: () => {
    runs = 0;
    loading++;
    const port = new MiniZincPort(new Worker(workerUrl), { wasmURL: new URL(wasmUrl, location.href).href, dataURL: new URL(dataUrl, location.href).href });
    void warmCompile().finally(() => loading--);
    return port;
  },
});

/** A MiniZinc loaded (a fresh one is started when there is none, or when the current one has done its RUNS). */
function ready(): Promise<null> {
  if (runs >= RUNS) miniZinc.terminate();
  return miniZinc.request('ready', null);
}

/** Compile WARM_MODEL on a MiniZinc just loaded, unless a compilation is waiting for it (that one warms it up). */
async function warmCompile(): Promise<void> {
  try {
    await Promise.resolve();
    await miniZinc.request('ready', null);
    const library = await libraryFiles();
    if (job) return;
    runs++;
    await miniZinc.request('run', { files: { ...library, 'csp-playground.msc': SOLVER_CONFIG, [MODEL_FILE]: WARM_MODEL }, args: [...ARGS], outputFiles: [FZN_FILE, OZN_FILE] });
  } catch {
    // A MiniZinc that cannot start says so at the compilation that needs it.
  }
}

/**
 * Everything besides the model that a compilation depends on: the compiler (Vite hashes the
 * WebAssembly's and the library's file names), our solver library's text, the configuration and
 * the arguments. A compilation kept under another identity is not used (compileCache.ts).
 */
export async function compilerIdentity(): Promise<string> {
  const library = await libraryFiles();
  return JSON.stringify([workerUrl, wasmUrl, dataUrl, SOLVER_CONFIG, ARGS, library]);
}

/** Start MiniZinc ahead of the first compilation (the model kind is shown). */
export function warmUp(): void {
  void ready().catch(() => undefined);
  void libraryFiles().catch(() => undefined);
}

function fileOf(name: string | undefined): ModelError['file'] {
  return name === DATA_FILE ? 'data' : name === MODEL_FILE || name === undefined ? 'model' : 'library';
}

function errorOf(m: { what?: string; message?: string; location?: MiniZincLocation }): ModelError {
  const at = m.location;
  const line = at?.firstLine ?? 0;
  const column = at?.firstColumn ?? 0;
  const message = [m.what, (m.message ?? '').trim()].filter(Boolean).join(': ') || 'MiniZinc could not compile the model';
  const file = fileOf(at?.filename);
  const error: ModelError = { file, line, column, lastLine: at?.lastLine ?? line, lastColumn: at?.lastColumn ?? column, message };
  if (file === 'library' && at?.filename) error.path = at.filename;
  return error;
}

/** Stop the compilation under way, if any (a newer text replaces it). */
export function cancelCompile(): void {
  const cancelled = job;
  job = null;
  cancelled?.abort();
}

/** Compile a model (and its data) to FlatZinc with our mznlib; MiniZinc's errors at their lines. */
export async function compileModel(text: string, data: string): Promise<Exclude<Compilation, { state: 'compiling' }>> {
  cancelCompile();
  const me = new AbortController();
  job = me;
  try {
    const library = await libraryFiles();
    if (me.signal.aborted) throw new Error('cancelled');
    await ready();
    // Still the newest (a newer compilation would have cancelled this one): MiniZinc is ours.
    if (me.signal.aborted) throw new Error('cancelled');
    runs++;
    const begin = performance.now();
    const files: Record<string, string> = { ...library, 'csp-playground.msc': SOLVER_CONFIG, [MODEL_FILE]: text };
    const args: string[] = [...ARGS];
    if (data.trim() !== '') {
      files[DATA_FILE] = data;
      args.push(DATA_FILE);
    }
    const errors: ModelError[] = [];
    const onPart = (m: MiniZincMessage) => {
      if (m.type === 'error') errors.push(errorOf(m as { what?: string; message?: string; location?: MiniZincLocation }));
    };
    const exit = await miniZinc.request('run', { files, args, outputFiles: [FZN_FILE, OZN_FILE] }, { signal: me.signal, onPart });
    // A MiniZinc that has done its RUNS is replaced now, while the user reads the result, not at the next compilation.
    if (runs >= RUNS) setTimeout(() => {
      if (!job) warmUp();
    }, 0);
    const fzn = exit.outputFiles?.[FZN_FILE];
    const ozn = exit.outputFiles?.[OZN_FILE];
    if (exit.code === 0 && typeof fzn === 'string') {
      // The paths into the model kept, the library's steps dropped (src/puzzles/model/paths.ts).
      return { state: 'compiled', fzn: keepModelPaths(fzn, isModelFile), ozn: ozn ?? '', ms: performance.now() - begin };
    }
    if (errors.length === 0) {
      const said = [exit.message, exit.stderr].filter(Boolean).join(' ').trim();
      errors.push({ file: 'model', line: 0, column: 0, lastLine: 0, lastColumn: 0, message: said ? `MiniZinc could not compile the model: ${said.slice(0, 400)}` : 'MiniZinc could not compile the model' });
    }
    return { state: 'failed', errors };
  } catch (error) {
    if (aborted(error) || (error instanceof Error && error.message === 'cancelled')) throw new Error('cancelled', { cause: error });
    throw new Error(stoppedText(error), { cause: error });
  } finally {
    if (job === me) job = null;
  }
}
