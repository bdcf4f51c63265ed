/**
 * The files slice: a puzzle is recognised on the page by its name or its first bytes and read
 * there (it never travels to the files worker and back); a word list, a question or a large file
 * goes to the files worker, whose answer puts it where it belongs. The boards and the dictionary
 * end as the same reading would put them wherever it ran.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { summarizeFile } from '../../worker/jobs/fileSummary.ts';
import type { PuzzleKind } from '../../puzzles/kinds.ts';
import { createAppStore, type StoreServices } from '../state/store.ts';
import { QUICK_SAMPLES } from '../settings/index.ts';
import { publicFile } from './record.ts';
import { textOf } from '../i18n/message.ts';

/** A store whose files worker reads inline, counting what it is asked. */
function storeCounting() {
  const asked: string[] = [];
  const reject = () => Promise.reject(new Error('not used'));
  const services: StoreServices = {
    solver: { run: () => undefined, cancel: () => undefined, loadDictionary: (source: { key: string }) => Promise.resolve({ wordCount: 0, skipped: 0, duplicates: 0, skippedExamples: [], tooLong: 0, lengths: {}, key: source.key }), unfillable: reject, wordsOfLength: reject } as unknown as StoreServices['solver'],
    files: {
      readFile: (name: string, text: string, current: PuzzleKind) => {
        asked.push(name);
        return Promise.resolve(summarizeFile(name, text, current));
      },
      readDictionary: reject,
      readCrossword: reject,
    },
    fetchText: reject,
  };
  return { store: createAppStore(services), asked };
}

describe('loading a file', () => {
  it('reads a puzzle on the page: a grid, a slot set, a Sudoku set, a Futoshiki, a queens board, a model', async () => {
    const { store, asked } = storeCounting();
    const s = () => store.getState();
    await s().loadFile('g.txt', '..#\n...\n#..\n');
    expect(s().boards.crossword.puzzle).toMatchObject({ width: 3, height: 3 });
    await s().loadFile('seed000-puzzles.txt', publicFile('puzzles/seed000-puzzles.txt'));
    expect(s().boards.crossword.set?.puzzles).toHaveLength(4);
    await s().loadFile('top95.txt', publicFile('puzzles/sudoku-top95.txt'));
    check(s().kind).toBe('sudoku');
    expect(s().boards.sudoku.set?.puzzles).toHaveLength(95);
    await s().loadFile('f.txt', publicFile('puzzles/futoshiki-own-4x4.txt'));
    check(s().kind).toBe('futoshiki');
    await s().loadFile('b.queens', 'queens 5\n3 2\n');
    expect(s().boards.queens.puzzle).toMatchObject({ size: 5, givens: [-1, -1, 1, -1, -1] });
    await s().loadFile('dir/australia.mzn', 'var 1..3: wa;\nsolve satisfy;\n');
    expect(s().boards.model).toMatchObject({ source: 'australia.mzn', puzzle: { name: 'australia.mzn' } });
    // A model's data joins the model shown.
    await s().loadFile('colours.dzn', 'n = 3;\n');
    expect(s().boards.model).toMatchObject({ source: 'australia.mzn', puzzle: { name: 'australia.mzn', data: 'n = 3;\n', dataName: 'colours.dzn' } });
    check(asked).toEqual([]);
  });

  it('a puzzle that does not parse is refused on the page, naming its line', async () => {
    const { store, asked } = storeCounting();
    await store.getState().loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    check(textOf(store.getState().puzzleError!)).toMatch(/^bad\.slots, line 3, column \d+: /);
    check(asked).toEqual([]);
  });

  it("a bad file's error goes with the next good drop, a word list as well as a puzzle", async () => {
    const { store } = storeCounting();
    const s = () => store.getState();
    await s().loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    check(textOf(s().puzzleError!)).toMatch(/^bad\.slots, line 3/);
    await s().loadFile('words.txt', 'apple\nbanana\ncherry\n');
    expect(s().customDictionary?.name ?? s().dictionaryId).toBeTruthy();
    expect(s().puzzleError).toBeNull();
    await s().loadFile('bad.slots', '8 8\n0 0 4 h\n0 0 x v\n');
    check(textOf(s().puzzleError!)).toMatch(/^bad\.slots, line 3/);
    await s().loadFile('g.txt', '..#\n...\n#..\n');
    expect(s().puzzleError).toBeNull();
  });

  it('sends a word list, and content that could be either, to the files worker', async () => {
    const { store, asked } = storeCounting();
    await store.getState().loadFile('words.txt', 'apple\nbanana\ncherry\n');
    check(store.getState().customDictionary?.name).toBe('words.txt');
    await store.getState().loadFile('w.txt', 'e-mail\nx-rays\nt-bone\nup-end\nhello\n');
    expect(store.getState().pendingLoad).toMatchObject({ kind: 'ask', asPuzzle: { kind: 'puzzle', puzzleKind: 'crossword' } });
    // A word list named as a grid: the page's first look says words, the worker decides.
    await store.getState().loadFile('fruit.grid', 'apple\nmango\ngrape\n');
    check(asked).toEqual(['words.txt', 'w.txt', 'fruit.grid']);
  });

  it('sends a file over a megabyte to the worker, even when it starts like a puzzle', async () => {
    const { store, asked } = storeCounting();
    const line = publicFile('puzzles/sudoku-top95.txt').split('\n')[0]!;
    const big = `${line}\n`.repeat(Math.ceil((1024 * 1024) / (line.length + 1)) + 1);
    await store.getState().loadFile('big.txt', big);
    check(asked).toEqual(['big.txt']);
    expect(store.getState().boards.sudoku.set?.puzzles.length).toBeGreaterThan(12_000);
  });
});

