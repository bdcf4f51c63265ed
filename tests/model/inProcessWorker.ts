/**
 * The browser's MiniZinc under Node, for tests: the `minizinc` package's own worker script
 * (MiniZinc 2.10 compiled to WebAssembly, which the app runs in a Web Worker:
 * src/app/kinds/model/compileClient.ts) run in a VM context of its own, behind a `Worker`-shaped
 * object, so that the app's compile client can be used as it is. The script runs in Emscripten's
 * Node mode (it reads the .wasm and .data files from disk): the URLs the client sends for them are
 * mapped back to the package's files. Messages are delivered asynchronously, as a worker's are.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import vm from 'node:vm';

const DIST = new URL('../../node_modules/minizinc/dist/', import.meta.url).pathname;
const SCRIPT = readFileSync(join(DIST, 'minizinc-worker.js'), 'utf8');

/** The package's file a URL names (`http://localhost/node_modules/minizinc/dist/minizinc.wasm` → its path). */
function fileOf(url: string): string {
  return join(DIST, url.replace(/[?#].*$/, '').split('/').pop()!);
}

export class InProcessWorker {
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onerror: ((e: { message: string }) => void) | null = null;
  private listener: ((e: { data: unknown }) => void) | null = null;
  private terminated = false;

  constructor(_url: string | URL) {
    const context = vm.createContext({
      addEventListener: (type: string, f: (e: { data: unknown }) => void) => {
        if (type === 'message') this.listener = f;
      },
      postMessage: (data: unknown) => {
        setTimeout(() => {
          if (!this.terminated) this.onmessage?.({ data });
        }, 0);
      },
      require: createRequire(join(DIST, 'minizinc-worker.js')),
      __dirname: DIST,
      __filename: join(DIST, 'minizinc-worker.js'),
      process,
      console,
      URL,
      TextDecoder,
      TextEncoder,
      setTimeout,
      clearTimeout,
      performance,
      // Typed without the DOM library here; the global is Node's.
      WebAssembly: (globalThis as { WebAssembly?: unknown }).WebAssembly,
      Buffer,
    });
    vm.runInContext(SCRIPT, context, { filename: 'minizinc-worker.js' });
  }

  postMessage(data: unknown): void {
    const message = data as { wasmURL?: string; dataURL?: string };
    const mapped = message.wasmURL !== undefined ? { ...message, wasmURL: fileOf(message.wasmURL), dataURL: fileOf(message.dataURL ?? '') } : data;
    setTimeout(() => {
      if (this.terminated) return;
      try {
        this.listener?.({ data: mapped });
      } catch (error) {
        this.onerror?.({ message: error instanceof Error ? error.message : String(error) });
      }
    }, 0);
  }

  terminate(): void {
    this.terminated = true;
  }
}

/** `fetch` of the app's own files (`/mznlib/…`), from public/. */
export function publicFetch(url: string | URL): Promise<Response> {
  const path = new URL(String(url), 'http://localhost/').pathname;
  try {
    return Promise.resolve(new Response(readFileSync(new URL(`../../public${path}`, import.meta.url), 'utf8')));
  } catch {
    return Promise.resolve(new Response('', { status: 404 }));
  }
}
