import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { currentRecord, hydrate, patchFrom, type KeyValue } from '../persist/persist.ts';
import { decodeSaved, encodeSaved, isDictionaryId, isSpeedIndex, noticeFor, SAVED_VERSION, STORAGE_KEY, type DecodeOutcome, type SavedRecord } from '../persist/savedState.ts';
import { isSetting, SETTING_NAMES } from '../settings/schema.ts';
import { useApp, type AppState } from '../state/store.ts';
import { parseSlotFile } from '../../puzzles/crossword/index.ts';
import { textOf, type AnyMessage } from '../i18n/message.ts';

/** A message (or none) said in English, as the interface would say it. */
const said = (m: AnyMessage | null | undefined): string | null => (m ? textOf(m) : null);
const saidAll = (ms: readonly AnyMessage[]): string[] => ms.map((m) => textOf(m));

const initial = useApp.getInitialState();
beforeEach(() => {
  useApp.setState(initial, true);
  useApp.getState().dismissRestoreNotice();
});

/** A session with something in every part: drawn crossword, Sudoku digit, Futoshiki sign, settings. */
function editedSession(): AppState {
  const s = useApp.getState();
  s.resize(5, 4);
  s.setSymmetry('mirror-left-right');
  s.edit('crossword', { type: 'toggle', cell: 0, symmetry: 'mirror-left-right' });
  s.edit('crossword', { type: 'letter', cell: 6, letter: 'Ж', symmetry: 'mirror-left-right' });
  s.setKind('sudoku');
  useApp.getState().edit('sudoku', { type: 'digit', cell: 10, digit: 7 });
  useApp.getState().setKind('futoshiki');
  useApp.getState().edit('futoshiki', { type: 'digit', cell: 0, digit: 3 });
  useApp.getState().edit('futoshiki', { type: 'sign', cell: 1, direction: 'down' });
  useApp.getState().setAlgorithm({ inference: 'fc', variableOrder: 'mrv', valueOrder: 'random', seed: 42, timeLimitSeconds: 30, allSolutions: true, ac3: false, backjump: true, alldiff: 'neq' });
  useApp.getState().setSpeed(2);
  useApp.getState().setGroupPrunes(false);
  useApp.setState({ dictionaryId: 'russian-nouns-51k' });
  return useApp.getState();
}

function record(): SavedRecord {
  return encodeSaved(editedSession());
}

function text(r: unknown): string {
  return JSON.stringify(r);
}

describe('encodeSaved', () => {
  it('writes each board in its own file format, with the version', () => {
    const r = record();
    check(r.version).toBe(SAVED_VERSION);
    check(r.kind).toBe('futoshiki');
    check(r.crossword).toEqual({ grid: '#...#\n.ж...\n.....\n.....\n', slots: null, source: 'Drawn', symmetric: true, symmetry: 'mirror-left-right' });
    check(r.sudoku.text).toBe('.'.repeat(10) + '7' + '.'.repeat(70) + '\n');
    check(r.futoshiki.text).toBe('3 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 1 1 1\n');
    check(r.speedIndex).toBe(2);
    check(r.dictionaryId).toBe('russian-nouns-51k');
    expect(r.customDictionary).toBeNull();
  });

  it('keeps the slots of an unedited slot file (they are not the board’s own)', async () => {
    await useApp.getState().loadFile('two.slots', '4 2\n0 0 2 h\n2 0 2 h\n');
    const r = encodeSaved(useApp.getState());
    check(r.crossword.slots).toBe('4 2\n0 0 2 h\n2 0 2 h\n');
    const back = decodeSaved(text(r));
    check(back.problems).toEqual([]);
    check(back.restored.boards.crossword!.puzzle).toEqual(parseSlotFile('4 2\n0 0 2 h\n2 0 2 h\n')[0]);
    check(back.restored.boards.crossword!.source).toBe('two.slots');
    // Two slots side by side on one open row: the board alone would give one slot of 4.
    check(back.restored.boards.crossword!.puzzle.slots.map((slot) => slot.length)).toEqual([2, 2]);
    // After an edit the slots are the board's again, and only the grid is saved.
    useApp.getState().edit('crossword', { type: 'letter', cell: 0, letter: 'a' });
    expect(encodeSaved(useApp.getState()).crossword.slots).toBeNull();
  });
});

