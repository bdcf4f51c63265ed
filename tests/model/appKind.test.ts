/**
 * The model kind (src/app/kinds/model): its board state saved and restored, edits, files opened
 * onto it, and what a run needs once MiniZinc has compiled the model (here the native `minizinc`
 * with the same solver library stands in for the browser's WebAssembly): the variables, the
 * solve request, the names the sentences use, the colours of a map, and the refusals — an empty
 * model, one still compiling, MiniZinc's errors at their lines, and what the engine cannot search.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../check.ts';
import { compileModel } from '../../src/cli/model.ts';
import { kindOf } from '../../src/app/kinds/registry.ts';
import { compilationOf, errorLine, modelInfo } from '../../src/app/kinds/model/compiled.ts';
import { EMPTY_MODEL, withCompilation, withFile, type ModelPuzzle } from '../../src/app/kinds/model/puzzle.ts';
import { modelNodes } from '../../src/app/kinds/model/view.ts';
import { readFileText } from '../../src/puzzles/files.ts';
import { msg } from '../../src/app/i18n/message.ts';

const publicFile = (path: string) => readFileSync(new URL(`../../public/${path}`, import.meta.url), 'utf8');

const model = kindOf('model');
const australia = withFile(EMPTY_MODEL, 'australia.mzn', publicFile('models/australia.mzn'));

/** Compile natively (MiniZinc 2.6 with public/mznlib), as the browser does with its WebAssembly build. */
function compiled(p: ModelPuzzle): ModelPuzzle {
  const file = new URL(`../../public/models/${p.name}`, import.meta.url).pathname;
  const c = compileModel(file, []);
  return withCompilation(p, { state: 'compiled', fzn: c.fzn, ozn: c.ozn, ms: c.ms });
}

