/**
 * The browser's MiniZinc (the `minizinc` package's WebAssembly, MiniZinc 2.10), run under Node by
 * the app's own compile client (src/app/kinds/model/compileClient.ts) over the package's worker
 * script (inProcessWorker.ts), against the native MiniZinc 2.6 the CLI and the shipped samples
 * use. Both take `--keep-paths`; their paths differ (file names, call numbers, order) and read the
 * same: every sample's constraints get the same labels, all found in the model's text. A refusal
 * names the model's line, and a model's enum values keep their names with an output item of its
 * own (2.10 writes its .ozn otherwise then).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { check } from '../check.ts';
import { compileModel as compileNatively } from '../../src/cli/model.ts';
import { readCompiled, valueName } from '../../src/app/kinds/model/compiled.ts';
import { parseFlatZinc } from '../../src/puzzles/model/flatzinc.ts';
import { constraintSource, ModelText } from '../../src/puzzles/model/labels.ts';
import { buildFznProblem } from '../../src/puzzles/model/model.ts';
import { InProcessWorker, publicFetch } from './inProcessWorker.ts';
import { english } from '../../src/text/index.ts';

/**
 * What the test uses of the compile client. It is imported by a computed name: its `?url` imports
 * and its Worker are the browser's (Vitest resolves them), not types the Node tests compile with.
 */
interface Client {
  compileModel(text: string, data: string): Promise<{ state: 'compiled'; fzn: string; ozn: string } | { state: 'failed'; errors: unknown[] }>;
}
const CLIENT = '../../src/app/kinds/model/compileClient.ts';

const MODELS = new URL('../../public/models/', import.meta.url).pathname;
const SAMPLES = readdirSync(MODELS).filter((f) => f.endsWith('.mzn')).sort();

let client: Client;

beforeAll(async () => {
  vi.stubGlobal('Worker', InProcessWorker);
  vi.stubGlobal('fetch', publicFetch);
  vi.stubGlobal('location', { href: 'http://localhost/' });
  client = (await import(/* @vite-ignore */ CLIENT)) as Client;
});

afterAll(() => {
  vi.unstubAllGlobals();
});

/** The browser's compilation of a model (compiled, or the test fails with MiniZinc's messages). */
async function compiled(text: string): Promise<{ fzn: string; ozn: string }> {
  const c = await client.compileModel(text, '');
  if (c.state !== 'compiled') throw new Error(`not compiled: ${JSON.stringify(c)}`);
  return c;
}

/** A model's labels, sorted; the compiler's own variables unnumbered (the two versions number them apart). */
const labels = (fzn: string, text: string) =>
  buildFznProblem(parseFlatZinc(fzn), 'model.fzn', { source: text })
    .problem.constraints.map((c) => english(c.label).replace(/X_INTRODUCED_\d+_/g, 'X_INTRODUCED_'))
    .sort();

describe("the browser's MiniZinc (2.10, WebAssembly) and the native one (2.6)", () => {
  for (const file of SAMPLES) {
    it(`${file}: both keep the paths into the model, and read the same: the same labels, each found in the model`, async () => {
      const text = readFileSync(join(MODELS, file), 'utf8');
      const browser = await compiled(text);
      const native = compileNatively(join(MODELS, file), []);
      // Only the model's steps are kept, under one name (the library's and the file system's gone).
      for (const fzn of [browser.fzn, native.fzn]) {
        const files = [...fzn.matchAll(/mzn_path\("([^"]*)"\)/g)].flatMap((m) => m[1]!.split(';').filter(Boolean).map((step) => step.split('|')[0]));
        expect(files.length, file).toBeGreaterThan(0);
        check(new Set(files), file).toEqual(new Set(['model.mzn']));
      }
      check(labels(browser.fzn, text), file).toEqual(labels(native.fzn, text));
      const model = parseFlatZinc(browser.fzn);
      const source = new ModelText(text);
      for (const c of model.constraints) expect(constraintSource(c, source), `${file}: ${c.name} at FlatZinc line ${c.line}`).not.toBeNull();
    });
  }

  it('count columns in characters, as the native MiniZinc does (a comment with accents before the constraint)', async () => {
    const text = 'var 1..3: x;\nvar 1..3: y;\n/* éé */ constraint x != y;\n\tconstraint x < y;\nsolve satisfy;\n';
    const { fzn } = await compiled(text);
    const model = parseFlatZinc(fzn);
    const sources = model.constraints.map((c) => constraintSource(c, new ModelText(text)));
    check(sources.map((s) => s && { line: s.line, column: s.column, text: s.text })).toEqual([
      { line: 3, column: 21, text: 'x != y' },
      { line: 4, column: 13, text: 'x < y' },
    ]);
  });

  it("a refusal of the engine names the model's line (a float variable); an objective is read", async () => {
    const floats = 'var 1..10: x;\n\nvar 0.0..2.5: f;\nconstraint f * 2.0 >= int2float(x);\nsolve satisfy;\n';
    const a = await compiled(floats);
    const info = readCompiled(a.fzn, a.ozn, floats);
    check(info.ok).toBe(false);
    if (!info.ok) expect(info.refusal).toMatchObject({ file: 'model', line: 3, column: 1, lastLine: 3, message: 'not supported: float variables' });
    const optimise = 'var 1..10: x;\nvar 1..10: y;\nconstraint x + y = 12;\n% the best\n  solve maximize x;\n';
    const b = await compiled(optimise);
    const read = readCompiled(b.fzn, b.ozn, optimise);
    // Branch and bound reads the solve item (issue 32): the objective is a variable, maximised.
    if (!read.ok) throw new Error(`refused: ${read.refusal.message}`);
    expect(read.model.objective).toMatchObject({ sense: 'maximize', value: { t: 'var' } });
  });

  it('enum values keep their names with an output item of the model', async () => {
    const australia = readFileSync(join(MODELS, 'australia.mzn'), 'utf8');
    for (const text of [australia, australia + 'output ["wa = \\(wa)\\n"];\n']) {
      const { fzn, ozn } = await compiled(text);
      const info = readCompiled(fzn, ozn, text);
      if (!info.ok) throw new Error('refused');
      const wa = info.sketch.names.indexOf('wa');
      check([1, 2, 3].map((x) => valueName(info, wa, x - info.built.offset[wa]!))).toEqual(['red', 'green', 'blue']);
    }
  });
});