describe('Solve pressed while a sample is on its way', () => {
  it('waits for it and runs on the sample, not on the board shown at the click', async () => {
    const runs: { kind: string; givens?: unknown }[] = [];
    let release: (text: string) => void = () => undefined;
    const services: StoreServices = {
      solver: { run: (request: { kind: string }) => runs.push(request), cancel: () => undefined } as unknown as StoreServices['solver'],
      files: { readFile: (name: string, text: string, current: PuzzleKind) => Promise.resolve(summarizeFile(name, text, current)), readDictionary: () => Promise.reject(new Error('not used')), readCrossword: () => Promise.reject(new Error('not used')) },
      fetchText: () => new Promise<string>((resolve) => (release = resolve)),
    };
    const store = createAppStore(services);
    const s = () => store.getState();
    const sample = QUICK_SAMPLES.sudoku.split('#')[0]!;
    check(s().kind).toBe('crossword');
    const loading = s().loadSample(QUICK_SAMPLES.sudoku);
    const solving = s().solve();
    const again = s().solve();
    check(runs).toEqual([]);
    release(publicFile(`puzzles/${sample}`));
    await loading;
    await Promise.all([solving, again]);
    check(s().kind).toBe('sudoku');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ kind: 'sudoku' });
    // A second press while the first waited did not start a second run.
    check(s().phase).toBe('running');
  });
});

describe('a bundled sample kept beside /puzzles/', () => {
  it('is named as its file is called (australia.mzn), not by the build path (../models/australia.mzn)', async () => {
    const services: StoreServices = {
      solver: { run: () => undefined, cancel: () => undefined } as unknown as StoreServices['solver'],
      files: { readFile: (name: string, text: string, current: PuzzleKind) => Promise.resolve(summarizeFile(name, text, current)), readDictionary: () => Promise.reject(new Error('not used')), readCrossword: () => Promise.reject(new Error('not used')) },
      fetchText: (path: string) => Promise.resolve(publicFile(path.replace(/^\//, ''))),
    };
    const store = createAppStore(services);
    check(QUICK_SAMPLES.model).toBe('../models/australia.mzn');
    await store.getState().loadSample(QUICK_SAMPLES.model);
    check(store.getState().kind).toBe('model');
    check(store.getState().boards.model.source).toBe('australia.mzn');
  });
});
