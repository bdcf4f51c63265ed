/**
 * The sample models ship with their FlatZinc (src/app/kinds/model/compiledSamples.json), so that
 * opening one in the app needs no WebAssembly: this test compiles every sample again with the
 * native MiniZinc and our solver library (as the CLI does) and fails when what is shipped is not
 * what MiniZinc makes of the sample now. `UPDATE_COMPILED_SAMPLES=1` writes the file instead.
 * The cache lookups themselves (shipped and kept over reloads) are tested beside it.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel } from '../../src/cli/model.ts';
import {
  compileSource,
  KEEP_SAVED,
  keyOf,
  memoryStore,
  saveCompilation,
  savedCompilation,
  shippedCompilation,
  staleSamples,
  type Compiled,
  type ShippedSamples,
} from '../../src/app/kinds/model/compileCache.ts';
import { sourceKey } from '../../src/app/kinds/model/puzzle.ts';
import { sameFlatZinc } from '../../src/puzzles/model/paths.ts';

const ROOT = new URL('../../', import.meta.url).pathname;
const MODELS = join(ROOT, 'public/models');
const SHIPPED = join(ROOT, 'src/app/kinds/model/compiledSamples.json');
const FILES: Record<string, string> = Object.fromEntries(
  readdirSync(MODELS)
    .filter((f) => f.endsWith('.mzn'))
    .sort()
    .map((f) => [f, readFileSync(join(MODELS, f), 'utf8')]),
);

/** What the native MiniZinc makes of a sample now (the CLI's compilation, our mznlib); once per file. */
const compiledNow = new Map<string, { fzn: string; ozn: string; ms: number }>();
function compileNow(file: string): { fzn: string; ozn: string; ms: number } {
  let c = compiledNow.get(file);
  if (!c) compiledNow.set(file, (c = compileModel(join(MODELS, file), [])));
  return c;
}

if (process.env.UPDATE_COMPILED_SAMPLES) {
  const version = spawnSync('minizinc', ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]!.trim();
  const shipped: ShippedSamples = {
    minizinc: version,
    samples: Object.entries(FILES).map(([file, mzn]) => {
      const c = compileNow(file);
      return { file, mzn, fzn: c.fzn, ozn: c.ozn, ms: Math.round(c.ms) };
    }),
  };
  writeFileSync(SHIPPED, JSON.stringify(shipped, null, 1) + '\n');
}

const shipped = JSON.parse(readFileSync(SHIPPED, 'utf8')) as ShippedSamples;

describe('the shipped compilations of the samples', () => {
  it('are what the native MiniZinc makes of every sample now (else: UPDATE_COMPILED_SAMPLES=1 npx vitest run tests/model/compiledSamples.test.ts)', () => {
    check(shipped.samples.map((s) => s.file)).toEqual(Object.keys(FILES));
    check(staleSamples(shipped, FILES, compileNow)).toEqual([]);
  });

  it('an item\'s paths in another order are the same FlatZinc (MiniZinc orders them by the directory it runs in); anything else is not', () => {
    const one = 'constraint int_lin_eq([1,-1],[a,b],2):: mzn_path("m|1|1|1|5|ca|f;"):: mzn_path("m|1|1|1|5|ca|f;m|1|2|1|3|ca|lin_exp;"):: defines_var(b);';
    const other = 'constraint int_lin_eq([1,-1],[a,b],2):: mzn_path("m|1|1|1|5|ca|f;m|1|2|1|3|ca|lin_exp;"):: mzn_path("m|1|1|1|5|ca|f;"):: defines_var(b);';
    check(sameFlatZinc(one, other)).toBe(true);
    check(sameFlatZinc(one, other.replace('],2)', '],3)'))).toBe(false);
    check(sameFlatZinc(one, other.replace('lin_exp', 'lin_exq'))).toBe(false);
  });

  it('a stale shipped .fzn, .ozn or sample text is detected', () => {
    const australia = shipped.samples.find((s) => s.file === 'australia.mzn')!;
    const tampered = (patch: Partial<ShippedSamples['samples'][number]>): ShippedSamples => ({
      ...shipped,
      samples: shipped.samples.map((s) => (s === australia ? { ...s, ...patch } : s)),
    });
    // A constraint dropped from the FlatZinc (as an older MiniZinc or mznlib might have made it).
    const fewer = australia.fzn.replace(/^constraint .*\n/m, '');
    check(fewer).not.toBe(australia.fzn);
    check(staleSamples(tampered({ fzn: fewer }), FILES, compileNow)).toEqual(['australia.mzn']);
    check(staleSamples(tampered({ ozn: australia.ozn + ' ' }), FILES, compileNow)).toEqual(['australia.mzn']);
    // The sample's text changed since it was compiled.
    const files = { ...FILES, 'australia.mzn': FILES['australia.mzn'] + '\nconstraint wa != t;\n' };
    check(staleSamples(shipped, files, compileNow)).toEqual(['australia.mzn']);
    // A sample added without its compilation.
    check(staleSamples(shipped, { ...FILES, 'new.mzn': 'var 1..2: x;' }, compileNow)).toEqual(['new.mzn']);
  });

  it('serve a model only when its text is the sample word for word, without data', () => {
    for (const [file, text] of Object.entries(FILES)) {
      const c = shippedCompilation(shipped, text, '');
      check(c?.state, file).toBe('compiled');
      check(c?.kept).toBe('shipped');
      check(c?.fzn).toBe(shipped.samples.find((s) => s.file === file)!.fzn);
    }
    const australia = FILES['australia.mzn']!;
    expect(shippedCompilation(shipped, australia + ' ', '')).toBeNull();
    expect(shippedCompilation(shipped, australia.replace('blue', 'yellow'), '')).toBeNull();
    expect(shippedCompilation(shipped, australia, 'n = 3;')).toBeNull();
  });
});

