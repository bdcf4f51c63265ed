/**
 * Scored word lists in the app (issue 23): the minimum score setting, the order by score, the
 * puzzle's banned and preferred words (kept with the board), the request a run makes from them,
 * the worker's chosen dictionary and the fill's quality.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { buildCrosswordModel, layoutFromBoard, parseDictionary, type CrosswordLayout } from '../../puzzles/crossword/index.ts';
import { search, solve, type SearchEvent } from '../../solver/index.ts';
import { encodeEvent } from '../../worker/encode.ts';
import { EVENT_FIELDS } from '../../trace/codes.ts';
import { sketchProblem, Trace, TraceIndex } from '../../trace/index.ts';
import { Session } from '../teaching/session.ts';
import { i18n } from '../i18n/i18n.ts';
import { chosenKey, deriveShelf, shelfFillScore, shelve, splitKey } from '../../worker/jobs/dictionaries.ts';
import type { SolveRequest } from '../../worker/protocol.ts';
import { SolverClient, type RunHandlers } from '../run/solverClient.ts';
import { DEFAULT_SETTINGS, isSetting, LATER_SETTING_NAMES, readSettings, recordSettings, SETTING_NAMES, withLaterDefaults } from '../settings/schema.ts';
import { solverValueOrder, valueOrderChoices } from '../settings/catalog.ts';
import { kindOf, emptyBoards, type KindPuzzle } from '../kinds/registry.ts';
import { crosswordKind } from '../kinds/crossword/index.ts';
import { decodeLink, encodeLink } from '../share/link.ts';
import { decodeSaved, encodeSaved } from '../persist/savedState.ts';
import { dictionaryOf, runOptions } from '../state/slices/run.ts';
import { fakeWorkers, settle } from './fakeWorker.ts';
import { textOf, type Message } from '../i18n/message.ts';

/** A scored list as constructors keep them: scores 5..90, a word without a score (0). */
const LIST = ['cat;90', 'car;20', 'cot;40', 'act;70', 'tea;30', 'eat;85', 'ate;10', 'oat;60', 'tar;50', 'art;80', 'rat;5', 'ore;45', 'roe;55', 'toe;65', 'ear;75', 'are', 'era;35'].join('\n');

const open3 = (): CrosswordLayout => layoutFromBoard(3, 3, new Array<boolean>(9).fill(false), new Array<string>(9).fill(''));

describe('the minimum score setting (settings/schema.ts)', () => {
  it('is a later setting, 0 by default, a whole number from 0', () => {
    check(DEFAULT_SETTINGS.minScore).toBe(0);
    check(LATER_SETTING_NAMES).toContain('minScore');
    check(SETTING_NAMES).not.toContain('minScore');
    check(isSetting('minScore', 40)).toBe(true);
    check(isSetting('minScore', 0)).toBe(true);
    for (const bad of [-1, 1.5, '40', null, Infinity, 2_000_000]) check(isSetting('minScore', bad)).toBe(false);
  });

  it('a record without it means 0 (no damage); it is written only when set', () => {
    const older: Partial<typeof DEFAULT_SETTINGS> = { ...DEFAULT_SETTINGS };
    delete older.minScore;
    delete older.strategy;
    const read = readSettings(older);
    check(read.bad).toEqual([]);
    check(withLaterDefaults(read.settings).minScore).toBe(0);
    check('minScore' in recordSettings(DEFAULT_SETTINGS)).toBe(false);
    check(recordSettings({ ...DEFAULT_SETTINGS, minScore: 40 }).minScore).toBe(40);
    check(readSettings({ ...older, minScore: -3 }).bad).toEqual(['minScore']);
  });

  it('the value order by score is a crossword choice only, and runs as lex', () => {
    check(valueOrderChoices('crossword').map((c) => c.value)).toContain('score');
    check(valueOrderChoices('sudoku').map((c) => c.value)).not.toContain('score');
    check(isSetting('valueOrder', 'score')).toBe(true);
    check(solverValueOrder('score')).toBe('lex');
    check(runOptions({ ...DEFAULT_SETTINGS, valueOrder: 'score' }).valueOrder).toBe('lex');
    check(runOptions({ ...DEFAULT_SETTINGS, valueOrder: 'lcv' }).valueOrder).toBe('lcv');
  });
});