describe('decodeSaved', () => {
  it('gives back every part of a sound record, and the store returns to the same state', () => {
    const r = record();
    const outcome = decodeSaved(text(r));
    check(outcome.status).toBe('restored');
    check(outcome.problems).toEqual([]);
    expect(noticeFor(outcome)).toBeNull();
    const before = useApp.getState();
    useApp.setState(initial, true);
    useApp.setState(patchFrom(outcome.restored, false));
    const after = useApp.getState();
    for (const k of ['kind', 'symmetry', 'inference', 'seed', 'speedIndex', 'groupPrunes', 'dictionaryId'] as const) {
      check(after[k], k).toEqual(before[k]);
    }
    check(after.boards.crossword.puzzle).toEqual(before.boards.crossword.puzzle);
    check(after.boards.sudoku.puzzle).toEqual(before.boards.sudoku.puzzle);
    check(after.boards.futoshiki.puzzle).toEqual(before.boards.futoshiki.puzzle);
    check(encodeSaved(after)).toEqual(r);
  });

  it('reads a version 1 record as the app wrote it before the kind modules', () => {
    const v1 = {
      version: 1,
      kind: 'sudoku',
      crossword: { grid: '#..\n.q.\n...\n', slots: null, source: 'Drawn', symmetric: true },
      sudoku: { text: '1' + '.'.repeat(15) + '\n', source: 'own.txt' },
      futoshiki: { text: '0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n', source: 'Drawn' },
      settings: { ...record().settings },
      speedIndex: 3,
      groupPrunes: true,
      dictionaryId: 'english-common',
      customDictionary: null,
    };
    const outcome = decodeSaved(text(v1));
    check(outcome.problems).toEqual([]);
    useApp.setState(initial, true);
    useApp.setState(patchFrom(outcome.restored, false));
    const s = useApp.getState();
    check(s.kind).toBe('sudoku');
    // An older record's `symmetric: true` is the 180° symmetry it drew with.
    check(s.symmetry).toBe('rotational');
    expect(s.boards.crossword.puzzle).toMatchObject({ width: 3, height: 3 });
    check(s.boards.crossword.puzzle.given[4]).toBe('q');
    expect(s.boards.sudoku).toMatchObject({ source: 'own.txt', puzzle: { size: 4 } });
    check(s.boards.sudoku.puzzle.givens[0]).toBe(1);
    check(s.boards.futoshiki.puzzle.size).toBe(4);
    check(s.boards.futoshiki.puzzle.right[0]).toBe(1);
    // Written again, it is the same record (the symmetry named beside `symmetric`), with the parts of the kinds added since (N-queens and the model, empty).
    check(encodeSaved(s)).toEqual({ ...v1, crossword: { ...v1.crossword, symmetry: 'rotational' }, queens: { text: `queens 8\n${'........\n'.repeat(8)}`, source: 'Drawn' }, model: { name: 'model.mzn', text: '', data: '', dataName: 'data.dzn', source: 'Drawn' } });
  });

  it('says nothing on a first visit', () => {
    const outcome = decodeSaved(null);
    check(outcome).toEqual({ status: 'empty', restored: { boards: {}, settings: {} }, problems: [] });
    expect(noticeFor(outcome)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,', /not valid JSON/],
    ['empty text', '', /not valid JSON/],
    ['JSON null', 'null', /not a saved record/],
    ['an array', '[1,2]', /not a saved record/],
    ['a string', '"hello"', /not a saved record/],
  ])('discards %s, with a notice', (_, stored, reason) => {
    const outcome = decodeSaved(stored);
    check(outcome.status).toBe('discarded');
    check(outcome.restored).toEqual({ boards: {}, settings: {} });
    check(said(noticeFor(outcome))).toMatch(reason);
    check(said(noticeFor(outcome))).toMatch(/starts with the defaults/);
  });

  it.each([0, 2, '1', null])('discards a record of version %j (an old or unknown version)', (version) => {
    const outcome = decodeSaved(text({ ...record(), version }));
    check(outcome.status).toBe('discarded');
    check(outcome.restored).toEqual({ boards: {}, settings: {} });
    check(said(noticeFor(outcome))).toMatch(version === null ? /no known version/ : new RegExp(`version ${String(version)}, this app reads version 1`));
  });

  it('discards a record without a version', () => {
    const rest: Partial<SavedRecord> = record();
    delete rest.version;
    check(decodeSaved(text(rest)).status).toBe('discarded');
  });

  it.each([
    ['crossword', { grid: '#?\n..\n', slots: null, source: 'Drawn', symmetric: false }, 'the crossword'],
    ['crossword', { grid: '', slots: null, source: 'Drawn', symmetric: false }, 'the crossword'],
    ['crossword', { grid: '..\n..\n', slots: null, source: 'Drawn', symmetric: 'yes' }, 'the crossword'],
    ['crossword', 'garbage', 'the crossword'],
    ['sudoku', { text: '123', source: 'Drawn' }, 'the Sudoku'],
    ['sudoku', { text: '.'.repeat(81) + '\n' + '.'.repeat(81), source: 'Drawn' }, 'the Sudoku'],
    ['sudoku', { text: 'x'.repeat(81), source: 'Drawn' }, 'the Sudoku'],
    ['sudoku', { text: '.'.repeat(81), source: 42 }, 'the Sudoku'],
    ['futoshiki', { text: '0 0 0\n0 0 0\n0 0 0\n', source: 'Drawn' }, 'the Futoshiki'],
    ['futoshiki', { text: '0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 2 2\n', source: 'Drawn' }, 'the Futoshiki'],
    ['futoshiki', undefined, 'the Futoshiki'],
    ['kind', 'chess', 'the puzzle kind'],
    ['speedIndex', 99, 'the playback speed'],
    ['speedIndex', 1.5, 'the playback speed'],
    ['speedIndex', '3', 'the playback speed'],
    ['dictionaryId', 'klingon', 'the dictionary choice'],
    ['dictionaryId', 'custom', 'the dictionary choice'],
    ['customDictionary', { name: 7 }, 'your dictionary'],
    ['groupPrunes', 1, 'the prune grouping'],
    ['settings', null, 'the algorithm settings'],
  ])('a damaged %s (%j) falls back alone, and the notice names it', (field, value, name) => {
    const r = record();
    const outcome = decodeSaved(text({ ...r, [field]: value }));
    check(outcome.status).toBe('restored');
    check(saidAll(outcome.problems)).toEqual([name]);
    check(said(noticeFor(outcome))).toBe(`Restored your last session, except ${name}: it was damaged and set to the defaults.`);
    const board = field === 'crossword' || field === 'sudoku' || field === 'futoshiki';
    expect(outcome.restored).not.toHaveProperty(field === 'settings' ? 'settings.inference' : board ? ['boards', field] : field);
    // The other parts are back.
    const fine = decodeSaved(text(r)).restored;
    for (const other of ['crossword', 'sudoku', 'futoshiki'] as const) {
      if (other !== field) check(outcome.restored.boards[other]).toEqual(fine.boards[other]);
    }
    for (const other of ['kind', 'speedIndex'] as const) {
      if (other !== field) check(outcome.restored[other]).toEqual(fine[other]);
    }
  });

  it('keeps the sound settings and drops only the out-of-range ones', () => {
    const r = record();
    const outcome = decodeSaved(text({ ...r, settings: { ...r.settings, timeLimitSeconds: 7, inference: 'magic', seed: 0.5 } }));
    check(saidAll(outcome.problems)).toEqual(['3 algorithm settings (inference, timeLimitSeconds, seed)']);
    check(outcome.restored.settings).toEqual({ ac3: false, variableOrder: 'mrv', valueOrder: 'random', allSolutions: true, reuse: false, alldiff: 'neq', restarts: false, backjump: true });
  });

  it('falls back to the board’s own slots when the saved slots do not fit the board', () => {
    const r = record();
    const outcome = decodeSaved(text({ ...r, crossword: { ...r.crossword, slots: '9 9\n0 0 3 h\n' } }));
    check(saidAll(outcome.problems)).toEqual(['the crossword’s slots']);
    check(outcome.restored.boards.crossword!.puzzle.given[6]).toBe('ж');
    expect(outcome.restored.boards.crossword!.puzzle.slots.length).toBeGreaterThan(0);
  });

  it('treats a crossword larger than the app takes as damaged', () => {
    const r = record();
    const huge = Array.from({ length: 3 }, () => '.'.repeat(51)).join('\n');
    const outcome = decodeSaved(text({ ...r, crossword: { ...r.crossword, grid: huge, slots: null } }));
    check(saidAll(outcome.problems)).toEqual(['the crossword']);
    expect(outcome.restored.boards.crossword).toBeUndefined();
  });

  it('lists several damaged parts in one line', () => {
    const outcome = decodeSaved(text({ ...record(), kind: 1, sudoku: null, speedIndex: -1 }));
    check(said(noticeFor(outcome))).toBe('Restored your last session, except the puzzle kind, the Sudoku and the playback speed: they were damaged and set to the defaults.');
  });
});

/** Everything a decoded outcome may give: the store's state after it, checked part by part. */
function expectSound(outcome: DecodeOutcome): void {
  check(['empty', 'restored', 'discarded']).toContain(outcome.status);
  check(saidAll(outcome.problems).every((p) => p !== '' && !p.includes('\n'))).toBe(true);
  const notice = said(noticeFor(outcome));
  if (notice !== null) check(notice).not.toContain('\n');
  const r = outcome.restored;
  for (const [name, value] of Object.entries(r.settings)) check(isSetting(name as (typeof SETTING_NAMES)[number], value)).toBe(true);
  if (r.speedIndex !== undefined) check(isSpeedIndex(r.speedIndex)).toBe(true);
  if (r.dictionaryId !== undefined) check(isDictionaryId(r.dictionaryId)).toBe(true);
  useApp.setState(initial, true);
  const s: AppState = { ...initial, ...patchFrom(r, false) };
  const layout = s.boards.crossword.puzzle;
  expect(layout.blocks).toHaveLength(layout.width * layout.height);
  expect(layout.given).toHaveLength(layout.width * layout.height);
  for (const slot of layout.slots) for (const cell of slot.cells) check(layout.blocks[cell]).toBe(false);
  for (const board of [s.boards.sudoku, s.boards.futoshiki]) {
    const p = board.puzzle;
    expect(p.givens).toHaveLength(p.size * p.size);
    check(p.givens.every((g) => Number.isInteger(g) && g >= 0 && g <= p.size)).toBe(true);
  }
  // The state it gives saves again as a sound record.
  const again = decodeSaved(JSON.stringify(encodeSaved(s)));
  check(again.problems).toEqual([]);
}

describe('decodeSaved, fuzzed', () => {
  it('never throws on any string, and always gives a sound state', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (t) => expectSound(decodeSaved(t))),
      { numRuns: 1000, seed: 1 },
    );
  });

  it('never throws on any JSON, and always gives a sound state', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => expectSound(decodeSaved(JSON.stringify(v)))),
      { numRuns: 1000, seed: 2 },
    );
  });

  it('never throws on a sound record with fields replaced by random values', () => {
    const base = record() as unknown as Record<string, unknown>;
    const fields = Object.keys(base);
    const settingFields = [...SETTING_NAMES];
    const mutation = fc.record({
      top: fc.array(fc.tuple(fc.constantFrom(...fields), fc.jsonValue({ maxDepth: 2 })), { maxLength: 3 }),
      setting: fc.array(fc.tuple(fc.constantFrom(...settingFields), fc.jsonValue({ maxDepth: 1 })), { maxLength: 3 }),
      board: fc.option(fc.tuple(fc.constantFrom('crossword', 'sudoku', 'futoshiki'), fc.string({ maxLength: 120 }))),
    });
    fc.assert(
      fc.property(mutation, ({ top, setting, board }) => {
        const r: Record<string, unknown> = structuredClone(base);
        r.settings = { ...(r.settings as object), ...Object.fromEntries(setting) };
        if (board) {
          const [kind, t] = board;
          r[kind] = kind === 'crossword' ? { ...(r.crossword as object), grid: t } : { ...(r[kind] as object), text: t };
        }
        for (const [k, v] of top) r[k] = v;
        expectSound(decodeSaved(JSON.stringify(r)));
      }),
      { numRuns: 1000, seed: 3 },
    );
  });
});