describe('compilations kept over reloads', () => {
  const compiled = (fzn: string): Compiled => ({ state: 'compiled', fzn, ozn: 'ozn of ' + fzn, ms: 1234 });
  const model = { name: 'mine.mzn', text: 'var 1..3: x;\nsolve satisfy;\n', data: '', dataName: 'data.dzn' };
  const source = (compiler: string, p: typeof model) => compileSource(compiler, sourceKey(p));

  it('a model compiled before is found again (a hit), marked as kept', async () => {
    const store = memoryStore();
    await saveCompilation(store, source('wasm-1', model), compiled('fzn 1'));
    const hit = await savedCompilation(store, source('wasm-1', model));
    check(hit).toEqual({ state: 'compiled', fzn: 'fzn 1', ozn: 'ozn of fzn 1', ms: 1234, kept: 'saved' });
  });

  it('a changed text, data, name or compiler is a miss', async () => {
    const store = memoryStore();
    await saveCompilation(store, source('wasm-1', model), compiled('fzn 1'));
    expect(await savedCompilation(store, source('wasm-1', { ...model, text: model.text + ' ' }))).toBeNull();
    expect(await savedCompilation(store, source('wasm-1', { ...model, data: 'n = 2;' }))).toBeNull();
    expect(await savedCompilation(store, source('wasm-1', { ...model, name: 'model.fzn' }))).toBeNull();
    expect(await savedCompilation(store, source('wasm-2', model))).toBeNull();
  });

  it('an entry under the same key for another source is a miss, not its FlatZinc', async () => {
    const store = memoryStore();
    const mine = source('wasm-1', model);
    await store.set(keyOf(mine), { source: 'something else', fzn: 'wrong', ozn: '', ms: 0, at: 0 });
    expect(await savedCompilation(store, mine)).toBeNull();
  });

  it(`keeps the newest ${KEEP_SAVED}`, async () => {
    const store = memoryStore();
    const texts = Array.from({ length: KEEP_SAVED + 3 }, (_, i) => `var 1..${i + 2}: x;`);
    for (const [i, text] of texts.entries()) await saveCompilation(store, source('w', { ...model, text }), compiled(`fzn ${i}`), 1000 + i);
    check((await store.entries()).length).toBe(KEEP_SAVED);
    for (const [i, text] of texts.entries()) {
      const hit = await savedCompilation(store, source('w', { ...model, text }));
      check(hit?.fzn ?? null, text).toBe(i < 3 ? null : `fzn ${i}`);
    }
  });
});
