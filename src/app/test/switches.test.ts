/**
 * Issue 20's textbook switches and board entry: the presets and what choosing an inference sets,
 * the one-line summary in three languages, the strategy setting (saved, shared, sent to the
 * search), plain backtracking making no prune, and Sudoku / Futoshiki text pasted on the board.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { activePreset, chooseInference, PRESETS, summaryLine, summaryParts } from '../settings/presets.ts';
import { DEFAULT_SETTINGS, readSettings, recordSettings, SETTING_NAMES, withLaterDefaults, type Settings } from '../settings/schema.ts';
import { MODEL_VALUE_ORDER_CHOICES, NUMBER_VALUE_ORDER_CHOICES, SCORE_ORDER_CHOICE, valueOrderChoices, VALUE_ORDER_CHOICES } from '../settings/catalog.ts';
import { createI18n } from '../i18n/i18n.ts';
import { runOptions } from '../state/slices/run.ts';
import { decodeSaved, encodeSaved } from '../persist/savedState.ts';
import { decodeLink, encodeLink } from '../share/link.ts';
import { useApp } from '../state/store.ts';
import { nextCell, pastedPuzzle } from '../kinds/numbers/paste.ts';
import { search, type SearchEvent } from '../../solver/index.ts';
import { buildSudokuModel, parseSudokuFile } from '../../puzzles/sudoku/index.ts';
import { parseFutoshiki } from '../../puzzles/futoshiki/index.ts';
import { fromFutoshiki, toSudoku } from '../kinds/numbers/board.ts';
import { kindOf } from '../kinds/registry.ts';
import { puzzle, record, publicFile } from './record.ts';
import { textOf } from '../i18n/message.ts';

const en = (await createI18n('en')).t;
const zh = (await createI18n('zh')).t;
const ru = (await createI18n('ru')).t;
const text = (t: typeof en, s: Settings, kind: Parameters<typeof summaryParts>[1]) => summaryLine(summaryParts(s, kind), t);
const preset = (id: string) => PRESETS.find((p) => p.id === id)!;

describe('textbook presets and the inference switch', () => {
  it('offers the six textbook combinations, each recognised as the one that is on', () => {
    check(PRESETS.map((p) => p.id)).toEqual(['bt', 'bt-mrv', 'fc', 'fc-mrv', 'mac-mrv', 'mac-domwdeg']);
    for (const p of PRESETS) {
      const s: Settings = { ...DEFAULT_SETTINGS, allSolutions: true, seed: 9, ...p.patch };
      check(activePreset(s)?.id, p.id).toBe(p.id);
      // The search gets exactly the preset's algorithm; the user's own limits stay.
      expect(runOptions(s)).toMatchObject({ inference: p.patch.inference, ac3: p.patch.ac3, variableOrder: p.patch.variableOrder, valueOrder: 'lex', strategy: 'dfs', backjump: false, maxSolutions: Infinity, seed: 9 });
    }
    expect(activePreset({ ...DEFAULT_SETTINGS, ...preset('bt').patch, ac3: true })).toBeNull();
    // The app's defaults are MAC + dom/wdeg.
    check(activePreset(DEFAULT_SETTINGS)?.id).toBe('mac-domwdeg');
  });

  it('backtracking and forward checking untick AC-3, MAC ticks it', () => {
    check(chooseInference('none')).toEqual({ inference: 'none', ac3: false });
    check(chooseInference('fc')).toEqual({ inference: 'fc', ac3: false });
    check(chooseInference('mac')).toEqual({ inference: 'mac', ac3: true });
  });

  it('plain backtracking (inference none, AC-3 off) records no prune at all; ticking AC-3 again prunes', () => {
    const bt = runOptions({ ...DEFAULT_SETTINGS, ...chooseInference('none'), variableOrder: 'static' });
    const crossword = record(puzzle('lesson-8x8.grid'), bt);
    check(crossword.done.status).toBe('solved');
    expect(crossword.events.filter((e) => e.type === 'prune')).toHaveLength(0);
    check(crossword.done.stats.prunes).toBe(0);
    expect(crossword.done.stats.backtracks).toBeGreaterThan(0);
    const withAc3 = record(puzzle('lesson-8x8.grid'), { ...bt, ac3: true });
    expect(withAc3.events.filter((e) => e.type === 'prune').length).toBeGreaterThan(0);

    const sudoku = parseSudokuFile(publicFile('puzzles/sudoku-own-4x4.txt'), 'sudoku-own-4x4.txt')[0]!;
    for (const alldiff of ['neq', 'gac'] as const) {
      const events: SearchEvent[] = [...search(buildSudokuModel(sudoku, { alldiff }).problem, { ...runOptions({ ...DEFAULT_SETTINGS, ...preset('bt').patch }), record: true })];
      expect(events.filter((e) => e.type === 'prune'), alldiff).toHaveLength(0);
      expect(events.at(-1)).toMatchObject({ type: 'done', status: 'solved', stats: { prunes: 0 } });
    }
  });
});

describe('the one-line summary', () => {
  const bt: Settings = { ...DEFAULT_SETTINGS, ...preset('bt').patch };
  it('says what is on, in English, Chinese and Russian', () => {
    check(text(en, bt, 'crossword')).toBe('Backtracking, static order, alphabetical, no AC-3');
    check(text(zh, bt, 'crossword')).toBe('回溯，静态顺序，按字母顺序，无 AC-3');
    check(text(ru, bt, 'crossword')).toBe('Поиск с возвратом, статический порядок, по алфавиту, без AC-3');
    check(text(en, DEFAULT_SETTINGS, 'crossword')).toBe('MAC, dom/wdeg, alphabetical, AC-3 first');
  });

  it('names digits ascending or descending, the all-different form, and what else is on', () => {
    check(text(en, bt, 'sudoku')).toBe('Backtracking, static order, ascending, no AC-3, GAC all-different');
    check(text(en, { ...bt, valueOrder: 'reverse', alldiff: 'neq', allSolutions: true, backjump: true }, 'futoshiki')).toBe(
      'Backtracking, static order, descending, no AC-3, pairwise ≠, all solutions, backjumping',
    );
    check(text(en, { ...DEFAULT_SETTINGS, valueOrder: 'random', seed: 7, restarts: true }, 'crossword')).toBe('MAC, dom/wdeg, random (seed 7), AC-3 first, restarts');
    check(text(en, { ...DEFAULT_SETTINGS, strategy: 'bfs', inference: 'fc', ac3: false, variableOrder: 'mrv' }, 'crossword')).toBe(
      'Breadth-first search with forward checking, MRV, alphabetical, no AC-3',
    );
    check(text(ru, { ...bt, strategy: 'bfs' }, 'sudoku')).toBe('Поиск в ширину, статический порядок, по возрастанию, без AC-3, GAC «все различны»');
  });

  it('the value-order choices say Ascending and Descending for number kinds', () => {
    check(valueOrderChoices('crossword')).toEqual([...VALUE_ORDER_CHOICES, SCORE_ORDER_CHOICE]);
    check(valueOrderChoices('sudoku')).toBe(NUMBER_VALUE_ORDER_CHOICES);
    const labels = (t: typeof en) => NUMBER_VALUE_ORDER_CHOICES.map((c) => textOf(c.label, t));
    check(labels(en).slice(0, 2)).toEqual(['Ascending', 'Descending']);
    check(labels(zh).slice(0, 2)).toEqual(['升序', '降序']);
    check(labels(ru).slice(0, 2)).toEqual(['По возрастанию', 'По убыванию']);
  });

  it('a model’s Ascending and Descending speak of its values, not of digits from 1 (the backpack’s take is 0 or 1)', () => {
    const choices = valueOrderChoices('model');
    check(choices).toBe(MODEL_VALUE_ORDER_CHOICES);
    check(choices.map((c) => textOf(c.label, en))).toEqual(NUMBER_VALUE_ORDER_CHOICES.map((c) => textOf(c.label, en)));
    for (const t of [en, zh, ru]) {
      const hints = choices.slice(0, 2).map((c) => textOf(c.hint, t));
      for (const hint of hints) check(hint).not.toMatch(/digit|数字|цифр|from 1|从 1|с 1/);
    }
    check(textOf(choices[0]!.hint, en)).toBe('Try each variable’s values from the smallest up (an enum’s in the order the model declares them, false before true).');
  });
});

describe('the strategy setting', () => {
  it('reaches the search options', () => {
    check(runOptions({ ...DEFAULT_SETTINGS, strategy: 'bfs' }).strategy).toBe('bfs');
    check(runOptions(DEFAULT_SETTINGS).strategy).toBe('dfs');
  });

  it('old records and links without it read as depth-first, with no "damaged" notice', () => {
    const old = Object.fromEntries(SETTING_NAMES.map((n) => [n, DEFAULT_SETTINGS[n]]));
    check(readSettings(old)).toEqual({ settings: old, bad: [] });
    check(withLaterDefaults(readSettings(old).settings).strategy).toBe('dfs');
    check(readSettings({ ...old, strategy: 'sideways' }).bad).toEqual(['strategy']);
    check(readSettings({ ...old, strategy: 'bfs' }).settings.strategy).toBe('bfs');
    // A version-1 link written before the setting opens with no problem.
    const pinned = decodeLink('v=1&s=g4cgPHHBgw-asixMgWFnZKKnZ24ECUdLPT0gDwoM9cyBssZ6IEVACSQZPT0LoB6gCiCGAWMzoAJgPBAK-mpEMs2tVADFa7FeCdA1IH3DLQ7ASREA');
    expect(pinned).toMatchObject({ status: 'opened', problems: [] });
    check(pinned.status === 'opened' && 'strategy' in pinned.settings).toBe(false);
  });

  it('is written only when breadth-first, and comes back from a saved record and a link', () => {
    expect(recordSettings(DEFAULT_SETTINGS)).not.toHaveProperty('strategy');
    expect(recordSettings({ ...DEFAULT_SETTINGS, strategy: 'bfs' })).toMatchObject({ strategy: 'bfs' });
    useApp.setState(useApp.getInitialState(), true);
    useApp.getState().setAlgorithm({ strategy: 'bfs' });
    const back = decodeSaved(JSON.stringify(encodeSaved(useApp.getState())));
    check(back.problems).toEqual([]);
    check(back.restored.settings.strategy).toBe('bfs');
    const board = { kind: 'sudoku' as const, puzzle: kindOf('sudoku').empty() } as never;
    const link = decodeLink(encodeLink({ board, source: 'Drawn', dictionary: { bundled: 'english-common' }, settings: { ...DEFAULT_SETTINGS, strategy: 'bfs' }, step: null }));
    expect(link).toMatchObject({ status: 'opened', problems: [], settings: { strategy: 'bfs' } });
  });
});

describe('a puzzle pasted on the board', () => {
  const line = publicFile('puzzles/sudoku-top95.txt').split('\n')[0]!.trim();

  it('an 81-character line (. or 0 for blanks) is a 9 x 9 Sudoku', () => {
    expect(line).toHaveLength(81);
    const pasted = pastedPuzzle('sudoku', `${line}\n`, 9);
    if (!pasted || !('puzzle' in pasted)) throw new Error(`no puzzle: ${JSON.stringify(pasted)}`);
    check(toSudoku(pasted.puzzle).cells).toEqual(parseSudokuFile(line, 'x')[0]!.cells);
    const zeros = pastedPuzzle('sudoku', line.replace(/\./g, '0'), 9);
    check(zeros).toEqual(pasted);
  });

  it('a 9-line grid, with spaces and | + - rules, is the same Sudoku', () => {
    const rows = Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9));
    const grid = rows.map((row, r) => `${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}${r % 3 === 2 && r < 8 ? '\n------+-------+------' : ''}`).join('\n');
    check(pastedPuzzle('sudoku', grid, 9)).toEqual(pastedPuzzle('sudoku', line, 9));
  });

  it('a line of the wrong length says the length found and the one expected', () => {
    const pasted = pastedPuzzle('sudoku', line.slice(0, 80), 9);
    if (!pasted || !('error' in pasted)) throw new Error('expected an error');
    check(textOf(pasted.error, en)).toBe('The pasted puzzle has 80 cells; a Sudoku needs 81. Use digits, with . or 0 for a blank.');
    check(textOf(pasted.error, ru)).toContain('80');
    check(textOf(pasted.error, zh)).toContain('81');
    const bad = pastedPuzzle('sudoku', `${line.slice(0, 80)}x`, 9);
    check(bad && 'error' in bad && bad.error.key).toBe('entry.notSudoku');
  });

  it('one character or no digits is not a puzzle (nothing happens)', () => {
    expect(pastedPuzzle('sudoku', '5', 9)).toBeNull();
    expect(pastedPuzzle('futoshiki', 'hello', 5)).toBeNull();
  });

  it('a Futoshiki in the seed format comes with its signs; a broken one says why', () => {
    const file = publicFile('puzzles/futoshiki-own-5x5.txt');
    const pasted = pastedPuzzle('futoshiki', file, 5);
    check(pasted).toEqual({ puzzle: fromFutoshiki(parseFutoshiki(file, 'x')) });
    const signs = pasted && 'puzzle' in pasted ? [...pasted.puzzle.right, ...pasted.puzzle.down].filter((s) => s !== 0).length : 0;
    check(signs).toBe(12);
    const broken = pastedPuzzle('futoshiki', '1 2 3\n4 5\n', 5);
    check(broken && 'error' in broken && broken.error.key).toBe('entry.notFutoshiki');
  });

  it('typing moves on to the next cell and wraps to the next row', () => {
    check(nextCell(0, 9)).toBe(1);
    check(nextCell(8, 9)).toBe(9);
    check(nextCell(80, 9)).toBe(80);
  });
});

describe('the first Futoshiki', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (async (url: string) => new Response(publicFile(`puzzles/${String(url).split('/').pop()!}`), { status: 200 })) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('a first visit puts a sample with signs on the Futoshiki board, without showing it or an undo step', async () => {
    useApp.setState(useApp.getInitialState(), true);
    const file = kindOf('futoshiki').firstSample!;
    await useApp.getState().preloadSample(file);
    const s = useApp.getState();
    check(s.kind).toBe('crossword');
    expect(s.history.past).toHaveLength(0);
    const board = s.boards.futoshiki;
    check(board.source).toBe(file);
    check([...board.puzzle.right, ...board.puzzle.down].some((x) => x !== 0)).toBe(true);
  });

  it('a board the user changed meanwhile is kept', async () => {
    useApp.setState(useApp.getInitialState(), true);
    const loading = useApp.getState().preloadSample(kindOf('futoshiki').firstSample!);
    useApp.getState().setKind('futoshiki');
    useApp.getState().edit('futoshiki', { type: 'digit', cell: 0, digit: 2 });
    await loading;
    check(useApp.getState().boards.futoshiki.source).toBe('Drawn');
    check(useApp.getState().boards.futoshiki.puzzle.givens[0]).toBe(2);
  });
});

describe('the first model', () => {
  const realFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (async (url: string) => new Response(publicFile(String(url).replace(/^\//, '')), { status: 200 })) as typeof fetch;
  });
  afterAll(() => {
    globalThis.fetch = realFetch;
  });

  it('a first visit puts Australia on the model board under its file name, as the lesson calls it, not a build path', async () => {
    useApp.setState(useApp.getInitialState(), true);
    const file = kindOf('model').firstSample!;
    check(file).toBe('../models/australia.mzn');
    await useApp.getState().preloadSample(file);
    const board = useApp.getState().boards.model;
    check(board.source).toBe('australia.mzn');
    check(board.puzzle.name).toBe('australia.mzn');
  });
});