describe('the model kind', () => {
  it('saves and restores the model, its data and their names; refuses a damaged record', () => {
    const p: ModelPuzzle = { name: 'exam.mzn', text: 'var 1..3: x;\nsolve satisfy;\n', data: 'n = 3;\n', dataName: 'exam.dzn' };
    const saved = model.save(p);
    check(model.restore(JSON.parse(JSON.stringify(saved)) as Record<string, unknown>, [])).toEqual(p);
    expect(model.restore({ ...saved, text: 3 }, [])).toBeNull();
    expect(model.restore({ ...saved, name: 'exam.txt' }, [])).toBeNull();
    check(model.restore({ name: 'm.fzn', text: 'solve satisfy;' }, [])).toEqual({ name: 'm.fzn', text: 'solve satisfy;', data: '', dataName: 'data.dzn' });
  });

  it('a dropped or opened .mzn, .dzn or .fzn is a model file by its extension (MiniZinc reads it, not the sniffer)', () => {
    check(readFileText('dir/australia.mzn', australia.text, 'sudoku')).toEqual({
      kind: 'puzzle',
      puzzleKind: 'model',
      name: 'dir/australia.mzn',
      puzzles: [{ name: 'australia.mzn', text: australia.text }],
    });
    expect(readFileText('colours.dzn', '1 2 3\n4 5 6\n7 8 9\n')).toMatchObject({ puzzleKind: 'model', puzzles: [{ name: 'colours.dzn' }] });
    expect(readFileText('m.FZN', 'solve satisfy;')).toMatchObject({ puzzleKind: 'model', puzzles: [{ name: 'm.FZN' }] });
    expect(readFileText('m.txt', '1 2 3\n4 5 6\n7 8 9\n')).not.toMatchObject({ puzzleKind: 'model' });
  });

  it('edits the text and the data (one undo label each); a .dzn opened becomes the data of the model shown', () => {
    const edited = model.edit(australia, { type: 'text', text: 'var 1..2: x;' })!;
    check(edited.label).toEqual(msg('names.undo.editModel'));
    check((edited.puzzle as ModelPuzzle).text).toBe('var 1..2: x;');
    expect(model.edit(australia, { type: 'text', text: australia.text })).toBeNull();
    const withData = model.edit(australia, { type: 'file', name: 'colours.dzn', text: 'n = 3;' })!.puzzle as ModelPuzzle;
    expect(withData).toMatchObject({ name: 'australia.mzn', text: australia.text, data: 'n = 3;', dataName: 'colours.dzn' });
    const other = model.edit(withData, { type: 'file', name: 'q.fzn', text: 'solve satisfy;' })!.puzzle as ModelPuzzle;
    check(other).toEqual({ name: 'q.fzn', text: 'solve satisfy;', data: '', dataName: 'data.dzn' });
  });

  it('refuses an empty model and one not compiled yet; MiniZinc\'s error names its line', () => {
    check(model.refusal(EMPTY_MODEL)).toMatch(/empty/);
    const fresh: ModelPuzzle = { ...EMPTY_MODEL, text: 'var 1..3: fresh_x;\nsolve satisfy;\n' };
    expect(compilationOf(fresh)).toBeNull();
    check(model.refusal(fresh)).toMatch(/compiling/);
    const failed = withCompilation(fresh, { state: 'failed', errors: [{ file: 'model', line: 3, column: 18, lastLine: 3, lastColumn: 18, message: 'syntax error: unexpected ;' }] });
    check(model.refusal(failed)).toBe('model.mzn, line 3, column 18: syntax error: unexpected ;');
  });

  it('refuses what the engine cannot search, naming the construct (floats); optimisation is searched (branch and bound), not refused', () => {
    const optimise: ModelPuzzle = { name: 'm.fzn', text: 'var 1..3: x :: output_var;\nsolve maximize x;\n', data: '', dataName: 'data.dzn' };
    expect(model.refusal(optimise)).toBeNull();
    const floats: ModelPuzzle = { ...optimise, text: 'var 0.0..1.0: x :: output_var;\nsolve satisfy;\n' };
    const info = modelInfo(floats)!;
    check(info.ok).toBe(false);
    if (!info.ok) check(errorLine(info.refusal, floats)).toMatch(/^FlatZinc, line 1, column \d+: not supported: float/);
  });

  it("a MiniZinc model's refusal names the model's line and column (MiniZinc's paths), not the FlatZinc's", () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-app-refusal-'));
    const text = 'var 1..3: y;\n\nvar 0.0..2.5: f;\nconstraint f * 2.0 >= int2float(y);\nsolve satisfy;\n';
    writeFileSync(join(dir, 'floats.mzn'), text);
    const c = compileModel(join(dir, 'floats.mzn'), []);
    const p = withCompilation(withFile(EMPTY_MODEL, 'floats.mzn', text), { state: 'compiled', fzn: c.fzn, ozn: c.ozn, ms: c.ms });
    check(model.refusal(p)).toBe('The engine cannot search this model: floats.mzn, line 3, column 1: not supported: float variables');
    const info = modelInfo(p)!;
    if (info.ok) throw new Error('not refused');
    check(info.refusal).toEqual({ file: 'model', line: 3, column: 1, lastLine: 3, lastColumn: 15, message: 'not supported: float variables' });
  });

  it('Australia compiled: seven variables, a request with its FlatZinc, enum names and the colours of a map', () => {
    const p = compiled(australia);
    expect(model.refusal(p)).toBeNull();
    check(model.variables(p)).toBe(7);
    const request = model.request(p, { runId: 4, options: {} as never, settings: { reuse: false, alldiff: 'gac' }, dictionary: null });
    expect(request).toMatchObject({ type: 'solve', kind: 'model', runId: 4, alldiff: 'gac' });
    check((request as { puzzle: { fzn: string } }).puzzle.fzn).toContain('var 1..3: sa');
    // The model's text goes with it: the worker labels the constraints as the model writes them.
    check((request as { puzzle: { source?: string } }).puzzle.source).toBe(australia.text);
    const info = modelInfo(p)!;
    if (!info.ok) throw new Error('refused');
    const sa = info.sketch.names.indexOf('sa');
    const names = model.stepNames(p, { words: null, constraints: null });
    check(names.nouns).toBe('variable');
    check(names.variable(sa)).toBe('sa');
    // Value index x is the integer x (offset 0 for small domains): Colour's 1, 2, 3 are red, green, blue.
    check([1, 2, 3].map((x) => names.value(sa, x))).toEqual(['red', 'green', 'blue']);
    check(names.assignment(sa, 2)).toBe('Assign sa = green');
    const values = new Int32Array(7).fill(-1);
    values[sa] = 3;
    const nodes = modelNodes(info, values, null, null, (n) => `${n} values`);
    expect(nodes[sa]).toMatchObject({ name: 'sa', text: 'blue', assigned: true, fill: '#60a5fa' });
    const wa = info.sketch.names.indexOf('wa');
    expect(nodes[wa]).toMatchObject({ text: '{red, green, blue}', assigned: false, fill: null });
    check(nodes[wa]!.swatches).toEqual(['#f87171', '#4ade80', '#60a5fa']);
  });

  it('SEND+MORE: digits are plain numbers, not colours', () => {
    const p = compiled(withFile(EMPTY_MODEL, 'send-more-money.mzn', publicFile('models/send-more-money.mzn')));
    const info = modelInfo(p)!;
    if (!info.ok) throw new Error('refused');
    check(info.colours.every((c) => c === null)).toBe(true);
    const s = info.sketch.names.indexOf('S');
    check(model.valueText(p, null, s, 9)).toBe('9');
  });
});