function fakeStorage(initialText: string | null): KeyValue & { value: string | null } {
  return {
    value: initialText,
    getItem(key: string) {
      return key === STORAGE_KEY ? this.value : null;
    },
    setItem(key: string, v: string) {
      if (key === STORAGE_KEY) this.value = v;
    },
    removeItem() {
      this.value = null;
    },
  };
}

describe('hydrate', () => {
  it('puts a saved session into the store without a notice', () => {
    const r = record();
    useApp.setState(initial, true);
    hydrate(fakeStorage(text(r)));
    check(useApp.getState().restoreNotice).toEqual([]);
    check(useApp.getState().kind).toBe('futoshiki');
    check(useApp.getState().boards.crossword.puzzle.given[6]).toBe('ж');
    check(currentRecord()).toEqual(r);
  });

  it('keeps the defaults and says so in one line when the record is damaged', () => {
    hydrate(fakeStorage('{"version": 1, "kind": "crossword", "crossword": 5'));
    check(useApp.getState().boards.crossword.puzzle.width).toBe(initial.boards.crossword.puzzle.width);
    check(useApp.getState().kind).toBe('crossword');
    const messages = useApp.getState().restoreNotice;
    expect(messages).toHaveLength(1);
    check(said(messages[0])).toMatch(/could not be used \(it is not valid JSON\), so the app starts with the defaults/);
  });

  // A storage that throws when read: saidAgain.test.ts (the defaults kept, the notice in three languages).

  it('carries the saved word list name while it is not loaded yet', () => {
    const r = { ...record(), dictionaryId: 'custom', customDictionary: { name: 'mine.txt' } };
    useApp.setState(initial, true);
    hydrate(fakeStorage(text(r)));
    check(useApp.getState().dictionaryId).toBe('custom');
    expect(useApp.getState().customDictionary).toBeNull();
    check(currentRecord().customDictionary).toEqual({ name: 'mine.txt' });
    check(currentRecord().dictionaryId).toBe('custom');
  });
});