describe('banned and preferred words, kept with the crossword board', () => {
  const base = crosswordKind.edit(open3(), { type: 'letter', cell: 0, letter: 'c' })!.puzzle;

  it('an edit sets them (normalised, each once, a word not both: the ban wins); other edits keep them', () => {
    const edited = crosswordKind.edit(base, { type: 'words', ban: ['X-Ray', 'rat', 'RAT'], prefer: ['Cat', 'rat', "o'at"] })!;
    check(edited.puzzle.ban).toEqual(['xray', 'rat']);
    check(edited.puzzle.prefer).toEqual(['cat', 'oat']);
    expect(crosswordKind.edit(edited.puzzle, { type: 'words', ban: ['xray', 'rat'], prefer: ['cat', 'oat'] })).toBeNull();
    const blocked = crosswordKind.edit(edited.puzzle, { type: 'toggle', cell: 4 })!.puzzle;
    check(blocked.ban).toEqual(['xray', 'rat']);
    check(blocked.prefer).toEqual(['cat', 'oat']);
    check(crosswordKind.resized(blocked, 5, 5)!.ban).toEqual(['xray', 'rat']);
    const cleared = crosswordKind.edit(blocked, { type: 'words', ban: [], prefer: [] })!.puzzle;
    expect(cleared.ban).toBeUndefined();
    expect(cleared.prefer).toBeUndefined();
    expect(crosswordKind.save(cleared)).not.toHaveProperty('ban');
  });

  it('save and restore keep them; a damaged list falls back to none and is named', () => {
    const p = crosswordKind.edit(base, { type: 'words', ban: ['rat', 'tar'], prefer: ['cat'] })!.puzzle;
    const part = crosswordKind.save(p);
    check(part.ban).toBe('rat\ntar');
    const problems: Message[] = [];
    const back = crosswordKind.restore(part, problems)!;
    check(problems).toEqual([]);
    check(back.ban).toEqual(['rat', 'tar']);
    check(back.prefer).toEqual(['cat']);
    check(back.given).toEqual(p.given);
    const bad = crosswordKind.restore({ ...part, ban: 42, prefer: 'ok\n12' }, problems)!;
    expect(bad.ban).toBeUndefined();
    expect(bad.prefer).toBeUndefined();
    check(problems.map((m) => textOf(m))).toEqual(['the crossword’s banned words', 'the crossword’s preferred words']);
  });

  it('the saved record and the share link carry them, and the minimum score', () => {
    const p = crosswordKind.edit(base, { type: 'words', ban: ['rat'], prefer: ['cat', 'oat'] })!.puzzle;
    const boards = { ...emptyBoards(), crossword: { puzzle: p, source: 'Drawn', set: null, selected: 0 } };
    const settings = { ...DEFAULT_SETTINGS, minScore: 40, valueOrder: 'score' as const };
    const record = encodeSaved({ ...settings, kind: 'crossword', boards, symmetry: 'none', speedIndex: 3, groupPrunes: false, dictionaryId: 'english-common', customDictionary: null });
    const saved = decodeSaved(JSON.stringify(record));
    check(saved.problems).toEqual([]);
    expect(saved.restored.boards.crossword?.puzzle).toMatchObject({ ban: ['rat'], prefer: ['cat', 'oat'] });
    expect(saved.restored.settings).toMatchObject({ minScore: 40, valueOrder: 'score' });
    const link = decodeLink(encodeLink({ board: { kind: 'crossword', puzzle: p } as KindPuzzle, source: 'Drawn', dictionary: { bundled: 'english-common' }, settings, step: null }));
    if (link.status !== 'opened') throw new Error(JSON.stringify(link));
    check(kindOf('crossword').save(link.board.puzzle as CrosswordLayout)).toEqual(crosswordKind.save(p));
    expect(link.settings).toMatchObject({ minScore: 40, valueOrder: 'score' });
  });
});

describe('the request: a chosen dictionary named by its choices', () => {
  const state = (patch: { minScore?: number; valueOrder?: 'lex' | 'score'; ban?: string[]; prefer?: string[] }) => {
    let puzzle = open3();
    if (patch.ban || patch.prefer) puzzle = crosswordKind.edit(puzzle, { type: 'words', ban: patch.ban ?? [], prefer: patch.prefer ?? [] })!.puzzle;
    return {
      dictionaryId: 'english-common',
      customDictionary: null,
      minScore: patch.minScore ?? 0,
      valueOrder: patch.valueOrder ?? 'lex',
      boards: { ...emptyBoards(), crossword: { puzzle, source: 'Drawn', set: null, selected: 0 } },
    } as Parameters<typeof dictionaryOf>[0];
  };

  it('no choices: the dictionary itself; choices: a key of their own that says them', () => {
    check(dictionaryOf(state({}))!.key).toBe('english-common');
    const key = dictionaryOf(state({ minScore: 40, valueOrder: 'score', ban: ['rat'], prefer: ['cat'] }))!.key;
    check(key).not.toBe('english-common');
    check(splitKey(key)).toEqual({ base: 'english-common', choices: { minScore: 40, ban: ['rat'], prefer: ['cat'], scoreOrder: true } });
    check(dictionaryOf(state({ minScore: 41 }))!.key).not.toBe(dictionaryOf(state({ minScore: 40 }))!.key);
    check(dictionaryOf(state({ minScore: 40 }))!.url).toBe('/dictionaries/english-common.txt');
  });

  it('"your own file" without a list loaded is no dictionary: never another list in its place', () => {
    expect(dictionaryOf({ ...state({ minScore: 40 }), dictionaryId: 'custom', customDictionary: null })).toBeNull();
  });

  it('the client runs on the chosen key; the worker makes the chosen words from the list, whose text crosses once', async () => {
    const { client, workers } = fakeWorkers((spawn) => new SolverClient(spawn));
    const handlers: RunHandlers = { onModel: () => undefined, onEvents: () => undefined, onDone: () => undefined, onError: () => undefined };
    const key = chosenKey('custom:1', { minScore: 40 });
    const options = { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', seed: 1, maxSolutions: 1, timeLimitMs: Infinity, restarts: 'none', backjump: false } as const;
    const request: SolveRequest = { type: 'solve', kind: 'crossword', runId: 1, puzzle: open3(), dictionary: { key, name: 'w.txt', text: LIST }, alldiff: 'gac', reuse: false, options };
    client.run(request, handlers);
    const w = workers[0]!;
    expect(w.last('solve').input).toMatchObject({ dictionary: { key, name: 'w.txt' } });
    // The worker has not the list the chosen words come from: it is loaded, then the run asked again.
    w.fail(w.last('solve'), 'not loaded', 'dictionary-missing', { key: 'custom:1' });
    await settle();
    expect(w.last('load-dictionary').input).toMatchObject({ key: 'custom:1', text: LIST });
    w.done(w.last('load-dictionary'), {});
    await settle();
    check(w.jobs()).toEqual(['solve', 'load-dictionary', 'solve']);
    expect(w.last('solve').input).toMatchObject({ dictionary: { key, name: 'w.txt' } });
    check(JSON.stringify(w.calls).split('cot;40').length - 1).toBe(1);
  });
});

describe('the chosen dictionary in the worker (as the CLI applies the choices)', () => {
  const shelf = shelve('scored.txt', LIST);
  const dict = parseDictionary(LIST, 'scored.txt');
  const score = (w: string) => dict.weights?.get(w) ?? 0;

  it('leaves out words below the minimum and banned words; counts them; preferred words stay', () => {
    const chosen = deriveShelf(shelf, { minScore: 50, ban: ['cat'], prefer: ['ate'] });
    const expected = dict.words.filter((w) => w !== 'cat' && (w === 'ate' || score(w) >= 50));
    check([...chosen.words].sort()).toEqual([...expected].sort());
    check(chosen.summary.wordCount).toBe(expected.length);
    check(chosen.summary.chosen).toEqual({ banned: 1, belowMinimum: dict.words.filter((w) => w !== 'cat' && w !== 'ate' && score(w) < 50).length });
    check(chosen.ranked).toBe(true);
  });

  it('accents folded (the app’s setting): the same words and scores as the list read with --fold-accents; the key says it', () => {
    const text = 'CAFÉ;30\ncafe;20\nnaïve;40\nnaive;45\nx-ray;50\nÉté;12\n';
    const folded = deriveShelf(shelve('accents.txt', text), { foldAccents: true });
    const cli = parseDictionary(text, 'accents.txt', { foldAccents: true });
    check([...folded.words].sort()).toEqual([...cli.words].sort());
    check([...folded.words].sort()).toEqual(['cafe', 'ete', 'naive', 'xray']);
    // The higher score wins where two entries meet.
    for (const w of cli.words) check(shelfFillScore(folded, [w])!.min, w).toBe(cli.weights!.get(w));
    check(shelfFillScore(folded, ['cafe'])).toEqual({ min: 30, mean: 30 });
    // Kept apart without the setting; a ban is folded too.
    check([...shelve('accents.txt', text).words].sort()).toEqual(['cafe', 'café', 'naive', 'naïve', 'xray', 'été']);
    check(deriveShelf(shelve('accents.txt', text), { foldAccents: true, ban: ['CAFÉ'] }).words).not.toContain('cafe');
    const key = chosenKey('custom:1', { foldAccents: true });
    check(splitKey(key)).toEqual({ base: 'custom:1', choices: { minScore: 0, ban: [], prefer: [], scoreOrder: false, foldAccents: true } });
    check(chosenKey('custom:1', { foldAccents: false })).toBe('custom:1');
  });

  it('the order by score numbers each length best first, preferred words before all', () => {
    const byScore = deriveShelf(shelf, { scoreOrder: true });
    const three = byScore.index.bucket(3)!.words;
    for (let i = 1; i < three.length; i++) expect(score(three[i - 1]!)).toBeGreaterThanOrEqual(score(three[i]!));
    const preferred = deriveShelf(shelf, { prefer: ['rat'] }).index.bucket(3)!.words;
    check(preferred[0]).toBe('rat');
  });

  it('a fill on the chosen words: every word scores at least the minimum (checked against the list), and the fill score says so', () => {
    const chosen = deriveShelf(shelf, { minScore: 30 });
    const layout = open3();
    const model = buildCrosswordModel(layout, chosen.index, { reuse: true, variables: 'slots' });
    const result = solve(model.problem, { inference: 'mac', ac3: true, variableOrder: 'mrv', valueOrder: 'lex', maxSolutions: 5 });
    for (const values of result.solutions) {
      const words = layout.slots.map((_, s) => model.word(s, values[s]!));
      for (const w of words) expect(score(w)).toBeGreaterThanOrEqual(30);
      const fill = shelfFillScore(chosen, words)!;
      check(fill.min).toBe(Math.min(...words.map(score)));
      expect(fill.mean).toBeCloseTo(words.reduce((a, w) => a + score(w), 0) / words.length, 2);
    }
    expect(shelfFillScore(shelve('plain.txt', 'cat\nact\n'), ['cat'])).toBeNull();
  });
});

describe('the step sentence of a run with words ordered by score', () => {
  it('names the order (best score left), and the first word tried is the best-scored of its length, from the list', async () => {
    await i18n.changeLanguage('en');
    const shelf = deriveShelf(shelve('scored.txt', LIST), { scoreOrder: true });
    const dict = parseDictionary(LIST, 'scored.txt');
    const layout = open3();
    const model = buildCrosswordModel(layout, shelf.index, { reuse: true, variables: 'slots' });
    const options = { inference: 'none', ac3: false, variableOrder: 'static', valueOrder: 'lex' } as const;
    const events: SearchEvent[] = [];
    for (const e of search(model.problem, { ...options, record: true, maxSolutions: 1 })) {
      if (e.type === 'done') break;
      events.push(e);
    }
    const ints: number[] = [];
    for (const e of events) encodeEvent(e, (t, v, x, y) => ints.push(t, v, x, y));
    const trace = new Trace({ variables: model.problem.variables.length, checkpointInterval: 64 });
    trace.append(Int32Array.from(ints), ints.length / EVENT_FIELDS);
    const sketch = { ...sketchProblem(model.problem, options), options: { ...options, wordOrder: 'score' as const } };
    const session = new Session({ index: new TraceIndex(trace, sketch), words: { 3: [...shelf.index.bucket(3)!.words] }, layout });
    session.sync();
    const first = events.findIndex((e) => e.type === 'assign');
    const e = events[first]!;
    if (e.type !== 'assign') throw new Error('no assignment');
    const best = Math.max(...dict.words.filter((w) => w.length === 3).map((w) => dict.weights!.get(w) ?? 0));
    check(dict.weights!.get(model.word(e.variable, e.value)) ?? 0).toBe(best);
    check(session.sentence(first, 'long')).toContain('the best-scored word left');
  });
});
